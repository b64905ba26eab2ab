import DevInfoKit
import DevInfoVocabulary
import Foundation
import TestSupport
import Testing

/// The library against Data/ itself: every row of Data/devices is a device with the same facts, and the
/// counts are the data's, never numbers written into a test.
@Suite struct TableTests {
    @Test func everyFamilyFileIsAFamilyWithRowsAndTheCountsMatch() throws {
        let files = DataFiles.devices
        #expect(Set(files.keys) == Set(DeviceFamily.all.map(\.rawValue)), "one Data/devices file per family")
        #expect(DeviceFamily.all.map(\.rawValue) == ["iPhone", "iPad", "iPod", "Mac", "Watch", "AppleTV", "Vision", "HomePod"])
        for family in DeviceFamily.all {
            let rows = try #require(files[family.rawValue], "Data/devices/\(family.rawValue).tsv")
            #expect(!rows.isEmpty, "\(family) has rows")
            #expect(Device.all(in: family).count == rows.count, "\(family)")
            #expect(family.isCovered)
        }
        #expect(Device.all.count == files.values.map(\.count).reduce(0, +))
        #expect(Device.all.count == DeviceFamily.all.map { Device.all(in: $0).count }.reduce(0, +))
    }

    @Test func everyRowOfDataDevicesIsTheDeviceOfItsIdentifier() throws {
        for (file, rows) in DataFiles.devices {
            for row in rows {
                let identifier = row["identifier"]
                let device = try #require(Device(identifier: identifier), "\(identifier) from Data/devices/\(file).tsv")
                #expect(device.family.rawValue == file)
                #expect(device.name == row["name"])
                #expect(device.variant == (row["variant"].isEmpty ? nil : row["variant"]))
                #expect(device.releaseYear == Int(row["releaseYear"]))
                switch row["displays"] {
                case "":
                    #expect(device.hasBuiltInDisplay == nil, "\(identifier): empty means not confirmed")
                    #expect(device.displays.isEmpty)
                case "none":
                    #expect(device.hasBuiltInDisplay == false, "\(identifier)")
                    #expect(device.displays.isEmpty)
                    #expect(device.hasNotch == false)
                case let cell:
                    let parts = cell.split(separator: " ").map { $0.split(separator: ":").map(String.init) }
                    #expect(device.hasBuiltInDisplay == true, "\(identifier)")
                    #expect(device.displays.map(\.id) == parts.map { $0.last ?? "" })
                    #expect(device.displays.map(\.role.rawValue) == parts.map { $0.count == 2 ? $0[0] : "main" })
                    #expect(device.mainDisplay == device.displays.first)
                }
            }
        }
    }

    @Test func everyDisplayCarriesItsScreenRowAndItsSafeAreaHistory() throws {
        var seen = Set<String>()
        for device in Device.all {
            for display in device.displays where seen.insert(display.id).inserted {
                let row = try #require(DataFiles.screens[display.id])
                func int(_ column: String) -> Int? { Int(row[column]) }
                func number(_ column: String) -> Double? { Double(row[column]) }
                func pair(_ width: String, _ height: String) -> [Int]? { int(width).flatMap { w in int(height).map { [w, $0] } } }
                #expect(display.panelPixels.map { [$0.width, $0.height] } == pair("panelWidth", "panelHeight"))
                #expect(display.points.map { [$0.width, $0.height] } == pair("pointsWidth", "pointsHeight"))
                #expect(display.scale == int("scale"))
                #expect(display.nativeScale == number("nativeScale"))
                #expect(display.diagonalInches == number("diagonalInches"))
                #expect(display.pixelsPerInch == int("pixelsPerInch"))
                #expect(display.cutout?.rawValue == (row["cutout"].isEmpty ? nil : row["cutout"]))
                #expect(display.homeControl?.rawValue == (row["homeControl"].isEmpty ? nil : row["homeControl"]))
                #expect(display.cornerRadius == number("cornerRadius"))
                #expect(display.caseMillimeters == int("caseMillimeters"))
                #expect(display.displayZoom.status == row["displayZoom"])
                #expect(display.isLandscapeNative == (device.family == .mac))
                // The class's entries that give insets, each clipped to the device's life (`runs`).
                let history = (DataFiles.safeAreas[display.id] ?? []).filter { !$0["portraitTop"].isEmpty || !$0["landscapeTop"].isEmpty }
                let clipped = history.compactMap { row -> [Int]? in
                    guard let from = Int(row["from"]), let until = Int(row["until"]), from <= until else {
                        Issue.record("Data/safe-areas: \(display.id) has the OS range \(row["from"])–\(row["until"])")
                        return nil
                    }
                    let run = (from...until).filter { device.runs(OSVersion($0)) != false && device.family.osVersions.contains(OSVersion($0)) }
                    guard let first = run.first, let last = run.last else { return nil }
                    return [max(from, first), min(until, last)]
                }
                #expect(display.safeAreaHistory.map { [$0.osVersions.lowerBound, $0.osVersions.upperBound] } == clipped, "\(device) \(display.id)")
                #expect(display.safeArea == display.safeAreaHistory.last)
            }
        }
        #expect(seen.count == DataFiles.screens.count, "every screen row is used by some device")
    }

