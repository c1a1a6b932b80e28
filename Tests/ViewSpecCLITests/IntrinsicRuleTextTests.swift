import Foundation
import Testing

/// Hugging and compression-resistance rules are quoted in reports as the view's intrinsic size
/// on the axis at the rule's priority; their text is made from the rule and the view when a
/// report asks, not kept per constraint.
@Suite struct IntrinsicRuleTextTests {
    static func validate(_ label: String) throws -> Run {
        let spec = """
            viewspec: 1
            device: iphone-17
            root:
              view:
                children:
                  - label.body: { id: title, text: Hello there, \(label) }
            """
        return try Viewspec.run(["validate", "-"], stdin: Data(spec.utf8))
    }

    @Test(arguments: [
        (
            "compressionResistance: 1000, layout: [{ top: 100, left: 20, width: 10 }]",
            "conflicts with 'title.width >= 87.825 (intrinsic) @1000' (a default)"
        ),
        (
            "hugging: 1000, layout: [{ top: 100, left: 20, width: 300 }]",
            "conflicts with 'title.width <= 87.825 (intrinsic) @1000' (a default)"
        ),
        (
            "lines: 1, compressionResistance: 1000, layout: [{ top: 100, left: 20, height: 5 }]",
            "conflicts with 'title.height >= 20.574 (intrinsic) @1000' (a default)"
        ),
    ])
    func aRequiredIntrinsicRuleIsQuoted(label: String, note: String) throws {
        let run = try Self.validate(label)
        #expect(run.status == 1)
        #expect(run.stderr.contains("[unsatisfiable-constraint]"))
        #expect(run.stderr.contains("note: \(note)"), "\(run.stderr)")
    }
}
