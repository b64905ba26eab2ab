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
        .executable(name: "devinfo-site", targets: ["devinfo-site"])
    ],
    targets: [
        // The vocabularies every other target shares, each with one owner: the families and their
        // identifier prefixes, the identifier and size grammars, number formatting, unsafe characters.
        .target(name: "DevInfoVocabulary"),
        // The library apps link: the generated device table, the model, lookups, detection and `Codable`.
        .target(name: "DevInfoKit", dependencies: ["DevInfoVocabulary"]),
        // Where each value comes from (issue 30): the generated citations of every fact, read on first use. Its own
        // target, which the command and the site link and the library does not, so apps carry no citations.
        .target(name: "DevInfoCitations", dependencies: ["DevInfoVocabulary"]),
        // The formats the command line and the website share, which apps do not carry: the text report,
        // tables (TSV, CSV, JSON Lines, Markdown), SQL, the fast JSON writer, web exports and SVG drawings.
        // No product: only this package's targets link it.
        .target(name: "DevInfoFormats", dependencies: ["DevInfoKit", "DevInfoVocabulary"]),
        // The command-line tool: parse arguments, call DevInfoKit, format with DevInfoFormats.
        // devinfo.order: the linker's symbol-ordering file for the static build (README, Performance).
        .executableTarget(name: "devinfo", dependencies: ["DevInfoKit", "DevInfoFormats", "DevInfoVocabulary", "DevInfoCitations"], exclude: ["devinfo.order"]),
        // The reading format of devinfo's own measurements (issue 33): the document's fields, specified once, and
        // the writer the probes (Tests/Probes/, built with Apple's SDK outside this package) compile unchanged. No Foundation.
        .target(name: "DevInfoReading"),
        // Data/*.tsv -> Sources/DevInfoKit/Table/DeviceTable+Generated.swift (parsing, validation, rendering), and
        // the ingest of readings (`--readings DIR`).
        .target(name: "DevInfoGenerator", dependencies: ["DevInfoVocabulary", "DevInfoReading"]),
        // The regeneration command: the table, the catalogue and the JSON schema article, all from Data/ and the
        // fact descriptions in DevInfoVocabulary. It does not link the library whose table it writes, so it
        // builds while that table is stale: one run after any change.
        .executableTarget(name: "devinfo-generate", dependencies: ["DevInfoGenerator"]),
        // The catalogue website (`devinfo-site DIR`): pages, drawings and search from the library's table and
        // Data/SOURCES.md; its data API (api/v1/) serves the JSON Schema DevInfoGenerator writes.
        .target(name: "DevInfoSite", dependencies: ["DevInfoKit", "DevInfoFormats", "DevInfoVocabulary", "DevInfoGenerator", "DevInfoCitations"]),
        .executableTarget(name: "devinfo-site", dependencies: ["DevInfoGenerator", "DevInfoSite"]),

        // What the test targets share: the package root, the built executables and one way to run them, the
        // budget of the expensive checks (FUZZ_SCALE, FUZZ_SEED: README, "Testing"), platform conditions.
        // Foundation only; no product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // A test target that runs an executable depends on it, so that `swift build --build-tests` builds it.
        .testTarget(name: "DevInfoKitTests", dependencies: ["DevInfoKit", "DevInfoFormats", "DevInfoVocabulary", "TestSupport"]),
        .testTarget(
            name: "DevInfoSiteTests", dependencies: ["DevInfoSite", "DevInfoVocabulary", "DevInfoGenerator", "DevInfoCitations", "TestSupport", "devinfo-site"]),
        .testTarget(
            name: "DevInfoGeneratorTests", dependencies: ["DevInfoGenerator", "DevInfoReading", "TestSupport", "devinfo-generate", "devinfo-site"],
            exclude: ["Fixtures/freshness"]),  // snapshot folders the freshness tests read via #filePath
        .testTarget(name: "devinfoTests", dependencies: ["TestSupport", "devinfo", "DevInfoVocabulary"]),
        // Fuzz tests with a fixed seed and a budget of seconds (FUZZ_SEED, FUZZ_SCALE: README, "Testing").
        .testTarget(
            name: "FuzzTests",
            dependencies: ["DevInfoKit", "DevInfoFormats", "DevInfoGenerator", "DevInfoSite", "DevInfoVocabulary", "TestSupport", "devinfo", "devinfo-generate"]
        ),
        // The README's and the DocC articles' code: compiled from Snippets+Generated.swift and run.
        .testTarget(name: "DocumentationTests", dependencies: ["DevInfoKit", "DevInfoFormats", "DevInfoGenerator", "TestSupport"])
    ]
)
