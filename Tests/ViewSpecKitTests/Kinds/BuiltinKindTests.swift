import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The registry of built-in kinds: every kind says what it is, and its family is the one its
/// descriptor reads from its name (how each kind is drawn is EveryKindDrawsTests').
@Suite struct BuiltinKindTests {
    @Test func everyKindHasASummaryAndItsDescriptorsFamily() {
        for kind in BuiltinKind.allCases {
            #expect(!kind.signature.summary.isEmpty, "\(kind.rawValue)")
            #expect(kind.descriptor.family == kind.family, "\(kind.rawValue)")
        }
    }
}
