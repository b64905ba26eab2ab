import Testing
@testable import DevInfoGenerator

/// Each rule the generator enforces, shown with the smallest table that breaks it. Errors point at
/// `file:line:`: line 1 is the header, so the first row is line 2.
@Suite struct ValidationTests {
    @Test func aGoodTableLoads() throws {
        let data = try Fixture.load()
        #expect(data.deviceCount == 1)
        #expect(data.screenCount == 1)
    }

    @Test func duplicateIdentifiersAreRejected() {
        let errors = Fixture.errors(devices: [Fixture.device(), Fixture.device(name: "iPhone X again")])
        #expect(errors.map(\.description) == [
            "Data/devices/test.tsv:3: duplicate identifier iPhone10,3 (first at Data/devices/test.tsv:2)",
        ])
    }

    @Test func duplicateScreensAreRejected() {
        let errors = Fixture.errors(screens: [Fixture.screen(), Fixture.screen()])
        #expect(errors.map(\.description) == [
            "Data/screens/test.tsv:3: duplicate screen iphone-x (first at Data/screens/test.tsv:2)",
        ])
    }

    @Test(arguments: ["panelWidth", "pointsHeight", "scale", "nativeScale", "cutout", "homeControl", "displayZoom"])
    func missingRequiredScreenValuesAreRejected(column: String) {
        let errors = Fixture.errors(screens: [Fixture.screen([column: ""])])
        #expect(errors.contains { $0.line == 2 && $0.reason == "missing required value for \(column)" })
    }

    @Test(arguments: ["identifier", "name", "year", "screen"])
    func missingRequiredDeviceValuesAreRejected(column: String) {
        var cells = Fixture.device().split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        cells[deviceColumns.firstIndex(of: column)!] = ""
        let errors = Fixture.errors(devices: [cells.joined(separator: "\t")])
        #expect(errors.first?.description == "Data/devices/test.tsv:2: missing required value for \(column)")
        // Without its screen cell the row uses no screen, so the fixture's only screen is also unused.
        #expect(errors.count == (column == "screen" ? 2 : 1))
    }

    @Test(arguments: [
        ("panelWidth", "1125px"), ("ppi", "45.8"), ("nativeScale", "3,0"), ("diagonalInches", "-5.8"),
        ("portraitTop", "4 4"), ("zoomedNativeScale", "."), ("scale", "03"),
    ])
    func malformedNumbersAreRejected(column: String, value: String) {
        let errors = Fixture.errors(screens: [Fixture.screen([column: value])])
        #expect(errors.count == 1)
        #expect(errors.first?.line == 2)
        #expect(errors.first?.reason.hasPrefix("malformed number for \(column)") == true)
    }

    @Test func malformedYearIsRejected() {
        let errors = Fixture.errors(devices: [Fixture.device(year: "20l8")])
        #expect(errors.map(\.reason) == ["malformed number for year: \"20l8\" (expected a whole number)"])
    }

    @Test func panelPointsAndNativeScaleMustAgree() {
        // An 8 Plus-style mistake: the render size written as the panel.
        let errors = Fixture.errors(screens: [Fixture.screen(["panelWidth": "1242", "panelHeight": "2688"])])
        #expect(errors.contains { $0.line == 2 && $0.reason.hasPrefix("panel, points and nativeScale disagree in the standard mode") })
    }

    @Test func zoomedNativeScaleMustAgreeWithThePanel() {
        let errors = Fixture.errors(screens: [Fixture.screen(["zoomedNativeScale": "3"])])
        #expect(errors.contains { $0.reason.hasPrefix("panel, points and nativeScale disagree in the zoomed mode") })
    }

    @Test func aPlusPanelWithItsRoundedNativeScaleIsAccepted() {
        let plus = Fixture.screen([
            "screen": "iphone-6-plus", "panelWidth": "1080", "panelHeight": "1920", "pointsWidth": "414",
            "pointsHeight": "736", "nativeScale": "2.608696", "zoomedPointsWidth": "375",
            "zoomedPointsHeight": "667", "zoomedNativeScale": "2.88", "cutout": "none", "homeControl": "button",
        ])
        #expect(Fixture.errors(screens: [plus], devices: [Fixture.device("iPhone10,2", name: "iPhone 8 Plus", screen: "iphone-6-plus")]) == [])
    }

    @Test func zoomedPointsMustBeSmallerThanStandardPoints() {
        let errors = Fixture.errors(screens: [Fixture.screen([
            "zoomedPointsWidth": "375", "zoomedPointsHeight": "812", "zoomedNativeScale": "3",
        ])])
        #expect(errors.map(\.reason) == ["zoomed points 375x812 must be smaller than standard points 375x812"])
    }

    @Test func supportedZoomNeedsZoomedSizesAndOtherwiseNone() {
        #expect(Fixture.errors(screens: [Fixture.screen(["zoomedPointsHeight": ""])]).map(\.reason) == [
            "displayZoom is supported, so zoomedPointsWidth, zoomedPointsHeight and zoomedNativeScale are required",
        ])
        #expect(Fixture.errors(screens: [Fixture.screen(["displayZoom": "unknown"])]).map(\.reason) == [
            "displayZoom is unknown, so the zoomed columns must be empty",
        ])
    }

    @Test(arguments: ["notch", "dynamicIsland"])
    func aCutoutNeedsAHomeIndicator(cutout: String) {
        let errors = Fixture.errors(screens: [Fixture.screen(["cutout": cutout, "homeControl": "button"])])
        #expect(errors.map(\.reason) == ["a \(cutout) needs a home indicator, but homeControl is button"])
    }

    @Test func aCutoutOnAFamilyThatNeverHadOneIsRejected() {
        // The iPhone X screen without its Display Zoom, so that only the cutout rule fires.
        let screen = Fixture.screen(["displayZoom": "unsupported", "zoomedPointsWidth": "", "zoomedPointsHeight": "", "zoomedNativeScale": ""])
        let errors = Fixture.errors(screens: [screen], devices: [Fixture.device("iPad8,1", family: "iPad", name: "iPad Pro")])
        #expect(errors.map(\.description) == [
            "Data/devices/test.tsv:2: iPad8,1 uses screen iphone-x with a notch, but no iPad ever had one",
        ])
    }

    @Test func enumeratedValuesAreChecked() {
        let errors = Fixture.errors(screens: [Fixture.screen(["cutout": "island"])])
        #expect(errors.map(\.reason) == ["cutout must be one of none, notch, dynamicIsland, not \"island\""])
    }

    @Test func identifiersMustParseAndMatchTheirFamily() {
        #expect(Fixture.errors(devices: [Fixture.device("iPhone 10,3")]).map(\.reason) == [
            "identifier \"iPhone 10,3\" is not of the form <Family><major>,<minor> (e.g. iPhone11,8)",
        ])
        #expect(Fixture.errors(devices: [Fixture.device("iPhone010,3")]).count == 1)
        #expect(Fixture.errors(devices: [Fixture.device("iPad10,3")]).map(\.reason) == [
            "identifier iPad10,3 does not belong to family iPhone",
        ])
    }

    @Test func referencesMustResolveAndScreensMustBeUsed() {
        #expect(Fixture.errors(devices: [Fixture.device(screen: "iphone-y")]).map(\.reason) == [
            "screen \"iphone-y\" is not defined in Data/screens", "screen iphone-x is not used by any device",
        ])
    }

    @Test func insetsComeAllTogetherWithTheirIOSVersion() {
        #expect(Fixture.errors(screens: [Fixture.screen(["landscapeLeft": ""])]).map(\.reason) == [
            "give all eight safe-area insets or none (missing: landscapeLeft)",
        ])
        #expect(Fixture.errors(screens: [Fixture.screen(["insetsIOS": ""])]).map(\.reason) == [
            "insetsIOS is required when insets are given",
        ])
    }

    @Test func sizesMustBePortrait() {
        let errors = Fixture.errors(screens: [Fixture.screen([
            "panelWidth": "2436", "panelHeight": "1125", "pointsWidth": "812", "pointsHeight": "375",
        ])])
        #expect(errors.first?.reason.hasPrefix("sizes must be portrait") == true)
    }

    @Test func aWrongHeaderOrRowWidthIsReportedAtItsLine() {
        let badHeader = DataSet.loadErrors(screens: "screen\tpanel\n", devices: Fixture.deviceHeader + "\n" + Fixture.device() + "\n")
        #expect(badHeader.count == 1, "no follow-on 'screen not defined' errors")
        #expect(badHeader.first?.line == 1)
        #expect(badHeader.first?.reason.contains("missing: panelWidth") == true)
        let short = Fixture.errors(devices: ["iPhone10,3\tiPhone\tiPhone X"])
        #expect(short.first?.reason == "expected 6 tab-separated cells, found 3")
    }

    @Test func controlCharactersAndQuotesInNamesAreRejected() {
        #expect(Fixture.errors(devices: [Fixture.device(name: "iPhone \u{1B}[31mX")]).first?.reason.hasPrefix("control character") == true)
        #expect(Fixture.errors(devices: [Fixture.device(name: "iPhone \"X\"")]).first?.reason.hasPrefix("name") == true)
    }

    @Test func commentsBlankLinesAndCRLFAreAccepted() throws {
        let screens = "# a comment\n\n" + Fixture.screenHeader + "\r\n" + Fixture.screen() + "\r\n"
        let devices = Fixture.deviceHeader + "\n# note\n" + Fixture.device() + "\n"
        let data = try DataSet.load(
            screenFiles: [SourceFile(path: "s.tsv", text: screens)], deviceFiles: [SourceFile(path: "d.tsv", text: devices)])
        #expect(data.deviceCount == 1)
    }

    @Test func everyProblemIsReportedNotJustTheFirst() {
        let errors = Fixture.errors(
            screens: [Fixture.screen(["ppi": "x"])],
            devices: [Fixture.device(year: "y"), Fixture.device("iPhone10,6", name: "iPhone X", screen: "nope")])
        #expect(errors.map(\.line) == [2, 3, 2])
    }
}

extension DataSet {
    static func loadErrors(screens: String, devices: String) -> [DataError] {
        do {
            _ = try DataSet.load(
                screenFiles: [SourceFile(path: "s.tsv", text: screens)], deviceFiles: [SourceFile(path: "d.tsv", text: devices)])
            return []
        } catch {
            return error.errors
        }
    }
}

@Suite struct FamilyRuleTests {
    @Test func displayZoomOnAnIPadIsRejected() {
        let screen = Fixture.screen([
            "screen": "ipad-x", "panelWidth": "1640", "panelHeight": "2360", "pointsWidth": "820", "pointsHeight": "1180",
            "scale": "2", "nativeScale": "2", "zoomedPointsWidth": "744", "zoomedPointsHeight": "1070",
            "zoomedNativeScale": "2.204301", "cutout": "none",
        ])
        let errors = Fixture.errors(screens: [screen], devices: [Fixture.device("iPad13,18", family: "iPad", name: "iPad", screen: "ipad-x")])
        #expect(errors.map(\.reason) == ["iPad13,18 uses screen ipad-x with Display Zoom, but no iPad has Display Zoom"])
    }
}
