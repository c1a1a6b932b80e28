import ViewSpecCore
import ViewSpecSyntax

/// A device to lay the screen out on: a preset, possibly turned, or a custom size.
public struct DeviceSpec: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        case preset(Located<String>)
        /// `width`/`height` are nil when missing (reported by the checker, which also knows the
        /// custom device's own range).
        case custom(name: Located<String>?, width: Located<Double>?, height: Located<Double>?)
    }

    public typealias Orientation = DeviceOrientation

    public var source: Source
    public var orientation: Located<Orientation>?
    public var safeArea: Located<Insets>?
    /// `keyboard: true`: the software keyboard shown.
    public var keyboard: Located<Bool>?
    public var range: SourceRange

    public init(
        source: Source, orientation: Located<Orientation>? = nil, safeArea: Located<Insets>? = nil,
        range: SourceRange
    ) {
        self.source = source
        self.orientation = orientation
        self.safeArea = safeArea
        self.range = range
    }
}
