import DevInfoGenerator
import DevInfoVocabulary
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `devinfo-site DIR` writes, and how, so that it never replaces or removes a file it did
/// not write:
///
/// - `DIR` must be new, an empty folder, or a previous site: a folder holding the marker ``markerName``,
///   which lists every file devinfo wrote there with its size and checksum. Any other folder, a link, a
///   file, or a folder without write permission is refused (``SiteFolderError/Kind/refused``, exit 73);
///   `""` and the filesystem root are usage errors (exit 64).
/// - The folder itself is kept: its mode, its owner, its place (a mount point stays one); a new one is
///   made with the mode the umask gives. The new site is written into a fresh hidden folder inside it
///   (`.devinfo-site-new-XXXXXX`), then the previous site's entries are moved aside into another
///   (`.devinfo-site-old-XXXXXX`) and the new ones moved in, entry by entry: a failure before the first
///   move leaves `DIR` as it was, and a failed move puts back what was moved.
/// - In a previous site, only files the marker lists, still unchanged, are replaced or removed. Everything
///   else (a file a person added or edited, a link, a folder of their own) is moved into the new site as it
///   is, with its mode; if the new site needs its path, nothing is written and the conflict is named.
/// - Links are never followed: a linked subfolder is moved as a link, not entered.
public enum SiteFolder {
    /// The marker a site written by devinfo holds at its root: what devinfo wrote there.
    public static let markerName = ".devinfo-site"
    static let markerHeader = "devinfo-site 1"

    /// What a write did.
    public struct Report: Equatable, Sendable {
        /// Files written, the marker included.
        public var written: Int
        /// Bytes of the site's files (the marker excluded).
        public var bytes: Int
        /// Entries that devinfo did not write, kept in the new site as they were.
        public var kept: [String]
    }

