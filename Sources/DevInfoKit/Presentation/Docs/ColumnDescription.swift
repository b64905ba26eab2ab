/// One column of the table exports (CSV and TSV), described from its fact.
package struct ColumnDescription: Sendable {
    package let name: String
    package let type: FactType
    package let unit: String?
    package let summary: String

    /// Every column of `devinfo --list --csv`, in order: each device fact's, the main display's facts where
    /// `mainDisplay` stands.
    package static var list: [ColumnDescription] {
        var columns: [ColumnDescription] = []
        func add(_ info: FactInfo, _ names: [String], prefix: String) {
            let types = info.type.columnTypes(count: names.count)
            for (index, name) in names.enumerated() {
                let part = names.count > 1 ? " (" + name + ")" : ""
                columns.append(ColumnDescription(name: name, type: types[index], unit: info.unit,
                                                 summary: prefix + info.summary + part))
            }
        }
        DeviceFacts.forEach { fact in
            switch fact.info.table {
            case .none: break
            case .columns(let names): add(fact.info, names, prefix: "")
            case .mainDisplayFacts:
                DisplayFacts.forEach { display in
                    if case .columns(let names) = display.info.table { add(display.info, names, prefix: "Main display: ") }
                }
            }
        }
        return columns
    }

    /// The columns of `devinfo --bulk` (TSV and CSV alike): the input and its status, then the list's but
    /// `identifier`.
    package static var bulk: [ColumnDescription] {
        [ColumnDescription(name: "input", type: .string, unit: nil,
                           summary: "The input line, trimmed, made printable (\\xNN) and safe for spreadsheets (a leading ' before = + - @ tab CR, and in TSV \"), at most 256 bytes (… marks a cut)."),
         ColumnDescription(name: "status", type: .string, unit: nil, summary: "known, unknown or malformed.")]
            + list.dropFirst()
    }
}
