import DevInfoKit

/// The human-readable report for one device (`devinfo iPhone11,8`). Sizes use `x` so they can be pasted
/// back into `--screen`.
enum TextReport {
    static func render(_ device: Device, source: IdentifierSource? = nil) -> String {
        let screen = device.screen
        var lines: [(String, String)] = [
            ("family", device.family.description),
            ("released", String(device.releaseYear)),
            ("cutout", cutoutText(device.cutout)),
            ("home", device.hasHomeButton ? "home button" : "home indicator (no home button)"),
            ("panel", "\(size(screen.panelPixels)) pixels (nativeBounds, portrait)"),
            ("points", modeText(screen.standard)),
            ("zoomed", zoomText(screen.displayZoom)),
            ("diagonal", physicalText(screen)),
            ("corners", screen.hasRoundedCorners.map { $0 ? "rounded" : "square" } ?? "unknown"),
        ]
        if let safeArea = screen.safeArea {
            lines.append(("safe area", "portrait  \(insets(safeArea.portrait))  (iOS \(safeArea.iOSVersion))"))
            lines.append(("", "landscape \(insets(safeArea.landscape))"))
        } else {
            lines.append(("safe area", "unknown (not confirmed for any iOS with safe areas)"))
        }
        if let source { lines.insert(("detected", "from \(source)"), at: 0) }
        var out = "\(device.identifier)  \(device)\n"
        for (label, value) in lines {
            out += "  " + label.padding(to: 10) + " " + value + "\n"
        }
        return out
    }

    static func cutoutText(_ cutout: Cutout) -> String {
        switch cutout {
        case .none: "none"
        case .notch: "notch"
        case .dynamicIsland: "Dynamic Island"
        }
    }

    static func size(_ size: PixelSize) -> String { "\(size.width)x\(size.height)" }
    static func size(_ size: PointSize) -> String { "\(size.width)x\(size.height)" }

    static func modeText(_ mode: ScreenMode) -> String {
        "\(size(mode.points)) @\(mode.scale)x, nativeScale \(number(mode.nativeScale)), render \(size(mode.renderPixels)) pixels"
    }

    static func zoomText(_ zoom: DisplayZoom) -> String {
        switch zoom {
        case .supported(let mode): modeText(mode)
        case .unsupported: "no Display Zoom"
        case .unknown: "unknown (Display Zoom not confirmed)"
        }
    }

    static func physicalText(_ screen: Screen) -> String {
        let inches = screen.diagonalInches.map { "\(number($0)) in" } ?? "unknown"
        let ppi = screen.pixelsPerInch.map { "\($0) ppi" } ?? "ppi unknown"
        return "\(inches), \(ppi)"
    }

    static func insets(_ insets: EdgeInsets) -> String {
        "top \(number(insets.top)), left \(number(insets.left)), bottom \(number(insets.bottom)), right \(number(insets.right))"
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
