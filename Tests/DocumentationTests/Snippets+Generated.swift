// Snippets+Generated.swift — generated, do not edit.
// Made by `swift run devinfo-generate` from every ```swift block of README.md, Sources/DevInfoKit/DevInfoKit.docc/DevInfoKit.md, Sources/DevInfoKit/DevInfoKit.docc/DeviceCatalogue.md, Sources/DevInfoKit/DevInfoKit.docc/JSONSchema.md, Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md.
// Edit the documentation and rerun the command; a test fails while this file is out of date.

// swiftlint:disable all
import DevInfoKit
import Foundation

enum GeneratedSnippets {
    /// Every code block, in document order.
    static let all: [Snippet] = [
        Snippet(file: "README.md", line: 232, runs: true, checks: [237, 238, 240, 241, 242, 243, 244, 254, 255, 256, 257, 258, 259, 263, 264, 268, 271, 272], body: { block_README_md_232(&$0) }),
        Snippet(file: "README.md", line: 276, runs: true, checks: [282], body: { try block_README_md_276(&$0) }),
        Snippet(file: "README.md", line: 286, runs: false, checks: [], body: { block_README_md_286(&$0) }),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/DevInfoKit.md", line: 16, runs: true, checks: [17, 18, 19], body: { block_Sources_DevInfoKit_DevInfoKit_docc_DevInfoKit_md_16(&$0) }),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/JSONSchema.md", line: 18, runs: true, checks: [19, 20], body: { block_Sources_DevInfoKit_DevInfoKit_docc_JSONSchema_md_18(&$0) }),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 15, runs: true, checks: [17, 18, 19], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_15(&$0) }),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 26, runs: true, checks: [30], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_26(&$0) }),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 44, runs: true, checks: [45, 46, 48, 49, 50], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_44(&$0) }),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 62, runs: true, checks: [63, 64], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_62(&$0) }),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 77, runs: true, checks: [78, 79, 80, 81], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_77(&$0) }),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 90, runs: true, checks: [91], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_90(&$0) }),
        Snippet(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 103, runs: false, checks: [], body: { block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_103(&$0) }),
    ]

    /// Every Package.swift fragment, in document order.
    static let manifests: [Manifest] = [
        Manifest(file: "README.md", line: 221, text: "// Package.swift: a clone of this repository beside your package (no version is tagged yet; with its\n// URL, `.package(url: \"<devinfo's git URL>\", branch: \"main\")` resolves the same way)\n.package(path: \"../devinfo\"),"),
        Manifest(file: "README.md", line: 227, text: "// Package.swift, in your target\n.target(name: \"MyApp\", dependencies: [.product(name: \"DevInfoKit\", package: \"devinfo\")]),"),
    ]

    static func block_README_md_232(_ snippet: inout SnippetRun) {
#sourceLocation(file: "README.md", line: 232)
        
        
        // By identifier — a literal or a String read at run time; nil when the table does not list it.
        let identifier: String = "iPhone11,8"
        if let device = Device(identifier: identifier) {
            snippet.check("iPhone11,8 (iPhone XR)", line: 237, device)
            snippet.check("true", line: 238, device.hasNotch!)
            let screen = device.mainDisplay!                     // the main display
            snippet.check("828×1792", line: 240, screen.panelPixels!)
            snippet.check("375×812", line: 241, screen.zoomed!.points)
            snippet.check("48.0", line: 242, screen.safeArea!.portrait!.top)
            snippet.check("14–18", line: 243, screen.safeArea!.versionRange)
            snippet.check("44.0", line: 244, screen.safeArea(forOSVersion: 13)!.portrait!.top)
        }
        
        // Unknown is never "no notch": it is unknown, with what the identifier itself says.
        switch Device.lookup("iPhone99,1") {
        case .known(let device): print(device)
        case .unknown(let unknown): print(unknown.family!, unknown.reason.rawValue)   // iPhone unlistedModel
        }
        
        // Every family: Macs (hw.model), a Mac with no display, a foldable with two.
        snippet.check("true", line: 254, Device(identifier: "MacBookPro18,3")!.hasNotch!)
        snippet.check("false", line: 255, Device(identifier: "Mac14,7")!.hasNotch!)
        snippet.check("false", line: 256, Device(identifier: "Mac14,3")!.hasBuiltInDisplay!)
        snippet.check("208×248", line: 257, Device(identifier: "Watch7,9")!.mainDisplay!.points!)
        snippet.check("2", line: 258, Device(identifier: "iPhone19,4")!.displays.count)
        snippet.check("nil", line: 259, Device(identifier: "RealityDevice14,1")!.hasNotch as Any)
        
        // Standard or zoomed, from what the app sees (points, or currentMode render pixels).
        let mini = Device(identifier: "iPhone13,1")!.mainDisplay!
        snippet.check("zoomed", line: 263, mini.displayMode(forRenderPixels: PixelSize(width: 960, height: 2079))!)
        snippet.check("standard", line: 264, mini.displayMode(forPoints: PointSize(width: 375, height: 812))!)
        
        // Reverse lookup: every device and mode behind a size, and whether it is ambiguous.
        let matches = Device.matching(.renderPixels(PixelSize(width: 1125, height: 2436)))
        snippet.check("true", line: 268, matches.isAmbiguous)
        
        // Collections are zero-based; devices sort by family, then numerically by identifier.
        snippet.check("iPod1,1 (iPod touch (1st generation))", line: 271, Device.all(in: .iPod)[0])
        snippet.check("[iPhone11,8]", line: 272, Device.suggestions(for: "iPhone XR").map(\.identifier))
#sourceLocation()
    }

    static func block_README_md_276(_ snippet: inout SnippetRun) throws {
#sourceLocation(file: "README.md", line: 276)
        
        
        
        // Codable: the same object `devinfo --json` prints; decoding takes it (or the identifier) back.
        let data = try JSONEncoder().encode(Device(identifier: "iPhone15,2")!)
        let decoded = try JSONDecoder().decode(Device.self, from: data)
        snippet.check("iPhone 14 Pro", line: 282, decoded.name)
#sourceLocation()
    }

    static func block_README_md_286(_ snippet: inout SnippetRun) {
#sourceLocation(file: "README.md", line: 286)
        
        
        // The device this code runs on (nil in a Simulator without SIMULATOR_MODEL_IDENTIFIER, on Linux, or for
        // a model newer than the table); an iPhone or iPad app on a Mac gets the Mac.
        if let device = Device.current {
            print(device.fullName)
        }
        let current = CurrentDevice.detect()    // where the identifier came from, and why there may be none
        print(current)
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_DevInfoKit_md_16(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/DevInfoKit.md", line: 16)
        let device = Device(identifier: "iPhone11,8")!
        snippet.check("iPhone11,8 (iPhone XR)", line: 17, device)
        snippet.check("true", line: 18, device.hasNotch!)
        snippet.check("375×812", line: 19, device.mainDisplay!.zoomed!.points)
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_JSONSchema_md_18(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/JSONSchema.md", line: 18)
        let device = Device(identifier: "MacBookPro18,3")!
        snippet.check("Mac", line: 19, device.family.rawValue)
        snippet.check("true", line: 20, device.hasBuiltInDisplay!)
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_15(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 15)
        let fromALog: String = "iPhone14,6"
        if let device = Device(identifier: fromALog) {
            snippet.check("iPhone SE (3rd generation)", line: 17, device.name)
            snippet.check("true", line: 18, device.hasHomeButton!)
            snippet.check("320×568", line: 19, device.mainDisplay!.zoomed!.points)
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_26(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 26)
        switch Device.lookup("iPhone99,1") {
        case .known(let device):
            print(device.name)
        case .unknown(let unknown):
            snippet.check("iPhone unlistedModel", line: 30, unknown.family!, unknown.reason.rawValue)
        }
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_44(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 44)
        let duo = Device(identifier: "iPhone19,4")!
        snippet.check("[outer, inner]", line: 45, duo.displays.map(\.role))
        snippet.check("false", line: 46, Device(identifier: "Mac14,3")!.hasBuiltInDisplay!)
        let macBook = Device(identifier: "MacBookPro18,3")!
        snippet.check("true", line: 48, macBook.hasNotch!)
        snippet.check("1512×982", line: 49, macBook.mainDisplay!.points!)
        snippet.check("true", line: 50, macBook.mainDisplay!.isLandscapeNative)
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_62(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 62)
        let mini = Device(identifier: "iPhone13,1")!.mainDisplay!    // iPhone 12 mini
        snippet.check("standard", line: 63, mini.displayMode(forRenderPixels: PixelSize(width: 1125, height: 2436))!)
        snippet.check("zoomed", line: 64, mini.displayMode(forRenderPixels: PixelSize(width: 960, height: 2079))!)
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_77(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 77)
        let xr = Device(identifier: "iPhone11,8")!.mainDisplay!
        snippet.check("44.0", line: 78, xr.safeArea(forOSVersion: 13)!.portrait!.top)
        snippet.check("48.0", line: 79, xr.safeArea(forOSVersion: 17)!.portrait!.top)
        snippet.check("14–18", line: 80, xr.safeArea(forOSVersion: 17)!.versionRange)
        snippet.check("true", line: 81, xr.safeArea(forOSVersion: 9) == nil)
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_90(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 90)
        let result = Device.matching(.renderPixels(PixelSize(width: 1125, height: 2436)))
        snippet.check("true", line: 91, result.isAmbiguous)
#sourceLocation()
    }

    static func block_Sources_DevInfoKit_DevInfoKit_docc_LookingUpADevice_md_103(_ snippet: inout SnippetRun) {
#sourceLocation(file: "Sources/DevInfoKit/DevInfoKit.docc/LookingUpADevice.md", line: 103)
        if let device = Device.current {
            print(device.fullName)
        }
#sourceLocation()
    }
}
