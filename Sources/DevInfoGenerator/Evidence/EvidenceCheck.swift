/// Checks that every non-empty cell of Data/ names its evidence (issue 30) and collects it: a cell without
/// evidence, an undefined source or rule, a `confirmed` cell whose keys share one origin, a `rule` cell that
/// cites no rule, evidence for an empty or missing cell, and a single cell not in the allowed list (or an allowed
/// line whose cell is no longer single) are errors at their file and line.
public enum EvidenceCheck {
    /// The inputs: the tables and the evidence files, as the generator read them.
    public struct Input: Sendable {
        var tables: [(EvidenceTable, SourceFile)]
        var sources: SourceFile
        var rules: SourceFile
        /// The companion files by file name (`screens-iPhone.tsv`), with their paths.
        var evidence: [String: SourceFile]
        var singleAllowed: SourceFile
        /// Data/evidence/wanted.tsv: the cells waiting for a second origin (issue 33), when there is one.
        var wanted: SourceFile?

        /// The tables (`devices/…`, `screens/…`, `safe-areas/…`, `os-releases.tsv`) and the registry and evidence files.
        public init(
            screens: [SourceFile], devices: [SourceFile], safeAreas: [SourceFile], osReleases: SourceFile?,
            sources: SourceFile, rules: SourceFile, evidence: [SourceFile], singleAllowed: SourceFile, wanted: SourceFile? = nil
        ) {
            tables =
                screens.map { (EvidenceTable(kind: "screens", family: $0.familyName), $0) }
                + devices.map { (EvidenceTable(kind: "devices", family: $0.familyName), $0) }
                + safeAreas.map { (EvidenceTable(kind: "safe-areas", family: $0.familyName), $0) }
                + (osReleases.map { [(EvidenceTable(kind: "os-releases", family: ""), $0)] } ?? [])
            self.sources = sources
            self.rules = rules
            self.evidence = Dictionary(evidence.map { (String($0.path.split(separator: "/").last ?? ""), $0) }) { a, _ in a }
            self.singleAllowed = singleAllowed
            self.wanted = wanted
        }
    }

    static let evidenceColumns = ["id", "fact", "evidence", "status"]

    /// The columns of each kind of table that name a row rather than state a fact, and the row id.
    static func layout(_ kind: String) -> (columns: [String], key: String, exempt: Set<String>, id: (TSVTable.Row) -> String?) {
        switch kind {
        case "devices": (deviceColumns, "identifier", ["identifier", "family"], { $0["identifier"] })
        case "screens": (screenColumns, "screen", ["screen"], { $0["screen"] })
        case "safe-areas": (safeAreaColumns, "screen", ["screen", "from", "until"], { row in row["screen"].map { "\($0)@\(row["from"] ?? "")" } })
        default: (osReleaseColumns, "family", ["family", "version"], { row in row["family"].map { "\($0)@\(row["version"] ?? "")" } })
        }
    }

    /// A value that states nothing: `unknown` (e.g. `displayZoom`) needs no evidence, as an empty cell.
    static func statesNothing(_ value: String) -> Bool { value == "unknown" }

