import Foundation
import TestSupport
import Testing

@testable import ViewSpecCore
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecSyntax

/// What a run over many specs keeps until it prints: the text of the specs with findings, each
/// in a buffer of its own size.
@Suite struct RetainedSourcesTests {
    /// A small spec is kept in a buffer about its size, not the read chunk's 64 KB (which made a
    /// folder of 20,000 small specs take 1.3 GB).
    @Test func aSmallFileIsKeptInASmallBuffer() throws {
        let folder = try ScratchFolder()
        let path = try folder.write("small.yaml", "viewspec: 1\nroot:\n  view: {}\n")
        var bag = DiagnosticBag()
        let source = try #require(SourceLoader.load(path: path, diagnostics: &bag))
        #expect(source.bytes.count == 29)
        #expect(source.bytes.capacity < 1024, "capacity \(source.bytes.capacity)")
    }

    /// Only the specs whose findings are printed keep their text until the end.
    @Test func aFolderKeepsTheTextOfItsFindingsOnly() throws {
        let folder = try ScratchFolder()
        for index in 0..<20 {
            try folder.write("clean\(index).yaml", "viewspec: 1\nroot:\n  view: {}\n")
        }
        let faulty = try folder.write("faulty.yaml", "viewspec: 1\nroot:\n  view: { colour: red }\n")
        let report = validation([folder.url.path])
        #expect(report.diagnostics.map(\.id) == ["unknown-key"], "\(report.text)")
        #expect(report.sources.map(\.path) == [faulty])
    }
}

@Suite struct DenseBaselineTests {
    static func entry(_ view: String, _ cell: Baseline.Cell?, _ measure: Double? = 2.5) -> Baseline.Entry {
        Baseline.Entry(
            file: "a.yaml", rule: "low-contrast", view: view, message: nil, cell: cell, measure: measure)
    }

    static func cell(_ device: String, _ size: String, _ appearance: String, _ direction: String)
        -> Baseline.Cell
    {
        Baseline.Cell(device: device, contentSize: size, appearance: appearance, direction: direction)
    }

