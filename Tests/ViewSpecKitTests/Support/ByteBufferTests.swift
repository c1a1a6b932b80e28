import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

@Suite struct ByteBufferTests {
    /// A run of any length lands after what was there, byte for byte, and writes nothing past
    /// its end (the short runs move as overlapping words).
    @Test func runsOfEveryLengthAreCopiedExactly() {
        let source: [UInt8] = (0..<64).map { UInt8($0 + 1) }
        for length in 0...40 {
            var bytes = ByteBuffer(capacity: 1)
            bytes.append(UInt8(ascii: "<"))
            source.withUnsafeBufferPointer { bytes.append(UnsafeBufferPointer(rebasing: $0[0..<length])) }
            bytes.append(UInt8(ascii: ">"))
            var expected: [UInt8] = [UInt8(ascii: "<")]
            expected += source[0..<length]
            expected.append(UInt8(ascii: ">"))
            #expect(bytes.count == length + 2)
            #expect(bytes.text == String(decoding: expected, as: UTF8.self), "length \(length)")
        }
    }

    /// Growth keeps what was written, whether by doubling or by one run larger than double.
    @Test func growingKeepsTheBytes() {
        var bytes = ByteBuffer(capacity: 16)
        var expected = ""
        for index in 0..<500 {
            bytes.append(contentsOf: "\(index),")
            expected += "\(index),"
        }
        let long = String(repeating: "é", count: 5_000)
        bytes.append(contentsOf: long)
        bytes.append("end")
        bytes.append(repeating: UInt8(ascii: " "), count: 3)
        expected += long + "end   "
        #expect(bytes.text == expected)
    }

    /// Integers read as `String(value)` does, at the ends of the range too.
    @Test func integersAreTheirDescription() {
        var generator = SplitMix64(seed: 5)
        var values = [0, 1, -1, 9, 10, -10, 99, 100, Int.max, Int.min, Int.min + 1]
        for _ in 0..<5_000 {
            values.append(Int(bitPattern: UInt(generator.next() >> (generator.next() % 64))))
        }
        for value in values {
            var bytes = ByteBuffer()
            NumberText.appendInteger(value, to: &bytes)
            #expect(bytes.text == String(value))
        }
    }

    /// The writer's numbers and `thousandths` are one path, in range and out of it.
    @Test func thousandthsInPlaceAgreeWithTheString() {
        var generator = SplitMix64(seed: 9)
        var values: [Double] = [
            0, -0.0, 1e12, -1e12, 999_999_999_999.9996, 1e300, .infinity, .nan, 0.0005, -0.0005,
        ]
        for _ in 0..<5_000 {
            values.append(Double(Int64(bitPattern: generator.next()) >> (generator.next() % 64)) / 1000)
        }
        for value in values {
            var bytes = ByteBuffer()
            NumberText.appendThousandths(value, to: &bytes)
            #expect(bytes.text == NumberText.thousandths(value), "\(value)")
            #expect(bytes.text == NumberText.slowThousandths(value), "\(value)")
        }
    }
}
