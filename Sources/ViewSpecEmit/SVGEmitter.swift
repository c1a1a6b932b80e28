import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// `viewspec layout --format svg`: a mockup of the screen as one SVG 1.1 document.
///
/// Every visible view is a `<g>` whose `id` is the view's id made a valid XML id
/// (`SVGMarkup.elementID`: `v-` and the id with characters outside `[A-Za-z0-9.-]` written as
/// `_hex_`), with the id as written in `vs:id` and the kind in `vs:kind` (namespace
/// `urn:x-viewspec:svg:1`), so the picture can be inspected and styled. A view's group holds,
/// bottom to top: its shadow, its background (colour or gradient), what its kind draws (a
/// switch's track and knob, an image placeholder…), its text line by line as the layout set
/// it, its children (sorted by `zIndex`, stable, as Core Animation orders sibling layers;
/// clipped for `clipsToBounds`, rounders and scroll views) and its border, which Core
/// Animation draws above the sublayers. Hidden views and their subtrees are not drawn.
///
/// Coordinates are the layout's absolute frames in points; numbers are rounded as LayoutJSON
/// rounds them, and definitions are numbered in drawing order, so the same input gives the
/// same bytes.
public enum SVGEmitter {
    /// What the document shows besides the views.
    public struct Options: Sendable, Equatable {
        /// A phone or tablet body around the screen, with rounded display corners, the status
        /// bar, and the home indicator where the device has one.
        public var deviceFrame: Bool
        /// The parts of the screen outside the safe area tinted, the safe area outlined.
        public var safeAreaOverlay: Bool
        /// Every view's frame outlined, the gaps from each view that has a `layout` to its
        /// parent's edges drawn and measured, and the views a diagnostic is about highlighted
        /// in red with the message as a tooltip (`<title>`).
        public var layoutOverlay: Bool
        /// What shows where no view draws; nil is UIKit's window background (systemBackground)
        /// in the tree's appearance: white in light, black in dark.
        public var screenColor: RGBA?
        /// Changed views to outline, with the old frames as ghosts and a legend under the
        /// screen (the diff SVG); only those of the drawn layout's device are drawn.
        public var diff: [LayoutDiff.Change]
        /// For a recorded mockup (`snapshot record --svg`): the snapshot it was recorded with.
        public var snapshot: SnapshotMark?

        /// Options that draw the screen alone: no device frame, no overlays, no diff.
        public init(
            deviceFrame: Bool = false, safeAreaOverlay: Bool = false, layoutOverlay: Bool = false,
            screenColor: RGBA? = nil, diff: [LayoutDiff.Change] = [], snapshot: SnapshotMark? = nil
        ) {
            self.deviceFrame = deviceFrame
            self.safeAreaOverlay = safeAreaOverlay
            self.layoutOverlay = layoutOverlay
            self.screenColor = screenColor
            self.diff = diff
            self.snapshot = snapshot
        }
    }

    /// The namespace of the `vs:` attributes.
    package static let namespace = "urn:x-viewspec:svg:1"

    /// The font-family list of text measured in the built-in Inter.
    package static let defaultFontFamily = "Inter, " + SVGMarkup.fontFallbacks

    /// The SVG document of one layout of `tree`.
    package static func document(tree: ResolvedTree, layout: LayoutResult, options: Options = Options())
        -> String
    {
        let collector = DocumentCollector()
        collector.begin(device: nil)
        write(tree: tree, layout: layout, options: options, to: collector)
        collector.end()
        return collector.documents[0].text
    }

    /// `document(…)`, written into the sink's open document.
    package static func write(
        tree: ResolvedTree, layout: LayoutResult, options: Options = Options(), to sink: any DocumentSink
    ) {
        var renderer = SVGRenderer(tree: tree, layout: layout, options: options)
        renderer.render(to: sink)
    }
}

/// Walks the tree once, writing the views into `body` and what they refer to into `defs`.
struct SVGRenderer {
    var screenColor: RGBA {
        options.screenColor ?? tree.appearance.windowBackground
    }

    let tree: ResolvedTree
    let layout: LayoutResult
    let options: SVGEmitter.Options
    var defs = ""
    var body = ""
    /// Numbers definitions (`g-1`, `c-2`, `s-3`) in drawing order.
    var counter = 0

