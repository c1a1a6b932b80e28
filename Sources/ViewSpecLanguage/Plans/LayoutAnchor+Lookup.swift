import ViewSpecCore
import ViewSpecSyntax

extension LayoutAnchor {
    /// The anchor `name` spells, as `init(rawValue:)` reads it.
    ///
    /// That initializer compares the name with each case in turn, a string comparison apiece, and
    /// every path of every constraint is looked up: here the length and the first and last bytes
    /// pick the one candidate, and a single comparison confirms it.
    static func named(_ name: String) -> LayoutAnchor? {
        let utf8 = name.utf8
        guard let first = utf8.first, let last = utf8.last else { return nil }
        let candidate: LayoutAnchor
        switch (utf8.count, first) {
        case (3, UInt8(ascii: "t")): candidate = .top
        case (6, UInt8(ascii: "b")): candidate = .bottom
        case (4, UInt8(ascii: "l")): candidate = .left
        case (5, UInt8(ascii: "r")): candidate = .right
        case (7, UInt8(ascii: "l")): candidate = .leading
        case (8, UInt8(ascii: "t")): candidate = .trailing
        case (7, UInt8(ascii: "c")): candidate = last == UInt8(ascii: "X") ? .centerX : .centerY
        case (5, UInt8(ascii: "w")): candidate = .width
        case (6, UInt8(ascii: "h")): candidate = .height
        case (13, UInt8(ascii: "f")): candidate = .firstBaseline
        case (12, UInt8(ascii: "l")): candidate = .lastBaseline
        default: return nil
        }
        return candidate.rawValue == name ? candidate : nil
    }
}
