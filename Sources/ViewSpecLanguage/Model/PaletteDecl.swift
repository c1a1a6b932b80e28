import ViewSpecCore
import ViewSpecSyntax

/// A palette declared under `palettes:`: a name, the palette it extends, and role overrides.
///
/// Overrides keep keys that are not roles too, so the checker can report them with a
/// did-you-mean over the 18 roles.
package struct PaletteDecl: Sendable, Equatable {
    package struct Override: Sendable, Equatable {
        package var role: Located<String>
        /// The colour in every appearance, or in light when `dark` is set.
        package var color: Located<ColorValue>
        /// The dark variant of a dynamic role (`{ light: …, dark: … }`); nil when one colour
        /// serves both.
        package var dark: Located<ColorValue>?

        package init(role: Located<String>, color: Located<ColorValue>, dark: Located<ColorValue>? = nil) {
            self.role = role
            self.color = color
            self.dark = dark
        }

        /// The colour written for `appearance`.
        package func color(in appearance: ColorAppearance) -> Located<ColorValue> {
            appearance == .dark ? dark ?? color : color
        }
    }

    package var name: Located<String>
    /// Nil means `navy`; may name a built-in palette (`PaletteRole.builtInPalettes`).
    package var extends: Located<String>?
    package var overrides: [Override]
    package var range: SourceRange

    package init(
        name: Located<String>, extends: Located<String>? = nil, overrides: [Override], range: SourceRange
    ) {
        self.name = name
        self.extends = extends
        self.overrides = overrides
        self.range = range
    }
}
