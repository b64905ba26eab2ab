/// How a reading writes numbers and strings: a whole number without a fraction (`44`), anything else with at
/// most six decimals and no trailing zeros (`2.608696`, `47.33`), as Data/'s tables write them; strings as JSON
/// strings, every character outside printable ASCII escaped.
public enum ReadingNumber {
    /// `value` as a reading and Data/ write it; nil for NaN or an infinity, which neither can hold.
    public static func text(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let scaled = (value * 1_000_000).rounded()
        let negative = scaled < 0
        let magnitude = negative ? -scaled : scaled
        guard magnitude < 9e15 else { return String(Int(value.rounded())) }
        let whole = Int(magnitude) / 1_000_000
        var fraction = String(Int(magnitude) % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = negative && (whole != 0 || !fraction.isEmpty) ? "-" : ""
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// `text` as a JSON string literal.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case " "..."~": out.unicodeScalars.append(scalar)
            default:
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
        }
        return out + "\""
    }
}
