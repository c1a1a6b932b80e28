/// What a tableau symbol stands for.
///
/// Symbols themselves are dense `Int32` ids (allocation order), so every tie-break "lowest id
/// first" is "oldest first" and needs no hashing.
enum SymbolKind: UInt8 {
    /// A user variable; unrestricted in sign.
    case external
    /// The slack of an inequality; >= 0.
    case slack
    /// The violation of a soft constraint; >= 0 and weighted in the objective of its priority.
    case error
    /// Marker of a required equality; fixed at 0, never enters the basis. Only present when the
    /// tableau keeps equality markers (conflict explanation); the fast path eliminates them.
    case dummy
    /// Phase-one helper while a constraint without an obvious subject is added; >= 0.
    case artificial

    /// Restricted symbols must stay >= 0 when basic.
    var isRestricted: Bool { self != .external }
    /// May enter the basis during optimisation.
    var isPivotable: Bool { self == .slack || self == .error }
}

typealias SymbolID = Int32

let noSymbol: SymbolID = -1
