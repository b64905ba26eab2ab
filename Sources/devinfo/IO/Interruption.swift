#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGTERM and SIGINT during `devinfo --bulk`: instead of dying mid-row, the bulk loop stops between rows,
/// writes the whole rows it has and exits 143 or 130 (128 + the signal, as a shell reports a killed
/// command). The handler only records the signal and writes a byte to a pipe (both async-signal-safe);
/// ``LineReader`` waits on that pipe beside its input, so a signal that arrives while it waits for a slow
/// producer, or just before, wakes it at once. A second signal has the default action (`SA_RESETHAND`).
enum Interruption {
    /// The signal received, 0 before any.
    nonisolated(unsafe) static var received: Int32 = 0
    /// The pipe's write end, where the handler writes (-1 until installed).
    nonisolated(unsafe) static var wakeWriter: Int32 = -1

    /// Installs the handlers. Returns the pipe's read end, readable once a signal arrived; -1 when no pipe
    /// could be made (then the signals keep their default action).
    static func install() -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        // Both globals are initialised here, before a handler can touch them.
        received = 0
        wakeWriter = ends[1]
        let handler: @convention(c) (Int32) -> Void = { signal in
            Interruption.received = signal
            var byte: UInt8 = 1
            _ = write(Interruption.wakeWriter, &byte, 1)
        }
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #elseif canImport(Musl)
            action.__sa_handler.sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        // No SA_RESTART: a read or write the signal interrupts returns, and the loop looks at `received`.
        action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in [SIGTERM, SIGINT] {
            // A signal ignored when devinfo started (`nohup`, a background job's SIGINT) stays ignored.
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0, !isIgnored(current) else { continue }
            sigaction(signal, &action, nil)
            sigaddset(&unblock, signal)
        }
        // A mask inherited from the parent (a test runner, a daemon) would hold the signal back for ever.
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        return ends[0]
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Darwin)
            let handler = action.__sigaction_u.__sa_handler
        #elseif canImport(Musl)
            let handler = action.__sa_handler.sa_handler
        #else
            let handler = action.__sigaction_handler.sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// The exit status for the signal received: 143 for SIGTERM, 130 for SIGINT.
    static var exitCode: ExitCode { received == SIGINT ? .interrupted : .terminated }

    /// `SIGTERM` or `SIGINT`, for the message.
    static var name: String { received == SIGINT ? "SIGINT" : "SIGTERM" }
}
