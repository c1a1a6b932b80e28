import Foundation
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

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `SVGEmitter`: escaping, well-formed documents for the whole gallery, the same bytes on every
/// run, gradients, dashes, ids, hidden views, text lines and the overlays.
@Suite struct SVGEmitterTests {
    static var gallery: [String] {
        PackageFiles.files(in: "specs/gallery", extensions: ["yaml", "json"]).map(PackageFiles.path)
    }

    /// The SVG of `yaml` on its first device.
    func svg(_ yaml: String, _ options: SVGEmitter.Options = SVGEmitter.Options()) -> String {
        let spec = layOut(yaml)
        guard let tree = spec.tree, let layout = spec.layout else {
            Issue.record("no layout: \(spec.summary)")
            return ""
        }
        return SVGEmitter.document(tree: tree, layout: layout, options: options)
    }

    /// The SVGs of a gallery spec, one per device.
    func gallerySVGs(_ path: String, _ options: SVGEmitter.Options = SVGEmitter.Options()) -> [String] {
        let result = Pipeline.validate(path: path)
        guard let tree = result.tree else {
            Issue.record("\(path) did not resolve")
            return []
        }
        return Pipeline.layout(result).layouts.map {
            SVGEmitter.document(tree: tree, layout: $0, options: options)
        }
    }

    // MARK: Escaping

