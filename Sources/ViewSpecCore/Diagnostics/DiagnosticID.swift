/// The id of every diagnostic a stage reports, grouped by the docs/diagnostics.md section that
/// lists it, the sections in the page's order (the order of SARIF's rules and `viewspec rules`).
///
/// The raw value is the id as reports print it (`duplicate-key`); tools, configuration files and
/// suppression comments match on it, so it never changes once released. What each id's rule is
/// (section, default severity, summary) is a switch without a default, so an id cannot be added
/// without its rule. Notes carry the id `note`, which is no rule and so no case.
package enum DiagnosticID: String, CaseIterable, Sendable {
    // docs/diagnostics.md#shared-decoding
    case unknownKey = "unknown-key"
    case missingKey = "missing-key"
    case wrongType = "wrong-type"
    case invalidValue = "invalid-value"
    case valueOutOfRange = "value-out-of-range"
    case invalidColor = "invalid-color"
    case conflictingKeys = "conflicting-keys"

    // docs/diagnostics.md#the-document
    case missingVersion = "missing-version"
    case versionNotFirst = "version-not-first"
    case unsupportedVersion = "unsupported-version"
    case missingRoot = "missing-root"
    case unknownDevice = "unknown-device"
    case invalidOrientation = "invalid-orientation"
    case componentShadowsKind = "component-shadows-kind"
    case noSoftwareKeyboard = "no-software-keyboard"
    case otherIdiom = "other-idiom"

    // docs/diagnostics.md#nodes-and-values
    case invalidNode = "invalid-node"
    case unknownKind = "unknown-kind"
    case noMainProperty = "no-main-property"
    case childrenNotAllowed = "children-not-allowed"
    case invalidID = "invalid-id"
    case invalidInsets = "invalid-insets"
    case invalidInterpolation = "invalid-interpolation"
    case invalidGradient = "invalid-gradient"

    // docs/diagnostics.md#semantic-checks
    case duplicateID = "duplicate-id"
    case undefinedID = "undefined-id"
    case reservedID = "reserved-id"
    case componentCycle = "component-cycle"
    case missingParameter = "missing-parameter"
    case unknownParameter = "unknown-parameter"
    case undefinedParameter = "undefined-parameter"
    case slotOutsideComponent = "slot-outside-component"
    case noSlot = "no-slot"
    case missingRowField = "missing-row-field"
    case unusedRowField = "unused-row-field"
    case undefinedPalette = "undefined-palette"
    case paletteCycle = "palette-cycle"
    case unknownPaletteRole = "unknown-palette-role"
    case unknownColor = "unknown-color"
    case undefinedStyle = "undefined-style"
    case unknownStyleTarget = "unknown-style-target"
    case styleCycle = "style-cycle"
    case stylePropertyNotApplicable = "style-property-not-applicable"
    case undefinedToken = "undefined-token"
    case wrongTokenGroup = "wrong-token-group"
    case duplicateToken = "duplicate-token"
    case setstackMissingSubviews = "setstack-missing-subviews"
    case setstackMissingVerticalSpacings = "setstack-missing-vertical-spacings"
    case setstackTooManyVerticalSpacings = "setstack-too-many-vertical-spacings"
    case missingChild = "missing-child"
    case wrongChildCount = "wrong-child-count"
    case notAChild = "not-a-child"
    case noCommonParent = "no-common-parent"

    // docs/diagnostics.md#the-flat-form
    case undeclaredView = "undeclared-view"
    case viewPlacedTwice = "view-placed-twice"
    case multipleRoots = "multiple-roots"
    case idMismatch = "id-mismatch"
    case unplacedView = "unplaced-view"

    // docs/diagnostics.md#syntax
    case unreadableFile = "unreadable-file"
    case fileTooLarge = "file-too-large"
    case unsupportedEncoding = "unsupported-encoding"
    case byteOrderMark = "byte-order-mark"
    case binaryFile = "binary-file"
    case invalidUTF8 = "invalid-utf8"
    case syntaxError = "syntax-error"
    case tabIndentation = "tab-indentation"
    case emptySpec = "empty-spec"
    case multipleDocuments = "multiple-documents"
    case splitFlowValue = "split-flow-value"
    case outOfMemory = "out-of-memory"
    case duplicateKey = "duplicate-key"
    case nonScalarKey = "non-scalar-key"
    case unknownAlias = "unknown-alias"
    case recursiveAlias = "recursive-alias"
    case invalidMerge = "invalid-merge"
    case nestingTooDeep = "nesting-too-deep"
    case aliasExpansionLimit = "alias-expansion-limit"
    case tooManyNodes = "too-many-nodes"

    // docs/diagnostics.md#constraint-plans
    case expressionSyntax = "expression-syntax"
    case unknownAnchor = "unknown-anchor"
    case invalidTarget = "invalid-target"
    case missingView = "missing-view"
    case mixedAxes = "mixed-axes"
    case mixedDirections = "mixed-directions"
    case mixedAnchorKinds = "mixed-anchor-kinds"
    case positionWithoutAnchor = "position-without-anchor"
    case invalidMultiplier = "invalid-multiplier"
    case invalidPriority = "invalid-priority"
    case vflSyntax = "vfl-syntax"
    case wrongViewCount = "wrong-view-count"

    // docs/diagnostics.md#resolving
    case argumentDoesNotFit = "argument-does-not-fit"
    case embedUnavailable = "embed-unavailable"
    case embedCycle = "embed-cycle"
    case embedTooDeep = "embed-too-deep"
    case expansionTooDeep = "expansion-too-deep"
    case embeddedSpecInvalid = "embedded-spec-invalid"
    case fontFileUnusable = "font-file-unusable"
    case unknownFontFamily = "unknown-font-family"
    case missingGlyphs = "missing-glyphs"
    case spacingAfterNotAChild = "spacing-after-not-a-child"
    case tooManyViews = "too-many-views"
    case zstackOrder = "zstack-order"

    // docs/diagnostics.md#layout
    case unsatisfiableConstraint = "unsatisfiable-constraint"
    case ambiguousLayout = "ambiguous-layout"
    case truncatedText = "truncated-text"
    case outsideParent = "outside-parent"
    case offScreen = "off-screen"
    case negativeSize = "negative-size"
    case unresolvedTarget = "unresolved-target"
    case nonFiniteConstraint = "non-finite-constraint"
    case solverFailure = "solver-failure"
    case physicalDirection = "physical-direction"
    case unsettledLayout = "unsettled-layout"

    // docs/diagnostics.md#audits
    case lowContrast = "low-contrast"
    case smallTapTarget = "small-tap-target"
    case overlappingTapTargets = "overlapping-tap-targets"
    case overlappingViews = "overlapping-views"
    case missingAccessibilityLabel = "missing-accessibility-label"
    case shrunkText = "shrunk-text"
    case offScaleSpacing = "off-scale-spacing"
    case offScaleElevation = "off-scale-elevation"
    case literalColour = "literal-colour"
    case unusedToken = "unused-token"
    case unusedPaletteRole = "unused-palette-role"
    case unusedStyle = "unused-style"
    case unusedComponent = "unused-component"

    // docs/diagnostics.md#suppressions
    case invalidSuppression = "invalid-suppression"
    case unknownRule = "unknown-rule"
    case unusedSuppression = "unused-suppression"

    // docs/diagnostics.md#configuration-and-baselines
    case unknownConfiguredRule = "unknown-configured-rule"
    case ruleNotConfigurable = "rule-not-configurable"
    case invalidBaseline = "invalid-baseline"
    case staleBaseline = "stale-baseline"
    case baselineTooLarge = "baseline-too-large"
    case globLimit = "glob-limit"

    // docs/diagnostics.md#snapshots-and-diffs
    case viewAdded = "view-added"
    case viewRemoved = "view-removed"
    case viewMoved = "view-moved"
    case viewMovedAlong = "view-moved-along"
    case viewResized = "view-resized"
    case kindChanged = "kind-changed"
    case textChanged = "text-changed"
    case colorChanged = "color-changed"
    case fontChanged = "font-changed"
    case truncationChanged = "truncation-changed"
    case deviceAdded = "device-added"
    case deviceRemoved = "device-removed"
    case fileAdded = "file-added"
    case fileRemoved = "file-removed"
    case ambiguousFile = "ambiguous-file"
    case invalidLayoutDocument = "invalid-layout-document"
    case generatedIDsRenamed = "generated-ids-renamed"
    case staleMockup = "stale-mockup"
    case missingMockup = "missing-mockup"

    // docs/diagnostics.md#the-command-line
    case unwritableOutput = "unwritable-output"
    case needsOneResolution = "needs-one-resolution"
    case needsOutputFile = "needs-output-file"
    case pictureTooWide = "picture-too-wide"
    case nothingToValidate = "nothing-to-validate"
    case cannotServe = "cannot-serve"
}

