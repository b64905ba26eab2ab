import DevInfoVocabulary
import Foundation

/// Reads Xcode simulator device types: every `*.simdevicetype` bundle below a folder (at any depth, so
/// both `/Library/Developer/CoreSimulator/Profiles/DeviceTypes` and an older Xcode's
/// `…/Platforms/iPhoneOS.platform/Library/Developer/CoreSimulator/Profiles/DeviceTypes` work), each
/// with `Contents/Resources/profile.plist`, binary or XML.
///
/// The keys used: `modelIdentifier` (the hardware identifier; a profile without one, or with one of a
/// family the table does not cover, is skipped), `mainScreenWidth` and `mainScreenHeight` (pixels) and
/// `mainScreenScale`. The device name is the bundle's name (`iPhone 17 Pro.simdevicetype`).
public enum SimulatorDeviceTypeReader {
    /// Reads every device type bundle under `directory`. Throws ``FreshnessReadErrors`` listing every
    /// bundle whose profile is missing, not a property list, or has keys of the wrong type.
    /// A binary profile that expands past ``PropertyListBounds`` (arrays that refer to one another) is
    /// malformed, never expanded.
    /// - Parameter budget: the bytes left to read in this check (shared with the AppleDB reader).
    public static func read(_ directory: String, budget: ReadBudget = ReadBudget()) throws(FreshnessReadErrors) -> UpstreamScan {
        let bundles = try AppleDBReader.listing(directory) { path in
            path.hasSuffix(".simdevicetype") && !path.dropLast(".simdevicetype".count).contains(".simdevicetype/")
        }
        guard !bundles.isEmpty else {
            throw FreshnessReadErrors(
                [
                    FreshnessReadError(
                        path: directory,
                        reason:
                            "no *.simdevicetype bundles here; --simulators takes a folder of simulator device types, e.g. /Library/Developer/CoreSimulator/Profiles/DeviceTypes"
                    )
                ],
                folderUnreadable: false, notUpstreamFolder: true)
        }
        var scan = UpstreamScan(source: .simulator, devices: [], filesRead: bundles.count)
        var errors: [FreshnessReadError] = []
        for bundle in bundles {
            let relative = bundle + "/Contents/Resources/profile.plist"
            let shown = directory + "/" + relative
            let name = String(bundle.split(separator: "/").last!.dropLast(".simdevicetype".count))
            let data: Data
            switch AppleDBReader.readRegularFile(shown, limit: AppleDBReader.maximumFileSize, budget: budget) {
            case .failure(let reason):
                if budget.isExhausted { throw budget.error(directory) }
                errors.append(FreshnessReadError(path: shown, reason: reason))
                continue
            case .success(let bytes): data = bytes
            }
            if let problem = PropertyListBounds.problem(data) {
                errors.append(FreshnessReadError(path: shown, reason: "not a usable property list: \(problem)"))
                continue
            }
            let plist: Any
            do {
                plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            } catch {
                errors.append(FreshnessReadError(path: shown, reason: "not a property list (\(AppleDBReader.shortReason(error)))"))
                continue
            }
            guard let profile = plist as? [String: Any] else {
                errors.append(FreshnessReadError(path: shown, reason: "expected a dictionary at the top level"))
                continue
            }
            guard let identifierValue = profile["modelIdentifier"] else {
                scan.outOfScope += 1
                continue
            }
            guard let identifier = identifierValue as? String else {
                errors.append(FreshnessReadError(path: shown, reason: "modelIdentifier is not a string"))
                continue
            }
            guard let family = FreshnessFamilies.family(of: identifier) else {
                scan.outOfScope += 1
                continue
            }
            var problems: [String] = []
            func number(_ key: String) -> Double? {
                guard let value = profile[key] else { return nil }
                if let number = numeric(value) { return number }
                problems.append("\(key) is not a number")
                return nil
            }
            let width = number("mainScreenWidth")
            let height = number("mainScreenHeight")
            let scale = number("mainScreenScale")
            var pixels: FreshnessSize?
            if let width, let height {
                guard width.isFinite, height.isFinite, width == width.rounded(), height == height.rounded(), width > 0, height > 0,
                    width < 1e6, height < 1e6
                else {
                    errors.append(FreshnessReadError(path: shown, reason: "mainScreenWidth/Height are not whole pixel counts"))
                    continue
                }
                pixels = FreshnessSize(width: Int(width), height: Int(height))
            }
            if let scale, !(scale.isFinite && (0.5...4).contains(scale)) {
                problems.append("mainScreenScale \(formatNumber(scale)) is not a possible scale (0.5 to 4)")
            }
            guard problems.isEmpty else {
                errors.append(FreshnessReadError(path: shown, reason: problems.joined(separator: "; ")))
                continue
            }
            scan.devices.append(
                UpstreamDevice(
                    identifier: identifier, name: name, family: family, source: .simulator, path: bundle,
                    screenPixels: pixels, screenScale: scale))
        }
        guard errors.isEmpty else { throw FreshnessReadErrors(errors) }
        return scan
    }

    /// A property-list number (integer or real; Foundation on Linux hands back Int, Double or NSNumber).
    private static func numeric(_ value: Any) -> Double? {
        switch value {
        case let int as Int: Double(int)
        case let double as Double: double
        case let number as NSNumber where !(value is Bool): number.doubleValue
        default: nil
        }
    }
}
