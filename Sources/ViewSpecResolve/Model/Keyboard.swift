import ViewSpecCore
import ViewSpecLanguage

/// The docked software keyboard, shown on a device (Draftsman's `.keyboard` targets, UIKit's
/// `keyboardLayoutGuide`).
///
/// Apple publishes no keyboard heights: these are the end frames UIKit reports for the English
/// (US) keyboard (`keyboardFrameEndUserInfoKey`) as developers have measured and published
/// them, rounded, per device class and orientation. They are approximations. They include the
/// QuickType (predictive) bar, which is on by default, and the home-indicator area below the
/// keys: the keyboard reaches the screen's bottom edge, so its top is the screen's height less
/// these, as the top of UIKit's keyboard layout guide is.
package enum SoftwareKeyboard {
    /// What decides the keyboard's height: the screen's class.
    package enum DeviceClass: String, Sendable, CaseIterable {
        /// An iPhone with a home button (no bottom safe-area inset): 216 pt of keys and the
        /// 44-pt QuickType bar in portrait.
        case homeButtonPhone
        /// An iPhone with a home indicator: the keys, the QuickType bar and the 34-pt (portrait)
        /// or 21-pt (landscape) indicator area below them.
        case homeIndicatorPhone
        /// An iPad (a screen at least 600 pt on its shorter side), with the shortcut bar.
        case tablet
    }

    /// The keys a keyboard shows: UIKeyboardType as an input names it (`keyboard:`).
    package enum KeyboardType: String, Sendable, CaseIterable {
        /// QWERTY with the space bar.
        case `default`
        /// UIKit's number pad: digits in a 3 × 4 grid, no QuickType bar.
        case number
        /// QWERTY with `@` and `.` beside a shorter space bar.
        case email
        /// The phone pad: the number pad with `+*#`, no QuickType bar.
        case phone
        /// QWERTY with `.`, `/` and `.com` in place of the space bar.
        case url

        /// The type an input's `keyboard` names; the default for none or another word.
        package init(named name: String?) {
            self = name.flatMap(Self.init(rawValue:)) ?? .default
        }

        /// Whether it is a pad: on a phone, no QuickType bar and no letters.
        package var isPad: Bool { self == .number || self == .phone }
    }

    /// The QuickType (predictive) bar's height on a phone: 44 pt in portrait, 32 in landscape.
    package static func quickTypeBarHeight(landscape: Bool) -> Double { landscape ? 32 : 44 }

    /// The keyboard's height, from the screen's bottom edge, on `device`; nil for screens with
    /// no docked software keyboard (a landscape-only screen: Apple TV, a Mac window).
    ///
    /// On a phone a pad (`number`, `phone`) has no QuickType bar, so it is that much shorter
    /// (216 pt of keys in portrait); an iPad shows its full keyboard for every type.
    package static func height(
        width: Double, height: Double, bottomInset: Double, isLandscapeOnly: Bool,
        type: KeyboardType = .default
    ) -> Double? {
        guard !isLandscapeOnly else { return nil }
        let landscape = width > height
        let full: Double
        let deviceClass = deviceClass(width: width, height: height, bottomInset: bottomInset)
        switch deviceClass {
        case .homeButtonPhone: full = landscape ? 194 : 260
        case .homeIndicatorPhone: full = landscape ? 209 : 336
        case .tablet: return landscape ? 398 : 313
        }
        return type.isPad ? full - quickTypeBarHeight(landscape: landscape) : full
    }

    /// Whether the keyboard of `type` shows the QuickType bar on this device: all but a phone's
    /// pads.
    package static func showsQuickTypeBar(_ type: KeyboardType, width: Double, height: Double) -> Bool {
        !type.isPad || min(width, height) >= 600
    }

    package static func deviceClass(width: Double, height: Double, bottomInset: Double) -> DeviceClass {
        if min(width, height) >= 600 { return .tablet }
        return bottomInset > 0 ? .homeIndicatorPhone : .homeButtonPhone
    }
}

extension Device {
    /// The keyboard's frame on the screen while it is shown.
    package var keyboardFrame: Rect? {
        keyboardHeight.map { Rect(x: 0, y: height - $0, width: width, height: $0) }
    }

    /// The top of the `keyboard` guide: the keyboard's top while it is shown, else the safe
    /// area's bottom (where UIKit's keyboard layout guide sits while the keyboard is hidden).
    package var keyboardGuideTop: Double {
        keyboardFrame.map(\.y) ?? height - safeArea.bottom
    }

    /// The height the keyboard of `type` has on this device when shown.
    package func softwareKeyboardHeight(_ type: SoftwareKeyboard.KeyboardType = .default) -> Double? {
        SoftwareKeyboard.height(
            width: width, height: height, bottomInset: safeArea.bottom, isLandscapeOnly: isLandscapeOnly,
            type: type)
    }

    /// Whether a software keyboard can be shown on this device.
    package var hasSoftwareKeyboard: Bool {
        softwareKeyboardHeight() != nil
    }

    /// The same device with the keyboard of `type` shown (unchanged where there is none).
    package func showingKeyboard(_ type: SoftwareKeyboard.KeyboardType = .default) -> Device {
        var copy = self
        copy.keyboardHeight = softwareKeyboardHeight(type)
        copy.keyboardType = type
        return copy
    }
}
