import Cassowary

// Not Foundation: loading its libraries (ICU among them) would be most of this tool's start-up,
// and reading and writing bytes is all it needs here.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A drop-in for kiwi_solve.py (same input, output, exit codes and timing line) so that answers and
/// timings can be compared on the same files; not part of viewspec's user interface.
let usage = """
    usage: cassowary-solve [--in FILE | FILE] [--skip-unsatisfiable] [--indent N] [--batch]
                           [--parse-only] [--general-reader]

    Reads a constraint system as JSON (kiwi_solve.py's format) from stdin or FILE, solves it and
    prints {"values": {...}} in declared order; timings go to stderr. Exit 1: a required
    constraint is unsatisfiable ({"error": {"kind": "unsatisfiable", "constraint": i}}), a constraint
    or a value is too large for a Double ("non-finite-constraint", "non-finite-value"); exit 2:
    bad input ({"error": {"kind": "bad-input", "message": "... (line L, column C)"}}: malformed
    JSON, JSON nested deeper than 512 levels, a number beyond a Double, input over 32 MiB, or a
    system that kiwi_solve.py would reject); exit 64: a bad option. --indent N (0...16) indents the output N
    spaces per level. --batch: one system per input line, one result per output line, no timings.
    --parse-only: read and check the system, print nothing unless it is bad input (benchmarks).
    --general-reader: read every system with the general JSON reader, never the fast path for
    the common shape (tests compare the two).
    """

/// The widest `--indent`: deeper is no easier to read, and an unchecked count would let a typo
/// allocate gigabytes of spaces (or trap on a negative one).
let indentRange = 0...16

struct Options {
    var input: String?
    var skipUnsatisfiable = false
    var indent: Int?
    var batch = false
    var parseOnly = false
    var generalReader = false
}

func parseOptions(_ args: [String]) -> Options {
    var o = Options()
    var i = 0
    // A bad option is a usage error (EX_USAGE), as in viewspec; 2 stays "bad input".
    func fail(_ message: String) -> Never {
        writeAll(2, "cassowary-solve: \(visible(message))\n\(usage)\n")
        exit(64)
    }
    while i < args.count {
        let a = args[i]
        switch a {
        case "--in":
            i += 1
            guard i < args.count else { fail("--in needs a file") }
            o.input = args[i]
        case "--skip-unsatisfiable": o.skipUnsatisfiable = true
        case "--batch": o.batch = true
        case "--parse-only": o.parseOnly = true
        case "--general-reader": o.generalReader = true
        case "--indent":
            i += 1
            guard i < args.count, let n = Int(args[i]) else { fail("--indent needs a number") }
            guard indentRange.contains(n) else {
                fail("--indent must be \(indentRange.lowerBound)...\(indentRange.upperBound)")
            }
            o.indent = n
        case "-h", "--help":
            writeAll(1, usage + "\n")
            exit(0)
        default:
            if a.hasPrefix("-") || o.input != nil { fail("unexpected argument \(a)") }
            o.input = a
        }
        i += 1
    }
    return o
}

let clock = ContinuousClock()

func seconds(_ d: Duration) -> Double {
    let (s, atto) = d.components
    return Double(s) + Double(atto) * 1e-18
}

struct Outcome {
    var json: [UInt8]
    var timing: [(String, String)]
    var code: Int32
    /// What the solve built, for a caller about to exit to hold: exit frees it all at once, where
    /// releasing the tableau's objects one by one would be a noticeable part of a large run.
    var built: [AnyObject] = []
}

