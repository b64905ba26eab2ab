import DevInfoFormats
import DevInfoKit

/// Every option devinfo takes, declared once: its spellings, its value, what it is (a mode, an output
/// format, or a modifier of some modes) and its help line. The parser, the usage lines, `--help`, the
/// error messages and the shell completion scripts are all derived from these declarations, and the
/// parser's `switch` over them is exhaustive: a new option is one case and one description here, and the
/// compiler asks for what it does.
enum Flag: CaseIterable {
    // Modes: what the command does.
    case list, bulk, screen, panel, svg, web, hasNotch, hasDynamicIsland, hasHomeIndicator, completion, help, version
    // Output formats.
    case json, jsonLines, csv, tsv, markdown
    // Modifiers of some modes.
    case os, family, sql, sources, landscape, zoomed, verbose

    /// The option's description.
    var spec: FlagSpec {
        switch self {
        case .list:
            FlagSpec(["--list"], .mode(.list), "every known device (--family for one family, --os for those that run a version)")
        case .bulk:
            FlagSpec(["--bulk"], .mode(.bulk), "one identifier per stdin line, one answer per line")
        case .screen:
            FlagSpec(
                ["--screen"], .mode(.screen), value: "WxH[@S]",
                "devices and modes that render WxH pixels (currentMode), or WxH points at scale S")
        case .panel:
            FlagSpec(["--panel"], .mode(.screen), value: "WxH", "devices whose panel is WxH pixels (nativeBounds)")
        case .svg:
            FlagSpec(["--svg"], .mode(.svg), "the display(s) drawn to scale, in SVG (--svg=ID names the device)")
        case .web:
            FlagSpec(
                ["--web"], .mode(.web), value: "WHAT", choices: WebExport.allCases.map(\.rawValue),
                "exports for the web of every iPhone, iPad and iPod touch screen: browser profiles (JSON), launch-screen links (HTML), safe areas (CSS; --json for JSON), device registries for Playwright (Node, Python) and Puppeteer (JSON). WHAT"
            )
        case .hasNotch:
            FlagSpec(["--has-notch"], .mode(.predicate), "exit 0 if it has a notch, 1 if not, 2 if unknown")
        case .hasDynamicIsland:
            FlagSpec(["--has-dynamic-island"], .mode(.predicate), "exit 0 if the system shows a Dynamic Island, 1 if not, 2 if unknown")
        case .hasHomeIndicator:
            FlagSpec(["--has-home-indicator"], .mode(.predicate), "exit 0 if it has a home indicator, 1 if not, 2 if unknown")
        case .completion:
            FlagSpec(
                ["--completion"], .mode(.completion), value: "SHELL", choices: Completion.Shell.allCases.map(\.rawValue),
                "a completion script for bash, zsh or fish, on stdout")
        case .help:
            FlagSpec(["--help", "-h"], .mode(.help), "this help; --help formats, --help columns: more")
        case .version:
            FlagSpec(["--version", "-V"], .mode(.version), "the version")
        case .json:
            FlagSpec(
                ["--json"], .format(.json), "one JSON object (DevInfoKit's schema), an array for several",
                details:
                    "DevInfoKit's Codable object (the DocC article \"JSON schema\"): every key present, null when unknown; \"mainDisplay\" the main display, \"displays\" all of them; an array for several identifiers"
            )
        case .jsonLines:
            FlagSpec(["--json-lines"], .format(.jsonLines), "one JSON object per line", details: "one object per line (--list, --bulk)")
        case .csv:
            FlagSpec(
                ["--csv"], .format(.csv), "RFC 4180 CSV with a header row",
                details: "RFC 4180 with a header row. Columns: devinfo --help columns. Echoed input that a spreadsheet would run (= + - @) gets a leading '")
        case .tsv:
            FlagSpec(
                ["--tsv"], .format(.tsv), "tab-separated values, no header row",
                details: "tabs, no header row (line N answers input line N), the --csv columns; \\ tab LF CR in a cell written as \\\\ \\t \\n \\r")
        case .markdown:
            FlagSpec(
                ["--markdown"], .format(.table(.markdown)), "a Markdown table with a header row",
                details:
                    "a GitHub-flavoured Markdown table: the --csv columns and header; | \\ and line breaks in a cell escaped, < > & as entities; echoed input (a --bulk line, an unknown identifier) as a code span, so no link, image, emphasis, @mention or URL it holds is rendered"
            )
        case .os:
            FlagSpec(
                ["--os"], .modifier([.report, .list, .bulk, .svg]), value: "V",
                "OS version V (17, 17.4, iOS 17, macOS 10.15): its safe area and status bar (without --os, the newest the device runs), never outside a device's life; where no source covers V, the newest confirmed before it with its range; with --list, the devices that run it"
            )
        case .family:
            FlagSpec(["--family"], .modifier([.list, .web]), value: "F", choices: DeviceFamily.all.map(\.rawValue), "only family F")
        case .sql:
            FlagSpec(
                ["--sql"], .modifier([.list]), "the list as SQL for sqlite3: tables, rows and indexes (instead of a FORMAT)",
                details:
                    "with --list: CREATE TABLE, INSERT and CREATE INDEX statements (SQLite) for tables devices, displays, safe_areas and status_bars (by OS range) and columns (what each column means): devinfo --list --sql | sqlite3 devices.sqlite"
            )
        case .sources:
            FlagSpec(
                ["--sources"], .modifier([.report, .list]),
                "each fact with its value, status (confirmed, rule, single) and citations; with --list one line per citation",
                details:
                    "devinfo --sources ID: each fact as Data/ writes it, its status and its sources (--json: per fact named as in --json, the value, status and citations with key, title, locator, detail); --list --sources: identifier, fact, value, status, source, locator per citation (CSV, --tsv, --json-lines)"
            )
        case .landscape:
            FlagSpec(
                ["--landscape"], .modifier([.svg]),
                "an iPhone, iPad or iPod touch turned a quarter, top edge to the side its landscape safe area reserves (not an Apple Watch)")
        case .zoomed:
            FlagSpec(["--zoomed"], .modifier([.svg]), "the Display Zoom size")
        case .verbose:
            FlagSpec(["--verbose", "-v"], .modifier([.predicate, .list]), "print the answer too; with --list --os, name the devices left out")
        }
    }

