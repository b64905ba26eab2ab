// swift-tools-version: 6.0
// devinfo's benchmarks, kept in their own package so users of devinfo resolve nothing extra.
// Run everything with `Benchmarks/run` from the repository root (see README, Performance).
import PackageDescription

let package = Package(
    name: "devinfo-benchmarks",
    platforms: [.macOS(.v10_15)],
    dependencies: [.package(name: "devinfo", path: "..")],
    targets: [
        // Counts malloc/calloc/realloc calls so a benchmark can report allocations per operation.
        .target(name: "CountingAllocator"),
        // The approaches devinfo is measured against: a string switch (what DeviceKit generates) and a
        // dictionary built on first use.
        .target(name: "Baselines", dependencies: [.product(name: "DevInfoKit", package: "devinfo")]),
        .executableTarget(
            name: "devinfo-bench",
            dependencies: ["CountingAllocator", "Baselines", .product(name: "DevInfoKit", package: "devinfo")])
    ]
)
