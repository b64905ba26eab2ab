/// A parsed tab-separated table: a header of column names, then rows of cells addressed by column name.
/// Lines starting with `#` and blank lines are comments.
struct TSVTable {
    struct Row {
        let line: Int
        let cells: [String: String]

        /// The trimmed cell, or `nil` when empty (empty means "unknown" in Data/).
        subscript(column: String) -> String? {
            guard let value = cells[column], !value.isEmpty else { return nil }
            return value
        }
    }

    let file: String
    let rows: [Row]

    /// Parses `text`, requiring exactly `columns` in order in the header.
    static func parse(file: String, text: String, columns: [String]) -> Result<TSVTable, DataErrors> {
        var errors: [DataError] = []
        var header: [String]?
        var rows: [Row] = []
        // "\r\n" is one Character in Swift, so split on both kinds of line end.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (offset, rawLine) in lines.enumerated() {
            let number = offset + 1
            let line = Substring(rawLine)
            if line.contains("\r") {
                // A lone CR is a line end some editors write (classic Mac): the whole file would read as
                // one line, so say so once instead of reporting its cells.
                errors.append(DataError(
                    file: file, line: number,
                    reason: "carriage return (CR) without a line feed: save the file with LF (or CRLF) line ends"))
                return .failure(DataErrors(errors))
            }
            if line.allSatisfy({ $0 == " " }) || line.hasPrefix("#") { continue }
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map {
                String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            }
            if let bad = cells.first(where: { $0.unicodeScalars.contains(where: isForbidden) }) {
                let scalar = bad.unicodeScalars.first(where: isForbidden)!
                errors.append(DataError(
                    file: file, line: number,
                    reason: "\(describeForbidden(scalar)) in cell \(quoted(bad))"))
                continue
            }
            guard let header else {
                if cells != columns {
                    let missing = columns.filter { !cells.contains($0) }
                    let extra = cells.filter { !columns.contains($0) }
                    var reason = "header must be the columns \(columns.joined(separator: ", ")) in this order"
                    if !missing.isEmpty { reason += "; missing: \(missing.joined(separator: ", "))" }
                    if !extra.isEmpty { reason += "; unknown: \(extra.joined(separator: ", "))" }
                    errors.append(DataError(file: file, line: number, reason: reason))
                    return .failure(DataErrors(errors))
                }
                header = cells
                continue
            }
            guard cells.count == header.count else {
                errors.append(DataError(
                    file: file, line: number,
                    reason: "expected \(header.count) tab-separated cells, found \(cells.count)"))
                continue
            }
            rows.append(Row(line: number, cells: Dictionary(uniqueKeysWithValues: zip(header, cells))))
        }
        if header == nil {
            errors.append(DataError(file: file, line: 0, reason: "no header line (expected: \(columns.joined(separator: " ")))"))
        }
        return errors.isEmpty ? .success(TSVTable(file: file, rows: rows)) : .failure(DataErrors(errors))
    }
}

/// Characters no cell may hold: C0 and C1 controls, DEL, and the invisible bidirectional and line-separator
/// controls (U+061C, U+200E/F, U+2028–U+202E, U+2066–U+2069), which could reorder or hide text in a
/// terminal that prints a name.
func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069, 0xFEFF: true
    default: false
    }
}

private func describeForbidden(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    switch scalar.value {
    case 0x80...0x9F: return "C1 control character \(code)"
    case 0..<0x20, 0x7F: return "control character \(code)"
    case 0xFEFF: return "byte-order mark \(code)"
    default: return "invisible bidirectional or separator character \(code)"
    }
}

/// `"text"` with control characters shown as escapes, for messages.
func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x20..<0x7F where scalar != "\"" && scalar != "\\": out.unicodeScalars.append(scalar)
        case 0x22: out += "\\\""
        case 0x5C: out += "\\\\"
        default:
            if scalar.value >= 0xA0 && !isForbidden(scalar) { out.unicodeScalars.append(scalar) }
            else { out += "\\u{\(String(scalar.value, radix: 16))}" }
        }
    }
    return out + "\""
}
