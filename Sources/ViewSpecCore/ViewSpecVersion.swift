/// The version of viewspec. (The spec language version it reads is `SpecShapes.supportedVersion`.)
package enum ViewSpecVersion {
    /// The tool's version, printed by `viewspec --version`.
    package static let tool = "0.1.0"
}
