// swift-tools-version: 6.0
// devinfo: what an Apple device really is, and what its screen looks like, from its hardware identifier.
// No package dependencies, by design: the library imports no Foundation either.
import PackageDescription

let package = Package(
    name: "devinfo",
    // The lowest deployment targets Swift 6 toolchains support: the library needs no newer Apple API than
    // sysctlbyname and uname (README, Platforms).
    platforms: [.macOS(.v10_13), .iOS(.v12), .tvOS(.v12), .watchOS(.v4), .visionOS(.v1)],
    products: [
        .library(name: "DevInfoKit", targets: ["DevInfoKit"]),
        .executable(name: "devinfo", targets: ["devinfo"]),
        .executable(name: "devinfo-generate", targets: ["devinfo-generate"]),
    ],
    targets: [
        // The library: the generated device table and everything that answers from it.
        .target(name: "DevInfoKit"),
        // The command-line tool: parse arguments, call DevInfoKit, format.
        .executableTarget(name: "devinfo", dependencies: ["DevInfoKit"]),
        // Data/*.tsv -> Sources/DevInfoKit/Table/DeviceTable+Generated.swift (parsing, validation, rendering).
        .target(name: "DevInfoGenerator"),
        .executableTarget(name: "devinfo-generate", dependencies: ["DevInfoGenerator"]),

        .testTarget(name: "DevInfoKitTests", dependencies: ["DevInfoKit"]),
        .testTarget(name: "DevInfoGeneratorTests", dependencies: ["DevInfoGenerator", "devinfo-generate"],
                    exclude: ["Fixtures/freshness"]),  // snapshot folders the freshness tests read via #filePath
        .testTarget(name: "devinfoTests", dependencies: ["devinfo"]),
    ]
)
