import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A POSIX thread with a stack of a chosen size, started at once and joined by `join()`.
///
/// Not one of Dispatch's worker threads: work that waits on its partner (the folder's files, a
/// parser handing events to the tree builder) must not wait for a pool thread that all the
/// waiters occupy, and Dispatch's threads have a fixed, smaller stack.
package final class WorkerThread {
    private var thread: pthread_t?

    /// Starts `body` on a new thread; where none can be made, runs it here, so the work is
    /// still done.
    package convenience init(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
        let body = Body(body)
        if let thread = Self.start(stackSize: stackSize, body) {
            self.init(thread)
        } else {
            body.run()
            self.init(nil)
        }
    }

    /// Starts `body` on a new thread; nil, and `body` not run, where none can be made: for work
    /// that needs a partner running beside it.
    package static func startIfPossible(stackSize: Int, _ body: @escaping @Sendable () -> Void)
        -> WorkerThread?
    {
        start(stackSize: stackSize, Body(body)).map(WorkerThread.init)
    }

    private init(_ thread: pthread_t?) { self.thread = thread }

    /// Waits until the thread's work has ended; at once if it has, or if it ran on the caller.
    package func join() {
        if let thread { pthread_join(thread, nil) }
        thread = nil
    }

    private static func start(stackSize: Int, _ body: Body) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(body).toOpaque()
        #if canImport(Glibc)
            var created = pthread_t()
        #else
            var created: pthread_t?
        #endif
        let status = pthread_create(
            &created, &attributes,
            { context in
                // Optional on Linux, not on Darwin.
                let pointer: UnsafeMutableRawPointer? = context
                guard let pointer else {
                    preconditionFailure("the thread is given the retained body's address")
                }
                Unmanaged<Body>.fromOpaque(pointer).takeRetainedValue().run()
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        return created
    }

    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}

extension DispatchSemaphore {
    /// A semaphore counting `count` free places for a producer and its consumer.
    ///
    /// Made at 0 and signalled `count` times: Dispatch traps on freeing a semaphore whose count is
    /// below the one it was made with, which a producer's last waits leave it.
    package static func counting(_ count: Int) -> DispatchSemaphore {
        let semaphore = DispatchSemaphore(value: 0)
        for _ in 0..<count { semaphore.signal() }
        return semaphore
    }
}
