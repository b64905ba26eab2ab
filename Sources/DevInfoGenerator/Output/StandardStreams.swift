#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output and error, written with write(2): a failed write is an answer, never a trap (FileHandle's
/// `write(_:)` traps, which killed the process with SIGILL on a full disk or a closed stdout).
public enum StandardStreams {
    /// Whether stdout was closed when the command started (then every write to it fails, with EBADF).
    nonisolated(unsafe) static var outputWasClosed = false

    /// Run first: a closed pipe becomes a write error (EPIPE), not a fatal SIGPIPE; and a closed standard
    /// descriptor is held by /dev/null, so that no file this command opens (a site page, a table) takes its
    /// number and receives its messages.
    public static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            if descriptor == 1 { outputWasClosed = true }
            _ = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)  // the lowest free number: this one
        }
    }

    /// Writes all of `text` to `descriptor`; the errno of a failed write, or nil.
    public static func write(_ text: String, to descriptor: Int32) -> Int32? {
        if descriptor == 1 && outputWasClosed { return EBADF }
        return writeWhole(Array(text.utf8), to: descriptor)
    }

    /// Writes `text` to stdout, or exits 74 saying why (as `devinfo` does; a reader that went away, EPIPE,
    /// needs no message).
    public static func output(_ text: String, command: String) {
        guard let failure = write(text, to: 1) else { return }
        if failure != EPIPE { error("\(command): cannot write standard output: \(String(cString: strerror(failure)))\n") }
        exit(74)
    }

    /// Writes `text` to stderr; nothing more can be done when that fails.
    public static func error(_ text: String) { _ = write(text, to: 2) }
}
