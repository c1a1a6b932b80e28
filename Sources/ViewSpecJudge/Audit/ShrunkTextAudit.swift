import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// `shrunk-text`: shrink-to-fit took text below the smallest size it should have (11 pt,
/// Apple's smallest text style, caption2; `options.audits.minimumTextSize`).
struct ShrunkTextAudit: ScreenAudit {
    var rule: String { "shrunk-text" }

    func audit(_ screen: AuditedScreen, into findings: inout AuditFindings) {
        for (index, view) in screen.tree.views.enumerated() where screen.isShown(index) {
            guard let text = view.text, let set = screen.layout.views[index].text, set.scale < 1,
                set.font.size < screen.options.minimumTextSize - 0.0005
            else { continue }
            let (minimum, written, shown, scale) = (
                screen.options.minimumTextSize, text.font.size, set.font.size, set.scale
            )
            findings.warn(about: index, at: text.range == .builtIn ? view.range : text.range) { id in
                .shrunkText(
                    id, written: written, shown: shown, scale: scale, minimum: minimum
                )
            }
        }
    }
}

extension DiagnosticMessage {
    static func shrunkText(_ id: String, written: Double, shown: Double, scale: Double, minimum: Double)
        -> Self
    {
        Self(
            id: .shrunkText,
            "the text of '\(id)' shrinks from \(LayoutFormat.number(written)) pt to \(LayoutFormat.number(shown)) pt (scale \(NumberText.plain((scale * 1000).rounded() / 1000))) to fit, below the \(LayoutFormat.number(minimum)) pt minimum"
        )
    }
}
