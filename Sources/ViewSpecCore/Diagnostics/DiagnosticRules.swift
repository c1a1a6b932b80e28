/// Every diagnostic id as a rule: its default severity, a one-line summary and where
/// docs/diagnostics.md describes it.
///
/// The SARIF report lists them (`tool.driver.rules`), and DiagnosticCatalogueTests checks that this
/// list, the ids the sources report and the catalogue's tables are the same set. A new id is one
/// line here and a row there.
public struct DiagnosticRule: Sendable, Hashable {
    public var id: String
    public var defaultSeverity: Diagnostic.Severity
    /// One sentence, ending in a period, that says what the rule finds.
    public var summary: String
    /// The Markdown anchor of the docs/diagnostics.md section whose table lists the id.
    public var section: String

    public init(_ id: String, _ defaultSeverity: Diagnostic.Severity, _ summary: String, section: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.section = section
    }

    /// Where a reader of a report (GitHub's code scanning, an editor) learns more.
    public var helpURI: String { DiagnosticRules.documentation + "#" + section }
}

public enum DiagnosticRules {
    /// docs/diagnostics.md as published, on the host the JSON Schemas' ids name.
    public static let documentation = "https://viewspec.dev/docs/diagnostics.md"

    /// The rule of `id`, or nil for an id no stage reports (and for `note`).
    public static func rule(_ id: String) -> DiagnosticRule? {
        byID[id].map { all[$0] }
    }

    private static let byID: [String: Int] = Dictionary(
        uniqueKeysWithValues: all.enumerated().map { ($0.element.id, $0.offset) })

    /// In the catalogue's order, section by section.
    public static let all: [DiagnosticRule] =
        sharedDecoding + theDocument + nodesAndValues + semanticChecks + theFlatForm + syntax
        + constraintPlans + resolving + layout + audits + suppressions + configurationAndBaselines
        + snapshotsAndDiffs

    private static let sharedDecoding = rules(
        section: "shared-decoding",
        ("unknown-key", .error, "A mapping has a key its kind or section does not take."),
        ("missing-key", .error, "A mapping lacks a key it needs."),
        ("wrong-type", .error, "A value has the wrong type (a string where a number belongs)."),
        ("invalid-value", .error, "A value is not one of the words its key accepts."),
        ("value-out-of-range", .error, "A number lies outside the range its key accepts."),
        ("invalid-color", .error, "A colour is not valid hex, rgb()/rgba() or a known name."),
        ("conflicting-keys", .error, "Two keys that exclude each other are both given.")
    )

    private static let theDocument = rules(
        section: "the-document",
        ("missing-version", .error, "The spec does not start with 'viewspec: 1'."),
        ("version-not-first", .error, "'viewspec' is not the first key of the spec."),
        (
            "unsupported-version", .error,
            "The spec is written for a language version this viewspec does not read."
        ),
        ("missing-root", .error, "The spec has neither 'root' nor 'views' and 'hierarchy'."),
        ("unknown-device", .error, "A device name is not a preset."),
        ("invalid-orientation", .error, "A device is given an orientation it does not have."),
        ("component-shadows-kind", .error, "A component has the name of a built-in kind."),
        (
            "no-software-keyboard", .error,
            "A device asks for the keyboard ('keyboard: true') but has no docked software keyboard."
        )
    )

    private static let nodesAndValues = rules(
        section: "nodes-and-values",
        ("invalid-node", .error, "A node is not a mapping with one key, its kind."),
        ("unknown-kind", .error, "A node's kind is neither built in nor a component."),
        ("no-main-property", .error, "A scalar is given to a kind that has no main property."),
        ("children-not-allowed", .error, "A kind is given children it cannot hold."),
        ("invalid-id", .error, "An id is not letters, digits, '_' and '-' starting with a letter."),
        ("invalid-insets", .error, "Insets have a number of values other than 1, 2 or 4."),
        ("invalid-interpolation", .error, "A '${…}' in a string is empty or not closed."),
        (
            "invalid-gradient", .error,
            "A gradient has no colours, a single stop, or locations that do not match its colours."
        )
    )

