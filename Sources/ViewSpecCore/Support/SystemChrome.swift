/// What UIKit draws in colours it does not make public, each with its light and dark value: the
/// software keyboard, a segmented control's selected segment, a bar's hairline and the blur
/// materials.
///
/// The emitters draw UIKit's kinds in these and in UIKit's named system colours
/// (`RGBA.Named`), picked by the cell's appearance; nothing else holds a copy. The values are
/// close approximations of what UIKit draws (docs/spec-language.md says which).
package enum SystemChrome {
    /// The keyboard's background behind its keys.
    package static let keyboardBackground = RGBA.Named(
        "keyboardBackground", light: RGBA(209, 212, 217), dark: RGBA(43, 43, 43))
    /// A character key (a letter, a digit, the space bar).
    package static let keyboardKey = RGBA.Named(
        "keyboardKey", light: RGBA(255, 255, 255), dark: RGBA(107, 107, 107))
    /// A modifier key (shift, delete, `123`, return) and the QuickType bar's dividers.
    package static let keyboardModifier = RGBA.Named(
        "keyboardModifier", light: RGBA(171, 176, 186), dark: RGBA(70, 70, 70))
    /// A key's glyph and the QuickType bar's suggestions.
    package static let keyboardGlyph = RGBA.Named.label
    /// The selected segment's thumb of a UISegmentedControl.
    package static let selectedSegment = RGBA.Named(
        "selectedSegment", light: RGBA(255, 255, 255), dark: RGBA(99, 99, 102))
    /// The hairline along a tab bar's top edge (UIBarAppearance's shadow colour).
    package static let barHairline = RGBA.Named(
        "barHairline", light: RGBA(0, 0, 0, 0.3), dark: RGBA(255, 255, 255, 0.15))
    /// An adaptive blur's material (`regular`, `prominent`) as it looks over a plain background:
    /// SVG draws the material's tint, not the blur.
    package static let adaptiveMaterial = RGBA.Named(
        "adaptiveMaterial", light: RGBA(242, 242, 247, 0.78), dark: RGBA(37, 37, 37, 0.78))
}
