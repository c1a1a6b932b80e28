import ArgumentParser
import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecKit
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device presets a spec's device: and layout --device accept.",
        discussion: """
            Each preset with its size in points, its safe-area insets (top/left/bottom/right), \
            its orientation and what it is, in the order docs/spec-language.md lists them. \
            --landscape also lists each preset turned a quarter, named <preset>-landscape as \
            layout --device takes it (apple-tv and mac-window are landscape already and do not \
            turn). --json writes the same as a JSON array of objects with the keys of a layout \
            output's device (name, width, height, orientation, safeArea) plus preset and summary.
            """
    )

    @Flag(help: "Also list each preset turned to landscape (<preset>-landscape).")
    var landscape = false

    @Flag(help: "Write a JSON array for tools instead of text.")
    var json = false

    /// One line of the listing: a device as `layout` would use it and where it came from.
    struct Entry {
        var device: Device
        var preset: DevicePreset
        var summary: String
    }

    static func entries(landscape: Bool) -> [Entry] {
        // The same names and lookup the spec and --device use, so whatever is listed is accepted.
        DevicePreset.deviceNames.compactMap { name in
            guard let (preset, turned) = DevicePreset.lookup(name), landscape || !turned,
                let device = Device.named(name)
            else { return nil }
            return Entry(
                device: device, preset: preset,
                summary: turned ? preset.name + " turned to landscape" : preset.summary)
        }
    }

    func run() throws {
        let entries = Self.entries(landscape: landscape)
        StandardOutput.write(json ? Self.json(entries) : Self.text(entries))
    }

    static func text(_ entries: [Entry]) -> String {
        let header = ["name", "size", "safe area t/l/b/r", "orientation", "what"]
        var rows = [header]
        for entry in entries {
            let device = entry.device
            let insets = device.safeArea
            rows.append([
                device.name,
                "\(NumberText.thousandths(device.width)) × \(NumberText.thousandths(device.height))",
                [insets.top, insets.left, insets.bottom, insets.right].map(NumberText.thousandths).joined(
                    separator: "/"),
                device.orientation.rawValue,
                entry.summary,
            ])
        }
        var widths = [Int](repeating: 0, count: header.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var out = ""
        for row in rows {
            var line = ""
            for (column, cell) in row.enumerated() {
                if column == row.count - 1 {
                    line += cell
                } else {
                    line += cell + String(repeating: " ", count: widths[column] - cell.count + 2)
                }
            }
            out += line + "\n"
        }
        return out
    }

    static func json(_ entries: [Entry]) -> String {
        var json = JSONWriter(numbers: .thousandths)
        json.openArray()
        for entry in entries {
            json.openObject(oneLine: true)
            LayoutJSON.writeFields(of: entry.device, to: &json)
            json.field("preset", entry.preset.name)
            json.field("summary", entry.summary)
            json.close()
        }
        json.close()
        return json.finishLine()
    }
}
