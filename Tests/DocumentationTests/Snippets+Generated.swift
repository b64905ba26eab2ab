// Snippets+Generated.swift — generated, do not edit.
// Made by `swift run devinfo-generate` from every ```swift block of README.md, Sources/DevInfoKit/DevInfoKit.docc/BuildingTheDocumentation.md, Sources/DevInfoKit/DevInfoKit.docc/DevInfoKit.md, Sources/DevInfoKit/DevInfoKit.docc/DeviceCatalogue.md, Sources/DevInfoKit/DevInfoKit.docc/JSONSchema.md, Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md.
// Edit the documentation and rerun the command; a test fails while this file is out of date.

// swiftlint:disable all
import DevInfoKit
import Foundation

enum GeneratedSnippets {
    /// Every code block, in document order.
    static let all: [Snippet] = [
        Snippet(file: "README.md", line: 318, runs: true, checks: [325, 326, 329, 332, 335, 337, 341, 355, 356, 357, 358, 359, 360, 372, 373, 378, 381, 382, 383], body: { block_README_md_318(&$0) }, everyIdentifier: { block_README_md_318_forIdentifier($0) }),
        Snippet(file: "README.md", line: 387, runs: true, checks: [395], body: { try block_README_md_387(&$0) }, everyIdentifier: nil),
        Snippet(file: "README.md", line: 400, runs: false, checks: [], body: { block_README_md_400(&$0) }, everyIdentifier: nil),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/DevInfoKit.md", line: 16, runs: true, checks: [18, 19, 21], body: { block_Sources_DevInfoKit_DevInfoKit_docc_DevInfoKit_md_16(&$0) }, everyIdentifier: { block_Sources_DevInfoKit_DevInfoKit_docc_DevInfoKit_md_16_forIdentifier($0) }),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/JSONSchema.md", line: 26, runs: true, checks: [33], body: { try block_Sources_DevInfoKit_DevInfoKit_docc_JSONSchema_md_26(&$0) }, everyIdentifier: nil),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 15, runs: true, checks: [17, 18, 20], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_15(&$0) }, everyIdentifier: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_15_forIdentifier($0) }),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 28, runs: true, checks: [32], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_28(&$0) }, everyIdentifier: nil),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 46, runs: true, checks: [46, 47, 49, 50, 51], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_46(&$0) }, everyIdentifier: nil),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 64, runs: true, checks: [65, 66], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_64(&$0) }, everyIdentifier: nil),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 84, runs: true, checks: [85, 86, 87, 88], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_84(&$0) }, everyIdentifier: nil),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 102, runs: true, checks: [103], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_102(&$0) }, everyIdentifier: nil),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 115, runs: false, checks: [], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_115(&$0) }, everyIdentifier: nil),
    ]

    /// Every Package.swift fragment, in document order.
    static let manifests: [Manifest] = [
        Manifest(file: "README.md", line: 307, text: "// Package.swift: devinfo 1.0.0 from a clone beside your package; from its git URL,\n// `.package(url: \"<devinfo's git URL>\", from: \"1.0.0\")` once that tag is pushed, or `branch: \"main\"`\n.package(path: \"../devinfo\"),"),
        Manifest(file: "README.md", line: 313, text: "// Package.swift, in your target\n.target(name: \"MyApp\", dependencies: [.product(name: \"DevInfoKit\", package: \"devinfo\")]),"),
    ]

    static func block_README_md_318(_ snippet: inout SnippetRun) {
#sourceLocation(file: "README.md", line: 318)
        
        
        // By identifier: a String read at run time (hw.machine, a log line, a server) or a literal. Unknown is
        // the normal case, not an error: an identifier newer than this table, and a fact no source confirms, are
        // nil, never false or zero. This block runs, in the tests, for every identifier in the table and unknown ones.
        let identifier: String = "iPhone11,8"
        if let device = Device(identifier: identifier) {
            snippet.check("iPhone11,8 (iPhone XR)", line: 325, device)
            snippet.check("true", line: 326, device.hasNotch == true)
            if let screen = device.mainDisplay {            // nil: no built-in display, or none confirmed
                if let panel = screen.panelPixels {
                    snippet.check("828×1792", line: 329, panel)
                }
                if let zoomed = screen.zoomed {             // nil: no Display Zoom, or not confirmed
                    snippet.check("375×812", line: 332, zoomed.points)
                }
                if let safeArea = screen.safeArea {         // the newest confirmed entry
                    snippet.check("14...18", line: 335, safeArea.osVersions)
                    if let top = safeArea.portrait?.top {   // nil on a Mac: no portrait orientation
                        snippet.check("48.0", line: 337, top)
                    }
                }
                if let top = screen.safeArea(forOSVersion: 13)?.portrait?.top {
                    snippet.check("44.0", line: 341, top)
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
        snippet.check("true", line: 355, Device(identifier: "MacBookPro18,3")?.hasNotch == true)
        snippet.check("true", line: 356, Device(identifier: "Mac14,7")?.hasNotch == false)
        snippet.check("true", line: 357, Device(identifier: "Mac14,3")?.hasBuiltInDisplay == false)
        snippet.check("208×248", line: 358, Device(identifier: "Watch7,9")?.mainDisplay?.points?.description ?? "unknown")
        snippet.check("2", line: 359, Device(identifier: "iPhone19,4")?.displays.count ?? 0)
        snippet.check("nil", line: 360, Device(identifier: "RealityDevice14,1")?.hasNotch as Any)
        
        // Cutouts and home controls are open sets whose Swift names are their JSON names. nil is "not known".
        switch Device(identifier: "iPhone14,6")?.cutout {                   // iPhone SE (3rd generation)
        case .noCutout?: print("full rectangle")                            // full rectangle
        case .notch?, .dynamicIsland?: print("sensor housing")
        case nil: print("not known")
        default: print("a newer kind")
        }
        
        // Standard or zoomed, from what the app sees (points, or currentMode render pixels).
        if let mini = Device(identifier: "iPhone13,1")?.mainDisplay {
            snippet.check("true", line: 372, mini.displayMode(forRenderPixels: PixelSize(width: 960, height: 2079)) == .zoomed)
            snippet.check("true", line: 373, mini.displayMode(forPoints: PointSize(width: 375, height: 812)) == .standard)
        }
        
        // Reverse lookup: every device and mode behind a size, and whether it is ambiguous.
        let matches = Device.matching(.renderPixels(PixelSize(width: 1125, height: 2436)))
        snippet.check("true", line: 378, matches.isAmbiguous)
        
        // Collections are zero-based; devices sort by family, then numerically by identifier.
        snippet.check("iPod1,1 (iPod touch (1st generation))", line: 381, Device.all(in: .iPod).first?.description ?? "")
        snippet.check("[iPhone11,8]", line: 382, Device.suggestions(for: "iPhone XR").map(\.identifier))
        snippet.check("iPhone11,8", line: 383, String(DeviceIdentifier("iPhone11,8")))
#sourceLocation()
    }

    static func block_README_md_318_forIdentifier(_ identifierUnderTest: String) {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") { _ = items.map { String(describing: $0) } }
#sourceLocation(file: "README.md", line: 318)
        
        
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
        
        // Unknown is never "no notch": it is unknown, with what the identifier itself says.
        switch Device.lookup("iPhone99,1") {
        case .known(let device): print(device)
        case .unknown(let unknown): print(unknown.family?.rawValue ?? "?", unknown.reason.rawValue)   // iPhone unlistedModel
        }
        
        // Every family: Macs (hw.model), a Mac with no display, a foldable with two, a device nobody measured.
        print(Device(identifier: "MacBookPro18,3")?.hasNotch == true)       // true
        print(Device(identifier: "Mac14,7")?.hasNotch == false)             // true
        print(Device(identifier: "Mac14,3")?.hasBuiltInDisplay == false)    // true
        print(Device(identifier: "Watch7,9")?.mainDisplay?.points?.description ?? "unknown")   // 208×248
        print(Device(identifier: "iPhone19,4")?.displays.count ?? 0)        // 2
        print(Device(identifier: "RealityDevice14,1")?.hasNotch as Any)     // nil
        
        // Cutouts and home controls are open sets whose Swift names are their JSON names. nil is "not known".
        switch Device(identifier: "iPhone14,6")?.cutout {                   // iPhone SE (3rd generation)
        case .noCutout?: print("full rectangle")                            // full rectangle
        case .notch?, .dynamicIsland?: print("sensor housing")
        case nil: print("not known")
        default: print("a newer kind")
        }
        
        // Standard or zoomed, from what the app sees (points, or currentMode render pixels).
        if let mini = Device(identifier: "iPhone13,1")?.mainDisplay {
            print(mini.displayMode(forRenderPixels: PixelSize(width: 960, height: 2079)) == .zoomed)   // true
            print(mini.displayMode(forPoints: PointSize(width: 375, height: 812)) == .standard)        // true
        }
        
        // Reverse lookup: every device and mode behind a size, and whether it is ambiguous.
        let matches = Device.matching(.renderPixels(PixelSize(width: 1125, height: 2436)))
        print(matches.isAmbiguous)                          // true
        
        // Collections are zero-based; devices sort by family, then numerically by identifier.
        print(Device.all(in: .iPod).first?.description ?? "")               // iPod1,1 (iPod touch (1st generation))
        print(Device.suggestions(for: "iPhone XR").map(\.identifier))       // [iPhone11,8]
        print(String(DeviceIdentifier("iPhone11,8")))                       // iPhone11,8
#sourceLocation()
    }

    static func block_README_md_387(_ snippet: inout SnippetRun) throws {
#sourceLocation(file: "README.md", line: 387)
        
        
        
        // Codable: the same object `devinfo --json` prints. Decoding DeviceLookup reads what any devinfo wrote,
        // a newer one's devices included (they come back as .unknown with their name).
        if let device = Device(identifier: "iPhone15,2") {
            let data = try JSONEncoder().encode(device)
            let decoded = try JSONDecoder().decode(DeviceLookup.self, from: data)
            snippet.check("iPhone15,2 (iPhone 14 Pro)", line: 395, decoded)
        }
#sourceLocation()
    }

    static func block_README_md_400(_ snippet: inout SnippetRun) {
#sourceLocation(file: "README.md", line: 400)
        
        
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

    static func block_Sources_DevInfoKit_DevInfoKit_docc_DevInfoKit_md_16(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/DevInfoKit.md", line: 16)
        let identifier: String = "iPhone11,8"   // hw.machine at run time, a log line, a literal
        if let device = Device(identifier: identifier) {
            snippet.check("iPhone11,8 (iPhone XR)", line: 18, device)
            snippet.check("true", line: 19, device.hasNotch == true)
            if let zoomed = device.mainDisplay?.zoomed {
                snippet.check("375×812", line: 21, zoomed.points)
            }
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_DevInfoKit_md_16_forIdentifier(_ identifierUnderTest: String) {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") { _ = items.map { String(describing: $0) } }
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/DevInfoKit.md", line: 16)
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

    static func block_Sources_DevInfoKit_DevInfoKit_docc_JSONSchema_md_26(_ snippet: inout SnippetRun) throws {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/JSONSchema.md", line: 26)
        
        
        let newer = #"{"identifier": "iPhone20,1", "known": true, "name": "iPhone 19 Pro", "family": "iPhone"}"#
        switch try JSONDecoder().decode(DeviceLookup.self, from: Data(newer.utf8)) {
        case .known(let device):
            print(device.name)
        case .unknown(let unknown):
            snippet.check("iPhone 19 Pro", line: 33, unknown.reportedName ?? "no name")
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_15(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 15)
        let identifier: String = "iPhone14,6"          // from sysctl, a log, a server
        if let device = Device(identifier: identifier) {
            snippet.check("iPhone SE (3rd generation)", line: 17, device.name)
            snippet.check("true", line: 18, device.hasHomeButton == true)
            if let zoomed = device.mainDisplay?.zoomed {
                snippet.check("320×568", line: 20, zoomed.points)
            }
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_15_forIdentifier(_ identifierUnderTest: String) {
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") { _ = items.map { String(describing: $0) } }
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 15)
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

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_28(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 28)
        switch Device.lookup("iPhone99,1") {
        case .known(let device):
            print(device.name)
        case .unknown(let unknown):
            snippet.check("iPhone unlistedModel", line: 32, unknown.family?.rawValue ?? "?", unknown.reason.rawValue)
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_46(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 46)
        snippet.check("[outer, inner]", line: 46, Device(identifier: "iPhone19,4")?.displays.map(\.role) ?? [])
        snippet.check("true", line: 47, Device(identifier: "Mac14,3")?.hasBuiltInDisplay == false)
        if let macBook = Device(identifier: "MacBookPro18,3"), let display = macBook.mainDisplay {
            snippet.check("true", line: 49, macBook.hasNotch == true)
            snippet.check("1512×982", line: 50, display.points?.description ?? "not confirmed")
            snippet.check("true", line: 51, display.isLandscapeNative)
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_64(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 64)
        if let mini = Device(identifier: "iPhone13,1")?.mainDisplay {    // iPhone 12 mini
            snippet.check("true", line: 65, mini.displayMode(forRenderPixels: PixelSize(width: 1125, height: 2436)) == .standard)
            snippet.check("true", line: 66, mini.displayMode(forRenderPixels: PixelSize(width: 960, height: 2079)) == .zoomed)
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_84(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 84)
        if let xr = Device(identifier: "iPhone11,8")?.mainDisplay {
            snippet.check("44.0", line: 85, xr.safeArea(forOSVersion: 13)?.portrait?.top ?? .nan)
            snippet.check("48.0", line: 86, xr.safeArea(forOSVersion: 17)?.portrait?.top ?? .nan)
            snippet.check("14...18", line: 87, xr.safeArea(forOSVersion: 17)?.osVersions ?? 0...0)
            snippet.check("true", line: 88, xr.safeArea(forOSVersion: 9) == nil)
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_102(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 102)
        let result = Device.matching(.renderPixels(PixelSize(width: 1125, height: 2436)))
        snippet.check("true", line: 103, result.isAmbiguous)
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_115(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 115)
        if let device = Device.current {
            print(device.fullName)
        }
#sourceLocation()
    }
}
