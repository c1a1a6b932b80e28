internal import CLibYAML
import Dispatch
import Synchronization
import ViewSpecCore

/// Reads one YAML or JSON spec into a `SyntaxNode` tree whose every node and key knows its place.
///
/// This is the only file that talks to libyaml, which is why the two private types that hold
/// libyaml's structs live here too. It uses libyaml's event API rather than its document API so
/// that it can stop the moment a limit is crossed (depth, alias expansion) and so that aliases
/// become cheap copy-on-write copies instead of libyaml's node graph.
public enum YAMLParser {
    /// Parses one spec document; reports every problem into `diagnostics`.
    ///
    /// Encoding and shape problems that libyaml would misreport (binary data, invalid UTF-8,
    /// UTF-16 byte order marks) are caught before libyaml sees the bytes. Problems inside the
    /// document (duplicate keys, unknown aliases, bad merges) are reported and parsing continues;
    /// syntax errors and crossed limits end it.
    ///
    /// - Returns: The root node of the document, or nil when nothing usable was read.
    package static func parse(
        _ file: SourceFile, limits: Limits = .default, diagnostics: inout DiagnosticBag
    ) -> SyntaxNode? {
        parse(file, limits: limits, diagnostics: &diagnostics, readingAhead: nil)
    }

    /// `readingAhead`: whether libyaml reads on a thread of its own (`EventPrefetcher`); nil leaves
    /// it to the input's size and the machine.
    ///
    /// The tree and the diagnostics are the same either way, which the tests check by setting it.
    static func parse(
        _ file: SourceFile, limits: Limits, diagnostics: inout DiagnosticBag, readingAhead: Bool?
    ) -> SyntaxNode? {
        guard let text = SourceCheck.check(file, limits: limits, diagnostics: &diagnostics) else {
            return nil
        }
        return file.bytes.withUnsafeBufferPointer { buffer in
            let input = UnsafeBufferPointer(rebasing: buffer[text.startOffset...])
            var builder = TreeBuilder(file: file, text: text, limits: limits)
            let root: SyntaxNode?
            let ahead =
                readingAhead ?? (input.count >= EventPrefetcher.smallestInput && SecondCore.isAvailable)
            if ahead, let prefetcher = EventPrefetcher(input) {
                root = builder.run(prefetcher)
                // libyaml points into `input`: its thread ends before the buffer does.
                prefetcher.close()
            } else {
                root = builder.run(EventReader(input))
            }
            diagnostics.append(contentsOf: builder.diagnostics)
            return root
        }
    }

    /// libyaml's bare event loop over `bytes` (no tree): the benchmark baseline.
    ///
    /// - Returns: The number of events, or -1 when libyaml reported an error.
    package static func countEvents(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            let reader = EventReader(buffer)
            var count = 0
            while true {
                guard let event = reader.next() else { return -1 }
                count += 1
                if event.pointee.type == YAML_STREAM_END_EVENT { return count }
            }
        }
    }
}

/// Where the tree builder's events come from, in the order libyaml reads them.
private protocol EventSource: AnyObject {
    /// The next event, which stays valid until the next call; nil on a libyaml error, which
    /// `parser` then describes.
    func next() -> UnsafeMutablePointer<yaml_event_t>?
    var parser: UnsafeMutablePointer<yaml_parser_t> { get }
}

/// Owns a libyaml parser and its event; `deinit` frees both.
///
/// The C structs live at fixed heap addresses behind `let` pointers, which libyaml needs and which
/// spares every event Swift's dynamic exclusivity checks. The caller keeps the input alive: libyaml
/// points into it.
private final class EventReader: EventSource {
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    /// Stands in for an empty input's base address, which may be nil where libyaml needs a
    /// pointer that stays valid as long as the parser.
    private let emptyInput = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    private let initialized: Bool

    init(_ input: UnsafeBufferPointer<UInt8>) {
        parser.initialize(to: yaml_parser_t())
        event.initialize(to: yaml_event_t())
        emptyInput.initialize(to: 0)
        initialized = yaml_parser_initialize(parser) == 1
        guard initialized else { return }
        yaml_parser_set_input_string(parser, input.baseAddress ?? UnsafePointer(emptyInput), input.count)
        // Encoding was checked before; telling libyaml stops it from guessing UTF-16.
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    }

    func next() -> UnsafeMutablePointer<yaml_event_t>? {
        guard initialized else { return nil }
        // Deleting zeroes the event, so deleting twice (here and in deinit) is harmless.
        yaml_event_delete(event)
        return yaml_parser_parse(parser, event) == 1 ? event : nil
    }

