import DevInfoVocabulary

/// A column of the generated Markdown catalogue (`DeviceCatalogue.md`): its heading and how a display
/// class's value reads.
struct CatalogueColumn: Sendable {
    let heading: String
    /// The cell for a display class; `nil` when unknown.
    let text: @Sendable (ScreenRow) -> String?
}

extension DisplayFact {
    /// The fact's column in the Markdown catalogue, or `nil` when the catalogue leaves it out. Exhaustive,
    /// so a new display fact is a decision here too.
    var catalogue: CatalogueColumn? {
        switch self {
        case .panelPixels:
            CatalogueColumn(heading: "Panel (pixels)") { $0.size(.panelPixels).map { "\($0.width)×\($0.height)" } }
        case .points:
            CatalogueColumn(heading: "Points") { row in
                row.size(.points).map { "\($0.width)×\($0.height) @\(row.scale.map(String.init) ?? "?")x" }
            }
        case .maximumRefreshRate:
            CatalogueColumn(heading: "Refresh (Hz)") { row in
                row.integer(.maximumRefreshRate).map { maximum in
                    row.integer(.minimumRefreshRate).map { "\($0)–\(maximum)" } ?? String(maximum)
                }
            }
        case .cutout:
            CatalogueColumn(heading: "Cutout") { $0.cutout }
        case .colorGamut:
            CatalogueColumn(heading: "Gamut") { $0.choice(.colorGamut) }
        case .role, .id, .orientation, .cutoutFrame, .hasDynamicIsland, .homeControl, .scale, .nativeScale, .renderPixels, .displayZoom,
             .zoomed, .sizeClasses, .caseMillimeters, .diagonalInches, .pixelsPerInch, .minimumRefreshRate, .hasRoundedCorners,
             .cornerRadius, .safeArea, .statusBar:
            nil
        }
    }
}