    /// A finding's cells are written as products: a whole matrix is one line, its light half one
    /// line, a cell that occurs twice a second line.
    @Test func cellsAreGroupedIntoProducts() throws {
        var entries: [Baseline.Entry] = []
        for device in ["ipad", "iphone-se"] {
            for size in ["AX3", "large"] {
                for appearance in ["light", "dark"] {
                    for direction in ["rtl", "ltr"] {
                        entries.append(Self.entry("a", Self.cell(device, size, appearance, direction)))
                        if appearance == "light" {
                            entries.append(Self.entry("b", Self.cell(device, size, appearance, direction), 3))
                        }
                    }
                }
            }
        }
        entries.append(Self.entry("b", Self.cell("ipad", "large", "light", "ltr"), 3))
        entries.append(Self.entry("c", nil, nil))
        let written = Baseline(entries.reversed(), folder: nil).rendered()
        #expect(
            written == """
                {
                  "version": 3,
                  "findings": [
                    {"file": "a.yaml", "rule": "low-contrast", "view": "a", "cells": {"device": ["ipad", "iphone-se"], "contentSize": ["large", "AX3"], "appearance": ["light", "dark"], "direction": ["ltr", "rtl"]}, "measure": 2.5},
                    {"file": "a.yaml", "rule": "low-contrast", "view": "b", "cells": {"device": ["ipad", "iphone-se"], "contentSize": ["large", "AX3"], "appearance": ["light"], "direction": ["ltr", "rtl"]}, "measure": 3},
                    {"file": "a.yaml", "rule": "low-contrast", "view": "b", "cell": "ipad/large/light/ltr", "measure": 3},
                    {"file": "a.yaml", "rule": "low-contrast", "view": "c", "cell": ""}
                  ]
                }

                """)
        let folder = try ScratchFolder()
        let path = try folder.write("baseline.json", written)
        var bag = DiagnosticBag()
        let read = try #require(
            Baseline.read(path: path, currentDirectory: folder.url.path, diagnostics: &bag).baseline)
        #expect(bag.diagnostics.isEmpty, "\(bag.diagnostics)")
        var matcher = Baseline.Matcher(read)
        // Each recorded occurrence matches once: `b` in ipad/large/light/ltr twice, not three times.
        let twice = Self.entry("b", Self.cell("ipad", "large", "light", "ltr"), 3)
        let matched1 = matcher.match([twice], lowerIsWorse: true)
        #expect(matched1)
        let matched2 = matcher.match([twice], lowerIsWorse: true)
        #expect(matched2)
        let matched3 = matcher.match([twice], lowerIsWorse: true)
        #expect(!matched3)
        // Worse than recorded, or in a cell not recorded, is new.
        let worse = matcher.match(
            [Self.entry("a", Self.cell("ipad", "AX3", "dark", "rtl"), 2)], lowerIsWorse: true)
        #expect(!worse)
        let elsewhere = matcher.match(
            [Self.entry("a", Self.cell("ipad", "xSmall", "dark", "rtl"))], lowerIsWorse: true)
        #expect(!elsewhere)
        let better = matcher.match(
            [Self.entry("a", Self.cell("ipad", "AX3", "dark", "rtl"), 2.6)], lowerIsWorse: true)
        #expect(better)
        let matched4 = matcher.match([Self.entry("c", nil, nil)], lowerIsWorse: true)
        #expect(matched4)
        // Of a's 16 cells, all but the one offered; of b's, the product's but ipad/large/light/ltr.
        #expect(matcher.unmatched(in: ["a.yaml"]) == 15 + 7)
    }

    /// A cell's name splits off its last three parts, so a device's name may hold `/`.
    @Test func aCellNameKeepsADevicesSlashes() {
        #expect(Baseline.Cell(name: "a/b/large/light/ltr") == Self.cell("a/b", "large", "light", "ltr"))
        #expect(Baseline.Cell(name: "") == nil)
    }

    /// A baseline larger than `--baseline` reads is not written: the run says so and fails.
    @Test func aBaselineTooLargeToReadIsRefused() {
        let entries = (0..<200).map { Self.entry("v\($0)", Self.cell("ipad", "large", "light", "ltr")) }
        let baseline = Baseline(entries, folder: nil)
        #expect(baseline.unreadable() == nil)
        let small = YAMLParser.Limits(
            maxBytes: 8 << 20, maxDepth: 128, maxAliasExpansion: 1000, maxNodes: 1000)
        let message = baseline.unreadable(limits: small)
        #expect(message?.id == .baselineTooLarge)
        #expect(message?.text.hasPrefix("the baseline would be ") == true, "\(message?.text ?? "")")
    }
}

/// The readers the fuzz target drives through the facade report as `validate` does.
@Suite struct FacadeReaderTests {
    @Test func aConfigurationsTextIsChecked() {
        #expect(
            Validation.checkConfiguration(SourceFile(path: "c.yml", text: "include: [\"screens/**\"]\n"))
                .isEmpty)
        let long = "include: [\"" + String(repeating: "*", count: 1025) + "\"]\n"
        #expect(
            Validation.checkConfiguration(SourceFile(path: "c.yml", text: long)).map(\.id) == ["glob-limit"])
    }

    @Test func aBaselinesTextIsChecked() throws {
        let committed = try PackageFiles.read("specs/ci/.viewspec-baseline.json")
        #expect(Validation.checkBaseline(SourceFile(path: "b.json", text: committed)).isEmpty)
        let future = SourceFile(path: "b.json", text: #"{"version": 4, "findings": []}"#)
        #expect(Validation.checkBaseline(future).map(\.id) == ["invalid-baseline"])
    }

    /// A layout document is read as one; a spec is not one.
    @Test func aLayoutDocumentIsReadInMemory() throws {
        let snapshot = try PackageFiles.read("Tests/ViewSpecCLITests/Expected/layout/tokens.json")
        let read = try #require(LayoutDocumentLoader.document(SourceFile(path: "s.json", text: snapshot)))
        #expect(read.document != nil && read.diagnostics.isEmpty, "\(read.diagnostics)")
        #expect(
            LayoutDocumentLoader.document(
                SourceFile(path: "s.yaml", text: "viewspec: 1\nroot: { view: {} }\n")) == nil)
    }
}
