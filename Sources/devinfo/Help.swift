import DevInfoKit

/// `devinfo --help` (stdout, exit 0) and the short usage shown with usage errors (stderr, exit 64).
enum Help {
    static let version = "0.1.0"

    static let usage = """
        usage: devinfo [--json] [IDENTIFIER ...]
               devinfo --list [--family iPhone|iPad|iPod] [--json]
               devinfo --screen WIDTHxHEIGHT[@SCALE] [--json]
               devinfo --panel WIDTHxHEIGHT [--json]
               devinfo --has-notch|--has-dynamic-island|--has-home-indicator [--verbose] [IDENTIFIER]
               devinfo --bulk [--json] < identifiers.txt
               devinfo --help | --version
        """

    static var text: String {
        """
        devinfo \(version): what an Apple device is and what its screen looks like, from its hardware
        identifier (hw.machine, e.g. iPhone11,8). \(Device.all.count) iPhone, iPad and iPod touch identifiers.

        \(usage)

        Reports
          devinfo ID [ID...]   name, family, cutout, home button or indicator, panel pixels (nativeBounds),
                               points, scale and nativeScale, the Display Zoom mode (or "no Display Zoom"),
                               diagonal and ppi, safe-area insets in both orientations. All sizes portrait.
          devinfo              the machine it runs on: SIMULATOR_MODEL_IDENTIFIER when set (any platform),
                               else hw.machine (iOS), hw.model (macOS) or uname -m; a machine that is not an
                               Apple device exits 2 naming the value it read.
          --json               one JSON object for one identifier, an array for several (schema below);
                               with no identifier on a non-Apple machine, an object with known: false and
                               unknownReason notAppleDevice, simulator or unavailable.

        Lists and reverse lookup
          --list               every known device, one per line: identifier, name, points @scale, cutout.
          --family F           with --list: only iPhone, iPad or iPod.
          --screen WxH         render pixels as UIScreen.currentMode reports them (points x scale), or
          --screen WxH@S       points at a scale, e.g. 375x812@3: every device and mode (standard / zoomed)
                               that produces the size, and an "ambiguous" line when more than one does.
          --panel WxH          panel pixels as UIScreen.nativeBounds reports them.

        Predicates (for scripts; silent unless --verbose)
          --has-notch, --has-dynamic-island, --has-home-indicator [ID]
                               exit 0 yes, 1 no, 2 unknown identifier. Without ID: this machine.
                               A Dynamic Island is not a notch.
          --verbose, -v        print the answer (stdout) or the reason for exit 2 (stderr).

        Bulk
          --bulk               identifiers on stdin, one per line (spaces, tabs and \\r around them are
                               ignored); one output line per input line, in order, streamed. TSV columns:
                               \(BulkCommand.columns.joined(separator: ", ")).
                               No header row. status is known, unknown or malformed; unknown values are
                               empty; lines over 1 KiB are malformed. With --json: JSON Lines, one object
                               per line. Bad lines never stop it; their counts go to stderr at the end.
                               Exits 0 unless reading or writing fails (74).

        JSON schema (every key always present; null when unknown)
          identifier, known, name, variant, family, major, minor, releaseYear, unknownReason,
          detectedFrom, cutout ("none" | "notch" | "dynamicIsland"), hasNotch, hasDynamicIsland,
          hasSensorHousing, hasHomeIndicator, hasHomeButton,
          screen: null | {id, diagonalInches, ppi, pixels{width,height} (panel), points{width,height},
                  scale, nativeScale, renderPixels{width,height}, roundedCorners,
                  displayZoom ("supported" | "unsupported" | "unknown"),
                  zoomed: null | {points{width,height}, nativeScale, renderPixels{width,height}}},
          safeArea: null | {iOSVersion, portrait{top,left,bottom,right}, landscape{top,left,bottom,right}}
          Units: pixels are pixels, points are points, insets are points; portrait orientation.

        Other
          --help, -h           this help.         --version, -V   the version.
          --                   everything after is an identifier.

        Exit codes
          0  success (predicates: yes)            1  predicates: no
          2  unknown identifier, no device produces the --screen size, or not an Apple device
          64 bad flag or argument                 74 cannot read stdin or write stdout
             (a closed pipe exits 74 silently)
        """
    }
}
