import Cassowary
import Dispatch
import ViewSpecCore
import ViewSpecResolve

/// One thing the build asks of the solver.
///
/// The build never reads the solver back until it ends, so the solver can do this work on another
/// thread, in order, while the build goes on making constraints (`SolverFeed`).
enum SolverWork {
    /// `mark`: how many diagnostics the build had reported when it asked, which places a
    /// failure's report among them as if it had been made at once. The constraint's origin
    /// stays with the build (`origins`), which alone reads it, once the solver is done.
    /// `depth`: for a written constraint, how deep its view lies (-1 for a top-level one), which
    /// decides what a conflict leaves out (`LayoutEngine.displacing`); nil for a default.
    case add(Constraint, mark: Int, depth: Int?)
    case addEditVariable(Variable, Priority)
    case suggest(Double, Variable)
}

/// A constraint the solver left out during the build, reported when the build ends.
struct SolverFailure {
    var error: SolverError
    var constraint: Constraint
    var mark: Int
    /// Whether the solver worked out the smallest conflicting set for this one: it stops after
    /// a few, and the report says so.
    var explained: Bool
    /// Whether `constraint` was added before the one whose addition found the conflict, and
    /// left out instead of it, as its view lies deeper (`LayoutEngine.displacing`).
    var displaced = false
}

/// Hands the build's solver work to a serial queue in batches, so that on a large screen making
/// constraints (one core) and adding them to the solver (another) overlap: both are a large share
/// of the build, so running them side by side shortens it.
///
/// The queue runs the batches in the order sent, so the solver sees exactly the sequence it would
/// see on one thread.
final class SolverFeed: @unchecked Sendable {
    private static let batchSize = 256

    private let queue = DispatchQueue(label: "viewspec.layout.solver")
    private let perform: (SolverWork) -> Void
    private var batch: [SolverWork] = []

    /// `perform` runs on the queue's thread: it may touch only what the build leaves alone
    /// until `finish` (the solver and the failures).
    init(perform: @escaping (SolverWork) -> Void) {
        self.perform = perform
        batch.reserveCapacity(Self.batchSize)
    }

    func send(_ work: SolverWork) {
        batch.append(work)
        if batch.count == Self.batchSize { flush() }
    }

    /// Sends what is left and waits until the solver has done everything sent.
    func finish() {
        flush()
        queue.sync {}
    }

    private func flush() {
        guard !batch.isEmpty else { return }
        let handed = Batch(work: batch, perform: perform)
        batch = []
        batch.reserveCapacity(Self.batchSize)
        queue.async {
            for work in handed.work { handed.perform(work) }
        }
    }

    /// Only the queue's thread reads a batch once it is sent.
    private struct Batch: @unchecked Sendable {
        let work: [SolverWork]
        let perform: (SolverWork) -> Void
    }
}

extension LayoutEngine {
    /// Hands `work` to the feed while the build runs on one; else does it now and reports a
    /// failure at once.
    func submit(_ work: SolverWork) {
        if let feed {
            feed.send(work)
        } else {
            perform(work)
            if !failures.isEmpty { reportFailures() }
        }
    }

    /// The solver's side of the build: on the feed's thread when there is one.
    func perform(_ work: SolverWork) {
        switch work {
        case .add(let constraint, let mark, let depth):
            // The decoder holds every written number to SpecNumber's range, so this only
            // catches a combination that grew past what the solver can work with exactly.
            // It is reported as the solver reports a number it cannot take.
            do throws(SolverError) {
                guard Self.isWithinSolvableRange(constraint) else { throw .nonFiniteConstraint(constraint) }
                try solver.add(constraint)
                recordedSteps?.append(.add(constraint))
                if let depth { writtenDepths[constraint.id] = depth }
            } catch {
                let explained = solver.explainsConflicts
                if case .unsatisfiable = error { countExplained() }
                if explained, case .unsatisfiable(_, let conflicts) = error, let depth,
                    let failure = displacing(conflicts, for: constraint, depth: depth, mark: mark)
                {
                    failures.append(failure)
                    writtenDepths[constraint.id] = depth
                    return
                }
                failures.append(
                    SolverFailure(error: error, constraint: constraint, mark: mark, explained: explained))
            }
        case .addEditVariable(let variable, let priority):
            if (try? solver.addEditVariable(variable, priority: priority)) != nil {
                recordedSteps?.append(.addEditVariable(variable, priority))
            }
        case .suggest(let value, let variable):
            if (try? solver.suggestValue(value, for: variable)) != nil {
                recordedSteps?.append(.suggest(value, variable))
            }
        }
    }

