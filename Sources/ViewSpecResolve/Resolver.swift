import ViewSpecCore
import ViewSpecLanguage

/// The second stage: turns a checked `Spec` into the resolved view tree.
///
/// Every node is made by its kind's factory (`KindFactory`), with components expanded, table rows
/// instantiated, styles, palette colours and tokens applied, text set in its font and intrinsic
/// sizes measured, so the layout stage only has to place views.
///
/// The resolver runs on specs the checker passed; what it still reports are the problems only
/// expansion shows: an embedded file that cannot be read, a row field or argument whose value
/// does not fit where the body uses it, a font file that does not load.
package enum Resolver {
    package static func resolve(
        _ spec: Spec, options: ResolverOptions = ResolverOptions(), diagnostics: inout DiagnosticBag
    ) -> ResolvedTree? {
        var state = ResolverState(options: options)
        let tree = state.resolve(spec)
        diagnostics.append(contentsOf: state.diagnostics)
        return tree
    }
}

/// One spec whose definitions apply to some of the tree: the main document, or an embedded one.
struct ResolverDocument {
    let spec: Spec
    let palette: ResolvedPalette
    let tokens: TokenTable
    /// The bindings frame of the document's own nodes.
    var frame: Int
    /// The name scope of the document's own ids.
    var scope: Int
}

struct ResolverState {
    let options: ResolverOptions
    var diagnostics = DiagnosticBag()
    var bindings = Bindings()
    var documents: [ResolverDocument] = []
    var views: [ResolvedView] = []
    var scopes: [NameScope] = []
    var constraints: [ScopedPlan] = []
    /// Each view's plans as written, by view index, bound once the tree is complete.
    var writtenPlans: [Int: [ScopedPlan]] = [:]
    var contentSize = ContentSizeCategory.large
    /// The main document's direction, which every inset's leading and trailing follow.
    var direction = LayoutDirection.leftToRight
    /// The main document's appearance, which every document's palette is resolved in.
    var appearance = ColorAppearance.light
    /// The files being embedded, outermost first, with the place of the `embed` that
    /// embedded each, for cycles.
    var embedding: [(file: String, range: SourceRange)] = []
    /// Fonts loaded from files, by path, so each file is read once.
    var loadedFonts: [(path: String, metrics: FontMetrics?)] = []
    /// Text whose font lacks its glyphs, reported once for the spec when it is resolved.
    var missingGlyphs = MissingGlyphs()

    static let maximumEmbedDepth = 16
    var reportedEmbedTooDeep = false
    /// The embed cycles reported, by message and place: files that embed the next twice reach
    /// one cycle at every branch, and it is reported once.
    var reportedEmbedCycles: Set<String> = []
    /// The files of every embedding cycle reported: embedding one of them again is refused
    /// without a word, so that files embedding each other several times over cost one walk
    /// round the cycle, not one per path through it.
    var filesInEmbedCycles: Set<String> = []
    /// How deep nodes may nest once components and embeds are expanded.
    ///
    /// The file's own nesting is bounded by the reader, but each component use nests its body
    /// inside it, so a chain of components nests as deep as it is long; resolving (and laying out
    /// and drawing) walks the nesting on the thread's stack.
    static let maximumNodeDepth = 64
    /// How many views a spec may make once components, embeds and table rows are expanded.
    ///
    /// Each use of a component makes its whole body again, so components that each use the previous
    /// one twice double the views at every step: twenty steps are a million views from a file of a
    /// kilobyte. Ten times the largest benchmark spec; checked as the views are made, so the work
    /// done before the error is at most that of a spec this large.
    static let maximumViews = 100_000
    var reportedTooManyViews = false
    /// The nodes being resolved, outermost first, counted.
    var nodeDepth = 0
    var reportedTooDeep = false

    /// The tokens and palette of each file, made once however often it is embedded.
    var definitionsOfFile: [String: (TokenTable, ResolvedPalette)] = [:]
    /// Each kind of each document: `kindBase(_:document:)` makes them.
    var kindBases: [KindBase] = []
    /// Where in `kindBases` each document's kind is: looked up by key only, never iterated.
    var kindBaseIndex: [KindBase.Key: Int] = [:]
    /// `namedStyleChain(_:document:)`'s chains, by document and style name.
    var styleChainCache: [String: [StyleDecl]] = [:]

