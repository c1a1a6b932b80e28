import ViewSpecCore
import ViewSpecSyntax

/// Cycles among declarations that name one another: components that use or extend components,
/// styles and palettes that extend others.
///
/// A spec may hold a chain of thousands, so the search keeps its own stack (recursion would
/// overflow the thread's stack) and visits each declaration and reference a bounded number of times
/// (a search per declaration would be quadratic).
enum Cycles {
    /// One path `v → … → v` per cycle, each starting at the first declaration (in `successors`
    /// order) on it that no earlier path went through; the paths in the order of their starts.
    ///
    /// `successors[v]` are the declarations `v` names, in the order it names them; the path from
    /// `v` is the first one a depth-first search in that order finds.
    static func paths(successors: [[Int]]) -> [[Int]] {
        let component = stronglyConnectedComponents(successors)
        var size = [Int](repeating: 0, count: successors.count)
        for c in component { size[c] += 1 }
        var reported = [Bool](repeating: false, count: successors.count)
        // Stamped per search so that no search clears what the one before it marked.
        var visitedBy = [Int](repeating: -1, count: successors.count)
        var paths: [[Int]] = []
        for start in successors.indices where !reported[start] {
            let own = component[start]
            guard size[own] > 1 || successors[start].contains(start) else { continue }
            // Only declarations of the start's component can lead back to it.
            var path = [start]
            var next = [0]
            var found = false
            while let last = path.last, !found {
                let position = next[next.count - 1]
                let edges = successors[last]
                guard position < edges.count else {
                    path.removeLast()
                    next.removeLast()
                    continue
                }
                next[next.count - 1] += 1
                let target = edges[position]
                if target == start {
                    path.append(target)
                    found = true
                } else if component[target] == own, visitedBy[target] != start {
                    visitedBy[target] = start
                    path.append(target)
                    next.append(0)
                }
            }
            guard found else { continue }
            for vertex in path { reported[vertex] = true }
            paths.append(path)
        }
        return paths
    }

    /// The strongly connected component of each vertex (Tarjan's algorithm, without recursion).
    static func stronglyConnectedComponents(_ successors: [[Int]]) -> [Int] {
        let count = successors.count
        var index = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var component = [Int](repeating: -1, count: count)
        var stack: [Int] = []
        var nextIndex = 0
        var components = 0
        // The depth-first search's own stack: a vertex and the next of its edges to follow.
        var calls: [(vertex: Int, edge: Int)] = []
        for root in 0..<count where index[root] < 0 {
            calls.append((root, 0))
            index[root] = nextIndex
            lowLink[root] = nextIndex
            nextIndex += 1
            stack.append(root)
            onStack[root] = true
            while let (vertex, edge) = calls.last {
                let edges = successors[vertex]
                if edge < edges.count {
                    calls[calls.count - 1].edge += 1
                    let target = edges[edge]
                    if index[target] < 0 {
                        index[target] = nextIndex
                        lowLink[target] = nextIndex
                        nextIndex += 1
                        stack.append(target)
                        onStack[target] = true
                        calls.append((target, 0))
                    } else if onStack[target] {
                        lowLink[vertex] = min(lowLink[vertex], index[target])
                    }
                    continue
                }
                calls.removeLast()
                if let caller = calls.last?.vertex {
                    lowLink[caller] = min(lowLink[caller], lowLink[vertex])
                }
                if lowLink[vertex] == index[vertex] {
                    while let top = stack.popLast() {
                        onStack[top] = false
                        component[top] = components
                        if top == vertex { break }
                    }
                    components += 1
                }
            }
        }
        return component
    }
}
