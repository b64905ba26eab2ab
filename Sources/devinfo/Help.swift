import DevInfoKit
import DevInfoVocabulary

/// `devinfo --help` (stdout, exit 0) and the short usage shown with usage errors (stderr, exit 64).
enum Help {
    static let version = "2.0.0"

    /// The second pages: `devinfo --help formats`, `devinfo --help columns`.
    static let topics = ["formats", "columns"]

    /// The widest line of any help page, in columns.
    static let width = 80

    /// A second page of help.
    static func page(_ topic: String) -> String {
        switch topic {
        case "formats": return formats
        default: return columns
        }
    }

    /// `devinfo --help columns`: the table exports' columns with their types, units and meanings (from
    /// DevInfoKit's fact descriptions, like the exports themselves).
    static var columns: String {
        var out = "Columns of devinfo --list --csv (with a header row) and devinfo --bulk (input\n"
        out += "and status in place of identifier; TSV without a header, or CSV with one).\n"
        out += "An empty cell is unknown.\n\n"
        for column in ColumnDescription.list {
            out += "  " + (column.name + " ").padded(to: 20) + (column.unit.map { column.type.jsonName.padded(to: 9) + $0 } ?? column.type.jsonName) + "\n"
            out += wrapped(column.summary, indent: 6, width: 80) + "\n"
        }
        return String(out.dropLast())
    }

    /// `text` in lines of at most `width` columns, each indented by `indent` spaces.
    static func wrapped(_ text: String, indent: Int, width: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        return TextWrapping.lines(text, width: width - indent).map { margin + $0 }.joined(separator: "\n")
    }

    /// The usage lines, one per mode, from the option table: the mode's options, the modifiers and formats
    /// that apply to it, and its operands.
    static var usage: String {
        var lines: [String] = []
        let modeGroups: [[Flag]] = [[], [.list], [.screen], [.panel], [.hasNotch, .hasDynamicIsland, .hasHomeIndicator], [.bulk], [.svg], [.web], [.completion]]
        for group in modeGroups {
            let kind = group.first.map { flag -> ModeKind in if case .mode(let kind) = flag.spec.kind { return kind } else { return .report } } ?? .report
            var parts = ["devinfo"]
            if !group.isEmpty {
                parts.append(group.map { flag in flag.spec.value.map { "\(flag.name) \($0)" } ?? flag.name }.joined(separator: "|"))
            }
            for flag in Flag.allCases {
                guard case .modifier(let modes) = flag.spec.kind, modes.contains(kind) else { continue }
                let name = flag.spec.names.min { $0.count < $1.count } ?? flag.name
                parts.append("[" + (flag.spec.value.map { "\(name) \($0)" } ?? name) + "]")
            }
            if !kind.formats.isEmpty { parts.append(kind.formats.count == 1 ? "[\(kind.formats[0].name)]" : "[FORMAT]") }
            if !kind.operands.isEmpty { parts.append(kind.operands) }
            lines.append(parts.joined(separator: " "))
        }
        lines.append("devinfo --help [formats | columns] | --version")
        let formats = Flag.allCases.filter { if case .format = $0.spec.kind { true } else { false } }.map(\.name)
        return "usage: " + lines.joined(separator: "\n       ") + "\n  FORMAT: " + formats.joined(separator: ", ")
    }

    /// What a usage error prints after its message: one line that says where the rest is.
    static let usageHint = "Run 'devinfo --help' for the usage."

    /// `name, year, chip, OS range and each display: cutout, …`: what a report holds, from the facts' labels.
    static var reportContents: String {
        var device: [String] = []
        var display: [String] = []
        DeviceFact.forEach { if let label = $0.spec.label, !label.isEmpty { device.append(label) } }
        DisplayFact.forEach { if let label = $0.spec.label, !label.isEmpty { display.append(label) } }
        return "name, " + device.joined(separator: ", ") + " and each display: " + display.joined(separator: ", ")
    }

