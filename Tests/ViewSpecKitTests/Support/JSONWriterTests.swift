import Testing

@testable import ViewSpecKit

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
}
