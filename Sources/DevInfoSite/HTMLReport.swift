import DevInfoKit
import DevInfoVocabulary

/// A device's facts as HTML, for the catalogue website: the text report's rows (the same fact
/// descriptions, labels and wording), each label carrying the fact's meaning as a tooltip, and a fact the
/// sources do not confirm written "not confirmed".
package enum HTMLReport {
    /// The device's facts as a `<table>`, then one table per display (its role and class as a caption; the
    /// class links to `displayPage(display)` when that gives an address).
    package static func render(
        _ device: Device, _ context: FactContext = FactContext(),
        displayPage: (Display) -> String? = { _ in nil }
    ) -> String {
        var out = "<table class=\"facts\">\n<tbody>\n"
        let lookup = DeviceLookup.known(device)
        DeviceFact.forEach { fact in
            let spec = fact.spec
            guard let label = spec.label else { return }
            let lines = lookup.reportLines(of: fact, context)
            guard !lines.first.isEmpty else { return }  // not a fact of this device (the text report leaves it out too)
            if case .null = lookup.value(of: fact, context) {
                row(&out, label, spec.summary, ["not confirmed"])
                return
            }
            rows(&out, label, spec.summary, lines)
        }
        switch device.hasBuiltInDisplay {
        case nil: row(&out, "display", "Its built-in displays.", ["not confirmed (no source devinfo cites gives its display facts)"])
        case false?: row(&out, "display", "Its built-in displays.", ["none (no built-in display)"])
        case true?: break
        }
        out += "</tbody>\n</table>\n"
        for display in device.displays {
            out += render(
                display, context, caption: device.displayCount > 1 ? "\(display.role.rawValue) display" : "display",
                link: displayPage(display))
        }
        return out
    }

    /// One display's facts as a `<table>` captioned `caption` and the display class, linked to `link` if given.
    package static func render(_ display: Display, _ context: FactContext = FactContext(), caption: String, link: String? = nil) -> String {
        let id = link.map { "<a href=\"\(escaped($0))\">\(escaped(display.id))</a>" } ?? escaped(display.id)
        var out = "<table class=\"facts\">\n<caption>\(escaped(caption)) \(id)</caption>\n<tbody>\n"
        DisplayFact.forEach { fact in
            let spec = fact.spec
            guard let label = spec.label else { return }
            let lines = display.reportLines(of: fact, context)
            guard !lines.first.isEmpty else { return }  // not a fact of this display (a case size on an iPhone)
            if case .null = display.value(of: fact, context) {
                // An unlabelled fact continues the row above it (the cutout's rectangle): nothing to add.
                if !label.isEmpty { row(&out, label, spec.summary, ["not confirmed"]) }
                return
            }
            rows(&out, label, spec.summary, lines)
        }
        return out + "</tbody>\n</table>\n"
    }

    private static func rows(_ out: inout String, _ label: String, _ summary: String, _ lines: ReportLines) {
        var text = lines.first
        if !lines.second.isEmpty { text += ["\n"] + lines.second }
        guard !text.isEmpty else { return }
        row(&out, label, summary, text)
    }

    private static func row(_ out: inout String, _ label: String, _ summary: String, _ pieces: [String]) {
        let value = pieces.joined().split(separator: "\n").map { escaped(String($0)).trimmingSpaces }.joined(separator: "<br>")
        let heading = label.isEmpty ? "" : "<abbr title=\"\(escaped(summary))\">\(escaped(label))</abbr>"
        out += "<tr><th scope=\"row\">\(heading)</th><td>\(value)</td></tr>\n"
    }

    /// `text` with `&`, `<`, `>` and `"` escaped for HTML text and attribute values.
    package static func escaped(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            // Index loops over the bytes (a debug build, the tests', runs them far faster than iterators),
            // and most text has nothing to escape: it comes back as it is.
            var index = 0
            while index < bytes.count, !isSpecial(bytes[index]) { index &+= 1 }
            if index == bytes.count { return String(decoding: bytes, as: UTF8.self) }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<index]))
            while index < bytes.count {
                switch bytes[index] {
                case 0x26: out.append(contentsOf: [0x26, 0x61, 0x6D, 0x70, 0x3B])  // &amp;
                case 0x3C: out.append(contentsOf: [0x26, 0x6C, 0x74, 0x3B])  // &lt;
                case 0x3E: out.append(contentsOf: [0x26, 0x67, 0x74, 0x3B])  // &gt;
                case 0x22: out.append(contentsOf: [0x26, 0x71, 0x75, 0x6F, 0x74, 0x3B])  // &quot;
                default: out.append(bytes[index])
                }
                index &+= 1
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// `&`, `<`, `>` or `"`.
    private static func isSpecial(_ byte: UInt8) -> Bool { byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
