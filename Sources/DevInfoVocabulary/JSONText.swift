/// A JSON string literal for text devinfo writes into JSON by hand (the JSON Schema, the citations): `"` and
/// `\` escaped, line feed, tab and carriage return as `\n`, `\t`, `\r`, every other control character as
/// `\u00XX`. (The fast JSON writer of the command's output, `JSONWriter`, also escapes what `UnsafeText` calls
/// unsafe; the readings' writer, which probes compile on their own, writes ASCII only.)
package enum JSONText {
    package static func quoted(_ text: String) -> String {
        // Most text needs no escape: one index loop over its bytes finds that (a debug build, the tests', runs
        // it far faster than the scalar loop below), and the text is quoted as it is.
        var copy = text
        let plain = copy.withUTF8 { bytes in
            var index = 0
            while index < bytes.count, bytes[index] >= 0x20, bytes[index] != 0x22, bytes[index] != 0x5C { index &+= 1 }
            return index == bytes.count
        }
        if plain { return "\"" + text + "\"" }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