    @Test func markupInTextStaysText() throws {
        let document = svg(
            layoutDocument(
                #"""
                - label: { id: evil, text: "</text><script>alert(1)</script> & \"q\" 'a'", layout: [{ top: 0, left: 0 }] }
                """#))
        #expect(!document.contains("<script"))
        #expect(
            document.contains(
                "&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot; &apos;a&apos;"))
        let parsed = try XMLSummary(document)
        #expect(parsed.texts.contains("</text><script>alert(1)</script> & \"q\" 'a'"))
        #expect(!parsed.elements.contains("script"))
    }

    @Test func controlCharactersAndMarkupInIdsAndTextAreEscaped() throws {
        let spec = layOut(layoutDocument("- label: { id: x, text: Hi, layout: [{ top: 0, left: 0 }] }"))
        guard var tree = spec.tree, var layout = spec.layout, let index = spec.index("x"),
            let laid = layout.views[index].text
        else {
            Issue.record("no layout: \(spec.summary)")
            return
        }
        let id = "a\"b<c>&d'e\u{1}f/g[0]"
        let line = "bell\u{7}</text>\u{0}&\ttab"
        tree.views[index].id = id
        layout.views[index].text = TextLayoutResult(
            lines: [line], lineWidths: [40], height: laid.height, isTruncated: false, scale: 1,
            font: laid.font)
        let document = SVGEmitter.document(tree: tree, layout: layout, options: SVGEmitter.Options())
        let parsed = try XMLSummary(document)
        #expect(parsed.texts.contains("bell\u{FFFD}</text>\u{FFFD}&\ttab"))
        #expect(parsed.viewIDs.contains("a\"b<c>&d'e\u{FFFD}f/g[0]"))
        #expect(parsed.ids.contains(SVGMarkup.elementID(id)))
        #expect(SVGMarkup.elementID(id).unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 })
    }

    @Test func elementIDsAreValidAndOneToOne() {
        #expect(SVGMarkup.elementID("form/label.header[0]") == "v-form_2f_label.header_5b_0_5d_")
        #expect(SVGMarkup.elementID("a/b") != SVGMarkup.elementID("a_2f_b"))
        #expect(SVGMarkup.elementID("é") == "v-_e9_")
    }

    // MARK: Documents

    @Test(arguments: gallery) func everyGallerySpecIsWellFormed(_ path: String) throws {
        let options = SVGEmitter.Options(deviceFrame: true, safeAreaOverlay: true, layoutOverlay: true)
        for document in gallerySVGs(path) + gallerySVGs(path, options) {
            let parsed = try XMLSummary(document)
            #expect(parsed.root == "svg")
            #expect(Set(parsed.ids).count == parsed.ids.count, "duplicate ids in \(path)")
            // Every reference names a definition.
            for reference in parsed.references {
                #expect(parsed.ids.contains(reference), "url(#\(reference)) has no target in \(path)")
            }
        }
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        let path = PackageFiles.path("specs/gallery/dashboard.yaml")
        let options = SVGEmitter.Options(deviceFrame: true, safeAreaOverlay: true, layoutOverlay: true)
        let first = gallerySVGs(path, options)
        let second = gallerySVGs(path, options)
        #expect(!first.isEmpty)
        #expect(first == second)
    }

    @Test func groupsCarryEveryVisibleViewsID() throws {
        let path = PackageFiles.path("specs/gallery/dashboard.yaml")
        let result = Pipeline.validate(path: path)
        let tree = try #require(result.tree)
        let layout = try #require(Pipeline.layout(result).layouts.first)
        let parsed = try XMLSummary(SVGEmitter.document(tree: tree, layout: layout))
        for view in tree.views {
            #expect(parsed.viewIDs.contains(view.id), "no group for \(view.id)")
            #expect(parsed.ids.contains(SVGMarkup.elementID(view.id)))
        }
    }

    // MARK: Drawing

    @Test func fabsHaveARadialGradient() {
        let document = svg(
            layoutDocument("- button.mainFab: { id: add, image: plus, layout: [{ top: 10, left: 10 }] }"))
        #expect(document.contains("<radialGradient id=\"g-"))
        #expect(document.contains("cx=\"0\" cy=\"0\" r=\"1\""))
        #expect(document.contains("<stop offset=\"0\" stop-color=\"#7B62FB\"/>"))
        #expect(document.contains("<stop offset=\"1\" stop-color=\"#5E57B3\"/>"))
        #expect(document.contains("fill=\"url(#g-"))
        // ViewFactory sets only zPosition 6 on its buttons: no shadow under the circle.
        #expect(!document.contains("feGaussianBlur"))
        #expect(document.contains("rx=\"20\""))
    }

    @Test func dashedBordersKeepTheirPattern() {
        let document = svg(
            layoutDocument(
                """
                - dashed:
                    dash: [6, 3]
                    color: red
                    layout: [{ top: 10, left: 10, width: 100, height: 50 }]
                    child: { view: {} }
                """))
        #expect(document.contains("stroke-dasharray=\"6 3\""))
        #expect(document.contains("stroke=\"#FF0000\""))
    }

    @Test func hiddenViewsAreNotDrawn() {
        let document = svg(
            layoutDocument(
                """
                - view:
                    id: secret
                    hidden: true
                    background: red
                    layout: [{ top: 0, left: 0, width: 10, height: 10 }]
                    children:
                      - label: { id: inner, text: Boo, layout: [{ top: 0, left: 0 }] }
                - label: { id: shown, text: Hello, layout: [{ top: 20, left: 0 }] }
                """))
        #expect(!document.contains("secret"))
        #expect(!document.contains("inner"))
        #expect(!document.contains(">Boo<"))
        #expect(document.contains("vs:id=\"shown\""))
    }

    @Test func eachLaidOutLineIsATextAtItsBaseline() throws {
        let spec = layOut(
            layoutDocument(
                """
                - label.body:
                    id: body
                    text: one two three four five six seven eight nine ten eleven twelve
                    alignment: center
                    layout: [{ top: 0, left: 0, width: 120 }]
                """))
        let tree = try #require(spec.tree)
        let layout = try #require(spec.layout)
        let laid = try #require(spec.view("body")?.text)
        #expect(laid.lines.count > 1)
        let document = SVGEmitter.document(tree: tree, layout: layout)
        let parsed = try XMLSummary(document)
        #expect(parsed.texts == laid.lines)
        let frame = try #require(spec.absolute("body"))
        let top = frame.y + (frame.height - Double(laid.lines.count) * laid.font.lineHeight) / 2
        for (line, string) in laid.lines.enumerated() {
            let baseline = top + Double(line) * laid.font.lineHeight + laid.font.ascent
            #expect(
                document.contains(
                    "<text x=\"\(NumberText.thousandths(frame.x + frame.width / 2))\" y=\"\(NumberText.thousandths(baseline))\""
                ))
            #expect(document.contains(">\(SVGMarkup.escaped(string))</text>"))
        }
        #expect(document.contains("text-anchor=\"middle\""))
        #expect(document.contains("font-family=\"Inter, -apple-system, &apos;SF Pro Text&apos;"))
        #expect(document.contains("xml:space=\"preserve\""))
    }

    @Test func scrollViewsAndRoundersClipTheirChildren() {
        let document = svg(
            layoutDocument(
                """
                - rounder:
                    radius: 0.5
                    layout: [{ top: 0, left: 0, width: 40, height: 40 }]
                    child: { image: { image: avatar } }
                """))
        #expect(document.contains("<clipPath id=\"c-"))
        #expect(document.contains("clip-path=\"url(#c-"))
    }

    @Test func overlaysAreOptional() {
        let yaml = layoutDocument("- label: { text: Hi, layout: [{ top: 0, left: 0 }] }", device: insetDevice)
        let plain = svg(yaml)
        #expect(!plain.contains("overlay-"))
        #expect(!plain.contains("id=\"device\""))
        let all = svg(yaml, SVGEmitter.Options(deviceFrame: true, safeAreaOverlay: true, layoutOverlay: true))
        #expect(all.contains("<g id=\"overlay-safe-area\">"))
        #expect(all.contains("<g id=\"overlay-layout\" fill=\"none\">"))
        #expect(all.contains("<g id=\"device\">"))
        #expect(all.contains("width=\"436\" height=\"636\""))
    }

    @Test func diagnosticsAreHighlighted() {
        let document = svg(
            layoutDocument(
                """
                - label: { id: long, text: A label far too long for its little frame, layout: [{ top: 0, left: 0, width: 40 }] }
                """), SVGEmitter.Options(layoutOverlay: true))
        #expect(document.contains("stroke=\"#FF3B30\" stroke-width=\"2\"><title>warning: "))
    }
}

/// What a parse of an SVG document found: the root, element names, ids, `vs:id`s, `url(#…)`
/// references and the character data of each `<text>`.
final class XMLSummary: NSObject, XMLParserDelegate {
    var root: String?
    var elements: [String] = []
    var ids: [String] = []
    var viewIDs: [String] = []
    var references: [String] = []
    var texts: [String] = []
    private var inText = false
    private var current = ""

    init(_ document: String) throws {
        super.init()
        let parser = XMLParser(data: Data(document.utf8))
        parser.shouldProcessNamespaces = false
        parser.delegate = self
        guard parser.parse() else {
            throw XMLError(description: parser.parserError.map { "\($0)" } ?? "parse failed")
        }
    }

    struct XMLError: Error, CustomStringConvertible {
        var description: String
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if root == nil { root = elementName }
        elements.append(elementName)
        if let id = attributes["id"] { ids.append(id) }
        if let id = attributes["vs:id"] { viewIDs.append(id) }
        for (_, value) in attributes where value.hasPrefix("url(#") {
            references.append(String(value.dropFirst(5).dropLast()))
        }
        if elementName == "text" {
            inText = true
            current = ""
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { current += string }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        if elementName == "text" {
            inText = false
            texts.append(current)
        }
    }
}