/// Solves one system the way kiwi_solve.py's `solve` does.
func solve(_ system: SystemFile, skipUnsatisfiable: Bool, indent: Int?) -> Outcome {
    let t0 = clock.now
    let variables = system.names.map { Variable($0) }
    let priorities = KiwiStrength.priorities(
        for: system.constraints.map(\.strength) + system.edits.map(\.strength))
    // A system has a few distinct strengths: the first 8 are found by a scan, not a hash.
    var recent: [(strength: KiwiStrength, priority: Priority)] = []
    func priority(_ strength: KiwiStrength) -> Priority {
        for r in recent where r.strength == strength { return r.priority }
        guard let p = priorities[strength] else {
            preconditionFailure("`priorities` maps every strength of the system's constraints and edits")
        }
        if recent.count < 8 { recent.append((strength, p)) }
        return p
    }
    let constraints = system.constraints.map { spec in
        Constraint(
            LinearExpression(terms(spec.terms, variables), constant: spec.constant),
            spec.relation,
            priority: priority(spec.strength))
    }
    let t1 = clock.now
    let parse = seconds(t1 - t0)

    let solver = Solver()
    var unsatisfiable: [Int] = []
    for (i, c) in constraints.enumerated() {
        do throws(SolverError) {
            try solver.add(c)
        } catch {
            if case .unsatisfiable = error, skipUnsatisfiable {
                unsatisfiable.append(i)
                continue
            }
            let kind: String
            switch error {
            case .unsatisfiable: kind = "unsatisfiable"
            case .nonFiniteConstraint: kind = "non-finite-constraint"
            default: kind = "solver-error"
            }
            return Outcome(
                json: Array("{\"error\": {\"kind\": \"\(kind)\", \"constraint\": \(i)}}".utf8),
                timing: [("parse_s", ms(parse))], code: 1)
        }
    }
    let t2 = clock.now
    // Suggestions to variables that are already edit variables: the incremental edit loop.
    var loop = Duration.zero
    var loopCount = 0
    for (i, e) in system.edits.enumerated() {
        let v = variables[e.variable]
        let started = clock.now
        let isLoop = solver.hasEditVariable(v)
        defer {
            if isLoop {
                loop += clock.now - started
                loopCount += 1
            }
        }
        do throws(SolverError) {
            if !isLoop {
                if e.strength.isRequired { throw SolverError.requiredEditVariable(v) }
                try solver.addEditVariable(v, priority: priority(e.strength))
            }
            try solver.suggestValue(e.value, for: v)
        } catch {
            let kind: String
            switch error {
            case .requiredEditVariable: kind = "BadRequiredStrength"
            case .unknownEditVariable: kind = "UnknownEditVariable"
            default: kind = "solver-error"
            }
            return Outcome(
                json: Array("{\"error\": {\"kind\": \"\(kind)\", \"edit\": \(i)}}".utf8),
                timing: [("parse_s", ms(parse))],
                code: 1)
        }
    }
    let t3 = clock.now
    let values = variables.map { solver.value(of: $0) }
    let t4 = clock.now
    // Finite inputs can still add up past a Double; JSON cannot hold the result, so say which.
    if let i = values.firstIndex(where: { !$0.isFinite }) {
        var json = Array("{\"error\": {\"kind\": \"non-finite-value\", \"variable\": ".utf8)
        appendJSONString(system.names[i], to: &json)
        json += "}}".utf8
        return Outcome(json: json, timing: [("parse_s", ms(parse))], code: 1)
    }

    let json = renderValues(
        system.names, values, indent: indent, unsatisfiable: skipUnsatisfiable ? unsatisfiable : nil)
    let timing: [(String, String)] = [
        ("parse_s", ms(parse)), ("add_s", ms(seconds(t2 - t1))), ("edits_s", ms(seconds(t3 - t2))),
        ("update_s", ms(seconds(t4 - t3))), ("constraints", "\(constraints.count)"),
        ("variables", "\(system.names.count)"), ("solve_s", ms(seconds(t4 - t1))),
        ("loop_edits", "\(loopCount)"),
        ("per_edit_s", fixed(loopCount == 0 ? 0 : seconds(loop) / Double(loopCount) * 1e3, 6) + "ms"),
    ]
    return Outcome(
        json: json, timing: timing, code: 0,
        built: [solver, constraints as AnyObject, variables as AnyObject])
}