    init(tree: ResolvedTree, layout: LayoutResult, options: SVGEmitter.Options) {
        self.tree = tree
        self.layout = layout
        self.options = options
        body.reserveCapacity(tree.views.count * 256)
    }

    /// Space around the screen for the device frame.
    var bezel: Double { options.deviceFrame ? 18 : 0 }

    mutating func nextID(_ prefix: String) -> String {
        counter += 1
        return prefix + "-" + String(counter)
    }

    /// Writes the document in its parts (the head, `defs` and `body`, the end) rather than
    /// joined: the body of a large screen is megabytes, and joining would copy it.
    mutating func render(to sink: any DocumentSink) {
        let device = layout.device
        let screen = Rect(x: 0, y: 0, width: device.width, height: device.height)
        let width = device.width + 2 * bezel
        let height = device.height + 2 * bezel + legendHeight
        var screenClip: String?
        if options.deviceFrame {
            let clip = nextID("c")
            defs += "<clipPath id=\"\(clip)\">"
            defs += SVGMarkup.shape(screen, radius: displayRadius, corners: Corner.allCases, attributes: "")
            defs += "</clipPath>\n"
            screenClip = clip
        }
        body += "<g id=\"screen\""
        if bezel > 0 { body += " transform=\"translate(\(n(bezel)) \(n(bezel)))\"" }
        body += ">\n"
        if let clip = screenClip { body += "<g clip-path=\"url(#\(clip))\">\n" }
        body += SVGMarkup.shape(
            screen, radius: 0, corners: Corner.allCases,
            attributes: SVGMarkup.paint("fill", screenColor))
        body += "\n"
        if !tree.views.isEmpty, layout.views.count == tree.views.count { draw(0) }
        drawKeyboard()
        if options.deviceFrame { drawStatusBar() }
        if let _ = screenClip { body += "</g>\n" }
        if options.safeAreaOverlay { drawSafeArea() }
        if options.layoutOverlay { drawLayoutOverlay() }
        if !options.diff.isEmpty { drawDiffOverlay() }
        body += "</g>\n"
        if !options.diff.isEmpty { drawDiffLegend(top: device.height + 2 * bezel, width: width) }

        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:vs=\"\(SVGEmitter.namespace)\" version=\"1.1\""
        out += " width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\">\n"
        // Before the title, whose device name may be long: `verify` reads only a mockup's start.
        if let mark = options.snapshot { out += mark.element + "\n" }
        out += "<title>\(SVGMarkup.escaped("viewspec mockup on " + device.name))</title>\n"
        if options.deviceFrame { out += deviceBody(width: width, height: height) }
        sink.write(out)
        if !defs.isEmpty {
            sink.write("<defs>\n")
            sink.write(defs)
            sink.write("</defs>\n")
        }
        sink.write(body)
        sink.write("</svg>\n")
    }

    func n(_ value: Double) -> String { NumberText.thousandths(value) }

    // MARK: Views

