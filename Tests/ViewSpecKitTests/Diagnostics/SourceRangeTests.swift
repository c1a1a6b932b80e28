import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Ranges keep their file as a number in a process-wide table of names: the name read back, the
/// equality, the hashing and the reading order must be those of the name itself.
@Suite struct SourceRangeTests {
    static func range(_ file: String, _ line: Int, _ column: Int) -> SourceRange {
        SourceRange(file: file, at: SourcePosition(line: line, column: column))
    }

    @Test func theFileNameReadsBackAsGiven() {
        let long = "/a/path/longer/than/fifteen/bytes/screen.yaml"
        for name in [long, "s.yaml", "<stdin>", "", "é/ü.yaml"] {
            #expect(Self.range(name, 3, 4).file == name)
        }
        var range = Self.range(long, 1, 1)
        range.file = "other.yaml"
        #expect(range.file == "other.yaml")
        #expect(range == Self.range("other.yaml", 1, 1))
    }

    @Test func sameNameIsSameFileWhicheverWayTheRangeWasMade() {
        let file = SourceFile(path: "made-from-a-file.yaml", text: "a: 1\n")
        let fromFile = SourceRange(fileID: file.fileID, at: SourcePosition(line: 1, column: 1))
        let fromName = Self.range("made-from-a-file.yaml", 1, 1)
        #expect(fromFile == fromName)
        #expect(fromFile.hashValue == fromName.hashValue)
        #expect(fromFile.isInSameFile(as: fromName))
        #expect(!fromFile.isInSameFile(as: Self.range("made-from-a-file.yml", 1, 1)))
        #expect(Set([fromFile, fromName]).count == 1)
    }

    @Test func orderIsByFileNameThenPosition() {
        // Names made in an order unlike their sorted order, so the table's numbers differ from it.
        let ranges = [
            Self.range("zeta.yaml", 1, 1), Self.range("alpha.yaml", 9, 1), Self.range("alpha.yaml", 2, 7),
            Self.range("mid.yaml", 1, 1), Self.range("alpha.yaml", 2, 3),
        ]
        let expected = ranges.sorted {
            ($0.file, $0.lower.line, $0.lower.column) < ($1.file, $1.lower.line, $1.lower.column)
        }
        #expect(ranges.sorted() == expected)
        #expect(expected.map(\.file) == ["alpha.yaml", "alpha.yaml", "alpha.yaml", "mid.yaml", "zeta.yaml"])
    }

    @Test func positionsHoldLargeNumbersAndClampTheImpossible() {
        let big = SourcePosition(line: 4_000_000, column: 70_000)
        #expect(big.line == 4_000_000 && big.column == 70_000)
        #expect(SourcePosition(line: -1, column: 0).line == 0)
        #expect(SourcePosition(line: 1, column: 2) < SourcePosition(line: 2, column: 1))
        #expect(SourcePosition(line: 2, column: 1) < SourcePosition(line: 2, column: 2))
    }

    @Test func namesAreNumberedOnceAcrossThreads() async {
        let names = (0..<64).map { "concurrent-\($0 % 8).yaml" }
        let ids = await withTaskGroup(of: (String, SourceRange).self) { group in
            for name in names { group.addTask { (name, Self.range(name, 1, 1)) } }
            var result: [(String, SourceRange)] = []
            for await pair in group { result.append(pair) }
            return result
        }
        for (name, range) in ids {
            #expect(range.file == name)
            #expect(range == Self.range(name, 1, 1))
        }
    }
}
