import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The parser's shared stack of open collections' children against an array of arrays doing
/// the same pushes, edits and pops: the same elements, in the same order, and none leaked or
/// freed twice.
@Suite struct ChildStackTests {
    /// Counts live instances, so a leak or a double free shows up as a wrong count.
    final class Tracked {
        nonisolated(unsafe) static var live = 0
        let value: Int
        init(_ value: Int) {
            self.value = value
            Self.live += 1
        }
        deinit { Self.live -= 1 }
    }

    @Test func randomPushesAndPopsMatchNestedArrays() {
        var generator = SplitMix64(seed: 0x5EED_C411)
        for _ in 0..<2_000 {
            var stack = ChildStack<String>(capacity: Int.random(in: 0...4, using: &generator))
            // The model: one array per open collection, innermost last.
            var open: [[String]] = [[]]
            var starts = [0]
            for step in 0..<Int.random(in: 0...300, using: &generator) {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<5:
                    // Long enough that some strings are on the heap, not inline.
                    let text = String(repeating: "x", count: step % 40) + "\(step)"
                    stack.append(text)
                    open[open.count - 1].append(text)
                case 5..<7:
                    open.append([])
                    starts.append(stack.count)
                case 7:
                    guard !open[open.count - 1].isEmpty else { break }
                    let index = Int.random(in: 0..<open[open.count - 1].count, using: &generator)
                    stack[starts[starts.count - 1] + index] += "!"
                    open[open.count - 1][index] += "!"
                default:
                    guard open.count > 1 else { break }
                    let popped = stack.popArray(from: starts.removeLast())
                    #expect(popped == open.removeLast())
                }
                #expect(stack.count == open.joined().count)
                let top = stack.withElements(from: starts[starts.count - 1]) { Array($0) }
                #expect(top == open[open.count - 1])
            }
            #expect(stack.popArray(from: 0) == Array(open.joined()))
            #expect(stack.count == 0)
        }
    }

    @Test func elementsAreFreedOnceWhetherPoppedOrLeft() {
        let before = Tracked.live
        do {
            var stack = ChildStack<Tracked>(capacity: 1)
            for i in 0..<100 { stack.append(Tracked(i)) }
            #expect(Tracked.live == before + 100)
            let popped = stack.popArray(from: 60)
            #expect(popped.map(\.value) == Array(60..<100))
            #expect(stack.popArray(from: stack.count).isEmpty)
            #expect(Tracked.live == before + 100)
            _ = popped
            // The 60 left behind go with the stack.
        }
        #expect(Tracked.live == before)
    }
}
