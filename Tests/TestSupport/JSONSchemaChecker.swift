import Foundation

/// A JSON document as a value, so numbers, booleans and null stay apart (JSONSerialization
/// hands all three back as NSNumber or NSNull).
package indirect enum JSON: Equatable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    package struct ParseError: Error, CustomStringConvertible {
        package var description: String
    }

    /// Reads with JSONSerialization rather than a Decodable trial of each type: a trial throws
    /// and catches an error for most values, and Swift Testing records a backtrace for each
    /// error thrown, seconds for one schema.
    package init(parsing text: String) throws {
        self = try Self(
            converting: JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed))
    }

    private init(converting object: Any) throws {
        switch object {
        case is NSNull: self = .null
        case let string as String: self = .string(string)
        // JSONSerialization makes `true` and `false` the boolean NSNumbers, whose type is a char
        // ("c"); it makes every number of the text an integer or a double.
        case let number as NSNumber:
            self =
                String(cString: number.objCType) == "c"
                ? .bool(number.boolValue) : .number(number.doubleValue)
        case let items as [Any]: self = .array(try items.map(JSON.init(converting:)))
        case let members as [String: Any]: self = .object(try members.mapValues(JSON.init(converting:)))
        default: throw ParseError(description: "JSONSerialization gave a \(type(of: object))")
        }
    }

    package subscript(key: String) -> JSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    package var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
        case .string(let value): "\"\(value)\""
        case .array(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            "{"
                + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }
                .joined(separator: ", ") + "}"
        }
    }
}

