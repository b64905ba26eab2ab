import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the generator writes: only a regular file or a path that does not exist yet. A symbolic link, a
/// folder, a FIFO, a socket or a device at the path is refused (never followed, read or replaced), so
/// `--output /dev/null` run as root cannot replace `/dev/null`. A file is written beside its target under a
/// fresh name (`mkstemp`, never an existing path) and renamed over it: a reader never sees half a file.
public enum OutputFile {
    /// Why `path` cannot be written, or `nil` when it is a regular file or does not exist.
    public static func problem(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            return "cannot be examined (\(String(cString: strerror(errno))))"
        }
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: kind = "a symbolic link"
        case S_IFDIR: kind = "a folder"
        case S_IFIFO: kind = "a FIFO"
        case S_IFSOCK: kind = "a socket"
        case S_IFCHR, S_IFBLK: kind = "a device"
        default: kind = "not a regular file"
        }
        return "is \(kind); devinfo-generate writes only a regular file or a new path, and leaves this alone"
    }

    /// The text of the regular file at `path`, or `nil` when there is none (missing, or anything else:
    /// ``problem(_:)`` says why). Never opens a FIFO or a device.
    public static func currentText(_ path: String) -> String? {
        guard problem(path) == nil, FileManager.default.fileExists(atPath: path) else { return nil }
        return try? String(contentsOfFile: path, encoding: .utf8)
    }

    /// Writes `text` to `path` (a regular file or a new path): to a fresh file beside it, then renamed over it.
    public static func write(_ text: String, to path: String) throws(OutputFileError) {
        if let problem = problem(path) { throw OutputFileError(path: path, reason: problem, isRefusal: true) }
        let folder = (path as NSString).deletingLastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/.devinfo-generate-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            if errno == ENOENT { throw OutputFileError(path: path, reason: "its folder \(folder.isEmpty ? "." : folder) does not exist") }
            throw OutputFileError(path: path, reason: "cannot create a file beside it (\(String(cString: strerror(errno))))")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if let failure = writeWhole(Array(text.utf8), to: descriptor) {
            close(descriptor)
            unlink(temporary)
            throw OutputFileError(path: path, reason: "cannot write (\(String(cString: strerror(failure))))")
        }
        fchmod(descriptor, 0o644)
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw OutputFileError(path: path, reason: "cannot replace it (\(reason))")
        }
    }
}

/// An output the generator refused or failed to write.
public struct OutputFileError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    /// True when the path was refused, not written (it is not a regular file; ``OutputFile/problem(_:)``),
    /// false when writing failed.
    public var isRefusal = false
    public var description: String { "\(path): \(reason)" }
}
