// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "viewspec",
    // macOS 15 for the standard library's Atomic (the solver's variable and constraint ids).
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "viewspec", targets: ["viewspec"]),
        // `swift package viewspec validate specs` in a package that depends on this one
        // (docs/ci.md, "A Swift package").
        .plugin(name: "ViewSpecCommand", targets: ["ViewSpecCommand"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        // The pipeline as a library, for the fuzz target in fuzz/ (a package of its own, so a
        // plain build never compiles it with the fuzzer's flags).
        .library(
            name: "ViewSpecKit",
            targets: [
                "ViewSpecKit", "ViewSpecCore", "ViewSpecSyntax", "ViewSpecLanguage", "ViewSpecResolve",
                "ViewSpecLayout", "ViewSpecJudge", "ViewSpecEmit",
            ]
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The preview server's HTTP and WebSockets (docs/architecture.md says why this one).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "Cassowary"),
        // The pipeline's stages, one module each, each depending only on the stages before it,
        // so that a dependency running against the flow is a compile error (docs/architecture.md).
        // Core: diagnostics, sources, the shared vocabulary and the JSON writer; no stage.
        .target(name: "ViewSpecCore"),
        // YAML and JSON text → SyntaxNode trees with source ranges; the only libyaml user.
        .target(name: "ViewSpecSyntax", dependencies: ["ViewSpecCore", "CLibYAML"]),
        // SyntaxNode → typed Spec: the spec language (kinds' signatures, schema), checks.
        .target(name: "ViewSpecLanguage", dependencies: ["ViewSpecCore", "ViewSpecSyntax", "Cassowary"]),
        // Spec → ResolvedTree: the factory layer, styles, components, text metrics, bound plans.
        .target(
            name: "ViewSpecResolve",
            dependencies: ["ViewSpecCore", "ViewSpecSyntax", "ViewSpecLanguage", "Cassowary"]
        ),
        // ResolvedTree + device → frames, through the solver; nothing of Spec.
        .target(name: "ViewSpecLayout", dependencies: ["ViewSpecCore", "ViewSpecResolve", "Cassowary"]),
        // Judging laid-out screens: audits, the token lint, matrix checks, suppressions,
        // baselines and the configuration file.
        .target(
            name: "ViewSpecJudge",
            dependencies: [
                "ViewSpecCore", "ViewSpecSyntax", "ViewSpecLanguage", "ViewSpecResolve", "ViewSpecLayout",
            ]
        ),
        // Frames → documents (JSON, ASCII, SVG) and layout documents compared (diff).
        .target(
            name: "ViewSpecEmit",
            dependencies: ["ViewSpecCore", "ViewSpecSyntax", "ViewSpecResolve", "ViewSpecLayout"]
        ),
        // The facade: runs the stages in order on a spec, a matrix or a folder.
        .target(
            name: "ViewSpecKit",
            dependencies: [
                "ViewSpecCore", "ViewSpecSyntax", "ViewSpecLanguage", "ViewSpecResolve", "ViewSpecLayout",
                "ViewSpecJudge", "ViewSpecEmit",
            ]
        ),
        // `viewspec preview`: the page, its loopback server and the file watcher; after the
        // facade, and no stage depends on it.
        .target(
            name: "ViewSpecPreview",
            dependencies: [
                "ViewSpecKit", "ViewSpecCore", "ViewSpecSyntax", "ViewSpecLanguage", "ViewSpecResolve",
                "ViewSpecLayout", "ViewSpecJudge", "ViewSpecEmit",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "viewspec",
            dependencies: [
                "ViewSpecKit", "ViewSpecCore", "ViewSpecSyntax", "ViewSpecLanguage", "ViewSpecResolve",
                "ViewSpecLayout", "ViewSpecJudge", "ViewSpecEmit", "ViewSpecPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "ViewSpecCommand",
            capability: .command(
                intent: .custom(
                    verb: "viewspec", description: "Run viewspec (validate, layout, …) on the package's specs"
                )
            )
        ),
        // Test and benchmark front end for the solver; not part of viewspec's user interface.
        .executableTarget(name: "cassowary-solve", dependencies: ["Cassowary"]),
        // The pipeline's stage benchmarks, and the constraint system a layout solves as JSON for
        // the solver comparisons (release build): see docs/benchmarks.md.
        .executableTarget(
            name: "viewspec-bench",
            dependencies: [
                "ViewSpecKit", "ViewSpecCore", "ViewSpecSyntax", "ViewSpecLanguage", "ViewSpecResolve",
                "ViewSpecLayout", "ViewSpecJudge", "ViewSpecEmit", "Cassowary",
            ]
        ),
        // What the test targets share: the package root, file listings and the golden files'
        // compare-or-record (VIEWSPEC_RECORD=1) loop.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(
            name: "ViewSpecKitTests",
            dependencies: [
                "ViewSpecKit", "ViewSpecCore", "ViewSpecSyntax", "ViewSpecLanguage", "ViewSpecResolve",
                "ViewSpecLayout", "ViewSpecJudge", "ViewSpecEmit", "TestSupport", "ViewSpecPreview",
            ]
        ),
        .testTarget(
            name: "ViewSpecCLITests",
            // Depending on the executables makes `swift test` build them; the tests import no
            // library module: library facts are ViewSpecKitTests'.
            dependencies: ["viewspec", "cassowary-solve", "TestSupport"],
            exclude: ["Expected"]
        ),
    ]
)
