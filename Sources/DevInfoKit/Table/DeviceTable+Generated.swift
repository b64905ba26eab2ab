// DeviceTable+Generated.swift — generated, do not edit.
// Made by `swift run devinfo-generate` from Data/screens/*.tsv and Data/devices/*.tsv.
// Edit those tables and rerun the command; a test fails while this file is out of date.

// swiftlint:disable all

extension DeviceTable {
    /// 3 screen classes, in Data/screens order.
    static let screens: [ScreenRecord] = [
        // 0
        ScreenRecord(id: "ipod-original", panelWidth: 320, panelHeight: 480, pointsWidth: 320, pointsHeight: 480, scale: 1, nativeScale: 1, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 3.5, pixelsPerInch: 163, cutout: .none, homeControl: .button, roundedCorners: false, insets: nil, insetsIOS: 0),
        // 1
        ScreenRecord(id: "ipod-4", panelWidth: 640, panelHeight: 960, pointsWidth: 320, pointsHeight: 480, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 3.5, pixelsPerInch: 326, cutout: .none, homeControl: .button, roundedCorners: false, insets: nil, insetsIOS: 0),
        // 2
        ScreenRecord(id: "ipod-5", panelWidth: 640, panelHeight: 1136, pointsWidth: 320, pointsHeight: 568, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 4.0, pixelsPerInch: 326, cutout: .none, homeControl: .button, roundedCorners: false, insets: (20, 0, 0, 0, 0, 0, 0, 0), insetsIOS: 15),
    ]

    /// 7 devices: iPhone, iPad, iPod; numerically by identifier within a family.
    static let devices: [DeviceRecord] = [
        DeviceRecord(identifier: "iPod1,1", family: .iPod, major: 1, minor: 1, name: "iPod touch (1st generation)", variant: "", year: 2007, screen: 0),  // 0
        DeviceRecord(identifier: "iPod2,1", family: .iPod, major: 2, minor: 1, name: "iPod touch (2nd generation)", variant: "", year: 2008, screen: 0),  // 1
        DeviceRecord(identifier: "iPod3,1", family: .iPod, major: 3, minor: 1, name: "iPod touch (3rd generation)", variant: "", year: 2009, screen: 0),  // 2
        DeviceRecord(identifier: "iPod4,1", family: .iPod, major: 4, minor: 1, name: "iPod touch (4th generation)", variant: "", year: 2010, screen: 1),  // 3
        DeviceRecord(identifier: "iPod5,1", family: .iPod, major: 5, minor: 1, name: "iPod touch (5th generation)", variant: "", year: 2012, screen: 2),  // 4
        DeviceRecord(identifier: "iPod7,1", family: .iPod, major: 7, minor: 1, name: "iPod touch (6th generation)", variant: "", year: 2015, screen: 2),  // 5
        DeviceRecord(identifier: "iPod9,1", family: .iPod, major: 9, minor: 1, name: "iPod touch (7th generation)", variant: "", year: 2019, screen: 2),  // 6
    ]

    /// Start of each iPhone major number's slots in `slots`; one past the last major ends it.
    static let iPhoneMajorStart: [UInt16] = [0]

    /// Start of each iPad major number's slots in `slots`; one past the last major ends it.
    static let iPadMajorStart: [UInt16] = [0]

    /// Start of each iPod major number's slots in `slots`; one past the last major ends it.
    static let iPodMajorStart: [UInt16] = [0, 0, 1, 2, 3, 4, 5, 5, 6, 6, 7]

    /// Row + 1 for each family/major/minor, 0 for a gap.
    static let slots: [UInt16] = [
        1, 2, 3, 4, 5, 6, 7,
    ]
}
