import ViewSpecCore
import ViewSpecSyntax

/// Messages of the spec decoder and the semantic checker. Ids are stable and listed in
/// docs/diagnostics.md.
extension DiagnosticMessage {
    // MARK: Document

    static let missingVersion = Self(id: .missingVersion, "spec needs 'viewspec: 1' as its first key")

    static let versionNotFirst = Self(id: .versionNotFirst, "'viewspec' must be the first key of the spec")

    static func unsupportedVersion(_ version: String) -> Self {
        Self(
            id: .unsupportedVersion,
            "unsupported spec version '\(version)'; this viewspec reads version \(SpecShapes.supportedVersion)"
        )
    }

    static let missingRoot = Self(id: .missingRoot, "spec needs 'root', or 'views' and 'hierarchy'")

    // MARK: Nodes

    static func invalidNode(found: String, hint: String? = nil) -> Self {
        Self(
            id: .invalidNode,
            "a node must be a mapping with one key, its kind, not \(found)" + (hint.map { "; \($0)" } ?? ""))
    }

    static func unknownKind(_ kind: String, suggestion: String?) -> Self {
        Self(id: .unknownKind, "unknown kind '\(kind)'" + didYouMean(suggestion)).replacing(
            kind, with: suggestion)
    }

    static func noMainProperty(_ kind: String) -> Self {
        Self(id: .noMainProperty, "'\(kind)' has no main property; write its properties as a mapping")
    }

    static func childrenNotAllowed(_ kind: String, key: String, expected: String?) -> Self {
        Self(
            id: .childrenNotAllowed,
            expected.map { "'\(kind)' takes \($0), not '\(key)'" } ?? "'\(kind)' cannot have '\(key)'")
    }

    static func invalidID(_ id: String) -> Self {
        Self(
            id: .invalidID,
            "'\(id)' is not a valid id; use letters, digits, '_' and '-', starting with a letter")
    }

    static func invalidInsets(count: Int) -> Self {
        Self(
            id: .invalidInsets,
            "insets take 2 values [vertical, horizontal] or 4 [top, left, bottom, right], not \(count)")
    }

    static func invalidInterpolation(_ text: String) -> Self {
        Self(id: .invalidInterpolation, "unterminated or empty '${…}' in '\(text)'")
    }

    package static func unknownDevice(_ name: String, suggestion: String?) -> Self {
        Self(id: .unknownDevice, "unknown device '\(name)'" + didYouMean(suggestion)).replacing(
            name, with: suggestion)
    }

    static func noSoftwareKeyboard(_ device: String) -> Self {
        Self(
            id: .noSoftwareKeyboard,
            "'\(device)' has no docked software keyboard; 'keyboard: true' applies to iPhone and iPad screens"
        )
    }

    /// `devices` (presets of another idiom than the spec's) are left out of the matrix.
    package static func otherIdiom(_ devices: [String], idiom: String) -> Self {
        let names = devices.map { "'\($0)'" }
        let list =
            names.count == 1
            ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        return Self(
            id: .otherIdiom,
            "the spec is for \(idiom) screens (options.idiom), so \(list) \(devices.count == 1 ? "is" : "are") not laid out; name a device with --device to lay it out anyway"
        )
    }

    package static func keyboardNotShown(_ device: String) -> Self {
        Self(
            id: .noSoftwareKeyboard,
            "'\(device)' has no docked software keyboard; it is laid out without one")
    }

    static func invalidOrientation(preset: String) -> Self {
        Self(id: .invalidOrientation, "'\(preset)' is landscape only; it has no portrait orientation")
    }

    static func componentShadowsKind(_ name: String) -> Self {
        Self(id: .componentShadowsKind, "component '\(name)' has the name of a built-in kind")
    }

    // MARK: Ids and references

    static func duplicateID(_ id: String) -> Self {
        Self(id: .duplicateID, "duplicate id '\(id)'")
    }

    static func undefinedID(_ id: String, suggestion: String?) -> Self {
        Self(id: .undefinedID, "no view has the id '\(id)'" + didYouMean(suggestion)).replacing(
            id, with: suggestion)
    }

