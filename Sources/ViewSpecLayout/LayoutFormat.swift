import Cassowary
import ViewSpecCore
import ViewSpecResolve

/// How numbers and priorities read in layout messages and output: up to three decimals, no
/// trailing zeros, the same on every machine.
package enum LayoutFormat {
    package static func number(_ value: Double) -> String {
        NumberText.thousandths(value)
    }

    /// ` @750`, or nothing for required.
    static func priority(_ priority: Priority) -> String {
        priority.isRequired ? "" : " @" + number(priority.value)
    }
}
