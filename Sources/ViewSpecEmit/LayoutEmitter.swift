import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// An output format of `viewspec layout --format`.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Frames and resolved essentials, for tools (docs/output-format.md).
    case json
    /// The screen as boxes on a character grid.
    case ascii
    /// A mockup of the screen.
    case svg
    /// The resolved view tree the layout stage receives, as readable text.
    case resolved

    /// The emitter that writes it: the one type whose `format` is this case.
    public var emitter: any LayoutEmitter.Type {
        switch self {
        case .json: LayoutJSON.self
        case .ascii: ASCIIEmitter.self
        case .svg: SVGEmitter.self
        case .resolved: ResolvedDump.self
        }
    }
}

/// What an emitter is given: the resolved spec and its layouts.
public struct EmitInput: Sendable {
    /// The spec's path as given (`-` for standard input).
    public var spec: String
    /// The resolved tree the layouts are of, for every layout that `cells` does not give a tree.
    public var tree: ResolvedTree
    /// One per device; empty for an emitter that does not need the layout.
    public var layouts: [LayoutResult]
    /// What checking and resolving the spec found (the layouts carry their own).
    public var diagnostics: [Diagnostic]
    /// One per layout when the layouts are cells of a matrix with more than one content size,
    /// appearance or direction: each layout's cell and the tree resolved for it.
    ///
    /// Empty when
    /// every layout is of `tree`.
    public var cells: [EmittedCell]

    /// The input for `layouts` of `tree`; `cells` only when they are cells of a matrix with more
    /// than one resolution.
    public init(
        spec: String, tree: ResolvedTree, layouts: [LayoutResult], diagnostics: [Diagnostic],
        cells: [EmittedCell] = []
    ) {
        self.spec = spec
        self.tree = tree
        self.layouts = layouts
        self.diagnostics = diagnostics
        self.cells = cells
    }

    /// The tree the layout at `index` is of.
    package func tree(at index: Int) -> ResolvedTree {
        cells.indices.contains(index) ? cells[index].tree : tree
    }

    /// What tells the layout at `index` apart from the others beyond its device: its content
    /// size, appearance and direction, each only when the layouts have several (`["AX3",
    /// "dark"]`); empty without cells.
    package func cellLabel(at index: Int) -> [String] {
        guard cells.indices.contains(index) else { return [] }
        let documentCells = cells.map { LayoutDocument.Cell($0.cell) }
        return LayoutDocument.Cell.Distinctions(documentCells).parts(of: documentCells[index])
    }
}

/// A layout's cell and the tree resolved for it.
public struct EmittedCell: Sendable {
    /// The matrix cell the layout is of.
    public var cell: MatrixCell
    /// The tree resolved for the cell's content size, appearance and direction.
    public var tree: ResolvedTree

    /// The cell `cell`, laid out from `tree`.
    public init(cell: MatrixCell, tree: ResolvedTree) {
        self.cell = cell
        self.tree = tree
    }
}

/// The choices of every emitter; each reads its own.
public struct EmitOptions: Sendable {
    /// What the ASCII picture draws, and at what scale.
    public var ascii: ASCIIEmitter.Options
    /// What the SVG mockup draws besides the views.
    public var svg: SVGEmitter.Options

    /// Each format's options, by default its defaults.
    public init(ascii: ASCIIEmitter.Options = .init(), svg: SVGEmitter.Options = .init()) {
        self.ascii = ascii
        self.svg = svg
    }
}

/// Why an emitter could not write: a choice that makes no sense for what was laid out.
public enum EmitError: Error, Equatable, Sendable {
    /// `pointsPerColumn` makes the picture of `device` `columns` wide, more than
    /// `ASCIIEmitter.largestPicture`.
    case pictureTooWide(device: String, columns: Double)
}