    @Test func everyFactsExportColumnCountIsItsExportColumns() {
        for spec in DeviceFact.allCases.map(\.spec) + DisplayFact.allCases.map(\.spec) {
            #expect(spec.exportColumnCount == spec.exportColumns.count, "\(spec.name)")
        }
    }

    @Test func aRowWithoutACellForAColumnReadsItAsEmpty() {
        // A new column in Data/ reaches the rows written before it as empty cells: unknown, never a trap.
        let rows = DataFiles.rows(text: "# a comment\nscreen\tpanelWidth\tnewColumn\niphone-x\t1125\n\nipad\t\t1\textra\n")
        #expect(rows.map { $0["screen"] } == ["iphone-x", "ipad"])
        #expect(rows.map { $0["newColumn"] } == ["", "1"])
        #expect(rows[0]["panelWidth"] == "1125" && rows[0]["notAColumn"] == "")
    }

    @Test func naturalOrientationIsPortraitExceptOnAMac() {
        for device in Device.all {
            for display in device.displays {
                guard let points = display.points else { continue }
                if display.isLandscapeNative {
                    #expect(points.width >= points.height, "\(device) \(display.id)")
                } else {
                    #expect(points.width <= points.height, "\(device) \(display.id)")
                }
            }
        }
    }

    @Test func theTableCoversTheNewestDevicesOfEveryFamily() throws {
        #expect(Device(identifier: "iPhone1,1")?.name == "iPhone")
        #expect(Device(identifier: "iPhone18,4")?.name == "iPhone Air")
        #expect(Device(identifier: "iPhone18,5")?.name == "iPhone 17e")
        #expect(Device(identifier: "iPad16,1")?.name == "iPad mini (A17 Pro)")
        #expect(Device(identifier: "Mac14,2")?.name == "MacBook Air (M2, 2022)")
        #expect(Device(identifier: "Watch6,1")?.name == "Apple Watch Series 6 (40mm)")
        #expect(Device(identifier: "AppleTV14,1")?.name == "Apple TV 4K (3rd generation)")
        #expect(Device(identifier: "AudioAccessory5,1")?.name == "HomePod mini")
        #expect(Device.all(in: .iPad).allSatisfy { $0.cutout == .noCutout })
        #expect(Device.all(in: .iPod).allSatisfy { $0.hasHomeButton == true })
        #expect(Device.all(in: .appleTV).allSatisfy { $0.hasBuiltInDisplay == false })
        #expect(Device.all(in: .homePod).allSatisfy { $0.hasBuiltInDisplay == false })
    }

    @Test func anUncoveredFamilyHasNoDevices() {
        let toaster = DeviceFamily(rawValue: "Toaster")
        #expect(!toaster.isCovered)
        #expect(Device.all(in: toaster).isEmpty)
        #expect(toaster.description == "Toaster")
    }
}

/// `DeviceList`, ordering and identity.
@Suite struct ListAndOrderTests {
    @Test func deviceListsAreZeroBased() throws {
        let iPads = Device.all(in: .iPad)
        #expect(iPads.startIndex == 0)
        #expect(iPads.endIndex == iPads.count)
        #expect(iPads[0] == Device(identifier: "iPad1,1"), "the first iPad, not the table's first row")
        #expect(iPads[0].family == .iPad)
        #expect(iPads.first == iPads[0])
        #expect(iPads.last == iPads[iPads.count - 1])
        #expect(Device.all(in: .iPod)[0] == Device(identifier: "iPod1,1"))
        #expect(Device.all[0] == Device(identifier: "iPhone1,1"))
        #expect(Array(iPads.indices) == Array(0..<iPads.count))
    }

