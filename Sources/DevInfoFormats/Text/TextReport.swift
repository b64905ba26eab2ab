import DevInfoKit
import DevInfoVocabulary

/// The human-readable report for one device (`devinfo iPhone11,8`): its identifier and name, then one row
/// per device fact and display fact that has a label (`FactSpec.label`), in their declared order; a device
/// with several displays gets a section per display. Sizes use `x` so they can be pasted back into
/// `--screen`.
package enum TextReport {
    /// The report, ending in a newline. With `context.osVersion`, safe areas are the entries for that OS
    /// major ("not confirmed" where none is), else the newest confirmed. `emulated`: the iPhone or iPad
    /// identifier `hw.machine` reported when an iOS app runs on a Mac.
    package static func render(_ device: Device, _ context: FactContext, emulated: DeviceIdentifier? = nil) -> String {
        var out = ""
        write(device, context, emulated: emulated, to: &out)
        return out
    }

    /// Writes the report into `out` piece by piece (a one-shot run then grows no large string).
    package static func write<Out: TextOutputStream>(
        _ device: Device, _ context: FactContext, emulated: DeviceIdentifier? = nil,
        to out: inout Out
    ) {
        out.write(device.identifier.rawValue)
        out.write("  ")
        out.write(device.fullName)
        out.write("\n")
        if let source = context.detectedFrom {
            var detected = ReportLines("from ", source.rawValue)
            if let emulated {
                detected = ReportLines(
                    "from ", source.rawValue, " (an iPhone or iPad app on a Mac: hw.machine reports ",
                    UnsafeText.escaped(emulated.rawValue, asciiOnly: true), ")")
            }
            row(&out, "", "detected", detected)
        }
        let lookup = DeviceLookup.known(device)
        DeviceFact.forEach { fact in
            if let label = fact.label { row(&out, "", label, lookup.reportLines(of: fact, context)) }
        }
        guard let hasDisplay = device.hasBuiltInDisplay else {
            row(&out, "", "display", ReportLines("not confirmed (no source devinfo cites gives its display facts)"))
            return
        }
        guard hasDisplay else {
            row(&out, "", "display", ReportLines("none (no built-in display)"))
            return
        }
        if device.displayCount == 1 {
            write(device.display(at: 0), context, indent: "", to: &out)
        } else {
            for position in 0..<device.displayCount {
                let display = device.display(at: position)
                out.write("  ")
                out.write(display.role.rawValue)
                out.write(" display\n")
                write(display, context, indent: "  ", to: &out)
            }
        }
    }

    private static func write<Out: TextOutputStream>(_ display: Display, _ context: FactContext, indent: String, to out: inout Out) {
        DisplayFact.forEach { fact in
            if let label = fact.label { row(&out, indent, label, display.reportLines(of: fact, context)) }
        }
    }

    /// `  label      value`, and a second line under it with an empty label.
    private static func row<Out: TextOutputStream>(_ out: inout Out, _ indent: String, _ label: String, _ lines: ReportLines) {
        if !lines.first.isEmpty { line(&out, indent, label, lines.first) }
        if !lines.second.isEmpty { line(&out, indent, "", lines.second) }
    }

    private static func line<Out: TextOutputStream>(_ out: inout Out, _ indent: String, _ label: String, _ pieces: [String]) {
        out.write("  ")
        out.write(indent)
        out.write(label)
        out.write(padding(11 - label.utf8.count))
        for piece in pieces { out.write(piece) }
        out.write("\n")
    }

    /// `count` spaces (at least one, at most 11: an empty label's) as one literal: one write per row, not
    /// one per space.
    private static func padding(_ count: Int) -> String {
        switch count {
        case ...1: " "
        case 2: "  "
        case 3: "   "
        case 4: "    "
        case 5: "     "
        case 6: "      "
        case 7: "       "
        case 8: "        "
        case 9: "         "
        case 10: "          "
        default: "           "
        }
    }
}
