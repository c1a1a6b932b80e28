import Cassowary
import ViewSpecCore
import ViewSpecSyntax

/// A `width`/`height` string: `"50%"` (a share of the parent) or `">= 44 @750"` (a relation to a
/// length, with an optional priority).
///
/// The decoder checks the string with this reader and the resolver reads it with the same one, so a
/// string that validates always means something.
package struct SizeText: Sendable, Equatable {
    package enum Amount: Sendable, Equatable {
        case points(Double)
        /// `"50%"` is 0.5.
        case fractionOfParent(Double)
    }

    package enum Failure: Error, Equatable {
        /// Not a size string at all.
        case malformed
        /// The number is outside the spec's range (`SpecNumber`).
        case numberOutOfRange
        /// A percentage past the multipliers' range.
        case percentOutOfRange
    }

    package var relation: Relation
    package var amount: Amount
    package var priority: Priority

    /// `-?digits(.digits)?%`, or `relation spaces -?digits(.digits)? (spaces @ spaces priority)?`
    /// where the priority is a name or a number in 1...1000: the shapes of
    /// `SpecShapes.percentPattern` and `SpecShapes.relationPattern`.
    package static func parse(_ text: String) -> Result<SizeText, Failure> {
        var rest = Substring(text)
        if rest.hasSuffix("%") {
            let digits = rest.dropLast()
            guard isDecimal(digits) else { return .failure(.malformed) }
            switch SpecNumber.read(digits) {
            case .number(let value):
                guard abs(value / 100) <= SpecNumber.multipliers.upperBound else {
                    return .failure(.percentOutOfRange)
                }
                return .success(
                    SizeText(relation: .equal, amount: .fractionOfParent(value / 100), priority: .required))
            case .outOfRange: return .failure(.numberOutOfRange)
            case .notANumber: return .failure(.malformed)
            }
        }
        var relation: Relation?
        for (spelling, meaning) in [
            ("<=", Relation.lessOrEqual), (">=", .greaterOrEqual), ("==", .equal), ("=", .equal),
        ] where rest.hasPrefix(spelling) {
            relation = meaning
            rest = rest.dropFirst(spelling.count)
            break
        }
        guard let relation else { return .failure(.malformed) }
        var priority = Priority.required
        if let at = rest.firstIndex(of: "@") {
            let word = rest[rest.index(after: at)...].drop(while: \.isWhitespace)
            guard !word.isEmpty, word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
                let parsed = Priority(text: word)
            else { return .failure(.malformed) }
            priority = parsed
            rest = rest[..<at]
            while rest.last?.isWhitespace == true { rest = rest.dropLast() }
        }
        let digits = rest.drop(while: \.isWhitespace)
        guard isDecimal(digits) else { return .failure(.malformed) }
        switch SpecNumber.read(digits) {
        case .number(let value):
            return .success(SizeText(relation: relation, amount: .points(value), priority: priority))
        case .outOfRange: return .failure(.numberOutOfRange)
        case .notANumber: return .failure(.malformed)
        }
    }

    /// `-?[0-9]+(\.[0-9]+)?`.
    private static func isDecimal(_ text: Substring) -> Bool {
        var rest = text
        if rest.first == "-" { rest = rest.dropFirst() }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let isDigits: (Substring) -> Bool = { !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }
        return parts.count == 1 ? isDigits(parts[0]) : isDigits(parts[0]) && isDigits(parts[1])
    }
}
