import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What each kind draws besides its background, text and children: controls as iOS draws them
/// in the cell's appearance, mockup chrome, image placeholders and symbol glyphs.
extension SVGRenderer {
    /// A colour UIKit draws, in the tree's appearance: UIKit's system colours and its chrome are
    /// dynamic, so a dark cell draws their dark values.
    func system(_ color: RGBA.Named) -> RGBA { color.color(in: tree.appearance) }

    var systemBlue: RGBA { system(.systemBlue) }
    var systemGray: RGBA { system(.systemGray) }
    var systemGreen: RGBA { system(.systemGreen) }
    /// UIKit's `systemFill` and `tertiarySystemFill`: tracks and segmented backgrounds.
    var systemFill: RGBA { system(.systemFill) }
    var tertiaryFill: RGBA { system(.tertiarySystemFill) }
    var separator: RGBA { system(.separator) }
    static let black = RGBA(red: 0, green: 0, blue: 0)
    static let white = RGBA(red: 1, green: 1, blue: 1)

    /// Right-to-left mirrors every control that reads in a direction (iOS 9's flipped UIKit
    /// controls): a switch's on side, a slider's and a progress bar's start, the order of
    /// segments, steps, pages, tabs and bar buttons.
    var isRightToLeft: Bool { tree.direction == .rightToLeft }

    /// `x` reflected across `frame`'s vertical centre line when the layout runs right to left.
    func directional(_ x: Double, in frame: Rect) -> Double {
        isRightToLeft ? 2 * frame.x + frame.width - x : x
    }

    /// `rect` reflected across `frame`'s vertical centre line when the layout runs right to left.
    func directional(_ rect: Rect, in frame: Rect) -> Rect {
        guard isRightToLeft else { return rect }
        return Rect(
            x: 2 * frame.x + frame.width - rect.x - rect.width, y: rect.y, width: rect.width,
            height: rect.height)
    }

    mutating func drawControl(_ index: Int, frame: Rect) {
        let view = tree.views[index]
        let tint = view.appearance.tint
        switch view.control {
        case .switch(let isOn): drawSwitch(frame, on: isOn ?? false, tint: tint ?? systemGreen)
        case .slider(let range): drawSlider(frame, fraction: fraction(range), tint: tint ?? systemBlue)
        case .progress(let range):
            drawProgress(frame, fraction: fraction(range), tint: tint ?? systemBlue)
        case .stepper: drawStepper(frame, tint: tint ?? system(.label))
        case .segmented(let items, let selected):
            drawSegmented(frame, items: items, selected: selected ?? 0, dark: isDark(behind: index))
        case .pageControl(let pages, let current):
            let dark = isDark(behind: index)
            drawPageControl(
                frame, pages: pages, current: current ?? 0, color: tint ?? (dark ? Self.white : Self.black))
        case .activityIndicator(let isAnimating):
            if isAnimating ?? true { drawActivityIndicator(frame, color: tint ?? systemGray) }
        case .picker(let items, let selected):
            drawPicker(columns: [items], selected: selected ?? 0, frame: frame, dark: isDark(behind: index))
        case .datePicker(let mode):
            drawPicker(
                columns: Self.dateColumns(mode), selected: 2, frame: frame, dark: isDark(behind: index))
        case .colorWell(let color): drawColorWell(frame, color: color ?? systemBlue)
        case .tabBar(let items, let selected, let unselectedColor):
            drawTabBar(
                view, items: items, selected: selected ?? 0, unselectedColor: unselectedColor, frame: frame)
        case .navigationBar(let items, let backButton, let largeTitle):
            drawNavigationBarItems(
                view, items: items, backButton: backButton, largeTitle: largeTitle, frame: frame)
        case .textField(_, _, let lineColor):
            // ViewKit's bottom border: 1 pt tall, 1 pt below the field, clear of its descenders.
            let line = Rect(x: frame.x, y: frame.y + frame.height + 1, width: frame.width, height: 1)
            body += SVGMarkup.shape(
                line, radius: 0, corners: Corner.allCases,
                attributes: SVGMarkup.paint("fill", lineColor ?? separator(behind: index)))
            body += "\n"
        case .image(let name):
            drawImagePlaceholder(view, name: name ?? "", frame: frame, radius: cornerRadius(index))
        case .blur(let effect, _): drawBlur(frame, effect: effect ?? "regular", radius: cornerRadius(index))
        case .button(let image), .fab(let image):
            // A button without a title shows its image alone, centred.
            if view.text?.string.isEmpty ?? true, let name = image, !name.isEmpty {
                let size = (min(frame.width, frame.height) * 0.5).rounded()
                let box = Rect(
                    x: frame.x + (frame.width - size) / 2, y: frame.y + (frame.height - size) / 2,
                    width: size,
                    height: size)
                drawGlyph(name, in: box, color: tint ?? view.text?.color ?? systemBlue)
            }
        case .none, .textInput: break
        }
    }

