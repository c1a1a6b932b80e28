import Foundation
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The checker on long chains and many uses of them: time about linear in the spec's size.
@Suite struct SpecCheckerScaleTests {
    /// A use of a named style must not walk its whole `extends` chain to find the properties the
    /// node's kind lacks: 2,000 uses of a 2,000-style chain would be 4,000,000 steps.
    @Test func manyUsesOfALongStyleChainAreCheckedOnce() {
        let count = 2000
        var text = "viewspec: 1\nstyles:\n"
        for index in 0..<count {
            let extends = index + 1 < count ? "extends: s\(index + 1), " : ""
            let lines = index == count - 1 ? "lines: 2, " : ""
            text += "  .s\(index): { \(extends)\(lines)cornerRadius: 1 }\n"
        }
        text += "root:\n  stack.vertical:\n    children:\n"
        for _ in 0..<count { text += "      - view: { style: s0 }\n" }
        let start = Date()
        let run = runSpec(text)
        let seconds = Date().timeIntervalSince(start)
        // The chain's last style sets `lines`, which a view lacks: one error per use.
        #expect(run.ids.filter { $0 == "style-property-not-applicable" }.count == count)
        #expect(run.messages.first == "style 's\(count - 1)' sets 'lines', which 'view' does not have")
        #expect(seconds < 4, "took \(seconds) s")
    }

    /// The flat form's checks look the declared and the placed views up, not search them once
    /// per entry.
    @Test func aLargeFlatFormIsCheckedInLinearTime() {
        let count = 8000
        var text = "viewspec: 1\nviews:\n  screen: { stack.vertical: {} }\n"
        for index in 0..<count { text += "  v\(index): { view: {} }\n" }
        text += "hierarchy:\n  screen:\n"
        for index in 0..<count { text += "    - v\(index)\n" }
        text += "    - v0\n"
        let start = Date()
        let run = runSpec(text)
        let seconds = Date().timeIntervalSince(start)
        #expect(run.ids == ["view-placed-twice"])
        #expect(seconds < 4, "took \(seconds) s")
    }
}
