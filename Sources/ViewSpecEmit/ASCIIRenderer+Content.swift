import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// What `ASCIIRenderer` draws inside a view's box: its text and its control.
///
/// | kind | Unicode | ASCII |
/// |---|---|---|
/// Right to left mirrors what reads in a direction: the switch, the slider's and the
/// progress bar's fill, the stepper, and the order of segments, pages, tabs and bar buttons.
///
/// | `switch` on / off | `(━●)` / `(○ )` | `(=o)` / `(o )` |
/// | `slider` | `━━━●────` (the knob at the value) | `===o----` |
/// | `progress` | `████░░░░` | `####----` |
/// | `stepper` | `[ - │ + ]` | `[ - | + ]` |
/// | `segmented` | `‹ Day │ [Week] │ Month ›` (the selected in brackets) | `< Day | [Week] | Month >` |
/// | `pageControl` | `○ ○ ● ○` (the current page filled) | `o o * o` |
/// | `activityIndicator` | `⟳` while animating | `*` |
/// | `colorWell` | `◉` | `@` |
/// | `picker` | the items a row each around the selected one, which is in brackets | |
/// | `datePicker` | a sample date in its mode (`Jan 1, 2001  9:41 AM`) | |
/// | `tabBar` | the items spread across, the selected one in brackets | |
/// | `navigationBar` | the first item at the left after `‹`, the others at the right, the title centred between them and cut to the room they leave | `<` for `‹` |
/// | `image` | its name (`image` when it has none) in its box | |
/// | `textField` | the text over a line (its bottom border) | |
/// | a table row's `disclosure` / `checkmark` accessory | `›` / `✓` where the glyph is | `>` / `v` |
/// | a button without a box | `[ Title ]` | |
/// | a button with a box, a FAB | the title, else the image's name | |
extension ASCIIRenderer {
    mutating func drawContent(_ index: Int, area: Area, boxed: Bool, clip: Area) {
        let view = tree.views[index]
        let frame = layout.views[index].absolute
        var inside = contentArea(area, boxed: boxed)
        guard !inside.isEmpty else { return }
        let centerRow = (min(frame.y, frame.y + frame.height) + abs(frame.height) / 2) / yScale
        let u = unicode
        let rtl = tree.direction == .rightToLeft
        func glyph(_ text: String) -> [[Character]] { [prepared(text)] }
        func bar(_ range: ControlState.RangeValue, slider: Bool) {
            let low = range.minimum ?? 0
            let high = range.maximum ?? 1
            let value = range.value ?? low
            let fraction = high > low ? min(max((value - low) / (high - low), 0), 1) : 0
            guard let track = line(centerRow: centerRow, in: inside, clip: clip) else { return }
            let width = track.right - track.left + 1
            var bar: [Character]
            if slider {
                let knob = Self.snap(fraction * Double(width - 1))
                bar = Array(repeating: u ? "━" : "=", count: knob) + [u ? "●" : "o"]
                bar += Array(repeating: u ? "─" : "-", count: width - knob - 1)
            } else {
                let filled = Self.snap(fraction * Double(width))
                bar = Array(repeating: u ? "█" : "#", count: filled)
                bar += Array(repeating: u ? "░" : "-", count: width - filled)
            }
            if rtl { bar.reverse() }
            place([bar], centerRow: Double(track.top), align: .left, area: track, clip: clip)
        }

        if view.kind == .cell, let table = view.parent,
            let content = view.children.first,
            let box = DrawnGeometry.accessoryBox(
                DrawnGeometry.accessory(ofTable: table, in: tree), content: layout.views[content].absolute,
                row: frame, rightToLeft: rtl)
        {
            let glyph: String
            switch DrawnGeometry.accessory(ofTable: table, in: tree) {
            case .checkmark: glyph = u ? "✓" : "v"
            case .disclosure where rtl: glyph = u ? "‹" : "<"
            case .disclosure, .none: glyph = u ? "›" : ">"
            }
            let row = Self.snap(centerRow)
            if row >= inside.top, row <= inside.bottom {
                put(
                    prepared(glyph), column: column(box.x + box.width / 2), row: row,
                    clip: clip.intersection(inside))
            }
        }

        switch view.control {
        case .switch(let isOn):
            let on = isOn ?? false
            var text = u ? (on ? "(━●)" : "(○ )") : (on ? "(=o)" : "(o )")
            if rtl { text = u ? (on ? "(●━)" : "( ○)") : (on ? "(o=)" : "( o)") }
            place(glyph(text), centerRow: centerRow, align: .center, area: inside, clip: clip)
        case .slider(let range): bar(range, slider: true)
        case .progress(let range): bar(range, slider: false)
        case .stepper:
            let steps = rtl ? (u ? "[ + │ - ]" : "[ + | - ]") : (u ? "[ - │ + ]" : "[ - | + ]")
            place(glyph(steps), centerRow: centerRow, align: .center, area: inside, clip: clip)
        case .segmented(let items, let selected):
            drawSegments(items, selected: selected, centerRow: centerRow, area: inside, clip: clip)
        case .pageControl(let pages, let current):
            var dots = (0..<min(max(pages, 0), 1000)).map { page -> String in
                page == current ? (u ? "●" : "*") : (u ? "○" : "o")
            }
            if rtl { dots.reverse() }
            place(
                glyph(dots.joined(separator: " ")), centerRow: centerRow, align: .center, area: inside,
                clip: clip)
        case .activityIndicator(let isAnimating):
            if isAnimating ?? true {
                place(glyph(u ? "⟳" : "*"), centerRow: centerRow, align: .center, area: inside, clip: clip)
            }
        case .colorWell:
            place(glyph(u ? "◉" : "@"), centerRow: centerRow, align: .center, area: inside, clip: clip)
        case .datePicker(let mode):
            let sample: String
            switch mode {
            case "date"?: sample = "Jan 1, 2001"
            case "time"?: sample = "9:41 AM"
            case "countDownTimer"?: sample = "0 hours 0 min"
            default: sample = "Jan 1, 2001  9:41 AM"
            }
            place(glyph(sample), centerRow: centerRow, align: .center, area: inside, clip: clip)
        case .picker(let items, _) where items.isEmpty:
            place(glyph("picker"), centerRow: centerRow, align: .center, area: inside, clip: clip)
        case .picker(let items, let selected):
            drawWheel(items, selected: selected, centerRow: centerRow, area: inside, clip: clip)
        case .tabBar(let items, let selected, _):
            drawTabs(items, selected: selected, area: inside, clip: clip)
        case .navigationBar(let items, let backButton, true):
            // A large title: the buttons on the inline bar's row, the title under it as text.
            let barRow =
                (min(frame.y, frame.y + frame.height) + ControlMetrics.navigationBarHeight / 2) / yScale
            drawNavigationBar(
                index, items: items, backButton: backButton, showsTitle: false, centerRow: barRow,
                area: inside,
                clip: clip)
        case .navigationBar(let items, let backButton, false):
            // The title goes between the bar buttons, not over them: drawn here, not as text.
            drawNavigationBar(
                index, items: items, backButton: backButton, showsTitle: true, centerRow: centerRow,
                area: inside,
                clip: clip)
            return
        case .image(let name):
            place(glyph(name ?? "image"), centerRow: centerRow, align: .center, area: inside, clip: clip)
        case .textField:
            if area.bottom > area.top {
                drawBox(
                    Area(left: area.left, top: area.bottom, right: area.right, bottom: area.bottom),
                    clip: clip,
                    rounded: [], dashed: false, opaque: false)
                inside.bottom = area.bottom - 1
            }
        case .none, .button, .fab, .textInput, .blur:
            break
        }
        drawText(index, area: inside, boxed: boxed, centerRow: centerRow, clip: clip)
    }