    /// UIScrollView's indicators where the content overflows the view: a 3 pt capsule 3 pt in
    /// from the trailing edge (the bottom edge for the horizontal one), as long as the share of
    /// the content in view and at its start (the mockup shows the scroll view at rest, at the
    /// top), dark on a light background and light on a dark one, at UIKit's 35 %.
    mutating func drawScrollIndicators(_ index: Int, frame: Rect) {
        guard tree.views[index].traits.scrolling != .none, let content = layout.views[index].contentSize
        else { return }
        let thickness = 3.0
        let inset = 3.0
        let color = isDark(behind: index) ? Self.white : Self.black
        let paint = SVGMarkup.paint("fill", color, opacity: 0.35)
        if content.height > frame.height + 0.5, frame.height > 2 * inset {
            let track = frame.height - 2 * inset
            let length = min(track, max(36, track * frame.height / content.height))
            let x =
                directional(frame.x + frame.width - inset - thickness, in: frame)
                - (isRightToLeft ? thickness : 0)
            rect(
                Rect(x: x, y: frame.y + inset, width: thickness, height: length), radius: thickness / 2, paint
            )
        }
        if content.width > frame.width + 0.5, frame.width > 2 * inset {
            let track = frame.width - 2 * inset - thickness
            let length = min(track, max(36, track * frame.width / content.width))
            let start = isRightToLeft ? frame.x + frame.width - inset - length : frame.x + inset
            rect(
                Rect(
                    x: start, y: frame.y + frame.height - inset - thickness, width: length, height: thickness),
                radius: thickness / 2, paint)
        }
    }

    func fraction(_ range: ControlState.RangeValue) -> Double {
        let minimum = range.minimum ?? 0
        let maximum = range.maximum ?? 1
        guard maximum > minimum else { return 0 }
        return min(max(((range.value ?? minimum) - minimum) / (maximum - minimum), 0), 1)
    }

    /// Whether the nearest opaque-ish background behind a view is dark, for chrome that
    /// adapts (page dots, picker rows).
    func isDark(behind index: Int) -> Bool {
        tree.isDark(behind: index, window: screenColor)
    }

    /// UIKit's separator as drawn over the background behind view `index`: its dark value over
    /// a dark background, its light one over a light background.
    ///
    /// UIKit picks the value by the trait collection, not by what is behind; a screen that paints
    /// its own dark backgrounds runs in dark mode (ViewFactory's navy palette is its app's dark
    /// mode), and in light mode the light value, 29 % grey over navy, would not show.
    func separator(behind index: Int) -> RGBA {
        RGBA.Named.separator.color(in: isDark(behind: index) ? .dark : .light)
    }

    static func luminance(_ color: RGBA) -> Double {
        0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
    }

    mutating func rect(_ rect: Rect, radius: Double = 0, _ attributes: String) {
        body += SVGMarkup.shape(rect, radius: radius, corners: Corner.allCases, attributes: attributes)
        body += "\n"
    }

    mutating func circle(_ cx: Double, _ cy: Double, _ r: Double, _ attributes: String) {
        body += "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(max(0, r)))\"\(attributes)/>\n"
    }

    /// `size` centred in `frame`, or the frame where it is smaller.
    func centred(_ frame: Rect, width: Double, height: Double) -> Rect {
        let w = min(width, frame.width)
        let h = min(height, frame.height)
        return Rect(
            x: frame.x + (frame.width - w) / 2, y: frame.y + (frame.height - h) / 2, width: w, height: h)
    }

    /// A white knob with UIKit's soft shadow, drawn without a filter.
    mutating func knob(_ cx: Double, _ cy: Double, _ r: Double) {
        circle(cx, cy + 1.5, r + 0.5, SVGMarkup.paint("fill", Self.black, opacity: 0.08))
        circle(cx, cy + 0.5, r + 0.5, SVGMarkup.paint("fill", Self.black, opacity: 0.06))
        circle(cx, cy, r, " fill=\"#FFFFFF\"")
    }

    mutating func drawSwitch(_ frame: Rect, on: Bool, tint: RGBA) {
        let track = centred(
            frame, width: ControlMetrics.switchSize.width, height: ControlMetrics.switchSize.height)
        rect(track, radius: track.height / 2, SVGMarkup.paint("fill", on ? tint : systemFill))
        let r = max(0, track.height / 2 - 2)
        let cx = on ? track.x + track.width - 2 - r : track.x + 2 + r
        knob(directional(cx, in: track), track.y + track.height / 2, r)
    }

    mutating func drawSlider(_ frame: Rect, fraction: Double, tint: RGBA) {
        let cy = frame.y + frame.height / 2
        let thumb = min(14, frame.height / 2)
        let track = Rect(x: frame.x, y: cy - 2, width: frame.width, height: 4)
        rect(track, radius: 2, SVGMarkup.paint("fill", systemFill))
        let cx = frame.x + thumb + (frame.width - 2 * thumb) * fraction
        rect(
            directional(Rect(x: frame.x, y: cy - 2, width: max(0, cx - frame.x), height: 4), in: frame),
            radius: 2, SVGMarkup.paint("fill", tint))
        knob(directional(cx, in: frame), cy, thumb)
    }

