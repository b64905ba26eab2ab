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
    public static func read(_ directory: String, releasedBy: String? = nil) throws(FreshnessReadErrors) -> UpstreamScan {
        let paths = try jsonFiles(in: directory)
        var scan = UpstreamScan(source: .appleDB, devices: [], filesRead: paths.count)
        var errors: [FreshnessReadError] = []
        for relative in paths {
            let shown = directory + "/" + relative
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: shown))
            } catch {
                errors.append(FreshnessReadError(path: shown, reason: "cannot read (\(shortReason(error)))"))
                continue
            }
            let object: Any
            do {
                object = try JSONSerialization.jsonObject(with: data)
            } catch {
                errors.append(FreshnessReadError(path: shown, reason: "not valid JSON (\(shortReason(error)))"))
                continue
            }
            switch parse(object) {
            case .failure(let reason): errors.append(FreshnessReadError(path: shown, reason: reason))
            case .success(let entry):
                switch entry {
                case .noIdentifier: scan.outOfScope += 1
                case .unreleased: scan.unreleased += 1
                case .device(let name, let identifiers, let released):
                    if let releasedBy, !released.contains(where: { $0 <= releasedBy }) {
                        scan.unreleased += 1
                        continue
                    }
                    for identifier in identifiers {
                        guard let family = FreshnessFamilies.family(of: identifier) else {
                            scan.outOfScope += 1
                            continue
                        }
                        scan.devices.append(UpstreamDevice(
                            identifier: identifier, name: name, family: family, source: .appleDB, path: relative))
                    }
                }
            }
        }
        guard errors.isEmpty else { throw FreshnessReadErrors(errors) }
        return scan
    }

    private enum Entry {
        case noIdentifier
        case unreleased
        case device(name: String, identifiers: [String], released: [String])
    }

    /// One file's JSON object → what it says, or why it cannot be used.
    private static func parse(_ object: Any) -> Result<Entry, FreshnessReason> {
        guard let fields = object as? [String: Any] else {
            return .failure("expected a JSON object at the top level")
        }
        if (fields["internal"] as? Bool) == true { return .success(.unreleased) }
        let identifiers: [String]
        switch fields["identifier"] {
        case nil, is NSNull: return .success(.noIdentifier)
        case let one as String: identifiers = [one]
        case let many as [Any]:
            guard let strings = many as? [String] else { return .failure("\"identifier\" array holds a non-string") }
            identifiers = strings
        default: return .failure("\"identifier\" is neither a string nor an array of strings")
        }
        let released: [String]
        switch fields["released"] {
        case nil, is NSNull: released = []
        case let one as String: released = [one]
        case let many as [Any]: released = many.compactMap { $0 as? String }
        default: return .failure("\"released\" is neither a string nor an array of strings")
        }
        let dates = released.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !dates.isEmpty else { return .success(.unreleased) }
        guard let name = (fields["name"] as? String)?.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
            return .failure("no \"name\" string")
        }
        return .success(.device(name: name, identifiers: identifiers, released: dates))
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
            throw FreshnessReadErrors([FreshnessReadError(path: directory, reason: "cannot list: \(error.localizedDescription)")],
                                      folderUnreadable: true)
        }
    }

    /// The useful part of a JSON parser error, on one line.
    static func shortReason(_ error: Error) -> String {
        let nsError = error as NSError
        let detail = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
        return detail.split(whereSeparator: \.isNewline).joined(separator: " ")
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
