import DevInfoKit
import DevInfoVocabulary

/// CSV and TSV exports: one table shape for both. The columns are the device facts' (`DeviceFact.tableColumns`,
/// the main display's facts expanded); bulk output puts `input` and `status` in place of `identifier`.
/// CSV is RFC 4180 with a header row (fields with a comma, quote, CR or LF are quoted, quotes doubled;
/// lines end in LF like every other devinfo output); TSV has no header row, so line N answers input line N,
/// and a tab, CR, LF or backslash inside a cell is written as `\t`, `\r`, `\n`, `\\`.
///
/// Cells are safe to open in a spreadsheet: a cell that would start with `=`, `+`, `-`, `@`, a tab or a
/// carriage return (OWASP's formula-injection characters; quoting does not stop them) is written with a
/// leading `'`, and in TSV so is a cell starting with `"`, so that quote-aware readers see one row per
/// line. Only echoed input can start so: no fact does.
package struct TableWriter {
    /// The table formats. A new one is a case here, its lines, cells and header below, and its option in
    /// the CLI's `Flag`: every command writes tables through this type.
    package enum Kind: Hashable, Sendable { case csv, tsv, markdown }
    package let kind: Kind

    package init(_ kind: Kind) { self.kind = kind }

    /// The columns of `devinfo --list --csv`.
    package static var listColumns: [String] { DeviceFact.tableColumns }
    /// The columns of `devinfo --bulk --csv` and `--bulk`: the input line and its status, then the list
    /// columns but `identifier`.
    package static var bulkColumns: [String] { ["input", "status"] + DeviceFact.tableColumns.dropFirst() }

    /// What a line starts with before its first cell (empty for CSV and TSV).
    package var lineStart: String {
        switch kind {
        case .csv, .tsv: ""
        case .markdown: "| "
        }
    }

    /// One line (with its `\n`): ``lineStart``, then the cells. `firstIsEchoed`: the first cell is text
    /// from outside (a bulk line, an unknown identifier given), written as ``cell(_:echoed:)`` writes it.
    package func line(_ cells: [String], firstIsEchoed: Bool = false) -> String {
        switch kind {
        case .csv: return cells.map(csvField).joined(separator: ",") + "\n"
        case .tsv: return cells.map(tsvField).joined(separator: "\t") + "\n"
        case .markdown:
            var out = lineStart
            for (index, text) in cells.enumerated() {
                if index > 0 { out += " | " }
                out += index == 0 && firstIsEchoed ? markdownEchoed(text) : markdownField(text)
            }
            return out + " |\n"
        }
    }

    /// One cell, escaped (and neutralised) as a line of this kind writes it; `echoed` for text from outside
    /// (in Markdown a code span, see ``markdownEchoed(_:)``).
    package func cell(_ text: String, echoed: Bool = false) -> String {
        switch kind {
        case .csv: csvField(text)
        case .tsv: tsvField(text)
        case .markdown: echoed ? markdownEchoed(text) : markdownField(text)
        }
    }

    /// The header line, or `nil` for TSV (which has none).
    package func header(_ columns: [String]) -> String? {
        switch kind {
        case .csv: line(columns)
        case .tsv: nil
        case .markdown: line(columns) + "|" + String(repeating: "---|", count: columns.count) + "\n"
        }
    }

    /// The cells of a device (or unknown identifier) after the first column, in ``listColumns`` order.
    package static func cells(_ lookup: DeviceLookup, _ context: FactContext) -> [String] {
        var cells: [String] = []
        DeviceFact.forEach { fact in
            if fact == .mainDisplay {
                let display = lookup.device?.mainDisplay
                DisplayFact.forEach { displayFact in
                    let count = displayFact.spec.exportColumnCount
                    guard count > 0 else { return }
                    cells +=
                        display.map { FactValue.cells($0.value(of: displayFact, context), count: count) }
                        ?? Array(repeating: "", count: count)
                }
                return
            }
            let count = fact.spec.exportColumnCount
            if count > 0 { cells += FactValue.cells(lookup.value(of: fact, context), count: count) }
        }
        return cells
    }

    /// A list row: every column of ``listColumns``.
    /// An identifier that is not in the table came from outside (an argument, a log): its cell is made
    /// printable as bulk echoes input (control and non-ASCII bytes as `\xNN`, at most 256 bytes).
    package static func listRow(_ lookup: DeviceLookup, _ context: FactContext) -> [String] {
        var row = cells(lookup, context)
        if case .known = lookup {
        } else if !row.isEmpty {
            row[0] = UnsafeText.escaped(bytes: lookup.identifier.rawValue.utf8, limit: 256)
        }
        return row
    }

    /// A bulk row: the echoed input (already made printable), the status, and the list columns but the
    /// identifier.
    package static func bulkRow(input: String, status: String, _ lookup: DeviceLookup, _ context: FactContext) -> [String] {
        [input, status] + cells(lookup, context).dropFirst()
    }

    private func csvField(_ text: String) -> String {
        let text = TableWriter.neutralized(text, quote: false)
        guard text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        var out = "\""
        for character in text { out += character == "\"" ? "\"\"" : String(character) }
        return out + "\""
    }

    /// A GitHub-flavoured Markdown table cell: `|` and `\` escaped, line breaks as `<br>`, `<` `>` `&` as entities.
    private func markdownField(_ text: String) -> String {
        var out = ""
        for character in TableWriter.neutralized(text, quote: false) {
            switch character {
            case "|": out += "\\|"
            case "\\": out += "\\\\"
            case "\n", "\r", "\r\n": out += "<br>"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            default: out.append(character)
            }
        }
        return out
    }

    /// Echoed input in a GitHub-flavoured Markdown table cell: a code span, inside which neither CommonMark
    /// nor GitHub gives any character meaning (no emphasis, link, image, HTML, heading, strikethrough,
    /// `@mention`, `#123` reference, `:emoji:` or autolinked URL), fenced with one backtick more than the
    /// longest run of backticks in the text (and a space inside each end when the text starts or ends with
    /// one, which the renderer strips). Only the table's `|` keeps its meaning there, so it is written
    /// `\|`; line breaks cannot occur (echoed input is made printable first, ``UnsafeText``).
    package func markdownEchoed(_ text: String) -> String {
        let text = TableWriter.neutralized(text, quote: false)
        guard !text.isEmpty else { return "" }
        var longest = 0
        var run = 0
        var body = ""
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
            switch character {
            case "|": body += "\\|"
            case "\n", "\r", "\r\n": body += " "
            default: body.append(character)
            }
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = text.first == "`" || text.last == "`" || (text.first == " " && text.last == " ") ? " " : ""
        return fence + pad + body + pad + fence
    }

    private func tsvField(_ text: String) -> String {
        let text = TableWriter.neutralized(text, quote: true)
        guard text.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x5C }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` with a leading `'` when a spreadsheet would read it as a formula (`=`, `+`, `-`, `@`, tab,
    /// carriage return), or, with `quote`, when it starts with `"`.
    package static func neutralized(_ text: String, quote: Bool) -> String {
        guard let first = text.utf8.first else { return text }
        switch first {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D: return "'" + text
        case UInt8(ascii: "\"") where quote: return "'" + text
        default: return text
        }
    }
}

