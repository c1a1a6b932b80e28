/// The state of one check run.
struct SpecCheck {
    let spec: Spec
    var diagnostics = DiagnosticBag()

    init(spec: Spec) {
        self.spec = spec
    }

    mutating func run() {
    }
}
