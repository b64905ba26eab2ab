#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes all of `bytes` to `descriptor` with write(2), again after a partial write or an interrupted one
/// (EINTR): the errno of a failed write, or `nil` once every byte is written. The one write loop of the
/// generator and the site (standard streams, generated files, site pages).
public func writeWhole(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var written = 0
    while written < bytes.count {
        let result = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, bytes.count - written) }
        if result < 0 {
            if errno == EINTR { continue }
            return errno
        }
        written += result
    }
    return nil
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
