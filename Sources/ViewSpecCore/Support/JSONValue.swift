/// A JSON document whose objects keep their keys in the order written, so generated JSON is
/// byte-identical on every run (a Dictionary's order changes per process).
package indirect enum JSONValue: Equatable, Sendable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    package static func == (a: Self, b: Self) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let x), .array(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.bool(let x), .bool(let y)): x == y
        case (.null, .null): true
        default: false
        }
    }
}

extension JSONValue {
    var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    /// The value as a document (the schemas): every object expanded, a list of scalars on one
    /// line when that line is at most 100 characters, and a final newline.
    package var jsonText: String {
        var json = JSONWriter()
        write(to: &json)
        return json.finishLine()
    }

    func write(to json: inout JSONWriter) {
        switch self {
        case .object(let pairs):
            json.openObject()
            for pair in pairs {
                json.key(pair.key)
                pair.value.write(to: &json)
            }
            json.close()
        case .array(let items):
            json.openArray(oneLine: items.allSatisfy(\.isScalar) && Self.fitsOnOneLine(items))
            for item in items { item.write(to: &json) }
            json.close()
        case .string(let text): json.string(text)
        case .number(let number): json.number(number)
        case .bool(let flag): json.bool(flag)
        case .null: json.null()
        }
    }

    /// Short lists of scalars (enums, required keys) stay on one line for readability.
    private static func fitsOnOneLine(_ items: [JSONValue]) -> Bool {
        var line = JSONWriter()
        line.openArray(oneLine: true)
        for item in items { item.write(to: &line) }
        line.close()
        return line.text.count <= 100
    }
}
