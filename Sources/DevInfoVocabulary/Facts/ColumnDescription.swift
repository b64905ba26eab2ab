/// One column of the table exports (CSV and TSV), described from its fact: for `devinfo --help columns`
/// and the JSON schema article.
package struct ColumnDescription: Sendable {
    package let name: String
    package let type: FactType
    package let unit: String?
    package let summary: String

    /// Every column of `devinfo --list --csv`, in order: each device fact's, the main display's facts where
    /// `mainDisplay` stands.
    package static var list: [ColumnDescription] {
        var columns: [ColumnDescription] = []
        func add(_ spec: FactSpec, prefix: String) {
            let names = spec.exportColumns
            let types = spec.type.columnTypes(count: names.count)
            let units = spec.type.columnUnits(count: names.count, unit: spec.unit)
            for (index, name) in names.enumerated() {
                let part = names.count > 1 ? " (" + name + ")" : ""
                columns.append(
                    ColumnDescription(
                        name: name, type: types[index], unit: units[index],
                        summary: prefix + spec.summary + part))
            }
        }
        DeviceFact.forEach { fact in
            if fact == .mainDisplay {
                DisplayFact.forEach { add($0.spec, prefix: "Main display: ") }
            } else {
                add(fact.spec, prefix: "")
            }
        }
        return columns
    }

    /// The columns of `devinfo --bulk` (TSV and CSV alike): the input and its status, then the list's but
    /// `identifier`.
    package static var bulk: [ColumnDescription] {
        [
            ColumnDescription(
                name: "input", type: .string, unit: nil,
                summary:
                    "The input line, trimmed, made printable (\\xNN) and safe for spreadsheets (a leading ' before = + - @ tab CR, and in TSV \"), at most 256 bytes (… marks a cut)."
            ),
            ColumnDescription(name: "status", type: .string, unit: nil, summary: "known, unknown or malformed.")
        ]
            + list.dropFirst()
    }
}
