/// The bytes of a text being written (the JSON writer's output), in one buffer that grows by
/// doubling and is written through a pointer: an append checks the room left and nothing else.
///
/// An `[UInt8]` checks that it is uniquely referenced on every append and takes the generic
/// sequence path for every run of bytes, which costs more than the JSON's own work. The buffer
/// cannot be copied, so it needs no such check.
///
/// A buffer made with a sink is a window on a longer text: when it is full, its bytes go to the
/// sink and it starts again from empty, so a document of any length takes `capacity` bytes.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    private let sink: (any DocumentSink)?

    init(capacity: Int = 1024, flushingTo sink: (any DocumentSink)? = nil) {
        self.capacity = max(16, capacity)
        self.sink = sink
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Everything written so far (with a sink, since the last flush), as text (validated as
    /// UTF-8, as `String(decoding:)` does).
    var text: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    /// Makes room for `extra` more bytes at once, so that many small appends do not regrow.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if capacity - count < extra { makeRoom(extra) }
    }

    /// Hands the bytes written so far to the sink, if there is one, and empties the buffer.
    mutating func flush() {
        guard let sink, count > 0 else { return }
        sink.write(UnsafeBufferPointer(start: base, count: count))
        count = 0
    }

    @inline(never)
    private mutating func makeRoom(_ extra: Int) {
        flush()
        if capacity - count < extra { grow(toHold: count + extra) }
    }

    private mutating func grow(toHold minimum: Int) {
        let larger = max(2 * capacity, minimum)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ first: UInt8, _ second: UInt8) {
        reserve(2)
        base[count] = first
        base[count + 1] = second
        count += 2
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        Self.copy(bytes.count, from: source, to: base + count)
        count += bytes.count
    }

    /// Another buffer's bytes, as written there.
    ///
    /// With a sink they pass through this buffer's window a window at a time, as if written here,
    /// so the sink never gets a larger piece.
    mutating func append(contentsOf other: borrowing ByteBuffer) {
        guard sink != nil else {
            append(UnsafeBufferPointer(start: other.base, count: other.count))
            return
        }
        var copied = 0
        while copied < other.count {
            if count == capacity { flush() }
            let piece = min(capacity - count, other.count - copied)
            Self.copy(piece, from: other.base + copied, to: base + count)
            count += piece
            copied += piece
        }
    }

    /// A literal's bytes, as they are.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        if text.hasPointerRepresentation {
            append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        } else {
            text.withUTF8Buffer { append($0) }
        }
    }

    /// Copies `count` bytes.
    ///
    /// Runs of up to 16 bytes (keys, ids, most values) move as two words that overlap in the middle
    /// when the count is not a word's: a call to memcpy costs more than the copy at these sizes,
    /// and the runs are too short for a loop.
    @inline(__always)
    static func copy(_ count: Int, from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>)
    {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        @inline(__always)
        func move<Word: FixedWidthInteger>(_: Word.Type) {
            let tail = count - MemoryLayout<Word>.size
            to.storeBytes(of: from.loadUnaligned(as: Word.self), as: Word.self)
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: tail, as: Word.self), toByteOffset: tail, as: Word.self
            )
        }
        switch count {
        case 8...16: move(UInt64.self)
        case 4..<8: move(UInt32.self)
        case 2..<4: move(UInt16.self)
        case 1: target.pointee = source.pointee
        case 0: break
        default: target.initialize(from: source, count: count)
        }
    }

    /// `text`'s UTF-8, as it is (no escaping: that is `JSONString`'s).
    ///
    /// Labelled so that a literal argument is a `StaticString`, copied without a String made of it.
    mutating func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    mutating func append(repeating byte: UInt8, count extra: Int) {
        guard extra > 0 else { return }
        reserve(extra)
        (base + count).initialize(repeating: byte, count: extra)
        count += extra
    }

    /// Lets `body` write up to `maximum` bytes in place and keeps the number it returns; `body`
    /// returns 0 to leave the buffer as it was.
    @inline(__always)
    mutating func write(atMost maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        let written = body(base + count)
        precondition(written >= 0 && written <= maximum, "wrote past the room asked for")
        count += written
    }
}

// The buffer is its memory's only owner and cannot be copied: sending it moves it whole. A
// buffer with a sink takes the sink along: whoever sends it must not write to that sink meanwhile.
extension ByteBuffer: @unchecked Sendable {}
