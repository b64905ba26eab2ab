import Foundation
import TestSupport
import Testing

/// `devinfo --bulk` stopped by SIGTERM or SIGINT: it ends on a row boundary (every line written is a
/// whole row), says so on stderr, and exits 143 or 130, whether it was waiting on a slow producer or
/// busy answering a fast one.
@Suite struct InterruptionTests {
    init() {
        // The producer writes on after devinfo stopped: EPIPE, not a fatal SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
    }

    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes = Data()
        private var lineEnds = 0
        var stop = false
        var waitStatus: Int32 = 0
        func append(_ data: Data) {
            let ends = data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }  // counted once, as it arrives
            lock.lock()
            bytes.append(data)
            lineEnds += ends
            lock.unlock()
        }
        var data: Data {
            lock.lock()
            defer { lock.unlock() }
            return bytes
        }
        var newlines: Int {
            lock.lock()
            defer { lock.unlock() }
            return lineEnds
        }
    }

    struct Run {
        /// The exit code, or minus the signal that killed it.
        var status: Int32
        var exited: Bool
        var stdout: Data
        var stderr: String
    }

    /// Starts `devinfo` as a shell would: no signal blocked, SIGTERM and SIGINT at their default action.
    /// (Foundation's Process passes on the mask of the thread that starts it, and a test runner's worker
    /// threads block signals, so a child started that way would never see the signal.)
    static func spawn(_ arguments: [String], stdin: Int32, stdout: Int32, stderr: Int32) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // A descriptor of -1: the child's is closed (`<&-`).
        for (from, to) in [(stdin, Int32(0)), (stdout, 1), (stderr, 2)] {
            if from < 0 { posix_spawn_file_actions_addclose(&actions, to) } else { posix_spawn_file_actions_adddup2(&actions, from, to) }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGTERM)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([CLI.binary.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, CLI.binary.path, &actions, &attributes, argv, environ)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        return pid
    }

    // The waiting, reading and feeding below run on threads of their own: on Linux, Dispatch's global queue
    // has one thread a core, and blocked there they could wait for each other for seconds.

    /// Starts `devinfo --bulk arguments…`, feeds it `chunks` over and over (each write one chunk, a line
    /// often split between two, `pause` seconds apart) until it exits, and sends `signal` once `after`
    /// output lines have arrived.
    static func interrupt(_ arguments: [String] = [], signal: Int32, after lines: Int, chunks: [String], pause: Double) throws -> Run {
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        // Close-on-exec, so that no other process a test starts meanwhile holds an end of these pipes (and
        // keeps the reader below from seeing the end of devinfo's output); the child's dup2 clears it on 0–2.
        for pipe in [input, output, errors] {
            for handle in [pipe.fileHandleForReading, pipe.fileHandleForWriting] { _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC) }
        }
        let pid = try spawn(
            ["--bulk"] + arguments, stdin: input.fileHandleForReading.fileDescriptor,
            stdout: output.fileHandleForWriting.fileDescriptor, stderr: errors.fileHandleForWriting.fileDescriptor)
        // The child's ends belong to the child now.
        try input.fileHandleForReading.close()
        try output.fileHandleForWriting.close()
        try errors.fileHandleForWriting.close()
        let status = Collected()
        let exited = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var result: Int32 = 0
            while waitpid(pid, &result, 0) < 0 && errno == EINTR {}
            status.waitStatus = result
            exited.signal()
        }
        let out = Collected()
        let err = Collected()
        let group = DispatchGroup()
        for (pipe, sink) in [(output, out), (errors, err)] {
            group.enter()
            Thread.detachNewThread {
                while case let data = pipe.fileHandleForReading.availableData, !data.isEmpty { sink.append(data) }
                group.leave()
            }
        }
        let producer = Collected()
        group.enter()
        Thread.detachNewThread {
            let writer = input.fileHandleForWriting
            var index = 0
            while !producer.stop {
                if (try? writer.write(contentsOf: Data(chunks[index % chunks.count].utf8))) == nil { break }
                index += 1
                if pause > 0 { Thread.sleep(forTimeInterval: pause) }
            }
            try? writer.close()
            group.leave()
        }
        let deadline = Date().addingTimeInterval(20)
        while out.newlines < lines && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        kill(pid, signal)
        let finished = exited.wait(timeout: .now() + 20) == .success
        producer.stop = true
        if !finished {
            kill(pid, SIGKILL)
            exited.wait()
        }  // (a failure: the expectations below say so)
        group.wait()
        // waitpid's status: the exit code in bits 8–15 when bits 0–6 (the signal) are 0.
        let waitStatus = status.waitStatus
        let signalled = waitStatus & 0x7F != 0
        return Run(
            status: signalled ? -(waitStatus & 0x7F) : (waitStatus >> 8) & 0xFF, exited: !signalled, stdout: out.data,
            stderr: String(decoding: err.data, as: UTF8.self))
    }

    /// The bulk columns, as `--bulk --csv` names them in its header.
    static let columnCount = (try? parseCSV(CLI.run(["--bulk", "--csv"]).stdout).first?.count) ?? 0

    /// Every line of `text` is a whole TSV row of the bulk columns, with a status.
    static func wholeRows(_ output: Data) -> (count: Int, broken: [String]) {
        let text = String(decoding: output, as: UTF8.self)
        guard text.isEmpty || text.hasSuffix("\n") else { return (0, ["the output ends inside a row: " + String(text.suffix(80))]) }
        let rows = Columns.tsvRows(text)
        let broken = rows.filter { $0.count != columnCount || !["known", "unknown", "malformed"].contains($0[1]) }
        return (rows.count, broken.prefix(3).map { $0.joined(separator: "\t") })
    }

    /// Lines split across writes, as a slow producer's pipe delivers them.
    static let slowChunks = ["iPhone11,8\nMac14", ",3\niPhone99,1\nnot an id\n", "iPad13,", "18\n\u{1B}[2J\nWatch7,9\n"]

    @Test(arguments: [(SIGTERM, Int32(143), "SIGTERM"), (SIGINT, Int32(130), "SIGINT")])
    func aSignalWhileWaitingOnASlowProducerEndsOnARowBoundary(signal: Int32, status: Int32, name: String) throws {
        let run = try Self.interrupt(signal: signal, after: 12, chunks: Self.slowChunks, pause: 0.02)
        #expect(run.exited, "killed by the signal instead of stopping")
        #expect(run.status == status)
        let (count, broken) = Self.wholeRows(run.stdout)
        #expect(count >= 12 && broken.isEmpty, "\(broken)")
        #expect(run.stderr.hasPrefix("devinfo: bulk: stopped by \(name) after "))
        #expect(run.stderr.hasSuffix(" lines; every line written is whole\n"))
    }

    @Test func sigtermWhileAnsweringAFastProducerEndsOnARowBoundaryEveryTime() throws {
        // Long lines in big writes: the 64 KiB output buffer fills mid-stream many times over. Each run is
        // stopped at a different point: two by default, six under .ci/run (FUZZ_SCALE, TestSupport's Budget).
        let block =
            (0..<4_000).map { ["iPhone11,8", "=HYPERLINK(\"x\")", "Mac14,3", "iPhone99,1", String(repeating: "z", count: 300)][$0 % 5] }
            .joined(separator: "\n") + "\n"
        for round in 0..<max(2, Budget.rounds(ci: 6)) {
            let run = try Self.interrupt(signal: SIGTERM, after: 2_000 + round * 7_919, chunks: [block], pause: 0)
            #expect(run.exited && run.status == 143, "round \(round): \(run.status)")
            let (count, broken) = Self.wholeRows(run.stdout)
            #expect(count >= 2_000 && broken.isEmpty, "round \(round): \(broken)")
        }
    }

    @Test func jsonLinesAreWholeObjectsToo() throws {
        let run = try Self.interrupt(["--json"], signal: SIGTERM, after: 8, chunks: Self.slowChunks, pause: 0.02)
        #expect(run.exited && run.status == 143)
        let text = String(decoding: run.stdout, as: UTF8.self)
        #expect(text.hasSuffix("\n"))
        for line in text.split(separator: "\n") {
            #expect((try? CLI.json(String(line))) is [String: Any], "not a whole JSON object: \(line.prefix(80))")
        }
    }

    /// Starts `devinfo --bulk` on pipes of its own (stdin `nil`: closed), returning its pid and the test's ends.
    static func start(closedStdin: Bool = false) throws -> (pid: pid_t, input: Int32, output: Int32, errors: Int32) {
        var ends: [[Int32]] = []
        for _ in 0..<3 {
            var pair: [Int32] = [-1, -1]
            guard pipe(&pair) == 0 else { throw POSIXError(.EMFILE) }
            for end in pair { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            ends.append(pair)
        }
        let pid = try spawn(["--bulk"], stdin: closedStdin ? -1 : ends[0][0], stdout: ends[1][1], stderr: ends[2][1])
        close(ends[0][0])
        close(ends[1][1])
        close(ends[2][1])
        return (pid, ends[0][1], ends[1][0], ends[2][0])
    }

    /// Waits at most `seconds` for `pid`: its exit code (minus the signal that killed it), and how long it took;
    /// `nil` (after killing it) when it did not end in time.
    static func wait(_ pid: pid_t, seconds: Double) -> (status: Int32, elapsed: Double)? {
        let start = Date()
        var result: Int32 = 0
        while Date().timeIntervalSince(start) < seconds {
            if waitpid(pid, &result, WNOHANG) == pid {
                let signalled = result & 0x7F != 0
                return (signalled ? -(result & 0x7F) : (result >> 8) & 0xFF, Date().timeIntervalSince(start))
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &result, 0)
        return nil
    }

    /// Reads `descriptor` until `newlines` newlines have come (or `seconds` passed, or it ended): what was read.
    static func collect(_ descriptor: Int32, untilNewlines newlines: Int, seconds: Double) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 12)
        let deadline = Date().addingTimeInterval(seconds)
        while data.reduce(0, { $0 + ($1 == 0x0A ? 1 : 0) }) < newlines && Date() < deadline {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 10) > 0 else { continue }
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }

    /// Returns once the pipe `descriptor` reads from is full, so that its writer waits in write(2) (nobody reads it
    /// meanwhile), or after `seconds`. Linux says how much a pipe holds (F_GETPIPE_SZ) and keeps it in pages, so a
    /// pipe is full within a page of that (a write that does not fit the last page waits for a free one);
    /// elsewhere, full is the bytes waiting in it unchanged for 100 ms.
    static func waitForAFullPipe(_ descriptor: Int32, seconds: Double) {
        #if os(Linux)
            let capacity = fcntl(descriptor, 1032)  // F_GETPIPE_SZ, which Glibc's module leaves out
        #else
            let capacity: Int32 = -1
        #endif
        let deadline = Date().addingTimeInterval(seconds)
        var last: Int32 = -1
        var unchanged = 0
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
            var waiting: Int32 = 0
            guard ioctl(descriptor, UInt(FIONREAD), &waiting) == 0 else { return }
            if capacity > 0 ? waiting > capacity - 4096 : unchanged >= 10 { return }
            unchanged = waiting > 0 && waiting == last ? unchanged + 1 : 0
            last = waiting
        }
    }

    static func readAll(_ descriptor: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while case let count = read(descriptor, &buffer, buffer.count), count > 0 { data.append(contentsOf: buffer[0..<count]) }
        close(descriptor)
        return data
    }

    @Test func aClosedStandardInputExits74AtOnce() throws {
        let run = try Self.start(closedStdin: true)
        close(run.input)
        let ended = Self.wait(run.pid, seconds: 5)
        #expect(ended?.status == 74, "waited for a closed stdin: \(String(describing: ended))")
        #expect((ended?.elapsed ?? 99) < 2)
        #expect(String(decoding: Self.readAll(run.errors), as: UTF8.self) == "devinfo: cannot read standard input: it is closed\n")
        _ = Self.readAll(run.output)
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func oneSignalEndsItWithinASecondWhileItsReaderWaitsForInput(signal: Int32, status: Int32) throws {
        let run = try Self.start()
        let lines = Data("iPhone11,8\nMac14,3\n".utf8)
        _ = lines.withUnsafeBytes { write(run.input, $0.baseAddress, $0.count) }
        // Both lines answered: it has flushed them and waits for more input.
        let answered = Self.collect(run.output, untilNewlines: 2, seconds: 5)
        kill(run.pid, signal)
        let ended = Self.wait(run.pid, seconds: 5)
        close(run.input)
        #expect(ended?.status == status, "\(String(describing: ended))")
        #expect((ended?.elapsed ?? 99) < 1)
        let (count, broken) = Self.wholeRows(answered + Self.readAll(run.output))
        #expect(count == 2 && broken.isEmpty, "\(count) \(broken)")
        _ = Self.readAll(run.errors)
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func oneSignalEndsItWithinASecondWhileItsOutputWaitsOnAReaderThatStoppedReading(signal: Int32, status: Int32) throws {
        // Far more output than a pipe holds, and nobody reading it: devinfo ends up waiting in write(2). The signal
        // comes as the pipe fills (often while devinfo answers the rows of its next write, which it must then not
        // start) or once it surely waits in write(2), in turn: two rounds by default, ten under .ci/run.
        for round in 0..<max(2, Budget.rounds(ci: 10)) {
            let run = try Self.start()
            let block = Data(([String](repeating: "iPhone11,8\nnot an id\n=cmd()\n", count: 20_000)).joined().utf8)
            Thread.detachNewThread {
                _ = block.withUnsafeBytes { write(run.input, $0.baseAddress, $0.count) }
            }
            Self.waitForAFullPipe(run.output, seconds: 5)
            if round % 2 == 1 { Thread.sleep(forTimeInterval: 0.1) }
            kill(run.pid, signal)
            let ended = Self.wait(run.pid, seconds: 5)
            close(run.input)
            #expect(ended?.status == status, "round \(round): a second signal was needed, or it died of it: \(String(describing: ended))")
            #expect((ended?.elapsed ?? 99) < 1, "round \(round)")
            let output = Self.readAll(run.output)
            let (count, broken) = Self.wholeRows(output)
            #expect(count > 100 && broken.isEmpty, "round \(round): \(count) \(broken)")
            let errors = String(decoding: Self.readAll(run.errors), as: UTF8.self)
            #expect(errors.hasSuffix(" lines; every line written is whole\n"), "round \(round): \(errors)")
        }
    }

    @Test func theExitCodesAreDocumented() throws {
        let help = try CLI.run(["--help"]).stdout
        #expect(help.contains("130/143 --bulk stopped by SIGINT or\nSIGTERM"))
        let formats = try CLI.run(["--help", "formats"]).stdout
        #expect(formats.contains("SIGTERM or SIGINT ends it after its last whole line"))
    }
}
