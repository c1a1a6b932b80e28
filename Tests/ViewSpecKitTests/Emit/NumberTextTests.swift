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

@Suite struct NumberTextTests {
    /// Every finite value prints as plain decimal digits: no exponent, no `.0`, no `-0`.
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (16, "16"), (0.5, "0.5"), (-2.25, "-2.25"), (1e15, "1000000000000000"),
        (1e16, "10000000000000000"), (1e23, "100000000000000000000000"), (-1e22, "-10000000000000000000000"),
        (123456789012.5, "123456789012.5"), (0.0001, "0.0001"), (1e-7, "0.0000001"),
        (1.5e-10, "0.00000000015"),
        (4.02e17, "402000000000000000"),
        (Double.greatestFiniteMagnitude, "17976931348623157" + String(repeating: "0", count: 292)),
        (Double.leastNonzeroMagnitude, "0." + String(repeating: "0", count: 323) + "5"),
        (Double.infinity, "0"), (Double.nan, "0"),
    ])
    func plain(value: Double, expected: String) {
        #expect(NumberText.plain(value) == expected)
    }

    @Test(arguments: [
        (310.6034, "310.603"), (-0.0004, "0"), (0.0005, "0.001"), (16.0, "16"), (1e15, "1000000000000000"),
        (1e23, "100000000000000000000000"),
        (-1.7976931348623157e308, "-17976931348623157" + String(repeating: "0", count: 292)),
        (1e-9, "0"), (999999.9999, "1000000"),
    ])
    func thousandths(value: Double, expected: String) {
        #expect(NumberText.thousandths(value) == expected)
    }

    /// A value rounded as the layout document holds it is the value its text reads back as.
    @Test(arguments: [
        0.0, -0.0, -0.0004, 0.0005, 310.6034, -2.2505, 1.0 / 3, 999999.9999, 123456789012.3456, 1e15 + 0.5,
        4_503_599_627_370_497.0, 1e23, -1.7976931348623157e308, Double.infinity, -Double.infinity, Double.nan,
    ])
    func roundedToThousandthsIsTheTextReadBack(value: Double) throws {
        let read = try #require(Double(NumberText.thousandths(value)))
        let rounded = NumberText.roundedToThousandths(value)
        #expect(rounded == read && rounded.sign == read.sign, "\(value)")
    }

    /// What the output promises holds for any finite value, however it was reached.
    @Test func neverAnExponentOrTrailingZero() {
        var value = 1e-12
        while value.isFinite {
            for v in [value, -value, value * 3.7, value / 7] where v.isFinite {
                for text in [NumberText.plain(v), NumberText.thousandths(v)] {
                    #expect(!text.contains("e") && !text.contains("E"), "\(v): \(text)")
                    #expect(!(text.contains(".") && text.hasSuffix("0")), "\(v): \(text)")
                    #expect(text != "-0", "\(v)")
                }
                #expect(Double(NumberText.plain(v)) == v, "\(v) round-trips")
            }
            value *= 10
        }
    }

    /// The fast paths write what the general rewrite writes.
    @Test func theFastPathsAgreeWithTheRewrite() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<20_000 {
            let exponent = Double(generator.next() % 36) - 18
            let mantissa = Double(generator.next() % 1_000_000_007) / 1_000_000_007
            let sign: Double = generator.next() % 2 == 0 ? 1 : -1
            for value in [sign * mantissa * pow(10, exponent), (sign * mantissa * 1e6).rounded() / 1000] {
                guard value != 0 else { continue }
                #expect(NumberText.plain(value) == NumberText.rewritten(value), "\(value)")
            }
        }
    }

    /// Thousandths written from the whole number of them agree with rounding and `plain`, at
    /// every magnitude up to the fast path's limit and past it, halves and negative zero included.
    @Test func thousandthsFromDigitsAgreeWithRoundingAndPlain() {
        var generator = SplitMix64(seed: 11)
        var values: [Double] = [
            0, -0.0, 0.0004, -0.0004, 0.0005, -0.0005, 0.001, 1.2345, 2.5e-4, 999_999_999_999.9996, 1e12,
            3e12,
        ]
        for _ in 0..<40_000 {
            let exponent = Double(generator.next() % 30) - 14
            let mantissa = Double(generator.next() % 1_000_000_007) / 1_000_000_007
            let sign: Double = generator.next() % 2 == 0 ? 1 : -1
            values.append(sign * mantissa * pow(10, exponent))
            // Values on and near a half thousandth, where rounding decides.
            values.append(sign * (Double(generator.next() % 10_000_000) + 0.5) / 1000)
        }
        for value in values {
            #expect(NumberText.thousandths(value) == NumberText.slowThousandths(value), "\(value)")
        }
    }

    @Test func digitsAreThoseOfTheNumbersDescription() {
        var generator = SplitMix64(seed: 12)
        var numbers: [UInt] = [0, 1, 9, 10, 11, 99, 100, 999, 1_000, UInt.max, UInt.max / 10]
        var power: UInt = 1
        for _ in 0..<19 {
            power *= 10
            numbers += [power - 1, power, power + 1]
        }
        for _ in 0..<20_000 { numbers.append(UInt(generator.next() % UInt64(1) << (generator.next() % 64))) }
        for number in numbers {
            var bytes = ByteBuffer(capacity: 1)
            bytes.append(UInt8(ascii: "x"))
            NumberText.appendDigits(of: number, to: &bytes)
            #expect(bytes.text == "x\(number)")
        }
    }
}
