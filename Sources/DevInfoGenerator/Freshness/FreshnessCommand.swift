import Foundation

/// `devinfo-generate --freshness …`: arguments in, report and exit status out. Lives in the library so
/// tests run it without a process; the executable only prints the outcome and exits with its code.
public enum FreshnessCommand {
    public static let usage = """
        usage: devinfo-generate --freshness [--appledb DIR] [--simulators DIR] [--data DIR]
                                [--family NAME]... [--as-of YYYY-MM-DD] [--strict]
          Compares Data/ with upstream snapshots and prints, one line each under a heading, the
          identifiers upstream lists that Data/ lacks and Data/exclusions.tsv does not leave out
          (product lines devinfo does not cover included), then name, release-year and screen-size
          conflicts, then a summary line. Give at least one of --appledb and --simulators.
          --appledb DIR      AppleDB's deviceFiles/ folder (a checkout of littlebyteorg/appledb);
                             internal, unreleased and undated entries are skipped; files over
                             \(AppleDBReader.maximumFileSize / 1024) KiB are refused, and reading stops after
                             \(ReadBudget.defaultTotal >> 20) MiB of upstream files in all
          --simulators DIR   a folder holding *.simdevicetype bundles, searched at any depth, e.g.
                             /Library/Developer/CoreSimulator/Profiles/DeviceTypes
          --data DIR         the data directory (default: Data)
          --family NAME      only this family (repeatable): \(FreshnessFamilies.all.joined(separator: " "))
          --as-of DATE       AppleDB devices released after DATE count as unreleased (default: today, UTC)
          --strict           exit 1 on name or screen-size conflicts too
        exit codes: 0 nothing missing (conflicts are printed but do not fail without --strict),
          1 identifiers missing (or conflicts with --strict, or invalid Data/), 64 usage error,
          65 an upstream file is malformed (each listed with its path; so is a binary plist
          that expands past \(PropertyListBounds.maximumObjects) objects or \(PropertyListBounds.maximumExpandedBytes >> 20) MiB or nests over \(PropertyListBounds.maximumDepth) deep,
          and a JSON file nested over \(DeviceFileJSON.maximumDepth) deep or with a name or date over \(DeviceFileJSON.maximumStringBytes >> 10) KiB), 66 a folder holds
          no device files, is not AppleDB's deviceFiles or holds over \(ReadBudget.defaultTotal >> 20) MiB of files,
          74 a folder cannot be read
        """

    /// What to print and how to exit.
    public struct Outcome: Sendable {
        /// For standard output: the report (or the usage text for --help).
        public var output: String
        /// For standard error: usage and read errors.
        public var errors: String
        public var code: Int32
    }

    /// Whether the arguments ask for this mode.
    public static func isRequested(_ arguments: [String]) -> Bool { arguments.contains("--freshness") }

    /// Runs the check. `arguments` excludes the program name; `loadData` reads the data directory and
    /// maps it to entries (the executable passes `DataDirectory.load(_:).freshnessEntries`).
    /// `readBudget`: the most bytes read from upstream files in this check (``ReadBudget``).
    public static func run(
        _ arguments: [String], loadData: (String) throws -> FreshnessData, today: String? = nil,
        readBudget: Int = ReadBudget.defaultTotal
    ) -> Outcome {
        func usageError(_ message: String) -> Outcome {
            Outcome(output: "", errors: "devinfo-generate: \(message)\n\(usage)\n", code: 64)
        }
        var appleDB: String?
        var simulators: String?
        var dataDirectory = "Data"
        var families: [String] = []
        var asOf: String?
        var strict = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--freshness": continue
            case "--strict": strict = true
            case "-h", "--help": return Outcome(output: usage + "\n", errors: "", code: 0)
            case "--appledb", "--simulators", "--data", "--family", "--as-of":
                guard let value = rest.popFirst(), !value.hasPrefix("--") else { return usageError("\(argument) needs a value") }
                switch argument {
                case "--appledb": appleDB = value
                case "--simulators": simulators = value
                case "--data": dataDirectory = value
                case "--family":
                    guard FreshnessFamilies.all.contains(value) else {
                        return usageError("unknown family '\(value)' (one of: \(FreshnessFamilies.all.joined(separator: " ")))")
                    }
                    families.append(value)
                default:
                    guard isDate(value) else { return usageError("--as-of needs a date as YYYY-MM-DD, not '\(value)'") }
                    asOf = value
                }
            default: return usageError("unknown argument '\(argument)'")
            }
        }
        guard appleDB != nil || simulators != nil else { return usageError("--freshness needs --appledb DIR or --simulators DIR (or both)") }

        let data: FreshnessData
        do {
            data = try loadData(dataDirectory)
        } catch let errors as DataErrors where errors.isUnreadableFolder {
            return Outcome(output: "", errors: "devinfo-generate: cannot read \(errors.description)\n", code: 74)
        } catch let errors as DataErrors {
            return Outcome(output: "", errors: errors.description + "\ndevinfo-generate: \(errors.errors.count) problem(s) in \(dataDirectory)/\n", code: 1)
        } catch {
            return Outcome(output: "", errors: "devinfo-generate: cannot read \(dataDirectory)/: \(error)\n", code: 74)
        }

        var scans: [UpstreamScan] = []
        var readErrors: [FreshnessReadError] = []
        var folderUnreadable = false
        var notUpstreamFolder = false
        func collect(_ read: () throws(FreshnessReadErrors) -> UpstreamScan) {
            do {
                scans.append(try read())
            } catch {
                readErrors += error.errors
                folderUnreadable = folderUnreadable || error.folderUnreadable
                notUpstreamFolder = notUpstreamFolder || error.notUpstreamFolder
            }
        }
        // One budget of bytes for every upstream file of this check: memory stays bounded in total.
        let budget = ReadBudget(total: readBudget)
        if let appleDB {
            collect { () throws(FreshnessReadErrors) in
                try AppleDBReader.read(appleDB, releasedBy: asOf ?? today ?? currentDate(), exclusions: data.exclusions, budget: budget)
            }
        }
        if let simulators { collect { () throws(FreshnessReadErrors) in try SimulatorDeviceTypeReader.read(simulators, budget: budget) } }
        guard readErrors.isEmpty else {
            let lines = readErrors.map { "\($0)\n" }.joined()
            let summary = notUpstreamFolder ? "nothing compared" : "\(readErrors.count) unusable upstream file(s); nothing compared"
            return Outcome(
                output: "", errors: lines + "devinfo-generate: \(summary)\n",
                code: folderUnreadable ? 74 : notUpstreamFolder ? 66 : 65)
        }
        if !families.isEmpty {
            scans = scans.map { $0.only(families: families) }
        }
        let report = FreshnessReport.compare(data: data.entries, exclusions: data.exclusions, scans: scans)
        return Outcome(output: report.text, errors: "", code: report.exitCode(strict: strict))
    }

    /// `YYYY-MM-DD` with plausible month and day.
    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let month = Int(parts[1]), let day = Int(parts[2])
        else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }

    /// Today in UTC as `YYYY-MM-DD`.
    static func currentDate() -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.year!)-\(two(parts.month!))-\(two(parts.day!))"
    }
}
