#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file descriptor in 64 KiB blocks and hands out lines, holding at most one block plus one
/// partial line: memory stays flat however long the input. A line longer than `maxLineLength` is cut
/// there (the rest up to its newline is skipped) and reported as cut. Given a wake descriptor (the read
/// end of ``Interruption``'s pipe), it waits on both and stops when that one becomes readable.
final class LineReader {
    let descriptor: Int32
    let wakeDescriptor: Int32
    let maxLineLength: Int
    /// The read buffer: its own allocation, so scanning it never overlaps an access to `partial`.
    private let block: UnsafeMutableBufferPointer<UInt8>
    private var partial: [UInt8] = []
    private var partialIsCut = false

    init(descriptor: Int32, wakeDescriptor: Int32 = -1, maxLineLength: Int = 1024) {
        self.descriptor = descriptor
        self.wakeDescriptor = wakeDescriptor
        self.maxLineLength = maxLineLength
        block = .allocate(capacity: 1 << 16)
        partial.reserveCapacity(maxLineLength)
    }

    deinit { block.deallocate() }

    /// Why reading stopped (`interrupted`: the wake descriptor became readable; the lines read so far were
    /// all handed out, a partial last line is dropped).
    enum End { case endOfInput, stopped, readFailed, interrupted }

    /// Calls `body` with each line (without its `\n`) and whether it was cut to `maxLineLength`; `body`
    /// returns `false` to stop. After each block read, `blockDone` runs (e.g. to flush output, so a slow
    /// producer's lines come out as they arrive). A read failure leaves errno set.
    func forEachLine(_ body: (UnsafeBufferPointer<UInt8>, Bool) -> Bool, blockDone: () -> Bool) -> End {
        while true {
            if wakeDescriptor >= 0 {
                // Wait for input or a signal, whichever comes first; a signal that came while lines were
                // being answered has left its byte in the pipe, so none is missed.
                var waiting = [
                    pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)
                ]
                if poll(&waiting, 2, -1) < 0 && errno == EINTR { continue }
                if waiting[1].revents != 0 { return .interrupted }
            }
            let count = read(descriptor, block.baseAddress!, block.count)
            if count < 0 {
                if errno == EINTR { continue }
                return .readFailed
            }
            if count == 0 {
                if !partial.isEmpty || partialIsCut {
                    let more = partial.withUnsafeBufferPointer { body($0, partialIsCut) }
                    partial.removeAll(keepingCapacity: true)
                    partialIsCut = false
                    if !more { return .stopped }
                }
                return blockDone() ? .endOfInput : .stopped
            }
            let buffer = UnsafeBufferPointer(block)
            let base = buffer.baseAddress!
            let keepGoing = { () -> Bool in
                var start = 0
                // memchr finds each newline with vector instructions: most of a bulk run is this scan.
                while start < count, let found = memchr(base + start, Int32(UInt8(ascii: "\n")), count - start) {
                    let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    let more: Bool
                    if partial.isEmpty && !partialIsCut {
                        let length = end - start
                        let cut = length > maxLineLength
                        more = body(UnsafeBufferPointer(start: base + start, count: cut ? maxLineLength : length), cut)
                    } else {
                        append(buffer[start..<end])
                        more = partial.withUnsafeBufferPointer { body($0, partialIsCut) }
                        partial.removeAll(keepingCapacity: true)
                        partialIsCut = false
                    }
                    if !more { return false }
                    start = end + 1
                }
                if start < count { append(buffer[start..<count]) }
                return true
            }()
            if !keepGoing || !blockDone() { return .stopped }
        }
    }

    private func append(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
        let room = maxLineLength - partial.count
        if bytes.count > room {
            partial.append(contentsOf: bytes.prefix(max(room, 0)))
            partialIsCut = true
        } else {
            partial.append(contentsOf: bytes)
        }
    }
}
