import DevInfoKit

/// A minimal JSON writer: objects, arrays, strings escaped per RFC 8259, numbers, booleans, null.
/// Any input text becomes valid JSON: invalid UTF-8 is repaired to U+FFFD before escaping.
struct JSONWriter {
    private(set) var text = ""
    /// Whether the next value at each nesting level needs a comma first: bit `depth` for the current level.
    /// A bit stack rather than an array, so writing JSON allocates nothing but the text (devinfo's objects
    /// nest a handful of levels; 63 is the limit).
    private var needsComma: UInt64 = 0
    private var depth = 0

    private mutating func separator() {
        if needsComma & (1 << depth) != 0 { text += "," }
        needsComma |= 1 << depth
    }

    mutating func key(_ name: String) {
        separator()
        text += "\"\(name)\":"
        needsComma &= ~(1 << depth)
    }

    private mutating func open(_ bracket: String) {
        separator()
        text += bracket
        depth += 1
        precondition(depth < 64, "JSON nested too deeply")
        needsComma &= ~(1 << depth)
    }

    private mutating func close(_ bracket: String) {
        depth -= 1
        text += bracket
        needsComma |= 1 << depth
    }

    mutating func beginObject() { open("{") }
    mutating func endObject() { close("}") }
    mutating func beginArray() { open("[") }
    mutating func endArray() { close("]") }

    mutating func string(_ value: String?) {
        separator()
        guard let value else { text += "null"; return }
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if JSONWriter.mustEscape(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    /// C0 and C1 controls, DEL, the line and paragraph separators (U+2028/2029) and the invisible
    /// bidirectional controls (U+061C, U+200E/200F, U+202A–202E, U+2066–2069): escaped, so nothing raw
    /// reaches a terminal that prints the JSON.
    static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    mutating func number(_ value: Int?) {
        separator()
        text += value.map(String.init) ?? "null"
    }

    mutating func number(_ value: Double?) {
        separator()
        guard let value, value.isFinite else { text += "null"; return }
        text += formatNumber(value)
    }

    mutating func bool(_ value: Bool?) {
        separator()
        text += value.map { $0 ? "true" : "false" } ?? "null"
    }

    mutating func null() { separator(); text += "null" }

    mutating func field(_ name: String, _ value: String?) { key(name); string(value) }
    mutating func field(_ name: String, _ value: Int?) { key(name); number(value) }
    mutating func field(_ name: String, _ value: Double?) { key(name); number(value) }
    mutating func field(_ name: String, _ value: Bool?) { key(name); bool(value) }

    mutating func size(_ name: String, _ size: PixelSize?) {
        key(name)
        guard let size else { return null() }
        beginObject()
        field("width", size.width)
        field("height", size.height)
        endObject()
    }

    mutating func size(_ name: String, _ size: PointSize?) {
        key(name)
        guard let size else { return null() }
        beginObject()
        field("width", size.width)
        field("height", size.height)
        endObject()
    }
}
