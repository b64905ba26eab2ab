/// Where each value of devinfo's table comes from (issue 30): every fact of every device, display class, safe-area
/// range and OS release with its value as `Data/` writes it, its status and its citations, and the registry of
/// sources they cite. A target of its own: the `devinfo` command and the website link it, DevInfoKit does not, so an
/// app that depends on the library carries none of it. Nothing is read until the first call (the one-shot report
/// never makes one).
public enum Citations {
    /// A source of the data.
    public struct Source: Sendable, Hashable {
        /// Its key, e.g. `appledb`.
        public let key: String
        /// The origin it belongs to: copies and transcriptions of one source share it.
        public let origin: String
        /// `apple-document`, `simulator-reading`, `third-party-table`, `press`, …
        public let kind: String
        /// Its title.
        public let title: String
        /// An openable address (`https://…`, or `github:owner/repo/path@<commit>`); nil when none is recorded yet.
        public let locator: String?
        /// When it was read (`2026-11`).
        public let read: String

        /// The locator as a web address: a `github:` locator becomes its https page; nil when there is none.
        /// Worked out once, when the source is read: every device page and export asks for it per citation.
        public let url: String?

        init(key: String, origin: String, kind: String, title: String, locator: String?, read: String) {
            self.key = key
            self.origin = origin
            self.kind = kind
            self.title = title
            self.locator = locator
            self.read = read
            url = Self.webAddress(locator)
        }

        /// `locator` as a web address (``url``).
        static func webAddress(_ locator: String?) -> String? {
            guard let locator else { return nil }
            guard locator.hasPrefix("github:") else { return locator }
            let body = locator.dropFirst(7)
            guard let at = body.lastIndex(of: "@") else { return nil }
            let parts = body[..<at].split(separator: "/", maxSplits: 2).map(String.init)
            guard parts.count >= 2 else { return nil }
            let commit = body[body.index(after: at)...]
            let path = parts.count > 2 ? "/" + parts[2].replacingSpaces : ""
            return "https://github.com/\(parts[0])/\(parts[1])/\(path.isEmpty ? "tree" : "blob")/\(commit)\(path)"
        }
    }

    /// A rule of `Data/rules.tsv`.
    public struct Rule: Sendable, Hashable {
        /// Its key.
        public let key: String
        /// `stated` or `derived`.
        public let kind: String
        /// The rule in one sentence.
        public let statement: String
        /// The keys of the sources that state it.
        public let sources: [String]
    }

    /// One citation of a fact: a source (with what in it states the value) or a rule.
    public struct Citation: Sendable, Hashable {
        /// The source or rule key.
        public let key: String
        /// A page, path or line within the source, or nil.
        public let detail: String?
        /// The source, when the citation names one.
        public let source: Source?
        /// The rule, when the citation names one.
        public let rule: Rule?
    }

    /// A fact of one row of Data/ with its evidence.
    public struct Fact: Sendable, Hashable {
        /// The table: `devices/iPhone`, `screens/iPhone`, `safe-areas/iPhone`, `os-releases`.
        public let table: String
        /// The row: an identifier, a display class, `class@from-until` for a safe-area range, `family@version`.
        public let row: String
        /// The fact, named as in `devinfo --json` (`panelPixels`, `safeArea`).
        public let name: String
        /// The value as Data/ writes it, its columns separated by spaces (`-` for an empty one).
        public let value: String
        /// `confirmed` (two independent origins), `rule` or `single` (one source).
        public let status: String
        /// What it cites.
        public let citations: [Citation]
    }

    /// A device's facts and those of its display classes and their safe-area ranges.
    public struct DeviceSources: Sendable, Hashable {
        /// The identifier.
        public let identifier: String
        /// The facts of its `devices/` row.
        public let facts: [Fact]
        /// Its displays: the role (`main`, `outer`, `inner`), the class and that class's facts, and its safe-area
        /// ranges (`from-until`) with their facts.
        public let displays: [(role: String, id: String, facts: [Fact], ranges: [(range: String, facts: [Fact])])]

        public static func == (a: DeviceSources, b: DeviceSources) -> Bool {
            a.identifier == b.identifier && a.facts == b.facts && a.displays.map(\.id) == b.displays.map(\.id)
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    }

    /// Every source, by key.
    public static var sources: [String: Source] { store.sources }
    /// Every rule, by key.
    public static var rules: [String: Rule] { store.rules }

