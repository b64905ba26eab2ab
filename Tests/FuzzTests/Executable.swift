import Foundation

/// Runs one of the package's built executables with arguments and stdin, output captured in files (no
/// pipe can fill up), killed after `timeout` seconds.
struct Executable {
    struct Result {
        var status: Int32
        /// False when the process died of a signal (a trap, a crash) or was killed for taking too long.
        var exited: Bool
        var timedOut: Bool
        var stdout: Data
        var stderr: Data
        var out: String { String(decoding: stdout, as: UTF8.self) }
        var err: String { String(decoding: stderr, as: UTF8.self) }
    }

    let url: URL

    init(_ name: String) {
        #if os(macOS)
        let folder = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent() ?? Bundle.main.bundleURL
        #else
        let folder = Bundle.main.bundleURL
        #endif
        url = folder.appendingPathComponent(name)
    }

    func run(_ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:], timeout: Double = 20) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let input = scratch.appendingPathComponent("in"), output = scratch.appendingPathComponent("out"), errors = scratch.appendingPathComponent("err")
        try stdin.write(to: input)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "SIMULATOR_MODEL_IDENTIFIER")
        env.merge(environment) { $1 }
        process.environment = env
        process.standardInput = try FileHandle(forReadingFrom: input)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        var timedOut = false
        if done.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            done.wait()
        }
        return Result(status: process.terminationStatus, exited: process.terminationReason == .exit && !timedOut, timedOut: timedOut,
                      stdout: try Data(contentsOf: output), stderr: try Data(contentsOf: errors))
    }
}
