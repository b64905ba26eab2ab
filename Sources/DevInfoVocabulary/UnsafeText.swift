/// Characters that must never reach a terminal, a data file or an export raw, and how devinfo writes
/// text from elsewhere (arguments, stdin, upstream files) safely. The one owner of that list.
package enum UnsafeText {
    /// C0 and C1 controls, DEL, the invisible bidirectional controls and separators (U+061C, U+200E/F,
    /// U+2028–U+202E, U+2066–U+2069) and the byte-order mark U+FEFF: characters that can hide, reorder or
    /// forge text in a terminal, a table or a log.
    @inlinable
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // Printable ASCII, nearly every character devinfo meets, in two comparisons (a debug build tests each
        // range below with a generic `~=` call).
        if value >= 0x20 && value < 0x7F { return false }
        switch value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069, 0xFEFF: return true
        default: return false
        }
    }

    /// `text` made safe to print: every unsafe character (``isUnsafe(_:)``) and the backslash written as
    /// escapes (`\xNN` for each UTF-8 byte, `\\`), and with `asciiOnly` every other non-ASCII byte too.
    /// At most `limit` bytes of `text` are written; `…` marks a cut.
    package static func escaped(_ text: String, asciiOnly: Bool = false, limit: Int = 200) -> String {
        if asciiOnly { return escaped(bytes: text.utf8, limit: limit) }
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            let length = scalar.utf8.count
            if count + length > limit {
                out += "…"
                break
            }
            count += length
            if scalar == "\\" {
                out += "\\\\"
            } else if isUnsafe(scalar) {
                for byte in scalar.utf8 { out += "\\x" + hex(byte) }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Bytes from outside (a line of input, an argument) made safe to print and to put in a TSV cell:
    /// printable ASCII as it is, the backslash as `\\`, every other byte (controls, tabs, non-ASCII) as
    /// `\xNN`. At most `limit` bytes are written; `…` marks a cut.
    package static func escaped<Bytes: Collection>(bytes: Bytes, limit: Int = 200) -> String where Bytes.Element == UInt8 {
        // The common case, printable ASCII within the limit, is the bytes themselves: one copy.
        if bytes.count <= limit, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") }) {
            return String(decoding: bytes, as: UTF8.self)
        }
        var out = ""
        var count = 0
        for byte in bytes {
            if count == limit {
                out += "…"
                break
            }
            count += 1
            if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else if byte == UInt8(ascii: "\\") {
                out += "\\\\"
            } else {
                out += "\\x" + hex(byte)
            }
        }
        return out
    }

    /// `U+202E`: a scalar as people write it in messages.
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
