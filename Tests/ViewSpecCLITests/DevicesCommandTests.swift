import Foundation
import Testing

@Suite struct DevicesCommandTests {
    static let presets = [
        "iphone-se", "iphone-8", "iphone-16e", "iphone-17", "iphone-17-pro-max", "ipad", "ipad-pro-13",
        "apple-tv", "mac-window",
    ]

    @Test func listsEveryPreset() throws {
        let run = try Viewspec.run(["devices"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let names = run.stdout.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != " " }) }
        #expect(names == Self.presets)
        #expect(run.stdout.contains("iphone-se          375 × 667    20/0/0/0           portrait"))
        #expect(!run.stdout.contains("-landscape"))
    }

    @Test func landscapeListsTheTurnedVariants() throws {
        let run = try Viewspec.run(["devices", "--landscape"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("iphone-17-landscape  "))
        #expect(run.stdout.contains("874 × 402    0/62/21/62"))
        #expect(run.stdout.contains("ipad-landscape  "))
        // Landscape-only presets do not turn.
        #expect(!run.stdout.contains("apple-tv-landscape"))
        #expect(!run.stdout.contains("mac-window-landscape"))
    }

    @Test func jsonParsesAndListsEveryPreset() throws {
        let run = try Viewspec.run(["devices", "--json", "--landscape"])
        #expect(run.status == 0)
        let value = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let devices = try #require(value as? [[String: Any]])
        let names = devices.compactMap { $0["name"] as? String }
        for preset in Self.presets { #expect(names.contains(preset)) }
        #expect(names.contains("iphone-se-landscape"))
        let se = try #require(devices.first { $0["name"] as? String == "iphone-se" })
        #expect(se["width"] as? Double == 375)
        #expect(se["height"] as? Double == 667)
        #expect(se["orientation"] as? String == "portrait")
        let insets = try #require(se["safeArea"] as? [String: Double])
        #expect(insets == ["top": 20, "left": 0, "bottom": 0, "right": 0])
        #expect(se["summary"] as? String == "small iPhone (SE 3rd gen)")
    }

    /// Every name `devices --landscape` lists is one `layout --device` accepts, with the same size.
    @Test func layoutAcceptsEveryListedName() throws {
        let run = try Viewspec.run(["devices", "--json", "--landscape"])
        let devices = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        var arguments = ["layout", "specs/gallery/sign-in.yaml"]
        for device in devices { arguments += ["--device", try #require(device["name"] as? String)] }
        let layout = try Viewspec.run(arguments)
        #expect(layout.status == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
        let layouts = try #require(document["layouts"] as? [[String: Any]])
        #expect(layouts.count == devices.count)
        for (listed, laidOut) in zip(devices, layouts) {
            let device = try #require(laidOut["device"] as? [String: Any])
            for key in ["name", "width", "height", "orientation"] {
                #expect("\(device[key] ?? "")" == "\(listed[key] ?? "")", "\(key) of \(listed["name"] ?? "")")
            }
        }
    }

    /// A bad option value is a usage error (README: exit 64) and names the devices there are.
    @Test func unknownDeviceIsAUsageError() throws {
        let run = try Viewspec.run(["layout", "specs/gallery/sign-in.yaml", "--device", "nope"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("unknown device 'nope' for --device. The devices are iphone-se, "))
        #expect(run.stderr.contains("(viewspec devices --landscape lists their sizes)"))
    }

    @Test func nearMissDeviceSuggestsThePreset() throws {
        let run = try Viewspec.run(["layout", "specs/gallery/sign-in.yaml", "--device", "iphone17"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("unknown device 'iphone17' for --device; did you mean 'iphone-17'?"))
    }
}
