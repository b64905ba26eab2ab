import Foundation

/// The cause of a Foundation file error in a few words: `No such file or directory`, `Permission denied`
/// (the POSIX error underneath), never `Error Domain=NSCocoaErrorDomain Code=260 "…" UserInfo={…}`.
public enum FileProblem {
    public static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        switch nsError.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "No such file or directory"
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "Permission denied"
        case NSFileReadInapplicableStringEncodingError: return "not valid UTF-8"
        default: return nsError.localizedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
        }
    }
}
