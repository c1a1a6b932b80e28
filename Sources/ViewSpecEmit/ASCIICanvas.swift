import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// A character grid for `ASCIIEmitter`: each cell holds either a piece of line (the arms that leave
/// it: up, down, left, right) or one character of text.
///
/// Lines drawn through the same cell merge their arms, so crossing and touching boxes become
/// junctions (`├ ┬ ┼`); text and lines replace each other, the later one winning, which is how the
/// emitter draws in z-order.
struct ASCIICanvas {
    /// An inclusive rectangle of cells.
    struct Area: Equatable {
        var left: Int
        var top: Int
        var right: Int
        var bottom: Int

        var isEmpty: Bool { left > right || top > bottom }

        func intersection(_ other: Area) -> Area {
            Area(
                left: max(left, other.left), top: max(top, other.top), right: min(right, other.right),
                bottom: min(bottom, other.bottom))
        }

        func contains(column: Int, row: Int) -> Bool {
            column >= left && column <= right && row >= top && row <= bottom
        }
    }

    static let up: UInt8 = 1
    static let down: UInt8 = 2
    static let left: UInt8 = 4
    static let right: UInt8 = 8
    static let arms: UInt8 = 15
    /// Flags of a line cell: a rounded corner, a dashed line.
    static let rounded: UInt8 = 16
    static let dashed: UInt8 = 32

    /// The character that stands for "the right half of the wide character on the left".
    static let continuation: Character = "\u{0}"

    let width: Int
    let height: Int
    private(set) var lines: [UInt8]
    private(set) var glyphs: [Character?]

    init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        lines = Array(repeating: 0, count: self.width * self.height)
        glyphs = Array(repeating: nil, count: self.width * self.height)
    }

    var bounds: Area { Area(left: 0, top: 0, right: width - 1, bottom: height - 1) }

    private func index(_ column: Int, _ row: Int) -> Int? {
        guard column >= 0, column < width, row >= 0, row < height else { return nil }
        return row * width + column
    }

    func isLine(column: Int, row: Int) -> Bool {
        guard let index = index(column, row) else { return false }
        return glyphs[index] == nil && lines[index] & Self.arms != 0
    }

    func isFree(column: Int, row: Int) -> Bool {
        guard let index = index(column, row) else { return false }
        return glyphs[index] == nil && lines[index] & Self.arms == 0
    }

    /// Removes a wide character that `index` is half of, so no half of one is left behind.
    private mutating func breakWide(at index: Int) {
        if glyphs[index] == Self.continuation, index > 0 {
            glyphs[index - 1] = " "
        } else if glyphs[index] != nil, index + 1 < glyphs.count, glyphs[index + 1] == Self.continuation {
            glyphs[index + 1] = nil
        }
    }

    /// Adds the arms `mask` to the cell, within `clip`; arms that would leave `clip` are dropped
    /// so lines end cleanly at its edges.
    mutating func addLine(column: Int, row: Int, mask: UInt8, flags: UInt8 = 0, clip: Area) {
        guard clip.contains(column: column, row: row), let index = index(column, row) else { return }
        var mask = mask
        if row == clip.top { mask &= ~Self.up }
        if row == clip.bottom { mask &= ~Self.down }
        if column == clip.left { mask &= ~Self.left }
        if column == clip.right { mask &= ~Self.right }
        guard mask != 0 else { return }
        if glyphs[index] != nil {
            breakWide(at: index)
            glyphs[index] = nil
            lines[index] = 0
        }
        let old = lines[index]
        if old & Self.arms == 0 {
            lines[index] = mask | flags
        } else {
            // Merged lines keep a flag only when both have it.
            lines[index] = (old | mask) & (Self.arms | (old & flags))
        }
    }

    /// Takes the arms `mask` away from a line cell (a box covering what is below it).
    mutating func removeArms(column: Int, row: Int, mask: UInt8, clip: Area) {
        guard clip.contains(column: column, row: row), let index = index(column, row) else { return }
        lines[index] &= ~mask
        if lines[index] & Self.arms == 0 { lines[index] = 0 }
    }

    mutating func clear(column: Int, row: Int, clip: Area) {
        guard clip.contains(column: column, row: row), let index = index(column, row) else { return }
        breakWide(at: index)
        glyphs[index] = nil
        lines[index] = 0
    }

    /// Writes one character, `width` cells wide (1 or 2).
    mutating func put(_ character: Character, width: Int, column: Int, row: Int, clip: Area) {
        guard clip.contains(column: column, row: row), let index = index(column, row) else { return }
        // Text arrives with its controls escaped (`ASCIIRenderer.prepared`); a control that got
        // here some other way still never reaches the terminal.
        let character = character.unicodeScalars.contains(where: VisibleText.isControl) ? "?" : character
        if width == 2 {
            guard clip.contains(column: column + 1, row: row), let next = self.index(column + 1, row) else {
                return
            }
            breakWide(at: index)
            breakWide(at: next)
            glyphs[index] = character
            glyphs[next] = Self.continuation
            lines[index] = 0
            lines[next] = 0
        } else {
            breakWide(at: index)
            glyphs[index] = character
            lines[index] = 0
        }
    }

    /// The grid as text: one line per row, without trailing spaces.
    func rendered(unicode: Bool) -> [String] {
        var rows: [String] = []
        rows.reserveCapacity(height)
        for row in 0..<height {
            var line = ""
            line.reserveCapacity(width)
            var pendingSpaces = 0
            for column in 0..<width {
                let index = row * width + column
                let character: Character
                if let glyph = glyphs[index] {
                    if glyph == Self.continuation { continue }
                    character = glyph
                } else if lines[index] & Self.arms != 0 {
                    character = Self.character(for: lines[index], unicode: unicode)
                } else {
                    character = " "
                }
                if character == " " {
                    pendingSpaces += 1
                } else {
                    if pendingSpaces > 0 {
                        line += String(repeating: " ", count: pendingSpaces)
                        pendingSpaces = 0
                    }
                    line.append(character)
                }
            }
            rows.append(line)
        }
        return rows
    }

    private static let unicodeLines: [Character] = [
        " ", "│", "│", "│", "─", "┘", "┐", "┤", "─", "└", "┌", "├", "─", "┴", "┬", "┼",
    ]

    static func character(for cell: UInt8, unicode: Bool) -> Character {
        let arms = cell & Self.arms
        let horizontal = arms & (left | right) != 0
        let vertical = arms & (up | down) != 0
        guard unicode else {
            if horizontal && vertical { return "+" }
            if horizontal { return cell & dashed != 0 ? "." : "-" }
            return cell & dashed != 0 ? ":" : "|"
        }
        if cell & rounded != 0 {
            switch arms {
            case down | right: return "╭"
            case down | left: return "╮"
            case up | right: return "╰"
            case up | left: return "╯"
            default: break
            }
        }
        if cell & dashed != 0 {
            if horizontal && !vertical { return "┄" }
            if vertical && !horizontal { return "┆" }
        }
        return unicodeLines[Int(arms)]
    }
}

/// How many terminal cells a character takes: 2 for East Asian wide and full-width characters
/// and emoji, 0 for a lone combining mark, 1 for the rest.
enum ASCIIWidth {
    static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        if value < 0x1100 {
            return scalar.properties.generalCategory == .nonspacingMark ? 0 : 1
        }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return scalar.properties.generalCategory == .nonspacingMark ? 0 : 1
        }
    }

    static func of(_ string: some StringProtocol) -> Int {
        string.reduce(0) { $0 + of($1) }
    }
}
