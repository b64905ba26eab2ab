// DeviceTable+Generated.swift — generated, do not edit.
// Made by `swift run devinfo-generate` from Data/screens/*.tsv and Data/devices/*.tsv.
// Edit those tables and rerun the command; a test fails while this file is out of date.

// swiftlint:disable all

extension DeviceTable {
    /// 41 screen classes, in Data/screens order.
    static let screens: [ScreenRecord] = [
        // 0
        ScreenRecord(id: "ipad-original", panelWidth: 768, panelHeight: 1024, pointsWidth: 768, pointsHeight: 1024, scale: 1, nativeScale: 1, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 9.7, pixelsPerInch: 132, cutout: .none, homeControl: .button, roundedCorners: false, insets: nil, insetsIOS: 0),
        // 1
        ScreenRecord(id: "ipad-retina-9-7-legacy", panelWidth: 1536, panelHeight: 2048, pointsWidth: 768, pointsHeight: 1024, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 9.7, pixelsPerInch: 264, cutout: .none, homeControl: .button, roundedCorners: false, insets: nil, insetsIOS: 0),
        // 2
        ScreenRecord(id: "ipad-mini-original", panelWidth: 768, panelHeight: 1024, pointsWidth: 768, pointsHeight: 1024, scale: 1, nativeScale: 1, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 7.9, pixelsPerInch: 163, cutout: .none, homeControl: .button, roundedCorners: false, insets: nil, insetsIOS: 0),
        // 3
        ScreenRecord(id: "ipad-retina-9-7", panelWidth: 1536, panelHeight: 2048, pointsWidth: 768, pointsHeight: 1024, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 9.7, pixelsPerInch: 264, cutout: .none, homeControl: .button, roundedCorners: false, insets: (20, 0, 0, 0, 20, 0, 0, 0), insetsIOS: 12),
        // 4
        ScreenRecord(id: "ipad-mini-retina", panelWidth: 1536, panelHeight: 2048, pointsWidth: 768, pointsHeight: 1024, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 7.9, pixelsPerInch: 326, cutout: .none, homeControl: .button, roundedCorners: false, insets: (20, 0, 0, 0, 20, 0, 0, 0), insetsIOS: 12),
        // 5
        ScreenRecord(id: "ipad-pro-12-9-home-button", panelWidth: 2048, panelHeight: 2732, pointsWidth: 1024, pointsHeight: 1366, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 12.9, pixelsPerInch: 264, cutout: .none, homeControl: .button, roundedCorners: false, insets: (20, 0, 0, 0, 20, 0, 0, 0), insetsIOS: 16),
        // 6
        ScreenRecord(id: "ipad-pro-10-5", panelWidth: 1668, panelHeight: 2224, pointsWidth: 834, pointsHeight: 1112, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 10.5, pixelsPerInch: 264, cutout: .none, homeControl: .button, roundedCorners: false, insets: (20, 0, 0, 0, 20, 0, 0, 0), insetsIOS: 17),
        // 7
        ScreenRecord(id: "ipad-pro-11", panelWidth: 1668, panelHeight: 2388, pointsWidth: 834, pointsHeight: 1194, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 11, pixelsPerInch: 264, cutout: .none, homeControl: .indicator, roundedCorners: true, insets: (24, 0, 20, 0, 24, 0, 20, 0), insetsIOS: 18),
        // 8
        ScreenRecord(id: "ipad-pro-12-9", panelWidth: 2048, panelHeight: 2732, pointsWidth: 1024, pointsHeight: 1366, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 12.9, pixelsPerInch: 264, cutout: .none, homeControl: .indicator, roundedCorners: true, insets: (24, 0, 20, 0, 24, 0, 20, 0), insetsIOS: 18),
        // 9
        ScreenRecord(id: "ipad-10-2", panelWidth: 1620, panelHeight: 2160, pointsWidth: 810, pointsHeight: 1080, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 10.2, pixelsPerInch: 264, cutout: .none, homeControl: .button, roundedCorners: false, insets: (20, 0, 0, 0, 20, 0, 0, 0), insetsIOS: 18),
        // 10
        ScreenRecord(id: "ipad-10-9", panelWidth: 1640, panelHeight: 2360, pointsWidth: 820, pointsHeight: 1180, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 10.9, pixelsPerInch: 264, cutout: .none, homeControl: .indicator, roundedCorners: true, insets: (24, 0, 20, 0, 24, 0, 20, 0), insetsIOS: 18),
        // 11
        ScreenRecord(id: "ipad-mini-6", panelWidth: 1488, panelHeight: 2266, pointsWidth: 744, pointsHeight: 1133, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 8.3, pixelsPerInch: 326, cutout: .none, homeControl: .indicator, roundedCorners: true, insets: (24, 0, 20, 0, 24, 0, 20, 0), insetsIOS: 18),
        // 12
        ScreenRecord(id: "ipad-air-11-m2", panelWidth: 1640, panelHeight: 2360, pointsWidth: 820, pointsHeight: 1180, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 11, pixelsPerInch: 264, cutout: .none, homeControl: .indicator, roundedCorners: true, insets: (24, 0, 20, 0, 24, 0, 20, 0), insetsIOS: 18),
        // 13
        ScreenRecord(id: "ipad-air-13-m2", panelWidth: 2048, panelHeight: 2732, pointsWidth: 1024, pointsHeight: 1366, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 13, pixelsPerInch: 264, cutout: .none, homeControl: .indicator, roundedCorners: true, insets: (24, 0, 20, 0, 24, 0, 20, 0), insetsIOS: 18),
        // 14
        ScreenRecord(id: "ipad-pro-11-m4", panelWidth: 1668, panelHeight: 2420, pointsWidth: 834, pointsHeight: 1210, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 11, pixelsPerInch: 264, cutout: .none, homeControl: .indicator, roundedCorners: true, insets: (24, 0, 20, 0, 24, 0, 20, 0), insetsIOS: 18),
        // 15
        ScreenRecord(id: "ipad-pro-13-m4", panelWidth: 2064, panelHeight: 2752, pointsWidth: 1032, pointsHeight: 1376, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 13, pixelsPerInch: 264, cutout: .none, homeControl: .indicator, roundedCorners: true, insets: (24, 0, 20, 0, 24, 0, 20, 0), insetsIOS: 18),
        // 16
        ScreenRecord(id: "ipad-pro-11-m5", panelWidth: 1668, panelHeight: 2420, pointsWidth: 834, pointsHeight: 1210, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 11, pixelsPerInch: 264, cutout: .none, homeControl: .indicator, roundedCorners: true, insets: nil, insetsIOS: 0),
        // 17
        ScreenRecord(id: "ipad-pro-13-m5", panelWidth: 2064, panelHeight: 2752, pointsWidth: 1032, pointsHeight: 1376, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 13, pixelsPerInch: 264, cutout: .none, homeControl: .indicator, roundedCorners: true, insets: nil, insetsIOS: 0),
        // 18
        ScreenRecord(id: "ipad-air-11-m4", panelWidth: 1640, panelHeight: 2360, pointsWidth: 820, pointsHeight: 1180, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 11, pixelsPerInch: 264, cutout: .none, homeControl: .indicator, roundedCorners: true, insets: nil, insetsIOS: 0),
        // 19
        ScreenRecord(id: "ipad-air-13-m4", panelWidth: 2048, panelHeight: 2732, pointsWidth: 1024, pointsHeight: 1366, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 13, pixelsPerInch: 264, cutout: .none, homeControl: .indicator, roundedCorners: true, insets: nil, insetsIOS: 0),
        // 20
        ScreenRecord(id: "iphone-original", panelWidth: 320, panelHeight: 480, pointsWidth: 320, pointsHeight: 480, scale: 1, nativeScale: 1, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 3.5, pixelsPerInch: 163, cutout: .none, homeControl: .button, roundedCorners: false, insets: nil, insetsIOS: 0),
        // 21
        ScreenRecord(id: "iphone-4", panelWidth: 640, panelHeight: 960, pointsWidth: 320, pointsHeight: 480, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 3.5, pixelsPerInch: 326, cutout: .none, homeControl: .button, roundedCorners: false, insets: nil, insetsIOS: 0),
        // 22
        ScreenRecord(id: "iphone-5", panelWidth: 640, panelHeight: 1136, pointsWidth: 320, pointsHeight: 568, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 4.0, pixelsPerInch: 326, cutout: .none, homeControl: .button, roundedCorners: false, insets: (20, 0, 0, 0, 0, 0, 0, 0), insetsIOS: 15),
        // 23
        ScreenRecord(id: "iphone-6", panelWidth: 750, panelHeight: 1334, pointsWidth: 375, pointsHeight: 667, scale: 2, nativeScale: 2, displayZoom: .supported, zoomedPointsWidth: 320, zoomedPointsHeight: 568, zoomedNativeScale: 2.34375, diagonalInches: 4.7, pixelsPerInch: 326, cutout: .none, homeControl: .button, roundedCorners: false, insets: (20, 0, 0, 0, 0, 0, 0, 0), insetsIOS: 26),
        // 24
        ScreenRecord(id: "iphone-6-plus", panelWidth: 1080, panelHeight: 1920, pointsWidth: 414, pointsHeight: 736, scale: 3, nativeScale: 2.608696, displayZoom: .supported, zoomedPointsWidth: 375, zoomedPointsHeight: 667, zoomedNativeScale: 2.88, diagonalInches: 5.5, pixelsPerInch: 401, cutout: .none, homeControl: .button, roundedCorners: false, insets: (20, 0, 0, 0, 0, 0, 0, 0), insetsIOS: 16),
        // 25
        ScreenRecord(id: "iphone-x", panelWidth: 1125, panelHeight: 2436, pointsWidth: 375, pointsHeight: 812, scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPointsWidth: 320, zoomedPointsHeight: 693, zoomedNativeScale: 3.515625, diagonalInches: 5.8, pixelsPerInch: 458, cutout: .notch, homeControl: .indicator, roundedCorners: true, insets: (44, 0, 34, 0, 0, 44, 21, 44), insetsIOS: 13),
        // 26
        ScreenRecord(id: "iphone-xs-max", panelWidth: 1242, panelHeight: 2688, pointsWidth: 414, pointsHeight: 896, scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPointsWidth: 375, zoomedPointsHeight: 812, zoomedNativeScale: 3.312, diagonalInches: 6.5, pixelsPerInch: 458, cutout: .notch, homeControl: .indicator, roundedCorners: true, insets: (44, 0, 34, 0, 0, 44, 21, 44), insetsIOS: 18),
        // 27
        ScreenRecord(id: "iphone-xr", panelWidth: 828, panelHeight: 1792, pointsWidth: 414, pointsHeight: 896, scale: 2, nativeScale: 2, displayZoom: .supported, zoomedPointsWidth: 375, zoomedPointsHeight: 812, zoomedNativeScale: 2.208, diagonalInches: 6.1, pixelsPerInch: 326, cutout: .notch, homeControl: .indicator, roundedCorners: true, insets: (48, 0, 34, 0, 0, 48, 21, 48), insetsIOS: 18),
        // 28
        ScreenRecord(id: "iphone-12", panelWidth: 1170, panelHeight: 2532, pointsWidth: 390, pointsHeight: 844, scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPointsWidth: 320, zoomedPointsHeight: 693, zoomedNativeScale: 3.65625, diagonalInches: 6.1, pixelsPerInch: 460, cutout: .notch, homeControl: .indicator, roundedCorners: true, insets: (47, 0, 34, 0, 0, 47, 21, 47), insetsIOS: 18),
        // 29
        ScreenRecord(id: "iphone-12-mini", panelWidth: 1080, panelHeight: 2340, pointsWidth: 375, pointsHeight: 812, scale: 3, nativeScale: 2.88, displayZoom: .supported, zoomedPointsWidth: 320, zoomedPointsHeight: 693, zoomedNativeScale: 3.375, diagonalInches: 5.4, pixelsPerInch: 476, cutout: .notch, homeControl: .indicator, roundedCorners: true, insets: (50, 0, 34, 0, 0, 50, 21, 50), insetsIOS: 18),
        // 30
        ScreenRecord(id: "iphone-12-pro-max", panelWidth: 1284, panelHeight: 2778, pointsWidth: 428, pointsHeight: 926, scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPointsWidth: 375, zoomedPointsHeight: 812, zoomedNativeScale: 3.424, diagonalInches: 6.7, pixelsPerInch: 458, cutout: .notch, homeControl: .indicator, roundedCorners: true, insets: (47, 0, 34, 0, 0, 47, 21, 47), insetsIOS: 18),
        // 31
        ScreenRecord(id: "iphone-14-pro", panelWidth: 1179, panelHeight: 2556, pointsWidth: 393, pointsHeight: 852, scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPointsWidth: 320, zoomedPointsHeight: 693, zoomedNativeScale: 3.684375, diagonalInches: 6.1, pixelsPerInch: 460, cutout: .dynamicIsland, homeControl: .indicator, roundedCorners: true, insets: (59, 0, 34, 0, 0, 59, 20, 59), insetsIOS: 26),
        // 32
        ScreenRecord(id: "iphone-14-pro-max", panelWidth: 1290, panelHeight: 2796, pointsWidth: 430, pointsHeight: 932, scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPointsWidth: 375, zoomedPointsHeight: 812, zoomedNativeScale: 3.44, diagonalInches: 6.7, pixelsPerInch: 460, cutout: .dynamicIsland, homeControl: .indicator, roundedCorners: true, insets: (59, 0, 34, 0, 0, 59, 20, 59), insetsIOS: 26),
        // 33
        ScreenRecord(id: "iphone-16-pro", panelWidth: 1206, panelHeight: 2622, pointsWidth: 402, pointsHeight: 874, scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPointsWidth: 320, zoomedPointsHeight: 693, zoomedNativeScale: 3.76875, diagonalInches: 6.3, pixelsPerInch: 460, cutout: .dynamicIsland, homeControl: .indicator, roundedCorners: true, insets: (62, 0, 34, 0, 0, 62, 20, 62), insetsIOS: 26),
        // 34
        ScreenRecord(id: "iphone-16-pro-max", panelWidth: 1320, panelHeight: 2868, pointsWidth: 440, pointsHeight: 956, scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPointsWidth: 375, zoomedPointsHeight: 812, zoomedNativeScale: 3.52, diagonalInches: 6.9, pixelsPerInch: 460, cutout: .dynamicIsland, homeControl: .indicator, roundedCorners: true, insets: (62, 0, 34, 0, 0, 62, 20, 62), insetsIOS: 26),
        // 35
        ScreenRecord(id: "iphone-16e", panelWidth: 1170, panelHeight: 2532, pointsWidth: 390, pointsHeight: 844, scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPointsWidth: 320, zoomedPointsHeight: 693, zoomedNativeScale: 3.65625, diagonalInches: 6.1, pixelsPerInch: 460, cutout: .notch, homeControl: .indicator, roundedCorners: true, insets: (47, 0, 34, 0, 0, 47, 20, 47), insetsIOS: 26),
        // 36
        ScreenRecord(id: "iphone-air", panelWidth: 1260, panelHeight: 2736, pointsWidth: 420, pointsHeight: 912, scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPointsWidth: 375, zoomedPointsHeight: 812, zoomedNativeScale: 3.36, diagonalInches: 6.5, pixelsPerInch: 460, cutout: .dynamicIsland, homeControl: .indicator, roundedCorners: true, insets: (68, 0, 34, 0, 0, 68, 20, 68), insetsIOS: 26),
        // 37
        ScreenRecord(id: "iphone-17e", panelWidth: 1170, panelHeight: 2532, pointsWidth: 390, pointsHeight: 844, scale: 3, nativeScale: 3, displayZoom: .unknown, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 6.1, pixelsPerInch: 460, cutout: .notch, homeControl: .indicator, roundedCorners: true, insets: (47, 0, 34, 0, 0, 47, 20, 47), insetsIOS: 26),
        // 38
        ScreenRecord(id: "ipod-original", panelWidth: 320, panelHeight: 480, pointsWidth: 320, pointsHeight: 480, scale: 1, nativeScale: 1, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 3.5, pixelsPerInch: 163, cutout: .none, homeControl: .button, roundedCorners: false, insets: nil, insetsIOS: 0),
        // 39
        ScreenRecord(id: "ipod-4", panelWidth: 640, panelHeight: 960, pointsWidth: 320, pointsHeight: 480, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 3.5, pixelsPerInch: 326, cutout: .none, homeControl: .button, roundedCorners: false, insets: nil, insetsIOS: 0),
        // 40
        ScreenRecord(id: "ipod-5", panelWidth: 640, panelHeight: 1136, pointsWidth: 320, pointsHeight: 568, scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPointsWidth: 0, zoomedPointsHeight: 0, zoomedNativeScale: 0, diagonalInches: 4.0, pixelsPerInch: 326, cutout: .none, homeControl: .button, roundedCorners: false, insets: (20, 0, 0, 0, 0, 0, 0, 0), insetsIOS: 15),
    ]

