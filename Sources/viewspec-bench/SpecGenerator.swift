/// Writes a realistic spec in the viewspec language (docs/spec-language.md) with a given number
/// of views, for benchmarks.
///
/// The spec is a scrolling page of sections, ten views each: a vertical stack holding a header,
/// a body label, a labelled input, a row of two buttons and a box with constraints. It mixes
/// block and flow style, quoted and plain scalars, as hand-written specs do, and it is the same
/// for the same count, so timings are comparable across runs and machines.
struct SpecGenerator {
    var viewCount: Int

    /// Views in one section; the page itself is one more.
    static let viewsPerSection = 10

    func yaml() -> String {
        let sections = max(1, (viewCount - 1 + Self.viewsPerSection - 1) / Self.viewsPerSection)
        var out = """
            viewspec: 1
            name: generated-\(viewCount)
            description: "A generated page with \(sections) sections, for benchmarks"
            device: iphone-se
            palettes:
              generated:
                extends: navy
                card: "#333333"
                labelHint: "#5A5A5A"
            palette: generated
            tokens:
              padding: { gutter: 20 }
              color: { brand: "#FF6A00" }
            styles:
              label.body: { color: labelHint }
              .accent: { background: $brand }
            root:
              scroll.vertical:
                id: page
                children:

            """
        out.reserveCapacity(sections * 900)
        for index in 1...sections {
            section(index, into: &out)
        }
        return out
    }

    private func section(_ n: Int, into out: inout String) {
        let indent = "      "
        out += """
            \(indent)- stack.vertical:
            \(indent)    id: section\(n)
            \(indent)    spacing: 16
            \(indent)    margins: [8, $gutter]
            \(indent)    children:
            \(indent)      - label.header: { id: title\(n), text: "Section \(n)" }
            \(indent)      - label.body:
            \(indent)          id: body\(n)
            \(indent)          text: Body text for section \(n), long enough to wrap on a small phone.
            \(indent)          lines: 0
            \(indent)      - stack.labeledView:
            \(indent)          id: field\(n)
            \(indent)          children:
            \(indent)            - label.inputLabel: Email \(n)
            \(indent)            - input.text: { id: email\(n), placeholder: "you@example.com" }
            \(indent)      - stack.horizontal:
            \(indent)          id: actions\(n)
            \(indent)          children:
            \(indent)            - button.negative: { id: cancel\(n), title: "Cancel" }
            \(indent)            - button: { id: ok\(n), title: OK, style: accent }
            \(indent)      - view:
            \(indent)          id: box\(n)
            \(indent)          background: card
            \(indent)          cornerRadius: 8
            \(indent)          layout: [{ height: 40 }, "box\(n).width == title\(n).width @750"]

            """
    }
}
