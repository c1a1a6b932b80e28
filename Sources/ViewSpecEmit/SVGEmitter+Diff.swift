import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The diff overlay (`viewspec layout --format svg --diff OLD`, `snapshot verify --artifacts`):
/// the new mockup with each changed view outlined in its change's colour, the old frames of
/// moved, resized and removed views drawn dashed as ghosts, and a legend under the screen.
///
/// A view that only moved along with the sibling before it (`LayoutDiff.Companion`) gets a
/// thin dotted mark and no ghost, so a shift that carries the views below it is outlined once,
/// at its cause.
extension SVGRenderer {
    /// The colours and strokes of the overlay, in the legend's order.
    static let diffLegend: [(color: String, stroke: String, label: String)] = [
        ("#1E8E3E", solidStroke, "added"),
        ("#F29900", solidStroke, "moved or resized: new frame"),
        ("#F29900", ghostStroke, "old frame (ghost)"),
        ("#F29900", alongStroke, "moved along with the view before it"),
        ("#D93025", ghostStroke, "removed: old frame"),
        ("#9334E6", solidStroke, "text, colour or font changed"),
    ]
    static let solidStroke = "stroke-width=\"2\""
    static let ghostStroke = "stroke-width=\"1.5\" stroke-dasharray=\"4 3\""
    static let alongStroke = "stroke-width=\"1\" stroke-dasharray=\"1 2\""

    static func diffColor(_ kind: LayoutDiff.Change.Kind) -> String {
        switch kind {
        case .added: "#1E8E3E"
        case .moved, .resized: "#F29900"
        case .removed: "#D93025"
        case .content: "#9334E6"
        }
    }

    /// The changes of this layout's device.
    var diffChanges: [LayoutDiff.Change] { options.diff.filter { $0.device == layout.device.name } }

    static let legendRow = 16.0
    var legendHeight: Double {
        options.diff.isEmpty ? 0 : Double(Self.diffLegend.count) * Self.legendRow + 12
    }

    /// Drawn in the screen's coordinates, above the views.
    mutating func drawDiffOverlay() {
        body += "<g id=\"overlay-diff\" fill=\"none\">\n"
        // Ghosts first, so the new outlines read on top of them.
        for change in diffChanges {
            guard let old = change.old, change.kind != .content, change.movedAlong == nil else { continue }
            let color = change.kind == .removed ? Self.diffColor(.removed) : Self.diffColor(.moved)
            let fill = change.kind == .removed ? " fill=\"\(color)\" fill-opacity=\"0.12\"" : ""
            diffRect(old, "stroke=\"\(color)\" \(Self.ghostStroke)\(fill)", change, "was")
        }
        for change in diffChanges {
            guard let new = change.new else { continue }
            let stroke = change.movedAlong == nil ? Self.solidStroke : Self.alongStroke
            diffRect(new, "stroke=\"\(Self.diffColor(change.kind))\" \(stroke)", change, "now")
        }
        body += "</g>\n"
    }

    private mutating func diffRect(
        _ frame: Rect, _ attributes: String, _ change: LayoutDiff.Change, _ when: String
    ) {
        body += "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(max(0, frame.width)))\""
        body += " height=\"\(n(max(0, frame.height)))\" \(attributes)>"
        let along = change.movedAlong.map { " along with " + SVGMarkup.escaped($0) } ?? ""
        body +=
            "<title>\(SVGMarkup.escaped(change.view)) \(change.kind.rawValue)\(along), \(when) (\(n(frame.x)), "
        body += "\(n(frame.y)), \(n(frame.width)) × \(n(frame.height)))</title></rect>\n"
    }

    /// What each colour means, in a band of its own under the screen starting at `top`.
    mutating func drawDiffLegend(top: Double, width: Double) {
        body += "<g id=\"diff-legend\">\n"
        rect(Rect(x: 0, y: top, width: width, height: legendHeight), " fill=\"#FFFFFF\"")
        for (row, entry) in Self.diffLegend.enumerated() {
            let y = top + 6 + Double(row) * Self.legendRow
            rect(
                Rect(x: 8, y: y + 2, width: 18, height: 10),
                " fill=\"none\" stroke=\"\(entry.color)\" \(entry.stroke)")
            label(entry.label, x: 32, baseline: y + 11, size: 11, color: Self.black, anchor: "start")
        }
        body += "</g>\n"
    }
}
