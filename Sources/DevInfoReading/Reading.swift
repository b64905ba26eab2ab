/// One reading (issue 33): what a probe measured on one device type × OS × orientation × display mode, with
/// what made it. The probes fill it from UIKit, WatchKit or AppKit and write ``json``; `devinfo-generate
/// --readings` reads the same documents back. Members as ``ReadingFormat/fields`` describes them.
public struct Reading: Sendable, Hashable {
    /// A width and a height.
    public struct Size: Sendable, Hashable {
        /// The width (points or pixels, as the member says).
        public var width: Double
        /// The height.
        public var height: Double
        /// A size.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// Insets on the four edges, in points.
    public struct Insets: Sendable, Hashable {
        /// Top, left, bottom, right inset, points.
        public var top, left, bottom, right: Double
        /// Insets.
        public init(top: Double, left: Double, bottom: Double, right: Double) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }
    }

    /// What made the reading.
    public struct Provenance: Sendable, Hashable {
        /// `simulator-reading` or `device-reading`.
        public var kind: String
        /// Xcode's version and build (nil on a device).
        public var xcodeVersion: String?, xcodeBuild: String?
        /// The simulator runtime and device type identifiers (nil on a device).
        public var runtime: String?, deviceType: String?
        /// YYYY-MM-DD, UTC.
        public var date: String
        /// The probe's version.
        public var probe: String
        /// A provenance; the probe version defaults to this repository's.
        public init(
            kind: String, xcodeVersion: String? = nil, xcodeBuild: String? = nil, runtime: String? = nil,
            deviceType: String? = nil, date: String, probe: String = ReadingFormat.probeVersion
        ) {
            self.kind = kind
            self.xcodeVersion = xcodeVersion
            self.xcodeBuild = xcodeBuild
            self.runtime = runtime
            self.deviceType = deviceType
            self.date = date
            self.probe = probe
        }
    }

    /// The model identifier, e.g. `iPhone17,1`.
    public var identifier: String
    /// `iOS`, `iPadOS`, `watchOS` or `macOS`.
    public var os: String
    /// The OS version (`26.1`) and build (`23B80`).
    public var osVersion: String, osBuild: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// `standard` or `zoomed`.
    public var displayZoom: String
    /// The screen in points, in the reading's orientation.
    public var bounds: Size
    /// The panel in pixels (portrait), or nil.
    public var nativeBounds: Size?
    /// The scale factor.
    public var scale: Double
    /// The native scale, or nil.
    public var nativeScale: Double?
    /// The safe-area insets, points.
    public var safeAreaInsets: Insets
    /// The status bar's height, points, or nil where there is none.
    public var statusBarHeight: Double?
    /// Horizontal and vertical size class (`compact`, `regular`), or nil.
    public var sizeClasses: (horizontal: String, vertical: String)? {
        get { sizeClassPair.map { ($0[0], $0[1]) } }
        set { sizeClassPair = newValue.map { [$0.horizontal, $0.vertical] } }
    }
    var sizeClassPair: [String]?
    /// A Mac's areas left and right of the notch, or nil.
    public var notchAreas: (left: Size, right: Size)? {
        get { notchPair.map { ($0[0], $0[1]) } }
        set { notchPair = newValue.map { [$0.left, $0.right] } }
    }
    var notchPair: [Size]?
    /// What made it.
    public var provenance: Provenance

    /// A reading; the optional members default to nil.
    public init(
        identifier: String, os: String, osVersion: String, osBuild: String, orientation: String, displayZoom: String = "standard",
        bounds: Size, nativeBounds: Size? = nil, scale: Double, nativeScale: Double? = nil, safeAreaInsets: Insets,
        statusBarHeight: Double? = nil, sizeClasses: (horizontal: String, vertical: String)? = nil,
        notchAreas: (left: Size, right: Size)? = nil, provenance: Provenance
    ) {
        self.identifier = identifier
        self.os = os
        self.osVersion = osVersion
        self.osBuild = osBuild
        self.orientation = orientation
        self.displayZoom = displayZoom
        self.bounds = bounds
        self.nativeBounds = nativeBounds
        self.scale = scale
        self.nativeScale = nativeScale
        self.safeAreaInsets = safeAreaInsets
        self.statusBarHeight = statusBarHeight
        self.provenance = provenance
        self.sizeClasses = sizeClasses
        self.notchAreas = notchAreas
    }

    /// The file name a reading is stored under in `Data/readings/<identifier>/`:
    /// `iOS-26.1-23B80-portrait.json`, `…-landscape-zoomed.json`.
    public var fileName: String {
        "\(os)-\(osVersion)-\(osBuild)-\(orientation)\(displayZoom == "zoomed" ? "-zoomed" : "").json"
    }

    /// The document, as ``ReadingFormat/fields`` orders it: JSON, two-space indented, ending in a newline.
    public var json: String {
        func number(_ value: Double) -> String { ReadingNumber.text(value) }
        func string(_ value: String) -> String { ReadingNumber.quoted(value) }
        func size(_ size: Size) -> String {
            "{\"width\": \(number(size.width)), \"height\": \(number(size.height))}"
        }
        func optional<T>(_ value: T?, _ write: (T) -> String) -> String { value.map(write) ?? "null" }
        let insets = safeAreaInsets
        let lines = [
            "\"format\": \(ReadingFormat.version)",
            "\"identifier\": \(string(identifier))",
            "\"os\": \(string(os))",
            "\"osVersion\": \(string(osVersion))",
            "\"osBuild\": \(string(osBuild))",
            "\"orientation\": \(string(orientation))",
            "\"displayZoom\": \(string(displayZoom))",
            "\"bounds\": \(size(bounds))",
            "\"nativeBounds\": \(optional(nativeBounds) { size($0) })",
            "\"scale\": \(number(scale))",
            "\"nativeScale\": \(optional(nativeScale, number))",
            "\"safeAreaInsets\": {\"top\": \(number(insets.top)), \"left\": \(number(insets.left)), \"bottom\": \(number(insets.bottom)), \"right\": \(number(insets.right))}",
            "\"statusBarHeight\": \(optional(statusBarHeight, number))",
            "\"sizeClasses\": \(optional(sizeClassPair) { "{\"horizontal\": \(string($0[0])), \"vertical\": \(string($0[1]))}" })",
            "\"notchAreas\": \(optional(notchPair) { "{\"left\": \(size($0[0])), \"right\": \(size($0[1]))}" })",
            "\"provenance\": {\n"
                + [
                    "\"kind\": \(string(provenance.kind))",
                    "\"xcodeVersion\": \(optional(provenance.xcodeVersion, string))",
                    "\"xcodeBuild\": \(optional(provenance.xcodeBuild, string))",
                    "\"runtime\": \(optional(provenance.runtime, string))",
                    "\"deviceType\": \(optional(provenance.deviceType, string))",
                    "\"date\": \(string(provenance.date))",
                    "\"probe\": \(string(provenance.probe))"
                ].map { "    " + $0 }.joined(separator: ",\n") + "\n  }"
        ]
        return "{\n" + lines.map { "  " + $0 }.joined(separator: ",\n") + "\n}\n"
    }
}
