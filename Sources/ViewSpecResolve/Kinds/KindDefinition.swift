import ViewSpecCore
import ViewSpecLanguage

/// What the resolver makes of one built-in kind: its factory (defaults, text, default plans,
/// build), its traits and the notes `viewspec kinds` adds.
///
/// `BuiltinKind.definition` returns one per kind; the family files (`KindDefinition+Text` and the
/// others) make them. What the spec language says of the kind is its `KindSignature`, in the spec
/// stage.
package struct KindDefinition: Sendable {
    package var factory: KindFactory
    package var traits: KindTraits
    /// What the factory does that its defaults cannot say, for `viewspec kinds`.
    package var notes: String?

    init(traits: KindTraits = KindTraits(), notes: String? = nil, factory: KindFactory) {
        self.traits = traits
        self.notes = notes
        self.factory = factory
    }
}

/// What a kind is besides its properties: facts the layout stage and the emitters read instead
/// of testing kind names.
package struct KindTraits: Sendable, Equatable {
    /// How UIKit draws the view itself, which the ASCII emitter shows as a box.
    package enum Surface: Sendable, Equatable {
        /// Nothing of its own beyond what its properties say.
        case none
        /// A shape of its own whatever its fill (a FAB, a card, a table).
        case outline
        /// A shape whose content also hides what is below it without a fill (an input, an image).
        case opaque
    }

    /// Whether the content may grow past the view's bounds.
    package enum Scrolling: Sendable, Equatable {
        case none
        /// Only down: the content is as wide as the view (tables, pages, text views).
        case vertical
        /// Both ways: the content is as big as the children make it (a plain scroll view).
        case free
    }

    /// Where the view's lines of text start.
    package enum TextPlacement: Sendable, Equatable {
        /// Centred vertically, as UILabel, UIButton and UITextField centre them.
        case centered
        /// At the top, below half the text's vertical padding (UITextView's container inset).
        case top
        /// Centred vertically in the part of the frame below the text's vertical padding, all of
        /// which lies above the lines (a navigation bar's large title under its inline bar).
        case belowPadding
    }

    /// How a border is drawn.
    package enum BorderPath: Sendable, Equatable {
        /// A layer's border: inside the bounds.
        case inside
        /// A shape layer stroked along the frame, half outside, rounded as its content
        /// (UIContainer's Dashed).
        case alongFrame
    }

    package var surface: Surface
    package var scrolling: Scrolling
    /// Clips its children to its rounded bounds whatever `clipsToBounds` says.
    package var clipsChildren: Bool
    package var textPlacement: TextPlacement
    package var border: BorderPath
    /// A line under each child row, inset this far from the leading edge (UITableView's
    /// separator); nil for none.
    package var rowSeparatorInset: Double?
    /// Something a person taps, types in or drags (a button, an input, a switch): the tap-target
    /// and control-boundary audits judge it.
    package var interactive: Bool

    package init(
        surface: Surface = .none, scrolling: Scrolling = .none, clipsChildren: Bool = false,
        textPlacement: TextPlacement = .centered, border: BorderPath = .inside,
        rowSeparatorInset: Double? = nil, interactive: Bool = false
    ) {
        self.surface = surface
        self.scrolling = scrolling
        self.clipsChildren = clipsChildren
        self.textPlacement = textPlacement
        self.border = border
        self.rowSeparatorInset = rowSeparatorInset
        self.interactive = interactive
    }
}
