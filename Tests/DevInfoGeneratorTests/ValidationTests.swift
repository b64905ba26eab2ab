import DevInfoVocabulary
import Foundation
import TestSupport
import Testing

@testable import DevInfoGenerator

/// Each rule the generator enforces, shown with the smallest table that breaks it. Errors point at
/// `file:line:`: line 1 is the header, so the first row is line 2.
@Suite struct ValidationTests {
    @Test func aGoodTableLoads() throws {
        let data = try Fixture.load()
        #expect(data.deviceCount == 1)
        #expect(data.screenCount == 1)
        let everyFamily = try Fixture.load(
            screens: ["iPhone": [Fixture.screen()], "Mac": [Fixture.macScreen()], "Watch": [Fixture.watchScreen()]],
            devices: ["iPhone": [Fixture.device()], "Mac": [Fixture.macDevice], "Watch": [Fixture.watchDevice]],
            safeAreas: [
                "iPhone": [Fixture.safeArea()],
                "Mac": [Fixture.safeArea("macbook-pro-14", from: "26", until: "26", portrait: ["", "", "", ""], landscape: ["32", "0", "0", "0"])]
            ])
        #expect(everyFamily.deviceCount == 3)
        #expect(everyFamily.screenCount == 3)
    }

    @Test func duplicateIdentifiersAreRejected() {
        let errors = Fixture.errors(devices: ["iPhone": [Fixture.device(), Fixture.device(name: "iPhone X again")]])
        #expect(
            errors.map(\.description) == [
                "Data/devices/iPhone.tsv:3: duplicate identifier iPhone10,3 (first at Data/devices/iPhone.tsv:2)"
            ])
    }

    @Test func duplicateScreensAreRejected() {
        let errors = Fixture.errors(screens: ["iPhone": [Fixture.screen(), Fixture.screen()]])
        #expect(
            errors.map(\.description) == [
                "Data/screens/iPhone.tsv:3: duplicate screen iphone-x (first at Data/screens/iPhone.tsv:2)"
            ])
    }

    @Test func aFixtureRowHasACellForEveryColumnItDoesNotName() throws {
        // A column added to Data/ (and to the columns the fixtures are built from) is an empty cell in every
        // fixture row that does not name it: unknown, never a trap, and the rows still load.
        #expect(Fixture.row(["screen", "aNewColumn", "scale"], ["screen": "iphone-x", "scale": "3"]) == "iphone-x\t\t3")
        #expect(Fixture.screen().split(separator: "\t", omittingEmptySubsequences: false).count == screenColumns.count)
        #expect(Fixture.device().split(separator: "\t", omittingEmptySubsequences: false).count == deviceColumns.count)
        #expect(try Fixture.load().deviceCount == 1)
    }

    @Test func anEmptyCellIsUnknownNotAnError() throws {
        // Only the screen id (and a device's identifier, family, name and release year) is required; every
        // other fact may be unconfirmed.
        var empty = Dictionary(uniqueKeysWithValues: screenColumns.map { ($0, "") })
        empty["screen"] = "iphone-x"
        let data = try Fixture.load(
            screens: ["iPhone": [Fixture.screen(empty)]],
            devices: ["iPhone": [Fixture.device(variant: "")]])
        #expect(data.screenCount == 1)
        let unknownDisplays = try Fixture.load(screens: [:], devices: ["iPhone": [Fixture.device(displays: "")]])
        #expect(unknownDisplays.deviceCount == 1)
    }

    @Test(arguments: ["identifier", "family", "name", "releaseYear"])
    func missingRequiredDeviceValuesAreRejected(column: String) throws {
        var cells = Fixture.device().split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        cells[try #require(deviceColumns.firstIndex(of: column))] = ""
        let errors = Fixture.errors(devices: ["iPhone": [cells.joined(separator: "\t")]])
        #expect(
            errors.map(\.description) == ["Data/devices/iPhone.tsv:2: missing required value for \(column)"],
            "the rejected row's screen counts as used: no follow-on 'not used' error")
    }

    @Test(arguments: [
        ("panelWidth", "1125px"), ("pixelsPerInch", "45.8"), ("nativeScale", "3,0"), ("diagonalInches", "-5.8"),
        ("cornerRadius", "3 9"), ("zoomedNativeScale", "."), ("scale", "03"), ("caseMillimeters", "4e1"),
        ("diagonalInches", "05.8"), ("cornerRadius", "039"), ("nativeScale", "3."), ("pixelsPerInch", "0458")
    ])
    func malformedNumbersAreRejected(column: String, value: String) {
        let errors = Fixture.screenErrors([column: value])
        #expect(errors.count == 1)
        #expect(errors.first?.line == 2)
        #expect(errors.first?.reason.hasPrefix("malformed number for \(column)") == true, "\(errors)")
    }

    // MARK: What the generated Swift can hold (issue 15)

    @Test(arguments: [
        (String(repeating: "a", count: 300), "is 300 characters long; at most 64 fit every output (file names, Swift cases)"),
        (String(repeating: "a", count: 65), "is 65 characters long; at most 64 fit every output (file names, Swift cases)"),
        ("1ipad", "must start with a letter (a-z): it names a Swift case and files"),
        ("-ipad", "must start with a letter (a-z): it names a Swift case and files"),
        ("iPad", "must use only a-z, 0-9 and -"),
        ("ipad.x", "must use only a-z, 0-9 and -")
    ])
    func aScreenIDThatAnOutputCannotHoldIsRejected(id: String, problem: String) {
        // A 300-character id used to validate, then break `--site` (a file name over 255 bytes) and the
        // Swift table (a case that starts with a digit).
        let errors = Fixture.errors(screens: ["iPhone": [Fixture.screen(["screen": id])]], devices: ["iPhone": [Fixture.device(displays: id)]])
        let shown = id.count > 80 ? "\"\(id.prefix(80))\"…" : "\"\(id)\""
        #expect(errors.map(\.description) == ["Data/screens/iPhone.tsv:2: screen id \(shown) \(problem)"], "one error, no follow-on")
    }

    @Test func theLongestScreenIDFitsEveryOutput() throws {
        let id = "a" + String(repeating: "b-", count: 31) + "c"  // 64 characters
        #expect(id.count == DisplayVocabulary.maximumIDLength)
        let data = try Fixture.load(screens: ["iPhone": [Fixture.screen(["screen": id])]], devices: ["iPhone": [Fixture.device(displays: id)]])
        let swiftCase = id.replacingOccurrences(of: "-", with: "_")
        #expect(data.renderSwift().contains("        case \(swiftCase)\n"))
        #expect(swiftCase.range(of: "^[a-z][a-z0-9_]*$", options: .regularExpression) != nil, "a Swift identifier")
        // The site's files for it: the page and each drawing (DevInfoSite's names), on a real file system.
        let folder = Scratch.path("long-id")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in [id + ".html", id + ".svg", id + "-zoomed.svg", id + "-landscape.svg"] {
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()), "\(name.count) bytes")
        }
    }

    @Test func identifiersTooSparseForTheIndexAreRejectedAtTheirRowNotAtCompileTime() {
        // Each row is within the grammar's ranges (major ≤ 255, minor ≤ 255), but together they would make
        // an index of 246 majors (10…255) × 256 minors.
        var rows = [Fixture.device()]
        for major in 20...255 {
            rows.append(Fixture.device("iPhone\(major),255", name: "iPhone \(major)", variant: "", year: "2030"))
        }
        let errors = Fixture.errors(devices: ["iPhone": rows])
        #expect(
            errors.map(\.description) == [
                "Data/devices/iPhone.tsv:238: iPhone255,255: the identifier index would need 62976 slots (iPhone alone: majors 10…255 × 256 minors); the generated table allows 16384. Is the number a typo?"
            ])
    }

    @Test func everyIntegerFieldsBoundsFitTheTypeItIsGeneratedAs() {
        for spec in DeviceFact.allCases.map(\.spec) + DisplayFact.allCases.map(\.spec) {
            guard case .integers(let bound, let type)? = spec.data else { continue }
            for rule in FamilyRule.all {
                let range = rule.range(of: bound)
                #expect(type.range.contains(range.lowerBound) && type.range.contains(range.upperBound), "\(spec.name), \(rule.name)")
            }
        }
        #expect(PhysicalBounds.lastYear <= Int(UInt16.max))
        #expect(PhysicalBounds.osMajor.upperBound <= Int(UInt8.max))
    }

    @Test func aZeroCornerRadiusIsRejected() {
        #expect(
            Fixture.screenErrors(["cornerRadius": "0.0"]).map(\.reason) == [
                "cornerRadius 0.0 is no rounded corner: give the radius in points, or leave it empty (hasRoundedCorners says whether corners are rounded)"
            ])
    }

    @Test func aFoldableWithTheSameClassOutsideAndInsideIsRejected() {
        let errors = Fixture.errors(devices: ["iPhone": [Fixture.device(displays: "outer:iphone-x inner:iphone-x")]])
        #expect(errors.map(\.reason) == ["a foldable's outer and inner displays are two panels, but both are iphone-x: give each its own display class"])
    }

    @Test func aHugeCellIsRejectedByItsLineLength() {
        // One byte over the limit is what a line of any greater length meets first; at the limit, the line
        // is read.
        let limit = TSVTable.maximumLineLength
        let rest = Fixture.device(name: "").utf8.count
        let over = Fixture.errors(devices: ["iPhone": [Fixture.device(name: String(repeating: "x", count: limit + 1 - rest))]])
        #expect(over.map(\.reason) == ["line of \(limit + 1) bytes is longer than \(limit)"])
        let at = Fixture.errors(devices: ["iPhone": [Fixture.device(name: String(repeating: "x", count: limit - rest))]])
        #expect(at.allSatisfy { !$0.reason.hasPrefix("line of") }, "\(at.map(\.reason))")
    }

    @Test func malformedYearIsRejected() {
        let errors = Fixture.errors(devices: ["iPhone": [Fixture.device(year: "20l8")]])
        #expect(errors.map(\.reason) == ["malformed number for releaseYear: \"20l8\" (expected a whole number)"])
    }

    @Test func panelPointsAndNativeScaleMustAgree() {
        // An 8 Plus-style mistake: the render size written as the panel.
        let errors = Fixture.screenErrors(["panelWidth": "1242", "panelHeight": "2688"])
        #expect(errors.contains { $0.line == 2 && $0.reason.hasPrefix("panel, points and nativeScale disagree in the standard mode") })
    }

    @Test func zoomedNativeScaleMustAgreeWithThePanel() {
        let errors = Fixture.screenErrors(["zoomedNativeScale": "3"])
        #expect(errors.contains { $0.reason.hasPrefix("panel, points and nativeScale disagree in the zoomed mode") })
    }

    @Test func aPlusPanelWithItsRoundedNativeScaleIsAccepted() {
        let plus = Fixture.screen([
            "screen": "iphone-6-plus", "panelWidth": "1080", "panelHeight": "1920", "pointsWidth": "414",
            "pointsHeight": "736", "nativeScale": "2.608696", "zoomedPointsWidth": "375",
            "zoomedPointsHeight": "667", "zoomedNativeScale": "2.88", "cutout": "noCutout", "homeControl": "button",
            "hasRoundedCorners": "no", "cornerRadius": "", "diagonalInches": "5.5", "pixelsPerInch": "401"
        ])
        #expect(
            Fixture.errors(
                screens: ["iPhone": [plus]],
                devices: ["iPhone": [Fixture.device("iPhone10,2", name: "iPhone 8 Plus", displays: "iphone-6-plus")]]) == [])
    }

    @Test func nativeScaleCannotExceedScale() {
        let errors = Fixture.screenErrors(["scale": "2", "nativeScale": "3"])
        #expect(errors.map(\.reason).contains("nativeScale 3 exceeds scale 2 in the standard mode"))
    }

    @Test func zoomedPointsMustBeSmallerThanStandardPoints() {
        let errors = Fixture.screenErrors(["zoomedPointsWidth": "375", "zoomedPointsHeight": "812", "zoomedNativeScale": "3"])
        #expect(errors.map(\.reason) == ["zoomed points 375x812 must be smaller than standard points 375x812"])
    }

    @Test func supportedZoomNeedsZoomedSizesAndOtherwiseNone() {
        #expect(
            Fixture.screenErrors(["zoomedPointsHeight": ""]).map(\.reason) == [
                "displayZoom is supported, so zoomedPointsWidth, zoomedPointsHeight and zoomedNativeScale are required"
            ])
        #expect(
            Fixture.screenErrors(["displayZoom": "unknown"]).map(\.reason) == [
                "displayZoom is unknown, so the zoomed columns must be empty"
            ])
    }

    @Test(arguments: ["notch", "dynamicIsland", "punchHole"])
    func aCutoutOnAnIPhoneNeedsAHomeIndicator(cutout: String) {
        let errors = Fixture.screenErrors(["cutout": cutout, "homeControl": "button"])
        #expect(errors.map(\.reason) == ["a \(cutout) needs a home indicator, but homeControl is button"])
    }

    @Test func enumeratedValuesAreChecked() {
        #expect(
            Fixture.screenErrors(["cutout": "island"]).map(\.reason) == [
                "cutout must be one of noCutout, notch, dynamicIsland, punchHole, not \"island\""
            ])
        #expect(Fixture.screenErrors(["hasRoundedCorners": "maybe"]).map(\.reason) == ["hasRoundedCorners must be one of yes, no, not \"maybe\""])
        #expect(
            Fixture.errors(devices: ["iPhone": [Fixture.device(family: "Phone")]]).map(\.reason) == [
                "family must be one of iPhone, iPad, iPod, Mac, Watch, AppleTV, Vision, HomePod, not \"Phone\""
            ])
    }

    @Test func identifiersMustParseAndMatchTheirFamily() {
        #expect(
            Fixture.errors(devices: ["iPhone": [Fixture.device("iPhone 10,3")]]).map(\.reason) == [
                "identifier \"iPhone 10,3\" is not of the form <Family><major>,<minor> (e.g. iPhone11,8)"
            ])
        #expect(Fixture.errors(devices: ["iPhone": [Fixture.device("iPhone010,3")]]).count == 1)
        #expect(
            Fixture.errors(devices: ["iPhone": [Fixture.device("iPad10,3")]]).map(\.reason) == [
                "identifier iPad10,3 does not belong to family iPhone (its prefixes: iPhone)"
            ])
        #expect(
            Fixture.errors(devices: ["iPhone": [Fixture.device("iPhone10,0")]]).map(\.reason) == [
                "identifier iPhone10,0: major must be 0-255 and minor 1-255"
            ])
    }

    @Test func aRowMustSitInItsFamilysFile() {
        let errors = Fixture.errors(screens: [:], devices: ["iPad": [Fixture.device(displays: "")]])
        #expect(errors.map(\.description) == ["Data/devices/iPad.tsv:2: family iPhone does not belong in the iPad table"])
    }

    @Test func aFileMustBeNamedAfterAFamily() {
        let errors = Fixture.errors(
            screenFiles: [], deviceFiles: [SourceFile(path: "Data/devices/test.tsv", text: Fixture.table(Fixture.deviceHeader, [Fixture.device(displays: "")]))]
        )
        #expect(
            errors.map(\.description) == [
                "Data/devices/test.tsv: test is not a device family (files are named after one of iPhone, iPad, iPod, Mac, Watch, AppleTV, Vision, HomePod)"
            ])
    }

    @Test func referencesMustResolveAndScreensMustBeUsed() {
        #expect(
            Fixture.errors(devices: ["iPhone": [Fixture.device(displays: "iphone-y")]]).map(\.description) == [
                "Data/devices/iPhone.tsv:2: screen \"iphone-y\" is not defined in Data/screens/iPhone.tsv",
                "Data/screens/iPhone.tsv:2: screen iphone-x is not used by any device"
            ])
    }

    @Test func sizesMustBePortraitOnAnIPhone() {
        let errors = Fixture.screenErrors([
            "panelWidth": "2436", "panelHeight": "1125", "pointsWidth": "812", "pointsHeight": "375",
            "displayZoom": "unsupported", "zoomedPointsWidth": "", "zoomedPointsHeight": "", "zoomedNativeScale": ""
        ])
        #expect(errors.map(\.reason) == ["iPhone sizes must be portrait (width ≤ height): panel 2436x1125, points 812x375"])
    }

    @Test func aWrongHeaderOrRowWidthIsReportedAtItsLine() {
        let badHeader = Fixture.errors(
            screenFiles: [SourceFile(path: "Data/screens/iPhone.tsv", text: "screen\tpanel\n")],
            deviceFiles: [SourceFile(path: "Data/devices/iPhone.tsv", text: Fixture.table(Fixture.deviceHeader, [Fixture.device()]))])
        #expect(badHeader.count == 1, "no follow-on 'screen not defined' errors")
        #expect(badHeader.first?.line == 1)
        let missing = badHeader.first?.reason.components(separatedBy: "missing: ").last?.components(separatedBy: ", ") ?? []
        #expect(missing.contains("panelWidth") && missing.contains("panelHeight"))
        #expect(badHeader.first?.reason.contains("unknown: panel") == true)
        let short = Fixture.errors(devices: ["iPhone": ["iPhone10,3\tiPhone\tiPhone X"]])
        #expect(short.map(\.reason) == ["expected \(deviceColumns.count) tab-separated cells, found 3"])
    }

    @Test func controlCharactersAndQuotesInNamesAreRejected() {
        #expect(
            Fixture.errors(devices: ["iPhone": [Fixture.device(name: "iPhone \u{1B}[31mX")]]).map(\.reason) == [
                "control character U+001B in cell \"iPhone \\u{1b}[31mX\""
            ])
        #expect(
            Fixture.errors(devices: ["iPhone": [Fixture.device(name: "iPhone \"X\"")]]).map(\.reason) == [
                "name \"iPhone \\\"X\\\"\" must not contain quotes or backslashes"
            ])
    }

    @Test func aC1ControlInANameIsRejected() {
        // U+009B is the one-byte CSI: a terminal would start an escape sequence.
        let errors = Fixture.errors(devices: ["iPhone": [Fixture.device(name: "iPhone \u{9B}31mX")]])
        #expect(errors.map(\.description) == ["Data/devices/iPhone.tsv:2: C1 control character U+009B in cell \"iPhone \\u{9b}31mX\""])
    }

    @Test(arguments: ["\u{202E}", "\u{2066}", "\u{200F}", "\u{2028}", "\u{FEFF}"])
    func invisibleBidiAndSeparatorCharactersInANameAreRejected(character: String) {
        let errors = Fixture.errors(devices: ["iPhone": [Fixture.device(name: "iPhone \(character)XR")]])
        #expect(errors.count == 1)
        #expect(errors.first?.line == 2)
        let code = String(character.unicodeScalars.first!.value, radix: 16, uppercase: true)
        #expect(errors.first?.reason.contains("U+\(code) in cell") == true, "\(errors)")
        #expect(errors.first.map { !$0.reason.contains(character) } == true, "the message never echoes it raw")
    }

    @Test func aRightToLeftOverrideIsNamedAsBidirectional() {
        let errors = Fixture.errors(devices: ["iPhone": [Fixture.device(name: "\u{202E}RX enohPi")]])
        #expect(errors.map(\.reason) == ["invisible bidirectional or separator character U+202E in cell \"\\u{202e}RX enohPi\""])
    }

    @Test func commentsBlankLinesAndCRLFAreAccepted() throws {
        let screens = "# a comment\n\n" + Fixture.screenHeader + "\r\n" + Fixture.screen() + "\r\n"
        let devices = Fixture.deviceHeader + "\n# note\n" + Fixture.device() + "\n"
        let data = try DataSet.load(
            screenFiles: [SourceFile(path: "Data/screens/iPhone.tsv", text: screens)],
            deviceFiles: [SourceFile(path: "Data/devices/iPhone.tsv", text: devices)])
        #expect(data.deviceCount == 1)
    }

    @Test func aFileWithCROnlyLineEndsIsOneErrorNotOnePerCell() {
        let classicMac = [Fixture.deviceHeader, Fixture.device()].joined(separator: "\r") + "\r"
        let errors = Fixture.errors(
            screenFiles: [SourceFile(path: "Data/screens/iPhone.tsv", text: Fixture.table(Fixture.screenHeader, [Fixture.screen()]))],
            deviceFiles: [SourceFile(path: "Data/devices/iPhone.tsv", text: classicMac)])
        #expect(
            errors.map(\.description) == [
                "Data/devices/iPhone.tsv:1: carriage return (CR) without a line feed: save the file with LF (or CRLF) line ends"
            ], "and its screens are not reported unused")
    }

    @Test func everyProblemIsReportedNotJustTheFirst() {
        let errors = Fixture.errors(
            screens: ["iPhone": [Fixture.screen(["pixelsPerInch": "x"])]],
            devices: ["iPhone": [Fixture.device(year: "y"), Fixture.device("iPhone10,6", name: "iPhone X", displays: "nope")]])
        #expect(errors.map(\.file) == ["Data/devices/iPhone.tsv", "Data/devices/iPhone.tsv", "Data/screens/iPhone.tsv"])
        #expect(errors.map(\.line) == [2, 3, 2])
    }

    @Test func oneBrokenScreensTableDoesNotFloodItsDependants() {
        // The header names a column that does not exist (a typo), so no screen is read: the devices and
        // safe areas naming them are follow-ons.
        let errors = Fixture.errors(
            screenFiles: [SourceFile(path: "Data/screens/iPhone.tsv", text: "screen\tpanelWidth\tpanelHieght\n" + Fixture.screen() + "\n")],
            deviceFiles: [
                SourceFile(
                    path: "Data/devices/iPhone.tsv",
                    text: Fixture.table(
                        Fixture.deviceHeader,
                        [
                            Fixture.device(), Fixture.device("iPhone10,6"), Fixture.device("iPhone11,2", name: "iPhone XS")
                        ]))
            ],
            safeAreaFiles: [SourceFile(path: "Data/safe-areas/iPhone.tsv", text: Fixture.table(Fixture.safeAreaHeader, [Fixture.safeArea()]))])
        #expect(errors.count == 1)
        #expect(errors.first?.file == "Data/screens/iPhone.tsv")
        #expect(errors.first?.line == 1)
    }

    @Test func oneRejectedScreenRowDoesNotFloodItsDevices() {
        let errors = Fixture.errors(
            screens: ["iPhone": [Fixture.screen(["pixelsPerInch": "1"])]],
            devices: ["iPhone": [Fixture.device(), Fixture.device("iPhone10,6")]],
            safeAreas: ["iPhone": [Fixture.safeArea()]])
        #expect(errors.map(\.description) == ["Data/screens/iPhone.tsv:2: pixelsPerInch 1 is outside the possible range 150...600"])
    }

    @Test func severalDisplaysAreNamedByRole() throws {
        let inner = Fixture.screen(["screen": "iphone-inner", "cutout": "noCutout"])
        let duo = Fixture.device("iPhone19,4", name: "iPhone Duo", variant: "", year: "2026", displays: "outer:iphone-x inner:iphone-inner")
        let data = try Fixture.load(screens: ["iPhone": [Fixture.screen(), inner]], devices: ["iPhone": [duo]])
        #expect(data.deviceCount == 1)
        func errors(_ displays: String) -> [String] {
            Fixture.errors(
                screens: ["iPhone": [Fixture.screen(), inner]],
                devices: ["iPhone": [Fixture.device("iPhone19,4", displays: displays), Fixture.device()]]
            ).map(\.reason)
        }
        #expect(
            errors("main:iphone-x inner:iphone-inner") == [
                "a device with several displays names each by role (outer, inner), not main: \"main:iphone-x inner:iphone-inner\""
            ])
        #expect(errors("outer:iphone-x outer:iphone-inner") == ["display role outer given twice in \"outer:iphone-x outer:iphone-inner\""])
        #expect(
            errors("side:iphone-x inner:iphone-inner") == [
                "displays must be empty (unknown), none, a screen id, or role:screen pairs with roles main, outer, inner; not \"side:iphone-x inner:iphone-inner\""
            ])
    }

    @Test func cutoutRectanglesAndCornerRadii() {
        #expect(
            Fixture.screenErrors(["cutoutX": "300", "cutoutY": "0", "cutoutWidth": "126", "cutoutHeight": "37"]).map(\.reason) == [
                "the cutout rectangle reaches outside the display's 375x812 points"
            ])
        #expect(Fixture.screenErrors(["cutoutX": "124.5"]).map(\.reason) == ["give all four of cutoutX, cutoutY, cutoutWidth, cutoutHeight or none"])
        #expect(
            Fixture.screenErrors(["cutout": "noCutout", "cutoutX": "1", "cutoutY": "1", "cutoutWidth": "1", "cutoutHeight": "1"]).map(\.reason) == [
                "a cutout rectangle needs a cutout (cutout is noCutout)"
            ])
        #expect(
            Fixture.screenErrors(["cornerRadius": "190"]).map(\.reason) == [
                "cornerRadius 190 is more than half the display's short side (375 points)"
            ])
        #expect(Fixture.screenErrors(["hasRoundedCorners": "no"]).map(\.reason) == ["cornerRadius given, but hasRoundedCorners is no"])
        #expect(Fixture.screenErrors(["cornerRadius": "201"]).map(\.reason) == ["cornerRadius 201 is outside the possible range 0...200"])
    }
}

