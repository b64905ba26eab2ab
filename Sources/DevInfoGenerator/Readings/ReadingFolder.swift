import DevInfoReading
import Foundation

/// Lists and reads a folder of readings (issue 33) within bounds: `*.json` files in the folder and one level of
/// subfolders (`Data/readings/<identifier>/…`), at most ``ReadingFormat/maximumFiles`` of them, each at most
/// ``ReadingFormat/maximumFileBytes`` (checked before it is read). A link, a deeper folder, or any other file is
/// an error; the schema (`reading.schema.json`) and a `README.md` are skipped.
enum ReadingFolder {
    /// The files skipped in a readings folder.
    static let skipped: Set = [ReadingSchemaWriter.fileName, "README.md"]

    /// The bytes of every reading file under `folder`, by path in name order, or every problem found.
    static func read(_ folder: String) throws(DataErrors) -> [(path: String, bytes: [UInt8])] {
        var errors: [DataError] = []
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw DataErrors(
                [DataError(file: folder, line: 0, reason: FileManager.default.fileExists(atPath: folder) ? "not a folder" : "no such folder")],
                isUnreadableFolder: true)
        }
        var paths: [String] = []
        func list(_ path: String, depth: Int) {
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: path).sorted() } catch {
                errors.append(DataError(file: path, line: 0, reason: "cannot be listed (\(FileProblem.reason(error)))"))
                return
            }
            for name in names {
                let child = path + "/" + name
                let type = (try? FileManager.default.attributesOfItem(atPath: child)[.type] as? FileAttributeType) ?? nil
                switch type {
                case .typeDirectory? where depth == 0: list(child, depth: 1)
                case .typeDirectory?:
                    errors.append(
                        DataError(file: child, line: 0, reason: "a folder inside a reading's folder (readings are DIR/*.json or DIR/<identifier>/*.json)"))
                case .typeRegular? where skipped.contains(name): continue
                case .typeRegular? where name.hasSuffix(".json"): paths.append(child)
                case .typeRegular?: errors.append(DataError(file: child, line: 0, reason: "not a reading (reading files end in .json)"))
                case .typeSymbolicLink?: errors.append(DataError(file: child, line: 0, reason: "a link: readings are plain files"))
                default: errors.append(DataError(file: child, line: 0, reason: "not a regular file"))
                }
                if paths.count > ReadingFormat.maximumFiles { return }
            }
        }
        list(folder, depth: 0)
        if paths.count > ReadingFormat.maximumFiles {
            throw DataErrors([DataError(file: folder, line: 0, reason: "more than \(ReadingFormat.maximumFiles) reading files: split the folder")])
        }
        guard errors.isEmpty else { throw DataErrors(errors) }
        var files: [(String, [UInt8])] = []
        for path in paths {
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
            if size > ReadingFormat.maximumFileBytes {
                errors.append(DataError(file: path, line: 0, reason: "\(size) bytes: a reading is at most \(ReadingFormat.maximumFileBytes) bytes"))
                continue
            }
            guard let handle = FileHandle(forReadingAtPath: path) else {
                errors.append(DataError(file: path, line: 0, reason: "cannot be read"))
                continue
            }
            // Read no more than the bound even if the file grew since it was measured.
            let data = (try? handle.read(upToCount: ReadingFormat.maximumFileBytes + 1)) ?? Data()
            try? handle.close()
            files.append((path, [UInt8](data)))
        }
        guard errors.isEmpty else { throw DataErrors(errors) }
        return files
    }
}