    mutating func drawProgress(_ frame: Rect, fraction: Double, tint: RGBA) {
        let radius = frame.height / 2
        rect(frame, radius: radius, SVGMarkup.paint("fill", systemFill))
        let done = directional(
            Rect(x: frame.x, y: frame.y, width: frame.width * fraction, height: frame.height), in: frame)
        if done.width > 0 { rect(done, radius: radius, SVGMarkup.paint("fill", tint)) }
    }

    mutating func drawStepper(_ frame: Rect, tint: RGBA) {
        let box = centred(
            frame, width: ControlMetrics.stepperSize.width, height: ControlMetrics.stepperSize.height)
        rect(box, radius: 8, SVGMarkup.paint("fill", tertiaryFill))
        let mid = box.x + box.width / 2
        let cy = box.y + box.height / 2
        rect(
            Rect(x: mid - 0.5, y: box.y + 8, width: 1, height: max(0, box.height - 16)),
            SVGMarkup.paint("fill", separator))
        let stroke =
            SVGMarkup.paint("stroke", tint) + " stroke-width=\"1.5\" stroke-linecap=\"round\" fill=\"none\""
        // Minus on the leading segment, plus on the trailing one.
        let minus = directional(box.x + box.width / 4, in: box)
        let plus = directional(box.x + box.width * 3 / 4, in: box)
        body += "<path d=\"M\(n(minus - 7)) \(n(cy))H\(n(minus + 7))M\(n(plus - 7)) \(n(cy))H\(n(plus + 7))"
        body += "M\(n(plus)) \(n(cy - 7))V\(n(cy + 7))\"\(stroke)/>\n"
    }

    mutating func drawSegmented(_ frame: Rect, items: [String], selected: Int, dark: Bool) {
        rect(frame, radius: min(8, frame.height / 2), SVGMarkup.paint("fill", tertiaryFill))
        guard !items.isEmpty else { return }
        let width = frame.width / Double(items.count)
        // Segment `position` from the leading edge.
        func slot(_ position: Int) -> Double {
            Double(isRightToLeft ? items.count - 1 - position : position)
        }
        if selected >= 0 && selected < items.count {
            let segment = SVGMarkup.inset(
                Rect(x: frame.x + width * slot(selected), y: frame.y, width: width, height: frame.height), 2
            )
            rect(
                Rect(x: segment.x, y: segment.y + 1, width: segment.width, height: segment.height),
                radius: min(7, segment.height / 2), SVGMarkup.paint("fill", Self.black, opacity: 0.06))
            rect(
                segment, radius: min(7, segment.height / 2),
                SVGMarkup.paint("fill", system(SystemChrome.selectedSegment)))
        }
        for position in 1..<max(1, items.count) where position != selected && position - 1 != selected {
            let x = directional(frame.x + width * Double(position), in: frame)
            rect(
                Rect(x: x - 0.5, y: frame.y + 8, width: 1, height: max(0, frame.height - 16)),
                SVGMarkup.paint("fill", separator))
        }
        for (position, item) in items.enumerated() {
            let weight: FontWeight = position == selected ? .semibold : .medium
            let font = Font(size: 13, weight: weight)
            let baseline = frame.y + frame.height / 2 + (font.ascent - font.descent) / 2
            let title = fitted(item, font: font, width: width - 8)
            label(
                title, x: frame.x + width * (slot(position) + 0.5), baseline: baseline, size: 13,
                weight: weight,
                color: tree.appearance == .dark || dark && position != selected ? Self.white : Self.black)
        }
    }

    /// `text` cut with "…" to fit `width` in `font`.
    func fitted(_ text: String, font: Font, width: Double) -> String {
        guard font.width(of: text) > width else { return text }
        var characters = Array(text)
        while !characters.isEmpty && font.width(of: String(characters) + "…") > width {
            characters.removeLast()
        }
        return characters.isEmpty ? "" : String(characters) + "…"
    }

    mutating func drawPageControl(_ frame: Rect, pages: Int, current: Int, color: RGBA) {
        guard pages > 0 else { return }
        let count = min(pages, 200)
        let pitch = 16.0
        let start = frame.x + frame.width / 2 - pitch * Double(count) / 2 + pitch / 2
        let cy = frame.y + frame.height / 2
        for page in 0..<count {
            circle(
                directional(start + pitch * Double(page), in: frame), cy, 3.5,
                SVGMarkup.paint("fill", color, opacity: page == current ? 1 : 0.3))
        }
    }

    mutating func drawActivityIndicator(_ frame: Rect, color: RGBA) {
        let size = min(frame.width, frame.height)
        let cx = frame.x + frame.width / 2
        let cy = frame.y + frame.height / 2
        let inner = size * 0.22
        let outer = size * 0.46
        let width = max(1, size * 0.08)
        for spoke in 0..<8 {
            let angle = Double(spoke) * .pi / 4 - .pi / 2
            let (c, s) = (cos(angle), sin(angle))
            let opacity = 1 - Double(spoke) * 0.1
            body +=
                "<line x1=\"\(n(cx + c * inner))\" y1=\"\(n(cy + s * inner))\" x2=\"\(n(cx + c * outer))\""
            body += " y2=\"\(n(cy + s * outer))\"" + SVGMarkup.paint("stroke", color, opacity: opacity)
            body += " stroke-width=\"\(n(width))\" stroke-linecap=\"round\"/>\n"
        }
    }

