import Cassowary
import Foundation

/// A drop-in for kiwi_solve.py (same input, output, exit codes and timing line) so that answers and
/// timings can be compared on the same files; not part of viewspec's user interface.
let usage = """
    usage: cassowary-solve [--in FILE | FILE] [--skip-unsatisfiable] [--indent N] [--batch]

    Reads a constraint system as JSON (kiwi_solve.py's format) from stdin or FILE, solves it and
    prints {"values": {...}} in declared order; timings go to stderr. Exit 1: a required
    constraint is unsatisfiable ({"error": {"kind": "unsatisfiable", "constraint": i}}), a constraint
    or a value is too large for a Double ("non-finite-constraint", "non-finite-value"); exit 2:
    bad input; exit 64: a bad option. --indent N (0...16) indents the output N spaces per level.
    --batch: one system per input line, one result per output line, no timings.
    """

/// The widest `--indent`: deeper is no easier to read, and an unchecked count would let a typo
/// allocate gigabytes of spaces (or trap on a negative one).
let indentRange = 0...16

struct Options {
    var input: String?
    var skipUnsatisfiable = false
    var indent: Int?
    var batch = false
}

func parseOptions(_ args: [String]) -> Options {
    var o = Options()
    var i = 0
    // A bad option is a usage error (EX_USAGE), as in viewspec; 2 stays "bad input".
    func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("cassowary-solve: \(visible(message))\n\(usage)\n".utf8))
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
        case "--indent":
            i += 1
            guard i < args.count, let n = Int(args[i]) else { fail("--indent needs a number") }
            guard indentRange.contains(n) else {
                fail("--indent must be \(indentRange.lowerBound)...\(indentRange.upperBound)")
            }
            o.indent = n
        case "-h", "--help":
            print(usage)
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
    var json: String
    var timing: [(String, String)]
    var code: Int32
}

/// Solves one parsed document the way kiwi_solve.py's `solve` does.
func solve(_ object: Any, skipUnsatisfiable: Bool, indent: Int?) throws(BadInput) -> Outcome {
    let t0 = clock.now
    let system = try SystemFile(json: object)
    let variables = system.names.map { Variable($0) }
    let priorities = KiwiStrength.priorities(
        for: system.constraints.map(\.strength) + system.edits.map(\.strength))
    let constraints = system.constraints.map { spec in
        Constraint(
            LinearExpression(spec.terms.map { Term(variables[$0.1], $0.0) }, constant: spec.constant),
            spec.relation,
            priority: priorities[spec.strength]!)
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
                json: "{\"error\": {\"kind\": \"\(kind)\", \"constraint\": \(i)}}",
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
                try solver.addEditVariable(v, priority: priorities[e.strength]!)
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
                json: "{\"error\": {\"kind\": \"\(kind)\", \"edit\": \(i)}}",
                timing: [("parse_s", ms(parse))],
                code: 1)
        }
    }
    let t3 = clock.now
    let values = variables.map { solver.value(of: $0) }
    let t4 = clock.now
    // Finite inputs can still add up past a Double; JSON cannot hold the result, so say which.
    if let i = values.firstIndex(where: { !$0.isFinite }) {
        return Outcome(
            json:
                "{\"error\": {\"kind\": \"non-finite-value\", \"variable\": \(jsonString(system.names[i]))}}",
            timing: [("parse_s", ms(parse))], code: 1)
    }

    var json = renderValues(system.names, values, indent: indent)
    if skipUnsatisfiable {
        let list = unsatisfiable.map(String.init)
        if let indent {
            let p1 = String(repeating: " ", count: indent)
            let p2 = String(repeating: " ", count: 2 * indent)
            json.removeLast(2)
            json +=
                list.isEmpty
                ? ",\n\(p1)\"unsatisfiable\": []\n}"
                : ",\n\(p1)\"unsatisfiable\": [\n\(p2)"
                    + list.joined(separator: ",\n\(p2)") + "\n\(p1)]\n}"
        } else {
            json.removeLast()
            json += ", \"unsatisfiable\": [" + list.joined(separator: ", ") + "]}"
        }
    }
    let timing: [(String, String)] = [
        ("parse_s", ms(parse)), ("add_s", ms(seconds(t2 - t1))), ("edits_s", ms(seconds(t3 - t2))),
        ("update_s", ms(seconds(t4 - t3))), ("constraints", "\(constraints.count)"),
        ("variables", "\(system.names.count)"), ("solve_s", ms(seconds(t4 - t1))),
        ("loop_edits", "\(loopCount)"),
        (
            "per_edit_s",
            String(format: "%.6fms", loopCount == 0 ? 0 : seconds(loop) / Double(loopCount) * 1e3)
        ),
    ]
    return Outcome(json: json, timing: timing, code: 0)
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

