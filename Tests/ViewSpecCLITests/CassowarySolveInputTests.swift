import Foundation
import Testing

/// cassowary-solve's JSON reader: kiwi_solve.py's output byte for byte, and bad input rejected with
/// exit 2 and the line and column of the offending value, never a crash.
@Suite struct CassowarySolveInputTests {
    static func solve(_ input: String, _ arguments: [String] = []) throws -> Run {
        try Viewspec.run(arguments, stdin: Data(input.utf8), executable: "cassowary-solve")
    }

    static func solve(bytes: [UInt8], _ arguments: [String] = []) throws -> Run {
        try Viewspec.run(arguments, stdin: Data(bytes), executable: "cassowary-solve")
    }

    /// Names that need escapes, numbers that need exponents, a list strength, an edit and an
    /// unsatisfiable constraint.
    ///
    /// The expected text is what the Foundation-based reader printed.
    static let mixed = #"""
        {"variables": ["a", "b\u00e9", "c\"\\\n\t\r\u0001", "\ud83d\ude00", "big", "small", "neg", "third"],
         "constraints": [
          {"terms": [[1, "a"]], "constant": -0.1, "op": "=="},
          {"terms": [[1, "b\u00e9"], [-1, "a"]], "constant": 8, "op": ">=", "strength": "required"},
          {"terms": [[1, "c\"\\\n\t\r\u0001"]], "constant": 1e20, "op": "=="},
          {"terms": [[2, "\ud83d\ude00"]], "constant": -3, "op": "==", "strength": "strong"},
          {"terms": [[1, "big"]], "constant": -1.5e300, "op": "=="},
          {"terms": [[1, "small"]], "constant": -2.5e-7, "op": "=="},
          {"terms": [[1, "neg"]], "constant": 123456789.125, "op": "<="},
          {"terms": [[3, "third"]], "constant": -1, "op": "==", "strength": [1, 0, 0]},
          {"terms": [[1, "a"]], "constant": -5, "op": "==", "strength": "required"}
         ],
         "edits": [{"var": "third", "value": 7, "strength": "weak"}]}
        """#

    /// The reader stops one byte past 32 MiB: an endless device is bad input, not an abort at
    /// 2 GB, and a large file is refused from its size.
    @Test func inputOverTheSizeLimitIsBadInput() throws {
        let endless = try Viewspec.run(
            ["--in", "/dev/zero"], executable: "cassowary-solve", memoryLimit: 1000)
        #expect(endless.status == 2, "\(endless.stderr.prefix(300))")
        #expect(endless.stdout.contains(#""kind": "bad-input""#))
        #expect(endless.stdout.contains("is larger than 33554432 bytes (32 MiB)"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cassowary-large-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let large = folder.appendingPathComponent("large.json").path
        #expect(FileManager.default.createFile(atPath: large, contents: nil))
        #expect(truncate(large, off_t(32 << 20) + 1) == 0)
        let file = try Viewspec.run(["--in", large], executable: "cassowary-solve", memoryLimit: 1000)
        #expect(file.status == 2)
        #expect(file.stdout.contains("'\(large)' is larger than 33554432 bytes"))
    }

    /// Whole numbers below 1e15 and names without escapes have a writer of their own (digits
    /// on the stack, the name's bytes copied as they are); the general path takes over at 1e15.
    @Test func wholeNumbersAndPlainNamesAreWrittenAsPythonDoes() throws {
        let run = try Self.solve(
            #"""
            {"variables": ["a", "v12.w", "zero", "big", "edge", "half"],
             "constraints": [
              {"terms": [[1, "a"]], "constant": 7, "op": "=="},
              {"terms": [[1, "v12.w"]], "constant": -12345, "op": "=="},
              {"terms": [[1, "zero"]], "constant": 0, "op": "=="},
              {"terms": [[1, "big"]], "constant": 999999999999999, "op": "=="},
              {"terms": [[1, "edge"]], "constant": 1e15, "op": "=="},
              {"terms": [[2, "half"]], "constant": 5, "op": "=="}]}
            """#)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout
                == #"{"values": {"a": -7.0, "v12.w": 12345.0, "zero": 0.0, "big": -999999999999999.0, "#
                + #""edge": -1000000000000000.0, "half": -2.5}}"# + "\n")
    }

    @Test func outputIsByteIdentical() throws {
        let plain = try Self.solve(Self.mixed, ["--skip-unsatisfiable"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(
            plain.stdout
                == #"{"values": {"a": 0.1, "b\u00e9": -7.9, "c\"\\\n\t\r\u0001": -1e+20, "\ud83d\ude00": 1.5, "big": 1.5e+300, "small": 2.5e-07, "neg": -123456789.125, "third": 0.3333333333333333}, "unsatisfiable": [8]}"#
                + "\n")
        let indented = try Self.solve(Self.mixed, ["--skip-unsatisfiable", "--indent", "2"])
        #expect(
            indented.stdout == #"""
                {
                  "values": {
                    "a": 0.1,
                    "b\u00e9": -7.9,
                    "c\"\\\n\t\r\u0001": -1e+20,
                    "\ud83d\ude00": 1.5,
                    "big": 1.5e+300,
                    "small": 2.5e-07,
                    "neg": -123456789.125,
                    "third": 0.3333333333333333
                  },
                  "unsatisfiable": [
                    8
                  ]
                }

