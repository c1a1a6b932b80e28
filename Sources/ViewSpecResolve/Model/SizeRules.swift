import Cassowary
import ViewSpecCore
import ViewSpecLanguage

/// A pair of values, one per axis.
public struct AxisPair<Value: Sendable & Equatable>: Sendable, Equatable {
    public var horizontal: Value
    public var vertical: Value

    public init(horizontal: Value, vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public init(_ both: Value) {
        self.init(horizontal: both, vertical: both)
    }
}

/// A `width` or `height` property: a length, a share of the parent, or a relation.
public struct SizeValue: Sendable, Equatable {
    public enum Amount: Sendable, Equatable {
        case points(Double)
        /// A fraction of the parent's same dimension (`"50%"` is 0.5).
        case fractionOfParent(Double)
    }

    public var relation: Relation
    public var amount: Amount
    public var priority: Priority
    public var range: SourceRange
    /// True for a factory's default (an input's `height: 48`), not written in the spec.
    public var isFactoryDefault = false

    public init(
        relation: Relation = .equal, amount: Amount, priority: Priority = .required, range: SourceRange
    ) {
        self.relation = relation
        self.amount = amount
        self.priority = priority
        self.range = range
    }
}

/// A frame in points.
public struct Rect: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Auto Layout's size inputs for one view.
public struct SizeRules: Sendable, Equatable {
    /// UIKit's defaults: views hug at 250 and resist compression at 750.
    public static let defaultHugging = Priority(250)
    public static let defaultCompressionResistance = Priority(750)

    /// The intrinsic content size; nil on an axis means the view has none there
    /// (`UIView.noIntrinsicMetric`).
    ///
    /// Text views' sizes are their unwrapped text: the layout stage re-measures multiline text at
    /// the width it solves.
    public var intrinsic: AxisPair<Double?> = AxisPair(nil)
    public var hugging = AxisPair(SizeRules.defaultHugging)
    public var compressionResistance = AxisPair(SizeRules.defaultCompressionResistance)
    /// Width and height rules as the `width`/`height` properties (and factories) set them.
    public var width: [SizeValue] = []
    public var height: [SizeValue] = []
    /// An absolute frame: the view gets no constraints.
    public var frame: Rect?

    public init() {}
}
