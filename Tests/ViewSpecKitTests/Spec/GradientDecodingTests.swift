import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// What a gradient value may not be, each reported where it is written.
@Suite struct GradientDecodingTests {
    private func view(_ properties: String) -> String {
        "viewspec: 1\ntokens: { color: { brand: \"#FF6A00\" }, gradient: { sunrise: { colors: [red, blue] } } }\nroot:\n  view:\n    children:\n      - view: \(properties)\n"
    }

    @Test func locationsNeedOnePerColour() {
        assertDiagnostics(
            view("{ background: { colors: [red, blue], locations: 1️⃣[0, 0.5, 1] } }"),
            [
                .init(
                    "1️⃣", id: "invalid-gradient",
                    "'locations' has 3 values but 'colors' has 2; give one location per colour")
            ])
    }

    @Test func locationsMustNotDecreaseAndStayInZeroToOne() {
        assertDiagnostics(
            view("{ background: { colors: [red, blue, green], locations: [0, 0.8, 1️⃣0.5] } }"),
            [.init("1️⃣", id: "invalid-gradient", "gradient locations must not decrease: 0.5 comes after 0.8")])
        assertDiagnostics(
            view("{ background: { colors: [red, blue], locations: [0, 1️⃣1.5] } }"),
            [.init("1️⃣", id: "value-out-of-range", "locations 1.5 is out of range; expected 0...1")])
    }

    @Test func aGradientHasTwoColoursAtLeast() {
        assertDiagnostics(
            view("{ background: { colors: 1️⃣[red] } }"),
            [.init("1️⃣", id: "invalid-gradient", "a gradient takes 2 or more colours, not 1")])
        assertDiagnostics(
            view("{ background: 1️⃣{ type: axial } }"),
            [.init("1️⃣", id: "invalid-gradient", "a gradient needs 'colors' (or 'diagonal: [top, bottom]')")])
    }

    @Test func unknownPointsAndTypesSuggestTheClosest() {
        assertDiagnostics(
            view("{ background: { colors: [red, blue], start: 1️⃣topLeftt, type: 2️⃣radail } }"),
            [
                .init(
                    "1️⃣", id: "invalid-value",
                    "'topLeftt' is not a valid start; expected 'topLeft', 'centerLeft', 'bottomLeft', 'topCenter', 'center', 'bottomCenter', 'topRight', 'centerRight' or 'bottomRight'; did you mean 'topLeft'?"
                ),
                .init(
                    "2️⃣", id: "invalid-value",
                    "'radail' is not a valid type; expected 'axial' or 'radial'; did you mean 'radial'?"),
            ])
    }

    @Test func aPointIsTwoNumbers() {
        assertDiagnostics(
            view("{ background: { colors: [red, blue], end: 1️⃣[1, 0.5, 0] } }"),
            [.init("1️⃣", id: "invalid-gradient", "a gradient point is a named point or [x, y], not 3 numbers")]
        )
    }

    @Test func diagonalTakesTwoColoursAndNothingElse() {
        assertDiagnostics(
            view("{ background: { diagonal: 1️⃣[red, blue, green], 2️⃣start: center } }"),
            [
                .init("1️⃣", id: "invalid-gradient", "'diagonal' takes 2 colours, [top, bottom], not 3"),
                .init(
                    "2️⃣", id: "invalid-gradient",
                    "'diagonal' fixes the gradient's type, start, end and locations, so it cannot have 'start'; write 'colors' instead of 'diagonal' for a custom gradient"
                ),
            ])
    }

    @Test func unknownStopColoursSuggestRolesAndTokens() {
        assertDiagnostics(
            view("{ background: { colors: [1️⃣labelHedaer, 2️⃣brnd] } }"),
            [
                .init("1️⃣", id: "unknown-color", "unknown colour 'labelHedaer'; did you mean 'labelHeader'?"),
                .init("2️⃣", id: "unknown-color", "unknown colour 'brnd'; did you mean '$brand'?"),
            ])
    }

    @Test func gradientTokensGoOnlyWhereAGradientGoes() {
        assertDiagnostics(
            view("{ tint: 1️⃣$sunrise, background: { colors: [2️⃣$sunrise, red] } }"),
            [
                .init(
                    "1️⃣", id: "wrong-token-group", "'$sunrise' is a gradient token; expected a colour token"),
                .init(
                    "2️⃣", id: "wrong-token-group", "'$sunrise' is a gradient token; expected a colour token"),
            ])
        assertDiagnostics(
            view("{ background: 1️⃣$sunrsie }"),
            [.init("1️⃣", id: "undefined-token", "undefined token '$sunrsie'; did you mean '$sunrise'?")])
    }

    @Test func onlyPaintedPropertiesTakeAGradient() {
        assertDiagnostics(
            view("{ tint: 1️⃣{ colors: [red, blue] } }"),
            [
                .init(
                    "1️⃣", id: "wrong-type",
                    "tint must be a colour (quote literals: \"#RRGGBB\"), not a mapping")
            ])
    }
}
