#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A byte buffer written to a file descriptor in large blocks. No Foundation: start-up stays at the floor.
struct Output {
    let descriptor: Int32
    private(set) var buffer: [UInt8] = []
    /// Set once a write fails; further output is dropped and the caller exits with ``ExitCode/ioError``.
    private(set) var failed = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    static func stdout() -> Output { Output(descriptor: 1) }
    static func stderr() -> Output { Output(descriptor: 2) }

    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer.append(contentsOf: $0) }
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func write<Bytes: Collection>(bytes: Bytes) where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func line(_ text: String = "") {
        write(text)
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Writes everything buffered, retrying on partial writes and interruptions.
    mutating func flush() {
        guard !failed else { buffer.removeAll(keepingCapacity: true); return }
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc_write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

@inline(__always)
private func Glibc_write(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
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
}
