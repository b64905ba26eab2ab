/// The OS this process runs on, for the safe area of the version the app actually sees.
public enum RunningOS {
    /// The major version of the OS this process runs on (iOS 18.2 → `18`, macOS 26.1 → `26`), or `nil` where
    /// it cannot be read (Linux, or a failing call). In a Simulator it is the simulated OS
    /// (`SIMULATOR_RUNTIME_VERSION`), not the Mac's; an iPhone or iPad app on a Mac gets macOS, as it gets
    /// the Mac from ``Device/current``. Read with `sysctlbyname("kern.osproductversion")`, no Foundation.
    public static var majorVersion: Int? { majorVersion(environment: SystemProbe.environment, system: .live) }

    /// The decision, with the environment and system calls injected so that it is tested on every platform.
    package static func majorVersion(environment: (String) -> String?, system: SystemProbe) -> Int? {
        if let simulated = environment("SIMULATOR_RUNTIME_VERSION"), let major = major(of: simulated) { return major }
        guard system.platform != .other, let version = system.sysctl("kern.osproductversion") else { return nil }
        return major(of: version)
    }

    /// `18` from `18.2.1`; `nil` unless the text starts with 1 to 3 digits followed by the end or a dot.
    package static func major(of version: String) -> Int? {
        let digits = version.utf8.prefix { $0 >= 48 && $0 <= 57 }
        guard (1...3).contains(digits.count), version.utf8.count == digits.count || version.utf8.dropFirst(digits.count).first == UInt8(ascii: ".")
        else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 48) }
    }
}