    /// Checks `input`; the evidence of every cell, and every problem found.
    public static func run(_ input: Input) -> (EvidenceSet, [DataError]) {
        var errors: [DataError] = []
        let (registry, registryErrors) = SourceRegistry.parse(sources: input.sources, rules: input.rules)
        errors += registryErrors
        var set = EvidenceSet(registry: registry)

        // The allowed single cells.
        var allowed: [String: Int] = [:]  // "table\tid\tfact" -> line
        switch TSVTable.parse(file: input.singleAllowed.path, text: input.singleAllowed.text, columns: ["table", "id", "fact"], key: "table") {
        case .failure(let failure): errors += failure.errors
        case .success(let table):
            for row in table.rows {
                let key = "\(row["table"] ?? "")\t\(row["id"] ?? "")\t\(row["fact"] ?? "")"
                if let first = allowed[key] {
                    errors.append(DataError(file: input.singleAllowed.path, line: row.line, reason: "listed twice (first at line \(first))"))
                }
                allowed[key] = row.line
            }
        }
        var singles: Set<String> = []
        var filled: [EvidenceTable: [String: Set<String>]] = [:]  // the non-empty cells, per table and row

        let known = Set(input.tables.map { $0.0.evidenceFileName })
        for (name, file) in input.evidence.sorted(by: { $0.key < $1.key })
        where !known.contains(name) && name != "single-allowed.tsv" && name != WantedCells.fileName {
            errors.append(
                DataError(file: file.path, line: 0, reason: "no table of Data/ has this evidence file (named <folder>-<Family>.tsv or os-releases.tsv)"))
        }

        for (table, file) in input.tables {
            let layout = layout(table.kind)
            guard case .success(let data) = TSVTable.parse(file: file.path, text: file.text, columns: layout.columns, key: layout.key) else {
                continue  // reported by the table's own parse
            }
            var cells: [String: [String: (value: String, line: Int)]] = [:]
            defer { filled[table] = cells.mapValues { Set($0.keys) } }
            for row in data.rows {
                guard let id = layout.id(row) else { continue }
                set.rows[table, default: []].append((id, row.cells.filter { !$0.value.isEmpty }))
                for (column, value) in row.cells where !layout.exempt.contains(column) && !value.isEmpty && !statesNothing(value) {
                    cells[id, default: [:]][column] = (value, row.line)
                }
            }
            guard let evidenceFile = input.evidence[table.evidenceFileName] else {
                if !cells.isEmpty {
                    errors.append(
                        DataError(
                            file: file.path, line: 0,
                            reason:
                                "no evidence file (Data/evidence/\(table.evidenceFileName)) for its \(cells.values.map(\.count).reduce(0, +)) non-empty cells"))
                }
                continue
            }
            guard case .success(let evidenceTable) = TSVTable.parse(file: evidenceFile.path, text: evidenceFile.text, columns: evidenceColumns, key: "id")
            else {
                if case .failure(let failure) = TSVTable.parse(file: evidenceFile.path, text: evidenceFile.text, columns: evidenceColumns, key: "id") {
                    errors += failure.errors
                }
                continue
            }
            // Read the evidence lines.
            var lines: [String: (evidence: CellEvidence, line: Int)] = [:]  // "id\tfact"
            for row in evidenceTable.rows {
                func fail(_ reason: String) { errors.append(DataError(file: evidenceFile.path, line: row.line, reason: reason)) }
                guard let id = row["id"], let fact = row["fact"] else {
                    fail("needs an id and a fact (`*` for every row or every fact)")
                    continue
                }
                if id == "*" && fact == "*" {
                    fail("`*` for both id and fact would cite one source for the whole table")
                    continue
                }
                if fact != "*" && (!layout.columns.contains(fact) || layout.exempt.contains(fact)) {
                    fail("\(fact) is not a fact of \(table.name) (one of \(layout.columns.filter { !layout.exempt.contains($0) }.joined(separator: ", ")))")
                    continue
                }
                if id != "*" && cells[id] == nil && !data.rows.contains(where: { layout.id($0) == id }) {
                    fail("\(table.name) has no row \(id)")
                    continue
                }
                if id != "*" && fact != "*" && cells[id]?[fact] == nil {
                    fail("\(id) \(fact) is empty in \(file.path): evidence only for a value")
                    continue
                }
                guard let statusText = row["status"], let status = EvidenceStatus(rawValue: statusText) else {
                    fail("status must be confirmed, rule or single (found \(quoted(row["status"] ?? "")))")
                    continue
                }
                let citations = (row["evidence"] ?? "").split(separator: " ").map(Citation.init)
                if citations.isEmpty {
                    fail("no evidence: name source keys or rule:KEY")
                    continue
                }
                var origins: Set<String> = []
                var broken = false
                for citation in citations {
                    if citation.isRule {
                        if registry.rules[citation.key] == nil {
                            fail("undefined rule \(citation.key) (Data/rules.tsv)")
                            broken = true
                        }
                    } else if let source = registry.sources[citation.key] {
                        origins.insert(source.origin)
                    } else {
                        fail("undefined source \(citation.key) (Data/sources.tsv)")
                        broken = true
                    }
                }
                if broken { continue }
                switch status {
                case .confirmed where origins.count < 2:
                    fail(
                        "confirmed needs two independent origins; \(citations.map(\.key).joined(separator: ", ")) \(origins.count == 1 ? "share the origin \(origins.first!)" : "name none")"
                    )
                    continue
                case .rule where !citations.contains(where: \.isRule):
                    fail("status rule needs a rule:KEY")
                    continue
                default: break
                }
                let key = "\(id)\t\(fact)"
                if let first = lines[key] {
                    fail("evidence for \(id) \(fact) given twice (first at line \(first.line))")
                    continue
                }
                lines[key] = (CellEvidence(status: status, citations: citations), row.line)
            }
            // Resolve every cell: its own line, else its column's `*`, else its row's `*`.
            var resolved: [String: [String: CellEvidence]] = [:]
            for (id, facts) in cells {
                for (fact, cell) in facts {
                    guard let found = lines["\(id)\t\(fact)"] ?? lines["*\t\(fact)"] ?? lines["\(id)\t*"] else {
                        errors.append(
                            DataError(
                                file: file.path, line: cell.line,
                                reason: "\(id) \(fact) = \(cell.value) has no evidence (add a line to Data/evidence/\(table.evidenceFileName))"))
                        continue
                    }
                    resolved[id, default: [:]][fact] = found.evidence
                    if found.evidence.status == .single {
                        let key = "\(table.name)\t\(id)\t\(fact)"
                        singles.insert(key)
                        if allowed[key] == nil {
                            errors.append(
                                DataError(
                                    file: evidenceFile.path, line: found.line,
                                    reason:
                                        "\(id) \(fact) is a new single-source cell: a value needs two independent origins or a rule (Data/evidence/single-allowed.tsv can only shrink)"
                                ))
                        }
                    }
                }
            }
            set.cells[table] = resolved
        }
        for (key, line) in allowed where !singles.contains(key) {
            errors.append(
                DataError(
                    file: input.singleAllowed.path, line: line,
                    reason: "\(key.split(separator: "\t").joined(separator: " ")) is no longer a single cell: remove the line"))
        }
        if let wanted = input.wanted {
            let (cells, problems) = WantedCells.parse(
                wanted, registry: registry, tables: Dictionary(input.tables.map { ($0.0.name, $0.0) }) { a, _ in a },
                filled: filled)
            set.wanted = cells
            errors += problems
        }
        return (set, errors)
    }
}
