import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The device frame, the safe-area overlay and the layout overlay.
extension SVGRenderer {
    /// The display's corner radius: rounded on phones with a notch or island and on tablets
    /// with a home indicator, square on the others.
    var displayRadius: Double {
        let device = layout.device
        let insets = device.safeArea
        let short = min(device.width, device.height)
        if short >= 600 { return insets.bottom > 0 ? 18 : 0 }
        return max(insets.top, insets.left, insets.right) > 24 ? 47 : 0
    }

    /// The body of the device around the screen.
    func deviceBody(width: Double, height: Double) -> String {
        let outer = Rect(x: 0, y: 0, width: width, height: height)
        let radius = displayRadius > 0 ? displayRadius + bezel : 12
        var out = "<g id=\"device\">"
        out += SVGMarkup.shape(
            outer, radius: radius, corners: Corner.allCases, attributes: " fill=\"#1C1C1E\"")
        out += SVGMarkup.shape(
            SVGMarkup.inset(outer, 2), radius: radius - 2, corners: Corner.allCases,
            attributes: " fill=\"none\" stroke=\"#3A3A3C\" stroke-width=\"2\"")
        return out + "</g>\n"
    }

    /// Whether the screen is dark at a point: the topmost visible view there with an opaque
    /// enough colour decides.
    func isDark(at x: Double, _ y: Double) -> Bool {
        var dark = Self.luminance(screenColor) < 0.5
        var hiddenBelow: Int?
        for (index, view) in tree.views.enumerated() {
            if let hidden = hiddenBelow, isDescendant(index, of: hidden) { continue }
            if view.appearance.isHidden {
                hiddenBelow = index
                continue
            }
            let frame = layout.views[index].absolute
            guard x >= frame.x, x <= frame.x + frame.width, y >= frame.y, y <= frame.y + frame.height else {
                continue
            }
            switch view.appearance.background {
            case .color(let color) where color.alpha >= 0.5: dark = Self.luminance(color) < 0.5
            case .gradient(let gradient): dark = Self.luminance(gradient.flatColor) < 0.5
            default: break
            }
        }
        return dark
    }

