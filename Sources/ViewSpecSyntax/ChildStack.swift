import ViewSpecCore

/// The children of every open collection of a document, the innermost collection's last, in one
/// buffer shared by all of them.
///
/// A collection closes before its parent takes another child, so its children are always the top
/// of the stack, and `popArray(from:)` moves them out into an array of exactly their count. An
/// array per open collection would grow by doubling: an allocation and a copy per doubling, for
/// every mapping and sequence of the document, and up to half of each final array left unused.
struct ChildStack<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    mutating func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// Removes the elements from `start` on and returns them, in order.
    mutating func popArray(from start: Int) -> [Element] {
        precondition(start >= 0 && start <= count)
        let taken = count - start
        if taken == 0 { return [] }
        // Appended one by one into reserved room rather than through
        // `init(unsafeUninitializedCapacity:)`, whose allocation the standard library leaves
        // unspecialized: a type metadata lookup per array costs more than the moves.
        var result: [Element] = []
        result.reserveCapacity(taken)
        for index in start..<count { result.append((base + index).move()) }
        count = start
        return result
    }

    subscript(index: Int) -> Element {
        _read {
            precondition(index >= 0 && index < count)
            yield base[index]
        }
        _modify {
            precondition(index >= 0 && index < count)
            yield &base[index]
        }
    }

    /// The elements from `start` on, read in place.
    func withElements<R>(from start: Int, _ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        precondition(start >= 0 && start <= count)
        return try body(UnsafeBufferPointer(start: base + start, count: count - start))
    }
}