/// What is physically possible per family (FamilyRules): typos that would otherwise reach the table.
@Suite struct FamilyRuleTests {
    /// The iPad (10th generation) display, with cells overridden by column name.
    static func iPadScreen(_ overrides: [String: String] = [:]) -> String {
        Fixture.screen(
            [
                "screen": "ipad-10-9", "panelWidth": "1640", "panelHeight": "2360", "pointsWidth": "820", "pointsHeight": "1180",
                "scale": "2", "nativeScale": "2", "displayZoom": "unsupported", "zoomedPointsWidth": "", "zoomedPointsHeight": "",
                "zoomedNativeScale": "", "diagonalInches": "10.9", "pixelsPerInch": "264", "cutout": "noCutout", "cornerRadius": ""
            ].merging(overrides) { $1 })
    }

    static let iPad = Fixture.device("iPad13,18", family: "iPad", name: "iPad (10th generation)", variant: "Wi-Fi", year: "2022", displays: "ipad-10-9")

    static func iPadErrors(screen overrides: [String: String] = [:]) -> [String] {
        Fixture.errors(
            screens: ["iPhone": [Fixture.screen()], "iPad": [iPadScreen(overrides)]],
            devices: ["iPhone": [Fixture.device()], "iPad": [iPad]]
        ).map(\.reason)
    }

