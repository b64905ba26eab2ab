/// The names people give Apple's operating systems, and which of them mean the same OS: `iPhone OS` is
/// what iOS was called before 4, `Mac OS X` and `OS X` are macOS, `audioOS` is the HomePod's software. The
/// names themselves, per family and release, are `Data/os-releases.tsv`'s.
package enum OSNames {
    /// A name's canonical form: lowercased, without spaces, aliases merged (`Mac OS X` → `macos`).
    package static func canonical(_ name: String) -> String {
        let folded = String(name.lowercased().filter { $0 != " " })
        switch folded {
        case "iphoneos": return "ios"
        case "macosx", "osx": return "macos"
        case "audioos", "homepodsoftware": return "homepodsoftware"
        default: return folded
        }
    }

    /// Every name `--os` accepts before a version, canonical.
    package static let known: Set<String> = ["ios", "ipados", "macos", "watchos", "tvos", "appletvsoftware", "visionos", "homepodsoftware"]
}
