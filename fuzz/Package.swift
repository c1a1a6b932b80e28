// swift-tools-version: 6.0
import PackageDescription

// The fuzz target, kept out of the main package so that `swift build` and `swift test` never
// build it: it links only with `-sanitize=fuzzer`, which supplies libFuzzer. scripts/fuzz.sh
// builds and runs it; docs/reliability.md says how.
let package = Package(
    name: "viewspec-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "viewspec", path: "..")],
    targets: [
        .target(name: "LibFuzzerDriver"),
        .executableTarget(
            name: "viewspec-fuzz",
            dependencies: ["LibFuzzerDriver", .product(name: "ViewSpecKit", package: "viewspec")]
        ),
    ]
)
