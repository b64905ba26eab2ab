import DevInfoVocabulary

/// How much of the current OS versions is confirmed: for each of the newest majors of iOS and iPadOS, the
/// devices that run it, how many of them have a safe area confirmed for it in both orientations and a
/// portrait status bar, and the display classes still missing either (`devinfo-generate --fill-rate`; the
/// README's per-OS table). A device runs a major when one of its releases is within the device's OS range
/// (a device still supported reaches the family's newest release); its main display (a foldable's outer) is
/// the one counted. A device whose first or last OS is not confirmed is not counted: it is not known to run
/// any version (as the library's `Device.runs` and the website's `wanted.html` have it).
struct OSCoverage {
    /// The families counted: those whose apps lay out by safe area and status bar today.
    static let families: [Family] = [.iPhone, .iPad]

    /// One OS major of one family.
    struct Version {
        var family: Family
        var major: Int
        /// `iOS 27`.
        var name: String
        var devices = 0
        var withSafeArea = 0
        var withStatusBar = 0
        /// The display classes some device of which lacks a fact, in table order, with those devices.
        var missing: [Missing] = []
    }

    /// A display class that lacks a safe area or a portrait status bar for a version.
    struct Missing {
        var screen: String
        var identifiers: [String]
        var safeArea: Bool
        var statusBar: Bool
    }

    var versions: [Version] = []

    /// The newest `count` majors of each family.
    init(_ data: DataSet, newest count: Int = 3) {
        for family in Self.families {
            let releases = data.osReleases.byFamily[family] ?? []
            var majors: [Int] = []
            for release in releases.reversed() where !majors.contains(release.key / 100) {
                majors.append(release.key / 100)
            }
            for major in majors.prefix(count).reversed() {
                let keys = releases.map(\.key).filter { $0 / 100 == major }
                let name = releases.last { $0.key / 100 == major }?.name ?? family.operatingSystem
                var version = Version(family: family, major: major, name: "\(name) \(major)")
                for device in data.devices where device.family == family {
                    // A device whose first or last OS is not confirmed is not known to run a version (the library's
                    // `runs` answers nil for it, and the website's wanted page leaves it out too).
                    guard let first = device.firstOSRelease, let confirmedLast = device.lastOSRelease else { continue }
                    let last = confirmedLast ?? (releases.last?.key ?? 0)
                    guard keys.contains(where: { $0 >= first && $0 <= last }),
                        let screen = device.displays.displays.first?.screen
                    else { continue }
                    version.devices += 1
                    let entries = data.safeAreas.filter { $0.screen == screen && $0.from <= major && major <= $0.until }
                    let safeArea = entries.contains { $0.portrait != nil && $0.landscape != nil }
                    let statusBar = entries.contains { $0.portraitStatusBar != nil }
                    if safeArea { version.withSafeArea += 1 }
                    if statusBar { version.withStatusBar += 1 }
                    guard !safeArea || !statusBar else { continue }
                    if let index = version.missing.firstIndex(where: { $0.screen == screen }) {
                        version.missing[index].identifiers.append(device.identifier)
                    } else {
                        version.missing.append(Missing(screen: screen, identifiers: [device.identifier], safeArea: !safeArea, statusBar: !statusBar))
                    }
                }
                versions.append(version)
            }
        }
    }

    /// `27 % (18/31)`; `–` when no device runs it.
    static func share(_ count: Int, of total: Int) -> String {
        guard total > 0 else { return "–" }
        return "\(Int((Double(count) * 100 / Double(total)).rounded(.down))) % (\(count)/\(total))"
    }

    /// The Markdown table: a row per version.
    func markdown() -> String {
        var out = "| OS version | devices that run it | safe area, both orientations | portrait status bar |\n|---|---:|---:|---:|\n"
        for version in versions {
            out +=
                "| \(version.name) | \(version.devices) | \(Self.share(version.withSafeArea, of: version.devices)) | "
                + "\(Self.share(version.withStatusBar, of: version.devices)) |\n"
        }
        return out
    }

    /// What is missing per version: a line per display class, with its devices and the facts it lacks.
    func missingText() -> String {
        var out = ""
        for version in versions where !version.missing.isEmpty {
            out += "\(version.name): \(version.missing.count) display classes lack a fact\n"
            for missing in version.missing {
                let facts = [missing.safeArea ? "safe area" : nil, missing.statusBar ? "portrait status bar" : nil].compactMap { $0 }
                out += "  \(missing.screen)@\(version.major) (\(missing.identifiers.joined(separator: ", "))): \(facts.joined(separator: ", "))\n"
            }
        }
        return out
    }
}

extension DataSet {
    /// The per-OS coverage table (``OSCoverage``) as Markdown, and what is still missing per current OS version
    /// (``OSCoverage/missingText()``), from one count.
    public func renderOSCoverage() -> (table: String, missing: String) {
        let coverage = OSCoverage(self)
        return (coverage.markdown(), coverage.missingText())
    }
}
