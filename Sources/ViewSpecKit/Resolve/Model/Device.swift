/// A device to lay out on, with every value decided: a preset (possibly turned) or a custom
/// size, and the safe-area insets.
public struct Device: Sendable, Equatable {
    public var name: String
    public var width: Double
    public var height: Double
    public var orientation: DeviceOrientation
    public var safeArea: EdgeInsets
    /// Where the spec names the device; nil for the default and `--device`.
    public var range: SourceRange?

    public init(
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
