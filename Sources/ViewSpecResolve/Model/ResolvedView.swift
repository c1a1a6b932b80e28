import ViewSpecCore
import ViewSpecLanguage

/// One view of the resolved tree: its kind's factory defaults, the style sheet and its own
/// properties merged into typed values, with its children by index.
package struct ResolvedView: Sendable, Equatable {
    /// The view's id in the output: the id written, scoped when a component use or a table row
    /// copies it (`email/title`), or generated from the parent's id, the kind and the index among
    /// siblings (`form/label.header[0]`).
    ///
    /// Unique in the tree.
    package var id: String
    /// The id as written, which plans in `scope` use to name the view; nil when none was.
    package var name: String?
    /// The index in `ResolvedTree.scopes` where plans naming views look first.
    package var scope: Int
    /// The built-in kind the view was made by, after component expansion (`kind.name` in
    /// the output).
    package let kind: ViewKind
    /// The kind's traits, kept with the view as the layout stage and emitters read them often.
    package let traits: KindTraits
    /// The component whose use made this view the root of its body, if any.
    package var component: String?
    /// True for views the factory layer adds that the spec does not write: the columns of
    /// `stack.twoColumns` and a table's or collection's cells.
    package var isSynthesized = false
    /// Where the view was written; for a component's body root, the use.
    package var range: SourceRange
    package var parent: Int?
    package var children: [Int] = []

    /// The parts the factory layer fills in, kept in one shared box (copied on the first change
    /// of a shared one): a view is copied out of the tree wherever a stage looks at it, and with
    /// these inline a copy would move a kilobyte and take a reference count per string and array
    /// in them.
    private var details = Details()

    package var appearance: Appearance {
        _read { yield details.parts.appearance.value }
        _modify {
            makeDetailsUnique()
            yield &details.parts.appearance.value
        }
    }
    /// The appearance's box, which the resolver hands to every view of a kind that looks alike.
    var sharedAppearance: Shared<Appearance> {
        get { details.parts.appearance }
        set {
            makeDetailsUnique()
            details.parts.appearance = newValue
        }
    }
    package var text: TextContent? {
        _read { yield details.parts.text }
        _modify {
            makeDetailsUnique()
            yield &details.parts.text
        }
    }
    package var size: SizeRules {
        _read { yield details.parts.size }
        _modify {
            makeDetailsUnique()
            yield &details.parts.size
        }
    }
    package var arrangement: Arrangement {
        _read { yield details.parts.arrangement }
        _modify {
            makeDetailsUnique()
            yield &details.parts.arrangement
        }
    }
    package var control: ControlState {
        _read { yield details.parts.control }
        _modify {
            makeDetailsUnique()
            yield &details.parts.control
        }
    }
    /// The node's plans, bound (a component body's root has the body's plans and the use's).
    package var layout: [BoundPlan] = []
    /// The view's fitting size from its children alone (a stack's sum of intrinsic sizes and
    /// spacings, a wrapper's child plus insets), for reports; the layout stage derives the real
    /// size from constraints.
    ///
    /// Nil on an axis it cannot tell.
    package var fittingSize: AxisPair<Double?> {
        _read { yield details.parts.fittingSize }
        _modify {
            makeDetailsUnique()
            yield &details.parts.fittingSize
        }
    }

    private struct Parts: Equatable {
        var appearance = Self.plainAppearance
        var text: TextContent?
        var size = SizeRules()
        var arrangement = Arrangement.free
        var control = ControlState.none
        var fittingSize: AxisPair<Double?> = AxisPair(nil)

        /// The appearance of views nothing styles (a table's cells, a two-column stack's columns).
        static let plainAppearance = Shared(Appearance())
    }

    /// Immutable while shared: every change to its parts follows `makeDetailsUnique()`, which
    /// copies a box that another view also holds.
    ///
    /// That is what makes it safe to send.
    private final class Details: Equatable, @unchecked Sendable {
        var parts: Parts

        init(_ parts: Parts = Parts()) { self.parts = parts }

        static func == (a: Details, b: Details) -> Bool { a === b || a.parts == b.parts }
    }

    private mutating func makeDetailsUnique() {
        if !isKnownUniquelyReferenced(&details) { details = Details(details.parts) }
    }

    package init(id: String, name: String?, scope: Int, kind: ViewKind, range: SourceRange) {
        self.init(id: id, name: name, scope: scope, kind: kind, traits: kind.traits, range: range)
    }

    /// With the kind's traits looked up already.
    init(id: String, name: String?, scope: Int, kind: ViewKind, traits: KindTraits, range: SourceRange) {
        self.id = id
        self.name = name
        self.scope = scope
        self.kind = kind
        self.traits = traits
        self.range = range
    }

    /// True for views whose content scrolls: the content may grow past the view's bounds.
    package var scrolls: Bool { traits.scrolling != .none }
    /// Where the view's lines of text sit: its text's own placement, else its kind's.
    package var textPlacement: KindTraits.TextPlacement { text?.placement ?? traits.textPlacement }
}
