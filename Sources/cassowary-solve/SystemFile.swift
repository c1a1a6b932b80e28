import Cassowary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Input that `kiwi_solve.py` would reject with exit code 2.
struct BadInput: Error {
    var message: String
    /// Byte offset of the offending value, turned into a line and column by `positioned`.
    var offset: Int?

    init(message: String, offset: Int? = nil) {
        self.message = message
        self.offset = offset
    }

    /// The message with the line and column of its offset in `bytes`; `firstLine` is the line of
    /// `bytes[0]` (a line of a `--batch` file).
    func positioned(in bytes: UnsafeBufferPointer<UInt8>, firstLine: Int = 1) -> BadInput {
        guard let offset else { return self }
        let (line, column) = lineAndColumn(bytes, offset)
        return BadInput(message: "\(message) (line \(line + firstLine - 1), column \(column))")
    }
}

/// One constraint system in the JSON format of `kiwi_solve.py`, parsed and validated but not yet
/// handed to the solver (so that parse time stays out of the solve timing).
struct SystemFile {
    struct ConstraintSpec {
        var terms: [(Double, Int)]
        var constant: Double
        var relation: Relation
        var strength: KiwiStrength
    }

    struct EditSpec {
        var variable: Int
        var value: Double
        var strength: KiwiStrength
    }

    var names: [String]
    var constraints: [ConstraintSpec]
    var edits: [EditSpec]

    init(names: [String], constraints: [ConstraintSpec], edits: [EditSpec]) {
        self.names = names
        self.constraints = constraints
        self.edits = edits
    }

    /// Reads a document and checks it as `kiwi_solve.py` does, in the same order (so that the first
    /// problem reported is the same), with the line and column of the offending value.
    ///
    /// The common shape is read by `FastSystemReader` unless `general` asks for the tape.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, firstLine: Int = 1, general: Bool = false)
        throws(BadInput) -> SystemFile
    {
        if !general, let system = FastSystemReader.read(bytes) { return system }
        do throws(BadInput) {
            let tape: JSONTape
            do throws(JSONSyntaxError) {
                tape = try JSONReader.read(bytes)
            } catch {
                throw BadInput(message: "invalid JSON: \(error.message)", offset: error.offset)
            }
            // The document's views of the nodes and the decoded text live as long as this closure.
            return try tape.decoded.withUnsafeBufferPointer { decoded in
                withExtendedLifetime(tape.nodes) {
                    Result { () throws(BadInput) in
                        try SystemFile(Document(input: bytes, decoded: decoded, nodes: tape.nodes.buffer))
                    }
                }
            }.get()
        } catch {
            throw error.positioned(in: bytes, firstLine: firstLine)
        }
    }