    @Test func theIPadFixtureIsGood() {
        #expect(Self.iPadErrors() == [])
    }

    @Test(arguments: [
        ("0", "diagonalInches 0 is outside the possible range 3...9"),
        ("999999", "diagonalInches 999999 is outside the possible range 3...9"),
        ("9.5", "diagonalInches 9.5 is outside the possible range 3...9")
    ])
    func anImpossibleDiagonalIsRejected(value: String, reason: String) {
        #expect(Fixture.screenErrors(["diagonalInches": value]).map(\.reason) == [reason])
    }

    /// The MacBook (13-inch) of 2006: a 1x 1280x800 panel, 16:10, 113 ppi.
    static func oldMacScreen(_ overrides: [String: String] = [:]) -> String {
        Fixture.macScreen(
            [
                "screen": "macbook-13-3-1280", "panelWidth": "1280", "panelHeight": "800", "pointsWidth": "1280",
                "pointsHeight": "800", "scale": "1", "nativeScale": "1", "diagonalInches": "13.3", "pixelsPerInch": "113",
                "cutout": "noCutout", "cutoutX": "", "cutoutY": "", "cutoutWidth": "", "cutoutHeight": ""
            ].merging(overrides) { $1 })
    }

    @Test func oldMacPanelsAt1xAnd4to3Or16to10Or16to9AreAccepted() {
        let device = Fixture.device("MacBook1,1", family: "Mac", name: "MacBook (13-inch)", variant: "", year: "2006", displays: "macbook-13-3-1280")
        #expect(Fixture.errors(screens: ["Mac": [Self.oldMacScreen()]], devices: ["Mac": [device]]) == [])
        // A 4:3 panel (1024x768, 12.1 in) and a 16:9 one (1920x1080, 21.5 in) are Mac shapes too.
        for (w, h, diagonal, ppi) in [("1024", "768", "12.1", "106"), ("1920", "1080", "21.5", "102")] {
            let screen = Self.oldMacScreen([
                "panelWidth": w, "panelHeight": h, "pointsWidth": w, "pointsHeight": h, "diagonalInches": diagonal, "pixelsPerInch": ppi
            ])
            #expect(Fixture.errors(screens: ["Mac": [screen]], devices: ["Mac": [device]]) == [], "\(w)x\(h)")
        }
    }

