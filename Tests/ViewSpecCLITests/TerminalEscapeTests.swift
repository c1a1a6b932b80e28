import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A spec is untrusted: no control character of its text reaches standard error or an output raw (a
/// spec that could write ESC ] 0 ; … BEL would retitle, clear or recolour the terminal of whoever
/// validates it).
///
/// Control characters come out as visible escapes instead.
@Suite struct TerminalEscapeTests {
    /// YAML's `\e`, `\a` and `\u009b` make ESC, BEL and the C1 CSI in double-quoted strings.
    static let invalid = #"""
        viewspec: 1
        root:
          stack:
            children:
              - label: { id: "lab\e]0;pwned\a", text: x }
              - label: { text: x, alignment: "\e]0;pwned\a\e[2J\e[31mRED\u009b2J" }
              - label: { text: x, "bad\e[1mkey": 3 }

        """#

    static let valid = #"""
        viewspec: 1
        device: { name: "dev\e[2Jice", width: 300, height: 400 }
        root:
          stack:
            children:
              - label: { text: "hi\e]0;pwned\a\e[31mRED\u009b2J" }
              - button: { title: "b\e[5m" }

        """#

    /// The scalars of `text` that a terminal would act on: C0 controls other than line feed
    /// (and tab when `tabs`), DEL and C1 controls.
    static func controls(in text: String, tabs: Bool = false) -> [UInt32] {
        text.unicodeScalars.filter { scalar in
            if scalar == "\n" || (tabs && scalar == "\t") { return false }
            return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        }.map(\.value)
    }

    static func file(_ name: String, _ text: String) throws -> String {
        try HostileInputTests.temporaryFile(name, Array(text.utf8))
    }

    @Test func diagnosticsEscapeSpecTextInEveryFormat() throws {
        let path = try Self.file("escapes-invalid.yaml", Self.invalid)
        let text = try Viewspec.run(["validate", path])
        #expect(text.status == 1)
        #expect(Self.controls(in: text.stderr).isEmpty, "\(text.stderr.debugDescription)")
        #expect(text.stderr.contains(#"'lab\u{1B}]0;pwned\u{7}' is not a valid id"#))
        #expect(
            text.stderr.contains(
                #"'\u{1B}]0;pwned\u{7}\u{1B}[2J\u{1B}[31mRED\u{9B}2J' is not a valid alignment"#))
        #expect(text.stderr.contains(#"unknown key 'bad\u{1B}[1mkey'"#))

        let json = try Viewspec.run(["validate", "--diagnostics-format", "json", path])
        #expect(json.status == 1)
        #expect(Self.controls(in: json.stderr).isEmpty, "\(json.stderr.debugDescription)")
        #expect(json.stderr.contains(#"'\u001b]0;pwned\u0007\u001b[2J\u001b[31mRED\u009b2J'"#))
        #expect(try JSONSerialization.jsonObject(with: Data(json.stderr.utf8)) is [Any])
    }

    @Test func outputsEscapeSpecTextInEveryFormat() throws {
        let path = try Self.file("escapes-valid.yaml", Self.valid)
        let ascii = try Viewspec.run(["layout", path, "--format", "ascii"])
        #expect(ascii.status == 0, "\(ascii.stderr)")
        #expect(Self.controls(in: ascii.stdout).isEmpty, "\(ascii.stdout.debugDescription)")
        #expect(ascii.stdout.contains(#"dev\u{1B}[2Jice"#))
        #expect(ascii.stdout.contains(#"hi\u{1B}]0;pwned\u{7}\u{1B}[31mRED\u{9B}2J"#))
        #expect(ascii.stdout.contains(#"b\u{1B}[5m"#))

        let plain = try Viewspec.run(["layout", path, "--format", "ascii", "--ascii"])
        #expect(plain.stdout.utf8.allSatisfy { $0 == 0x0A || (0x20..<0x7F).contains($0) })
        #expect(plain.stdout.contains(#"b\u{1B}[5m"#))

        let json = try Viewspec.run(["layout", path])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(Self.controls(in: json.stdout).isEmpty)
        #expect(json.stdout.contains(#""dev\u001b[2Jice""#))
        #expect(json.stdout.contains(#""hi\u001b]0;pwned\u0007\u001b[31mRED\u009b2J""#))

        // XML 1.0 cannot hold C0 controls at all: U+FFFD stands for each.
        let svg = try Viewspec.run(["layout", path, "--format", "svg"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(Self.controls(in: svg.stdout, tabs: true).isEmpty)
        #expect(svg.stdout.contains("hi\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}[31mRED\u{FFFD}2J"))
        #expect(XMLParser(data: Data(svg.stdout.utf8)).parse(), "the SVG is well-formed XML")

        let resolved = try Viewspec.run(["layout", path, "--format", "resolved"])
        #expect(resolved.status == 0, "\(resolved.stderr)")
        #expect(Self.controls(in: resolved.stdout).isEmpty)
        #expect(resolved.stdout.contains(#""hi\u001b]0;pwned\u0007\u001b[31mRED\u009b2J""#))
    }

    /// libyaml's reader refuses a raw control character with a byte offset and no line: it is
    /// reported where it is, and the excerpt shows it escaped with the caret under it.
    @Test func rawControlCharacterIsReportedWhereItIs() throws {
        let path = try Self.file("raw-escape.yaml", "viewspec: 1\nroot:\n  label: { text: \"é\u{1B}[2J\" }\n")
        let run = try Viewspec.run(["validate", path])
        #expect(run.status == 1)
        #expect(Self.controls(in: run.stderr).isEmpty)
        #expect(
            run.stderr == """
                \(path):3:20: error: control character \\u{1B} is not allowed [syntax-error]
                    3 |   label: { text: "é\\u{1B}[2J" }
                      |                    ^~~~~~

                """)
    }

    @Test func noncharacterIsReportedWhereItIs() throws {
        let path = try Self.file("fffe.yaml", "viewspec: 1\nroot:\n  label:\n    text: \"ab\u{FFFE}\"\n")
        let run = try Viewspec.run(["validate", "--diagnostics-format", "json", path])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(#""line": 4, "column": 14, "endLine": 4, "endColumn": 15"#), "\(run.stderr)")
        #expect(run.stderr.contains(#""message": "character \\u{FFFE} is not allowed""#), "\(run.stderr)")
    }
}
