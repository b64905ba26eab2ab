import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// What every test target shares: where the package and the built executables are, one way to run a
// process, the budget of the expensive checks, the platform conditions for `.enabled(if:)`, scratch
// folders, and short messages for the staleness checks. Foundation only; no product links it.

/// The package's folders.
public enum Package {
    /// The package root, found from this file's path (Tests/TestSupport/…).
    public static let root: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// `root/relative`.
    public static func path(_ relative: String) -> String { root + "/" + relative }

    /// The text of a file below the root.
    public static func text(_ relative: String) throws -> String { try String(contentsOfFile: path(relative), encoding: .utf8) }

    /// The folder holding the built executables: next to the test bundle (`.build/<config>/`).
    public static let products: URL = {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return Bundle.main.bundleURL
    }()

    /// A built executable of the package (`devinfo`, `devinfo-generate`, `devinfo-site`).
    public static func product(_ name: String) -> URL { products.appendingPathComponent(name) }
}

/// The budget of the expensive checks (the fuzz tests' cases, the signal tests' rounds): by default a tenth
/// of what `.ci/run` runs, seconds of work in all; `FUZZ_SCALE=K` runs K times the default (`.ci/run` sets
/// 10), and `FUZZ_SEED=N` draws other random cases (README, "Testing").
public enum Budget {
    public static let scale: Int = max(1, ProcessInfo.processInfo.environment["FUZZ_SCALE"].flatMap { Int($0) } ?? 1)
    public static let seed: UInt64 = ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_124

    /// How many rounds to run of a check that `.ci/run` (FUZZ_SCALE=10) runs `ci` times: a tenth of that by
    /// default (at least one), K tenths with FUZZ_SCALE=K.
    public static func rounds(ci: Int) -> Int { max(1, (ci * scale + 9) / 10) }
}

/// What the machine running the tests can do, for `@Test(.enabled(if: …))`: a test is declared on every
/// platform and reported as skipped where it cannot run.
public enum Platform {
    public static let isLinux: Bool = {
        #if os(Linux)
            return true
        #else
            return false
        #endif
    }()

    /// A device whose every write fails with ENOSPC (Linux's /dev/full).
    public static let hasDevFull = FileManager.default.fileExists(atPath: "/dev/full")

    /// An executable on PATH, or nil.
    public static func onPath(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { $0 + "/" + name }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// A process's exit and output.
public struct ProcessResult: Sendable {
    /// The exit status, or the signal that ended the process.
    public var status: Int32
    /// False when the process died of a signal (a trap, a crash) or was killed for taking too long.
    public var exited: Bool
    public var timedOut: Bool
    public var stdoutBytes: Data
    public var stderrBytes: Data
    public var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
    public var stderr: String { String(decoding: stderrBytes, as: UTF8.self) }

    /// The result of a command that exited with `status` (a command run in the test process).
    public init(exitStatus status: Int32, stdout: Data, stderr: Data) {
        self.init(status: status, exited: true, timedOut: false, stdoutBytes: stdout, stderrBytes: stderr)
    }

    init(status: Int32, exited: Bool, timedOut: Bool, stdoutBytes: Data, stderrBytes: Data) {
        self.status = status
        self.exited = exited
        self.timedOut = timedOut
        self.stdoutBytes = stdoutBytes
        self.stderrBytes = stderrBytes
    }
}

/// Runs processes the way a shell would, capturing everything.
public enum Run {
    /// Runs `executable arguments…` with `stdin`, in `directory` (default: the test's), with the test's
    /// environment minus SIMULATOR_MODEL_IDENTIFIER (so a test sees the real machine) plus `environment`.
    /// Output goes to files, so no pipe can fill up; a process still running after `timeout` seconds is
    /// killed (`timedOut`, not `exited`): a hang fails its test instead of the whole run.
    public static func process(
        _ executable: URL, _ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:],
        directory: String? = nil, timeout: Double = 120
    ) throws -> ProcessResult {
        let scratch = try Scratch.folder("run")
        defer { Scratch.remove(scratch) }
        let input = URL(fileURLWithPath: scratch + "/in")
        let output = URL(fileURLWithPath: scratch + "/out")
        let errors = URL(fileURLWithPath: scratch + "/err")
        try stdin.write(to: input)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "SIMULATOR_MODEL_IDENTIFIER")
        env.merge(environment) { $1 }
        process.environment = env
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let handles = try [FileHandle(forReadingFrom: input), FileHandle(forWritingTo: output), FileHandle(forWritingTo: errors)]
        defer { for handle in handles { try? handle.close() } }
        process.standardInput = handles[0]
        process.standardOutput = handles[1]
        process.standardError = handles[2]
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        var timedOut = false
        if done.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            done.wait()
        }
        return ProcessResult(
            status: process.terminationStatus, exited: process.terminationReason == .exit && !timedOut, timedOut: timedOut,
            stdoutBytes: try Data(contentsOf: output), stderrBytes: try Data(contentsOf: errors))
    }

    /// Runs `script` with /bin/sh -c, its `$0`, `$1`… being `arguments`.
    public static func shell(
        _ script: String, _ arguments: [String] = [], stdin: Data = Data(), environment: [String: String] = [:],
        directory: String? = nil
    ) throws -> ProcessResult {
        try process(URL(fileURLWithPath: "/bin/sh"), ["-c", script] + arguments, stdin: stdin, environment: environment, directory: directory)
    }

    /// Runs a program found on PATH (`git`, `swiftc`, `bash`) through /usr/bin/env.
    public static func tool(_ name: String, _ arguments: [String], stdin: Data = Data(), directory: String? = nil) throws -> ProcessResult {
        try process(URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, stdin: stdin, directory: directory)
    }
}