    @Test(arguments: [
        (
            ["panelWidth": "1280", "panelHeight": "1000", "pointsWidth": "1280", "pointsHeight": "1000", "pixelsPerInch": "122"],
            "panel 1280x1000 is 1.28:1, not a Mac panel shape (4:3, 16:10, 16:9)"
        ),
        (
            ["panelWidth": "2560", "panelHeight": "1600", "pointsWidth": "2560", "pointsHeight": "1600", "pixelsPerInch": "227"],
            "ppi 227 is impossible for a 1x Mac panel (90–150)"
        ),
        (["pixelsPerInch": "140"], "ppi 140 disagrees with the panel and diagonal: 1280x800 on 13.3 in is 113 ppi"),
        (["scale": "2", "nativeScale": "2", "pointsWidth": "640", "pointsHeight": "400"], "ppi 113 is impossible for a 2x Mac panel (200–300)")
    ])
    func impossibleMacPanelsAreRejected(overrides: [String: String], reason: String) {
        let device = Fixture.device("MacBook1,1", family: "Mac", name: "MacBook (13-inch)", variant: "", year: "2006", displays: "macbook-13-3-1280")
        #expect(Fixture.errors(screens: ["Mac": [Self.oldMacScreen(overrides)]], devices: ["Mac": [device]]).map(\.reason) == [reason])
    }