    /// The facts of `identifier` with their citations, or nil for an identifier Data/ does not have.
    public static func device(_ identifier: String) -> DeviceSources? {
        guard let facts = store.facts[identifier], let table = facts.first?.table, table.hasPrefix("devices/") else { return nil }
        let family = String(table.dropFirst("devices/".count))
        let displayCell = facts.first { $0.name == "displays" }?.value ?? ""
        var displays: [(String, String, [Fact], [(String, [Fact])])] = []
        for part in displayCell.split(separator: " ") where part != "none" {
            let pieces = part.split(separator: ":")
            let role = pieces.count > 1 ? String(pieces[0]) : "main"
            let id = String(pieces.last ?? part)
            let classFacts = (store.facts[id] ?? []).filter { $0.table == "screens/" + family }
            let ranges = (store.rangesByClass[id] ?? []).filter { $0.facts.first?.table == "safe-areas/" + family }
            displays.append((role, id, classFacts, ranges))
        }
        return DeviceSources(identifier: identifier, facts: facts, displays: displays)
    }

    /// Every device identifier with citations, in table order.
    public static var identifiers: [String] { store.identifiers }

    /// A value one origin gives for a cell that is empty in Data/, waiting for a second origin
    /// (`Data/evidence/wanted.tsv`); the answers leave the cell empty.
    public struct WantedCell: Sendable, Hashable {
        /// The table, as Data/ names it (`safe-areas/iPad`).
        public let table: String
        /// The row (`ipad-a16@26`, an identifier, a display class).
        public let row: String
        /// The fact's column (`portraitTop`).
        public let fact: String
        /// The value the sources give.
        public let value: String
        /// The sources that give it.
        public let citations: [Citation]
    }

    /// Every value waiting for a second origin, in the file's order.
    public static var wanted: [WantedCell] { store.wanted }

    static let store = Store(text)

    /// The parsed text.
    final class Store: Sendable {
        let sources: [String: Source]
        let rules: [String: Rule]
        /// By row id (identifier or display class).
        let facts: [String: [Fact]]
        let rangesByClass: [String: [(range: String, facts: [Fact])]]
        let identifiers: [String]
        let wanted: [WantedCell]

        init(_ text: String) {
            var sources: [String: Source] = [:]
            var rules: [String: Rule] = [:]
            var raw: [(String, String, String, String, String, String)] = []
            var wantedRaw: [[String]] = []
            for line in text.split(separator: "\n") {
                let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                switch cells.first {
                case "S" where cells.count == 7:
                    sources[cells[1]] = Source(
                        key: cells[1], origin: cells[2], kind: cells[3], title: cells[4],
                        locator: cells[5].isEmpty ? nil : cells[5], read: cells[6])
                case "R" where cells.count == 5:
                    rules[cells[1]] = Rule(key: cells[1], kind: cells[2], statement: cells[3], sources: cells[4].split(separator: " ").map(String.init))
                case "C" where cells.count == 7:
                    raw.append((cells[1], cells[2], cells[3], cells[4], cells[5], cells[6]))
                case "W" where cells.count == 6:
                    wantedRaw.append(cells)
                default: continue
                }
            }
            var facts: [String: [Fact]] = [:]
            var ranges: [String: [(String, [Fact])]] = [:]
            var identifiers: [String] = []
            func citations(_ tokens: String) -> [Citation] {
                tokens.split(separator: " ").map { token -> Citation in
                    if token.hasPrefix("rule:") {
                        let key = String(token.dropFirst(5))
                        return Citation(key: key, detail: nil, source: nil, rule: rules[key])
                    }
                    let parts = token.split(separator: "#", maxSplits: 1).map(String.init)
                    return Citation(key: parts[0], detail: parts.count > 1 ? parts[1] : nil, source: sources[parts[0]], rule: nil)
                }
            }
            for (table, row, name, value, status, tokens) in raw {
                let citations = citations(tokens)
                let fact = Fact(table: table, row: row, name: name, value: value, status: status, citations: citations)
                if table.hasPrefix("safe-areas/") {
                    let parts = row.split(separator: "@", maxSplits: 1).map(String.init)
                    let id = parts[0]
                    let range = parts.count > 1 ? parts[1] : ""
                    if let index = ranges[id]?.firstIndex(where: { $0.0 == range }) {
                        ranges[id]![index].1.append(fact)
                    } else {
                        ranges[id, default: []].append((range, [fact]))
                    }
                } else {
                    if table.hasPrefix("devices/") && facts[row] == nil { identifiers.append(row) }
                    facts[row, default: []].append(fact)
                }
            }
            self.sources = sources
            self.rules = rules
            self.facts = facts
            self.rangesByClass = ranges.mapValues { $0.map { (range: $0.0, facts: $0.1) } }
            self.identifiers = identifiers
            self.wanted = wantedRaw.map { WantedCell(table: $0[1], row: $0[2], fact: $0[3], value: $0[4], citations: citations($0[5])) }
        }
    }
}

private extension String {
    var replacingSpaces: String { split(separator: " ", omittingEmptySubsequences: false).joined(separator: "%20") }
}
