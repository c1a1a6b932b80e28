import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// Draws one layout for `ASCIIEmitter` (see there for the rules).
struct ASCIIRenderer {
    typealias Area = ASCIICanvas.Area

    let tree: ResolvedTree
    let layout: LayoutResult
    let options: ASCIIEmitter.Options
    let unicode: Bool
    /// The cell's content size, appearance and direction where a matrix varies them, after the
    /// device in the header.
    var cellLabel: [String] = []
    /// Points per column and per row.
    let xScale: Double
    let yScale: Double
    var canvas: ASCIICanvas
    /// The columns and rows the whole screen would take; the canvas has at most
    /// `ASCIIEmitter.largestPicture` and `tallestPicture` of them.
    private let uncutSize: (columns: Double, rows: Double)
    /// Each view's colour behind it: the nearest ancestor's colour fill.
    private var behind: [RGBA?]

    init(tree: ResolvedTree, layout: LayoutResult, options: ASCIIEmitter.Options) {
        self.tree = tree
        self.layout = layout
        self.options = options
        unicode = options.unicode
        xScale = ASCIIEmitter.pointsPerColumn(deviceWidth: layout.device.width, options: options)
        yScale = xScale * 2
        let columns = Self.snap(max(layout.device.width, 0) / xScale) + 1
        let rows = Self.snap(max(layout.device.height, 0) / yScale) + 1
        // The canvas holds a cell per column and row: bounded whatever the device's shape.
        // (`snap` stops at a million; the footer states the true size.)
        uncutSize = (
            (max(layout.device.width, 0) / xScale).rounded() + 1,
            (max(layout.device.height, 0) / yScale).rounded() + 1
        )
        canvas = ASCIICanvas(
            width: min(columns, ASCIIEmitter.largestPicture), height: min(rows, ASCIIEmitter.tallestPicture))
        behind = Array(repeating: nil, count: tree.views.count)
        for (index, view) in tree.views.enumerated() {
            guard let parent = view.parent, parent < index else { continue }
            if let color = Self.flatFill(tree.views[parent].appearance.background), color.alpha >= 1 {
                behind[index] = color
            } else {
                behind[index] = behind[parent]
            }
        }
    }

    /// Rounds half away from zero after dropping float noise, so an edge at 12.5 columns lands on
    /// the same cell on every machine.
    static func snap(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        let cleaned = (value * 1_000_000).rounded() / 1_000_000
        return Int(min(max(cleaned.rounded(), -1_000_000), 1_000_000))
    }

    func column(_ x: Double) -> Int { Self.snap(x / xScale) }
    func row(_ y: Double) -> Int { Self.snap(y / yScale) }

    /// The cells a view's edges fall on.
    func cells(_ index: Int) -> Area {
        let frame = layout.views[index].absolute
        let left = min(frame.x, frame.x + frame.width)
        let right = max(frame.x, frame.x + frame.width)
        let top = min(frame.y, frame.y + frame.height)
        let bottom = max(frame.y, frame.y + frame.height)
        return Area(left: column(left), top: row(top), right: column(right), bottom: row(bottom))
    }

    mutating func render() -> String {
        var body: [String] = []
        if !tree.views.isEmpty, layout.views.count == tree.views.count {
            drawBox(canvas.bounds, clip: canvas.bounds, rounded: [], dashed: false, opaque: false)
            drawTree()
            drawKeyboard()
            // The screen's edge stays on top: views reaching past it end on it in junctions.
            drawBox(canvas.bounds, clip: canvas.bounds, rounded: [], dashed: false, opaque: false)
        }
        body = canvas.rendered(unicode: unicode)
        var output: [String] = []
        // The header and footer may be as wide as the terminal even when the screen is narrower.
        let width = max(canvas.width, options.columns ?? ASCIIEmitter.Options.defaultColumns)
        if options.frame { output.append(fit(header, width: width)) }
        output += body
        if options.frame { output.append(fit(footer, width: width)) }
        // A line of its own, never shortened to the width as the footer is: it must be read.
        if let cut { output.append(Self.ascii(cut)) }
        return output.joined(separator: "\n") + "\n"
    }

