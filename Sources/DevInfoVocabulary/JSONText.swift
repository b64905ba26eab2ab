/// A JSON string literal for text devinfo writes into JSON by hand (the JSON Schema, the citations): `"` and
/// `\` escaped, line feed, tab and carriage return as `\n`, `\t`, `\r`, every other control character as
/// `\u00XX`. (The fast JSON writer of the command's output, `JSONWriter`, also escapes what `UnsafeText` calls
/// unsafe; the readings' writer, which probes compile on their own, writes ASCII only.)
package enum JSONText {
    package static func quoted(_ text: String) -> String {
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
