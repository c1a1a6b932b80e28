import Dispatch

/// Work spread over the machine's cores.
public enum Parallel {
    /// `transform` of 0..<count, run on every core; the results in index order.
    public static func map<Element: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Element)
        -> [Element]
    {
        guard count > 1 else { return (0..<count).map(transform) }
        var results = [Element?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = Slots(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.buffer[index] = transform(index)
            }
        }
        return results.map { result in
            guard let result else {
                preconditionFailure("concurrentPerform ran every index before returning")
            }
            return result
        }
    }

    /// Each iteration writes its own slot only, so sharing the buffer is safe.
    private struct Slots<Element>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Element?>
    }
}
