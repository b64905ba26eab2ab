import DevInfoKit

/// The human-readable report for one device (`devinfo iPhone11,8`). Sizes use `x` so they can be pasted
/// back into `--screen`. Written piece by piece into the output buffer (no arrays of tuples, no closures
/// over optionals) to keep a one-shot run's start-up small.
enum TextReport {
    /// Writes the report straight into `out`. With `osVersion`, safe areas are the entries for that OS
    /// major ("not confirmed" where none is), else the newest confirmed.
    static func write(_ device: Device, source: IdentifierSource? = nil, emulated: DeviceIdentifier? = nil,
                      osVersion: Int? = nil, to out: inout Output) {
        out.write(device.identifier.rawValue)
        out.write("  ")
        out.line(device.fullName)
        if let source {
            label(&out, "", "detected")
            out.write("from ")
            out.write(source.rawValue)
            if let emulated {
                out.write(" (an iPhone or iPad app on a Mac: hw.machine reports ")
                out.write(sanitized(emulated.rawValue))
                out.write(")")
            }
            out.line()
        }
        row(&out, "family", device.family.description)
        row(&out, "released", device.releaseYear.map(String.init) ?? "unknown")
        guard let hasDisplay = device.hasBuiltInDisplay else {
            row(&out, "display", "not confirmed (no source devinfo cites gives its display facts)")
            return
        }
        guard hasDisplay else {
            row(&out, "display", "none (no built-in display)")
            return
        }
        // Walked by position rather than through `device.displays`: building an array (and its generic
        // metadata) measurably costs a one-shot run's start-up.
        if device.displayCount == 1 {
            write(device.display(at: 0), family: device.family, osVersion: osVersion, indent: "", to: &out)
        } else {
            for position in 0..<device.displayCount {
                let display = device.display(at: position)
                out.write("  ")
                out.write(display.role.rawValue)
                out.line(" display")
                write(display, family: device.family, osVersion: osVersion, indent: "  ", to: &out)
            }
        }
    }

    private static func write(_ display: Display, family: DeviceFamily, osVersion: Int?, indent: String, to out: inout Output) {
        let orientation = display.isLandscapeNative ? "landscape" : "portrait"
        row(&out, indent, "cutout", display.cutout.map(\.description) ?? "unknown")
        if let frame = display.cutoutFrame {
            row(&out, indent, "", "at x \(formatNumber(frame.x)), y \(formatNumber(frame.y)), \(formatNumber(frame.width))x\(formatNumber(frame.height)) points")
        }
        var home = "unknown"
        if let control = display.homeControl {
            if control == .button { home = "home button" }
            else if control == .indicator { home = "home indicator (no home button)" }
            else if control == .neither { home = "none" }
            else { home = control.rawValue }
        }
        row(&out, indent, "home", home)
        label(&out, indent, "panel")
        if let panel = display.panelPixels {
            size(&out, panel.width, panel.height)
            out.write(" pixels (")
            out.write(display.isLandscapeNative ? "panel" : "nativeBounds")
            out.write(", ")
            out.write(orientation)
            out.line(")")
        } else {
            out.line("unknown")
        }
        label(&out, indent, "points")
        if let standard = display.standard { mode(&out, standard) } else { out.line("unknown") }
        if family == .iPhone || display.displayZoom != .unsupported {
            label(&out, indent, "zoomed")
            switch display.displayZoom {
            case .supported(let zoomed): mode(&out, zoomed)
            case .unsupported: out.line("no Display Zoom")
            case .unknown: out.line("unknown (Display Zoom not confirmed)")
            }
        }
        if let millimeters = display.caseMillimeters { row(&out, indent, "case", "\(millimeters) mm") }
        label(&out, indent, "diagonal")
        if let inches = display.diagonalInches {
            out.write(formatNumber(inches))
            out.write(" in, ")
        } else {
            out.write("unknown, ")
        }
        if let ppi = display.pixelsPerInch {
            out.write(String(ppi))
            out.line(" ppi")
        } else {
            out.line("ppi unknown")
        }
        var corners = "unknown"
        if let rounded = display.hasRoundedCorners { corners = rounded ? "rounded" : "square" }
        if let radius = display.cornerRadius { corners += ", radius \(formatNumber(radius)) points" }
        row(&out, indent, "corners", corners)
        let safeArea = osVersion.map { display.safeArea(forOSVersion: $0) } ?? display.safeArea
        guard let safeArea else {
            if let osVersion {
                row(&out, indent, "safe area", "not confirmed for \(family.operatingSystemName) \(osVersion)" + confirmedVersions(display, family))
            } else {
                row(&out, indent, "safe area", "unknown (not confirmed for any OS version)")
            }
            return
        }
        // One line per orientation, written without an array of tuples (generic metadata costs start-up).
        if display.isLandscapeNative {
            safeAreaLine(&out, indent, "safe area", "landscape ", safeArea.landscape, range: safeArea, family: family)
        } else {
            safeAreaLine(&out, indent, "safe area", "portrait  ", safeArea.portrait, range: safeArea, family: family)
            safeAreaLine(&out, indent, "", "landscape ", safeArea.landscape, range: nil, family: family)
        }
    }