    static func notAChild(_ id: String, form: String, parent: String, node: String) -> Self {
        let rule =
            form == "a VFL line"
            ? "a VFL line in a layout places children of that view, which its '|' stands for"
            : "'\(form)' arranges children of the view whose layout holds it"
        return Self(id: .notAChild, "'\(id)' is a child of \(parent), not of \(node); \(rule)")
    }

    static func noCommonParent(_ id: String, parent: String, first: String, firstParent: String) -> Self {
        Self(
            id: .noCommonParent,
            "'\(id)' is a child of \(parent) but '\(first)' is a child of \(firstParent); the views of a "
                + "top-level VFL line must share a parent, which its '|' stands for")
    }

    static func reservedID(_ id: String) -> Self {
        Self(id: .reservedID, "'\(id)' is reserved for constraints; choose another id")
    }

    // MARK: Components

    static func componentCycle(_ name: String, chain: [String]) -> Self {
        Self(id: .componentCycle, "component '\(name)' contains itself: " + chain.joined(separator: " → "))
    }

    static func missingParameter(_ name: String, component: String) -> Self {
        Self(id: .missingParameter, "'\(component)' needs the parameter '\(name)'")
    }

    static func unknownParameter(_ name: String, component: String, suggestion: String?) -> Self {
        Self(
            id: .unknownParameter,
            "unknown parameter '\(name)' of component '\(component)'" + didYouMean(suggestion)
        ).replacing(name, with: suggestion)
    }

    /// `orToken`: in a component body, where a name that is no parameter may be a token.
    static func undefinedParameter(_ name: String, scope: String, suggestion: String?, orToken: Bool = false)
        -> Self
    {
        Self(
            id: .undefinedParameter,
            (orToken
                ? "'$\(name)' is neither a parameter of \(scope) nor a token"
                : "'$\(name)' is not a parameter of \(scope)") + didYouMean(suggestion))
    }

    static func unusedRowField(_ name: String, kind: String, suggestion: String?) -> Self {
        Self(
            id: .unusedRowField,
            "the cell of '\(kind)' never reads the row field '\(name)'" + didYouMean(suggestion))
    }

    static func missingRowField(_ name: String, kind: String) -> Self {
        Self(id: .missingRowField, "this row of '\(kind)' has no field '\(name)', which the cell reads")
    }

    static let slotOutsideComponent = Self(
        id: .slotOutsideComponent, "'slot' is only allowed inside a component body")

    static func noSlot(component: String) -> Self {
        Self(id: .noSlot, "component '\(component)' has no 'slot', so its uses cannot have children")
    }

    // MARK: Palettes and colours

    static func undefinedPalette(_ name: String, suggestion: String?) -> Self {
        Self(id: .undefinedPalette, "no palette named '\(name)'" + didYouMean(suggestion)).replacing(
            name, with: suggestion)
    }

    static func paletteCycle(_ name: String, chain: [String]) -> Self {
        Self(id: .paletteCycle, "palette '\(name)' extends itself: " + chain.joined(separator: " → "))
    }

    static func unknownPaletteRole(_ role: String, suggestion: String?) -> Self {
        Self(id: .unknownPaletteRole, "unknown palette role '\(role)'" + didYouMean(suggestion)).replacing(
            role, with: suggestion)
    }

    static func unknownColor(_ name: String, suggestion: String?) -> Self {
        Self(id: .unknownColor, "unknown colour '\(name)'" + didYouMean(suggestion)).replacing(
            name, with: suggestion)
    }

    // MARK: Styles

    package static func undefinedStyle(_ name: String, suggestion: String?, hint: String? = nil) -> Self {
        Self(
            id: .undefinedStyle,
            "no style named '.\(name)'" + didYouMean(suggestion) + (hint.map { "; \($0)" } ?? "")
        ).replacing(name, with: suggestion)
    }

    static func styleReferenceOutsideScope(_ reference: String) -> Self {
        Self(
            id: .undefinedStyle,
            "'\(reference)' names a parameter, and only a component body or a table's or collection's "
                + "cell has parameters; name the style itself here (style: name)")
    }