/// A constraint's terms ordered by variable, stably.
///
/// Variables are made in declaration order, so this is `Variable.id` order, the order `Constraint`
/// puts them in: finding them already so it has nothing to copy or sort, and the sort here moves
/// plain pairs instead of class references. Equal variables keep the order written, so `Constraint`
/// sums their coefficients as before.
func terms(_ spec: [(Double, Int)], _ variables: [Variable]) -> [Term] {
    var pairs = spec
    for i in pairs.indices.dropFirst() where pairs[i - 1].1 > pairs[i].1 {
        let pair = pairs[i]
        var j = i
        while j > 0 && pairs[j - 1].1 > pair.1 {
            pairs[j] = pairs[j - 1]
            j -= 1
        }
        pairs[j] = pair
    }
    var terms: [Term] = []
    terms.reserveCapacity(pairs.count)
    for (coefficient, variable) in pairs { terms.append(Term(variables[variable], coefficient)) }
    return terms
}

/// Messages quote the input (an unknown variable's name): its control characters go to the
/// terminal as `\u{1B}`, never raw (viewspec's `VisibleText`, which this tool does not link).
func visible(_ s: String) -> String {
    var out = ""
    for u in s.unicodeScalars {
        if u.value < 0x20 || (0x7F...0x9F).contains(u.value) {
            out += "\\u{" + String(u.value, radix: 16, uppercase: true) + "}"
        } else {
            out.unicodeScalars.append(u)
        }
    }
    return out
}

/// `x` with `digits` decimals, as `%.Nf` prints a timing (nonnegative, far below 2^53 units).
func fixed(_ x: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let units = Int64((max(0, x) * scale).rounded())
    let whole = String(units / Int64(scale))
    let fraction = String(units % Int64(scale))
    return whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
}

func ms(_ s: Double) -> String { fixed(s * 1e3, 3) + "ms" }

/// Python's `json.dumps` of a string (ensure_ascii): non-ASCII as `\uXXXX`, lowercase hex.
func appendJSONString(_ s: String, to out: inout [UInt8]) {
    func hex4(_ v: UInt32) {
        let digits = Array("0123456789abcdef".utf8)
        out += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
        for shift in stride(from: 12, through: 0, by: -4) {
            out.append(digits[Int((v >> UInt32(shift)) & 0xF)])
        }
    }
    out.append(UInt8(ascii: "\""))
    // Names are mostly printable ASCII, which is written as it is, in one copy from the
    // String's own bytes (a generic append of `s.utf8` costs far more per name).
    var text = s
    let plain = text.withUTF8 { bytes in
        for b in bytes where b < 0x20 || b >= 0x7F || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") {
            return false
        }
        out.append(contentsOf: bytes)
        return true
    }
    if plain {
        out.append(UInt8(ascii: "\""))
        return
    }
    for u in s.unicodeScalars {
        switch u {
        case "\"": out += "\\\"".utf8
        case "\\": out += "\\\\".utf8
        case "\n": out += "\\n".utf8
        case "\r": out += "\\r".utf8
        case "\t": out += "\\t".utf8
        default:
            if u.value < 0x20 || u.value > 0x7e {
                if u.value > 0xFFFF {
                    let v = u.value - 0x10000
                    hex4(0xD800 + (v >> 10))
                    hex4(0xDC00 + (v & 0x3FF))
                } else {
                    hex4(u.value)
                }
            } else {
                out.append(UInt8(u.value))
            }
        }
    }
    out.append(UInt8(ascii: "\""))
}

func jsonString(_ s: String) -> String {
    var out: [UInt8] = []
    appendJSONString(s, to: &out)
    return String(decoding: out, as: UTF8.self)
}

