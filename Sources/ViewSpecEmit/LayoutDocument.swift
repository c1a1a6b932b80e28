import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve

/// A spec's layouts as the layout document says them: what `viewspec layout --format json` writes
/// of each view and `viewspec diff` compares, one entry per device, with the place each view came
/// from.
///
/// Made from a spec laid out (`init(spec:tree:layouts:)`), which is also what `LayoutJSON` writes
/// these keys from, or read from a layout JSON document, a snapshot (`LayoutDocumentReader`). Its
/// lengths are rounded as the JSON text writes them (`NumberText.roundedToThousandths`), so a spec
/// laid out and its snapshot read back are the same document.
public struct LayoutDocument: Sendable {
    /// The file the document was read from, or the spec that was laid out.
    public var path: String
    /// Where the document itself starts, for differences that are about no view.
    public var range: SourceRange
    public var layouts: [Layout]

    public struct Layout: Sendable, Equatable {
        /// What tells the layouts of a document apart: the device's name, or, for a layout
        /// that names its cell (`cell`: device, content size, appearance, direction), the
        /// cell's values joined by `/`.
        public var device: String
        public var views: [View]
        public var range: SourceRange
    }

    /// What a view looks like, as far as a difference is worth reporting.
    public struct View: Sendable, Equatable {
        public var id: String
        public var kind: String
        public var parent: String?
        /// Relative to the parent, and to the screen.
        public var frame: Rect
        public var absolute: Rect
        public var hidden: Bool
        /// A colour (`#RRGGBB`), or a gradient written as its type and colours.
        public var background: String?
        public var tint: String?
        public var borderColor: String?
        public var text: Text?
        /// The view in the spec when the document was laid out from one, else its line in the
        /// JSON document.
        public var range: SourceRange
    }

    public struct Text: Sendable, Equatable {
        public var string: String
        public var lines: [String]
        public var color: String
        /// The face measured (`Inter Bold`) and its size in points.
        public var metrics: String
        public var size: Double
        public var truncated: Bool

        /// The face and its size as a difference names them: `Inter Bold 28`.
        public var font: String { metrics + " " + NumberText.thousandths(size) }
    }
}

extension LayoutDocument {
    /// The document of `layouts`, laid out from the spec at `path` as `tree`, each view placed
    /// where the spec writes it and the document and its layouts at the spec's first view.
    public init(spec path: String, tree: ResolvedTree, layouts: [LayoutResult]) {
        let range = tree.views.first?.range ?? SourceRange(file: path, at: SourcePosition(line: 1, column: 1))
        self.init(
            path: path, range: range,
            layouts: layouts.map { layout in
                Layout(
                    device: layout.device.name,
                    views: tree.views.indices.map { View(tree.views[$0], layout.views[$0], tree: tree) },
                    range: range)
            })
    }
}

extension LayoutDocument.View {
    /// What the layout document says of `view`, laid out as `laidOut`.
    package init(_ view: ResolvedView, _ laidOut: LaidOutView, tree: ResolvedTree) {
        let appearance = view.appearance
        let background: String? =
            switch appearance.background {
            case .color(let color): color.description
            case .gradient(let gradient): Self.description(of: gradient)
            case nil: nil
            }
        var text: LayoutDocument.Text?
        if let content = view.text, let set = laidOut.text {
            text = LayoutDocument.Text(
                string: content.string, lines: set.lines, color: content.color.description,
                metrics: content.font.metrics.name, size: NumberText.roundedToThousandths(set.font.size),
                truncated: set.isTruncated)
        }
        self.init(
            id: view.id, kind: view.kind.name, parent: view.parent.map { tree.views[$0].id },
            frame: laidOut.frame.roundedToThousandths, absolute: laidOut.absolute.roundedToThousandths,
            hidden: appearance.isHidden, background: background, tint: appearance.tint?.description,
            borderColor: appearance.border?.color.description, text: text, range: view.range)
    }

    /// A gradient as a difference names it: its type and colours, `axial gradient #FF0000 → #0000FF`.
    static func description(of gradient: Gradient) -> String {
        description(type: gradient.kind.rawValue, colors: gradient.colors.map(\.description))
    }

    static func description(type: String, colors: [String]) -> String {
        type + " gradient " + colors.joined(separator: " → ")
    }
}

extension Rect {
    /// Each length as the layout document's text writes it.
    var roundedToThousandths: Rect {
        Rect(
            x: NumberText.roundedToThousandths(x), y: NumberText.roundedToThousandths(y),
            width: NumberText.roundedToThousandths(width), height: NumberText.roundedToThousandths(height))
    }
}
