import ViewSpecCore
import ViewSpecLanguage

/// The resolved view tree: what the layout stage receives.
///
/// Views are stored depth first (a parent before its children, children in document order),
/// so `views[0]` is the root and indices are stable handles for the layout stage.
public struct ResolvedTree: Sendable {
    package var views: [ResolvedView]
    /// Name scopes: scope 0 is the document; each component use and each table row opens one.
    package var scopes: [NameScope]
    /// The document's top-level `constraints` (and those of embedded specs), bound.
    package var constraints: [BoundPlan]
    package var palette: ResolvedPalette
    /// The document's tokens (plans and devices carry their lengths already).
    package var tokens: TokenTable
    package var contentSize: ContentSizeCategory
    package var direction: LayoutDirection
    /// Light or dark: the variant the palette's dynamic roles were resolved in.
    package var appearance: ColorAppearance
    package var autoPriorities: Bool
    /// VFL's `-` between siblings and next to `|`, already in the bound lines; kept for the
    /// resolved dump.
    package var standardSpacing: Double
    package var superviewSpacing: Double
    /// The spec's devices in document order, or the default, with sizes and safe areas decided.
    package var devices: [Device]

    package var root: ResolvedView { views[0] }

    /// The children of the view at `index` back to front: by `zIndex`, and in document order
    /// among equal ones (a stable sort, as Core Animation orders sibling layers).
    ///
    /// Every stage that draws or hit-tests asks here. It lives beside the views so that reading a
    /// child's `zIndex` is a field access: from another module it goes through the view's
    /// accessor, which copies the whole view out of the array on every comparison of a sort.
    package func drawingOrder(of index: Int) -> [Int] {
        let children = views[index].children
        guard children.count > 1 else { return children }
        let keys = children.map { views[$0].appearance.zIndex }
        guard keys.contains(where: { $0 != keys[0] }) else { return children }
        let order = children.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
        return order.map { children[$0] }
    }

    /// Whether the nearest background behind view `index` (its own or an ancestor's, at least half
    /// opaque; a gradient by its flat colour) is dark, `window` where no view draws one: for
    /// chrome that adapts to what it sits on.
    package func isDark(behind index: Int, window: RGBA) -> Bool {
        Self.isDark(behind: index, in: views, window: window)
    }

    package static func isDark(behind index: Int, in views: [ResolvedView], window: RGBA) -> Bool {
        var current: Int? = index
        while let view = current {
            switch views[view].appearance.background {
            case .color(let color)? where color.alpha >= 0.5: return isDark(color)
            case .gradient(let gradient)?: return isDark(gradient.flatColor)
            default: current = views[view].parent
            }
        }
        return isDark(window)
    }

    /// Whether `color` is below half of white's luma, weighing its stored components as BT.709 does.
    package static func isDark(_ color: RGBA) -> Bool {
        0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue < 0.5
    }

    /// The keyboard the screen shows when it shows one: the first input's in the tree's order
    /// (the spec language has no focus, so the first input stands for the focused one), the
    /// default QWERTY keyboard when no input names one.
    package var keyboardType: SoftwareKeyboard.KeyboardType {
        for view in views {
            switch view.control {
            case .textField(let keyboard, _, _), .textInput(let keyboard):
                return SoftwareKeyboard.KeyboardType(named: keyboard)
            default: continue
            }
        }
        return .default
    }

    /// Per view, whether it is hidden or inside a hidden view (views come after their parents).
    package func hiddenInTree() -> [Bool] {
        var hidden = [Bool](repeating: false, count: views.count)
        for (index, view) in views.enumerated() {
            hidden[index] = view.appearance.isHidden || view.parent.map { hidden[$0] } == true
        }
        return hidden
    }

    /// The view a plan in `scope` names `name`: the innermost scope that has it wins.
    package func view(named name: String, in scope: Int) -> Int? {
        scopes.view(named: name, in: scope)
    }

    /// A `$name` length in `scope`: a parameter or row field that holds a number, else a
    /// padding token.
    package func points(_ name: String, in scope: Int) -> Double? {
        scopes.points(name, in: scope)
    }
}

extension [NameScope] {
    /// The view a plan in `scope` names `name`: the innermost scope that has it wins.
    func view(named name: String, in scope: Int) -> Int? {
        var current: Int? = scope
        while let index = current {
            if let view = self[index].views[name] { return view }
            current = self[index].parent
        }
        return nil
    }

    /// A `$name` length in `scope`: a parameter or row field that holds a number, else a
    /// padding token of the scope's document.
    func points(_ name: String, in scope: Int) -> Double? {
        var current: Int? = scope
        while let index = current {
            if let value = self[index].lengths[name] { return value }
            current = self[index].parent
        }
        return self[scope].tokens.points(name)
    }
}

/// The names one scope defines.
///
/// Looked up by name only, never iterated, so no dictionary order reaches the output.
package struct NameScope: Sendable {
    package var parent: Int?
    /// View ids written in this scope, to view indices.
    package var views: [String: Int] = [:]
    /// Parameters and row fields that are numbers, for `$name` constants in plans.
    package var lengths: [String: Double] = [:]
    /// What ids written in this scope are prefixed with in the output (`email/`); empty for
    /// the document.
    package var prefix: String
    /// The tokens of the document the scope belongs to (an embedded spec has its own).
    package var tokens: TokenTable

    package init(parent: Int?, prefix: String = "", tokens: TokenTable) {
        self.parent = parent
        self.prefix = prefix
        self.tokens = tokens
    }
}

/// A plan item as written, with the scope its view names and `$` constants are read in, until
/// the resolver binds it.
struct ScopedPlan: Sendable, Equatable {
    var item: PlanItem
    var scope: Int

    init(_ item: PlanItem, scope: Int) {
        self.item = item
        self.scope = scope
    }
}
