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

/// A large screen's audits run in two parts on two threads (`Audits.parts`); the findings must
/// be exactly those of one thread, in the same order.
@Suite struct SharedAuditsTests {
    static func findings(_ tree: ResolvedTree, on device: Device) -> (
        shared: [Diagnostic], alone: [Diagnostic]
    ) {
        let layout = LayoutEngine(tree: tree, device: device).run()
        return (
            Audits.run(tree, on: layout, options: AuditOptions(), sharingWork: true),
            Audits.run(tree, on: layout, options: AuditOptions(), sharingWork: false)
        )
    }

    @Test func everySpecFindsTheSameWithTheAuditsOnTwoThreads() throws {
        var compared = 0
        var found = 0
        for (path, tree, device) in specsOnTheirFirstDevice() {
            let (shared, alone) = Self.findings(tree, on: device)
            #expect(shared == alone, "\(path) on \(device.name)")
            compared += 1
            found += alone.count
        }
        #expect(compared > 40)
        #expect(found > 0)
    }

    /// Low-contrast labels in both halves of the views, and buttons too small to tap (another
    /// audit, in the second part): one thread's order, contrast first by view, then the rest.
    @Test func findingsOfBothPartsComeInTheOrderOfOneThread() throws {
        var yaml = """
            viewspec: 1
            device: { name: test, width: 400, height: 600 }
            root:
              scroll.vertical:
                id: page
                children:

            """
        for index in 0..<300 {
            yaml += """
                      - label.body: { id: faint\(index), text: "Row \(index)", color: "#EEEEEE" }
                      - button: { id: tiny\(index), title: Go, layout: [{ width: 20 }, { height: 20 }] }

                """
        }
        let result = Pipeline.validate(SourceFile(path: "t.yaml", bytes: Array(yaml.utf8)))
        let tree = try #require(result.tree)
        let device = try #require(tree.devices.first)
        let (shared, alone) = Self.findings(tree, on: device)
        #expect(shared == alone)
        let contrast = alone.filter { $0.id == "low-contrast" }.compactMap(\.view)
        #expect(contrast.contains("faint0") && contrast.contains("faint299"))
        #expect(alone.contains { $0.id == "small-tap-target" })
    }

    @Test func thePartsJudgeEveryViewOnceAndRunEveryAudit() {
        // Typed one step at a time: as one expression in #expect it took the compiler seconds.
        let otherRules: [String] = Audits.screen.map(\.rule).filter { $0 != "low-contrast" }
        for count in [1, 2, 7, 10_001] {
            let audits: [any ScreenAudit] = Audits.parts(viewCount: count).flatMap { $0 }
            let ranges: [Range<Int>] = audits.compactMap { ($0 as? ContrastAudit)?.views }
            let covered: Int = ranges.reduce(0) { $0 + $1.count }
            let first: Int? = ranges.first?.lowerBound
            let last: Int? = ranges.last?.upperBound
            let adjoining: Bool = zip(ranges, ranges.dropFirst()).allSatisfy {
                $0.upperBound == $1.lowerBound
            }
            let rules: [String] = audits.map(\.rule).filter { $0 != "low-contrast" }
            #expect(covered == count)
            #expect(first == 0)
            #expect(last == count)
            #expect(adjoining)
            #expect(rules == otherRules)
        }
    }

    @Test func onlyLargeScreensOnMachinesWithASecondCoreShare() {
        #expect(!SecondCore.pays(forViews: SecondCore.smallestScreen - 1))
        #expect(SecondCore.pays(forViews: SecondCore.smallestScreen) == SecondCore.isAvailable)
    }
}
