import DevInfoVocabulary
import Foundation

/// Reads Data/ from disk: every `*.tsv` in `screens/`, `devices/` and `safe-areas/`, in name order so
/// output is stable.
public enum DataDirectory {
    /// The table files under `directory` (e.g. `Data`), with paths as `directory/screens/iPhone.tsv`.
    /// A missing `safe-areas/` folder is an empty one; a missing `devices/` or `screens/` folder, or a
    /// file that is not UTF-8, is a ``DataErrors`` naming the path (with no line). A `directory` that does
    /// not exist or is not a folder is ``DataErrors/isUnreadableFolder``.
    public static func read(_ directory: String) throws(DataErrors) -> (screens: [SourceFile], devices: [SourceFile], safeAreas: [SourceFile]) {
        var errors: [DataError] = []
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            let what = FileManager.default.fileExists(atPath: directory) ? "not a folder" : "no such folder"
            throw DataErrors(
                [DataError(file: directory, line: 0, reason: "\(what) (run from the package root, or pass --data DIR)")],
                isUnreadableFolder: true)
        }
        let screens = files(in: directory + "/screens", required: true, errors: &errors)
        let devices = files(in: directory + "/devices", required: true, errors: &errors)
        let safeAreas = files(in: directory + "/safe-areas", required: false, errors: &errors)
        guard errors.isEmpty else { throw DataErrors(errors) }
        return (screens, devices, safeAreas)
    }

    private static func files(in folder: String, required: Bool, errors: inout [DataError]) -> [SourceFile] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            if required { errors.append(DataError(file: folder, line: 0, reason: "no such folder (Data/ needs screens/ and devices/)")) }
            return []
        }
        guard isFolder.boolValue else {
            errors.append(DataError(file: folder, line: 0, reason: "not a folder (Data/ needs screens/ and devices/ folders)"))
            return []
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            errors.append(DataError(file: folder, line: 0, reason: "cannot be listed (\(FileProblem.reason(error)))"))
            return []
        }
        var result: [SourceFile] = []
        for name in names.filter({ $0.hasSuffix(".tsv") }).sorted() {
            let path = folder + "/" + name
            guard let data = FileManager.default.contents(atPath: path) else {
                errors.append(DataError(file: path, line: 0, reason: "cannot be read"))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                errors.append(DataError(file: path, line: 0, reason: "not valid UTF-8"))
                continue
            }
            result.append(SourceFile(path: path, text: text))
        }
        return result
    }

    /// `directory/exclusions.tsv`, or `nil` when there is none (then nothing is left out on purpose).
    public static func exclusionsFile(_ directory: String) throws(DataErrors) -> SourceFile? {
        try optionalFile(directory + "/exclusions.tsv")
    }

    /// `directory/os-releases.tsv`: every family's OS releases. Required: the devices' OS ranges and the
    /// safe areas' OS ranges are numbered by it.
    public static func osReleasesFile(_ directory: String) throws(DataErrors) -> SourceFile {
        let path = directory + "/os-releases.tsv"
        guard let file = try optionalFile(path) else {
            throw DataErrors([DataError(file: path, line: 0, reason: "no such file (Data/ needs the OS releases its ranges are numbered by)")])
        }
        return file
    }

    private static func optionalFile(_ path: String) throws(DataErrors) -> SourceFile? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DataErrors([DataError(file: path, line: 0, reason: "cannot be read")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DataErrors([DataError(file: path, line: 0, reason: "not valid UTF-8")])
        }
        return SourceFile(path: path, text: text)
    }

    /// Loads and validates `directory`.
    public static func load(_ directory: String) throws(DataErrors) -> DataSet {
        let (screens, devices, safeAreas) = try read(directory)
        // Each family has its own devices table: a missing one means a file went astray, not that the
        // family has no devices.
        let missing = Family.allCases.map(\.name).filter { family in !devices.contains { $0.familyName == family } }
        guard missing.isEmpty else {
            throw DataErrors(
                missing.map {
                    DataError(file: directory + "/devices", line: 0, reason: "no \($0) devices (is \($0).tsv missing?)")
                })
        }
        let osReleases = try osReleasesFile(directory)
        // The evidence of every cell (issue 30), when Data/ has a source registry.
        var evidence: EvidenceSet?
        var evidenceErrors: [DataError] = []
        if let sources = try optionalFile(directory + "/sources.tsv") {
            guard let rules = try optionalFile(directory + "/rules.tsv") else {
                throw DataErrors([DataError(file: directory + "/rules.tsv", line: 0, reason: "no such file (Data/sources.tsv needs its rules beside it)")])
            }
            let folder = directory + "/evidence"
            var errors: [DataError] = []
            let files = Self.files(in: folder, required: true, errors: &errors)
            guard errors.isEmpty else { throw DataErrors(errors) }
            let allowed = try optionalFile(folder + "/single-allowed.tsv") ?? SourceFile(path: folder + "/single-allowed.tsv", text: "table\tid\tfact\n")
            let wanted = try optionalFile(folder + "/" + WantedCells.fileName)
            let input = EvidenceCheck.Input(
                screens: screens, devices: devices, safeAreas: safeAreas, osReleases: osReleases,
                sources: sources, rules: rules,
                evidence: files.filter { !$0.path.hasSuffix("/single-allowed.tsv") && !$0.path.hasSuffix("/" + WantedCells.fileName) },
                singleAllowed: allowed, wanted: wanted)
            let (set, problems) = EvidenceCheck.run(input)
            evidence = set
            evidenceErrors = problems
        }
        var data: DataSet
        do {
            data = try DataSet.load(
                screenFiles: screens, deviceFiles: devices, safeAreaFiles: safeAreas,
                exclusionsFile: try exclusionsFile(directory), osReleasesFile: osReleases)
        } catch {
            throw DataErrors((error.errors + evidenceErrors).sorted { ($0.file, $0.line) < ($1.file, $1.line) })
        }
        guard evidenceErrors.isEmpty else { throw DataErrors(evidenceErrors.sorted { ($0.file, $0.line) < ($1.file, $1.line) }) }
        data.evidence = evidence
        return data
    }
}
