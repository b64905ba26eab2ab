import DevInfoVocabulary
import DevInfoKit

/// `devinfo --help` (stdout, exit 0) and the short usage shown with usage errors (stderr, exit 64).
enum Help {
    static let version = "1.1.0"

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

    static let usage = """
        usage: devinfo [--json | --csv | --tsv] [--os N] [IDENTIFIER ...]
               devinfo --list [--family FAMILY] [--json | --json-lines | --csv | --tsv]
               devinfo --list --sql | sqlite3 devices.sqlite
               devinfo --screen WIDTHxHEIGHT[@SCALE] [--json]
               devinfo --panel WIDTHxHEIGHT [--json]
               devinfo --has-notch|--has-dynamic-island|--has-home-indicator [-v] [ID]
               devinfo --bulk [--json [--os N] | --csv] < identifiers.txt
               devinfo --svg [ID] [--landscape] [--zoomed] [--os N] > display.svg
               devinfo --help [formats | columns] | --version
        """

    static var text: String {
        """
        devinfo \(version): what an Apple device is and what its displays look like, from
        its hardware identifier (hw.machine or hw.model: iPhone11,8, MacBookPro18,3).
        \(wrapped("\(Device.all.count) identifiers: " + DeviceFamily.all.map { "\(Device.all(in: $0).count) \($0)" }.joined(separator: ", ") + ".", indent: 0, width: width))

        \(usage)

          devinfo ID...        name, year and each display: cutout, home control,
                               panel, points, scale, Display Zoom, size, corners,
                               safe areas with the OS versions they hold for
          devinfo              the machine it runs on (exit 2 if not an Apple device)
          --os N               safe areas for OS major N ("not confirmed" if no
                               source covers N; never another version's values)
          --json, --csv, --tsv the report as JSON (DevInfoKit's schema), or a table row
          --list               every known device; --family F for one family:
                               \(DeviceFamily.all.map(\.rawValue).joined(separator: " "))
          --json-lines         with --list or --bulk: one JSON object per line
          --sql                with --list: SQL tables, rows and indexes (sqlite3)
          --screen WxH[@S]     devices and modes that render WxH pixels (currentMode),
                               or WxH points at scale S; WxH alone falls back to points
          --panel WxH          devices whose panel is WxH pixels (nativeBounds)
          --has-notch, --has-dynamic-island, --has-home-indicator [ID]
                               exit 0 yes, 1 no, 2 unknown; -v prints the answer
          --bulk               one identifier per stdin line, one answer per line
          --svg [ID]           the display(s) drawn to scale; --landscape, --zoomed
          --help formats       output formats, bulk and drawing in detail
          --help columns       the columns of --csv, --tsv and --bulk
          --version, -V        the version          --   the rest are identifiers

        Exit codes: 0 ok (predicates: yes) · 1 predicates: no · 2 unknown identifier
        or fact, no match, not drawable · 64 bad usage · 74 cannot read or write
        """
    }

    /// `devinfo --help formats`: the output formats, bulk and drawing in detail.
    static var formats: String {
        """
        Output formats

          text (default)       a report per device for people; sizes in the display's
                               natural orientation (portrait; landscape on a Mac)
          --json               DevInfoKit's Codable object (the DocC article "JSON
                               schema"): every key present, null when unknown;
                               "mainDisplay" the main display, "displays" all of them;
                               an array for several identifiers
          --json-lines         one object per line (--list, --bulk)
          --csv                RFC 4180 with a header row; --tsv: tabs, no header.
                               Columns: devinfo --help columns. Echoed input that a
                               spreadsheet would run (= + - @) gets a leading '
          --sql                with --list: CREATE TABLE, INSERT and CREATE INDEX
                               statements (SQLite) for tables devices, displays,
                               safe_areas and status_bars (by OS range) and columns
                               (what each column means): devinfo --list --sql |
                               sqlite3 devices.sqlite

        Bulk (--bulk)

          Identifiers on stdin, one per line; spaces, tabs and \\r around them are
          ignored. One output line per input line, in order, streamed: TSV by default
          (the --bulk --csv columns, no header), --csv with a header, --json as JSON
          Lines. status is known, unknown or malformed; lines over 1 KiB are
          malformed. Bad lines never stop it; their counts go to stderr at the end.
          Exits 0 unless reading or writing fails (74).

        Drawing (--svg)

          An SVG of the device's display(s) to scale: 1 unit = 1 point, viewBox = the
          point size (two displays side by side, 24 points apart). The outline and
          corner radius, the cutout, the safe area (dashed) and home-indicator region
          where confirmed, and labels saying what is not confirmed. --landscape: an
          iPhone or iPad turned a quarter with its landscape safe area; --zoomed: the
          Display Zoom size (exit 2 without it); --os N: that OS major's safe area.

        This machine (no ID)

          SIMULATOR_MODEL_IDENTIFIER when set, else hw.machine (iOS and the others),
          hw.model (macOS, and an iPhone or iPad app on a Mac, reported as the Mac),
          or uname -m (exit 2, naming the value read, when it is not an Apple device).
        """
    }
}
