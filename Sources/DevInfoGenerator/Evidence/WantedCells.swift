/// One line of Data/evidence/wanted.tsv (issue 33 §5): a value one origin gives for an empty cell, kept out of the
/// tables (and so out of the answers) until a second independent origin agrees. `devinfo-generate --readings DIR
/// --write` adds devinfo's own readings here, and writes the cell into its table once a line of another origin
/// agrees.
public struct WantedCell: Sendable, Hashable {
    /// The table, as Data/ names it (`safe-areas/iPhone`).
    public var table: String
    /// The row id as the evidence files write it (`iphone-16-pro@26`, `iphone-16-pro`); the row may not exist yet.
    public var id: String
    /// The fact (the column).
    public var fact: String
    /// The value the sources give.
    public var value: String
    /// The citations (`key#detail`), every one of them giving `value`.
    public var evidence: [String]
    /// The line in the file.
    public var line: Int
}

/// Reads and checks Data/evidence/wanted.tsv: a known table and fact, a value, sources the registry defines
/// (rules cannot wait for a second origin), at most one line per cell and value, and a cell that is still empty
/// (a filled cell's line must go).
public enum WantedCells {
    /// The file's name in Data/evidence/.
    public static let fileName = "wanted.tsv"
    /// Its columns.
    static let columns = ["table", "id", "fact", "value", "evidence"]
    /// The comment the file starts with.
    static let header = """
        # Cells that wait for a second origin (issue 33): each line a value one origin gives for a cell that is empty in
        # Data/, with its citations (source keys of Data/sources.tsv, key#detail). A cell is written into its table, with
        # status confirmed, once a second independent origin agrees (`devinfo-generate --readings DIR --write` does so for
        # devinfo's own readings); until then the answers leave it empty. `devinfo-generate --fill-rate` lists these.
        table\tid\tfact\tvalue\tevidence

        """

    static func parse(
        _ file: SourceFile, registry: SourceRegistry, tables: [String: EvidenceTable],
        filled: [EvidenceTable: [String: Set<String>]]
    ) -> ([WantedCell], [DataError]) {
        var errors: [DataError] = []
        var cells: [WantedCell] = []
        switch TSVTable.parse(file: file.path, text: file.text, columns: columns, key: "table") {
        case .failure(let failure): return ([], failure.errors)
        case .success(let parsed):
            var seen: [String: Int] = [:]
            for row in parsed.rows {
                func fail(_ reason: String) { errors.append(DataError(file: file.path, line: row.line, reason: reason)) }
                guard let tableName = row["table"], let id = row["id"], let fact = row["fact"], let value = row["value"], let evidence = row["evidence"] else {
                    fail("needs a table, an id, a fact, a value and evidence")
                    continue
                }
                guard let table = tables[tableName] else {
                    fail("\(tableName) is not a table of Data/ (\(tables.keys.sorted().joined(separator: ", ")))")
                    continue
                }
                let layout = EvidenceCheck.layout(table.kind)
                guard layout.columns.contains(fact), !layout.exempt.contains(fact) else {
                    fail("\(fact) is not a fact of \(tableName)")
                    continue
                }
                if filled[table]?[id]?.contains(fact) == true {
                    fail("\(id) \(fact) is filled in Data/\(tableName).tsv: remove this line (its evidence belongs in Data/evidence/\(table.evidenceFileName))")
                    continue
                }
                let citations = evidence.split(separator: " ").map(Citation.init)
                var broken = false
                for citation in citations where citation.isRule || registry.sources[citation.key] == nil {
                    fail(
                        citation.isRule
                            ? "rule:\(citation.key): a rule decides a cell, it does not wait for a second origin"
                            : "undefined source \(citation.key) (Data/sources.tsv)")
                    broken = true
                }
                if broken { continue }
                let key = "\(tableName)\t\(id)\t\(fact)\t\(value)"
                if let first = seen[key] {
                    fail("\(id) \(fact) = \(value) is listed twice (first at line \(first))")
                    continue
                }
                seen[key] = row.line
                cells.append(
                    WantedCell(
                        table: tableName, id: id, fact: fact, value: value,
                        evidence: citations.map {
                            $0.key + ($0.detail.map { "#" + $0 } ?? "")
                        }, line: row.line))
            }
        }
        return (cells, errors)
    }

    /// The file's text for `cells`, sorted by table, id and fact.
    static func render(_ cells: [WantedCell]) -> String {
        header
            + cells.sorted { ($0.table, $0.id, $0.fact, $0.value) < ($1.table, $1.id, $1.fact, $1.value) }
            .map { [$0.table, $0.id, $0.fact, $0.value, $0.evidence.joined(separator: " ")].joined(separator: "\t") + "\n" }.joined()
    }
}