/// Checks a JSON document against a JSON Schema (draft 2020-12), for the keywords
/// `viewspec schema` prints (the spec language's, `--output`'s and `--config`'s).
///
/// A schema with any other keyword is refused when the checker is made, so a constraint this
/// checker does not know can never pass unchecked.
package struct JSONSchemaChecker: Sendable {
    /// One way the document breaks the schema: where (a JSON pointer) and why.
    package struct Failure: Sendable, CustomStringConvertible {
        package var path: String
        package var message: String
        package var description: String { "\(path.isEmpty ? "(root)" : path): \(message)" }
    }

    package struct SchemaError: Error, CustomStringConvertible {
        package var description: String
    }

    /// Keywords that only describe, and constrain nothing.
    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs", "$comment"]
    static let assertions: Set<String> = [
        "$ref", "type", "enum", "const", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
        "minLength", "maxLength", "pattern", "items", "prefixItems", "minItems", "maxItems", "uniqueItems",
        "properties", "patternProperties", "required", "additionalProperties", "propertyNames",
        "minProperties", "maxProperties", "oneOf", "anyOf", "allOf", "not", "if", "then", "else",
    ]

    package let root: JSON
    /// Every `$ref` of the schema, resolved once, and every pattern compiled once: a document is
    /// checked against the same few hundred references and patterns many times over.
    private let targets: [String: JSON]
    private let expressions: [String: NSRegularExpression]

    package init(schema: JSON) throws {
        root = schema
        var references: [String] = []
        var patterns: [String] = []
        try Self.validate(schema: schema, at: "#", references: &references, patterns: &patterns)
        var targets: [String: JSON] = [:]
        for reference in references {
            guard let target = Self.resolve(reference, in: schema) else {
                throw SchemaError(description: "$ref \(reference) points nowhere")
            }
            targets[reference] = target
        }
        var expressions: [String: NSRegularExpression] = [:]
        for pattern in patterns {
            guard let expression = try? NSRegularExpression(pattern: pattern) else {
                throw SchemaError(description: "pattern \(pattern) is not a regular expression")
            }
            expressions[pattern] = expression
        }
        self.targets = targets
        self.expressions = expressions
    }

    package init(schemaText: String) throws {
        try self.init(schema: JSON(parsing: schemaText))
    }

    /// Every way `document` breaks the schema; empty when it conforms.
    package func failures(of document: JSON) -> [Failure] {
        var failures: [Failure] = []
        check(document, against: root, at: "", into: &failures)
        return failures
    }

    // MARK: The schema itself

    private static func validate(
        schema: JSON, at location: String, references: inout [String], patterns: inout [String]
    ) throws {
        switch schema {
        case .bool: return
        case .object(let members):
            for (keyword, value) in members {
                guard annotations.contains(keyword) || assertions.contains(keyword) else {
                    throw SchemaError(description: "\(location): keyword '\(keyword)' is not supported")
                }
                switch keyword {
                case "$ref":
                    guard case .string(let reference) = value else {
                        throw SchemaError(description: "\(location)/$ref is not a string")
                    }
                    references.append(reference)
                case "pattern":
                    guard case .string(let pattern) = value else {
                        throw SchemaError(description: "\(location)/pattern is not a string")
                    }
                    patterns.append(pattern)
                case "properties", "patternProperties", "$defs":
                    guard case .object(let schemas) = value else {
                        throw SchemaError(description: "\(location)/\(keyword) is not an object")
                    }
                    if keyword == "patternProperties" { patterns += schemas.keys }
                    for (name, subschema) in schemas {
                        try validate(
                            schema: subschema, at: "\(location)/\(keyword)/\(name)", references: &references,
                            patterns: &patterns)
                    }
                case "items", "additionalProperties", "propertyNames", "not", "if", "then", "else":
                    try validate(
                        schema: value, at: "\(location)/\(keyword)", references: &references,
                        patterns: &patterns)
                case "prefixItems", "oneOf", "anyOf", "allOf":
                    guard case .array(let schemas) = value, !schemas.isEmpty else {
                        throw SchemaError(description: "\(location)/\(keyword) is not a non-empty array")
                    }
                    for (index, subschema) in schemas.enumerated() {
                        try validate(
                            schema: subschema, at: "\(location)/\(keyword)/\(index)", references: &references,
                            patterns: &patterns)
                    }
                default: break
                }
            }
        default:
            throw SchemaError(description: "\(location) is not a schema: \(schema)")
        }
    }

    /// Resolves a `$ref` within `root`: `#` or a JSON pointer `#/…`.
    private static func resolve(_ reference: String, in root: JSON) -> JSON? {
        guard reference.hasPrefix("#") else { return nil }
        var node = root
        for token in reference.dropFirst().split(separator: "/", omittingEmptySubsequences: true) {
            let name = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(
                of: "~0", with: "~")
            switch node {
            case .object(let members):
                guard let next = members[name] else { return nil }
                node = next
            case .array(let items):
                guard let index = Int(name), items.indices.contains(index) else { return nil }
                node = items[index]
            default: return nil
            }
        }
        return node
    }

    // MARK: The document

    private func check(_ value: JSON, against schema: JSON, at path: String, into failures: inout [Failure]) {
        func fail(_ message: String) { failures.append(Failure(path: path, message: message)) }
        let members: [String: JSON]
        switch schema {
        case .bool(true): return
        case .bool(false):
            fail("no value is allowed here")
            return
        case .object(let object): members = object
        default:
            fail("the schema here is not a schema")
            return
        }
        if case .string(let reference)? = members["$ref"] {
            if let target = targets[reference] {
                check(value, against: target, at: path, into: &failures)
            } else {
                fail("$ref \(reference) points nowhere")
            }
        }
        if let type = members["type"] {
            let names: [String]
            switch type {
            case .string(let name): names = [name]
            case .array(let list):
                names = list.compactMap { if case .string(let name) = $0 { name } else { nil } }
            default: names = []
            }
            if !names.contains(where: { Self.matches(value, type: $0) }) {
                fail("\(value) is not of type \(names.joined(separator: " or "))")
            }
        }
        if case .array(let cases)? = members["enum"], !cases.contains(value) {
            fail("\(value) is not one of \(cases)")
        }
        if let constant = members["const"], value != constant {
            fail("\(value) is not \(constant)")
        }
        if case .number(let number) = value {
            checkNumber(number, members, fail)
        }
        if case .string(let string) = value {
            checkString(string, members, fail)
        }
        if case .array(let items) = value {
            checkArray(items, members, at: path, into: &failures)
        }
        if case .object(let object) = value {
            checkObject(object, members, at: path, into: &failures)
        }
        if let negated = members["not"] {
            var found: [Failure] = []
            check(value, against: negated, at: path, into: &found)
            if found.isEmpty { fail("\(value) matches the schema it must not") }
        }
        if let condition = members["if"] {
            var found: [Failure] = []
            check(value, against: condition, at: path, into: &found)
            if let branch = found.isEmpty ? members["then"] : members["else"] {
                check(value, against: branch, at: path, into: &failures)
            }
        }
        for keyword in ["oneOf", "anyOf", "allOf"] {
            guard case .array(let alternatives)? = members[keyword] else { continue }
            var passed = 0
            var firstFailures: [Failure] = []
            for alternative in alternatives {
                var found: [Failure] = []
                check(value, against: alternative, at: path, into: &found)
                if found.isEmpty { passed += 1 } else if firstFailures.isEmpty { firstFailures = found }
            }
            switch keyword {
            case "oneOf" where passed != 1:
                fail("matches \(passed) of the \(alternatives.count) oneOf alternatives, not exactly one")
            case "anyOf" where passed == 0:
                // An empty anyOf (which a valid schema does not have) has no failure to show.
                let first = firstFailures.first.map { " (the first: \($0))" } ?? ""
                fail("matches none of the anyOf alternatives" + first)
            case "allOf" where passed != alternatives.count:
                failures += firstFailures
            default: break
            }
        }
    }

    private static func matches(_ value: JSON, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string),
            ("array", .array), ("object", .object):
            true
        case ("integer", .number(let number)): number == number.rounded(.towardZero) && number.isFinite
        default: false
        }
    }

    private func checkNumber(_ number: Double, _ members: [String: JSON], _ fail: (String) -> Void) {
        let shown = JSON.number(number)
        if case .number(let bound)? = members["minimum"], number < bound {
            fail("\(shown) is below \(JSON.number(bound))")
        }
        if case .number(let bound)? = members["maximum"], number > bound {
            fail("\(shown) is above \(JSON.number(bound))")
        }
        if case .number(let bound)? = members["exclusiveMinimum"], number <= bound {
            fail("\(shown) is not above \(JSON.number(bound))")
        }
        if case .number(let bound)? = members["exclusiveMaximum"], number >= bound {
            fail("\(shown) is not below \(JSON.number(bound))")
        }
    }

    private func checkString(_ string: String, _ members: [String: JSON], _ fail: (String) -> Void) {
        let length = string.unicodeScalars.count
        if case .number(let bound)? = members["minLength"], Double(length) < bound {
            fail("\"\(string)\" is shorter than \(Int(bound))")
        }
        if case .number(let bound)? = members["maxLength"], Double(length) > bound {
            fail("\"\(string)\" is longer than \(Int(bound))")
        }
        if case .string(let pattern)? = members["pattern"] {
            guard let expression = expressions[pattern] else {
                fail("pattern \(pattern) is not a regular expression")
                return
            }
            let range = NSRange(string.startIndex..., in: string)
            if expression.firstMatch(in: string, range: range) == nil {
                fail("\"\(string)\" does not match \(pattern)")
            }
        }
    }

    private func checkArray(
        _ items: [JSON], _ members: [String: JSON], at path: String, into failures: inout [Failure]
    ) {
        func fail(_ message: String) { failures.append(Failure(path: path, message: message)) }
        var prefixCount = 0
        if case .array(let prefix)? = members["prefixItems"] {
            prefixCount = prefix.count
            for (index, item) in items.enumerated() where index < prefix.count {
                check(item, against: prefix[index], at: "\(path)/\(index)", into: &failures)
            }
        }
        if let schema = members["items"] {
            for (index, item) in items.enumerated() where index >= prefixCount {
                check(item, against: schema, at: "\(path)/\(index)", into: &failures)
            }
        }
        if case .number(let bound)? = members["minItems"], Double(items.count) < bound {
            fail("\(items.count) items, fewer than \(Int(bound))")
        }
        if case .number(let bound)? = members["maxItems"], Double(items.count) > bound {
            fail("\(items.count) items, more than \(Int(bound))")
        }
        if case .bool(true)? = members["uniqueItems"] {
            for (index, item) in items.enumerated() where items[..<index].contains(item) {
                fail("item \(index) (\(item)) repeats an earlier one")
            }
        }
    }

    private func checkObject(
        _ object: [String: JSON], _ members: [String: JSON], at path: String, into failures: inout [Failure]
    ) {
        func fail(_ message: String) { failures.append(Failure(path: path, message: message)) }
        var properties: [String: JSON] = [:]
        if case .object(let declared)? = members["properties"] { properties = declared }
        var patterns: [(NSRegularExpression, JSON)] = []
        if case .object(let declared)? = members["patternProperties"] {
            for (pattern, schema) in declared.sorted(by: { $0.key < $1.key }) {
                guard let expression = expressions[pattern] else {
                    fail("pattern \(pattern) is not a regular expression")
                    continue
                }
                patterns.append((expression, schema))
            }
        }
        // Sorted, so the failures come in the same order on every run.
        for (key, value) in object.sorted(by: { $0.key < $1.key }) {
            if let names = members["propertyNames"] {
                check(.string(key), against: names, at: "\(path)/\(key)", into: &failures)
            }
            let range = NSRange(key.startIndex..., in: key)
            let matching = patterns.filter { $0.0.firstMatch(in: key, range: range) != nil }
            for (_, schema) in matching {
                check(value, against: schema, at: "\(path)/\(key)", into: &failures)
            }
            if let schema = properties[key] {
                check(value, against: schema, at: "\(path)/\(key)", into: &failures)
            } else if !matching.isEmpty {
                continue
            } else if let additional = members["additionalProperties"] {
                if case .bool(false) = additional {
                    fail("key '\(key)' is not in the schema")
                } else {
                    check(value, against: additional, at: "\(path)/\(key)", into: &failures)
                }
            }
        }
        if case .array(let required)? = members["required"] {
            for case .string(let key) in required where object[key] == nil {
                fail("required key '\(key)' is missing")
            }
        }
        if case .number(let bound)? = members["minProperties"], Double(object.count) < bound {
            fail("\(object.count) keys, fewer than \(Int(bound))")
        }
        if case .number(let bound)? = members["maxProperties"], Double(object.count) > bound {
            fail("\(object.count) keys, more than \(Int(bound))")
        }
    }
}
