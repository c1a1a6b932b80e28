import Foundation
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The validate matrix (the devices, content sizes, appearances and directions asked for, or the
/// spec's `matrix:`): one report per finding with the cells it occurs in, and the views that do
/// not mirror between the directions.
@Suite struct MatrixFindingsTests {
    static let signIn = "specs/gallery/sign-in.yaml"
    static let physical = "specs/matrix/physical-direction.yaml"

    @Test func aFindingIsReportedOnceWithTheSizesItOccursFrom() {
        // 48 cells on two devices: enough to show every kind of note, few enough for a debug build.
        let spec = validated(
            path: Self.signIn,
            request: MatrixRequest(
                devices: ["iphone-se", "ipad"], contentSizes: ContentSizeCategory.allCases,
                appearances: ColorAppearance.allCases, directions: [.leftToRight]))
        #expect(!spec.hasErrors, "\(spec.report)")
        #expect(
            spec.diagnostics.contains {
                $0.range?.lower == SourcePosition(line: 24, column: 58)
                    && $0.cellNote == "in 6 of 48 cells: iphone-se at AX3 and above"
            }, "\(spec.report)")
        // The password's placeholder is cut only where its line is taller than the whole input,
        // not where it reaches into the input's padding.
        #expect(
            spec.diagnostics.contains {
                $0.view == "password" && $0.cellNote == "in 4 of 48 cells: ipad at AX4 and above"
            }, "\(spec.report)")
        // Once: one warning per rule, place and view, which names no device of its own.
        #expect(spec.reported("truncated-text").count == 2)
        #expect(spec.diagnostics.allSatisfy { $0.device == nil })
    }

    @Test func aFindingNamesItsCells() throws {
        let spec = validated(
            path: Self.signIn, request: MatrixRequest(devices: ["ipad"], contentSizes: [.ax4, .ax5]))
        let password = try #require(spec.diagnostics.first { $0.view == "password" }, "\(spec.report)")
        #expect(
            password.cells == [
                MatrixCell(device: "ipad", contentSize: .ax4, appearance: .light, direction: .leftToRight),
                MatrixCell(device: "ipad", contentSize: .ax5, appearance: .light, direction: .leftToRight),
            ])
        #expect(password.device == nil)
    }

    @Test func oneCellKeepsTheDiagnosticsAsTheyWere() {
        let spec = validated(
            path: Self.signIn, request: MatrixRequest(devices: ["iphone-se"], contentSizes: [.ax5]))
        #expect(!spec.diagnostics.isEmpty)
        #expect(spec.diagnostics.allSatisfy { $0.cells.isEmpty && $0.cellNote == nil })
    }

    // MARK: physical-direction

    @Test func aViewPinnedWithLeftDoesNotMirror() throws {
        let spec = validated(path: Self.physical)
        #expect(!spec.hasErrors)
        let first = try #require(spec.diagnostics.first)
        #expect(first.range?.lower == SourcePosition(line: 22, column: 15))
        #expect(first.severity == .warning)
        #expect(first.id == "physical-direction")
        #expect(
            first.message.hasPrefix(
                "'badge' does not mirror in right-to-left: x = 16 in ltr, 16 in rtl, where mirroring puts it at 335"
            ), "\(spec.report)")
        // The title uses leading and trailing: it mirrors.
        #expect(!spec.report.contains("'title'"))
    }

    /// A view whose width changes with the direction (its centre is placed from a physical edge,
    /// its leading edge from the leading one) says both frames.
    @Test func aWidthThatChangesIsSaid() {
        let spec = validated(
            """
            viewspec: 1
            device: { name: test, width: 400, height: 600 }
            root:
              view:
                children:
                  - view:
                      id: more
                      layout:
                        - "leading == parent.leading + 20"
                        - "centerX == parent.left + 100"
                        - { top: 100 }
                        - { height: 40 }
            """, request: MatrixRequest(directions: [.leftToRight, .rightToLeft]))
        #expect(
            spec.report.contains(
                "'more' does not mirror in right-to-left: x = 20, width 160 in ltr; x = -180, width 560 in rtl, where mirroring puts it at x = 220, width 160;"
            ), "\(spec.report)")
    }

    /// Text aligned left stays left in right-to-left: said once per pair of cells, at the text.
    ///
    /// A plain label is natural (UILabel's default) and mirrors.
    @Test func textAlignedLeftDoesNotMirror() {
        let spec = validated(
            """
            viewspec: 1
            device: { name: test, width: 400, height: 600 }
            root:
              view:
                children:
                  - label.body: { id: seed, text: Hello, layout: [{ top: 100 }, { horizontal: 16 }] }
                  - label: { id: plain, text: Hello, layout: [{ top: 140 }, { horizontal: 16 }] }
                  - label.body: { id: fits, text: Hello, layout: [{ top: 180 }, { leading: 16 }] }
            """, request: MatrixRequest(directions: [.leftToRight, .rightToLeft]))
        let found = spec.diagnostics.filter { $0.id == "physical-direction" }
        #expect(found.map(\.view) == ["seed"], "\(spec.report)")
        #expect(
            spec.report.contains(
                "the text of 'seed' is aligned left, which stays left in right-to-left: write `alignment: natural`"
            ), "\(spec.report)")
    }

    /// The advice names what is written at the caret: the side an anchor or expression uses,
    /// the edge a pin (a preset) names, `leftOf`/`rightOf`, an absolute frame, or the view it is
    /// placed from; a spec that writes only leading and trailing gets no finding.
    @Test func theAdviceNamesTheConstructWritten() {
        let spec = validated(
            """
            viewspec: 1
            device: { name: test, width: 400, height: 800 }
            root:
              view:
                children:
                  - view: { id: f, frame: { x: 16, y: 100, width: 40, height: 40 } }
                  - view: { id: p, layout: [{ at: { edges: topLeft, insets: 16 } }, { size: 40 }] }
                  - view: { id: r, layout: [{ rightOf: { view: p, spacing: 8 } }, { size: 40 }] }
                  - view: { id: e, layout: ["left == parent.left + 20", { size: 40 }, { top: 400 }] }
                  - view: { id: n, layout: [{ leading: { to: e.trailing, constant: 8 } }, { size: 40 }, { top: 400 }] }
                  - view: { id: m, layout: [{ leading: 16 }, { trailing: 16 }, { top: 500 }, { height: 40 }] }
            """, request: MatrixRequest(directions: [.leftToRight, .rightToLeft]))
        let found = spec.diagnostics.filter { $0.id == "physical-direction" }
        #expect(
            found.map { "\($0.range?.lower.line ?? 0):\($0.range?.lower.column ?? 0) \($0.view ?? "-")" } == [
                "6:9 f", "7:33 p", "8:33 r", "9:33 e", "10:33 n",
            ], "\(spec.report)")
        let advice = found.map { String($0.message.split(separator: ";", maxSplits: 1).last ?? "") }
        #expect(
            advice == [
                " its `frame` is absolute, and UIKit does not mirror a frame: place it with leading and trailing constraints to follow the direction",
                " this plan pins the left edge, which stays put: name `leading` among its edges to follow the direction",
                " `rightOf` places it by the physical sides of 'p' in either direction: pin its leading to the trailing of 'p' to follow the direction",
                " this plan uses `left`, which stays put: `leading` follows the direction",
                " it is placed from 'e', which does not mirror",
            ], "\(spec.report)")
        #expect(!spec.report.contains("'m'"), "\(spec.report)")
        #expect(!spec.report.contains("left or right"), "\(spec.report)")
    }

    /// specs/matrix/written-direction.yaml: leading and trailing mirror; the one view pinned with
    /// the preset `topLeft` is the one finding, at its plan, and the advice names its edge.
    @Test func aPlantedPresetIsTheOneFinding() {
        let spec = validated(path: "specs/matrix/written-direction.yaml")
        #expect(
            spec.diagnostics.map { "\($0.range?.lower.line ?? 0) \($0.id) \($0.view ?? "-")" } == [
                "19 physical-direction avatar"
            ], "\(spec.report)")
        #expect(
            spec.diagnostics.first?.message.hasSuffix(
                "this plan pins the left edge, which stays put: name `leading` among its edges to follow the direction"
            ) == true)
    }

    @Test func oneDirectionComparesNothing() {
        let spec = validated(path: Self.physical, request: MatrixRequest(directions: [.leftToRight]))
        #expect(spec.diagnostics.isEmpty, "\(spec.report)")
    }

    // MARK: The spec's own matrix

    @Test func theSpecsMatrixIsLaidOutAndARequestReplacesADimension() throws {
        let own = try emitted(path: Self.physical)
        #expect(own.run.cells.map(\.cell.direction) == [.leftToRight, .rightToLeft])
        let one = try emitted(path: Self.physical, request: MatrixRequest(directions: [.rightToLeft]))
        #expect(one.layouts.count == 1)
        #expect(one.tree.direction == .rightToLeft)
    }
}
