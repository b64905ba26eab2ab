#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor in 64 KiB blocks and hands out lines, holding at most one block plus one
/// partial line: memory stays flat however long the input. A line longer than `maxLineLength` is cut
/// there (the rest up to its newline is skipped) and reported as cut.
struct LineReader {
    let descriptor: Int32
    let maxLineLength: Int
    private var block = [UInt8](repeating: 0, count: 1 << 16)
    private var partial: [UInt8] = []
    private var partialIsCut = false

    init(descriptor: Int32, maxLineLength: Int = 1024) {
        self.descriptor = descriptor
        self.maxLineLength = maxLineLength
        partial.reserveCapacity(maxLineLength)
    }

    /// Calls `body` with each line (without its `\n`) and whether it was cut. Returns `false` when a read
    /// failed (errno says why), `true` at the end of input.
    mutating func forEachLine(_ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void) -> Bool {
        while true {
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            if count == 0 {
                if !partial.isEmpty || partialIsCut {
                    partial.withUnsafeBufferPointer { body($0, partialIsCut) }
                    partial.removeAll(keepingCapacity: true)
                    partialIsCut = false
                }
                return true
            }
            block.withUnsafeBufferPointer { buffer in
                let base = buffer.baseAddress!
                var start = 0
                // memchr finds each newline with vector instructions: most of a bulk run is this scan.
                while start < count, let found = memchr(base + start, Int32(UInt8(ascii: "\n")), count - start) {
                    let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if partial.isEmpty && !partialIsCut {
                        body(UnsafeBufferPointer(start: base + start, count: end - start), false)
                    } else {
                        append(buffer[start..<end])
                        partial.withUnsafeBufferPointer { body($0, partialIsCut) }
                        partial.removeAll(keepingCapacity: true)
                        partialIsCut = false
                    }
                    start = end + 1
                }
                if start < count { append(buffer[start..<count]) }
            }
        }
    }

    private mutating func append(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
        let room = maxLineLength - partial.count
        if bytes.count > room {
            partial.append(contentsOf: bytes.prefix(max(room, 0)))
            partialIsCut = true
        } else {
            partial.append(contentsOf: bytes)
        }
    }
}
