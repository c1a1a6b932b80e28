import ViewSpecCore
import ViewSpecLanguage

/// A value kept in a box that copies share until one of them changes it (the box is copied then).
///
/// The resolver works a kind's appearance and text setting out once and hands the same box to every
/// view of the kind, so a view holds a reference instead of a few hundred bytes.
package struct Shared<Value: Sendable & Equatable>: Sendable, Equatable {
    /// Immutable while shared: every change goes through `value`'s `_modify`, which first copies a
    /// box that another holder also has.
    ///
    /// That is what makes it safe to send.
    private final class Box: @unchecked Sendable {
        var value: Value

        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) {
        box = Box(value)
    }

    var value: Value {
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    /// The box's identity: equal identities hold equal values (for a memo's key; only while
    /// a holder keeps the box alive).
    package var identity: ObjectIdentifier { ObjectIdentifier(box) }

    /// Whether both hold the very same box, not only equal values.
    func isShared(with other: Shared) -> Bool { box === other.box }

    package static func == (a: Shared, b: Shared) -> Bool {
        a.box === b.box || a.box.value == b.box.value
    }
}
