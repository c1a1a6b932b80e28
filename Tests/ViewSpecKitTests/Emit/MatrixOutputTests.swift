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

/// The layout's documents of several cells: each layout says its cell where the cells differ in
/// more than their device.
@Suite struct MatrixOutputTests {
    @Test func layoutJSONWithoutCellsKeepsItsShape() throws {
        let document = try emitted(
            path: MatrixFindingsTests.signIn, request: MatrixRequest(devices: ["iphone-se", "ipad"])
        ).json()
        let layouts = try #require(document["layouts"] as? [[String: Any]])
        #expect(layouts.count == 2)
        #expect(layouts.allSatisfy { $0["contentSize"] == nil && $0["appearance"] == nil })
    }

    @Test func asciiNamesTheCellInEachHeader() throws {
        let ascii = try emitted(
            path: MatrixFindingsTests.signIn,
            request: MatrixRequest(directions: [.leftToRight, .rightToLeft])
        ).text(.ascii, options: .ascii(columns: 40))
        #expect(ascii.contains("iphone-17 · 402×874 pt · portrait · ltr"))
        #expect(ascii.contains("iphone-17 · 402×874 pt · portrait · rtl"))
    }
}
