import ViewSpecCore
import ViewSpecSyntax

/// The built-in kinds' descriptors, in documentation order: what the decoder, the
/// did-you-mean and the JSON Schema read, derived from `BuiltinKind`, where each kind is
/// defined once.
package enum KindCatalog {
    package static let all: [KindDescriptor] = BuiltinKind.allCases.map {
        $0.signature.descriptor(named: $0.rawValue)
    }

    package static let names: [String] = all.map(\.name)

    /// Families in order of first appearance (`label`, `input`, `button`, `stack`, `scroll`...).
    package static let families: [String] = {
        var result: [String] = []
        for kind in all where !result.contains(kind.family) { result.append(kind.family) }
        return result
    }()

    package static func kind(named name: String) -> KindDescriptor? {
        indexed(named: name)?.descriptor
    }

    /// A kind with its properties by name.
    ///
    /// The decoder looks up a kind for every node and a property for every key, so the lookups are
    /// built once instead of scanning lists; a class, so handing one around is one retain rather
    /// than a copy of the descriptor.
    final class IndexedKind: Sendable {
        let descriptor: KindDescriptor
        /// The property names in the descriptor's order, for unknown-key did-you-means.
        let propertyNames: [String]
        /// Only looked up, never iterated: the order is `propertyNames`'.
        private let propertiesByName: [String: PropertyShape]

        init(_ descriptor: KindDescriptor) {
            self.descriptor = descriptor
            propertyNames = descriptor.properties.map(\.name)
            // The first declaration wins, as in `KindDescriptor.property(_:)`.
            propertiesByName = Dictionary(
                descriptor.properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }

        func property(_ name: String) -> PropertyShape? {
            propertiesByName[name]
        }
    }

    /// Only looked up, never iterated: the order of kinds is `all`'s.
    private static let index: [String: IndexedKind] = Dictionary(
        all.map { ($0.name, IndexedKind($0)) }, uniquingKeysWith: { first, _ in first })

    static func indexed(named name: String) -> IndexedKind? {
        index[name]
    }

    /// Every kind of `family`, `button` included for the `button` family.
    package static func kinds(inFamily family: String) -> [KindDescriptor] {
        all.filter { $0.family == family }
    }

    /// The keys `kinds` take besides every view's (node keys, the common properties and children),
    /// first declaration first: what an unknown-key error lists.
    ///
    /// Nil when they take no keys at all (`slot`), where "besides every view's" would mislead.
    static func ownKeys(of kinds: [KindDescriptor]) -> [String]? {
        guard kinds.contains(where: { !$0.properties.isEmpty }) else { return nil }
        let shared = Set(
            (PropertyGroup.nodeKeys + PropertyGroup.common + [PropertyGroup.children, PropertyGroup.child])
                .map(
                    \.name))
        var result: [String] = []
        for property in kinds.flatMap(\.properties)
        where !shared.contains(property.name) && !result.contains(property.name) {
            result.append(property.name)
        }
        return result
    }

    /// The properties any kind of `kinds` accepts, first declaration wins, for style entries
    /// that apply to several kinds at once.
    static func union(of kinds: [KindDescriptor]) -> [PropertyShape] {
        var result: [PropertyShape] = []
        for property in kinds.flatMap(\.properties)
        where !result.contains(where: { $0.name == property.name }) {
            result.append(property)
        }
        return result
    }
}
