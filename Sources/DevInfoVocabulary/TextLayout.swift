extension String {
    /// The string followed by spaces up to `width` characters: the one column padding of devinfo's text
    /// (the report, the human list, the reverse lookup, help).
    package func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
