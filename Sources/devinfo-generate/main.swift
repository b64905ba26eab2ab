// devinfo-generate: Data/*.tsv → Sources/DevInfoKit/Table/DeviceTable+Generated.swift.
//
// Usage: swift run devinfo-generate [--check] [--data DIR] [--output FILE]
// Run from the package root. Exit codes: 0 written or already up to date; 1 invalid data (each problem
// on stderr as file:line: reason, the existing output left untouched) or, with --check, output out of
// date; 64 bad arguments; 74 a file could not be read or written.
import DevInfoGenerator
import Foundation

let usage = """
    usage: devinfo-generate [--check] [--data DIR] [--output FILE]
      Validates Data/ and writes the generated device table (only when its content changes).
      --check        write nothing; exit 1 when the committed table differs from what would be written
      --data DIR     the data directory (default: Data)
      --output FILE  the generated Swift file (default: \(generatedTablePath))
    exit codes: 0 ok, 1 invalid data or out of date (--check), 64 usage error, 74 I/O error
    """

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

var dataDirectory = "Data"
var outputPath = generatedTablePath
var checkOnly = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--check": checkOnly = true
    case "--data", "--output":
        guard let value = arguments.popFirst() else { fail("devinfo-generate: \(argument) needs a value\n\(usage)", code: 64) }
        if argument == "--data" { dataDirectory = value } else { outputPath = value }
    case "-h", "--help":
        print(usage)
        exit(0)
    default: fail("devinfo-generate: unknown argument '\(argument)'\n\(usage)", code: 64)
    }
}

let dataSet: DataSet
do {
    dataSet = try DataDirectory.load(dataDirectory)
} catch let errors as DataErrors {
    fail(errors.description + "\ndevinfo-generate: \(errors.errors.count) problem(s) in \(dataDirectory)/; \(outputPath) left unchanged", code: 1)
} catch {
    fail("devinfo-generate: cannot read \(dataDirectory)/: \(error)", code: 74)
}

let rendered = dataSet.renderSwift()
let existing = try? String(contentsOfFile: outputPath, encoding: .utf8)
if existing == rendered {
    print("devinfo-generate: \(outputPath) is up to date (\(dataSet.deviceCount) devices, \(dataSet.screenCount) screens)")
    exit(0)
}
if checkOnly {
    fail("devinfo-generate: \(outputPath) is out of date; run `\(regenerateCommand)`", code: 1)
}
do {
    // Write beside the target, then rename: a reader never sees half a file.
    let temporary = outputPath + ".tmp"
    try Data(rendered.utf8).write(to: URL(fileURLWithPath: temporary))
    guard rename(temporary, outputPath) == 0 else {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(atPath: temporary)
        throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: reason])
    }
} catch {
    fail("devinfo-generate: cannot write \(outputPath): \(error)", code: 74)
}
print("devinfo-generate: wrote \(outputPath) (\(dataSet.deviceCount) devices, \(dataSet.screenCount) screens)")
