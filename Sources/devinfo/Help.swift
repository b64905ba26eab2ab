import DevInfoKit

/// `devinfo --help` (stdout, exit 0) and the short usage shown with usage errors (stderr, exit 64).
enum Help {
    static let version = "1.0.0"

    /// The second pages: `devinfo --help columns`.
    static let topics = ["columns"]

    /// A second page of help.
    static func page(_ topic: String) -> String {
        switch topic {
        default: return columns
        }
    }

    /// `devinfo --help columns`: the table exports' columns with their types, units and meanings (from
    /// DevInfoKit's fact descriptions, like the exports themselves).
    static var columns: String {
        var out = "Columns of devinfo --list --csv (with a header row) and devinfo --bulk (input and\n"
        out += "status in place of identifier; TSV without a header, or CSV with one). Empty = unknown.\n\n"
        for column in ColumnDescription.list {
            out += "  " + column.name.padded(to: 20) + (column.unit.map { column.type.jsonName.padded(to: 9) + $0 } ?? column.type.jsonName) + "\n"
            out += wrapped(column.summary, indent: 6, width: 80) + "\n"
        }
        return String(out.dropLast())
    }

    /// `text` in lines of at most `width` columns, each indented by `indent` spaces.
    static func wrapped(_ text: String, indent: Int, width: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = margin
        for word in text.split(separator: " ") {
            if line.count > indent && line.count + 1 + word.count > width {
                lines.append(line)
                line = margin
            }
            line += (line.count > indent ? " " : "") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    static let usage = """
        usage: devinfo [--json] [--os N] [IDENTIFIER ...]
               devinfo --list [--family FAMILY] [--json | --json-lines [--os N] | --csv]
               devinfo --screen WIDTHxHEIGHT[@SCALE] [--json]
               devinfo --panel WIDTHxHEIGHT [--json]
               devinfo --has-notch|--has-dynamic-island|--has-home-indicator [--verbose] [IDENTIFIER]
               devinfo --bulk [--json [--os N] | --csv] < identifiers.txt
               devinfo --svg [IDENTIFIER] [--landscape] [--zoomed] [--os N] > display.svg
               devinfo --help | --version
        """

    static var text: String {
        """
        devinfo \(version): what an Apple device is and what its displays look like, from its hardware
        identifier (hw.machine or hw.model, e.g. iPhone11,8, MacBookPro18,3, Watch7,9).
        \(Device.all.count) identifiers: \(DeviceFamily.all.map { "\(Device.all(in: $0).count) \($0)" }.joined(separator: ", ")).

        \(usage)

        Reports
          devinfo ID [ID...]   name, family, year, and for each built-in display: cutout, home button or
                               indicator, panel pixels, points, scale and nativeScale, Display Zoom, case
                               size (Watch), diagonal and ppi, corners, safe-area insets in both
                               orientations with the OS versions they hold for. Sizes are in the display's
                               natural orientation: portrait, but landscape for a Mac's display.
          devinfo              the machine it runs on: SIMULATOR_MODEL_IDENTIFIER when set (any platform),
                               else hw.machine (iOS…), hw.model (macOS; also for an iPhone or iPad app on a
                               Mac, which is reported as the Mac) or uname -m; a machine that is not an
                               Apple device exits 2 naming the value it read.
          --os N               safe areas for OS major N (iOS 17: --os 17) and the range they hold for;
                               "not confirmed" where no source covers N (never another version's values).
          --json               one JSON object for one identifier, an array for several. The schema is
                               DevInfoKit's (the DocC article "JSON schema"): every key always present,
                               null when unknown; "screen" is the main display, "displays" all of them.

        Lists and reverse lookup
          --list               every known device, one per line.
          --family F           with --list: one family (\(DeviceFamily.all.map(\.rawValue).joined(separator: ", "))).
          --json-lines         with --list or --bulk: one JSON object per line.
          --csv                with --list: the table as RFC 4180 CSV with a header row; with --bulk: a
                               header row, then one row per input line. Columns are in the README.
          --screen WxH         render pixels as UIScreen.currentMode reports them (points x scale), or
          --screen WxH@S       points at a scale, e.g. 375x812@3: every device and mode (standard / zoomed)
                               that produces the size, and an "ambiguous" line when more than one does.
          --panel WxH          panel pixels as UIScreen.nativeBounds reports them.

        Predicates (for scripts; silent unless --verbose)
          --has-notch, --has-dynamic-island, --has-home-indicator [ID]
                               exit 0 yes, 1 no, 2 unknown identifier or a fact not confirmed. Without ID:
                               this machine. A Dynamic Island is not a notch; no display means no notch.
          --verbose, -v        print the answer (stdout) or the reason for exit 2 (stderr).

        Bulk
          --bulk               identifiers on stdin, one per line (spaces, tabs and \\r around them are
                               ignored); one output line per input line, in order, streamed. TSV (the
                               columns of --bulk --csv, no header row). status is known, unknown or malformed; unknown values are
                               empty; lines over 1 KiB are malformed. With --json: JSON Lines, one object
                               per line; with --csv: CSV with a header row. Bad lines never stop it; their
                               counts go to stderr at the end. Exits 0 unless reading or writing fails (74).

        Drawing
          --svg [ID]           an SVG drawing of the device's display(s) to scale on stdout: 1 SVG unit = 1
                               point, viewBox = the point size (two displays side by side, 24 points
                               apart). Shows the outline and corner radius, the notch, Dynamic Island or
                               punch hole, the safe area (dashed) and home-indicator region where confirmed,
                               and labels with the sizes and what is not confirmed. Without ID: this machine.
          --landscape          with --svg: an iPhone or iPad turned a quarter, top edge on the left, with
                               its landscape safe area (a Mac is drawn landscape anyway).
          --zoomed             with --svg: the Display Zoom point size (exit 2 without Display Zoom).
          --os N               with --svg: that OS major's safe area, else the newest confirmed.

        Other
          --help, -h           this help.         --version, -V   the version.
          --                   everything after is an identifier.

        Exit codes
          0  success (predicates: yes)            1  predicates: no
          2  unknown identifier or fact, no device produces the --screen size, not an Apple device,
             or --svg cannot draw it (no display, sizes or Display Zoom not confirmed)
          64 bad flag or argument                 74 cannot read stdin or write stdout
             (a closed pipe exits 74 silently)
        """
    }
}