    /// "(picture cut at 1000 of 2500001 rows)" when the screen did not fit the canvas.
    private var cut: String? {
        var parts: [String] = []
        if uncutSize.columns > Double(canvas.width) {
            parts.append("\(canvas.width) of \(NumberText.plain(uncutSize.columns)) columns")
        }
        if uncutSize.rows > Double(canvas.height) {
            parts.append("\(canvas.height) of \(NumberText.plain(uncutSize.rows)) rows")
        }
        return parts.isEmpty ? nil : "(picture cut at " + parts.joined(separator: " and ") + ")"
    }

    private var header: String {
        let device = layout.device
        let size =
            LayoutFormat.number(device.width) + (unicode ? "×" : "x") + LayoutFormat.number(device.height)
        let dot = unicode ? " · " : " - "
        return ([device.name, size + " pt", device.orientation.rawValue] + cellLabel).joined(separator: dot)
    }

    private var footer: String {
        "1 column = \(LayoutFormat.number(xScale)) pt, 1 row = \(LayoutFormat.number(yScale)) pt"
    }

    private func fit(_ line: String, width: Int) -> String {
        // The header names the device, which a spec may define.
        let line = VisibleText.escaped(line)
        let text = unicode ? line : Self.ascii(line)
        guard ASCIIWidth.of(text) > width else { return text }
        return String(Self.cut(Array(text), width: width, ellipsis: []))
    }

    // MARK: The tree

    private mutating func drawTree() {
        var stack: [(index: Int, clip: Area)] = [(0, canvas.bounds)]
        while let (index, clip) = stack.popLast() {
            let view = tree.views[index]
            if view.appearance.isHidden || view.appearance.alpha <= 0 { continue }
            let area = cells(index)
            // A view wholly outside its clip draws nothing (its children may still show).
            if !area.intersection(clip).intersection(canvas.bounds).isEmpty {
                draw(index, area: area, clip: clip)
            }
            var inner = clip
            if view.scrolls || view.appearance.clipsToBounds { inner = clip.intersection(area) }
            if inner.isEmpty || view.children.isEmpty { continue }
            for child in tree.drawingOrder(of: index).reversed() { stack.append((child, inner)) }
        }
    }

    private func visibleFill(_ index: Int) -> Fill? {
        switch tree.views[index].appearance.background {
        case .color(let color)? where color.alpha > 0: .color(color)
        case .gradient(let gradient)?: .gradient(gradient)
        default: nil
        }
    }

    private func isBoxed(_ index: Int) -> Bool {
        let view = tree.views[index]
        switch view.traits.surface {
        case .outline, .opaque: return true
        case .none: if index == 0 { return true }
        }
        if let border = view.appearance.border, border.width > 0, border.color.alpha > 0 { return true }
        if view.appearance.effectiveShadow != nil { return true }
        return Self.flatFill(visibleFill(index)).map { $0 != behind[index] } ?? false
    }

    /// The one colour a fill stands for in the picture: a gradient's flat colour (the mean of
    /// its ramp, `Gradient.flatColor`), as a character grid draws no ramp.
    static func flatFill(_ fill: Fill?) -> RGBA? {
        switch fill {
        case .color(let color)?: color
        case .gradient(let gradient)?: gradient.flatColor
        case nil: nil
        }
    }

    private mutating func draw(_ index: Int, area: Area, clip: Area) {
        let view = tree.views[index]
        let opaque: Bool
        switch view.traits.surface {
        case .opaque: opaque = true
        case .outline, .none: opaque = visibleFill(index) != nil
        }
        let boxed = isBoxed(index)
        if boxed {
            let rounded = unicode ? roundedCorners(index, area: area) : []
            let dashed = view.appearance.border.map { !$0.dash.isEmpty } ?? false
            drawBox(area, clip: clip, rounded: rounded, dashed: dashed, opaque: opaque)
        } else if opaque {
            erase(
                Area(left: area.left + 1, top: area.top + 1, right: area.right - 1, bottom: area.bottom - 1),
                clip: clip)
        }
        drawContent(index, area: area, boxed: boxed, clip: clip)
    }

