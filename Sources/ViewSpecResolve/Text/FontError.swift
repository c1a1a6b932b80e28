import ViewSpecCore
import ViewSpecLanguage

/// Why a font file could not be used.
///
/// Every malformed or truncated file ends in one of these, never in a crash: the loader
/// bounds-checks each read against the file's bytes.
package enum FontError: Error, Equatable, Sendable {
    /// The file could not be read at all (missing, a directory, no permission).
    case unreadable(path: String)
    /// The first four bytes name no sfnt flavour viewspec reads (TrueType, CFF OpenType, collection).
    case notAFont
    /// A read ran past the end of the file or of a table: the file is truncated or its offsets lie.
    case truncated(table: String)
    /// A table the metrics need is absent.
    case missingTable(String)
    /// A table is present but holds values no valid font has; the message says which.
    case malformed(table: String, reason: String)
    /// The collection has no font at the requested index.
    case noSuchFontInCollection(index: Int, count: Int)
    /// No cmap subtable maps Unicode code points in a format viewspec reads (4 or 12).
    case noUnicodeCharacterMap
}

extension FontError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .unreadable(let path): "cannot read the font file '\(path)'"
        case .notAFont: "not a TrueType or OpenType font"
        case .truncated(let table): "the font file is truncated (in '\(table)')"
        case .missingTable(let table): "the font has no '\(table)' table"
        case .malformed(let table, let reason): "the font's '\(table)' table is malformed: \(reason)"
        case .noSuchFontInCollection(let index, let count):
            "the font collection has \(count) font\(count == 1 ? "" : "s"), no index \(index)"
        case .noUnicodeCharacterMap: "the font has no Unicode character map in format 4 or 12"
        }
    }
}
