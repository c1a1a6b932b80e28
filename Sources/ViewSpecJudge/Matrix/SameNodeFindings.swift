import ViewSpecCore
import ViewSpecResolve

/// One finding per written node and rule.
///
/// The views a table's rows, a collection's cells or a component's uses make from one node
/// share each finding of a rule, reported once, about the first of them, with a note counting
/// the others. Every rule's findings, the layout's, the
/// audits' and the matrix's, go through it, on one screen and across the cells of a matrix.
package enum SameNodeFindings {
    /// What tells findings of views made from one node apart: the rule, the severity, the place
    /// (the same for every view made from the node), the node its view was made from, and, on
    /// one screen, the places its notes point at (an overlap's other view), but for the count of
    /// shared views.
    ///
    /// Not the message, which quotes each view's id, text and numbers.
    struct Key: Hashable {
        var id: String
        var severity: Diagnostic.Severity
        var range: SourceRange?
        /// Where the view was written; its id when the tree does not know it.
        var node: SourceRange?
        var view: String?
        var notes: [SourceRange?]

        /// The key of `diagnostic`, whose view was written at `node(view)`.
        ///
        /// `byNotes`: whether the notes' places tell findings apart. Across cells they do not:
        /// a conflict may name other constraints on another device and still be one finding.
        init(_ diagnostic: Diagnostic, node: (String) -> SourceRange?, byNotes: Bool = true) {
            id = diagnostic.id
            severity = diagnostic.severity
            range = diagnostic.range
            let written = diagnostic.view.flatMap(node)
            self.node = written
            view = written == nil ? diagnostic.view : nil
            notes = byNotes ? SameNodeFindings.ownNotes(of: diagnostic).map(\.range) : []
        }
    }

    /// Where each view of `tree` was written, by id (the first view of an id, as suppressions
    /// place it).
    package static func nodes(of tree: ResolvedTree) -> (String) -> SourceRange? {
        var ranges: [String: SourceRange] = [:]
        ranges.reserveCapacity(tree.views.count)
        for view in tree.views where ranges[view.id] == nil { ranges[view.id] = view.range }
        return { ranges[$0] }
    }

    /// The findings of one key gathered into groups, one per finding of the node.
    ///
    /// A finding joins the first group of its key that does not yet hold its view in its cell:
    /// one view's findings of a rule at one place (an input's placeholder and its fill) are two
    /// findings, and each row's copy of them joins its own, in the order the views report them.
    struct Groups {
        struct Member: Hashable {
            var view: String
            var cell: Int
        }
        private var groupsOf: [Key: [Int]] = [:]
        private var members: [Set<Member>] = []
        private var seenViews: [Set<String>] = []
        /// Each group's views, the first finding's first, each once.
        private(set) var views: [[String]] = []

        /// The group `diagnostic` (found in `cell`) joins, and whether it is a new one.
        mutating func add(_ diagnostic: Diagnostic, key: Key, cell: Int) -> (group: Int, isNew: Bool) {
            let own = ([diagnostic.view].compactMap { $0 } + diagnostic.sharedWith).map {
                Member(view: $0, cell: cell)
            }
            let candidates = groupsOf[key] ?? []
            let group: Int
            let isNew: Bool
            if let free = candidates.first(where: { members[$0].isDisjoint(with: own) }) {
                (group, isNew) = (free, false)
            } else {
                (group, isNew) = (members.count, true)
                groupsOf[key, default: []].append(group)
                members.append([])
                seenViews.append([])
                views.append([])
            }
            members[group].formUnion(own)
            for member in own where seenViews[group].insert(member.view).inserted {
                views[group].append(member.view)
            }
            return (group, isNew)
        }
    }

    /// `diagnostics` with the findings of views made from one node made one, the first.
    ///
    /// They keep their order; the others' views are added to its `sharedWith`, and its last note
    /// counts them. A finding that already shares views (grouped before) adds those.
    ///
    /// `nodes` is asked only when findings of a rule about two views share a place.
    package static func grouped(
        _ diagnostics: [Diagnostic], nodes: @autoclosure () -> (String) -> SourceRange?
    ) -> [Diagnostic] {
        // Only findings of one rule at one place about several views can be of one node: most
        // are alone, or one view's (a label that overlaps many siblings), and need no key.
        struct Place: Hashable {
            var id: String
            var range: SourceRange?
        }
        var firstView: [Place: String] = [:]
        var shared: Set<Place> = []
        for diagnostic in diagnostics {
            guard let view = diagnostic.view else { continue }
            let place = Place(id: diagnostic.id, range: diagnostic.range)
            if let first = firstView[place] {
                if first != view { shared.insert(place) }
            } else {
                firstView[place] = view
            }
        }
        guard !shared.isEmpty else { return diagnostics }
        let node = nodes()
        var groups = Groups()
        var kept: [Diagnostic] = []
        /// Per kept finding, its group; nil for one alone at its place.
        var groupOf: [Int?] = []
        var positionOf: [Int: Int] = [:]
        for diagnostic in diagnostics {
            guard diagnostic.view != nil, shared.contains(Place(id: diagnostic.id, range: diagnostic.range))
            else {
                kept.append(diagnostic)
                groupOf.append(nil)
                continue
            }
            let (group, isNew) = groups.add(diagnostic, key: Key(diagnostic, node: node), cell: 0)
            if isNew {
                positionOf[group] = kept.count
                kept.append(diagnostic)
                groupOf.append(group)
            } else if let at = positionOf[group], let measure = diagnostic.measure,
                let known = kept[at].measure, measure.isWorse(than: known)
            {
                kept[at].measure = measure
            }
        }
        for index in kept.indices {
            guard let group = groupOf[index] else { continue }
            let shared = Array(groups.views[group].dropFirst())
            if shared != kept[index].sharedWith { kept[index].share(shared) }
        }
        return kept
    }

    /// The notes of a finding but the count of its shared views.
    static func ownNotes(of diagnostic: Diagnostic) -> ArraySlice<Diagnostic> {
        diagnostic.sharedWith.isEmpty ? diagnostic.notes[...] : diagnostic.notes.dropLast()
    }

    static func note(count: Int) -> Diagnostic {
        let (views, have) = count == 1 ? ("view", "has") : ("views", "have")
        return .note(
            "and \(count) more \(views) made from the same node (table or collection rows) \(have) the same finding",
            at: nil)
    }
}

extension Diagnostic {
    /// Makes `views` the other views this finding is reported for, counted in its last note.
    mutating func share(_ views: [String]) {
        notes = Array(SameNodeFindings.ownNotes(of: self))
        sharedWith = views
        if !views.isEmpty { notes.append(SameNodeFindings.note(count: views.count)) }
    }
}
