import Foundation
import Testing

@testable import ViewSpecCore
@testable import ViewSpecKit
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Text in a script the font has no glyphs for is reported once per spec (`missing-glyphs`),
/// naming the scripts and a Debian package with fonts for them; text the font covers, in the
/// built-in Inter or in a `--font` file, is not.
@Suite struct MissingGlyphsTests {
    static func spec(_ texts: [String]) -> String {
        var yaml = "viewspec: 1\ndevice: iphone-se\nroot:\n  view:\n    children:\n"
        for (index, text) in texts.enumerated() {
            yaml +=
                "      - label: { id: t\(index), text: \"\(text)\", layout: [{ top: \(100 + 40 * index) }, { leading: 16 }] }\n"
        }
        return yaml
    }

    static func reports(_ texts: [String], options: Pipeline.Options = Pipeline.Options()) -> [Diagnostic] {
        let result = Pipeline.validate(
            SourceFile(path: "t.yaml", bytes: Array(Self.spec(texts).utf8)), options: options)
        return result.diagnostics.filter { $0.id == "missing-glyphs" }
    }

    @Test func arabicTextInInterIsReportedOncePerSpec() throws {
        let reports = Self.reports(["مرحبا", "Hello", "شكرا"])
        #expect(reports.count == 1)
        let message = try #require(reports.first?.message)
        #expect(message.contains("Arabic"))
        #expect(message.contains("--font"))
        #expect(message.contains("fonts-noto-core"))
        #expect(reports.first?.severity == .warning)
        // At the first text that lacks glyphs.
        #expect(reports.first?.range?.lower.line == 6)
    }

    @Test(arguments: [
        ("שלום", "Hebrew", "fonts-noto-core"), ("你好", "Chinese, Japanese or Korean", "fonts-noto-cjk"),
        ("Hi 👋", "emoji", "fonts-noto-color-emoji"),
    ])
    func eachScriptNamesAPackage(text: String, script: String, package: String) throws {
        let message = try #require(Self.reports([text]).first?.message)
        #expect(message.contains(script) && message.contains(package), "\(message)")
    }

    @Test func textInterCoversIsNotReported() {
        #expect(Self.reports(["Hello, World!", "Café — “quoted” €5", "Привет", "e\u{301}\u{200D}"]).isEmpty)
    }

    /// A `--font` that maps the characters silences it; Inter, which lacks them, does not.
    @Test func aFontFileWithTheGlyphsIsNotReported() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewspec-glyphs-\(getpid()).ttf"
        ).path
        try Data(TinyFont(characterMap: .format12).bytes()).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        // U+10400 (Deseret) is in the tiny font's cmap, not in Inter's.
        let text = "AB \u{10400}"
        #expect(Self.reports([text]).count == 1)
        #expect(Self.reports([text], options: Pipeline.Options(fontFile: path)).isEmpty)
        // Text the tiny font lacks is still reported with it, naming that font.
        let lacking = Self.reports(["ABC"], options: Pipeline.Options(fontFile: path))
        #expect(lacking.first?.message.contains("viewspec-glyphs-\(getpid()).ttf") == true)
    }

    @Test func theFontListsWhatItLacks() {
        let inter = FontMetrics.builtin(.regular)
        #expect(inter.missingCharacters(in: "Hello") == [])
        #expect(inter.missingCharacters(in: "aمbمc") == ["م"])
        #expect(inter.missingCharacters(in: "👍🏽 ok") == ["👍🏽"])
        #expect(inter.missingCharacters(in: "a\u{200F}b\u{FE0F}") == [])
    }
}
