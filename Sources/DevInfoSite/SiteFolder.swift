import DevInfoVocabulary
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `devinfo-generate --site DIR` writes.
public enum SiteFolder {
    /// Why `path` cannot name a site's folder at all, or `nil`: an empty path, or one that resolves to the
    /// filesystem root (`/`, `//`, `/..`, `/tmp/..`, a link to `/`), where a whole site would be scattered
    /// over `/`. A usage error (exit 64), found before anything is read or written.
    public static func usageProblem(_ path: String) -> String? {
        guard !path.isEmpty else { return "--site needs a folder, not an empty path" }
        if lexicalComponents(path).isEmpty || realPath(path) == "/" {
            return "--site \(shownPath(path)) is the filesystem root; the site needs a folder of its own"
        }
        return nil
    }

    /// The absolute path's components, `.` and `..` taken as written (as a shell's `cd` does).
    static func lexicalComponents(_ path: String) -> [Substring] {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var components: [Substring] = []
        for component in absolute.split(separator: "/") where component != "." {
            if component == ".." { _ = components.popLast() } else { components.append(component) }
        }
        return components
    }

    /// `path` with every link resolved, or `nil` when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// A path from the disk or the command line, for a message: unsafe characters escaped (DevInfoVocabulary's
/// `UnsafeText`).
func shownPath(_ text: String) -> String { UnsafeText.escaped(text, limit: 400) }
