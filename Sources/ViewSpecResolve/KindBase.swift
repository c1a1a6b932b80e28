import ViewSpecCore
import ViewSpecLanguage

/// A kind's base layers in one document (the factory's defaults, the family and kind styles), and
/// what has been worked out from them alone.
///
/// Every node of the kind starts from these layers, and most add nothing above them that changes
/// how the view looks or how its text is set, so that is worked out once per kind rather than once
/// per view.
struct KindBase {
    struct Key: Hashable {
        var document: Int
        var kind: BuiltinKind
    }

    /// The kind's own, looked up once: each lookup is a search of the catalogue.
    let descriptor: KindDescriptor
    let factory: KindFactory
    let traits: KindTraits
    let layers: PropertyLayers
    var appearance: Memo<Shared<Appearance>>?
    /// Before the factory's defaults are placed at the view.
    var size: Memo<SizeRules>?
    /// By whether the text shown is the placeholder, which has a colour property of its own.
    var textSetting: Memo<Shared<TextContent.Setting>>?
    var placeholderSetting: Memo<Shared<TextContent.Setting>>?
}

/// A value read from a kind's base layers, and the property names read to make it: it holds for
/// every node of the kind whose own layers (variants, named styles, properties) set none of them.
struct Memo<Value> {
    let value: Value
    let reads: [String]
}