    /// The corners drawn rounded: the view's own, else those of a parent that clips to its
    /// rounded bounds when the view fills it (a rounder's child).
    private func roundedCorners(_ index: Int, area: Area) -> [Corner] {
        let view = tree.views[index]
        let frame = layout.views[index].absolute
        if let radius = view.appearance.cornerRadius, radius.points(height: abs(frame.height)) >= 1 {
            return view.appearance.corners
        }
        guard let parent = view.parent else { return [] }
        let outer = tree.views[parent].appearance
        let height = abs(layout.views[parent].absolute.height)
        if outer.clipsToBounds, let radius = outer.cornerRadius, radius.points(height: height) >= 1,
            cells(parent) == area
        {
            return outer.corners
        }
        return []
    }

    private mutating func erase(_ area: Area, clip: Area) {
        let visible = area.intersection(clip).intersection(canvas.bounds)
        guard !visible.isEmpty else { return }
        for row in visible.top...visible.bottom {
            for column in visible.left...visible.right { canvas.clear(column: column, row: row, clip: clip) }
        }
    }

    /// A box on the cells of `area`: a line when it is one row tall or one column wide.
    ///
    /// An opaque box first erases what is inside it and the arms of lines below that reach into it.
    mutating func drawBox(_ area: Area, clip: Area, rounded: [Corner], dashed: Bool, opaque: Bool) {
        typealias C = ASCIICanvas
        let flags: UInt8 = dashed ? C.dashed : 0
        let (left, top, right, bottom) = (area.left, area.top, area.right, area.bottom)
        if top == bottom && left == right { return }
        if top == bottom || left == right {
            // A line: only its cells inside the clip are visited.
            let horizontal = top == bottom
            let (start, end) =
                horizontal
                ? (max(left, clip.left, 0), min(right, clip.right, canvas.width - 1))
                : (max(top, clip.top, 0), min(bottom, clip.bottom, canvas.height - 1))
            guard start <= end else { return }
            let (first, last) = horizontal ? (left, right) : (top, bottom)
            for step in start...end {
                var mask: UInt8 = 0
                if step > first { mask |= horizontal ? C.left : C.up }
                if step < last { mask |= horizontal ? C.right : C.down }
                canvas.addLine(
                    column: horizontal ? step : left, row: horizontal ? top : step, mask: mask, flags: flags,
                    clip: clip)
            }
            return
        }
        if opaque {
            erase(Area(left: left + 1, top: top + 1, right: right - 1, bottom: bottom - 1), clip: clip)
            let visible = area.intersection(clip).intersection(canvas.bounds)
            let (first, last) = (max(left + 1, visible.left), min(right - 1, visible.right))
            if first <= last {
                for column in first...last {
                    canvas.removeArms(column: column, row: top, mask: C.down, clip: clip)
                    canvas.removeArms(column: column, row: bottom, mask: C.up, clip: clip)
                }
            }
            let (upper, lower) = (max(top + 1, visible.top), min(bottom - 1, visible.bottom))
            if upper <= lower {
                for row in upper...lower {
                    canvas.removeArms(column: left, row: row, mask: C.right, clip: clip)
                    canvas.removeArms(column: right, row: row, mask: C.left, clip: clip)
                }
            }
        }
        // Only the cells inside the clip are visited, so a huge box costs its visible part.
        let visible = area.intersection(clip).intersection(canvas.bounds)
        guard !visible.isEmpty else { return }
        for column in visible.left...visible.right {
            var mask: UInt8 = 0
            if column > left { mask |= C.left }
            if column < right { mask |= C.right }
            let isCorner = column == left || column == right
            let cornerFlag = { (corner: Corner) -> UInt8 in rounded.contains(corner) ? C.rounded : 0 }
            if top >= visible.top {
                let corner: Corner = column == left ? .topLeft : .topRight
                canvas.addLine(
                    column: column, row: top, mask: mask | (isCorner ? C.down : 0),
                    flags: isCorner ? cornerFlag(corner) : flags, clip: clip)
            }
            if bottom <= visible.bottom {
                let corner: Corner = column == left ? .bottomLeft : .bottomRight
                canvas.addLine(
                    column: column, row: bottom, mask: mask | (isCorner ? C.up : 0),
                    flags: isCorner ? cornerFlag(corner) : flags, clip: clip)
            }
        }
        for row in visible.top...visible.bottom where row > top && row < bottom {
            if left >= visible.left {
                canvas.addLine(column: left, row: row, mask: C.up | C.down, flags: flags, clip: clip)
            }
            if right <= visible.right {
                canvas.addLine(column: right, row: row, mask: C.up | C.down, flags: flags, clip: clip)
            }
        }
    }

