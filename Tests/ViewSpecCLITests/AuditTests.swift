import Foundation
import Testing

/// `validate` on the audits' specs: findings are warnings (exit 0, or 1 with
/// --warnings-as-errors), reported the same on every run.
///
/// What each audit finds is
/// ViewSpecKitTests' (Audit/AuditFindingsTests).
@Suite struct AuditTests {
    @Test func auditsAreWarnings() throws {
        let plain = try Viewspec.run(["validate", "specs/audits/navy-palette.yaml"])
        #expect(plain.status == 0)
        #expect(plain.stderr.contains("specs/audits/navy-palette.yaml:13:45: warning: the text of 'hint'"))
        let strict = try Viewspec.run(["validate", "--warnings-as-errors", "specs/audits/navy-palette.yaml"])
        #expect(strict.status == 1)
    }

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
