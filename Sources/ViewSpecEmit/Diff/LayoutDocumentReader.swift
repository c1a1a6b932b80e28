import ViewSpecCore
import ViewSpecResolve
import ViewSpecSyntax

/// Reads a layout JSON document into a `LayoutDocument`, reporting `invalid-layout-document` at
/// the first key that is missing or of the wrong shape.
///
/// A layout's views are a tree as `viewspec layout` writes it: each id once, and each parent a
/// view written before its child. A document that breaks this (a view that is its own parent, a
/// cycle, a repeated id) is refused here, so the diff's walks up the parents always end.
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
            var firstOfCell: [LayoutDocument.Cell: SourceRange] = [:]
            let documentCell = try documentCell(root)
            for node in try sequence(try value("layouts", in: root), "layouts") {
                let device = try value("device", in: node)
                var views: [LayoutDocument.View] = []
                var seen: [String: SourceRange] = [:]
                for view in try sequence(try value("views", in: node), "views") {
                    let read = try self.view(view)
                    try checkTree(read, in: view, seen: seen)
                    seen[read.id] = read.range
                    views.append(read)
                }
                // A layout of a matrix of several content sizes, appearances or directions says
                // its own; one that does not is in the document's.
                let cell = LayoutDocument.Cell(
                    device: try string("name", in: device),
                    contentSize: try optionalString("contentSize", in: node) ?? documentCell.contentSize,
                    appearance: try optionalString("appearance", in: node) ?? documentCell.appearance,
                    direction: try optionalString("direction", in: node) ?? documentCell.direction)
                if let first = firstOfCell[cell] {
                    throw Problem(
                        message:
                            "a second layout on '\(cell.device)' in \(cell.contentSize), \(cell.appearance), "
                            + "\(cell.direction) (the first on line \(first.lower.line)): the layouts of one "
                            + "device in several cells each say their contentSize, appearance and direction",
                        range: node.range)
                }
                firstOfCell[cell] = node.range
                layouts.append(LayoutDocument.Layout(cell: cell, views: views, range: node.range))
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
                metrics: try string("metrics", in: font), size: try number("size", in: font),
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

    /// Refuses `view` when its id was seen before in its layout, or its parent is not a view
    /// written before it.
    private static func checkTree(
        _ view: LayoutDocument.View, in node: SyntaxNode, seen: [String: SourceRange]
    ) throws {
        if let first = seen[view.id] {
            throw Problem(
                message: "the id '\(view.id)' is used again (first on line \(first.lower.line))",
                range: try value("id", in: node).range)
        }
        if let parent = view.parent, seen[parent] == nil {
            throw Problem(
                message: parent == view.id
                    ? "'\(view.id)' is its own parent"
                    : "the parent '\(parent)' of '\(view.id)' is not a view written before it",
                range: try value("parent", in: node).range)
        }
    }

    /// A colour's text, or a gradient's type and colours in one string.
    private static func colour(_ node: SyntaxNode) -> String {
        if let text = node.text { return text }
        return LayoutDocument.View.description(
            type: optional("type", in: node)?.text ?? "gradient",
            colors: optional("colors", in: node)?.sequence?.compactMap(\.text) ?? [])
    }

    /// The content size, appearance and direction the document names at its top, for the
    /// layouts that do not name their own; a document without them is in the defaults.
    private static func documentCell(_ root: SyntaxNode) throws -> LayoutDocument.Cell {
        let defaults = LayoutDocument.Cell(device: "")
        return LayoutDocument.Cell(
            device: "",
            contentSize: try optionalString("contentSize", in: root) ?? defaults.contentSize,
            appearance: try optionalString("appearance", in: root) ?? defaults.appearance,
            direction: try optionalString("direction", in: root) ?? defaults.direction)
    }

    private static func optionalString(_ key: String, in node: SyntaxNode) throws -> String? {
        guard optional(key, in: node) != nil else { return nil }
        return try string(key, in: node)
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
            // `NaN` and `inf` read as numbers, but not as finite ones: name them as written.
            let found = value.shapeName == "a number" ? "'\(value.text ?? "")'" : value.shapeName
            throw Problem(message: "'\(key)' must be a finite number, not \(found)", range: value.range)
        }
        return number
    }

    private static func rect(_ node: SyntaxNode) throws -> Rect {
        Rect(
            x: try number("x", in: node), y: try number("y", in: node),
            width: try number("width", in: node), height: try number("height", in: node))
    }
}
