import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The messages of `viewspec diff` and `viewspec snapshot verify` (docs/diagnostics.md,
/// "Snapshots and diffs"). Views and devices are named by id; the device goes in the
/// diagnostic's `device`, never in the message.
extension DiagnosticMessage {
    static func viewAdded(_ id: String, kind: String, at frame: Rect) -> Self {
        Self(id: .viewAdded, "'\(id)' (\(kind)) was added at \(DiffText.rect(frame))")
    }

    static func viewRemoved(_ id: String, kind: String, was frame: Rect) -> Self {
        Self(id: .viewRemoved, "'\(id)' (\(kind)) was removed; it was at \(DiffText.rect(frame))")
    }

    static func viewMoved(_ id: String, from old: Rect, to new: Rect, relativeTo parent: String?) -> Self {
        let place = parent.map { " in '\($0)'" } ?? ""
        return Self(
            id: .viewMoved,
            "'\(id)' moved by \(DiffText.delta(new.x - old.x, new.y - old.y))\(place): "
                + "\(DiffText.point(old)) → \(DiffText.point(new))")
    }

    static func viewMovedAlong(
        _ id: String, from old: Rect, to new: Rect, in parent: String, _ companion: LayoutDiff.Companion
    ) -> Self {
        let why =
            switch companion {
            case .kept(let sibling): "along with '\(sibling)' before it (the gap between them is the same)"
            case .added(let sibling): "to make room for '\(sibling)', added before it"
            case .removed(let sibling): "into the room of '\(sibling)', removed from before it"
            }
        return Self(
            id: .viewMovedAlong,
            "'\(id)' moved by \(DiffText.delta(new.x - old.x, new.y - old.y)) in '\(parent)' \(why): "
                + "\(DiffText.point(old)) → \(DiffText.point(new))")
    }

    static func viewResized(_ id: String, from old: Rect, to new: Rect) -> Self {
        Self(
            id: .viewResized,
            "'\(id)' resized by \(DiffText.delta(new.width - old.width, new.height - old.height)): "
                + "\(DiffText.size(old)) → \(DiffText.size(new))")
    }

    static func kindChanged(_ id: String, from old: String, to new: String) -> Self {
        Self(id: .kindChanged, "'\(id)' is a '\(new)' now, not a '\(old)'")
    }

    static func textChanged(_ id: String, from old: String, to new: String) -> Self {
        Self(
            id: .textChanged,
            "the text of '\(id)' changed: \(DiffText.quoted(old)) → \(DiffText.quoted(new))")
    }

    static func linesChanged(_ id: String, from old: [String], to new: [String]) -> Self {
        Self(
            id: .textChanged,
            "the lines of '\(id)' changed: \(DiffText.lines(old)) → \(DiffText.lines(new))")
    }

    static func colorChanged(_ id: String, what: String, from old: String?, to new: String?) -> Self {
        Self(id: .colorChanged, "the \(what) of '\(id)' changed: \(old ?? "none") → \(new ?? "none")")
    }

    static func fontChanged(_ id: String, from old: String, to new: String) -> Self {
        Self(id: .fontChanged, "the font of '\(id)' changed: \(old) → \(new)")
    }

    static func truncationChanged(_ id: String, truncated: Bool, lines: [String]) -> Self {
        Self(
            id: .truncationChanged,
            truncated
                ? "the text of '\(id)' is cut now: \(DiffText.lines(lines))"
                : "the text of '\(id)' is no longer cut: \(DiffText.lines(lines))")
    }

    static func deviceAdded(_ device: String) -> Self {
        Self(id: .deviceAdded, "the layout on '\(device)' is new")
    }

    static func deviceRemoved(_ device: String) -> Self {
        Self(id: .deviceRemoved, "the layout on '\(device)' is gone")
    }

    package static func fileAdded(_ path: String, missingFrom folder: String) -> Self {
        Self(id: .fileAdded, "'\(path)' has no counterpart in '\(folder)'")
    }

    package static func fileRemoved(_ path: String, missingFrom folder: String) -> Self {
        Self(id: .fileRemoved, "'\(path)' has no counterpart in '\(folder)'")
    }

    package static func staleMockup(_ path: String, snapshot: String, gone: Bool) -> Self {
        Self(
            id: .staleMockup,
            gone
                ? "'\(path)' is the mockup of '\(snapshot)', which is gone; record again with --svg, or delete it"
                : "'\(path)' was not recorded with '\(snapshot)' as it is now, so it may show another layout; "
                    + "record again with --svg, or copy the new mockup from --artifacts with its snapshot")
    }

    package static func missingMockup(_ path: String, snapshot: String) -> Self {
        Self(
            id: .missingMockup,
            "'\(path)', a mockup of '\(snapshot)', is missing; "
                + "record again with --svg, or copy the mockups from --artifacts with the snapshot")
    }

    package static func ambiguousFile(_ path: String, other: String) -> Self {
        Self(
            id: .ambiguousFile,
            "'\(path)' and '\(other)' differ only in their extension, so neither can be matched by path")
    }

    static func invalidLayoutDocument(_ detail: String) -> Self {
        Self(id: .invalidLayoutDocument, "not a layout document as 'viewspec layout' writes it: \(detail)")
    }

    static func generatedIDsRenamed(_ count: Int, of total: Int, example: String) -> Self {
        Self(
            id: .generatedIDsRenamed,
            "\(count) of the \(total) differences are about views with generated ids, and '\(example)' "
                + "was added or removed: adding or removing a view renumbers the generated ids of its "
                + "later siblings, so they compare with the wrong views; give the views that matter an "
                + "id to keep diffs readable")
    }
}

/// How differences write numbers: as the layout output writes them, deltas with a sign.
enum DiffText {
    static func n(_ value: Double) -> String { NumberText.thousandths(value) }

    static func signed(_ value: Double) -> String {
        let text = n(value)
        return text.hasPrefix("-") || text == "0" ? text : "+" + text
    }

    static func delta(_ dx: Double, _ dy: Double) -> String { "(\(signed(dx)), \(signed(dy)))" }
    static func point(_ rect: Rect) -> String { "(\(n(rect.x)), \(n(rect.y)))" }
    static func size(_ rect: Rect) -> String { "\(n(rect.width)) × \(n(rect.height))" }
    static func rect(_ rect: Rect) -> String { "(\(n(rect.x)), \(n(rect.y)), \(size(rect)))" }
    static func quoted(_ text: String) -> String { "\"" + text + "\"" }
    static func lines(_ lines: [String]) -> String {
        lines.isEmpty ? "no lines" : lines.map(quoted).joined(separator: " / ")
    }
}