    private mutating func drawText(_ index: Int, area: Area, boxed: Bool, centerRow: Double, clip: Area) {
        let view = tree.views[index]
        guard let content = view.text else { return }
        let frame = layout.views[index].absolute
        let laidOut = layout.views[index].text
        var lines = (laidOut?.lines ?? [content.string]).map(prepared)
        var center = centerRow
        switch view.textPlacement {
        case .belowPadding where laidOut != nil:
            // Centred in the rows below the padding, which is all above the lines.
            let top = min(frame.y, frame.y + frame.height) + content.padding.vertical
            center = (top + max(0, abs(frame.height) - content.padding.vertical) / 2) / yScale
        case .top where laidOut != nil:
            // A text view starts at the top, half its vertical padding in. A line takes one row
            // here however tall it is in points, so the block is centred on rows, not on the
            // text's height in points.
            center =
                (min(frame.y, frame.y + frame.height) + content.padding.vertical / 2) / yScale
                + Double(lines.count) / 2
        case .top, .centered, .belowPadding: break
        }
        var isButton = false
        var isFab = false
        switch view.control {
        case .button(let image), .fab(let image):
            isButton = true
            if case .fab = view.control { isFab = true }
            if lines.allSatisfy(\.isEmpty) {
                // A FAB shows its symbol; a button the image's name.
                lines = image.map { [prepared(isFab ? symbol($0) : $0)] } ?? []
            }
        case .none, .image, .switch, .slider, .stepper, .progress, .segmented, .pageControl,
            .activityIndicator, .datePicker, .picker, .colorWell, .navigationBar, .tabBar, .textInput,
            .textField, .blur:
            break
        }
        if isButton {
            if !boxed, !lines.isEmpty {
                // A button without a shape: its title in brackets, cut inside them.
                let width = area.right - area.left + 1 - 4
                lines = lines.map {
                    Array("[ ") + Self.cut($0, width: max(width, 1), ellipsis: ellipsis) + Array(" ]")
                }
            }
        }
        guard !lines.isEmpty, !lines.allSatisfy(\.isEmpty) else { return }
        let align: Align
        switch content.alignment {
        case .center: align = .center
        case .right: align = .right
        case .natural: align = tree.direction == .rightToLeft ? .right : .left
        case .left, .justified: align = .left
        }
        place(
            lines, centerRow: center, align: isFab ? .center : align, padding: boxed ? 1 : 0, area: area,
            clip: clip)
    }

