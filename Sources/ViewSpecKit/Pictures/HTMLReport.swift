import ViewSpecCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `validate --report html=FILE`: one self-contained HTML page of a run, for people.
///
/// A summary at the top (specs, cells, errors, warnings, suppressed, baselined), then per spec
/// with findings the cells they occur in, drawn as mockups with the offending views outlined,
/// and the findings grouped by rule with their lines and the cells they occur in. The page
/// fetches nothing: the mockups are `data:` images, the style and script are inline, and a
/// Content-Security-Policy forbids every other source. Its order is the run's: specs as checked,
/// rules by name, findings as reported.
package enum HTMLReport {
    /// What the page is made of.
    package struct Input {
        /// The findings reported (not silenced).
        package var diagnostics: [Diagnostic]
        /// The findings with those suppressions and the baseline silenced, marked.
        package var withSilenced: [Diagnostic]
        /// The spec files checked, in order.
        package var checked: [String]
        /// The cells each checked spec was laid out on, by its path as checked.
        package var cells: [String: Int]
        /// The pictures of the specs that have findings, by path as checked.
        package var galleries: [String: Gallery]
        package var paths: ReportPaths
        package var warningsFail: Bool

        package init(
            diagnostics: [Diagnostic], withSilenced: [Diagnostic], checked: [String], cells: [String: Int],
            galleries: [String: Gallery], paths: ReportPaths, warningsFail: Bool
        ) {
            self.diagnostics = diagnostics
            self.withSilenced = withSilenced
            self.checked = checked
            self.cells = cells
            self.galleries = galleries
            self.paths = paths
            self.warningsFail = warningsFail
        }
    }

    /// The page.
    package static func render(_ input: Input) -> String {
        let summary = ReportSummary(
            input.diagnostics, checked: input.checked, paths: input.paths, warningsFail: input.warningsFail)
        let failed = summary.all.contains(where: summary.fails)
        let silenced = input.withSilenced.compactMap(\.suppression?.kind)
        var galleries: [String: Gallery] = [:]
        for (file, gallery) in input.galleries { galleries[input.paths.relative(file) ?? file] = gallery }
        let counts: [(String, Int, String)] = [
            ("specs", input.checked.count, "specs"),
            ("cells", input.checked.reduce(0) { $0 + (input.cells[$1] ?? 0) }, "cells"),
            ("errors", summary.count(.error), "error"),
            ("warnings", summary.count(.warning), "warning"),
            ("suppressed", silenced.count { $0 == .inSource }, "suppressed"),
            ("baselined", silenced.count { $0 == .external }, "baselined"),
        ]
        var out = head
        out += "<header><h1>viewspec validate: <span class=\"\(failed ? "failed" : "passed")\">"
        out += failed ? "failed" : "passed"
        out += "</span></h1>\n<dl class=\"summary\">"
        for (name, count, kind) in counts {
            out += "<div class=\"\(kind)\"><dt>\(name)</dt><dd id=\"count-\(name)\">\(count)</dd></div>"
        }
        out += "</dl>\n"
        let rules = Array(Set(summary.all.map(\.id))).sorted()
        out += "<nav><span>Show</span>"
        for (value, label) in [("all", "all"), ("error", "errors"), ("warning", "warnings")] {
            out +=
                "<button type=\"button\" data-severity=\"\(value)\"\(value == "all" ? " class=\"on\"" : "")>"
            out += label + "</button>"
        }
        out += "<select id=\"rule\" aria-label=\"rule\"><option value=\"\">every rule</option>"
        for rule in rules { out += "<option>\(esc(rule))</option>" }
        out += "</select>"
        let withFindings = summary.files.enumerated().filter { !$0.element.findings.isEmpty }
        if !withFindings.isEmpty {
            out += "<span>Specs:</span>"
            for (index, file) in withFindings {
                out += "<a href=\"#spec-\(index + 1)\">\(esc(file.path))</a>"
            }
        }
        out += "</nav></header>\n<main>\n"
        for (index, file) in withFindings {
            out += spec(file, number: index + 1, gallery: galleries[file.path], input: input)
        }
        if !summary.unplaced.isEmpty {
            out += "<section class=\"spec\"><h2>Not in a spec</h2><ul>"
            for finding in summary.unplaced {
                out +=
                    "<li class=\"finding\" data-severity=\"\(finding.severity.rawValue)\" data-rule=\"\(esc(finding.id))\">"
                out += "<b>\(esc(finding.id))</b> \(esc(ReportSummary.text(of: finding)))</li>"
            }
            out += "</ul></section>\n"
        }
        let clean = summary.files.filter(\.findings.isEmpty).map(\.path)
        if !clean.isEmpty {
            out += "<section class=\"clean\"><h2>Clean</h2><p>"
            out += clean.map(esc).joined(separator: ", ") + "</p></section>\n"
        }
        out += "</main>\n<script>\n" + script + "</script>\n</body>\n</html>\n"
        return out
    }

    private static func spec(_ file: ReportSummary.File, number: Int, gallery: Gallery?, input: Input)
        -> String
    {
        let prefix = "spec-\(number)"
        // Each finding's cells in the gallery: the gallery's finding of the same rule, view and place.
        let cellsOf: [[Int]] = file.findings.map { finding in
            gallery?.findings.first { same($0.diagnostic, finding) }?.cells ?? []
        }
        let shown = Array(Set(cellsOf.joined())).sorted()
        var out = "<section class=\"spec\" id=\"\(prefix)\"><h2>\(esc(file.path))</h2>\n"
        if let gallery, !shown.isEmpty {
            out += "<div class=\"cells\">"
            for cellIndex in shown {
                let cell = gallery.cells[cellIndex]
                out +=
                    "<figure class=\"cell\" id=\"\(prefix)-cell-\(cellIndex)\"><figcaption>\(esc(cell.label))</figcaption>"
                out +=
                    "<div class=\"picture\" style=\"aspect-ratio: \(NumberText.plain(cell.width)) / \(NumberText.plain(cell.height))\">"
                out += "<img alt=\"\(esc(cell.label))\" src=\"data:image/svg+xml;base64,"
                out += Data(cell.svg.utf8).base64EncodedString() + "\">"
                out +=
                    "<svg viewBox=\"0 0 \(NumberText.plain(cell.width)) \(NumberText.plain(cell.height))\" preserveAspectRatio=\"none\">"
                for (position, finding) in file.findings.enumerated()
                where cellsOf[position].contains(cellIndex) {
                    guard let view = finding.view, let box = cell.views.first(where: { $0.id == view }) else {
                        continue
                    }
                    out +=
                        "<rect class=\"\(finding.severity.rawValue)\" data-finding=\"\(prefix)-f\(position)\""
                    out += " x=\"\(NumberText.plain(box.frame.x))\" y=\"\(NumberText.plain(box.frame.y))\""
                    out +=
                        " width=\"\(NumberText.plain(box.frame.width))\" height=\"\(NumberText.plain(box.frame.height))\"/>"
                }
                out += "</svg></div></figure>"
            }
            out += "</div>\n"
        }
        var byRule: [String: [Int]] = [:]
        for (position, finding) in file.findings.enumerated() {
            byRule[finding.id, default: []].append(position)
        }
        for rule in byRule.keys.sorted() {
            let positions = byRule[rule] ?? []
            let severity = positions.map { file.findings[$0].severity }.min() ?? .note
            out +=
                "<details open class=\"rule\" data-rule=\"\(esc(rule))\"><summary><b class=\"\(severity.rawValue)\">"
            out +=
                "\(esc(rule))</b> \(positions.count) \(positions.count == 1 ? "finding" : "findings")</summary><ul>"
            for position in positions {
                let finding = file.findings[position]
                out +=
                    "<li class=\"finding\" id=\"\(prefix)-f\(position)\" data-severity=\"\(finding.severity.rawValue)\""
                out += " data-rule=\"\(esc(rule))\"><span class=\"place\">"
                out += esc(ReportSummary.place(of: finding, paths: input.paths)) + "</span> "
                out += "<span class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
                out += esc(ReportSummary.text(of: finding))
                if let gallery, !cellsOf[position].isEmpty {
                    out += "<div class=\"in\">in "
                    out += cellsOf[position].map {
                        "<a href=\"#\(prefix)-cell-\($0)\">\(esc(gallery.cells[$0].label))</a>"
                    }.joined(separator: ", ")
                    out += "</div>"
                } else if !finding.cells.isEmpty {
                    out +=
                        "<div class=\"in\">in "
                        + finding.cells.map {
                            esc(
                                [
                                    $0.device, $0.contentSize.rawValue, $0.appearance.rawValue,
                                    $0.direction.shortName,
                                ]
                                .joined(separator: " · "))
                        }.joined(separator: ", ") + "</div>"
                }
                out += "</li>"
            }
            out += "</ul></details>\n"
        }
        out += "</section>\n"
        return out
    }

    private static func same(_ picture: Diagnostic, _ reported: Diagnostic) -> Bool {
        picture.id == reported.id && picture.view == reported.view
            && picture.range?.file == reported.range?.file
            && picture.range?.lower == reported.range?.lower
    }

    private static func esc(_ text: String) -> String { XMLText.escaped(text) }

    static let head = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>viewspec validate report</title>
        <style>
        :root { font: 13px/1.45 -apple-system, 'Segoe UI', Inter, sans-serif; color: #1d1f23; }
        body { margin: 0; background: #f4f5f7; }
        header { position: sticky; top: 0; z-index: 2; background: #1d1f23; color: #fff; padding: 10px 18px; }
        h1 { font-size: 17px; margin: 0 0 8px; }
        .passed { color: #3ecf6e; } .failed { color: #ff6b5e; }
        .summary { display: flex; gap: 10px; margin: 0 0 8px; }
        .summary div { background: #2c2f36; border-radius: 6px; padding: 4px 12px; }
        .summary dt { font-size: 11px; opacity: .75; } .summary dd { margin: 0; font-size: 18px; font-weight: 600; }
        nav { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; }
        nav button { font: inherit; border: 0; border-radius: 4px; padding: 2px 10px; cursor: pointer; }
        nav button.on { background: #1a73e8; color: #fff; }
        nav a { color: #9cc3ff; }
        main { padding: 12px 18px; }
        section.spec { background: #fff; border-radius: 8px; padding: 10px 14px; margin-bottom: 16px;
          box-shadow: 0 1px 3px rgba(0,0,0,.12); }
        h2 { font-size: 15px; margin: 2px 0 10px; }
        .cells { display: flex; flex-wrap: wrap; gap: 12px; margin-bottom: 10px; }
        figure { margin: 0; } figcaption { font-size: 12px; font-weight: 600; margin-bottom: 4px; }
        figure:target figcaption { color: #1a73e8; }
        .picture { position: relative; width: 170px; }
        .picture img, .picture svg { position: absolute; inset: 0; width: 100%; height: 100%; }
        .picture img { box-shadow: 0 0 0 1px #d0d3d9; border-radius: 3px; }
        rect { fill: rgba(255, 171, 0, .15); stroke: #ff6d00; stroke-width: 2.5; vector-effect: non-scaling-stroke; }
        rect.error { fill: rgba(217, 48, 37, .15); stroke: #d93025; }
        rect.hot { stroke: #1a73e8; stroke-width: 4; fill: rgba(26, 115, 232, .2); }
        details.rule { margin: 6px 0; } summary { cursor: pointer; }
        ul { margin: 4px 0; padding-left: 20px; }
        li.finding { margin: 3px 0; }
        li.finding:target { background: #fff3c4; }
        .place { font-family: ui-monospace, Menlo, monospace; font-size: 12px; color: #4b5563; }
        .error { color: #d93025; font-weight: 600; } .warning { color: #b06000; font-weight: 600; }
        .note { color: #4b5563; font-weight: 600; }
        .in { font-size: 12px; color: #4b5563; } .in a { color: #1a73e8; }
        .hidden { display: none; }
        </style>
        </head>
        <body>

        """

    static let script = """
        'use strict';
        let severity = 'all';
        const rule = document.getElementById('rule');
        function filter() {
          for (const item of document.querySelectorAll('li.finding')) {
            const shown = (severity === 'all' || item.dataset.severity === severity) &&
              (!rule.value || item.dataset.rule === rule.value);
            item.classList.toggle('hidden', !shown);
            document.querySelectorAll(`rect[data-finding="${item.id}"]`).forEach(r => r.classList.toggle('hidden', !shown));
          }
          for (const group of document.querySelectorAll('details.rule, section.spec')) {
            group.classList.toggle('hidden', !group.querySelector('li.finding:not(.hidden)'));
          }
          for (const cell of document.querySelectorAll('figure.cell')) {
            cell.classList.toggle('hidden', !cell.querySelector('rect:not(.hidden)'));
          }
        }
        for (const button of document.querySelectorAll('nav button')) {
          button.addEventListener('click', () => {
            severity = button.dataset.severity;
            document.querySelectorAll('nav button').forEach(b => b.classList.toggle('on', b === button));
            filter();
          });
        }
        rule.addEventListener('change', filter);
        for (const item of document.querySelectorAll('li.finding')) {
          const rects = () => document.querySelectorAll(`rect[data-finding="${item.id}"]`);
          item.addEventListener('mouseenter', () => rects().forEach(r => r.classList.add('hot')));
          item.addEventListener('mouseleave', () => rects().forEach(r => r.classList.remove('hot')));
        }

        """
}
