import Cassowary

/// How numbers and priorities read in layout messages and output: up to three decimals, no
/// trailing zeros, the same on every machine.
enum LayoutFormat {
    static func number(_ value: Double) -> String {
        // The solver rejects non-finite constraints, so no solved value is; JSON has no NaN.
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        return Decoder.format(rounded == 0 ? 0 : rounded)
    }

    /// ` @750`, or nothing for required.
    static func priority(_ priority: Priority) -> String {
        priority.isRequired ? "" : " @" + number(priority.value)
    }
}
