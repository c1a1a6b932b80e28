import ViewSpecCore
import ViewSpecResolve

extension Gallery {
    /// The page's state of one spec as JSON: what the preview page draws.
    ///
    /// `shown` is the gallery whose pictures to show: this one, or after an edit that made
    /// errors, the last one that laid out (the page keeps the last good picture and lists the
    /// errors over it). `version` counts the spec's updates, so the page can tell them apart.
    package static func json(_ current: Gallery, shown: Gallery?, name: String, version: Int) -> String {
        var writer = JSONWriter(numbers: .thousandths)
        writer.openObject(oneLine: true)
        writer.field("spec", name)
        writer.field("version", version)
        writer.field("stale", current.hasErrors && shown != nil)
        writer.key("errors")
        writer.openArray(oneLine: true)
        for error in current.errors {
            writer.openObject(oneLine: true)
            writeDiagnostic(error.diagnostic, into: &writer)
            writer.field("text", error.text)
            writer.close()
        }
        writer.close()
        let gallery = current.hasErrors ? (shown ?? current) : current
        writer.key("cells")
        writer.openArray(oneLine: true)
        for cell in gallery.cells {
            writeCell(cell, into: &writer)
        }
        writer.close()
        writer.key("findings")
        writer.openArray(oneLine: true)
        for finding in gallery.findings {
            writer.openObject(oneLine: true)
            writeDiagnostic(finding.diagnostic, into: &writer)
            writer.key("cells")
            writer.array(numbers: finding.cells.map(Double.init))
            writer.close()
        }
        writer.close()
        writer.close()
        return writer.text
    }

    private static func writeDiagnostic(_ diagnostic: Diagnostic, into writer: inout JSONWriter) {
        writer.field("rule", diagnostic.id)
        writer.field("severity", diagnostic.severity.rawValue)
        writer.field("message", diagnostic.message)
        writer.field("file", diagnostic.range?.file)
        writer.field("line", diagnostic.range?.lower.line)
        writer.field("column", diagnostic.range?.lower.column)
        writer.field("view", diagnostic.view)
    }

    private static func writeCell(_ cell: Cell, into writer: inout JSONWriter) {
        writer.openObject(oneLine: true)
        writer.field("label", cell.label)
        writer.field("device", cell.cell.device)
        writer.field("contentSize", cell.cell.contentSize.rawValue)
        writer.field("appearance", cell.cell.appearance.rawValue)
        writer.field("direction", cell.cell.direction.shortName)
        writer.field("width", cell.width)
        writer.field("height", cell.height)
        writer.field("svg", cell.svg)
        writer.key("findings")
        writer.array(numbers: cell.findings.map(Double.init))
        writer.key("views")
        writer.openArray(oneLine: true)
        for view in cell.views {
            writer.openObject(oneLine: true)
            writer.field("id", view.id)
            writer.field("kind", view.kind)
            writer.key("frame")
            writer.array(numbers: [view.frame.x, view.frame.y, view.frame.width, view.frame.height])
            writer.key("local")
            writer.array(numbers: [view.local.x, view.local.y, view.local.width, view.local.height])
            writer.field("line", view.line)
            writer.field("placement", strings: view.placement)
            writer.close()
        }
        writer.close()
        writer.close()
    }
}
