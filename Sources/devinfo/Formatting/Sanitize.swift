/// Text from the user (arguments, stdin) made safe to print: control characters and non-ASCII bytes
/// become `\xNN`, so nothing raw reaches the terminal and a TSV column never gains a tab or newline.
func sanitized(_ text: String, limit: Int = 200) -> String {
    sanitized(bytes: text.utf8, limit: limit)
}

func sanitized<Bytes: Collection>(bytes: Bytes, limit: Int = 200) -> String where Bytes.Element == UInt8 {
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
            out += "\\x" + hexDigits(byte)
        }
    }
    return out
}

private func hexDigits(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}
