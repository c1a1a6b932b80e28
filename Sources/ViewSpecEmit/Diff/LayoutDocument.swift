import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// What `viewspec diff` compares: a layout as `viewspec layout --format json` writes it, read back,
/// one entry per device, with the place each view came from.
///
/// Read from a layout JSON document (a snapshot) or made by laying out a spec
/// (`LayoutDocumentLoader`); either way through the JSON text, so both sides are rounded the same
/// way.
public struct LayoutDocument: Sendable {
    /// The file the document was read from, or the spec that was laid out.
    public var path: String
    /// Where the document itself starts, for differences that are about no view.
    public var range: SourceRange
    /// One per device (or matrix cell) laid out, in the document's order.
    public var layouts: [Layout]

    /// One screen of the document: the views of the spec laid out on one device or cell.
    public struct Layout: Sendable {
        /// What tells the layouts of a document apart: the device's name, or, for a layout
        /// that names its cell (`cell`: device, content size, appearance, direction), the
        /// cell's values joined by `/`.
        public var device: String
        /// Every view, parents before their children, in the document's order.
        public var views: [View]
        /// Where the layout starts in the document, for differences about the layout as a whole.
        public var range: SourceRange
    }

    /// What a view looks like, as far as a difference is worth reporting.
    public struct View: Sendable {
        /// The view's id, unique in its layout: what views are matched by.
        public var id: String
        /// The view's kind (`label`, `button`, …).
        public var kind: String
        /// The id of the view it is in; nil for the root.
        public var parent: String?
        /// Relative to the parent, and to the screen.
        public var frame: Rect
        /// The frame relative to the screen.
        public var absolute: Rect
        /// Whether the view is hidden (`hidden: true`).
        public var hidden: Bool
        /// A colour (`#RRGGBB`), or a gradient written as its type and colours.
        public var background: String?
        /// The tint colour (`#RRGGBB`), when the view has one.
        public var tint: String?
        /// The border's colour (`#RRGGBB`), when the view has a border.
        public var borderColor: String?
        /// The view's text as laid out, for a view that shows text.
        public var text: Text?
        /// The view in the spec when the document was laid out from one, else its line in the
        /// JSON document.
        public var range: SourceRange
    }

    /// A view's text as the layout set it.
    public struct Text: Sendable, Equatable {
        /// The whole text.
        public var string: String
        /// The lines it was broken into, as shown.
        public var lines: [String]
        /// The text colour (`#RRGGBB`).
        public var color: String
        /// The face measured and its size: `Inter Bold 28`.
        public var font: String
        /// Whether the text did not fit and was cut.
        public var truncated: Bool
    }
}

/// Reads a layout JSON document into a `LayoutDocument`, reporting `invalid-layout-document` at
/// the first key that is missing or of the wrong shape.
package enum LayoutDocumentReader {
    /// True when `root` looks like a layout document (it has `format` and `layouts`), not a spec.
    package static func isLayoutDocument(_ root: SyntaxNode) -> Bool {
        guard let pairs = root.mapping else { return false }
        let keys = pairs.compactMap(\.key.text)
        return keys.contains("format") && keys.contains("layouts")
    }

    struct Problem: Error {
        var message: String
        var range: SourceRange
    }

    package static func read(_ root: SyntaxNode, path: String, diagnostics: inout DiagnosticBag)
        -> LayoutDocument?
    {
        do {
            var layouts: [LayoutDocument.Layout] = []
            for node in try sequence(try value("layouts", in: root), "layouts") {
                let device = try value("device", in: node)
                var views: [LayoutDocument.View] = []
                for view in try sequence(try value("views", in: node), "views") {
                    views.append(try self.view(view))
                }
                var name = try string("name", in: device)
                if let cell = optional("cell", in: node)?.mapping {
                    name = cell.compactMap(\.value.text).joined(separator: "/")
                }
                layouts.append(LayoutDocument.Layout(device: name, views: views, range: node.range))
            }
            return LayoutDocument(path: path, range: root.range, layouts: layouts)
        } catch let problem as Problem {
            diagnostics.error(.invalidLayoutDocument(problem.message), at: problem.range)
        } catch {}
        return nil
    }

    private static func view(_ node: SyntaxNode) throws -> LayoutDocument.View {
        var text: LayoutDocument.Text?
        if let textNode = optional("text", in: node) {
            let font = try value("font", in: textNode)
            text = LayoutDocument.Text(
                string: try string("string", in: textNode),
                lines: try sequence(try value("lines", in: textNode), "lines").map { line in
                    guard let text = line.text else {
                        throw Problem(message: "a line must be a string", range: line.range)
                    }
                    return text
                },
                color: try string("color", in: textNode),
                font: try string("metrics", in: font) + " "
                    + NumberText.thousandths(try number("size", in: font)),
                truncated: try string("truncated", in: textNode) == "true")
        }
        let parent = try value("parent", in: node)
        return LayoutDocument.View(
            id: try string("id", in: node),
            kind: try string("kind", in: node),
            parent: parent.scalar?.isPlain == true && parent.text == "null"
                ? nil : try string("parent", in: node),
            frame: try rect(try value("frame", in: node)),
            absolute: try rect(try value("absolute", in: node)),
            hidden: optional("hidden", in: node)?.text == "true",
            background: optional("background", in: node).map(colour),
            tint: optional("tint", in: node)?.text,
            borderColor: optional("border", in: node).flatMap { optional("color", in: $0)?.text },
            text: text,
            range: node.range)
    }

    /// A colour's text, or a gradient's type and colours in one string.
    private static func colour(_ node: SyntaxNode) -> String {
        if let text = node.text { return text }
        let type = optional("type", in: node)?.text ?? "gradient"
        let colours = optional("colors", in: node)?.sequence?.compactMap(\.text) ?? []
        return type + " gradient " + colours.joined(separator: " → ")
    }

    private static func optional(_ key: String, in node: SyntaxNode) -> SyntaxNode? {
        node.mapping?.first { $0.key.text == key }?.value
    }

    private static func value(_ key: String, in node: SyntaxNode) throws -> SyntaxNode {
        guard node.mapping != nil else {
            throw Problem(
                message: "expected an object with '\(key)', found \(node.shapeName)", range: node.range)
        }
        guard let value = optional(key, in: node) else {
            throw Problem(message: "this object has no '\(key)'", range: node.range)
        }
        return value
    }

    private static func sequence(_ node: SyntaxNode, _ key: String) throws -> [SyntaxNode] {
        guard let items = node.sequence else {
            throw Problem(message: "'\(key)' must be an array, not \(node.shapeName)", range: node.range)
        }
        return items
    }

    private static func string(_ key: String, in node: SyntaxNode) throws -> String {
        let value = try value(key, in: node)
        guard let text = value.text else {
            throw Problem(message: "'\(key)' must be a string, not \(value.shapeName)", range: value.range)
        }
        return text
    }

    private static func number(_ key: String, in node: SyntaxNode) throws -> Double {
        let value = try value(key, in: node)
        guard let text = value.text, value.scalar?.isPlain == true, let number = Double(text), number.isFinite
        else {
            throw Problem(message: "'\(key)' must be a number, not \(value.shapeName)", range: value.range)
        }
        return number
    }

    private static func rect(_ node: SyntaxNode) throws -> Rect {
        Rect(
            x: try number("x", in: node), y: try number("y", in: node),
            width: try number("width", in: node), height: try number("height", in: node))
    }
}
