#if canImport(Glibc)
    import Glibc
#endif

/// Malloc's arenas under an address-space limit.
///
/// glibc gives each thread that allocates an arena of its own and reserves 64 MiB of address
/// space for it. Under a `ulimit -v` with no room for those reservations, every allocation of a
/// worker thread tries again to make one, and a run on several threads takes many times as long
/// (`snapshot verify` of 1,000 specs under 80 MiB, on 2 threads: 32 s, against 1.2 s with one
/// arena). Under a limit, every thread shares the main arena: the limit then bounds what
/// viewspec allocates, and threads only contend for the allocator, which costs far less here.
enum MallocArenas {
    static func shareUnderAddressSpaceLimit() {
        #if canImport(Glibc)
            var limit = rlimit()
            guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0,
                limit.rlim_cur != rlim_t.max  // RLIM_INFINITY
            else { return }
            // mallopt is not in Swift's Glibc module; M_ARENA_MAX is -8 in glibc's malloc.h.
            guard let symbol = dlsym(nil, "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
            _ = mallopt(-8, 1)
        #endif
    }
}
