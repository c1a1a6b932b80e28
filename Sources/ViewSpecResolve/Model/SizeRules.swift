import Cassowary
import ViewSpecCore
import ViewSpecLanguage

/// A pair of values, one per axis.
package struct AxisPair<Value: Sendable & Equatable>: Sendable, Equatable {
    package var horizontal: Value
    package var vertical: Value

    package init(horizontal: Value, vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    package init(_ both: Value) {
        self.init(horizontal: both, vertical: both)
    }
}

/// A `width` or `height` property: a length, a share of the parent, or a relation.
package struct SizeValue: Sendable, Equatable {
    package enum Amount: Sendable, Equatable {
        case points(Double)
        /// A fraction of the parent's same dimension (`"50%"` is 0.5).
        case fractionOfParent(Double)
    }

    package var relation: Relation
    package var amount: Amount
    package var priority: Priority
    package var range: SourceRange
    /// True for a factory's default (an input's `height: 48`), not written in the spec.
    package var isFactoryDefault = false

    package init(
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
    /// The left edge (the leading one only in left-to-right layouts).
    public var x: Double
    /// The top edge; y grows downwards.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A frame with its origin at `x`, `y`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Auto Layout's size inputs for one view.
package struct SizeRules: Sendable, Equatable {
    /// UIKit's defaults: views hug at 250 and resist compression at 750.
    package static let defaultHugging = Priority(250)
    package static let defaultCompressionResistance = Priority(750)

    /// The intrinsic content size; nil on an axis means the view has none there
    /// (`UIView.noIntrinsicMetric`).
    ///
    /// Text views' sizes are their unwrapped text: the layout stage re-measures multiline text at
    /// the width it solves.
    package var intrinsic: AxisPair<Double?> = AxisPair(nil)
    package var hugging = AxisPair(SizeRules.defaultHugging)
    package var compressionResistance = AxisPair(SizeRules.defaultCompressionResistance)
    /// Width and height rules as the `width`/`height` properties (and factories) set them.
    package var width: [SizeValue] = []
    package var height: [SizeValue] = []
    /// An absolute frame: the view gets no constraints.
    package var frame: Rect?

    package init() {}
}
