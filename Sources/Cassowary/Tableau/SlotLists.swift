/// Many short lists of row slots in one pool of nodes: the tableau's column index.
///
/// The index keeps two lists per symbol, most of them a few slots long. As arrays each list would
/// be a heap allocation of its own (a 32-byte header and malloc's rounding around a dozen bytes of
/// slots) and the arrays of them 16 bytes a symbol; here a list is one `Int32`, the node
/// it ends with, whose `next` leads back to its first node (a ring: appending needs no second
/// index), and the nodes a list gives up are reused by the next appends.
struct SlotLists {
    struct Node {
        var slot: Int32
        var next: Int32
    }

    /// Last node of each list, -1 for an empty one.
    private var tails: [Int32] = []
    private var nodes: [Node] = []
    /// Unused nodes, chained through `next` and ended by -1.
    private var firstFree: Int32 = -1

    var count: Int { tails.count }

    mutating func appendEmptyList() { tails.append(-1) }

    /// Room for `count` lists in all.
    mutating func reserveLists(_ count: Int) { tails.reserveCapacity(count) }

    /// Drops the last `n` lists, returning their nodes to the pool.
    mutating func removeLast(_ n: Int) {
        for list in tails.count - n..<tails.count { clear(list) }
        tails.removeLast(n)
    }

    mutating func append(_ slot: Int32, to list: Int) {
        let node: Int32
        if firstFree >= 0 {
            node = firstFree
            firstFree = nodes[Int(node)].next
            nodes[Int(node)].slot = slot
        } else {
            node = Int32(nodes.count)
            nodes.append(Node(slot: slot, next: node))
        }
        let tail = tails[list]
        if tail >= 0 {
            nodes[Int(node)].next = nodes[Int(tail)].next
            nodes[Int(tail)].next = node
        } else {
            nodes[Int(node)].next = node
        }
        tails[list] = node
    }

    /// Empties `list` in O(1): its ring is opened after the tail and put in front of the pool.
    mutating func clear(_ list: Int) {
        let tail = tails[list]
        guard tail >= 0 else { return }
        let head = nodes[Int(tail)].next
        nodes[Int(tail)].next = firstFree
        firstFree = head
        tails[list] = -1
    }

    /// Makes `list` hold exactly `slots`, which must be no longer than it: its first nodes are
    /// rewritten and the rest returned to the pool, so pruning a list allocates nothing.
    mutating func rewrite(_ list: Int, with slots: [Int32]) {
        if slots.isEmpty {
            clear(list)
            return
        }
        let tail = tails[list]
        let head = nodes[Int(tail)].next
        var node = head
        var last = head
        for slot in slots {
            nodes[Int(node)].slot = slot
            last = node
            node = nodes[Int(node)].next
        }
        if last != tail {
            nodes[Int(tail)].next = firstFree
            firstFree = nodes[Int(last)].next
        }
        nodes[Int(last)].next = head
        tails[list] = last
    }

    /// First node of `list`, -1 when it is empty; walk on with `next(after:in:)`.
    @inline(__always) func first(of list: Int) -> Int32 {
        let tail = tails[list]
        return tail >= 0 ? nodes[Int(tail)].next : -1
    }

    /// The node after `node` in `list`, -1 after its last.
    @inline(__always) func next(after node: Int32, in list: Int) -> Int32 {
        node == tails[list] ? -1 : nodes[Int(node)].next
    }

    @inline(__always) func slot(at node: Int32) -> Int32 { nodes[Int(node)].slot }

    /// The slots of `list` in the order they were appended.
    func slots(in list: Int) -> [Int32] {
        var out: [Int32] = []
        var node = first(of: list)
        while node >= 0 {
            out.append(slot(at: node))
            node = next(after: node, in: list)
        }
        return out
    }

    /// Nodes neither in a list nor in the pool (for tests: a prune or clear that loses nodes
    /// leaks them for the life of the solver).
    var lostNodes: Int {
        var free = 0
        var node = firstFree
        while node >= 0 {
            free += 1
            node = nodes[Int(node)].next
        }
        var listed = 0
        for list in tails.indices { listed += slots(in: list).count }
        return nodes.count - free - listed
    }

    func contains(_ slot: Int32, in list: Int) -> Bool {
        var node = first(of: list)
        while node >= 0 {
            if self.slot(at: node) == slot { return true }
            node = next(after: node, in: list)
        }
        return false
    }
}
