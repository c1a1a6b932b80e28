import Synchronization

private let variableCounter = Atomic<Int>(0)

/// An unknown of the linear system.
///
/// Variables are handles: two variables with the same name are still different unknowns. Each one
/// gets a process-wide, dense, increasing `id` at creation, so sorting by id is sorting by creation
/// order. The solver uses the id (never a hash of the handle) wherever an order matters, which keeps
/// results identical from run to run.
public final class Variable: Sendable, CustomStringConvertible {
    /// Used in error messages and by the command-line front end.
    public let name: String
    /// Creation order; unique for the lifetime of the process.
    public let id: Int

    public init(_ name: String = "") {
        self.name = name
        self.id = variableCounter.add(1, ordering: .relaxed).oldValue
    }

    public var description: String { name.isEmpty ? "v\(id)" : name }
}
