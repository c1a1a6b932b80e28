/// The state of a control or of mockup chrome, as written or defaulted: what emitters draw
/// and the JSON output reports. Fields a kind does not have stay nil.
public struct ControlState: Sendable, Equatable {
    /// An image or SF Symbol name (images, buttons, FABs).
    public var image: String?
    /// A switch's state.
    public var isOn: Bool?
    public var value: Double?
    public var minimum: Double?
    public var maximum: Double?
    /// Segment, picker, tab and bar-button titles.
    public var items: [String]?
    public var selected: Int?
    public var pages: Int?
    public var currentPage: Int?
    public var isAnimating: Bool?
    public var keyboard: String?
    public var format: String?
    public var datePickerMode: String?
    /// A blur wrapper's effect and vibrancy.
    public var blurEffect: String?
    public var vibrancy: String?
    /// Colours chrome uses besides the background: a tab bar's unselected items, a text field's
    /// bottom line.
    public var secondaryColor: RGBA?

    public init() {}

    public var isEmpty: Bool { self == ControlState() }
}