    /// A wheel: the selection band and the rows around it fading out.
    ///
    /// A date picker's wheels in its mode, a sample date around the middle row.
    static func dateColumns(_ mode: String?) -> [[String]] {
        switch mode ?? "dateAndTime" {
        case "date":
            [
                ["April", "May", "June", "July", "August"], ["7", "8", "9", "10", "11"],
                ["2023", "2024", "2025", "2026", "2027"],
            ]
        case "time":
            [["7", "8", "9", "10", "11"], ["39", "40", "41", "42", "43"], ["", "", "AM", "PM", ""]]
        case "countDownTimer":
            [["", "0", "1 hour", "2", "3"], ["13", "14", "15 min", "16", "17"]]
        default:
            [
                ["Sat Jun 7", "Sun Jun 8", "Today", "Tue Jun 10", "Wed Jun 11"],
                ["7", "8", "9", "10", "11"],
                ["39", "40", "41", "42", "43"], ["", "", "AM", "PM", ""],
            ]
        }
    }

    mutating func drawPicker(columns: [[String]], selected: Int, frame: Rect, dark: Bool) {
        let rowHeight = 34.0
        let cy = frame.y + frame.height / 2
        let band = Rect(
            x: frame.x + 8, y: cy - rowHeight / 2, width: max(0, frame.width - 16), height: rowHeight)
        rect(band, radius: 8, SVGMarkup.paint("fill", tertiaryFill))
        let color = dark ? Self.white : Self.black
        guard !columns.isEmpty else { return }
        // The first column of a date-and-time wheel holds the day: give it more room.
        let weights = columns.indices.map { $0 == 0 && columns.count == 4 ? 2.4 : 1.0 }
        let unit = frame.width / weights.reduce(0, +)
        let font = Font(size: 20)
        var left = frame.x
        for (column, rows) in columns.enumerated() {
            let columnWidth = unit * weights[column]
            let x = left + columnWidth / 2
            left += columnWidth
            for offset in -2...2 {
                let row = selected + offset
                guard row >= 0 && row < rows.count, !rows[row].isEmpty else { continue }
                let y = cy + Double(offset) * rowHeight
                guard y - rowHeight / 2 >= frame.y - 0.5, y + rowHeight / 2 <= frame.y + frame.height + 0.5
                else {
                    continue
                }
                let size = offset == 0 ? 20 : 20 - 2 * Double(abs(offset))
                let baseline = y + (font.ascent - font.descent) / 2 * size / 20
                let text = fitted(rows[row], font: Font(size: size), width: columnWidth - 8)
                label(
                    text, x: x, baseline: baseline, size: size,
                    color: RGBA(
                        red: color.red, green: color.green, blue: color.blue, alpha: offset == 0 ? 1 : 0.35))
            }
        }
    }

    /// UIColorWell: a rainbow ring around the selected colour (six arcs, as SVG 1.1 has no
    /// conic gradient).
    mutating func drawColorWell(_ frame: Rect, color: RGBA) {
        let size = min(frame.width, frame.height)
        let cx = frame.x + frame.width / 2
        let cy = frame.y + frame.height / 2
        let r = size / 2 - 1.5
        let hues = ["#FF3B30", "#FFCC00", "#34C759", "#5AC8FA", "#007AFF", "#AF52DE"]
        for (position, hue) in hues.enumerated() {
            let a0 = Double(position) * .pi / 3 - .pi / 2
            let a1 = a0 + .pi / 3
            body += "<path d=\"M\(n(cx + r * cos(a0))) \(n(cy + r * sin(a0)))A\(n(r)) \(n(r)) 0 0 1"
            body +=
                " \(n(cx + r * cos(a1))) \(n(cy + r * sin(a1)))\" fill=\"none\" stroke=\"\(hue)\" stroke-width=\"3\"/>\n"
        }
        circle(cx, cy, max(0, size / 2 - 5), SVGMarkup.paint("fill", color))
    }

    /// Tab items across the top `ControlMetrics.tabBarHeight`: a symbol over a 10 pt title, the
    /// selected one in the tint colour and the others in the secondary colour; a hairline on top.
    mutating func drawTabBar(
        _ view: ResolvedView, items: [String], selected: Int, unselectedColor: RGBA?, frame: Rect
    ) {
        rect(
            Rect(x: frame.x, y: frame.y, width: frame.width, height: 0.5),
            SVGMarkup.paint("fill", system(SystemChrome.barHairline)))
        guard !items.isEmpty else { return }
        let width = frame.width / Double(items.count)
        let font = Font(size: 10, weight: .medium)
        for (position, item) in items.enumerated() {
            let color =
                position == selected
                ? (view.appearance.tint ?? systemBlue) : (unselectedColor ?? systemGray)
            let cx = directional(frame.x + width * (Double(position) + 0.5), in: frame)
            drawGlyph(
                Self.symbol(forTitle: item), in: Rect(x: cx - 12, y: frame.y + 5, width: 24, height: 24),
                color: color)
            label(
                fitted(item, font: font, width: width - 4), x: cx, baseline: frame.y + 42, size: 10,
                weight: .medium,
                color: color)
        }
    }