    private init(_ doc: Document) throws(BadInput) {
        guard doc.kind(0) == .object else { throw doc.bad("top level must be an object", 0) }
        let top = doc.members(0)

        var index = NameTable()
        names = []
        if let list = top.variables {
            guard doc.kind(list) == .array else {
                throw doc.bad("'variables' must be a list of strings", list)
            }
            var j = list + 1
            while j < doc.end(list) {
                guard doc.kind(j) == .string else {
                    throw doc.bad("'variables' must be a list of strings", j)
                }
                j += 1
            }
            names.reserveCapacity(doc.count(list))
            index.reserve(doc.count(list))
            j = list + 1
            while j < doc.end(list) {
                let text = doc.text(j)
                guard index.insert(text, names.count) else {
                    throw doc.bad("duplicate variable names: \(doc.show(j))", j)
                }
                names.append(String(decoding: text, as: UTF8.self))
                j += 1
            }
        }

        func variable(_ node: Int, _ at: Place) throws(BadInput) -> Int {
            guard doc.kind(node) == .string, let i = index.find(doc.text(node)) else {
                throw doc.bad("\(at): unknown variable \(doc.show(node))", node)
            }
            return i
        }

        constraints = []
        if let list = top.constraints {
            guard doc.kind(list) == .array else { throw doc.bad("'constraints' must be a list", list) }
            constraints.reserveCapacity(doc.count(list))
            var item = list + 1
            var i = 0
            while item < doc.end(list) {
                defer {
                    item = doc.next(item)
                    i += 1
                }
                let at = Place(list: "constraints", index: i)
                guard doc.kind(item) == .object else { throw doc.bad("\(at): must be an object", item) }
                let c = doc.members(item)
                let relation: Relation
                switch c.op.map({ doc.kind($0) == .string ? doc.text($0) : nil }) ?? nil {
                case let op? where equals(op, "=="): relation = .equal
                case let op? where equals(op, "<="): relation = .lessOrEqual
                case let op? where equals(op, ">="): relation = .greaterOrEqual
                default: throw doc.bad("\(at): bad op \(c.op.map(doc.show) ?? "None")", c.op ?? item)
                }
                var terms: [(Double, Int)] = []
                if let list = c.terms {
                    guard doc.kind(list) == .array else {
                        throw doc.bad("\(at).terms: expected a list", list)
                    }
                    terms.reserveCapacity(doc.count(list))
                    var t = list + 1
                    var j = 0
                    while t < doc.end(list) {
                        let coefficient = t + 1
                        guard doc.kind(t) == .array, doc.count(t) == 2,
                            doc.kind(doc.next(coefficient)) == .string
                        else { throw doc.bad("\(at).terms[\(j)]: expected [coef, \"var\"]", t) }
                        let name = doc.next(coefficient)
                        let v = try variable(name, at)
                        terms.append((try doc.number(coefficient, at), v))
                        t = doc.end(t)
                        j += 1
                    }
                }
                let constant = try c.constant.map { n throws(BadInput) in try doc.number(n, at) } ?? 0
                let strength = try c.strength.map { s throws(BadInput) in try KiwiStrength.parse(doc, s, at) }
                constraints.append(
                    ConstraintSpec(
                        terms: terms, constant: constant, relation: relation,
                        strength: strength ?? KiwiStrength(value: KiwiStrength.requiredValue)))
            }
        }

        edits = []
        if let list = top.edits, doc.kind(list) != .null {
            guard doc.kind(list) == .array else { throw doc.bad("'edits' must be a list", list) }
            var item = list + 1
            var i = 0
            while item < doc.end(list) {
                defer {
                    item = doc.next(item)
                    i += 1
                }
                let at = Place(list: "edits", index: i)
                guard doc.kind(item) == .object else {
                    throw doc.bad("\(at): expected {var, value, strength}", item)
                }
                let e = doc.members(item)
                guard let name = e.`var`, let value = e.value else {
                    throw doc.bad("\(at): expected {var, value, strength}", item)
                }
                let v = try variable(name, at)
                let number = try doc.number(value, at)
                let strength = try e.strength.map { s throws(BadInput) in try KiwiStrength.parse(doc, s, at) }
                edits.append(
                    EditSpec(variable: v, value: number, strength: strength ?? KiwiStrength(value: 1_000_000))
                )
            }
        }
    }
}

/// Where in the system a value is, for messages: made into text only when one is needed.
struct Place: CustomStringConvertible {
    var list: StaticString
    var index: Int

    var description: String { "\(list)[\(index)]" }
}

/// The tape of one document with its input, read as `kiwi_solve.py` reads Python's values.
struct Document {
    let input: UnsafeBufferPointer<UInt8>
    let decoded: UnsafeBufferPointer<UInt8>
    let nodes: UnsafeBufferPointer<JSONTape.Node>

    func kind(_ i: Int) -> JSONTape.Kind { nodes[i].kind }
    func count(_ i: Int) -> Int { nodes[i].count }
    func end(_ i: Int) -> Int { nodes[i].end }
    func next(_ i: Int) -> Int { kind(i) == .array || kind(i) == .object ? end(i) : i + 1 }

    func bad(_ message: String, _ node: Int) -> BadInput {
        BadInput(message: message, offset: Int(nodes[node].offset))
    }

    /// A string's text, UTF-8 (valid: the reader checked it).
    func text(_ i: Int) -> UnsafeBufferPointer<UInt8> {
        let node = nodes[i]
        let range = node.start..<node.start + node.count
        return UnsafeBufferPointer(rebasing: node.flag ? decoded[range] : input[range])
    }

    /// An object's members by key, the last of equal keys winning as in a Python dict.
    ///
    /// Only the keys `kiwi_solve.py` reads are kept: the lookups need no hashing.
    func members(_ object: Int) -> Members {
        var m = Members()
        var k = object + 1
        while k < end(object) {
            let value = k + 1
            let key = text(k)
            switch key.count {
            case 2 where equals(key, "op"): m.op = value
            case 3 where equals(key, "var"): m.var = value
            case 5 where equals(key, "terms"): m.terms = value
            case 5 where equals(key, "value"): m.value = value
            case 5 where equals(key, "edits"): m.edits = value
            case 8 where equals(key, "constant"): m.constant = value
            case 8 where equals(key, "strength"): m.strength = value
            case 9 where equals(key, "variables"): m.variables = value
            case 11 where equals(key, "constraints"): m.constraints = value
            default: break
            }
            k = next(value)
        }
        return m
    }

