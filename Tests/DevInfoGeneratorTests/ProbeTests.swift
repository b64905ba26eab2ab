import DevInfoReading
import Foundation
import TestSupport
import Testing

@testable import DevInfoGenerator

/// The probes' logic (issue 33 §3), on Linux: what the host app and the Mac probe make of what they read
/// (ReadingProbe, compiled into both unchanged), and Tests/Probes/simulator-readings run against a stand-in `xcrun` and
/// `xcodebuild` that answer as Xcode's do. The Darwin-only layer (Tests/Probes/HostApp, Tests/Probes/Mac) only reads UIKit,
/// WatchKit and AppKit values; CI's macOS job compiles it.
@Suite struct ProbeTests {
    static let environment = ["SIMULATOR_MODEL_IDENTIFIER": "iPhone10,3", "SIMULATOR_RUNTIME_VERSION": "16.4", "SIMULATOR_RUNTIME_BUILD_VERSION": "20E247"]
    static let arguments = [
        "ReadingProbe", "--orientation", "landscape", "--display-zoom", "standard", "--xcode-version", "14.3",
        "--xcode-build", "14E222b", "--runtime", "com.apple.CoreSimulator.SimRuntime.iOS-16-4",
        "--device-type", "com.apple.CoreSimulator.SimDeviceType.iPhone-X", "--date", "2026-11-28", "-NSSomeSystemFlag", "YES"
    ]
    /// The iPhone X in landscape as UIKit reports it.
    static let landscape = ReadingProbe.Measurement(
        systemName: "iOS", bounds: .init(width: 812, height: 375), nativeBounds: .init(width: 1125, height: 2436), scale: 3, nativeScale: 3,
        insets: .init(top: 0, left: 44, bottom: 21, right: 44), statusBarHeight: 0, horizontalSizeClass: "compact", verticalSizeClass: "compact",
        isLandscape: true)

    @Test func theHostAppsReadingIsTheFixturesAndAgreesWithData() throws {
        let request = ReadingProbe.Request(arguments: Self.arguments)
        #expect(request.outputFileName == "reading-landscape.json")
        let reading = try ReadingProbe.simulatorReading(request, Self.landscape, environment: Self.environment).get()
        #expect(reading == ReadingFixture.reading(orientation: "landscape"))
        // The ingest reads it as written, and it agrees with every cell of the fixture Data/.
        let (outcome, data) = try ReadingIngestTests.run(["r.json": reading.json])
        defer { Scratch.remove(data) }
        #expect(outcome.count(.new) == 0 && outcome.count(.conflict) == 0 && outcome.count(.agreement) > 0)
    }

