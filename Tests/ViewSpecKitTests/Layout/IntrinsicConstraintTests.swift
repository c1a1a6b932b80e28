import Cassowary
import Testing

@testable import TestSupport
@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// A view's hugging and compression resistance on one axis reach the solver as one two-sided
/// constraint when both are optional, and as two when one is required.
@Suite struct IntrinsicConstraintTests {
    /// The intrinsic-size constraints of `title` after laying out a label with `properties`.
    static func intrinsicConstraints(_ properties: String) throws -> [(Constraint, IntrinsicRules)] {
        let spec = layOut(
            layoutDocument(
                "- label.body: { id: title, text: Hello there\(properties), layout: [{ top: 10, left: 10 }] }"
            ))
        let tree = try #require(spec.tree)
        let engine = LayoutEngine(tree: tree, device: try #require(tree.devices.first))
        _ = engine.run()
        let title = try #require(spec.index("title"))
        return engine.solver.constraints.compactMap { constraint in
            guard let rules = engine.origins[constraint.id]?.intrinsic, rules.view == title else {
                return nil
            }
            return (constraint, rules)
        }
    }

    @Test func bothOptionalMakeOneConstraintPerAxis() throws {
        let found = try Self.intrinsicConstraints("")
        #expect(found.count == 2)
        for (constraint, rules) in found {
            #expect(rules.hugs && rules.resists)
            #expect(constraint.relation == .equal)
            // The label's defaults: hugging 250 and compression resistance 750 on both axes.
            #expect(constraint.priority == 250 && constraint.priorityBelow == 750)
        }
    }

    @Test func aRequiredSideKeepsItsOwnConstraint() throws {
        let found = try Self.intrinsicConstraints(", hugging: { horizontal: 1000 }")
        let horizontal = found.filter { $0.1.isHorizontal }
        #expect(horizontal.count == 2)
        #expect(horizontal.map { $0.0.relation } == [.lessOrEqual, .greaterOrEqual])
        #expect(horizontal.map { $0.0.priority.value } == [1000, 750])
        #expect(horizontal.map { $0.1.hugs } == [true, false])
        #expect(found.filter { !$0.1.isHorizontal }.count == 1)
    }
}
