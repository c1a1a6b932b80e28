// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "viewspec",
    // macOS 15 for the standard library's Atomic (the solver's variable and constraint ids).
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "viewspec", targets: ["viewspec"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        // The pipeline as a library, for the fuzz target in fuzz/ (a package of its own, so a
        // plain build never compiles it with the fuzzer's flags).
        .library(name: "ViewSpecKit", targets: ["ViewSpecKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "Cassowary"),
        .target(
            name: "ViewSpecKit",
            dependencies: ["CLibYAML", "Cassowary"]
        ),
        .executableTarget(
            name: "viewspec",
            dependencies: [
                "ViewSpecKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Test and benchmark front end for the solver; not part of viewspec's user interface.
        .executableTarget(name: "cassowary-solve", dependencies: ["Cassowary"]),
        // The pipeline's stage benchmarks, and the constraint system a layout solves as JSON for
        // the solver comparisons (release build): see docs/benchmarks.md.
        .executableTarget(name: "viewspec-bench", dependencies: ["ViewSpecKit", "Cassowary"]),
        // What the test targets share: the package root, file listings and the golden files'
        // compare-or-record (VIEWSPEC_RECORD=1) loop.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "ViewSpecKitTests", dependencies: ["ViewSpecKit", "TestSupport"]),
        .testTarget(
            name: "ViewSpecCLITests",
            // Depending on the executables makes `swift test` build them.
            // ViewSpecKit for the kind catalogue the every-kind test walks.
            dependencies: ["viewspec", "cassowary-solve", "ViewSpecKit", "TestSupport"],
            exclude: ["Expected"]
        ),
    ]
)
