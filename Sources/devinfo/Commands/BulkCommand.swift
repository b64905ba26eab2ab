#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DevInfoKit

/// `devinfo --bulk [--json | --csv] [--os N]`: identifiers on stdin, one per line; one output line per
/// input line, in order, streamed. Never stops on a bad line; exits 0 unless reading or writing fails.
/// The library classifies each line (``LineLookup``), so every format agrees on it.
enum BulkCommand {
    /// TSV columns (no header row, so output line N answers input line N). Facts are the main display's.
    static let columns = [
        "input", "status", "name", "variant", "family", "cutout", "hasNotch", "hasDynamicIsland",
        "hasHomeIndicator", "panelPixels", "points", "scale", "nativeScale", "zoomedPoints",
        "zoomedNativeScale", "diagonalInches", "ppi",
    ]

    /// The tabs that end an unknown or malformed row: one per column after `family`.
    static let emptyTail = String(repeating: "\t", count: columns.count - 5)

    static func run(format: Format, osVersion: Int?, stdout: inout Output, stderr: inout Output) -> ExitCode {
        let reader = LineReader(descriptor: 0)
        if format == .csv { stdout.write(CSV.line(CSV.bulkColumns)) }
        // Each known device's output line, rendered the first time it is seen, kept in one flat buffer
        // (no per-line reference counting): bytes cacheStart[i] ..< cacheStart[i] + cacheLength[i]. A known
        // line's input column is its identifier, so the whole row is cached.
        var cacheBytes: [UInt8] = []
        var cacheStart = [Int](repeating: -1, count: Device.all.count)
        var cacheLength = [Int](repeating: 0, count: Device.all.count)
        var lines = 0, unknown = 0, malformed = 0
        let end = reader.forEachLine { raw, cut in
            lines += 1
            switch LineLookup(line: raw, isCut: cut) {
            case .known(let device):
                let index = device.tableIndex
                if cacheStart[index] < 0 {
                    let rendered: String
                    switch format {
                    case .json, .jsonLines: rendered = JSONReport.render(.known(device), osVersion: osVersion) + "\n"
                    case .csv: rendered = CSV.line([device.identifier.rawValue, "known"] + CSV.cells(device))
                    case .text: rendered = knownTSV(device)
                    }
                    cacheStart[index] = cacheBytes.count
                    cacheLength[index] = rendered.utf8.count
                    cacheBytes += rendered.utf8
                }
                cacheBytes.withUnsafeBufferPointer { all in
                    stdout.write(UnsafeBufferPointer(rebasing: all[cacheStart[index]..<(cacheStart[index] + cacheLength[index])]))
                }
            case .unknown(let unknownDevice):
                let isMalformed = unknownDevice.reason == .malformed
                if isMalformed { malformed += 1 } else { unknown += 1 }
                let status = isMalformed ? "malformed" : "unknown"
                let input = sanitized(bytes: UnsafeBufferPointer(rebasing: raw[LineLookup.trimmedRange(raw)]), limit: 256)
                switch format {
                case .json, .jsonLines:
                    stdout.line(JSONReport.render(.unknown(unknownDevice)))
                case .csv:
                    stdout.write(CSV.line([input, status] + CSV.cells(unknownDevice)))
                case .text:
                    // input, status, name, variant, family, then the 12 remaining columns empty.
                    stdout.line(input + "\t" + status + "\t\t\t" + (unknownDevice.family?.rawValue ?? "") + emptyTail)
                }
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

    static func knownTSV(_ device: Device) -> String {
        let screen = device.screen
        let zoomed = screen?.zoomed
        func text(_ value: Bool?) -> String { value.map { $0 ? "true" : "false" } ?? "" }
        var cells: [String] = [device.identifier.rawValue, "known", device.name, device.variant ?? "", device.family.rawValue]
        cells.append(device.cutout?.rawValue ?? "")
        cells.append(text(device.hasNotch))
        cells.append(text(device.hasDynamicIsland))
        cells.append(text(device.hasHomeIndicator))
        cells.append(screen?.panelPixels.map(TextReport.size) ?? "")
        cells.append(screen?.points.map(TextReport.size) ?? "")
        cells.append(screen?.scale.map(String.init) ?? "")
        cells.append(screen?.nativeScale.map(formatNumber) ?? "")
        cells.append(zoomed.map { TextReport.size($0.points) } ?? "")
        cells.append(zoomed.map { formatNumber($0.nativeScale) } ?? "")
        cells.append(screen?.diagonalInches.map(formatNumber) ?? "")
        cells.append(screen?.pixelsPerInch.map(String.init) ?? "")
        return cells.joined(separator: "\t") + "\n"
    }
}
