import DevInfoVocabulary
import Foundation

/// Data/ compared with upstream snapshots: identifiers Data/ lacks, names that disagree, and simulator
/// screens that disagree with Data/'s main display.
public struct FreshnessReport: Sendable {
    /// An identifier upstream lists that Data/ does not.
    public struct Missing: Hashable, Sendable {
        public var identifier: String
        /// The distinct upstream names, AppleDB's first.
        public var names: [String]
        /// Where it was seen: `AppleDB iPhone/iPhone19,2.json`, `simulator iPhone 18 Pro.simdevicetype`.
        public var seenIn: [String]
    }

    /// An identifier whose Data/ name matches none of one source's names for it.
    public struct NameConflict: Hashable, Sendable {
        public var identifier: String
        /// Data/'s name and variant, as ``FreshnessEntry/displayName``.
        public var dataName: String
        public var source: UpstreamSource
        /// That source's distinct names for the identifier, sorted.
        public var upstreamNames: [String]
    }

    /// A simulator device type whose screen disagrees with Data/'s main display.
    public struct ScreenConflict: Hashable, Sendable {
        public var identifier: String
        public var data: FreshnessEntry
        public var simulator: UpstreamDevice
        /// The simulator's pixels match neither render nor panel size, in either orientation.
        public var sizeDiffers: Bool
        /// The simulator's scale differs from Data/'s.
        public var scaleDiffers: Bool
    }

    /// An identifier whose Data/ year is not the year AppleDB says it was first released.
    public struct YearConflict: Hashable, Sendable {
        public var identifier: String
        public var dataYear: Int
        public var upstreamYear: Int
        public var path: String
    }

    /// An identifier Data/ lists that AppleDB, which lists others of its family, calls unreleased or no
    /// longer lists: a note for a person, never a failure (AppleDB renames and removes files).
    public struct Note: Hashable, Sendable {
        public var identifier: String
        /// `AppleDB calls it unreleased`, `AppleDB no longer lists it`.
        public var reason: String
    }

    /// Identifiers missing from Data/: of covered families, and of product lines Data/exclusions.tsv does
    /// not name (``Missing/names`` then says what upstream calls them).
    public var missing: [Missing]
    /// Of ``missing``, those whose prefix is of no family devinfo covers.
    public var uncovered: [Missing] = []
    /// Upstream identifiers Data/exclusions.tsv leaves out.
    public var excluded = 0
    public var yearConflicts: [YearConflict] = []
    /// Data/ identifiers upstream does not confirm (``Note``); they do not change the exit status.
    public var notes: [Note] = []
    public var nameConflicts: [NameConflict]
    public var screenConflicts: [ScreenConflict]
    /// Data/ identifiers compared.
    public var dataCount: Int
    /// What each reader found (for the summary).
    public var scans: [UpstreamScan]

    /// True when there are name, release-year or screen-size conflicts.
    public var hasConflicts: Bool { !nameConflicts.isEmpty || !screenConflicts.isEmpty || !yearConflicts.isEmpty }

    /// The exit status: 1 when an identifier is missing from Data/ (a covered one, or one of a product line
    /// Data/exclusions.tsv does not name), and, with `strict`, when anything conflicts; else 0. Conflicts
    /// alone exit 0 by default: upstream names carry variant suffixes and known typos, so they need a
    /// person's judgement, while a missing identifier is always work to do.
    public func exitCode(strict: Bool = false) -> Int32 {
        if !missing.isEmpty || !uncovered.isEmpty { return 1 }
        return strict && hasConflicts ? 1 : 0
    }

