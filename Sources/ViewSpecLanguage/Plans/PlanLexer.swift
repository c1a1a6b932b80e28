import Cassowary
import ViewSpecCore
import ViewSpecSyntax

/// A token of the constraint expression language.
struct PlanToken: Equatable {
    enum Kind: Equatable {
        /// `title.safeArea.top`: dot-separated names, each with its own offsets.
        case path([PathSegment])
        case number(Double)
        /// `$name`: a token or component parameter.
        case reference(String)
        case relation(Relation)
        case plus, minus, star, slash, at
        /// A character the language has no use for (`<` alone, `!`, `,`).
        case invalid
        case end
    }

    var kind: Kind
    var lower: Int
    var upper: Int
}

struct PathSegment: Equatable {
    var name: String
    var lower: Int
    var upper: Int
}

/// Splits an expression or anchor value into tokens.
///
/// Lexing never fails: characters it does not know become `.invalid` tokens, so the parser reports
/// them with what it expected there.
enum PlanLexer {
    static func tokens(_ source: PlanSource) -> [PlanToken] {
        var tokens: [PlanToken] = []
        // `a.width == b.width @750` is six tokens with the end: one allocation, not four.
        tokens.reserveCapacity(8)
        var i = 0
        while true {
            while let c = source[i], c == " " || c == "\t" || c == "\n" || c == "\r" { i += 1 }
            guard let c = source[i] else {
                tokens.append(PlanToken(kind: .end, lower: i, upper: i))
                return tokens
            }
            let start = i
            let kind: PlanToken.Kind
            switch c {
            case "+": kind = .plus; i += 1
            case "-": kind = .minus; i += 1
            case "*", "×": kind = .star; i += 1
            case "/": kind = .slash; i += 1
            case "@": kind = .at; i += 1
            case "=":
                i += source[i + 1] == "=" ? 2 : 1
                kind = .relation(.equal)
            case "<", ">":
                if source[i + 1] == "=" {
                    i += 2
                    kind = .relation(c == "<" ? .lessOrEqual : .greaterOrEqual)
                } else {
                    i += 1
                    kind = .invalid
                }
            case "≤": kind = .relation(.lessOrEqual); i += 1
            case "≥": kind = .relation(.greaterOrEqual); i += 1
            case "$":
                i += 1
                let nameStart = i
                while let d = source[i], isNameCharacter(d) { i += 1 }
                if i > nameStart, let first = source[nameStart], !isDigit(first) {
                    kind = .reference(source.text(nameStart, i))
                } else {
                    kind = .invalid
                }
            case _ where isDigit(c) || (c == "." && source[i + 1].map(isDigit) == true):
                // The spellings of a number everywhere else in a spec: `16`, `2.5`, `1e3`, `0x1F`.
                if c == "0", source[i + 1] == "x" || source[i + 1] == "X", let h = source[i + 2],
                    h.properties.isASCIIHexDigit
                {
                    i += 2
                    while let d = source[i], d.properties.isASCIIHexDigit { i += 1 }
                } else {
                    while let d = source[i], isDigit(d) { i += 1 }
                    if source[i] == ".", let d = source[i + 1], isDigit(d) {
                        i += 1
                        while let d = source[i], isDigit(d) { i += 1 }
                    }
                    if source[i] == "e" || source[i] == "E" {
                        let sign = source[i + 1] == "+" || source[i + 1] == "-" ? 1 : 0
                        if let d = source[i + 1 + sign], isDigit(d) {
                            i += 1 + sign
                            while let d = source[i], isDigit(d) { i += 1 }
                        }
                    }
                }
                kind = Double(source.text(start, i)).map { .number($0) } ?? .invalid
            case _ where isNameStart(c):
                kind = .path(path(source, &i))
            default:
                i += 1
                kind = .invalid
            }
            tokens.append(PlanToken(kind: kind, lower: start, upper: i))
        }
    }

    /// Reads `name(.name)*`.
    ///
    /// Ids may contain `-` (`row-1`), which clashes with subtraction written without spaces
    /// (`top-8`): a hyphen joins a name only when a letter follows it, or when the hyphenated run
    /// is followed by `.` and so can only be a view id (`row-1.top-8`).
    private static func path(_ source: PlanSource, _ i: inout Int) -> [PathSegment] {
        var segments: [PathSegment] = []
        while true {
            let start = i
            while let c = source[i], isNameCharacter(c) { i += 1 }
            while source[i] == "-", let next = source[i + 1] {
                if isNameStart(next) {
                    i += 2
                } else if isDigit(next) {
                    var j = i + 1
                    while let c = source[j], isNameCharacter(c) || c == "-" { j += 1 }
                    guard source[j] == "." else { break }
                    i += 2
                } else {
                    break
                }
                while let c = source[i], isNameCharacter(c) { i += 1 }
            }
            segments.append(PathSegment(name: source.text(start, i), lower: start, upper: i))
            guard source[i] == ".", let next = source[i + 1], isNameStart(next) else { return segments }
            i += 1
        }
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }

    static func isNameStart(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
    }

    static func isNameCharacter(_ c: Unicode.Scalar) -> Bool { isNameStart(c) || isDigit(c) }
}