/// Python's `repr(float)` for the values JSON: shortest round-trip digits, like Swift's.
func appendJSONNumber(_ x: Double, to out: inout [UInt8]) {
    // Most coordinates are whole numbers, which Swift and Python both write as digits and ".0"
    // below 1e16; the general path below costs a String per value.
    if x == x.rounded(.towardZero) && abs(x) < 1e15 && !(x == 0 && x.sign == .minus) {
        // Written backwards into 24 bytes on the stack and copied once: appending digit by
        // digit and reversing them in place would cost several times as much.
        var n = UInt64(abs(x))
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &buffer) { raw in
            let b = raw.bindMemory(to: UInt8.self)
            var i = b.count - 2
            b[i] = UInt8(ascii: ".")
            b[i + 1] = UInt8(ascii: "0")
            repeat {
                i -= 1
                b[i] = UInt8(ascii: "0") + UInt8(n % 10)
                n /= 10
            } while n > 0
            if x < 0 {
                i -= 1
                b[i] = UInt8(ascii: "-")
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: b[i...]))
        }
        return
    }
    let s = x.description.utf8
    // Swift writes 1e+20 as "1e+20" and Python as "1e+20"; only a ".0" before an exponent differs.
    if s.count > 2 && s.contains(UInt8(ascii: "e")) && s.last == UInt8(ascii: "0")
        && s[s.index(s.endIndex, offsetBy: -2)] == UInt8(ascii: ".")
    {
        out += s.dropLast(2)
    } else {
        out += s
    }
}

/// `{"values": {...}}` as kiwi_solve.py's `json.dump` writes it (with `indent` if given), with
/// the skipped constraints' indices under "unsatisfiable" when `--skip-unsatisfiable` was given.
func renderValues(_ names: [String], _ values: [Double], indent: Int?, unsatisfiable: [Int]?) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(names.count * 24 + 64)
    guard let indent else {
        out += "{\"values\": {".utf8
        for (i, name) in names.enumerated() {
            if i > 0 {
                out.append(UInt8(ascii: ","))
                out.append(UInt8(ascii: " "))
            }
            appendJSONString(name, to: &out)
            out.append(UInt8(ascii: ":"))
            out.append(UInt8(ascii: " "))
            appendJSONNumber(values[i], to: &out)
        }
        out += "}".utf8
        if let unsatisfiable {
            out += ", \"unsatisfiable\": [".utf8
            out += unsatisfiable.map(String.init).joined(separator: ", ").utf8
            out += "]".utf8
        }
        out += "}".utf8
        return out
    }
    let p1 = String(repeating: " ", count: indent)
    let p2 = String(repeating: " ", count: 2 * indent)
    out += "{\n\(p1)\"values\": {".utf8
    if !names.isEmpty {
        out += "\n".utf8
        for (i, name) in names.enumerated() {
            if i > 0 { out += ",\n".utf8 }
            out += p2.utf8
            appendJSONString(name, to: &out)
            out += ": ".utf8
            appendJSONNumber(values[i], to: &out)
        }
        out += "\n\(p1)".utf8
    }
    out += "}".utf8
    if let unsatisfiable {
        out +=
            unsatisfiable.isEmpty
            ? ",\n\(p1)\"unsatisfiable\": []".utf8
            : (",\n\(p1)\"unsatisfiable\": [\n\(p2)"
                + unsatisfiable.map(String.init).joined(separator: ",\n\(p2)")
                + "\n\(p1)]").utf8
    }
    out += "\n}".utf8
    return out
}

func badInputJSON(_ message: String) -> String {
    "{\"error\": {\"kind\": \"bad-input\", \"message\": \(jsonString(message))}}"
}

func isJSONWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }

func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
        // Only an empty buffer may have no address, and then there is nothing to write.
        guard let base = buffer.baseAddress else { return }
        var done = 0
        while done < buffer.count {
            let n = write(fd, base + done, buffer.count - done)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            done += n
        }
    }
}

func writeAll(_ fd: Int32, _ text: String) { writeAll(fd, Array(text.utf8)) }

/// The most input read, in bytes: 32 MiB.
///
/// Several times the largest layout system the benchmarks write, and about 450 MB of memory
/// once read. Past it the input is bad input,
/// found after one `fstat` for a file or one byte past the limit for a pipe or a device.
let maximumInputBytes = 32 << 20

/// The input is larger than `maximumInputBytes`.
func inputTooLarge(_ path: String?) -> BadInput {
    BadInput(
        message: "'\(path ?? "<stdin>")' is larger than \(maximumInputBytes) bytes (32 MiB), "
            + "the most cassowary-solve reads")
}

