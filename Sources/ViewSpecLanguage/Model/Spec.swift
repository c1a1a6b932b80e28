import ViewSpecCore
import ViewSpecSyntax

/// One decoded spec document: everything the resolver needs, typed, with every element's place.
///
/// The flat form (`views` + `hierarchy`) is already normalised into `root`, so later stages see
/// one tree whichever form the author chose; `flat` keeps what was written for the checks that
/// are about the flat form itself.
public struct Spec: Sendable, Equatable {
    package var version: Located<Int>
    package var name: Located<String>?
    package var description: Located<String>?
    /// The devices to lay out on, in document order; empty means the default `iphone-17`.
    package var devices: [DeviceSpec]
    package var options: SpecOptions
    /// The `matrix:` section; nil lays out in the one content size, appearance and direction
    /// of `options`.
    package var matrix: SpecMatrix?
    package var palettes: [PaletteDecl] {
        didSet { paletteIndex = Self.index(palettes, by: { $0.name.value }) }
    }
    /// The `palette:` key; nil means the built-in `navy`.
    package var selectedPalette: Located<String>?
    package var tokens: [TokenDecl]
    package var styles: [StyleDecl] { didSet { namedStyleIndex = Self.namedStyleIndex(styles) } }
    package var components: [ComponentDecl] {
        didSet { componentIndex = Self.index(components, by: { $0.name.value }) }
    }
    package var root: ViewNode?
    package var flat: FlatHierarchy?
    package var constraints: [PlanItem]
    /// The whole document.
    package var range: SourceRange

    // Where each name is declared (the first declaration, if a name were declared twice), kept
    // with the declarations: a spec may declare thousands, and every use and every step of an
    // `extends` chain looks one up, so a scan per lookup would make chains quadratic or worse.
    private var componentIndex: [String: Int] = [:]
    private var paletteIndex: [String: Int] = [:]
    private var namedStyleIndex: [String: Int] = [:]

    package init(
        version: Located<Int>, name: Located<String>? = nil, description: Located<String>? = nil,
        devices: [DeviceSpec] = [], options: SpecOptions = SpecOptions(), palettes: [PaletteDecl] = [],
        selectedPalette: Located<String>? = nil, tokens: [TokenDecl] = [], styles: [StyleDecl] = [],
        components: [ComponentDecl] = [], root: ViewNode? = nil, flat: FlatHierarchy? = nil,
        constraints: [PlanItem] = [], range: SourceRange
    ) {
        self.version = version
        self.name = name
        self.description = description
        self.devices = devices
        self.options = options
        self.palettes = palettes
        self.selectedPalette = selectedPalette
        self.tokens = tokens
        self.styles = styles
        self.components = components
        self.root = root
        self.flat = flat
        self.constraints = constraints
        self.range = range
        componentIndex = Self.index(components, by: { $0.name.value })
        paletteIndex = Self.index(palettes, by: { $0.name.value })
        namedStyleIndex = Self.namedStyleIndex(styles)
    }

    package static let defaultPalette = "navy"
    package static let defaultDevice = "iphone-17"

    package func component(named name: String) -> ComponentDecl? {
        componentIndex[name].map { components[$0] }
    }

    /// The position in `components` of the component `name`.
    package func componentPosition(named name: String) -> Int? {
        componentIndex[name]
    }

    package func palette(named name: String) -> PaletteDecl? {
        paletteIndex[name].map { palettes[$0] }
    }

    /// The position in `palettes` of the palette `name`.
    package func palettePosition(named name: String) -> Int? {
        paletteIndex[name]
    }

    /// The named style `.name` (written without its dot).
    package func namedStyle(_ name: String) -> StyleDecl? {
        namedStyleIndex[name].map { styles[$0] }
    }

    /// The position in `styles` of the named style `.name`.
    package func namedStylePosition(_ name: String) -> Int? {
        namedStyleIndex[name]
    }

    private static func index<T>(_ items: [T], by name: (T) -> String) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(items.count)
        for (position, item) in items.enumerated() where index[name(item)] == nil {
            index[name(item)] = position
        }
        return index
    }

    private static func namedStyleIndex(_ styles: [StyleDecl]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, style) in styles.enumerated() {
            if case .named(let name) = style.selector, index[name] == nil { index[name] = position }
        }
        return index
    }
}
