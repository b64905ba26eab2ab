// devinfo's Mac probe (issue 33): reads the built-in display's NSScreen facts (frame, backingScaleFactor,
// safeAreaInsets, the areas left and right of the camera housing) and hw.model, and prints one reading. Run by
// Tests/Probes/mac-reading, which compiles it with Sources/DevInfoReading/*.swift (ReadingProbe.macReading builds the
// reading); this file only asks AppKit and sysctl. Needs macOS 12 or later (safeAreaInsets, auxiliary areas).
import AppKit

func sysctlText(_ name: String) -> String? {
    var size = 0
    guard sysctlbyname(name, nil, &size, nil, 0) == 0, size > 0 else { return nil }
    var bytes = [CChar](repeating: 0, count: size)
    guard sysctlbyname(name, &bytes, &size, nil, 0) == 0 else { return nil }
    return String(cString: bytes)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("mac-reading: \(message)\n".utf8))
    exit(1)
}

// The built-in display, whichever screen is main.
guard
    let screen = NSScreen.screens.first(where: { screen in
        (screen.deviceDescription[NSDeviceDescriptionKey("NSScreenNumber")] as? NSNumber).map { CGDisplayIsBuiltin($0.uint32Value) != 0 } ?? false
    })
else { fail("no built-in display is on (a Mac mini, Mac Studio or Mac Pro has none; a closed lid hides it)") }
guard let model = sysctlText("hw.model"), let build = sysctlText("kern.osversion") else { fail("cannot read hw.model or kern.osversion") }
let version = ProcessInfo.processInfo.operatingSystemVersion
func size(_ rect: NSRect?) -> Reading.Size? { rect.map { Reading.Size(width: Double($0.width), height: Double($0.height)) } }
let insets = screen.safeAreaInsets
let reading = ReadingProbe.macReading(
    model: model, version: (version.majorVersion, version.minorVersion, version.patchVersion), build: build,
    frame: size(screen.frame)!, backingScale: Double(screen.backingScaleFactor),
    insets: Reading.Insets(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right)),
    leftArea: size(screen.auxiliaryTopLeftArea), rightArea: size(screen.auxiliaryTopRightArea),
    date: ReadingProbe.date(daysSince1970: Int(Date().timeIntervalSince1970 / 86_400)))
print(reading.json, terminator: "")
