import DevInfoVocabulary

/// A column of the generated Markdown catalogue (`DeviceCatalogue.md`): its heading and how a display
/// class's value reads.
struct CatalogueColumn: Sendable {
    let heading: String
    /// The cell for a display class; `nil` when unknown.
    let text: @Sendable (ScreenRow) -> String?
}

extension DisplayFact {
    /// The fact's column in the Markdown catalogue: a fact whose description gives a heading
    /// (`FactSpec.catalogue`) has one, written as its value reads in `Data/` unless it reads better
    /// combined with another fact (points with their scale, a refresh range); `nil` for the others.
    var catalogue: CatalogueColumn? {
        guard let heading = spec.catalogue else { return nil }
        switch self {
        case .points:
            return CatalogueColumn(heading: heading) { row in
                row.size(.points).map { "\($0.width)×\($0.height) @\(row.scale.map(String.init) ?? "?")x" }
            }
        case .maximumRefreshRate:
            return CatalogueColumn(heading: heading) { row in
                row.integer(.maximumRefreshRate).map { maximum in
                    row.integer(.minimumRefreshRate).map { "\($0)–\(maximum)" } ?? String(maximum)
                }
            }
        default:
            let fact = self
            return CatalogueColumn(heading: heading) { row in row.values[fact]?.catalogueText }
        }
    }
}

extension FieldValue {
    /// The value as a catalogue cell: `828×1792` for a size, `yes`/`no`, words and numbers as written.
    var catalogueText: String {
        switch self {
        case .integers(let values): values.map(String.init).joined(separator: "×")
        case .decimals(let values): values.map(\.text).joined(separator: " ")
        case .metrics(let width, let height, let scale): "\(width)×\(height) (nativeScale \(scale.text))"
        case .choice(let word), .text(let word): word
        case .flag(let value): value ? "yes" : "no"
        case .osVersion(let parts, _): parts.map(String.init).joined(separator: ".")
        case .lastOS(let release): release.map(OSVersionGrammar.releaseText) ?? "current"
        case .sizeClasses: "size classes"
        }
    }
}
