/// Formats a number the way people write it and the way devinfo's JSON, tables, text and messages show
/// it: `3` not `3.0`, `2.608696`, `6.1`. The one owner of number formatting.
package func formatNumber(_ value: Double) -> String {
    if value.rounded() == value && abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}