    @Test func aStatedPixelDensityMustMatchThePanelAndDiagonal() {
        // The iPhone X: 1125x2436 on 5.8 in is 463 ppi; Apple states 458 (within 3 %). 500 is not.
        #expect(
            Fixture.screenErrors(["pixelsPerInch": "500"]).map(\.reason) == ["ppi 500 disagrees with the panel and diagonal: 1125x2436 on 5.8 in is 463 ppi"])
    }

    @Test func aMacDiagonalHasItsOwnRange() {
        let errors = Fixture.errors(screens: ["Mac": [Fixture.macScreen(["diagonalInches": "0"])]], devices: ["Mac": [Fixture.macDevice]])
        #expect(errors.map(\.reason) == ["diagonalInches 0 is outside the possible range 11...32"])
    }

    @Test(arguments: [("1", "pixelsPerInch 1 is outside the possible range 150...600"), ("5000", "pixelsPerInch 5000 is outside the possible range 150...600")])
    func anImpossiblePixelDensityIsRejected(value: String, reason: String) {
        #expect(Fixture.screenErrors(["pixelsPerInch": value]).map(\.reason) == [reason])
    }

    @Test func anIPadFrom2007IsRejected() {
        let errors = Fixture.errors(
            screens: ["iPhone": [Fixture.screen()]],
            devices: [
                "iPhone": [Fixture.device()], "iPad": [Fixture.device("iPad1,1", family: "iPad", name: "iPad", variant: "", year: "2007", displays: "")]
            ])
        #expect(errors.map(\.description) == ["Data/devices/iPad.tsv:2: releaseYear 2007 is outside the possible range 2010...2035"])
    }

    @Test func aYearAfterTheTableCouldExistIsRejected() {
        #expect(
            Fixture.errors(devices: ["iPhone": [Fixture.device(year: "2036")]]).map(\.reason) == [
                "releaseYear 2036 is outside the possible range 2007...2035"
            ])
    }

    @Test func anIPhoneUsingAnIPadScreenIsRejected() {
        let errors = Fixture.errors(
            screens: ["iPhone": [Fixture.screen()], "iPad": [Self.iPadScreen()]],
            devices: ["iPhone": [Fixture.device(), Fixture.device("iPhone10,6", displays: "ipad-10-9")], "iPad": [Self.iPad]])
        #expect(
            errors.map(\.description) == [
                "Data/devices/iPhone.tsv:3: iPhone10,6 is an iPhone but uses screen ipad-10-9, which is an iPad display (Data/screens/iPad.tsv:2)"
            ])
    }

    @Test func aNotchOnAnIPadIsRejected() {
        #expect(Self.iPadErrors(screen: ["cutout": "notch"]) == ["cutout notch is impossible on iPad (allowed: noCutout)"])
    }

    @Test func displayZoomOnAnIPadIsRejected() {
        let errors = Self.iPadErrors(screen: [
            "displayZoom": "supported", "zoomedPointsWidth": "744", "zoomedPointsHeight": "1070", "zoomedNativeScale": "2.204301"
        ])
        #expect(errors == ["displayZoom is supported, but iPad has no Display Zoom"])
    }

    @Test func aHomeIndicatorOnAnIPodIsRejected() {
        let errors = Fixture.errors(
            screens: [
                "iPhone": [Fixture.screen()],
                "iPod": [
                    Fixture.screen([
                        "screen": "ipod-5", "panelWidth": "640", "panelHeight": "1136", "pointsWidth": "320", "pointsHeight": "568",
                        "scale": "2", "nativeScale": "2", "displayZoom": "unsupported", "zoomedPointsWidth": "", "zoomedPointsHeight": "",
                        "zoomedNativeScale": "", "diagonalInches": "4.0", "pixelsPerInch": "326", "cutout": "noCutout", "hasRoundedCorners": "no",
                        "cornerRadius": ""
                    ])
                ]
            ],
            devices: [
                "iPhone": [Fixture.device()],
                "iPod": [Fixture.device("iPod5,1", family: "iPod", name: "iPod touch (5th generation)", variant: "", year: "2012", displays: "ipod-5")]
            ])
        #expect(errors.map(\.reason) == ["homeControl indicator is impossible on iPod touch (allowed: button)"])
    }

    @Test func caseMillimetersOnAnIPhoneIsRejected() {
        #expect(Fixture.screenErrors(["caseMillimeters": "46"]).map(\.reason) == ["caseMillimeters applies to Apple Watch only"])
    }

    @Test func aMacScreenGivenInPortraitIsRejected() {
        let errors = Fixture.errors(
            screens: ["Mac": [Fixture.macScreen(["panelWidth": "1964", "panelHeight": "3024", "pointsWidth": "982", "pointsHeight": "1512"])]],
            devices: ["Mac": [Fixture.macDevice]])
        #expect(
            errors.map(\.description) == [
                "Data/screens/Mac.tsv:2: Mac sizes must be landscape (width ≥ height): panel 1964x3024, points 982x1512"
            ], "and the MacBook using it is not reported again")
    }

    @Test func aScreensTableForAFamilyWithoutDisplaysIsRejected() {
        let errors = Fixture.errors(
            screens: ["iPhone": [Fixture.screen()], "AppleTV": [Fixture.watchScreen(["screen": "tv", "caseMillimeters": ""])]],
            devices: ["iPhone": [Fixture.device()]])
        #expect(
            errors.map(\.description).contains(
                "Data/screens/AppleTV.tsv:2: Apple TV devices have no built-in display, so AppleTV has no screens table"))
    }

    @Test func anAppleTVWithADisplayIsRejected() {
        let tv = Fixture.device("AppleTV14,1", family: "AppleTV", name: "Apple TV 4K (3rd generation)", variant: "", year: "2022", displays: "iphone-x")
        let errors = Fixture.errors(devices: ["iPhone": [Fixture.device()], "AppleTV": [tv]])
        #expect(errors.map(\.reason) == ["Apple TV devices have no built-in display: displays must be none (or empty if unknown)"])
        let none = Fixture.device("AppleTV14,1", family: "AppleTV", name: "Apple TV 4K (3rd generation)", variant: "", year: "2022", displays: "none")
        #expect(Fixture.errors(devices: ["iPhone": [Fixture.device()], "AppleTV": [none]]) == [])
    }

    @Test func aMacNotchNeedsNoHomeIndicator() throws {
        let data = try Fixture.load(screens: ["Mac": [Fixture.macScreen()]], devices: ["Mac": [Fixture.macDevice]])
        #expect(data.deviceCount == 1)
        #expect(
            Fixture.errors(
                screens: ["Mac": [Fixture.macScreen(["cutout": "dynamicIsland", "cutoutX": "", "cutoutY": "", "cutoutWidth": "", "cutoutHeight": ""])]],
                devices: ["Mac": [Fixture.macDevice]]
            ).map(\.reason) == [
                "cutout dynamicIsland is impossible on Mac (allowed: noCutout, notch)"
            ])
    }
}

