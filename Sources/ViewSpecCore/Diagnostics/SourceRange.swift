import Synchronization

/// A half-open range `lower..<upper` of positions in one file, as libyaml's start and end marks give it.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The file, as its number in the process's table of file names: ranges are copied wherever
    /// nodes, views and constraints go, and a path held as a String would make each copy 16
    /// bytes more and, for any path longer than 15 bytes, take and drop a reference count.
    package private(set) var fileID: FileID
    /// The first position of the range.
    public var lower: SourcePosition
    /// The position just past the range's end.
    public var upper: SourcePosition

    package init(file: String, lower: SourcePosition, upper: SourcePosition) {
        self.init(fileID: FileID(file), lower: lower, upper: upper)
    }

    package init(fileID: FileID, lower: SourcePosition, upper: SourcePosition) {
        self.fileID = fileID
        self.lower = lower
        self.upper = upper
    }

    /// A range that covers a single position, for problems that have no extent (end of file).
    package init(file: String, at position: SourcePosition) {
        self.init(file: file, lower: position, upper: position)
    }

    package init(fileID: FileID, at position: SourcePosition) {
        self.init(fileID: fileID, lower: position, upper: position)
    }

    /// The path the user gave (or `<stdin>`), printed as is in diagnostics.
    public var file: String {
        get { fileID.name }
        set { fileID = FileID(newValue) }
    }

    /// Whether both ranges are in the same file, without reading either file's name.
    package func isInSameFile(as other: SourceRange) -> Bool { fileID == other.fileID }

    /// `file:line:column` of the range's start.
    public var description: String { "\(file):\(lower)" }

    /// A file name's number: the same name always has the same number within a process, so
    /// equal numbers are equal names.
    package struct FileID: Hashable, Sendable {
        private let index: UInt32

        init(_ name: String) {
            index = Self.table.withLock { table in
                if let index = table.indices[name] { return index }
                let index = UInt32(table.names.count)
                table.names.append(name)
                table.indices[name] = index
                return index
            }
        }

        var name: String { Self.table.withLock { $0.names[Int(index)] } }

        /// Grows by one entry per distinct file name a process reads (a spec, its embedded and
        /// configured files), never shrinks.
        private static let table = Mutex<(names: [String], indices: [String: UInt32])>(([], [:]))
    }
}

extension SourceRange: Comparable {
    /// Orders by file, then position, so diagnostics print in reading order.
    public static func < (a: Self, b: Self) -> Bool {
        if a.fileID != b.fileID { return a.file < b.file }
        return (a.lower, a.upper) < (b.lower, b.upper)
    }
}