    deinit {
        yaml_event_delete(event)
        if initialized { yaml_parser_delete(parser) }
        parser.deallocate()
        event.deallocate()
        emptyInput.deallocate()
    }
}

/// A libyaml parser on a thread of its own, a few batches of events ahead of the tree builder: on a
/// large spec libyaml's scanning and parsing (two thirds of building the tree) then runs beside the
/// building instead of before each step of it.
///
/// The events reach the builder in libyaml's order, so the tree, the diagnostics and where a
/// libyaml error stops the reading are those of `EventReader`.
///
/// Batches pass through a ring with two semaphores (filled, free to fill), so each side waits
/// only when the other is a whole ring ahead or behind, and the handover of a batch orders its
/// memory. The parser's thread frees a batch's events when the batch comes back to be filled
/// again; `close()` stops the parser where the builder stopped reading and ends the thread, and
/// what is left is freed with the prefetcher.
private final class EventPrefetcher: EventSource, @unchecked Sendable {
    /// Below this many bytes a spec is parsed in a millisecond or two: a thread would not pay.
    static let smallestInput = 64 << 10
    private static let batchSize = 2048
    private static let batchCount = 4

    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    private let events = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: batchSize * batchCount)
    /// How many events each batch holds and how the parser's work ended with it.
    private let fills = UnsafeMutablePointer<Fill>.allocate(capacity: batchCount)
    /// The builder's place; touched by the builder's thread only.
    private let cursor = UnsafeMutablePointer<Cursor>.allocate(capacity: 1)
    private let filled = DispatchSemaphore(value: 0)
    private let free = DispatchSemaphore.counting(batchCount)
    private let stopping = Atomic<Bool>(false)
    private var thread: WorkerThread?

    private enum Ending { case more, streamEnd, failed, stopped }

    private struct Fill {
        var count = 0
        var ending = Ending.more
    }

    private struct Cursor {
        var batch = 0
        /// The next event to hand out in `batch`; the one before it is the builder's.
        var next = 0
        var fill = Fill()
        /// Whether `batch` has been received from the parser's thread.
        var holding = false
    }

    /// Nil where libyaml or the thread cannot be set up: the caller reads on its own thread.
    init?(_ input: UnsafeBufferPointer<UInt8>) {
        events.initialize(repeating: yaml_event_t(), count: Self.batchSize * Self.batchCount)
        fills.initialize(repeating: Fill(), count: Self.batchCount)
        cursor.initialize(to: Cursor())
        parser.initialize(to: yaml_parser_t())
        guard yaml_parser_initialize(parser) == 1, let base = input.baseAddress else {
            deallocate(parserInitialized: false)
            return nil
        }
        yaml_parser_set_input_string(parser, base, input.count)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        // libyaml keeps little on the stack; the thread needs no more than Dispatch's.
        thread = WorkerThread.startIfPossible(stackSize: 512 << 10) { [self] in produce() }
        guard thread != nil else {
            deallocate(parserInitialized: true)
            return nil
        }
    }

    deinit {
        // Without a thread, `init` failed and freed everything already.
        if thread == nil { return }
        deallocate(parserInitialized: true)
    }

    private func deallocate(parserInitialized: Bool) {
        if parserInitialized { yaml_parser_delete(parser) }
        for index in 0..<(Self.batchSize * Self.batchCount) { yaml_event_delete(events + index) }
        parser.deallocate()
        events.deallocate()
        fills.deallocate()
        cursor.deallocate()
    }

    /// The parser's thread: fills batches in ring order until the stream ends, libyaml fails or
    /// the builder has stopped reading.
    private func produce() {
        var batch = 0
        while true {
            free.wait()
            let first = events + batch * Self.batchSize
            // The events are freed here, on the thread that made them: freed by the builder,
            // each event's strings would go back to this thread's malloc arena under its lock,
            // contending with this thread's own allocations and costing what the thread saves.
            for index in 0..<fills[batch].count { yaml_event_delete(first + index) }
            var fill = Fill()
            while fill.count < Self.batchSize {
                guard yaml_parser_parse(parser, first + fill.count) == 1 else {
                    fill.ending = .failed
                    break
                }
                fill.count += 1
                if first[fill.count - 1].type == YAML_STREAM_END_EVENT {
                    fill.ending = .streamEnd
                    break
                }
            }
            if fill.ending == .more, stopping.load(ordering: .relaxed) { fill.ending = .stopped }
            fills[batch] = fill
            filled.signal()
            // The builder may free everything once the last batch is handed over.
            if fill.ending != .more { return }
            batch = (batch + 1) % Self.batchCount
        }
    }

    func next() -> UnsafeMutablePointer<yaml_event_t>? {
        var cursor = self.cursor.pointee
        defer { self.cursor.pointee = cursor }
        if !cursor.holding || cursor.next == cursor.fill.count {
            // A failed batch ends where libyaml failed; a finished stream is not read past.
            guard receiveNextBatch(&cursor), cursor.fill.count > 0 else { return nil }
        }
        cursor.next += 1
        return events + cursor.batch * Self.batchSize + cursor.next - 1
    }

    /// Gives the batch in hand back to the parser's thread and waits for the next one; false,
    /// with nothing waited for, when the batch in hand was the parser's last.
    private func receiveNextBatch(_ cursor: inout Cursor) -> Bool {
        if cursor.holding {
            guard cursor.fill.ending == .more else { return false }
            free.signal()
            cursor.batch = (cursor.batch + 1) % Self.batchCount
        }
        filled.wait()
        cursor.holding = true
        cursor.fill = fills[cursor.batch]
        cursor.next = 0
        return true
    }

    /// Stops the parser and waits for its thread to end; after this, `parser` still describes
    /// a libyaml error the builder was handed.
    func close() {
        stopping.store(true, ordering: .relaxed)
        var cursor = self.cursor.pointee
        // What the parser read ahead is passed over up to its last batch, so it never waits
        // for a place to fill.
        while receiveNextBatch(&cursor) {}
        self.cursor.pointee = Cursor()
        thread?.join()
    }
}