    func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        var current = tree.views[index].parent
        while let view = current {
            if view == ancestor { return true }
            current = tree.views[view].parent
        }
        return false
    }

    /// 9:41, the battery, the notch or island and the home indicator, in black or white
    /// against what lies under them.
    mutating func drawStatusBar() {
        let device = layout.device
        let insets = device.safeArea
        body += "<g id=\"status-bar\">\n"
        if insets.top >= 20 {
            let barHeight = insets.top
            let color = isDark(at: 24, barHeight / 2) ? Self.white : Self.black
            let font = Font(size: 17, weight: .semibold)
            let baseline = barHeight / 2 + (font.ascent - font.descent) / 2 + (barHeight > 30 ? 2 : 0)
            let timeX = device.width >= 600 ? 24 : max(54, device.width * 0.14)
            label(
                "9:41", x: timeX, baseline: baseline, size: barHeight > 30 ? 17 : 12, weight: .semibold,
                color: color)
            let battery = Rect(
                x: device.width - (device.width >= 600 ? 48 : max(54, device.width * 0.14) + 14),
                y: baseline - 11, width: 25, height: 12)
            rect(
                battery, radius: 3.5,
                SVGMarkup.paint("stroke", color, opacity: 0.4) + " fill=\"none\" stroke-width=\"1\"")
            rect(SVGMarkup.inset(battery, 2), radius: 2, SVGMarkup.paint("fill", color))
            rect(
                Rect(x: battery.x + battery.width + 1.5, y: battery.y + 4, width: 1.5, height: 4),
                radius: 0.75,
                SVGMarkup.paint("fill", color, opacity: 0.4))
            if insets.top >= 59 && device.width < 600 {
                rect(
                    Rect(x: device.width / 2 - 63, y: 11, width: 126, height: 37), radius: 18.5,
                    " fill=\"#000000\"")
            } else if insets.top >= 44 && device.width < 600 {
                body += "<path d=\"M\(n(device.width / 2 - 105)) 0H\(n(device.width / 2 + 105))"
                body += "V12A18 18 0 0 1 \(n(device.width / 2 + 87)) 30H\(n(device.width / 2 - 87))"
                body += "A18 18 0 0 1 \(n(device.width / 2 - 105)) 12Z\" fill=\"#000000\"/>\n"
            }
        }
        if insets.bottom > 0 {
            let width = min(134, device.width * 0.36)
            let color = isDark(at: device.width / 2, device.height - 8) ? Self.white : Self.black
            rect(
                Rect(x: (device.width - width) / 2, y: device.height - 8 - 5, width: width, height: 5),
                radius: 2.5,
                SVGMarkup.paint("fill", color))
        }
        body += "</g>\n"
    }

    /// The software keyboard, when the device shows it, over everything the views draw, in the
    /// keys of its type (`Device.keyboardType`), down to the home-indicator area; light or dark
    /// with the cell's appearance, as UIKit's keyboard follows the user interface style.
    ///
    /// QWERTY (`default`, `email`, `url`) has the QuickType bar with three suggestions, then four
    /// rows of keys: the letters, the shift and delete keys, and `123` and return around the
    /// type's own bottom row (the space bar; a shorter one with `@` and `.`; `.`, `/` and `.com`).
    /// A phone's number pad and phone pad have no QuickType bar: digits in a 3 × 4 grid, the
    /// phone pad with `+*#`.
    mutating func drawKeyboard() {
        let device = layout.device
        guard let frame = device.keyboardFrame else { return }
        body += "<g id=\"keyboard\" vs:kind=\"keyboard\">\n"
        rect(frame, SVGMarkup.paint("fill", system(SystemChrome.keyboardBackground)))
        let type = device.keyboardType
        let quickType = SoftwareKeyboard.showsQuickTypeBar(type, width: device.width, height: device.height)
        let bar = quickType ? min(44, frame.height * 0.14) : 0
        let keysTop = frame.y + bar
        let keysBottom = frame.y + frame.height - max(device.safeArea.bottom, 4)
        let unit = frame.width / 10
        let gap = min(6, unit * 0.15)
        let rowHeight = max(0, keysBottom - keysTop) / 4
        let keyHeight = max(0, rowHeight - 2 * min(6, rowHeight * 0.14))
        let fontSize = min(22, keyHeight * 0.55)
        let font = Font(size: fontSize)
        if quickType {
            // The QuickType bar: three suggestions between two thin dividers.
            for (position, word) in ["I", "The", "I'm"].enumerated() {
                let center = frame.width * (Double(position) + 0.5) / 3
                label(
                    word, x: center, baseline: frame.y + bar / 2 + (font.ascent - font.descent) / 2,
                    size: min(17, fontSize), color: system(SystemChrome.keyboardGlyph))
                if position > 0 {
                    rect(
                        Rect(
                            x: frame.width * Double(position) / 3, y: frame.y + bar * 0.25, width: 1,
                            height: bar * 0.5),
                        SVGMarkup.paint("fill", system(SystemChrome.keyboardModifier)))
                }
            }
        }
        let glyphColor = system(SystemChrome.keyboardGlyph)
        // A key cap `width` wide from `x` in `row`, its title (or its symbol, `glyph`) centred;
        // `cap: false` draws the title alone, on the keyboard's background (a number pad's
        // delete and empty corner).
        func key(
            _ title: String, x: Double, width: Double, row: Int, modifier: Bool = false, cap: Bool = true,
            glyph: String? = nil
        ) {
            let y = keysTop + Double(row) * rowHeight + (rowHeight - keyHeight) / 2
            let box = Rect(x: x + gap / 2, y: y, width: max(0, width - gap), height: keyHeight)
            if cap {
                rect(
                    box, radius: min(5, keyHeight / 4),
                    SVGMarkup.paint(
                        "fill", system(modifier ? SystemChrome.keyboardModifier : SystemChrome.keyboardKey)))
            }
            if let glyph, keyHeight > 0 {
                let size = min(keyHeight * 0.5, box.width * 0.6)
                drawGlyph(glyph, in: centred(box, width: size, height: size), color: glyphColor)
                return
            }
            guard !title.isEmpty, keyHeight > 0 else { return }
            let size = title.count > 1 ? min(16, fontSize * 0.75) : fontSize
            label(
                title, x: box.x + box.width / 2,
                baseline: y + keyHeight / 2 + (font.ascent - font.descent) / 2 * size / fontSize,
                size: size, color: system(SystemChrome.keyboardGlyph))
        }
        if type.isPad && !quickType {
            let third = frame.width / 3
            for (position, digit) in "123456789".enumerated() {
                key(String(digit), x: Double(position % 3) * third, width: third, row: position / 3)
            }
            key(type == .phone ? "+*#" : "", x: 0, width: third, row: 3, cap: false)
            key("0", x: third, width: third, row: 3)
            key("", x: 2 * third, width: third, row: 3, cap: false, glyph: "delete.left")
            body += "</g>\n"
            return
        }
        for (position, letter) in "QWERTYUIOP".enumerated() {
            key(String(letter), x: Double(position) * unit, width: unit, row: 0)
        }
        for (position, letter) in "ASDFGHJKL".enumerated() {
            key(String(letter), x: (Double(position) + 0.5) * unit, width: unit, row: 1)
        }
        key("", x: 0, width: 1.5 * unit, row: 2, modifier: true, glyph: "shift")
        for (position, letter) in "ZXCVBNM".enumerated() {
            key(String(letter), x: (Double(position) + 1.5) * unit, width: unit, row: 2)
        }
        key("", x: 8.5 * unit, width: 1.5 * unit, row: 2, modifier: true, glyph: "delete.left")
        key("123", x: 0, width: 2.5 * unit, row: 3, modifier: true)
        switch type {
        case .email:
            key("space", x: 2.5 * unit, width: 3 * unit, row: 3)
            key("@", x: 5.5 * unit, width: unit, row: 3)
            key(".", x: 6.5 * unit, width: unit, row: 3)
        case .url:
            key(".", x: 2.5 * unit, width: 1.5 * unit, row: 3)
            key("/", x: 4 * unit, width: 1.5 * unit, row: 3)
            key(".com", x: 5.5 * unit, width: 2 * unit, row: 3)
        case .default, .number, .phone:
            key("space", x: 2.5 * unit, width: 5 * unit, row: 3)
        }
        key("return", x: 7.5 * unit, width: 2.5 * unit, row: 3, modifier: true)
        // A phone with a home indicator shows the globe and dictation keys under the keys, beside
        // the indicator.
        if SoftwareKeyboard.deviceClass(
            width: device.width, height: device.height, bottomInset: device.safeArea.bottom)
            == .homeIndicatorPhone
        {
            let size = min(26, max(0, device.safeArea.bottom - 8))
            if size > 8 {
                let y = keysBottom + (device.safeArea.bottom - 4 - size) / 2 - 2
                drawGlyph(
                    "globe", in: Rect(x: frame.x + 0.9 * unit - size / 2, y: y, width: size, height: size),
                    color: glyphColor)
                drawGlyph(
                    "mic",
                    in: Rect(
                        x: frame.x + frame.width - 0.9 * unit - size / 2, y: y, width: size, height: size),
                    color: glyphColor)
            }
        }
        body += "</g>\n"
    }

    /// The unsafe bands tinted red and the safe area's outline dashed.
    mutating func drawSafeArea() {
        let device = layout.device
        let insets = device.safeArea
        let tint = " fill=\"#FF3B30\" fill-opacity=\"0.18\""
        body += "<g id=\"overlay-safe-area\">\n"
        let bands = [
            Rect(x: 0, y: 0, width: device.width, height: insets.top),
            Rect(x: 0, y: device.height - insets.bottom, width: device.width, height: insets.bottom),
            Rect(x: 0, y: insets.top, width: insets.left, height: device.height - insets.top - insets.bottom),
            Rect(
                x: device.width - insets.right, y: insets.top, width: insets.right,
                height: device.height - insets.top - insets.bottom),
        ]
        for band in bands where band.width > 0 && band.height > 0 { rect(band, tint) }
        let safe = Rect(
            x: insets.left, y: insets.top, width: device.width - insets.left - insets.right,
            height: device.height - insets.top - insets.bottom)
        rect(
            SVGMarkup.inset(safe, 0.5),
            " fill=\"none\" stroke=\"#FF3B30\" stroke-width=\"1\" stroke-dasharray=\"6 4\"")
        body += "</g>\n"
    }

    /// Frames outlined (each with its id and frame as a tooltip), the gaps from each view
    /// that has a `layout` to its parent's edges, and the views diagnostics are about in red.
    mutating func drawLayoutOverlay() {
        body += "<g id=\"overlay-layout\" fill=\"none\">\n"
        let hidden = tree.hiddenInTree()
        let font = "font-family=\"\(SVGMarkup.escaped(SVGEmitter.defaultFontFamily))\" font-size=\"8\""
        for (index, view) in tree.views.enumerated() where !hidden[index] {
            let frame = layout.views[index].absolute
            body += "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\""
            body +=
                " height=\"\(n(frame.height))\" stroke=\"#00A2FF\" stroke-opacity=\"0.8\" stroke-width=\"0.5\">"
            body += "<title>\(SVGMarkup.escaped(view.id)) (\(n(frame.x)), \(n(frame.y)), \(n(frame.width)) × "
            body += "\(n(frame.height)))</title></rect>\n"
            guard !view.layout.isEmpty, let parent = view.parent else { continue }
            let outer = layout.views[parent].absolute
            let midX = frame.x + frame.width / 2
            let midY = frame.y + frame.height / 2
            let gaps: [(Double, Double, Double, Double)] = [
                (outer.x, midY, frame.x, midY),
                (frame.x + frame.width, midY, outer.x + outer.width, midY),
                (midX, outer.y, midX, frame.y),
                (midX, frame.y + frame.height, midX, outer.y + outer.height),
            ]
            for (x1, y1, x2, y2) in gaps {
                let length = abs(x2 - x1) + abs(y2 - y1)
                // Short gaps only: the long ones cross the screen and say little.
                guard length >= 1, length <= max(outer.width, outer.height) / 3 else { continue }
                body +=
                    "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"#FF2D95\""
                body += " stroke-width=\"0.75\" stroke-dasharray=\"2 2\"/>\n"
                body +=
                    "<text x=\"\(n((x1 + x2) / 2 + (y1 == y2 ? 0 : 2)))\" y=\"\(n((y1 + y2) / 2 - 2))\" \(font)"
                body += " fill=\"#FF2D95\"\(y1 == y2 ? " text-anchor=\"middle\"" : "")>\(n(length))</text>\n"
            }
        }
        // Looked up by id, never iterated; a search per diagnostic would make a large table with
        // a finding per row quadratic.
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(tree.views.count)
        for (index, view) in tree.views.enumerated() where indexByID[view.id] == nil {
            indexByID[view.id] = index
        }
        for diagnostic in layout.diagnostics where diagnostic.severity != .note {
            // By the `view` field: a message may quote other views (an outside-parent warning
            // names the parent), and one id may be part of another. A finding of the views made
            // from one node (table rows) marks each of them.
            for id in [diagnostic.view].compactMap({ $0 }) + diagnostic.sharedWith {
                guard let index = indexByID[id], !hidden[index] else { continue }
                let frame = layout.views[index].absolute
                body += "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\""
                body +=
                    " height=\"\(n(frame.height))\" fill=\"#FF3B30\" fill-opacity=\"0.15\" stroke=\"#FF3B30\""
                body += " stroke-width=\"2\"><title>\(diagnostic.severity.rawValue): "
                body +=
                    "\(SVGMarkup.escaped(diagnostic.message)) [\(SVGMarkup.escaped(diagnostic.id))]</title></rect>\n"
            }
        }
        body += "</g>\n"
    }
}
