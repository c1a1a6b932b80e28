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
    public var name: String {
        suffix.utf8CodeUnitCount == 0 ? base : base + suffix.description
    }
    /// Creation order; unique for the lifetime of the process.
    public let id: Int

    private let base: String
    private let suffix: StaticString

    /// A new unknown, named `name` in messages; the name need not be unique.
    public init(_ name: String = "") {
        self.base = name
        self.suffix = ""
        self.id = variableCounter.add(1, ordering: .relaxed).oldValue
    }

    /// Named `base` followed by `suffix` (`title` and `.width`), joined only when the name is
    /// read: a layout names four or more variables per view after the view's id, and joining
    /// each up front would cost an allocation per variable for a name that no report may read.
    public init(_ base: String, suffix: StaticString) {
        self.base = base
        self.suffix = suffix
        self.id = variableCounter.add(1, ordering: .relaxed).oldValue
    }

    /// The name, or `v` and the id for an unnamed variable.
    public var description: String { name.isEmpty ? "v\(id)" : name }
}