/// Turns libyaml's events into a `SyntaxNode` tree with an explicit stack, so nesting depth costs
/// heap, not call stack, and the depth limit is checked before anything is pushed.
///
/// A struct, not a class, so that its many small mutations need no dynamic exclusivity checks.
private struct TreeBuilder: ~Copyable {
    let file: SourceFile
    let text: SourceCheck.Text
    let limits: YAMLParser.Limits
    var diagnostics = DiagnosticBag()

    private var stack: [Frame] = []
    /// The open sequences' items and the open mappings' explicit pairs; each frame knows where
    /// its own begin.
    private var items = ChildStack<SyntaxNode>()
    private var pairs = ChildStack<SyntaxNode.Pair>()
    private var anchors: [String: Anchored] = [:]
    private var aliasBudgetUsed = 0
    /// Nodes in the tree so far, aliases counted expanded.
    private var nodeCount = 0
    private var root: SyntaxNode?
    private var documentCount = 0

    private struct Anchored {
        var node: SyntaxNode
        /// Nodes in the subtree, aliases counted expanded: what one more alias of it costs.
        var size: Int
        /// Collection levels in the subtree, so an alias can't smuggle nesting past the limit
        /// (anchors that each wrap the previous one in 127 more levels).
        var height: Int
    }

    /// A `<<` key's value, applied when its mapping closes, and how many explicit pairs came
    /// before it (where its keys go).
    private struct Merge {
        var position: Int
        var value: SyntaxNode
    }

    private struct Frame {
        var isMapping: Bool
        var isFlow: Bool
        var start: SourcePosition
        var endOfChildren: SourcePosition
        var anchor: String?
        var size = 1
        var height = 1
        /// Where the collection's items (a sequence) or explicit pairs (a mapping) begin in the
        /// builder's stacks.
        ///
        /// Pairs are kept apart from merges so the common mapping without merges is handed over as
        /// is.
        var first: Int
        var merges: [Merge] = []
        var pendingKey: SyntaxNode?
        var keyIsMerge = false
        var keyIsInvalid = false
        /// The pending key is the rest of the last pair's value, cut off at a comma.
        var keyContinuesValue = false
        /// Pairs whose value was put back together from pieces, reported when the mapping ends.
        var splitValues: [Int] = []
        /// Index of explicit keys, built only once a mapping is big enough that scanning
        /// `pairs` for duplicates would be quadratic.
        var keyIndex: [String: Int]?
    }

    /// Maps libyaml's scalar indices to byte offsets; used only when `text.hasForeignLineBreaks`.
    private let scalarOffsets: ScalarOffsets
    /// Every byte of the file is ASCII (as many scalars as bytes, no byte order mark), so a
    /// column is a byte.

    init(file: SourceFile, text: SourceCheck.Text, limits: YAMLParser.Limits) {
        self.file = file
        self.text = text
        self.limits = limits
        self.scalarOffsets = ScalarOffsets(bytes: file.bytes, start: text.startOffset)
    }

