import ViewSpecCore
import ViewSpecSyntax

/// The view or guide a constraint relates to, as written; which view it is gets resolved later,
/// when the tree (and so `parent` and `previous`) is known.
package struct PlanTarget: Sendable, Equatable {
    package enum Subject: Sendable, Equatable {
        /// A view id, checked against the document's ids after decoding.
        case view(String)
        case parent
        /// `self`: the node that owns the plan.
        case this
        /// Draftsman's previous view: the one planned before this node in depth-first order.
        case previous
    }

    /// Draftsman's keyboard guides (`.keyboard`, `.keyboardSafeArea`), which belong to the
    /// parent.
    package enum KeyboardGuide: String, Sendable, Equatable {
        /// The keyboard's frame; while hidden, its top is the safe area's bottom (UIKit's
        /// keyboard layout guide).
        case keyboard
        /// The parent's safe area less the part the keyboard covers.
        case keyboardSafeArea
    }

    package var subject: Subject
    /// `safeArea` (the parent's guide), `self.safeArea`, `previous.safeArea`, `<id>.safeArea`.
    package var isSafeArea: Bool
    /// `keyboard` or `keyboardSafeArea` (with `subject` the parent).
    package var keyboardGuide: KeyboardGuide?
    /// True when the spec named no target and the form's default (`parent`) applies; `range` is
    /// then the place of the value the default was taken for.
    package var isImplicit: Bool
    package var range: SourceRange

    package init(_ subject: Subject, safeArea: Bool = false, implicit: Bool = false, range: SourceRange) {
        self.subject = subject
        self.isSafeArea = safeArea
        self.isImplicit = implicit
        self.range = range
    }

    /// The target as a spec writes it (`parent`, `title.safeArea`, `safeArea`).
    package var text: String {
        if let keyboardGuide { return keyboardGuide.rawValue }
        let base: String
        switch subject {
        case .view(let id): base = id
        case .parent: base = isSafeArea ? "" : "parent"
        case .this: base = "self"
        case .previous: base = "previous"
        }
        guard isSafeArea else { return base }
        return base.isEmpty ? "safeArea" : base + ".safeArea"
    }

    /// The view id, when the target names one.
    package var viewID: String? {
        if case .view(let id) = subject { return id }
        return nil
    }
}

/// An anchor of a target: the second item of a constraint (`title.bottom`, `safeArea.top`).
package struct AnchorReference: Sendable, Equatable {
    package var target: PlanTarget
    package var anchor: LayoutAnchor
    /// The whole reference as written, or the value it was implied by.
    package var range: SourceRange

    package init(target: PlanTarget, anchor: LayoutAnchor, range: SourceRange) {
        self.target = target
        self.anchor = anchor
        self.range = range
    }
}

/// The constant of a constraint as written: a number, or a token that may be subtracted
/// (`- $eight`), which cannot be folded into a sign until tokens are resolved.
package struct PlanConstant: Sendable, Equatable {
    /// Points already carry their sign; a reference's sign is `isNegated`.
    package var length: Length
    package var isNegated: Bool
    package var range: SourceRange

    package init(_ length: Length, negated: Bool = false, range: SourceRange) {
        self.length = length
        self.isNegated = negated
        self.range = range
    }

    /// The value in points, given how tokens resolve; nil when a token does not.
    package func value(resolving token: (String) -> Double?) -> Double? {
        switch length {
        case .points(let value): return value
        case .reference(let name, _): return token(name).map { isNegated ? -$0 : $0 }
        }
    }
}
