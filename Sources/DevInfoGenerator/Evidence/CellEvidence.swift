/// How well a cell of Data/ is sourced (issue 30).
public enum EvidenceStatus: String, Sendable, Hashable, CaseIterable {
    /// Two independent origins state the value.
    case confirmed
    /// A rule of Data/rules.tsv decides the value.
    case rule
    /// One origin: an older cell kept on one source, listed in Data/evidence/single-allowed.tsv.
    case single
}

/// One citation of a cell: a source key with an optional detail (a page, a path, a line), or a rule.
public struct Citation: Sendable, Hashable {
    /// The source key, or the rule key when ``isRule``.
    public var key: String
    /// What in the source states it (`_subpages/res.md`), or nil.
    public var detail: String?
    /// True for `rule:KEY`.
    public var isRule: Bool

    /// Parses `key`, `key#detail` or `rule:KEY`.
    init(_ token: Substring) {
        if token.hasPrefix("rule:") {
            key = String(token.dropFirst(5))
            detail = nil
            isRule = true
        } else if let hash = token.firstIndex(of: "#") {
            key = String(token[..<hash])
            detail = String(token[token.index(after: hash)...])
            isRule = false
        } else {
            key = String(token)
            detail = nil
            isRule = false
        }
    }
}

/// The evidence of one cell: its status and citations.
public struct CellEvidence: Sendable, Hashable {
    /// confirmed, rule or single.
    public var status: EvidenceStatus
    /// The sources and rules it cites, in the order written.
    public var citations: [Citation]
}

/// Which table a cell belongs to, as Data/ names it: `devices/iPhone`, `screens/Mac`, `safe-areas/iPad`,
/// `os-releases`.
public struct EvidenceTable: Sendable, Hashable, Comparable {
    /// `devices`, `screens`, `safe-areas` or `os-releases`.
    public var kind: String
    /// The family (`iPhone`), or empty for `os-releases`.
    public var family: String

    /// `devices/iPhone`, or `os-releases`.
    public var name: String { family.isEmpty ? kind : kind + "/" + family }
    /// The companion file: `Data/evidence/devices-iPhone.tsv`.
    var evidenceFileName: String { (family.isEmpty ? kind : kind + "-" + family) + ".tsv" }

    public static func < (a: EvidenceTable, b: EvidenceTable) -> Bool { a.name < b.name }
}

/// Every cell's evidence, with the registry its keys refer to: what the generator checked and what the
/// citations table is written from.
public struct EvidenceSet: Sendable {
    /// The sources and rules.
    public var registry: SourceRegistry
    /// Per table, per row id (identifier, screen, `screen@from`, `family@version`), per fact (column): the
    /// evidence of each non-empty cell.
    public var cells: [EvidenceTable: [String: [String: CellEvidence]]] = [:]
    /// Per table, the row ids in file order and each row's cells as written (empty cells left out).
    public var rows: [EvidenceTable: [(id: String, cells: [String: String])]] = [:]

    /// The cells that wait for a second origin (Data/evidence/wanted.tsv, issue 33): values one origin gives,
    /// kept out of the tables until another agrees.
    public var wanted: [WantedCell] = []

    /// The evidence of one cell, or nil when the cell is empty or unknown.
    public func evidence(_ table: EvidenceTable, _ id: String, _ fact: String) -> CellEvidence? { cells[table]?[id]?[fact] }
}
