import DevInfoKit

/// The `--json` schema (documented in `devinfo --help` and the README). Every key is always present;
/// what is not known is `null`.
enum JSONReport {
    /// `devinfo --json` on a machine with no identifier to look up (not an Apple device, a Simulator
    /// without SIMULATOR_MODEL_IDENTIFIER, or nothing readable): the same keys, `known: false`, the value
    /// read as `identifier`, and `unknownReason` `notAppleDevice`, `simulator` or `unavailable`.
    static func renderUndetected(_ current: CurrentDevice) -> String {
        let reason: String
        switch current.kind {
        case .simulator: reason = "simulator"
        case .notAppleDevice: reason = "notAppleDevice"
        case .unavailable, .identifier: reason = "unavailable"
        }
        var json = JSONWriter()
        json.beginObject()
        json.field("identifier", current.value)
        json.field("known", false)
        for key in ["name", "variant", "family"] { json.field(key, nil as String?) }
        for key in ["major", "minor", "releaseYear"] { json.field(key, nil as Int?) }
        json.field("unknownReason", reason)
        json.field("detectedFrom", current.source.rawValue)
        json.field("cutout", nil as String?)
        for key in ["hasNotch", "hasDynamicIsland", "hasSensorHousing", "hasHomeIndicator", "hasHomeButton"] {
            json.field(key, nil as Bool?)
        }
        json.key("screen"); json.null()
        json.key("safeArea"); json.null()
        json.endObject()
        return json.text
    }

    static func render(_ lookup: DeviceLookup, identifier: DeviceIdentifier, source: IdentifierSource? = nil) -> String {
        var json = JSONWriter()
        write(lookup, identifier: identifier, source: source, to: &json)
        return json.text
    }

    static func write(_ lookup: DeviceLookup, identifier: DeviceIdentifier, source: IdentifierSource?, to json: inout JSONWriter) {
        let device = lookup.device
        let components = identifier.components
        json.beginObject()
        json.field("identifier", identifier.rawValue)
        json.field("known", device != nil)
        json.field("name", device?.name)
        json.field("variant", device?.variant)
        json.field("family", lookup.family?.rawValue)
        json.field("major", components?.major)
        json.field("minor", components?.minor)
        json.field("releaseYear", device?.releaseYear)
        if case .unknown(let unknown) = lookup {
            json.field("unknownReason", unknown.reason.rawValue)
        } else {
            json.field("unknownReason", nil as String?)
        }
        json.field("detectedFrom", source?.rawValue)
        json.field("cutout", device?.cutout.rawValue)
        json.field("hasNotch", device?.hasNotch)
        json.field("hasDynamicIsland", device?.hasDynamicIsland)
        json.field("hasSensorHousing", device?.hasSensorHousing)
        json.field("hasHomeIndicator", device?.hasHomeIndicator)
        json.field("hasHomeButton", device?.hasHomeButton)
        json.key("screen")
        if let screen = device?.screen {
            json.beginObject()
            json.field("id", screen.id)
            json.field("diagonalInches", screen.diagonalInches)
            json.field("ppi", screen.pixelsPerInch)
            json.size("pixels", width: screen.panelPixels.width, height: screen.panelPixels.height)
            json.size("points", width: screen.points.width, height: screen.points.height)
            json.field("scale", screen.scale)
            json.field("nativeScale", screen.nativeScale)
            json.size("renderPixels", width: screen.renderPixels.width, height: screen.renderPixels.height)
            json.field("roundedCorners", screen.hasRoundedCorners)
            json.key("displayZoom")
            switch screen.displayZoom {
            case .supported: json.string("supported")
            case .unsupported: json.string("unsupported")
            case .unknown: json.string("unknown")
            }
            json.key("zoomed")
            if let zoomed = screen.zoomed {
                json.beginObject()
                json.size("points", width: zoomed.points.width, height: zoomed.points.height)
                json.field("nativeScale", zoomed.nativeScale)
                json.size("renderPixels", width: zoomed.renderPixels.width, height: zoomed.renderPixels.height)
                json.endObject()
            } else {
                json.null()
            }
            json.endObject()
        } else {
            json.null()
        }
        json.key("safeArea")
        if let safeArea = device?.screen.safeArea {
            json.beginObject()
            json.field("iOSVersion", safeArea.iOSVersion)
            for (name, insets) in [("portrait", safeArea.portrait), ("landscape", safeArea.landscape)] {
                json.key(name)
                json.beginObject()
                json.field("top", insets.top)
                json.field("left", insets.left)
                json.field("bottom", insets.bottom)
                json.field("right", insets.right)
                json.endObject()
            }
            json.endObject()
        } else {
            json.null()
        }
        json.endObject()
    }
}
