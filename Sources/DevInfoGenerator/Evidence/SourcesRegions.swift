/// The parts of Data/SOURCES.md written from the evidence rather than by hand (issue 30): the cells that rest on
/// one source, per table, and the sources that still need an openable address. Each sits between
/// `<!-- generated: NAME -->` and `<!-- end generated: NAME -->` lines, as README's generated regions do, so the
/// prose cannot contradict the table.
public enum SourcesRegions {
    /// Where the file lives, relative to the package root.
    public static let path = "Data/SOURCES.md"

    /// `text` with every generated region rewritten from `evidence`; text outside the markers is kept.
    public static func render(_ text: String, evidence: EvidenceSet) -> String {
        var out = text
        for (name, content) in regions(evidence) {
            let begin = "<!-- generated: \(name) -->\n"
            let end = "<!-- end generated: \(name) -->"
            guard let start = out.range(of: begin), let stop = out.range(of: end, range: start.upperBound..<out.endIndex) else { continue }
            out.replaceSubrange(start.upperBound..<stop.lowerBound, with: content)
        }
        return out
    }

    static func regions(_ evidence: EvidenceSet) -> [(String, String)] {
        var single = ""
        for table in evidence.cells.keys.sorted() {
            var byID: [String: [String]] = [:]
            for (id, facts) in evidence.cells[table] ?? [:] {
                for (fact, cell) in facts where cell.status == .single {
                    let sources = cell.citations.filter { !$0.isRule }.map(\.key)
                    byID[id, default: []].append("\(fact) (\(sources.joined(separator: ", ")))")
                }
            }
            guard !byID.isEmpty else { continue }
            let count = byID.values.map(\.count).reduce(0, +)
            single +=
                "- `\(table.name)` (\(count)): "
                + byID.keys.sorted().map { id in
                    "`\(id)` " + byID[id]!.sorted().joined(separator: ", ")
                }.joined(separator: "; ") + "\n"
        }
        if single.isEmpty { single = "None.\n" }
        let needing = evidence.registry.sourcesNeedingAnAddress
        let addresses =
            needing.isEmpty
            ? "None.\n"
            : "\(needing.count) sources: " + needing.map { "`\($0.key)` (\($0.title))" }.joined(separator: "; ") + ".\n"
        return [("single-cells", single), ("sources-needing-an-address", addresses)]
    }
}
