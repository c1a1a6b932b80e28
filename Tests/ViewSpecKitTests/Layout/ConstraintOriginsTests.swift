import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The layout engine's table of constraint origins against a dictionary: ids arrive in any
/// order (parallel layouts interleave the process-wide ids), some below the first one seen.
@Suite struct ConstraintOriginsTests {
    static func origin(_ n: Int) -> ConstraintOrigin {
        ConstraintOrigin(
            range: SourceRange(file: "t.yaml", at: SourcePosition(line: n, column: 1)), text: "rule \(n)",
            isWritten: n % 2 == 0)
    }

    @Test func agreesWithADictionary() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            var table = ConstraintOrigins()
            var model: [Int: Int] = [:]
            let start = Int.random(in: 1_000...100_000, using: &generator)
            for _ in 0..<200 {
                let id = start + Int.random(in: -300...300, using: &generator)
                if Int.random(in: 0..<10, using: &generator) == 0 {
                    table[id] = nil
                    model[id] = nil
                } else {
                    let n = Int.random(in: 1...1_000, using: &generator)
                    table[id] = Self.origin(n)
                    model[id] = n
                }
            }
            for id in (start - 310)...(start + 310) {
                #expect(table[id]?.range.lower.line == model[id])
                #expect(table[id]?.describe?() == model[id].map { "rule \($0)" })
            }
        }
    }

    /// Past one page of origins (`ConstraintOrigins.pageSize`): each reads back, including ones
    /// set again and ones removed, on every page.
    @Test func manyOriginsReadBackAcrossPages() {
        var table = ConstraintOrigins()
        let count = ConstraintOrigins.pageSize * 2 + 123
        let start = 5_000_000
        for k in 0..<count { table[start + k] = Self.origin(k + 1) }
        for k in stride(from: 0, to: count, by: 7) { table[start + k] = nil }
        for k in stride(from: 3, to: count, by: 11) { table[start + k] = Self.origin(k + 2) }
        for k in 0..<count {
            let expected: Int? = k % 11 == 3 ? k + 2 : k % 7 == 0 ? nil : k + 1
            #expect(table[start + k]?.range.lower.line == expected, "origin \(k)")
        }
        #expect(table[start + count] == nil)
    }

    /// A large screen keeps five or six origins per view until its layout ends.
    @Test func anOriginTakesFortyEightBytes() {
        #expect(MemoryLayout<ConstraintOrigin>.stride == 48)
    }

    @Test func theViewAndTheIntrinsicRulesReadBackAsSet() {
        var origin = Self.origin(1)
        #expect(origin.view == nil && origin.intrinsic == nil)
        for view in [0, 7, 123_456] {
            origin.view = view
            #expect(origin.view == view)
        }
        origin.view = nil
        #expect(origin.view == nil)
        for horizontal in [false, true] {
            for (hugs, resists) in [(true, false), (false, true), (true, true)] {
                origin.intrinsic = IntrinsicRules(
                    view: 42, isHorizontal: horizontal, hugs: hugs, resists: resists)
                #expect(origin.intrinsic?.view == 42)
                #expect(origin.intrinsic?.isHorizontal == horizontal)
                #expect(origin.intrinsic?.hugs == hugs)
                #expect(origin.intrinsic?.resists == resists)
            }
        }
        origin.intrinsic = nil
        #expect(origin.intrinsic == nil)
    }

    /// Past one page of rules (`LayoutRules.pageSize`): each reads back by the number it got.
    @Test func layoutRulesReadBackAcrossPages() {
        var rules = LayoutRules()
        let count = LayoutRules.pageSize * 2 + 5
        let numbers = (0..<count).map {
            rules.append(LayoutRule(.anchor($0, .width), .equal, constant: Double($0)))
        }
        #expect(numbers == Array(0..<count))
        for number in numbers { #expect(rules[number].constant == Double(number)) }
    }

    /// An origin names a layout rule or intrinsic rules, never both: they share their storage.
    @Test func theRuleReadsBackAsSetInsteadOfTheIntrinsicRules() {
        var origin = Self.origin(1)
        #expect(origin.rule == nil)
        origin.intrinsic = IntrinsicRules(view: 42, isHorizontal: true, hugs: true, resists: false)
        for rule in [0, 4_097, 2_000_000] {
            origin.rule = rule
            #expect(origin.rule == rule)
            #expect(origin.intrinsic == nil)
        }
        origin.intrinsic = IntrinsicRules(view: 42, isHorizontal: true, hugs: true, resists: false)
        #expect(origin.rule == nil)
        #expect(origin.intrinsic?.view == 42)
        origin.rule = 3
        origin.rule = nil
        #expect(origin.rule == nil && origin.intrinsic == nil)
    }
}
