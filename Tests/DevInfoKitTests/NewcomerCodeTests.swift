import DevInfoKit
import Foundation
import TestSupport
import Testing

/// The code a newcomer writes from the JSON names (`"cutout": "noCutout"`, `"homeControl": "neither"`),
/// compiled against the built DevInfoKit with `swiftc -typecheck`: `.none` never silently means "no
/// cutout" — on a `Cutout` it does not compile, on a `Cutout?` the compiler warns that it reads
/// `Optional.none` — and the JSON name compiles to what it says.
@Suite struct NewcomerCodeTests {
    static func typecheck(_ code: String) throws -> String {
        let folder = try Scratch.folder("newcomer")
        defer { Scratch.remove(folder) }
        let file = folder + "/main.swift"
        try ("import DevInfoKit\n" + code).write(toFile: file, atomically: true, encoding: .utf8)
        let modules = Package.products.appendingPathComponent("Modules").path
        let result = try Run.tool("swiftc", ["-typecheck", "-I", FileManager.default.fileExists(atPath: modules) ? modules : Package.products.path, file])
        return result.stdout + result.stderr
    }

    @Test func noneOnACutoutDoesNotCompile() throws {
        let diagnostics = try Self.typecheck(
            """
            func f(_ cutout: Cutout) -> Bool {
                switch cutout {
                case .none: return true
                default: return false
                }
            }
            """)
        #expect(
            diagnostics.contains("error: 'none' has been renamed to 'noCutout': no cutout is .noCutout; nil (Optional.none) means the cutout is not known"),
            "\(diagnostics)")
    }

    @Test func noneOnAnOptionalCutoutIsFlagged() throws {
        let diagnostics = try Self.typecheck(
            """
            func f(_ identifier: String) -> Bool {
                switch Device(identifier: identifier)?.cutout {
                case .none: return true
                default: return false
                }
            }
            """)
        #expect(diagnostics.contains("warning: assuming you mean 'Optional<Cutout>.none'; did you mean 'Cutout.none' instead?"), "\(diagnostics)")
    }

    @Test func noneOnAHomeControlDoesNotCompile() throws {
        let diagnostics = try Self.typecheck(
            """
            func f(_ control: HomeControl) -> Bool {
                switch control {
                case .none: return true
                default: return false
                }
            }
            """)
        #expect(diagnostics.contains("error: 'none' has been renamed to 'neither'"), "\(diagnostics)")
    }

    @Test func theJSONNamesCompileToWhatTheySay() throws {
        let diagnostics = try Self.typecheck(
            """
            func f(_ device: Device) -> String {
                switch device.cutout {
                case .noCutout?: return "full rectangle"
                case .notch?, .dynamicIsland?, .punchHole?: return "sensor housing"
                case nil: return "not known"
                default: return "newer"
                }
            }
            let g: HomeControl = .neither
            """)
        #expect(!diagnostics.contains("error") && !diagnostics.contains("warning"), "\(diagnostics)")
        // And at run time: an iPhone SE has no cutout, its JSON says so by the same name.
        #expect(Device(identifier: "iPhone14,6")?.cutout == .noCutout)
        #expect(Cutout.noCutout.rawValue == "noCutout" && HomeControl.neither.rawValue == "neither")
    }
}