    /// `  safe area  portrait  top 48, left 0, bottom 34, right 0  (iOS 14–18)`; the range only when given.
    private static func safeAreaLine(_ out: inout Output, _ indent: String, _ label: String, _ name: String,
                                     _ insets: SafeAreaInsets?, range: SafeArea?, family: DeviceFamily) {
        self.label(&out, indent, label)
        out.write(name)
        if let insets { self.insets(&out, insets) } else { out.write("not confirmed") }
        if let range {
            out.write("  (")
            out.write(family.operatingSystemName)
            out.write(" ")
            out.write(range.versionRange)
            out.write(")")
        }
        out.line()
    }

    /// ` (confirmed for iOS 14–18, 26)`, or that none is.
    static func confirmedVersions(_ display: Display, _ family: DeviceFamily) -> String {
        let ranges = display.safeAreaHistory.map(\.versionRange)
        return ranges.isEmpty ? " (no version is confirmed)" : " (confirmed for \(family.operatingSystemName) \(ranges.joined(separator: ", ")))"
    }


    /// `  label      ` — the indented, padded label column.
    private static func label(_ out: inout Output, _ indent: String = "", _ text: String) {
        out.write("  ")
        out.write(indent)
        out.write(text)
        for _ in text.utf8.count..<11 { out.write(" ") }
    }

    private static func row(_ out: inout Output, _ name: String, _ value: String) {
        row(&out, "", name, value)
    }


    private static func row(_ out: inout Output, _ indent: String, _ name: String, _ value: String) {
        label(&out, indent, name)
        out.line(value)
    }

    private static func size(_ out: inout Output, _ width: Int, _ height: Int) {
        out.write(String(width))
        out.write("x")
        out.write(String(height))
    }

    private static func mode(_ out: inout Output, _ mode: ScreenMode) {
        size(&out, mode.points.width, mode.points.height)
        out.write(" @")
        out.write(String(mode.scale))
        out.write("x, nativeScale ")
        out.write(formatNumber(mode.nativeScale))
        out.write(", render ")
        size(&out, mode.renderPixels.width, mode.renderPixels.height)
        out.line(" pixels")
    }

    private static func insets(_ out: inout Output, _ insets: SafeAreaInsets) {
        out.write("top ")
        out.write(formatNumber(insets.top))
        out.write(", left ")
        out.write(formatNumber(insets.left))
        out.write(", bottom ")
        out.write(formatNumber(insets.bottom))
        out.write(", right ")
        out.write(formatNumber(insets.right))
    }

    static func size(_ size: PixelSize) -> String { String(size.width) + "x" + String(size.height) }
    static func size(_ size: PointSize) -> String { String(size.width) + "x" + String(size.height) }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
