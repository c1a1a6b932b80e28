import Testing

@testable import TestSupport
@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// What laying out an in-memory spec produced: the checked and resolved spec, one layout per
/// device, and the diagnostics of every stage.
struct LaidOutSpec {
    let result: Pipeline.Result
    let layouts: [LayoutResult]
    /// The layout stage's diagnostics (and unknown `--device` names).
    let layoutDiagnostics: [Diagnostic]

    var tree: ResolvedTree? { result.tree }
    /// Every diagnostic, checking and resolving first.
    var diagnostics: [Diagnostic] { result.diagnostics + layoutDiagnostics }
    var ids: [String] { diagnostics.map(\.id) }

    /// The first layout (the first device).
    var layout: LayoutResult? { layouts.first }

    /// The index of the view whose output id is `id`.
    func index(_ id: String) -> Int? {
        tree?.views.firstIndex { $0.id == id }
    }

    /// View `id` as laid out on device `device`.
    func view(_ id: String, device: Int = 0) -> LaidOutView? {
        guard let index = index(id), device < layouts.count else { return nil }
        return layouts[device].views[index]
    }

    /// `id`'s frame, relative to its parent.
    func frame(_ id: String, device: Int = 0) -> Rect? { view(id, device: device)?.frame }

    /// `id`'s frame on the screen.
    func absolute(_ id: String, device: Int = 0) -> Rect? { view(id, device: device)?.absolute }

    /// The diagnostics as `line: severity: message [id]`, for failure messages.
    var summary: String {
        diagnostics.map { diagnostic in
            let line = diagnostic.range.map { "\($0.lower.line)" } ?? "-"
            return "\(line): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]"
        }.joined(separator: "\n")
    }
}

/// Reads, checks, resolves and lays out `yaml` (as `t.yaml`) on `devices` (the spec's own devices
/// when empty).
///
/// The screen audits run only when `audits` is true: the layout suites judge frames, and the audits
/// have suites of their own.
func layOut(
    _ yaml: String, devices: [String] = [], options: Pipeline.Options = Pipeline.Options(),
    audits: Bool = false
)
    -> LaidOutSpec
{
    var options = options
    options.audits = audits
    let result = Pipeline.validate(SourceFile(path: "t.yaml", bytes: Array(yaml.utf8)), options: options)
    let laidOut = Pipeline.layout(result, deviceNames: devices)
    return LaidOutSpec(result: result, layouts: laidOut.layouts, layoutDiagnostics: laidOut.diagnostics)
}

/// The test device: 400 × 600 points without safe-area insets, so that `parent` and `safeArea`
/// of the root are the same rectangle and every number is easy to check by hand.
let plainDevice = "device: { name: test, width: 400, height: 600 }"

/// A device with uneven safe-area insets (top 40, left 10, bottom 30, right 20).
let insetDevice =
    "device: { name: inset, width: 400, height: 600, safeArea: { top: 40, left: 10, bottom: 30, right: 20 } }"

/// A document on `device` whose root is a plain `view` (with `rootLayout` as its plans when given)
/// holding `children`: YAML list items written from column 0.
///
/// `preamble` holds more top-level keys (from column 0) and `trailer` keys after the root
/// (`constraints:`).
func layoutDocument(
    _ children: String, device: String = plainDevice, preamble: String = "", rootLayout: String? = nil,
    trailer: String = ""
) -> String {
    let indented = children.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "      " + $0 }
        .joined(separator: "\n")
    var text = "viewspec: 1\n" + device + "\n"
    if !preamble.isEmpty { text += preamble + "\n" }
    text += "root:\n  view:\n    id: screen\n"
    if let rootLayout { text += "    layout: \(rootLayout)\n" }
    text += "    children:\n" + indented + "\n"
    if !trailer.isEmpty { text += trailer + "\n" }
    return text
}

/// Expects `spec` to have no diagnostics at all (checking, resolving or laying out).
func expectClean(_ spec: LaidOutSpec, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(spec.tree != nil, "the spec did not resolve:\n\(spec.summary)", sourceLocation: sourceLocation)
    #expect(
        spec.diagnostics.isEmpty, "unexpected diagnostics:\n\(spec.summary)", sourceLocation: sourceLocation)
}

/// Whether two numbers agree to 0.001 pt.
func nearlyEqual(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.001 }

/// Expects view `id`'s frame (relative to its parent, or on the screen with `absolute`) to be
/// `(x, y, width, height)` to 0.001 pt.
func expectFrame(
    _ spec: LaidOutSpec, _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    absolute: Bool = false, device: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let frame = absolute ? spec.absolute(id, device: device) : spec.frame(id, device: device) else {
        Issue.record(
            "no laid-out view '\(id)' in \(spec.tree?.views.map(\.id) ?? []):\n\(spec.summary)",
            sourceLocation: sourceLocation)
        return
    }
    let matches =
        nearlyEqual(frame.x, x) && nearlyEqual(frame.y, y) && nearlyEqual(frame.width, width)
        && nearlyEqual(frame.height, height)
    #expect(
        matches,
        "'\(id)' is (\(frame.x), \(frame.y), \(frame.width) × \(frame.height)), expected (\(x), \(y), \(width) × \(height))",
        sourceLocation: sourceLocation)
}

/// The diagnostics of `spec` with id `id`.
func reported(_ spec: LaidOutSpec, _ id: String) -> [Diagnostic] {
    spec.diagnostics.filter { $0.id == id }
}

/// Every spec under specs/ but specs/hostile (their trees of up to a million views are the
/// scale tests', and a debug build's solver takes minutes on them), resolved, on the first of
/// its devices: for checks that a faster path gives exactly what the plain one does.
func specsOnTheirFirstDevice() -> [(path: String, tree: ResolvedTree, device: Device)] {
    PackageFiles.files(in: "specs", extensions: ["yaml", "yml", "json"])
        .filter { !$0.hasPrefix("specs/hostile/") }
        .compactMap { path in
            guard let tree = Pipeline.validate(path: PackageFiles.path(path)).tree,
                let device = tree.devices.first
            else { return nil }
            return (path, tree, device)
        }
}
