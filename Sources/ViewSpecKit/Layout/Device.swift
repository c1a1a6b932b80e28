/// A device to lay out on, with every value decided: a preset (possibly turned) or a custom
/// size, and the safe-area insets.
public struct Device: Sendable, Equatable {
    public var name: String
    public var width: Double
    public var height: Double
    public var orientation: DeviceSpec.Orientation
    public var safeArea: EdgeInsets
    /// Where the spec names the device; nil for the default and `--device`.
    public var range: SourceRange?

    public init(
        name: String, width: Double, height: Double, orientation: DeviceSpec.Orientation,
        safeArea: EdgeInsets,
        range: SourceRange? = nil
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.orientation = orientation
        self.safeArea = safeArea
        self.range = range
    }

    /// A preset upright: portrait for phones and tablets, as listed for landscape-only screens.
    public init(preset: DevicePreset, orientation: DeviceSpec.Orientation? = nil, range: SourceRange? = nil) {
        let turned = orientation == .landscape && !preset.isLandscapeOnly
        let insets = EdgeInsets(
            top: preset.safeAreaTop, left: preset.safeAreaLeft, bottom: preset.safeAreaBottom,
            right: preset.safeAreaRight, isDirectional: false)
        if turned {
            // Turned a quarter: a notched phone's notch inset goes to both sides and its home
            // indicator keeps 21 pt; a phone without a notch hides the status bar; a tablet keeps
            // its status bar and indicator.
            let landscape: EdgeInsets
            if insets.top > 24 {
                landscape = EdgeInsets(
                    top: 0, left: insets.top, bottom: min(insets.bottom, 21), right: insets.top,
                    isDirectional: false)
            } else if preset.width < 600 {
                landscape = EdgeInsets(isDirectional: false)
            } else {
                landscape = insets
            }
            self.init(
                name: preset.name + "-landscape", width: preset.height, height: preset.width,
                orientation: .landscape, safeArea: landscape, range: range)
        } else {
            self.init(
                name: preset.name, width: preset.width, height: preset.height,
                orientation: preset.isLandscapeOnly ? .landscape : .portrait, safeArea: insets, range: range)
        }
    }

    /// The spec's devices in document order, or the default.
    static func devices(of spec: Spec, tokens: TokenTable) -> [Device] {
        guard !spec.devices.isEmpty else {
            return [Device(preset: DevicePreset.named(Spec.defaultDevice)!)]
        }
        return spec.devices.compactMap { device(from: $0, tokens: tokens) }
    }

    static func device(from spec: DeviceSpec, tokens: TokenTable) -> Device? {
        var device: Device
        switch spec.source {
        case .preset(let name):
            guard let (preset, turned) = DevicePreset.lookup(name.value) else { return nil }
            device = Device(
                preset: preset, orientation: spec.orientation?.value ?? (turned ? .landscape : nil),
                range: spec.range)
        case .custom(let name, let width, let height):
            guard let width = width?.value, let height = height?.value else { return nil }
            var size = (width, height)
            if let orientation = spec.orientation?.value,
                (orientation == .landscape) != (width > height)
            {
                size = (height, width)
            }
            device = Device(
                name: name?.value ?? "custom", width: size.0, height: size.1,
                orientation: size.0 > size.1 ? .landscape : .portrait, safeArea: .zero, range: spec.range)
        }
        if let insets = spec.safeArea?.value {
            func points(_ length: Length?, _ fallback: Double) -> Double {
                switch length {
                case .points(let value): value
                case .reference(let name, _): tokens.points(name) ?? fallback
                case nil: fallback
                }
            }
            let base = device.safeArea
            device.safeArea = EdgeInsets(
                top: points(insets.top, base.top), left: points(insets.left, base.left),
                bottom: points(insets.bottom, base.bottom), right: points(insets.right, base.right),
                isDirectional: false)
        }
        return device
    }
}

extension Device {
    /// A device by any of its names (`DevicePreset.deviceNames`), `-landscape` turning it.
    public static func named(_ name: String) -> Device? {
        guard let (preset, turned) = DevicePreset.lookup(name) else { return nil }
        return Device(preset: preset, orientation: turned ? .landscape : nil)
    }
}
