import ViewSpecCore
import ViewSpecLanguage

/// What `$name` means where a value was written: the parameters of the component use (or
/// the fields of the table row) whose body holds it, then the enclosing ones, then the
/// document's tokens.
///
/// Arguments are kept as written with the binding they were written in, and resolved only
/// when read, so a use inside a component body (`field: { label: $title }`) passes its own
/// parameter through.
struct Bindings {
    struct Frame {
        var parent: Int?
        /// The document whose tokens and palette apply (an embedded spec has its own).
        var document: Int
        /// Looked up by name only, never iterated.
        var values: [String: Argument]
        /// A component use's children, for the body's `slot`.
        var slot: Slot?
    }

    /// The children a use passes to its component's `slot`, with where they were written.
    struct Slot {
        var nodes: [ViewNode]
        var frame: Int
        var scope: Int
        var document: Int
    }

    struct Argument {
        var value: PropertyValue
        /// The frame the value was written in.
        var frame: Int
    }

    private(set) var frames: [Frame] = []

    mutating func open(parent: Int?, document: Int, values: [String: Argument], slot: Slot? = nil) -> Int {
        frames.append(Frame(parent: parent, document: document, values: values, slot: slot))
        return frames.count - 1
    }

    /// The slot content of the innermost component use around `frame`.
    func slot(in frame: Int) -> Slot? {
        var current: Int? = frame
        while let index = current {
            if let slot = frames[index].slot { return slot }
            current = frames[index].parent
        }
        return nil
    }

    func document(of frame: Int) -> Int { frames[frame].document }

    /// The argument `name` in `frame` or an enclosing frame.
    func argument(_ name: String, in frame: Int) -> Argument? {
        var current: Int? = frame
        while let index = current {
            if let argument = frames[index].values[name] { return argument }
            current = frames[index].parent
        }
        return nil
    }

    /// `value` with parameters replaced by their arguments, and the frame to read what is left in.
    ///
    /// A chain of parameters is followed to the argument that holds a value.
    func resolve(_ value: PropertyValue, in frame: Int) -> (value: PropertyValue, frame: Int) {
        var current = (value: value, frame: frame)
        for _ in 0..<64 {
            guard case .parameter(let name) = current.value.value,
                let argument = argument(name, in: current.frame)
            else { return current }
            current = (argument.value, argument.frame)
        }
        return current
    }
}
