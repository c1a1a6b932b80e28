import Cassowary
import ViewSpecCore
import ViewSpecResolve

/// The frames of one resolved tree on one device: what `viewspec layout` writes.
public struct LayoutResult: Sendable {
    /// The device laid out on, with the orientation, safe area and keyboard it was laid out with.
    public var device: Device
    /// One per view of the tree, in the tree's order.
    public var views: [LaidOutView]
    /// Problems the layout found: conflicts, ambiguity, truncated text, views off screen.
    public var diagnostics: [Diagnostic]
    /// How many times the text was measured and the system re-solved.
    public var passes: Int
}

/// One view's place and what the layout decided for its text.
public struct LaidOutView: Sendable, Equatable {
    /// Relative to the parent's bounds (a scroll view's content), in points.
    public var frame: Rect
    /// Relative to the screen.
    public var absolute: Rect
    /// A scroll view's content size.
    public var contentSize: (width: Double, height: Double)?
    /// The text as set in the solved frame: lines, truncation, shrink scale.
    package var text: TextLayoutResult?

    /// Equal frames, content sizes and text layouts; the content size is compared by its parts, as
    /// a tuple cannot conform to `Equatable`.
    public static func == (lhs: LaidOutView, rhs: LaidOutView) -> Bool {
        lhs.frame == rhs.frame && lhs.absolute == rhs.absolute
            && lhs.contentSize?.width == rhs.contentSize?.width
            && lhs.contentSize?.height == rhs.contentSize?.height && lhs.text == rhs.text
    }
}

/// Where one constraint came from: the spec text it stands for, for conflict and ambiguity
/// reports.
///
/// A large screen keeps five or six origins per view until its layout ends, so the stored
/// fields are packed and ordered by size (Swift lays a struct out in declaration order): 48
/// bytes, where the plain optional rule and view made 96.
struct ConstraintOrigin {
    var range: SourceRange
    private var storedView: Int32 = -1
    /// What the constraint says, in the spec's terms (`form.top == safeArea.top + 16`): made only
    /// when a report needs it (`LayoutEngine.texts(of:)`), as formatting it for every constraint of
    /// a large screen would cost more than solving.
    ///
    /// Nil for hugging and compression resistance, whose text follows from `intrinsic` and the
    /// view, and for the layout's own rules, whose text follows from `rule`: no closure for those
    /// of every view.
    var describe: (() -> String)?
    /// The view of `intrinsic`, or the number of `rule`.
    private var intrinsicViewOrRule: Int32 = 0
    /// True for constraints the spec wrote (plans, sizes); false for those a factory or an
    /// intrinsic size makes.
    var isWritten: Bool
    private var intrinsicFlags: UInt8 = 0
    private static let hasIntrinsic: UInt8 = 1
    private static let isHorizontal: UInt8 = 2
    private static let hugs: UInt8 = 4
    private static let resists: UInt8 = 8
    private static let hasRule: UInt8 = 16

    /// Set on a view's hugging and compression-resistance constraints, so reports can quote
    /// them and name ties between them.
    var intrinsic: IntrinsicRules? {
        get {
            guard intrinsicFlags & Self.hasIntrinsic != 0 else { return nil }
            return IntrinsicRules(
                view: Int(intrinsicViewOrRule), isHorizontal: intrinsicFlags & Self.isHorizontal != 0,
                hugs: intrinsicFlags & Self.hugs != 0, resists: intrinsicFlags & Self.resists != 0)
        }
        set {
            intrinsicFlags = 0
            guard let rules = newValue else { return }
            intrinsicFlags =
                Self.hasIntrinsic | (rules.isHorizontal ? Self.isHorizontal : 0)
                | (rules.hugs ? Self.hugs : 0) | (rules.resists ? Self.resists : 0)
            intrinsicViewOrRule = Int32(rules.view)
        }
    }
    /// The number of the `LayoutRule` the constraint is, in its engine's `rules`: set instead of
    /// `intrinsic`.
    var rule: Int? {
        get { intrinsicFlags & Self.hasRule != 0 ? Int(intrinsicViewOrRule) : nil }
        set {
            intrinsicFlags = 0
            guard let newValue else { return }
            intrinsicFlags = Self.hasRule
            intrinsicViewOrRule = Int32(newValue)
        }
    }
    /// The view whose rules or plans made the constraint (`LayoutEngine.subject` when added).
    var view: Int? {
        get { storedView >= 0 ? Int(storedView) : nil }
        set { storedView = newValue.map { Int32($0) } ?? -1 }
    }

    init(
        range: SourceRange, text: @escaping @autoclosure () -> String, isWritten: Bool,
        intrinsic: IntrinsicRules? = nil
    ) {
        self.init(range: range, describe: text, isWritten: isWritten, intrinsic: intrinsic)
    }

    /// With the description as the closure a caller already has: wrapping it in another
    /// (`text: text()`) would allocate a second closure for every constraint.
    init(
        range: SourceRange, describe: (() -> String)?, isWritten: Bool, intrinsic: IntrinsicRules? = nil
    ) {
        self.range = range
        self.describe = describe
        self.isWritten = isWritten
        self.intrinsic = intrinsic
    }
}

/// The origins of a layout's constraints, by constraint id: kept in the order added, found
/// through a dense table of the ids (a dictionary of them would spend a noticeable part of a
/// large screen's layout hashing and regrowing).
///
/// The origins live in pages of a fixed size rather than one array: an array grown by appending
/// doubles, so at its largest it holds up to twice the origins there are and copies them all at
/// every doubling.
struct ConstraintOrigins {
    private var index = IDTable()
    private var pages: [[ConstraintOrigin]] = []
    private var count = 0

    static let pageSize = 4096

    subscript(id: Int) -> ConstraintOrigin? {
        get {
            let at = Int(index[id])
            return at >= 0 ? pages[at / Self.pageSize][at % Self.pageSize] : nil
        }
        set {
            // Constraints are never re-added under the same id, but a removed one may be.
            let at = Int(index[id])
            if at >= 0 {
                if let newValue {
                    pages[at / Self.pageSize][at % Self.pageSize] = newValue
                } else {
                    index[id] = -1
                }
            } else if let newValue {
                index[id] = Int32(count)
                if count % Self.pageSize == 0 {
                    pages.append([])
                    pages[pages.count - 1].reserveCapacity(Self.pageSize)
                }
                pages[pages.count - 1].append(newValue)
                count += 1
            }
        }
    }
}

/// The hugging and compression-resistance rules of one view on one axis that one constraint
/// stands for: both, as one two-sided constraint, when both are optional; otherwise one.
struct IntrinsicRules {
    var view: Int
    var isHorizontal: Bool
    var hugs: Bool
    var resists: Bool
}

/// A hugging or compression-resistance rule of one view on one axis.
struct IntrinsicRule {
    var view: Int
    var isHorizontal: Bool
    var isHugging: Bool
    /// After the stack's tie-break by index, so equal values are real ties.
    var priority: Double
}
