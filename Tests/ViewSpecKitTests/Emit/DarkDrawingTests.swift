import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecResolve

/// What the SVG draws of UIKit's own kinds follows the cell's appearance: a dark cell draws the
/// dark selected segment, the dark material of an adaptive blur and the dark keyboard, never the
/// light ones.
@Suite struct DarkDrawingTests {
    static let screen = """
        viewspec: 1
        device: { preset: iphone-17, keyboard: true }
        palette: system
        root:
          view:
            children:
              - segmented: { id: segments, items: [One, Two], selected: 0, layout: [{ top: 100 }, { horizontal: 16 }] }
              - blur:
                  id: frosted
                  effect: regular
                  layout: [{ top: 160 }, { horizontal: 16 }, { height: 80 }]
                  child: { label: { text: Frosted } }
              - stepper: { id: steps, layout: [{ top: 260 }, { leading: 16 }] }
              - tabBar: { id: tabs, items: [Home, Search], selected: 0, layout: [{ top: 320 }, { horizontal: 0 }] }
        """

    static func svg(_ appearance: ColorAppearance) throws -> String {
        try emitted(Self.screen, options: Pipeline.Options(appearance: appearance)).text(.svg)
    }

    /// The markup of the group `id` opens, up to its first nested group's end.
    static func group(_ id: String, in svg: String) throws -> String {
        let start = try #require(svg.range(of: "id=\"\(id)\""))
        let end = try #require(svg[start.upperBound...].range(of: "</g>"))
        return String(svg[start.upperBound..<end.lowerBound])
    }

    static func fill(_ color: RGBA.Named, _ appearance: ColorAppearance) -> String {
        SVGMarkup.paint("fill", color.color(in: appearance))
    }

    @Test(arguments: ColorAppearance.allCases)
    func theSelectedSegmentIsUIKitsInEachAppearance(appearance: ColorAppearance) throws {
        let segments = try Self.group("segments", in: try Self.svg(appearance))
        #expect(segments.contains(Self.fill(SystemChrome.selectedSegment, appearance)))
        #expect(segments.contains(Self.fill(.tertiarySystemFill, appearance)))
        // Every title is white on the dark thumb and track; the selected one is black on the light
        // thumb.
        #expect(segments.contains("fill=\"#000000\" text-anchor") == (appearance == .light))
    }

    @Test func aDarkCellDrawsNoLightSegmentThumb() throws {
        let segments = try Self.group("segments", in: try Self.svg(.dark))
        #expect(!segments.contains("fill=\"#FFFFFF\"/>"))
        #expect(segments.contains("fill=\"#636366\""))
    }

    @Test(arguments: ColorAppearance.allCases)
    func anAdaptiveBlurIsTheAppearancesMaterial(appearance: ColorAppearance) throws {
        let blur = try Self.group("frosted", in: try Self.svg(appearance))
        #expect(blur.contains(Self.fill(SystemChrome.adaptiveMaterial, appearance)))
        let other: ColorAppearance = appearance == .light ? .dark : .light
        #expect(!blur.contains(Self.fill(SystemChrome.adaptiveMaterial, other)))
    }

    @Test func theKeyboardIsDarkInADarkCell() throws {
        let keyboard = try Self.group("keyboard", in: try Self.svg(.dark))
        #expect(keyboard.contains("fill=\"#2B2B2B\""))
        #expect(keyboard.contains("fill=\"#6B6B6B\""))
        #expect(!keyboard.contains("fill=\"#D1D4D9\""))
        // Light glyphs: the letters are white, none black.
        #expect(keyboard.contains("fill=\"#FFFFFF\""))
        #expect(!keyboard.contains("fill=\"#000000\""))
        let light = try Self.group("keyboard", in: try Self.svg(.light))
        #expect(light.contains("fill=\"#D1D4D9\""))
        #expect(!light.contains("fill=\"#2B2B2B\""))
    }

    /// A stepper's signs and a tab bar's hairline are UIKit's dynamic colours too.
    @Test func stepperSignsAndTheTabBarsHairlineAreDynamic() throws {
        let dark = try Self.svg(.dark)
        #expect(try Self.group("steps", in: dark).contains("stroke=\"#FFFFFF\""))
        #expect(try Self.group("tabs", in: dark).contains(Self.fill(SystemChrome.barHairline, .dark)))
        let light = try Self.svg(.light)
        #expect(try Self.group("steps", in: light).contains("stroke=\"#000000\""))
    }

    /// The system colours the drawing uses are the named colours' values: one source for each.
    @Test func systemFillIsANamedColourWithUIKitsValues() {
        #expect(RGBA.named("systemFill", in: .light) == RGBA(120, 120, 128, 0.2))
        #expect(RGBA.named("systemFill", in: .dark) == RGBA(120, 120, 128, 0.36))
    }
}