    /// The option spelled `name` (`--json`, `-h`), or `nil`.
    init?(name: String) {
        guard let flag = Flag.allCases.first(where: { $0.spec.names.contains(name) }) else { return nil }
        self = flag
    }

    /// Its main spelling: `--json`.
    var name: String { spec.names[0] }
}

/// What an option is.
enum FlagKind: Equatable {
    /// It chooses what the command does.
    case mode(ModeKind)
    /// It chooses the output format.
    case format(OutputFormat)
    /// It changes these modes' answers.
    case modifier([ModeKind])
}

/// The modes, as the usage lines and messages name them.
enum ModeKind: CaseIterable, Equatable {
    case report, list, screen, predicate, bulk, svg, web, completion, help, version

    /// `reports`, `--list`, `--has-notch, --has-dynamic-island and --has-home-indicator`.
    var name: String {
        self == .report ? "reports" : Flag.allCases.filter { $0.spec.kind == .mode(self) }.map(\.name).joinedAsList
    }

    /// The output formats the mode writes (none: it answers by exit code, writes SVG, or text only).
    var formats: [Flag] {
        switch self {
        case .report, .list, .screen, .bulk: Flag.allCases.filter { if case .format = $0.spec.kind { true } else { false } }
        case .web: [.json]
        case .predicate, .svg, .completion, .help, .version: []
        }
    }

    /// How many identifiers it takes: any, at most one, or none.
    var identifiers: ClosedRange<Int> {
        switch self {
        case .report: 0...Int.max
        case .predicate, .svg: 0...1
        case .list, .screen, .bulk, .web, .completion, .help, .version: 0...0
        }
    }

    /// Its operands in the usage line.
    var operands: String {
        switch self {
        case .report: "[ID ...]"
        case .predicate, .svg: "[ID]"
        case .bulk: "< identifiers.txt"
        case .help: "[formats | columns]"
        case .list, .screen, .web, .completion, .version: ""
        }
    }
}

/// One option's description (see ``Flag``).
struct FlagSpec {
    /// Its spellings, the main one first.
    let names: [String]
    let kind: FlagKind
    /// Its value's placeholder (`V`, `WxH[@S]`), or `nil` when it takes none.
    let value: String?
    /// The values it accepts, when they are a fixed list (for messages and completion).
    let choices: [String]
    /// Its help line.
    let help: String
    /// What `devinfo --help formats` says of it (an output format, `--sql`), or `nil`: that page is written
    /// from these.
    let details: String?

    init(_ names: [String], _ kind: FlagKind, value: String? = nil, choices: [String] = [], _ help: String, details: String? = nil) {
        self.names = names
        self.kind = kind
        self.value = value
        self.choices = choices
        self.help = help
        self.details = details
    }
}

extension Array where Element == String {
    /// `a`, `a and b`, `a, b and c`.
    var joinedAsList: String {
        count <= 1 ? joined() : dropLast().joined(separator: ", ") + " and " + last!
    }
}
