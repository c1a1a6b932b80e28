import Foundation
import Testing

/// Lays out a spec given as text through `viewspec layout -`, as a user pipes one in.
enum Piped {
    static func layout(_ spec: String, _ arguments: [String] = []) throws -> Run {
        try Viewspec.run(["layout", "-"] + arguments, stdin: Data(spec.utf8))
    }

    /// The absolute frames of the first layout, by view id.
    static func frames(_ run: Run) throws -> [String: [String: Double]] {
        try run.laidOutViews().compactMapValues { $0["absolute"] as? [String: Double] }
    }
}