/// One output format's writer.
///
/// Every format is one type conforming to this, named by
/// `OutputFormat.emitter`; the command line offers exactly the formats.
public protocol LayoutEmitter {
    static var format: OutputFormat { get }
    /// False for a format that shows the resolved tree only: the spec is then not laid out.
    static var needsLayout: Bool { get }
    /// True when each device is a document of its own (written to a file each).
    static var documentPerDevice: Bool { get }
    /// Writes the documents into `sink`. A choice that makes no sense throws before anything
    /// is written.
    static func emit(_ input: EmitInput, options: EmitOptions, to sink: any DocumentSink) throws(EmitError)
}

extension LayoutEmitter {
    /// The documents, in memory.
    public static func emit(_ input: EmitInput, options: EmitOptions) throws(EmitError) -> [EmittedDocument] {
        let collector = DocumentCollector()
        try emit(input, options: options, to: collector)
        return collector.documents
    }
}

/// Every format's emitter, for callers that run them all.
public enum LayoutEmitters {
    /// In `OutputFormat`'s order.
    public static var all: [any LayoutEmitter.Type] { OutputFormat.allCases.map(\.emitter) }
}

extension LayoutJSON: LayoutEmitter {
    package static var format: OutputFormat { .json }
    package static var needsLayout: Bool { true }
    package static var documentPerDevice: Bool { false }

    package static func emit(_ input: EmitInput, options: EmitOptions, to sink: any DocumentSink) {
        write(
            spec: input.spec, tree: input.tree, layouts: input.layouts, diagnostics: input.diagnostics,
            cells: input.cells, to: sink)
    }
}

extension ASCIIEmitter: LayoutEmitter {
    /// `OutputFormat.ascii`.
    public static var format: OutputFormat { .ascii }
    /// True: the picture draws frames.
    public static var needsLayout: Bool { true }
    /// False: the pictures of every layout are one document, a blank line between them.
    public static var documentPerDevice: Bool { false }

    /// Writes one picture per layout; throws `EmitError.pictureTooWide` before writing anything
    /// when `pointsPerColumn` would make a picture wider than `ASCIIEmitter.largestPicture`.
    public static func emit(_ input: EmitInput, options: EmitOptions, to sink: any DocumentSink)
        throws(EmitError)
    {
        if options.ascii.pointsPerColumn != nil {
            for layout in input.layouts {
                let wide = columns(deviceWidth: layout.device.width, options: options.ascii)
                guard wide <= Double(largestPicture) else {
                    throw .pictureTooWide(device: layout.device.name, columns: wide)
                }
            }
        }
        // One picture at a time (each is bounded by `largestPicture` and `tallestPicture`),
        // a blank line between them.
        sink.begin(device: nil)
        for index in input.layouts.indices {
            if index > 0 { sink.write("\n") }
            sink.write(
                render(
                    tree: input.tree(at: index), layout: input.layouts[index], options: options.ascii,
                    cellLabel: input.cellLabel(at: index)))
        }
        sink.end()
    }
}

extension SVGEmitter: LayoutEmitter {
    /// `OutputFormat.svg`.
    public static var format: OutputFormat { .svg }
    /// True: the mockup draws frames.
    public static var needsLayout: Bool { true }
    /// True: every layout is a document of its own, named by its device (and cell).
    public static var documentPerDevice: Bool { true }

    /// Writes one SVG document per layout; never throws.
    public static func emit(_ input: EmitInput, options: EmitOptions, to sink: any DocumentSink) {
        for index in input.layouts.indices {
            let layout = input.layouts[index]
            sink.begin(
                device: input.layouts.count > 1
                    ? ([layout.device.name] + input.cellLabel(at: index)).joined(separator: ".") : nil)
            write(tree: input.tree(at: index), layout: layout, options: options.svg, to: sink)
            sink.end()
        }
    }
}

/// `viewspec layout --format resolved`: the resolved tree (`ResolvedTree.dump`).
package enum ResolvedDump: LayoutEmitter {
    package static var format: OutputFormat { .resolved }
    package static var needsLayout: Bool { false }
    package static var documentPerDevice: Bool { false }

    package static func emit(_ input: EmitInput, options: EmitOptions, to sink: any DocumentSink) {
        sink.begin(device: nil)
        sink.write(input.tree.dump())
        sink.end()
    }
}
