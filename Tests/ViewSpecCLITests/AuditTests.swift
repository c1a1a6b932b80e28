import Foundation
import Testing

/// `validate` on the audits' specs reports the same on every run, process after process.
///
/// What each audit finds, and that its findings are warnings, is ViewSpecKitTests'
/// (Audit/AuditFindingsTests); --warnings-as-errors is ValidateCommandTests'.
@Suite struct AuditTests {
    @Test func findingsAreTheSameOnEveryRun() throws {
        let first = try Viewspec.run([
            "validate", "specs/audits/navy-palette.yaml", "specs/audits/token-lint.yaml",
        ])
        let second = try Viewspec.run([
            "validate", "specs/audits/navy-palette.yaml", "specs/audits/token-lint.yaml",
        ])
        #expect(first.stderr == second.stderr)
    }
}