    @Test func theTableIsInItsOwnSortOrder() {
        #expect(Device.all.sorted() == Array(Device.all))
        #expect(Array(Device.all).shuffled().sorted() == Array(Device.all))
        for family in DeviceFamily.all {
            let list = Array(Device.all(in: family))
            #expect(list.sorted { $0.identifier < $1.identifier } == list, "\(family): numerically by identifier")
        }
        #expect(Device(identifier: "iPhone9,1")! < Device(identifier: "iPhone10,1")!)
        #expect(Device(identifier: "iPhone18,5")! < Device(identifier: "iPad1,1")!, "families in table order")
    }

    @Test func theIdentifiableIDIsTheIdentifier() {
        for device in Device.all { #expect(device.id == device.identifier) }
        #expect(Set(Device.all.map(\.id)).count == Device.all.count)
    }
}

/// Descriptions read as facts and never show the table's internal indices.
@Suite struct DescriptionTests {
    @Test func deviceDescriptions() throws {
        let xr = try #require(Device(identifier: "iPhone11,8"))
        #expect(xr.description == "iPhone11,8 (iPhone XR)")
        #expect(xr.debugDescription == "Device(iPhone11,8: iPhone XR, iPhone, 2018)")
        #expect(xr.fullName == "iPhone XR")
        #expect("\(xr)" == "iPhone11,8 (iPhone XR)")
        #expect(String(reflecting: xr) == "Device(iPhone11,8: iPhone XR, iPhone, 2018)")
        #expect("\([xr])" == "[Device(iPhone11,8: iPhone XR, iPhone, 2018)]")
        let mbp = try #require(Device(identifier: "MacBookPro18,3"))
        #expect(mbp.description == "MacBookPro18,3 (MacBook Pro (14-inch, 2021) (M1 Pro))")
        #expect(mbp.fullName == "MacBook Pro (14-inch, 2021) (M1 Pro)")
        for device in Device.all {
            #expect(device.description == "\(device.identifier) (\(device.fullName))")
        }
    }

    @Test func displayAndSafeAreaDescriptions() throws {
        let screen = try #require(Device(identifier: "iPhone11,8")?.mainDisplay)
        #expect(screen.description == "main display iphone-xr: 828×1792 pixels, 414×896 points @2x")
        #expect(String(reflecting: screen) == screen.description)
        #expect(String(describing: Optional(screen)) == "Optional(main display iphone-xr: 828×1792 pixels, 414×896 points @2x)")
        #expect(
            screen.safeArea?.description
                == "portrait top 48, left 0, bottom 34, right 0; landscape top 0, left 48, bottom 21, right 48 (OS 14–18)")
        #expect(screen.safeArea(forOSVersion: 12)?.description == "portrait top 44, left 0, bottom 34, right 0 (OS 12)")
        #expect(Device(identifier: "MacBookPro18,3")?.mainDisplay?.safeArea?.description == "landscape top 32, left 0, bottom 0, right 0 (OS 26)")
        let duo = try #require(Device(identifier: "iPhone19,4"))
        #expect(
            duo.displays.map(\.description) == [
                "outer display iphone-duo-outer: 1398×2034 pixels, 466×678 points @3x",
                "inner display iphone-duo-inner: 1878×2670 pixels, 669×951 points @3x"
            ])
        #expect(screen.zoomed?.description == "zoomed 375×812 points @2x (nativeScale 2.208)")
        #expect(Device(identifier: "iPhone14,4")?.mainDisplay?.cutoutFrame?.description == "174×37.33 at (100.5, 0)")
        #expect(Device(identifier: "iPhone15,2")?.mainDisplay?.cutoutFrame?.description == "125×36.67 at (134, 11.33)")
        #expect(Device(identifier: "iPhone11,8")?.mainDisplay?.cutoutFrame == nil)
    }

    @Test func listLookupAndMatchDescriptions() throws {
        let iPods = Device.all(in: .iPod)
        #expect(iPods.description.hasPrefix("[iPod1,1 (iPod touch (1st generation)), iPod2,1 (iPod touch (2nd generation)), "))
        #expect(iPods.description == "[" + iPods.map(\.description).joined(separator: ", ") + "]")
        #expect(String(reflecting: iPods) == iPods.description)
        #expect(Device.lookup("iPhone11,8").description == "iPhone11,8 (iPhone XR)")
        #expect(Device.lookup("iPhone99,1").description == "iPhone99,1 (unknown: not in devinfo's table)")
        #expect(Device.lookup("Zork1,1").description == "Zork1,1 (unknown: no Apple device family starts with these letters)")
        let matches = Device.matching(.renderPixels(PixelSize(width: 750, height: 1624)))
        #expect(
            matches.description == """
                render pixels 750×1624:
                  zoomed iphone-xr: iPhone12,1 (iPhone 11), iPhone11,8 (iPhone XR)
                """)
        #expect(DeviceIdentifier("iPad13,16").components?.description == "iPad 13,16 (family iPad)")
        #expect(DeviceFamily.watch.description == "Apple Watch")
        #expect(DeviceFamily.iPod.description == "iPod touch")
    }

    @Test func noDescriptionLeaksATableIndex() throws {
        // Rows and screens are small integers inside; nothing a person reads may show one.
        let duo = try #require(Device(identifier: "iPhone19,4"))
        let texts =
            [
                duo.description, duo.debugDescription, String(reflecting: duo), "\(duo.displays)",
                "\(Device.lookup("iPhone19,4"))", "\(Device.all(in: .homePod))"
            ] + duo.displays.map { String(reflecting: $0) }
        for text in texts {
            #expect(!text.contains("index"), "\(text)")
            #expect(!text.contains("screenIndex"), "\(text)")
            #expect(!text.contains("rows:"), "\(text)")
        }
    }
}

