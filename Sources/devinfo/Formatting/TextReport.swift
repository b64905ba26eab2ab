import DevInfoKit

/// The human-readable report for one device (`devinfo iPhone11,8`). Sizes use `x` so they can be pasted
/// back into `--screen`. Built with plain appends (no arrays of tuples, no closures over optionals) to
/// keep a one-shot run's start-up small.
enum TextReport {
    /// Writes the report straight into `out`, piece by piece. Every piece is a literal or a short string
    /// (Swift keeps up to 15 bytes inline), so a one-shot run allocates and frees almost no string
    /// storage; building the report as one String measurably cost start-up (see README, Performance).
    static func write(_ device: Device, source: IdentifierSource? = nil, to out: inout Output) {
        let screen = device.screen
        out.write(device.identifier.rawValue)
        out.write("  ")
        out.line(device.description)
        if let source { row(&out, "detected", "from ", source.rawValue) }
        row(&out, "family", device.family.description)
        row(&out, "released", String(device.releaseYear))
        row(&out, "cutout", cutoutText(device.cutout))
        row(&out, "home", device.hasHomeButton ? "home button" : "home indicator (no home button)")
        label(&out, "panel")
        size(&out, screen.panelPixels.width, screen.panelPixels.height)
        out.line(" pixels (nativeBounds, portrait)")
        label(&out, "points")
        mode(&out, screen.standard)
        label(&out, "zoomed")
        switch screen.displayZoom {
        case .supported(let zoomed): mode(&out, zoomed)
        case .unsupported: out.line("no Display Zoom")
        case .unknown: out.line("unknown (Display Zoom not confirmed)")
        }
        label(&out, "diagonal")
        if let inches = screen.diagonalInches {
            out.write(number(inches))
            out.write(" in, ")
        } else {
            out.write("unknown, ")
        }
        if let ppi = screen.pixelsPerInch {
            out.write(String(ppi))
            out.line(" ppi")
        } else {
            out.line("ppi unknown")
        }
        var corners = "unknown"
        if let rounded = screen.hasRoundedCorners { corners = rounded ? "rounded" : "square" }
        row(&out, "corners", corners)
        if let safeArea = screen.safeArea {
            label(&out, "safe area")
            out.write("portrait  ")
            insets(&out, safeArea.portrait)
            out.write("  (iOS ")
            out.write(String(safeArea.iOSVersion))
            out.line(")")
            label(&out, "")
            out.write("landscape ")
            insets(&out, safeArea.landscape)
            out.line()
        } else {
            row(&out, "safe area", "unknown (not confirmed for any iOS with safe areas)")
        }
    }

    /// `  label      ` — the indented, padded label column.
    private static func label(_ out: inout Output, _ text: String) {
        out.write("  ")
        out.write(text)
        for _ in text.utf8.count..<11 { out.write(" ") }
    }

    private static func row(_ out: inout Output, _ name: String, _ value: String, _ more: String = "") {
        label(&out, name)
        out.write(value)
        out.line(more)
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
        out.write(number(mode.nativeScale))
        out.write(", render ")
        size(&out, mode.renderPixels.width, mode.renderPixels.height)
        out.line(" pixels")
    }

    private static func insets(_ out: inout Output, _ insets: EdgeInsets) {
        out.write("top ")
        out.write(number(insets.top))
        out.write(", left ")
        out.write(number(insets.left))
        out.write(", bottom ")
        out.write(number(insets.bottom))
        out.write(", right ")
        out.write(number(insets.right))
    }

    static func cutoutText(_ cutout: Cutout) -> String {
        switch cutout {
        case .none: "none"
        case .notch: "notch"
        case .dynamicIsland: "Dynamic Island"
        }
    }

    static func size(_ size: PixelSize) -> String { String(size.width) + "x" + String(size.height) }
    static func size(_ size: PointSize) -> String { String(size.width) + "x" + String(size.height) }




}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
