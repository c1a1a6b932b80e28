import ViewSpecCore
import ViewSpecLanguage

extension Device {
    /// A preset upright: portrait for phones and tablets, as listed for landscape-only screens.
    package init(preset: DevicePreset, orientation: DeviceOrientation? = nil, range: SourceRange? = nil) {
        let turned = orientation == .landscape && !preset.isLandscapeOnly
        let insets = EdgeInsets(
            top: preset.safeAreaTop, left: preset.safeAreaLeft, bottom: preset.safeAreaBottom,
            right: preset.safeAreaRight)
        if turned {
            // Turned a quarter: a notched phone's notch inset goes to both sides and its home
            // indicator keeps 21 pt; a phone without a notch hides the status bar; a tablet keeps
            // its status bar and indicator.
            let landscape: EdgeInsets
            if insets.top > 24 {
                landscape = EdgeInsets(
                    top: 0, left: insets.top, bottom: min(insets.bottom, 21), right: insets.top)
            } else if preset.width < 600 {
                landscape = EdgeInsets.zero
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
            isLandscapeOnly = preset.isLandscapeOnly
        }
    }

    /// The spec's devices in document order, or the default; `$name` lengths are the
    /// document's tokens, and a safe area's leading and trailing follow `direction`.
    static func devices(of spec: Spec, tokens: TokenTable, direction: LayoutDirection) -> [Device] {
        guard !spec.devices.isEmpty else {
            guard let preset = DevicePreset.named(Spec.defaultDevice) else {
                preconditionFailure("`Spec.defaultDevice` names one of `DevicePreset.all`")
            }
            return [Device(preset: preset)]
        }
        return spec.devices.compactMap { device(from: $0, tokens: tokens, direction: direction) }
    }

    static func device(from spec: DeviceSpec, tokens: TokenTable, direction: LayoutDirection) -> Device? {
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
            device.safeArea = insets.physical(over: device.safeArea, in: direction) { length in
                switch length {
                case .points(let value): value
                case .reference(let name, _): tokens.points(name)
                }
            }
        }
        if spec.keyboard?.value == true { device = device.showingKeyboard() }
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