    /// Writes `files` (paths relative to the site's root) as the site at `path`. Throws
    /// ``SiteFolderError``, having changed nothing at `path`.
    @discardableResult
    public static func write(_ files: [(path: String, text: String)], to path: String) throws(SiteFolderError) -> Report {
        let target = try Target(path)
        for file in files where !isSafeRelativePath(file.path) || file.path == markerName {
            throw SiteFolderError(.refused, path, "the site has a file named \(shownPath(file.path)), which cannot be written safely")
        }
        let previous = try target.previousContents()
        // Entries of someone else that the new site needs the path of: refuse before writing anything.
        let sitePaths = Set(files.map(\.path))
        let siteFolders = Set(files.flatMap { ancestors(of: $0.path) })
        let conflicts = previous.kept.filter { kept in
            sitePaths.contains(kept) || siteFolders.contains(kept) || ancestors(of: kept).contains(where: sitePaths.contains)
        }
        guard conflicts.isEmpty else {
            let names = conflicts.prefix(5).map { shownPath($0) }.joined(separator: ", ")
            throw SiteFolderError(
                .refused, path,
                "holds \(conflicts.count) file(s) devinfo did not write (or that were changed since) where the site would write: \(names)\(conflicts.count > 5 ? ", …" : ""); nothing written"
            )
        }

        if !previous.exists {
            guard mkdir(target.path, 0o777) == 0 || errno == EEXIST else {
                throw SiteFolderError(.io, path, "cannot be created (\(String(cString: strerror(errno))))")
            }
        }
        try target.checkWritable()
        let staging = try target.makeInside("new")
        var moved: [String] = []
        func abandon(_ error: SiteFolderError) -> SiteFolderError {
            // Put back what was moved, then remove the staging folder (everything else in it is ours).
            for kept in moved.reversed() { _ = rename(staging + "/" + kept, target.path + "/" + kept) }
            removeTree(staging)
            return error
        }
        var manifest: [(path: String, line: String)] = []
        var bytes = 0
        // Someone else's entries at the top stay where they are; those inside devinfo's folders move with them.
        let keptAtTop = Set(previous.kept.filter { !$0.contains("/") })
        do throws(SiteFolderError) {
            for file in files {
                try makeFolders(for: file.path, in: staging)
                let data = Array(file.text.utf8)
                try writeNewFile(staging + "/" + file.path, data, shown: path + "/" + file.path)
                manifest.append((file.path, "\(checksum(data)) \(data.count) \(file.path)"))
                bytes += data.count
            }
            let marker =
                ([
                    markerHeader, "# Written by devinfo-site: the files below (checksum, bytes, path). It replaces or",
                    "# removes only these, and only while unchanged; anything else here is kept."
                ]
                + manifest.sorted { $0.path < $1.path }.map(\.line)).joined(separator: "\n") + "\n"
            try writeNewFile(staging + "/" + markerName, Array(marker.utf8), shown: path + "/" + markerName)
            for kept in previous.kept where !keptAtTop.contains(kept) {
                try makeFolders(for: kept, in: staging)
                guard rename(target.path + "/" + kept, staging + "/" + kept) == 0 else {
                    throw SiteFolderError(.io, path + "/" + kept, "cannot be moved into the new site (\(String(cString: strerror(errno))))")
                }
                moved.append(kept)
            }
        } catch {
            throw abandon(error)
        }

        // Swap, inside the folder: the previous site's entries aside, the new ones in, the old ones (all
        // devinfo's now) removed.
        let old: String
        do throws(SiteFolderError) { old = try target.makeInside("old") } catch { throw abandon(error) }
        let ours = { (name: String) in !keptAtTop.contains(name) && !isWorkFolder(name) }
        var asideNames: [String] = []
        var inNames: [String] = []
        func undo(_ error: SiteFolderError) -> SiteFolderError {
            for name in inNames.reversed() { _ = rename(target.path + "/" + name, staging + "/" + name) }
            for name in asideNames.reversed() { _ = rename(old + "/" + name, target.path + "/" + name) }
            rmdir(old)
            return abandon(error)
        }
        do throws(SiteFolderError) {
            for name in try entries(target.path, shown: path) where ours(name) {
                guard rename(target.path + "/" + name, old + "/" + name) == 0 else {
                    throw SiteFolderError(.io, path + "/" + name, "cannot be moved aside (\(String(cString: strerror(errno))))")
                }
                asideNames.append(name)
            }
            for name in try entries(staging, shown: path) {
                guard rename(staging + "/" + name, target.path + "/" + name) == 0 else {
                    throw SiteFolderError(.io, path + "/" + name, "cannot be put in place (\(String(cString: strerror(errno))))")
                }
                inNames.append(name)
            }
        } catch {
            throw undo(error)
        }
        rmdir(staging)
        if !removeWritten(old, manifest: previous.manifest) {
            // Not expected: the old entries held something unlisted after all. Leave it for a person.
            throw SiteFolderError(.io, old, "the previous site, moved aside, still holds files devinfo did not write; it is left there")
        }
        return Report(written: files.count + 1, bytes: bytes, kept: previous.kept)
    }

    /// Whether `name` is one of the hidden folders a write makes inside the site (``Target/makeInside(_:)``).
    static func isWorkFolder(_ name: String) -> Bool { name.hasPrefix(".devinfo-site-new-") || name.hasPrefix(".devinfo-site-old-") }

    // MARK: The folder

    /// The folder to write: its path (parent resolved) and what is there now.
    struct Target {
        /// The path given, for messages.
        let shown: String
        /// `parent/name` with the parent's links resolved.
        let path: String
        let parent: String
        let name: String

        init(_ given: String) throws(SiteFolderError) {
            shown = given
            if let problem = SiteFolder.usageProblem(given) { throw SiteFolderError(.usage, given, problem) }
            var components = SiteFolder.lexicalComponents(given)
            let last = components.removeLast()
            let parentPath = "/" + components.joined(separator: "/")
            if !FileManager.default.fileExists(atPath: parentPath) {
                do {
                    try FileManager.default.createDirectory(atPath: parentPath, withIntermediateDirectories: true)
                } catch {
                    throw SiteFolderError(.io, given, "its parent folder cannot be created (\(error.localizedDescription))")
                }
            }
            guard let parent = SiteFolder.realPath(parentPath) else {
                throw SiteFolderError(.io, given, "its parent folder cannot be resolved (\(String(cString: strerror(errno))))")
            }
            self.parent = parent
            name = String(last)
            path = (parent == "/" ? "" : parent) + "/" + last
        }

