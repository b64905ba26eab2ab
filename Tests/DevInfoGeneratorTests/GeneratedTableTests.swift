import Foundation
import Testing
@testable import DevInfoGenerator

/// The package root, found from this file's path (Tests/DevInfoGeneratorTests/…).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

@Suite struct GeneratedTableTests {
    @Test func theCommittedTableMatchesData() throws {
        let data = try DataDirectory.load(packageRoot + "/Data")
        let committed = try String(contentsOfFile: packageRoot + "/" + generatedTablePath, encoding: .utf8)
        let rendered = data.renderSwift()
        #expect(
            committed == rendered,
            "\(generatedTablePath) is out of date with Data/: run `\(regenerateCommand)` from the package root and commit the result")
    }

    @Test func renderingIsDeterministic() throws {
        let first = try DataDirectory.load(packageRoot + "/Data").renderSwift()
        let second = try DataDirectory.load(packageRoot + "/Data").renderSwift()
        #expect(first == second)
        #expect(!first.contains(packageRoot), "no absolute paths in the output")
        #expect(first.hasPrefix("// DeviceTable+Generated.swift — generated, do not edit.\n// Made by `swift run devinfo-generate`"))
    }

    @Test func theDenseIndexPointsEveryIdentifierAtItsRow() throws {
        let data = try Fixture.load(devices: [
            Fixture.device("iPhone10,3"), Fixture.device("iPhone10,6"), Fixture.device("iPhone11,2", name: "iPhone XS"),
        ])
        let swift = data.renderSwift()
        // iPhone majors 0…11; 10 has minors 1…6 (slots 0–5), 11 has minors 1…2 (slots 6–7); 12 ends it.
        // The iPad and iPod families are empty: one terminal entry each.
        #expect(swift.contains("static let iPhoneMajors = 0..<12\n"))
        #expect(swift.contains("static let iPadMajors = 13..<13\n"))
        #expect(swift.contains("        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 8, 8, 8,\n"))
        #expect(swift.contains("0, 0, 1, 0, 0, 2, 0, 3,"))
    }
}

/// Runs the built `devinfo-generate` on copies of Data/, as a developer would.
@Suite struct GeneratorCommandTests {
    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let binary = builtProductsDirectory().appendingPathComponent("devinfo-generate")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    static func scratchCopyOfData() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("devinfo-gen-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: packageRoot + "/Data", toPath: directory + "/Data")
        return directory
    }

    @Test func aSecondRunWritesIdenticalBytes() throws {
        let scratch = try Self.scratchCopyOfData()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let output = scratch + "/Table.swift"
        let first = try Self.run(["--data", scratch + "/Data", "--output", output])
        #expect(first.status == 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
        let second = try Self.run(["--data", scratch + "/Data", "--output", output])
        #expect(second.status == 0)
        #expect(second.stdout.contains("is up to date"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == bytes)
        #expect(try Self.run(["--data", scratch + "/Data", "--output", output, "--check"]).status == 0)
    }

    @Test func badDataExitsNonZeroWithFileAndLineAndLeavesTheOutputAlone() throws {
        let scratch = try Self.scratchCopyOfData()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let devices = scratch + "/Data/devices/iPhone.tsv"
        var text = try String(contentsOfFile: devices, encoding: .utf8)
        let firstRow = text.split(separator: "\n").first { $0.hasPrefix("iPhone") }!
        text += firstRow + "\n"  // a duplicate identifier on the last line
        try text.write(toFile: devices, atomically: true, encoding: .utf8)
        let lastLine = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let output = scratch + "/Table.swift"
        try "sentinel".write(toFile: output, atomically: true, encoding: .utf8)

        let result = try Self.run(["--data", scratch + "/Data", "--output", output])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(devices):\(lastLine): duplicate identifier \(firstRow.split(separator: "\t")[0])"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "sentinel")
    }

    @Test func checkModeReportsAStaleTableWithoutWriting() throws {
        let scratch = try Self.scratchCopyOfData()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let output = scratch + "/Table.swift"
        try "stale".write(toFile: output, atomically: true, encoding: .utf8)
        let result = try Self.run(["--data", scratch + "/Data", "--output", output, "--check"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("out of date; run `swift run devinfo-generate`"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "stale")
    }

    @Test func badArgumentsExit64() throws {
        let result = try Self.run(["--frobnicate"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("usage: devinfo-generate"))
    }
}

/// The directory holding the built executables: next to the test bundle (`.build/<config>/`).
func builtProductsDirectory() -> URL {
    #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
    }
    #endif
    return Bundle.main.bundleURL
}

extension GeneratorCommandTests {
    @Test func aMissingFamilyTableIsAnErrorNotAnEmptyFamily() throws {
        let scratch = try Self.scratchCopyOfData()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.removeItem(atPath: scratch + "/Data/devices/iPod.tsv")
        let output = scratch + "/Table.swift"
        let result = try Self.run(["--data", scratch + "/Data", "--output", output])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no iPod devices (is iPod.tsv missing?)"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