    /// The failure to report when a written constraint conflicts and a deeper view's gives way.
    ///
    /// When a written constraint conflicts with required ones before it, the one left out is
    /// the written constraint of the innermost view in the conflict, as a user reads a spec: a
    /// view's own size gives way to the stack and the plans of the views that hold it, wherever
    /// those are written. So the containers keep their layout, and only the innermost view
    /// differs from what was written. This takes out the earlier constraint of a view deeper
    /// than `constraint`'s, the latest added of the deepest, and adds `constraint` in its place;
    /// nil (nothing changed) when no written constraint in `conflicts` lies deeper, or when
    /// `constraint` still cannot be added without it (the other is then put back).
    ///
    /// Only for a conflict whose smallest set was worked out: a traced set may hold constraints
    /// that are not part of it.
    private func displacing(_ conflicts: [Constraint], for constraint: Constraint, depth: Int, mark: Int)
        -> SolverFailure?
    {
        var deepest: (constraint: Constraint, depth: Int)?
        for conflict in conflicts {
            guard let other = writtenDepths[conflict.id], other > depth else { continue }
            if let known = deepest,
                known.depth > other || (known.depth == other && known.constraint.id > conflict.id)
            {
                continue
            }
            deepest = (conflict, other)
        }
        guard let (culprit, _) = deepest, (try? solver.remove(culprit)) != nil else { return nil }
        do {
            try solver.add(constraint)
        } catch {
            // The system held with the culprit before, so it takes it again.
            try? solver.add(culprit)
            return nil
        }
        writtenDepths[culprit.id] = nil
        recordedSteps?.removeAll {
            if case .add(let recorded) = $0 { return recorded.id == culprit.id }
            return false
        }
        recordedSteps?.append(.add(constraint))
        let others = conflicts.filter { $0.id != culprit.id } + [constraint]
        return SolverFailure(
            error: .unsatisfiable(culprit, conflicts: others), constraint: culprit, mark: mark,
            explained: true,
            displaced: true)
    }

    /// Waits for the solver to catch up with the build and stops feeding it: what follows
    /// reads the solver.
    func finishBuild() {
        feed?.finish()
        feed = nil
        reportFailures()
    }

    /// Reports what the solver left out, each among the build's own diagnostics where it would
    /// have come had it been reported at once.
    private func reportFailures() {
        guard !failures.isEmpty else { return }
        var merged = DiagnosticBag()
        var next = 0
        for (position, diagnostic) in diagnostics.diagnostics.enumerated() {
            while next < failures.count, failures[next].mark <= position {
                merged.report(self.diagnostic(for: failures[next]))
                next += 1
            }
            merged.report(diagnostic)
        }
        for failure in failures[next...] { merged.report(self.diagnostic(for: failure)) }
        diagnostics = merged
        failures = []
    }

    private func diagnostic(for failure: SolverFailure) -> Diagnostic {
        guard let origin = origins[failure.constraint.id] else {
            preconditionFailure("every constraint sent has its origin, recorded by `add` before it was sent")
        }
        return diagnostic(
            for: failure.error, origin: origin, explained: failure.explained, displaced: failure.displaced)
    }
}
