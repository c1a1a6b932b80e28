import ViewSpecCore
import ViewSpecSyntax

/// Semantic checks that need the whole document but no layout: references between parts of
/// the spec (ids, components, palettes, styles, tokens) and structural rules of kinds.
package enum SpecChecker {
    /// Reports every problem of `spec` into `diagnostics`, in document order per check.
    package static func check(_ spec: Spec, diagnostics: inout DiagnosticBag) {
        _ = checkedWithTokenLint(spec, diagnostics: &diagnostics)
    }

    /// `check`, handing back the token lint over the nodes it walked, to run once the spec has
    /// resolved (it needs the resolved screen's palette).
    package static func checkedWithTokenLint(_ spec: Spec, diagnostics: inout DiagnosticBag) -> TokenLint {
        var checker = SpecCheck(spec: spec)
        checker.run()
        diagnostics.append(contentsOf: checker.diagnostics)
        return TokenLint(spec: spec, entries: checker.allNodes)
    }
}
