import TestSupport
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The kinds' reference (`viewspec kinds`, the table in docs/resolver.md): what it lists is what
/// the factories set, in keys the spec language accepts.
@Suite struct KindReferenceTests {
    static func entry(_ kind: String) throws -> KindReference.Entry {
        try #require(KindReference.entries.first { $0.kind == kind })
    }

    /// A text view is not a label: NSTextContainer wraps by words and drops what it cannot show.
    @Test func textViewsStillWrapByWords() throws {
        #expect(try Self.entry("textView").defaults.contains("lineBreak: wordWrap"))
    }

    @Test func theFabsGradientDefaultIsListed() {
        #expect(
            KindReference.entries.flatMap(\.defaults).contains(
                "background: { type: radial, start: topLeft, end: bottomRight, colors: [buttonFabGradientFirst, buttonFabGradientLast] }"
            ))
    }

    /// Every default the reference lists is a key the kind takes, on a node and in a style.
    @Test func everyListedDefaultIsAnAcceptedKey() {
        let entries = KindReference.entries
        #expect(entries.count > 30)
        for entry in entries where !entry.defaults.isEmpty && entry.kind != "embed" {
            let spec = """
                viewspec: 1
                styles:
                  \(entry.kind):
                \(entry.defaults.map { "    " + $0 }.joined(separator: "\n"))
                root:
                  view:
                    children:
                    - \(entry.kind):
                \(entry.defaults.map { "      " + $0 }.joined(separator: "\n"))
                """
            let run = runSpec(spec)
            #expect(!run.ids.contains("unknown-key"), "\(entry.kind): \(run.messages)")
        }
    }

    /// docs/resolver.md shows `viewspec kinds --markdown` between markers; regenerate it with
    /// that command when a factory changes.
    @Test func resolverDocShowsTheCurrentDefaults() throws {
        let doc = try PackageFiles.read("docs/resolver.md")
        let begin = try #require(doc.range(of: "<!-- kinds:begin -->\n"))
        let end = try #require(doc.range(of: "<!-- kinds:end -->"))
        #expect(String(doc[begin.upperBound..<end.lowerBound]) == KindReference.markdownTable())
    }
}

/// Every control's content hugging and compression resistance are UIKit's: 250 and 750 for the
/// views that stretch (UILabel, UIButton, UITextField, UIImageView, UISlider,
/// UISegmentedControl, UIProgressView), 750 and 750 for those drawn at one size (UISwitch,
/// UIStepper, UIActivityIndicatorView); the reference says them, and the resolved views have them.
@Suite struct ControlPrioritiesTests {
    static let uikit: [(kind: String, node: String, hugging: Double, resistance: Double)] = [
        ("label", "label: { id: c, text: A }", 250, 750),
        ("button", "button: { id: c, title: A }", 250, 750),
        ("textField", "textField: { id: c, placeholder: A }", 250, 750),
        ("image", "image: { id: c, image: a }", 250, 750),
        ("slider", "slider: { id: c }", 250, 750),
        ("segmented", "segmented: { id: c, items: [A, B] }", 250, 750),
        ("progress", "progress: { id: c }", 250, 750),
        ("switch", "switch: { id: c }", 750, 750),
        ("stepper", "stepper: { id: c }", 750, 750),
        ("activityIndicator", "activityIndicator: { id: c }", 750, 750),
    ]

    @Test(arguments: Self.uikit.indices)
    func eachControlHasUIKitsPriorities(index: Int) throws {
        let control = Self.uikit[index]
        let entry = try #require(KindReference.entries.first { $0.kind == control.kind })
        #expect(entry.hugging == control.hugging, "\(control.kind)")
        #expect(entry.compressionResistance == control.resistance, "\(control.kind)")
        #expect(
            entry.prioritiesText
                == "hugging \(NumberText.plain(control.hugging)), compression resistance \(NumberText.plain(control.resistance))"
        )
        #expect(
            KindReference.markdownTable().contains(
                "| \(NumberText.plain(control.hugging)) / \(NumberText.plain(control.resistance)) |"))
        let tree = try resolvedTree(screen("- \(control.node)"))
        let view = try tree.view(id: "c")
        for axis in [view.size.hugging.horizontal, view.size.hugging.vertical] {
            #expect(axis.value == control.hugging, "\(control.kind)")
        }
        for axis in [view.size.compressionResistance.horizontal, view.size.compressionResistance.vertical] {
            #expect(axis.value == control.resistance, "\(control.kind)")
        }
    }
}