    // MARK: Text

    enum Align {
        case left, center, right
    }

    /// Where a view's text and symbols go: inside its box; on its top line when the box has no
    /// row inside; its whole frame when it has no box.
    func contentArea(_ area: Area, boxed: Bool) -> Area {
        guard boxed else { return area }
        if area.right - area.left < 2 { return Area(left: 0, top: 0, right: -1, bottom: -1) }
        if area.bottom - area.top < 2 {
            return Area(left: area.left + 1, top: area.top, right: area.right - 1, bottom: area.top)
        }
        return Area(left: area.left + 1, top: area.top + 1, right: area.right - 1, bottom: area.bottom - 1)
    }

    /// The columns of `row` within `area` less the lines at either end (the borders of the box
    /// the text is in, or of a parent it touches).
    func span(row: Int, in area: Area) -> (Int, Int)? {
        var first = area.left
        var last = area.right
        while first <= last, canvas.isLine(column: first, row: row) { first += 1 }
        while last >= first, canvas.isLine(column: last, row: row) { last -= 1 }
        return first <= last ? (first, last) : nil
    }

    /// The row a one-row symbol centred on `centerRow` goes on and its usable columns, for
    /// symbols drawn as wide as they may be (tracks, segments).
    func line(centerRow: Double, in area: Area, clip: Area) -> Area? {
        let visible = area.intersection(clip).intersection(canvas.bounds)
        guard !visible.isEmpty else { return nil }
        let row = min(max(Self.snap(centerRow), visible.top), visible.bottom)
        guard let (first, last) = span(row: row, in: visible) else { return nil }
        return Area(left: first, top: row, right: last, bottom: row)
    }

    /// True when the row between the ends of its span crosses no line.
    func isClean(row: Int, in area: Area) -> Bool {
        guard let (first, last) = span(row: row, in: area) else { return false }
        for column in first...last where canvas.isLine(column: column, row: row) { return false }
        return true
    }

    var ellipsis: [Character] { unicode ? ["…"] : [".", ".", "."] }

    /// `characters` cut to `width` cells, ending with `ellipsis` when cut.
    static func cut(_ characters: [Character], width: Int, ellipsis: [Character]) -> [Character] {
        guard width > 0 else { return [] }
        guard characters.reduce(0, { $0 + ASCIIWidth.of($1) }) > width else { return characters }
        let room = width - ellipsis.count
        guard room > 0 else { return Array(ellipsis.prefix(width)) }
        var kept: [Character] = []
        var used = 0
        for character in characters {
            let cells = ASCIIWidth.of(character)
            if used + cells > room { break }
            kept.append(character)
            used += cells
        }
        while kept.last == " " { kept.removeLast() }
        return kept + ellipsis
    }

    /// Ends `characters` with the ellipsis (the last line shown of more).
    func withEllipsis(_ characters: [Character]) -> [Character] {
        if characters.suffix(ellipsis.count).elementsEqual(ellipsis) { return characters }
        var kept = characters
        while kept.last == " " { kept.removeLast() }
        return kept + ellipsis
    }

