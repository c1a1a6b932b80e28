#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// When one screen's work is worth sharing with a second thread: the solver's adds beside the
/// build (`SolverFeed`), half the audits beside the other half (`Audits.run`), half the layout
/// JSON's views beside the other half (`LayoutJSON`); and, by the file's size, libyaml's reading
/// beside the tree builder (`EventPrefetcher`).
package enum SecondCore {
    /// Screens with fewer views take a few milliseconds a stage: a second thread would not pay
    /// for waking it.
    static let smallestScreen = 500

    /// Read once: on Linux each `sysconf` call reads a file under /sys.
    package static let isAvailable: Bool = {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            return sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1
        #else
            return false
        #endif
    }()

    /// Whether a screen of `views` views shares its work.
    package static func pays(forViews views: Int) -> Bool { views >= smallestScreen && isAvailable }
}
