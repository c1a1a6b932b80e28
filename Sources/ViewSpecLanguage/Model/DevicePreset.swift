import ViewSpecCore
import ViewSpecSyntax

/// A named device size with its portrait safe-area insets (points).
package struct DevicePreset: Sendable, Equatable {
    package var name: String
    package var width: Double
    package var height: Double
    package var safeAreaTop: Double
    package var safeAreaBottom: Double
    package var safeAreaLeft: Double
    package var safeAreaRight: Double
    package var summary: String
    /// The family of devices the preset is one of.
    package var idiom: DeviceIdiom

    /// The presets of the spec language, in documentation order (did-you-mean ties go to the
    /// first, so the order is part of the behaviour).
    package static let all: [DevicePreset] = [
        .init("iphone-se", 375, 667, 20, 0, 0, 0, "small iPhone (SE 3rd gen)", .phone),
        .init("iphone-8", 375, 667, 20, 0, 0, 0, "the seeds' test device (ViewImageConfig.iPhone8)", .phone),
        .init("iphone-16e", 390, 844, 47, 34, 0, 0, "iPhone 16e", .phone),
        .init("iphone-17", 402, 874, 62, 34, 0, 0, "regular iPhone (default)", .phone),
        .init("iphone-17-pro-max", 440, 956, 62, 34, 0, 0, "large iPhone", .phone),
        .init("ipad", 820, 1180, 24, 20, 0, 0, "iPad (11-inch)", .tablet),
        .init("ipad-pro-13", 1032, 1376, 24, 20, 0, 0, "iPad Pro 13-inch", .tablet),
        .init("apple-tv", 1920, 1080, 60, 60, 80, 80, "tvOS screen (landscape only)", .tv),
        .init("mac-window", 1280, 800, 28, 0, 0, 0, "a macOS window with a title bar", .mac),
    ]

    package static var names: [String] { all.map(\.name) }

    /// A preset wider than tall (`apple-tv`, `mac-window`) is landscape already and has no
    /// portrait.
    package var isLandscapeOnly: Bool { width > height }

    package static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name == name }
    }

    /// Every name a device goes by, in the spec (`device:`, `preset:`), `--device` and
    /// `viewspec devices --landscape` alike: each preset, then that preset turned a quarter
    /// (`<preset>-landscape`) unless it is landscape only.
    package static let deviceNames: [String] = all.flatMap { preset in
        preset.isLandscapeOnly ? [preset.name] : [preset.name, preset.name + landscapeSuffix]
    }

    static let landscapeSuffix = "-landscape"

    /// Named groups of presets, by the family a screen is written for.
    ///
    /// `--device`, a configuration's `matrix.device` and a spec's `device:` take them where they
    /// take a name. Plural, as `ipad` is a preset of its own.
    package static let groups: [(name: String, presets: [String])] = [
        ("iphones", ["iphone-se", "iphone-8", "iphone-16e", "iphone-17", "iphone-17-pro-max"]),
        ("ipads", ["ipad", "ipad-pro-13"]),
        (
            "phones-and-tablets",
            ["iphone-se", "iphone-8", "iphone-16e", "iphone-17", "iphone-17-pro-max", "ipad", "ipad-pro-13"]
        ),
    ]

    /// The presets of the group `name`, upright; nil when `name` is no group.
    package static func group(_ name: String) -> [String]? {
        groups.first { $0.name == name }?.presets
    }

    /// Every name a device list takes: the devices' names, then the groups'.
    package static let deviceAndGroupNames: [String] = deviceNames + groups.map(\.name)

    /// The preset a device name calls, and whether the name turns it to landscape.
    package static func lookup(_ name: String) -> (preset: DevicePreset, turned: Bool)? {
        if let preset = named(name) { return (preset, false) }
        if name.hasSuffix(landscapeSuffix), let preset = named(String(name.dropLast(landscapeSuffix.count))),
            !preset.isLandscapeOnly
        {
            return (preset, true)
        }
        return nil
    }

    init(
        _ name: String, _ width: Double, _ height: Double, _ top: Double, _ bottom: Double, _ left: Double,
        _ right: Double, _ summary: String, _ idiom: DeviceIdiom
    ) {
        self.idiom = idiom
        self.name = name
        self.width = width
        self.height = height
        self.safeAreaTop = top
        self.safeAreaBottom = bottom
        self.safeAreaLeft = left
        self.safeAreaRight = right
        self.summary = summary
    }
}

/// The family of devices a screen is written for (UIKit's user interface idiom): a spec's
/// `options.idiom` keeps a matrix of every device, or of a group, to the presets of its family.
package enum DeviceIdiom: String, CaseIterable, Sendable {
    case phone, tablet, tv, mac

    /// The idiom of the preset a device name calls (`ipad-landscape` is a tablet); nil for a
    /// custom device, which is of no family.
    package static func of(deviceNamed name: String) -> Self? {
        DevicePreset.lookup(name)?.preset.idiom
    }
}
