import Foundation
import TestSupport
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The checker that OutputSchemaTests trusts: it must fail every kind of break the output
/// schema can describe, or the schema tests would pass whatever the layout's document holds.
@Suite struct JSONSchemaCheckerTests {
    /// The sign-in spec's real document, and the checker for the real schema.
    static func signIn() throws -> (JSON, JSONSchemaChecker) {
        let checker = try OutputSchemaTests.checker.get()
        return (try JSON(parsing: try emitted(path: "specs/gallery/sign-in.yaml").text(.json)), checker)
    }

    /// `document` with the value at `path` replaced (or removed, for nil).
    static func setting(_ document: JSON, _ path: ArraySlice<String>, to value: JSON?) -> JSON {
        guard let key = path.first else { return value ?? .null }
        switch document {
        case .object(var members):
            if path.count == 1 {
                members[key] = value
            } else if let inner = members[key] {
                members[key] = setting(inner, path.dropFirst(), to: value)
            }
            return .object(members)
        case .array(var items):
            guard let index = Int(key), items.indices.contains(index) else { return document }
            items[index] = setting(items[index], path.dropFirst(), to: value)
            return .array(items)
        default:
            return document
        }
    }

    static func failures(_ document: JSON, _ checker: JSONSchemaChecker, _ path: String, _ value: JSON?)
        -> [String]
    {
        let changed = setting(document, path.split(separator: "/").map(String.init)[...], to: value)
        return checker.failures(of: changed).map(\.description)
    }

    @Test func realOutputPasses() throws {
        let (document, checker) = try Self.signIn()
        #expect(checker.failures(of: document).isEmpty)
    }

    /// The point of a strict schema: a key `layout` starts writing fails until it is described.
    @Test func aKeyTheSchemaDoesNotListFails() throws {
        let (document, checker) = try Self.signIn()
        #expect(
            Self.failures(document, checker, "layouts/0/views/1/newKey", .number(1)) == [
                "/layouts/0/views/1: key 'newKey' is not in the schema"
            ])
        #expect(
            Self.failures(document, checker, "newTopLevelKey", .string("x")) == [
                "(root): key 'newTopLevelKey' is not in the schema"
            ])
    }

    @Test func theRealOutputBrokenEachWayFails() throws {
        let (document, checker) = try Self.signIn()
        #expect(
            Self.failures(document, checker, "palette", nil) == ["(root): required key 'palette' is missing"])
        #expect(Self.failures(document, checker, "spec", .number(3)) == ["/spec: 3 is not of type string"])
        #expect(!Self.failures(document, checker, "contentSize", .string("huge")).isEmpty)
        #expect(!Self.failures(document, checker, "format", .number(99)).isEmpty)
        #expect(!Self.failures(document, checker, "layouts", .array([])).isEmpty)
        #expect(!Self.failures(document, checker, "layouts/0/views/0/frame/x", .string("0")).isEmpty)
        #expect(!Self.failures(document, checker, "layouts/0/passes", .number(0.5)).isEmpty)
    }

    static func check(_ schema: String, _ document: String) throws -> [String] {
        try JSONSchemaChecker(schemaText: schema).failures(of: JSON(parsing: document)).map(\.description)
    }

    @Test func eachKeywordConstrains() throws {
        #expect(try Self.check(#"{"type": ["integer", "null"]}"#, "null").isEmpty)
        #expect(try Self.check(#"{"type": ["integer", "null"]}"#, "2").isEmpty)
        #expect(
            try Self.check(#"{"type": ["integer", "null"]}"#, "2.5") == [
                "(root): 2.5 is not of type integer or null"
            ])
        #expect(try Self.check(#"{"type": "boolean"}"#, "1") == ["(root): 1 is not of type boolean"])
        #expect(
            try Self.check(#"{"enum": ["a", "b"]}"#, #""c""#) == [#"(root): "c" is not one of ["a", "b"]"#])
        #expect(try Self.check(#"{"const": true}"#, "false") == ["(root): false is not true"])
        #expect(try Self.check(#"{"minimum": 0, "maximum": 1}"#, "2") == ["(root): 2 is above 1"])
        #expect(try Self.check(#"{"exclusiveMinimum": 0}"#, "0") == ["(root): 0 is not above 0"])
        #expect(try Self.check(#"{"minLength": 1}"#, #""""#) == [#"(root): "" is shorter than 1"#])
        #expect(
            try Self.check(##"{"pattern": "^#[0-9A-F]{6}$"}"##, ##""#ff0000""##) == [
                ##"(root): "#ff0000" does not match ^#[0-9A-F]{6}$"##
            ])
        #expect(
            try Self.check(
                #"{"prefixItems": [{"type": "string"}], "items": {"type": "number"}}"#, #"["a", "b"]"#)
                == [#"/1: "b" is not of type number"#])
        #expect(try Self.check(#"{"minItems": 1, "maxItems": 1}"#, "[]") == ["(root): 0 items, fewer than 1"])
        #expect(
            try Self.check(#"{"uniqueItems": true}"#, "[1, 2, 1]") == [
                "(root): item 2 (1) repeats an earlier one"
            ])
        #expect(try Self.check(#"{"minProperties": 1}"#, "{}") == ["(root): 0 keys, fewer than 1"])
        #expect(
            try Self.check(#"{"oneOf": [{"type": "number"}, {"minimum": 0}]}"#, "3") == [
                "(root): matches 2 of the 2 oneOf alternatives, not exactly one"
            ])
        #expect(
            try Self.check(
                ##"{"$defs": {"n": {"type": "number"}}, "properties": {"a": {"$ref": "#/$defs/n"}}}"##,
                #"{"a": "x"}"#)
                == [#"/a: "x" is not of type number"#])
    }

    /// A keyword the checker does not implement would otherwise be skipped: a pass that checked
    /// nothing.
    @Test func aSchemaWithAnUnknownKeywordIsRefused() {
        #expect(throws: JSONSchemaChecker.SchemaError.self) {
            try JSONSchemaChecker(schemaText: #"{"properties": {"a": {"format": "date-time"}}}"#)
        }
        #expect(throws: JSONSchemaChecker.SchemaError.self) {
            try JSONSchemaChecker(schemaText: ##"{"$ref": "#/$defs/missing"}"##)
        }
    }

    @Test func numbersBooleansAndNullStayApart() throws {
        #expect(
            try JSON(parsing: "[1, true, null, 1.5, \"1\"]")
                == .array([.number(1), .bool(true), .null, .number(1.5), .string("1")]))
    }
}
