import DevInfoVocabulary

// Freshness check, part 1: what the upstream snapshots say about one hardware identifier.
//
// Kept apart from DataSet/CellReader on purpose: Data/ reaches this code only as `FreshnessEntry`
// values (see DataSet+Freshness.swift), so the table model can change without touching the readers.

/// A width × height in pixels.
public struct FreshnessSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The same size turned a quarter (portrait ↔ landscape).
    public var rotated: FreshnessSize { FreshnessSize(width: height, height: width) }

    /// `1179x2556`.
    public var description: String { "\(width)x\(height)" }
}

/// Where an upstream fact came from.
public enum UpstreamSource: Int, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// A JSON file in AppleDB's `deviceFiles/` folder.
    case appleDB
    /// An Xcode simulator device type's `profile.plist`.
    case simulator

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `AppleDB` / `simulator`, as printed in the report.
    public var description: String {
        switch self {
        case .appleDB: "AppleDB"
        case .simulator: "simulator"
        }
    }
}

/// One released hardware identifier as one upstream file describes it.
public struct UpstreamDevice: Hashable, Sendable {
    /// `iPhone16,1`, `Mac15,3`, `Watch7,9`.
    public var identifier: String
    /// The upstream marketing name (AppleDB `name`; for a simulator, its device type bundle's name).
    public var name: String
    /// The family the identifier belongs to (see ``FreshnessFamilies``).
    public var family: String
    public var source: UpstreamSource
    /// Where it was read, relative to the folder given on the command line: the JSON file
    /// (`iPhone/iPhone16,1.json`) or the device type bundle (`iPhone 15 Pro.simdevicetype`).
    public var path: String
    /// Simulators only: `mainScreenWidth` × `mainScreenHeight`, in pixels.
    public var screenPixels: FreshnessSize?
    /// Simulators only: `mainScreenScale`.
    public var screenScale: Double?
    /// AppleDB only: the year of the first release date.
    public var releasedYear: Int?

    public init(
        identifier: String, name: String, family: String, source: UpstreamSource, path: String,
        screenPixels: FreshnessSize? = nil, screenScale: Double? = nil, releasedYear: Int? = nil
    ) {
        self.identifier = identifier
        self.name = name
        self.family = family
        self.source = source
        self.path = path
        self.screenPixels = screenPixels
        self.screenScale = screenScale
        self.releasedYear = releasedYear
    }
}

/// What one reader found in its folder: the devices it kept and how many entries it set aside.
public struct UpstreamScan: Sendable {
    public var source: UpstreamSource
    /// Released devices of the table's families, in file order (an identifier may occur in several files).
    public var devices: [UpstreamDevice]
    /// Released identifiers of product lines the table does not cover (`AirPods2,2`), their `family`
    /// being their prefix: Data/exclusions.tsv must name each line, or the check reports it.
    public var uncovered: [UpstreamDevice] = []
    /// Files skipped because Data/exclusions.tsv names them (not devices).
    public var excludedFiles = 0
    /// Files read (JSON files, or simulator device type bundles).
    public var filesRead: Int
    /// Entries skipped as internal, unreleased, not yet released, or without a release date (AppleDB only).
    public var unreleased: Int
    /// The identifiers those skipped entries name.
    public var unreleasedIdentifiers: Set<String> = []
    /// Entries skipped for naming no hardware identifier at all (accessories without one, model numbers
    /// such as `A3090`, placeholders such as `iPhone1x,x`, profiles without `modelIdentifier` …).
    public var outOfScope: Int
    /// Devices dropped by a family filter (`--family`).
    public var otherFamilies: Int

    public init(
        source: UpstreamSource, devices: [UpstreamDevice], filesRead: Int, unreleased: Int = 0, outOfScope: Int = 0,
        otherFamilies: Int = 0
    ) {
        self.source = source
        self.devices = devices
        self.filesRead = filesRead
        self.unreleased = unreleased
        self.outOfScope = outOfScope
        self.otherFamilies = otherFamilies
    }

    /// The same scan keeping only devices of `families`; the rest are counted in ``otherFamilies``.
    public func only(families: [String]) -> UpstreamScan {
        var copy = self
        copy.devices = devices.filter { families.contains($0.family) }
        copy.otherFamilies += devices.count - copy.devices.count + uncovered.count
        copy.uncovered = []
        return copy
    }
}

/// A snapshot file that could not be used, with its path.
public struct FreshnessReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or folder, as given on the command line plus the path inside it.
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `snapshots/deviceFiles/iPhone/iPhone19,2.json: not valid JSON (…)`, with control and
    /// bidirectional characters of the path and reason escaped (a file name can hold a newline).
    public var description: String { "\(UnsafeText.escaped(path, limit: 1024)): \(UnsafeText.escaped(reason, limit: 1024))" }
}

/// Every unusable file one reader met, in path order. Readers read the whole folder before throwing,
/// so one run shows all of them.
public struct FreshnessReadErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [FreshnessReadError]
    /// True when a folder itself could not be listed (an I/O problem rather than a bad file).
    public var folderUnreadable: Bool
    /// True when the folder is readable but is not what the option takes (no device files at all).
    public var notUpstreamFolder: Bool

    public init(_ errors: [FreshnessReadError], folderUnreadable: Bool = false, notUpstreamFolder: Bool = false) {
        self.errors = errors
        self.folderUnreadable = folderUnreadable
        self.notUpstreamFolder = notUpstreamFolder
    }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// Which identifiers the freshness check looks at, and the family each belongs to: DevInfoVocabulary's
/// `Family` (the one list of families and prefixes) read through the one identifier grammar.
public enum FreshnessFamilies {
    /// The families, in table order.
    public static var all: [String] { Family.allCases.map(\.name) }

    /// The family of a well-formed hardware identifier (`Letters<major>,<minor>`), or nil when the text
    /// is not one (`iPhone1x,x`, `A3090`, a marketing name) or its prefix is of no covered family.
    public static func family(of identifier: String) -> String? {
        IdentifierGrammar.parse(identifier).flatMap { Family(prefix: $0.prefix)?.name }
    }

    /// The identifier's place in table order: family order, then prefix, major, minor (`iPhone2,1` before
    /// `iPhone10,1`); identifiers of other prefixes after, by prefix; text that does not parse last.
    static func tableOrderKey(_ identifier: String) -> (Int, String, Int, Int) {
        guard let parts = IdentifierGrammar.parse(identifier) else { return (Int.max, identifier, 0, 0) }
        let family = Family(prefix: parts.prefix).map { Int($0.rawValue) } ?? Family.allCases.count
        return (family, parts.prefix, parts.major, parts.minor)
    }
}
