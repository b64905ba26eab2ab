import DevInfoReading
import Foundation

/// `devinfo-generate --readings DIR [--write]` (issue 33): reads a folder of readings, checks each against the
/// reading format, compares every value with Data/ and reports new cells, agreements and conflicts; with
/// `write`, records the new cells (``ReadingWriteBack``). Any invalid reading, or Data/ itself invalid, is an error
/// and nothing is written. Conflicts are reported and never overwritten.
public enum ReadingIngest {
    /// What one run found.
    public struct Outcome: Sendable {
        /// Every compared cell, in reading order.
        public var differences: [ReadingDifference]
        /// How many readings were read.
        public var readingCount: Int
        /// What was written (empty without `write`): one line per file.
        public var written: [String]
        /// Conflicts found while writing (a wanted line of another origin giving another value).
        public var writeConflicts: [ReadingDifference]

        /// The number of differences of `kind`, write conflicts included.
        public func count(_ kind: ReadingDifference.Kind) -> Int {
            differences.filter { $0.kind == kind }.count + (kind == .conflict ? writeConflicts.count : 0)
        }
    }

    /// The exit code of a run that found conflicts (nothing conflicting was written).
    public static let conflictExitCode: Int32 = 3

    /// Reads `folder`, compares with `dataDirectory`; with `write`, records the new cells there.
    public static func run(folder: String, dataDirectory: String, write: Bool) throws(DataErrors) -> Outcome {
        let data = try DataDirectory.load(dataDirectory)
        let files = try ReadingFolder.read(folder)
        var errors: [DataError] = []
        var readings: [(path: String, reading: Reading)] = []
        for file in files {
            switch ReadingParser.parse(path: file.path, bytes: file.bytes) {
            case .success(let reading): readings.append((file.path, reading))
            case .failure(let failure): errors += failure.errors
            }
        }
        guard errors.isEmpty else { throw DataErrors(errors) }
        let cells = try rawCells(dataDirectory)
        let (differences, problems) = ReadingComparison.compare(readings, data: data, cells: cells)
        guard problems.isEmpty else { throw DataErrors(problems) }
        var outcome = Outcome(differences: differences, readingCount: readings.count, written: [], writeConflicts: [])
        if write {
            guard let evidence = data.evidence else {
                throw DataErrors([
                    DataError(
                        file: dataDirectory + "/sources.tsv", line: 0,
                        reason: "no such file: --write records readings as evidence, which needs the source registry")
                ])
            }
            let result = try ReadingWriteBack.apply(differences, readings: readings, evidence: evidence, cells: cells, dataDirectory: dataDirectory)
            outcome.written = result.written
            outcome.writeConflicts = result.conflicts
        }
        return outcome
    }

    /// The tables' cells as written, by table (`screens/iPhone`) and row id (as the evidence files name rows).
    static func rawCells(_ dataDirectory: String) throws(DataErrors) -> ReadingComparison.Cells {
        let (screens, devices, safeAreas) = try DataDirectory.read(dataDirectory)
        var cells = ReadingComparison.Cells()
        for (kind, files) in [("screens", screens), ("devices", devices), ("safe-areas", safeAreas)] {
            let layout = EvidenceCheck.layout(kind)
            for file in files {
                guard case .success(let table) = TSVTable.parse(file: file.path, text: file.text, columns: layout.columns, key: layout.key) else { continue }
                for row in table.rows {
                    guard let id = layout.id(row) else { continue }
                    cells.rows["\(kind)/\(file.familyName)", default: [:]][id] = (row.cells, row.line)
                }
            }
        }
        return cells
    }

    /// The report: one line per compared cell (kind, table, row, fact, values, reading), then a summary line.
    public static func report(_ outcome: Outcome, verbose: Bool) -> String {
        var lines: [String] = []
        for difference in outcome.differences + outcome.writeConflicts where verbose || difference.kind != .agreement {
            lines.append(difference.line)
        }
        lines.append(
            "readings: \(outcome.readingCount) read, \(outcome.count(.agreement)) cells agree with Data/, \(outcome.count(.new)) new, \(outcome.count(.conflict)) in conflict"
        )
        lines += outcome.written
        return lines.joined(separator: "\n") + "\n"
    }
}
