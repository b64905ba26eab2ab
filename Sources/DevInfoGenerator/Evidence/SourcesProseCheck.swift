import Foundation

/// Checks that the hand-written parts of Data/SOURCES.md state no cell's status (issue 30 §3). Which cells rest
/// on one source is written from `Data/evidence/` into part 7 (`SourcesRegions`); a hand-written `**Single:**`
/// list, a `**confirmed**` mark or a table column of `single` / `confirmed` per row would say the same thing a
/// second time and could drift from the data. The prose keeps what it is for: what a source says, the conflicts
/// and how they were resolved, and why a cell is left empty.
public enum SourcesProseCheck {
    /// The status words a hand-written line may not use as a mark: the evidence statuses a cell can have.
    static let statusWords = ["single", "confirmed"]

    /// Every status claim in `text` outside its generated part, at its file and line. The generated part starts
    /// at the `## ` heading above the first `<!-- generated: ` marker and runs to the end of the file (its
    /// introduction defines the statuses); a text without markers is checked whole.
    /// A claim is a bold span that begins with a status word (`**Single:**`, `**single**`, `**Confirmed
    /// (simulator)**`), a bold `**empty**` / `**left empty**`, or a table cell that begins with a status word
    /// (`| confirmed |`, `| **single** (fdp probe) |`). Running text that says which source alone gives a
    /// value ("AppleDB alone gives it") is what the prose is for and is not a claim.
    public static func problems(_ text: String, path: String = SourcesRegions.path) -> [DataError] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var end = lines.count
        if let firstMarker = lines.firstIndex(where: { $0.hasPrefix("<!-- generated: ") }) {
            end = lines[..<firstMarker].lastIndex { $0.hasPrefix("## ") } ?? firstMarker
        }
        var problems: [DataError] = []
        for (index, line) in lines[..<end].enumerated() {
            guard let claim = claim(in: line) else { continue }
            problems.append(
                DataError(
                    file: path, line: index + 1,
                    reason:
                        "\(claim) states a cell's status by hand; part 7 lists the cells that rest on one source, generated "
                        + "from Data/evidence/: keep what the source says or why the cell is empty, and point to part 7"))
        }
        return problems
    }

    /// The first status claim on `line`, as written, or nil.
    static func claim(in line: String) -> String? {
        // Bold spans: the odd pieces between `**` pairs.
        let pieces = line.components(separatedBy: "**")
        for (index, piece) in pieces.enumerated() where index % 2 == 1 && index + 1 < pieces.count {
            let words = piece.lowercased().trimmingCharacters(in: .whitespaces)
            let bare = words.trimmingCharacters(in: .punctuationCharacters).trimmingCharacters(in: .whitespaces)
            if startsWithStatusWord(words) || bare == "empty" || bare == "left empty" { return "**\(piece)**" }
        }
        // Table cells: a row starts with `|`; a cell that begins with a status word (bold or not) is a status column.
        if line.hasPrefix("|") {
            for cell in line.split(separator: "|") {
                let words = cell.replacingOccurrences(of: "**", with: "").lowercased().trimmingCharacters(in: .whitespaces)
                if startsWithStatusWord(words) { return "table cell '\(cell.trimmingCharacters(in: .whitespaces))'" }
            }
        }
        return nil
    }

    /// Whether `words` (lowercased) begins with a status word followed by no further letter (`single:`,
    /// `single (fdp)`, `confirmed;`), so `singles` or `single-source` are not read as the status.
    static func startsWithStatusWord(_ words: String) -> Bool {
        statusWords.contains { word in
            guard words.hasPrefix(word) else { return false }
            guard let next = words.dropFirst(word.count).first else { return true }
            return !next.isLetter && next != "-"
        }
    }
}
