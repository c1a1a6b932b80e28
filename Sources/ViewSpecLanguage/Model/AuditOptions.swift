import ViewSpecCore
import ViewSpecSyntax

/// The thresholds the audits judge a screen by, in one place: a plain value the spec's
/// `options: { audits: … }` and a configuration file's `rules:` set.
package struct AuditOptions: Sendable, Equatable {
    /// WCAG 2.2's two levels of text contrast (SC 1.4.3 and 1.4.6).
    package enum ContrastLevel: String, Sendable, Equatable, CaseIterable {
        case AA, AAA

        /// The least ratio for normal and for large text.
        package var textMinimum: (normal: Double, large: Double) {
            switch self {
            case .AA: (4.5, 3)
            case .AAA: (7, 4.5)
            }
        }
    }

    /// Apple's Human Interface Guidelines ask for 44 × 44 pt; Material asks for 48 × 48 dp.
    package static let appleTapTarget = 44.0
    package static let materialTapTarget = 48.0
    /// Apple's smallest default text size (caption2, 11 pt), the floor shrink-to-fit is judged by.
    package static let smallestTextSize = 11.0

    package var minimumTapTarget: Double
    package var contrast: ContrastLevel
    package var minimumTextSize: Double

    package init(
        minimumTapTarget: Double = appleTapTarget, contrast: ContrastLevel = .AA,
        minimumTextSize: Double = smallestTextSize
    ) {
        self.minimumTapTarget = minimumTapTarget
        self.contrast = contrast
        self.minimumTextSize = minimumTextSize
    }

    /// WCAG 2.2 SC 1.4.11: the boundary of a control against what surrounds it, at either level.
    package static let nonTextMinimum = 3.0
}