/// Data/safe-areas: a history per display class, by OS major.
@Suite struct SafeAreaRuleTests {
    static func errors(_ rows: [String]) -> [String] {
        Fixture.errors(safeAreas: ["iPhone": rows]).map(\.reason)
    }

    @Test func aHistoryLoads() throws {
        let data = try Fixture.load(safeAreas: [
            "iPhone": [
                Fixture.safeArea(from: "11", until: "12", landscape: ["", "", "", ""]), Fixture.safeArea(from: "13", until: "16")
            ]
        ])
        #expect(data.screenCount == 1)
    }

    @Test func aFiveThousandPointInsetIsRejected() {
        #expect(Self.errors([Fixture.safeArea(portrait: ["5000", "0", "34", "0"])]) == ["portraitTop 5000 is outside the possible range 0...200"])
    }

    @Test func overlappingEntriesAreRejected() {
        let errors = Fixture.errors(safeAreas: ["iPhone": [Fixture.safeArea(from: "13", until: "16"), Fixture.safeArea(from: "15", until: "18")]])
        #expect(
            errors.map(\.description) == [
                "Data/safe-areas/iPhone.tsv:3: iphone-x OS 15–18 overlaps its entry for OS 13–16 at line 2: entries ascend and do not overlap"
            ])
    }

    @Test func entriesMustAscend() {
        #expect(
            Self.errors([Fixture.safeArea(from: "13", until: "16"), Fixture.safeArea(from: "11", until: "12")]) == [
                "iphone-x OS 11–12 is not after its entry for OS 13–16 at line 2: entries ascend and do not overlap"
            ])
    }

    @Test func fromMustNotBeAfterUntilAndBothAreRequired() {
        #expect(Self.errors([Fixture.safeArea(from: "16", until: "13")]) == ["from 16 is after until 13"])
        #expect(Self.errors([Fixture.safeArea(until: "")]) == ["missing required value for until"])
    }

    @Test func anIPhoneHadNoSafeAreaBeforeIOS11() {
        #expect(
            Self.errors([Fixture.safeArea(from: "10", until: "12")]) == [
                "from 10: safe-area insets start with iOS 11 (a row before that gives only the status bar)"
            ])
    }

    @Test func insetsComeFourAtATime() {
        #expect(Self.errors([Fixture.safeArea(portrait: ["44", "0", "34", ""])]) == ["give all four portrait insets or none"])
        #expect(
            Self.errors([Fixture.safeArea(portrait: ["", "", "", ""], landscape: ["", "", "", ""])]) == [
                "give the four insets of at least one orientation, or a status bar's height (an empty cell is unconfirmed)"
            ])
    }

    @Test func aPortraitInsetOnAMacIsRejected() {
        let errors = Fixture.errors(
            screens: ["Mac": [Fixture.macScreen()]], devices: ["Mac": [Fixture.macDevice]],
            safeAreas: ["Mac": [Fixture.safeArea("macbook-pro-14", from: "26", until: "26", portrait: ["32", "0", "0", "0"], landscape: ["32", "0", "0", "0"])]]
        )
        #expect(
            errors.map(\.description) == [
                "Data/safe-areas/Mac.tsv:2: Mac displays have no portrait orientation: leave the portrait insets empty"
            ])
    }

    @Test func aMacEntryNeedsItsLandscapeInsetsAndAMacOSVersion() {
        func errors(_ row: String) -> [String] {
            Fixture.errors(screens: ["Mac": [Fixture.macScreen()]], devices: ["Mac": [Fixture.macDevice]], safeAreas: ["Mac": [row]]).map(\.reason)
        }
        #expect(
            errors(Fixture.safeArea("macbook-pro-14", from: "26", until: "26", portrait: ["", "", "", ""], landscape: ["", "", "", ""])) == [
                "give the four landscape insets"
            ])
        #expect(
            errors(Fixture.safeArea("macbook-pro-14", from: "11", until: "11", portrait: ["", "", "", ""], landscape: ["32", "0", "0", "0"])) == [
                "from 11: safe-area insets start with macOS 12 (a row before that gives only the status bar)"
            ])
    }

    @Test func anAppleWatchHasNoSafeAreaTable() {
        let errors = Fixture.errors(
            screens: ["Watch": [Fixture.watchScreen()]], devices: ["Watch": [Fixture.watchDevice]],
            safeAreas: ["Watch": [Fixture.safeArea("watch-46mm-s10", from: "11", until: "11")]])
        #expect(errors.map(\.reason) == ["Apple Watch has no safe-area table"])
    }

    @Test func anEntryMustNameAScreenOfItsFamily() {
        #expect(Self.errors([Fixture.safeArea("iphone-y")]) == ["screen \"iphone-y\" is not defined in Data/screens/iPhone.tsv"])
        let errors = Fixture.errors(
            screens: ["iPhone": [Fixture.screen()], "Mac": [Fixture.macScreen()]],
            devices: ["iPhone": [Fixture.device()], "Mac": [Fixture.macDevice]],
            safeAreas: ["Mac": [Fixture.safeArea("iphone-x", from: "26", until: "26", portrait: ["", "", "", ""], landscape: ["32", "0", "0", "0"])]])
        #expect(errors.map(\.reason) == ["screen iphone-x is an iPhone display, not a Mac one"])
    }
}