    /// The text as this picture writes it: line breaks and tabs as spaces, other control
    /// characters as visible escapes (`VisibleText`; a raw ESC would reach the terminal that
    /// shows the picture); in ASCII mode, transliterated.
    func prepared(_ text: String) -> [Character] {
        var cleaned = text
        if text.unicodeScalars.contains(where: VisibleText.isControl) {
            cleaned = ""
            for character in text {
                switch character {
                case "\n", "\r\n", "\t": cleaned.append(" ")
                default: cleaned += VisibleText.escaped(String(character))
                }
            }
        }
        return Array(unicode ? cleaned : Self.ascii(cleaned))
    }

    /// Writes lines centred on `centerRow` (a row, fractional), aligned in `area`, clipped to
    /// `clip`; when there are more lines than rows the last one shown ends with an ellipsis.
    ///
    /// A single line moves to the nearest row that crosses no line when its own does.
    mutating func place(
        _ lines: [[Character]], centerRow: Double, align: Align, padding: Int = 0, area: Area, clip: Area
    ) {
        var visible = area.intersection(clip).intersection(canvas.bounds)
        // Rows that are all line (a border the area touches) hold no text.
        while visible.top <= visible.bottom, span(row: visible.top, in: visible) == nil { visible.top += 1 }
        while visible.bottom >= visible.top, span(row: visible.bottom, in: visible) == nil {
            visible.bottom -= 1
        }
        guard !visible.isEmpty, !lines.isEmpty else { return }
        let available = visible.bottom - visible.top + 1
        let shown = min(lines.count, available)
        var first = Self.snap(centerRow - Double(shown - 1) / 2)
        first = min(max(first, visible.top), visible.bottom - shown + 1)
        if shown == 1, !isClean(row: first, in: visible) {
            for distance in 1..<available {
                if first + distance <= visible.bottom, isClean(row: first + distance, in: visible) {
                    first += distance
                    break
                }
                if first - distance >= visible.top, isClean(row: first - distance, in: visible) {
                    first -= distance
                    break
                }
            }
        }
        for offset in 0..<shown {
            let row = first + offset
            var text = lines[offset]
            if offset == shown - 1, shown < lines.count { text = withEllipsis(text) }
            guard let (start, end) = span(row: row, in: visible) else { continue }
            let width = end - start + 1
            text = Self.cut(text, width: width, ellipsis: ellipsis)
            let used = text.reduce(0) { $0 + ASCIIWidth.of($1) }
            // A space between the text and the box when there is room for it.
            let inset = min(max(width - used, 0), padding)
            var column: Int
            switch align {
            case .left: column = start + inset
            case .right: column = end - used + 1 - inset
            case .center: column = start + (width - used) / 2
            }
            for character in text {
                let cells = ASCIIWidth.of(character)
                if cells > 0 { canvas.put(character, width: cells, column: column, row: row, clip: visible) }
                column += cells
            }
        }
    }

    /// Transliterates to ASCII: typographic punctuation to its plain form, letters to their base
    /// letter, anything else to `?`.
    static func ascii(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isASCII {
                output.append(character)
                continue
            }
            switch character {
            case "…": output += "..."
            case "–", "—", "‒", "−", "‐", "‑": output += "-"
            case "‘", "’", "‚", "′", "‹", "›": output += character == "‹" ? "<" : character == "›" ? ">" : "'"
            case "“", "”", "„", "″", "«", "»": output += "\""
            case "•", "·", "●", "○", "◦": output += "*"
            case "×": output += "x"
            case "→": output += "->"
            case "←": output += "<-"
            case "\u{00A0}", "\u{2009}", "\u{202F}": output += " "
            default:
                // What the character's canonical decomposition keeps of printable ASCII.
                let base = character.unicodeScalars.compactMap { scalar -> UInt8? in
                    guard scalar.isASCII else { return ASCIIFolding.base(of: scalar) }
                    return scalar.value >= 0x20 && scalar.value < 0x7F ? UInt8(scalar.value) : nil
                }
                output += base.isEmpty ? "?" : String(decoding: base, as: UTF8.self)
            }
        }
        return output
    }
}
