extension SourceFile {
    /// The position of the byte at `offset`, counting columns in Unicode scalars as libyaml does
    /// (a byte that is not a UTF-8 continuation byte starts a new column).
    package func position(ofByte offset: Int) -> SourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        for byte in bytes[lineStarts[low]..<offset] where byte & 0xC0 != 0x80 {
            column += 1
        }
        return SourcePosition(line: low + 1, column: column)
    }

    /// The byte offset of `position`, or nil when the file has no such line.
    ///
    /// A column past the end of its line gives the offset of the line break.
    package func byteOffset(of position: SourcePosition) -> Int? {
        isASCII ? byteOffset(ofASCII: position) : byteOffsetWalkingColumns(of: position)
    }

    /// `byteOffset(of:)` by stepping over the line's scalars: the path for files that are not
    /// all ASCII.
    func byteOffsetWalkingColumns(of position: SourcePosition) -> Int? {
        guard position.line >= 1, position.line <= lineStarts.count else { return nil }
        var offset = lineStarts[position.line - 1]
        var column = 1
        while column < position.column, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return offset
    }

    /// `byteOffset(of:)` for a file whose every byte is ASCII, where a column is a byte: no walk
    /// along the line.
    ///
    /// The parser asks for the place after every key of a flow mapping, so a walk each time would
    /// cost more than the lookup it serves.
    func byteOffset(ofASCII position: SourcePosition) -> Int? {
        guard position.line >= 1, position.line <= lineStarts.count else { return nil }
        let lineStart = lineStarts[position.line - 1]
        let lineBreak = position.line < lineStarts.count ? lineStarts[position.line] - 1 : bytes.count
        return min(lineStart + max(position.column, 1) - 1, lineBreak)
    }

    /// Just after the last character that is not white space: where "unexpected end of file"
    /// points, so the excerpt shows the last line that has something on it.
    package var endOfContent: SourcePosition {
        var end = bytes.count
        while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        return position(ofByte: end)
    }
}