extension DiagnosticID {
    /// A section of docs/diagnostics.md whose table lists ids; the raw value is its Markdown anchor.
    package enum Section: String, CaseIterable, Sendable {
        case sharedDecoding = "shared-decoding"
        case theDocument = "the-document"
        case nodesAndValues = "nodes-and-values"
        case semanticChecks = "semantic-checks"
        case theFlatForm = "the-flat-form"
        case syntax = "syntax"
        case constraintPlans = "constraint-plans"
        case resolving = "resolving"
        case layout = "layout"
        case audits = "audits"
        case suppressions = "suppressions"
        case configurationAndBaselines = "configuration-and-baselines"
        case snapshotsAndDiffs = "snapshots-and-diffs"
        case theCommandLine = "the-command-line"
    }

    /// The section of docs/diagnostics.md whose table lists the id.
    package var section: Section { definition.section }

    /// The severity the id is reported with unless a configuration changes it.
    package var defaultSeverity: Diagnostic.Severity { definition.severity }

    /// One sentence, ending in a period, that says what the rule finds.
    package var summary: String { definition.summary }

    private var definition: (section: Section, severity: Diagnostic.Severity, summary: String) {
        switch self {
        case .unknownKey: (.sharedDecoding, .error, "A mapping has a key its kind or section does not take.")
        case .missingKey: (.sharedDecoding, .error, "A mapping lacks a key it needs.")
        case .wrongType:
            (.sharedDecoding, .error, "A value has the wrong type (a string where a number belongs).")
        case .invalidValue: (.sharedDecoding, .error, "A value is not one of the words its key accepts.")
        case .valueOutOfRange: (.sharedDecoding, .error, "A number lies outside the range its key accepts.")
        case .invalidColor:
            (.sharedDecoding, .error, "A colour is not valid hex, rgb()/rgba() or a known name.")
        case .conflictingKeys: (.sharedDecoding, .error, "Two keys that exclude each other are both given.")

        case .missingVersion: (.theDocument, .error, "The spec does not start with 'viewspec: 1'.")
        case .versionNotFirst: (.theDocument, .error, "'viewspec' is not the first key of the spec.")
        case .unsupportedVersion:
            (.theDocument, .error, "The spec is written for a language version this viewspec does not read.")
        case .missingRoot: (.theDocument, .error, "The spec has neither 'root' nor 'views' and 'hierarchy'.")
        case .unknownDevice: (.theDocument, .error, "A device name is not a preset.")
        case .invalidOrientation: (.theDocument, .error, "A device is given an orientation it does not have.")
        case .componentShadowsKind: (.theDocument, .error, "A component has the name of a built-in kind.")
        case .noSoftwareKeyboard:
            (
                .theDocument, .error,
                "A device asks for the keyboard ('keyboard: true') but has no docked software keyboard."
            )
        case .otherIdiom:
            (
                .theDocument, .note,
                "A spec for one idiom ('options.idiom') is not laid out on the devices of another that 'all', a group or a configuration's matrix names."
            )

        case .invalidNode: (.nodesAndValues, .error, "A node is not a mapping with one key, its kind.")
        case .unknownKind: (.nodesAndValues, .error, "A node's kind is neither built in nor a component.")
        case .noMainProperty:
            (.nodesAndValues, .error, "A scalar is given to a kind that has no main property.")
        case .childrenNotAllowed: (.nodesAndValues, .error, "A kind is given children it cannot hold.")
        case .invalidID:
            (.nodesAndValues, .error, "An id is not letters, digits, '_' and '-' starting with a letter.")
        case .invalidInsets: (.nodesAndValues, .error, "Insets have a number of values other than 1, 2 or 4.")
        case .invalidInterpolation: (.nodesAndValues, .error, "A '${…}' in a string is empty or not closed.")
        case .invalidGradient:
            (
                .nodesAndValues, .error,
                "A gradient has no colours, a single stop, or locations that do not match its colours."
            )

        case .duplicateID: (.semanticChecks, .error, "Two views have the same id.")
        case .undefinedID: (.semanticChecks, .error, "A plan names a view id no view has.")
        case .reservedID:
            (
                .semanticChecks, .error,
                "A view's id is a word constraints reserve (parent, self, previous, safeArea)."
            )
        case .componentCycle: (.semanticChecks, .error, "A component contains itself.")
        case .missingParameter:
            (.semanticChecks, .error, "A component use lacks a parameter the component needs.")
        case .unknownParameter:
            (.semanticChecks, .error, "A component use passes a parameter the component does not declare.")
        case .undefinedParameter: (.semanticChecks, .error, "A '$name' is neither a parameter nor a token.")
        case .slotOutsideComponent: (.semanticChecks, .error, "A 'slot' appears outside a component body.")
        case .noSlot: (.semanticChecks, .error, "A use of a component without a slot has children.")
        case .missingRowField: (.semanticChecks, .error, "A table row lacks a field the cell reads.")
        case .unusedRowField: (.semanticChecks, .warning, "A table row has a field the cell never reads.")
        case .undefinedPalette: (.semanticChecks, .error, "A palette name is not defined.")
        case .paletteCycle: (.semanticChecks, .error, "A palette extends itself.")
        case .unknownPaletteRole: (.semanticChecks, .error, "A palette sets a role that does not exist.")
        case .unknownColor:
            (.semanticChecks, .error, "A colour name is not a role, a colour name or a token.")
        case .undefinedStyle: (.semanticChecks, .error, "A style name is not defined.")
        case .unknownStyleTarget:
            (.semanticChecks, .error, "A style sheet entry is not a kind, a family or a named style.")
        case .styleCycle: (.semanticChecks, .error, "A style extends itself.")
        case .stylePropertyNotApplicable:
            (.semanticChecks, .error, "A style sets a property the kind it is used on does not have.")
        case .undefinedToken: (.semanticChecks, .error, "A '$token' is not defined.")
        case .wrongTokenGroup:
            (.semanticChecks, .error, "A token of one group is used where another group's belongs.")
        case .duplicateToken:
            (.semanticChecks, .error, "A token is defined twice or redefines a built-in one.")
        case .setstackMissingSubviews: (.semanticChecks, .error, "setStack names no views.")
        case .setstackMissingVerticalSpacings:
            (.semanticChecks, .error, "setStack has fewer spacings than views plus one.")
        case .setstackTooManyVerticalSpacings:
            (.semanticChecks, .error, "setStack has more spacings than views plus one.")
        case .missingChild: (.semanticChecks, .error, "A wrapper has no child.")
        case .wrongChildCount:
            (.semanticChecks, .error, "A container has a number of children other than it needs.")
        case .notAChild:
            (.semanticChecks, .error, "An arrangement names a view that is not a child of its view.")
        case .noCommonParent:
            (.semanticChecks, .error, "The views of a top-level VFL line do not share a parent.")

        case .undeclaredView:
            (.theFlatForm, .error, "The flat form's hierarchy places a view 'views' does not declare.")
        case .viewPlacedTwice: (.theFlatForm, .error, "The flat form's hierarchy places a view twice.")
        case .multipleRoots: (.theFlatForm, .error, "The flat form's hierarchy has more than one root.")
        case .idMismatch: (.theFlatForm, .error, "A flat form view's id differs from its key.")
        case .unplacedView: (.theFlatForm, .warning, "A flat form view is declared but never placed.")

        case .unreadableFile: (.syntax, .error, "A file cannot be read.")
        case .fileTooLarge: (.syntax, .error, "A file is larger than the limit.")
        case .unsupportedEncoding: (.syntax, .error, "A file is not UTF-8.")
        case .byteOrderMark: (.syntax, .warning, "A file starts with a UTF-8 byte order mark.")
        case .binaryFile: (.syntax, .error, "A file is binary, not YAML or JSON.")
        case .invalidUTF8: (.syntax, .error, "A file has a byte that is not valid UTF-8.")
        case .syntaxError: (.syntax, .error, "The YAML or JSON cannot be parsed.")
        case .tabIndentation: (.syntax, .error, "A line is indented with a tab.")
        case .emptySpec: (.syntax, .error, "The file is empty.")
        case .multipleDocuments: (.syntax, .error, "The file holds more than one YAML document.")
        case .splitFlowValue: (.syntax, .error, "A comma inside '{ }' cut an unquoted value into pieces.")
        case .outOfMemory: (.syntax, .error, "The parser ran out of memory.")
        case .duplicateKey: (.syntax, .error, "A mapping has the same key twice.")
        case .nonScalarKey: (.syntax, .error, "A mapping key is a collection.")
        case .unknownAlias: (.syntax, .error, "An alias names no anchor defined before it.")
        case .recursiveAlias: (.syntax, .error, "An alias refers to the node that contains it.")
        case .invalidMerge: (.syntax, .error, "A merge key '<<' is given something other than mappings.")
        case .nestingTooDeep: (.syntax, .error, "Collections nest deeper than the limit.")
        case .aliasExpansionLimit: (.syntax, .error, "Aliases expand to more nodes than the limit.")
        case .tooManyNodes: (.syntax, .error, "The document has more nodes than the limit.")

        case .expressionSyntax: (.constraintPlans, .error, "A constraint expression cannot be parsed.")
        case .unknownAnchor: (.constraintPlans, .error, "A constraint names an anchor that does not exist.")
        case .invalidTarget:
            (.constraintPlans, .error, "A constraint's target is not a view id or a target word.")
        case .missingView: (.constraintPlans, .error, "A top-level constraint does not name its view.")
        case .mixedAxes:
            (.constraintPlans, .error, "A constraint relates a horizontal anchor to a vertical one.")
        case .mixedDirections:
            (.constraintPlans, .error, "A constraint relates left/right to leading/trailing.")
        case .mixedAnchorKinds: (.constraintPlans, .error, "A constraint relates a size to a position.")
        case .positionWithoutAnchor: (.constraintPlans, .error, "A position is compared with a bare number.")
        case .invalidMultiplier: (.constraintPlans, .error, "A multiplier is zero or out of range.")
        case .invalidPriority: (.constraintPlans, .error, "A priority is not 1...1000 or a priority name.")
        case .vflSyntax: (.constraintPlans, .error, "A Visual Format Language line cannot be parsed.")
        case .wrongViewCount:
            (.constraintPlans, .error, "A two-view layout names a number of views other than two.")

        case .argumentDoesNotFit:
            (.resolving, .error, "A component argument or row value does not fit where it is used.")
        case .embedUnavailable: (.resolving, .error, "An embed cannot be read in this run.")
        case .embedCycle: (.resolving, .error, "Specs embed each other.")
        case .embedTooDeep: (.resolving, .error, "Embeds nest deeper than the limit.")
        case .expansionTooDeep: (.resolving, .error, "Components and embeds nest deeper than the limit.")
        case .embeddedSpecInvalid: (.resolving, .error, "An embedded spec has errors.")
        case .fontFileUnusable: (.resolving, .error, "A font file cannot be read or used.")
        case .unknownFontFamily:
            (.resolving, .warning, "A font family is not a font file; text is measured in Inter.")
        case .missingGlyphs:
            (
                .resolving, .warning,
                "Text is in a script the font has no glyphs for; its widths are estimates."
            )
        case .spacingAfterNotAChild:
            (.resolving, .error, "spacingAfter names a view that is not a child of the stack.")
        case .tooManyViews:
            (
                .resolving, .error,
                "Expanding components, embeds and table rows makes more views than the documented limit."
            )
        case .zstackOrder:
            (
                .resolving, .warning,
                "A z-stack's top view is listed before its bottom view, so drawing order and the z-stack disagree."
            )

        case .unsatisfiableConstraint:
            (.layout, .error, "A required constraint conflicts with the others and is left out.")
        case .ambiguousLayout:
            (.layout, .warning, "The constraints allow more than one position or size for a view.")
        case .truncatedText: (.layout, .warning, "A view's text does not fit its frame and is cut.")
        case .outsideParent: (.layout, .warning, "A view reaches outside its parent.")
        case .offScreen: (.layout, .warning, "A view reaches outside the screen.")
        case .negativeSize: (.layout, .warning, "A view's constraints give it a negative size.")
        case .unresolvedTarget:
            (.layout, .warning, "'previous' or another target names no view; the constraint is left out.")
        case .nonFiniteConstraint: (.layout, .error, "A constraint's numbers are too large to solve with.")
        case .solverFailure: (.layout, .error, "The solver could not add a constraint.")
        case .unsettledLayout:
            (
                .layout, .warning,
                "The text passes and safe areas did not settle within the layout's passes; the frames are the last pass's."
            )
        case .physicalDirection:
            (
                .layout, .warning,
                "A view or its text does not mirror in right-to-left: a plan pins it with left or right, or its text is aligned left or right."
            )

        case .lowContrast:
            (
                .audits, .warning,
                "Text or a control boundary has less WCAG 2.x contrast against what is behind it than the threshold."
            )
        case .smallTapTarget:
            (
                .audits, .warning,
                "An interactive view is smaller than the minimum tap target (44 × 44 pt by default)."
            )
        case .overlappingTapTargets:
            (.audits, .warning, "Two interactive views have intersecting frames, so a tap may reach either.")
        case .overlappingViews:
            (
                .audits, .warning,
                "Sibling views intersect where nothing (a z-stack, zIndex, overlap: allowed) says they may."
            )
        case .missingAccessibilityLabel:
            (.audits, .warning, "A view that shows only an image has no accessibilityLabel for VoiceOver.")
        case .shrunkText:
            (.audits, .warning, "Shrink-to-fit takes text below the minimum text size (11 pt by default).")
        case .offScaleSpacing:
            (.audits, .warning, "A spacing is not on the Padding scale and names no padding token.")
        case .offScaleElevation: (.audits, .warning, "An elevation is not on the Material elevation scale.")
        case .literalColour:
            (.audits, .warning, "A literal colour equals a palette role that could be named instead.")
        case .unusedToken: (.audits, .warning, "A token is defined and never used.")
        case .unusedPaletteRole: (.audits, .warning, "A palette sets a role that nothing on the screen uses.")
        case .unusedStyle: (.audits, .warning, "A style is defined and never used.")
        case .unusedComponent: (.audits, .warning, "A component is defined and never used.")

        case .invalidSuppression:
            (
                .suppressions, .warning,
                "A viewspec comment is not a well-formed suppression (no reason, or after content on its line)."
            )
        case .unknownRule:
            (
                .suppressions, .warning,
                "A suppression names a rule id that does not exist or cannot be suppressed."
            )
        case .unusedSuppression: (.suppressions, .warning, "A suppression suppresses nothing.")

        case .unknownConfiguredRule:
            (.configurationAndBaselines, .error, "A configuration names a rule id that does not exist.")
        case .ruleNotConfigurable:
            (
                .configurationAndBaselines, .error,
                "A configuration turns off or lowers a rule that is an error of the spec language."
            )
        case .invalidBaseline:
            (
                .configurationAndBaselines, .error,
                "A baseline file is written for another version of viewspec's baselines."
            )
        case .staleBaseline:
            (
                .configurationAndBaselines, .note,
                "A baseline holds findings the specs validated no longer have; written again, it drops them."
            )

        case .baselineTooLarge:
            (
                .configurationAndBaselines, .error,
                "A baseline to record is larger than a baseline viewspec reads; it is not written."
            )
        case .globLimit:
            (
                .configurationAndBaselines, .error,
                "A configuration's include or exclude glob is too long, or it has too many."
            )

        case .viewAdded: (.snapshotsAndDiffs, .error, "A view is in the new layout and not in the old one.")
        case .viewRemoved: (.snapshotsAndDiffs, .error, "A view of the old layout is not in the new one.")
        case .viewMoved: (.snapshotsAndDiffs, .error, "A view's position changed by more than the tolerance.")
        case .viewMovedAlong:
            (
                .snapshotsAndDiffs, .note,
                "A view moved only with the sibling before it: the gap between them is the same."
            )
        case .staleMockup:
            (
                .snapshotsAndDiffs, .error,
                "A recorded SVG mockup was not recorded with its snapshot as the snapshot is now."
            )
        case .missingMockup:
            (
                .snapshotsAndDiffs, .error,
                "A snapshot recorded with SVG mockups lacks the mockup of one of its cells."
            )
        case .viewResized: (.snapshotsAndDiffs, .error, "A view's size changed by more than the tolerance.")
        case .kindChanged: (.snapshotsAndDiffs, .error, "A view with the same id is made by another kind.")
        case .textChanged: (.snapshotsAndDiffs, .error, "A view's text or its laid-out lines changed.")
        case .colorChanged:
            (.snapshotsAndDiffs, .error, "A view's background, tint, text or border colour changed.")
        case .fontChanged: (.snapshotsAndDiffs, .error, "The font a view's text is set in changed.")
        case .truncationChanged:
            (.snapshotsAndDiffs, .error, "A view's text became cut, or is no longer cut.")
        case .deviceAdded:
            (
                .snapshotsAndDiffs, .error,
                "A cell (a device in a content size, appearance and direction) is laid out in the new document and not in the old one."
            )
        case .deviceRemoved:
            (
                .snapshotsAndDiffs, .error,
                "A cell (a device in a content size, appearance and direction) of the old document is not laid out in the new one."
            )
        case .fileAdded:
            (
                .snapshotsAndDiffs, .error,
                "A file is in the new folder and not in the old one (a spec without a snapshot)."
            )
        case .fileRemoved:
            (
                .snapshotsAndDiffs, .error,
                "A file of the old folder is not in the new one (a snapshot without a spec)."
            )
        case .ambiguousFile:
            (
                .snapshotsAndDiffs, .error,
                "Two files of one folder have the same path but for their extension."
            )
        case .invalidLayoutDocument:
            (
                .snapshotsAndDiffs, .error,
                "A layout JSON document does not have the shape viewspec layout writes."
            )
        case .generatedIDsRenamed:
            (
                .snapshotsAndDiffs, .warning,
                "Most differences are views with generated ids added and removed in pairs."
            )
        case .cannotServe:
            (
                .theCommandLine, .error,
                "viewspec preview cannot serve: its spec or folder cannot be read, or the port cannot be listened on."
            )
        case .unwritableOutput:
            (
                .theCommandLine, .error,
                "An output file, a snapshot, an artifact or a baseline cannot be written."
            )
        case .needsOneResolution:
            (
                .theCommandLine, .error,
                "An output that shows one resolved tree is asked of several content sizes, appearances or directions."
            )
        case .needsOutputFile:
            (.theCommandLine, .error, "Several documents are asked for standard output, which takes one.")
        case .pictureTooWide:
            (
                .theCommandLine, .error,
                "An ASCII picture at the asked scale would be wider than the largest one."
            )
        case .nothingToValidate:
            (
                .theCommandLine, .error,
                "A folder to validate holds no spec, or no spec its configuration includes."
            )
        }
    }
}