    @Test func theHostAppRefusesWhatItCannotVouchFor() {
        let request = ReadingProbe.Request(arguments: Self.arguments)
        func failure(_ request: ReadingProbe.Request, _ measurement: ReadingProbe.Measurement, _ environment: [String: String]) -> String? {
            if case .failure(let failure) = ReadingProbe.simulatorReading(request, measurement, environment: environment) { failure.description } else { nil }
        }
        #expect(failure(request, Self.landscape, [:])?.hasPrefix("not in a simulator") == true)
        var portrait = Self.landscape
        portrait.isLandscape = false
        #expect(failure(request, portrait, Self.environment) == "asked for landscape, but the scene is portrait")
        #expect(
            failure(ReadingProbe.Request(arguments: ["ReadingProbe", "--orientation", "landscape"]), Self.landscape, Self.environment)?
                .hasPrefix("the provenance needs") == true)
    }

    @Test func theMacProbesReadingNamesTheModelAndTheNotchAreas() throws {
        let area = Reading.Size(width: 663.5, height: 32)
        let reading = ReadingProbe.macReading(
            model: "MacBookPro18,3", version: (26, 1, 0), build: "25B78", frame: .init(width: 1512, height: 982), backingScale: 2,
            insets: .init(top: 32, left: 0, bottom: 0, right: 0), leftArea: area, rightArea: area, date: "2026-11-28")
        #expect(reading.osVersion == "26.1" && reading.orientation == "landscape" && reading.provenance.kind == "device-reading")
        #expect(try ReadingParser.parse(path: "m.json", bytes: Array(reading.json.utf8)).get() == reading)
        #expect(
            ReadingProbe.macReading(
                model: "MacBookPro16,1", version: (10, 15, 7), build: "19H2", frame: .init(width: 1536, height: 960), backingScale: 2,
                insets: .init(top: 0, left: 0, bottom: 0, right: 0), leftArea: nil, rightArea: nil, date: "2026-11-28"
            ).osVersion == "10.15.7")
        // Its date is the calendar's, every 97 days over a century and a half.
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US_POSIX")
        for day in stride(from: -3_650, to: 60_000, by: 97) {
            #expect(ReadingProbe.date(daysSince1970: day) == formatter.string(from: Date(timeIntervalSince1970: Double(day) * 86_400)))
        }
    }

    /// A stand-in for Xcode's `xcrun simctl` and `xcodebuild -version`: simulators are folders; `launch` logs its
    /// arguments and writes the reading the test left for that orientation (or the app's error for iPhone-Broken).
    static let fakeXcrun = #"""
        #!/bin/sh
        echo "$*" >> "$FAKE/log"
        [ "$1" = simctl ] || exit 1
        shift
        case "$1" in
            list) if [ "$2" = runtimes ]; then cat "$FAKE/runtimes"; else cat "$FAKE/devicetypes"; fi ;;
            create)
                case "$3" in *Unsupported*) echo "Incompatible device" >&2; exit 1 ;; esac
                udid="SIM-$(ls "$FAKE/sims" | wc -l | tr -d ' ')"
                mkdir -p "$FAKE/sims/$udid/Documents"; echo "$3" > "$FAKE/sims/$udid/type"; echo "$udid" >> "$FAKE/created"; echo "$udid" ;;
            install) case "$(cat "$FAKE/sims/$2/type")" in *FailInstall*) echo "install failed" >&2; exit 1 ;; esac ;;
            launch)
                shift; [ "$1" = --terminate-running-process ] && shift
                udid=$1; shift 2; orientation=$2
                echo "$*" > "$FAKE/sims/$udid/args-$orientation"
                case "$(cat "$FAKE/sims/$udid/type")" in
                    *Broken*) echo "asked for $orientation, but the scene is portrait" > "$FAKE/sims/$udid/Documents/reading-$orientation.json.error" ;;
                    *) cp "$FAKE/reading-$orientation.json" "$FAKE/sims/$udid/Documents/reading-$orientation.json" ;;
                esac ;;
            get_app_container) echo "$FAKE/sims/$2" ;;
            delete) mv "$FAKE/sims/$2" "$FAKE/deleted-$2"; echo "$2" >> "$FAKE/deleted" ;;
            boot|bootstatus|shutdown|terminate) ;;
            *) exit 1 ;;
        esac
        """#

    static func runSimulatorReadings(deviceTypes: [String], extra: [String] = []) throws -> (ProcessResult, fake: String, out: String) {
        let fake = try Scratch.folder("fake-xcode")
        let bin = fake + "/bin"
        let out = fake + "/out"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: fake + "/sims", withIntermediateDirectories: true)
        try Self.fakeXcrun.write(toFile: bin + "/xcrun", atomically: true, encoding: .utf8)
        try "#!/bin/sh\nprintf 'Xcode 14.3\\nBuild version 14E222b\\n'\n".write(toFile: bin + "/xcodebuild", atomically: true, encoding: .utf8)
        for tool in ["xcrun", "xcodebuild"] { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/" + tool) }
        try """
        == Runtimes ==
        iOS 16.4 (16.4 - 20E247) - com.apple.CoreSimulator.SimRuntime.iOS-16-4
        iOS 15.5 (15.5 - 19F70) - com.apple.CoreSimulator.SimRuntime.iOS-15-5 (unavailable, runtime path not found)
        watchOS 9.4 (9.4 - 20T248) - com.apple.CoreSimulator.SimRuntime.watchOS-9-4
        tvOS 16.4 (16.4 - 20L494) - com.apple.CoreSimulator.SimRuntime.tvOS-16-4

        """.write(toFile: fake + "/runtimes", atomically: true, encoding: .utf8)
        try (["== Device Types =="] + deviceTypes).joined(separator: "\n").appending("\n").write(
            toFile: fake + "/devicetypes", atomically: true, encoding: .utf8)
        for orientation in ["portrait", "landscape"] {
            try ReadingFixture.reading(orientation: orientation).json.write(toFile: fake + "/reading-\(orientation).json", atomically: true, encoding: .utf8)
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let result = try Run.process(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "bash", Package.path("Tests/Probes/simulator-readings"), "--app", fake + "/ReadingProbe.app", "--watch-app", fake + "/Watch.app",
                "--out", out
            ] + extra,
            environment: ["PATH": bin + ":" + path, "FAKE": fake, "READING_TIMEOUT": "1"])
        return (result, fake, out)
    }

    static func lines(_ path: String) -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func theSimulatorScriptReadsEachTypeAndRuntimeInEachOrientationAndDeletesWhatItCreated() throws {
        let (result, fake, out) = try Self.runSimulatorReadings(deviceTypes: [
            "iPhone X (com.apple.CoreSimulator.SimDeviceType.iPhone-X)",
            "iPad Unsupported (com.apple.CoreSimulator.SimDeviceType.iPad-Unsupported)",
            "iPhone Broken (com.apple.CoreSimulator.SimDeviceType.iPhone-Broken)",
            "Apple Watch Series 8 (45mm) (com.apple.CoreSimulator.SimDeviceType.Apple-Watch-Series-8-45mm)",
            "Apple TV 4K (3rd generation) (com.apple.CoreSimulator.SimDeviceType.Apple-TV-4K-3rd-generation-4K)"
        ])
        defer { Scratch.remove(fake) }
        #expect(result.status == 0, "\(result.stderr)")
        // The iPhone X in both orientations on iOS 16.4 and the watch on watchOS 9.4; nothing of the unavailable
        // runtime, tvOS, the Apple TV, or the type the runtime refuses; the broken app's failure is reported.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
                "Apple-Watch-Series-8-45mm-watchOS-9-4-portrait.json", "iPhone-X-iOS-16-4-landscape.json", "iPhone-X-iOS-16-4-portrait.json"
            ])
        #expect(result.stderr.contains("no reading for iPhone-Broken on iOS-16-4 in portrait: asked for portrait, but the scene is portrait"))
        #expect(result.stderr.contains("3 readings in \(out), 2 failed"))
        // Every simulator it created, it deleted.
        #expect(Self.lines(fake + "/created").count == 3)
        #expect(Self.lines(fake + "/created").sorted() == Self.lines(fake + "/deleted").sorted())
        // What it passed to the app is what the provenance needs, as the host app parses it.
        let args = try String(contentsOfFile: fake + "/deleted-SIM-0/args-landscape", encoding: .utf8)
        let request = ReadingProbe.Request(arguments: ["ReadingProbe"] + args.split(separator: " ").map(String.init))
        #expect(request.orientation == "landscape" && request.xcodeVersion == "14.3" && request.xcodeBuild == "14E222b")
        #expect(request.runtime == "com.apple.CoreSimulator.SimRuntime.iOS-16-4" && request.deviceType == "com.apple.CoreSimulator.SimDeviceType.iPhone-X")
        #expect(request.date?.range(of: "^20[0-9]{2}-[01][0-9]-[0-3][0-9]$", options: .regularExpression) != nil)
        // The collected folder is what the ingest reads.
        let readings = try ReadingFolder.read(out)
        #expect(readings.count == 3)
    }

    @Test func aFailureHalfWayStillDeletesEverySimulator() throws {
        let (result, fake, _) = try Self.runSimulatorReadings(deviceTypes: [
            "iPhone X (com.apple.CoreSimulator.SimDeviceType.iPhone-X)",
            "iPhone FailInstall (com.apple.CoreSimulator.SimDeviceType.iPhone-FailInstall)"
        ])
        defer { Scratch.remove(fake) }
        #expect(result.status != 0)
        #expect(Self.lines(fake + "/created").count == 2)
        #expect(Self.lines(fake + "/created").sorted() == Self.lines(fake + "/deleted").sorted())
    }

    @Test func withoutAnAppOrAFolderItIsAUsageError() throws {
        let result = try Run.process(URL(fileURLWithPath: "/usr/bin/env"), ["bash", Package.path("Tests/Probes/simulator-readings"), "--out"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("usage: Tests/Probes/simulator-readings"))
    }
}
