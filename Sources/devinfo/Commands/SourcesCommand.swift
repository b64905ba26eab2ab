import DevInfoCitations
import DevInfoKit

/// `devinfo --sources ID…` and `devinfo --list --sources` (issue 30): each fact with its value as Data/ writes it,
/// its status (confirmed, rule, single) and its citations. The citations live in DevInfoCitations, read on first use
/// here and nowhere on the one-shot report's path.
enum SourcesCommand {
    /// `devinfo --sources ID…`: text or JSON (`--json`).
    static func report(_ options: Options, stdout: inout Output, stderr: inout Output) -> ExitCode {
        // The sources are those of the table's rows: this machine's identifier would have to be named.
        guard !options.identifiers.isEmpty else {
            stderr.line("devinfo: --sources takes one or more identifiers (devinfo --sources iPhone11,8)")
            return .usage
        }
        var status = ExitCode.success
        var objects: [String] = []
        for (index, identifier) in options.identifiers.enumerated() {
            guard let sources = Citations.device(identifier) else {
                stderr.line("devinfo: \(identifier): no such device in the table, so no sources")
                status = .unknown
                continue
            }
            switch options.format {
            case .json: objects.append(Citations.json(sources))
            default:
                if index > 0 { stdout.line() }
                stdout.write(Citations.text(sources))
            }
        }
        if case .json = options.format {
            stdout.line(options.identifiers.count > 1 ? "[" + objects.joined(separator: ",") + "]" : objects.first ?? "null")
        }
        return status
    }

    /// `devinfo --list --sources`: the long form, one line per citation (identifier, fact, value, status, source
    /// key, locator), as CSV (default and `--csv`), TSV or JSON Lines.
    static func list(_ options: Options, stdout: inout Output) -> ExitCode {
        let identifiers = options.family.map { family in Device.all(in: family).map(\.identifier.rawValue) } ?? Citations.identifiers
        let columns = ["identifier", "fact", "value", "status", "source", "locator"]
        let format = options.format
        switch format {
        case .table(.tsv): break
        case .jsonLines: break
        default: stdout.line(columns.joined(separator: ","))
        }
        for identifier in identifiers {
            guard let sources = Citations.device(identifier) else { continue }
            for line in Citations.lines(sources) {
                for citation in line.item.citations {
                    let key = citation.rule != nil ? "rule:" + citation.key : citation.key + (citation.detail.map { "#" + $0 } ?? "")
                    let cells = [identifier, line.fact, line.item.value, line.item.status, key, citation.source?.url ?? ""]
                    switch format {
                    case .table(.tsv): stdout.line(cells.map { $0.replacingTabs }.joined(separator: "\t"))
                    case .jsonLines:
                        stdout.line(
                            "{"
                                + zip(columns, cells).map { "\(Citations.quote($0)):\($0 == "locator" && $1.isEmpty ? "null" : Citations.quote($1))" }.joined(
                                    separator: ",") + "}")
                    default: stdout.line(cells.map(Citations.csvCell).joined(separator: ","))
                    }
                }
            }
        }
        return .success
    }

}

private extension String {
    var replacingTabs: String { String(map { $0 == "\t" ? " " : $0 }) }
}