    mutating func run(_ source: some EventSource) -> SyntaxNode? {
        while true {
            // Read through the pointer: a copy of the event struct per event would be a
            // measurable part of building the tree.
            guard let event = source.next() else {
                reportSyntaxError(source.parser.pointee)
                return nil
            }
            switch event.pointee.type {
            case YAML_SCALAR_EVENT:
                let node = makeScalar(event)
                add(node, size: 1, height: 0, anchor: event.pointee.data.scalar.anchor)
                nodeCount += 1
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = event.pointee.type == YAML_MAPPING_START_EVENT
                let start = position(event.pointee.start_mark)
                guard stack.count < limits.maxDepth else {
                    diagnostics.error(
                        .nestingTooDeep(limit: limits.maxDepth),
                        at: SourceRange(
                            fileID: file.fileID, lower: start, upper: position(event.pointee.end_mark)))
                    return nil
                }
                // A collection's explicit tag (`!!map`) is dropped: `SyntaxNode` keeps tags on
                // scalars only, where they change meaning (`!!str 10`).
                let anchor: UnsafeMutablePointer<yaml_char_t>?
                let isFlow: Bool
                if isMapping {
                    anchor = event.pointee.data.mapping_start.anchor
                    isFlow = event.pointee.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
                } else {
                    anchor = event.pointee.data.sequence_start.anchor
                    isFlow = event.pointee.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
                }
                nodeCount += 1
                stack.append(
                    Frame(
                        isMapping: isMapping, isFlow: isFlow, start: start,
                        endOfChildren: position(event.pointee.end_mark), anchor: anchor.map(Self.string),
                        first: isMapping ? pairs.count : items.count))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { return nil }
                // A block collection's end mark lies at the next token, often lines later, so
                // its range ends with its last child instead.
                let upper = frame.isFlow ? position(event.pointee.end_mark) : frame.endOfChildren
                let range = SourceRange(fileID: file.fileID, lower: frame.start, upper: upper)
                let node: SyntaxNode
                if frame.isMapping {
                    let explicit = pairs.popArray(from: frame.first)
                    for index in frame.splitValues {
                        let pair = explicit[index]
                        diagnostics.error(
                            .splitFlowValue(key: pair.key.text ?? "", value: pair.value.text ?? ""),
                            at: pair.value.range)
                    }
                    node = SyntaxNode(.mapping(merged(explicit, frame.merges)), range: range)
                } else {
                    node = SyntaxNode(.sequence(items.popArray(from: frame.first)), range: range)
                }
                add(node, size: frame.size, height: frame.height, anchorName: frame.anchor)
            case YAML_ALIAS_EVENT:
                let name = Self.string(event.pointee.data.alias.anchor)
                let range = self.range(event)
                guard let anchored = anchors[name] else {
                    if stack.contains(where: { $0.anchor == name }) {
                        diagnostics.error(.recursiveAlias(name), at: range)
                    } else {
                        diagnostics.error(.unknownAlias(name), at: range)
                    }
                    discardNode()
                    continue
                }
                aliasBudgetUsed += anchored.size
                guard aliasBudgetUsed <= limits.maxAliasExpansion else {
                    diagnostics.error(.aliasExpansionLimit(limit: limits.maxAliasExpansion), at: range)
                    return nil
                }
                guard stack.count + anchored.height <= limits.maxDepth else {
                    diagnostics.error(.nestingTooDeep(limit: limits.maxDepth), at: range)
                    return nil
                }
                var copy = anchored.node
                copy.range = range
                add(copy, size: anchored.size, height: anchored.height)
                nodeCount += anchored.size
            case YAML_DOCUMENT_START_EVENT:
                documentCount += 1
                if documentCount > 1 {
                    diagnostics.error(.multipleDocuments, at: range(event))
                    return nil
                }
            case YAML_STREAM_END_EVENT:
                return finish()
            default:
                break
            }
            if nodeCount > limits.maxNodes {
                diagnostics.error(.tooManyNodes(limit: limits.maxNodes), at: range(event))
                return nil
            }
        }
    }

    private mutating func finish() -> SyntaxNode? {
        guard let root else {
            // A root that was an unknown alias has been reported already.
            if !diagnostics.hasErrors {
                diagnostics.error(
                    .emptySpec, at: SourceRange(fileID: file.fileID, at: .init(line: 1, column: 1)))
            }
            return nil
        }
        if case .scalar(let s) = root.kind, s.isPlain, s.text.isEmpty {
            diagnostics.error(.emptySpec, at: root.range)
            return nil
        }
        return root
    }

