import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

@Suite struct JSONWriterTests {
    /// Expanded containers put each entry on its own line; one-line ones, and all they hold,
    /// stay on one line; empty ones are `{}` and `[]`.
    @Test func expandsContainersUnlessOpenedOnOneLine() {
        var json = JSONWriter()
        json.openObject()
        json.field("a", 1)
        json.key("list")
        json.openArray()
        json.openObject(oneLine: true)
        json.field("x", 0.5)
        json.key("inner")
        json.openArray()
        json.string("q\"")
        json.null()
        json.close()
        json.close()
        json.openArray()
        json.close()
        json.close()
        json.key("empty")
        json.openObject()
        json.close()
        json.close()
        #expect(
            json.text == """
                {
                  "a": 1,
                  "list": [
                    {"x": 0.5, "inner": ["q\\"", null]},
                    []
                  ],
                  "empty": {}
                }
                """)
    }

    @Test func numbersAreRoundedToThousandthsWhenAsked() {
        var json = JSONWriter(numbers: .thousandths)
        json.openArray(oneLine: true)
        json.number(1.23456)
        json.number(-0.0001)
        json.number(16)
        json.integer(3)
        json.close()
        #expect(json.text == "[1.235, 0, 16, 3]")
    }

    @Test func optionalsAreNull() {
        var json = JSONWriter()
        json.openObject(oneLine: true)
        json.field("file", nil as String?)
        json.field("line", nil as Int?)
        json.field("column", 4 as Int?)
        json.close()
        #expect(json.text == "{\"file\": null, \"line\": null, \"column\": 4}")
    }

    /// A literal key (`Key`, copied as it is) writes what a run-time key (a `String`, escaped)
    /// writes, with every kind of value after it.
    @Test func literalKeysWriteWhatRunTimeKeysWrite() {
        var literal = JSONWriter(numbers: .thousandths)
        literal.openObject()
        literal.field("width", 12.5)
        literal.field("id", "a\"b")
        literal.field("parent", nil as String?)
        literal.field("count", 3)
        literal.field("missing", nil as Int?)
        literal.field("truncated", false)
        literal.field("lines", strings: ["x", "y"])
        literal.field("dash", numbers: [1, 2.0005])
        literal.key("accessibilityLabel")
        literal.null()
        literal.close()

        var runTime = JSONWriter(numbers: .thousandths)
        let names = [
            "width", "id", "parent", "count", "missing", "truncated", "lines", "dash", "accessibilityLabel",
        ]
        runTime.openObject()
        runTime.key(names[0])
        runTime.number(12.5)
        runTime.field(names[1], "a\"b")
        runTime.key(names[2])
        runTime.null()
        runTime.key(names[3])
        runTime.integer(3)
        runTime.key(names[4])
        runTime.null()
        runTime.key(names[5])
        runTime.bool(false)
        runTime.key(names[6])
        runTime.array(strings: ["x", "y"])
        runTime.key(names[7])
        runTime.array(numbers: [1, 2.0005])
        runTime.key(names[8])
        runTime.null()
        runTime.close()

        #expect(literal.text == runTime.text)
        #expect(
            literal.text == """
                {
                  "width": 12.5,
                  "id": "a\\"b",
                  "parent": null,
                  "count": 3,
                  "missing": null,
                  "truncated": false,
                  "lines": ["x", "y"],
                  "dash": [1, 2.001],
                  "accessibilityLabel": null
                }
                """)
    }

    /// A key is written as it is only when quoting would not change it; debug builds check every
    /// literal key against this.
    @Test func keysNeedNoEscapeOnlyWhenQuotingAddsOnlyTheQuotes() {
        for name: StaticString in ["x", "width", "accessibilityLabel", "viewspec/v1", "größe", "a b", ""] {
            #expect(JSONWriter.Key.needsNoEscape(name), "\(name)")
            #expect(JSONString.quoted(name.description) == "\"\(name)\"")
        }
        for name: StaticString in ["a\"b", "a\\b", "tab\t", "\u{1B}", "\u{7F}", "\u{85}", "line\u{2028}"] {
            #expect(!JSONWriter.Key.needsNoEscape(name), "\(name)")
        }
    }

    /// Containers nest and close in order whatever was written inside them, past the buffer's
    /// first growth.
    @Test func nestingSurvivesManyEntriesAndGrowth() {
        var json = JSONWriter()
        json.openArray()
        for index in 0..<300 {
            json.openObject(oneLine: index % 2 == 0)
            json.field("index", index)
            json.key("inner")
            json.openArray()
            json.string(String(repeating: "z", count: index % 40))
            json.close()
            json.close()
        }
        json.close()
        let text = json.text
        #expect(
            text.hasPrefix(
                "[\n  {\"index\": 0, \"inner\": [\"\"]},\n  {\n    \"index\": 1,\n    \"inner\": [\n      \"z\"\n    ]\n  },"
            ))
        #expect(text.hasSuffix("\n    ]\n  }\n]"))
        let outermostIsOneLine = json.isOneLine
        #expect(!outermostIsOneLine)
    }
}

