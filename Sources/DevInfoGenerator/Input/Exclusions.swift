import DevInfoVocabulary

/// `Data/exclusions.tsv`: what devinfo leaves out on purpose, each with its reason — product lines it
/// does not cover (an identifier prefix: `AirPods`), single identifiers of covered prefixes
/// (`VirtualMac2,1`), and upstream files that are not devices (the T1 chip's AppleDB file). The one list
/// of exclusions: the generator validates it and the freshness check honours it, so a check that reports
/// nothing means nothing is missing.
public struct Exclusions: Sendable {
    /// One line of the list.
    public struct Entry: Hashable, Sendable {
        public enum Kind: String, Sendable, CaseIterable {
            /// Every identifier with these letters (`AirPods`).
            case prefix
            /// One identifier of a covered family (`VirtualMac2,1`).
            case identifier
            /// An AppleDB file, by its path below `deviceFiles/`, whose identifiers are not a device's.
            case file
        }
        public let kind: Kind
        public let value: String
        public let reason: String
        public let line: Int
    }

    public let entries: [Entry]

    public init(_ entries: [Entry] = []) { self.entries = entries }

    /// The columns of the file.
    static let columns = ["kind", "value", "reason"]

    /// Why identifiers with `prefix` are left out, or `nil`.
    public func reason(forPrefix prefix: String) -> String? {
        entries.first { $0.kind == .prefix && $0.value == prefix }?.reason
    }

    /// Why `identifier` is left out (its own entry or its prefix's), or `nil`.
    public func reason(forIdentifier identifier: String) -> String? {
        if let own = entries.first(where: { $0.kind == .identifier && $0.value == identifier }) { return own.reason }
        return IdentifierGrammar.parse(identifier).flatMap { reason(forPrefix: $0.prefix) }
    }

    /// Why the upstream file at `path` (relative to `deviceFiles/`) is not read as a device, or `nil`.
    public func reason(forFile path: String) -> String? {
        entries.first { $0.kind == .file && $0.value == path }?.reason
    }

    /// The list in `file`, checked against the devices of Data/: every problem at `file:line:`.
    static func parse(_ file: SourceFile, devices: [DeviceRow]) -> (Exclusions, [DataError]) {
        switch TSVTable.parse(file: file.path, text: file.text, columns: columns, key: "value") {
        case .failure(let failure): return (Exclusions(), failure.errors)
        case .success(let table):
            var entries: [Entry] = []
            var errors: [DataError] = []
            let byIdentifier = Dictionary(devices.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
            for row in table.rows {
                func fail(_ reason: String) { errors.append(DataError(file: file.path, line: row.line, reason: reason)) }
                guard let kindText = row["kind"], let kind = Entry.Kind(rawValue: kindText) else {
                    fail("kind must be one of \(Entry.Kind.allCases.map(\.rawValue).joined(separator: ", ")), not \(quoted(row["kind"] ?? ""))")
                    continue
                }
                guard let value = row["value"] else {
                    fail("missing required value for value")
                    continue
                }
                guard let reason = row["reason"] else {
                    fail("\(value): give the reason it is left out")
                    continue
                }
                if let first = entries.first(where: { $0.kind == kind && $0.value == value }) {
                    fail("\(value) is listed twice (first at line \(first.line))")
                    continue
                }
                switch kind {
                case .prefix:
                    guard !value.isEmpty, value.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                        fail("prefix \(quoted(value)) must be letters only (e.g. AirPods)")
                        continue
                    }
                    if let family = Family(prefix: value) {
                        fail("\(value) is a prefix of the \(family.name) family, which devinfo covers: leave single identifiers out with kind identifier")
                        continue
                    }
                case .identifier:
                    guard let parsed = IdentifierGrammar.parse(value) else {
                        fail("\(quoted(value)) is not of the form <Family><major>,<minor>")
                        continue
                    }
                    guard Family(prefix: parsed.prefix) != nil else {
                        fail("\(value) is not of a family devinfo covers: leave its prefix \(parsed.prefix) out with kind prefix")
                        continue
                    }
                    if let device = byIdentifier[value] {
                        fail("\(value) is left out here but is a device in \(device.file):\(device.line)")
                        continue
                    }
                case .file:
                    guard value.hasSuffix(".json"), !value.hasPrefix("/"), !value.split(separator: "/").contains("..") else {
                        fail("file \(quoted(value)) must be a .json path below AppleDB's deviceFiles/ (e.g. iBridge/iBridge1,1.json)")
                        continue
                    }
                }
                entries.append(Entry(kind: kind, value: value, reason: reason, line: row.line))
            }
            return (Exclusions(entries), errors)
        }
    }
}