    /// Shared with the factories, which measure text.
    let textSizes = TextSizes()

    init(options: ResolverOptions) {
        self.options = options
    }

    mutating func resolve(_ spec: Spec) -> ResolvedTree? {
        guard spec.root != nil else { return nil }
        if let category = options.contentSize {
            contentSize = category
        } else if let written = spec.options.contentSize?.value {
            contentSize = ContentSizeCategory(rawValue: written) ?? .large
        }
        direction = options.direction ?? spec.options.direction?.value ?? .leftToRight
        appearance = options.appearance ?? spec.options.appearance?.value ?? .light
        let document = openDocument(spec, parentScope: nil, prefix: "")
        guard let root = spec.root,
            let rootIndex = resolveNode(
                root, in: Context(document: document, frame: documents[document].frame, scope: 0),
                parent: nil, siblingIndex: 0)
        else { return nil }
        _ = rootIndex
        constraints.insert(contentsOf: spec.constraints.map { ScopedPlan($0, scope: 0) }, at: 0)
        FittingSize.compute(&views)
        matchTextFieldLinesToBackdrops()
        let options = spec.options
        let tokens = documents[0].tokens
        let standardSpacing = length(options.standardSpacing?.value, tokens: tokens) ?? 8
        let superviewSpacing = length(options.superviewSpacing?.value, tokens: tokens) ?? 20
        let binder = PlanBinder(
            views: views, scopes: scopes, standardSpacing: standardSpacing, superviewSpacing: superviewSpacing
        )
        for index in views.indices {
            guard let plans = writtenPlans[index] else { continue }
            views[index].layout = plans.compactMap { binder.bind($0, view: index) }
        }
        checkZStackOrder()
        // The array grows by doubling, and the tree keeps it for the whole run: up to half of it
        // would stay empty through the layout.
        if views.capacity > views.count + views.count / 16 {
            views = views.withUnsafeBufferPointer { Array($0) }
        }
        var tree = ResolvedTree(
            views: views, scopes: scopes, constraints: constraints.compactMap { binder.bind($0, view: nil) },
            palette: documents[0].palette, tokens: tokens, contentSize: contentSize, direction: direction,
            appearance: appearance,
            autoPriorities: options.autoPriorities?.value ?? false, standardSpacing: standardSpacing,
            superviewSpacing: superviewSpacing,
            devices: Device.devices(of: spec, tokens: tokens, direction: direction))
        if let message = missingGlyphs.message { diagnostics.warning(message, at: missingGlyphs.range) }
        // A device that shows the keyboard shows the one the screen's input asks for.
        let keyboard = tree.keyboardType
        if keyboard != .default {
            tree.devices = tree.devices.map { $0.keyboardHeight == nil ? $0 : $0.showingKeyboard(keyboard) }
        }
        return tree
    }

    /// A text field's bottom line is UIKit's separator in the value for the background it sits on:
    /// the dark value over a dark background, the light one over a light background, as the
    /// mockup draws a table's separators (`SVGRenderer.separator(behind:)` says why).
    private mutating func matchTextFieldLinesToBackdrops() {
        for index in views.indices {
            guard case .textField(let keyboard, let format, _?) = views[index].control else { continue }
            let dark = ResolvedTree.isDark(behind: index, in: views, window: appearance.windowBackground)
            views[index].control = .textField(
                keyboard: keyboard, format: format,
                lineColor: RGBA.Named.separator.color(in: dark ? .dark : .light))
        }
    }