    // MARK: - Building

    private mutating func add(
        _ node: consuming SyntaxNode, size: Int, height: Int, anchor: UnsafeMutablePointer<yaml_char_t>?
    ) {
        add(node, size: size, height: height, anchorName: anchor.map(Self.string))
    }

    /// Leaves out a node that could not be made (an unknown alias) together with what depends
    /// on it: a pair loses its value or its key, so later stages see no made-up data and report
    /// nothing more about it.
    private mutating func discardNode() {
        guard let top = stack.indices.last, stack[top].isMapping else { return }
        if stack[top].pendingKey != nil {
            stack[top].pendingKey = nil
        } else {
            let here = SourceRange(fileID: file.fileID, at: stack[top].endOfChildren)
            stack[top].pendingKey = SyntaxNode(.scalar(.init(text: "")), range: here)
            stack[top].keyIsInvalid = true
            stack[top].keyIsMerge = false
        }
    }

    /// Attaches a finished node to the open collection, or makes it the root.
    ///
    /// `node` and the pending key are consumed, moved into the tree rather than copied: every
    /// node of the document passes through here, and a copy is a retain of its content and of
    /// its range's path, released again when the original goes.
    private mutating func add(
        _ node: consuming SyntaxNode, size: Int, height: Int, anchorName: String? = nil
    ) {
        if let anchorName {
            anchors[anchorName] = Anchored(node: copy node, size: size, height: height)
        }
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        stack[top].size += size
        if height >= stack[top].height { stack[top].height = height + 1 }
        stack[top].endOfChildren = node.range.upper
        if !stack[top].isMapping {
            items.append(node)
            return
        }
        guard let key = stack[top].pendingKey.take() else {
            beginPair(key: node, in: top)
            return
        }
        if stack[top].keyIsInvalid { return }
        if stack[top].keyContinuesValue {
            stack[top].keyContinuesValue = false
            joinPieceOfValue(key, in: top)
            return
        }
        if stack[top].keyIsMerge {
            stack[top].merges.append(Merge(position: pairCount(in: top), value: node))
            return
        }
        // Indexed only now that the pair exists: a key whose value is left out (an unknown
        // alias) must not stay in the index.
        if pairCount(in: top) >= Self.indexThreshold, let text = key.text { indexKey(text, in: top) }
        pairs.append(.init(key: key, value: node))
    }

    /// The explicit pairs so far of the open mapping `top`, the innermost open collection.
    private func pairCount(in top: Int) -> Int {
        pairs.count - stack[top].first
    }

    /// Makes `key` the open mapping's pending key: checked in place, then moved in.
    private mutating func beginPair(key: consuming SyntaxNode, in top: Int) {
        if continuesValue(key, in: top) {
            stack[top].keyContinuesValue = true
            stack[top].keyIsMerge = false
            stack[top].keyIsInvalid = false
            stack[top].pendingKey = key
            return
        }
        let check = checkKey(key, in: top)
        stack[top].keyIsMerge = check == .merge
        stack[top].keyIsInvalid = check == .invalid
        stack[top].pendingKey = key
    }