func ms(_ s: Double) -> String { String(format: "%.3fms", s * 1e3) }

func jsonString(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
        switch u {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if u.value < 0x20 || u.value > 0x7e {
                if u.value > 0xFFFF {
                    let v = u.value - 0x10000
                    out += String(format: "\\u%04x\\u%04x", 0xD800 + (v >> 10), 0xDC00 + (v & 0x3FF))
                } else {
                    out += String(format: "\\u%04x", u.value)
                }
            } else {
                out.unicodeScalars.append(u)
            }
        }
    }
    return out + "\""
}

/// Python's `repr(float)` for the values JSON: shortest round-trip digits, like Swift's.
func jsonNumber(_ x: Double) -> String {
    var s = "\(x)"
    if s.hasSuffix(".0") && s.contains("e") { s.removeLast(2) }
    return s
}

func renderValues(_ names: [String], _ values: [Double], indent: Int?) -> String {
    guard let indent else {
        let body = zip(names, values).map { "\(jsonString($0)): \(jsonNumber($1))" }.joined(separator: ", ")
        return "{\"values\": {\(body)}}"
    }
    let p1 = String(repeating: " ", count: indent)
    let p2 = String(repeating: " ", count: 2 * indent)
    if names.isEmpty { return "{\n\(p1)\"values\": {}\n}" }
    let body = zip(names, values).map { "\(p2)\(jsonString($0)): \(jsonNumber($1))" }.joined(separator: ",\n")
    return "{\n\(p1)\"values\": {\n\(body)\n\(p1)}\n}"
}

func badInputJSON(_ message: String) -> String {
    "{\"error\": {\"kind\": \"bad-input\", \"message\": \(jsonString(message))}}"
}

func readAll(_ path: String?) throws(BadInput) -> Data {
    if let path {
        guard let d = FileManager.default.contents(atPath: path) else {
            throw BadInput(message: "[Errno 2] No such file or directory: '\(path)'")
        }
        return d
    }
    return FileHandle.standardInput.readDataToEndOfFile()
}

func parseJSON(_ data: Data) throws(BadInput) -> Any {
    do {
        return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
        throw BadInput(message: "invalid JSON: \(error.localizedDescription)")
    }
}

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
let start = clock.now
if options.batch {
    let data: Data
    do { data = try readAll(options.input) } catch {
        print(badInputJSON(error.message))
        exit(2)
    }
    var output = ""
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
    {
        do {
            let outcome = try solve(
                try parseJSON(Data(line.utf8)), skipUnsatisfiable: options.skipUnsatisfiable, indent: nil)
            output += outcome.json + "\n"
        } catch {
            output += badInputJSON(error.message) + "\n"
        }
    }
    FileHandle.standardOutput.write(Data(output.utf8))
    exit(0)
}
do {
    let outcome = try solve(
        try parseJSON(try readAll(options.input)), skipUnsatisfiable: options.skipUnsatisfiable,
        indent: options.indent)
    FileHandle.standardOutput.write(Data((outcome.json + "\n").utf8))
    var timing = outcome.timing
    timing.append(("total_s", ms(seconds(clock.now - start))))
    FileHandle.standardError.write(
        Data(
            ("cassowary-solve timing: " + timing.map { "\($0.0)=\($0.1)" }.joined(separator: " ") + "\n").utf8
        ))
    exit(outcome.code)
} catch {
    print(badInputJSON(error.message))
    FileHandle.standardError.write(Data("cassowary-solve: bad input: \(visible(error.message))\n".utf8))
    exit(2)
}
