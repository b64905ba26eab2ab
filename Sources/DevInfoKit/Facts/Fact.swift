import DevInfoVocabulary

/// A fact's rows in the text report: none, one, or two (the second under an empty label), each as pieces
/// written one after the other. Pieces, not joined lines: a one-shot `devinfo ID` then builds no large
/// string, whose release would make the runtime build generic metadata (a measurable part of its start-up).
package struct ReportLines: Sendable {
    /// The first row's pieces; empty for no row.
    package private(set) var first: [String]
    /// A second row's pieces; empty for none.
    package private(set) var second: [String]

    /// One row of these pieces.
    package init(_ pieces: String...) {
        first = pieces
        second = []
    }

    /// Two rows.
    package init(first: [String], second: [String]) {
        self.first = first
        self.second = second
    }

    /// No row.
    package static var none: ReportLines { ReportLines(first: [], second: []) }

    /// The value with its unit (`120 Hz`), or `unknown`.
    package init(_ value: FactValue, unit: String?) {
        guard let plain = value.plainText else {
            self.init("unknown")
            return
        }
        if let unit { self.init(plain, " ", unit) } else { self.init(plain) }
    }
}

/// What a fact's value is, as each writer needs it.
package enum FactValue {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case text(String)
    case pixelSize(PixelSize)
    case pointSize(PointSize)
    case rect(PointRect)
    /// A mode's metrics: JSON `{points, nativeScale, renderPixels}`; three table cells.
    case metrics(DisplayMetrics)
    case safeArea(SafeArea)
    case statusBar(StatusBar)
    /// A display's size classes in both modes: JSON `{standard, zoomed}`; eight table cells.
    case sizeClasses(standard: ModeSizeClasses?, zoomed: ModeSizeClasses?)
    case display(Display)
    case displays([Display])
    /// A reverse lookup's question: JSON `{kind, width, height, scale}`.
    case query(DisplayQuery)
    /// A reverse lookup's answer: JSON `{query, ambiguous, matches}`.
    case matches(DisplayMatches)
    /// One display class and mode: JSON `{displayClass, role, mode, cutout, devices}`.
    case match(DisplayMatch)
    /// A device named in a reverse lookup: JSON `{identifier, name, variant}`.
    case deviceReference(Device)
    /// A nested object's members (a safe area's orientation insets).
    case members([(key: String, value: FactValue)])
    /// An array of values (a reverse lookup's matches).
    case list([FactValue])

    /// The value as one line of text (`828×1792`, `2.208`, `true`), or `nil` when there is none.
    package var plainText: String? {
        switch self {
        case .null: nil
        case .bool(let value): value ? "true" : "false"
        case .integer(let value): String(value)
        case .number(let value): formatNumber(value)
        case .text(let value): value
        case .pixelSize(let size): "\(size.width)x\(size.height)"
        case .pointSize(let size): "\(size.width)x\(size.height)"
        case .rect(let rect): rect.description
        case .metrics(let metrics): metrics.description
        case .safeArea(let safeArea): safeArea.description
        case .statusBar(let statusBar): statusBar.description
        case .sizeClasses(let standard, let zoomed):
            [standard.map { "standard \($0)" }, zoomed.map { "zoomed \($0)" }].compactMap { $0 }.joined(separator: "; ")
        case .display(let display): display.description
        case .displays(let displays): displays.map(\.description).joined(separator: "; ")
        case .query(let query): query.description
        case .matches(let matches): matches.description
        case .match(let match): match.description
        case .deviceReference(let device): device.description
        case .list(let values): values.compactMap(\.plainText).joined(separator: "; ")
        case .members(let members): members.compactMap { member in member.value.plainText.map { "\(member.key) \($0)" } }.joined(separator: ", ")
        }
    }

    /// An optional value, `null` when absent.
    package static func of<T>(_ value: T?, _ wrap: (T) -> FactValue) -> FactValue {
        value.map(wrap) ?? .null
    }
}

