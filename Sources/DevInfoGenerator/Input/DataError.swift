/// A problem in Data/, located at `file:line:` so editors and CI logs link straight to it.
public struct DataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The table's path as given to the generator, e.g. `Data/devices/iPhone.tsv`.
    public var file: String
    /// 1-based line number (0 when the problem concerns the file as a whole).
    public var line: Int
    /// What is wrong, in one sentence.
    public var reason: String

    /// A problem at `file:line`.
    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// `Data/devices/iPhone.tsv:12: duplicate identifier iPhone11,8 (first at line 10)`; a problem of the
    /// whole file or folder has no line: `Data/screens: no such folder (…)`, not `Data/screens:0:`.
    public var description: String { line > 0 ? "\(file):\(line): \(reason)" : "\(file): \(reason)" }
}

/// Every problem found in one run, in file and line order.
public struct DataErrors: Error, Sendable, CustomStringConvertible {
    /// The problems, sorted by file and line.
    public var errors: [DataError]
    /// True when the data folder itself could not be read (it does not exist, or is not a folder): an I/O
    /// problem (exit 74), not invalid data (exit 1).
    public var isUnreadableFolder = false

    /// Wraps a list of problems.
    public init(_ errors: [DataError], isUnreadableFolder: Bool = false) {
        self.errors = errors
        self.isUnreadableFolder = isUnreadableFolder
    }

    /// One problem per line.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
