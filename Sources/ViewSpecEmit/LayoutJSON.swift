import Dispatch
import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// `viewspec layout --format json`: the machine interface.
///
/// Written with `JSONWriter` so keys come in a fixed, documented order (docs/output-format.md) and
/// numbers are rounded one way: to 1/1000 pt, without trailing zeros. One view per line, in the
/// tree's order (a parent before its children), so diffs of two layouts read view by view.
package enum LayoutJSON {
    /// Schema version of this output; bumped when a key changes meaning or goes away.
    package static let formatVersion = 1

    /// One document for one spec laid out on one or more devices.
    package static func document(
        spec path: String, tree: ResolvedTree, layouts: [LayoutResult], diagnostics: [Diagnostic] = [],
        cells: [EmittedCell] = []
    ) -> String {
        let collector = DocumentCollector()
        write(spec: path, tree: tree, layouts: layouts, diagnostics: diagnostics, cells: cells, to: collector)
        return collector.documents[0].text
    }

    /// `document(…)` as one document of `sink`, passed on in chunks as it is written.
    package static func write(
        spec path: String, tree: ResolvedTree, layouts: [LayoutResult], diagnostics: [Diagnostic] = [],
        cells: [EmittedCell] = [], to sink: any DocumentSink
    ) {
        sink.begin(device: nil)
        var json = JSONWriter(numbers: .thousandths, flushingTo: sink)
        json.openObject()
        json.field("format", formatVersion)
        json.field("viewspec", ViewSpecVersion.tool)
        json.field("spec", path)
        json.field("palette", tree.palette.name)
        json.field("contentSize", tree.contentSize.rawValue)
        json.field("direction", tree.direction.rawValue)
        json.field("appearance", tree.appearance.rawValue)
        json.key("diagnostics")
        DiagnosticRenderer.write(diagnostics, to: &json)
        json.key("layouts")
        json.openArray()
        for (index, layout) in layouts.enumerated() {
            let cell = cells.indices.contains(index) ? cells[index] : nil
            write(layout, tree: cell?.tree ?? tree, cell: cell?.cell, to: &json)
        }
        json.close()
        json.close()
        json.finishLineAndFlush()
        sink.end()
    }

    private static func write(
        _ layout: LayoutResult, tree: ResolvedTree, cell: MatrixCell?, to json: inout JSONWriter
    ) {
        json.openObject()
        json.key("device")
        json.openObject(oneLine: true)
        writeFields(of: layout.device, to: &json)
        json.close()
        // In a matrix of several content sizes, appearances or directions, each layout says its
        // own; the document's keys above are those of the first.
        if let cell {
            json.field("contentSize", cell.contentSize.rawValue)
            json.field("appearance", cell.appearance.rawValue)
            json.field("direction", cell.direction.rawValue)
        }
        json.field("passes", layout.passes)
        json.key("views")
        json.openArray()
        writeViews(of: tree, layout, to: &json)
        json.close()
        json.key("diagnostics")
        DiagnosticRenderer.write(layout.diagnostics, to: &json)
        json.close()
    }

    /// The views' entries in order.
    ///
    /// On a large screen (the views are most of the document's work) they are written in blocks,
    /// the even ones here and straight on, the odd ones on a second thread by continuations of this
    /// writer, each put in its place byte for byte as soon as the block before it is written. The
    /// second thread is at most two blocks ahead, so the document is still never held whole
    /// (holding one half would raise the peak memory).
    private static func writeViews(of tree: ResolvedTree, _ layout: LayoutResult, to json: inout JSONWriter) {
        let count = tree.views.count
        // By index: enumerating the views copies each whole before it is written.
        @Sendable func write(_ views: Range<Int>, to json: inout JSONWriter) {
            for index in views {
                Self.write(index, layout.views[index], tree: tree, layout: layout, to: &json)
            }
        }
        let blockSize = 256
        // A continuation's first entry is separated from earlier ones: an odd block always
        // follows a full first block.
        guard SecondCore.pays(forViews: count) else { return write(0..<count, to: &json) }
        let blocks = stride(from: 0, to: count, by: blockSize).map { $0..<min($0 + blockSize, count) }
        let handover = BlockHandover(continuing: json)
        let worker = WorkerThread.startIfPossible(stackSize: 1 << 20) {
            for block in stride(from: 1, to: blocks.count, by: 2) {
                handover.send { write(blocks[block], to: &$0) }
            }
        }
        guard let worker else { return write(0..<count, to: &json) }
        for block in blocks.indices {
            if block % 2 == 0 {
                write(blocks[block], to: &json)
            } else {
                json.append(handover.receive())
            }
        }
        worker.join()
    }

    /// Blocks written by a second thread, handed over in order through two slots.
    private final class BlockHandover: @unchecked Sendable {
        private let template: JSONWriter
        private let slots = UnsafeMutablePointer<JSONWriter?>.allocate(capacity: 2)
        private var sent = 0
        private var received = 0
        private let ready = DispatchSemaphore(value: 0)
        private let free = DispatchSemaphore.counting(2)

        init(continuing writer: borrowing JSONWriter) {
            template = writer.continuation()
            slots.initialize(to: nil)
            (slots + 1).initialize(to: nil)
        }

        deinit {
            slots.deinitialize(count: 2)
            slots.deallocate()
        }

        /// On the second thread: writes the next block into a free slot.
        func send(_ body: (inout JSONWriter) -> Void) {
            free.wait()
            var part = template.continuation()
            body(&part)
            slots[sent % 2] = .some(part)
            sent += 1
            ready.signal()
        }

        /// On the first thread: the next block, once written.
        func receive() -> JSONWriter {
            ready.wait()
            guard let part = slots[received % 2].take() else {
                preconditionFailure("`send` fills the slot before it signals `ready`")
            }
            received += 1
            free.signal()
            return part
        }
    }

    /// A device's keys as the layout output and `viewspec devices --json` write them: `name`,
    /// `width`, `height`, `orientation`, `safeArea`, and `keyboard` (its frame) while the
    /// software keyboard is shown.
    package static func writeFields(of device: Device, to json: inout JSONWriter) {
        json.field("name", device.name)
        json.field("width", device.width)
        json.field("height", device.height)
        json.field("orientation", device.orientation.rawValue)
        json.key("safeArea")
        insets(device.safeArea, to: &json)
        if let keyboard = device.keyboardFrame {
            json.key("keyboard")
            rect(keyboard, to: &json)
            // Written only for another type than QWERTY, so a screen's default keyboard reads as before.
            if device.keyboardType != .default { json.field("keyboardType", device.keyboardType.rawValue) }
        }
    }

    private static func write(
        _ index: Int, _ laidOut: LaidOutView, tree: ResolvedTree, layout: LayoutResult,
        to json: inout JSONWriter
    ) {
        let view = tree.views[index]
        // The keys `viewspec diff` compares must read back as `LayoutDocument.View` makes them
        // (the tests check every gallery spec). They are written here straight from the view, not
        // from that entry: building it for each view doubled the time this writer takes.
        json.openObject(oneLine: true)
        json.field("id", view.id)
        json.field("kind", view.kind.name)
        if let component = view.component { json.field("component", component) }
        if view.isSynthesized { json.field("synthesized", true) }
        json.field("parent", view.parent.map { tree.views[$0].id })
        json.key("frame")
        rect(laidOut.frame, to: &json)
        json.key("absolute")
        rect(laidOut.absolute, to: &json)
        if let content = laidOut.contentSize {
            json.key("contentSize")
            json.openObject()
            json.field("width", content.width)
            json.field("height", content.height)
            json.close()
        }
        let appearance = view.appearance
        if appearance.isHidden { json.field("hidden", true) }
        if appearance.alpha != 1 { json.field("alpha", appearance.alpha) }
        if appearance.zIndex != 0 { json.field("zIndex", appearance.zIndex) }
        switch appearance.background {
        case .color(let color): json.field("background", color.description)
        case .gradient(let gradient):
            json.key("background")
            self.gradient(gradient, to: &json)
        case nil: break
        }
        if let tint = appearance.tint { json.field("tint", tint.description) }
        if appearance.cornerRadius != nil {
            json.field("cornerRadius", DrawnGeometry.cornerRadius(view, laidOut))
            if appearance.corners != Corner.allCases {
                json.field("corners", strings: appearance.corners.map(\.rawValue))
            }
        }
        if let border = appearance.border {
            json.key("border")
            json.openObject()
            json.field("width", border.width)
            json.field("color", border.color.description)
            if !border.dash.isEmpty { json.field("dash", numbers: border.dash) }
            let path = DrawnGeometry.borderPath(view, laidOut, tree: tree, layout: layout)
            json.field("placement", path.placement)
            json.field("cornerRadius", path.radius)
            json.close()
        }
        if let shadow = appearance.effectiveShadow {
            json.key("shadow")
            json.openObject()
            json.field("color", shadow.color.description)
            json.field("opacity", shadow.opacity)
            json.field("radius", shadow.radius)
            json.field("offset", numbers: [shadow.offsetX, shadow.offsetY])
            json.close()
        }
        if let elevation = appearance.elevation { json.field("elevation", elevation) }
        if DrawnGeometry.clipsChildren(view) { json.field("clipsToBounds", true) }
        if let mode = appearance.contentMode { json.field("contentMode", mode) }
        if let identifier = appearance.accessibilityID { json.field("accessibilityId", identifier) }
        if let label = appearance.accessibilityLabel { json.field("accessibilityLabel", label) }
        if appearance.isAccessibilityHidden { json.field("accessibilityHidden", true) }
        if let text = view.text, let set = laidOut.text {
            json.key("text")
            self.text(text, set, of: view, to: &json)
        }
        if let inset = view.traits.rowSeparatorInset {
            json.key("rowSeparator")
            json.openObject()
            json.field("inset", inset)
            json.field("height", DrawnGeometry.rowSeparatorHeight)
            json.field(
                "color",
                DrawnGeometry.separatorColor(
                    behind: index, tree: tree, window: tree.appearance.windowBackground
                ).description)
            let accessory = DrawnGeometry.accessory(ofTable: index, in: tree)
            if accessory != .none { json.field("accessory", accessory.rawValue) }
            json.close()
        }
        let control = view.control.fields
        if !control.isEmpty {
            json.key("control")
            json.openObject()
            self.control(control, to: &json)
            json.close()
        }
        json.close()
    }

    private static func text(
        _ text: TextContent, _ set: TextLayoutResult, of view: ResolvedView, to json: inout JSONWriter
    ) {
        json.openObject()
        json.field("role", text.role.rawValue)
        json.field("string", text.string)
        json.field("lines", strings: set.lines)
        json.field("lineWidths", numbers: set.lineWidths)
        json.key("font")
        json.openObject()
        json.field("family", text.family ?? "Inter")
        json.field("metrics", text.font.metrics.name)
        json.field("size", set.font.size)
        json.field("weight", text.font.weight.rawValue)
        if let style = text.textStyle { json.field("textStyle", style.rawValue) }
        json.field("ascent", set.font.ascent)
        json.field("descent", set.font.descent)
        json.field("lineHeight", set.font.lineHeight)
        json.close()
        json.field("color", text.color.description)
        if let gradient = text.gradient {
            json.key("gradient")
            self.gradient(gradient, to: &json)
        }
        json.field("alignment", text.alignment.rawValue)
        json.field("maxLines", text.lines)
        json.field("lineBreak", text.lineBreak.rawValue)
        json.field("height", set.height)
        json.field("truncated", set.isTruncated)
        json.field("scale", set.scale)
        json.key("padding")
        json.openObject(oneLine: true)
        json.field("horizontal", text.padding.horizontal)
        json.field("vertical", text.padding.vertical)
        json.close()
        json.field("placement", DrawnGeometry.textPlacement(view).rawValue)
        json.close()
    }

    private static func control(
        _ fields: [(key: String, value: ControlState.Field)], to json: inout JSONWriter
    ) {
        for (key, value) in fields {
            json.key(key)
            switch value {
            case .string(let string): json.string(string)
            case .boolean(let flag): json.bool(flag)
            case .number(let number): json.number(number)
            case .integer(let integer): json.integer(integer)
            case .strings(let items): json.array(strings: items)
            case .color(let color): json.string(color.description)
            }
        }
    }

    private static func gradient(_ gradient: Gradient, to json: inout JSONWriter) {
        json.openObject()
        json.field("type", gradient.kind.rawValue)
        json.field("start", numbers: [gradient.start.x, gradient.start.y])
        json.field("end", numbers: [gradient.end.x, gradient.end.y])
        json.field("colors", strings: gradient.colors.map(\.description))
        if let locations = gradient.locations { json.field("locations", numbers: locations) }
        json.close()
    }

    private static func rect(_ rect: Rect, to json: inout JSONWriter) {
        json.openObject()
        json.field("x", rect.x)
        json.field("y", rect.y)
        json.field("width", rect.width)
        json.field("height", rect.height)
        json.close()
    }

    private static func insets(_ insets: EdgeInsets, to json: inout JSONWriter) {
        json.openObject()
        json.field("top", insets.top)
        json.field("left", insets.left)
        json.field("bottom", insets.bottom)
        json.field("right", insets.right)
        json.close()
    }
}