    /// 175 devices: iPhone, iPad, iPod; numerically by identifier within a family.
    static let devices: [DeviceRecord] = [
        DeviceRecord(identifier: "iPhone1,1", family: .iPhone, major: 1, minor: 1, name: "iPhone", variant: "", year: 2007, screen: 20),  // 0
        DeviceRecord(identifier: "iPhone1,2", family: .iPhone, major: 1, minor: 2, name: "iPhone 3G", variant: "", year: 2008, screen: 20),  // 1
        DeviceRecord(identifier: "iPhone2,1", family: .iPhone, major: 2, minor: 1, name: "iPhone 3GS", variant: "", year: 2009, screen: 20),  // 2
        DeviceRecord(identifier: "iPhone3,1", family: .iPhone, major: 3, minor: 1, name: "iPhone 4", variant: "GSM", year: 2010, screen: 21),  // 3
        DeviceRecord(identifier: "iPhone3,2", family: .iPhone, major: 3, minor: 2, name: "iPhone 4", variant: "GSM (2012)", year: 2012, screen: 21),  // 4
        DeviceRecord(identifier: "iPhone3,3", family: .iPhone, major: 3, minor: 3, name: "iPhone 4", variant: "CDMA", year: 2011, screen: 21),  // 5
        DeviceRecord(identifier: "iPhone4,1", family: .iPhone, major: 4, minor: 1, name: "iPhone 4s", variant: "", year: 2011, screen: 21),  // 6
        DeviceRecord(identifier: "iPhone5,1", family: .iPhone, major: 5, minor: 1, name: "iPhone 5", variant: "GSM", year: 2012, screen: 22),  // 7
        DeviceRecord(identifier: "iPhone5,2", family: .iPhone, major: 5, minor: 2, name: "iPhone 5", variant: "Global", year: 2012, screen: 22),  // 8
        DeviceRecord(identifier: "iPhone5,3", family: .iPhone, major: 5, minor: 3, name: "iPhone 5c", variant: "GSM", year: 2013, screen: 22),  // 9
        DeviceRecord(identifier: "iPhone5,4", family: .iPhone, major: 5, minor: 4, name: "iPhone 5c", variant: "Global", year: 2013, screen: 22),  // 10
        DeviceRecord(identifier: "iPhone6,1", family: .iPhone, major: 6, minor: 1, name: "iPhone 5s", variant: "GSM", year: 2013, screen: 22),  // 11
        DeviceRecord(identifier: "iPhone6,2", family: .iPhone, major: 6, minor: 2, name: "iPhone 5s", variant: "Global", year: 2013, screen: 22),  // 12
        DeviceRecord(identifier: "iPhone7,1", family: .iPhone, major: 7, minor: 1, name: "iPhone 6 Plus", variant: "", year: 2014, screen: 24),  // 13
        DeviceRecord(identifier: "iPhone7,2", family: .iPhone, major: 7, minor: 2, name: "iPhone 6", variant: "", year: 2014, screen: 23),  // 14
        DeviceRecord(identifier: "iPhone8,1", family: .iPhone, major: 8, minor: 1, name: "iPhone 6s", variant: "", year: 2015, screen: 23),  // 15
        DeviceRecord(identifier: "iPhone8,2", family: .iPhone, major: 8, minor: 2, name: "iPhone 6s Plus", variant: "", year: 2015, screen: 24),  // 16
        DeviceRecord(identifier: "iPhone8,4", family: .iPhone, major: 8, minor: 4, name: "iPhone SE (1st generation)", variant: "", year: 2016, screen: 22),  // 17
        DeviceRecord(identifier: "iPhone9,1", family: .iPhone, major: 9, minor: 1, name: "iPhone 7", variant: "Global", year: 2016, screen: 23),  // 18
        DeviceRecord(identifier: "iPhone9,2", family: .iPhone, major: 9, minor: 2, name: "iPhone 7 Plus", variant: "Global", year: 2016, screen: 24),  // 19
        DeviceRecord(identifier: "iPhone9,3", family: .iPhone, major: 9, minor: 3, name: "iPhone 7", variant: "GSM", year: 2016, screen: 23),  // 20
        DeviceRecord(identifier: "iPhone9,4", family: .iPhone, major: 9, minor: 4, name: "iPhone 7 Plus", variant: "GSM", year: 2016, screen: 24),  // 21
        DeviceRecord(identifier: "iPhone10,1", family: .iPhone, major: 10, minor: 1, name: "iPhone 8", variant: "Global", year: 2017, screen: 23),  // 22
        DeviceRecord(identifier: "iPhone10,2", family: .iPhone, major: 10, minor: 2, name: "iPhone 8 Plus", variant: "Global", year: 2017, screen: 24),  // 23
        DeviceRecord(identifier: "iPhone10,3", family: .iPhone, major: 10, minor: 3, name: "iPhone X", variant: "Global", year: 2017, screen: 25),  // 24
        DeviceRecord(identifier: "iPhone10,4", family: .iPhone, major: 10, minor: 4, name: "iPhone 8", variant: "GSM", year: 2017, screen: 23),  // 25
        DeviceRecord(identifier: "iPhone10,5", family: .iPhone, major: 10, minor: 5, name: "iPhone 8 Plus", variant: "GSM", year: 2017, screen: 24),  // 26
        DeviceRecord(identifier: "iPhone10,6", family: .iPhone, major: 10, minor: 6, name: "iPhone X", variant: "GSM", year: 2017, screen: 25),  // 27
        DeviceRecord(identifier: "iPhone11,2", family: .iPhone, major: 11, minor: 2, name: "iPhone XS", variant: "", year: 2018, screen: 25),  // 28
        DeviceRecord(identifier: "iPhone11,4", family: .iPhone, major: 11, minor: 4, name: "iPhone XS Max", variant: "China", year: 2018, screen: 26),  // 29
        DeviceRecord(identifier: "iPhone11,6", family: .iPhone, major: 11, minor: 6, name: "iPhone XS Max", variant: "", year: 2018, screen: 26),  // 30
        DeviceRecord(identifier: "iPhone11,8", family: .iPhone, major: 11, minor: 8, name: "iPhone XR", variant: "", year: 2018, screen: 27),  // 31
        DeviceRecord(identifier: "iPhone12,1", family: .iPhone, major: 12, minor: 1, name: "iPhone 11", variant: "", year: 2019, screen: 27),  // 32
        DeviceRecord(identifier: "iPhone12,3", family: .iPhone, major: 12, minor: 3, name: "iPhone 11 Pro", variant: "", year: 2019, screen: 25),  // 33
        DeviceRecord(identifier: "iPhone12,5", family: .iPhone, major: 12, minor: 5, name: "iPhone 11 Pro Max", variant: "", year: 2019, screen: 26),  // 34
        DeviceRecord(identifier: "iPhone12,8", family: .iPhone, major: 12, minor: 8, name: "iPhone SE (2nd generation)", variant: "", year: 2020, screen: 23),  // 35
        DeviceRecord(identifier: "iPhone13,1", family: .iPhone, major: 13, minor: 1, name: "iPhone 12 mini", variant: "", year: 2020, screen: 29),  // 36
        DeviceRecord(identifier: "iPhone13,2", family: .iPhone, major: 13, minor: 2, name: "iPhone 12", variant: "", year: 2020, screen: 28),  // 37
        DeviceRecord(identifier: "iPhone13,3", family: .iPhone, major: 13, minor: 3, name: "iPhone 12 Pro", variant: "", year: 2020, screen: 28),  // 38
        DeviceRecord(identifier: "iPhone13,4", family: .iPhone, major: 13, minor: 4, name: "iPhone 12 Pro Max", variant: "", year: 2020, screen: 30),  // 39
        DeviceRecord(identifier: "iPhone14,2", family: .iPhone, major: 14, minor: 2, name: "iPhone 13 Pro", variant: "", year: 2021, screen: 28),  // 40
        DeviceRecord(identifier: "iPhone14,3", family: .iPhone, major: 14, minor: 3, name: "iPhone 13 Pro Max", variant: "", year: 2021, screen: 30),  // 41
        DeviceRecord(identifier: "iPhone14,4", family: .iPhone, major: 14, minor: 4, name: "iPhone 13 mini", variant: "", year: 2021, screen: 29),  // 42
        DeviceRecord(identifier: "iPhone14,5", family: .iPhone, major: 14, minor: 5, name: "iPhone 13", variant: "", year: 2021, screen: 28),  // 43
        DeviceRecord(identifier: "iPhone14,6", family: .iPhone, major: 14, minor: 6, name: "iPhone SE (3rd generation)", variant: "", year: 2022, screen: 23),  // 44
        DeviceRecord(identifier: "iPhone14,7", family: .iPhone, major: 14, minor: 7, name: "iPhone 14", variant: "", year: 2022, screen: 28),  // 45
        DeviceRecord(identifier: "iPhone14,8", family: .iPhone, major: 14, minor: 8, name: "iPhone 14 Plus", variant: "", year: 2022, screen: 30),  // 46
        DeviceRecord(identifier: "iPhone15,2", family: .iPhone, major: 15, minor: 2, name: "iPhone 14 Pro", variant: "", year: 2022, screen: 31),  // 47
        DeviceRecord(identifier: "iPhone15,3", family: .iPhone, major: 15, minor: 3, name: "iPhone 14 Pro Max", variant: "", year: 2022, screen: 32),  // 48
        DeviceRecord(identifier: "iPhone15,4", family: .iPhone, major: 15, minor: 4, name: "iPhone 15", variant: "", year: 2023, screen: 31),  // 49
        DeviceRecord(identifier: "iPhone15,5", family: .iPhone, major: 15, minor: 5, name: "iPhone 15 Plus", variant: "", year: 2023, screen: 32),  // 50
        DeviceRecord(identifier: "iPhone16,1", family: .iPhone, major: 16, minor: 1, name: "iPhone 15 Pro", variant: "", year: 2023, screen: 31),  // 51
        DeviceRecord(identifier: "iPhone16,2", family: .iPhone, major: 16, minor: 2, name: "iPhone 15 Pro Max", variant: "", year: 2023, screen: 32),  // 52
        DeviceRecord(identifier: "iPhone17,1", family: .iPhone, major: 17, minor: 1, name: "iPhone 16 Pro", variant: "", year: 2024, screen: 33),  // 53
        DeviceRecord(identifier: "iPhone17,2", family: .iPhone, major: 17, minor: 2, name: "iPhone 16 Pro Max", variant: "", year: 2024, screen: 34),  // 54
        DeviceRecord(identifier: "iPhone17,3", family: .iPhone, major: 17, minor: 3, name: "iPhone 16", variant: "", year: 2024, screen: 31),  // 55
        DeviceRecord(identifier: "iPhone17,4", family: .iPhone, major: 17, minor: 4, name: "iPhone 16 Plus", variant: "", year: 2024, screen: 32),  // 56
        DeviceRecord(identifier: "iPhone17,5", family: .iPhone, major: 17, minor: 5, name: "iPhone 16e", variant: "", year: 2025, screen: 35),  // 57
        DeviceRecord(identifier: "iPhone18,1", family: .iPhone, major: 18, minor: 1, name: "iPhone 17 Pro", variant: "", year: 2025, screen: 33),  // 58
        DeviceRecord(identifier: "iPhone18,2", family: .iPhone, major: 18, minor: 2, name: "iPhone 17 Pro Max", variant: "", year: 2025, screen: 34),  // 59
        DeviceRecord(identifier: "iPhone18,3", family: .iPhone, major: 18, minor: 3, name: "iPhone 17", variant: "", year: 2025, screen: 33),  // 60
        DeviceRecord(identifier: "iPhone18,4", family: .iPhone, major: 18, minor: 4, name: "iPhone Air", variant: "", year: 2025, screen: 36),  // 61
        DeviceRecord(identifier: "iPhone18,5", family: .iPhone, major: 18, minor: 5, name: "iPhone 17e", variant: "", year: 2026, screen: 37),  // 62
        DeviceRecord(identifier: "iPad1,1", family: .iPad, major: 1, minor: 1, name: "iPad", variant: "", year: 2010, screen: 0),  // 63
        DeviceRecord(identifier: "iPad2,1", family: .iPad, major: 2, minor: 1, name: "iPad 2", variant: "Wi-Fi", year: 2011, screen: 0),  // 64
        DeviceRecord(identifier: "iPad2,2", family: .iPad, major: 2, minor: 2, name: "iPad 2", variant: "Wi-Fi + 3G (GSM)", year: 2011, screen: 0),  // 65
        DeviceRecord(identifier: "iPad2,3", family: .iPad, major: 2, minor: 3, name: "iPad 2", variant: "Wi-Fi + 3G (CDMA)", year: 2011, screen: 0),  // 66
        DeviceRecord(identifier: "iPad2,4", family: .iPad, major: 2, minor: 4, name: "iPad 2", variant: "Wi-Fi (Mid 2012)", year: 2012, screen: 0),  // 67
        DeviceRecord(identifier: "iPad2,5", family: .iPad, major: 2, minor: 5, name: "iPad mini", variant: "Wi-Fi", year: 2012, screen: 2),  // 68
        DeviceRecord(identifier: "iPad2,6", family: .iPad, major: 2, minor: 6, name: "iPad mini", variant: "Wi-Fi + Cellular", year: 2012, screen: 2),  // 69
        DeviceRecord(identifier: "iPad2,7", family: .iPad, major: 2, minor: 7, name: "iPad mini", variant: "Wi-Fi + Cellular (MM)", year: 2012, screen: 2),  // 70
        DeviceRecord(identifier: "iPad3,1", family: .iPad, major: 3, minor: 1, name: "iPad (3rd generation)", variant: "Wi-Fi", year: 2012, screen: 1),  // 71
        DeviceRecord(identifier: "iPad3,2", family: .iPad, major: 3, minor: 2, name: "iPad (3rd generation)", variant: "Wi-Fi + Cellular (VZ)", year: 2012, screen: 1),  // 72
        DeviceRecord(identifier: "iPad3,3", family: .iPad, major: 3, minor: 3, name: "iPad (3rd generation)", variant: "Wi-Fi + Cellular", year: 2012, screen: 1),  // 73
        DeviceRecord(identifier: "iPad3,4", family: .iPad, major: 3, minor: 4, name: "iPad (4th generation)", variant: "Wi-Fi", year: 2012, screen: 1),  // 74
        DeviceRecord(identifier: "iPad3,5", family: .iPad, major: 3, minor: 5, name: "iPad (4th generation)", variant: "Wi-Fi + Cellular", year: 2012, screen: 1),  // 75
        DeviceRecord(identifier: "iPad3,6", family: .iPad, major: 3, minor: 6, name: "iPad (4th generation)", variant: "Wi-Fi + Cellular (MM)", year: 2012, screen: 1),  // 76
        DeviceRecord(identifier: "iPad4,1", family: .iPad, major: 4, minor: 1, name: "iPad Air", variant: "Wi-Fi", year: 2013, screen: 3),  // 77
        DeviceRecord(identifier: "iPad4,2", family: .iPad, major: 4, minor: 2, name: "iPad Air", variant: "Wi-Fi + Cellular", year: 2013, screen: 3),  // 78
        DeviceRecord(identifier: "iPad4,3", family: .iPad, major: 4, minor: 3, name: "iPad Air", variant: "Wi-Fi + Cellular (TD-LTE)", year: 2014, screen: 3),  // 79
        DeviceRecord(identifier: "iPad4,4", family: .iPad, major: 4, minor: 4, name: "iPad mini 2", variant: "Wi-Fi", year: 2013, screen: 4),  // 80
        DeviceRecord(identifier: "iPad4,5", family: .iPad, major: 4, minor: 5, name: "iPad mini 2", variant: "Wi-Fi + Cellular", year: 2013, screen: 4),  // 81
        DeviceRecord(identifier: "iPad4,6", family: .iPad, major: 4, minor: 6, name: "iPad mini 2", variant: "Wi-Fi + Cellular (TD-LTE)", year: 2014, screen: 4),  // 82
        DeviceRecord(identifier: "iPad4,7", family: .iPad, major: 4, minor: 7, name: "iPad mini 3", variant: "Wi-Fi", year: 2014, screen: 4),  // 83
        DeviceRecord(identifier: "iPad4,8", family: .iPad, major: 4, minor: 8, name: "iPad mini 3", variant: "Wi-Fi + Cellular", year: 2014, screen: 4),  // 84
        DeviceRecord(identifier: "iPad4,9", family: .iPad, major: 4, minor: 9, name: "iPad mini 3", variant: "Wi-Fi + Cellular (TD-LTE)", year: 2014, screen: 4),  // 85
        DeviceRecord(identifier: "iPad5,1", family: .iPad, major: 5, minor: 1, name: "iPad mini 4", variant: "Wi-Fi", year: 2015, screen: 4),  // 86
        DeviceRecord(identifier: "iPad5,2", family: .iPad, major: 5, minor: 2, name: "iPad mini 4", variant: "Wi-Fi + Cellular", year: 2015, screen: 4),  // 87
        DeviceRecord(identifier: "iPad5,3", family: .iPad, major: 5, minor: 3, name: "iPad Air 2", variant: "Wi-Fi", year: 2014, screen: 3),  // 88
        DeviceRecord(identifier: "iPad5,4", family: .iPad, major: 5, minor: 4, name: "iPad Air 2", variant: "Wi-Fi + Cellular", year: 2014, screen: 3),  // 89
        DeviceRecord(identifier: "iPad6,3", family: .iPad, major: 6, minor: 3, name: "iPad Pro (9.7-inch)", variant: "Wi-Fi", year: 2016, screen: 3),  // 90
        DeviceRecord(identifier: "iPad6,4", family: .iPad, major: 6, minor: 4, name: "iPad Pro (9.7-inch)", variant: "Wi-Fi + Cellular", year: 2016, screen: 3),  // 91
        DeviceRecord(identifier: "iPad6,7", family: .iPad, major: 6, minor: 7, name: "iPad Pro (12.9-inch)", variant: "Wi-Fi", year: 2015, screen: 5),  // 92
        DeviceRecord(identifier: "iPad6,8", family: .iPad, major: 6, minor: 8, name: "iPad Pro (12.9-inch)", variant: "Wi-Fi + Cellular", year: 2015, screen: 5),  // 93
        DeviceRecord(identifier: "iPad6,11", family: .iPad, major: 6, minor: 11, name: "iPad (5th generation)", variant: "Wi-Fi", year: 2017, screen: 3),  // 94
        DeviceRecord(identifier: "iPad6,12", family: .iPad, major: 6, minor: 12, name: "iPad (5th generation)", variant: "Wi-Fi + Cellular", year: 2017, screen: 3),  // 95
        DeviceRecord(identifier: "iPad7,1", family: .iPad, major: 7, minor: 1, name: "iPad Pro (12.9-inch) (2nd generation)", variant: "Wi-Fi", year: 2017, screen: 5),  // 96
        DeviceRecord(identifier: "iPad7,2", family: .iPad, major: 7, minor: 2, name: "iPad Pro (12.9-inch) (2nd generation)", variant: "Wi-Fi + Cellular", year: 2017, screen: 5),  // 97
        DeviceRecord(identifier: "iPad7,3", family: .iPad, major: 7, minor: 3, name: "iPad Pro (10.5-inch)", variant: "Wi-Fi", year: 2017, screen: 6),  // 98
        DeviceRecord(identifier: "iPad7,4", family: .iPad, major: 7, minor: 4, name: "iPad Pro (10.5-inch)", variant: "Wi-Fi + Cellular", year: 2017, screen: 6),  // 99
        DeviceRecord(identifier: "iPad7,5", family: .iPad, major: 7, minor: 5, name: "iPad (6th generation)", variant: "Wi-Fi", year: 2018, screen: 3),  // 100
        DeviceRecord(identifier: "iPad7,6", family: .iPad, major: 7, minor: 6, name: "iPad (6th generation)", variant: "Wi-Fi + Cellular", year: 2018, screen: 3),  // 101
        DeviceRecord(identifier: "iPad7,11", family: .iPad, major: 7, minor: 11, name: "iPad (7th generation)", variant: "Wi-Fi", year: 2019, screen: 9),  // 102
        DeviceRecord(identifier: "iPad7,12", family: .iPad, major: 7, minor: 12, name: "iPad (7th generation)", variant: "Wi-Fi + Cellular", year: 2019, screen: 9),  // 103
        DeviceRecord(identifier: "iPad8,1", family: .iPad, major: 8, minor: 1, name: "iPad Pro (11-inch)", variant: "Wi-Fi", year: 2018, screen: 7),  // 104
        DeviceRecord(identifier: "iPad8,2", family: .iPad, major: 8, minor: 2, name: "iPad Pro (11-inch)", variant: "1TB Wi-Fi", year: 2018, screen: 7),  // 105
        DeviceRecord(identifier: "iPad8,3", family: .iPad, major: 8, minor: 3, name: "iPad Pro (11-inch)", variant: "Wi-Fi + Cellular", year: 2018, screen: 7),  // 106
        DeviceRecord(identifier: "iPad8,4", family: .iPad, major: 8, minor: 4, name: "iPad Pro (11-inch)", variant: "1TB Wi-Fi + Cellular", year: 2018, screen: 7),  // 107
        DeviceRecord(identifier: "iPad8,5", family: .iPad, major: 8, minor: 5, name: "iPad Pro (12.9-inch) (3rd generation)", variant: "Wi-Fi", year: 2018, screen: 8),  // 108
        DeviceRecord(identifier: "iPad8,6", family: .iPad, major: 8, minor: 6, name: "iPad Pro (12.9-inch) (3rd generation)", variant: "1TB Wi-Fi", year: 2018, screen: 8),  // 109
        DeviceRecord(identifier: "iPad8,7", family: .iPad, major: 8, minor: 7, name: "iPad Pro (12.9-inch) (3rd generation)", variant: "Wi-Fi + Cellular", year: 2018, screen: 8),  // 110
        DeviceRecord(identifier: "iPad8,8", family: .iPad, major: 8, minor: 8, name: "iPad Pro (12.9-inch) (3rd generation)", variant: "1TB Wi-Fi + Cellular", year: 2018, screen: 8),  // 111
        DeviceRecord(identifier: "iPad8,9", family: .iPad, major: 8, minor: 9, name: "iPad Pro (11-inch) (2nd generation)", variant: "Wi-Fi", year: 2020, screen: 7),  // 112
        DeviceRecord(identifier: "iPad8,10", family: .iPad, major: 8, minor: 10, name: "iPad Pro (11-inch) (2nd generation)", variant: "Wi-Fi + Cellular", year: 2020, screen: 7),  // 113
        DeviceRecord(identifier: "iPad8,11", family: .iPad, major: 8, minor: 11, name: "iPad Pro (12.9-inch) (4th generation)", variant: "Wi-Fi", year: 2020, screen: 8),  // 114
        DeviceRecord(identifier: "iPad8,12", family: .iPad, major: 8, minor: 12, name: "iPad Pro (12.9-inch) (4th generation)", variant: "Wi-Fi + Cellular", year: 2020, screen: 8),  // 115
        DeviceRecord(identifier: "iPad11,1", family: .iPad, major: 11, minor: 1, name: "iPad mini (5th generation)", variant: "Wi-Fi", year: 2019, screen: 4),  // 116
        DeviceRecord(identifier: "iPad11,2", family: .iPad, major: 11, minor: 2, name: "iPad mini (5th generation)", variant: "Wi-Fi + Cellular", year: 2019, screen: 4),  // 117
        DeviceRecord(identifier: "iPad11,3", family: .iPad, major: 11, minor: 3, name: "iPad Air (3rd generation)", variant: "Wi-Fi", year: 2019, screen: 6),  // 118
        DeviceRecord(identifier: "iPad11,4", family: .iPad, major: 11, minor: 4, name: "iPad Air (3rd generation)", variant: "Wi-Fi + Cellular", year: 2019, screen: 6),  // 119
        DeviceRecord(identifier: "iPad11,6", family: .iPad, major: 11, minor: 6, name: "iPad (8th generation)", variant: "Wi-Fi", year: 2020, screen: 9),  // 120
        DeviceRecord(identifier: "iPad11,7", family: .iPad, major: 11, minor: 7, name: "iPad (8th generation)", variant: "Wi-Fi + Cellular", year: 2020, screen: 9),  // 121
        DeviceRecord(identifier: "iPad12,1", family: .iPad, major: 12, minor: 1, name: "iPad (9th generation)", variant: "Wi-Fi", year: 2021, screen: 9),  // 122
        DeviceRecord(identifier: "iPad12,2", family: .iPad, major: 12, minor: 2, name: "iPad (9th generation)", variant: "Wi-Fi + Cellular", year: 2021, screen: 9),  // 123
        DeviceRecord(identifier: "iPad13,1", family: .iPad, major: 13, minor: 1, name: "iPad Air (4th generation)", variant: "Wi-Fi", year: 2020, screen: 10),  // 124
        DeviceRecord(identifier: "iPad13,2", family: .iPad, major: 13, minor: 2, name: "iPad Air (4th generation)", variant: "Wi-Fi + Cellular", year: 2020, screen: 10),  // 125
        DeviceRecord(identifier: "iPad13,4", family: .iPad, major: 13, minor: 4, name: "iPad Pro (11-inch) (3rd generation)", variant: "Wi-Fi", year: 2021, screen: 7),  // 126
        DeviceRecord(identifier: "iPad13,5", family: .iPad, major: 13, minor: 5, name: "iPad Pro (11-inch) (3rd generation)", variant: "1TB/2TB Wi-Fi", year: 2021, screen: 7),  // 127
        DeviceRecord(identifier: "iPad13,6", family: .iPad, major: 13, minor: 6, name: "iPad Pro (11-inch) (3rd generation)", variant: "Wi-Fi + Cellular", year: 2021, screen: 7),  // 128
        DeviceRecord(identifier: "iPad13,7", family: .iPad, major: 13, minor: 7, name: "iPad Pro (11-inch) (3rd generation)", variant: "1TB/2TB Wi-Fi + Cellular", year: 2021, screen: 7),  // 129
        DeviceRecord(identifier: "iPad13,8", family: .iPad, major: 13, minor: 8, name: "iPad Pro (12.9-inch) (5th generation)", variant: "Wi-Fi", year: 2021, screen: 8),  // 130
        DeviceRecord(identifier: "iPad13,9", family: .iPad, major: 13, minor: 9, name: "iPad Pro (12.9-inch) (5th generation)", variant: "1TB/2TB Wi-Fi", year: 2021, screen: 8),  // 131
        DeviceRecord(identifier: "iPad13,10", family: .iPad, major: 13, minor: 10, name: "iPad Pro (12.9-inch) (5th generation)", variant: "Wi-Fi + Cellular", year: 2021, screen: 8),  // 132
        DeviceRecord(identifier: "iPad13,11", family: .iPad, major: 13, minor: 11, name: "iPad Pro (12.9-inch) (5th generation)", variant: "1TB/2TB Wi-Fi + Cellular", year: 2021, screen: 8),  // 133
        DeviceRecord(identifier: "iPad13,16", family: .iPad, major: 13, minor: 16, name: "iPad Air (5th generation)", variant: "Wi-Fi", year: 2022, screen: 10),  // 134
        DeviceRecord(identifier: "iPad13,17", family: .iPad, major: 13, minor: 17, name: "iPad Air (5th generation)", variant: "Wi-Fi + Cellular", year: 2022, screen: 10),  // 135
        DeviceRecord(identifier: "iPad13,18", family: .iPad, major: 13, minor: 18, name: "iPad (10th generation)", variant: "Wi-Fi", year: 2022, screen: 10),  // 136
        DeviceRecord(identifier: "iPad13,19", family: .iPad, major: 13, minor: 19, name: "iPad (10th generation)", variant: "Wi-Fi + Cellular", year: 2022, screen: 10),  // 137
        DeviceRecord(identifier: "iPad14,1", family: .iPad, major: 14, minor: 1, name: "iPad mini (6th generation)", variant: "Wi-Fi", year: 2021, screen: 11),  // 138
        DeviceRecord(identifier: "iPad14,2", family: .iPad, major: 14, minor: 2, name: "iPad mini (6th generation)", variant: "Wi-Fi + Cellular", year: 2021, screen: 11),  // 139
        DeviceRecord(identifier: "iPad14,3", family: .iPad, major: 14, minor: 3, name: "iPad Pro (11-inch) (4th generation)", variant: "Wi-Fi", year: 2022, screen: 7),  // 140
        DeviceRecord(identifier: "iPad14,4", family: .iPad, major: 14, minor: 4, name: "iPad Pro (11-inch) (4th generation)", variant: "Wi-Fi + Cellular", year: 2022, screen: 7),  // 141
        DeviceRecord(identifier: "iPad14,5", family: .iPad, major: 14, minor: 5, name: "iPad Pro (12.9-inch) (6th generation)", variant: "Wi-Fi", year: 2022, screen: 8),  // 142
        DeviceRecord(identifier: "iPad14,6", family: .iPad, major: 14, minor: 6, name: "iPad Pro (12.9-inch) (6th generation)", variant: "Wi-Fi + Cellular", year: 2022, screen: 8),  // 143
        DeviceRecord(identifier: "iPad14,8", family: .iPad, major: 14, minor: 8, name: "iPad Air 11-inch (M2)", variant: "Wi-Fi", year: 2024, screen: 12),  // 144
        DeviceRecord(identifier: "iPad14,9", family: .iPad, major: 14, minor: 9, name: "iPad Air 11-inch (M2)", variant: "Wi-Fi + Cellular", year: 2024, screen: 12),  // 145
        DeviceRecord(identifier: "iPad14,10", family: .iPad, major: 14, minor: 10, name: "iPad Air 13-inch (M2)", variant: "Wi-Fi", year: 2024, screen: 13),  // 146
        DeviceRecord(identifier: "iPad14,11", family: .iPad, major: 14, minor: 11, name: "iPad Air 13-inch (M2)", variant: "Wi-Fi + Cellular", year: 2024, screen: 13),  // 147
        DeviceRecord(identifier: "iPad15,3", family: .iPad, major: 15, minor: 3, name: "iPad Air 11-inch (M3)", variant: "Wi-Fi", year: 2025, screen: 12),  // 148
        DeviceRecord(identifier: "iPad15,4", family: .iPad, major: 15, minor: 4, name: "iPad Air 11-inch (M3)", variant: "Wi-Fi + Cellular", year: 2025, screen: 12),  // 149
        DeviceRecord(identifier: "iPad15,5", family: .iPad, major: 15, minor: 5, name: "iPad Air 13-inch (M3)", variant: "Wi-Fi", year: 2025, screen: 13),  // 150
        DeviceRecord(identifier: "iPad15,6", family: .iPad, major: 15, minor: 6, name: "iPad Air 13-inch (M3)", variant: "Wi-Fi + Cellular", year: 2025, screen: 13),  // 151
        DeviceRecord(identifier: "iPad15,7", family: .iPad, major: 15, minor: 7, name: "iPad (A16)", variant: "Wi-Fi", year: 2025, screen: 12),  // 152
        DeviceRecord(identifier: "iPad15,8", family: .iPad, major: 15, minor: 8, name: "iPad (A16)", variant: "Wi-Fi + Cellular", year: 2025, screen: 12),  // 153
        DeviceRecord(identifier: "iPad16,1", family: .iPad, major: 16, minor: 1, name: "iPad mini (A17 Pro)", variant: "Wi-Fi", year: 2024, screen: 11),  // 154
        DeviceRecord(identifier: "iPad16,2", family: .iPad, major: 16, minor: 2, name: "iPad mini (A17 Pro)", variant: "Wi-Fi + Cellular", year: 2024, screen: 11),  // 155
        DeviceRecord(identifier: "iPad16,3", family: .iPad, major: 16, minor: 3, name: "iPad Pro 11-inch (M4)", variant: "Wi-Fi", year: 2024, screen: 14),  // 156
        DeviceRecord(identifier: "iPad16,4", family: .iPad, major: 16, minor: 4, name: "iPad Pro 11-inch (M4)", variant: "Wi-Fi + Cellular", year: 2024, screen: 14),  // 157
        DeviceRecord(identifier: "iPad16,5", family: .iPad, major: 16, minor: 5, name: "iPad Pro 13-inch (M4)", variant: "Wi-Fi", year: 2024, screen: 15),  // 158
        DeviceRecord(identifier: "iPad16,6", family: .iPad, major: 16, minor: 6, name: "iPad Pro 13-inch (M4)", variant: "Wi-Fi + Cellular", year: 2024, screen: 15),  // 159
        DeviceRecord(identifier: "iPad16,8", family: .iPad, major: 16, minor: 8, name: "iPad Air 11-inch (M4)", variant: "Wi-Fi", year: 2026, screen: 18),  // 160
        DeviceRecord(identifier: "iPad16,9", family: .iPad, major: 16, minor: 9, name: "iPad Air 11-inch (M4)", variant: "Wi-Fi + Cellular", year: 2026, screen: 18),  // 161
        DeviceRecord(identifier: "iPad16,10", family: .iPad, major: 16, minor: 10, name: "iPad Air 13-inch (M4)", variant: "Wi-Fi", year: 2026, screen: 19),  // 162
        DeviceRecord(identifier: "iPad16,11", family: .iPad, major: 16, minor: 11, name: "iPad Air 13-inch (M4)", variant: "Wi-Fi + Cellular", year: 2026, screen: 19),  // 163
        DeviceRecord(identifier: "iPad17,1", family: .iPad, major: 17, minor: 1, name: "iPad Pro 11-inch (M5)", variant: "Wi-Fi", year: 2025, screen: 16),  // 164
        DeviceRecord(identifier: "iPad17,2", family: .iPad, major: 17, minor: 2, name: "iPad Pro 11-inch (M5)", variant: "Wi-Fi + Cellular", year: 2025, screen: 16),  // 165
        DeviceRecord(identifier: "iPad17,3", family: .iPad, major: 17, minor: 3, name: "iPad Pro 13-inch (M5)", variant: "Wi-Fi", year: 2025, screen: 17),  // 166
        DeviceRecord(identifier: "iPad17,4", family: .iPad, major: 17, minor: 4, name: "iPad Pro 13-inch (M5)", variant: "Wi-Fi + Cellular", year: 2025, screen: 17),  // 167
        DeviceRecord(identifier: "iPod1,1", family: .iPod, major: 1, minor: 1, name: "iPod touch (1st generation)", variant: "", year: 2007, screen: 38),  // 168
        DeviceRecord(identifier: "iPod2,1", family: .iPod, major: 2, minor: 1, name: "iPod touch (2nd generation)", variant: "", year: 2008, screen: 38),  // 169
        DeviceRecord(identifier: "iPod3,1", family: .iPod, major: 3, minor: 1, name: "iPod touch (3rd generation)", variant: "", year: 2009, screen: 38),  // 170
        DeviceRecord(identifier: "iPod4,1", family: .iPod, major: 4, minor: 1, name: "iPod touch (4th generation)", variant: "", year: 2010, screen: 39),  // 171
        DeviceRecord(identifier: "iPod5,1", family: .iPod, major: 5, minor: 1, name: "iPod touch (5th generation)", variant: "", year: 2012, screen: 40),  // 172
        DeviceRecord(identifier: "iPod7,1", family: .iPod, major: 7, minor: 1, name: "iPod touch (6th generation)", variant: "", year: 2015, screen: 40),  // 173
        DeviceRecord(identifier: "iPod9,1", family: .iPod, major: 9, minor: 1, name: "iPod touch (7th generation)", variant: "", year: 2019, screen: 40),  // 174
    ]

