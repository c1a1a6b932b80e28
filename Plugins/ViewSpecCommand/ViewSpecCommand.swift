import Foundation
import PackagePlugin

/// `swift package viewspec ARGUMENTS…`: runs `viewspec ARGUMENTS…` in the package's folder, for
/// a package that depends on viewspec (docs/ci.md, "A Swift package").
///
/// The arguments are viewspec's own, passed as given, so every command and option works as on
/// the command line. SwiftPM builds viewspec for the host first (libyaml must be installed).
/// Relative paths are the package's, as in `swift package viewspec validate specs`. The plugin
/// fails, and `swift package` exits non-zero, when viewspec does: `swift package` turns every
/// failure into its own status, so a caller that needs viewspec's exit code (64 for a usage
/// error) reads it from the message.
@main
struct ViewSpecCommand: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let viewspec = try context.tool(named: "viewspec")
        let process = Process()
        process.executableURL = viewspec.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        switch (process.terminationReason, process.terminationStatus) {
        case (.exit, 0): return
        case (.exit, let status): throw Failure(description: "viewspec exited with status \(status)")
        case (_, let signal): throw Failure(description: "viewspec was ended by signal \(signal)")
        }
    }
}
