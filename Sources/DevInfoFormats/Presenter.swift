import DevInfoKit

/// The one rule for writing results: a format and a context (the OS version asked, where a detected
/// identifier came from) turn devices, unknown identifiers, bulk lines and reverse lookups into text. Every
/// method switches over ``OutputFormat``, so a new format must be handled in each. The CLI parses, calls the
/// library, and prints what this returns.
package struct Presenter: Sendable {
    package var format: OutputFormat
    package var context: FactContext

    package init(format: OutputFormat, context: FactContext = FactContext()) {
        self.format = format
        self.context = context
    }

    /// Reports of the looked-up identifiers (`devinfo ID…`). Text: one report per known device, a blank
    /// line between (unknown ones print nothing here: the CLI says why on stderr). JSON: one object, or an
    /// array when `asArray`. JSON Lines: an object per line. CSV: the header and a row each; TSV: a row each.
    package func report(_ lookups: [DeviceLookup], asArray: Bool, emulated: DeviceIdentifier? = nil) -> String {
        var out = ""
        for (index, lookup) in lookups.enumerated() {
            report(lookup, at: index, of: lookups.count, asArray: asArray, emulated: emulated, textSoFar: !out.isEmpty, to: &out)
        }
        if lookups.isEmpty && asArray {
            switch format {
            case .json: out = "[]\n"
            case .table(let kind): out = TableWriter(kind).header(TableWriter.listColumns) ?? ""
            case .text, .jsonLines: break
            }
        }
        return out
    }

    /// The part of a report that answers `lookup`, the `index`th of `count` (so reports stream without
    /// collecting them): with `asArray`, JSON opens the array before the first and closes it after the
    /// last (one device is an array of one: `--list` of a family with one device); without it, JSON is the
    /// object alone. CSV writes its header before the first; text separates reports with a blank line when
    /// `textSoFar`.
    package func report(
        _ lookup: DeviceLookup, at index: Int, of count: Int, asArray: Bool, emulated: DeviceIdentifier? = nil,
        textSoFar: Bool
    ) -> String {
        var out = ""
        report(lookup, at: index, of: count, asArray: asArray, emulated: emulated, textSoFar: textSoFar, to: &out)
        return out
    }

    /// ``report(_:at:of:asArray:emulated:textSoFar:)`` written into `out`; `true` when it wrote anything.
    @discardableResult
    package func report<Out: TextOutputStream>(
        _ lookup: DeviceLookup, at index: Int, of count: Int, asArray: Bool,
        emulated: DeviceIdentifier? = nil, textSoFar: Bool, to out: inout Out
    ) -> Bool {
        switch format {
        case .text:
            guard case .known(let device) = lookup else { return false }
            if textSoFar { out.write("\n") }
            TextReport.write(device, context, emulated: emulated, to: &out)
            return true
        case .json, .jsonLines, .table:
            let text = reportText(lookup, at: index, of: count, asArray: asArray)
            out.write(text)
            return !text.isEmpty
        }
    }

    private func reportText(_ lookup: DeviceLookup, at index: Int, of count: Int, asArray: Bool) -> String {
        switch format {
        case .text:
            return ""
        case .json:
            var out = asArray ? (index == 0 ? "[" : ",") : ""
            out += JSONWriter.render(lookup, context)
            if index == count - 1 || !asArray { out += asArray ? "]\n" : "\n" }
            return out
        case .jsonLines:
            return JSONWriter.render(lookup, context) + "\n"
        case .table(let kind):
            let table = TableWriter(kind)
            let echoed: Bool
            if case .known = lookup { echoed = false } else { echoed = true }
            return (index == 0 ? table.header(TableWriter.listColumns) ?? "" : "") + table.line(TableWriter.listRow(lookup, context), firstIsEchoed: echoed)
        }
    }

    /// The whole table, one family, or the devices that run an OS version (`devinfo --list`). Text: one
    /// `identifier  full name` line each (the CLI lays out its own columns for people).
    package func list<Devices: Collection<Device>>(_ devices: Devices) -> String {
        switch format {
        case .text: return devices.map { "\($0.identifier.rawValue)  \($0.fullName)\n" }.joined()
        case .json, .jsonLines, .table: return report(devices.map(DeviceLookup.known), asArray: true)
        }
    }

    /// What `--bulk` writes before the first line: a table's header (CSV's; TSV has none); nothing otherwise.
    package var bulkHeader: String? {
        switch format {
        case .table(let kind): TableWriter(kind).header(TableWriter.bulkColumns)
        case .text, .json, .jsonLines: nil
        }
    }

    /// The output line of one bulk input line: `input` is the line as echoed (already made printable),
    /// `status` `known`, `unknown` or `malformed`. JSON: the object; CSV and TSV (text is TSV): the bulk row.
    package func bulkLine(_ lookup: DeviceLookup, input: String, status: String) -> String {
        switch format {
        case .json, .jsonLines: return JSONWriter.render(lookup, context) + "\n"
        case .table(let kind): return TableWriter(kind).line(TableWriter.bulkRow(input: input, status: status, lookup, context), firstIsEchoed: true)
        case .text: return TableWriter(.tsv).line(TableWriter.bulkRow(input: input, status: status, lookup, context))
        }
    }

    /// What a bulk line's output starts with in a table: the line's start and the echoed input as a cell
    /// (escaped and neutralised for spreadsheets). With ``bulkTail(_:status:)`` it makes ``bulkLine(_:input:status:)``,
    /// so a caller can keep the tail of rows that differ only in their input.
    package func bulkInputCell(_ input: String) -> String {
        switch format {
        case .table(let kind): TableWriter(kind).lineStart + TableWriter(kind).cell(input, echoed: true)
        case .text, .json, .jsonLines: TableWriter(.tsv).cell(input)
        }
    }

    /// Everything of a CSV or TSV bulk line after the input cell: the separator, the status and the facts,
    /// and the newline. (JSON lines repeat the identifier; use ``bulkLine(_:input:status:)``.)
    package func bulkTail(_ lookup: DeviceLookup, status: String) -> String {
        let line = bulkLine(lookup, input: "", status: status)
        return String(line.dropFirst(bulkInputCell("").count))
    }

    /// A reverse lookup (`devinfo --screen`, `--panel`).
    package func matches(_ result: DisplayMatches) -> String {
        DisplayMatchesRendering.render(result, format)
    }
}
