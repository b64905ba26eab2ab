import DevInfoFormats
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
    /// `--web WHAT`: an export for web developers.
    case web(WebExport)
    /// `--completion SHELL`: a completion script.
    case completion(Completion.Shell)
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
    /// `--sql` (with `--list`): the list as SQL statements (DevInfoKit's `SQLWriter`), in place of a format.
    var sql = false
    /// `--sources` (with a report or `--list`): each fact's value, status and citations (SourcesCommand).
    var sources = false
    /// `--landscape` (with `--svg`): draw a portrait-native display turned a quarter.
    var landscape = false
    /// `--zoomed` (with `--svg`): draw the Display Zoom point size.
    var zoomed = false

    /// The output format: the flag given, else the mode's default (TSV for `--bulk`, text otherwise).
    var format: OutputFormat {
        if let formatFlag { return formatFlag }
        return mode == .bulk ? .tsv : .text
    }

    /// A command-line mistake: exit 64 with this message and a hint on stderr.
    struct UsageError: Error, Equatable {
        let message: String
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var modes: [(flag: String, mode: Mode)] = []
        var given: Set<String> = []
        var formatFlag: String?
        var index = 0
        var onlyIdentifiers = false
        while index < arguments.count {
            let raw = arguments[index]
            index += 1
            if onlyIdentifiers || !Self.isOption(raw) {
                options.identifiers.append(Self.asPasted(raw))
                continue
            }
            if raw == "--" {
                onlyIdentifiers = true
                continue
            }
            var name = raw
            var inline: String?
            if raw.hasPrefix("--"), let equals = raw.firstIndex(of: "=") {
                inline = String(raw[raw.index(after: equals)...])
                name = String(raw[..<equals])
            }
            guard let flag = Flag(name: name) else { throw UsageError(message: "unknown option '\(sanitized(name))'" + Self.hint(for: name)) }
            let spec = flag.spec
            var value: String?
            if spec.value != nil {
                if let inline {
                    value = inline
                } else {
                    guard index < arguments.count else { throw UsageError(message: "\(flag.name) needs a value (\(spec.value!))") }
                    value = arguments[index]
                    index += 1
                }
            } else if inline != nil && flag != .svg {
                throw UsageError(message: "\(flag.name) takes no value")
            }
            if case .modifier = spec.kind, !given.insert(flag.name).inserted, spec.value != nil {
                throw UsageError(message: "\(flag.name) given more than once")
            }
            let text = value ?? ""
            switch flag {
            case .list: modes.append((name, .list))
            case .bulk: modes.append((name, .bulk))
            case .screen, .panel:
                guard let query = ScreenArgument.parse(text, panel: flag == .panel) else {
                    throw UsageError(
                        message: flag == .panel
                            ? "--panel expects WIDTHxHEIGHT in panel pixels, e.g. 1080x2340; got '\(sanitized(text))'"
                            : "--screen expects WIDTHxHEIGHT (render pixels) or WIDTHxHEIGHT@SCALE (points), e.g. 1125x2436 or 375x812@3; got '\(sanitized(text))'"
                    )
                }
                modes.append((name, .screen(query)))
            case .svg:
                modes.append((name, .svg))
                // `--svg=ID` names the identifier inline; `--svg ID` takes it as an ordinary operand.
                if let inline {
                    guard !inline.isEmpty else { throw UsageError(message: "--svg= needs an identifier") }
                    options.identifiers.append(inline)
                }
            case .web:
                guard let export = WebExport(rawValue: text) else {
                    throw UsageError(message: "--web takes one of \(spec.choices.joinedAsList); got '\(sanitized(text))'")
                }
                modes.append((name, .web(export)))
            case .hasNotch: modes.append((name, .predicate(.notch)))
            case .hasDynamicIsland: modes.append((name, .predicate(.dynamicIsland)))
            case .hasHomeIndicator: modes.append((name, .predicate(.homeIndicator)))
            case .completion:
                guard let shell = Completion.Shell(rawValue: text) else {
                    throw UsageError(message: "--completion takes one of \(spec.choices.joinedAsList); got '\(sanitized(text))'")
                }
                modes.append((name, .completion(shell)))
            case .help: modes.append((name, .help))
            case .version: modes.append((name, .version))
            case .json, .jsonLines, .csv, .tsv, .markdown:
                guard case .format(let format) = spec.kind else { continue }
                if let other = formatFlag, other != flag.name {
                    throw UsageError(message: "\(other) and \(flag.name) are two output formats; choose one")
                }
                formatFlag = flag.name
                options.formatFlag = format
            case .os:
                guard let (osName, version) = OSArgument.parse(text) else {
                    throw UsageError(message: "--os expects a version such as 17, 17.4, iOS 17 or macOS 10.15; got '\(sanitized(text))'")
                }
                if let problem = OSArgument.noRelease(osName, version) { throw UsageError(message: "--os \(sanitized(text)): " + problem) }
                options.osName = osName
                options.osVersion = version
            case .family:
                let wanted = text.lowercased().filter { $0 != " " }
                guard
                    let family = DeviceFamily.all.first(where: {
                        $0.rawValue.lowercased() == wanted || $0.description.lowercased().filter { $0 != " " } == wanted
                    })
                else {
                    throw UsageError(message: "unknown family '\(sanitized(text))' (expected one of \(spec.choices.joined(separator: ", ")))")
                }
                options.family = family
            case .sql: options.sql = true
            case .sources: options.sources = true
            case .landscape: options.landscape = true
            case .zoomed: options.zoomed = true
            case .verbose: options.verbose = true
            }
        }
        // `devinfo help [TOPIC]` and `devinfo version`, as git and swift accept them: no device is called so.
        if modes.isEmpty, !onlyIdentifiers, let first = options.identifiers.first {
            if first == "help", options.identifiers.count <= 2 {
                options.identifiers.removeFirst()
                modes.append(("help", .help))
            } else if first == "version", options.identifiers.count == 1 {
                options.identifiers.removeFirst()
                modes.append(("version", .version))
            }
        }
        if modes.contains(where: { $0.mode == .help }) {
            // `--help TOPIC` (or `devinfo help TOPIC`): a second page.
            guard options.identifiers.count <= 1, options.identifiers.allSatisfy({ Help.topics.contains($0) }) else {
                throw UsageError(
                    message: "--help takes one of \(Help.topics.joined(separator: ", ")) (got '\(sanitized(options.identifiers.joined(separator: " ")))')")
            }
            options.mode = .help
            return options
        }
        if modes.contains(where: { $0.mode == .version }) {
            options.mode = .version
            return options
        }
        guard modes.count <= 1 else {
            throw UsageError(message: "\(modes.map(\.flag).joinedAsList) cannot be combined")
        }
        options.mode = modes.first?.mode ?? .report
        let mode = options.mode.kind
        let modeFlag = modes.first?.flag ?? "a report"
        // What the mode takes: identifiers, formats and modifiers, each from the option table.
        if !mode.identifiers.contains(options.identifiers.count) {
            throw UsageError(
                message: mode.identifiers.upperBound == 0
                    ? "\(modeFlag) takes no identifiers (got '\(sanitized(options.identifiers[0]))')"
                    : "\(modeFlag) takes at most one identifier (got \(options.identifiers.count))")
        }
        if let formatFlag, mode.formats.isEmpty {
            throw UsageError(
                message: options.mode == .svg
                    ? "--svg writes SVG; \(formatFlag) does not apply"
                    : "\(modeFlag) answers with its exit code; \(formatFlag) does not apply")
        }
        if let formatFlag, !mode.formats.isEmpty, !mode.formats.contains(where: { $0.name == formatFlag }) {
            throw UsageError(message: "\(modeFlag) takes only \(mode.formats.map(\.name).joinedAsList); \(formatFlag) does not apply")
        }
        // `given` holds every modifier given (each flag `sets` reports is a modifier): none given, none to
        // check (and no option table built).
        if !given.isEmpty {
            for flag in Flag.allCases where given.contains(flag.name) || options.sets(flag) {
                guard case .modifier(let modes) = flag.spec.kind, !modes.contains(mode) else { continue }
                // Each mode's own options, one list ("--has-notch, --has-dynamic-island, --has-home-indicator and --list").
                let names = modes.flatMap { mode in mode == .report ? ["reports"] : Flag.allCases.filter { $0.spec.kind == .mode(mode) }.map(\.name) }
                throw UsageError(message: "\(flag.name) only applies to \(names.joinedAsList)")
            }
        }
        if options.sql, let formatFlag {
            throw UsageError(message: "--sql writes SQL; \(formatFlag) does not apply")
        }
        return options
    }

    /// Whether `raw` is an option (`-` alone is an operand). A first byte other than `-` answers without
    /// walking characters: a one-shot `devinfo ID` then runs no grapheme breaking.
    private static func isOption(_ raw: String) -> Bool {
        guard raw.utf8.first == UInt8(ascii: "-") else { return false }
        return raw.hasPrefix("-") && raw != "-"
    }

    /// As pasted: white space and line ends around an identifier (a lone `\r` too) are not part of it, the
    /// same bytes at both ends as --bulk ignores around a line (DevInfoVocabulary's
    /// `IdentifierGrammar.isPadding`). An argument that neither starts nor ends with one is returned as it
    /// is, without walking its characters.
    private static func asPasted(_ raw: String) -> String { IdentifierGrammar.unpadded(raw) }

    /// Whether a modifier without a value was given (its effect is all that is kept).
    private func sets(_ flag: Flag) -> Bool {
        switch flag {
        case .landscape: landscape
        case .zoomed: zoomed
        case .verbose: verbose
        case .sql: sql
        case .sources: sources
        case .os: osVersion != nil
        case .family: family != nil
        default: false
        }
    }

    /// `; did you mean --json?` for a misspelt option (other case, a prefix, or one or two letters off), or
    /// nothing.
    static func hint(for name: String) -> String {
        let names = Flag.allCases.flatMap(\.spec.names).filter { $0.hasPrefix("--") }
        let lowered = name.lowercased()
        let close =
            names.first { $0 == lowered || (lowered.count > 3 && $0.hasPrefix(lowered)) }
            ?? names.map { ($0, editDistance($0, lowered)) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
        return close.map { "; did you mean \($0)?" } ?? ""
    }

    /// The Levenshtein distance between two short strings.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() { current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))) }
            previous = current
        }
        return previous[b.count]
    }
}

