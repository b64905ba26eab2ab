import DevInfoVocabulary
import Foundation

/// Reads a snapshot of AppleDB's `deviceFiles/` folder (github.com/littlebyteorg/appledb): one JSON
/// object per file, in sub-folders by family (`iPhone/iPhone16,1.json`, `Apple Watch/Watch7,9.json`,
/// `Accessories/Cases & Wallets/…`). Every `*.json` file below the folder is read, at any depth.
///
/// The fields used:
/// - `name`: the marketing name (`"iPhone X (CDMA)"`, `"Apple Watch Series 10 (GPS, 46mm)"`).
/// - `identifier`: one hardware identifier, or an array of them. Files without one (accessories,
///   files named by model number like `A3090.json`, Macs filed under their marketing name) are skipped,
///   as is every identifier that is not `Letters<major>,<minor>` of a covered family (`iPhone1x,x`,
///   `VirtualMac2,1`, `iBridge2,1`, `AirPods2,2` …).
/// - `internal: true` marks a device that never shipped; such files are skipped.
/// - `released`: a date (`"2017-11-03"`, `"2022-07"`, `"2015"`) or an array of dates. A file without one
///   is treated as unreleased; so is one whose every date is after `releasedBy`, when given.
/// - everything else (`key`, `soc`, `board`, `model`, `info`, `type` …) is ignored. The same identifier
///   may appear in several files (`iPad14,4.json`, `iPad14,4-china.json`); each gives one entry.
public enum AppleDBReader {
    /// Reads every `*.json` file under `directory`. Throws ``FreshnessReadErrors`` listing every file
    /// that is not valid JSON or not shaped like a device file, each with its path.
    /// - Parameter releasedBy: `YYYY-MM-DD`; releases after it count as not yet released. Nil: any date.
    /// - Parameter budget: the bytes left to read in this check (shared with the simulator reader).
    public static func read(
        _ directory: String, releasedBy: String? = nil,
        exclusions: Exclusions = Exclusions(), budget: ReadBudget = ReadBudget()
    ) throws(FreshnessReadErrors) -> UpstreamScan {
        let paths = try jsonFiles(in: directory)
        try checkLooksLikeDeviceFiles(directory, paths: paths)
        var scan = UpstreamScan(source: .appleDB, devices: [], filesRead: paths.count)
        var errors: [FreshnessReadError] = []
        for relative in paths {
            if exclusions.reason(forFile: relative) != nil {
                scan.excludedFiles += 1
                continue
            }
            let shown = directory + "/" + relative
            let data: Data
            switch readRegularFile(shown, limit: maximumFileSize, budget: budget) {
            case .failure(let reason):
                if budget.isExhausted { throw budget.error(directory) }
                errors.append(FreshnessReadError(path: shown, reason: reason))
                continue
            case .success(let bytes): data = bytes
            }
            let fields: [String: DeviceFileJSON.Value]
            do throws(DeviceFileJSON.SyntaxError) {
                fields = try DeviceFileJSON.fields([UInt8](data), wanted: ["identifier", "internal", "released", "name"])
            } catch {
                errors.append(FreshnessReadError(path: shown, reason: "not valid JSON (\(error))"))
                continue
            }
            switch parse(fields) {
            case .failure(let reason): errors.append(FreshnessReadError(path: shown, reason: reason))
            case .success(let entry):
                switch entry {
                case .noIdentifier: scan.outOfScope += 1
                case .unreleased(let identifiers):
                    scan.unreleased += 1
                    scan.unreleasedIdentifiers.formUnion(identifiers)
                case .device(let name, let identifiers, let released):
                    if let releasedBy, !released.contains(where: { $0 <= releasedBy }) {
                        scan.unreleased += 1
                        scan.unreleasedIdentifiers.formUnion(identifiers)
                        continue
                    }
                    let year = released.compactMap { Int($0.prefix(4)) }.min()
                    for identifier in identifiers {
                        guard let parts = IdentifierGrammar.parse(identifier) else {
                            // An identifier of no grammar (PowerPC Macs' `iMac,1`, bare numbers): the check cannot
                            // tell its line, so it is reported until Data/exclusions.tsv names its file.
                            scan.uncovered.append(
                                UpstreamDevice(
                                    identifier: identifier, name: name, family: identifier,
                                    source: .appleDB, path: relative, releasedYear: year))
                            continue
                        }
                        let device = UpstreamDevice(
                            identifier: identifier, name: name, family: Family(prefix: parts.prefix)?.name ?? parts.prefix,
                            source: .appleDB, path: relative, releasedYear: year)
                        if Family(prefix: parts.prefix) != nil { scan.devices.append(device) } else { scan.uncovered.append(device) }
                    }
                }
            }
        }
        guard errors.isEmpty else { throw FreshnessReadErrors(errors) }
        return scan
    }

