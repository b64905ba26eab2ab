import DevInfoKit

/// How results are written. Every command switches over it, so a new kind of format is a compile error
/// wherever it is not yet handled; a new table format is one ``TableWriter/Kind`` (every command that
/// writes tables writes it through ``TableWriter``).
package enum OutputFormat: Hashable, Sendable {
    /// For people: the report, the list, the reverse lookup as lines of text.
    case text
    /// One JSON value: an object for one result, an array for several.
    case json
    /// One JSON object per line.
    case jsonLines
    /// A table, a row per result, in the columns of `devinfo --help columns`.
    case table(TableWriter.Kind)

    /// RFC 4180 CSV with a header row.
    package static let csv = OutputFormat.table(.csv)
    /// Tab-separated values without a header row (line N answers input line N).
    package static let tsv = OutputFormat.table(.tsv)
}