    /// In a flow mapping a comma ends a plain value, so `{ background: rgba(0, 0, 255, 0.5) }` is
    /// the value `rgba(0` and the keys `0`, `255` and `0.5)` without values.
    ///
    /// A plain key right after a plain value, with only a comma between them and no `:` after it,
    /// is taken as the rest of that value: one error asks to quote it, instead of an invalid value
    /// and an unknown key per piece.
    private func continuesValue(_ key: SyntaxNode, in top: Int) -> Bool {
        // The last pair is read in place: copying it out would cost two nodes' retains, for
        // every key of every flow mapping.
        guard stack[top].isFlow else { return false }
        let previousEnd = pairs.withElements(from: stack[top].first) { pairs -> SourcePosition? in
            guard let last = pairs.indices.last, pairs[last].value.isPlainText else { return nil }
            return pairs[last].value.range.upper
        }
        guard let previousEnd, let piece = key.scalar, piece.isPlain, !piece.text.isEmpty,
            previousEnd.line == key.range.lower.line,
            let keyEnd = file.byteOffset(of: key.range.upper)
        else { return false }
        let bytes = file.bytes
        // What follows the key decides first: a real key has its `:` there, so every key of a
        // flow mapping on one line stops here, before the gap before it is looked at.
        var next = keyEnd
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") {
            next += 1
        }
        guard next < bytes.count, bytes[next] == UInt8(ascii: ",") || bytes[next] == UInt8(ascii: "}"),
            let gapStart = file.byteOffset(of: previousEnd),
            let gapEnd = file.byteOffset(of: key.range.lower),
            gapStart < gapEnd, gapEnd <= bytes.count
        else { return false }
        var commas = 0
        for byte in bytes[gapStart..<gapEnd] where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
            guard byte == UInt8(ascii: ","), commas == 0 else { return false }
            commas += 1
        }
        return commas == 1
    }

    /// Appends `piece` (a key that `continuesValue`) to the last pair's value, as written.
    private mutating func joinPieceOfValue(_ piece: SyntaxNode, in top: Int) {
        let index = pairCount(in: top) - 1
        var value = pairs[stack[top].first + index].value
        guard case .scalar(var scalar) = value.kind,
            let start = file.byteOffset(of: value.range.lower),
            let end = file.byteOffset(of: piece.range.upper), start < end, end <= file.bytes.count
        else { return }
        scalar.text = String(decoding: file.bytes[start..<end], as: UTF8.self)
        value.kind = .scalar(scalar)
        value.range = SourceRange(
            fileID: value.range.fileID, lower: value.range.lower, upper: piece.range.upper)
        pairs[stack[top].first + index].value = value
        if !stack[top].splitValues.contains(index) { stack[top].splitValues.append(index) }
    }

    private enum KeyCheck { case valid, merge, invalid }

    /// Whether `key` starts a `<<` merge, an ordinary pair, or one to leave out (reported: a
    /// collection as a key, a duplicate key).
    private mutating func checkKey(_ key: SyntaxNode, in top: Int) -> KeyCheck {
        guard case .scalar(let scalar) = key.kind else {
            diagnostics.error(.nonScalarKey(found: key.shapeName), at: key.range)
            return .invalid
        }
        // The length first: comparing every key's text with "<<" would go through the string
        // comparison's slow path whenever the texts differ.
        if scalar.style == .plain, scalar.tag == nil, scalar.text.utf8.count == 2, scalar.text == "<<" {
            return .merge
        }
        if let first = firstKeyRange(named: scalar.text, in: top) {
            diagnostics.error(
                .duplicateKey(scalar.text), at: key.range,
                notes: [.note("previous definition is here", at: first)])
            return .invalid
        }
        return .valid
    }

    /// Where the earlier explicit key with this text in the open mapping is, if any.
    ///
    /// Every key of every mapping is looked up here, so the scan reads the pairs in place
    /// instead of copying each pair (two nodes, four retains) out of the stack.
    private func firstKeyRange(named text: String, in top: Int) -> SourceRange? {
        let first = stack[top].first
        // Through a buffer pointer, as `stack[top]` here copies the whole frame to read the index.
        let indexed: Int?? = stack.withUnsafeBufferPointer { frames in frames[top].keyIndex.map { $0[text] } }
        if let indexed { return indexed.map { pairs[first + $0].key.range } }
        return pairs.withElements(from: first) { pairs in
            for i in pairs.indices where pairs[i].key.isScalar(text) {
                return pairs[i].key.range
            }
            return nil
        }
    }

    /// Keys in a mapping before duplicates are looked up in a dictionary instead of by scanning.
    private static let indexThreshold = 16

    /// Records that `text` is about to be appended to the open mapping's pairs.
    private mutating func indexKey(_ text: String, in top: Int) {
        let position = pairCount(in: top)
        if stack[top].keyIndex != nil {
            stack[top].keyIndex?[text] = position
        } else if position >= Self.indexThreshold {
            var index: [String: Int] = [:]
            pairs.withElements(from: stack[top].first) { pairs in
                for i in pairs.indices {
                    if let text = pairs[i].key.text { index[text] = i }
                }
            }
            index[text] = position
            stack[top].keyIndex = index
        }
    }

    /// Applies `<<` merges: merged keys appear where the `<<` was, in their own order; explicit
    /// keys win over merged ones, and earlier merges win over later ones (YAML's merge rule).
    private mutating func merged(_ explicit: [SyntaxNode.Pair], _ merges: [Merge]) -> [SyntaxNode.Pair] {
        guard !merges.isEmpty else { return explicit }
        var present = Set<String>()
        for pair in explicit {
            if let text = pair.key.text { present.insert(text) }
        }
        var pairs: [SyntaxNode.Pair] = []
        pairs.reserveCapacity(explicit.count)
        var next = 0
        for merge in merges {
            pairs.append(contentsOf: explicit[next..<merge.position])
            next = merge.position
            let sources: [SyntaxNode]
            switch merge.value.kind {
            case .mapping: sources = [merge.value]
            case .sequence(let items) where items.allSatisfy({ $0.mapping != nil }): sources = items
            default:
                diagnostics.error(.invalidMerge(found: merge.value.shapeName), at: merge.value.range)
                continue
            }
            for source in sources {
                for pair in source.mapping ?? [] {
                    guard let text = pair.key.text, !present.contains(text) else { continue }
                    present.insert(text)
                    pairs.append(pair)
                }
            }
        }
        pairs.append(contentsOf: explicit[next...])
        return pairs
    }

    // MARK: - Events to values

    private func makeScalar(_ event: UnsafePointer<yaml_event_t>) -> SyntaxNode {
        let data = event.pointee.data.scalar
        // Scalars may contain NUL ("\0" in a double-quoted string), so read by length.
        let text =
            data.length == 0
            ? ""
            : String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
        let style: SyntaxNode.Scalar.Style
        switch data.style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: style = .literal
        case YAML_FOLDED_SCALAR_STYLE: style = .folded
        default: style = .plain
        }
        return SyntaxNode(
            .scalar(.init(text: text, style: style, tag: data.tag.map(Self.string))), range: range(event))
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>) -> String {
        String(cString: pointer)
    }

    /// libyaml marks are 0-based; the byte order mark was cut off before libyaml saw the text,
    /// so line 1 is one column further right in the file than libyaml thinks.
    private func position(_ mark: yaml_mark_t) -> SourcePosition {
        guard !text.hasForeignLineBreaks else {
            return file.position(ofByte: scalarOffsets.byteOffset(ofScalar: mark.index))
        }
        return SourcePosition(
            line: mark.line + 1, column: mark.column + 1 + (mark.line == 0 ? text.columnShift : 0))
    }

    private func range(_ event: UnsafePointer<yaml_event_t>) -> SourceRange {
        SourceRange(
            fileID: file.fileID, lower: position(event.pointee.start_mark),
            upper: position(event.pointee.end_mark))
    }

    // MARK: - libyaml errors

    private mutating func reportSyntaxError(_ parser: yaml_parser_t) {
        guard parser.error != YAML_NO_ERROR else { return }
        if parser.error == YAML_MEMORY_ERROR {
            diagnostics.error(.outOfMemory, at: nil)
            return
        }
        let problem = parser.problem.map { String(cString: $0) } ?? "syntax error"
        if parser.error == YAML_READER_ERROR {
            reportReaderError(problem, offset: Int(parser.problem_offset), value: parser.problem_value)
            return
        }
        let context = parser.context.map { String(cString: $0) }
        let problemMark = parser.problem_mark
        let problemPosition = position(problemMark)
        let at = SourceRange(fileID: file.fileID, at: problemPosition)

        if problem.contains("tab character") || isTab(at: problemPosition) {
            diagnostics.error(
                .tabIndentation,
                at: SourceRange(
                    file: file.path, lower: problemPosition,
                    upper: .init(line: problemPosition.line, column: problemPosition.column + 1)))
            return
        }
        if problemMark.index >= text.scalarCount {
            reportUnexpectedEnd(context: context, contextMark: parser.context_mark)
            return
        }
        if problem == "found character that cannot start any token",
            let character = character(at: problemPosition)
        {
            // '@' and '`' are reserved indicators: the value needs quotes, whatever libyaml's
            // context says.
            let message: DiagnosticMessage =
                character == "@" || character == "`"
                ? .reservedIndicator(character)
                : .syntaxError("found character '\(character)' that cannot start any token")
            diagnostics.error(message, at: at)
            return
        }
        var notes: [Diagnostic] = []
        let contextPosition = position(parser.context_mark)
        // A context at the problem itself ("while scanning for the next token") adds nothing.
        if let context, contextPosition != problemPosition {
            notes.append(
                .note(Self.contextNote(context), at: SourceRange(fileID: file.fileID, at: contextPosition)))
        }
        // The usual cause is an unquoted value with ': ' in it (`text: Note: hi`): say so.
        let hint =
            problem == "mapping values are not allowed in this context"
            ? "; quote a value that contains ': '" : ""
        diagnostics.error(.syntaxError(Self.lowercasingFirst(problem) + hint), at: at, notes: notes)
    }

    /// A character libyaml's reader refuses (a control character, U+FFFE, broken UTF-8).
    ///
    /// The reader knows only the byte offset into its input, not a line and column (its
    /// `problem_mark` is left at zero, which read as 1:1): the offset is converted here. The
    /// character is named, escaped, since it cannot be shown.
    private mutating func reportReaderError(_ problem: String, offset: Int, value: Int32) {
        let position = file.position(ofByte: text.startOffset + offset)
        var message = Self.lowercasingFirst(problem)
        if problem == "control characters are not allowed", value >= 0,
            let scalar = Unicode.Scalar(UInt32(value))
        {
            // libyaml says "control" for noncharacters such as U+FFFE as well.
            let kind = VisibleText.isControl(scalar) ? "control character" : "character"
            message = "\(kind) \(VisibleText.escape(scalar)) is not allowed"
        }
        diagnostics.error(
            .syntaxError(message),
            at: SourceRange(
                file: file.path, lower: position,
                upper: .init(line: position.line, column: position.column + 1)))
    }

    /// Truncated input: the error is at the end of the file, and the useful place is whatever
    /// was left open, which libyaml's context mark often doesn't point at ("while parsing a flow
    /// node" at the end of the file).
    private mutating func reportUnexpectedEnd(context: String?, contextMark: yaml_mark_t) {
        let end = SourceRange(fileID: file.fileID, at: file.endOfContent)
        if let context, context.contains("quoted scalar") {
            diagnostics.error(
                .unexpectedEndOfFile(expecting: "a closing quote"), at: end,
                notes: [
                    .note(
                        "string starts here", at: SourceRange(fileID: file.fileID, at: position(contextMark)))
                ])
            return
        }
        if let open = stack.last(where: \.isFlow) {
            let opener = open.isMapping ? "{" : "["
            let closer = open.isMapping ? "}" : "]"
            let openRange = SourceRange(
                file: file.path, lower: open.start,
                upper: .init(line: open.start.line, column: open.start.column + 1))
            diagnostics.error(
                .unexpectedEndOfFile(expecting: "'\(closer)'"), at: end,
                notes: [.note("to match this '\(opener)'", at: openRange)])
            return
        }
        var notes: [Diagnostic] = []
        if let context {
            notes.append(
                .note(
                    Self.contextNote(context), at: SourceRange(fileID: file.fileID, at: position(contextMark))
                ))
        }
        diagnostics.error(.unexpectedEndOfFile(expecting: nil), at: end, notes: notes)
    }

    private func character(at position: SourcePosition) -> Unicode.Scalar? {
        guard let offset = file.byteOffset(of: position), offset < file.bytes.count else { return nil }
        var decoder = UTF8()
        var bytes = file.bytes[offset...].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&bytes) { return scalar }
        return nil
    }

    private func isTab(at position: SourcePosition) -> Bool {
        guard let offset = file.byteOffset(of: position), offset < file.bytes.count else { return false }
        return file.bytes[offset] == UInt8(ascii: "\t")
    }

    /// "while parsing a flow sequence" → "the flow sequence starts here".
    private static func contextNote(_ context: String) -> String {
        for prefix in ["while parsing a ", "while scanning a ", "while parsing an ", "while scanning an "]
        where context.hasPrefix(prefix) {
            return "the \(context.dropFirst(prefix.count)) starts here"
        }
        return lowercasingFirst(context)
    }

    private static func lowercasingFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}

