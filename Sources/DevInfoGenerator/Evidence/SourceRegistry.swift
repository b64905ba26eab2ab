/// Data/sources.tsv and Data/rules.tsv: every source the data cites, with the origin it belongs to, and every rule
/// with the sources that state it (issue 30). Copies and transcriptions of one source share an origin, so two keys
/// of one origin count once.
public struct SourceRegistry: Sendable {
    /// One line of Data/sources.tsv.
    public struct Source: Sendable, Hashable {
        /// The key evidence cites, e.g. `appledb`.
        public var key: String
        /// The origin the source belongs to; two keys with one origin are one source.
        public var origin: String
        /// What kind of source it is (`apple-document`, `simulator-reading`, `press`, …).
        public var kind: String
        /// A title a reader recognises.
        public var title: String
        /// An openable address (`https://…` or `github:owner/repo/path@<40-hex commit>`), or nil when none is
        /// recorded yet (the source is then listed as needing an address).
        public var locator: String?
        /// When the source was read (`2026-11`).
        public var read: String
        /// The line of Data/sources.tsv.
        var line: Int
    }

    /// One line of Data/rules.tsv.
    public struct Rule: Sendable, Hashable {
        /// The key evidence cites as `rule:KEY`.
        public var key: String
        /// `stated` (the sources state it) or `derived` (a computation or definition, no source of its own).
        public var kind: String
        /// The rule in one sentence.
        public var statement: String
        /// The source keys that state it (empty for a derived rule).
        public var sources: [String]
        var line: Int
    }

    /// The sources by key.
    public var sources: [String: Source] = [:]
    /// The rules by key.
    public var rules: [String: Rule] = [:]

    static let sourceColumns = ["key", "origin", "kind", "title", "locator", "read"]
    static let ruleColumns = ["key", "kind", "statement", "sources"]
    /// The kinds a source may have.
    static let kinds: Set = [
        "apple-document", "apple-binary", "simulator-reading", "device-reading",
        "third-party-measurement", "third-party-table", "press", "issue-thread"
    ]

    /// Parses both files; every problem is a ``DataError`` at its line.
    static func parse(sources: SourceFile, rules: SourceFile) -> (SourceRegistry, [DataError]) {
        var registry = SourceRegistry()
        var errors: [DataError] = []
        switch TSVTable.parse(file: sources.path, text: sources.text, columns: sourceColumns, key: "key") {
        case .failure(let failure): errors += failure.errors
        case .success(let table):
            for row in table.rows {
                guard let key = row["key"] else { continue }
                func fail(_ reason: String) { errors.append(DataError(file: sources.path, line: row.line, reason: reason)) }
                if let first = registry.sources[key] {
                    fail("source \(key) is listed twice (first at line \(first.line))")
                    continue
                }
                guard let origin = row["origin"], let title = row["title"], let read = row["read"] else {
                    fail("source \(key) needs an origin, a title and a read date")
                    continue
                }
                let kind = row["kind"] ?? ""
                if !kinds.contains(kind) { fail("source \(key): kind \(quoted(kind)) is not one of \(kinds.sorted().joined(separator: ", "))") }
                let locator = row["locator"].flatMap { $0 == "-" ? nil : $0 }
                if let locator, let problem = Locator.problem(locator) { fail("source \(key): locator \(quoted(locator)) \(problem)") }
                registry.sources[key] = Source(key: key, origin: origin, kind: kind, title: title, locator: locator, read: read, line: row.line)
            }
        }
        switch TSVTable.parse(file: rules.path, text: rules.text, columns: ruleColumns, key: "key") {
        case .failure(let failure): errors += failure.errors
        case .success(let table):
            for row in table.rows {
                guard let key = row["key"] else { continue }
                func fail(_ reason: String) { errors.append(DataError(file: rules.path, line: row.line, reason: reason)) }
                let keys = (row["sources"] ?? "-").split(separator: " ").map(String.init).filter { $0 != "-" }
                let kind = row["kind"] ?? ""
                switch kind {
                case "stated" where keys.isEmpty: fail("rule \(key) is stated but names no source")
                case "derived" where !keys.isEmpty: fail("rule \(key) is derived and names sources (make it stated)")
                case "stated", "derived": break
                default: fail("rule \(key): kind \(quoted(kind)) is not stated or derived")
                }
                for source in keys where registry.sources[source] == nil { fail("rule \(key) cites undefined source \(source)") }
                if let first = registry.rules[key] {
                    fail("rule \(key) is listed twice (first at line \(first.line))")
                    continue
                }
                registry.rules[key] = Rule(key: key, kind: kind, statement: row["statement"] ?? "", sources: keys, line: row.line)
            }
        }
        return (registry, errors)
    }

    /// The sources without an openable address, by key.
    public var sourcesNeedingAnAddress: [Source] { sources.values.filter { $0.locator == nil }.sorted { $0.key < $1.key } }
}

/// Whether a locator can be opened as written.
enum Locator {
    /// The folder of devinfo's committed readings, a locator a reader of the repository opens as it is.
    static let readingsFolder = "Data/readings/"

    /// Nil when `locator` is an https (or http) URL with a host and a path, `github:owner/repo[/path]@<40 hex>`, or a
    /// path under `Data/readings/` (devinfo's own readings);
    /// otherwise what is wrong.
    static func problem(_ locator: String) -> String? {
        // devinfo's own readings (issue 33) are files of this repository: a path under Data/readings/.
        if locator.hasPrefix(readingsFolder) {
            let parts = locator.dropFirst(readingsFolder.count).split(separator: "/", omittingEmptySubsequences: false)
            guard !parts.contains(".."), !locator.contains(" "), !locator.contains("\\") else { return "is not a plain path under \(readingsFolder)" }
            return nil
        }
        if locator.hasPrefix("github:") {
            let body = locator.dropFirst("github:".count)
            guard let at = body.lastIndex(of: "@") else { return "has no @<commit>" }
            let commit = body[body.index(after: at)...]
            let path = body[..<at].split(separator: "/", omittingEmptySubsequences: false)
            guard path.count >= 2, !path[0].isEmpty, !path[1].isEmpty else { return "does not name owner/repo" }
            guard commit.count == 40, commit.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else {
                return "needs the full 40-hex commit (found \(quoted(String(commit))))"
            }
            return nil
        }
        for scheme in ["https://", "http://"] where locator.hasPrefix(scheme) {
            let rest = locator.dropFirst(scheme.count)
            guard let slash = rest.firstIndex(of: "/") else { return "is a bare site, not a page" }
            let host = rest[..<slash]
            let path = rest[rest.index(after: slash)...]
            guard host.contains("."), !host.contains(" ") else { return "has no host" }
            guard !path.isEmpty else { return "is a bare site, not a page" }
            guard !locator.contains(" ") else { return "contains a space" }
            return nil
        }
        return "is neither an https URL nor github:owner/repo/path@<commit>"
    }
}
