import ViewSpecCore
import ViewSpecSyntax

/// Semantic checks that need the whole document but no layout: references between parts of
/// the spec (ids, components, palettes, styles, tokens) and structural rules of kinds.
package enum SpecChecker {
    /// Reports every problem of `spec` into `diagnostics`, in document order per check.
    package static func check(_ spec: Spec, diagnostics: inout DiagnosticBag) {
        _ = checkedNodes(spec, diagnostics: &diagnostics)
    }

    /// `check`, handing back the nodes it walked, for the token lint to walk again rather than
    /// collect anew.
    package static func checkedNodes(_ spec: Spec, diagnostics: inout DiagnosticBag) -> [SpecCheck.Entry] {
        var checker = SpecCheck(spec: spec)
        checker.run()
        diagnostics.append(contentsOf: checker.diagnostics)
        return checker.allNodes
    }
}
