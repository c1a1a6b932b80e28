import Synchronization
import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The spec's suppressions as the screen audits consult them, in a run whose output leaves
/// silenced findings out (every form but SARIF): a finding they silence is never built (its
/// message formatted, its notes and view named), and the suppressions that silenced it are
/// recorded as used, so `Suppressions.unused` says what it would had `partition` dropped it.
///
/// A layout run sets it on the tree's `audits` (`Pipeline.layout`); every screen of the run
/// shares it, and a matrix lays screens out on several threads at once.
package final class SilencedFindings: Sendable {
    let suppressions: Suppressions
    /// Where each view is written, as `partition` looks it up.
    let viewRanges: [String: SourceRange]
    /// Per entry of `suppressions`, whether it silenced a finding left unbuilt.
    private let used: Mutex<[Bool]>

    init(_ suppressions: Suppressions, viewRanges: [String: SourceRange]) {
        self.suppressions = suppressions
        self.viewRanges = viewRanges
        used = Mutex([Bool](repeating: false, count: suppressions.entries.count))
    }

    /// The positions of the entries that silenced something left unbuilt.
    var usedEntries: [Int] {
        used.withLock { used in used.indices.filter { used[$0] } }
    }

    /// Per place (`place` numbers each finding's rule and range, as `Audits.reported` groups
    /// them), whether its findings are left unbuilt.
    ///
    /// `Audits.reported` keeps one finding for the views made from one node, the first, and
    /// `partition` then silences or keeps it by that first view, marking used the entries that
    /// silence it. So a place is left out only when every finding there is silenced by the same
    /// entries: whichever is first, it is silenced, and by those. A place whose findings differ
    /// (rows of one node written under different comments) is built and left to `partition`.
    func silencedPlaces(
        of findings: [AuditFindings.Finding], place: [Int], placeCount: Int, tree: ResolvedTree
    )
        -> [Bool]
    {
        enum Covering {
            case unseen
            /// Silenced by these entries, as the findings before it there.
            case same([Int])
            case differs
        }
        var coverings = [Covering](repeating: .unseen, count: placeCount)
        var usedHere = [Bool](repeating: false, count: suppressions.entries.count)
        for (index, finding) in findings.enumerated() {
            let number = place[index]
            if case .differs = coverings[number] { continue }
            var entries: [Int] = []
            suppressions.forEachEntry(
                silencing: finding.rule, at: finding.range, view: tree.views[finding.view].id, viewRanges
            ) { entries.append($0) }
            switch coverings[number] {
            case .unseen: coverings[number] = .same(entries)
            case .same(let earlier) where earlier != entries: coverings[number] = .differs
            case .same, .differs: break
            }
        }
        var silenced = [Bool](repeating: false, count: placeCount)
        for (number, covering) in coverings.enumerated() {
            guard case .same(let entries) = covering, !entries.isEmpty else { continue }
            silenced[number] = true
            for entry in entries { usedHere[entry] = true }
        }
        if usedHere.contains(true) {
            used.withLock { used in
                for (entry, isUsed) in usedHere.enumerated() where isUsed { used[entry] = true }
            }
        }
        return silenced
    }
}

extension Suppressions {
    /// What the audits of a run consult so that the findings these suppressions silence are
    /// not built; nil when there are none to consult.
    package func silencing(viewRanges: [String: SourceRange]) -> SilencedFindings? {
        entries.isEmpty ? nil : SilencedFindings(self, viewRanges: viewRanges)
    }
}