/// Reading Data/ from disk.
@Suite struct DataDirectoryTests {
    static func temporaryPath() -> String {
        Scratch.path("devinfo-data")
    }

    @Test func aMissingDataFolderIsOneErrorAtThePathAndNotInvalidData() {
        // Not `path:0:`: no line of any file is at fault, and no data is invalid; the folder cannot be read.
        let path = Self.temporaryPath()
        do {
            _ = try DataDirectory.load(path)
            Issue.record("loading a missing folder succeeded")
        } catch {
            #expect(error.errors.map(\.description) == ["\(path): no such folder (run from the package root, or pass --data DIR)"])
            #expect(error.isUnreadableFolder)
        }
    }

    @Test func aFileGivenAsTheDataFolderIsNotAFolder() throws {
        let path = Self.temporaryPath()
        try "x".write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try DataDirectory.load(path)
            Issue.record("loading a file as Data/ succeeded")
        } catch {
            #expect(error.errors.map(\.description) == ["\(path): not a folder (run from the package root, or pass --data DIR)"])
            #expect(error.isUnreadableFolder)
        }
    }

    @Test func aDataFolderWithoutItsTablesSaysWhichFoldersAreMissing() throws {
        let path = Self.temporaryPath()
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try DataDirectory.load(path)
            Issue.record("loading an empty folder succeeded")
        } catch {
            #expect(
                error.errors.map(\.description) == [
                    "\(path)/screens: no such folder (Data/ needs screens/ and devices/)",
                    "\(path)/devices: no such folder (Data/ needs screens/ and devices/)"
                ])
            #expect(!error.isUnreadableFolder, "the folder is there; its tables are not")
        }
    }

    @Test func aMissingFamilyTableIsAnErrorNotAnEmptyFamily() throws {
        let path = Self.temporaryPath()
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FileManager.default.copyItem(atPath: Package.root + "/Data", toPath: path + "/Data")
        try FileManager.default.removeItem(atPath: path + "/Data/devices/HomePod.tsv")
        do {
            _ = try DataDirectory.load(path + "/Data")
            Issue.record("loading without HomePod.tsv succeeded")
        } catch {
            #expect(error.errors.map(\.description) == ["\(path)/Data/devices: no HomePod devices (is HomePod.tsv missing?)"])
        }
    }

    @Test func aFileThatIsNotUTF8IsNamed() throws {
        let path = Self.temporaryPath()
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FileManager.default.copyItem(atPath: Package.root + "/Data", toPath: path + "/Data")
        try Data([0x69, 0x50, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: path + "/Data/devices/iPod.tsv"))
        do {
            _ = try DataDirectory.load(path + "/Data")
            Issue.record("loading a Latin-1 file succeeded")
        } catch {
            #expect(error.errors.map(\.description) == ["\(path)/Data/devices/iPod.tsv: not valid UTF-8"])
        }
    }
}