        struct Previous {
            var exists = false
            /// What the marker lists: path → (size, checksum).
            var manifest: [String: (size: Int, checksum: String)] = [:]
            /// Entries devinfo did not write (or that changed since), relative paths, parents before children.
            var kept: [String] = []
        }

        /// What is at the path now: nothing, an empty folder, or a previous site (else refused).
        func previousContents() throws(SiteFolderError) -> Previous {
            var status = stat()
            guard lstat(path, &status) == 0 else {
                if errno == ENOENT { return Previous() }
                throw SiteFolderError(.io, shown, "cannot be examined (\(String(cString: strerror(errno))))")
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: break
            case S_IFLNK:
                throw SiteFolderError(.refused, shown, "is a symbolic link; devinfo-site writes a site only into a real folder (give the folder it points to)")
            default: throw SiteFolderError(.refused, shown, "is not a folder")
            }
            let entries = try SiteFolder.entries(path, shown: shown)
            guard !entries.isEmpty else { return Previous(exists: true) }
            guard entries.contains(markerName) else {
                throw SiteFolderError(
                    .refused, shown,
                    "is not empty and is not a site devinfo-site wrote (it has no \(markerName)); devinfo-site replaces nothing it did not write: give a new or empty folder"
                )
            }
            let manifest = try readManifest(path + "/" + markerName, shown: shown)
            var kept: [String] = []
            _ = try classify("", manifest: manifest, kept: &kept)
            return Previous(exists: true, manifest: manifest, kept: kept)
        }

        /// Walks `relative` (a folder below the site's root, links never followed); appends what is not
        /// devinfo's to `kept` (a folder with nothing of devinfo's inside is kept whole). Returns whether
        /// the folder holds anything of devinfo's.
        private func classify(_ relative: String, manifest: [String: (size: Int, checksum: String)], kept: inout [String]) throws(SiteFolderError) -> Bool {
            var holdsOurs = false
            var others: [String] = []
            let folder = relative.isEmpty ? path : path + "/" + relative
            for name in try SiteFolder.entries(folder, shown: shown) {
                let child = relative.isEmpty ? name : relative + "/" + name
                if child == markerName {
                    holdsOurs = true
                    continue
                }
                var status = stat()
                guard lstat(path + "/" + child, &status) == 0 else {
                    throw SiteFolderError(.io, shown + "/" + child, "cannot be examined (\(String(cString: strerror(errno)))); is its name valid UTF-8?")
                }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    var inner: [String] = []
                    if try classify(child, manifest: manifest, kept: &inner) {
                        holdsOurs = true
                        others += inner
                    } else {
                        others.append(child)  // a folder of someone else's: kept whole
                    }
                case S_IFREG:
                    if SiteFolder.isUnchanged(path + "/" + child, status, manifest[child]) {
                        holdsOurs = true
                    } else {
                        others.append(child)
                    }
                default:
                    others.append(child)  // a link (never followed), a FIFO, a socket, a device
                }
            }
            kept += others
            return holdsOurs
        }

        /// A new, empty, hidden folder inside the target: `.devinfo-site-KIND-XXXXXX` (mode 0700).
        func makeInside(_ kind: String) throws(SiteFolderError) -> String {
            var template = Array(path.utf8CString.dropLast()) + Array("/.devinfo-site-\(kind)-XXXXXX".utf8CString)
            let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
            guard made != nil else {
                throw SiteFolderError(.io, shown, "cannot create a folder inside it (\(String(cString: strerror(errno))))")
            }
            return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }

