import Testing

@testable import ViewSpecCore
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve

/// One finding per written node and rule: the views a table's rows make from one cell template
/// share each finding, whichever rule reports it (the audits, the layout, the matrix's checks),
/// on one screen and across the cells of a matrix.
@Suite struct SameNodeFindingsTests {
    /// Four rows of a template whose second label overlaps the first, whose preview text is
    /// cut at 60 pt and reaches below its 40 pt cell, and whose preview is aligned left.
    static let inbox = """
        viewspec: 1
        device: iphone-17
        palette: system
        root:
          view:
            children:
              - table:
                  id: inbox
                  layout: [{ edges: { to: safeArea } }]
                  rowHeight: 40
                  cell:
                    view:
                      height: 40
                      children:
                        - label.body: { text: $sender, layout: [{ top: 4 }, { leading: 16 }] }
                        - label.body: { text: $time, layout: [{ top: 4 }, { leading: 30 }] }
                        - label.body:
                            text: $preview
                            lines: 1
                            alignment: left
                            layout: [{ top: 30 }, { leading: 16 }, { width: 60 }]
                  rows:
                    - { sender: Ann, time: "9:41", preview: See you at noon }
                    - { sender: Bob, time: "9:12", preview: The invoice }
                    - { sender: Cid, time: "8:30", preview: Tickets booked }
                    - { sender: Dee, time: "8:02", preview: Thanks a lot }
        """

    static func counted(_ diagnostic: Diagnostic?) -> String? {
        diagnostic?.notes.last { $0.message.hasPrefix("and ") }?.message
    }

    static let threeMore =
        "and 3 more views made from the same node (table or collection rows) have the same finding"

    @Test(arguments: ["overlapping-views", "outside-parent", "truncated-text"])
    func aRulesFindingOnEveryRowIsOneFinding(rule: String) {
        let spec = validated(Self.inbox)
        let found = spec.reported(rule)
        #expect(found.count == 1, "\(spec.report)")
        #expect(found.first?.view?.hasPrefix("inbox/cell[0]/") == true, "\(spec.report)")
        #expect(Self.counted(found.first) == Self.threeMore, "\(spec.report)")
    }

    /// The rows' texts differ, so their messages do: the finding is still one, and its
    /// message is the first row's.
    @Test func messagesThatQuoteEachRowsTextDoNotSplitAFinding() throws {
        let spec = validated(Self.inbox)
        let cut = try #require(spec.reported("truncated-text").first, "\(spec.report)")
        #expect(cut.message.contains("\"See y"), "\(cut.message)")
        #expect(cut.sharedWith.count == 3)
    }

    /// `physical-direction` compares cells: each row's preview stays left, and that is one finding.
    @Test func aMatrixCheckOnEveryRowIsOneFinding() {
        let spec = validated(Self.inbox, request: MatrixRequest(directions: [.leftToRight, .rightToLeft]))
        let found = spec.reported("physical-direction")
        #expect(found.count == 1, "\(spec.report)")
        #expect(Self.counted(found.first) == Self.threeMore, "\(spec.report)")
    }

    /// Grey text on every row, in both appearances (a dynamic grey, faint in each): one finding
    /// across the matrix.
    @Test func lowContrastOnEveryRowInEveryCellIsOneFinding() {
        let grey = ##"color: { light: "#B0B0B0", dark: "#505050" }"##
        let yaml = Self.inbox.replacingOccurrences(
            of: "alignment: left", with: "alignment: natural\n" + String(repeating: " ", count: 20) + grey)
        let spec = validated(yaml, request: MatrixRequest(appearances: [.light, .dark]))
        let found = spec.reported("low-contrast")
        #expect(found.count == 1, "\(spec.report)")
        #expect(found.first?.cells.count == 2, "\(spec.report)")
        #expect(Self.counted(found.first) == Self.threeMore, "\(spec.report)")
    }

    /// Light grey rows fail in light appearance and a dark grey row in dark: each cell finds
    /// other rows, and across the matrix they are one finding, with both cells and every row.
    @Test func lowContrastOfRowsInDifferentCellsIsOneFinding() throws {
        let yaml = ##"""
            viewspec: 1
            device: iphone-17
            palette: system
            root:
              view:
                children:
                  - table:
                      id: list
                      layout: [{ edges: { to: safeArea } }]
                      cell: { label.body: { text: $title, color: $tone } }
                      rows:
                        - { title: Light grey, tone: "#B0B0B0" }
                        - { title: Dark grey, tone: "#505050" }
                        - { title: Light again, tone: "#B0B0B0" }
            """##
        let spec = validated(yaml, request: MatrixRequest(appearances: [.light, .dark]))
        let found = spec.reported("low-contrast")
        #expect(found.count == 1, "\(spec.report)")
        let grey = try #require(found.first)
        #expect(grey.view == "list/cell[0]/label.body[0]")
        #expect(grey.cells.map(\.appearance) == [.light, .dark])
        #expect(
            Self.counted(grey)
                == "and 2 more views made from the same node (table or collection rows) have the same finding"
        )
    }

    /// The first row's text is cut only at AX3, the second's at large too: the cells find
    /// different rows first, and the finding is still one, with both cells and both rows.
    @Test func rowsThatFailInDifferentCellsAreOneFinding() throws {
        let yaml = """
            viewspec: 1
            device: iphone-17
            palette: system
            root:
              view:
                children:
                  - table:
                      id: list
                      layout: [{ edges: { to: safeArea } }]
                      cell: { label.body: { text: $title, lines: 1 } }
                      insets: { left: 16, right: 200, top: 0, bottom: 0 }
                      rows: [{ title: Good morning }, { title: A title far too long for the row }]
            """
        let spec = validated(yaml, request: MatrixRequest(contentSizes: [.large, .ax3]))
        let found = spec.reported("truncated-text")
        #expect(found.count == 1, "\(spec.report)")
        let cut = try #require(found.first)
        #expect(cut.cells.map(\.contentSize) == [.large, .ax3], "\(spec.report)")
        #expect(
            Self.counted(cut)
                == "and 1 more view made from the same node (table or collection rows) has the same finding",
            "\(spec.report)")
    }

    /// A template label that overlaps two siblings is two findings: each names its sibling.
    @Test func findingsThatPointAtDifferentNodesStayApart() {
        let yaml = Self.inbox.replacingOccurrences(of: "{ top: 30 }", with: "{ top: 4 }")
        let spec = validated(yaml)
        let third = spec.reported("overlapping-views").filter { $0.view?.hasSuffix("label.body[2]") == true }
        #expect(third.count == 2, "\(spec.report)")
    }
}
