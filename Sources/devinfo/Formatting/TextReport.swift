import DevInfoKit

/// The human-readable report for one device (`devinfo iPhone11,8`). Sizes use `x` so they can be pasted
/// back into `--screen`. Built with plain appends (no arrays of tuples, no closures over optionals) to
/// keep a one-shot run's start-up small.
enum TextReport {
    static func render(_ device: Device, source: IdentifierSource? = nil) -> String {
        let screen = device.screen
        var out = device.identifier.rawValue + "  " + device.description + "\n"
        if let source { row(&out, "detected", "from " + source.rawValue) }
        row(&out, "family", device.family.description)
        row(&out, "released", String(device.releaseYear))
        row(&out, "cutout", cutoutText(device.cutout))
        row(&out, "home", device.hasHomeButton ? "home button" : "home indicator (no home button)")
        row(&out, "panel", size(screen.panelPixels) + " pixels (nativeBounds, portrait)")
        row(&out, "points", modeText(screen.standard))
        row(&out, "zoomed", zoomText(screen.displayZoom))
        row(&out, "diagonal", physicalText(screen))
        var corners = "unknown"
        if let rounded = screen.hasRoundedCorners { corners = rounded ? "rounded" : "square" }
        row(&out, "corners", corners)
        if let safeArea = screen.safeArea {
            row(&out, "safe area", "portrait  " + insets(safeArea.portrait) + "  (iOS " + String(safeArea.iOSVersion) + ")")
            row(&out, "", "landscape " + insets(safeArea.landscape))
        } else {
            row(&out, "safe area", "unknown (not confirmed for any iOS with safe areas)")
        }
        return out
    }

    private static func row(_ out: inout String, _ label: String, _ value: String) {
        out += "  "
        out += label.padding(to: 10)
        out += " "
        out += value
        out += "\n"
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

    static func modeText(_ mode: ScreenMode) -> String {
        size(mode.points) + " @" + String(mode.scale) + "x, nativeScale " + number(mode.nativeScale) + ", render "
            + size(mode.renderPixels) + " pixels"
    }

    static func zoomText(_ zoom: DisplayZoom) -> String {
        switch zoom {
        case .supported(let mode): modeText(mode)
        case .unsupported: "no Display Zoom"
        case .unknown: "unknown (Display Zoom not confirmed)"
        }
    }

    static func physicalText(_ screen: Screen) -> String {
        var text = "unknown"
        if let inches = screen.diagonalInches { text = number(inches) + " in" }
        if let ppi = screen.pixelsPerInch { text += ", " + String(ppi) + " ppi" } else { text += ", ppi unknown" }
        return text
    }

    static func insets(_ insets: EdgeInsets) -> String {
        "top " + number(insets.top) + ", left " + number(insets.left) + ", bottom " + number(insets.bottom)
            + ", right " + number(insets.right)
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
