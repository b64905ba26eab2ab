#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DevInfoKit

/// `devinfo --bulk [--json]`: identifiers on stdin, one per line; one output line per input line, in
/// order, streamed. Never stops on a bad line; exits 0 unless reading or writing fails.
///
/// TSV columns: input, status (known | unknown | malformed), name, variant, family, cutout, hasNotch,
/// hasDynamicIsland, hasHomeIndicator, panelPixels, points, scale, nativeScale, zoomedPoints,
/// zoomedNativeScale, diagonalInches, ppi. Unknown values are empty.
enum BulkCommand {
    static let columns = [
        "input", "status", "name", "variant", "family", "cutout", "hasNotch", "hasDynamicIsland",
        "hasHomeIndicator", "panelPixels", "points", "scale", "nativeScale", "zoomedPoints",
        "zoomedNativeScale", "diagonalInches", "ppi",
    ]

    /// The tabs that end an unknown or malformed row: one per column after `family`.
    static let emptyTail = String(repeating: "\t", count: columns.count - 5)

    static func run(json: Bool, stdout: inout Output, stderr: inout Output) -> ExitCode {
        let reader = LineReader(descriptor: 0)
        // Each known device's output line, rendered the first time it is seen, kept in one flat buffer
        // (no per-line reference counting): bytes cacheStart[i] ..< cacheStart[i] + cacheLength[i].
        var cacheBytes: [UInt8] = []
        var cacheStart = [Int](repeating: -1, count: Device.all.count)
        var cacheLength = [Int](repeating: 0, count: Device.all.count)
        var lines = 0, unknown = 0, malformed = 0
        let end = reader.forEachLine { raw, cut in
            lines += 1
            let line = trimmed(raw)
            if !cut, let device = Device(identifierBytes: line) {
                let index = device.tableIndex
                if cacheStart[index] < 0 {
                    let rendered = Array((json ? knownJSON(device) : knownTSV(device)).utf8)
                    cacheStart[index] = cacheBytes.count
                    cacheLength[index] = rendered.count
                    cacheBytes += rendered
                }
                cacheBytes.withUnsafeBufferPointer { all in
                    stdout.write(UnsafeBufferPointer(rebasing: all[cacheStart[index]..<(cacheStart[index] + cacheLength[index])]))
                }
                return !stdout.failed
            }
            let text = String(decoding: line, as: UTF8.self)
            let identifier = DeviceIdentifier(text)
            let unknownDevice = UnknownDevice(identifier: identifier)
            let isMalformed = cut || unknownDevice.components == nil && !identifier.isSimulatorArchitecture
            if isMalformed { malformed += 1 } else { unknown += 1 }
            if json {
                var writer = JSONWriter()
                JSONReport.write(.unknown(unknownDevice), identifier: identifier, source: nil, to: &writer)
                stdout.line(writer.text)
            } else {
                // input, status, name, variant, family, then the 12 remaining columns empty.
                var row = sanitized(bytes: UnsafeBufferPointer(rebasing: line), limit: 256)
                row += isMalformed ? "\tmalformed\t\t\t" : "\tunknown\t\t\t"
                row += unknownDevice.family?.rawValue ?? ""
                row += emptyTail
                stdout.line(row)
            }
            return !stdout.failed
        } blockDone: {
            // Everything read so far is answered before waiting for more input.
            stdout.flush()
            return !stdout.failed
        }
        if end == .readFailed {
            let reason = String(cString: strerror(errno))
            stdout.flush()
            stderr.line("devinfo: cannot read standard input: \(reason)")
            return .ioError
        }
        stdout.flush()
        if stdout.failed { return .ioError }  // main.swift says why
        if unknown + malformed > 0 {
            stderr.line("devinfo: bulk: \(lines) lines, \(lines - unknown - malformed) known, \(unknown) unknown, \(malformed) malformed")
        }
        return .success
    }

    /// Without leading and trailing spaces, tabs and `\r`.
    static func trimmed(_ line: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>> {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
        var start = line.startIndex, end = line.endIndex
        while start < end, isSpace(line[start]) { start += 1 }
        while end > start, isSpace(line[end - 1]) { end -= 1 }
        return line[start..<end]
    }

    static func knownTSV(_ device: Device) -> String {
        let screen = device.screen
        let zoomed = screen.zoomed
        let cells = [
            device.identifier.rawValue, "known", device.name, device.variant ?? "", device.family.rawValue,
            device.cutout.rawValue, String(device.hasNotch), String(device.hasDynamicIsland),
            String(device.hasHomeIndicator), TextReport.size(screen.panelPixels), TextReport.size(screen.points),
            String(screen.scale), number(screen.nativeScale), zoomed.map { TextReport.size($0.points) } ?? "",
            zoomed.map { number($0.nativeScale) } ?? "", screen.diagonalInches.map(number) ?? "",
            screen.pixelsPerInch.map(String.init) ?? "",
        ]
        return cells.joined(separator: "\t") + "\n"
    }

    static func knownJSON(_ device: Device) -> String {
        JSONReport.render(.known(device), identifier: device.identifier) + "\n"
    }
}

extension Device {
    /// The device for the identifier in `bytes`.
    init?(identifierBytes bytes: Slice<UnsafeBufferPointer<UInt8>>) {
        self.init(identifierBytes: UnsafeBufferPointer(rebasing: bytes))
    }
}
