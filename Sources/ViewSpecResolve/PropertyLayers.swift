import ViewSpecCore
import ViewSpecLanguage

/// The properties that apply to one node, lowest precedence first: the factory's defaults, the
/// family style, the kind style, a variant's properties, the named styles the node lists, and the
/// node's own properties.
///
/// A later layer wins, key by key; inside a mapping value (`border`, `font`, `shadow`, per-axis
/// priorities) sub-key by sub-key, so a style that sets `border: { width: 0 }` keeps the default
/// border's colour.
struct PropertyLayers {
    struct Entry {
        var property: Property
        /// The bindings frame the value was written in.
        var frame: Int
        /// Where the entry came from, for the resolved dump: `factory`, `style label`,
        /// `style .danger`, `variant button.primary`, `node`.
        var origin: String
    }

    private(set) var entries: [Entry] = []
    /// How many entries, from the first, are the kind's base layers (the factory's defaults and
    /// the family and kind styles): the same for every node of a kind in a document.
    private(set) var baseCount = 0

    mutating func add(
        _ properties: [Property], frame: Int, origin: String, onlyIn kind: KindDescriptor? = nil
    ) {
        for property in properties {
            // A family style may set properties some kinds of the family lack.
            if let kind, kind.property(property.name.value) == nil { continue }
            entries.append(Entry(property: property, frame: frame, origin: origin))
        }
    }

    /// Marks the entries so far as the kind's base layers.
    mutating func endBase() {
        baseCount = entries.count
    }

    /// Whether a layer above the base sets one of `names`: when none does, what is read of
    /// `names` is what the base layers alone give.
    func setAboveBase(anyOf names: [String]) -> Bool {
        entries[baseCount...].contains { names.contains($0.property.name.value) }
    }

    /// The winning entry for `name`.
    func entry(_ name: String) -> Entry? {
        entries.last { $0.property.name.value == name }
    }

    /// The winning entry for `key` inside the mapping property `name`: the last layer whose `name`
    /// is a mapping with `key`.
    ///
    /// A layer that sets `name` to something other than a mapping (a bare priority for `hugging`)
    /// hides the layers under it.
    func field(_ name: String, _ key: String) -> (value: PropertyValue, frame: Int)? {
        for entry in entries.reversed() where entry.property.name.value == name {
            guard case .object(let pairs) = entry.property.value.value else { return nil }
            if let pair = pairs.last(where: { $0.name.value == key }) {
                return (pair.value, entry.frame)
            }
        }
        return nil
    }

    /// The property names set by any layer, in first-set order.
    var names: [String] {
        var result: [String] = []
        for entry in entries where !result.contains(entry.property.name.value) {
            result.append(entry.property.name.value)
        }
        return result
    }
}
