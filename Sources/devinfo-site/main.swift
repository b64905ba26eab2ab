// devinfo-site: the catalogue website, from the library's table (which must be current with Data/) and
// Data/SOURCES.md.
//
// Usage: swift run devinfo-site DIR [--data DIR]
// Run from the package root. Exit codes: 0 written; 1 the generated table is out of date with Data/ (run
// `swift run devinfo-generate` first) or Data/ is invalid; 64 bad arguments; 73 an output path is not a
// regular file or folder; 74 a file could not be read or written.
import DevInfoGenerator
import DevInfoSite
import Foundation

let usage = """
    usage: devinfo-site DIR [--data DIR]
      Writes the catalogue website into DIR: index.html, a page per device and display class, drawings,
      sources and search. The generated table must be current with Data/ (run `swift run devinfo-generate`).
      --data DIR   the data directory (default: Data)
    exit codes: 0 ok, 1 table out of date or invalid data, 64 usage error, 73 an output path is not a regular
      file or folder, 74 I/O error
    """

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

var dataDirectory = "Data"
var sitePath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--data":
        guard let value = arguments.popFirst() else { fail("devinfo-site: --data needs a value\n\(usage)", code: 64) }
        dataDirectory = value
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        guard !argument.hasPrefix("-"), sitePath == nil else { fail("devinfo-site: unexpected argument '\(argument)'\n\(usage)", code: 64) }
        sitePath = argument
    }
}
guard let sitePath else { fail("devinfo-site: which folder? give DIR\n\(usage)", code: 64) }

let dataSet: DataSet
do {
    dataSet = try DataDirectory.load(dataDirectory)
} catch {
    fail(error.description + "\ndevinfo-site: \(error.errors.count) problem(s) in \(dataDirectory)/", code: 1)
}
guard (try? String(contentsOfFile: generatedTablePath, encoding: .utf8)) == dataSet.renderSwift() else {
    fail("devinfo-site: \(generatedTablePath) is out of date with \(dataDirectory)/: run `\(regenerateCommand)`, then this again", code: 1)
}
let started = Date()
let sources: String
do {
    sources = try String(contentsOfFile: dataDirectory + "/SOURCES.md", encoding: .utf8)
} catch {
    fail("devinfo-site: cannot read \(dataDirectory)/SOURCES.md: \(error.localizedDescription)", code: 74)
}
let files = Site.files(sourcesMarkdown: sources)
var isFolder: ObjCBool = false
if FileManager.default.fileExists(atPath: sitePath, isDirectory: &isFolder), !isFolder.boolValue {
    fail("devinfo-site: \(sitePath) is not a folder", code: 73)
}
var bytes = 0
do {
    for file in files {
        let path = sitePath + "/" + file.path
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if OutputFile.currentText(path) != file.text { try OutputFile.write(file.text, to: path) }
        bytes += file.text.utf8.count
    }
} catch let error as OutputFileError {
    fail("devinfo-site: cannot write \(error)", code: error.isRefusal ? 73 : 74)
} catch {
    fail("devinfo-site: cannot write the site: \(error.localizedDescription)", code: 74)
}
let seconds = Date().timeIntervalSince(started)
print("devinfo-site: wrote \(sitePath)/ (\(files.count) files, \(bytes / 1024) KiB; \(dataSet.deviceCount) device pages) in \(String(format: "%.1f", seconds)) s")
