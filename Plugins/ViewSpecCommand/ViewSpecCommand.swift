import Foundation
import PackagePlugin

/// `swift package viewspec ARGUMENTS…`: runs `viewspec ARGUMENTS…` in the package's folder, for
/// a package that depends on viewspec (docs/ci.md, "A Swift package").
///
/// The arguments are viewspec's own, passed as given, so every command and option works as on
/// the command line. The plugin first has SwiftPM build the `viewspec` product, in debug, as
/// `swift build --product viewspec` would (libyaml must be installed), and runs what it built.
/// It asks for the build rather than naming viewspec as its tool dependency: a tool dependency
/// is built a second time, for the host, by every `swift build` of viewspec's own package.
/// Relative paths are the package's, as in `swift package viewspec validate specs`. The plugin
/// fails, and `swift package` exits non-zero, when viewspec does: `swift package` turns every
/// failure into its own status, so a caller that needs viewspec's exit code (64 for a usage
/// error) reads it from the message.
@main
struct ViewSpecCommand: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let build = try packageManager.build(
            .product("viewspec"), parameters: .init(configuration: .debug, logging: .concise))
        guard build.succeeded else {
            print(build.logText)
            throw Failure(description: "building viewspec failed")
        }
        guard
            let viewspec = build.builtArtifacts.first(where: {
                $0.kind == .executable && $0.url.lastPathComponent == "viewspec"
            })
        else {
            throw Failure(description: "SwiftPM built no viewspec executable")
        }
        let process = Process()
        process.executableURL = viewspec.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        switch (process.terminationReason, process.terminationStatus) {
        case (.exit, 0): return
        case (.exit, let status): throw Failure(description: "viewspec exited with status \(status)")
        case (_, let signal): throw Failure(description: "viewspec was ended by signal \(signal)")
        }
    }
}
