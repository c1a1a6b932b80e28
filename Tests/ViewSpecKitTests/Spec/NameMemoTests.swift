import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The decoder's memo of kind and property lookups against the lookups themselves: the same
/// answer for every name, however the name's string is stored, in whichever context, after any
/// number of other names have taken its slot.
@Suite struct NameMemoTests {
    /// Names of every storage: small and large, ASCII or not, and large ones built anew each
    /// time (another buffer, the same text).
    static func name(_ index: Int) -> String {
        switch index % 5 {
        case 0: "k\(index)"
        case 1: "a longer name than fits inline \(index)"
        case 2: "é\(index)"
        case 3: String(repeating: "x", count: 20) + "\(index)"
        default: String("__\(index)__ with more text to be large".dropFirst(2))
        }
    }

    @Test func randomLookupsAnswerAsTheTableDoes() {
        var generator = SplitMix64(seed: 0x3E30_0001)
        // Some names are absent: a remembered miss must stay a miss, and only for its name.
        let table = Dictionary(
            uniqueKeysWithValues: (0..<600).filter { $0 % 7 != 0 }.map { (Self.name($0), $0) })
        var memo = NameMemo<Int?>()
        var lookups = 0
        for _ in 0..<200_000 {
            let index = Int.random(in: 0..<600, using: &generator)
            let context = UInt.random(in: 0..<3, using: &generator)
            let name = Self.name(index)
            let answer = memo.value(for: name, context: context) { name in
                lookups += 1
                return table[name].map { $0 * 10 + Int(context) }
            }
            #expect(answer == table[name].map { $0 * 10 + Int(context) }, "\(name) in \(context)")
        }
        // Remembered answers were used: most names repeat within the 256 slots' reach.
        #expect(lookups < 200_000)
    }

    @Test func theSameTextInAnotherBufferGetsTheSameAnswer() {
        var memo = NameMemo<String?>()
        let first = String(repeating: "label.body", count: 3)
        let second = String(repeating: "label.body", count: 3)
        #expect(memo.value(for: first) { _ in "found" } == "found")
        #expect(memo.value(for: second) { _ in "found" } == "found")
        #expect(memo.value(for: "label") { _ in nil } == nil)
        #expect(memo.value(for: "label") { _ in "looked up again" } == nil)
        #expect(memo.value(for: "label", context: 1) { _ in "other table" } == "other table")
    }
}