    static func unknownStyleTarget(_ key: String, suggestion: String?) -> Self {
        Self(
            id: .unknownStyleTarget,
            "'\(key)' is not a kind, a family or a named style ('.name')" + didYouMean(suggestion)
        ).replacing(key, with: suggestion)
    }

    static func styleCycle(_ name: String, chain: [String]) -> Self {
        Self(id: .styleCycle, "style '.\(name)' extends itself: " + chain.joined(separator: " → "))
    }

    static func styleProperty(_ property: String, notApplicableTo kind: String, style: String) -> Self {
        Self(
            id: .stylePropertyNotApplicable,
            "style '\(style)' sets '\(property)', which '\(kind)' does not have")
    }

    // MARK: Tokens

    static func undefinedToken(_ name: String, suggestion: String?) -> Self {
        Self(id: .undefinedToken, "undefined token '$\(name)'" + didYouMean(suggestion.map { "$" + $0 }))
            .replacing(name, with: suggestion)
    }

    static func wrongTokenGroup(_ name: String, group: String, expected: String) -> Self {
        Self(id: .wrongTokenGroup, "'$\(name)' is a \(group) token; expected \(expected) token")
    }

    static func duplicateToken(_ name: String) -> Self {
        Self(id: .duplicateToken, "token '\(name)' is defined twice")
    }

    static func builtInToken(_ name: String, group: String) -> Self {
        Self(id: .duplicateToken, "token '\(name)' is already a built-in \(group) token")
    }

    // MARK: Structure

    static let setStackMissingSubviews = Self(
        id: .setstackMissingSubviews, "setStack needs at least one view")

    /// `scroll.vertical`'s `spacings` follows setStack's rule and reports the same ids.
    static let scrollSpacingsMissingSubviews = Self(
        id: .setstackMissingSubviews, "'scroll.vertical' needs at least one child for its 'spacings'")

    static func setStackMissingVerticalSpacings(views: Int, spacings: Int) -> Self {
        Self(
            id: .setstackMissingVerticalSpacings,
            "setStack has \(views) views and needs \(views + 1) vertical spacings, not \(spacings)")
    }

    static func setStackTooManyVerticalSpacings(views: Int, spacings: Int) -> Self {
        Self(
            id: .setstackTooManyVerticalSpacings,
            "setStack has \(views) views and needs \(views + 1) vertical spacings, not \(spacings)")
    }

    static func scrollMissingSpacings(children: Int, spacings: Int) -> Self {
        Self(
            id: .setstackMissingVerticalSpacings,
            "'scroll.vertical' has \(children) children and needs \(children + 1) 'spacings', not \(spacings)"
        )
    }

    static func scrollTooManySpacings(children: Int, spacings: Int) -> Self {
        Self(
            id: .setstackTooManyVerticalSpacings,
            "'scroll.vertical' has \(children) children and needs \(children + 1) 'spacings', not \(spacings)"
        )
    }

    static func missingChild(_ kind: String) -> Self {
        Self(id: .missingChild, "'\(kind)' needs exactly one 'child'")
    }

    static func wrongChildCount(_ kind: String, expected: Int, found: Int) -> Self {
        Self(id: .wrongChildCount, "'\(kind)' needs exactly \(expected) children, not \(found)")
    }

    // MARK: Flat form

    static func undeclaredView(_ id: String, suggestion: String?) -> Self {
        Self(
            id: .undeclaredView,
            "'\(id)' is placed in 'hierarchy' but not declared in 'views'" + didYouMean(suggestion)
        ).replacing(id, with: suggestion)
    }

    static func viewPlacedTwice(_ id: String) -> Self {
        Self(id: .viewPlacedTwice, "view '\(id)' is placed twice in 'hierarchy'")
    }

    static func unplacedView(_ id: String) -> Self {
        Self(id: .unplacedView, "view '\(id)' is declared but never placed in 'hierarchy'")
    }

    static func idMismatch(_ id: String, key: String) -> Self {
        Self(id: .idMismatch, "id '\(id)' differs from the view's key '\(key)' in 'views'")
    }

    static func multipleRoots(_ count: Int) -> Self {
        Self(
            id: .multipleRoots,
            "'hierarchy' has \(count) top-level entries; the flat form needs exactly one root")
    }
}
