#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input, output and error (descriptors 0, 1 and 2) as devinfo finds them. A parent may start it
/// with one closed (`devinfo --bulk <&-`); the first descriptor devinfo then makes (``Interruption``'s
/// pipe) would take that number, and `--bulk` would read its own signal pipe as its input and wait for
/// ever. So before anything else, a closed one is given `/dev/null` opened the other way (write-only for
/// 0, read-only for 1 and 2): the number is taken, and reading a closed stdin or writing a closed stdout
/// still fails with EBADF, at once (exit 74), as it would have.
enum StandardDescriptors {
    static func hold() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == 0 ? O_WRONLY : O_RDONLY)
            guard opened >= 0, opened != descriptor else { continue }
            dup2(opened, descriptor)
            close(opened)
        }
    }
}