    /// A guess at the SF Symbol a tab with this title shows.
    static func symbol(forTitle title: String) -> String {
        let lower = title.lowercased()
        let table: [(String, String)] = [
            ("home", "house"), ("today", "calendar"), ("calendar", "calendar"), ("list", "list.bullet"),
            ("stat", "chart.bar"), ("chart", "chart.bar"), ("profile", "person"), ("account", "person"),
            ("me", "person"), ("setting", "gear"), ("search", "magnifyingglass"), ("favo", "star"),
            ("like", "heart"), ("notif", "bell"), ("alert", "bell"), ("add", "plus"),
        ]
        return table.first { lower.hasPrefix($0.0) || lower.contains($0.0) && $0.0.count > 3 }?.1 ?? "circle"
    }

    /// Bar-button titles (`NavigationBarItems`): the first at the leading side (after a back
    /// chevron when it is a back button), the rest at the trailing side, in the tint colour;
    /// mirrored right to left.
    ///
    /// They sit in the bar's bottom 44 pt, or with a large title in the inline bar at its top,
    /// above the title.
    mutating func drawNavigationBarItems(
        _ view: ResolvedView, items: [String], backButton: Bool, largeTitle: Bool, frame: Rect
    ) {
        guard !items.isEmpty else { return }
        let color = view.appearance.tint ?? systemBlue
        let font = Font(size: NavigationBarItems.fontSize)
        let height = min(ControlMetrics.navigationBarHeight, frame.height)
        let bar = Rect(
            x: frame.x, y: largeTitle ? frame.y : frame.y + frame.height - height, width: frame.width,
            height: height)
        let baseline = bar.y + bar.height / 2 + (font.ascent - font.descent) / 2
        if backButton {
            let chevron = directional(
                Rect(x: bar.x + 8, y: bar.y + bar.height / 2 - 11, width: 22, height: 22), in: bar)
            drawGlyph(isRightToLeft ? "chevron.right" : "chevron.left", in: chevron, color: color)
        }
        let (start, end) = isRightToLeft ? ("end", "start") : ("start", "end")
        label(
            items[0],
            x: directional(bar.x + NavigationBarItems.leadingInset(backButton: backButton), in: bar),
            baseline: baseline,
            size: NavigationBarItems.fontSize, color: color, anchor: start)
        var x = bar.x + bar.width - NavigationBarItems.trailingInset
        for item in items.dropFirst().reversed() {
            label(
                item, x: directional(x, in: bar), baseline: baseline, size: NavigationBarItems.fontSize,
                color: color, anchor: end)
            x -= font.width(of: item) + NavigationBarItems.spacing
        }
    }

    /// An image without image data: a light fill, a mountain-and-sun glyph and the name.
    mutating func drawImagePlaceholder(_ view: ResolvedView, name: String, frame: Rect, radius: Double) {
        guard frame.width > 0, frame.height > 0 else { return }
        if view.appearance.background == nil {
            rect(frame, radius: radius, SVGMarkup.paint("fill", tertiaryFill))
        }
        let color = view.appearance.tint ?? systemGray
        let showName = !name.isEmpty && frame.height >= 56 && frame.width >= 48
        let size = min(min(frame.width, frame.height - (showName ? 16 : 0)) * 0.5, 64)
        guard size >= 6 else { return }
        let top = frame.y + (frame.height - size - (showName ? 16 : 0)) / 2
        drawGlyph(
            "photo", in: Rect(x: frame.x + (frame.width - size) / 2, y: top, width: size, height: size),
            color: color)
        if showName {
            let font = Font(size: 11)
            label(
                fitted(name, font: font, width: frame.width - 8), x: frame.x + frame.width / 2,
                baseline: top + size + 4 + font.ascent, size: 11, color: color)
        }
    }

    /// UIVisualEffectView, drawn as its material's translucent tint.
    ///
    /// SVG 1.1 cannot blur what lies behind an element in both librsvg and browsers, so the effect
    /// is the tint, as the material looks over a plain background. `regular` and `prominent` are
    /// UIKit's adaptive materials, light or dark with the cell's appearance; `extraLight`, `light`
    /// and `dark` are the same in both.
    mutating func drawBlur(_ frame: Rect, effect: String, radius: Double) {
        let lower = effect.lowercased()
        let color: RGBA
        if lower.contains("dark") {
            color = RGBA(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 0.72)
        } else if lower.contains("extralight") || lower.contains("ultrathin") {
            color = RGBA(red: 1, green: 1, blue: 1, alpha: 0.5)
        } else if lower.contains("light") || lower.contains("thin") {
            color = RGBA(red: 1, green: 1, blue: 1, alpha: 0.6)
        } else {
            color = system(SystemChrome.adaptiveMaterial)
        }
        rect(frame, radius: radius, SVGMarkup.paint("fill", color))
    }

