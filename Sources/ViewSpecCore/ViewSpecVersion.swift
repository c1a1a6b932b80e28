/// The version of viewspec. (The spec language version it reads is `SpecShapes.supportedVersion`.)
public enum ViewSpecVersion {
    /// The tool's version, printed by `viewspec --version`.
    public static let tool = "0.1.0"
}
