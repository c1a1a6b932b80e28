import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecKit
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Parse, decode and resolve benchmark; see docs/benchmarks.md. Build it in release mode:
///
///     swift build -c release --product viewspec-bench
///     viewspec-bench generate 10000 > /tmp/10k.yaml
///     viewspec-bench parse /tmp/10k.yaml [--runs 15]
///     viewspec-bench generate 10000 --mix > /tmp/10k-mix.yaml
///     viewspec-bench resolve /tmp/10k-mix.yaml [--runs 15] [--only pipeline|resolve]
///
/// `parse` times (a) libyaml's bare event loop, (b) parsing into `SyntaxNode`s, (c) parsing
/// and decoding into a `Spec` and (d) that plus `SpecChecker.check`, and prints each against
/// (a), which no parser on libyaml can beat.
///
/// `resolve` times (d) again, (e) the whole pipeline up to the resolved tree
/// (`Pipeline.validate`: (d) plus `Resolver.resolve`), and (f) `Resolver.resolve` alone on a
/// spec decoded and checked once beforehand. `--only` times one of (e) and (f) and nothing
/// else, for peak-memory figures and profiles.
///
///     viewspec-bench generate 10000 --shape form > /tmp/form-10k.yaml   # or grid, nested
///     viewspec-bench layout /tmp/form-10k.yaml [--runs 5]
///
/// `layout` times what `viewspec layout` does after reading the file, stage by stage: the
/// pipeline to the resolved tree, `Pipeline.layout` (`Layout.solve` per device), and the JSON,
/// SVG and ASCII output of that layout, so emission is measured apart from layout.
///
///     viewspec-bench system /tmp/form-10k.yaml > /tmp/form-10k.json
///
/// `system` writes the constraint system that layout solves (first device, first solve) in
/// the solver reference's JSON format, to time kiwisolver and `cassowary-solve` on it.
enum Benchmark {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case "generate":
            guard arguments.count >= 2, let count = Int(arguments[1]), count > 0 else { usage() }
            switch Array(arguments.dropFirst(2)) {
            case []:
                emit(SpecGenerator(viewCount: count).yaml(), to: STDOUT_FILENO)
            case ["--mix"]:
                emit(MixedSpecGenerator(viewCount: count).yaml(), to: STDOUT_FILENO)
            case let options where options.count == 2 && options[0] == "--shape":
                guard let shape = ShapeSpecGenerator.Shape(rawValue: options[1]) else { usage() }
                emit(ShapeSpecGenerator(viewCount: count, shape: shape).yaml(), to: STDOUT_FILENO)
            default:
                usage()
            }
        case "parse":
            guard arguments.count == 2 || arguments.count == 4 else { usage() }
            var runs = 11
            if arguments.count == 4 {
                guard arguments[2] == "--runs", let value = Int(arguments[3]), value > 0 else { usage() }
                runs = value
            }
            parse(path: arguments[1], runs: runs)
        case "resolve":
            guard arguments.count >= 2, arguments.count.isMultiple(of: 2) else { usage() }
            var runs = 11
            var only: ResolveStage?
            for index in stride(from: 2, to: arguments.count, by: 2) {
                let value = arguments[index + 1]
                switch arguments[index] {
                case "--runs":
                    guard let count = Int(value), count > 0 else { usage() }
                    runs = count
                case "--only":
                    guard let stage = ResolveStage(rawValue: value) else { usage() }
                    only = stage
                default:
                    usage()
                }
            }
            resolve(path: arguments[1], runs: runs, only: only)
        case "system":
            guard arguments.count == 2 else { usage() }
            system(path: arguments[1])
        case "layout":
            guard arguments.count == 2 || arguments.count == 4 else { usage() }
            var runs = 5
            if arguments.count == 4 {
                guard arguments[2] == "--runs", let value = Int(arguments[3]), value > 0 else { usage() }
                runs = value
            }
            layout(path: arguments[1], runs: runs)
        default:
            usage()
        }
    }

    /// The stages `resolve --only` can time alone.
    enum ResolveStage: String {
        case pipeline, resolve
    }

    static func load(_ path: String, limits: YAMLParser.Limits) -> SourceFile {
        var bag = DiagnosticBag()
        guard let file = SourceLoader.load(path: path, limits: limits, diagnostics: &bag) else {
            emit(DiagnosticRenderer(files: []).render(bag.diagnostics), to: STDERR_FILENO)
            exit(1)
        }
        return file
    }

    static func resolve(path: String, runs: Int, only: ResolveStage?) {
        var limits = YAMLParser.Limits.default
        limits.maxBytes = 1 << 30
        let file = load(path, limits: limits)
        let options = Pipeline.Options(limits: limits)

        // The spec the resolver alone starts from, decoded and checked once; and one untimed pass
        // of the whole pipeline that shows whether the spec is clean and how many views it
        // resolves to (a spec full of errors would stop before the resolver). Both in functions
        // of their own, so that the syntax tree and the untimed pass's tree are freed before the
        // timed runs and the peak memory is that of the stage timed.
        let spec = checkedSpec(file, limits: limits)
        let (errors, warnings, views) = cleanPass(file, options: options)

        let notRun = (best: Double.nan, median: Double.nan)
        let checked =
            only != nil
            ? notRun
            : measure(runs) { () -> Int in
                var bag = DiagnosticBag()
                guard let root = YAMLParser.parse(file, limits: limits, diagnostics: &bag),
                    let spec = SpecDecoder.decode(root, diagnostics: &bag)
                else { return 0 }
                SpecChecker.check(spec, diagnostics: &bag)
                return bag.errorCount
            }
        let pipeline =
            only == .resolve
            ? notRun
            : measure(runs) { () -> Int in
                Pipeline.validate(file, options: options).tree?.views.count ?? 0
            }
        let resolved =
            only == .pipeline
            ? notRun
            : measure(runs) { () -> Int in
                var bag = DiagnosticBag()
                return Resolver.resolve(spec, diagnostics: &bag)?.views.count ?? 0
            }

        var out = "file: \(path) (\(file.bytes.count) bytes, \(file.lineStarts.count) lines)\n"
        out += "diagnostics: \(errors) errors, \(warnings) warnings; resolved views: \(views) "
        out += "(\(MemoryLayout<ResolvedView>.stride) bytes each in the array); runs: \(runs)\n\n"
        out += "stage                                    best ms   median ms   best / (d)\n"
        for (name, timing) in [
            ("(d) parse + decode + check", checked), ("(e) (d) + resolve (Pipeline.validate)", pipeline),
            ("(f) Resolver.resolve alone", resolved),
        ] where !timing.best.isNaN {
            out += pad(name, 39) + pad(format(timing.best), 9, left: true)
            out += pad(format(timing.median), 12, left: true)
            out += pad(
                checked.best.isNaN ? "-" : format(timing.best / checked.best, digits: 2) + "x", 13, left: true
            )
            out += "\n"
        }
        emit(out, to: STDOUT_FILENO)
    }

    /// Writes the constraint system the spec's layout on its first device solves (the first
    /// solve, before the text passes) in the solver reference's JSON format (`SystemExport`).
    static func system(path: String) {
        var limits = YAMLParser.Limits.default
        limits.maxBytes = 1 << 30
        let file = load(path, limits: limits)
        let result = Pipeline.validate(file, options: Pipeline.Options(limits: limits))
        guard !result.hasErrors, let tree = result.tree, let device = tree.devices.first else {
            let errors = result.diagnostics.filter { $0.severity == .error }
            emit(DiagnosticRenderer(files: result.sources).render(errors), to: STDERR_FILENO)
            emit("\(path): errors before the layout stage\n", to: STDERR_FILENO)
            exit(1)
        }
        emit(SystemExport.json(Layout.builtSystem(tree, on: device)), to: STDOUT_FILENO)
    }

    /// Times what `viewspec layout` does, stage by stage: the pipeline up to the resolved tree,
    /// the layout on the spec's devices (`Pipeline.layout`: `Layout.solve` per device), and each
    /// output format on that layout; then all of the JSON path in one run, as the command does
    /// it (reading the file and writing the output excepted).
    static func layout(path: String, runs: Int) {
        var limits = YAMLParser.Limits.default
        limits.maxBytes = 1 << 30
        let file = load(path, limits: limits)
        let options = Pipeline.Options(limits: limits)

        // One untimed pass: the diagnostics (a benchmark of a spec with errors would time error
        // paths), the sizes, and the tree and layouts the later stages start from.
        let result = Pipeline.validate(file, options: options)
        guard !result.hasErrors, let tree = result.tree else {
            emit("\(path): errors before the layout stage\n", to: STDERR_FILENO)
            exit(1)
        }
        let laidOut = Pipeline.layout(result)
        let diagnostics = result.diagnostics + laidOut.diagnostics
        let errors = diagnostics.filter { $0.severity == .error }.count
        let layouts = laidOut.layouts
        guard let first = layouts.first else {
            emit("\(path): no layout\n", to: STDERR_FILENO)
            exit(1)
        }
        let json = LayoutJSON.document(
            spec: path, tree: tree, layouts: layouts, diagnostics: result.diagnostics)
        let svg = SVGEmitter.document(tree: tree, layout: first)
        let ascii = ASCIIEmitter.render(tree: tree, layouts: layouts)

        let pipeline = measure(runs) { () -> Int in
            Pipeline.validate(file, options: options).tree?.views.count ?? 0
        }
        let solved = measure(runs) { () -> Int in
            Pipeline.layout(result).layouts.count
        }
        let jsonTime = measure(runs) { () -> Int in
            LayoutJSON.document(spec: path, tree: tree, layouts: layouts, diagnostics: result.diagnostics)
                .utf8
                .count
        }
        let svgTime = measure(runs) { () -> Int in
            SVGEmitter.document(tree: tree, layout: first).utf8.count
        }
        let asciiTime = measure(runs) { () -> Int in
            ASCIIEmitter.render(tree: tree, layouts: layouts).utf8.count
        }
        let whole = measure(runs) { () -> Int in
            let result = Pipeline.validate(file, options: options)
            guard let tree = result.tree else { return 0 }
            let layouts = Pipeline.layout(result).layouts
            return LayoutJSON.document(
                spec: path, tree: tree, layouts: layouts, diagnostics: result.diagnostics
            )
            .utf8.count
        }

        var out = "file: \(path) (\(file.bytes.count) bytes)\n"
        out +=
            "diagnostics: \(errors) errors, \(diagnostics.count - errors) warnings; views: \(tree.views.count); "
        out += "devices: \(layouts.map(\.device.name).joined(separator: ", ")); passes: \(first.passes); "
        out += "runs: \(runs)\n"
        out +=
            "output: json \(json.utf8.count) bytes, svg \(svg.utf8.count) bytes, ascii \(ascii.utf8.count) bytes\n\n"
        out += "stage                                        best ms   median ms   best / layout\n"
        for (name, timing) in [
            ("pipeline to resolved tree (Pipeline.validate)", pipeline),
            ("layout (Pipeline.layout: Layout.solve)", solved),
            ("json (LayoutJSON.document)", jsonTime),
            ("svg (SVGEmitter.document, first device)", svgTime),
            ("ascii (ASCIIEmitter.render)", asciiTime),
            ("whole: pipeline + layout + json", whole),
        ] {
            out += pad(name, 47) + pad(format(timing.best), 9, left: true)
            out += pad(format(timing.median), 12, left: true)
            out += pad(format(timing.best / solved.best, digits: 2) + "x", 16, left: true) + "\n"
        }
        emit(out, to: STDOUT_FILENO)
    }

    static func parse(path: String, runs: Int) {
        var limits = YAMLParser.Limits.default
        limits.maxBytes = 1 << 30
        var bag = DiagnosticBag()
        guard let file = SourceLoader.load(path: path, limits: limits, diagnostics: &bag) else {
            emit(DiagnosticRenderer(files: []).render(bag.diagnostics), to: STDERR_FILENO)
            exit(1)
        }
        // One untimed pass that also shows whether the spec is clean (a benchmark of a spec full of
        // errors would measure the error paths).
        var check = DiagnosticBag()
        if let root = YAMLParser.parse(file, limits: limits, diagnostics: &check),
            let spec = SpecDecoder.decode(root, diagnostics: &check)
        {
            SpecChecker.check(spec, diagnostics: &check)
        }

        let events = measure(runs) { YAMLParser.countEvents(file.bytes) }
        let tree = measure(runs) { () -> Int in
            var bag = DiagnosticBag()
            return YAMLParser.parse(file, limits: limits, diagnostics: &bag) == nil ? 0 : 1
        }
        let decoded = measure(runs) { () -> Int in
            var bag = DiagnosticBag()
            guard let root = YAMLParser.parse(file, limits: limits, diagnostics: &bag) else { return 0 }
            return SpecDecoder.decode(root, diagnostics: &bag) == nil ? 0 : 1
        }
        let checked = measure(runs) { () -> Int in
            var bag = DiagnosticBag()
            guard let root = YAMLParser.parse(file, limits: limits, diagnostics: &bag),
                let spec = SpecDecoder.decode(root, diagnostics: &bag)
            else { return 0 }
            SpecChecker.check(spec, diagnostics: &bag)
            return bag.errorCount
        }

        var out = "file: \(path) (\(file.bytes.count) bytes, \(file.lineStarts.count) lines, "
        out += "\(YAMLParser.countEvents(file.bytes)) events)\n"
        out += "diagnostics: \(check.errorCount) errors, \(check.warningCount) warnings; runs: \(runs)\n\n"
        out += "stage                        best ms   median ms   best / (a)   median / (a)\n"
        for (name, timing) in [
            ("(a) libyaml event loop", events), ("(b) parse to SyntaxNode", tree),
            ("(c) parse + decode to Spec", decoded), ("(d) ... + SpecChecker.check", checked),
        ] {
            out += pad(name, 27) + pad(format(timing.best), 9, left: true)
            out += pad(format(timing.median), 12, left: true)
            out += pad(format(timing.best / events.best, digits: 2) + "x", 13, left: true)
            out += pad(format(timing.median / events.median, digits: 2) + "x", 15, left: true) + "\n"
        }
        emit(out, to: STDOUT_FILENO)
    }

    /// The decoded and checked spec of `file`; exits if it does not decode.
    static func checkedSpec(_ file: SourceFile, limits: YAMLParser.Limits) -> Spec {
        var bag = DiagnosticBag()
        guard let root = YAMLParser.parse(file, limits: limits, diagnostics: &bag),
            let spec = SpecDecoder.decode(root, diagnostics: &bag)
        else {
            emit("\(file.path): does not decode\n", to: STDERR_FILENO)
            exit(1)
        }
        SpecChecker.check(spec, diagnostics: &bag)
        return spec
    }

    /// Errors, warnings and resolved views of one run of the whole pipeline on `file`.
    static func cleanPass(_ file: SourceFile, options: Pipeline.Options) -> (
        errors: Int, warnings: Int, views: Int
    ) {
        let result = Pipeline.validate(file, options: options)
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        return (errors, result.diagnostics.count - errors, result.tree?.views.count ?? 0)
    }

    /// Best and median wall time in milliseconds over `runs` runs, after one warm-up run.
    static func measure(_ runs: Int, _ body: () -> Int) -> (best: Double, median: Double) {
        var sink = body()
        var times: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let start = clock.now
            sink &+= body()
            let duration = clock.now - start
            let (seconds, attoseconds) = duration.components
            times.append(Double(seconds) * 1e3 + Double(attoseconds) * 1e-15)
        }
        // Keeps the optimiser from dropping the work whose result is otherwise unused.
        if sink == Int.min { emit("", to: STDOUT_FILENO) }
        times.sort()
        return (times[0], times[times.count / 2])
    }

    static func format(_ value: Double, digits: Int = 2) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        let fraction = text.split(separator: ".").last?.count ?? 0
        if fraction < digits { text += String(repeating: "0", count: digits - fraction) }
        return text
    }

    static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? padding + text : text + padding
    }

    static func usage() -> Never {
        emit(
            """
            usage: viewspec-bench generate <views> [--mix | --shape form|grid|nested]
                                                          write a generated spec to standard output
                                                          (--mix: components, styles, a table;
                                                          --shape: the layout benchmark's specs)
                   viewspec-bench parse <file> [--runs <n>]  time parsing and decoding <file>
                   viewspec-bench resolve <file> [--runs <n>] [--only pipeline|resolve]
                                                          time resolving <file>, and everything before
                   viewspec-bench layout <file> [--runs <n>]  time the pipeline, the layout and each
                                                          output format on <file>
                   viewspec-bench system <file>          write the constraint system <file>'s layout
                                                          solves, as JSON for kiwi_solve.py and
                                                          cassowary-solve

            """, to: STDERR_FILENO)
        exit(64)
    }

    static func emit(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            // Only an empty buffer may have no address, and then there is nothing to write.
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written <= 0 {
                    if written < 0, errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}

Benchmark.main()
