import DevInfoVocabulary

/// A parsed tab-separated table: a header of column names, then rows of cells addressed by column name.
/// Lines starting with `#` and blank lines are comments.
///
/// The header names the table's columns in any order. A known column it leaves out is empty (unknown) in
/// every row, so a table adds a new fact's column only when it knows a value; the key column is required,
/// and an unknown or repeated column name is an error.
struct TSVTable {
    struct Row {
        let line: Int
        let cells: [String: String]

        /// The trimmed cell, or `nil` when empty or absent (empty means "unknown" in Data/).
        subscript(column: String) -> String? {
            guard let value = cells[column], !value.isEmpty else { return nil }
            return value
        }
    }

    let file: String
    let rows: [Row]

    /// Parses `text`, whose header may name any of `columns` and must name `key`.
    static func parse(file: String, text: String, columns: [String], key: String) -> Result<TSVTable, DataErrors> {
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
                errors.append(
                    DataError(
                        file: file, line: number,
                        reason: "carriage return (CR) without a line feed: save the file with LF (or CRLF) line ends"))
                return .failure(DataErrors(errors))
            }
            if line.allSatisfy({ $0 == " " }) || line.hasPrefix("#") { continue }
            if line.utf8.count > maximumLineLength {
                errors.append(DataError(file: file, line: number, reason: "line of \(line.utf8.count) bytes is longer than \(maximumLineLength)"))
                continue
            }
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map { cell in
                // Most cells have no space at either end: taken as they are, without walking them backwards.
                cell.utf8.first != 0x20 && cell.utf8.last != 0x20
                    ? String(cell) : String(cell.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            }
            if let bad = cells.first(where: { $0.unicodeScalars.contains(where: UnsafeText.isUnsafe) }) {
                let scalar = bad.unicodeScalars.first(where: UnsafeText.isUnsafe)!
                errors.append(DataError(file: file, line: number, reason: "\(describeForbidden(scalar)) in cell \(quoted(bad))"))
                continue
            }
            guard let header else {
                let unknown = cells.filter { !columns.contains($0) }
                let repeated = cells.enumerated().filter { cells[..<$0.offset].contains($0.element) }.map(\.element)
                if !unknown.isEmpty || !repeated.isEmpty || !cells.contains(key) {
                    var problems: [String] = []
                    if !unknown.isEmpty { problems.append("unknown: \(unknown.joined(separator: ", "))") }
                    if !repeated.isEmpty { problems.append("repeated: \(repeated.joined(separator: ", "))") }
                    if !cells.contains(key) { problems.append("no \(key) column") }
                    let missing = columns.filter { !cells.contains($0) }
                    if !missing.isEmpty && !unknown.isEmpty { problems.append("missing: \(missing.joined(separator: ", "))") }
                    errors.append(
                        DataError(
                            file: file, line: number,
                            reason: "header must name columns of \(columns.joined(separator: ", ")); \(problems.joined(separator: "; "))"))
                    return .failure(DataErrors(errors))
                }
                header = cells
                continue
            }
            guard cells.count == header.count else {
                errors.append(
                    DataError(
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

    /// The longest line a table may have, in bytes: far beyond any real row, short of a pasted blob.
    static let maximumLineLength = 4096
}

private func describeForbidden(_ scalar: Unicode.Scalar) -> String {
    let code = UnsafeText.codePoint(scalar)
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
            if scalar.value >= 0xA0 && !UnsafeText.isUnsafe(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
    }
    return out + "\""
}
