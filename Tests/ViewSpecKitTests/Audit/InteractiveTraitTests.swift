import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The kinds a person taps, types in or drags, which the tap-target audit judges.
@Suite struct InteractiveTraitTests {
    @Test func theInteractiveKinds() {
        let interactive = BuiltinKind.allCases.filter(\.traits.interactive).map(\.name)
        #expect(
            interactive == [
                "input.text", "input.number", "textField", "textView", "button", "button.negative",
                "button.mainFab", "button.miniFab", "switch", "slider", "stepper", "segmented", "pageControl",
                "datePicker", "picker", "colorWell",
            ])
        #expect(!ViewKind.cell.traits.interactive)
    }
}