@Suite struct JSONStringTests {
    @Test func controlCharactersAreEscapedC0C1AndDelete() {
        #expect(JSONString.quoted("a\u{1B}[2J\u{7}") == #""a\u001b[2J\u0007""#)
        #expect(
            JSONString.quoted("\u{0}\u{1F}\u{7F}\u{80}\u{9B}\u{9F}\u{A0}")
                == #""\u0000\u001f\u007f\u0080\u009b\u009f"# + "\u{A0}\"")
        #expect(JSONString.quoted("\u{2028}\u{2029}é") == #""\u2028\u2029é""#)
        #expect(JSONString.quoted("\n\t\"\\") == #""\n\t\"\\""#)
    }

    /// Every string, plain or not, quoted as the scalar-by-scalar path quotes it: the buffer
    /// path for plain text must give the same bytes.
    @Test func quotingAgreesWithTheScalarPathOnRandomText() {
        #expect(JSONString.quoted("id-1 ok") == "\"id-1 ok\"")
        #expect(JSONString.quoted("a\"b\\c\n\u{2028}é") == "\"a\\\"b\\\\c\\n\\u2028é\"")
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", "0", " ", "~", "\"", "\\", "\n", "\u{1}", "\u{7F}", "\u{85}", "é", "\u{2028}", "👍", "/",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...40, using: &generator)
            var text = ""
            for _ in 0..<length {
                // Mostly plain ASCII, as real keys and values are.
                let scalar =
                    Int.random(in: 0..<4, using: &generator) == 0
                    ? alphabet.randomElement(using: &generator)!
                    : alphabet[Int.random(in: 0..<5, using: &generator)]
                text.unicodeScalars.append(scalar)
            }
            #expect(JSONString.quoted(text) == JSONString.escaped(text), "\(text.debugDescription)")
        }
    }

    /// The word-at-a-time check finds a byte to escape at every position of every length up to
    /// three words (whole words, the overlapping last word, the halves of a short string), and
    /// passes every plain byte; the quoting agrees with the scalar path each time.
    @Test func theWordCheckFindsEveryByteToEscapeWherever() {
        let escaped: [Unicode.Scalar] = [
            "\"", "\\", "\u{0}", "\n", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "é", "\u{2028}", "👍",
        ]
        let plain: [Unicode.Scalar] = [" ", "!", "#", "[", "]", "~", "/", "0", "z"]
        for length in 0...24 {
            let filler = String(repeating: "a", count: length)
            #expect(JSONString.quoted(filler) == "\"\(filler)\"")
            for position in 0..<max(length, 1) where length > 0 {
                for scalar in escaped + plain {
                    var text = String(filler.prefix(position))
                    text.unicodeScalars.append(scalar)
                    text += filler.dropFirst(position + 1)
                    let isPlain = text.utf8.withContiguousStorageIfAvailable(JSONString.isPlain)!
                    #expect(isPlain == plain.contains(scalar), "\(text.debugDescription)")
                    #expect(JSONString.quoted(text) == JSONString.escaped(text), "\(text.debugDescription)")
                }
            }
        }
        // Every ASCII byte, in a short string and in a long one.
        for byte in UInt8(0)...0x7F {
            for text in [
                "ab" + String(UnicodeScalar(byte)),
                String(UnicodeScalar(byte)) + String(repeating: "c", count: 11),
            ] {
                #expect(JSONString.quoted(text) == JSONString.escaped(text), "\(text.debugDescription)")
            }
        }
    }
}