    /// A FAB's SF Symbol as one character when there is a plain one for it, else its name.
    func symbol(_ name: String) -> String {
        let symbols: [String: (String, String)] = [
            "plus": ("+", "+"), "minus": ("−", "-"), "xmark": ("×", "x"), "checkmark": ("✓", "v"),
            "list.bullet": ("≡", "="), "textformat": ("Aa", "Aa"), "chevron.left": ("‹", "<"),
            "chevron.right": ("›", ">"), "ellipsis": ("…", "..."), "pencil": ("✎", "/"),
        ]
        guard let found = symbols[name] else { return name }
        return unicode ? found.0 : found.1
    }

    /// `‹ Day │ [Week] │ Month ›`: equal segments when the control is wide enough, else packed.
    private mutating func drawSegments(
        _ items: [String], selected: Int?, centerRow: Double, area: Area, clip: Area
    ) {
        var items = items.enumerated().map { offset, item in
            offset == selected ? prepared("[" + item + "]") : prepared(item)
        }
        if tree.direction == .rightToLeft { items.reverse() }
        guard !items.isEmpty, let area = line(centerRow: centerRow, in: area, clip: clip) else { return }
        let open: Character = unicode ? "‹" : "<"
        let close: Character = unicode ? "›" : ">"
        let separator: Character = unicode ? "│" : "|"
        let width = area.right - area.left + 1
        let count = items.count
        let segment = (width - 2 - (count - 1)) / count
        let widest = items.map { ASCIIWidth.of(String($0)) }.max() ?? 0
        var line: [Character] = [open]
        if segment >= widest + 2 {
            for (offset, item) in items.enumerated() {
                let free = segment - ASCIIWidth.of(String(item))
                line += Array(repeating: " ", count: free / 2) + item
                line += Array(repeating: " ", count: free - free / 2)
                if offset < count - 1 { line.append(separator) }
            }
        } else {
            line.append(" ")
            for (offset, item) in items.enumerated() {
                line += item
                if offset < count - 1 { line += [" ", separator, " "] }
            }
            line.append(" ")
        }
        line.append(close)
        place([line], centerRow: Double(area.top), align: .center, area: area, clip: clip)
    }

    /// A picker's wheel: the selected item in brackets on the middle row, the others above and
    /// below it in order.
    private mutating func drawWheel(
        _ items: [String], selected: Int?, centerRow: Double, area: Area, clip: Area
    ) {
        guard !items.isEmpty else { return }
        let selected = min(max(selected ?? 0, 0), items.count - 1)
        let middle = min(max(Self.snap(centerRow), area.top), area.bottom)
        for (offset, item) in items.enumerated() {
            let row = middle + offset - selected
            guard row >= area.top, row <= area.bottom else { continue }
            let text = offset == selected ? "[ " + item + " ]" : item
            place(
                [prepared(text)], centerRow: Double(row), align: .center,
                area: Area(left: area.left, top: row, right: area.right, bottom: row), clip: clip)
        }
    }

    /// A tab bar's items, each centred in an equal share of the width; the selected in brackets.
    private mutating func drawTabs(_ items: [String], selected: Int?, area: Area, clip: Area) {
        guard !items.isEmpty else { return }
        let width = area.right - area.left + 1
        // The items sit in the bar's first `tabBarHeight`, above the home indicator: their row
        // is its middle.
        let row = min(
            area.top + max(Self.snap(ControlMetrics.tabBarHeight / 2 / yScale) - 1, 0), area.bottom)
        for (offset, item) in items.enumerated() {
            let slot = tree.direction == .rightToLeft ? items.count - 1 - offset : offset
            let left = area.left + width * slot / items.count
            let right = area.left + width * (slot + 1) / items.count - 1
            guard right >= left else { continue }
            let text = offset == selected ? "[" + item + "]" : item
            place(
                [prepared(text)], centerRow: Double(row), align: .center,
                area: Area(left: left, top: row, right: right, bottom: row), clip: clip)
        }
    }

