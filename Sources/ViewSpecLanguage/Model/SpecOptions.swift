import ViewSpecCore
import ViewSpecSyntax

/// The `options:` section.
///
/// Nil fields take the documented defaults in the resolver, so the model can tell "not written"
/// from "written as the default".
public struct SpecOptions: Sendable, Equatable {
    public typealias Direction = LayoutDirection

    public var direction: Located<Direction>?
    /// Light or dark: which variant of the palette's dynamic roles to draw in.
    public var appearance: Located<ColorAppearance>?
    public var autoPriorities: Located<Bool>?
    public var standardSpacing: Located<Length>?
    public var superviewSpacing: Located<Length>?
    /// A Dynamic Type category, one of `contentSizes`.
    public var contentSize: Located<String>?
    /// `audits:`, its thresholds; unset ones take `AuditOptions`' defaults.
    public var minimumTapTarget: Located<Double>?
    public var contrast: Located<AuditOptions.ContrastLevel>?
    public var minimumTextSize: Located<Double>?
    public var range: SourceRange?

    public init(
        direction: Located<Direction>? = nil, autoPriorities: Located<Bool>? = nil,
        standardSpacing: Located<Length>? = nil, superviewSpacing: Located<Length>? = nil,
        contentSize: Located<String>? = nil, appearance: Located<ColorAppearance>? = nil,
        range: SourceRange? = nil
    ) {
        self.direction = direction
        self.appearance = appearance
        self.autoPriorities = autoPriorities
        self.standardSpacing = standardSpacing
        self.superviewSpacing = superviewSpacing
        self.contentSize = contentSize
        self.range = range
    }

    /// The audits' thresholds: the written ones over the defaults.
    public var audits: AuditOptions { audits(over: AuditOptions()) }

    /// The written thresholds over `base` (a configuration file's, else the defaults).
    public func audits(over base: AuditOptions) -> AuditOptions {
        var audits = base
        if let value = minimumTapTarget?.value { audits.minimumTapTarget = value }
        if let value = contrast?.value { audits.contrast = value }
        if let value = minimumTextSize?.value { audits.minimumTextSize = value }
        return audits
    }

    /// UIKit's content size categories, smallest first; `large` is the default.
    public static let contentSizes = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4",
        "AX5",
    ]
}
