import ViewSpecCore
import ViewSpecLanguage

/// The factory of one built-in kind: its defaults, written as properties of the spec language so
/// that styles and nodes override them key by key, and what it does that properties cannot say (how
/// it arranges its children, its control state, its intrinsic size).
///
/// Part of the kind's `KindDefinition`, so every kind has exactly one.
package struct KindFactory: Sendable {
    /// A default property value.
    package typealias Default = (name: String, value: Value)

    /// What the factory's text is, when it shows text.
    struct TextSpec: Sendable {
        /// The property holding the text (`text`, `title`).
        var property: String
        var role: TextContent.Role
        /// The property holding the text's colour (`color`, `titleColor`).
        var colorProperty: String
        /// For inputs: the placeholder shown while the text is empty, and its colour property.
        var placeholder: (property: String, colorProperty: String)?
        /// A boolean property that, when true, sets the text as UINavigationBar's large title:
        /// the `largeTitle` text style in bold, scaled by Dynamic Type, where no layer above the
        /// kind's base writes a style, weight or size of its own.
        var largeTitle: String?
    }

    package let defaults: [Default]
    let text: TextSpec?
    /// Plans the view gets when its node writes none of its own (ViewFactory's scroll page
    /// pins itself to its parent's safe area).
    let defaultLayout: [DefaultPlan]
    /// Sets the arrangement, control state and intrinsic size from the merged properties.
    let build: @Sendable (inout ResolvedView, inout FactoryInput) -> Void
    /// The palette roles `build` reads itself (`FactoryInput.role`), for colours no property
    /// sets; reading one not listed here fails an assertion.
    let rolesReadInCode: [String]

    init(
        defaults: [Default] = [], text: TextSpec? = nil, defaultLayout: [DefaultPlan] = [],
        rolesReadInCode: [String] = [],
        build: @escaping @Sendable (inout ResolvedView, inout FactoryInput) -> Void = { _, _ in }
    ) {
        self.defaults = defaults
        self.text = text
        self.defaultLayout = defaultLayout
        self.rolesReadInCode = rolesReadInCode
        self.build = build
    }

    /// Every palette role a view of this kind may read without its spec naming it: those its
    /// defaults name, at any depth (a gradient's colours), and those `build` reads.
    package var rolesRead: Set<String> {
        var roles = Set(rolesReadInCode)
        for entry in defaults {
            SpecCheck.forEachValue(PropertyValue(entry.value, range: .builtIn)) { value in
                if case .color(.role(let role)) = value.value { roles.insert(role) }
            }
        }
        return roles
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

/// What a factory reads, and all it can touch: the node's merged property layers, the node's own
/// document (its palette and tokens, for what properties cannot express), the values read through
/// the resolver's bindings, and a bag for what reading them reports.
///
/// It holds no copy of the resolver, so nothing a factory does can reach another document or node.
struct FactoryInput {
    /// Read only through the methods below, which note the names they look up while a value is
    /// being memoised.
    private let layers: PropertyLayers
    /// The document whose node this is (an embedded spec's own for its nodes), by its index in
    /// `reader.documents`: a copy of a document would take a reference count per array of its
    /// spec.
    private let document: Int
    var reader: ValueReader
    /// Unwrapped text sizes, shared by every node of the run.
    let textSizes: TextSizes
    /// The property names looked up while `memoised` makes a value; nil otherwise.
    private var reads: [String]?

    /// The roles the factory declares it reads in code (`KindFactory.rolesReadInCode`).
    private let rolesReadInCode: [String]

    init(
        layers: PropertyLayers, document: Int, reader: ValueReader, textSizes: TextSizes,
        rolesReadInCode: [String]
    ) {
        self.layers = layers
        self.document = document
        self.reader = reader
        self.textSizes = textSizes
        self.rolesReadInCode = rolesReadInCode
    }

    private mutating func note(_ name: String) {
        reads?.append(name)
    }

    /// `known` when it still holds for this node (no layer above the kind's base sets a name it
    /// read), else what `make` makes, with a memo of it when it can stand for the kind: it read
    /// nothing that a layer above the base sets, and reported nothing (a memo replays no reports).
    ///
    /// `make` must read the layers through this input, and depend on nothing else of the node's.
    mutating func memoised<Value>(_ known: Memo<Value>?, _ make: (inout FactoryInput) -> Value) -> (
        value: Value, memo: Memo<Value>?
    ) {
        if let known, !layers.setAboveBase(anyOf: known.reads) { return (known.value, nil) }
        let reported = reader.diagnostics.diagnostics.count
        reads = []
        let value = make(&self)
        let names = reads ?? []
        reads = nil
        guard reader.diagnostics.diagnostics.count == reported, !layers.setAboveBase(anyOf: names) else {
            return (value, nil)
        }
        return (value, Memo(value: value, reads: names))
    }

    /// The winning entry for `name`.
    mutating func entry(_ name: String) -> PropertyLayers.Entry? {
        note(name)
        return layers.entry(name)
    }

    /// The winning value of `key` inside the mapping property `name`.
    mutating func written(_ name: String, _ key: String) -> ValueReader.Written? {
        note(name)
        return layers.field(name, key)
    }

    /// The position of the highest layer that sets `name` and passes `test`, for comparing which
    /// of two properties was written later.
    mutating func lastEntry(_ name: String, where test: (PropertyLayers.Entry) -> Bool = { _ in true })
        -> Int?
    {
        note(name)
        return layers.entries.lastIndex { $0.property.name.value == name && test($0) }
    }

    /// Whether a layer above the kind's base layers (a style, a variant or the node) sets `name`.
    mutating func setAboveBase(_ name: String) -> Bool {
        note(name)
        return layers.setAboveBase(anyOf: [name])
    }

    /// Whether the winning `key` of the mapping property `name` is written above the kind's base
    /// layers (by a style, a variant or the node), not only by the factory's defaults.
    mutating func writtenAboveBase(_ name: String, _ key: String) -> Bool {
        note(name)
        let index = layers.entries.lastIndex {
            guard $0.property.name.value == name, case .object(let pairs) = $0.property.value.value else {
                return false
            }
            return pairs.contains { $0.name.value == key }
        }
        return index.map { $0 >= layers.baseCount } ?? false
    }

    /// Whether entries `a` and `b` (positions `lastEntry` returned) were written in the same
    /// layer: the same style, variant or node.
    func sameLayer(_ a: Int, _ b: Int) -> Bool {
        layers.entries[a].origin == layers.entries[b].origin
    }

    /// The value of `name` from the highest layer whose value `read` can use: a value that
    /// does not fit (reported by `read`) leaves the layers below in force.
    private mutating func first<T>(_ name: String, _ read: (inout ValueReader, ValueReader.Written) -> T?)
        -> T?
    {
        note(name)
        for entry in layers.entries.reversed() where entry.property.name.value == name {
            if let value = read(&reader, (entry.property.value, entry.frame)) { return value }
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

    /// A colour or a gradient.
    mutating func fill(_ name: String) -> Fill? {
        first(name) { $0.fill($1) }
    }

    mutating func insets(_ name: String, base: EdgeInsets) -> EdgeInsets {
        guard let entry = entry(name) else { return base }
        return reader.insets((entry.property.value, entry.frame), base: base)
    }

    mutating func strings(_ name: String) -> [String]? {
        guard let entry = entry(name) else { return nil }
        return reader.items((entry.property.value, entry.frame)).compactMap { reader.string($0) }
    }

    mutating func lengths(_ name: String) -> [Double]? {
        guard let entry = entry(name) else { return nil }
        return reader.items((entry.property.value, entry.frame)).compactMap { reader.number($0) }
    }

    /// A field of a mapping property, read by `read`.
    mutating func field<T>(
        _ name: String, _ key: String, as read: (inout ValueReader, ValueReader.Written) -> T?
    )
        -> T?
    {
        guard let written = written(name, key) else { return nil }
        return read(&reader, written)
    }

    /// A palette role's colour in the node's own document (for defaults properties cannot
    /// express).
    ///
    /// The factory must declare `role` in its `rolesReadInCode`: the token lint counts on the
    /// declaration to know that a palette override of the role is used.
    func role(_ role: String) -> RGBA {
        assert(rolesReadInCode.contains(role), "a factory reads '\(role)', which its rolesReadInCode omits")
        return reader.documents[document].palette[role] ?? RGBA(red: 0, green: 0, blue: 0)
    }

    /// UIKit's named colour `name` in the document's appearance, for a colour a factory sets in
    /// code (a text field's line).
    func namedColor(_ name: String) -> RGBA? {
        RGBA.named(name, in: reader.documents[document].palette.appearance)
    }

    /// The text's size unwrapped, measured once per text, font and line limit.
    func intrinsicSize(of text: TextContent) -> (width: Double, height: Double) {
        textSizes.size(of: text)
    }
}

extension SourceRange {
    /// The place of values the factories set, which no file holds.
    package static let builtIn = SourceRange(file: "<built-in>", at: SourcePosition(line: 0, column: 0))
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
    static func list(_ items: [Value]) -> Value { .list(items.map { PropertyValue($0, range: .builtIn) }) }
    static func points(_ value: Double) -> Value { .length(.points(value)) }
}