/// `Codable`: the JSON shape `devinfo --json` prints, and back.
@Suite struct CodingTests {
    static func object(_ value: some Encodable) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? [String: Any])
    }

    @Test func everyDeviceRoundTrips() throws {
        for device in Device.all {
            let data = try JSONEncoder().encode(device)
            #expect(try JSONDecoder().decode(Device.self, from: data) == device)
            #expect(try JSONDecoder().decode(DeviceLookup.self, from: data) == .known(device))
            for display in device.displays {
                // A decoded display is its class (the payload names no device): same id and role.
                let decoded = try JSONDecoder().decode(Display.self, from: JSONEncoder().encode(display))
                #expect(decoded.id == display.id && decoded.role == display.role)
            }
        }
    }

    @Test func aBareIdentifierDecodesToTheDevice() throws {
        let device = try JSONDecoder().decode(Device.self, from: Data(#""MacBookPro18,3""#.utf8))
        #expect(device == Device(identifier: "MacBookPro18,3"))
        let list = try JSONDecoder().decode([Device].self, from: Data(#"["iPhone11,8", {"identifier": "Watch7,9"}]"#.utf8))
        #expect(list.map(\.identifier) == ["iPhone11,8", "Watch7,9"])
    }

    @Test(arguments: [#""iPhone99,1""#, #"{"identifier": "iPhone99,1"}"#, #""iphone11,8""#, #""""#, #"{"name": "iPhone XR"}"#, "42"])
    func anIdentifierTheTableLacksDoesNotDecodeToADevice(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Device.self, from: Data(json.utf8)) }
    }

    @Test func unknownIdentifiersRoundTripAsUnknown() throws {
        let lookup = Device.lookup("iPhone99,1")
        let data = try JSONEncoder().encode(lookup)
        #expect(try JSONDecoder().decode(DeviceLookup.self, from: data) == lookup)
        let object = try Self.object(lookup)
        #expect(object["known"] as? Bool == false)
        #expect(object["unknownReason"] as? String == "unlistedModel")
        #expect(object["family"] as? String == "iPhone")
        #expect(object["major"] as? Int == 99)
        #expect(object["mainDisplay"] is NSNull)
        #expect(object.count == DeviceFact.allCases.filter(\.spec.json).count, "every key is present")
    }

    @Test func aDeviceObjectHasEveryKeyAndNullForUnknownFacts() throws {
        let object = try Self.object(try #require(Device(identifier: "iPhone19,2")))
        #expect(
            Set(object.keys) == [
                "identifier", "known", "name", "variant", "family", "major", "minor", "releaseYear", "chip", "firstOSVersion",
                "lastOSVersion", "isStillSupported", "runsOSVersionAsked", "unknownReason", "detectedFrom", "cutout", "homeControl",
                "hasNotch", "hasDynamicIsland", "hasSensorHousing", "hasHomeIndicator", "hasHomeButton", "hasBuiltInDisplay",
                "mainDisplay", "displays", "safeArea"
            ])
        // The iPhone 18 Pro: the shape of its cutout rests on one source (Apple), so cutout and hasNotch are null,
        // while two libraries' island lists confirm the system's Dynamic Island.
        #expect(object["cutout"] is NSNull)
        #expect(object["hasNotch"] is NSNull)
        #expect(object["hasDynamicIsland"] as? Bool == true)
        #expect(object["firstOSVersion"] as? String == "27.0", "confirmed by AppleDB and Apple's restore images")
        #expect(object["homeControl"] is NSNull)
        #expect(object["hasHomeIndicator"] is NSNull)
        #expect(object["safeArea"] is NSNull)
        let vision = try Self.object(try #require(Device(identifier: "RealityDevice14,1")))
        #expect(vision["displays"] is NSNull, "not confirmed")
        #expect(vision["hasBuiltInDisplay"] is NSNull)
        let mini = try Self.object(try #require(Device(identifier: "Mac14,3")))
        #expect(mini["displays"] as? [Any] != nil && (mini["displays"] as! [Any]).isEmpty, "no display: []")
        #expect(mini["hasNotch"] as? Bool == false)
        #expect(mini["cutout"] as? String == "noCutout")
    }

    @Test func safeAreasEncodeTheirOSRange() throws {
        let safeArea = try #require(Device(identifier: "iPhone11,8")?.mainDisplay?.safeArea(forOSVersion: 13))
        let object = try Self.object(safeArea)
        #expect(object["fromOSVersion"] as? Int == 13)
        #expect(object["untilOSVersion"] as? Int == 13)
        #expect(object["portrait"] as? [String: Int] == ["top": 44, "left": 0, "bottom": 34, "right": 0])
        #expect(try JSONDecoder().decode(SafeArea.self, from: JSONEncoder().encode(safeArea)) == safeArea)
        let backwards = #"{"fromOSVersion": 18, "untilOSVersion": 14, "portrait": null, "landscape": null}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SafeArea.self, from: Data(backwards.utf8)) }
    }

    @Test func aDeviceListEncodesAsAnArrayAndDecodesOnlyAsATableRun() throws {
        let iPods = Device.all(in: .iPod)
        let data = try JSONEncoder().encode(iPods)
        #expect(try JSONDecoder().decode([Device].self, from: data) == Array(iPods))
        #expect(try JSONDecoder().decode(DeviceList.self, from: data) == iPods)
        #expect(try JSONDecoder().decode(DeviceList.self, from: Data("[]".utf8)).isEmpty)
        // Not consecutive table rows: decode [Device] for such a list.
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(DeviceList.self, from: Data(#"["iPod1,1", "iPod9,1"]"#.utf8))
        }
    }

    @Test func openSetsEncodeTheirRawValues() throws {
        let values = try JSONDecoder().decode(
            [String].self,
            from: JSONEncoder().encode([Cutout.noCutout.rawValue, Cutout.punchHole.rawValue, HomeControl.neither.rawValue]))
        #expect(values == ["noCutout", "punchHole", "neither"])
        #expect(try JSONDecoder().decode(Cutout.self, from: Data(#""hologram""#.utf8)) == Cutout(rawValue: "hologram"))
        #expect(try JSONDecoder().decode(DeviceFamily.self, from: Data(#""Mac""#.utf8)) == .mac)
        #expect(try JSONDecoder().decode(UnknownReason.self, from: Data(#""malformed""#.utf8)) == .malformed)
    }
}

/// The fact descriptions say which JSON keys can be `null` (the schema article prints it): a key declared
/// never-null is never null for any device, display or unknown identifier.
@Suite struct FactNullabilityTests {
    @Test func aKeyDeclaredNeverNullIsNeverNull() {
        let lookups = Device.all.map(DeviceLookup.known) + [.unknown(UnknownDevice(identifier: "Zork1,1")), .unknown(UnknownDevice(identifier: "x"))]
        let context = FactContext()
        func isNull(_ value: FactValue) -> Bool { if case .null = value { return true } else { return false } }
        for fact in DeviceFact.allCases where !fact.spec.nullable {
            #expect(!lookups.contains { isNull($0.value(of: fact, context)) }, "\(fact.spec.name)")
        }
        for fact in DisplayFact.allCases where !fact.spec.nullable {
            #expect(!Display.allClasses.contains { isNull($0.value(of: fact, context)) }, "\(fact.spec.name)")
        }
    }
}
