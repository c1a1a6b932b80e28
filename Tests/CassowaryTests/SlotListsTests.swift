import Testing

@testable import Cassowary

/// The column index's pooled lists against an array of arrays: the same slots in the same order
/// after any mix of appends, prunes, clears and dropped lists, with nodes reused in between.
@Suite struct SlotListsTests {
    static func check(_ lists: SlotLists, _ model: [[Int32]], _ step: Int) {
        #expect(lists.count == model.count, "step \(step)")
        #expect(lists.lostNodes == 0, "step \(step)")
        for (list, slots) in model.enumerated() {
            #expect(lists.slots(in: list) == slots, "step \(step), list \(list)")
            for probe: Int32 in 0...9 {
                #expect(
                    lists.contains(probe, in: list) == slots.contains(probe), "step \(step), list \(list)")
            }
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomOperationsMatchArrays(seed: UInt64) {
        var g = SplitMix(state: seed)
        var lists = SlotLists()
        var model: [[Int32]] = []
        for step in 0..<2000 {
            let operation = model.isEmpty ? 0 : g.int(0...9)
            switch operation {
            case 0:
                lists.appendEmptyList()
                model.append([])
            case 1:
                let n = g.int(0...min(3, model.count))
                lists.removeLast(n)
                model.removeLast(n)
            case 2:
                let list = g.int(0...model.count - 1)
                lists.clear(list)
                model[list] = []
            case 3, 4:
                // A prune: some of the slots, possibly reordered, never more than the list holds.
                let list = g.int(0...model.count - 1)
                var kept = model[list].filter { _ in g.int(0...2) > 0 }
                if g.int(0...3) == 0 { kept.reverse() }
                lists.rewrite(list, with: kept)
                model[list] = kept
            default:
                let list = g.int(0...model.count - 1)
                let slot = Int32(g.int(0...9))
                lists.append(slot, to: list)
                model[list].append(slot)
            }
            Self.check(lists, model, step)
        }
    }

    @Test func listsKeepTheirOwnSlotsWhenNodesAreReused() {
        var lists = SlotLists()
        for _ in 0..<3 { lists.appendEmptyList() }
        for slot: Int32 in 0..<4 { lists.append(slot, to: 0) }
        lists.append(7, to: 1)
        lists.rewrite(0, with: [2])
        // Nodes freed by the prune go to lists 2 and 1; neither may see the other's or list 0's.
        for slot: Int32 in 4..<8 { lists.append(slot, to: 2) }
        lists.append(9, to: 1)
        lists.append(3, to: 0)
        #expect(lists.slots(in: 0) == [2, 3])
        #expect(lists.slots(in: 1) == [7, 9])
        #expect(lists.slots(in: 2) == [4, 5, 6, 7])
        lists.clear(2)
        lists.append(1, to: 2)
        #expect(lists.slots(in: 2) == [1])
        #expect(lists.slots(in: 0) == [2, 3])
    }
}