    mutating func draw(_ index: Int) {
        let view = tree.views[index]
        let appearance = view.appearance
        guard !appearance.isHidden else { return }
        let laidOut = layout.views[index]
        let frame = laidOut.absolute
        body += "<g id=\"\(SVGMarkup.elementID(view.id))\" vs:id=\"\(SVGMarkup.escaped(view.id))\""
        body += " vs:kind=\"\(SVGMarkup.escaped(view.kind.name))\""
        if appearance.alpha < 1 { body += " opacity=\"\(n(max(0, appearance.alpha)))\"" }
        body += ">\n"
        let radius = cornerRadius(index)
        let backdrop = barBackdrop(index, frame: frame)
        drawShadow(view, frame: backdrop, radius: radius)
        drawBackground(view, frame: backdrop, radius: radius)
        drawControl(index, frame: frame)
        drawText(index, frame: frame)
        let children = tree.drawingOrder(of: index).filter { !tree.views[$0].appearance.isHidden }
        if !children.isEmpty {
            if DrawnGeometry.clipsChildren(view) {
                let clip = nextID("c")
                defs += "<clipPath id=\"\(clip)\">"
                defs += SVGMarkup.shape(frame, radius: radius, corners: appearance.corners, attributes: "")
                defs += "</clipPath>\n"
                body += "<g clip-path=\"url(#\(clip))\">\n"
                for child in children { draw(child) }
                body += "</g>\n"
            } else {
                for child in children { draw(child) }
            }
        }
        drawScrollIndicators(index, frame: frame)
        drawBorder(index, frame: frame, radius: radius)
        if let parent = view.parent, let inset = tree.views[parent].traits.rowSeparatorInset {
            // UITableView's separator under each cell, and the cell's accessory.
            let line = DrawnGeometry.rowSeparator(
                row: frame, inset: inset, device: layout.device, rightToLeft: isRightToLeft)
            body += SVGMarkup.shape(
                line, radius: 0, corners: Corner.allCases,
                attributes: SVGMarkup.paint(
                    "fill", DrawnGeometry.separatorColor(behind: parent, tree: tree, window: screenColor)))
            body += "\n"
            drawAccessory(DrawnGeometry.accessory(ofTable: parent, in: tree), row: index, frame: frame)
        }
        body += "</g>\n"
    }

    /// Where a view's background is drawn: its frame, or a bar's frame grown to the screen edge.
    ///
    /// A navigation bar whose top is the safe area's reaches up under the status bar to the
    /// screen's top edge, and a tab bar whose bottom is the safe area's reaches down past the home
    /// indicator to the bottom edge, as UIKit extends a bar's background into the unsafe band it
    /// is attached to.
    func barBackdrop(_ index: Int, frame: Rect) -> Rect {
        let device = layout.device
        let insets = device.safeArea
        switch tree.views[index].control {
        case .navigationBar where insets.top > 0 && frame.y > 0 && abs(frame.y - insets.top) < 0.5:
            return Rect(x: frame.x, y: 0, width: frame.width, height: frame.height + frame.y)
        case .tabBar
        where insets.bottom > 0 && abs(frame.y + frame.height - (device.height - insets.bottom)) < 0.5:
            return Rect(x: frame.x, y: frame.y, width: frame.width, height: device.height - frame.y)
        default:
            return frame
        }
    }

    /// The corner radius in points, at most half the shorter side, as Core Animation clamps it.
    func cornerRadius(_ index: Int) -> Double {
        DrawnGeometry.cornerRadius(tree.views[index], layout.views[index])
    }

    mutating func drawBackground(_ view: ResolvedView, frame: Rect, radius: Double) {
        let appearance = view.appearance
        switch appearance.background {
        case .color(let color) where color.alpha > 0:
            body += SVGMarkup.shape(
                frame, radius: radius, corners: appearance.corners, attributes: SVGMarkup.paint("fill", color)
            )
            body += "\n"
        case .gradient(let gradient) where !gradient.colors.isEmpty:
            let id = define(gradient)
            body += SVGMarkup.shape(
                frame, radius: radius, corners: appearance.corners, attributes: " fill=\"url(#\(id))\"")
            body += "\n"
        default: break
        }
    }

