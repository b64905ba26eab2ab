/// What the probes do besides asking Apple's frameworks (issue 33 §3): they fill a ``ProbeMeasurement`` from
/// UIKit, WatchKit or AppKit, and everything else — the arguments the simulator script passes, the simulator's
/// environment, the checks, the reading — happens here, in plain Swift a Linux test exercises. The Darwin-only
/// layer (Tests/Probes/HostApp, Tests/Probes/Mac) only reads values and writes the text this returns.
public enum ReadingProbe {
    /// Why no reading was made.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// What went wrong, in one sentence.
        public var description: String
    }

    /// What `Tests/Probes/simulator-readings` passes to the host app: `--orientation portrait|landscape`,
    /// `--display-zoom standard|zoomed`, `--xcode-version V`, `--xcode-build B`, `--runtime ID`, `--device-type ID`,
    /// `--date YYYY-MM-DD`. Other arguments (the ones the system adds) are ignored.
    public struct Request: Sendable, Hashable {
        /// The orientation to read in (default portrait).
        public var orientation = "portrait"
        /// The display mode the simulator was set to (default standard; the script cannot change it).
        public var displayZoom = "standard"
        /// Xcode's version and build, the runtime and device type identifiers, the day.
        public var xcodeVersion: String?, xcodeBuild: String?, runtime: String?, deviceType: String?, date: String?

        /// Parses `arguments` (CommandLine.arguments, the program name first).
        public init(arguments: [String]) {
            var rest = arguments.dropFirst()
            while let argument = rest.popFirst() {
                guard argument.hasPrefix("--"), let value = rest.first, !value.hasPrefix("--") else { continue }
                rest.removeFirst()
                switch argument {
                case "--orientation": orientation = value
                case "--display-zoom": displayZoom = value
                case "--xcode-version": xcodeVersion = value
                case "--xcode-build": xcodeBuild = value
                case "--runtime": runtime = value
                case "--device-type": deviceType = value
                case "--date": date = value
                default: break
                }
            }
        }

        /// The file the host app writes in its Documents folder, which the script collects.
        public var outputFileName: String { "reading-\(orientation)\(displayZoom == "zoomed" ? "-zoomed" : "").json" }
    }

    /// The values a host app reads from UIKit or WatchKit, in points (pixels for the native bounds).
    public struct Measurement: Sendable, Hashable {
        /// `UIDevice.current.systemName` (`iOS`, `iPadOS`, `watchOS`).
        public var systemName: String
        /// `UIScreen.bounds` (WKInterfaceDevice.screenBounds).
        public var bounds: Reading.Size
        /// `UIScreen.nativeBounds`, nil on watchOS.
        public var nativeBounds: Reading.Size?
        /// `UIScreen.scale`, `UIScreen.nativeScale` (nil on watchOS).
        public var scale: Double, nativeScale: Double?
        /// The key window's `safeAreaInsets`.
        public var insets: Reading.Insets
        /// `UIStatusBarManager.statusBarFrame.height`, nil on watchOS.
        public var statusBarHeight: Double?
        /// The window's size classes (`compact`, `regular`), nil where unspecified or on watchOS.
        public var horizontalSizeClass: String?, verticalSizeClass: String?
        /// Whether the window scene's interface orientation is landscape.
        public var isLandscape: Bool

        /// A measurement.
        public init(
            systemName: String, bounds: Reading.Size, nativeBounds: Reading.Size?, scale: Double, nativeScale: Double?,
            insets: Reading.Insets, statusBarHeight: Double?, horizontalSizeClass: String?, verticalSizeClass: String?, isLandscape: Bool
        ) {
            self.systemName = systemName
            self.bounds = bounds
            self.nativeBounds = nativeBounds
            self.scale = scale
            self.nativeScale = nativeScale
            self.insets = insets
            self.statusBarHeight = statusBarHeight
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
            self.isLandscape = isLandscape
        }
    }

    /// The reading of a host app in a simulator: the model identifier and the runtime's version and build from
    /// the simulator's environment (`SIMULATOR_MODEL_IDENTIFIER`, `SIMULATOR_RUNTIME_VERSION`,
    /// `SIMULATOR_RUNTIME_BUILD_VERSION`), the rest from `request` and `measurement`. A failure when the app does not
    /// run in a simulator, when the scene did not turn to the orientation asked, or when the script left out what
    /// the provenance needs.
    public static func simulatorReading(_ request: Request, _ measurement: Measurement, environment: [String: String]) -> Result<Reading, Failure> {
        func fail(_ text: String) -> Result<Reading, Failure> { .failure(Failure(description: text)) }
        guard let identifier = environment["SIMULATOR_MODEL_IDENTIFIER"], let version = environment["SIMULATOR_RUNTIME_VERSION"],
            let build = environment["SIMULATOR_RUNTIME_BUILD_VERSION"]
        else {
            return fail("not in a simulator (SIMULATOR_MODEL_IDENTIFIER, SIMULATOR_RUNTIME_VERSION or SIMULATOR_RUNTIME_BUILD_VERSION is not set)")
        }
        guard ["portrait", "landscape"].contains(request.orientation) else { return fail("--orientation must be portrait or landscape") }
        guard (request.orientation == "landscape") == measurement.isLandscape else {
            return fail("asked for \(request.orientation), but the scene is \(measurement.isLandscape ? "landscape" : "portrait")")
        }
        guard let date = request.date, request.xcodeVersion != nil, request.xcodeBuild != nil, request.runtime != nil, request.deviceType != nil else {
            return fail("the provenance needs --xcode-version, --xcode-build, --runtime, --device-type and --date")
        }
        let os = measurement.systemName.lowercased() == "ipados" ? "iPadOS" : measurement.systemName.lowercased() == "watchos" ? "watchOS" : "iOS"
        var reading = Reading(
            identifier: identifier, os: os, osVersion: version, osBuild: build, orientation: request.orientation, displayZoom: request.displayZoom,
            bounds: measurement.bounds, nativeBounds: measurement.nativeBounds, scale: measurement.scale, nativeScale: measurement.nativeScale,
            safeAreaInsets: measurement.insets, statusBarHeight: measurement.statusBarHeight,
            provenance: Reading.Provenance(
                kind: "simulator-reading", xcodeVersion: request.xcodeVersion, xcodeBuild: request.xcodeBuild,
                runtime: request.runtime, deviceType: request.deviceType, date: date))
        if let horizontal = measurement.horizontalSizeClass, let vertical = measurement.verticalSizeClass { reading.sizeClasses = (horizontal, vertical) }
        return .success(reading)
    }

    /// The reading of a Mac's built-in display (`Tests/Probes/mac-reading`): `hw.model`, the macOS version
    /// (`ProcessInfo.operatingSystemVersion`, as `26.1` or `10.15.7`) and build (`kern.osversion`), and the
    /// screen's `frame` size, `backingScaleFactor`, `safeAreaInsets` and the sizes of `auxiliaryTopLeftArea` and
    /// `auxiliaryTopRightArea` (nil without a notch). A Mac display is read in landscape, standard mode.
    public static func macReading(
        model: String, version: (major: Int, minor: Int, patch: Int), build: String, frame: Reading.Size,
        backingScale: Double, insets: Reading.Insets, leftArea: Reading.Size?, rightArea: Reading.Size?,
        date: String
    ) -> Reading {
        let versionText = [version.major, version.minor].map(String.init).joined(separator: ".") + (version.patch > 0 ? ".\(version.patch)" : "")
        var reading = Reading(
            identifier: model, os: "macOS", osVersion: versionText, osBuild: build, orientation: "landscape",
            bounds: frame, scale: backingScale, safeAreaInsets: insets,
            provenance: Reading.Provenance(kind: "device-reading", date: date))
        if let leftArea, let rightArea { reading.notchAreas = (leftArea, rightArea) }
        return reading
    }

    /// `YYYY-MM-DD` of a day given as days since 1970-01-01 (UTC), for the Mac probe, which has no other clock text.
    public static func date(daysSince1970 days: Int) -> String {
        // Howard Hinnant's civil-from-days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(year)-\(two(month))-\(two(day))"
    }
}
