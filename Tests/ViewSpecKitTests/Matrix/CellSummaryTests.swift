import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The note that says where in the matrix a finding occurs.
@Suite struct CellSummaryTests {
    static let matrix = Matrix(
        devices: ["iphone-se", "iphone-17", "ipad"], contentSizes: ContentSizeCategory.allCases,
        appearances: [.light, .dark], directions: [.leftToRight, .rightToLeft])

    static func cells(
        _ devices: [String], _ sizes: [ContentSizeCategory],
        _ appearances: [ColorAppearance] = [.light, .dark],
        _ directions: [LayoutDirection] = [.leftToRight, .rightToLeft]
    ) -> [MatrixCell] {
        devices.flatMap { device in
            sizes.flatMap { size in
                appearances.flatMap { appearance in
                    directions.map {
                        MatrixCell(device: device, contentSize: size, appearance: appearance, direction: $0)
                    }
                }
            }
        }
    }

    @Test func sizesUpToTheLargestReadFromOneOn() {
        let cells = Self.cells(["iphone-se"], [.ax3, .ax4, .ax5])
        #expect(CellSummary.text(cells, of: Self.matrix) == "in 12 of 144 cells: iphone-se at AX3 and above")
    }

    @Test func devicesWithTheSameCellsShareADescription() {
        let cells = Self.cells(["iphone-se", "ipad"], [.ax5], [.dark])
        #expect(
            CellSummary.text(cells, of: Self.matrix) == "in 4 of 144 cells: iphone-se and ipad at AX5, dark")
    }

    @Test func everyDeviceAndARunInTheMiddle() {
        let cells = Self.cells(
            ["iphone-se", "iphone-17", "ipad"], [.small, .medium, .large], [.light], [.rightToLeft])
        #expect(
            CellSummary.text(cells, of: Self.matrix)
                == "in 9 of 144 cells: every device at small…large, light, rtl")
    }

    @Test func everyCellSaysOnlyTheCount() {
        let cells = Self.cells(["iphone-se", "iphone-17", "ipad"], ContentSizeCategory.allCases)
        #expect(CellSummary.text(cells, of: Self.matrix) == "in 144 of 144 cells: every device")
    }

    @Test func cellsThatAreNoProductAreListedByAppearanceAndDirection() {
        let cells =
            Self.cells(["ipad"], [.ax5], [.light], [.leftToRight])
            + Self.cells(["ipad"], [.ax4, .ax5], [.dark], [.rightToLeft])
        #expect(
            CellSummary.text(cells, of: Self.matrix)
                == "in 3 of 144 cells: ipad light ltr at AX5; dark rtl at AX4 and above")
    }

    @Test func oneDeviceIsNotNamed() {
        let matrix = Matrix(
            devices: ["iphone-se"], contentSizes: [.large, .ax5], appearances: [.light],
            directions: [.leftToRight])
        let cells = [
            MatrixCell(device: "iphone-se", contentSize: .ax5, appearance: .light, direction: .leftToRight)
        ]
        #expect(CellSummary.text(cells, of: matrix) == "in 1 of 2 cells: at AX5")
    }
}