    /// A navigation bar's row: the first item at the leading end (after a back chevron), the others
    /// at the trailing end, the title centred on the bar when it clears them, else centred and cut
    /// in the room between them.
    ///
    /// The buttons win when the row is short. `showsTitle` false leaves the title to the text
    /// (a large title, under the row).
    private mutating func drawNavigationBar(
        _ index: Int, items: [String], backButton: Bool, showsTitle: Bool, centerRow: Double, area: Area,
        clip: Area
    ) {
        guard let row = line(centerRow: centerRow, in: area, clip: clip) else { return }
        let rtl = tree.direction == .rightToLeft
        let width = row.right - row.left + 1
        func cells(_ text: [Character]) -> Int { text.reduce(0) { $0 + ASCIIWidth.of($1) } }

        var leading: [Character] = []
        if let first = items.first {
            leading = prepared(first)
            if backButton {
                let chevron: Character = unicode ? (rtl ? "›" : "‹") : (rtl ? ">" : "<")
                leading = rtl ? leading + [" ", chevron] : [chevron, " "] + leading
            }
        }
        var trailing = prepared(items.dropFirst().joined(separator: "  "))
        let separator = leading.isEmpty || trailing.isEmpty ? 0 : 1
        if cells(leading) + cells(trailing) + separator > width {
            let room = max(0, width - separator)
            let half = room / 2
            if cells(trailing) <= half {
                leading = Self.cut(leading, width: room - cells(trailing), ellipsis: ellipsis)
            } else if cells(leading) <= room - half {
                trailing = Self.cut(trailing, width: room - cells(leading), ellipsis: ellipsis)
            } else {
                trailing = Self.cut(trailing, width: half, ellipsis: ellipsis)
                leading = Self.cut(leading, width: room - half, ellipsis: ellipsis)
            }
        }
        let (left, right) = rtl ? (trailing, leading) : (leading, trailing)
        put(left, column: row.left, row: row.top, clip: clip)
        put(right, column: row.right - cells(right) + 1, row: row.top, clip: clip)

        guard showsTitle, let line = layout.views[index].text?.lines.first, !line.isEmpty else { return }
        // Two cells between the title and a button, as wide as the gap UIKit keeps.
        let free = (
            left: row.left + (left.isEmpty ? 0 : cells(left) + 2),
            right: row.right - (right.isEmpty ? 0 : cells(right) + 2)
        )
        guard free.right >= free.left else { return }
        var title = prepared(line)
        var column = row.left + (width - cells(title)) / 2
        if column < free.left || column + cells(title) - 1 > free.right {
            title = Self.cut(title, width: free.right - free.left + 1, ellipsis: ellipsis)
            column = free.left + (free.right - free.left + 1 - cells(title)) / 2
        }
        put(title, column: column, row: row.top, clip: clip)
    }

    /// The software keyboard, when the device shows it: an opaque box over the views at the
    /// bottom of the screen, labelled, with a row of key cells where there is room.
    mutating func drawKeyboard() {
        guard let frame = layout.device.keyboardFrame else { return }
        let area = Area(
            left: column(frame.x), top: row(frame.y), right: column(frame.x + frame.width),
            bottom: row(frame.y + frame.height))
        let clip = canvas.bounds
        drawBox(area, clip: clip, rounded: [], dashed: false, opaque: true)
        let inside = Area(
            left: area.left + 1, top: area.top + 1, right: area.right - 1, bottom: area.bottom - 1)
        guard inside.right >= inside.left, inside.bottom >= inside.top else { return }
        let label = Array(unicode ? "⌨ keyboard" : "keyboard")
        let width = inside.right - inside.left + 1
        if label.count <= width {
            put(label, column: inside.left + (width - label.count) / 2, row: inside.top, clip: clip)
        }
        // One row of keys below the label, one cell each, where it fits: QWERTYUIOP, or the
        // digits of a phone's number pad or phone pad.
        let device = layout.device
        let pad = !SoftwareKeyboard.showsQuickTypeBar(
            device.keyboardType, width: device.width, height: device.height)
        let keys = Array(pad ? "1234567890" : "QWERTYUIOP")
        if inside.bottom > inside.top + 1, width >= keys.count * 2 - 1 {
            var spread: [Character] = []
            for key in keys {
                if !spread.isEmpty { spread.append(" ") }
                spread.append(key)
            }
            put(spread, column: inside.left + (width - spread.count) / 2, row: inside.top + 2, clip: clip)
        }
    }

    private mutating func put(_ text: [Character], column start: Int, row: Int, clip: Area) {
        var column = start
        for character in text {
            let cells = ASCIIWidth.of(character)
            if cells > 0 { canvas.put(character, width: cells, column: column, row: row, clip: clip) }
            column += cells
        }
    }
}
