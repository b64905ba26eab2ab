import DevInfoKit

/// A minimal JSON writer: objects, arrays, strings escaped per RFC 8259, numbers, booleans, null.
/// Any input text becomes valid JSON: invalid UTF-8 is repaired to U+FFFD before escaping.
struct JSONWriter {
    private(set) var text = ""
    private var needsComma: [Bool] = [false]

    private mutating func separator() {
        if needsComma[needsComma.count - 1] { text += "," }
        needsComma[needsComma.count - 1] = true
    }

    mutating func key(_ name: String) {
        separator()
        text += "\"\(name)\":"
        needsComma[needsComma.count - 1] = false
    }

    mutating func beginObject() { separator(); text += "{"; needsComma.append(false) }
    mutating func endObject() { needsComma.removeLast(); text += "}"; needsComma[needsComma.count - 1] = true }
    mutating func beginArray() { separator(); text += "["; needsComma.append(false) }
    mutating func endArray() { needsComma.removeLast(); text += "]"; needsComma[needsComma.count - 1] = true }

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
                if scalar.value < 0x20 || scalar.value == 0x7F || (scalar.value >= 0x80 && scalar.value < 0xA0)
                    || scalar.value == 0x2028 || scalar.value == 0x2029
                {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    mutating func number(_ value: Int?) {
        separator()
        text += value.map(String.init) ?? "null"
    }

    mutating func number(_ value: Double?) {
        separator()
        guard let value, value.isFinite else { text += "null"; return }
        text += devinfoNumber(value)
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

    mutating func size(_ name: String, width: Int, height: Int) {
        key(name)
        beginObject()
        field("width", width)
        field("height", height)
        endObject()
    }
}

private func devinfoNumber(_ value: Double) -> String { number(value) }