    // MARK: Glyphs

    /// UITableViewCell's accessory on row `row`: the disclosure chevron in `tertiaryLabel` (the
    /// value for the background behind the row), the checkmark in the table's tint, else
    /// systemBlue, both pointing or opening to the trailing side.
    mutating func drawAccessory(_ accessory: CellAccessory, row: Int, frame: Rect) {
        guard let content = tree.views[row].children.first,
            let box = DrawnGeometry.accessoryBox(
                accessory, content: layout.views[content].absolute, row: frame, rightToLeft: isRightToLeft)
        else { return }
        let points: [(Double, Double)]
        let color: RGBA
        switch accessory {
        case .none: return
        case .disclosure:
            points = [(0, 0), (1, 0.5), (0, 1)]
            color = Self.tertiaryLabel.color(in: isDark(behind: row) ? .dark : .light)
        case .checkmark:
            points = [(0, 0.55), (0.36, 1), (1, 0)]
            color = tree.views[row].parent.flatMap { tree.views[$0].appearance.tint } ?? systemBlue
        }
        let path = points.enumerated().map { offset, point in
            let x = isRightToLeft ? box.x + (1 - point.0) * box.width : box.x + point.0 * box.width
            return (offset == 0 ? "M" : "L") + "\(n(x)) \(n(box.y + point.1 * box.height))"
        }.joined(separator: " ")
        body += "<path d=\"\(path)\"" + SVGMarkup.paint("stroke", color)
        body += " stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\" fill=\"none\"/>\n"
    }

    /// UIKit's `tertiaryLabel`, the disclosure chevron's colour.
    static let tertiaryLabel = RGBA.Named(
        "tertiaryLabel", light: RGBA(60, 60, 67, 0.3), dark: RGBA(235, 235, 245, 0.3))