func readAll(_ path: String?) throws(BadInput) -> [UInt8] {
    var fd: Int32 = 0
    if let path {
        fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            throw BadInput(message: "[Errno \(errno)] \(String(cString: strerror(errno))): '\(path)'")
        }
    }
    defer { if path != nil { close(fd) } }
    var bytes: [UInt8] = []
    var st = stat()
    if fstat(fd, &st) == 0 && st.st_size > 0 {
        // Only a regular file's size is what a read finds; a device's or a pipe's is not.
        if st.st_mode & S_IFMT == S_IFREG && Int(st.st_size) > maximumInputBytes {
            throw inputTooLarge(path)
        }
        bytes.reserveCapacity(min(Int(st.st_size), maximumInputBytes) + 1)
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        if bytes.count > maximumInputBytes { throw inputTooLarge(path) }
        let n = chunk.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else {
                preconditionFailure("the chunk is 64 KiB, never empty")
            }
            return read(fd, base, min(buffer.count, maximumInputBytes + 1 - bytes.count))
        }
        if n < 0 && errno == EINTR { continue }
        guard n >= 0 else {
            throw BadInput(
                message: "[Errno \(errno)] \(String(cString: strerror(errno))): '\(path ?? "<stdin>")'")
        }
        if n == 0 { break }
        bytes += chunk[0..<n]
    }
    return try utf8(bytes)
}

/// Like JSONSerialization, this reads UTF-16 and UTF-32 too (told apart by a byte order mark or by
/// the zero bytes around the first character, always ASCII in JSON); such input is re-encoded as
/// UTF-8.
func utf8(_ bytes: [UInt8]) throws(BadInput) -> [UInt8] {
    guard bytes.count >= 2 else { return bytes }
    // The first four bytes, padded past the end (padding a copy of the input would copy every
    // input, which is almost always UTF-8 already).
    func b(_ i: Int) -> UInt8 { i < bytes.count ? bytes[i] : 1 }
    func units(_ width: Int, bigEndian: Bool, skip: Int) -> [UInt32] {
        stride(from: skip, to: bytes.count - width + 1, by: width).map { i in
            (0..<width).reduce(UInt32(0)) { v, k in
                v << 8 | UInt32(bytes[bigEndian ? i + k : i + width - 1 - k])
            }
        }
    }
    var scalars: [UInt32]
    var utf16 = true
    switch (b(0), b(1), b(2), b(3)) {
    case (0, 0, 0xFE, 0xFF): (scalars, utf16) = (units(4, bigEndian: true, skip: 4), false)
    case (0xFF, 0xFE, 0, 0): (scalars, utf16) = (units(4, bigEndian: false, skip: 4), false)
    case (0, 0, 0, _): (scalars, utf16) = (units(4, bigEndian: true, skip: 0), false)
    case (_, 0, 0, 0): (scalars, utf16) = (units(4, bigEndian: false, skip: 0), false)
    case (0xFE, 0xFF, _, _): scalars = units(2, bigEndian: true, skip: 2)
    case (0xFF, 0xFE, _, _): scalars = units(2, bigEndian: false, skip: 2)
    case (0, _, _, _): scalars = units(2, bigEndian: true, skip: 0)
    case (_, 0, _, _): scalars = units(2, bigEndian: false, skip: 0)
    default: return bytes
    }
    let encoding = utf16 ? "UTF-16" : "UTF-32"
    guard bytes.count % (utf16 ? 2 : 4) == 0 else {
        throw BadInput(message: "invalid JSON: \(encoding) input with an odd byte at the end")
    }
    var out: [UInt8] = []
    out.reserveCapacity(scalars.count)
    if utf16 {
        var iterator = scalars.lazy.map { UInt16(truncatingIfNeeded: $0) }.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let u): UTF8.encode(u) { out.append($0) }
            case .emptyInput: return out
            case .error: throw BadInput(message: "invalid JSON: \(encoding) input with a lone surrogate")
            }
        }
    }
    for v in scalars {
        guard let u = Unicode.Scalar(v) else {
            throw BadInput(
                message: "invalid JSON: \(encoding) input with an invalid code point 0x\(hex(v, 8))")
        }
        UTF8.encode(u) { out.append($0) }
    }
    return out
}

