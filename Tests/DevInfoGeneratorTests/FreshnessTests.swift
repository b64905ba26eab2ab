import Foundation
import TestSupport
import Testing

@testable import DevInfoGenerator

/// The freshness check (`devinfo-generate --freshness`) against small snapshot folders written for these
/// tests under Fixtures/freshness/ (shaped like AppleDB's deviceFiles/ and Xcode's simulator device
/// types; the values are only what each test needs). They are found via #filePath, so Package.swift
/// declares no resources.
@Suite struct FreshnessTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/freshness").path
    static let appleDB = fixtures + "/appledb"
    static let simulators = fixtures + "/simulators"
    static let today = "2026-11-22"

    static func size(_ width: Int, _ height: Int) -> FreshnessSize { FreshnessSize(width: width, height: height) }

    /// What Data/ says, for these tests.
    static let data: [FreshnessEntry] = [
        FreshnessEntry(identifier: "iPhone13,1", name: "iPhone 12 mini", renderPixels: size(1125, 2436), panelPixels: size(1080, 2340), scale: 3),
        FreshnessEntry(identifier: "iPhone15,2", name: "iPhone 14 Pro", renderPixels: size(1179, 2556), panelPixels: size(1179, 2556), scale: 3),
        FreshnessEntry(identifier: "iPhone16,1", name: "iPhone 15 Pro", renderPixels: size(1179, 2556), panelPixels: size(1179, 2556), scale: 3),
        FreshnessEntry(identifier: "iPhone19,3", name: "iPhone 18 Pro Max"),
        FreshnessEntry(identifier: "iPad14,5", name: "iPad Pro (12.9-inch) (6th generation)", variant: "Wi-Fi"),
        FreshnessEntry(identifier: "iPad14,6", name: "iPad Pro (12.9-inch) (6th generation)", variant: "Wi-Fi + Cellular"),
        FreshnessEntry(
            identifier: "iPad16,5", name: "iPad Pro 13-inch (M4)", variant: "Wi-Fi", renderPixels: size(2064, 2752), panelPixels: size(2064, 2752), scale: 2),
        FreshnessEntry(identifier: "Watch7,9", name: "Apple Watch Series 10 (46mm)", variant: "GPS"),
        FreshnessEntry(identifier: "Mac14,7", name: "MacBook Pro (13-inch, M2, 2022)"),
        FreshnessEntry(identifier: "AppleTV14,1", name: "Apple TV 4K (3rd generation)", hasNoBuiltInDisplay: true)
    ]

    /// What Data/exclusions.tsv says, for these tests: the virtual Mac is no device.
    static let exclusions = Exclusions([
        Exclusions.Entry(kind: .identifier, value: "VirtualMac2,1", reason: "a virtual machine", line: 2),
        Exclusions.Entry(kind: .file, value: "iPhone/iPhone1x,x.json", reason: "a placeholder whose identifier has no numbers", line: 3)
    ])

    static func run(_ arguments: [String], data: [FreshnessEntry] = data, exclusions: Exclusions = exclusions) -> FreshnessCommand.Outcome {
        FreshnessCommand.run(["--freshness"] + arguments, loadData: { _ in FreshnessData(entries: data, exclusions: exclusions) }, today: today)
    }

    /// A fresh empty folder under the temporary directory.
    static func emptyFolder() throws -> String {
        let path = Scratch.path("freshness-empty")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    // MARK: Reading AppleDB

    @Test func appleDBKeepsReleasedHardwareIdentifiersFromNestedFolders() throws {
        let scan = try AppleDBReader.read(Self.appleDB, releasedBy: Self.today)
        #expect(
            scan.devices.map(\.identifier) == [
                "Watch7,9", "Mac14,7", "VirtualMac2,1", "iPad14,5", "iPad14,6", "iPad14,6", "iPhone16,1", "iPhone19,2", "iPhone19,3"
            ])
        #expect(scan.devices.first { $0.identifier == "Watch7,9" }?.path == "Apple Watch/Watch7,9.json")
        #expect(scan.devices.first { $0.identifier == "Watch7,9" }?.family == "Watch")
        #expect(scan.filesRead == 16)  // README.txt is not a JSON file
    }

    @Test func appleDBSkipsInternalUndatedAndNotYetReleasedDevices() throws {
        let scan = try AppleDBReader.read(Self.appleDB, releasedBy: Self.today)
        let identifiers = Set(scan.devices.map(\.identifier))
        // "Unreleased iPhone" (no release date), iPhone20,3 (internal), iPhone20,4 (released 2099).
        #expect(identifiers.isDisjoint(with: ["iPhone20,1", "iPhone20,2", "iPhone20,3", "iPhone20,4"]))
        #expect(scan.unreleased == 3)
        // Without a cut-off date the 2099 one counts as released.
        #expect(try AppleDBReader.read(Self.appleDB).devices.contains { $0.identifier == "iPhone20,4" })
    }

    @Test func appleDBIgnoresEntriesThatAreNotHardwareIdentifiersOfCoveredFamilies() throws {
        let scan = try AppleDBReader.read(Self.appleDB, releasedBy: Self.today)
        // A3090.json and the Mac and accessory files without identifier.
        #expect(scan.outOfScope == 3)
        #expect(!scan.devices.contains { $0.identifier == "iPhone1x,x" })
        // An identifier no grammar reads (a placeholder, PowerPC's iMac,1) is not silently out of scope: it is
        // reported until Data/exclusions.tsv names its file.
        #expect(scan.uncovered.contains { $0.identifier == "iPhone1x,x" && $0.path == "iPhone/iPhone1x,x.json" })
        let excluded = try AppleDBReader.read(Self.appleDB, releasedBy: Self.today, exclusions: Self.exclusions)
        #expect(!excluded.uncovered.contains { $0.identifier == "iPhone1x,x" } && excluded.excludedFiles == 1)
    }

    @Test func filesThatDataExclusionsNameAreNotReadAsDevices() throws {
        let exclusions = Exclusions([Exclusions.Entry(kind: .file, value: "Mac/VirtualMac2,1.json", reason: "a virtual machine", line: 2)])
        let scan = try AppleDBReader.read(Self.appleDB, releasedBy: Self.today, exclusions: exclusions)
        #expect(scan.excludedFiles == 1)
        #expect(!scan.devices.contains { $0.identifier == "VirtualMac2,1" })
        #expect(scan.devices.contains { $0.identifier == "Mac14,7" })
    }

    @Test func malformedAppleDBFilesAreReportedWithTheirPathsNotACrash() {
        let folder = Self.fixtures + "/appledb-malformed"
        #expect {
            _ = try AppleDBReader.read(folder)
        } throws: { error in
            guard let errors = error as? FreshnessReadErrors else { return false }
            return errors.errors.map(\.path) == [folder + "/iPhone/iPhone16,1.json", folder + "/iPhone/iPhone16,2.json"]
                && errors.errors[0].reason.hasPrefix("not valid JSON")
                && errors.errors[1].reason == "\"identifier\" is neither a string nor an array of strings"
                && !errors.folderUnreadable
        }
    }

    @Test func identifiersAreRecognisedByShapeAndPrefix() {
        #expect(FreshnessFamilies.family(of: "iPhone11,8") == "iPhone")
        #expect(FreshnessFamilies.family(of: "MacBookPro18,3") == "Mac")
        #expect(FreshnessFamilies.family(of: "AudioAccessory5,1") == "HomePod")
        #expect(FreshnessFamilies.family(of: "RealityDevice14,1") == "Vision")
        #expect(FreshnessFamilies.family(of: "VirtualMac2,1") == "Mac")  // a Mac prefix; Data/exclusions.tsv leaves it out
        for text in ["iPhone1x,x", "A3090", "iPhone 15", "iPhone16", "iPhone16,", ",1", "iBridge2,1", "iPhone02,1"] {
            #expect(FreshnessFamilies.family(of: text) == nil, "\(text)")
        }
    }

    // MARK: Reading simulator device types

    @Test func simulatorProfilesAreReadFromXMLAndBinaryPropertyLists() throws {
        let scan = try SimulatorDeviceTypeReader.read(Self.simulators)
        let byName = Dictionary(uniqueKeysWithValues: scan.devices.map { ($0.name, $0) })
        let xml = try #require(byName["iPhone 15 Pro"])  // an XML plist
        #expect(xml.identifier == "iPhone16,1" && xml.screenPixels == Self.size(1179, 2556) && xml.screenScale == 3)
        let binary = try #require(byName["iPhone 14 Pro"])  // a binary plist (bplist00)
        #expect(binary.identifier == "iPhone15,2" && binary.screenPixels == Self.size(1170, 2532) && binary.screenScale == 3)
        #expect(binary.path == "iPhone 14 Pro.simdevicetype")
        #expect(scan.filesRead == 7)
        #expect(scan.outOfScope == 1)  // Generic Device has no modelIdentifier
    }

    @Test func malformedSimulatorProfilesAreReportedWithTheirPaths() {
        let folder = Self.fixtures + "/simulators-malformed"
        #expect {
            _ = try SimulatorDeviceTypeReader.read(folder)
        } throws: { error in
            guard let errors = error as? FreshnessReadErrors else { return false }
            let profile = "/Contents/Resources/profile.plist"
            return errors.errors.map(\.path) == [
                folder + "/Broken.simdevicetype" + profile,
                folder + "/No Profile.simdevicetype" + profile,
                folder + "/Wrong Types.simdevicetype" + profile
            ]
                && errors.errors[0].reason.hasPrefix("not a property list")
                && errors.errors[1].reason == "cannot read (No such file or directory)"
                && errors.errors[2].reason == "mainScreenWidth is not a number"
        }
    }

    @Test func anEmptyFolderIsAnErrorNeverNothingMissing() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = Self.run(["--appledb", folder, "--simulators", folder])
        #expect(outcome.code == 66)
        #expect(outcome.output == "")
        #expect(
            outcome.errors == """
                \(folder): no AppleDB device files (*.json) here; --appledb takes the deviceFiles folder of a littlebyteorg/appledb checkout
                \(folder): no *.simdevicetype bundles here; --simulators takes a folder of simulator device types, e.g. /Library/Developer/CoreSimulator/Profiles/DeviceTypes
                devinfo-generate: nothing compared

                """)
    }

    @Test func aFolderThatIsNotDeviceFilesIsAnErrorWithAHint() throws {
        // A checkout's top folder: JSON files, but no iPhone/ or iPad/ folder, and deviceFiles/ below it.
        let checkout = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(atPath: checkout) }
        try FileManager.default.createDirectory(atPath: checkout + "/deviceFiles/iPhone", withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: checkout + "/package.json"))
        let outcome = Self.run(["--appledb", checkout])
        #expect(outcome.code == 66)
        #expect(
            outcome.errors.hasPrefix(
                "\(checkout): not AppleDB's deviceFiles folder: it has no iPhone/ or iPad/ folder of device files (did you mean \(checkout)/deviceFiles?)\n"))
    }

    @Test func aMissingFolderIsAnIOProblem() {
        #expect {
            _ = try AppleDBReader.read(Self.fixtures + "/no-such-folder")
        } throws: { error in
            (error as? FreshnessReadErrors)?.folderUnreadable == true
                && (error as? FreshnessReadErrors)?.errors.first?.reason == "no such folder"
        }
    }

    // MARK: Comparing

    @Test func theReportListsMissingIdentifiersNameAndScreenConflictsInTableOrder() {
        let outcome = Self.run(["--appledb", Self.appleDB, "--simulators", Self.simulators])
        #expect(
            outcome.output == """
                Missing from Data/ (1):
                  iPhone19,2  "iPhone 18 Pro"  seen in AppleDB iPhone/iPhone19,2.json; simulator iPhone 18 Pro.simdevicetype
                Name conflicts (1):
                  iPhone19,3  Data "iPhone 18 Pro Max"  AppleDB "iPhone 19 Pro Max"
                Screen-size conflicts (2):
                  iPhone15,2  Data render 1179x2556 panel 1179x2556 @3x  simulator "iPhone 14 Pro" 1170x2532 @3x  (size differs)
                  iPad16,5  Data render 2064x2752 panel 2064x2752 @2x  simulator "iPad Pro 13-inch (M4)" 2752x2064 @3x  (scale differs)
                Notes: in Data/, not released in AppleDB (3; check, but not a failure):
                  iPhone13,1  AppleDB no longer lists it
                  iPhone15,2  AppleDB no longer lists it
                  iPad16,5  AppleDB no longer lists it
                freshness: 1 missing (1 left out by Data/exclusions.tsv), 1 name conflict, 2 screen-size conflicts, 3 notes (Data/ 10 identifiers; AppleDB 16 files, 8 identifiers (skipped 3 unreleased, 3 out of scope, 1 excluded file); simulator 7 device types, 6 identifiers (skipped 1 out of scope))

                """)
        #expect(outcome.errors == "")
        #expect(outcome.code == 1)
    }

    @Test func aMissingIdentifierIsListedWithItsUpstreamNameAndSource() {
        let report = FreshnessReport.compare(
            data: Self.data, exclusions: Self.exclusions,
            scans: [try! AppleDBReader.read(Self.appleDB, releasedBy: Self.today)])
        #expect(report.excluded == 1)  // VirtualMac2,1
        #expect(report.missing == [FreshnessReport.Missing(identifier: "iPhone19,2", names: ["iPhone 18 Pro"], seenIn: ["AppleDB iPhone/iPhone19,2.json"])])
    }

    @Test func screenSizesMatchRenderOrPanelPixelsInEitherOrientation() {
        func device(_ width: Int, _ height: Int, scale: Double = 3) -> UpstreamDevice {
            UpstreamDevice(
                identifier: "iPhone13,1", name: "iPhone 12 mini", family: "iPhone", source: .simulator,
                path: "x.simdevicetype", screenPixels: Self.size(width, height), screenScale: scale)
        }
        let mini = Self.data[0]  // render 1125x2436, panel 1080x2340, @3x
        #expect(FreshnessReport.screenConflict(mini, device(1125, 2436)) == nil)
        #expect(FreshnessReport.screenConflict(mini, device(2340, 1080)) == nil)
        #expect(FreshnessReport.screenConflict(mini, device(1170, 2532))?.sizeDiffers == true)
        let scale = FreshnessReport.screenConflict(mini, device(1080, 2340, scale: 2))
        #expect(scale?.scaleDiffers == true && scale?.sizeDiffers == false)
        // Unknown display facts and "no built-in display" are not compared.
        #expect(FreshnessReport.screenConflict(FreshnessEntry(identifier: "iPhone13,1", name: "iPhone 12 mini"), device(1, 1, scale: 1)) == nil)
        #expect(FreshnessReport.screenConflict(Self.data[9], device(3840, 2160, scale: 1)) == nil)
    }

    @Test(arguments: [
        ("iPad Pro 12.9-inch (6th generation)", "iPad Pro (12.9-inch) (6th generation)", "", true),
        ("Apple Watch Series 10 (GPS, 46mm)", "Apple Watch Series 10 (46mm)", "GPS", true),
        ("iPad 2 Wi-Fi + 3G (GSM)", "iPad 2", "Wi-Fi + 3G (GSM)", true),
        ("iPad Pro 12.9-inch (6th generation) Wi-Fi", "iPad Pro (12.9-inch) (6th generation)", "Wi-Fi + Cellular", true),
        ("iphone  SE (3rd Gen)", "iPhone SE (3rd generation)", "", true),
        ("iPhone 15 Pro", "iPhone 15", "", false),
        ("iPad Air 2", "iPad Air", "Wi-Fi", false),
        ("iPhone X (CDMA)", "iPhone X", "Global", true),
        ("iPhone XS Max (China mainland)", "iPhone XS Max", "China", true),
        ("iPhone 4 (GSM, 2012)", "iPhone 4", "GSM (2012)", true),
        ("iPhone 4 (GSM, 2012)", "iPhone 4", "GSM", false),
        ("iPhone 19 Pro Max", "iPhone 18 Pro Max", "", false),
        ("iPad Pro 11-inch (1st generation) Wi-Fi + Cellular (1TB)", "iPad Pro (11-inch)", "1TB Wi-Fi + Cellular", true),
        ("iPad Pro (11-inch) (2nd generation)", "iPad Pro (11-inch)", "Wi-Fi", false)
    ])
    func namesMatchUpToSpellingAndVariantWords(upstream: String, name: String, variant: String, expected: Bool) {
        #expect(NameMatch.matches(upstream: upstream, name: name, variant: variant) == expected)
    }

    // MARK: The command and its exit codes

    @Test func exitCodeIsOneWhenSomethingIsMissingAndZeroForConflictsAlone() {
        // Both fixture folders together: one identifier missing → 1.
        #expect(Self.run(["--appledb", Self.appleDB]).code == 1)
        // With the missing identifier in Data/, only conflicts remain → 0, or 1 with --strict.
        let complete = Self.data + [FreshnessEntry(identifier: "iPhone19,2", name: "iPhone 18 Pro")]
        let outcome = Self.run(["--appledb", Self.appleDB, "--simulators", Self.simulators], data: complete)
        #expect(outcome.output.contains("Name conflicts (1):") && !outcome.output.contains("Missing"))
        #expect(outcome.code == 0)
        #expect(Self.run(["--appledb", Self.appleDB, "--simulators", Self.simulators, "--strict"], data: complete).code == 1)
        // Nothing to report at all → 0 even with --strict.
        #expect(Self.run(["--appledb", Self.appleDB, "--family", "Watch", "--strict"]).code == 0)
    }

    @Test func anIdentifierAppleDBCallsUnreleasedOrNoLongerListsIsANoteNotAFailure() {
        // Data/ lists iPhone20,3, which AppleDB marks internal; and iPhone13,1, which the snapshot does not list.
        let data =
            Self.data + [FreshnessEntry(identifier: "iPhone20,3", name: "iPhone Internal"), FreshnessEntry(identifier: "iPhone19,2", name: "iPhone 18 Pro")]
        let outcome = Self.run(["--appledb", Self.appleDB], data: data)
        #expect(outcome.output.contains("  iPhone20,3  AppleDB calls it unreleased\n"))
        #expect(outcome.output.contains("  iPhone13,1  AppleDB no longer lists it\n"))
        #expect(outcome.code == 0, "a note is for a person to check, not a failure")
    }

    @Test func familyFilterAndAsOfDateNarrowTheCheck() {
        let watch = Self.run(["--appledb", Self.appleDB, "--family", "Watch"])
        #expect(
            watch.output
                == "freshness: 0 missing, 0 name conflicts, 0 screen-size conflicts (Data/ 10 identifiers; AppleDB 16 files, 1 identifier (skipped 3 unreleased, 3 out of scope, 1 excluded file, 8 of other families))\n"
        )
        let later = Self.run(["--appledb", Self.appleDB, "--as-of", "2100-01-01", "--family", "iPhone"])
        #expect(later.output.contains("  iPhone20,4  \"iPhone Announced\"  seen in AppleDB iPhone/iPhone20,4.json"))
    }

    @Test func malformedUpstreamFilesExit65AndMissingFoldersExit74() {
        let malformed = Self.run(["--appledb", Self.fixtures + "/appledb-malformed", "--simulators", Self.fixtures + "/simulators-malformed"])
        #expect(malformed.code == 65)
        #expect(malformed.output == "")
        #expect(malformed.errors.contains(Self.fixtures + "/appledb-malformed/iPhone/iPhone16,1.json: not valid JSON"))
        #expect(malformed.errors.contains(Self.fixtures + "/simulators-malformed/Broken.simdevicetype/Contents/Resources/profile.plist: not a property list"))
        #expect(malformed.errors.hasSuffix("devinfo-generate: 5 unusable upstream file(s); nothing compared\n"))
        #expect(Self.run(["--simulators", Self.fixtures + "/nowhere"]).code == 74)
    }

    @Test(arguments: [
        [String](),
        ["--appledb"],
        ["--appledb", "--simulators", "x"],
        ["--appledb", "x", "--family", "Phone"],
        ["--appledb", "x", "--as-of", "22.11.2026"],
        ["--appledb", "x", "--check"]
    ])
    func badArgumentsExit64WithUsage(arguments: [String]) {
        let outcome = Self.run(arguments)
        #expect(outcome.code == 64)
        #expect(outcome.errors.contains("usage: devinfo-generate --freshness"))
    }

    @Test func helpPrintsUsageAndExitsZero() {
        let outcome = Self.run(["--help"])
        #expect(outcome.code == 0 && outcome.output.hasPrefix("usage: devinfo-generate --freshness"))
    }

    @Test func invalidDataExitsOneWithItsProblems() {
        let outcome = FreshnessCommand.run(
            ["--freshness", "--appledb", Self.appleDB],
            loadData: { _ in
                throw DataErrors([DataError(file: "Data/devices/iPhone.tsv", line: 7, reason: "duplicate identifier iPhone16,1")])
            }, today: Self.today)
        #expect(outcome.code == 1)
        #expect(outcome.errors.hasPrefix("Data/devices/iPhone.tsv:7: duplicate identifier iPhone16,1\n"))
    }

    // MARK: The mapping from Data/ (adapt with DataSet+Freshness.swift when the data model changes)

    /// Rows given as column → cell; columns not given are empty.
    static func table(_ columns: [String], _ rows: [[String: String]]) -> String {
        ([columns.joined(separator: "\t")] + rows.map { row in columns.map { row[$0] ?? "" }.joined(separator: "\t") })
            .joined(separator: "\n") + "\n"
    }

    @Test func dataSetRowsBecomeEntriesWithRenderAndPanelPixels() throws {
        let screen = [
            "screen": "iphone-x", "panelWidth": "1125", "panelHeight": "2436", "pointsWidth": "375", "pointsHeight": "812",
            "scale": "3", "nativeScale": "3", "displayZoom": "supported", "zoomedPointsWidth": "320",
            "zoomedPointsHeight": "693", "zoomedNativeScale": "3.515625", "diagonalInches": "5.8", "pixelsPerInch": "458",
            "cutout": "notch", "homeControl": "indicator", "hasRoundedCorners": "yes"
        ]
        let devices = [
            ["identifier": "iPhone10,3", "family": "iPhone", "name": "iPhone X", "variant": "Global", "releaseYear": "2017", "displays": "iphone-x"],
            ["identifier": "iPhone10,6", "family": "iPhone", "name": "iPhone X", "variant": "GSM", "releaseYear": "2017", "displays": ""]
        ]
        let data = try DataSet.load(
            screenFiles: [SourceFile(path: "Data/screens/iPhone.tsv", text: Self.table(screenColumns, [screen]))],
            deviceFiles: [SourceFile(path: "Data/devices/iPhone.tsv", text: Self.table(deviceColumns, devices))])
        #expect(
            data.freshnessEntries == [
                FreshnessEntry(
                    identifier: "iPhone10,3", name: "iPhone X", variant: "Global",
                    renderPixels: Self.size(1125, 2436), panelPixels: Self.size(1125, 2436), scale: 3, year: 2017),
                FreshnessEntry(identifier: "iPhone10,6", name: "iPhone X", variant: "GSM", year: 2017)  // displays unknown
            ])
    }
}