/// What a rendering is for: the OS version asked (`--os`), and where a detected identifier came from. The
/// one rule for "which safe area" lives here.
package struct FactContext: Sendable {
    /// `--os`: the OS version whose OS-dependent facts (safe area, status bar) to show; `nil` for the newest
    /// confirmed within each device's life.
    package var osVersion: OSVersion?
    /// `--os iOS 17`: the OS name given with the version, or `nil`; a device whose OS had another name at
    /// that version does not run it.
    package var osName: String?
    /// Where the identifier came from when devinfo detected the machine it runs on; `nil` otherwise.
    package var detectedFrom: IdentifierSource? {
        get {
            if case .source(let name) = source { return IdentifierSource(rawValue: name) }
            return nil
        }
        set { source = newValue.map { .source($0.rawValue) } ?? .notDetected }
    }

    /// ``detectedFrom`` as a non-generic enum: copying an `Optional` of a struct makes the runtime build its
    /// generic metadata, a measurable part of a one-shot run.
    private enum Source: Sendable {
        case notDetected
        case source(String)
    }
    private var source = Source.notDetected

    package init(osVersion: OSVersion? = nil, osName: String? = nil, detectedFrom: IdentifierSource? = nil) {
        self.osVersion = osVersion
        self.osName = osName
        self.detectedFrom = detectedFrom
    }

    /// The safe area to show for `display`: the entry for ``osVersion`` (none when no source covers it,
    /// never a neighbour's, and none outside the device's life), else the newest confirmed.
    package func safeArea(of display: Display) -> SafeArea? {
        if let osVersion { return display.safeArea(forOSVersion: osVersion.major) }
        return display.safeArea
    }

    /// The status bar to show for `display`, by the same rule as ``safeArea(of:)``.
    package func statusBar(of display: Display) -> StatusBar? {
        if let osVersion { return display.statusBar(forOSVersion: osVersion.major) }
        return display.statusBar
    }

    /// Whether the display's device may run the OS in question: the version asked, by its release (a Mac's
    /// 10.x releases each their own, so a Mac that shipped with 10.13 runs 10.15), within the display's life (an
    /// end not confirmed bounds nothing); without `--os`, true (the OS in question is the newest it runs).
    package func runsOSInQuestion(_ display: Display) -> Bool {
        guard let osVersion else { return true }
        return osVersion.releaseKey(in: display.family).map(display.life.contains(key:)) ?? false
    }

    /// The OS major whose safe area and status bar a report is about: the version asked (`--os`), else the
    /// newest the display's device runs; `nil` without `--os` when the device's last OS is not confirmed (or
    /// for a display class reached without a device).
    package func osMajorInQuestion(for display: Display) -> Int? {
        if let osVersion { return osVersion.major }
        return display.life.last.map { $0 / 100 }
    }

    /// ``safeArea(of:)`` when it holds for the OS in question (``osMajorInQuestion(for:)``), else `nil`: without
    /// `--os` the newest entry may end before the OS the device runs now, and the report says so.
    package func safeAreaForOSInQuestion(of display: Display) -> SafeArea? {
        holdsForOSInQuestion(safeArea(of: display), of: display, versions: \.osVersions)
    }

    /// ``statusBar(of:)`` when it holds for the OS in question, else `nil` (as ``safeAreaForOSInQuestion(of:)``).
    package func statusBarForOSInQuestion(of display: Display) -> StatusBar? {
        holdsForOSInQuestion(statusBar(of: display), of: display, versions: \.osVersions)
    }

    private func holdsForOSInQuestion<Entry>(_ entry: Entry?, of display: Display, versions: (Entry) -> ClosedRange<Int>) -> Entry? {
        guard let entry else { return nil }
        guard let major = osMajorInQuestion(for: display) else { return entry }
        return versions(entry).contains(major) ? entry : nil
    }

    /// The OS in question as the report writes it: `iOS 27` (with `--os`, the major of the version asked, under
    /// the name given with it: values are recorded per major).
    package func osInQuestionText(for display: Display) -> String? {
        let family = DeviceFamily(display.family)
        if let osVersion { return "\(osName ?? family.operatingSystemName(for: OSVersion(osVersion.major))) \(osVersion.major)" }
        return osMajorInQuestion(for: display).map { family.osRangeText($0...$0) }
    }

    /// Whether `--os` named another OS than the one `display`'s family runs at that version (`--os "iOS 26"` for
    /// an iPad, whose 26 is iPadOS): then the device does not run the version asked.
    package func namesAnotherOS(for display: Display) -> Bool {
        guard let osName, let osVersion else { return false }
        return OSNames.canonical(osName) != OSNames.canonical(DeviceFamily(display.family).operatingSystemName(for: osVersion))
    }

    /// The newest safe-area entry confirmed at or before the OS in question (``osMajorInQuestion(for:)``; any
    /// without one) in which every orientation the display has is confirmed, else the newest at all; `nil`
    /// when none is, or when the device does not run that OS (under the name asked). It is ``safeArea(of:)`` whenever a source
    /// confirms that OS in full, and otherwise what the report shows with "not confirmed for".
    package func newestConfirmedSafeArea(of display: Display) -> SafeArea? {
        newestConfirmed(display.safeAreaHistory, of: display, versions: \.osVersions) { entry in
            (entry.portrait != nil || display.isLandscapeNative) && entry.landscape != nil
        }
    }

    /// The newest status-bar entry by the same rule as ``newestConfirmedSafeArea(of:)``.
    package func newestConfirmedStatusBar(of display: Display) -> StatusBar? {
        newestConfirmed(display.statusBarHistory, of: display, versions: \.osVersions) { entry in
            (entry.portrait != nil || display.isLandscapeNative) && entry.landscape != nil
        }
    }

    /// The newest status-bar height in `orientation` confirmed at or before the OS in question, with the OS
    /// versions of its entry; `nil` when none is, or when the device does not run that OS.
    package func newestConfirmedStatusBarHeight(in orientation: DisplayOrientation, of display: Display) -> (height: Double, osVersions: ClosedRange<Int>)? {
        guard
            let entry = newestConfirmed(
                display.statusBarHistory, of: display, versions: \.osVersions,
                isWhole: {
                    (orientation == .portrait ? $0.portrait : $0.landscape) != nil
                }), let height = orientation == .portrait ? entry.portrait : entry.landscape
        else { return nil }
        return (height, entry.osVersions)
    }

    /// The last of `history` (oldest first) that begins at or before the OS in question and `isWhole`, else
    /// the last that begins by then; `nil` when the device does not run that OS.
    private func newestConfirmed<Entry>(
        _ history: [Entry], of display: Display, versions: (Entry) -> ClosedRange<Int>,
        isWhole: (Entry) -> Bool
    ) -> Entry? {
        if !runsOSInQuestion(display) || namesAnotherOS(for: display) { return nil }
        let major = osMajorInQuestion(for: display)
        let earlier = history.filter { entry in major.map { versions(entry).lowerBound <= $0 } ?? true }
        return earlier.last(where: isWhole) ?? earlier.last
    }

    /// Whether `device` runs the version asked (and, when a name was given, under that name): `nil` without
    /// `--os` or when its OS range is not confirmed.
    package func runsVersionAsked(_ device: Device) -> Bool? {
        guard let osVersion else { return nil }
        if let osName, OSNames.canonical(osName) != OSNames.canonical(device.family.operatingSystemName(for: osVersion)) { return false }
        return device.runs(osVersion)
    }

    /// `iOS 17`, `macOS 10.15`: the version asked as the device's family names it.
    package func versionAsked(for family: DeviceFamily) -> String? {
        osVersion.map { "\(osName ?? family.operatingSystemName(for: $0)) \($0)" }
    }
}