    private static let semanticChecks = rules(
        section: "semantic-checks",
        ("duplicate-id", .error, "Two views have the same id."),
        ("undefined-id", .error, "A plan names a view id no view has."),
        (
            "reserved-id", .error,
            "A view's id is a word constraints reserve (parent, self, previous, safeArea)."
        ),
        ("component-cycle", .error, "A component contains itself."),
        ("missing-parameter", .error, "A component use lacks a parameter the component needs."),
        ("unknown-parameter", .error, "A component use passes a parameter the component does not declare."),
        ("undefined-parameter", .error, "A '$name' is neither a parameter nor a token."),
        ("slot-outside-component", .error, "A 'slot' appears outside a component body."),
        ("no-slot", .error, "A use of a component without a slot has children."),
        ("missing-row-field", .error, "A table row lacks a field the cell reads."),
        ("unused-row-field", .warning, "A table row has a field the cell never reads."),
        ("undefined-palette", .error, "A palette name is not defined."),
        ("palette-cycle", .error, "A palette extends itself."),
        ("unknown-palette-role", .error, "A palette sets a role that does not exist."),
        ("unknown-color", .error, "A colour name is not a role, a colour name or a token."),
        ("undefined-style", .error, "A style name is not defined."),
        ("unknown-style-target", .error, "A style sheet entry is not a kind, a family or a named style."),
        ("style-cycle", .error, "A style extends itself."),
        (
            "style-property-not-applicable", .error,
            "A style sets a property the kind it is used on does not have."
        ),
        ("undefined-token", .error, "A '$token' is not defined."),
        ("wrong-token-group", .error, "A token of one group is used where another group's belongs."),
        ("duplicate-token", .error, "A token is defined twice or redefines a built-in one."),
        ("setstack-missing-subviews", .error, "setStack names no views."),
        ("setstack-missing-vertical-spacings", .error, "setStack has fewer spacings than views plus one."),
        ("setstack-too-many-vertical-spacings", .error, "setStack has more spacings than views plus one."),
        ("missing-child", .error, "A wrapper has no child."),
        ("wrong-child-count", .error, "A container has a number of children other than it needs."),
        ("not-a-child", .error, "An arrangement names a view that is not a child of its view."),
        ("no-common-parent", .error, "The views of a top-level VFL line do not share a parent.")
    )

    private static let theFlatForm = rules(
        section: "the-flat-form",
        ("undeclared-view", .error, "The flat form's hierarchy places a view 'views' does not declare."),
        ("view-placed-twice", .error, "The flat form's hierarchy places a view twice."),
        ("multiple-roots", .error, "The flat form's hierarchy has more than one root."),
        ("id-mismatch", .error, "A flat form view's id differs from its key."),
        ("unplaced-view", .warning, "A flat form view is declared but never placed.")
    )

    private static let syntax = rules(
        section: "syntax",
        ("unreadable-file", .error, "A file cannot be read."),
        ("file-too-large", .error, "A file is larger than the limit."),
        ("unsupported-encoding", .error, "A file is not UTF-8."),
        ("byte-order-mark", .warning, "A file starts with a UTF-8 byte order mark."),
        ("binary-file", .error, "A file is binary, not YAML or JSON."),
        ("invalid-utf8", .error, "A file has a byte that is not valid UTF-8."),
        ("syntax-error", .error, "The YAML or JSON cannot be parsed."),
        ("tab-indentation", .error, "A line is indented with a tab."),
        ("empty-spec", .error, "The file is empty."),
        ("multiple-documents", .error, "The file holds more than one YAML document."),
        ("split-flow-value", .error, "A comma inside '{ }' cut an unquoted value into pieces."),
        ("out-of-memory", .error, "The parser ran out of memory."),
        ("duplicate-key", .error, "A mapping has the same key twice."),
        ("non-scalar-key", .error, "A mapping key is a collection."),
        ("unknown-alias", .error, "An alias names no anchor defined before it."),
        ("recursive-alias", .error, "An alias refers to the node that contains it."),
        ("invalid-merge", .error, "A merge key '<<' is given something other than mappings."),
        ("nesting-too-deep", .error, "Collections nest deeper than the limit."),
        ("alias-expansion-limit", .error, "Aliases expand to more nodes than the limit."),
        ("too-many-nodes", .error, "The document has more nodes than the limit.")
    )

    private static let constraintPlans = rules(
        section: "constraint-plans",
        ("expression-syntax", .error, "A constraint expression cannot be parsed."),
        ("unknown-anchor", .error, "A constraint names an anchor that does not exist."),
        ("invalid-target", .error, "A constraint's target is not a view id or a target word."),
        ("missing-view", .error, "A top-level constraint does not name its view."),
        ("mixed-axes", .error, "A constraint relates a horizontal anchor to a vertical one."),
        ("mixed-directions", .error, "A constraint relates left/right to leading/trailing."),
        ("mixed-anchor-kinds", .error, "A constraint relates a size to a position."),
        ("position-without-anchor", .error, "A position is compared with a bare number."),
        ("invalid-multiplier", .error, "A multiplier is zero or out of range."),
        ("invalid-priority", .error, "A priority is not 1...1000 or a priority name."),
        ("vfl-syntax", .error, "A Visual Format Language line cannot be parsed."),
        ("wrong-view-count", .error, "A two-view layout names a number of views other than two.")
    )

    private static let resolving = rules(
        section: "resolving",
        ("argument-does-not-fit", .error, "A component argument or row value does not fit where it is used."),
        ("embed-unavailable", .error, "An embed cannot be read in this run."),
        ("embed-cycle", .error, "Specs embed each other."),
        ("embed-too-deep", .error, "Embeds nest deeper than the limit."),
        ("expansion-too-deep", .error, "Components and embeds nest deeper than the limit."),
        ("embedded-spec-invalid", .error, "An embedded spec has errors."),
        ("font-file-unusable", .error, "A font file cannot be read or used."),
        ("unknown-font-family", .warning, "A font family is not a font file; text is measured in Inter."),
        ("spacing-after-not-a-child", .error, "spacingAfter names a view that is not a child of the stack."),
        (
            "too-many-views", .error,
            "Expanding components, embeds and table rows makes more views than the documented limit."
        ),
        (
            "zstack-order", .warning,
            "A z-stack's top view is listed before its bottom view, so drawing order and the z-stack disagree."
        )
    )

