import ViewSpecCore
import ViewSpecSyntax

/// Answers to a lookup by name, remembered by the name's own bits, in front of a dictionary.
///
/// The decoder looks up a kind for every node and a property for every key, from a few dozen
/// distinct names: hashing each name again (SipHash over its bytes) would be most of the cost
/// of those lookups. Here a name's two words pick a slot and are compared as two integers.
///
/// Equal bits are always the same string: a small string's bits are its bytes, and a large
/// string's are its buffer, which the memo keeps alive by holding the name. Equal strings with
/// different bits (two buffers with the same text) only miss, and miss into the real lookup, so
/// an answer never depends on how a string is stored.
struct NameMemo<Value> {
    private static var slotCount: Int { 256 }

    private struct Key: Equatable {
        var low: UInt64
        var high: UInt64
        var context: UInt
    }

    private var keys: [Key?]
    /// Keeps each remembered name, and so the buffer its bits point at, alive.
    private var names: [String]
    private var values: [Value?]

    init() {
        keys = Array(repeating: nil, count: Self.slotCount)
        names = Array(repeating: "", count: Self.slotCount)
        values = Array(repeating: nil, count: Self.slotCount)
    }

    /// `lookUp(name)`, remembered for `name` within `context` (the object whose table it
    /// reads, or 0 for one table).
    mutating func value(for name: String, context: UInt = 0, lookUp: (String) -> Value) -> Value {
        let bits = unsafeBitCast(name, to: (UInt64, UInt64).self)
        let key = Key(low: bits.0, high: bits.1, context: context)
        var hash = (bits.0 ^ (bits.1 &* 0x100_0000_01B3) ^ UInt64(context)) &* 0x9E37_79B9_7F4A_7C15
        hash >>= 56
        let slot = Int(hash)
        // Unwrapped in place: binding `values[slot]` would copy the answer twice.
        if keys[slot] == key { return values[slot].unsafelyUnwrapped }
        let value = lookUp(name)
        keys[slot] = key
        names[slot] = name
        values[slot] = value
        return value
    }
}