    /// iPhone majors 0..<19 start at majorStart[0].
    static let iPhoneMajors = 0..<19
    /// iPad majors 0..<18 start at majorStart[20].
    static let iPadMajors = 20..<38
    /// iPod majors 0..<10 start at majorStart[39].
    static let iPodMajors = 39..<49

    /// Start of each family and major's slots in `slots`; the entry after a family's last major ends it.
    static let majorStart: [UInt16] = [
        0, 0, 2, 3, 6, 7, 11, 13, 15, 19, 23, 29, 37, 45, 49, 57, 62, 64, 69, 74,
        74, 74, 75, 82, 88, 97, 101, 113, 125, 137, 137, 137, 144, 146, 165, 176, 184, 195, 199, 199,
        199, 200, 201, 202, 203, 204, 204, 205, 205, 206,
    ]

    /// Row + 1 for each family/major/minor, 0 for a gap.
    static let slots: [UInt16] = [
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 0, 18, 19,
        20, 21, 22, 23, 24, 25, 26, 27, 28, 0, 29, 0, 30, 0, 31, 0, 32, 33, 0, 34,
        0, 35, 0, 0, 36, 37, 38, 39, 40, 0, 41, 42, 43, 44, 45, 46, 47, 0, 48, 49,
        50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69,
        70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89,
        90, 0, 0, 91, 92, 0, 0, 93, 94, 0, 0, 95, 96, 97, 98, 99, 100, 101, 102, 0,
        0, 0, 0, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119,
        120, 0, 121, 122, 123, 124, 125, 126, 0, 127, 128, 129, 130, 131, 132, 133, 134, 0, 0, 0,
        0, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 0, 145, 146, 147, 148, 0, 0, 149, 150,
        151, 152, 153, 154, 155, 156, 157, 158, 159, 160, 0, 161, 162, 163, 164, 165, 166, 167, 168, 169,
        170, 171, 172, 173, 174, 175,
    ]
}
