// Snippets+Generated.swift — generated, do not edit.
// Made by `swift run devinfo-generate` from every ```swift block of README.md, Sources/DevInfoKit/DevInfoKit.docc/BuildingTheDocumentation.md, Sources/DevInfoKit/DevInfoKit.docc/ComingFromDeviceKit.md, Sources/DevInfoKit/DevInfoKit.docc/DevInfoKit.md, Sources/DevInfoKit/DevInfoKit.docc/DeviceCatalogue.md, Sources/DevInfoKit/DevInfoKit.docc/JSONSchema.md, Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md.
// Edit the documentation and rerun the command; a test fails while this file is out of date.

// swiftlint:disable all
import DevInfoKit
import Foundation

enum GeneratedSnippets {
    /// Every code block, in document order.
    static let all: [Snippet] = [
        Snippet(file: "README.md", block: 3, runs: true, checks: [8, 9, 12, 15, 18, 20, 24, 38, 39, 40, 41, 42, 43, 55, 56, 61, 64, 65, 66], body: { block_README_md_3(&$0) }, everyIdentifier: { block_README_md_3_forIdentifier($0) }),
        Snippet(file: "README.md", block: 4, runs: true, checks: [9], body: { try block_README_md_4(&$0) }, everyIdentifier: nil),
        Snippet(file: "README.md", block: 5, runs: false, checks: [], body: { block_README_md_5(&$0) }, everyIdentifier: nil),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/ComingFromDeviceKit.md", block: 1, runs: true, checks: [3, 4], body: { block_Sources_DevInfoKit_DevInfoKit_docc_ComingFromDeviceKit_md_1(&$0) }, everyIdentifier: { block_Sources_DevInfoKit_DevInfoKit_docc_ComingFromDeviceKit_md_1_forIdentifier($0) }),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/ComingFromDeviceKit.md", block: 2, runs: true, checks: [8, 9], body: { block_Sources_DevInfoKit_DevInfoKit_docc_ComingFromDeviceKit_md_2(&$0) }, everyIdentifier: nil),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/ComingFromDeviceKit.md", block: 3, runs: true, checks: [2, 3, 4], body: { block_Sources_DevInfoKit_DevInfoKit_docc_ComingFromDeviceKit_md_3(&$0) }, everyIdentifier: nil),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/DevInfoKit.md", block: 1, runs: true, checks: [3, 4, 6], body: { block_Sources_DevInfoKit_DevInfoKit_docc_DevInfoKit_md_1(&$0) }, everyIdentifier: { block_Sources_DevInfoKit_DevInfoKit_docc_DevInfoKit_md_1_forIdentifier($0) }),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/JSONSchema.md", block: 1, runs: true, checks: [8], body: { try block_Sources_DevInfoKit_DevInfoKit_docc_JSONSchema_md_1(&$0) }, everyIdentifier: nil),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", block: 1, runs: true, checks: [3, 4, 6], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_1(&$0) }, everyIdentifier: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_1_forIdentifier($0) }),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", block: 2, runs: true, checks: [5], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_2(&$0) }, everyIdentifier: nil),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", block: 3, runs: true, checks: [1, 2, 4, 5, 6], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_3(&$0) }, everyIdentifier: nil),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", block: 4, runs: true, checks: [2, 3], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_4(&$0) }, everyIdentifier: nil),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", block: 5, runs: true, checks: [2, 3, 4, 5], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_5(&$0) }, everyIdentifier: nil),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", block: 6, runs: true, checks: [2], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_6(&$0) }, everyIdentifier: nil),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", block: 7, runs: false, checks: [], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_7(&$0) }, everyIdentifier: nil),
    ]

    /// Every Package.swift fragment, in document order.
    static let manifests: [Manifest] = [
        Manifest(file: "README.md", block: 1, text: "// Package.swift: devinfo 2.0.0 or a later 2.x from its release tags (OWNER: the account that hosts devinfo),\n// or `.package(path: \"../devinfo\")` from a clone beside your package\n.package(url: \"https://github.com/OWNER/devinfo.git\", from: \"2.0.0\"),"),
        Manifest(file: "README.md", block: 2, text: "// Package.swift, in your target\n.target(name: \"MyApp\", dependencies: [.product(name: \"DevInfoKit\", package: \"devinfo\")]),"),
    ]

    static func block_README_md_3(_ snippet: inout SnippetRun) {
#sourceLocation(file: "README.md, swift block 3", line: 1)
        
        
        // By identifier: a String read at run time (hw.machine, a log line, a server) or a literal. Unknown is
        // the normal case, not an error: an identifier newer than this table, and a fact no source confirms, are
        // nil, never false or zero. This block runs, in the tests, for every identifier in the table and unknown ones.
        let identifier: String = "iPhone11,8"
        if let device = Device(identifier: identifier) {
            snippet.check("iPhone11,8 (iPhone XR)", line: 8, device)
            snippet.check("true", line: 9, device.hasNotch == true)
            if let screen = device.mainDisplay {            // nil: no built-in display, or none confirmed
                if let panel = screen.panelPixels {
                    snippet.check("828×1792", line: 12, panel)
                }
                if let zoomed = screen.zoomed {             // nil: no Display Zoom, or not confirmed
                    snippet.check("375×812", line: 15, zoomed.points)
                }
                if let safeArea = screen.safeArea {         // the newest confirmed entry
                    snippet.check("14...18", line: 18, safeArea.osVersions)
                    if let top = safeArea.portrait?.top {   // nil on a Mac: no portrait orientation
                        snippet.check("48.0", line: 20, top)
                    }
                }
                if let top = screen.safeArea(forOSVersion: 13)?.portrait?.top {
                    snippet.check("44.0", line: 24, top)
                }
            }
        } else {
            print("\(identifier): not in this version of devinfo")
        }
        
        // Unknown is never "no notch": it is unknown, with what the identifier itself says.
        switch Device.lookup("iPhone99,1") {
        case .known(let device): print(device)
        case .unknown(let unknown): print(unknown.family?.rawValue ?? "?", unknown.reason.rawValue)   // iPhone unlistedModel
        }
        
        // Every family: Macs (hw.model), a Mac with no display, a foldable with two, a device nobody measured.
        snippet.check("true", line: 38, Device(identifier: "MacBookPro18,3")?.hasNotch == true)
        snippet.check("true", line: 39, Device(identifier: "Mac14,7")?.hasNotch == false)
        snippet.check("true", line: 40, Device(identifier: "Mac14,3")?.hasBuiltInDisplay == false)
        snippet.check("208×248", line: 41, Device(identifier: "Watch7,9")?.mainDisplay?.points?.description ?? "unknown")
        snippet.check("2", line: 42, Device(identifier: "iPhone19,4")?.displays.count ?? 0)
        snippet.check("nil", line: 43, Device(identifier: "RealityDevice14,1")?.hasNotch as Any)
        
        // Cutouts and home controls are open sets whose Swift names are their JSON names. nil is "not known".
        switch Device(identifier: "iPhone14,6")?.cutout {                   // iPhone SE (3rd generation)
        case .noCutout?: print("full rectangle")                            // full rectangle
        case .notch?, .dynamicIsland?: print("sensor housing")
        case nil: print("not known")
        default: print("a newer kind")
        }
        
        // Standard or zoomed, from what the app sees (points, or currentMode render pixels).
        if let mini = Device(identifier: "iPhone13,1")?.mainDisplay {
            snippet.check("true", line: 55, mini.displayMode(forRenderPixels: PixelSize(width: 960, height: 2079)) == .zoomed)
            snippet.check("true", line: 56, mini.displayMode(forPoints: PointSize(width: 375, height: 812)) == .standard)
        }
        
        // Reverse lookup: every device and mode behind a size, and whether it is ambiguous.
        let matches = Device.matching(.renderPixels(PixelSize(width: 1125, height: 2436)))
        snippet.check("true", line: 61, matches.isAmbiguous)
        
        // Collections are zero-based; devices sort by family, then numerically by identifier.
        snippet.check("iPod1,1 (iPod touch (1st generation))", line: 64, Device.all(in: .iPod).first?.description ?? "")
        snippet.check("[iPhone11,8]", line: 65, Device.suggestions(for: "iPhone XR").map(\.identifier))
        snippet.check("iPhone11,8", line: 66, String(DeviceIdentifier("iPhone11,8")))
#sourceLocation()
    }

    static func block_README_md_3_forIdentifier(_ identifierUnderTest: String) {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") { _ = items.map { String(describing: $0) } }
#sourceLocation(file: "README.md, swift block 3", line: 1)
        
        
        // By identifier: a String read at run time (hw.machine, a log line, a server) or a literal. Unknown is
        // the normal case, not an error: an identifier newer than this table, and a fact no source confirms, are
        // nil, never false or zero. This block runs, in the tests, for every identifier in the table and unknown ones.
        let identifier: String = identifierUnderTest
        if let device = Device(identifier: identifier) {
            print(device)                                   // iPhone11,8 (iPhone XR)
            print(device.hasNotch == true)                  // true
            if let screen = device.mainDisplay {            // nil: no built-in display, or none confirmed
                if let panel = screen.panelPixels {
                    print(panel)                            // 828×1792
                }
                if let zoomed = screen.zoomed {             // nil: no Display Zoom, or not confirmed
                    print(zoomed.points)                    // 375×812
                }
                if let safeArea = screen.safeArea {         // the newest confirmed entry
                    print(safeArea.osVersions)              // 14...18
                    if let top = safeArea.portrait?.top {   // nil on a Mac: no portrait orientation
                        print(top)                          // 48.0
                    }
                }
                if let top = screen.safeArea(forOSVersion: 13)?.portrait?.top {
                    print(top)                              // 44.0
                }
            }
        } else {
            print("\(identifier): not in this version of devinfo")
        }
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
        
#sourceLocation()
    }

    static func block_README_md_4(_ snippet: inout SnippetRun) throws {
#sourceLocation(file: "README.md, swift block 4", line: 1)
        
        
        
        // Codable: the same object `devinfo --json` prints. Decoding DeviceLookup reads what any devinfo wrote,
        // a newer one's devices included (they come back as .unknown with their name).
        if let device = Device(identifier: "iPhone15,2") {
            let data = try JSONEncoder().encode(device)
            let decoded = try JSONDecoder().decode(DeviceLookup.self, from: data)
            snippet.check("iPhone15,2 (iPhone 14 Pro)", line: 9, decoded)
        }
#sourceLocation()
    }

    static func block_README_md_5(_ snippet: inout SnippetRun) {
#sourceLocation(file: "README.md, swift block 5", line: 1)
        
        
        // The device this code runs on (nil in a Simulator without SIMULATOR_MODEL_IDENTIFIER, on Linux, or for
        // a model newer than the table); an iPhone or iPad app on a Mac gets the Mac.
        if let device = Device.current {
            print(device.fullName)
            // The insets for the OS version this process runs on (RunningOS.majorVersion), before any window
            // exists; nil when no source confirms that version.
            if let insets = device.mainDisplay?.safeAreaForRunningOS?.portrait {
                print(insets.top)
            }
        }
        let current = CurrentDevice.detect()    // where the identifier came from, and why there may be none
        print(current)
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_ComingFromDeviceKit_md_1(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/ComingFromDeviceKit.md, swift block 1", line: 1)
        let identifier: String = "iPhone99,1"      // a phone newer than the table, read at run time
        let device = Device(identifier: identifier)
        snippet.check("true", line: 3, device == nil)
        snippet.check("unknown", line: 4, device?.hasSensorHousing.map { $0 ? "yes" : "no" } ?? "unknown")
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_ComingFromDeviceKit_md_1_forIdentifier(_ identifierUnderTest: String) {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") { _ = items.map { String(describing: $0) } }
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/ComingFromDeviceKit.md, swift block 1", line: 1)
        let identifier: String = identifierUnderTest
        let device = Device(identifier: identifier)
        print(device == nil)                                          // true
        print(device?.hasSensorHousing.map { $0 ? "yes" : "no" } ?? "unknown")  // unknown
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_ComingFromDeviceKit_md_2(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/ComingFromDeviceKit.md, swift block 2", line: 1)
        func topBannerHeight(for identifier: String) -> Double {
            switch Device(identifier: identifier)?.hasSensorHousing {
            case true?: return 44       // a notch or a Dynamic Island
            case false?: return 20      // a plain rectangle
            case nil: return 44         // unknown: the safe choice for a phone newer than the table
            }
        }
        snippet.check("44.0", line: 8, topBannerHeight(for: "iPhone11,8"))
        snippet.check("20.0", line: 9, topBannerHeight(for: "iPhone9,3"))
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_ComingFromDeviceKit_md_3(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/ComingFromDeviceKit.md, swift block 3", line: 1)
        if let xr = Device(identifier: "iPhone11,8")?.mainDisplay {
            snippet.check("6.1", line: 2, xr.diagonalInches ?? .nan)
            snippet.check("326", line: 3, xr.pixelsPerInch ?? 0)
            snippet.check("48.0", line: 4, xr.safeArea(forOSVersion: 17)?.portrait?.top ?? .nan)
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_DevInfoKit_md_1(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/DevInfoKit.md, swift block 1", line: 1)
        let identifier: String = "iPhone11,8"   // hw.machine at run time, a log line, a literal
        if let device = Device(identifier: identifier) {
            snippet.check("iPhone11,8 (iPhone XR)", line: 3, device)
            snippet.check("true", line: 4, device.hasNotch == true)
            if let zoomed = device.mainDisplay?.zoomed {
                snippet.check("375×812", line: 6, zoomed.points)
            }
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_DevInfoKit_md_1_forIdentifier(_ identifierUnderTest: String) {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") { _ = items.map { String(describing: $0) } }
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/DevInfoKit.md, swift block 1", line: 1)
        let identifier: String = identifierUnderTest
        if let device = Device(identifier: identifier) {
            print(device)                                   // iPhone11,8 (iPhone XR)
            print(device.hasNotch == true)                  // true
            if let zoomed = device.mainDisplay?.zoomed {
                print(zoomed.points)                        // 375×812
            }
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_JSONSchema_md_1(_ snippet: inout SnippetRun) throws {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/JSONSchema.md, swift block 1", line: 1)
        
        
        let newer = #"{"identifier": "iPhone20,1", "known": true, "name": "iPhone 19 Pro", "family": "iPhone"}"#
        switch try JSONDecoder().decode(DeviceLookup.self, from: Data(newer.utf8)) {
        case .known(let device):
            print(device.name)
        case .unknown(let unknown):
            snippet.check("iPhone 19 Pro", line: 8, unknown.reportedName ?? "no name")
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_1(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md, swift block 1", line: 1)
        let identifier: String = "iPhone14,6"          // from sysctl, a log, a server
        if let device = Device(identifier: identifier) {
            snippet.check("iPhone SE (3rd generation)", line: 3, device.name)
            snippet.check("true", line: 4, device.hasHomeButton == true)
            if let zoomed = device.mainDisplay?.zoomed {
                snippet.check("320×568", line: 6, zoomed.points)
            }
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_1_forIdentifier(_ identifierUnderTest: String) {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") { _ = items.map { String(describing: $0) } }
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md, swift block 1", line: 1)
        let identifier: String = identifierUnderTest
        if let device = Device(identifier: identifier) {
            print(device.name)                          // iPhone SE (3rd generation)
            print(device.hasHomeButton == true)         // true
            if let zoomed = device.mainDisplay?.zoomed {
                print(zoomed.points)                    // 320×568
            }
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_2(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md, swift block 2", line: 1)
        switch Device.lookup("iPhone99,1") {
        case .known(let device):
            print(device.name)
        case .unknown(let unknown):
            snippet.check("iPhone unlistedModel", line: 5, unknown.family?.rawValue ?? "?", unknown.reason.rawValue)
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_3(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md, swift block 3", line: 1)
        snippet.check("[outer, inner]", line: 1, Device(identifier: "iPhone19,4")?.displays.map(\.role) ?? [])
        snippet.check("true", line: 2, Device(identifier: "Mac14,3")?.hasBuiltInDisplay == false)
        if let macBook = Device(identifier: "MacBookPro18,3"), let display = macBook.mainDisplay {
            snippet.check("true", line: 4, macBook.hasNotch == true)
            snippet.check("1512×982", line: 5, display.points?.description ?? "not confirmed")
            snippet.check("true", line: 6, display.isLandscapeNative)
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_4(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md, swift block 4", line: 1)
        if let mini = Device(identifier: "iPhone13,1")?.mainDisplay {    // iPhone 12 mini
            snippet.check("true", line: 2, mini.displayMode(forRenderPixels: PixelSize(width: 1125, height: 2436)) == .standard)
            snippet.check("true", line: 3, mini.displayMode(forRenderPixels: PixelSize(width: 960, height: 2079)) == .zoomed)
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_5(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md, swift block 5", line: 1)
        if let xr = Device(identifier: "iPhone11,8")?.mainDisplay {
            snippet.check("44.0", line: 2, xr.safeArea(forOSVersion: 13)?.portrait?.top ?? .nan)
            snippet.check("48.0", line: 3, xr.safeArea(forOSVersion: 17)?.portrait?.top ?? .nan)
            snippet.check("14...18", line: 4, xr.safeArea(forOSVersion: 17)?.osVersions ?? 0...0)
            snippet.check("true", line: 5, xr.safeArea(forOSVersion: 9) == nil)
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_6(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md, swift block 6", line: 1)
        let result = Device.matching(.renderPixels(PixelSize(width: 1125, height: 2436)))
        snippet.check("true", line: 2, result.isAmbiguous)
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_7(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md, swift block 7", line: 1)
        if let device = Device.current {
            print(device.fullName)
        }
#sourceLocation()
    }
}
