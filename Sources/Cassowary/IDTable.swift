/// Small integers by a process-wide id (`Variable.id`, `Constraint.id`), -1 for ids not in the
/// table.
///
/// Stored densely from the smallest id seen, not from zero: ids keep growing for the life of the
/// process, and a table from zero would make every solver of a long run (`viewspec validate` lays
/// out thousands of screens in one process) as large as all the ones before it.
///
/// Public for the solver's users that keep their own facts per constraint (the layout engine's
/// constraint origins): an array behind this is a fraction of a dictionary's size and cost.
public struct IDTable: Sendable {
    private var base = 0
    private var values: [Int32] = []

    /// An empty table: every id maps to -1.
    public init() {}

    /// The value stored for `id`, -1 when none is; setting grows the table to cover `id`.
    public subscript(id: Int) -> Int32 {
        get {
            let offset = id - base
            return offset >= 0 && offset < values.count ? values[offset] : -1
        }
        set {
            if values.isEmpty { base = id }
            if id < base {
                values.insert(contentsOf: repeatElement(-1, count: base - id), at: 0)
                base = id
            }
            let offset = id - base
            // Ids mostly arrive one after another: one append, not a generic one of a repetition.
            if offset == values.count {
                values.append(newValue)
                return
            }
            if offset > values.count {
                values.append(contentsOf: repeatElement(-1, count: offset + 1 - values.count))
            }
            values[offset] = newValue
        }
    }
}
