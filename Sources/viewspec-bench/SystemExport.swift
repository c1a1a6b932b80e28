import Cassowary
import ViewSpecKit

/// The constraint system a layout builds, in the JSON system format of the solver reference
/// (shared/tools/solver-reference: `kiwi_solve.py`) and of `cassowary-solve`, so that kiwisolver
/// and our solver alone can be timed on the very system `viewspec layout` solves.
///
/// Faithful in structure, not in every detail the format cannot say: a variable is named by its
/// view and attribute and numbered in the order the system first mentions it (`title.width#12`:
/// view ids need not be unique across scopes); a two-sided constraint (hugging above,
/// compression resistance below) becomes the pair it stands for, `e <= 0` at the one priority
/// and `e >= 0` at the other; the edit variables and their last suggestions go to `edits`,
/// which the format applies after every constraint (the layout adds them among the
/// constraints). Priority p becomes kiwi's strength p³: the order of the levels is kept
/// (999.999³ is still below kiwi's required), their exactness is not (kiwi weighs them).
enum SystemExport {
    static func json(_ steps: [SolverStep]) -> String {
        var names: [Int: String] = [:]
        var variables: [String] = []
        func name(_ variable: Variable) -> String {
            if let name = names[variable.id] { return name }
            let name = JSONString.quoted("\(variable.name)#\(variables.count)")
            names[variable.id] = name
            variables.append(name)
            return name
        }

        var constraints: [String] = []
        var editVariables: [(variable: Variable, priority: Priority)] = []
        var suggestion: [Int: Double] = [:]
        for step in steps {
            switch step {
            case .add(let constraint):
                let terms = constraint.expression.terms.map {
                    "[\(number($0.coefficient)), \(name($0.variable))]"
                }
                let body =
                    "\"terms\": [\(terms.joined(separator: ", "))], \"constant\": \(number(constraint.expression.constant))"
                if constraint.isTwoSided {
                    constraints.append(
                        "{\(body), \"op\": \"<=\", \"strength\": \(strength(constraint.priority))}")
                    constraints.append(
                        "{\(body), \"op\": \">=\", \"strength\": \(strength(constraint.priorityBelow))}")
                } else {
                    let op = constraint.relation.description
                    constraints.append(
                        "{\(body), \"op\": \"\(op)\", \"strength\": \(strength(constraint.priority))}")
                }
            case .addEditVariable(let variable, let priority):
                _ = name(variable)
                editVariables.append((variable, priority))
            case .suggest(let value, let variable):
                suggestion[variable.id] = value
            }
        }
        let edits = editVariables.map { edit in
            "{\"var\": \(name(edit.variable)), \"value\": \(number(suggestion[edit.variable.id] ?? 0)), \"strength\": \(strength(edit.priority))}"
        }
        return "{\"variables\": [\(variables.joined(separator: ", "))],\n\"constraints\": [\n"
            + constraints.joined(separator: ",\n") + "],\n\"edits\": [\n" + edits.joined(separator: ",\n")
            + "]}\n"
    }

    private static func strength(_ priority: Priority) -> String {
        priority.isRequired ? "\"required\"" : number(priority.value * priority.value * priority.value)
    }

    /// Integers without a fraction; every other value as Swift's shortest round-trip form.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
