/// Each known device's bulk output line, rendered the first time the device is seen and kept in one flat
/// malloc'ed buffer: answering a line is then one copy, with no reference counting and no array
/// bounds or uniqueness checks in the per-line loop.
struct RenderedRows {
    private var bytes: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var used = 0
    /// Where device i's row starts in `bytes` (-1: not rendered yet), and its length.
    private let start: UnsafeMutablePointer<Int>
    private let length: UnsafeMutablePointer<Int>
    private let count: Int

    init(count: Int) {
        self.count = count
        capacity = 1 << 16
        bytes = .allocate(capacity: capacity)
        start = .allocate(capacity: max(count, 1))
        start.initialize(repeating: -1, count: max(count, 1))
        length = .allocate(capacity: max(count, 1))
        length.initialize(repeating: 0, count: max(count, 1))
    }

    /// Device `index`'s row, or `nil` when it is not rendered yet.
    @inline(__always)
    func row(_ index: Int) -> UnsafeBufferPointer<UInt8>? {
        let offset = start[index]
        return offset < 0 ? nil : UnsafeBufferPointer(start: bytes + offset, count: length[index])
    }

    /// Keeps `text` as device `index`'s row and returns it.
    mutating func store(_ index: Int, _ text: String) -> UnsafeBufferPointer<UInt8> {
        var text = text
        text.withUTF8 { utf8 in
            if used + utf8.count > capacity {
                let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity * 2, used + utf8.count))
                grown.update(from: bytes, count: used)
                bytes.deallocate()
                bytes = grown
                capacity = max(capacity * 2, used + utf8.count)
            }
            if let base = utf8.baseAddress { (bytes + used).update(from: base, count: utf8.count) }
            start[index] = used
            length[index] = utf8.count
            used += utf8.count
        }
        return row(index)!
    }

    /// Frees the storage.
    func deallocate() {
        bytes.deallocate()
        start.deallocate()
        length.deallocate()
    }
}
