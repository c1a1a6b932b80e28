import Foundation
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Records what a sink is given, write by write.
final class RecordingSink: DocumentSink {
    /// `begin DEVICE` (`-` for none) and `end`, in order.
    var events: [String] = []
    /// The size of every write.
    var writes: [Int] = []
    var bytes: [UInt8] = []

    var text: String { String(decoding: bytes, as: UTF8.self) }

    func begin(device: String?) { events.append("begin \(device ?? "-")") }

    func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        writes.append(bytes.count)
        self.bytes += bytes
    }

    func end() { events.append("end") }
}

/// Emitters write into sinks; the command line's passes large documents on in chunks.
@Suite struct DocumentSinkTests {
    /// A buffer with a sink holds one chunk: full, it hands its bytes on and starts again, and
    /// what the sink gets is what was written.
    @Test func aBufferWithASinkPassesOnChunks() {
        let sink = RecordingSink()
        var expected = ""
        do {
            var bytes = ByteBuffer(capacity: 16, flushingTo: sink)
            for index in 0..<500 {
                bytes.append(contentsOf: "\(index),")
                expected += "\(index),"
            }
            #expect(sink.writes.count > 100)
            #expect(sink.writes.allSatisfy { $0 <= 16 })
            // A run longer than the chunk still lands whole.
            let long = String(repeating: "é", count: 50)
            bytes.append(contentsOf: long)
            bytes.append("end")
            bytes.append(repeating: UInt8(ascii: " "), count: 40)
            expected += long + "end" + String(repeating: " ", count: 40)
            bytes.flush()
            #expect(bytes.count == 0)
        }
        #expect(sink.text == expected)
    }

    /// Chunk boundaries fall anywhere (inside a number, a string, an indentation): a writer
    /// flushing every few bytes writes what one holding the document writes.
    @Test func aWriterWithTinyChunksWritesTheSameBytes() {
        func write(_ json: inout JSONWriter) {
            json.openObject()
            json.field("format", 1)
            json.key("views")
            json.openArray()
            for index in 0..<200 {
                json.openObject(oneLine: index % 2 == 0)
                json.field("id", "view \"\(index)\"\n\u{1}é")
                json.field("x", Double(index) / 7)
                json.field("hidden", index % 3 == 0)
                json.key("name \(index)")
                json.integer(-index)
                json.close()
            }
            json.close()
            json.close()
        }
        var whole = JSONWriter(numbers: .thousandths)
        write(&whole)
        let expected = whole.finishLine()
        for chunk in [1, 7, 17, 64] {
            let sink = RecordingSink()
            var streamed = JSONWriter(numbers: .thousandths, flushingTo: sink, chunk: chunk)
            write(&streamed)
            streamed.finishLineAndFlush()
            #expect(sink.text == expected, "chunk \(chunk)")
        }
    }

    /// The entries of an array written in two parts, the second by a continuation (as the
    /// layout JSON writes a large screen's views on two threads), read byte for byte as the
    /// array written by one writer, held or streamed in chunks of any size.
    @Test(arguments: [1, 2, 100, 199])
    func anArrayWrittenInTwoPartsIsTheSameBytes(split: Int) {
        func entry(_ index: Int, to json: inout JSONWriter) {
            json.openObject(oneLine: index % 2 == 0)
            json.field("id", "view \(index)")
            json.field("x", Double(index) / 7)
            json.key("list")
            json.openArray()
            json.integer(index)
            json.close()
            json.close()
        }
        func write(_ json: inout JSONWriter, split: Int?) {
            json.openObject()
            json.key("views")
            json.openArray()
            for index in 0..<(split ?? 200) { entry(index, to: &json) }
            if let split {
                var part = json.continuation()
                for index in split..<200 { entry(index, to: &part) }
                json.append(part)
            }
            json.close()
            json.field("after", 1)
            json.close()
        }
        var whole = JSONWriter(numbers: .thousandths)
        write(&whole, split: nil)
        let expected = whole.finishLine()
        var held = JSONWriter(numbers: .thousandths)
        write(&held, split: split)
        #expect(held.finishLine() == expected)
        for chunk in [1, 7, 64, 65_536] {
            let sink = RecordingSink()
            var streamed = JSONWriter(numbers: .thousandths, flushingTo: sink, chunk: chunk)
            write(&streamed, split: split)
            streamed.finishLineAndFlush()
            #expect(sink.text == expected, "chunk \(chunk)")
            // No larger piece than one writer gives its sink (a tiny window grows to hold one
            // value, so that is the bound, not the chunk).
            let oneWriter = RecordingSink()
            var single = JSONWriter(numbers: .thousandths, flushingTo: oneWriter, chunk: chunk)
            write(&single, split: nil)
            single.finishLineAndFlush()
            #expect(sink.writes.max()! <= oneWriter.writes.max()!, "chunk \(chunk)")
        }
    }

    /// The layout JSON of a large screen reaches its sink in chunks of at most 64 KB, never as one
    /// document held whole, and reads as the in-memory document does.
    ///
    /// The sizes make an odd and an even number of the blocks that two threads write in turn.
    @Test(arguments: [700, 1000])
    func theLayoutJSONIsPassedOnInChunks(count: Int) throws {
        let rows = (0..<count).map {
            "- label.body: { id: l\($0), text: Row \($0), layout: [{ top: \($0), left: 0 }] }"
        }
        let spec = layOut(layoutDocument(rows.joined(separator: "\n")))
        let tree = try #require(spec.tree, "\(spec.summary)")
        let sink = RecordingSink()
        LayoutJSON.write(spec: "t.yaml", tree: tree, layouts: spec.layouts, to: sink)
        #expect(sink.events == ["begin -", "end"])
        #expect(sink.bytes.count > 3 * 65_536)
        #expect(sink.writes.allSatisfy { $0 <= 65_536 })
        #expect(sink.text == LayoutJSON.document(spec: "t.yaml", tree: tree, layouts: spec.layouts))
        // Written in two halves on two threads, the views still come in the tree's order.
        let document = try #require(
            JSONSerialization.jsonObject(with: Data(sink.text.utf8)) as? [String: Any])
        let layouts = try #require(document["layouts"] as? [[String: Any]])
        let views = try #require(layouts.first?["views"] as? [[String: Any]])
        #expect(views.compactMap { $0["id"] as? String } == tree.views.map(\.id))
        #expect(views.count > count)
    }

    /// One document per device for SVG, each begun and ended; a refused scale throws before
    /// anything is begun, so the command line writes nothing.
    @Test func documentsAreBegunAndEndedAndARefusalWritesNothing() throws {
        let (spec, tree, input) = try LayoutEmitterTests.twoDevices()
        let svg = RecordingSink()
        SVGEmitter.emit(input, options: EmitOptions(), to: svg)
        #expect(svg.events == ["begin iphone-se", "end", "begin iphone-17", "end"])
        let ascii = RecordingSink()
        try ASCIIEmitter.emit(input, options: EmitOptions(), to: ascii)
        #expect(ascii.events == ["begin -", "end"])
        #expect(ascii.text == ASCIIEmitter.render(tree: tree, layouts: spec.layouts))
        let refused = RecordingSink()
        #expect(throws: EmitError.self) {
            try ASCIIEmitter.emit(
                input, options: EmitOptions(ascii: .init(pointsPerColumn: 0.1)), to: refused)
        }
        #expect(refused.events.isEmpty && refused.bytes.isEmpty)
    }
}
