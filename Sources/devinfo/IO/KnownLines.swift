/// The bulk loop's memory of lines it has answered as known devices: a line of 4 to 24 bytes seen before,
/// byte for byte, is answered with the same device's row without classifying it again. Logs repeat a few
/// hundred identifiers millions of times, and recognising the exact bytes of a line seen before (two or three
/// word loads, a multiply, three compares) costs less than reading it with the identifier grammar. Only
/// what the grammar answered is remembered, so the answer is always the grammar's; a line whose slot holds
/// other lines is looked up as usual (and takes a slot).
///
/// 2 048 slots of the line's words, its length and the row, allocated once; a line may sit in one of two
/// slots (two bit ranges of one hash), so the few hundred identifiers of a log rarely push one another out.
struct KnownLines {
    private static let slotCount = 1 << 11
    private let slots: UnsafeMutablePointer<Slot>

    private struct Slot {
        var a: UInt64 = 0, b: UInt64 = 0, c: UInt64 = 0
        /// The line's length; 0 for an empty slot (no line of length 0 is remembered).
        var length: Int = 0
        var row: Int = 0
    }

    init() {
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: Slot(), count: Self.slotCount)
    }

    /// The line's words: for 8 to 24 bytes, the first eight, the last eight and (above 16) the second eight,
    /// which together cover every byte; for 4 to 7 bytes, the first four and the last four. `nil` for a
    /// shorter or longer line, which is not remembered.
    @inline(__always)
    private static func words(_ line: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64, UInt64)? {
        let n = line.count
        guard n >= 4, n <= 24, let base = line.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        if n < 8 {
            let low = UInt64(raw.loadUnaligned(as: UInt32.self))
            let high = UInt64(raw.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self))
            return (low | high << 32, 0, 0)
        }
        return (
            raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self),
            n > 16 ? raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) : 0
        )
    }

    /// The line's two candidate slots.
    @inline(__always)
    private static func slots(_ words: (UInt64, UInt64, UInt64), _ length: Int) -> (Int, Int) {
        let mixed =
            (words.0 &* 0x9E37_79B9_7F4A_7C15 ^ words.1 &* 0xC2B2_AE3D_27D4_EB4F ^ words.2 &* 0x1656_67B1_9E37_79F9
                ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15
        return (Int(truncatingIfNeeded: mixed >> 53), Int(truncatingIfNeeded: (mixed >> 42) & 0x7FF))
    }

    @inline(__always)
    private func holds(_ index: Int, _ words: (UInt64, UInt64, UInt64), _ length: Int) -> Bool {
        let slot = slots[index]
        return slot.length == length && slot.a == words.0 && slot.b == words.1 && slot.c == words.2
    }

    /// The row of the known device this exact line was answered with before, or `nil`.
    @inline(__always)
    func row(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let words = Self.words(line) else { return nil }
        let (first, second) = Self.slots(words, line.count)
        if holds(first, words, line.count) { return slots[first].row }
        if holds(second, words, line.count) { return slots[second].row }
        return nil
    }

    /// Remembers that this exact line is the known device of `row`: in its first slot when that is free,
    /// else its second when that is, else in place of the first slot's line.
    @inline(__always)
    func remember(_ line: UnsafeBufferPointer<UInt8>, row: Int) {
        guard let words = Self.words(line) else { return }
        let (first, second) = Self.slots(words, line.count)
        let index = slots[first].length == 0 || slots[second].length != 0 ? first : second
        slots[index] = Slot(a: words.0, b: words.1, c: words.2, length: line.count, row: row)
    }

    /// Frees the slots.
    func deallocate() { slots.deallocate() }
}
