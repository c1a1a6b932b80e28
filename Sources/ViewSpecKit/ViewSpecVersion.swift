/// The version of viewspec and of the spec language it reads.
public enum ViewSpecVersion {
    /// The tool's version, printed by `viewspec --version`.
    public static let tool = "0.1.0"
    /// The spec language versions this build reads (`viewspec: 1`).
    public static let languages = [1]
}
