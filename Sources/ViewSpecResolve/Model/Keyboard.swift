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

    /// The keyboard's height, from the screen's bottom edge, on `device`; nil for screens with
    /// no docked software keyboard (a landscape-only screen: Apple TV, a Mac window).
    package static func height(
        width: Double, height: Double, bottomInset: Double, isLandscapeOnly: Bool
    ) -> Double? {
        guard !isLandscapeOnly else { return nil }
        let landscape = width > height
        switch deviceClass(width: width, height: height, bottomInset: bottomInset) {
        case .homeButtonPhone: return landscape ? 194 : 260
        case .homeIndicatorPhone: return landscape ? 209 : 336
        case .tablet: return landscape ? 398 : 313
        }
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

    /// Whether a software keyboard can be shown on this device.
    package var hasSoftwareKeyboard: Bool {
        softwareKeyboardHeight != nil
    }

    /// The height the keyboard has on this device when shown.
    package var softwareKeyboardHeight: Double? {
        SoftwareKeyboard.height(
            width: width, height: height, bottomInset: safeArea.bottom, isLandscapeOnly: isLandscapeOnly)
    }

    /// The same device with the keyboard shown (unchanged where there is none).
    package func showingKeyboard() -> Device {
        var copy = self
        copy.keyboardHeight = softwareKeyboardHeight
        return copy
    }
}
