/// How results are written. Every command switches over it, so a new format is a compile error wherever
/// it is not yet handled.
package enum OutputFormat: String, CaseIterable, Sendable {
    /// For people: the report, the list, the reverse lookup as lines of text.
    case text
    /// One JSON value: an object for one result, an array for several.
    case json
    /// One JSON object per line.
    case jsonLines
    /// RFC 4180 CSV with a header row.
    case csv
    /// Tab-separated values without a header row (line N answers input line N).
    case tsv
}