    /// Compares `data` with the devices of `scans`, leaving out what `exclusions` names. Output order is
    /// table order (family, prefix, major, minor), so the report is the same on every run; each identifier
    /// is parsed once, so the comparison is linear in the number of identifiers (but for the sort).
    public static func compare(data: [FreshnessEntry], exclusions: Exclusions = Exclusions(), scans: [UpstreamScan]) -> FreshnessReport {
        let entries = Dictionary(data.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        var excluded = 0
        func kept(_ devices: [UpstreamDevice]) -> [String: [UpstreamDevice]] {
            var byIdentifier: [String: [UpstreamDevice]] = [:]
            for device in devices {
                if entries[device.identifier] == nil, exclusions.reason(forIdentifier: device.identifier) != nil {
                    excluded += 1
                    continue
                }
                byIdentifier[device.identifier, default: []].append(device)
            }
            return byIdentifier
        }
        let byIdentifier = kept(scans.flatMap(\.devices))
        let uncoveredByIdentifier = kept(scans.flatMap(\.uncovered))
        func missingEntry(_ identifier: String, _ devices: [UpstreamDevice]) -> Missing {
            let devices = devices.sorted { ($0.source, $0.path) < ($1.source, $1.path) }
            return Missing(
                identifier: identifier, names: FreshnessText.unique(devices.map(\.name)),
                seenIn: FreshnessText.unique(devices.map { "\($0.source) \($0.path)" }))
        }
        let uncovered = inTableOrder(Array(uncoveredByIdentifier.keys)).map { missingEntry($0, uncoveredByIdentifier[$0]!) }

        var missing: [Missing] = []
        var nameConflicts: [NameConflict] = []
        var screenConflicts: [ScreenConflict] = []
        var yearConflicts: [YearConflict] = []
        for identifier in inTableOrder(Array(byIdentifier.keys)) {
            let devices = byIdentifier[identifier]!.sorted { ($0.source, $0.path) < ($1.source, $1.path) }
            guard let entry = entries[identifier] else {
                missing.append(missingEntry(identifier, devices))
                continue
            }
            if let dataYear = entry.year,
                let first = devices.filter({ $0.releasedYear != nil }).min(by: { $0.releasedYear! < $1.releasedYear! }),
                first.releasedYear != dataYear
            {
                yearConflicts.append(YearConflict(identifier: identifier, dataYear: dataYear, upstreamYear: first.releasedYear!, path: first.path))
            }
            for source in [UpstreamSource.appleDB, .simulator] {
                let names = FreshnessText.unique(devices.filter { $0.source == source }.map(\.name)).sorted()
                guard !names.isEmpty, !names.contains(where: { NameMatch.matches(upstream: $0, name: entry.name, variant: entry.variant) })
                else { continue }
                nameConflicts.append(NameConflict(identifier: identifier, dataName: entry.displayName, source: source, upstreamNames: names))
            }
            for simulator in devices where simulator.source == .simulator {
                if let conflict = screenConflict(entry, simulator) { screenConflicts.append(conflict) }
            }
        }
        // Data/ identifiers AppleDB does not list as released, for the families it lists at all.
        var notes: [Note] = []
        let appleDB = scans.filter { $0.source == .appleDB }
        let listedFamilies = Set(appleDB.flatMap(\.devices).map(\.family))
        let listed = Set(appleDB.flatMap(\.devices).map(\.identifier))
        let unreleased = appleDB.reduce(into: Set<String>()) { $0.formUnion($1.unreleasedIdentifiers) }
        for identifier in inTableOrder(entries.keys.filter { !listed.contains($0) }) {
            guard let parts = IdentifierGrammar.parse(identifier), let family = Family(prefix: parts.prefix), listedFamilies.contains(family.name)
            else { continue }
            notes.append(Note(identifier: identifier, reason: unreleased.contains(identifier) ? "AppleDB calls it unreleased" : "AppleDB no longer lists it"))
        }
        var report = FreshnessReport(
            missing: missing, nameConflicts: nameConflicts, screenConflicts: screenConflicts,
            dataCount: data.count, scans: scans)
        report.notes = notes
        report.uncovered = uncovered
        report.excluded = excluded
        report.yearConflicts = yearConflicts
        return report
    }

    /// `identifiers` in table order, each parsed once.
    static func inTableOrder(_ identifiers: [String]) -> [String] {
        identifiers.map { (key: FreshnessFamilies.tableOrderKey($0), identifier: $0) }
            .sorted { $0.key != $1.key ? $0.key < $1.key : $0.identifier < $1.identifier }
            .map(\.identifier)
    }

    /// Render or panel pixels in either orientation, and the scale; unknown facts are not compared.
    static func screenConflict(_ entry: FreshnessEntry, _ simulator: UpstreamDevice) -> ScreenConflict? {
        guard !entry.hasNoBuiltInDisplay else { return nil }
        var sizeDiffers = false
        var scaleDiffers = false
        if let pixels = simulator.screenPixels {
            let known = [entry.renderPixels, entry.panelPixels].compactMap { $0 }
            if !known.isEmpty, !known.contains(where: { $0 == pixels || $0.rotated == pixels }) { sizeDiffers = true }
        }
        if let simulatorScale = simulator.screenScale, let scale = entry.scale, abs(simulatorScale - Double(scale)) > 0.001 {
            scaleDiffers = true
        }
        guard sizeDiffers || scaleDiffers else { return nil }
        return ScreenConflict(
            identifier: entry.identifier, data: entry, simulator: simulator,
            sizeDiffers: sizeDiffers, scaleDiffers: scaleDiffers)
    }

    /// The report: one heading per non-empty group, one line per finding, then a summary line.
    public var text: String {
        var lines: [String] = []
        func line(_ item: Missing) -> String {
            "  \(FreshnessText.safe(item.identifier))  \(item.names.map(FreshnessText.inQuotes).joined(separator: " | "))  seen in \(item.seenIn.map(FreshnessText.safe).joined(separator: "; "))"
        }
        if !missing.isEmpty {
            lines.append("Missing from Data/ (\(missing.count)):")
            lines += missing.map(line)
        }
        if !uncovered.isEmpty {
            lines.append("Not covered by devinfo and not in Data/exclusions.tsv (\(uncovered.count)):")
            lines += uncovered.map(line)
        }
        if !yearConflicts.isEmpty {
            lines.append("Release-year conflicts (\(yearConflicts.count)):")
            for item in yearConflicts {
                lines.append("  \(item.identifier)  Data \(item.dataYear)  AppleDB \(item.upstreamYear) (\(FreshnessText.safe(item.path)))")
            }
        }
        if !nameConflicts.isEmpty {
            lines.append("Name conflicts (\(nameConflicts.count)):")
            for item in nameConflicts {
                lines.append(
                    "  \(FreshnessText.safe(item.identifier))  Data \(FreshnessText.inQuotes(item.dataName))  \(item.source) \(item.upstreamNames.map(FreshnessText.inQuotes).joined(separator: " | "))"
                )
            }
        }
        if !screenConflicts.isEmpty {
            lines.append("Screen-size conflicts (\(screenConflicts.count)):")
            for item in screenConflicts {
                var data: [String] = []
                if let render = item.data.renderPixels { data.append("render \(render)") }
                if let panel = item.data.panelPixels { data.append("panel \(panel)") }
                if let scale = item.data.scale { data.append("@\(scale)x") }
                var simulator: [String] = []
                if let pixels = item.simulator.screenPixels { simulator.append("\(pixels)") }
                if let scale = item.simulator.screenScale { simulator.append("@\(FreshnessText.scale(scale))x") }
                let what = [item.sizeDiffers ? "size" : nil, item.scaleDiffers ? "scale" : nil].compactMap { $0 }.joined(separator: " and ")
                lines.append(
                    "  \(FreshnessText.safe(item.identifier))  Data \(data.joined(separator: " "))  simulator \(FreshnessText.inQuotes(item.simulator.name)) \(simulator.joined(separator: " "))  (\(what) differ\(item.sizeDiffers && item.scaleDiffers ? "" : "s"))"
                )
            }
        }
        if !notes.isEmpty {
            lines.append("Notes: in Data/, not released in AppleDB (\(notes.count); check, but not a failure):")
            for note in notes { lines.append("  \(FreshnessText.safe(note.identifier))  \(note.reason)") }
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `freshness: 2 missing, 1 name conflict, 0 screen-size conflicts (Data/ 301 identifiers; AppleDB …)`.
    public var summary: String {
        let read = scans.map { scan in
            let kept = Set(scan.devices.map(\.identifier)).count
            let unit = scan.source == .appleDB ? "file" : "device type"
            var text = "\(scan.source) \(FreshnessText.plural(scan.filesRead, unit)), \(FreshnessText.plural(kept, "identifier"))"
            var skipped: [String] = []
            if scan.unreleased > 0 { skipped.append("\(scan.unreleased) unreleased") }
            if scan.outOfScope > 0 { skipped.append("\(scan.outOfScope) out of scope") }
            if scan.excludedFiles > 0 { skipped.append(FreshnessText.plural(scan.excludedFiles, "excluded file")) }
            if scan.otherFamilies > 0 { skipped.append("\(scan.otherFamilies) of other families") }
            if !skipped.isEmpty { text += " (skipped \(skipped.joined(separator: ", ")))" }
            return text
        }
        var counts = "\(missing.count + uncovered.count) missing"
        if excluded > 0 { counts += " (\(excluded) left out by Data/exclusions.tsv)" }
        counts += ", \(FreshnessText.plural(nameConflicts.count, "name conflict"))"
        if !yearConflicts.isEmpty { counts += ", \(FreshnessText.plural(yearConflicts.count, "release-year conflict"))" }
        counts += ", \(FreshnessText.plural(screenConflicts.count, "screen-size conflict"))"
        if !notes.isEmpty { counts += ", \(FreshnessText.plural(notes.count, "note"))" }
        return "freshness: \(counts) (Data/ \(FreshnessText.plural(dataCount, "identifier")); \(read.joined(separator: "; ")))"
    }
}

/// When an upstream name counts as the same as Data/'s name.
///
/// Both are cut into words: lower case; parentheses, commas, `+` and `/` separate words; `12.9-inch`,
/// `12.9"` and `12.9″` all become `12.9 inch`; `gen` becomes `generation`; `wifi` becomes `wi-fi`. The
/// names match when the upstream words contain all of Data/'s name words (in any order) and every
/// upstream word left over is a word of Data/'s variant or a connectivity/region word
/// (``variantWords``: `GSM`, `CDMA`, `Global`, `China mainland`, `Wi-Fi + Cellular with mmWave` …).
/// So `iPad Pro 12.9-inch (6th generation)` matches `iPad Pro (12.9-inch) (6th generation)`,
/// `Apple Watch Series 10 (GPS, 46mm)` matches name `Apple Watch Series 10 (46mm)` with variant `GPS`,
/// and `iPhone X (CDMA)` matches `iPhone X` (variant `Global`): variants are named differently upstream
/// (AppleDB says CDMA where libirecovery says Global) and are not compared. An upstream
/// `(1st generation)` that Data/'s name lacks is ignored too (`iPad Pro (11-inch)`). But `iPhone 15 Pro` never
/// matches `iPhone 15`, nor `iPad Air 2` `iPad Air`, nor `iPhone 19 Pro Max` `iPhone 18 Pro Max`.
public enum NameMatch {
    /// Words upstream names add for connectivity, carrier, region or storage, never part of a model name.
    public static let variantWords: Set<String> = [
        "wi-fi", "cellular", "gps", "with", "mmwave", "3g", "4g", "lte", "5g",
        "gsm", "cdma", "global", "china", "mainland", "1tb", "2tb"
    ]

    public static func matches(upstream: String, name: String, variant: String) -> Bool {
        var left = counts(words(upstream))
        for word in words(name) {
            guard let count = left[word], count > 0 else { return false }
            left[word] = count - 1
        }
        // First generations are often named without it (`iPad Pro (11-inch)`); AppleDB adds it.
        if let first = left["1st"], first > 0, let generation = left["generation"], generation > 0 {
            left["1st"] = first - 1
            left["generation"] = generation - 1
        }
        var variantCounts = counts(words(variant))
        for (word, count) in left where count > 0 && !variantWords.contains(word) {
            guard let available = variantCounts[word], available >= count else { return false }
            variantCounts[word] = available - count
        }
        return true
    }

    /// The words of a name, normalised as described above.
    public static func words(_ name: String) -> [String] {
        var text = name.lowercased()
        for inch in ["-inch", "″", "”", "\""] { text = text.replacingOccurrences(of: inch, with: " inch ") }
        let separators: Set<Character> = ["(", ")", "[", "]", ",", "+", "/", ";", ":"]
        let spaced = String(text.map { separators.contains($0) ? " " : $0 })
        return spaced.split(whereSeparator: \.isWhitespace).map { word in
            switch word {
            case "gen", "gen.": "generation"
            case "wifi": "wi-fi"
            default: String(word)
            }
        }
    }

    private static func counts(_ words: [String]) -> [String: Int] {
        words.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
}

/// Text helpers for the report, kept in a namespace so they cannot clash with module-level helpers.
private enum FreshnessText {
    static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }

    /// `"text"`, with control, bidirectional and line-separator characters escaped: no upstream file can
    /// write to the terminal or forge a line of the report.
    static func inQuotes(_ text: String) -> String { "\"\(safe(text))\"" }

    /// Upstream text made safe to print (DevInfoVocabulary's `UnsafeText`, the CLI's rule).
    static func safe(_ text: String) -> String { UnsafeText.escaped(text, limit: 200) }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    static func scale(_ scale: Double) -> String { formatNumber(scale) }
}
