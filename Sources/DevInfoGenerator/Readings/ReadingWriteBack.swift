import DevInfoReading
import Foundation

/// Records readings' new cells in Data/ (issue 33 §2, §5). devinfo's readings are one origin, `devinfo-readings`:
/// a new cell is written into its table only when a line of Data/evidence/wanted.tsv from another origin gives the
/// same value (then with both as its evidence, status confirmed, and the wanted line removed); otherwise the
/// reading waits in wanted.tsv for a second origin, out of the answers. Each reading cited is copied to
/// `Data/readings/<identifier>/<file name>`, and its provenance (Xcode and runtime builds, or the Mac and its
/// macOS build) becomes a source of Data/sources.tsv. Size-class cells (which hold both orientations) and
/// conflicts are never written.
///
/// Everything is first applied to a copy of Data/ that the generator loads: if the result would not validate,
/// its errors are thrown and nothing is written.
enum ReadingWriteBack {
    /// The origin of every reading devinfo makes.
    static let origin = "devinfo-readings"

    /// The source key of a reading's provenance: `devinfo-sim-ios-23b80-xcode-17b55`, `devinfo-mac-macbookpro18-3-25b78`.
    static func sourceKey(_ reading: Reading) -> String {
        let raw =
            reading.provenance.kind == "simulator-reading"
            ? "devinfo-sim-\(reading.os)-\(reading.osBuild)-xcode-\(reading.provenance.xcodeBuild ?? "unknown")"
            : "devinfo-\(reading.identifier)-\(reading.osBuild)"
        return String(raw.lowercased().map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
    }

    /// Its line in Data/sources.tsv.
    static func sourceLine(_ reading: Reading) -> String {
        let p = reading.provenance
        let title =
            p.kind == "simulator-reading"
            ? "devinfo's simulator readings: \(reading.os) \(reading.osVersion) (\(reading.osBuild)) runtime in Xcode \(p.xcodeVersion ?? "?") (\(p.xcodeBuild ?? "?")), probe \(p.probe)"
            : "devinfo's reading on a \(reading.identifier): \(reading.os) \(reading.osVersion) (\(reading.osBuild)), probe \(p.probe)"
        return [sourceKey(reading), origin, p.kind, title, Locator.readingsFolder, String(p.date.prefix(7))].joined(separator: "\t")
    }

    /// Where a reading is kept, relative to Data/readings/.
    static func storedName(_ reading: Reading) -> String { "\(reading.identifier)/\(reading.fileName)" }

    /// The files written (one line each) and the conflicts found with wanted lines of other origins.
    static func apply(
        _ differences: [ReadingDifference], readings: [(path: String, reading: Reading)], evidence: EvidenceSet,
        cells: ReadingComparison.Cells, dataDirectory: String
    ) throws(DataErrors) -> (written: [String], conflicts: [ReadingDifference]) {
        let byPath = Dictionary(readings.map { ($0.path, $0.reading) }) { a, _ in a }
        var wanted = evidence.wanted
        var conflicts: [ReadingDifference] = []
        var cellWrites: [(table: String, id: String, fact: String, value: String)] = []
        var evidenceLines: [String: [String]] = [:]  // file name -> lines
        var cited: [String: Reading] = [:]  // stored name -> reading
        func origins(_ line: WantedCell) -> Set<String> {
            Set(line.evidence.compactMap { token in evidence.registry.sources[String(token.split(separator: "#").first ?? "")]?.origin })
        }
        // First the decision for each new cell: confirmed by a wanted line of another origin, waiting, or in conflict.
        var decisions: [(difference: ReadingDifference, tokens: [String], agreeing: [WantedCell])] = []
        for difference in differences where difference.kind == .new && difference.note == nil {
            let sources = difference.files.compactMap { byPath[$0] }
            let tokens = sources.map { sourceKey($0) + "#" + storedName($0) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let lines = wanted.filter { $0.table == difference.table && $0.id == difference.id && $0.fact == difference.fact }
            let others = lines.filter { !origins($0).subtracting([origin]).isEmpty }
            let agreeing = others.filter { ReadingComparison.agrees($0.value, difference.readingValue, fact: difference.fact, screen: nil) }
            if others.count > agreeing.count {
                for line in others where !agreeing.contains(line) {
                    var conflict = difference
                    conflict.kind = .conflict
                    conflict.dataValue = line.value
                    conflict.note = "Data/evidence/wanted.tsv line \(line.line) (\(line.evidence.joined(separator: " "))) gives \(line.value)"
                    conflicts.append(conflict)
                }
                continue
            }
            for source in sources { cited[storedName(source)] = source }
            decisions.append((difference, tokens, agreeing))
        }
        // A safe-area row gives all four insets of an orientation or none: a confirmed inset waits while another
        // of its orientation is neither confirmed nor in Data/.
        func insetGroup(_ d: ReadingDifference) -> String? {
            guard d.table.hasPrefix("safe-areas/"), let edge = ["Top", "Left", "Bottom", "Right"].first(where: d.fact.hasSuffix) else { return nil }
            return "\(d.table)\t\(d.id)\t\(d.fact.dropLast(edge.count))"
        }
        var confirmedEdges: [String: Int] = [:]
        for decision in decisions where !decision.agreeing.isEmpty {
            if let group = insetGroup(decision.difference) { confirmedEdges[group, default: 0] += 1 }
        }
        for (index, decision) in decisions.enumerated() where !decision.agreeing.isEmpty {
            guard let group = insetGroup(decision.difference) else { continue }
            let orientation = String(group.split(separator: "\t")[2])
            let present = ["Top", "Left", "Bottom", "Right"].filter {
                cells[decision.difference.table, decision.difference.id]?[orientation + $0]?.isEmpty == false
            }.count
            if confirmedEdges[group, default: 0] + present < 4 { decisions[index].agreeing = [] }
        }
        var waiting = 0
        for (difference, tokens, agreeing) in decisions {
            if let first = agreeing.first {
                // A second origin agrees: the cell is confirmed.
                cellWrites.append((difference.table, difference.id, difference.fact, first.value))
                let all = (agreeing.flatMap(\.evidence) + tokens).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                let file = difference.table.replacingOccurrences(of: "/", with: "-") + ".tsv"
                evidenceLines[file, default: []].append(
                    [difference.id, difference.fact, all.joined(separator: " "), EvidenceStatus.confirmed.rawValue].joined(separator: "\t"))
                wanted.removeAll { $0.table == difference.table && $0.id == difference.id && $0.fact == difference.fact }
                continue
            }
            waiting += 1
            let readingOnly = { (line: WantedCell) in origins(line) == [origin] }
            if let index = wanted.firstIndex(where: {
                $0.table == difference.table && $0.id == difference.id && $0.fact == difference.fact
                    && ($0.value == difference.readingValue
                        || !readingOnly($0) && ReadingComparison.agrees($0.value, difference.readingValue, fact: difference.fact, screen: nil))
            }) {
                for token in tokens where !wanted[index].evidence.contains(token) { wanted[index].evidence.append(token) }
            } else {
                wanted.append(
                    WantedCell(
                        table: difference.table, id: difference.id, fact: difference.fact, value: difference.readingValue,
                        evidence: tokens, line: 0))
            }
        }
        // The files' new texts, applied to a copy of Data/ first.
        var texts: [String: String] = [:]  // path relative to Data/ -> text
        func current(_ relative: String) -> String {
            texts[relative] ?? (try? String(contentsOfFile: dataDirectory + "/" + relative, encoding: .utf8)) ?? ""
        }
        // A reading that agrees with a single cell of another origin confirms it (issue 33 §5): the cell's own
        // evidence line (or a new one over its `*` line) cites both, and its single-allowed line goes.
        var singlesConfirmed = 0
        for difference in differences where difference.kind == .agreement && difference.note == nil {
            let parts = difference.table.split(separator: "/").map(String.init)
            let table = EvidenceTable(kind: parts[0], family: parts.count > 1 ? parts[1] : "")
            guard let cell = evidence.evidence(table, difference.id, difference.fact), cell.status == .single else { continue }
            let citedOrigins = Set(cell.citations.compactMap { evidence.registry.sources[$0.key]?.origin })
            guard !citedOrigins.isEmpty, !citedOrigins.contains(origin) else { continue }
            let sources = difference.files.compactMap { byPath[$0] }
            for source in sources { cited[storedName(source)] = source }
            let tokens =
                cell.citations.map { $0.isRule ? "rule:" + $0.key : $0.key + ($0.detail.map { "#" + $0 } ?? "") }
                + sources.map { sourceKey($0) + "#" + storedName($0) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let line = [difference.id, difference.fact, tokens.joined(separator: " "), EvidenceStatus.confirmed.rawValue].joined(separator: "\t")
            let relative = "evidence/" + table.evidenceFileName
            var lines = current(relative).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if let index = lines.firstIndex(where: { $0.split(separator: "\t").prefix(2).map(String.init) == [difference.id, difference.fact] }) {
                lines[index] = line
            } else {
                if lines.last == "" { lines.removeLast() }
                lines += [line, ""]
            }
            texts[relative] = lines.joined(separator: "\n")
            let allowed = current("evidence/single-allowed.tsv").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            texts["evidence/single-allowed.tsv"] = allowed.filter { $0 != "\(table.name)\t\(difference.id)\t\(difference.fact)" }.joined(separator: "\n")
            singlesConfirmed += 1
        }
        for write in cellWrites {
            let relative = write.table + ".tsv"
            texts[relative] = TableEdit.set(
                current(relative), id: write.id, fact: write.fact, value: write.value, kind: String(write.table.split(separator: "/")[0]))
        }
        for (file, lines) in evidenceLines {
            let relative = "evidence/" + file
            var text = current(relative)
            if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
            texts[relative] = text + lines.joined(separator: "\n") + "\n"
        }
        let registryKeys = Set(evidence.registry.sources.keys)
        var newSources: [String] = []
        for reading in cited.values.sorted(by: { sourceKey($0) < sourceKey($1) }) where !registryKeys.contains(sourceKey(reading)) {
            let line = sourceLine(reading)
            if !newSources.contains(line) { newSources.append(line) }
        }
        if !newSources.isEmpty {
            var text = current("sources.tsv")
            if !text.hasSuffix("\n") { text += "\n" }
            texts["sources.tsv"] = text + newSources.joined(separator: "\n") + "\n"
        }
        if wanted != evidence.wanted { texts["evidence/" + WantedCells.fileName] = WantedCells.render(wanted) }
        for (name, reading) in cited {
            let relative = "readings/" + name
            if current(relative) != reading.json { texts[relative] = reading.json }
        }
        guard !texts.isEmpty else { return ([], conflicts) }

        // Stage: the whole of Data/ with the changes must load.
        let stage = NSTemporaryDirectory() + "devinfo-readings-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: stage) }
        do {
            try FileManager.default.copyItem(atPath: dataDirectory, toPath: stage)
            try writeAll(texts, under: stage)
        } catch {
            throw DataErrors(
                [DataError(file: dataDirectory, line: 0, reason: "cannot stage the changes (\(FileProblem.reason(error))); nothing written")],
                isUnreadableFolder: true)
        }
        do {
            _ = try DataDirectory.load(stage)
        } catch {
            throw DataErrors(
                error.errors.map {
                    DataError(
                        file: $0.file.replacingOccurrences(of: stage, with: dataDirectory), line: $0.line,
                        reason: $0.reason.replacingOccurrences(of: stage, with: dataDirectory) + " (after recording the readings; nothing written)")
                })
        }
        do {
            try writeAll(texts, under: dataDirectory)
        } catch {
            throw DataErrors([DataError(file: dataDirectory, line: 0, reason: "cannot write (\(FileProblem.reason(error)))")], isUnreadableFolder: true)
        }
        let confirmed = cellWrites.count
        var written = texts.keys.sorted().map { "wrote \(dataDirectory)/\($0)" }
        written.append(
            "recorded: \(confirmed) new cells confirmed by a second origin, \(singlesConfirmed) single cells confirmed, \(waiting) waiting for a second origin in \(dataDirectory)/evidence/\(WantedCells.fileName); run `swift run devinfo-generate`"
        )
        return (written, conflicts)
    }

    private static func writeAll(_ texts: [String: String], under root: String) throws {
        for (relative, text) in texts {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}

/// Sets one cell of a Data/ table's text, keeping every other line as it is: the row with `id` (as the evidence
/// files name rows) gets `value` in column `fact`; a safe-area row that does not exist yet (`iphone-x@27`) is
/// added after the rows of its screen, covering that one release.
enum TableEdit {
    static func set(_ text: String, id: String, fact: String, value: String, kind: String) -> String {
        let layout = EvidenceCheck.layout(kind)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let headerIndex = lines.firstIndex(where: { !$0.hasPrefix("#") && !$0.allSatisfy { $0 == " " } }) else { return text }
        let header = lines[headerIndex].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        var header2 = header
        if !header2.contains(fact) {  // a column the file leaves out: add it
            header2.append(fact)
            lines[headerIndex] = header2.joined(separator: "\t")
        }
        func cells(_ line: String) -> [String] {
            var cells = line.split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            while cells.count < header2.count { cells.append("") }
            return cells
        }
        func rowID(_ line: String) -> String? {
            guard !line.hasPrefix("#"), !line.allSatisfy({ $0 == " " }) else { return nil }
            let values = cells(line)
            let row = TSVTable.Row(line: 0, cells: Dictionary(zip(header2, values).map { ($0, $1) }) { a, _ in a })
            return layout.id(row)
        }
        let column = header2.firstIndex(of: fact)!
        if let index = lines.indices.dropFirst(headerIndex + 1).first(where: { rowID(lines[$0]) == id }) {
            var row = cells(lines[index])
            row[column] = value
            lines[index] = row.joined(separator: "\t")
        } else if kind == "safe-areas", let at = id.lastIndex(of: "@") {
            let screen = String(id[..<at])
            let version = String(id[id.index(after: at)...])
            var row = Array(repeating: "", count: header2.count)
            for (name, cell) in [("screen", screen), ("from", version), ("until", version), (fact, value)] {
                if let index = header2.firstIndex(of: name) { row[index] = cell }
            }
            let screenColumn = header2.firstIndex(of: "screen") ?? 0
            let fromColumn = header2.firstIndex(of: "from") ?? 1
            func order(_ version: String) -> [Int] { version.split(separator: ".").map { Int($0) ?? 0 } }
            let rows = lines.indices.dropFirst(headerIndex + 1).filter { !lines[$0].hasPrefix("#") && cells(lines[$0])[screenColumn] == screen }
            // Rows of a screen ascend: before its first later row, else after its last.
            if let later = rows.first(where: { order(cells(lines[$0])[fromColumn]).lexicographicallyPrecedes(order(version)) == false }) {
                lines.insert(row.joined(separator: "\t"), at: later)
            } else if let last = rows.last {
                lines.insert(row.joined(separator: "\t"), at: last + 1)
            } else {
                if lines.last == "" { lines.insert(row.joined(separator: "\t"), at: lines.count - 1) } else { lines.append(row.joined(separator: "\t")) }
            }
        }
        return lines.joined(separator: "\n")
    }
}
