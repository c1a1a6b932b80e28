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

/// A large screen's build hands its solver work to another thread (`SolverFeed`); the layout
/// must be exactly the one a single thread makes, reports included, in the same order.
@Suite struct SolverFeedTests {
    static func layouts(_ tree: ResolvedTree, on device: Device) -> (fed: LayoutResult, alone: LayoutResult) {
        let fed = LayoutEngine(tree: tree, device: device, feedsSolverConcurrently: true).run()
        let alone = LayoutEngine(tree: tree, device: device, feedsSolverConcurrently: false).run()
        return (fed, alone)
    }

    @Test func everySpecLaysOutTheSameWithTheSolverOnAnotherThread() throws {
        var compared = 0
        var conflicts = 0
        // The conflicting screen below is the large one.
        for (path, tree, device) in specsOnTheirFirstDevice() {
            let (fed, alone) = Self.layouts(tree, on: device)
            #expect(fed.views == alone.views, "\(path) on \(device.name)")
            #expect(fed.diagnostics == alone.diagnostics, "\(path) on \(device.name)")
            #expect(fed.passes == alone.passes, "\(path) on \(device.name)")
            compared += 1
            conflicts += alone.diagnostics.count { $0.id == "unsatisfiable-constraint" }
        }
        #expect(compared > 40)
        // The reports of left-out constraints come from the solver's thread: some spec has them.
        #expect(conflicts > 0)
    }

    /// Every view leaves a constraint out (reported from the solver's thread), and the root's
    /// plan names no view (reported from the build's).
    static func conflictingScreen(views: Int) -> String {
        var yaml = """
            viewspec: 1
            device: { name: test, width: 400, height: 600 }
            root:
              view:
                id: screen
                layout: [{ top: "previous.top + 10" }]
                children:

            """
        for index in 0..<views {
            yaml += """
                      - view:
                          id: v\(index)
                          layout:
                            - { top: \(index % 500), left: 0, height: 1, width: 100 }
                            - width: 200

                """
        }
        return yaml
    }

    @Test func reportsFromBothThreadsComeInTheOrderOfOneThread() throws {
        let result = Pipeline.validate(
            SourceFile(path: "t.yaml", bytes: Array(Self.conflictingScreen(views: 700).utf8)))
        let tree = try #require(result.tree)
        let device = try #require(tree.devices.first)
        let (fed, alone) = Self.layouts(tree, on: device)
        #expect(alone.diagnostics.count { $0.id == "unsatisfiable-constraint" } == 700)
        #expect(alone.diagnostics.count { $0.id == "unresolved-target" } == 1)
        #expect(fed.diagnostics == alone.diagnostics)
        #expect(fed.views == alone.views)
        // After four conflicts the solver stops working out the smallest set, and says so.
        let notes = fed.diagnostics.filter { $0.id == "unsatisfiable-constraint" }.map {
            $0.notes.last?.message ?? ""
        }
        #expect(notes.prefix(4).allSatisfy { !$0.contains("first 4 conflicts only") })
        #expect(notes.dropFirst(4).allSatisfy { $0.contains("first 4 conflicts only") })
    }

    @Test func onlyLargeScreensFeedTheSolverFromAnotherThread() throws {
        let small = Pipeline.validate(
            SourceFile(path: "t.yaml", bytes: Array(Self.conflictingScreen(views: 10).utf8)))
        let large = Pipeline.validate(
            SourceFile(path: "t.yaml", bytes: Array(Self.conflictingScreen(views: 600).utf8)))
        let smallTree = try #require(small.tree)
        let largeTree = try #require(large.tree)
        let device = try #require(smallTree.devices.first)
        #expect(!LayoutEngine(tree: smallTree, device: device).feedsSolverConcurrently)
        #expect(
            LayoutEngine(tree: largeTree, device: device).feedsSolverConcurrently
                == SecondCore.isAvailable)
    }
}
