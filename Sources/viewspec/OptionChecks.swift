import ArgumentParser
import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecKit
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// Checks of option values that ArgumentParser cannot express, shared by the commands, so a bad
/// value is a usage error (exit 64) with the valid choices wherever it is given.
enum OptionChecks {
    /// ArgumentParser keeps the last of a repeated single-value option without a word:
    /// `--format svg --format json` would quietly write JSON.
    ///
    /// `names` are the command's single-value options (`--format`, `-o`); each may be given once.
    static func rejectRepeats(of names: [String], in arguments: [String] = CommandLine.arguments) throws {
        var seen: [String: String] = [:]
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { break }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            guard let canonical = canonicalName(name, names) else { continue }
            if let first = seen[canonical] {
                let spellings = first == name ? "" : " (as \(first) and \(name))"
                throw ValidationError("\(canonical) is given more than once\(spellings); give it once")
            }
            seen[canonical] = name
            // The value of `--format svg` is the next argument, which is never an option name.
            if !argument.contains("=") { index += 1 }
        }
    }

    /// `--output` for both `--output` and `-o` (listed as "--output|-o").
    private static func canonicalName(_ name: String, _ names: [String]) -> String? {
        for entry in names {
            let spellings = entry.split(separator: "|").map(String.init)
            if spellings.contains(name) { return spellings[0] }
        }
        return nil
    }

    /// Every `--device` is a name `viewspec devices --landscape` lists.
    static func checkDevices(_ names: [String]) throws {
        for name in names where Device.named(name) == nil {
            let suggestion = Suggestion.closest(to: name, in: DevicePreset.deviceAndGroupNames)
            throw ValidationError(
                "unknown device '\(VisibleText.escaped(name))' for --device"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? ".") + " The devices are "
                    + DevicePreset.deviceNames.joined(separator: ", ") + "; the groups "
                    + DevicePreset.groups.map(\.name).joined(separator: ", ")
                    + " (viewspec devices --landscape lists their sizes).")
        }
    }
}