    /// A gradient in the view's unit square, as CAGradientLayer reads its points: axial along start
    /// → end; radial centred on start with radii (end − start) × the size per axis.
    ///
    /// With `frame` (text, whose own box is not the view's) the unit square is mapped onto the
    /// view's frame in user space, so the ramp spans the view as a masked gradient layer would.
    mutating func define(_ gradient: Gradient, spanning frame: Rect? = nil) -> String {
        let id = nextID("g")
        let (start, end) = (gradient.start, gradient.end)
        var transform: [String] = []
        if let frame {
            transform.append(
                "translate(\(n(frame.x)) \(n(frame.y))) scale(\(n(frame.width)) \(n(frame.height)))")
        }
        if gradient.kind == .axial {
            defs += "<linearGradient id=\"\(id)\" x1=\"\(n(start.x))\" y1=\"\(n(start.y))\""
            defs += " x2=\"\(n(end.x))\" y2=\"\(n(end.y))\""
        } else {
            let rx = max(abs(end.x - start.x), 0.001)
            let ry = max(abs(end.y - start.y), 0.001)
            defs += "<radialGradient id=\"\(id)\" cx=\"\(n(start.x))\" cy=\"\(n(start.y))\" r=\"1\""
            defs += " fx=\"\(n(start.x))\" fy=\"\(n(start.y))\""
            if rx != 1 || ry != 1 {
                transform.append(
                    "translate(\(n(start.x)) \(n(start.y))) scale(\(n(rx)) \(n(ry))) translate(\(n(-start.x)) \(n(-start.y)))"
                )
            }
        }
        if frame != nil { defs += " gradientUnits=\"userSpaceOnUse\"" }
        if !transform.isEmpty { defs += " gradientTransform=\"\(transform.joined(separator: " "))\"" }
        defs += ">"
        for stop in gradient.stops {
            defs += "<stop offset=\"\(n(stop.location))\" stop-color=\"\(SVGMarkup.hex(stop.color))\""
            if stop.color.alpha < 1 { defs += " stop-opacity=\"\(n(max(0, stop.color.alpha)))\"" }
            defs += "/>"
        }
        defs += gradient.kind == .axial ? "</linearGradient>\n" : "</radialGradient>\n"
        return id
    }

    /// Core Animation's shadow of an opaque shape: the view's shape filled with the shadow colour,
    /// moved by the offset and blurred with a standard deviation of half the shadow radius.
    ///
    /// Drawn for views with a background or a border (a shadow takes the shape of what the layer
    /// draws; without either, a layer draws nothing to cast one from here).
    mutating func drawShadow(_ view: ResolvedView, frame: Rect, radius: Double) {
        let appearance = view.appearance
        guard let shadow = appearance.effectiveShadow, shadow.opacity > 0, shadow.color.alpha > 0 else {
            return
        }
        let hasFill: Bool
        switch appearance.background {
        case .color(let color): hasFill = color.alpha > 0
        case .gradient: hasFill = true
        case nil: hasFill = false
        }
        guard hasFill || (appearance.border.map { $0.width > 0 && $0.color.alpha > 0 } ?? false) else {
            return
        }
        let moved = Rect(
            x: frame.x + shadow.offsetX, y: frame.y + shadow.offsetY, width: frame.width, height: frame.height
        )
        let sigma = max(0, shadow.radius / 2)
        var filter = ""
        if sigma > 0 {
            let id = nextID("s")
            let margin = (3 * sigma).rounded(.up) + 1
            let region = SVGMarkup.inset(moved, -margin)
            defs +=
                "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(n(region.x))\" y=\"\(n(region.y))\""
            defs += " width=\"\(n(region.width))\" height=\"\(n(region.height))\">"
            defs += "<feGaussianBlur stdDeviation=\"\(n(sigma))\"/></filter>\n"
            filter = " filter=\"url(#\(id))\""
        }
        body += SVGMarkup.shape(
            moved, radius: radius, corners: appearance.corners,
            attributes: SVGMarkup.paint("fill", shadow.color, opacity: shadow.opacity) + filter)
        body += "\n"
    }

    /// A layer's border is drawn inside its bounds, above its sublayers; a `dashed` wrapper's
    /// line is a shape layer stroked along its frame (half outside), with the corner radius of
    /// its content and round joins.
    mutating func drawBorder(_ index: Int, frame: Rect, radius: Double) {
        let view = tree.views[index]
        guard let border = view.appearance.border, border.width > 0, border.color.alpha > 0 else { return }
        var attributes = " fill=\"none\"" + SVGMarkup.paint("stroke", border.color)
        attributes += " stroke-width=\"\(n(border.width))\""
        if !border.dash.isEmpty, border.dash.contains(where: { $0 > 0 }), border.dash.allSatisfy({ $0 >= 0 })
        {
            attributes += " stroke-dasharray=\"\(border.dash.map(n).joined(separator: " "))\""
        }
        switch view.traits.border {
        case .alongFrame:
            let path = DrawnGeometry.borderPath(view, layout.views[index], tree: tree, layout: layout)
            attributes += " stroke-linejoin=\"round\""
            body += SVGMarkup.shape(
                frame, radius: path.radius, corners: Corner.allCases, attributes: attributes)
        case .inside:
            let rect = SVGMarkup.inset(frame, border.width / 2)
            body += SVGMarkup.shape(
                rect, radius: max(0, radius - border.width / 2), corners: view.appearance.corners,
                attributes: attributes)
        }
        body += "\n"
    }

