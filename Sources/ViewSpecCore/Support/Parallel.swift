import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work spread over the machine's cores.
public enum Parallel {
    /// `transform` of 0..<count, run on every core; the results in index order.
    package static func map<Element: Sendable>(
        _ count: Int, _ transform: @escaping @Sendable (Int) -> Element
    ) -> [Element] {
        map(Array(0..<count), jobs: processorCount, transform)
    }

    /// The processors this process may run on (at least 1).
    public static var processorCount: Int {
        max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// The most threads one `map` starts: twice the processors.
    ///
    /// The work is computation, so
    /// threads beyond the cores only wait for them, and each takes an 8 MiB stack: a thousand
    /// of them exhaust a 4 GB address space.
    public static var maximumJobs: Int { 2 * processorCount }

    /// The threads `map` starts for `count` elements and `jobs` asked for: at most one per
    /// element and at most `maximumJobs`.
    package static func workerCount(jobs: Int, count: Int) -> Int {
        max(1, min(jobs, count, maximumJobs))
    }

    /// Runs `transform` on each element with at most `jobs` at a time (and at most
    /// `maximumJobs`); the results in input order, so what is printed never depends on which
    /// finished first.
    package static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], jobs: Int, _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        let workerCount = workerCount(jobs: jobs, count: elements.count)
        guard workerCount > 1 else { return elements.map(transform) }
        let state = Mutex((next: 0, results: [Result?](repeating: nil, count: elements.count)))
        let workers = (0..<workerCount).map { _ in
            // As deep a stack as the main thread's, which `--jobs 1` runs on: deeply nested specs
            // must not fail on one and pass on the other.
            WorkerThread(stackSize: 8 << 20) {
                while true {
                    let index = state.withLock { state -> Int? in
                        guard state.next < elements.count else { return nil }
                        state.next += 1
                        return state.next - 1
                    }
                    guard let index else { return }
                    let result = transform(elements[index])
                    state.withLock { $0.results[index] = result }
                }
            }
        }
        for worker in workers { worker.join() }
        return state.withLock { state in
            state.results.map { result in
                // Every index was taken by exactly one worker, and every worker has finished.
                guard let result else { preconditionFailure("an element was not transformed") }
                return result
            }
        }
    }
}
