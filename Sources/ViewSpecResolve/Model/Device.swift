import ViewSpecCore
import ViewSpecLanguage

/// A device to lay out on, with every value decided: a preset (possibly turned) or a custom
/// size, and the safe-area insets.
public struct Device: Sendable, Equatable {
    /// The preset's or the spec's name (`iphone-se`, `iphone-17-landscape`).
    public var name: String
    /// The screen's width in points, in its orientation.
    public var width: Double
    /// The screen's height in points, in its orientation.
    public var height: Double
    package var orientation: DeviceOrientation
    package var safeArea: EdgeInsets
    /// Where the spec names the device; nil for the default and `--device`.
    package var range: SourceRange?
    /// The software keyboard's height while it is shown (`keyboard: true`, `--keyboard`); nil while
    /// it is hidden.
    ///
    /// See `SoftwareKeyboard`.
    package var keyboardHeight: Double?
    /// The keys the keyboard shows, which its height follows (a phone's number pad has no
    /// QuickType bar): the first input's `keyboard` (`ResolvedTree.keyboardType`).
    package var keyboardType = SoftwareKeyboard.KeyboardType.default
    /// A screen that is wider than tall by nature (`apple-tv`, `mac-window`): no software
    /// keyboard docks on it.
    package var isLandscapeOnly = false

    package init(
        name: String, width: Double, height: Double, orientation: DeviceOrientation,
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
}
