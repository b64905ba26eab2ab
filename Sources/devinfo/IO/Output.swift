#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A byte buffer written to a file descriptor in large blocks. No Foundation, and a plain malloc'ed
/// buffer rather than an `[UInt8]`: a one-shot run then instantiates no generic array metadata, which
/// measurably shortens start-up (see README, Performance).
struct Output: TextOutputStream {
    let descriptor: Int32
    private let capacity = 1 << 16
    private let storage: UnsafeMutablePointer<UInt8>
    /// Whether `storage` is a mapping (else malloc'ed), for ``deallocate()``.
    private let isMapped: Bool
    private var count = 0
    /// Set once a write fails; further output is dropped and the caller exits with ``ExitCode/ioError``.
    private(set) var failed = false
    /// The errno of the failed write (EPIPE when the reader went away, as in `devinfo --bulk | head`).
    private(set) var failure: Int32 = 0
    /// With this set (`--bulk`), a SIGTERM or SIGINT (``Interruption``) that comes while a write waits on a
    /// reader that stopped reading ends the writing: the row being written is finished if the reader takes
    /// it within half a second, the rest is dropped, and ``stoppedBySignal`` is set.
    var stopsOnSignal = false
    /// Set once a signal stopped the writing (see ``stopsOnSignal``); further output is dropped.
    private(set) var stoppedBySignal = false
    /// Whether the last row written may be cut: the reader did not take its end in time after a signal.
    private(set) var lastRowCut = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
        // Mapped, not malloc'ed: the kernel provides a page when it is first written (a one-shot run touches
        // one page of stdout's buffer and none of stderr's), where malloc writes a chunk header at each end of
        // the block.
        let mapped = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANON, -1, 0)
        if let mapped, Int(bitPattern: mapped) != -1 {  // MAP_FAILED
            storage = mapped.bindMemory(to: UInt8.self, capacity: capacity)
            isMapped = true
        } else {
            storage = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            isMapped = false
        }
    }

    /// Frees the buffer (what was not flushed is lost). The process never needs to, as it exits; a caller that
    /// runs the command many times in one process (the tests) does.
    func deallocate() {
        if isMapped { munmap(storage, capacity) } else { storage.deallocate() }
    }

    static func stdout() -> Output { Output(descriptor: 1) }
    static func stderr() -> Output { Output(descriptor: 2) }

    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    mutating func write(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    @inline(__always)
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) { append(bytes) }

    /// Makes room for `count` bytes, flushing first when they would not fit: a caller that reserves each
    /// row before writing it has whole rows in every write, so output that stops (a kill, a full disk)
    /// stops at a row's end. A row larger than the buffer is still written, in pieces.
    @inline(__always)
    mutating func reserve(_ count: Int) {
        if self.count + count > capacity { flush() }
    }

    mutating func line(_ text: String = "") {
        write(text)
        append(byte: UInt8(ascii: "\n"))
    }

    @inline(__always)
    private mutating func append(byte: UInt8) {
        if count == capacity { flush() }
        storage[count] = byte
        count += 1
    }

    @inline(__always)
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard var source = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            if count == capacity { flush() }
            let chunk = min(remaining, capacity - count)
            (storage + count).update(from: source, count: chunk)
            count += chunk
            source += chunk
            remaining -= chunk
        }
    }

    /// Writes everything buffered, retrying on partial writes and interruptions (but see ``stopsOnSignal``).
    mutating func flush() {
        defer { count = 0 }
        guard !failed, !stoppedBySignal else { return }
        // A signal that came before this flush, while the rows were being answered, interrupts none of its writes:
        // one to a reader that stopped reading would wait for ever. The rows go out only as the reader takes them.
        if stopsOnSignal && Interruption.received != 0 {
            stoppedBySignal = true
            let end = writeAsTaken(from: 0, to: count)
            lastRowCut = end < count && end > 0 && storage[end - 1] != UInt8(ascii: "\n")
            return
        }
        var offset = 0
        while offset < count {
            let written = systemWrite(descriptor, storage + offset, count - offset)
            if written < 0 && errno != EINTR {
                failed = true
                failure = errno
                return
            }
            if written > 0 { offset += written }
            // A signal interrupted a write that waited (or cut it short): stop at the end of the row.
            if stopsOnSignal && Interruption.received != 0 && offset < count {
                stoppedBySignal = true
                lastRowCut = !finishRow(from: offset)
                return
            }
        }
    }

    /// Writes the rest of the row that `offset` is inside (up to and with its `\n`; nothing when `offset`
    /// is at a row's start), waiting at most half a second for the reader. Whether the row is whole.
    private mutating func finishRow(from offset: Int) -> Bool {
        guard offset > 0, storage[offset - 1] != UInt8(ascii: "\n") else { return true }
        guard let newline = memchr(storage + offset, Int32(UInt8(ascii: "\n")), count - offset) else { return false }
        let end = (storage + offset).distance(to: newline.assumingMemoryBound(to: UInt8.self)) + offset + 1
        return writeAsTaken(from: offset, to: end) == end
    }

    /// After a signal: writes bytes `start..<end` of the buffer as the reader takes them, waiting at most half a
    /// second in all for it, in pieces of 512 bytes (PIPE_BUF at its smallest), which a pipe with room takes whole
    /// without waiting. Where it stopped.
    private func writeAsTaken(from start: Int, to end: Int) -> Int {
        var start = start
        var waited = 0
        while start < end && waited < 500 {
            var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            guard poll(&ready, 1, 50) > 0 else {
                waited += 50
                continue
            }
            let written = systemWrite(descriptor, storage + start, min(end - start, 512))
            if written < 0 && errno != EINTR && errno != EAGAIN { return start }
            if written > 0 { start += written }
        }
        return start
    }
}

@inline(__always)
private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
        return Darwin.write(fd, pointer, count)
    #elseif canImport(Musl)
        return Musl.write(fd, pointer, count)
    #else
        return Glibc.write(fd, pointer, count)
    #endif
}

/// The documented exit codes (see `devinfo --help`).
enum ExitCode: Int32 {
    /// Success; for predicates, "yes".
    case success = 0
    /// A predicate's "no".
    case no = 1
    /// An unknown identifier, or this machine is not an Apple device.
    case unknown = 2
    /// A bad flag or argument (BSD sysexits EX_USAGE).
    case usage = 64
    /// Reading stdin or writing stdout failed (EX_IOERR).
    case ioError = 74
    /// `--bulk` stopped by SIGINT after its last whole row (128 + 2).
    case interrupted = 130
    /// `--bulk` stopped by SIGTERM after its last whole row (128 + 15).
    case terminated = 143
}
