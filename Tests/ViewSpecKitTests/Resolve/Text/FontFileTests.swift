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

/// The run-time loader on a hand-built font: the values it must find, and a typed error for
/// every malformed, truncated or mutated file.
@Suite struct FontFileTests {
    @Test func readsTheTinyFontsMetricsAndAdvances() throws {
        let metrics = try FontMetrics(bytes: TinyFont().bytes(), name: "tiny")
        #expect(metrics.unitsPerEm == 1000)
        #expect(metrics.ascender == 800)
        #expect(metrics.descender == -200)
        #expect(metrics.lineGap == 100)
        #expect(metrics.averageAdvance == 550)
        #expect(metrics.advance(of: "A" as Unicode.Scalar) == 600)
        #expect(metrics.advance(of: "B" as Unicode.Scalar) == 700)
        // Space is glyph 3, past numberOfHMetrics: it takes the last long metric.
        #expect(metrics.advance(of: " " as Unicode.Scalar) == 700)
        #expect(metrics.advance(of: "C" as Unicode.Scalar) == nil)
        #expect(metrics.advances.codepoints == [0x20, 0x41, 0x42])
    }

    @Test func readsFormat12AndCodePointsBeyondTheBMP() throws {
        let metrics = try FontMetrics(bytes: TinyFont(characterMap: .format12).bytes(), name: "tiny")
        #expect(metrics.advances.codepoints == [0x20, 0x41, 0x42, 0x10400])
        #expect(metrics.advance(of: "\u{10400}" as Unicode.Scalar) == 700)
    }

    @Test func typoMetricsWinWhenTheFontAsksForThem() throws {
        let metrics = try FontMetrics(bytes: TinyFont(useTypoMetrics: true).bytes(), name: "tiny")
        #expect([metrics.ascender, metrics.descender, metrics.lineGap] == [900, -300, 0] as [Int])
    }

    @Test func withoutOS2TheFallbackIsHalfAnEm() throws {
        let metrics = try FontMetrics(bytes: TinyFont(includeOS2: false).bytes(), name: "tiny")
        #expect(metrics.averageAdvance == 500)
        #expect(metrics.advance(of: "z" as Character) == 500)
    }

    @Test func readsTheFirstFontOfACollection() throws {
        let font = TinyFont()
        #expect(
            try FontMetrics(bytes: font.collection(), name: "tiny")
                == FontMetrics(bytes: font.bytes(), name: "tiny"))
        #expect(throws: FontError.noSuchFontInCollection(index: 1, count: 1)) {
            try FontMetrics(bytes: font.collection(), name: "tiny", index: 1)
        }
    }

    @Test func readsAFileFromDisk() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewspec-tiny-\(getpid()).ttf"
        ).path
        try Data(TinyFont().bytes()).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let metrics = try FontMetrics(contentsOf: path)
        #expect(metrics.name == "viewspec-tiny-\(getpid()).ttf")
        #expect(metrics.advance(of: "A" as Unicode.Scalar) == 600)
    }

    @Test func typedErrors() {
        #expect(throws: FontError.unreadable(path: "/nonexistent/font.ttf")) {
            try FontMetrics(contentsOf: "/nonexistent/font.ttf")
        }
        #expect(throws: FontError.notAFont) { try FontMetrics(bytes: Array("hello, world".utf8), name: "x") }
        #expect(throws: FontError.notAFont) { try FontMetrics(bytes: [], name: "x") }
        #expect(throws: FontError.missingTable("cmap")) {
            try FontMetrics(bytes: TinyFont(includeCmap: false).bytes(), name: "x")
        }
        #expect(throws: FontError.malformed(table: "head", reason: "bad magic number")) {
            try FontMetrics(bytes: TinyFont(headMagic: 0).bytes(), name: "x")
        }
        #expect(throws: FontError.malformed(table: "hhea", reason: "numberOfHMetrics is 0")) {
            try FontMetrics(bytes: TinyFont(longMetrics: 0).bytes(), name: "x")
        }
        #expect(throws: FontError.malformed(table: "head", reason: "unitsPerEm 0 is outside 16...16384")) {
            try FontMetrics(bytes: TinyFont(unitsPerEm: 0).bytes(), name: "x")
        }
    }

    @Test func everyTruncationIsATypedError() {
        for font in [TinyFont(), TinyFont(characterMap: .format12)] {
            let bytes = font.bytes()
            for length in 0..<bytes.count {
                #expect(throws: FontError.self, "\(length) of \(bytes.count) bytes") {
                    try FontMetrics(bytes: Array(bytes.prefix(length)), name: "cut")
                }
            }
        }
    }

    /// Random byte changes must end in a value or a `FontError`, never a trap or a hang.
    ///
    /// The generator is seeded so a failure reproduces.
    @Test func mutatedFilesNeverCrash() {
        var random = SplitMix64(seed: 0x5EED)
        var failures = 0
        for round in 0..<3000 {
            var bytes = (round.isMultiple(of: 2) ? TinyFont() : TinyFont(characterMap: .format12)).bytes()
            for _ in 0...(random.next() % 4) {
                let index = Int(random.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: random.next())
            }
            do {
                _ = try FontMetrics(bytes: bytes, name: "mutant")
            } catch {
                failures += 1
            }
        }
        #expect(failures > 0)  // some mutations must have hit a checked field
    }

    @Test func overlappingFormat4SegmentsAreRejected() {
        var bytes = TinyFont().bytes()
        // The cmap subtable's first endCode (0x0020) becomes 0xFFFE, overlapping the next segment.
        let endCode = try! #require(findSequence([0x00, 0x20, 0x00, 0x42, 0xFF, 0xFF], in: bytes))
        bytes[endCode] = 0xFF
        bytes[endCode + 1] = 0xFE
        #expect(
            throws: FontError.malformed(
                table: "cmap", reason: "format 4 segments overlap or are out of order")
        ) {
            try FontMetrics(bytes: bytes, name: "x")
        }
    }

    private func findSequence(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first {
            Array(haystack[$0..<$0 + needle.count]) == needle
        }
    }
}