    /// UIBuilder's z-stack draws its second view on top (it is added last).
    ///
    /// Siblings are drawn by `zIndex`, then in the order the spec lists them, so a z-stack that
    /// names the later child first would be drawn the other way round: say so rather than let the
    /// two rules disagree silently. A `zIndex` that tells them apart decides, and is not warned
    /// about.
    private mutating func checkZStackOrder() {
        for index in views.indices {
            for plan in views[index].layout {
                guard case .zStack(let stack) = plan.form, case .view(let below) = stack.first,
                    case .view(let above) = stack.second,
                    views[below].appearance.zIndex == views[above].appearance.zIndex,
                    let belowPlace = views[index].children.firstIndex(of: below),
                    let abovePlace = views[index].children.firstIndex(of: above), abovePlace < belowPlace
                else { continue }
                warning(
                    .zStackOrder(top: views[above].id, bottom: views[below].id), at: plan.range,
                    notes: [
                        .note(
                            "'\(views[above].id)' is listed here, before '\(views[below].id)'",
                            at: views[above].range)
                    ])
            }
        }
    }

    private func length(_ length: Length?, tokens: TokenTable) -> Double? {
        switch length {
        case .points(let value): value
        case .reference(let name, _): tokens.points(name)
        case nil: nil
        }
    }

    /// Registers a spec's palette, tokens, bindings frame and name scope.
    mutating func openDocument(_ spec: Spec, parentScope: Int?, prefix: String) -> Int {
        let file = spec.range.file
        let (tokens, palette): (TokenTable, ResolvedPalette)
        if let known = definitionsOfFile[file] {
            (tokens, palette) = known
        } else {
            tokens = TokenTable(spec)
            palette = ResolvedPalette.named(
                spec.selectedPalette?.value ?? Spec.defaultPalette, in: spec, tokens: tokens,
                appearance: appearance)
            definitionsOfFile[file] = (tokens, palette)
        }
        let index = documents.count
        let frame = bindings.open(parent: nil, document: index, values: [:])
        scopes.append(NameScope(parent: parentScope, prefix: prefix, tokens: tokens))
        documents.append(
            ResolverDocument(
                spec: spec, palette: palette, tokens: tokens, frame: frame, scope: scopes.count - 1))
        return index
    }

    /// Where a node is being resolved: whose definitions, which arguments, which names.
    struct Context {
        var document: Int
        var frame: Int
        var scope: Int
    }

    // MARK: Ids

    /// The output id of a view named `name` in `scope`, or generated from its parent's id, the
    /// kind written and its index among its siblings.
    func outputID(name: String?, scope: Int, kind: String, parent: Int?, siblingIndex: Int) -> String {
        if let name { return scopes[scope].prefix + name }
        guard let parent else { return "\(kind)[\(siblingIndex)]" }
        return "\(views[parent].id)/\(kind)[\(siblingIndex)]"
    }

    mutating func register(_ name: String?, scope: Int, view: Int) {
        guard let name, scopes[scope].views[name] == nil else { return }
        scopes[scope].views[name] = view
    }

    // MARK: Diagnostics

    mutating func error(
        _ message: DiagnosticMessage, at range: SourceRange, notes: [Diagnostic] = [], view: String? = nil
    ) {
        diagnostics.error(message, at: range, notes: notes, view: view)
    }

    mutating func warning(_ message: DiagnosticMessage, at range: SourceRange, notes: [Diagnostic] = []) {
        diagnostics.warning(message, at: range, notes: notes)
    }
}

/// Unwrapped text sizes by text, font and line limit: specs repeat the same texts (a table's rows,
/// a component's labels), and measuring is most of resolving a label.
///
/// A class, so every factory input of a run shares one cache.
final class TextSizes {
    private struct Key: Hashable {
        var string: String
        var metrics: String
        var size: Double
        var lines: Int
    }
    private var sizes: [Key: (width: Double, height: Double)?] = [:]

    func size(of text: TextContent) -> (width: Double, height: Double) {
        let key = Key(
            string: text.string, metrics: text.font.metrics.name, size: text.font.size, lines: text.lines)
        // Through the defaulting subscript: one hash of the text finds the entry or makes it.
        return Self.measure(text, into: &sizes[key, default: nil])
    }

    private static func measure(_ text: TextContent, into entry: inout (width: Double, height: Double)?) -> (
        width: Double, height: Double
    ) {
        if let entry { return entry }
        let size = TextLayout.intrinsicSize(of: text.string, font: text.font, lines: text.lines)
        entry = size
        return size
    }
}
