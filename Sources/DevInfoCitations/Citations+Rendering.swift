import DevInfoVocabulary

/// The renderings of the citations that the command and the website share (issue 30): the text and JSON of one
/// device's sources, the long form's lines, and the SQL tables.
extension Citations {
    /// One fact of a device as the long form lists it: the fact's name as in `--json`, prefixed by the display's
    /// role (`main.panelPixels`) and suffixed by a safe-area range (`main.safeArea@13-16`).
    public struct Line: Sendable {
        /// `name`, `main.panelPixels`, `main.safeArea@13-16`.
        public var fact: String
        /// The fact with its evidence.
        public var item: Citations.Fact
    }

    /// Every fact of a device in the long form's order: its own, then each display's, then each display's safe-area
    /// ranges.
    public static func lines(_ sources: Citations.DeviceSources) -> [Line] {
        var lines = sources.facts.map { Line(fact: $0.name, item: $0) }
        for display in sources.displays {
            lines += display.facts.map { Line(fact: "\(display.role).\($0.name)", item: $0) }
            for range in display.ranges {
                lines += range.facts.map { Line(fact: "\(display.role).\($0.name)@\(range.range)", item: $0) }
            }
        }
        return lines
    }

    /// The text form: one line per fact, its citations indented under it.
    public static func text(_ sources: Citations.DeviceSources) -> String {
        var out = "\(sources.identifier): where each value comes from (status: confirmed = two independent origins, rule, single = one source)\n"
        for line in lines(sources) {
            out += "\(line.fact): \(line.item.value)  [\(line.item.status)]\n"
            for citation in line.item.citations {
                if let rule = citation.rule {
                    out += "    rule \(rule.key): \(rule.statement)\n"
                } else {
                    let title = citation.source?.title ?? "?"
                    let detail = citation.detail.map { " (\($0))" } ?? ""
                    out += "    \(citation.key)\(detail): \(title) <\(citation.source?.url ?? "no address recorded")>\n"
                }
            }
        }
        return out
    }

    /// The JSON form: per fact named as in `--json`, the value, the status and the citations.
    public static func json(_ sources: Citations.DeviceSources) -> String {
        func factsObject(_ facts: [Citations.Fact]) -> String {
            "{" + facts.map { "\(quote($0.name)):" + factObject($0) }.joined(separator: ",") + "}"
        }
        var out = "{\"identifier\":\(quote(sources.identifier)),\"facts\":\(factsObject(sources.facts)),\"displays\":["
        out += sources.displays.map { display in
            "{\"role\":\(quote(display.role)),\"id\":\(quote(display.id)),\"facts\":\(factsObject(display.facts)),\"osRanges\":["
                + display.ranges.map { "{\"range\":\(quote($0.range)),\"facts\":\(factsObject($0.facts))}" }.joined(separator: ",") + "]}"
        }.joined(separator: ",")
        return out + "]}"
    }

    /// One fact as a JSON object: `{"value", "status", "citations": [{"key", "title", "locator", "detail"}]}`.
    public static func factObject(_ fact: Citations.Fact) -> String {
        let citations = fact.citations.map { citation -> String in
            if let rule = citation.rule {
                return "{\"key\":\(quote("rule:" + rule.key)),\"title\":\(quote(rule.statement)),\"locator\":null,\"detail\":null}"
            }
            return "{\"key\":\(quote(citation.key)),\"title\":\(citation.source.map { quote($0.title) } ?? "null"),"
                + "\"locator\":\(citation.source?.url.map(quote) ?? "null"),\"detail\":\(citation.detail.map(quote) ?? "null")}"
        }
        return "{\"value\":\(quote(fact.value)),\"status\":\(quote(fact.status)),\"citations\":[\(citations.joined(separator: ","))]}"
    }

    /// `--list --sql`'s `sources` and `citations` tables (the citations of `identifiers`), as SQLite statements.
    public static func sql(_ identifiers: [String]) -> String {
        var out =
            "CREATE TABLE sources (key TEXT PRIMARY KEY, origin TEXT NOT NULL, kind TEXT NOT NULL, title TEXT NOT NULL, locator TEXT, read TEXT NOT NULL);\n"
        for source in Citations.sources.values.sorted(by: { $0.key < $1.key }) {
            out +=
                "INSERT INTO sources VALUES (\(sqlText(source.key)), \(sqlText(source.origin)), \(sqlText(source.kind)), \(sqlText(source.title)), \(source.url.map(sqlText) ?? "NULL"), \(sqlText(source.read)));\n"
        }
        out +=
            "CREATE TABLE citations (identifier TEXT NOT NULL, fact TEXT NOT NULL, value TEXT NOT NULL, status TEXT NOT NULL, source TEXT NOT NULL, detail TEXT);\n"
        for identifier in identifiers {
            guard let sources = Citations.device(identifier) else { continue }
            for line in lines(sources) {
                for citation in line.item.citations {
                    let key = citation.rule != nil ? "rule:" + citation.key : citation.key
                    out +=
                        "INSERT INTO citations VALUES (\(sqlText(identifier)), \(sqlText(line.fact)), \(sqlText(line.item.value)), \(sqlText(line.item.status)), \(sqlText(key)), \(citation.detail.map(sqlText) ?? "NULL"));\n"
                }
            }
        }
        return out + "CREATE INDEX citations_identifier ON citations (identifier);\n"
    }

    /// A SQL string literal (quotes doubled).
    public static func sqlText(_ text: String) -> String { "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''") + "'" }

    /// An RFC 4180 CSV cell: quoted when it holds a comma, a quote or a line break.
    public static func csvCell(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }

    /// A JSON string literal (``JSONText/quoted(_:)``).
    public static func quote(_ text: String) -> String { JSONText.quoted(text) }

    /// `script` (DevInfoKit's `SQLWriter` output, one transaction) with the `sources` and `citations` tables of
    /// `identifiers` inserted before its `COMMIT;`.
    public static func sqlScript(_ script: String, identifiers: [String]) -> String {
        let citations = sql(identifiers)
        guard script.hasSuffix("COMMIT;\n") else { return script + citations }
        return String(script.dropLast("COMMIT;\n".count)) + citations + "COMMIT;\n"
    }
}