/// Finds the byte offset of the n-th Unicode scalar of the text libyaml read, for files whose line
/// breaks libyaml counts differently from `SourceFile`.
///
/// Marks arrive almost in order, so it walks on from the last answer and starts over only when
/// asked for an earlier one.
private final class ScalarOffsets {
    private let bytes: [UInt8]
    private let start: Int
    private var scalar = 0
    private var offset: Int

    init(bytes: [UInt8], start: Int) {
        self.bytes = bytes
        self.start = start
        self.offset = start
    }

    func byteOffset(ofScalar index: Int) -> Int {
        if index < scalar {
            scalar = 0
            offset = start
        }
        while scalar < index, offset < bytes.count {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            scalar += 1
        }
        return offset
    }
}

extension SyntaxNode {
    /// Whether the node is a scalar whose text is `text`, its style and tag aside.
    ///
    /// A method, so that a node in a buffer is read where it lies: matching `kind` there copies the
    /// scalar out.
    fileprivate func isScalar(_ text: String) -> Bool {
        if case .scalar(let scalar) = kind { return scalar.text == text }
        return false
    }

    /// A plain scalar with some text.
    fileprivate var isPlainText: Bool {
        if case .scalar(let scalar) = kind { return scalar.isPlain && !scalar.text.isEmpty }
        return false
    }
}
