import ViewSpecCore
import ViewSpecLanguage

/// What the resolver needs besides the spec.
///
/// `Pipeline` fills in the file readers.
package struct ResolverOptions {
    /// The Dynamic Type size to set text at; nil takes the spec's `options.contentSize`, else
    /// `large`.
    package var contentSize: ContentSizeCategory?
    /// Light or dark; nil takes the spec's `options.appearance`, else light.
    package var appearance: ColorAppearance?
    /// The layout direction; nil takes the spec's `options.direction`, else left to right.
    package var direction: LayoutDirection?
    /// A font to measure every text in instead of the built-in Inter (`--font FILE`).
    ///
    /// A node's `font.family` that names a font file still wins.
    package var font: FontMetrics?
    /// Reads, decodes and checks an embedded spec: given the path as written and where it was
    /// written, returns the spec, or nil after reporting why not.
    ///
    /// Nil makes every `embed` an error.
    package var loadEmbedded: ((_ path: String, _ from: SourceRange, inout DiagnosticBag) -> Spec?)?
    /// Reads a font file named by `font.family`, relative to the spec that names it.
    package var loadFont: ((_ path: String, _ from: SourceRange) -> Result<FontMetrics, FontError>)?

    package init(
        contentSize: ContentSizeCategory? = nil, appearance: ColorAppearance? = nil,
        direction: LayoutDirection? = nil, font: FontMetrics? = nil,
        loadEmbedded: ((String, SourceRange, inout DiagnosticBag) -> Spec?)? = nil,
        loadFont: ((String, SourceRange) -> Result<FontMetrics, FontError>)? = nil
    ) {
        self.contentSize = contentSize
        self.appearance = appearance
        self.direction = direction
        self.font = font
        self.loadEmbedded = loadEmbedded
        self.loadFont = loadFont
    }
}
