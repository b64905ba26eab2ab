import DevInfoVocabulary

/// What one line of bulk input is: the library decides, so every output format (TSV, JSON Lines, CSV)
/// classifies a line the same way.
package enum LineLookup {
    /// The trimmed line is a known identifier.
    case known(Device)
    /// It is not; the unknown identifier (its reason says why: `malformed` for a cut line).
    case unknown(UnknownDevice)

    /// Classifies `line` (without its newline): spaces, tabs and `\r` around the identifier are ignored;
    /// a line that was cut because it was too long is ``UnknownReason/malformed`` whatever it starts with.
    @inline(__always)
    package init(line: UnsafeBufferPointer<UInt8>, isCut: Bool) {
        let range = LineLookup.trimmedRange(line)
        let trimmed = UnsafeBufferPointer(start: line.baseAddress.map { $0 + range.lowerBound }, count: range.count)
        if !isCut, let device = Device(identifierBytes: trimmed) {
            self = .known(device)
            return
        }
        let identifier = DeviceIdentifier(String(decoding: trimmed, as: UTF8.self))
        self = .unknown(isCut ? UnknownDevice(identifier: identifier, reason: .malformed) : UnknownDevice(identifier: identifier))
    }

    /// The trimmed bytes' range in `line`, for echoing the input.
    @inline(__always)
    package static func trimmedRange(_ line: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        guard let p = line.baseAddress, line.count > 0 else { return 0..<0 }
        var start = 0
        var end = line.count
        // Identifiers start with a letter and end with a digit: most lines need no trimming at all.
        if p[0] > 0x20 && p[end - 1] > 0x20 { return 0..<end }
        while start < end, IdentifierGrammar.isPadding(p[start]) { start += 1 }
        while end > start, IdentifierGrammar.isPadding(p[end - 1]) { end -= 1 }
        return start..<end
    }
}