    // MARK: Text

    /// Each laid-out line as its own `<text>` at its baseline: the block of lines centred
    /// vertically in the frame as UILabel, UIButton and UITextField centre it (a text view's
    /// starts at its top inset), aligned by `x` and `text-anchor`.
    mutating func drawText(_ index: Int, frame: Rect) {
        let view = tree.views[index]
        guard let text = view.text, let laid = layout.views[index].text, !laid.lines.isEmpty else { return }
        let font = laid.font
        let padding = text.padding
        let lineHeight = font.lineHeight
        let block = Double(laid.lines.count) * lineHeight
        let top: Double
        switch view.textPlacement {
        case .top: top = frame.y + padding.vertical / 2
        case .centered: top = frame.y + (frame.height - block) / 2
        case .belowPadding: top = frame.y + padding.vertical + (frame.height - padding.vertical - block) / 2
        }
        let inset = padding.horizontal / 2
        var anchor = "start"
        switch text.alignment {
        case .center: anchor = "middle"
        case .right: anchor = "end"
        case .natural: anchor = tree.direction == .rightToLeft ? "end" : "start"
        case .left, .justified: anchor = "start"
        }
        var x: Double
        switch anchor {
        case "middle": x = frame.x + frame.width / 2
        case "end": x = frame.x + frame.width - inset
        default: x = frame.x + inset
        }
        if let name = view.control.buttonImage, !name.isEmpty {
            // A button with an image and a title: the image before the title, the pair
            // placed as the title alone would be.
            let size = min(font.size * 1.2, frame.height)
            let gap = 6.0
            let glyphX: Double
            switch anchor {
            case "middle":
                glyphX = x - (size + gap + laid.width) / 2
                x += (size + gap) / 2
            case "end": glyphX = x - laid.width - gap - size
            default:
                glyphX = x
                x += size + gap
            }
            drawGlyph(
                name, in: Rect(x: glyphX, y: top + (block - size) / 2, width: size, height: size),
                color: text.color)
        }
        let fill = text.gradient.map { " fill=\"url(#\(define($0, spanning: frame)))\"" }
        let attributes = textAttributes(text, font: font, anchor: anchor, fill: fill)
        for (line, string) in laid.lines.enumerated() {
            let baseline = top + Double(line) * lineHeight + font.ascent
            body +=
                "<text x=\"\(n(x))\" y=\"\(n(baseline))\"\(attributes)>\(SVGMarkup.escaped(string))</text>\n"
        }
    }

    /// `fill`, when given, replaces the text's colour (a gradient's `url(#…)`).
    func textAttributes(_ text: TextContent, font: Font, anchor: String, fill: String? = nil) -> String {
        var out = " font-family=\"\(SVGMarkup.escaped(SVGMarkup.fontFamily(text, font: font)))\""
        out += " font-size=\"\(n(font.size))\""
        if font.weight != .regular { out += " font-weight=\"\(font.weight.weightClass)\"" }
        out += fill ?? SVGMarkup.paint("fill", text.color)
        if anchor != "start" { out += " text-anchor=\"\(anchor)\"" }
        return out + " xml:space=\"preserve\""
    }

    /// A one-line label the emitter adds itself (segment titles, tab items, image names).
    mutating func label(
        _ string: String, x: Double, baseline: Double, size: Double, weight: FontWeight = .regular,
        color: RGBA, anchor: String = "middle"
    ) {
        body +=
            "<text x=\"\(n(x))\" y=\"\(n(baseline))\" font-family=\"\(SVGMarkup.escaped(SVGEmitter.defaultFontFamily))\""
        body += " font-size=\"\(n(size))\""
        if weight != .regular { body += " font-weight=\"\(weight.weightClass)\"" }
        body += SVGMarkup.paint("fill", color)
        if anchor != "start" { body += " text-anchor=\"\(anchor)\"" }
        body += " xml:space=\"preserve\">\(SVGMarkup.escaped(string))</text>\n"
    }
}
