import DevInfoKit
import DevInfoVocabulary

/// What the command line asks for.
enum Mode: Equatable {
    /// Reports for identifiers; none means this machine.
    case report
    /// `--list`.
    case list
    /// `--screen WxH[@S]` or `--panel WxH`.
    case screen(DisplayQuery)
    /// `--has-notch` and friends.
    case predicate(Predicate)
    /// `--bulk`.
    case bulk
    /// `--svg [ID]`: an SVG drawing of the device's displays.
    case svg
    case help
    case version
}

/// A yes/no question for scripts.
enum Predicate: String, Equatable {
    case notch = "--has-notch"
    case dynamicIsland = "--has-dynamic-island"
    case homeIndicator = "--has-home-indicator"

    /// The answer, or `nil` when the table does not confirm it.
    func answer(_ device: Device) -> Bool? {
        switch self {
        case .notch: device.hasNotch
        case .dynamicIsland: device.hasDynamicIsland
        case .homeIndicator: device.hasHomeIndicator
        }
    }

    /// `has a notch`, for `--verbose`.
    var phrase: String {
        switch self {
        case .notch: "a notch"
        case .dynamicIsland: "a Dynamic Island"
        case .homeIndicator: "a home indicator"
        }
    }
}

/// A parsed command line.
struct Options: Equatable {
    var mode: Mode = .report
    var identifiers: [String] = []
    /// The format flag given (`--json`, `--json-lines`, `--csv`, `--tsv`), or `nil` for the mode's default.
    var formatFlag: OutputFormat?
    var verbose = false
    var family: DeviceFamily?
    /// `--os`: the OS version asked (`17`, `17.4`, `10.15`), for the OS-dependent facts and, with `--list`,
    /// which devices to list.
    var osVersion: OSVersion?
    /// `--os iOS 17`: the OS name given with the version, or `nil`.
    var osName: String?
    /// `--landscape` (with `--svg`): draw a portrait-native display turned a quarter.
    var landscape = false
    /// `--zoomed` (with `--svg`): draw the Display Zoom point size.
    var zoomed = false
    /// `--sql` (with `--list`): the table as SQL statements (DevInfoKit's `SQLWriter`), a format of `--list`
    /// alone, so it is not an `OutputFormat` every other command would have to refuse.
    var sql = false

    /// The output format: the flag given, else the mode's default (TSV for `--bulk`, text otherwise).
    var format: OutputFormat {
        if let formatFlag { return formatFlag }
        return mode == .bulk ? .tsv : .text
    }

    /// A command-line mistake: exit 64 with this message and the usage on stderr.
    struct UsageError: Error, Equatable {
        let message: String
    }

