/// Words into lines of at most a given width, for the text the CLI and the human list print.
package enum TextWrapping {
    /// `text` in lines of at most `width` characters, broken at spaces (a word longer than `width` is a line
    /// of its own); text that fits is returned whole.
    package static func lines(_ text: String, width: Int) -> [String] {
        guard text.count > width else { return [text] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        lines.append(line)
        return lines
    }
}