/// Temporary folders and files for one test each.
public enum Scratch {
    /// Where they go: in memory (/dev/shm) where the system has it, for the tests write and remove thousands
    /// of small files (a site is 1 264, every process run's output is a file), which a disk's file system can
    /// take milliseconds each to create; else, or when TMPDIR says where, the temporary directory.
    public static let base: String = {
        if ProcessInfo.processInfo.environment["TMPDIR"] == nil, FileManager.default.isWritableFile(atPath: "/dev/shm") {
            return "/dev/shm"
        }
        return FileManager.default.temporaryDirectory.path
    }()

    /// A new path under ``base`` (nothing is there yet).
    public static func path(_ prefix: String) -> String { base + "/devinfo-\(prefix)-\(UUID().uuidString)" }

    /// A new, empty folder under ``base``; remove it with ``remove(_:)``.
    public static func folder(_ prefix: String) throws -> String {
        let path = path(prefix)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    public static func remove(_ path: String) { try? FileManager.default.removeItem(atPath: path) }
}

/// Short messages for the checks that a committed generated file is current: the first line that differs,
/// never both whole files.
public enum Staleness {
    /// Where `committed` first differs from `rendered` (`line N: committed "…", now "…"`), or nil when they
    /// are equal.
    public static func firstDifference(_ committed: String, _ rendered: String) -> String? {
        guard committed != rendered else { return nil }
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(old, new).prefix { $0 == $1 }.count
        func shown(_ lines: [Substring]) -> String {
            line < lines.count ? String(reflecting: String(lines[line].prefix(160))) : "(the end of the file)"
        }
        return "line \(line + 1): committed \(shown(old)), now \(shown(new)) (\(old.count) lines committed, \(new.count) now)"
    }
}

/// Table rows by column name, for fixtures and parsed exports: a cell a row does not have is empty, so a
/// new column never traps a test (and a repeated column name keeps its first cell).
public enum Cells {
    public static func named(_ header: [String], _ cells: [String]) -> [String: String] {
        var named: [String: String] = [:]
        for (index, column) in header.enumerated() where named[column] == nil {
            named[column] = index < cells.count ? cells[index] : ""
        }
        return named
    }
}

/// A value shared by concurrently running tests (a cache of answers), read and written under a lock.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) { self.value = value }

    /// Runs `body` on the value while no other thread can.
    public func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// Searches of large texts by their UTF-8 bytes (the site is 21 MB of pages, which the checks read whole):
/// `memchr` and `memcmp` find in microseconds what Foundation's `contains`, going through UTF-16, takes milliseconds for.
/// The same answers for the ASCII needles the checks look for.
extension String {
    /// Whether the text holds `needle`'s bytes (an empty needle is found everywhere).
    public func containsBytes(_ needle: String) -> Bool { !byteOffsets(of: needle, limit: 1).isEmpty }

    /// Where `needle`'s bytes start in the text, as UTF-8 offsets, in order and not overlapping; at most `limit`.
    public func byteOffsets(of needle: String, limit: Int = .max) -> [Int] {
        var text = self
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { pattern in
                guard pattern.count > 0 else { return [0] }
                var found: [Int] = []
                var start = 0
                let base = haystack.baseAddress!
                while found.count < limit, start + pattern.count <= haystack.count,
                    let first = memchr(base + start, Int32(pattern[0]), haystack.count - pattern.count + 1 - start)
                {
                    let offset = base.distance(to: first.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + offset, pattern.baseAddress!, pattern.count) == 0 {
                        found.append(offset)
                        start = offset + pattern.count
                    } else {
                        start = offset + 1
                    }
                }
                return found
            }
        }
    }

    /// The text split at every `separator` (bytes), as `components(separatedBy:)` splits it.
    public func bytePieces(separatedBy separator: String) -> [Substring] {
        guard !separator.isEmpty else { return [self[...]] }
        var pieces: [Substring] = []
        var start = utf8.startIndex
        for offset in byteOffsets(of: separator) {
            let end = utf8.index(utf8.startIndex, offsetBy: offset)
            pieces.append(self[start..<end])
            start = utf8.index(end, offsetBy: separator.utf8.count)
        }
        pieces.append(self[start...])
        return pieces
    }
}