    struct Members {
        var op: Int?, `var`: Int?, terms: Int?, value: Int?, edits: Int?, constant: Int?, strength: Int?
        var variables: Int?, constraints: Int?

    }

    /// `kiwi_solve.py`'s `number`: a finite int or float, not a bool.
    func number(_ i: Int, _ at: Place) throws(BadInput) -> Double {
        guard kind(i) == .number else { throw bad("\(at): expected a finite number, got \(show(i))", i) }
        return nodes[i].number
    }

    /// A value as Python's `repr` shows it in kiwi_solve.py's messages, cut short: the value may
    /// be a hostile megabyte.
    func show(_ i: Int) -> String {
        var out = ""
        show(i, into: &out)
        return out
    }

    private static let showLimit = 80
    private static let numberBytes = Set("+-.eE0123456789".utf8)

    private func show(_ i: Int, into out: inout String) {
        guard out.utf8.count < Self.showLimit else {
            if !out.hasSuffix("...") { out += "..." }
            return
        }
        let node = nodes[i]
        switch node.kind {
        case .null: out += "None"
        case .bool: out += node.flag ? "True" : "False"
        case .number:
            var end = Int(node.offset)
            while end < input.count, Self.numberBytes.contains(input[end]) { end += 1 }
            out += String(decoding: input[Int(node.offset)..<end], as: UTF8.self)
        case .string:
            let s = String(decoding: text(i), as: UTF8.self)
            out += "'" + (s.utf8.count > Self.showLimit ? String(s.prefix(Self.showLimit)) + "..." : s) + "'"
        case .array, .object:
            let object = node.kind == .object
            out += object ? "{" : "["
            var j = i + 1
            var first = true
            while j < end(i) {
                if !first { out += ", " }
                first = false
                show(j, into: &out)
                j = next(j)
                if object {
                    out += ": "
                    show(j, into: &out)
                    j = next(j)
                }
            }
            out += object ? "}" : "]"
        }
    }
}

/// Variable names to indices, hashed on their UTF-8 bytes: names match byte for byte, as in
/// kiwi_solve.py's dict (a Swift `String` key would also match canonically equivalent spellings).
func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
    guard bytes.count == word.utf8CodeUnitCount else { return false }
    // Only an empty buffer may have no address, and it equals the empty word.
    guard !bytes.isEmpty, let base = bytes.baseAddress else { return true }
    return memcmp(base, word.utf8Start, bytes.count) == 0
}

func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    // Only an empty buffer may have no address, and two empty buffers are the same.
    guard !a.isEmpty, let x = a.baseAddress, let y = b.baseAddress else { return true }
    return memcmp(x, y, a.count) == 0
}

struct NameTable {
    private var slots: [Int32] = []
    private var keys: [UnsafeBufferPointer<UInt8>] = []
    private var mask = 0

    mutating func reserve(_ count: Int) {
        var capacity = 16
        while capacity < 2 * count { capacity *= 2 }
        slots = Array(repeating: -1, count: capacity)
        mask = capacity - 1
        keys.reserveCapacity(count)
    }

    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        // FNV-1a: names are short, and a hostile set of colliding names costs time, not safety.
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in key { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    /// Adds `key` as variable `index`; false if it is already there.
    mutating func insert(_ key: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
        if slots.isEmpty || keys.count * 2 >= slots.count { grow() }
        var s = Self.hash(key) & mask
        while slots[s] >= 0 {
            if same(keys[Int(slots[s])], key) { return false }
            s = (s + 1) & mask
        }
        slots[s] = Int32(index)
        keys.append(key)
        return true
    }

    func find(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !slots.isEmpty else { return nil }
        var s = Self.hash(key) & mask
        while slots[s] >= 0 {
            if same(keys[Int(slots[s])], key) { return Int(slots[s]) }
            s = (s + 1) & mask
        }
        return nil
    }

    private mutating func grow() {
        let old = keys
        reserve(max(16, old.count * 2))
        keys = []
        for (i, k) in old.enumerated() {
            var s = Self.hash(k) & mask
            while slots[s] >= 0 { s = (s + 1) & mask }
            slots[s] = Int32(i)
            keys.append(k)
        }
    }
}
