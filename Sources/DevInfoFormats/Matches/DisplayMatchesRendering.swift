import DevInfoKit

/// Reverse-lookup output (`devinfo --screen`, `--panel`) in every format.
package enum DisplayMatchesRendering {
    /// `750x1624 render pixels (currentMode)`.
    package static func describe(_ query: DisplayQuery) -> String {
        switch query {
        case .renderPixels(let size): "\(size.width)x\(size.height) render pixels (currentMode)"
        case .panelPixels(let size): "\(size.width)x\(size.height) panel pixels (nativeBounds)"
        case .points(let size, let scale): "\(size.width)x\(size.height) points" + (scale.map { " @\($0)x" } ?? "")
        }
    }

    /// The columns of a match in CSV and TSV: one row per device that produces the size.
    package static let columns = ["displayClass", "role", "mode", "cutout", "identifier", "name", "variant"]

    package static func render(_ result: DisplayMatches, _ format: OutputFormat) -> String {
        switch format {
        case .text: return text(result)
        case .json: return json(.matches(result)) + "\n"
        case .jsonLines: return result.matches.map { json(.match($0)) + "\n" }.joined()
        case .table(let kind):
            let table = TableWriter(kind)
            var out = table.header(columns) ?? ""
            for match in result.matches {
                for device in match.devices {
                    out += table.line([
                        match.display.id, match.display.role.rawValue, match.mode?.rawValue ?? "",
                        match.display.cutout?.rawValue ?? "", device.identifier.rawValue, device.name, device.variant ?? ""
                    ])
                }
            }
            return out
        }
    }

    static func text(_ result: DisplayMatches) -> String {
        var out = ""
        guard !result.matches.isEmpty else { return out }
        out += "\(describe(result.query)):\n"
        for match in result.matches {
            let mode = match.mode?.rawValue ?? "any mode"
            let role = match.display.role == .main ? "" : " (\(match.display.role))"
            out += "  " + mode.padded(to: 8) + "  " + (match.display.id + role).padded(to: 18) + "  " + deviceNames(match.devices) + "\n"
        }
        if result.isAmbiguous {
            out += "ambiguous: \(result.matches.count) screen classes or modes produce this size\n"
        }
        return out
    }

    /// `iPhone X (iPhone10,3, iPhone10,6), iPhone XS (iPhone11,2)`: devices grouped by name.
    static func deviceNames(_ devices: [Device]) -> String {
        var groups: [(name: String, identifiers: [String])] = []
        for device in devices {
            if let last = groups.indices.last, groups[last].name == device.name {
                groups[last].identifiers.append(device.identifier.rawValue)
            } else {
                groups.append((device.name, [device.identifier.rawValue]))
            }
        }
        return groups.map { "\($0.name) (\($0.identifiers.joined(separator: ", ")))" }.joined(separator: ", ")
    }

    /// The JSON text of a value: the one shape `Codable` writes too (`DisplayMatches.encode(to:)`).
    static func json(_ value: FactValue) -> String {
        var json = JSONWriter()
        json.write(value.json(FactContext()), FactContext())
        return json.text
    }
}