extension FactValue {
    /// The value as `count` table cells: empty when unknown; a size as width and height; metrics as points
    /// width, height and nativeScale.
    package static func cells(_ value: FactValue, count: Int) -> [String] {
        switch value {
        case .pixelSize(let size): return [String(size.width), String(size.height)]
        case .pointSize(let size): return [String(size.width), String(size.height)]
        case .metrics(let metrics): return [String(metrics.points.width), String(metrics.points.height), formatNumber(metrics.nativeScale)]
        case .rect(let rect): return [rect.x, rect.y, rect.width, rect.height].map(formatNumber)
        case .safeArea(let safeArea):
            func insets(_ insets: SafeAreaInsets?) -> [String] {
                insets.map { [$0.top, $0.left, $0.bottom, $0.right].map(formatNumber) } ?? ["", "", "", ""]
            }
            return [String(safeArea.fromOSVersion), String(safeArea.untilOSVersion)] + insets(safeArea.portrait) + insets(safeArea.landscape)
        case .statusBar(let bar):
            return [
                String(bar.osVersions.lowerBound), String(bar.osVersions.upperBound), bar.portrait.map(formatNumber) ?? "",
                bar.landscape.map(formatNumber) ?? ""
            ]
        case .sizeClasses(let standard, let zoomed):
            func cells(_ classes: ModeSizeClasses?) -> [String] {
                guard let classes else { return ["", "", "", ""] }
                return [classes.portrait.horizontal, classes.portrait.vertical, classes.landscape.horizontal, classes.landscape.vertical].map(\.rawValue)
            }
            return cells(standard) + cells(zoomed)
        default:
            let text = value.plainText ?? ""
            return [text] + Array(repeating: "", count: max(0, count - 1))
        }
    }
}
