import Foundation
import TestSupport

@testable import devinfo

final class DataBox: @unchecked Sendable { var data = Data() }

/// The `devinfo` command, run the way a shell would, capturing everything: in the test process where that is the
/// same thing, as the built binary where it may not be.
///
/// `main.swift` does three things around ``devinfo/CLI/run(_:stdout:stderr:)``: it gives a closed standard
/// descriptor `/dev/null`, ignores SIGPIPE and exits with the status. A command line that reads no standard input
/// (every mode but `--bulk`) and needs no environment of its own therefore runs in the test process, with files in
/// place of stdout and stderr: a debug `devinfo` process costs ~5 ms to start, and the suites run hundreds.
/// Everything else runs the binary (TestSupport's ``Run``): `--bulk`, whose signal handlers belong to a process of
/// its own, standard input, extra environment, and every run when `DEVINFO_BINARY` names a binary to test or
/// `SIMULATOR_MODEL_IDENTIFIER` is set (a process run without it sees the real machine). InProcessTests holds the
/// two ways to the same bytes.
enum CLI {
    static var binary: URL {
        if let override = ProcessInfo.processInfo.environment["DEVINFO_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        return Package.product("devinfo")
    }

    /// Runs `devinfo arguments…` with `stdin` (bytes) and extra environment. A command line with no input and no
    /// extra environment runs once per test process: its answer depends on nothing else, and the suites ask for
    /// the same whole lists (`--list --json`, `--list --csv`, …) many times.
    static func run(_ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:]) throws -> ProcessResult {
        guard stdin.isEmpty, environment.isEmpty else { return try Run.process(binary, arguments, stdin: stdin, environment: environment) }
        if let known = answers.withLock({ $0[arguments] }) { return known }
        let result = try runsInProcess(arguments) ? InProcess.run(arguments) : Run.process(binary, arguments)
        answers.withLock { $0[arguments] = result }
        return result
    }

    /// Runs `devinfo arguments…` as the built binary, whatever the command line.
    static func process(_ arguments: [String]) throws -> ProcessResult { try Run.process(binary, arguments) }

    /// Whether a command line with no input and no extra environment runs in the test process (see ``CLI``).
    static func runsInProcess(_ arguments: [String]) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DEVINFO_BINARY"] == nil, environment["SIMULATOR_MODEL_IDENTIFIER"] == nil else { return false }
        // The command's own parser says whether it reads standard input; a command line it refuses reads none.
        guard let options = try? devinfo.Options.parse(arguments) else { return true }
        return options.mode != .bulk
    }

    /// The answers of the command lines run so far without input or extra environment.
    private static let answers = Locked<[[String]: ProcessResult]>([:])

    static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }
}

/// The command run in the test process: ``devinfo/CLI/run(_:stdout:stderr:)``, the function `main.swift` runs,
/// with its stdout and stderr in unnamed temporary files, read back when it returns.
enum InProcess {
    static func run(_ arguments: [String]) throws -> ProcessResult {
        let out = try TemporaryFile()
        let err = try TemporaryFile()
        var stdout = Output(descriptor: out.descriptor)
        var stderr = Output(descriptor: err.descriptor)
        defer {
            stdout.deallocate()
            stderr.deallocate()
        }
        let status = devinfo.CLI.run(arguments, stdout: &stdout, stderr: &stderr)
        return ProcessResult(exitStatus: status.rawValue, stdout: try out.contents(), stderr: try err.contents())
    }

    /// A file with no name (`tmpfile`), removed when closed.
    final class TemporaryFile {
        private let file: UnsafeMutablePointer<FILE>
        let descriptor: Int32

        init() throws {
            guard let file = tmpfile() else { throw CocoaError(.fileWriteUnknown) }
            self.file = file
            descriptor = fileno(file)
        }

        deinit { fclose(file) }

        /// Everything written to the file.
        func contents() throws -> Data {
            guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw CocoaError(.fileReadUnknown) }
            return try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readToEnd() ?? Data()
        }
    }
}

/// The table exports' columns as the JSON schema article documents them: `--list --csv` and, with `input`
/// and `status` in place of `identifier`, `--bulk` in CSV and TSV alike.
enum Columns {
    static let list = [
        "identifier", "family", "name", "variant", "releaseYear", "displayCount", "displayClass",
        "panelWidth", "panelHeight", "pointsWidth", "pointsHeight", "scale", "nativeScale",
        "zoomedPointsWidth", "zoomedPointsHeight", "zoomedNativeScale", "diagonalInches", "pixelsPerInch",
        "cutout", "homeControl", "hasNotch", "hasDynamicIsland", "hasSensorHousing", "hasHomeIndicator", "hasHomeButton"
    ]
    static let bulk = ["input", "status"] + list.dropFirst()

    /// A row's cells by column name; `nil` when the row does not have one cell per column.
    static func named(_ cells: [String], _ columns: [String] = bulk) -> [String: String]? {
        cells.count == columns.count ? Cells.named(columns, cells) : nil
    }

    /// TSV text as rows of cells (a trailing newline ends the last row).
    static func tsvRows(_ text: String) -> [[String]] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
    }
}