    static var text: String {
        var out = """
            devinfo \(version): what an Apple device is and what its displays look like, from
            its hardware identifier (hw.machine or hw.model: iPhone11,8, MacBookPro18,3).
            \(wrapped("\(Device.all.count) identifiers: " + DeviceFamily.all.map { "\(Device.all(in: $0).count) \($0)" }.joined(separator: ", ") + ".", indent: 0, width: width))

            \(usage)


            """
        out += option("devinfo ID...", reportContents)
        out += option("devinfo", "the machine it runs on (exit 2 if not an Apple device)")
        for flag in Flag.allCases {
            let spec = flag.spec
            let names = spec.names.joined(separator: ", ") + (spec.value.map { " " + $0 } ?? "")
            out += option(names, spec.help + (spec.choices.isEmpty || flag == .completion ? "" : ": " + spec.choices.joined(separator: " ")))
        }
        out += option("--", "the rest are identifiers")
        out += """

            Exit codes: 0 ok (predicates: yes) · 1 predicates: no · 2 unknown identifier
            or fact, an OS version the device does not run, no match, not drawable ·
            64 bad usage · 74 cannot read or write · 130/143 --bulk stopped by SIGINT or
            SIGTERM (after its last whole line)
            """
        return out
    }

    /// `  --os V               the text…`, wrapped at ``width`` under a 23-column name.
    static func option(_ names: String, _ text: String) -> String {
        let lines = TextWrapping.lines(text, width: width - 23)
        let first = names.count <= 20 ? "  " + names.padded(to: 21) + lines[0] : "  " + names + "\n" + String(repeating: " ", count: 23) + lines[0]
        return ([first] + lines.dropFirst().map { String(repeating: " ", count: 23) + $0 }).joined(separator: "\n") + "\n"
    }

    /// `devinfo --help formats`: the output formats, bulk and drawing in detail.
    static var formats: String {
        var out = "Output formats\n\n"
        out += option("text (default)", "a report per device for people; sizes in the display's natural orientation (portrait; landscape on a Mac)")
        for flag in Flag.allCases {
            if let details = flag.spec.details { out += option(flag.name, details) }
        }
        return out + """

            Bulk (--bulk)

              Identifiers on stdin, one per line; spaces, tabs and \\r around them are
              ignored. One output line per input line, in order, streamed: TSV by default
              (the --bulk --csv columns, no header), --csv with a header, --json as JSON
              Lines. status is known, unknown or malformed; lines over 1 KiB are
              malformed. input echoes the line: printable ASCII as is, \\ as \\\\, any
              other byte as \\xNN, at most 256 bytes (then …); TSV escapes it once more
              (\\xFF arrives as \\\\xFF). Bad lines never stop it; their counts go to
              stderr at the end. Exits 0 unless reading or writing fails (74). Output
              is whole lines only: SIGTERM or SIGINT ends it after its last whole line
              (143, 130).

            Drawing (--svg)

              An SVG of the device's display(s) to scale: 1 unit = 1 point, viewBox = the
              point size (two displays side by side, 24 points apart). The outline and
              corner radius, the cutout, the safe area (dashed) and home-indicator region
              where confirmed, and labels saying what is not confirmed. --landscape: an
              iPhone or iPad turned a quarter with its landscape safe area; --zoomed: the
              Display Zoom size (exit 2 without it); --os N: that OS major's safe area.

            For the web (--web WHAT)

              Every iPhone, iPad and iPod touch display, standard and zoomed, portrait and
              landscape: points are CSS pixels, scale is devicePixelRatio. profiles:
              device descriptors for Playwright and Puppeteer with devinfo's facts (JSON);
              screen is portrait in both orientations, as iOS reports it; viewport is the
              whole screen (Safari's is smaller by its toolbars); userAgent is Safari's on
              the newest OS the device runs. launch-screens: the <link rel=
              "apple-touch-startup-image"> set for a page's head, one per size (--json:
              JSON). safe-areas: CSS custom properties per [data-device] (--json: JSON).
              playwright, playwright-python, puppeteer: the same profiles as drop-in device
              registries in each tool's own shape, named as the tools name theirs
              ("iPhone 17 Pro", "iPhone 17 Pro landscape"). Devices left out (a fact not
              confirmed) are counted on stderr.

            This machine (no ID)

              SIMULATOR_MODEL_IDENTIFIER when set, else hw.machine (iOS and the others),
              hw.model (macOS, and an iPhone or iPad app on a Mac, reported as the Mac),
              or uname -m (exit 2, naming the value read, when it is not an Apple device).
            """
    }
}
