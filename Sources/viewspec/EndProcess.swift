#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends the process at once with EXIT_FAILURE or EXIT_SUCCESS, without taking apart what is in
/// memory (see `LayoutCommand.run`).
///
/// A free function: inside a command, `exit` is the argument
/// parser's.
func endProcess(failed: Bool) -> Never {
    exit(failed ? EXIT_FAILURE : EXIT_SUCCESS)
}
