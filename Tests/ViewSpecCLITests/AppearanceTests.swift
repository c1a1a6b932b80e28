import Foundation
import Testing

/// `--appearance` on the built binary: a value that is not one is a usage error.
///
/// What the
/// appearances resolve to is the library's (Resolve/Resolver/AppearanceResolutionTests).
@Suite struct AppearanceTests {
    static let spec = "specs/gallery/dark-appearance.yaml"

    @Test(arguments: ["layout", "validate"])
    func anUnknownAppearanceIsAUsageError(command: String) throws {
        let run = try Viewspec.run([command, Self.spec, "--appearance", "dim"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("unknown value 'dim' for --appearance"))
        #expect(run.stderr.contains("light, dark, or all"))
    }
}
