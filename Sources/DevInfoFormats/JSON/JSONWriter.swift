import DevInfoKit
import DevInfoVocabulary

/// A minimal JSON writer: objects, arrays, strings escaped per RFC 8259, numbers, booleans, null. Any
/// input text becomes valid JSON (invalid UTF-8 is already U+FFFD in a `String`), and the unsafe
/// characters (`UnsafeText`: controls, bidirectional controls, separators, BOM) are escaped, so nothing
/// raw reaches a terminal that prints the JSON.
package struct JSONWriter {
    package private(set) var text = ""
    /// Whether the next value at each nesting level needs a comma first: bit `depth` for the current level.
    /// A bit stack rather than an array, so writing JSON allocates nothing but the text (devinfo's objects
    /// nest a handful of levels; 63 is the limit).
    private var needsComma: UInt64 = 0
    private var depth = 0

    package init() {}

    private mutating func separator() {
        if needsComma & (1 << depth) != 0 { text += "," }
        needsComma |= 1 << depth
    }

    package mutating func key(_ name: String) {
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

    package mutating func beginObject() { open("{") }
    package mutating func endObject() { close("}") }
    package mutating func beginArray() { open("[") }
    package mutating func endArray() { close("]") }

    package mutating func string(_ value: String?) {
        separator()
        guard let value else {
            text += "null"
            return
        }
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if UnsafeText.isUnsafe(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    package mutating func number(_ value: Int?) {
        separator()
        text += value.map(String.init) ?? "null"
    }

    package mutating func number(_ value: Double?) {
        separator()
        guard let value, value.isFinite else {
            text += "null"
            return
        }
        text += formatNumber(value)
    }

    package mutating func bool(_ value: Bool?) {
        separator()
        text += value.map { $0 ? "true" : "false" } ?? "null"
    }

    package mutating func null() {
        separator()
        text += "null"
    }

    package mutating func field(_ name: String, _ value: String?) {
        key(name)
        string(value)
    }
    package mutating func field(_ name: String, _ value: Int?) {
        key(name)
        number(value)
    }
    package mutating func field(_ name: String, _ value: Bool?) {
        key(name)
        bool(value)
    }
}