                """#)
        let failed = try Self.solve(Self.mixed, ["--indent", "2"])
        #expect(failed.status == 1)
        #expect(failed.stdout == #"{"error": {"kind": "unsatisfiable", "constraint": 8}}"# + "\n")
        let empty = try Self.solve(#"{"variables": []}"#, ["--skip-unsatisfiable", "--indent", "1"])
        #expect(empty.stdout == "{\n \"values\": {},\n \"unsatisfiable\": []\n}\n")
    }

    @Test(arguments: [
        // Line 2, and the column of the ']' after the comma.
        ("{\n  \"variables\": [\"x\",]\n}", "invalid JSON: trailing comma before ']' (line 2, column 21)"),
        (#"{"variables": ["x"],}"#, "invalid JSON: trailing comma before '}' (line 1, column 21)"),
        (#"{"a": 1e400}"#, "invalid JSON: number out of range of a double (line 1, column 7)"),
        (
            #"{"a": -1"# + String(repeating: "0", count: 400) + "}",
            "number out of range of a double (line 1, column 7)"
        ),
        (#"{"a": NaN}"#, "invalid JSON: expected a value, found 'N' (line 1, column 7)"),
        (#"{"a": 01}"#, "invalid JSON: leading zero in a number (line 1, column 7)"),
        (#"{"a": 1.}"#, "invalid JSON: expected a digit after '.', found '}' (line 1, column 9)"),
        (#"{"a": "\ud800"}"#, #"invalid JSON: high surrogate \uD800 without a low one (line 1, column 8)"#),
        (#"{"a": "\q"}"#, #"invalid JSON: invalid escape \q (line 1, column 8)"#),
        (
            "{\"a\": \"x\ty\"}",
            #"control character U+0009 in a string (write it as \u0009) (line 1, column 9)"#
        ),
        (
            #"{"variables": ["x"]} {}"#,
            "invalid JSON: '{' after the JSON value (one document per input) (line 1, column 22)"
        ),
        ("", "invalid JSON: expected a value, found end of input (line 1, column 1)"),
        (
            #"{"variables": ["x""#,
            "invalid JSON: expected ',' or ']' after an array element, found end of input"
        ),
        // Columns count characters, not bytes.
        (#"{"variables": ["é", 1]}"#, "'variables' must be a list of strings (line 1, column 21)"),
        (#"{"variables": ["x", "x"]}"#, "duplicate variable names: 'x' (line 1, column 21)"),
        ("[1]", "top level must be an object (line 1, column 1)"),
        (
            "{\"variables\": [\"x\"],\n \"constraints\": [\n  {\"op\": \"==\", \"terms\": [[1, \"y\"]]}]}",
            "constraints[0]: unknown variable 'y' (line 3, column 30)"
        ),
        (#"{"constraints": [{"terms": []}]}"#, "constraints[0]: bad op None (line 1, column 18)"),
        (
            #"{"constraints": [{"op": "==", "strength": [1, 2, true]}]}"#,
            "constraints[0]: bad strength [1, 2, True]"
        ),
        (#"{"edits": [{"var": "x"}]}"#, "edits[0]: expected {var, value, strength} (line 1, column 12)"),
    ])
    func badInputIsPositioned(input: String, message: String) throws {
        let run = try Self.solve(input)
        #expect(run.status == 2, "\(run.stdout)")
        #expect(run.stdout.hasPrefix(#"{"error": {"kind": "bad-input", "message": ""#), "\(run.stdout)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test func invalidUTF8IsBadInput() throws {
        for (bytes, message) in [
            (
                Array(#"{"variables": ["x"#.utf8) + [0xFF] + Array(#""]}"#.utf8),
                "invalid UTF-8 (byte 0xFF) (line 1, column 18)"
            ),
            (
                Array(#"{"variables": ["x"#.utf8) + [0xC0, 0xAF] + Array(#""]}"#.utf8),
                "invalid UTF-8 (byte 0xC0)"
            ),
            (
                Array(#"{"variables": ["x"#.utf8) + [0xED, 0xA0, 0x80] + Array(#""]}"#.utf8),
                "byte 0xED then 0xA0"
            ),
        ] {
            let run = try Self.solve(bytes: bytes)
            #expect(run.status == 2)
            #expect(run.stderr.contains(message), "\(run.stderr)")
        }
    }

    /// Nesting past 512 levels, a megabyte of digits and a huge exponent end in exit 2 or a value,
    /// quickly, never a crash.
    @Test func hostileInputEndsQuickly() throws {
        let start = Date()
        let deep = try Self.solve(
            String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        #expect(deep.status == 2)
        #expect(deep.stderr.contains("nested deeper than 512 levels (line 1, column 513)"), "\(deep.stderr)")
        let deepest =
            "{\"meta\": " + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + "}"
        #expect(try Self.solve(deepest).status == 0)
        let digits = try Self.solve(#"{"a": 0."# + String(repeating: "0", count: 1_000_000) + "1}")
        #expect(digits.status == 0, "\(digits.stderr)")
        let exponent = try Self.solve(
            #"{"variables": ["x"], "constraints": [{"op": "==", "terms": [[1, "x"]], "constant": 1e-99999999999999999999}]}"#
        )
        #expect(exponent.stdout == #"{"values": {"x": 0.0}}"# + "\n")
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func numbersAreCorrectlyRounded() throws {
        func value(_ literal: String) throws -> String {
            let run = try Self.solve(
                #"{"variables": ["x"], "constraints": [{"op": "==", "terms": [[-1, "x"]], "constant": "#
                    + literal + "}]}")
            return run.stdout
        }
        // Foundation's reader gave 0.3000000000000001 here; Python's float() and strtod agree on this.
        #expect(try value("0.30000000000000004441") == #"{"values": {"x": 0.30000000000000004}}"# + "\n")
        #expect(try value("9007199254740993") == #"{"values": {"x": 9007199254740992.0}}"# + "\n")
        #expect(try value("-12345678901234567890") == #"{"values": {"x": -1.2345678901234567e+19}}"# + "\n")
        #expect(try value("5e-324") == #"{"values": {"x": 5e-324}}"# + "\n")
        #expect(try value("0.5E+1") == #"{"values": {"x": 5.0}}"# + "\n")
        #expect(try value("1.7976931348623157e308") == #"{"values": {"x": 1.7976931348623157e+308}}"# + "\n")
        // Whole numbers take a path of their own up to 1e15; Python's repr on both sides of it.
        for (literal, written) in [
            ("-375", "-375.0"), ("0", "0.0"), ("999999999999999", "999999999999999.0"),
            ("1e15", "1000000000000000.0"), ("-1e16", "-1e+16"), ("12.5", "12.5"),
        ] {
            #expect(try value(literal) == #"{"values": {"x": "# + written + "}}\n")
        }
    }

    /// Python's dict semantics: any key order, the last of duplicate keys wins, escaped keys are
    /// the same keys, and names match byte for byte (two spellings of é are two variables).
    @Test func keysAndNamesAsInPython() throws {
        let order = try Self.solve(
            #"{"constraints": [{"op": ">=", "\u006fp": "==", "terms": [[1, "\u0078"]], "constant": -2}], "edits": null, "variables": ["y"], "variables": ["x"]}"#
        )
        #expect(order.stdout == #"{"values": {"x": 2.0}}"# + "\n", "\(order.stderr)")
        let spellings = try Self.solve(
            #"{"variables": ["\u00e9", "e\u0301"], "constraints": [{"op": "==", "terms": [[1, "e\u0301"]], "constant": -1}]}"#
        )
        #expect(
            spellings.stdout == #"{"values": {"\u00e9": 0.0, "e\u0301": 1.0}}"# + "\n", "\(spellings.stderr)")
    }

    /// Like JSONSerialization, this reader takes a UTF-8 byte order mark and UTF-16.
    @Test func byteOrderMarkAndUTF16() throws {
        let system =
            #"{"variables": ["x\u00e9"], "constraints": [{"op": "==", "terms": [[1, "x\u00e9"]], "constant": -4}]}"#
        let expected = #"{"values": {"x\u00e9": 4.0}}"# + "\n"
        #expect(try Self.solve(bytes: [0xEF, 0xBB, 0xBF] + Array(system.utf8)).stdout == expected)
        let utf16 = system.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(try Self.solve(bytes: utf16).stdout == expected)
        #expect(
            try Self.solve(
                bytes: [0xFE, 0xFF] + system.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            ).stdout == expected)
    }

    /// One system per line, CRLF line ends too; a bad line's message names its line in the file.
    @Test func batchLinesAndPositions() throws {
        let good =
            #"{"variables": ["x"], "constraints": [{"op": "==", "terms": [[1, "x"]], "constant": -1}]}"#
        let run = try Self.solve(
            good + "\r\n\r\n" + good + "\r\n" + #"{"variables": [1]}"# + "\n", ["--batch"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0] == #"{"values": {"x": 1.0}}"#)
        #expect(lines[1] == #"{"values": {"x": 1.0}}"#)
        #expect(lines[2].contains("'variables' must be a list of strings (line 4, column 16)"), "\(lines[2])")
    }

    /// The fast path for the common shape gives, line for line, what the general reader gives:
    /// the same values where it reads a system, the same message where it hands a line over.
    @Test func fastPathReadsAsTheGeneralReaderDoes() throws {
        let lines = [
            #"{"variables": ["a", "b", "c"], "constraints": [{"terms": [[1.0, "a"]], "constant": -10.0, "op": "==", "strength": "required"}, {"terms": [[1, "b"], [-2.5e0, "a"]], "constant": 4, "op": ">=", "strength": "strong"}, {"terms": [[1, "b"]], "constant": -3, "op": "<=", "strength": "weak"}, {"terms": [[0.5, "c"], [1, "b"], [-1, "c"]], "op": "==", "strength": "medium"}], "edits": [], "meta": {"n": [1, {"x": null}], "note": "caf\u00e9"}}"#,
            #"  {"meta": true, "variables":["x","y"] ,"constraints":[ {"op":"<=","constant":-5,"terms":[[ 2 , "y" ] , [1,"x"]]} , {"constant":1e-3,"terms":[[-1,"x"]],"op":"=="} ],"edits":null}  "#,
            #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"], [1, "x"]], "constant": -0.0, "op": "=="}]}"#,
            #"{"variables": ["x"], "constraints": []}"#,
            #"{"variables": [], "constraints": [{"terms": [], "constant": 0, "op": "=="}]}"#,
            // Handed over: repeated keys, constraints first, unknown names and keys, edits, escapes.
            #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "terms": [[2, "x"]], "constant": -4, "op": "=="}]}"#,
            #"{"variables": ["x"], "variables": ["y"], "constraints": [{"terms": [[1, "y"]], "op": "=="}]}"#,
            #"{"constraints": [{"terms": [[1, "x"]], "constant": -1, "op": "=="}], "variables": ["x"]}"#,
            #"{"variables": ["x"], "constraints": [{"terms": [[1, "y"]], "op": "=="}]}"#,
            #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "op": "=", "constant": 1}]}"#,
            #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "op": "==", "strength": [1, 0, 0]}]}"#,
            #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "op": "==", "constant": true}]}"#,
            #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "op": "==", "note": 1}]}"#,
            #"{"variables": ["x"], "constraints": [], "edits": [{"var": "x", "value": 3, "strength": "weak"}]}"#,
            #"{"variables": ["x", "x"], "constraints": []}"#,
            #"{"variables": ["\u0078"], "constraints": [{"terms": [[1, "x"]], "constant": -2, "op": "=="}]}"#,
            #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "constant": 01, "op": "=="}]}"#,
            #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "constant": 1e400, "op": "=="}]}"#,
            #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "op": "=="},]}"#,
            #"{"variables": ["x"], "constraints": [], "meta": "#
                + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}",
            #"{"variables": ["x"], "constraints": []} []"#,
        ]
        let input = lines.joined(separator: "\n") + "\n"
        let fast = try Self.solve(input, ["--batch"])
        let general = try Self.solve(input, ["--batch", "--general-reader"])
        #expect(fast.status == 0 && general.status == 0)
        let fastLines = fast.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let generalLines = general.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(fastLines.count == lines.count + 1)
        for (i, (a, b)) in zip(fastLines, generalLines).enumerated() {
            #expect(a == b, "line \(i + 1)")
        }
        #expect(fastLines[0] == #"{"values": {"a": 10.0, "b": 21.0, "c": 42.0}}"#)
    }

    @Test func parseOnlyPrintsNothingForGoodInput() throws {
        let good = try Self.solve(Self.mixed, ["--parse-only"])
        #expect(good.status == 0)
        #expect(good.stdout.isEmpty && good.stderr.isEmpty)
        let bad = try Self.solve(#"{"variables": 5}"#, ["--parse-only"])
        #expect(bad.status == 2)
        #expect(bad.stdout.contains("'variables' must be a list of strings (line 1, column 15)"))
    }
}
