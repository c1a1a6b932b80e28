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

/// The mixed spec (`generate N --mix`): the same page of sections, but every section is a use of
/// a component with parameters and a slot, so the resolver's expansion, bindings, name scopes,
/// style layers and text measurement all run on it.
///
/// Each section is a `section` use (a `card` with a title and a footnote around its slot) holding
/// a `field` use (a labelled input), a body label with a named style and wrapping text, a row of
/// buttons (one with a named style that extends another, one a variant of a built-in kind, one a
/// `badge` use with an interpolated number), a `table` of three rows, and a box with
/// constraints. The style sheet has family, kind and named styles. It decodes and resolves with
/// no diagnostics, and the same N always gives the same file.
struct MixedSpecGenerator {
    var viewCount: Int

    /// Resolved views in one section: the card, its title and footnote (3), the field (3), the
    /// body label (1), the row with two buttons and the badge's rounder and label (5), the table
    /// and three rows of a cell, a stack and two labels (13), the box (1). The page is one more.
    static let viewsPerSection = 26

    func yaml() -> String {
        let sections = max(1, (viewCount - 1 + Self.viewsPerSection - 1) / Self.viewsPerSection)
        var out = """
            viewspec: 1
            name: generated-mix-\(viewCount)
            description: "A generated page with \(sections) component sections, for resolver benchmarks"
            device: iphone-se
            palettes:
              generated:
                extends: navy
                card: "#333333"
                labelHint: "#5A5A5A"
            palette: generated
            tokens:
              padding: { gutter: 20, tight: 8 }
              color: { brand: "#FF6A00" }
            styles:
              label: { alignment: left }
              button: { cornerRadius: 12 }
              label.body: { color: labelHint }
              label.hint: { color: labelInput, font: { weight: medium } }
              stack.horizontal: { spacing: $tight }
              .accent: { background: $brand }
              .danger:
                background: "#D0021B"
                titleColor: white
                border: { width: 0 }
              .dangerPill: { extends: danger, cornerRadius: 0.5 }
            components:
              field:
                params:
                  label: string
                  placeholder: { type: string, default: "" }
                body:
                  stack.labeledView:
                    children:
                      - label.inputLabel: $label
                      - input.text: { placeholder: $placeholder }
              section:
                params:
                  title: string
                  footnote: { type: string, default: "" }
                body:
                  card:
                    children:
                      - label.header: $title
                      - slot
                      - label.hint: $footnote
              badge:
                params:
                  count: number
                  tint: { type: color, default: onButtonNegative }
                  size: { type: length, default: 20 }
                body:
                  rounder:
                    radius: 0.5
                    child:
                      label.inputLabel:
                        text: "${count}"
                        alignment: center
                        background: $tint
                        color: white
                        width: $size
                        height: $size
              button.primary:
                extends: button.negative
                properties: { background: "#0A84FF", titleColor: white, border: { width: 0 } }
            root:
              scroll.vertical:
                id: page
                children:

            """
        out.reserveCapacity(sections * 1_500)
        for index in 1...sections {
            section(index, into: &out)
        }
        return out
    }

    private func section(_ n: Int, into out: inout String) {
        let indent = "      "
        out += """
            \(indent)- section:
            \(indent)    id: section\(n)
            \(indent)    title: "Section \(n)"
            \(indent)    footnote: Changes to section \(n) apply to every device signed in to this account.
            \(indent)    children:
            \(indent)      - field: { id: email\(n), label: "Email \(n)", placeholder: you@example.com }
            \(indent)      - label.body:
            \(indent)          id: body\(n)
            \(indent)          text: Body text for section \(n), long enough to wrap on a small phone.
            \(indent)          lines: 0
            \(indent)          style: accent
            \(indent)      - stack.horizontal:
            \(indent)          id: actions\(n)
            \(indent)          children:
            \(indent)            - button.negative: { id: cancel\(n), title: Cancel, style: [dangerPill] }
            \(indent)            - button.primary: { id: ok\(n), title: OK }
            \(indent)            - badge: { id: badge\(n), count: \(n % 100) }
            \(indent)      - table:
            \(indent)          id: table\(n)
            \(indent)          cell:
            \(indent)            stack.horizontal:
            \(indent)              children:
            \(indent)                - label.body: $title
            \(indent)                - label.hint: $detail
            \(indent)          rows:
            \(indent)            - { title: Wi-Fi, detail: "Home \(n)" }
            \(indent)            - { title: Bluetooth, detail: "On" }
            \(indent)            - { title: Mobile data, detail: Roaming off }
            \(indent)      - view:
            \(indent)          id: box\(n)
            \(indent)          background: card
            \(indent)          cornerRadius: 8
            \(indent)          layout: [{ height: 40 }, "box\(n).width == body\(n).width @750"]

            """
    }
}
