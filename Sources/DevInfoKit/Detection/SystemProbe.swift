#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// The system calls detection needs, injectable so that ``CurrentDevice``'s decision logic is tested on
/// every platform. ``live`` is the thin, platform-specific layer.
package struct SystemProbe: Sendable {
    /// Which kind of system this is.
    package enum Platform: Sendable {
        /// macOS, or a Mac Catalyst app: `hw.model` names the Mac.
        case macOS
        /// iOS, iPadOS, tvOS, watchOS, visionOS (and an iPhone/iPad app on a Mac): `hw.machine`.
        case appleEmbedded
        /// Linux and other non-Apple systems: `uname -m`.
        case other
    }

    package var platform: Platform
    /// `sysctlbyname` for a string value, or `nil`.
    package var sysctl: @Sendable (String) -> String?
    /// The kernel's machine field (`uname -m`), or `nil`.
    package var unameMachine: @Sendable () -> String?

    package init(
        platform: Platform, sysctl: @escaping @Sendable (String) -> String?,
        unameMachine: @escaping @Sendable () -> String?
    ) {
        self.platform = platform
        self.sysctl = sysctl
        self.unameMachine = unameMachine
    }

    /// The real system.
    package static var live: SystemProbe {
        #if os(macOS) || targetEnvironment(macCatalyst)
            let platform = Platform.macOS
        #elseif canImport(Darwin)
            let platform = Platform.appleEmbedded
        #else
            let platform = Platform.other
        #endif
        return SystemProbe(platform: platform, sysctl: liveSysctl, unameMachine: liveUnameMachine)
    }

    /// Reads an environment variable of this process.
    static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    @Sendable private static func liveSysctl(_ name: String) -> String? {
        #if canImport(Darwin)
            var size = 0
            guard sysctlbyname(name, nil, &size, nil, 0) == 0, size > 0 else { return nil }
            var buffer = [UInt8](repeating: 0, count: size)
            guard sysctlbyname(name, &buffer, &size, nil, 0) == 0 else { return nil }
            return String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
        #else
            return nil
        #endif
    }

    @Sendable private static func liveUnameMachine() -> String? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Android) || canImport(Darwin)
            var info = utsname()
            guard uname(&info) == 0 else { return nil }
            return withUnsafeBytes(of: &info.machine) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
        #else
            return nil
        #endif
    }
}
