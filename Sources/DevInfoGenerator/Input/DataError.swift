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

    /// `Data/devices/iPhone.tsv:12: duplicate identifier iPhone11,8 (first at line 10)`.
    public var description: String { "\(file):\(line): \(reason)" }
}

/// Every problem found in one run, in file and line order.
public struct DataErrors: Error, Sendable, CustomStringConvertible {
    /// The problems, sorted by file and line.
    public var errors: [DataError]

    /// Wraps a list of problems.
    public init(_ errors: [DataError]) { self.errors = errors }

    /// One problem per line.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