    private enum Entry {
        case noIdentifier
        /// Internal, or without a release date: the identifiers it names, if any.
        case unreleased([String])
        case device(name: String, identifiers: [String], released: [String])
    }

    /// One file's wanted fields (``DeviceFileJSON``) → what it says, or why it cannot be used.
    private static func parse(_ fields: [String: DeviceFileJSON.Value]) -> Result<Entry, FreshnessReason> {
        let isInternal = fields["internal"] == .bool(true)
        let identifiers: [String]
        switch fields["identifier"] {
        case nil, .null?:
            return .success(isInternal ? .unreleased([]) : .noIdentifier)
        case .string(let one)?: identifiers = [one]
        case .array(let many)?:
            let strings = many.compactMap { if case .string(let text) = $0 { text } else { nil } }
            guard strings.count == many.count else { return .failure("\"identifier\" array holds a non-string") }
            identifiers = strings
        default: return .failure("\"identifier\" is neither a string nor an array of strings")
        }
        if isInternal { return .success(.unreleased(identifiers)) }
        let released: [String]
        switch fields["released"] {
        case nil, .null?: released = []
        case .string(let one)?: released = [one]
        case .array(let many)?: released = many.compactMap { if case .string(let text) = $0 { text } else { nil } }
        default: return .failure("\"released\" is neither a string nor an array of strings")
        }
        let dates = released.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !dates.isEmpty else { return .success(.unreleased(identifiers)) }
        guard case .string(let rawName)? = fields["name"], case let name = rawName.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
            return .failure("no \"name\" string")
        }
        return .success(.device(name: name, identifiers: identifiers, released: dates))
    }

    /// The largest upstream file read, in bytes: AppleDB's device files are a few KiB, so a larger file is
    /// refused with a message, not read. (A file is read for its few fields by ``DeviceFileJSON``, in time
    /// linear in its bytes; ``ReadBudget`` bounds the bytes of all of them.)
    public static let maximumFileSize = 1 << 20

    /// The bytes of the regular file at `path`, at most `limit` of them and no more than `budget` has
    /// left; a folder, a FIFO, a device or a larger file is refused with a reason that says which (reading
    /// a FIFO would wait forever). A file the budget cannot hold leaves it ``ReadBudget/isExhausted``.
    static func readRegularFile(_ path: String, limit: Int, budget: ReadBudget) -> Result<Data, FreshnessReason> {
        // Foundation lists a name that is not UTF-8 with U+FFFD in place of the bad bytes; that path does not
        // exist, and "doesn't exist" would be a false reason.
        if path.unicodeScalars.contains("\u{FFFD}") && !FileManager.default.fileExists(atPath: path) {
            return .failure(FreshnessReason("has a file name that is not valid UTF-8 (bad bytes shown as \u{FFFD}); not read"))
        }
        let attributes: [FileAttributeKey: Any]
        do {
            // What a link points at is what would be read.
            attributes = try FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
        } catch {
            return .failure(FreshnessReason("cannot read (\(shortReason(error)))"))
        }
        let type = attributes[.type] as? FileAttributeType
        guard type == .typeRegular else {
            let kind: String
            switch type {
            case .typeDirectory?: kind = "a folder"
            case .typeCharacterSpecial?, .typeBlockSpecial?: kind = "a device"
            case .typeSocket?: kind = "a socket"
            default: kind = "a FIFO or other special file"
            }
            return .failure(FreshnessReason("is \(kind), not a file; not read"))
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        if size > limit {
            return .failure(FreshnessReason("is \(size / 1024) KiB, over the \(limit / 1024) KiB limit for an upstream file; not read"))
        }
        guard budget.spend(size) else { return .failure(FreshnessReason("not read: the check's budget of bytes is spent")) }
        guard let handle = FileHandle(forReadingAtPath: path) else { return .failure(FreshnessReason("cannot be opened")) }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            guard data.count <= limit else {
                return .failure(FreshnessReason("is over the \(limit / 1024) KiB limit for an upstream file; not read"))
            }
            // A file that grew since it was measured spends what it grew by.
            guard budget.spend(max(0, data.count - size)) else { return .failure(FreshnessReason("not read: the check's budget of bytes is spent")) }
            return .success(data)
        } catch {
            return .failure(FreshnessReason("cannot read (\(shortReason(error)))"))
        }
    }

    /// A folder that holds no device file, or is not AppleDB's `deviceFiles/` (no `iPhone/` or `iPad/`
    /// folder of device files), is an error with a hint: it must never read as "nothing missing".
    static func checkLooksLikeDeviceFiles(_ directory: String, paths: [String]) throws(FreshnessReadErrors) {
        func problem(_ reason: String) -> FreshnessReadErrors {
            var hint = ""
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory + "/deviceFiles", isDirectory: &isFolder), isFolder.boolValue {
                hint = " (did you mean \(directory)/deviceFiles?)"
            }
            return FreshnessReadErrors([FreshnessReadError(path: directory, reason: reason + hint)], folderUnreadable: false, notUpstreamFolder: true)
        }
        guard !paths.isEmpty else {
            throw problem("no AppleDB device files (*.json) here; --appledb takes the deviceFiles folder of a littlebyteorg/appledb checkout")
        }
        guard paths.contains(where: { $0.hasPrefix("iPhone/") || $0.hasPrefix("iPad/") }) else {
            throw problem("not AppleDB's deviceFiles folder: it has no iPhone/ or iPad/ folder of device files")
        }
    }

    /// Paths of the `*.json` files below `directory`, relative to it, sorted.
    static func jsonFiles(in directory: String) throws(FreshnessReadErrors) -> [String] {
        try listing(directory) { $0.hasSuffix(".json") }
    }

    /// Relative paths below `directory` accepted by `keep`, sorted; a missing or unreadable folder throws.
    static func listing(_ directory: String, keep: (String) -> Bool) throws(FreshnessReadErrors) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw FreshnessReadErrors([FreshnessReadError(path: directory, reason: "no such folder")], folderUnreadable: true)
        }
        do {
            return try FileManager.default.subpathsOfDirectory(atPath: directory).filter(keep).sorted()
        } catch {
            throw FreshnessReadErrors(
                [FreshnessReadError(path: directory, reason: "cannot list: \(error.localizedDescription)")],
                folderUnreadable: true)
        }
    }

    /// The useful part of a parser's or the file system's error, on one line (a missing file is `No such
    /// file or directory`, not `The operation could not be completed. The file doesn't exist.`).
    static func shortReason(_ error: Error) -> String {
        let nsError = error as NSError
        guard let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String else { return FileProblem.reason(error) }
        return detail.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

/// The bytes one freshness check reads across every upstream file, AppleDB's and the simulators'
/// together. Each file is at most ``AppleDBReader/maximumFileSize``; all of them together at most
/// ``total``, so however many large files a folder holds, memory and time stay bounded (300 files of
/// 1 MiB are refused, not parsed one after another).
public final class ReadBudget {
    /// 64 MiB: AppleDB's whole `deviceFiles/` is about 10 MB, a simulator profile a few KiB.
    public static let defaultTotal = 64 << 20

    /// The most bytes read in one check.
    public let total: Int
    /// What is left.
    public private(set) var remaining: Int
    /// Whether a file was refused because the budget could not hold it.
    public private(set) var isExhausted = false

    public init(total: Int = ReadBudget.defaultTotal) {
        self.total = total
        remaining = total
    }

    /// Takes `bytes` from the budget; false (and exhausted) when it has not that many left.
    func spend(_ bytes: Int) -> Bool {
        guard bytes <= remaining else {
            isExhausted = true
            return false
        }
        remaining -= bytes
        return true
    }

    /// The one error for the folder where the budget ran out: nothing is compared (exit 66).
    func error(_ directory: String) -> FreshnessReadErrors {
        FreshnessReadErrors(
            [
                FreshnessReadError(
                    path: directory,
                    reason:
                        "holds over \(total >= 1 << 20 ? "\(total >> 20) MiB" : "\(total >> 10) KiB") of upstream files, more than any snapshot (AppleDB's deviceFiles/ is about 10 MB); stopped reading"
                )
            ],
            folderUnreadable: false, notUpstreamFolder: true)
    }
}

/// A reason as an Error, so parse helpers can return `Result`.
struct FreshnessReason: Error, ExpressibleByStringLiteral, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
    init(stringLiteral value: String) { self.description = value }
}

extension FreshnessReadError {
    init(path: String, reason: FreshnessReason) { self.init(path: path, reason: reason.description) }
}