    /// A stroked symbol for an SF Symbol name, drawn in `box`: the common ones recognisably,
    /// any other as a rounded square.
    mutating func drawGlyph(_ name: String, in box: Rect, color: RGBA) {
        let s = box.width
        func p(_ x: Double, _ y: Double) -> String { "\(n(box.x + x * s)) \(n(box.y + y * box.height))" }
        // The part of the box from (x, y), `width` by `height`, all as fractions of the box.
        func part(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
            Rect(x: box.x + x * s, y: box.y + y * box.height, width: width * s, height: height * box.height)
        }
        let stroke =
            SVGMarkup.paint("stroke", color) + " stroke-width=\"\(n(max(1, s * 0.1)))\""
            + " stroke-linecap=\"round\" stroke-linejoin=\"round\" fill=\"none\""
        let fill = SVGMarkup.paint("fill", color)
        let base = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name
        var d = ""
        var filled = false
        switch base {
        case "plus": d = "M\(p(0.5, 0.12))L\(p(0.5, 0.88))M\(p(0.12, 0.5))L\(p(0.88, 0.5))"
        case "minus": d = "M\(p(0.12, 0.5))L\(p(0.88, 0.5))"
        case "xmark": d = "M\(p(0.2, 0.2))L\(p(0.8, 0.8))M\(p(0.8, 0.2))L\(p(0.2, 0.8))"
        case "checkmark": d = "M\(p(0.15, 0.55))L\(p(0.4, 0.8))L\(p(0.85, 0.2))"
        case "chevron.left": d = "M\(p(0.62, 0.15))L\(p(0.3, 0.5))L\(p(0.62, 0.85))"
        case "chevron.right": d = "M\(p(0.38, 0.15))L\(p(0.7, 0.5))L\(p(0.38, 0.85))"
        case "list.bullet":
            for y in [0.25, 0.5, 0.75] {
                circle(box.x + 0.15 * s, box.y + y * box.height, s * 0.07, fill)
                d += "M\(p(0.35, y))L\(p(0.88, y))"
            }
        case "textformat":
            d = "M\(p(0.05, 0.8))L\(p(0.25, 0.25))L\(p(0.45, 0.8))M\(p(0.12, 0.6))L\(p(0.38, 0.6))"
            d += "M\(p(0.55, 0.45))L\(p(0.95, 0.45))M\(p(0.75, 0.45))L\(p(0.75, 0.8))"
        case "person", "person.circle":
            circle(box.x + 0.5 * s, box.y + 0.3 * box.height, s * 0.18, stroke)
            d = "M\(p(0.15, 0.9))C\(p(0.15, 0.55)) \(p(0.85, 0.55)) \(p(0.85, 0.9))Z"
        case "gear", "gearshape":
            circle(box.x + 0.5 * s, box.y + 0.5 * box.height, s * 0.3, stroke)
            circle(box.x + 0.5 * s, box.y + 0.5 * box.height, s * 0.1, stroke)
            for k in 0..<8 {
                let a = Double(k) * .pi / 4
                d +=
                    "M\(p(0.5 + 0.3 * cos(a), 0.5 + 0.3 * sin(a)))L\(p(0.5 + 0.44 * cos(a), 0.5 + 0.44 * sin(a)))"
            }
        case "house":
            d =
                "M\(p(0.1, 0.5))L\(p(0.5, 0.12))L\(p(0.9, 0.5))M\(p(0.2, 0.4))L\(p(0.2, 0.88))L\(p(0.8, 0.88))L\(p(0.8, 0.4))"
        case "magnifyingglass":
            circle(box.x + 0.42 * s, box.y + 0.42 * box.height, s * 0.27, stroke)
            d = "M\(p(0.62, 0.62))L\(p(0.88, 0.88))"
        case "star":
            for k in 0..<10 {
                let a = Double(k) * .pi / 5 - .pi / 2
                let r = k % 2 == 0 ? 0.45 : 0.19
                d += (k == 0 ? "M" : "L") + p(0.5 + r * cos(a), 0.53 + r * sin(a))
            }
            d += "Z"
        case "heart":
            d = "M\(p(0.5, 0.85))C\(p(0.05, 0.55)) \(p(0.1, 0.12)) \(p(0.5, 0.3))"
            d += "C\(p(0.9, 0.12)) \(p(0.95, 0.55)) \(p(0.5, 0.85))Z"
        case "bell":
            d =
                "M\(p(0.2, 0.72))C\(p(0.3, 0.6)) \(p(0.22, 0.15)) \(p(0.5, 0.15))C\(p(0.78, 0.15)) \(p(0.7, 0.6))"
            d += " \(p(0.8, 0.72))ZM\(p(0.42, 0.85))L\(p(0.58, 0.85))"
        case "chart.bar":
            d =
                "M\(p(0.2, 0.85))L\(p(0.2, 0.55))M\(p(0.5, 0.85))L\(p(0.5, 0.2))M\(p(0.8, 0.85))L\(p(0.8, 0.42))"
        case "calendar":
            rect(
                part(0.1, 0.18, 0.8, 0.7), radius: s * 0.1, stroke)
            d =
                "M\(p(0.1, 0.38))L\(p(0.9, 0.38))M\(p(0.3, 0.1))L\(p(0.3, 0.25))M\(p(0.7, 0.1))L\(p(0.7, 0.25))"
        case "photo", "photo.on.rectangle", "camera":
            rect(
                part(0.05, 0.15, 0.9, 0.7), radius: s * 0.08, stroke)
            circle(box.x + 0.7 * s, box.y + 0.35 * box.height, s * 0.08, fill)
            d = "M\(p(0.12, 0.78))L\(p(0.38, 0.45))L\(p(0.58, 0.7))L\(p(0.7, 0.58))L\(p(0.88, 0.78))Z"
            filled = true
        case "circle": d = "M\(p(0.5, 0.12))A\(n(s * 0.38)) \(n(s * 0.38)) 0 1 1 \(p(0.499, 0.12))Z"
        case "shift":
            d = "M\(p(0.5, 0.12))L\(p(0.88, 0.52))L\(p(0.68, 0.52))L\(p(0.68, 0.85))L\(p(0.32, 0.85))"
            d += "L\(p(0.32, 0.52))L\(p(0.12, 0.52))Z"
        case "delete.left":
            d = "M\(p(0.05, 0.5))L\(p(0.3, 0.2))L\(p(0.95, 0.2))L\(p(0.95, 0.8))L\(p(0.3, 0.8))Z"
            d += "M\(p(0.48, 0.36))L\(p(0.76, 0.64))M\(p(0.76, 0.36))L\(p(0.48, 0.64))"
        case "globe":
            circle(box.x + 0.5 * s, box.y + 0.5 * box.height, s * 0.4, stroke)
            d = "M\(p(0.1, 0.5))L\(p(0.9, 0.5))M\(p(0.5, 0.1))C\(p(0.25, 0.3)) \(p(0.25, 0.7)) \(p(0.5, 0.9))"
            d += "C\(p(0.75, 0.7)) \(p(0.75, 0.3)) \(p(0.5, 0.1))"
        case "mic":
            rect(
                part(0.36, 0.08, 0.28, 0.5),
                radius: s * 0.14, stroke)
            d = "M\(p(0.22, 0.45))C\(p(0.22, 0.85)) \(p(0.78, 0.85)) \(p(0.78, 0.45))"
            d += "M\(p(0.5, 0.74))L\(p(0.5, 0.92))"
        case "trash":
            d = "M\(p(0.15, 0.25))L\(p(0.85, 0.25))M\(p(0.38, 0.25))L\(p(0.4, 0.12))L\(p(0.6, 0.12))"
            d += "L\(p(0.62, 0.25))M\(p(0.24, 0.25))L\(p(0.3, 0.9))L\(p(0.7, 0.9))L\(p(0.76, 0.25))"
        case "pencil", "square.and.pencil":
            d = "M\(p(0.15, 0.85))L\(p(0.2, 0.65))L\(p(0.7, 0.15))L\(p(0.85, 0.3))L\(p(0.35, 0.8))Z"
        case "square.and.arrow.up":
            d = "M\(p(0.5, 0.08))L\(p(0.5, 0.6))M\(p(0.32, 0.25))L\(p(0.5, 0.08))L\(p(0.68, 0.25))"
            d +=
                "M\(p(0.35, 0.4))L\(p(0.18, 0.4))L\(p(0.18, 0.92))L\(p(0.82, 0.92))L\(p(0.82, 0.4))L\(p(0.65, 0.4))"
        case "ellipsis":
            for x in [0.2, 0.5, 0.8] { circle(box.x + x * s, box.y + 0.5 * box.height, s * 0.07, fill) }
        case "paperplane":
            d =
                "M\(p(0.08, 0.45))L\(p(0.92, 0.1))L\(p(0.6, 0.92))L\(p(0.45, 0.58))ZM\(p(0.45, 0.58))L\(p(0.92, 0.1))"
        case "envelope":
            rect(
                part(0.08, 0.2, 0.84, 0.6),
                radius: s * 0.06, stroke)
            d = "M\(p(0.1, 0.24))L\(p(0.5, 0.55))L\(p(0.9, 0.24))"
        case "info.circle", "questionmark.circle":
            circle(box.x + 0.5 * s, box.y + 0.5 * box.height, s * 0.4, stroke)
            if base == "info.circle" {
                circle(box.x + 0.5 * s, box.y + 0.3 * box.height, s * 0.05, fill)
                d = "M\(p(0.5, 0.45))L\(p(0.5, 0.72))"
            } else {
                d = "M\(p(0.38, 0.38))C\(p(0.38, 0.2)) \(p(0.62, 0.2)) \(p(0.62, 0.38))"
                d += "C\(p(0.62, 0.5)) \(p(0.5, 0.5)) \(p(0.5, 0.6))"
                circle(box.x + 0.5 * s, box.y + 0.74 * box.height, s * 0.05, fill)
            }
        case "arrow.left":
            d = "M\(p(0.88, 0.5))L\(p(0.12, 0.5))M\(p(0.4, 0.22))L\(p(0.12, 0.5))L\(p(0.4, 0.78))"
        case "arrow.right":
            d = "M\(p(0.12, 0.5))L\(p(0.88, 0.5))M\(p(0.6, 0.22))L\(p(0.88, 0.5))L\(p(0.6, 0.78))"
        case "bookmark":
            d = "M\(p(0.25, 0.1))L\(p(0.75, 0.1))L\(p(0.75, 0.9))L\(p(0.5, 0.68))L\(p(0.25, 0.9))Z"
        case "lock":
            rect(
                part(0.2, 0.45, 0.6, 0.45),
                radius: s * 0.06, stroke)
            d =
                "M\(p(0.32, 0.45))L\(p(0.32, 0.3))C\(p(0.32, 0.05)) \(p(0.68, 0.05)) \(p(0.68, 0.3))L\(p(0.68, 0.45))"
        case "play": d = "M\(p(0.25, 0.12))L\(p(0.85, 0.5))L\(p(0.25, 0.88))Z"
        case "pause": d = "M\(p(0.32, 0.15))L\(p(0.32, 0.85))M\(p(0.68, 0.15))L\(p(0.68, 0.85))"
        case "cart":
            d =
                "M\(p(0.05, 0.15))L\(p(0.2, 0.15))L\(p(0.3, 0.65))L\(p(0.85, 0.65))L\(p(0.92, 0.3))L\(p(0.24, 0.3))"
            circle(box.x + 0.35 * s, box.y + 0.82 * box.height, s * 0.06, fill)
            circle(box.x + 0.78 * s, box.y + 0.82 * box.height, s * 0.06, fill)
        default:
            if name.count <= 2 {
                // A letter or two (a placeholder name): the name itself.
                let size = box.height * 0.8
                let font = Font(size: size, weight: .semibold)
                label(
                    name, x: box.x + s / 2,
                    baseline: box.y + box.height / 2 + (font.ascent - font.descent) / 2,
                    size: size, weight: .semibold, color: color)
            } else {
                // A symbol without a drawing here: a rounded square that names it, as the ASCII
                // mockup does (a tooltip, and the name's first letter inside).
                body += "<g><title>\(SVGMarkup.escaped(name))</title>\n"
                rect(SVGMarkup.inset(box, s * 0.15), radius: s * 0.15, stroke)
                if let initial = name.first(where: \.isLetter) {
                    let size = box.height * 0.45
                    let font = Font(size: size, weight: .semibold)
                    label(
                        String(initial).uppercased(), x: box.x + s / 2,
                        baseline: box.y + box.height / 2 + (font.ascent - font.descent) / 2,
                        size: size, weight: .semibold, color: color)
                }
                body += "</g>\n"
            }
        }
        if !d.isEmpty {
            if filled {
                body += "<path d=\"\(d)\"\(fill)/>\n"
            } else {
                body += "<path d=\"\(d)\"\(name.hasSuffix(".fill") ? fill : stroke)/>\n"
            }
        }
    }
}
