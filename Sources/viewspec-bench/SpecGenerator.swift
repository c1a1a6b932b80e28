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

    /// Resolved views in one section: the card, its title and footnote (3), the field (3), the body
    /// label (1), the row with two buttons and the badge's rounder and label (5), the table and
    /// three rows of a cell, a stack and two labels (13), the box (1).
    ///
    /// The page is one more.
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

/// The layout benchmark's specs (`generate N --shape form|grid|nested`), each on an iPhone SE page
/// that scrolls, and each laid out with no diagnostics at any size (docs/benchmarks.md, "Layout").
///
/// The same N and shape always give the same file.
///
/// - `form`: a long form, every view a direct child of one `scroll.vertical` (one setStack of
///   N children): per step a header, two labelled inputs, hint text that wraps, a button and a
///   body label that wraps; 10 views a step.
/// - `grid`: rows of cards, each row a `stack.horizontal` of three `card`s (a one-line label
///   and a wrapping hint in each); 10 views a row.
/// - `nested`: blocks of stacks four levels deep under the page, with every distribution and
///   most alignments (`leading`, `center`, `trailing`, `top`, `firstBaseline`, `fill`); 20 views
///   a block.
struct ShapeSpecGenerator {
    enum Shape: String, CaseIterable {
        case form, grid, nested

        /// Views in one repeated unit; the page itself is one more.
        var viewsPerUnit: Int {
            switch self {
            case .form, .grid: 10
            case .nested: 20
            }
        }
    }

    var viewCount: Int
    var shape: Shape

    func yaml() -> String {
        let units = max(1, (viewCount - 1 + shape.viewsPerUnit - 1) / shape.viewsPerUnit)
        // The audits judge ViewFactory's own colours and sizes (docs/audits.md); the benchmark
        // keeps them, so that its figures stay comparable from one measurement to the next.
        var out =
            "# viewspec: ignore low-contrast -- ViewFactory's palette and the seeds' colours as they ship\n"
        if shape != .grid {
            out += "# viewspec: ignore small-tap-target -- the seeds' 40 pt buttons as they ship\n"
        }
        if shape == .nested {
            out +=
                "# viewspec: ignore off-scale-spacing -- the spacing of the benchmark's first measurements\n"
        }
        out += """
            viewspec: 1
            name: generated-\(shape.rawValue)-\(viewCount)
            description: "A generated \(shape.rawValue) of \(units) units (\(units * shape.viewsPerUnit + 1) views), for layout benchmarks"
            device: iphone-se
            root:
              scroll.vertical:
                id: page
                padding: 16
                children:

            """
        out.reserveCapacity(units * 1_200)
        for index in 1...units {
            switch shape {
            case .form: formStep(index, into: &out)
            case .grid: gridRow(index, into: &out)
            case .nested: nestedBlock(index, into: &out)
            }
        }
        return out
    }

    private func formStep(_ n: Int, into out: inout String) {
        let indent = "      "
        out += """
            \(indent)- label.header: { id: step\(n), text: "Step \(n)" }
            \(indent)- stack.labeledView:
            \(indent)    id: nameField\(n)
            \(indent)    children:
            \(indent)      - label.inputLabel: Full name
            \(indent)      - input.text: { id: name\(n), placeholder: Jane Appleseed }
            \(indent)- stack.labeledView:
            \(indent)    children:
            \(indent)      - label.inputLabel: "Email for step \(n)"
            \(indent)      - input.text: { id: email\(n), keyboard: email, placeholder: you@example.com }
            \(indent)- label.hint:
            \(indent)    id: hint\(n)
            \(indent)    text: We use this address only to send the receipts for step \(n), and we never share it with anyone else.
            \(indent)- button.negative: { id: next\(n), title: Continue }
            \(indent)- label.body: { text: "Step \(n) is saved as you type; come back to it at any time." }

            """
    }

    private func gridRow(_ n: Int, into out: inout String) {
        let indent = "      "
        out += "\(indent)- stack.horizontal:\n\(indent)    id: row\(n)\n\(indent)    spacing: 8\n"
        out += "\(indent)    children:\n"
        for column in 1...3 {
            let item = (n - 1) * 3 + column
            out += """
                \(indent)      - card:
                \(indent)          id: card\(item)
                \(indent)          insets: [8, 8]
                \(indent)          spacing: 4
                \(indent)          children:
                \(indent)            - label.inputLabel: "Item \(item)"
                \(indent)            - label.hint: Ready to ship, \(item % 7 + 1) left

                """
        }
    }

    private func nestedBlock(_ n: Int, into out: inout String) {
        let indent = "      "
        out += """
            \(indent)- stack.vertical:
            \(indent)    id: block\(n)
            \(indent)    spacing: 8
            \(indent)    children:
            \(indent)      - stack:
            \(indent)          axis: horizontal
            \(indent)          distribution: equalSpacing
            \(indent)          alignment: center
            \(indent)          spacing: 8
            \(indent)          children:
            \(indent)            - stack:
            \(indent)                alignment: leading
            \(indent)                spacing: 2
            \(indent)                children:
            \(indent)                  - label.inputLabel: "Block \(n)"
            \(indent)                  - label.hint: Updated today
            \(indent)            - stack:
            \(indent)                axis: horizontal
            \(indent)                alignment: center
            \(indent)                spacing: 4
            \(indent)                children:
            \(indent)                  - switch: { on: true }
            \(indent)                  - button.miniFab: { image: plus, accessibilityLabel: Add }
            \(indent)      - stack:
            \(indent)          axis: horizontal
            \(indent)          distribution: fillEqually
            \(indent)          alignment: top
            \(indent)          spacing: 8
            \(indent)          children:
            \(indent)            - stack:
            \(indent)                alignment: center
            \(indent)                spacing: 4
            \(indent)                children:
            \(indent)                  - label.hint: Deliveries in block \(n) leave in the morning.
            \(indent)                  - stack:
            \(indent)                      axis: horizontal
            \(indent)                      distribution: fillProportionally
            \(indent)                      children: [{ label.hint: Mon }, { label.hint: Wednesday }]
            \(indent)            - stack:
            \(indent)                alignment: trailing
            \(indent)                spacing: 4
            \(indent)                children:
            \(indent)                  - progress: { value: 0.5, width: 80 }
            \(indent)                  - label.hint: Half of the parcels are out.
            \(indent)      - stack:
            \(indent)          axis: horizontal
            \(indent)          distribution: equalCentering
            \(indent)          alignment: firstBaseline
            \(indent)          children:
            \(indent)            - label.inputLabel: "\(n % 10)"
            \(indent)            - label.hint: "\(n % 100) left"

            """
    }
}
