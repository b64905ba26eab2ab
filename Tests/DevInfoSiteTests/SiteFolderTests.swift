import Foundation
import TestSupport
import Testing

@testable import DevInfoSite

/// Where `devinfo-site DIR` may write: never over the filesystem root.
@Suite struct SiteFolderTests {
    static func scratch() throws -> String {
        let path = Scratch.path("site-folder")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    // MARK: Paths that are no site's folder

    @Test func aPathIsShownWithItsControlCharactersEscaped() {
        #expect(SiteFolder.usageProblem("/\u{1B}[2J/..") == "/\\x1B[2J/.. is the filesystem root; the site needs a folder of its own")
    }
}

/// `devinfo-site DIR` replaces or removes only files it wrote, and never leaves half a site.
@Suite struct SiteFolderWriteTests {
    typealias Files = [(path: String, text: String)]
    static let first: Files = [("index.html", "one\n"), ("devices/a.html", "a\n"), ("devices/b.html", "b\n")]
    static let second: Files = [("index.html", "two\n"), ("devices/a.html", "a2\n"), ("displays/x.html", "x\n")]

    /// Everything below `root`, links not followed: path → what it is (`file <mode> <text>`, `link → target`, `folder <mode>`).
    static func snapshot(_ root: String) -> [String: String] {
        var out: [String: String] = [:]
        func walk(_ relative: String) {
            let full = relative.isEmpty ? root : root + "/" + relative
            for name in (try? FileManager.default.contentsOfDirectory(atPath: full)) ?? [] {
                let child = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(root + "/" + child, &status) == 0 else { continue }
                let mode = String(status.st_mode & 0o777, radix: 8)
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    out[child] = "folder \(mode)"
                    walk(child)
                case S_IFLNK: out[child] = "link → " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: root + "/" + child)) ?? "?")
                default: out[child] = "file \(mode) " + ((try? String(contentsOfFile: root + "/" + child, encoding: .utf8)) ?? "?")
                }
            }
        }
        walk("")
        return out
    }

    /// What the scratch folder holds besides the site: nothing may be left beside it.
    static func siblings(_ scratch: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scratch)) ?? []).filter { $0.hasPrefix(".") }.sorted()
    }

    static func refusal(_ body: () throws(SiteFolderError) -> Void) -> SiteFolderError? {
        do {
            try body()
            return nil
        } catch { return error }
    }

    @Test func aNewFolderGetsTheSiteAndAMarkerListingIt() throws {
        let scratch = try SiteFolderTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let report = try SiteFolder.write(Self.first, to: scratch + "/deep/site")
        let files = Self.snapshot(scratch + "/deep/site")
        #expect(files["index.html"] == "file 644 one\n" && files["devices/b.html"] == "file 644 b\n" && files["devices"] == "folder 755")
        let marker = try #require(files[SiteFolder.markerName])
        #expect(marker.contains(" 4 index.html\n") && marker.contains(" 2 devices/a.html\n"))
        #expect(report == SiteFolder.Report(written: 4, bytes: 8, kept: []))
        #expect(Self.siblings(scratch).isEmpty && Self.siblings(scratch + "/deep").isEmpty, "no staging folder left")
    }

    @Test func anEmptyFolderIsFilled() throws {
        let scratch = try SiteFolderTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch + "/site", withIntermediateDirectories: false)
        try SiteFolder.write(Self.first, to: scratch + "/site/")
        #expect(Self.snapshot(scratch + "/site")["index.html"] == "file 644 one\n")
        #expect(Self.siblings(scratch).isEmpty)
    }

    @Test func aFolderThatIsNotASiteIsRefusedAndLeftExactlyAsItWas() throws {
        let scratch = try SiteFolderTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let site = scratch + "/site"
        try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: false)
        try "my own index\n".write(toFile: site + "/index.html", atomically: false, encoding: .utf8)
        chmod(site + "/index.html", 0o444)
        try "notes\n".write(toFile: site + "/notes.txt", atomically: false, encoding: .utf8)
        let before = Self.snapshot(site)
        let error = try #require(Self.refusal { () throws(SiteFolderError) in try SiteFolder.write(Self.first, to: site) })
        #expect(error.exitCode == 73)
        #expect(
            error.description
                == "\(site): is not empty and is not a site devinfo-site wrote (it has no .devinfo-site); devinfo-site replaces nothing it did not write: give a new or empty folder"
        )
        #expect(Self.snapshot(site) == before)
        #expect(before["index.html"] == "file 444 my own index\n", "the read-only file keeps its mode")
        #expect(Self.siblings(scratch).isEmpty)
    }

    @Test func aPreviousSiteIsReplacedAndWhatDevinfoDidNotWriteIsKept() throws {
        let scratch = try SiteFolderTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let site = scratch + "/site"
        try SiteFolder.write(Self.first, to: site)
        try "example.com\n".write(toFile: site + "/CNAME", atomically: false, encoding: .utf8)
        try "mine\n".write(toFile: site + "/devices/notes.txt", atomically: false, encoding: .utf8)
        chmod(site + "/devices/notes.txt", 0o400)
        try FileManager.default.createDirectory(atPath: site + "/extra/deeper", withIntermediateDirectories: true)
        try "deep\n".write(toFile: site + "/extra/deeper/x", atomically: false, encoding: .utf8)
        let report = try SiteFolder.write(Self.second, to: site)
        #expect(report.kept == ["CNAME", "devices/notes.txt", "extra"])
        let after = Self.snapshot(site)
        #expect(after["index.html"] == "file 644 two\n" && after["devices/a.html"] == "file 644 a2\n" && after["displays/x.html"] == "file 644 x\n")
        #expect(after["devices/b.html"] == nil, "a file devinfo wrote and no longer writes is removed")
        #expect(after["CNAME"] == "file 644 example.com\n")
        #expect(after["devices/notes.txt"] == "file 400 mine\n", "kept with its mode")
        #expect(after["extra/deeper/x"] == "file 644 deep\n")
        #expect(after[SiteFolder.markerName]?.contains("displays/x.html") == true && after[SiteFolder.markerName]?.contains("CNAME") == false)
        #expect(Self.siblings(scratch).isEmpty, "neither the staging folder nor the old site is left beside it")
        // And again: what was kept is still kept, and the site is the same.
        try SiteFolder.write(Self.second, to: site)
        #expect(Self.snapshot(site) == after)
    }

    @Test func aFileEditedSinceDevinfoWroteItIsNotReplaced() throws {
        let scratch = try SiteFolderTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let site = scratch + "/site"
        try SiteFolder.write(Self.first, to: site)
        try "edited by hand\n".write(toFile: site + "/index.html", atomically: false, encoding: .utf8)
        let before = Self.snapshot(site)
        let error = try #require(Self.refusal { () throws(SiteFolderError) in try SiteFolder.write(Self.second, to: site) })
        #expect(error.exitCode == 73)
        #expect(error.reason.hasPrefix("holds 1 file(s) devinfo did not write (or that were changed since) where the site would write: index.html"))
        #expect(Self.snapshot(site) == before)
        #expect(Self.siblings(scratch).isEmpty)
    }

    @Test func aLinkedSubfolderIsNeverFollowed() throws {
        let scratch = try SiteFolderTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let site = scratch + "/site"
        let outside = scratch + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: false)
        try "precious\n".write(toFile: outside + "/a.html", atomically: false, encoding: .utf8)
        try "precious\n".write(toFile: outside + "/b.html", atomically: false, encoding: .utf8)
        try SiteFolder.write(Self.first, to: site)
        // A link with a name of its own is kept as a link; its target is not entered.
        try FileManager.default.createSymbolicLink(atPath: site + "/mirror", withDestinationPath: outside)
        try SiteFolder.write(Self.second, to: site)
        #expect(Self.snapshot(site)["mirror"] == "link → \(outside)")
        // A link where the site has a folder is someone else's: refused, and the folder behind it untouched.
        try FileManager.default.removeItem(atPath: site + "/devices")
        try FileManager.default.createSymbolicLink(atPath: site + "/devices", withDestinationPath: outside)
        let before = Self.snapshot(site)
        let error = try #require(Self.refusal { () throws(SiteFolderError) in try SiteFolder.write(Self.first, to: site) })
        #expect(error.exitCode == 73 && error.reason.contains(": devices"))
        #expect(Self.snapshot(site) == before)
        #expect(Self.snapshot(outside) == ["a.html": "file 644 precious\n", "b.html": "file 644 precious\n"])
    }

    /// The folder's own mode, owner and inode (the same inode: the folder itself was kept, as a mount
    /// point must be).
    static func identity(_ path: String) -> (mode: mode_t, owner: uid_t, inode: ino_t)? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (status.st_mode & 0o7777, status.st_uid, status.st_ino)
    }

    @Test func theFolderItselfIsKeptItsModeOwnerAndPlaceAndTheSiteWrittenInside() throws {
        let scratch = try SiteFolderTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let site = scratch + "/private"
        #expect(mkdir(site, 0o700) == 0)
        chmod(site, 0o700)
        // Another user's folder (root can give it away; anyone else keeps their own, and the check holds too).
        _ = chown(site, 4242, 4242)
        let before = try #require(Self.identity(site))
        try SiteFolder.write(Self.first, to: site)
        try SiteFolder.write(Self.second, to: site)
        let after = try #require(Self.identity(site))
        #expect(after.mode == 0o700, "mode \(String(after.mode, radix: 8))")
        #expect(after.owner == before.owner && after.inode == before.inode, "the folder was replaced")
        #expect(Self.snapshot(site)["index.html"] == "file 644 two\n")
        #expect(Self.siblings(scratch).isEmpty && Self.siblings(site) == [SiteFolder.markerName], "no work folder left, beside or inside")
    }

    @Test func aFolderWhoseParentIsReadOnlyIsWrittenInside() throws {
        let scratch = try SiteFolderTests.scratch()
        defer {
            chmod(scratch, 0o755)
            try? FileManager.default.removeItem(atPath: scratch)
        }
        let site = scratch + "/site"
        #expect(mkdir(site, 0o755) == 0)
        chmod(scratch, 0o555)
        try SiteFolder.write(Self.first, to: site)
        try SiteFolder.write(Self.second, to: site)
        chmod(scratch, 0o755)
        #expect(Self.siblings(scratch).isEmpty, "nothing written beside it")
        #expect(Self.snapshot(site)["displays/x.html"] == "file 644 x\n")
    }

    @Test(arguments: [true, false])
    func aReadOnlyFolderIsRefusedAndLeftAsItWas(empty: Bool) throws {
        let scratch = try SiteFolderTests.scratch()
        defer {
            chmod(scratch + "/site", 0o755)
            try? FileManager.default.removeItem(atPath: scratch)
        }
        let site = scratch + "/site"
        if empty {
            #expect(mkdir(site, 0o755) == 0)
        } else {
            try SiteFolder.write(Self.first, to: site)
        }
        chmod(site, 0o555)
        let before = Self.snapshot(site)
        let identity = try #require(Self.identity(site))
        let error = try #require(Self.refusal { () throws(SiteFolderError) in try SiteFolder.write(Self.second, to: site) })
        #expect(error.exitCode == 73)
        #expect(error.reason.hasPrefix("is read-only (mode 555); devinfo-site writes into the folder it is given and never changes its mode"), "\(error)")
        #expect(Self.snapshot(site) == before)
        #expect(Self.identity(site)?.inode == identity.inode && Self.identity(site)?.mode == 0o555)
    }

    @Test func aFailedWriteLeavesThePreviousSiteAsItWas() throws {
        let scratch = try SiteFolderTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let site = scratch + "/site"
        try SiteFolder.write(Self.first, to: site)
        try "kept\n".write(toFile: site + "/devices/notes.txt", atomically: false, encoding: .utf8)
        let before = Self.snapshot(site)
        // The last file cannot be written (a name longer than any file system holds): nothing changes.
        let broken = Self.second + [("devices/" + String(repeating: "n", count: 300) + ".html", "x\n")]
        let error = try #require(Self.refusal { () throws(SiteFolderError) in try SiteFolder.write(broken, to: site) })
        #expect(error.exitCode == 74 || error.exitCode == 73)
        #expect(Self.snapshot(site) == before)
        #expect(Self.siblings(scratch).isEmpty)
    }

    @Test(arguments: ["link", "file"])
    func aLinkOrAFileAtThePathIsRefused(kind: String) throws {
        let scratch = try SiteFolderTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch + "/real", withIntermediateDirectories: false)
        if kind == "link" {
            try FileManager.default.createSymbolicLink(atPath: scratch + "/site", withDestinationPath: scratch + "/real")
        } else {
            try "a file\n".write(toFile: scratch + "/site", atomically: false, encoding: .utf8)
        }
        let error = try #require(Self.refusal { () throws(SiteFolderError) in try SiteFolder.write(Self.first, to: scratch + "/site") })
        #expect(error.exitCode == 73)
        #expect(error.reason.hasPrefix(kind == "link" ? "is a symbolic link" : "is not a folder"))
        #expect(Self.snapshot(scratch + "/real").isEmpty)
    }

    @Test(arguments: ["not devinfo's\n", "devinfo-site 1\n0000000000000000 3 ../escape\n", "link"])
    func aMarkerDevinfoDidNotWriteIsRefused(marker: String) throws {
        let scratch = try SiteFolderTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let site = scratch + "/site"
        try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: false)
        if marker == "link" {
            try FileManager.default.createSymbolicLink(atPath: site + "/" + SiteFolder.markerName, withDestinationPath: "/etc/hostname")
        } else {
            try marker.write(toFile: site + "/" + SiteFolder.markerName, atomically: false, encoding: .utf8)
        }
        try "x\n".write(toFile: site + "/index.html", atomically: false, encoding: .utf8)
        let before = Self.snapshot(site)
        let error = try #require(Self.refusal { () throws(SiteFolderError) in try SiteFolder.write(Self.first, to: site) })
        #expect(error.exitCode == 73 && error.reason.contains("leaves this folder alone"))
        #expect(Self.snapshot(site) == before)
    }
}
