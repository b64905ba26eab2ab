import DevInfoFormats
import DevInfoKit
import DevInfoVocabulary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `devinfo --bulk [FORMAT] [--os N]`: identifiers on stdin, one per line;
/// one output line per input line, in order, streamed. Never stops on a bad line; exits 0 unless reading
/// or writing fails. The library classifies each line (``LineLookup``) and renders it (``Presenter``), so
/// every format agrees on it. Output is written in whole rows only; SIGTERM or SIGINT stops it between
/// rows, after the rows answered so far are written (exit 143 or 130; ``Interruption``).
enum BulkCommand {
    /// The longest input echoed, in bytes (the rest is marked `…`).
    static let echoLimit = 256

    static func run(_ presenter: Presenter, stdout: inout Output, stderr: inout Output) -> ExitCode {
        let reader = LineReader(descriptor: 0, wakeDescriptor: Interruption.install())
        // A signal also ends a write that waits on a reader that stopped reading (after the row it is in).
        stdout.stopsOnSignal = true
        if let header = presenter.bulkHeader { stdout.write(header) }
        let isTable: Bool
        switch presenter.format {
        case .table, .text: isTable = true
        case .json, .jsonLines: isTable = false
        }
        // Each known device's output line, rendered the first time it is seen (a known line's input column
        // is its identifier, so the whole line is kept). Unknown lines in CSV and TSV differ only in their
        // input cell, so their tails are kept by status and family.
        var rows = RenderedRows(count: Device.all.count)
        defer { rows.deallocate() }
        // Lines answered as known devices, by their exact bytes (a log repeats them).
        let known = KnownLines()
        defer { known.deallocate() }
        // Indexed by status (unknown 0, malformed 1) and family (its place in DeviceFamily.all, or the last
        // slot for none): no hashing or key building per line.
        let families = DeviceFamily.all
        var tails = [String?](repeating: nil, count: 2 * (families.count + 1))
        var lines = 0
        var unknown = 0
        var malformed = 0
        let end = reader.forEachLine { raw, cut in
            lines += 1
            if !cut, let index = known.row(raw), let row = rows.row(index) {
                stdout.reserve(row.count)
                stdout.write(row)
                return !stdout.failed && !stdout.stoppedBySignal
            }
            switch LineLookup(line: raw, isCut: cut) {
            case .known(let device):
                let index = device.tableIndex
                let row =
                    rows.row(index)
                    ?? rows.store(index, presenter.bulkLine(.known(device), input: device.identifier.rawValue, status: "known"))
                if !cut { known.remember(raw, row: index) }
                stdout.reserve(row.count)
                stdout.write(row)
            case .unknown(let unknownDevice):
                let isMalformed = unknownDevice.reason == .malformed
                if isMalformed { malformed += 1 } else { unknown += 1 }
                let status = isMalformed ? "malformed" : "unknown"
                let input = sanitized(bytes: UnsafeBufferPointer(rebasing: raw[LineLookup.trimmedRange(raw)]))
                if isTable {
                    let family = unknownDevice.family.flatMap { families.firstIndex(of: $0) } ?? families.count
                    let key = (isMalformed ? families.count + 1 : 0) + family
                    let tail = tails[key] ?? presenter.bulkTail(.unknown(unknownDevice), status: status)
                    tails[key] = tail
                    let cell = presenter.bulkInputCell(input)
                    stdout.reserve(cell.utf8.count + tail.utf8.count)
                    stdout.write(cell)
                    stdout.write(tail)
                } else {
                    let line = presenter.bulkLine(.unknown(unknownDevice), input: input, status: status)
                    stdout.reserve(line.utf8.count)
                    stdout.write(line)
                }
            }
            return !stdout.failed && !stdout.stoppedBySignal
        } blockDone: {
            // Everything read so far is answered before waiting for more input.
            stdout.flush()
            return !stdout.failed && !stdout.stoppedBySignal
        }
        // A signal that came as the input ended (its byte not yet seen) still ends the run as a signal does.
        if end == .interrupted || Interruption.received != 0 {
            stdout.flush()
            let written = stdout.lastRowCut ? "the reader did not take the last line's end" : "every line written is whole"
            stderr.line("devinfo: bulk: stopped by \(Interruption.name) after \(lines) lines; \(written)")
            return stdout.failed ? .ioError : Interruption.exitCode
        }
        if end == .readFailed {
            // A closed stdin reads as /dev/null opened for writing (StandardDescriptors): EBADF.
            let reason = errno == EBADF ? "it is closed" : String(cString: strerror(errno))
            stdout.flush()
            stderr.line("devinfo: cannot read standard input: \(reason)")
            return .ioError
        }
        stdout.flush()
        if stdout.failed { return .ioError }  // main.swift says why
        if unknown + malformed > 0 {
            stderr.line("devinfo: bulk: \(lines) lines, \(lines - unknown - malformed) known, \(unknown) unknown, \(malformed) malformed")
        }
        return .success
    }

    /// The echoed input: printable (control and non-ASCII bytes as `\xNN`), at most ``echoLimit`` bytes.
    static func sanitized(bytes: UnsafeBufferPointer<UInt8>) -> String {
        UnsafeText.escaped(bytes: bytes, limit: echoLimit)
    }
}
