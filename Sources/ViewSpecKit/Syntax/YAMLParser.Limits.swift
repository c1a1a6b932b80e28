extension YAMLParser {
    /// Bounds that keep hostile input (alias bombs, absurd nesting, huge files) from costing more
    /// than a normal spec does.
    public struct Limits: Sendable {
        /// The largest file, in bytes, that is read at all.
        public var maxBytes: Int
        /// The deepest nesting of sequences and mappings.
        public var maxDepth: Int
        /// How many nodes aliases (and merge keys, which are aliases) may materialise in total;
        /// counting expanded nodes rather than alias events is what stops "billion laughs".
        public var maxAliasExpansion: Int

        public init(maxBytes: Int, maxDepth: Int, maxAliasExpansion: Int) {
            self.maxBytes = maxBytes
            self.maxDepth = maxDepth
            self.maxAliasExpansion = maxAliasExpansion
        }

        /// 8 MiB, 128 levels, 1,000,000 aliased nodes: far beyond any hand-written spec.
        public static let `default` = Limits(
            maxBytes: 8 << 20, maxDepth: 128, maxAliasExpansion: 1_000_000)
    }
}