    /// The format flags, each with its format.
    static let formatFlags: [(flag: String, format: OutputFormat)] = [
        ("--json", .json), ("--json-lines", .jsonLines), ("--csv", .csv), ("--tsv", .tsv),
    ]

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var modes: [(flag: String, mode: Mode)] = []
        var index = 0
        var onlyIdentifiers = false
        func value(for flag: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(message: "\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            var argument = arguments[index]
            var inlineValue: String?
            if !onlyIdentifiers, argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            func take() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                return try value(for: argument)
            }
            if onlyIdentifiers || !argument.hasPrefix("-") || argument == "-" {
                options.identifiers.append(arguments[index])
            } else {
                if inlineValue != nil && !["--family", "--screen", "--panel", "--os", "--svg"].contains(argument) {
                    throw UsageError(message: "\(sanitized(argument)) takes no value")
                }
                switch argument {
                case "--": onlyIdentifiers = true
                case "-h", "--help": modes.append((argument, .help))
                case "-V", "--version": modes.append((argument, .version))
                case "--json", "--json-lines", "--csv", "--tsv":
                    let format = formatFlags.first { $0.flag == argument }!.format
                    if let given = options.formatFlag, given != format {
                        throw UsageError(message: "choose one of --json, --json-lines, --csv and --tsv")
                    }
                    options.formatFlag = format
                case "--os":
                    guard options.osVersion == nil else { throw UsageError(message: "--os given more than once") }
                    let text = try take()
                    guard let (name, version) = OSArgument.parse(text) else {
                        throw UsageError(message: "--os expects a version such as 17, 17.4, iOS 17 or macOS 10.15; got '\(sanitized(text))'")
                    }
                    options.osName = name
                    options.osVersion = version
                case "-v", "--verbose": options.verbose = true
                case "--list": modes.append((argument, .list))
                case "--bulk": modes.append((argument, .bulk))
                case "--svg":
                    modes.append((argument, .svg))
                    // `--svg=ID` names the identifier inline; `--svg ID` takes it as an ordinary operand.
                    if let inlineValue {
                        guard !inlineValue.isEmpty else { throw UsageError(message: "--svg= needs an identifier") }
                        options.identifiers.append(inlineValue)
                    }
                case "--landscape": options.landscape = true
                case "--sql": options.sql = true
                case "--zoomed": options.zoomed = true
                case "--family":
                    guard options.family == nil else { throw UsageError(message: "--family given more than once") }
                    let name = try take()
                    let wanted = name.lowercased().filter { $0 != " " }
                    guard let family = DeviceFamily.all.first(where: {
                        $0.rawValue.lowercased() == wanted || $0.description.lowercased().filter { $0 != " " } == wanted
                    }) else {
                        throw UsageError(message: "unknown family '\(sanitized(name))' (expected one of \(DeviceFamily.all.map(\.rawValue).joined(separator: ", ")))")
                    }
                    options.family = family
                case "--screen":
                    let text = try take()
                    guard let query = ScreenArgument.parse(text, panel: false) else {
                        throw UsageError(message: "--screen expects WIDTHxHEIGHT (render pixels) or WIDTHxHEIGHT@SCALE (points), e.g. 1125x2436 or 375x812@3; got '\(sanitized(text))'")
                    }
                    modes.append((argument, .screen(query)))
                case "--panel":
                    let text = try take()
                    guard let query = ScreenArgument.parse(text, panel: true) else {
                        throw UsageError(message: "--panel expects WIDTHxHEIGHT in panel pixels, e.g. 1080x2340; got '\(sanitized(text))'")
                    }
                    modes.append((argument, .screen(query)))
                case Predicate.notch.rawValue, Predicate.dynamicIsland.rawValue, Predicate.homeIndicator.rawValue:
                    modes.append((argument, .predicate(Predicate(rawValue: argument)!)))
                default:
                    throw UsageError(message: "unknown option '\(sanitized(argument))'")
                }
            }
            index += 1
        }
        // `devinfo help [TOPIC]`, as git and swift accept it: no device is called "help".
        if modes.isEmpty, options.identifiers.first == "help", !onlyIdentifiers, options.identifiers.count <= 2 {
            options.identifiers.removeFirst()
            modes.append(("help", .help))
        }
        if modes.contains(where: { $0.mode == .help }) {
            // `--help TOPIC` (or `devinfo help TOPIC`): a second page.
            guard options.identifiers.count <= 1, options.identifiers.allSatisfy({ Help.topics.contains($0) }) else {
                throw UsageError(message: "--help takes one of \(Help.topics.joined(separator: ", ")) (got '\(sanitized(options.identifiers.joined(separator: " ")))')")
            }
            options.mode = .help
            return options
        }
        if modes.contains(where: { $0.mode == .version }) { options.mode = .version; return options }
        guard modes.count <= 1 else {
            throw UsageError(message: "\(modes.map(\.flag).joined(separator: " and ")) cannot be combined")
        }
        options.mode = modes.first?.mode ?? .report
        switch options.mode {
        case .list, .screen, .bulk:
            if !options.identifiers.isEmpty {
                throw UsageError(message: "\(modes[0].flag) takes no identifiers (got '\(sanitized(options.identifiers[0]))')")
            }
        case .predicate, .svg:
            if options.identifiers.count > 1 {
                throw UsageError(message: "\(modes[0].flag) takes at most one identifier (got \(options.identifiers.count))")
            }
            if options.formatFlag != nil {
                throw UsageError(message: options.mode == .svg
                    ? "--svg writes SVG; --json, --json-lines, --csv and --tsv do not apply"
                    : "\(modes[0].flag) answers with its exit code; output formats do not apply")
            }
        default: break
        }
        if options.family != nil && options.mode != .list {
            throw UsageError(message: "--family only applies to --list")
        }
        if options.osVersion != nil {
            switch options.mode {
            case .report, .bulk, .list, .svg: break
            default: throw UsageError(message: "--os applies to reports, --list, --bulk and --svg")
            }
        }
        if (options.landscape || options.zoomed) && options.mode != .svg {
            throw UsageError(message: "\(options.landscape ? "--landscape" : "--zoomed") only applies to --svg")
        }
        if options.verbose {
            guard case .predicate = options.mode else {
                throw UsageError(message: "--verbose only applies to --has-notch, --has-dynamic-island and --has-home-indicator")
            }
        }
        if options.sql {
            guard options.mode == .list else { throw UsageError(message: "--sql only applies to --list") }
            guard options.formatFlag == nil else { throw UsageError(message: "choose one of --json, --json-lines, --csv, --tsv and --sql") }
        }
        return options
    }
}

/// `17`, `17.4`, `iOS 17`, `iOS17`, `macOS 10.15`, `Mac OS X 10.6`: an OS version, with the OS's name when
/// given (one of `OSNames.known`, any case).
enum OSArgument {
    static func parse(_ text: String) -> (name: String?, version: OSVersion)? {
        let trimmed = String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        guard let digit = trimmed.firstIndex(where: { $0.isASCII && $0.isNumber }), let version = OSVersion(String(trimmed[digit...])) else {
            return nil
        }
        let name = String(trimmed[..<digit].reversed().drop { $0 == " " }.reversed())
        guard !name.isEmpty else { return (nil, version) }
        guard OSNames.known.contains(OSNames.canonical(name)) else { return nil }
        return (name, version)
    }
}

/// `1125x2436` (render pixels), `375x812@3` (points at a scale), `1080x2340` with `--panel`.
enum ScreenArgument {
    static func parse(_ text: String, panel: Bool) -> DisplayQuery? {
        let parts = text.lowercased().split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count <= 2, !(panel && parts.count == 2) else { return nil }
        let dimensions = parts[0].split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "×" }
        guard dimensions.count == 2, let width = positive(dimensions[0]), let height = positive(dimensions[1]) else {
            return nil
        }
        if parts.count == 2 {
            var scaleText = parts[1]
            if scaleText.hasSuffix("x") { scaleText = scaleText.dropLast() }
            guard let scale = positive(scaleText), scale <= 3 else { return nil }
            return .points(PointSize(width: width, height: height), scale: scale)
        }
        let size = PixelSize(width: width, height: height)
        return panel ? .panelPixels(size) : .renderPixels(size)
    }

    private static func positive(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 6, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text), value > 0
        else { return nil }
        return value
    }
}

/// Text from the user (arguments, stdin) made safe to print: control characters and non-ASCII bytes
/// become `\xNN` (DevInfoVocabulary's `UnsafeText`, the one owner of the rule).
func sanitized(_ text: String, limit: Int = 200) -> String {
    UnsafeText.escaped(text, asciiOnly: true, limit: limit)
}
