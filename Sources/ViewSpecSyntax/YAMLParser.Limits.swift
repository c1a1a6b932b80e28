import ViewSpecCore

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
        /// The most nodes in the tree, aliases counted expanded.
        ///
        /// Each node costs about 90 bytes in memory, so without it 8 MiB of `[1,1,1,…]` would take
        /// 400 MB.
        public var maxNodes: Int

        /// Limits of the given sizes; `maxNodes` defaults to a million.
        public init(maxBytes: Int, maxDepth: Int, maxAliasExpansion: Int, maxNodes: Int = 1_000_000) {
            self.maxBytes = maxBytes
            self.maxDepth = maxDepth
            self.maxAliasExpansion = maxAliasExpansion
            self.maxNodes = maxNodes
        }

        /// 8 MiB, 128 levels, 1,000,000 aliased nodes, 1,000,000 nodes in all: far beyond any
        /// hand-written spec (the 10,000-view benchmark spec has about 100,000 nodes).
        public static let `default` = Limits(
            maxBytes: 8 << 20, maxDepth: 128, maxAliasExpansion: 1_000_000)
    }
}
