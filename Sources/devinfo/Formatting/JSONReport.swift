import DevInfoKit

/// The `--json` writer: Foundation-free and fast, and held by a test to exactly the object DevInfoKit's
/// `Codable` conformances define (the schema's one owner; see the DocC article "JSON schema"). Every key is
/// always present; what is not known is `null`.
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
        for key in ["name", "variant", "family", "major", "minor", "releaseYear"] { json.key(key); json.null() }
        json.field("unknownReason", reason)
        json.field("detectedFrom", current.source.rawValue)
        for key in trailingKeys { json.key(key); json.null() }
        json.endObject()
        return json.text
    }

    /// The keys after `detectedFrom`, all `null` for an unknown identifier.
    static let trailingKeys = [
        "cutout", "homeControl", "hasNotch", "hasDynamicIsland", "hasSensorHousing", "hasHomeIndicator",
        "hasHomeButton", "hasBuiltInDisplay", "screen", "displays", "safeArea",
    ]

    static func render(_ lookup: DeviceLookup, source: IdentifierSource? = nil, osVersion: Int? = nil) -> String {
        var json = JSONWriter()
        write(lookup, source: source, osVersion: osVersion, to: &json)
        return json.text
    }

    /// One device or unknown identifier. With `osVersion`, every `safeArea` is the entry for that OS
    /// major (`null` where none is confirmed) instead of the newest.
    static func write(_ lookup: DeviceLookup, source: IdentifierSource?, osVersion: Int? = nil, to json: inout JSONWriter) {
        json.beginObject()
        json.field("identifier", lookup.identifier.rawValue)
        switch lookup {
        case .unknown(let unknown):
            json.field("known", false)
            json.key("name"); json.null()
            json.key("variant"); json.null()
            json.field("family", unknown.family?.rawValue)
            json.field("major", unknown.components?.major)
            json.field("minor", unknown.components?.minor)
            json.key("releaseYear"); json.null()
            json.field("unknownReason", unknown.reason.rawValue)
            json.field("detectedFrom", source?.rawValue)
            for key in trailingKeys { json.key(key); json.null() }
        case .known(let device):
            json.field("known", true)
            json.field("name", device.name)
            json.field("variant", device.variant)
            json.field("family", device.family.rawValue)
            json.field("major", device.major)
            json.field("minor", device.minor)
            json.field("releaseYear", device.releaseYear)
            json.key("unknownReason"); json.null()
            json.field("detectedFrom", source?.rawValue)
            json.field("cutout", device.cutout?.rawValue)
            json.field("homeControl", device.homeControl?.rawValue)
            json.field("hasNotch", device.hasNotch)
            json.field("hasDynamicIsland", device.hasDynamicIsland)
            json.field("hasSensorHousing", device.hasSensorHousing)
            json.field("hasHomeIndicator", device.hasHomeIndicator)
            json.field("hasHomeButton", device.hasHomeButton)
            json.field("hasBuiltInDisplay", device.hasBuiltInDisplay)
            json.key("screen")
            if let screen = device.screen { display(screen, osVersion: osVersion, to: &json) } else { json.null() }
            json.key("displays")
            if device.hasBuiltInDisplay == nil {
                json.null()
            } else {
                json.beginArray()
                for each in device.displays { display(each, osVersion: osVersion, to: &json) }
                json.endArray()
            }
            json.key("safeArea")
            safeArea(device.screen.flatMap { pick($0, osVersion) }, to: &json)
        }
        json.endObject()
    }

    static func pick(_ display: Display, _ osVersion: Int?) -> SafeArea? {
        osVersion.map { display.safeArea(forOSVersion: $0) } ?? display.safeArea
    }

    static func display(_ display: Display, osVersion: Int?, to json: inout JSONWriter) {
        json.beginObject()
        json.field("role", display.role.rawValue)
        json.field("id", display.id)
        json.field("orientation", display.isLandscapeNative ? "landscape" : "portrait")
        json.field("diagonalInches", display.diagonalInches)
        json.field("ppi", display.pixelsPerInch)
        json.size("pixels", display.panelPixels)
        json.size("points", display.points)
        json.field("scale", display.scale)
        json.field("nativeScale", display.nativeScale)
        json.size("renderPixels", display.renderPixels)
        json.field("roundedCorners", display.hasRoundedCorners)
        json.field("cornerRadius", display.cornerRadius)
        json.field("cutout", display.cutout?.rawValue)
        json.key("cutoutFrame")
        if let frame = display.cutoutFrame {
            json.beginObject()
            json.field("x", frame.x)
            json.field("y", frame.y)
            json.field("width", frame.width)
            json.field("height", frame.height)
            json.endObject()
        } else {
            json.null()
        }
        json.field("homeControl", display.homeControl?.rawValue)
        json.field("caseMillimeters", display.caseMillimeters)
        json.field("displayZoom", display.displayZoom.status)
        json.key("zoomed")
        if let zoomed = display.zoomed {
            json.beginObject()
            json.size("points", zoomed.points)
            json.field("nativeScale", zoomed.nativeScale)
            json.size("renderPixels", zoomed.renderPixels)
            json.endObject()
        } else {
            json.null()
        }
        json.key("safeArea")
        safeArea(pick(display, osVersion), to: &json)
        json.endObject()
    }

    static func safeArea(_ safeArea: SafeArea?, to json: inout JSONWriter) {
        guard let safeArea else { return json.null() }
        json.beginObject()
        json.field("fromOSVersion", safeArea.osVersions.lowerBound)
        json.field("untilOSVersion", safeArea.osVersions.upperBound)
        for (name, insets) in [("portrait", safeArea.portrait), ("landscape", safeArea.landscape)] {
            json.key(name)
            guard let insets else { json.null(); continue }
            json.beginObject()
            json.field("top", insets.top)
            json.field("left", insets.left)
            json.field("bottom", insets.bottom)
            json.field("right", insets.right)
            json.endObject()
        }
        json.endObject()
    }
}
