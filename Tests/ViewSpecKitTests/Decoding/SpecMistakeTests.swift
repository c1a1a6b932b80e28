import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Mistakes in a spec reported where they are written, as validating the spec reports them.
@Suite struct SpecMistakeTests {
    /// An unknown key with no likely typo says what the kind takes.
    @Test func anUnknownKeyOfAKindListsItsKeys() {
        let spec = validated(
            """
            viewspec: 1
            styles:
              navigationBar: { bogus: 1 }
            root:
              view:
                children:
                  - navigationBar: { title: Inbox, frobnicate: 2 }
            """)
        #expect(spec.hasErrors)
        let listed = "it takes 'title', 'titleColor', 'items', 'font', 'textStyle'"
        #expect(spec.report.contains("unknown key 'frobnicate' in 'navigationBar'; \(listed)"))
        #expect(spec.report.contains("unknown key 'bogus' in style 'navigationBar'; \(listed)"))
    }
}
