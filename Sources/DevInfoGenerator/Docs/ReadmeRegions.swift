import DevInfoVocabulary

/// The parts of README.md that are written from Data/ rather than by hand, so that no sentence there goes
/// stale when a device is added: each sits between `<!-- generated: NAME -->` and
/// `<!-- end generated: NAME -->` lines, and `swift run devinfo-generate` rewrites what is between them
/// (the staleness test fails while it differs).
public enum ReadmeRegions {
    /// Where the README lives, relative to the package root.
    public static let path = "README.md"

    /// `text` with every generated region rewritten from `data`; regions the README does not have are
    /// skipped, and text outside the markers is kept byte for byte.
    public static func render(_ text: String, data: DataSet) -> String {
        var out = text
        for (name, content) in regions(data) {
            let begin = "<!-- generated: \(name) -->\n"
            let end = "<!-- end generated: \(name) -->"
            guard let start = out.range(of: begin), let stop = out.range(of: end, range: start.upperBound..<out.endIndex) else { continue }
            out.replaceSubrange(start.upperBound..<stop.lowerBound, with: content)
        }
        return out
    }

    /// Each region's name and content (ending in a newline).
    static func regions(_ data: DataSet) -> [(String, String)] {
        let families = Family.allCases.compactMap { family -> String? in
            let count = data.devices.filter { $0.family == family }.count
            return count == 0 ? nil : "\(count) \(family.displayName)"
        }
        let counts = "devinfo's table has \(data.devices.count) identifiers (\(families.joined(separator: ", "))) and \(data.screens.count) display classes.\n"
        return [("counts", counts), ("fill-rate", data.renderFillRate()), ("os-coverage", data.renderOSCoverage().table)]
    }
}
