import Cassowary
import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecKit
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The constraint system a layout builds, in the JSON system format that the kiwisolver
/// reference script (`kiwi_solve.py`) and `cassowary-solve` read, so that kiwisolver and our
/// solver alone can be timed on the very system `viewspec layout` solves.
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
            let name = "\(variable.name)#\(variables.count)"
            names[variable.id] = name
            variables.append(name)
            return name
        }
        // Named in the order the steps mention them, so they are all known before `variables`
        // is written first.
        var constraints: [(terms: [(Double, String)], constant: Double, op: String, priority: Priority)] = []
        var editVariables: [(name: String, id: Int, priority: Priority)] = []
        var suggestion: [Int: Double] = [:]
        for step in steps {
            switch step {
            case .add(let constraint):
                let terms = constraint.expression.terms.map { ($0.coefficient, name($0.variable)) }
                let constant = constraint.expression.constant
                if constraint.isTwoSided {
                    constraints.append((terms, constant, "<=", constraint.priority))
                    constraints.append((terms, constant, ">=", constraint.priorityBelow))
                } else {
                    constraints.append(
                        (terms, constant, constraint.relation.description, constraint.priority))
                }
            case .addEditVariable(let variable, let priority):
                editVariables.append((name(variable), variable.id, priority))
            case .suggest(let value, let variable):
                suggestion[variable.id] = value
            }
        }

        var json = JSONWriter()
        json.openObject()
        json.field("variables", strings: variables)
        json.key("constraints")
        json.openArray()
        for constraint in constraints {
            json.openObject(oneLine: true)
            json.key("terms")
            json.openArray()
            for (coefficient, variable) in constraint.terms {
                json.openArray()
                json.number(coefficient)
                json.string(variable)
                json.close()
            }
            json.close()
            json.field("constant", constraint.constant)
            json.field("op", constraint.op)
            strength(constraint.priority, into: &json)
            json.close()
        }
        json.close()
        json.key("edits")
        json.openArray()
        for edit in editVariables {
            json.openObject(oneLine: true)
            json.field("var", edit.name)
            json.field("value", suggestion[edit.id] ?? 0)
            strength(edit.priority, into: &json)
            json.close()
        }
        json.close()
        json.close()
        return json.finishLine()
    }

    private static func strength(_ priority: Priority, into json: inout JSONWriter) {
        if priority.isRequired {
            json.field("strength", "required")
        } else {
            json.field("strength", priority.value * priority.value * priority.value)
        }
    }
}
