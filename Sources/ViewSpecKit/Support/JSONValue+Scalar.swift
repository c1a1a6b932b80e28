extension JSONValue {
    var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }
}