    private static let layout = rules(
        section: "layout",
        (
            "unsatisfiable-constraint", .error,
            "A required constraint conflicts with the others and is left out."
        ),
        ("ambiguous-layout", .warning, "The constraints allow more than one position or size for a view."),
        ("truncated-text", .warning, "A view's text does not fit its frame and is cut."),
        ("outside-parent", .warning, "A view reaches outside its parent."),
        ("off-screen", .warning, "A view reaches outside the screen."),
        ("negative-size", .warning, "A view's constraints give it a negative size."),
        (
            "unresolved-target", .warning,
            "'previous' or another target names no view; the constraint is left out."
        ),
        ("non-finite-constraint", .error, "A constraint's numbers are too large to solve with."),
        ("solver-failure", .error, "The solver could not add a constraint."),
        (
            "physical-direction", .warning,
            "A view does not mirror in right-to-left because a plan pins it with left or right."
        )
    )

    private static let audits = rules(
        section: "audits",
        (
            "low-contrast", .warning,
            "Text or a control boundary has less WCAG 2.x contrast against what is behind it than the threshold."
        ),
        (
            "small-tap-target", .warning,
            "An interactive view is smaller than the minimum tap target (44 × 44 pt by default)."
        ),
        (
            "overlapping-tap-targets", .warning,
            "Two interactive views have intersecting frames, so a tap may reach either."
        ),
        (
            "overlapping-views", .warning,
            "Sibling views intersect where nothing (a z-stack, zIndex, overlap: allowed) says they may."
        ),
        (
            "missing-accessibility-label", .warning,
            "A view that shows only an image has no accessibilityLabel for VoiceOver."
        ),
        ("shrunk-text", .warning, "Shrink-to-fit takes text below the minimum text size (11 pt by default)."),
        ("off-scale-spacing", .warning, "A spacing is not on the Padding scale and names no padding token."),
        ("off-scale-elevation", .warning, "An elevation is not on the Material elevation scale."),
        ("literal-colour", .warning, "A literal colour equals a palette role that could be named instead."),
        ("unused-token", .warning, "A token is defined and never used."),
        ("unused-palette-role", .warning, "A palette sets a role that nothing on the screen uses."),
        ("unused-style", .warning, "A style is defined and never used."),
        ("unused-component", .warning, "A component is defined and never used.")
    )

    private static let suppressions = rules(
        section: "suppressions",
        (
            "invalid-suppression", .warning,
            "A viewspec comment is not a well-formed suppression (no reason, or after content on its line)."
        ),
        (
            "unknown-rule", .warning,
            "A suppression names a rule id that does not exist or cannot be suppressed."
        ),
        ("unused-suppression", .warning, "A suppression suppresses nothing.")
    )

    private static let configurationAndBaselines = rules(
        section: "configuration-and-baselines",
        ("unknown-configured-rule", .error, "A configuration names a rule id that does not exist."),
        (
            "rule-not-configurable", .error,
            "A configuration turns off or lowers a rule that is an error of the spec language."
        ),
        (
            "invalid-baseline", .error,
            "A baseline file is written for another version of viewspec's baselines."
        )
    )

    private static let snapshotsAndDiffs = rules(
        section: "snapshots-and-diffs",
        ("view-added", .error, "A view is in the new layout and not in the old one."),
        ("view-removed", .error, "A view of the old layout is not in the new one."),
        ("view-moved", .error, "A view's position changed by more than the tolerance."),
        ("view-resized", .error, "A view's size changed by more than the tolerance."),
        ("kind-changed", .error, "A view with the same id is made by another kind."),
        ("text-changed", .error, "A view's text or its laid-out lines changed."),
        ("color-changed", .error, "A view's background, tint, text or border colour changed."),
        ("font-changed", .error, "The font a view's text is set in changed."),
        ("truncation-changed", .error, "A view's text became cut, or is no longer cut."),
        ("device-added", .error, "A device is laid out in the new document and not in the old one."),
        ("device-removed", .error, "A device of the old document is not laid out in the new one."),
        (
            "file-added", .error,
            "A file is in the new folder and not in the old one (a spec without a snapshot)."
        ),
        (
            "file-removed", .error,
            "A file of the old folder is not in the new one (a snapshot without a spec)."
        ),
        ("ambiguous-file", .error, "Two files of one folder have the same path but for their extension."),
        (
            "invalid-layout-document", .error,
            "A layout JSON document does not have the shape viewspec layout writes."
        ),
        (
            "generated-ids-renamed", .warning,
            "Most differences are views with generated ids added and removed in pairs."
        )
    )

    private static func rules(section: String, _ entries: (String, Diagnostic.Severity, String)...)
        -> [DiagnosticRule]
    {
        entries.map { DiagnosticRule($0.0, $0.1, $0.2, section: section) }
    }
}
