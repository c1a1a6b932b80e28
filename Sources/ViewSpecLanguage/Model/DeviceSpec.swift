import ViewSpecCore
import ViewSpecSyntax

/// A device to lay the screen out on: a preset, possibly turned, or a custom size.
package struct DeviceSpec: Sendable, Equatable {
    package enum Source: Sendable, Equatable {
        case preset(Located<String>)
        /// `width`/`height` are nil when missing (reported by the checker, which also knows the
        /// custom device's own range).
        case custom(name: Located<String>?, width: Located<Double>?, height: Located<Double>?)
    }

    package typealias Orientation = DeviceOrientation

    package var source: Source
    package var orientation: Located<Orientation>?
    package var safeArea: Located<Insets>?
    /// `keyboard: true`: the software keyboard shown.
    package var keyboard: Located<Bool>?
    package var range: SourceRange

    package init(
        source: Source, orientation: Located<Orientation>? = nil, safeArea: Located<Insets>? = nil,
        range: SourceRange
    ) {
        self.source = source
        self.orientation = orientation
        self.safeArea = safeArea
        self.range = range
    }
}
