import Foundation
import Testing

/// What `$name` reads inside component bodies and cell templates, on the built binary: a
/// style passed in as a parameter or a row field, and the document's tokens in a body.
@Suite struct ParameterBindingTests {
    static let styleSpec = """
        viewspec: 1
        styles:
          .alert: { color: "#FF0000" }
          .calm: { color: "#00FF00" }
        components:
          badge:
            params: { text: string, tone: { type: string, default: alert } }
            body:
              label.body: { id: label, text: $text, style: $tone, layout: [{ center: parent }] }
        root:
          view:
            children:
              - badge: { id: first, text: A }
              - badge: { id: second, text: B, tone: calm }
              - table:
                  layout: [{ edges: { to: safeArea } }]
                  cell:
                    label.body: { text: $title, style: $weight }
                  rows:
                    - { title: Inbox, weight: calm }
                    - { title: Archive, weight: [alert] }
        """

    @Test func aStyleCanBePassedAsAParameterOrARowField() throws {
        let input = Data(Self.styleSpec.utf8)
        let validate = try Viewspec.run(["validate", "-"], stdin: input)
        #expect(!validate.stderr.contains("error:"), "\(validate.stderr)")
        #expect(validate.status == 0)

        let layout = try Viewspec.run(["layout", "--format", "json", "-"], stdin: input)
        #expect(layout.status == 0)
        let colours = Self.textColours(layout.stdout)
        #expect(colours["A"] == "#FF0000")
        #expect(colours["B"] == "#00FF00")
        #expect(colours["Inbox"] == "#00FF00")
        #expect(colours["Archive"] == "#FF0000")
    }

    @Test func aStyleReferenceOnTheScreenIsAnError() throws {
        let spec =
            "viewspec: 1\nstyles: { .bold: { color: red } }\nroot:\n  label.body: { text: x, style: $bold }\n"
        let run = try Viewspec.run(["validate", "-"], stdin: Data(spec.utf8))
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "<stdin>:4:33: error: '$bold' names a parameter, and only a component body or a table's or "
                    + "collection's cell has parameters; name the style itself here (style: name) [undefined-style]"
            ))
    }

    @Test func aComponentBodyReadsTheDocumentsTokens() throws {
        let spec = """
            viewspec: 1
            tokens:
              color: { brand: "#FF6A00" }
              padding: { gutter: 20 }
            components:
              badge:
                params: { count: string, gap: { type: number, default: 4 } }
                body:
                  label.body:
                    text: "${count} new, ${gutter} pt"
                    color: $brand
                    layout: [{ top: $gap, left: $gutter }]
            root:
              view:
                children:
                  - badge: 3
            """
        let input = Data(spec.utf8)
        let validate = try Viewspec.run(["validate", "-"], stdin: input)
        #expect(!validate.stderr.contains("error:"), "\(validate.stderr)")
        #expect(validate.status == 0)

        let layout = try Viewspec.run(["layout", "--format", "json", "-"], stdin: input)
        #expect(Self.textColours(layout.stdout)["3 new, 20 pt"] == "#FF6A00")
        #expect(layout.stdout.contains(#""frame": {"x": 20, "y": 4"#))
    }

    /// The colour of each text in a layout JSON, by its string.
    static func textColours(_ json: String) -> [String: String] {
        guard let root = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let layouts = root["layouts"] as? [[String: Any]],
            let views = layouts.first?["views"] as? [[String: Any]]
        else { return [:] }
        var result: [String: String] = [:]
        for view in views {
            if let text = view["text"] as? [String: Any], let string = text["string"] as? String {
                result[string] = text["color"] as? String
            }
        }
        return result
    }
}
