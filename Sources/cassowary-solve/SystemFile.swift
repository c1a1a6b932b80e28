import Cassowary
import Foundation

/// Input that `kiwi_solve.py` would reject with exit code 2.
struct BadInput: Error {
    var message: String
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

    init(json object: Any) throws(BadInput) {
        guard let doc = object as? [String: Any] else {
            throw BadInput(message: "top level must be an object")
        }
        let rawNames = doc["variables"] ?? [Any]()
        guard let names = rawNames as? [Any], let strings = names as? [String],
            names.allSatisfy({ $0 is String })
        else { throw BadInput(message: "'variables' must be a list of strings") }
        guard Set(strings).count == strings.count else { throw BadInput(message: "duplicate variable names") }
        self.names = strings
        var index: [String: Int] = [:]
        for (i, n) in strings.enumerated() { index[n] = i }

        func variable(_ name: String, _ at: String) throws(BadInput) -> Int {
            guard let i = index[name] else { throw BadInput(message: "\(at): unknown variable '\(name)'") }
            return i
        }

        constraints = []
        let rawConstraints = doc["constraints"] ?? [Any]()
        guard let list = rawConstraints as? [Any] else {
            throw BadInput(message: "'constraints' must be a list")
        }
        for (i, item) in list.enumerated() {
            let at = "constraints[\(i)]"
            guard let c = item as? [String: Any] else { throw BadInput(message: "\(at): must be an object") }
            let relation: Relation
            switch c["op"] as? String {
            case "==": relation = .equal
            case "<=": relation = .lessOrEqual
            case ">=": relation = .greaterOrEqual
            default: throw BadInput(message: "\(at): bad op \(Self.show(c["op"]))")
            }
            var terms: [(Double, Int)] = []
            let rawTerms = c["terms"] ?? [Any]()
            guard let termList = rawTerms as? [Any] else {
                throw BadInput(message: "\(at).terms: expected a list")
            }
            for (j, t) in termList.enumerated() {
                guard let pair = t as? [Any], pair.count == 2, let name = pair[1] as? String else {
                    throw BadInput(message: "\(at).terms[\(j)]: expected [coef, \"var\"]")
                }
                let v = try variable(name, at)
                terms.append((try Self.number(pair[0], at), v))
            }
            let constant = try Self.number(c["constant"] ?? 0.0, at)
            let strength = try KiwiStrength.parse(c["strength"] ?? "required", at)
            constraints.append(
                ConstraintSpec(terms: terms, constant: constant, relation: relation, strength: strength))
        }
        edits = []
        let rawEdits = doc["edits"] ?? [Any]()
        let editList: [Any]
        if rawEdits is NSNull {
            editList = []
        } else if let l = rawEdits as? [Any] {
            editList = l
        } else {
            throw BadInput(message: "'edits' must be a list")
        }
        for (i, item) in editList.enumerated() {
            let at = "edits[\(i)]"
            guard let e = item as? [String: Any], let rawVar = e["var"], let rawValue = e["value"] else {
                throw BadInput(message: "\(at): expected {var, value, strength}")
            }
            guard let name = rawVar as? String else {
                throw BadInput(message: "\(at): unknown variable \(Self.show(rawVar))")
            }
            let v = try variable(name, at)
            edits.append(
                EditSpec(
                    variable: v, value: try Self.number(rawValue, at),
                    strength: try KiwiStrength.parse(e["strength"] ?? "strong", at)))
        }
    }

    static func isBool(_ x: Any) -> Bool {
        String(describing: type(of: x)).contains("Boolean") || x is Bool && !(x is NSNumber)
    }

    static func number(_ x: Any, _ at: String) throws(BadInput) -> Double {
        guard !isBool(x), let n = x as? NSNumber, !(x is String) else {
            throw BadInput(message: "\(at): expected a finite number, got \(show(x))")
        }
        let d = n.doubleValue
        guard d.isFinite else { throw BadInput(message: "\(at): expected a finite number, got \(show(x))") }
        return d
    }

    static func show(_ x: Any?) -> String {
        guard let x else { return "None" }
        if x is NSNull { return "None" }
        if let s = x as? String { return "'\(s)'" }
        if isBool(x), let n = x as? NSNumber { return n.boolValue ? "True" : "False" }
        return "\(x)"
    }
}
