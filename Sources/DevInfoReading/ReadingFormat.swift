/// The reading format (issue 33), specified once: every field of a reading document with its JSON type, its
/// bounds or pattern, whether it may be `null`, and what it means. The JSON Schema
/// (`Data/readings/reading.schema.json`, written by `devinfo-generate`), the ingest's validation
/// (`devinfo-generate --readings DIR`) and the probe's writer (``Reading/json``) all follow this table, so the
/// three cannot drift apart. Plain Swift, no Foundation: the probes compile it unchanged.
public enum ReadingFormat {
    /// The format's version, the document's `format` member. A change that an older ingest would misread
    /// raises it.
    public static let version = 1
    /// The probe version the probes in this repository write (`provenance.probe`).
    public static let probeVersion = "1"
    /// The largest reading file the ingest reads, in bytes (a reading is under 2 KB).
    public static let maximumFileBytes = 16_384
    /// The most reading files one ingest reads (device types × runtimes × orientations).
    public static let maximumFiles = 5_000

    /// What a field holds.
    public indirect enum Kind: Sendable, Hashable {
        /// A JSON number within `minimum...maximum`; `integer` when it must have no fraction.
        case number(minimum: Double, maximum: Double, integer: Bool)
        /// A JSON string matching `pattern` (an ECMA-262 regular expression, anchored) of at most 100 characters.
        case string(pattern: String)
        /// A JSON string, one of `values`.
        case choice([String])
        /// A JSON object with exactly these members (all present; no others).
        case object([Field])
    }

    /// One member of a reading document.
    public struct Field: Sendable, Hashable {
        /// The member's key.
        public var name: String
        /// Its type and bounds.
        public var kind: Kind
        /// True when it may be `null` (the probe could not read it on that platform).
        public var nullable: Bool
        /// What it is, with its unit.
        public var summary: String

        init(_ name: String, _ kind: Kind, nullable: Bool = false, _ summary: String) {
            self.name = name
            self.kind = kind
            self.nullable = nullable
            self.summary = summary
        }
    }

    /// The longest string a reading may hold.
    public static let maximumStringLength = 100

    static func size(_ minimum: Double, _ maximum: Double, _ unit: String) -> Kind {
        .object([
            Field("width", .number(minimum: minimum, maximum: maximum, integer: false), "width, \(unit)"),
            Field("height", .number(minimum: minimum, maximum: maximum, integer: false), "height, \(unit)")
        ])
    }

    static func insets(_ summary: String) -> Kind {
        .object(["top", "left", "bottom", "right"].map { Field($0, .number(minimum: 0, maximum: 500, integer: false), "\($0) inset, points (\(summary))") })
    }

    /// The document's members, in the order the probe writes them.
    public static let fields: [Field] = [
        Field("format", .number(minimum: Double(version), maximum: Double(version), integer: true), "the reading format's version (\(version))"),
        Field(
            "identifier", .string(pattern: "^[A-Za-z]+[0-9]+,[0-9]+$"),
            "the device type's model identifier (SIMULATOR_MODEL_IDENTIFIER in a simulator, hw.model on a Mac), e.g. iPhone17,1"),
        Field("os", .choice(["iOS", "iPadOS", "watchOS", "macOS"]), "the OS the reading was made on"),
        Field("osVersion", .string(pattern: "^[0-9]{1,2}(\\.[0-9]{1,2}){0,2}$"), "the OS (runtime) version, e.g. 26.1"),
        Field("osBuild", .string(pattern: "^[0-9]{1,2}[A-Z][0-9]{1,5}[a-z]?$"), "the OS (runtime) build, e.g. 23B80"),
        Field(
            "orientation", .choice(["portrait", "landscape"]),
            "the interface orientation the reading was made in (a Mac, whose displays are landscape, is always landscape; an Apple Watch portrait)"),
        Field("displayZoom", .choice(["standard", "zoomed"]), "the display mode: standard, or zoomed (Display Zoom, iPhone)"),
        Field(
            "bounds", size(1, 10_000, "points"),
            "UIScreen.bounds (WKInterfaceDevice.screenBounds, NSScreen.frame): the screen in points, in the reading's orientation"),
        Field(
            "nativeBounds", size(1, 20_000, "pixels"), nullable: true,
            "UIScreen.nativeBounds: the panel in pixels, always portrait on iOS; null where the platform has no such value (watchOS, macOS)"),
        Field("scale", .number(minimum: 1, maximum: 4, integer: true), "UIScreen.scale (NSScreen.backingScaleFactor)"),
        Field("nativeScale", .number(minimum: 0.5, maximum: 5, integer: false), nullable: true, "UIScreen.nativeScale; null on watchOS and macOS"),
        Field(
            "safeAreaInsets", insets("the key window's safeAreaInsets of a full-screen app; NSScreen.safeAreaInsets on a Mac"),
            "the safe-area insets, points"),
        Field(
            "statusBarHeight", .number(minimum: 0, maximum: 200, integer: false), nullable: true,
            "the status bar's height (UIStatusBarManager.statusBarFrame), points, 0 where the system hides it; null where there is none (watchOS, macOS)"),
        Field(
            "sizeClasses",
            .object([
                Field("horizontal", .choice(["compact", "regular"]), "horizontal size class"),
                Field("vertical", .choice(["compact", "regular"]), "vertical size class")
            ]), nullable: true,
            "the key window's trait collection (UIKit); null on watchOS and macOS"),
        Field(
            "notchAreas",
            .object([
                Field("left", size(0, 10_000, "points"), "NSScreen.auxiliaryTopLeftArea's size"),
                Field("right", size(0, 10_000, "points"), "NSScreen.auxiliaryTopRightArea's size")
            ]), nullable: true,
            "a Mac's menu-bar areas left and right of the camera housing; null where the display has none, and off a Mac"),
        Field(
            "provenance",
            .object([
                Field("kind", .choice(["simulator-reading", "device-reading"]), "a reading in Xcode's simulator, or on a device (a Mac)"),
                Field(
                    "xcodeVersion", .string(pattern: "^[0-9]{1,2}(\\.[0-9]{1,2}){0,2}$"), nullable: true,
                    "the Xcode version that ran the simulator (null on a device)"),
                Field("xcodeBuild", .string(pattern: "^[0-9]{1,2}[A-Z][0-9]{1,5}[a-z]?$"), nullable: true, "its build, e.g. 17B55 (null on a device)"),
                Field(
                    "runtime", .string(pattern: "^com\\.apple\\.CoreSimulator\\.SimRuntime\\.[A-Za-z0-9.-]{1,60}$"), nullable: true,
                    "the simulator runtime's identifier (null on a device)"),
                Field(
                    "deviceType", .string(pattern: "^com\\.apple\\.CoreSimulator\\.SimDeviceType\\.[A-Za-z0-9.-]{1,60}$"), nullable: true,
                    "the simulator device type's identifier (null on a device)"),
                Field("date", .string(pattern: "^20[0-9]{2}-[01][0-9]-[0-3][0-9]$"), "the day of the reading, UTC, YYYY-MM-DD"),
                Field("probe", .string(pattern: "^[0-9]{1,3}$"), "the version of the probe that made it (\(probeVersion) for this repository's)")
            ]), "what made the reading")
    ]
}
