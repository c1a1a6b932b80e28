import ViewSpecCore
import ViewSpecSyntax

/// The `options:` section.
///
/// Nil fields take the documented defaults in the resolver, so the model can tell "not written"
/// from "written as the default".
package struct SpecOptions: Sendable, Equatable {
    package typealias Direction = LayoutDirection

    package var direction: Located<Direction>?
    /// Light or dark: which variant of the palette's dynamic roles to draw in.
    package var appearance: Located<ColorAppearance>?
    package var autoPriorities: Located<Bool>?
    package var standardSpacing: Located<Length>?
    package var superviewSpacing: Located<Length>?
    /// A Dynamic Type category, one of `contentSizes`.
    package var contentSize: Located<String>?
    /// `audits:`, its thresholds; unset ones take `AuditOptions`' defaults.
    package var minimumTapTarget: Located<Double>?
    package var contrast: Located<AuditOptions.ContrastLevel>?
    package var minimumTextSize: Located<Double>?
    /// The family of devices the screen is for: `--device all`, a group and a configuration's
    /// matrix lay it out on that family's presets only.
    package var idiom: Located<DeviceIdiom>?
    package var range: SourceRange?

    package init(
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
    package var audits: AuditOptions { audits(over: AuditOptions()) }

    /// The written thresholds over `base` (a configuration file's, else the defaults).
    package func audits(over base: AuditOptions) -> AuditOptions {
        var audits = base
        if let value = minimumTapTarget?.value { audits.minimumTapTarget = value }
        if let value = contrast?.value { audits.contrast = value }
        if let value = minimumTextSize?.value { audits.minimumTextSize = value }
        return audits
    }

    /// UIKit's content size categories, smallest first; `large` is the default.
    package static let contentSizes = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4",
        "AX5",
    ]
}
