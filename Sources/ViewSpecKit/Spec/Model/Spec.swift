/// One decoded spec document: everything the resolver needs, typed, with every element's place.
///
/// The flat form (`views` + `hierarchy`) is already normalised into `root`, so later stages see
/// one tree whichever form the author chose; `flat` keeps what was written for the checks that
/// are about the flat form itself.
public struct Spec: Sendable, Equatable {
    public var version: Located<Int>
    public var name: Located<String>?
    public var description: Located<String>?
    /// The devices to lay out on, in document order; empty means the default `iphone-17`.
    public var devices: [DeviceSpec]
    public var options: SpecOptions
    public var palettes: [PaletteDecl]
    /// The `palette:` key; nil means the built-in `navy`.
    public var selectedPalette: Located<String>?
    public var tokens: [TokenDecl]
    public var styles: [StyleDecl]
    public var components: [ComponentDecl]
    public var root: ViewNode?
    public var flat: FlatHierarchy?
    public var constraints: [PlanItem]
    /// The whole document.
    public var range: SourceRange

    public init(
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
    }

    public static let defaultPalette = "navy"
    public static let defaultDevice = "iphone-17"

    public func component(named name: String) -> ComponentDecl? {
        components.first { $0.name.value == name }
    }
}
