import Cassowary

/// Reads the common shape of a system straight from the bytes into a `SystemFile`, without the
/// tape: names without escapes, constraints with the four keys kiwi_solve.py writes, string
/// strengths, no edits.
///
/// Anything else, valid or not, makes it give up (nil), and the general reader then reads the whole
/// document again and reports any problem as before. So it only has to be right about what it
/// accepts: a valid document, read to the same system.
///
/// Skipping the tape saves the walk over it and its pages (16 bytes a value), a large part of
/// reading a large system.
struct FastSystemReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var pos = 0
    private var table = NameTable()

    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> SystemFile? {
        // The general reader's limit, where its offsets stop fitting.
        guard bytes.count < Int(UInt32.max) else { return nil }
        var reader = FastSystemReader(bytes: bytes)
        return reader.document()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func document() -> SystemFile? {
        skipWhitespace()
        guard take(UInt8(ascii: "{")) else { return nil }
        var names: [String]?
        var constraints: [SystemFile.ConstraintSpec]?
        var edits = false
        repeat {
            skipWhitespace()
            guard let key = plainString(), colon() else { return nil }
            if equals(key, "variables") {
                guard names == nil, constraints == nil, let list = variables() else { return nil }
                names = list
            } else if equals(key, "constraints") {
                // Names must come first: they are what the constraints' terms are looked up in.
                guard constraints == nil, names != nil, let list = self.constraints() else { return nil }
                constraints = list
            } else if equals(key, "edits") {
                guard !edits, noEdits() else { return nil }
                edits = true
            } else {
                // A member kiwi_solve.py does not read ("meta"): checked as JSON, not kept.
                guard let end = JSONReader.end(ofValueAt: pos, depth: 1, in: bytes) else { return nil }
                pos = end
            }
            skipWhitespace()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")) else { return nil }
        skipWhitespace()
        guard pos == bytes.count else { return nil }
        return SystemFile(names: names ?? [], constraints: constraints ?? [], edits: [])
    }

    private mutating func variables() -> [String]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var names: [String] = []
        skipWhitespace()
        if take(UInt8(ascii: "]")) { return names }
        // Sized once from the commas before the first ']' (a guess if a name holds either:
        // it only sets the capacity), instead of rehashing at every doubling.
        var count = 1
        var end = pos
        while end < bytes.count && bytes[end] != UInt8(ascii: "]") {
            if bytes[end] == UInt8(ascii: ",") { count += 1 }
            end += 1
        }
        table.reserve(count)
        names.reserveCapacity(count)
        repeat {
            skipWhitespace()
            // A repeated name is an error, which the general reader words.
            guard let text = plainString(), table.insert(text, names.count) else { return nil }
            names.append(String(decoding: text, as: UTF8.self))
            skipWhitespace()
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? names : nil
    }

    private mutating func constraints() -> [SystemFile.ConstraintSpec]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var list: [SystemFile.ConstraintSpec] = []
        skipWhitespace()
        if take(UInt8(ascii: "]")) { return list }
        repeat {
            skipWhitespace()
            guard let c = constraint() else { return nil }
            list.append(c)
            skipWhitespace()
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? list : nil
    }

    private mutating func constraint() -> SystemFile.ConstraintSpec? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var terms: [(Double, Int)]?
        var constant: Double?
        var relation: Relation?
        var strength: KiwiStrength?
        repeat {
            skipWhitespace()
            // A repeated key (the last one wins in Python) or any other key: the general reader.
            guard let key = plainString(), colon() else { return nil }
            if equals(key, "terms") && terms == nil {
                terms = self.terms()
                if terms == nil { return nil }
            } else if equals(key, "constant") && constant == nil {
                constant = number()
                if constant == nil { return nil }
            } else if equals(key, "op") && relation == nil {
                guard let op = plainString() else { return nil }
                if equals(op, "==") {
                    relation = .equal
                } else if equals(op, "<=") {
                    relation = .lessOrEqual
                } else if equals(op, ">=") {
                    relation = .greaterOrEqual
                } else {
                    return nil
                }
            } else if equals(key, "strength") && strength == nil {
                guard let name = plainString() else { return nil }
                if equals(name, "required") {
                    strength = KiwiStrength(value: KiwiStrength.requiredValue)
                } else if equals(name, "strong") {
                    strength = KiwiStrength(value: 1_000_000)
                } else if equals(name, "medium") {
                    strength = KiwiStrength(value: 1000)
                } else if equals(name, "weak") {
                    strength = KiwiStrength(value: 1)
                } else {
                    return nil
                }
            } else {
                return nil
            }
            skipWhitespace()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")), let relation else { return nil }
        return SystemFile.ConstraintSpec(
            terms: terms ?? [], constant: constant ?? 0, relation: relation,
            strength: strength ?? KiwiStrength(value: KiwiStrength.requiredValue))
    }

    private mutating func terms() -> [(Double, Int)]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var terms: [(Double, Int)] = []
        // Layout constraints have one to four terms: one allocation instead of three.
        terms.reserveCapacity(4)
        skipWhitespace()
        if take(UInt8(ascii: "]")) { return terms }
        repeat {
            skipWhitespace()
            guard take(UInt8(ascii: "[")) else { return nil }
            skipWhitespace()
            guard let coefficient = number() else { return nil }
            skipWhitespace()
            guard take(UInt8(ascii: ",")) else { return nil }
            skipWhitespace()
            guard let name = plainString(), let variable = table.find(name) else { return nil }
            skipWhitespace()
            guard take(UInt8(ascii: "]")) else { return nil }
            terms.append((coefficient, variable))
            skipWhitespace()
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? terms : nil
    }

    /// `[]` or `null`: edits, when there are any, are left to the general reader.
    private mutating func noEdits() -> Bool {
        if take(UInt8(ascii: "[")) {
            skipWhitespace()
            return take(UInt8(ascii: "]"))
        }
        guard bytes.count - pos >= 4, bytes[pos] == UInt8(ascii: "n"), bytes[pos + 1] == UInt8(ascii: "u"),
            bytes[pos + 2] == UInt8(ascii: "l"), bytes[pos + 3] == UInt8(ascii: "l")
        else { return false }
        pos += 4
        return true
    }

    /// The text of a string without escapes or non-ASCII characters (which the general reader
    /// checks and decodes), or nil.
    private mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = pos
        while pos < bytes.count {
            let b = bytes[pos]
            if b == UInt8(ascii: "\"") {
                pos += 1
                return UnsafeBufferPointer(rebasing: bytes[start..<pos - 1])
            }
            guard b >= 0x20 && b < 0x80 && b != UInt8(ascii: "\\") else { return nil }
            pos += 1
        }
        return nil
    }

    /// A number, read by the general reader's own routine (so to the same Double), or nil.
    private mutating func number() -> Double? {
        guard pos < bytes.count else { return nil }
        let b = bytes[pos]
        guard b == UInt8(ascii: "-") || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) else { return nil }
        do throws(JSONSyntaxError) { return try JSONReader.number(bytes, &pos) } catch { return nil }
    }

    private mutating func colon() -> Bool {
        skipWhitespace()
        guard take(UInt8(ascii: ":")) else { return false }
        skipWhitespace()
        return true
    }

    @inline(__always) private mutating func take(_ b: UInt8) -> Bool {
        guard pos < bytes.count && bytes[pos] == b else { return false }
        pos += 1
        return true
    }

    @inline(__always) private mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x0A, 0x0D, 0x09: pos += 1
            default: return
            }
        }
    }
}