#if canImport(Glibc)
    /// Address space the heap grows by at once, so that all of a large system's allocations fall
    /// in the one range `useHugePagesForTheHeap` marks (a system needs about 8 times its file).
    let heapReserve = 64 << 20

    /// Asks for transparent huge pages on the heap's free top: even with the heap reused as below,
    /// page faults are a large part of a large system's run.
    ///
    /// The kernel then maps the heap 2 MB at a time where it can; where it cannot (huge pages off,
    /// or memory too fragmented) this changes nothing. The values computed are the same either way:
    /// only how the memory is mapped differs.
    func useHugePagesForTheHeap() {
        // Growing the heap now, by `heapReserve` (the top pad), puts its top in one mapping.
        guard let probe = malloc(256 << 10) else { return }
        let page = 2 << 20
        let from = (Int(bitPattern: probe) + page - 1) & ~(page - 1)
        free(probe)
        guard let end = sbrk(0).map({ Int(bitPattern: $0) }), end > from else { return }
        _ = madvise(UnsafeMutableRawPointer(bitPattern: from), end - from, MADV_HUGEPAGE)
    }

    // Large buffers (the input, the tape) from the heap rather than mappings of their own, and
    // the heap never trimmed, so that the solver reuses the tape's pages instead of faulting in
    // new ones: page faults are most of a large system's system time. glibc's mallopt is not in
    // Swift's Glibc module.
    if let symbol = dlsym(nil, "mallopt") {
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        // M_TRIM_THRESHOLD, M_TOP_PAD, M_MMAP_THRESHOLD
        let (trimThreshold, topPad, mmapThreshold): (Int32, Int32, Int32) = (-1, -2, -3)
        _ = mallopt(mmapThreshold, 1 << 30)
        _ = mallopt(trimThreshold, Int32.max)
        _ = mallopt(topPad, Int32(heapReserve))
        useHugePagesForTheHeap()
    }
#endif
let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
let start = clock.now
if options.batch {
    let data: [UInt8]
    do { data = try readAll(options.input) } catch {
        writeAll(1, badInputJSON(error.message) + "\n")
        exit(2)
    }
    var output: [UInt8] = []
    data.withUnsafeBufferPointer { all in
        var lineStart = 0
        var line = 1
        while lineStart < all.count {
            var lineEnd = lineStart
            while lineEnd < all.count && all[lineEnd] != 0x0A { lineEnd += 1 }
            defer {
                lineStart = lineEnd + 1
                line += 1
            }
            // Blank lines, "\r" of a CRLF file included, hold no system, as before.
            guard all[lineStart..<lineEnd].contains(where: { !isJSONWhitespace($0) }) else { continue }
            do throws(BadInput) {
                let system = try SystemFile.read(
                    UnsafeBufferPointer(rebasing: all[lineStart..<lineEnd]), firstLine: line,
                    general: options.generalReader)
                output += solve(system, skipUnsatisfiable: options.skipUnsatisfiable, indent: nil).json
            } catch {
                output += badInputJSON(error.message).utf8
            }
            output.append(0x0A)
        }
    }
    writeAll(1, output)
    exit(0)
}
do throws(BadInput) {
    let data = try readAll(options.input)
    let read = clock.now
    let system = try data.withUnsafeBufferPointer { bytes throws(BadInput) in
        try SystemFile.read(bytes, general: options.generalReader)
    }
    let readTime = seconds(clock.now - read)
    if options.parseOnly { withExtendedLifetime(system) { exit(0) } }
    let outcome = solve(system, skipUnsatisfiable: options.skipUnsatisfiable, indent: options.indent)
    writeAll(1, outcome.json + [0x0A])
    var timing = [("read_s", ms(readTime))] + outcome.timing
    timing.append(("total_s", ms(seconds(clock.now - start))))
    writeAll(2, "cassowary-solve timing: " + timing.map { "\($0.0)=\($0.1)" }.joined(separator: " ") + "\n")
    withExtendedLifetime((system, outcome)) { exit(outcome.code) }
} catch {
    writeAll(1, badInputJSON(error.message) + "\n")
    writeAll(2, "cassowary-solve: bad input: \(visible(error.message))\n")
    exit(2)
}
