import ViewSpecCore
import ViewSpecSyntax

/// A palette declared under `palettes:`: a name, the palette it extends, and role overrides.
///
/// Overrides keep keys that are not roles too, so the checker can report them with a
/// did-you-mean over the 18 roles.
public struct PaletteDecl: Sendable, Equatable {
    public struct Override: Sendable, Equatable {
        public var role: Located<String>
        /// The colour in every appearance, or in light when `dark` is set.
        public var color: Located<ColorValue>
        /// The dark variant of a dynamic role (`{ light: …, dark: … }`); nil when one colour
        /// serves both.
        public var dark: Located<ColorValue>?

        public init(role: Located<String>, color: Located<ColorValue>, dark: Located<ColorValue>? = nil) {
            self.role = role
            self.color = color
            self.dark = dark
        }

        /// The colour written for `appearance`.
        public func color(in appearance: ColorAppearance) -> Located<ColorValue> {
            appearance == .dark ? dark ?? color : color
        }
    }

    public var name: Located<String>
    /// Nil means `navy`; may name a built-in palette (`PaletteRole.builtInPalettes`).
    public var extends: Located<String>?
    public var overrides: [Override]
    public var range: SourceRange

    public init(
        name: Located<String>, extends: Located<String>? = nil, overrides: [Override], range: SourceRange
    ) {
        self.name = name
        self.extends = extends
        self.overrides = overrides
        self.range = range
    }
}
