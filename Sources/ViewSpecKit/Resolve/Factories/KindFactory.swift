/// The factory of one built-in kind: its defaults, written as properties of the spec language
/// so that styles and nodes override them key by key, and what it does that properties cannot
/// say (how it arranges its children, its control state, its intrinsic size).
///
/// Every kind of `KindCatalog` has exactly one factory in `KindFactory.all`; the catalogue
/// describes the kind (summary, properties, content) for the schema, did-you-mean and docs.
struct KindFactory: Sendable {
    /// A default property value.
    typealias Default = (name: String, value: Value)

    /// What the factory's text is, when it shows text.
    struct TextSpec: Sendable {
        /// The property holding the text (`text`, `title`).
        var property: String
        var role: TextContent.Role
        /// The property holding the text's colour (`color`, `titleColor`).
        var colorProperty: String
        /// For inputs: the placeholder shown while the text is empty, and its colour property.
        var placeholder: (property: String, colorProperty: String)?
    }

    let kind: String
    let defaults: [Default]
    let text: TextSpec?
    /// Plans the view gets when its node writes none of its own (ViewFactory's scroll page
    /// pins itself to its parent's safe area).
    let defaultLayout: [DefaultPlan]
    /// Sets the arrangement, control state and intrinsic size from the merged properties.
    let build: @Sendable (inout ResolvedView, inout FactoryInput) -> Void

    init(
        _ kind: String, defaults: [Default] = [], text: TextSpec? = nil, defaultLayout: [DefaultPlan] = [],
        build: @escaping @Sendable (inout ResolvedView, inout FactoryInput) -> Void = { _, _ in }
    ) {
        self.kind = kind
        self.defaults = defaults
        self.text = text
        self.defaultLayout = defaultLayout
        self.build = build
    }

    var descriptor: KindDescriptor? { KindCatalog.kind(named: kind) }

    /// Every factory, in `KindCatalog.all`'s order.
    static let all: [KindFactory] = textFactories + controlFactories + containerFactories + wrapperFactories

    /// Looked up by kind name only, never iterated.
    private static let index: [String: KindFactory] = Dictionary(
        all.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })

    static func factory(for kind: String) -> KindFactory? {
        index[kind]
    }
}

/// A factory's default plan, `anchor == target.targetAnchor + constant`, built in code so a
/// mistake in one is a compile error, not a plan silently dropped.
struct DefaultPlan: Sendable {
    enum Target: Sendable {
        /// The parent's safe-area guide (the screen's on the root).
        case safeArea
        /// The rectangle the parent places its children in.
        case parent
    }

    var anchor: LayoutAnchor
    var target: Target
    var targetAnchor: LayoutAnchor
    var constant: Double = 0

    /// `anchor == safeArea.anchor + constant`.
    static func safeArea(_ anchor: LayoutAnchor, _ targetAnchor: LayoutAnchor? = nil, _ constant: Double = 0)
        -> Self
    {
        Self(anchor: anchor, target: .safeArea, targetAnchor: targetAnchor ?? anchor, constant: constant)
    }

    /// `anchor == parent.anchor`.
    static func parent(_ anchor: LayoutAnchor) -> Self {
        Self(anchor: anchor, target: .parent, targetAnchor: anchor)
    }

    /// The plan as the node would write it, placed at `range` (the node's kind).
    func item(at range: SourceRange) -> PlanItem {
        let second = PlanTarget(.parent, safeArea: target == .safeArea, range: range)
        return PlanItem(
            .expression(
                ConstraintExpression(
                    first: AnchorReference(
                        target: PlanTarget(.this, range: range), anchor: anchor, range: range),
                    relation: .equal,
                    second: AnchorReference(target: second, anchor: targetAnchor, range: range),
                    constant: constant == 0 ? nil : PlanConstant(.points(constant), range: range),
                    range: range)),
            range: range)
    }
}

/// What a factory's `build` reads: the node's merged properties, through the resolver's
/// typed readers.
struct FactoryInput {
    var state: ResolverState
    let layers: PropertyLayers

    init(state: ResolverState, layers: PropertyLayers) {
        self.state = state
        self.layers = layers
    }

    /// The value of `name` from the highest layer whose value `read` can use: a value that
    /// does not fit (reported by `read`) leaves the layers below in force.
    private mutating func first<T>(_ name: String, _ read: (inout ResolverState, ResolverState.Written) -> T?)
        -> T?
    {
        for entry in layers.entries.reversed() where entry.property.name.value == name {
            if let value = read(&state, (entry.property.value, entry.frame)) { return value }
        }
        return nil
    }

    mutating func number(_ name: String) -> Double? {
        first(name) { $0.number($1) }
    }

    mutating func integer(_ name: String) -> Int? {
        number(name).map { Int($0.rounded()) }
    }

    mutating func boolean(_ name: String) -> Bool? {
        first(name) { $0.boolean($1) }
    }

    mutating func string(_ name: String) -> String? {
        first(name) { $0.string($1) }
    }

    mutating func word(_ name: String, _ cases: [String]) -> String? {
        first(name) { $0.word($1, cases: cases) }
    }

    mutating func color(_ name: String) -> RGBA? {
        first(name) { $0.color($1) }
    }

    mutating func insets(_ name: String, base: EdgeInsets) -> EdgeInsets {
        guard let entry = layers.entry(name) else { return base }
        return state.insets((entry.property.value, entry.frame), base: base)
    }

    mutating func strings(_ name: String) -> [String]? {
        guard let entry = layers.entry(name) else { return nil }
        return state.items((entry.property.value, entry.frame)).compactMap { state.string($0) }
    }

    mutating func lengths(_ name: String) -> [Double]? {
        guard let entry = layers.entry(name) else { return nil }
        return state.items((entry.property.value, entry.frame)).compactMap { state.number($0) }
    }

    /// A palette role's colour (for defaults properties cannot express, such as gradients).
    func role(_ role: String) -> RGBA {
        state.documents[0].palette[role] ?? RGBA(red: 0, green: 0, blue: 0)
    }
}

extension SourceRange {
    /// The place of values the factories set, which no file holds.
    static let builtIn = SourceRange(file: "<built-in>", at: SourcePosition(line: 0, column: 0))
}

extension Value {
    /// A factory default's mapping value (`border: { width: 1, color: … }`).
    static func fields(_ pairs: [(String, Value)]) -> Value {
        .object(
            pairs.map {
                Property(
                    name: Located($0.0, range: .builtIn), value: PropertyValue($0.1, range: .builtIn))
            })
    }

    static func role(_ name: String) -> Value { .color(.role(name)) }
    static func points(_ value: Double) -> Value { .length(.points(value)) }
}
