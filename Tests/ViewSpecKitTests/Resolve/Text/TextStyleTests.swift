import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

@Suite struct TextStyleTests {
    @Test func largeIsTheSeedsDefaultSizes() {
        let expected: [(TextStyle, Double)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected {
            #expect(style.size() == size, "\(style)")
            #expect(style.size(at: .large) == size, "\(style)")
        }
    }

    @Test func bodyAcrossEveryCategory() {
        #expect(
            ContentSizeCategory.allCases.map { TextStyle.body.size(at: $0) } == [
                14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53,
            ])
    }

    @Test func spotChecks() {
        #expect(TextStyle.body.size(at: .ax5) == 53)
        #expect(TextStyle.largeTitle.size(at: .ax5) == 60)
        #expect(TextStyle.caption2.size(at: .xSmall) == 11)
        #expect(TextStyle.footnote.size(at: .ax1) == 23)
        #expect(TextStyle.title1.size(at: .xxxLarge) == 34)
    }

    @Test func sizesNeverShrinkAsTheCategoryGrows() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.size(at: $0) }
            #expect(sizes == sizes.sorted(), "\(style)")
        }
    }

    @Test func headlineIsSemiboldAndTheRestRegular() {
        for style in TextStyle.allCases {
            #expect(style.weight == (style == .headline ? .semibold : .regular))
        }
        #expect(TextStyle.headline.font().metrics.name == "Inter SemiBold")
        #expect(TextStyle.body.font(at: .ax5).size == 53)
    }

    @Test func categoriesUseTheSpecsSpelling() {
        #expect(ContentSizeCategory.allCases.map(\.rawValue) == SpecOptions.contentSizes)
        #expect(ContentSizeCategory.ax1.isAccessibilityCategory)
        #expect(!ContentSizeCategory.xxxLarge.isAccessibilityCategory)
        #expect(TextStyle.allCases.map(\.rawValue) == PropertyGroup.textStyles)
    }

    /// `index` and `rank` are switches: each must give a case its position in `allCases`.
    @Test func positionsFollowAllCases() {
        #expect(ContentSizeCategory.allCases.map(\.index) == Array(ContentSizeCategory.allCases.indices))
        #expect(FontWeight.allCases.map(\.rank) == Array(FontWeight.allCases.indices))
    }
}
