/// Where an emitter's documents go, as bytes: each document is `begin`, any number of `write`s
/// and `end`, one document after another.
///
/// The emitters write into a sink rather than return their text so that a large document need
/// not be held whole: the layout JSON of a 10,000-view screen is megabytes, and the command
/// line passes it on to standard output or a file in chunks as it is written. A
/// `DocumentCollector` keeps the documents in memory instead (`LayoutEmitter.emit(_:options:)`).
///
/// A sink has no way to stop an emitter: one that cannot write keeps the failure and ignores
/// the rest, and whoever made it asks it afterwards.
public protocol DocumentSink: AnyObject {
    /// A new document; `device` names it as `EmittedDocument.device` does.
    func begin(device: String?)
    /// More of the document's bytes.
    func write(_ bytes: UnsafeBufferPointer<UInt8>)
    /// The document is complete.
    func end()
}

extension DocumentSink {
    /// `text`'s UTF-8.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }
}

/// A sink that keeps every document in memory, as text.
package final class DocumentCollector: DocumentSink {
    package private(set) var documents: [EmittedDocument] = []
    private var device: String?
    private var bytes = ByteBuffer()

    package init() {}

    package func begin(device: String?) {
        self.device = device
        bytes = ByteBuffer()
    }

    package func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes.append(bytes)
    }

    package func end() {
        documents.append(EmittedDocument(device: device, text: bytes.text))
        bytes = ByteBuffer()
    }
}

/// One written document; `device` names it when a format writes one per device (with the
/// cell's content size, appearance and direction after it, dot-separated, when those vary:
/// `iphone-se.AX3.dark`).
public struct EmittedDocument: Sendable, Equatable {
    /// The device (and cell) the document is of; nil for a format that writes one document.
    public var device: String?
    /// The document's text.
    public var text: String

    /// A document named by `device`.
    public init(device: String?, text: String) {
        self.device = device
        self.text = text
    }
}