        /// Refuses a folder devinfo may not write into: no write permission for this user, or none for
        /// anyone (a read-only folder, which root could write but must not), or a read-only file system.
        func checkWritable() throws(SiteFolderError) {
            var status = stat()
            guard stat(path, &status) == 0 else { throw SiteFolderError(.io, shown, "cannot be examined (\(String(cString: strerror(errno))))") }
            let mode = String(status.st_mode & 0o7777, radix: 8)
            if status.st_mode & 0o222 == 0 {
                throw SiteFolderError(
                    .refused, shown,
                    "is read-only (mode \(mode)); devinfo-site writes into the folder it is given and never changes its mode: make it writable, or give another folder"
                )
            }
            if access(path, W_OK) != 0 {
                throw SiteFolderError(
                    .refused, shown,
                    "cannot be written into (\(String(cString: strerror(errno))); mode \(mode)); devinfo-site never changes a folder's mode or owner: give a folder you may write"
                )
            }
        }
    }

    // MARK: Helpers

    /// Why `path` cannot name a site's folder at all, or `nil`: an empty path, or one that resolves to the
    /// filesystem root (`/`, `//`, `/..`, `/tmp/..`, a link to `/`), where a whole site would be scattered
    /// over `/`. A usage error (exit 64), found before anything is read or written.
    public static func usageProblem(_ path: String) -> String? {
        guard !path.isEmpty else { return "an empty path is no folder: give the site a folder of its own" }
        if lexicalComponents(path).isEmpty || realPath(path) == "/" {
            return "\(shownPath(path)) is the filesystem root; the site needs a folder of its own"
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

    /// Whether the regular file at `path` is the one the marker lists: same size and checksum.
    static func isUnchanged(_ path: String, _ status: stat, _ listed: (size: Int, checksum: String)?) -> Bool {
        guard let listed, Int(status.st_size) == listed.size, let data = FileManager.default.contents(atPath: path) else { return false }
        return checksum(Array(data)) == listed.checksum
    }

    /// The names in a folder, sorted.
    static func entries(_ folder: String, shown: String) throws(SiteFolderError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw SiteFolderError(.io, shown, "cannot be listed (\(error.localizedDescription))")
        }
    }

    /// The marker's list. A marker that is not a regular file, or not devinfo's format, is refused: it
    /// decides what may be removed.
    static func readManifest(_ marker: String, shown: String) throws(SiteFolderError) -> [String: (size: Int, checksum: String)] {
        var status = stat()
        guard lstat(marker, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size < 1 << 24,
            let data = FileManager.default.contents(atPath: marker)
        else {
            throw SiteFolderError(.refused, shown, "has a \(markerName) that is not a readable file; devinfo-site leaves this folder alone")
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        guard lines.first == Substring(markerHeader) else {
            throw SiteFolderError(.refused, shown, "has a \(markerName) devinfo-site did not write; it leaves this folder alone")
        }
        var manifest: [String: (size: Int, checksum: String)] = [:]
        for line in lines.dropFirst() where !line.hasPrefix("#") {
            let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
            guard parts.count == 3, parts[0].count == 16, let size = Int(parts[1]), isSafeRelativePath(parts[2]) else {
                throw SiteFolderError(
                    .refused, shown, "has a \(markerName) with a line devinfo-site did not write (\(shownPath(String(line)))); it leaves this folder alone")
            }
            manifest[parts[2]] = (size, parts[0])
        }
        return manifest
    }

    /// A relative path with no empty, `.` or `..` component and no control character.
    static func isSafeRelativePath(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && path.utf8.count < 1024
            && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && $0.utf8.count <= 255 }
            && !path.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// `a/b/c.html` → `["a", "a/b"]`.
    static func ancestors(of path: String) -> [String] {
        let parts = path.split(separator: "/")
        return (1..<max(parts.count, 1)).map { parts.prefix($0).joined(separator: "/") }
    }

    /// FNV-1a, 64 bits, as 16 hex digits: tells an unchanged file from an edited one (not a security hash:
    /// whoever can write the folder can remove its files anyway).
    static func checksum(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBufferPointer { buffer in
            // An index loop over the buffer: a debug build (the tests') walks it ten times faster than
            // `for byte in bytes`, which goes through IndexingIterator.
            var index = 0
            let count = buffer.count
            while index < count {
                hash = (hash ^ UInt64(buffer[index])) &* 0x0000_0100_0000_01B3
                index &+= 1
            }
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Creates the folders of `relative`'s parents below `root` (all new, or made by this write).
    static func makeFolders(for relative: String, in root: String) throws(SiteFolderError) {
        for folder in ancestors(of: relative) {
            let full = root + "/" + folder
            if mkdir(full, 0o755) != 0 && errno != EEXIST {
                throw SiteFolderError(.io, full, "cannot be created (\(String(cString: strerror(errno))))")
            }
            var status = stat()
            guard lstat(full, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                throw SiteFolderError(.io, full, "is not a folder")
            }
        }
    }

    /// Writes a file that must not exist yet (`O_EXCL`: nothing is replaced, no link followed).
    static func writeNewFile(_ path: String, _ bytes: [UInt8], shown: String) throws(SiteFolderError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw SiteFolderError(.io, shown, "cannot be written (\(String(cString: strerror(errno))))")
        }
        if let failure = writeWhole(bytes, to: descriptor) {
            close(descriptor)
            throw SiteFolderError(.io, shown, "cannot be written (\(String(cString: strerror(failure))))")
        }
        fchmod(descriptor, 0o644)
        guard close(descriptor) == 0 else { throw SiteFolderError(.io, shown, "cannot be written (\(String(cString: strerror(errno))))") }
    }

    /// Removes a tree this write made (the staging folder): links are removed, never followed.
    static func removeTree(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        if status.st_mode & S_IFMT == S_IFDIR {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// Removes the previous site moved aside: the files its marker lists (unchanged), the marker, then the
    /// folders left empty. Returns false when something else remains (then it is left).
    static func removeWritten(_ root: String, manifest: [String: (size: Int, checksum: String)]) -> Bool {
        func clear(_ relative: String) -> Bool {
            let folder = relative.isEmpty ? root : root + "/" + relative
            var empty = true
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                let child = relative.isEmpty ? name : relative + "/" + name
                let full = root + "/" + child
                var status = stat()
                guard lstat(full, &status) == 0 else {
                    empty = false
                    continue
                }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    if clear(child) { rmdir(full) } else { empty = false }
                case S_IFREG where child == markerName || isUnchanged(full, status, manifest[child]):
                    unlink(full)
                default:
                    empty = false
                }
            }
            return empty
        }
        guard clear("") else { return false }
        return rmdir(root) == 0
    }
}

/// A path from the disk or the command line, for a message: unsafe characters escaped (DevInfoVocabulary's
/// ``UnsafeText``).
func shownPath(_ text: String) -> String { UnsafeText.escaped(text, limit: 400) }

/// Why a site was not written (nothing at the path changed).
public struct SiteFolderError: Error, CustomStringConvertible, Sendable {
    public enum Kind: Sendable {
        /// The path cannot be a site's folder at all (empty, the root): a usage error, exit 64.
        case usage
        /// The path holds what devinfo must not replace (exit 73).
        case refused
        /// Reading or writing failed (exit 74).
        case io
    }

    public var kind: Kind
    public var path: String
    public var reason: String

    init(_ kind: Kind, _ path: String, _ reason: String) {
        self.kind = kind
        self.path = path
        self.reason = reason
    }

    /// `site: is not empty and …` (a usage error: its reason alone, which names the path).
    public var description: String { kind == .usage ? reason : "\(shownPath(path)): \(reason)" }

    /// The exit status: 64, 73 or 74.
    public var exitCode: Int32 {
        switch kind {
        case .usage: 64
        case .refused: 73
        case .io: 74
        }
    }
}