extension Mode {
    /// The option table's name for the mode.
    var kind: ModeKind {
        switch self {
        case .report: .report
        case .list: .list
        case .screen: .screen
        case .predicate: .predicate
        case .bulk: .bulk
        case .svg: .svg
        case .web: .web
        case .completion: .completion
        case .help: .help
        case .version: .version
        }
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

    /// Why the version can be no release of the OS named (of any OS, when none is), or `nil`: the Mac's
    /// 10.x numbering (``OSVersionGrammar/macTenMinors``) has no `10.100`, which would otherwise read as
    /// macOS 11.
    static func noRelease(_ name: String?, _ version: OSVersion) -> String? {
        let isMac = name.map { OSNames.canonical($0) == "macos" } ?? true
        guard isMac, OSVersionGrammar.releaseKey(major: version.major, minor: version.minor, isMac: true) == nil else { return nil }
        return "no such release (the Mac's 10.x releases end at 10.15; macOS 11 came next)"
    }
}

/// `1125x2436` (render pixels), `375x812@3` (points at a scale), `1080x2340` with `--panel`: DevInfoVocabulary's
/// `SizeGrammar`, which the catalogue website's search uses too.
enum ScreenArgument {
    static func parse(_ text: String, panel: Bool) -> DisplayQuery? {
        guard let size = SizeGrammar.parse(text, allowsScale: !panel) else { return nil }
        if let scale = size.scale { return .points(PointSize(width: size.width, height: size.height), scale: scale) }
        let pixels = PixelSize(width: size.width, height: size.height)
        return panel ? .panelPixels(pixels) : .renderPixels(pixels)
    }
}

/// Text from the user (arguments, stdin) made safe to print: control characters and non-ASCII bytes
/// become `\xNN` (DevInfoVocabulary's `UnsafeText`, the one owner of the rule).
func sanitized(_ text: String, limit: Int = 200) -> String {
    UnsafeText.escaped(text, asciiOnly: true, limit: limit)
}
