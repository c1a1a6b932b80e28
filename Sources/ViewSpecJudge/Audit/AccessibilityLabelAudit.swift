import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// `missing-accessibility-label`: a button that shows only an image, or an image, with nothing
/// for VoiceOver to read: no `accessibilityLabel`, and for an image no `accessibilityHidden`.
struct AccessibilityLabelAudit: ScreenAudit {
    var rule: String { "missing-accessibility-label" }

    func audit(_ screen: AuditedScreen, into findings: inout AuditFindings) {
        for (index, view) in screen.tree.views.enumerated() where !screen.hidden[index] {
            let appearance = view.appearance
            guard appearance.accessibilityLabel?.isEmpty ?? true, !appearance.isAccessibilityHidden else {
                continue
            }
            let hasText = !(view.text?.string.isEmpty ?? true) && view.text?.role != .placeholder
            switch view.control {
            case .button(let image?) where !hasText, .fab(let image?) where !hasText:
                findings.warn(about: index, at: view.range) { id in
                    .missingAccessibilityLabel(id, imageButton: image)
                }
            case .image(let name):
                findings.warn(about: index, at: view.range) { id in
                    .missingAccessibilityLabel(id, image: name)
                }
            default:
                break
            }
        }
    }
}

extension DiagnosticMessage {
    static func missingAccessibilityLabel(_ id: String, imageButton image: String) -> Self {
        Self(
            id: .missingAccessibilityLabel,
            "the button '\(id)' shows only the image '\(image)' and has no accessibilityLabel for VoiceOver to read"
        )
    }

    static func missingAccessibilityLabel(_ id: String, image: String?) -> Self {
        Self(
            id: .missingAccessibilityLabel,
            "the image '\(id)'\(image.map { " ('\($0)')" } ?? "") has no accessibilityLabel; give it one, or accessibilityHidden: true if it is decoration"
        )
    }
}
