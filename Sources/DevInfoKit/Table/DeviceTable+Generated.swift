// DeviceTable+Generated.swift — generated, do not edit.
// Made by `swift run devinfo-generate` from Data/screens/*.tsv, Data/devices/*.tsv and Data/safe-areas/*.tsv.
// Edit those tables and rerun the command; a test fails while this file is out of date.

// swiftlint:disable all

extension DeviceTable {
    /// 8 families, in table order.
    static let families: [FamilyRecord] = [
        FamilyRecord(name: "iPhone", displayName: "iPhone", operatingSystem: "iOS", landscapeNative: false, firstRow: 0, endRow: 67),
        FamilyRecord(name: "iPad", displayName: "iPad", operatingSystem: "iPadOS", landscapeNative: false, firstRow: 67, endRow: 172),
        FamilyRecord(name: "iPod", displayName: "iPod touch", operatingSystem: "iOS", landscapeNative: false, firstRow: 172, endRow: 179),
        FamilyRecord(name: "Mac", displayName: "Mac", operatingSystem: "macOS", landscapeNative: true, firstRow: 179, endRow: 250),
        FamilyRecord(name: "Watch", displayName: "Apple Watch", operatingSystem: "watchOS", landscapeNative: false, firstRow: 250, endRow: 312),
        FamilyRecord(name: "AppleTV", displayName: "Apple TV", operatingSystem: "tvOS", landscapeNative: false, firstRow: 312, endRow: 320),
        FamilyRecord(name: "Vision", displayName: "Apple Vision", operatingSystem: "visionOS", landscapeNative: false, firstRow: 320, endRow: 322),
        FamilyRecord(name: "HomePod", displayName: "HomePod", operatingSystem: "audioOS", landscapeNative: false, firstRow: 322, endRow: 326),
    ]

    /// 67 display classes, by family, in Data/screens order.
    static let screens: [ScreenRecord] = [
        // 0
        ScreenRecord(id: "iphone-original", family: 0, panel: (320, 480), points: (320, 480), scale: 1, nativeScale: 1, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 3.5, pixelsPerInch: 163, cutout: "none", homeControl: "button", roundedCorners: false, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 0, safeAreaCount: 0),
        // 1
        ScreenRecord(id: "iphone-4", family: 0, panel: (640, 960), points: (320, 480), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 3.5, pixelsPerInch: 326, cutout: "none", homeControl: "button", roundedCorners: false, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 0, safeAreaCount: 0),
        // 2
        ScreenRecord(id: "iphone-5", family: 0, panel: (640, 1136), points: (320, 568), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 4.0, pixelsPerInch: 326, cutout: "none", homeControl: "button", roundedCorners: false, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 0, safeAreaCount: 2),
        // 3
        ScreenRecord(id: "iphone-6", family: 0, panel: (750, 1334), points: (375, 667), scale: 2, nativeScale: 2, displayZoom: .supported, zoomedPoints: (320, 568), zoomedNativeScale: 2.34375, diagonalInches: 4.7, pixelsPerInch: 326, cutout: "none", homeControl: "button", roundedCorners: false, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 2, safeAreaCount: 2),
        // 4
        ScreenRecord(id: "iphone-6-plus", family: 0, panel: (1080, 1920), points: (414, 736), scale: 3, nativeScale: 2.608696, displayZoom: .supported, zoomedPoints: (375, 667), zoomedNativeScale: 2.88, diagonalInches: 5.5, pixelsPerInch: 401, cutout: "none", homeControl: "button", roundedCorners: false, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 4, safeAreaCount: 2),
        // 5
        ScreenRecord(id: "iphone-x", family: 0, panel: (1125, 2436), points: (375, 812), scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPoints: (320, 693), zoomedNativeScale: 3.515625, diagonalInches: 5.8, pixelsPerInch: 458, cutout: "notch", homeControl: "indicator", roundedCorners: true, cornerRadius: 39, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 6, safeAreaCount: 2),
        // 6
        ScreenRecord(id: "iphone-xs-max", family: 0, panel: (1242, 2688), points: (414, 896), scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPoints: (375, 812), zoomedNativeScale: 3.312, diagonalInches: 6.5, pixelsPerInch: 458, cutout: "notch", homeControl: "indicator", roundedCorners: true, cornerRadius: 39, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 8, safeAreaCount: 2),
        // 7
        ScreenRecord(id: "iphone-xr", family: 0, panel: (828, 1792), points: (414, 896), scale: 2, nativeScale: 2, displayZoom: .supported, zoomedPoints: (375, 812), zoomedNativeScale: 2.208, diagonalInches: 6.1, pixelsPerInch: 326, cutout: "notch", homeControl: "indicator", roundedCorners: true, cornerRadius: 41.5, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 10, safeAreaCount: 3),
        // 8
        ScreenRecord(id: "iphone-12", family: 0, panel: (1170, 2532), points: (390, 844), scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPoints: (320, 693), zoomedNativeScale: 3.65625, diagonalInches: 6.1, pixelsPerInch: 460, cutout: "notch", homeControl: "indicator", roundedCorners: true, cornerRadius: 47.33, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 13, safeAreaCount: 1),
        // 9
        ScreenRecord(id: "iphone-12-mini", family: 0, panel: (1080, 2340), points: (375, 812), scale: 3, nativeScale: 2.88, displayZoom: .supported, zoomedPoints: (320, 693), zoomedNativeScale: 3.375, diagonalInches: 5.4, pixelsPerInch: 476, cutout: "notch", homeControl: "indicator", roundedCorners: true, cornerRadius: 44, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 14, safeAreaCount: 1),
        // 10
        ScreenRecord(id: "iphone-12-pro-max", family: 0, panel: (1284, 2778), points: (428, 926), scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPoints: (375, 812), zoomedNativeScale: 3.424, diagonalInches: 6.7, pixelsPerInch: 458, cutout: "notch", homeControl: "indicator", roundedCorners: true, cornerRadius: 53.33, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 15, safeAreaCount: 1),
        // 11
        ScreenRecord(id: "iphone-14-pro", family: 0, panel: (1179, 2556), points: (393, 852), scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPoints: (320, 693), zoomedNativeScale: 3.684375, diagonalInches: 6.1, pixelsPerInch: 460, cutout: "dynamicIsland", homeControl: "indicator", roundedCorners: true, cornerRadius: nil, cutoutFrame: (133.5, 11, 126, 37.33), caseMillimeters: nil, safeAreaStart: 16, safeAreaCount: 2),
        // 12
        ScreenRecord(id: "iphone-14-pro-max", family: 0, panel: (1290, 2796), points: (430, 932), scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPoints: (375, 812), zoomedNativeScale: 3.44, diagonalInches: 6.7, pixelsPerInch: 460, cutout: "dynamicIsland", homeControl: "indicator", roundedCorners: true, cornerRadius: nil, cutoutFrame: (152, 11, 126, 37.33), caseMillimeters: nil, safeAreaStart: 18, safeAreaCount: 2),
        // 13
        ScreenRecord(id: "iphone-16-pro", family: 0, panel: (1206, 2622), points: (402, 874), scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPoints: (320, 693), zoomedNativeScale: 3.76875, diagonalInches: 6.3, pixelsPerInch: 460, cutout: "dynamicIsland", homeControl: "indicator", roundedCorners: true, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 20, safeAreaCount: 2),
        // 14
        ScreenRecord(id: "iphone-16-pro-max", family: 0, panel: (1320, 2868), points: (440, 956), scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPoints: (375, 812), zoomedNativeScale: 3.52, diagonalInches: 6.9, pixelsPerInch: 460, cutout: "dynamicIsland", homeControl: "indicator", roundedCorners: true, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 22, safeAreaCount: 2),
        // 15
        ScreenRecord(id: "iphone-16e", family: 0, panel: (1170, 2532), points: (390, 844), scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPoints: (320, 693), zoomedNativeScale: 3.65625, diagonalInches: 6.1, pixelsPerInch: 460, cutout: "notch", homeControl: "indicator", roundedCorners: true, cornerRadius: nil, cutoutFrame: (114.1, 0, 161.8, 33.7), caseMillimeters: nil, safeAreaStart: 24, safeAreaCount: 1),
        // 16
        ScreenRecord(id: "iphone-air", family: 0, panel: (1260, 2736), points: (420, 912), scale: 3, nativeScale: 3, displayZoom: .supported, zoomedPoints: (375, 812), zoomedNativeScale: 3.36, diagonalInches: 6.5, pixelsPerInch: 460, cutout: "dynamicIsland", homeControl: "indicator", roundedCorners: true, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 25, safeAreaCount: 1),
        // 17
        ScreenRecord(id: "iphone-17e", family: 0, panel: (1170, 2532), points: (390, 844), scale: 3, nativeScale: 3, displayZoom: .unknown, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 6.1, pixelsPerInch: 460, cutout: "notch", homeControl: "indicator", roundedCorners: true, cornerRadius: nil, cutoutFrame: (114.1, 0, 161.8, 33.7), caseMillimeters: nil, safeAreaStart: 26, safeAreaCount: 1),
        // 18
        ScreenRecord(id: "iphone-18-pro", family: 0, panel: (1206, 2622), points: (402, 874), scale: 3, nativeScale: 3, displayZoom: .unknown, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 6.3, pixelsPerInch: 460, cutout: "dynamicIsland", homeControl: "", roundedCorners: nil, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 27, safeAreaCount: 0),
        // 19
        ScreenRecord(id: "iphone-18-pro-max", family: 0, panel: (1320, 2868), points: (440, 956), scale: 3, nativeScale: 3, displayZoom: .unknown, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 6.9, pixelsPerInch: 460, cutout: "dynamicIsland", homeControl: "", roundedCorners: nil, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 27, safeAreaCount: 0),
        // 20
        ScreenRecord(id: "iphone-duo-outer", family: 0, panel: (1398, 2034), points: (466, 678), scale: 3, nativeScale: 3, displayZoom: .unknown, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 5.4, pixelsPerInch: 460, cutout: "punchHole", homeControl: "indicator", roundedCorners: true, cornerRadius: nil, cutoutFrame: (399.7, 29.3, 37, 37), caseMillimeters: nil, safeAreaStart: 27, safeAreaCount: 1),
        // 21
        ScreenRecord(id: "iphone-duo-inner", family: 0, panel: (1878, 2670), points: (669, 951), scale: 3, nativeScale: 2.807175, displayZoom: .unknown, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 7.6, pixelsPerInch: 430, cutout: "none", homeControl: "indicator", roundedCorners: true, cornerRadius: 55, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 28, safeAreaCount: 1),
        // 22
        ScreenRecord(id: "ipad-original", family: 1, panel: (768, 1024), points: (768, 1024), scale: 1, nativeScale: 1, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 9.7, pixelsPerInch: 132, cutout: "none", homeControl: "button", roundedCorners: false, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 29, safeAreaCount: 0),
        // 23
        ScreenRecord(id: "ipad-retina-9-7-legacy", family: 1, panel: (1536, 2048), points: (768, 1024), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 9.7, pixelsPerInch: 264, cutout: "none", homeControl: "button", roundedCorners: false, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 29, safeAreaCount: 0),
        // 24
        ScreenRecord(id: "ipad-mini-original", family: 1, panel: (768, 1024), points: (768, 1024), scale: 1, nativeScale: 1, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 7.9, pixelsPerInch: 163, cutout: "none", homeControl: "button", roundedCorners: false, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 29, safeAreaCount: 0),
        // 25
        ScreenRecord(id: "ipad-retina-9-7", family: 1, panel: (1536, 2048), points: (768, 1024), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 9.7, pixelsPerInch: 264, cutout: "none", homeControl: "button", roundedCorners: false, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 29, safeAreaCount: 2),
        // 26
        ScreenRecord(id: "ipad-mini-retina", family: 1, panel: (1536, 2048), points: (768, 1024), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 7.9, pixelsPerInch: 326, cutout: "none", homeControl: "button", roundedCorners: false, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 31, safeAreaCount: 2),
        // 27
        ScreenRecord(id: "ipad-pro-12-9-home-button", family: 1, panel: (2048, 2732), points: (1024, 1366), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 12.9, pixelsPerInch: 264, cutout: "none", homeControl: "button", roundedCorners: false, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 33, safeAreaCount: 2),
        // 28
        ScreenRecord(id: "ipad-pro-10-5", family: 1, panel: (1668, 2224), points: (834, 1112), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 10.5, pixelsPerInch: 264, cutout: "none", homeControl: "button", roundedCorners: false, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 35, safeAreaCount: 2),
        // 29
        ScreenRecord(id: "ipad-pro-11", family: 1, panel: (1668, 2388), points: (834, 1194), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 11, pixelsPerInch: 264, cutout: "none", homeControl: "indicator", roundedCorners: true, cornerRadius: 18, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 37, safeAreaCount: 1),
        // 30
        ScreenRecord(id: "ipad-pro-12-9", family: 1, panel: (2048, 2732), points: (1024, 1366), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 12.9, pixelsPerInch: 264, cutout: "none", homeControl: "indicator", roundedCorners: true, cornerRadius: 18, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 38, safeAreaCount: 1),
        // 31
        ScreenRecord(id: "ipad-10-2", family: 1, panel: (1620, 2160), points: (810, 1080), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 10.2, pixelsPerInch: 264, cutout: "none", homeControl: "button", roundedCorners: false, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 39, safeAreaCount: 1),
        // 32
        ScreenRecord(id: "ipad-10-9", family: 1, panel: (1640, 2360), points: (820, 1180), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 10.9, pixelsPerInch: 264, cutout: "none", homeControl: "indicator", roundedCorners: true, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 40, safeAreaCount: 1),
        // 33
        ScreenRecord(id: "ipad-mini-6", family: 1, panel: (1488, 2266), points: (744, 1133), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 8.3, pixelsPerInch: 326, cutout: "none", homeControl: "indicator", roundedCorners: true, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 41, safeAreaCount: 1),
        // 34
        ScreenRecord(id: "ipad-air-11-m2", family: 1, panel: (1640, 2360), points: (820, 1180), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 11, pixelsPerInch: 264, cutout: "none", homeControl: "indicator", roundedCorners: true, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 42, safeAreaCount: 1),
        // 35
        ScreenRecord(id: "ipad-air-13-m2", family: 1, panel: (2048, 2732), points: (1024, 1366), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 13, pixelsPerInch: 264, cutout: "none", homeControl: "indicator", roundedCorners: true, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 43, safeAreaCount: 1),
        // 36
        ScreenRecord(id: "ipad-pro-11-m4", family: 1, panel: (1668, 2420), points: (834, 1210), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 11, pixelsPerInch: 264, cutout: "none", homeControl: "indicator", roundedCorners: true, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 44, safeAreaCount: 1),
        // 37
        ScreenRecord(id: "ipad-pro-13-m4", family: 1, panel: (2064, 2752), points: (1032, 1376), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 13, pixelsPerInch: 264, cutout: "none", homeControl: "indicator", roundedCorners: true, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 45, safeAreaCount: 1),
        // 38
        ScreenRecord(id: "ipad-pro-11-m5", family: 1, panel: (1668, 2420), points: (834, 1210), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 11, pixelsPerInch: 264, cutout: "none", homeControl: "indicator", roundedCorners: true, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 46, safeAreaCount: 0),
        // 39
        ScreenRecord(id: "ipad-pro-13-m5", family: 1, panel: (2064, 2752), points: (1032, 1376), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 13, pixelsPerInch: 264, cutout: "none", homeControl: "indicator", roundedCorners: true, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 46, safeAreaCount: 0),
        // 40
        ScreenRecord(id: "ipad-air-11-m4", family: 1, panel: (1640, 2360), points: (820, 1180), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 11, pixelsPerInch: 264, cutout: "none", homeControl: "indicator", roundedCorners: true, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 46, safeAreaCount: 0),
        // 41
        ScreenRecord(id: "ipad-air-13-m4", family: 1, panel: (2048, 2732), points: (1024, 1366), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 13, pixelsPerInch: 264, cutout: "none", homeControl: "indicator", roundedCorners: true, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 46, safeAreaCount: 0),
        // 42
        ScreenRecord(id: "ipod-original", family: 2, panel: (320, 480), points: (320, 480), scale: 1, nativeScale: 1, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 3.5, pixelsPerInch: 163, cutout: "none", homeControl: "button", roundedCorners: false, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 46, safeAreaCount: 0),
        // 43
        ScreenRecord(id: "ipod-4", family: 2, panel: (640, 960), points: (320, 480), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 3.5, pixelsPerInch: 326, cutout: "none", homeControl: "button", roundedCorners: false, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 46, safeAreaCount: 0),
        // 44
        ScreenRecord(id: "ipod-5", family: 2, panel: (640, 1136), points: (320, 568), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 4.0, pixelsPerInch: 326, cutout: "none", homeControl: "button", roundedCorners: false, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 46, safeAreaCount: 2),
        // 45
        ScreenRecord(id: "macbook-air-13-3", family: 3, panel: (2560, 1600), points: (1440, 900), scale: 2, nativeScale: 1.777778, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 13.3, pixelsPerInch: 227, cutout: "none", homeControl: "none", roundedCorners: nil, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 48, safeAreaCount: 0),
        // 46
        ScreenRecord(id: "macbook-pro-13-3", family: 3, panel: (2560, 1600), points: (1440, 900), scale: 2, nativeScale: 1.777778, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 13.3, pixelsPerInch: 227, cutout: "none", homeControl: "none", roundedCorners: nil, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 48, safeAreaCount: 0),
        // 47
        ScreenRecord(id: "macbook-pro-15-4", family: 3, panel: (2880, 1800), points: (1680, 1050), scale: 2, nativeScale: 1.714286, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 15.4, pixelsPerInch: 220, cutout: "none", homeControl: "none", roundedCorners: nil, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 48, safeAreaCount: 0),
        // 48
        ScreenRecord(id: "macbook-pro-16-2019", family: 3, panel: (3072, 1920), points: (1792, 1120), scale: 2, nativeScale: 1.714286, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 16.0, pixelsPerInch: 226, cutout: "none", homeControl: "none", roundedCorners: nil, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 48, safeAreaCount: 0),
        // 49
        ScreenRecord(id: "macbook-pro-14", family: 3, panel: (3024, 1964), points: (1512, 982), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 14.2, pixelsPerInch: 254, cutout: "notch", homeControl: "none", roundedCorners: nil, cornerRadius: nil, cutoutFrame: (663, 0, 185, 32), caseMillimeters: nil, safeAreaStart: 48, safeAreaCount: 1),
        // 50
        ScreenRecord(id: "macbook-pro-16", family: 3, panel: (3456, 2234), points: (1728, 1117), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 16.2, pixelsPerInch: 254, cutout: "notch", homeControl: "none", roundedCorners: nil, cornerRadius: nil, cutoutFrame: (771.5, 0, 185, 32), caseMillimeters: nil, safeAreaStart: 49, safeAreaCount: 0),
        // 51
        ScreenRecord(id: "macbook-air-13-6", family: 3, panel: (2560, 1664), points: (1470, 956), scale: 2, nativeScale: 1.741497, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 13.6, pixelsPerInch: 224, cutout: "notch", homeControl: "none", roundedCorners: nil, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 49, safeAreaCount: 0),
        // 52
        ScreenRecord(id: "macbook-air-15-3", family: 3, panel: (2880, 1864), points: (1710, 1107), scale: 2, nativeScale: 1.684211, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 15.3, pixelsPerInch: 224, cutout: "notch", homeControl: "none", roundedCorners: nil, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 49, safeAreaCount: 0),
        // 53
        ScreenRecord(id: "macbook-neo-13", family: 3, panel: (2408, 1506), points: nil, scale: 2, nativeScale: nil, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 13.0, pixelsPerInch: 219, cutout: "", homeControl: "none", roundedCorners: nil, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 49, safeAreaCount: 0),
        // 54
        ScreenRecord(id: "imac-24", family: 3, panel: (4480, 2520), points: nil, scale: 2, nativeScale: nil, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 23.5, pixelsPerInch: 218, cutout: "none", homeControl: "none", roundedCorners: nil, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 49, safeAreaCount: 0),
        // 55
        ScreenRecord(id: "imac-21-5-4k", family: 3, panel: (4096, 2304), points: nil, scale: 2, nativeScale: nil, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 21.5, pixelsPerInch: 219, cutout: "none", homeControl: "none", roundedCorners: nil, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 49, safeAreaCount: 0),
        // 56
        ScreenRecord(id: "imac-27-5k", family: 3, panel: (5120, 2880), points: nil, scale: 2, nativeScale: nil, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: 27, pixelsPerInch: 218, cutout: "none", homeControl: "none", roundedCorners: nil, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: nil, safeAreaStart: 49, safeAreaCount: 0),
        // 57
        ScreenRecord(id: "watch-38mm", family: 4, panel: (272, 340), points: (136, 170), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: nil, pixelsPerInch: nil, cutout: "none", homeControl: "none", roundedCorners: false, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: 38, safeAreaStart: 49, safeAreaCount: 0),
        // 58
        ScreenRecord(id: "watch-42mm", family: 4, panel: (312, 390), points: (156, 195), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: nil, pixelsPerInch: nil, cutout: "none", homeControl: "none", roundedCorners: false, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: 42, safeAreaStart: 49, safeAreaCount: 0),
        // 59
        ScreenRecord(id: "watch-40mm", family: 4, panel: (324, 394), points: (162, 197), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: nil, pixelsPerInch: 326, cutout: "none", homeControl: "none", roundedCorners: true, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: 40, safeAreaStart: 49, safeAreaCount: 0),
        // 60
        ScreenRecord(id: "watch-44mm", family: 4, panel: (368, 448), points: (184, 224), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: nil, pixelsPerInch: 326, cutout: "none", homeControl: "none", roundedCorners: true, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: 44, safeAreaStart: 49, safeAreaCount: 0),
        // 61
        ScreenRecord(id: "watch-41mm", family: 4, panel: (352, 430), points: (176, 215), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: nil, pixelsPerInch: nil, cutout: "none", homeControl: "none", roundedCorners: true, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: 41, safeAreaStart: 49, safeAreaCount: 0),
        // 62
        ScreenRecord(id: "watch-45mm", family: 4, panel: (396, 484), points: (198, 242), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: nil, pixelsPerInch: nil, cutout: "none", homeControl: "none", roundedCorners: true, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: 45, safeAreaStart: 49, safeAreaCount: 0),
        // 63
        ScreenRecord(id: "watch-42mm-s10", family: 4, panel: (374, 446), points: (187, 223), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: nil, pixelsPerInch: nil, cutout: "none", homeControl: "none", roundedCorners: nil, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: 42, safeAreaStart: 49, safeAreaCount: 0),
        // 64
        ScreenRecord(id: "watch-46mm-s10", family: 4, panel: (416, 496), points: (208, 248), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: nil, pixelsPerInch: nil, cutout: "none", homeControl: "none", roundedCorners: nil, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: 46, safeAreaStart: 49, safeAreaCount: 0),
        // 65
        ScreenRecord(id: "watch-49mm-ultra", family: 4, panel: (410, 502), points: (205, 251), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: nil, pixelsPerInch: nil, cutout: "none", homeControl: "none", roundedCorners: nil, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: 49, safeAreaStart: 49, safeAreaCount: 0),
        // 66
        ScreenRecord(id: "watch-49mm-ultra3", family: 4, panel: (422, 514), points: (211, 257), scale: 2, nativeScale: 2, displayZoom: .unsupported, zoomedPoints: nil, zoomedNativeScale: nil, diagonalInches: nil, pixelsPerInch: nil, cutout: "none", homeControl: "none", roundedCorners: nil, cornerRadius: nil, cutoutFrame: nil, caseMillimeters: 49, safeAreaStart: 49, safeAreaCount: 0),
    ]

    /// 49 safe-area entries, by screen, oldest OS first.
    static let safeAreas: [SafeAreaRecord] = [
        SafeAreaRecord(from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0)),  // iphone-5 0
        SafeAreaRecord(from: 12, until: 15, portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0)),  // iphone-5 1
        SafeAreaRecord(from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0)),  // iphone-6 2
        SafeAreaRecord(from: 12, until: 26, portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0)),  // iphone-6 3
        SafeAreaRecord(from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0)),  // iphone-6-plus 4
        SafeAreaRecord(from: 12, until: 16, portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0)),  // iphone-6-plus 5
        SafeAreaRecord(from: 11, until: 12, portrait: (44, 0, 34, 0), landscape: nil),  // iphone-x 6
        SafeAreaRecord(from: 13, until: 13, portrait: (44, 0, 34, 0), landscape: (0, 44, 21, 44)),  // iphone-x 7
        SafeAreaRecord(from: 12, until: 12, portrait: (44, 0, 34, 0), landscape: nil),  // iphone-xs-max 8
        SafeAreaRecord(from: 13, until: 18, portrait: (44, 0, 34, 0), landscape: (0, 44, 21, 44)),  // iphone-xs-max 9
        SafeAreaRecord(from: 12, until: 12, portrait: (44, 0, 34, 0), landscape: nil),  // iphone-xr 10
        SafeAreaRecord(from: 13, until: 13, portrait: (44, 0, 34, 0), landscape: (0, 44, 21, 44)),  // iphone-xr 11
        SafeAreaRecord(from: 14, until: 18, portrait: (48, 0, 34, 0), landscape: (0, 48, 21, 48)),  // iphone-xr 12
        SafeAreaRecord(from: 14, until: 18, portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47)),  // iphone-12 13
        SafeAreaRecord(from: 14, until: 18, portrait: (50, 0, 34, 0), landscape: (0, 50, 21, 50)),  // iphone-12-mini 14
        SafeAreaRecord(from: 14, until: 18, portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47)),  // iphone-12-pro-max 15
        SafeAreaRecord(from: 16, until: 18, portrait: (59, 0, 34, 0), landscape: (0, 59, 21, 59)),  // iphone-14-pro 16
        SafeAreaRecord(from: 26, until: 26, portrait: (59, 0, 34, 0), landscape: (0, 59, 20, 59)),  // iphone-14-pro 17
        SafeAreaRecord(from: 16, until: 18, portrait: (59, 0, 34, 0), landscape: (0, 59, 21, 59)),  // iphone-14-pro-max 18
        SafeAreaRecord(from: 26, until: 26, portrait: (59, 0, 34, 0), landscape: (0, 59, 20, 59)),  // iphone-14-pro-max 19
        SafeAreaRecord(from: 18, until: 18, portrait: (62, 0, 34, 0), landscape: (0, 62, 21, 62)),  // iphone-16-pro 20
        SafeAreaRecord(from: 26, until: 26, portrait: (62, 0, 34, 0), landscape: (0, 62, 20, 62)),  // iphone-16-pro 21
        SafeAreaRecord(from: 18, until: 18, portrait: (62, 0, 34, 0), landscape: (0, 62, 21, 62)),  // iphone-16-pro-max 22
        SafeAreaRecord(from: 26, until: 26, portrait: (62, 0, 34, 0), landscape: (0, 62, 20, 62)),  // iphone-16-pro-max 23
        SafeAreaRecord(from: 26, until: 26, portrait: (47, 0, 34, 0), landscape: (0, 47, 20, 47)),  // iphone-16e 24
        SafeAreaRecord(from: 26, until: 26, portrait: (68, 0, 34, 0), landscape: (0, 68, 20, 68)),  // iphone-air 25
        SafeAreaRecord(from: 26, until: 26, portrait: (47, 0, 34, 0), landscape: (0, 47, 20, 47)),  // iphone-17e 26
        SafeAreaRecord(from: 27, until: 27, portrait: (0, 0, 34, 84), landscape: (0, 0, 34, 84)),  // iphone-duo-outer 27
        SafeAreaRecord(from: 27, until: 27, portrait: (82, 0, 34, 0), landscape: (0, 0, 34, 84)),  // iphone-duo-inner 28
        SafeAreaRecord(from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0)),  // ipad-retina-9-7 29
        SafeAreaRecord(from: 12, until: 17, portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0)),  // ipad-retina-9-7 30
        SafeAreaRecord(from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0)),  // ipad-mini-retina 31
        SafeAreaRecord(from: 12, until: 18, portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0)),  // ipad-mini-retina 32
        SafeAreaRecord(from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0)),  // ipad-pro-12-9-home-button 33
        SafeAreaRecord(from: 12, until: 17, portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0)),  // ipad-pro-12-9-home-button 34
        SafeAreaRecord(from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0)),  // ipad-pro-10-5 35
        SafeAreaRecord(from: 12, until: 18, portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0)),  // ipad-pro-10-5 36
        SafeAreaRecord(from: 12, until: 18, portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0)),  // ipad-pro-11 37
        SafeAreaRecord(from: 12, until: 18, portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0)),  // ipad-pro-12-9 38
        SafeAreaRecord(from: 13, until: 18, portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0)),  // ipad-10-2 39
        SafeAreaRecord(from: 14, until: 18, portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0)),  // ipad-10-9 40
        SafeAreaRecord(from: 15, until: 18, portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0)),  // ipad-mini-6 41
        SafeAreaRecord(from: 17, until: 18, portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0)),  // ipad-air-11-m2 42
        SafeAreaRecord(from: 17, until: 18, portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0)),  // ipad-air-13-m2 43
        SafeAreaRecord(from: 17, until: 18, portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0)),  // ipad-pro-11-m4 44
        SafeAreaRecord(from: 17, until: 18, portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0)),  // ipad-pro-13-m4 45
        SafeAreaRecord(from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0)),  // ipod-5 46
        SafeAreaRecord(from: 12, until: 15, portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0)),  // ipod-5 47
        SafeAreaRecord(from: 26, until: 26, portrait: nil, landscape: (32, 0, 0, 0)),  // macbook-pro-14 48
    ]

    /// 299 built-in displays, by device, main display first.
    static let displays: [DisplayRecord] = [
        DisplayRecord(screen: 0, role: "main"),  // iPhone1,1
        DisplayRecord(screen: 0, role: "main"),  // iPhone1,2
        DisplayRecord(screen: 0, role: "main"),  // iPhone2,1
        DisplayRecord(screen: 1, role: "main"),  // iPhone3,1
        DisplayRecord(screen: 1, role: "main"),  // iPhone3,2
        DisplayRecord(screen: 1, role: "main"),  // iPhone3,3
        DisplayRecord(screen: 1, role: "main"),  // iPhone4,1
        DisplayRecord(screen: 2, role: "main"),  // iPhone5,1
        DisplayRecord(screen: 2, role: "main"),  // iPhone5,2
        DisplayRecord(screen: 2, role: "main"),  // iPhone5,3
        DisplayRecord(screen: 2, role: "main"),  // iPhone5,4
        DisplayRecord(screen: 2, role: "main"),  // iPhone6,1
        DisplayRecord(screen: 2, role: "main"),  // iPhone6,2
        DisplayRecord(screen: 4, role: "main"),  // iPhone7,1
        DisplayRecord(screen: 3, role: "main"),  // iPhone7,2
        DisplayRecord(screen: 3, role: "main"),  // iPhone8,1
        DisplayRecord(screen: 4, role: "main"),  // iPhone8,2
        DisplayRecord(screen: 2, role: "main"),  // iPhone8,4
        DisplayRecord(screen: 3, role: "main"),  // iPhone9,1
        DisplayRecord(screen: 4, role: "main"),  // iPhone9,2
        DisplayRecord(screen: 3, role: "main"),  // iPhone9,3
        DisplayRecord(screen: 4, role: "main"),  // iPhone9,4
        DisplayRecord(screen: 3, role: "main"),  // iPhone10,1
        DisplayRecord(screen: 4, role: "main"),  // iPhone10,2
        DisplayRecord(screen: 5, role: "main"),  // iPhone10,3
        DisplayRecord(screen: 3, role: "main"),  // iPhone10,4
        DisplayRecord(screen: 4, role: "main"),  // iPhone10,5
        DisplayRecord(screen: 5, role: "main"),  // iPhone10,6
        DisplayRecord(screen: 5, role: "main"),  // iPhone11,2
        DisplayRecord(screen: 6, role: "main"),  // iPhone11,4
        DisplayRecord(screen: 6, role: "main"),  // iPhone11,6
        DisplayRecord(screen: 7, role: "main"),  // iPhone11,8
        DisplayRecord(screen: 7, role: "main"),  // iPhone12,1
        DisplayRecord(screen: 5, role: "main"),  // iPhone12,3
        DisplayRecord(screen: 6, role: "main"),  // iPhone12,5
        DisplayRecord(screen: 3, role: "main"),  // iPhone12,8
        DisplayRecord(screen: 9, role: "main"),  // iPhone13,1
        DisplayRecord(screen: 8, role: "main"),  // iPhone13,2
        DisplayRecord(screen: 8, role: "main"),  // iPhone13,3
        DisplayRecord(screen: 10, role: "main"),  // iPhone13,4
        DisplayRecord(screen: 8, role: "main"),  // iPhone14,2
        DisplayRecord(screen: 10, role: "main"),  // iPhone14,3
        DisplayRecord(screen: 9, role: "main"),  // iPhone14,4
        DisplayRecord(screen: 8, role: "main"),  // iPhone14,5
        DisplayRecord(screen: 3, role: "main"),  // iPhone14,6
        DisplayRecord(screen: 8, role: "main"),  // iPhone14,7
        DisplayRecord(screen: 10, role: "main"),  // iPhone14,8
        DisplayRecord(screen: 11, role: "main"),  // iPhone15,2
        DisplayRecord(screen: 12, role: "main"),  // iPhone15,3
        DisplayRecord(screen: 11, role: "main"),  // iPhone15,4
        DisplayRecord(screen: 12, role: "main"),  // iPhone15,5
        DisplayRecord(screen: 11, role: "main"),  // iPhone16,1
        DisplayRecord(screen: 12, role: "main"),  // iPhone16,2
        DisplayRecord(screen: 13, role: "main"),  // iPhone17,1
        DisplayRecord(screen: 14, role: "main"),  // iPhone17,2
        DisplayRecord(screen: 11, role: "main"),  // iPhone17,3
        DisplayRecord(screen: 12, role: "main"),  // iPhone17,4
        DisplayRecord(screen: 15, role: "main"),  // iPhone17,5
        DisplayRecord(screen: 13, role: "main"),  // iPhone18,1
        DisplayRecord(screen: 14, role: "main"),  // iPhone18,2
        DisplayRecord(screen: 13, role: "main"),  // iPhone18,3
        DisplayRecord(screen: 16, role: "main"),  // iPhone18,4
        DisplayRecord(screen: 17, role: "main"),  // iPhone18,5
        DisplayRecord(screen: 18, role: "main"),  // iPhone19,2
        DisplayRecord(screen: 19, role: "main"),  // iPhone19,3
        DisplayRecord(screen: 20, role: "outer"),  // iPhone19,4
        DisplayRecord(screen: 21, role: "inner"),  // iPhone19,4
        DisplayRecord(screen: 19, role: "main"),  // iPhone19,7
        DisplayRecord(screen: 22, role: "main"),  // iPad1,1
        DisplayRecord(screen: 22, role: "main"),  // iPad2,1
        DisplayRecord(screen: 22, role: "main"),  // iPad2,2
        DisplayRecord(screen: 22, role: "main"),  // iPad2,3
        DisplayRecord(screen: 22, role: "main"),  // iPad2,4
        DisplayRecord(screen: 24, role: "main"),  // iPad2,5
        DisplayRecord(screen: 24, role: "main"),  // iPad2,6
        DisplayRecord(screen: 24, role: "main"),  // iPad2,7
        DisplayRecord(screen: 23, role: "main"),  // iPad3,1
        DisplayRecord(screen: 23, role: "main"),  // iPad3,2
        DisplayRecord(screen: 23, role: "main"),  // iPad3,3
        DisplayRecord(screen: 23, role: "main"),  // iPad3,4
        DisplayRecord(screen: 23, role: "main"),  // iPad3,5
        DisplayRecord(screen: 23, role: "main"),  // iPad3,6
        DisplayRecord(screen: 25, role: "main"),  // iPad4,1
        DisplayRecord(screen: 25, role: "main"),  // iPad4,2
        DisplayRecord(screen: 25, role: "main"),  // iPad4,3
        DisplayRecord(screen: 26, role: "main"),  // iPad4,4
        DisplayRecord(screen: 26, role: "main"),  // iPad4,5
        DisplayRecord(screen: 26, role: "main"),  // iPad4,6
        DisplayRecord(screen: 26, role: "main"),  // iPad4,7
        DisplayRecord(screen: 26, role: "main"),  // iPad4,8
        DisplayRecord(screen: 26, role: "main"),  // iPad4,9
        DisplayRecord(screen: 26, role: "main"),  // iPad5,1
        DisplayRecord(screen: 26, role: "main"),  // iPad5,2
        DisplayRecord(screen: 25, role: "main"),  // iPad5,3
        DisplayRecord(screen: 25, role: "main"),  // iPad5,4
        DisplayRecord(screen: 25, role: "main"),  // iPad6,3
        DisplayRecord(screen: 25, role: "main"),  // iPad6,4
        DisplayRecord(screen: 27, role: "main"),  // iPad6,7
        DisplayRecord(screen: 27, role: "main"),  // iPad6,8
        DisplayRecord(screen: 25, role: "main"),  // iPad6,11
        DisplayRecord(screen: 25, role: "main"),  // iPad6,12
        DisplayRecord(screen: 27, role: "main"),  // iPad7,1
        DisplayRecord(screen: 27, role: "main"),  // iPad7,2
        DisplayRecord(screen: 28, role: "main"),  // iPad7,3
        DisplayRecord(screen: 28, role: "main"),  // iPad7,4
        DisplayRecord(screen: 25, role: "main"),  // iPad7,5
        DisplayRecord(screen: 25, role: "main"),  // iPad7,6
        DisplayRecord(screen: 31, role: "main"),  // iPad7,11
        DisplayRecord(screen: 31, role: "main"),  // iPad7,12
        DisplayRecord(screen: 29, role: "main"),  // iPad8,1
        DisplayRecord(screen: 29, role: "main"),  // iPad8,2
        DisplayRecord(screen: 29, role: "main"),  // iPad8,3
        DisplayRecord(screen: 29, role: "main"),  // iPad8,4
        DisplayRecord(screen: 30, role: "main"),  // iPad8,5
        DisplayRecord(screen: 30, role: "main"),  // iPad8,6
        DisplayRecord(screen: 30, role: "main"),  // iPad8,7
        DisplayRecord(screen: 30, role: "main"),  // iPad8,8
        DisplayRecord(screen: 29, role: "main"),  // iPad8,9
        DisplayRecord(screen: 29, role: "main"),  // iPad8,10
        DisplayRecord(screen: 30, role: "main"),  // iPad8,11
        DisplayRecord(screen: 30, role: "main"),  // iPad8,12
        DisplayRecord(screen: 26, role: "main"),  // iPad11,1
        DisplayRecord(screen: 26, role: "main"),  // iPad11,2
        DisplayRecord(screen: 28, role: "main"),  // iPad11,3
        DisplayRecord(screen: 28, role: "main"),  // iPad11,4
        DisplayRecord(screen: 31, role: "main"),  // iPad11,6
        DisplayRecord(screen: 31, role: "main"),  // iPad11,7
        DisplayRecord(screen: 31, role: "main"),  // iPad12,1
        DisplayRecord(screen: 31, role: "main"),  // iPad12,2
        DisplayRecord(screen: 32, role: "main"),  // iPad13,1
        DisplayRecord(screen: 32, role: "main"),  // iPad13,2
        DisplayRecord(screen: 29, role: "main"),  // iPad13,4
        DisplayRecord(screen: 29, role: "main"),  // iPad13,5
        DisplayRecord(screen: 29, role: "main"),  // iPad13,6
        DisplayRecord(screen: 29, role: "main"),  // iPad13,7
        DisplayRecord(screen: 30, role: "main"),  // iPad13,8
        DisplayRecord(screen: 30, role: "main"),  // iPad13,9
        DisplayRecord(screen: 30, role: "main"),  // iPad13,10
        DisplayRecord(screen: 30, role: "main"),  // iPad13,11
        DisplayRecord(screen: 32, role: "main"),  // iPad13,16
        DisplayRecord(screen: 32, role: "main"),  // iPad13,17
        DisplayRecord(screen: 32, role: "main"),  // iPad13,18
        DisplayRecord(screen: 32, role: "main"),  // iPad13,19
        DisplayRecord(screen: 33, role: "main"),  // iPad14,1
        DisplayRecord(screen: 33, role: "main"),  // iPad14,2
        DisplayRecord(screen: 29, role: "main"),  // iPad14,3
        DisplayRecord(screen: 29, role: "main"),  // iPad14,4
        DisplayRecord(screen: 30, role: "main"),  // iPad14,5
        DisplayRecord(screen: 30, role: "main"),  // iPad14,6
        DisplayRecord(screen: 34, role: "main"),  // iPad14,8
        DisplayRecord(screen: 34, role: "main"),  // iPad14,9
        DisplayRecord(screen: 35, role: "main"),  // iPad14,10
        DisplayRecord(screen: 35, role: "main"),  // iPad14,11
        DisplayRecord(screen: 34, role: "main"),  // iPad15,3
        DisplayRecord(screen: 34, role: "main"),  // iPad15,4
        DisplayRecord(screen: 35, role: "main"),  // iPad15,5
        DisplayRecord(screen: 35, role: "main"),  // iPad15,6
        DisplayRecord(screen: 34, role: "main"),  // iPad15,7
        DisplayRecord(screen: 34, role: "main"),  // iPad15,8
        DisplayRecord(screen: 33, role: "main"),  // iPad16,1
        DisplayRecord(screen: 33, role: "main"),  // iPad16,2
        DisplayRecord(screen: 36, role: "main"),  // iPad16,3
        DisplayRecord(screen: 36, role: "main"),  // iPad16,4
        DisplayRecord(screen: 37, role: "main"),  // iPad16,5
        DisplayRecord(screen: 37, role: "main"),  // iPad16,6
        DisplayRecord(screen: 40, role: "main"),  // iPad16,8
        DisplayRecord(screen: 40, role: "main"),  // iPad16,9
        DisplayRecord(screen: 41, role: "main"),  // iPad16,10
        DisplayRecord(screen: 41, role: "main"),  // iPad16,11
        DisplayRecord(screen: 38, role: "main"),  // iPad17,1
        DisplayRecord(screen: 38, role: "main"),  // iPad17,2
        DisplayRecord(screen: 39, role: "main"),  // iPad17,3
        DisplayRecord(screen: 39, role: "main"),  // iPad17,4
        DisplayRecord(screen: 42, role: "main"),  // iPod1,1
        DisplayRecord(screen: 42, role: "main"),  // iPod2,1
        DisplayRecord(screen: 42, role: "main"),  // iPod3,1
        DisplayRecord(screen: 43, role: "main"),  // iPod4,1
        DisplayRecord(screen: 44, role: "main"),  // iPod5,1
        DisplayRecord(screen: 44, role: "main"),  // iPod7,1
        DisplayRecord(screen: 44, role: "main"),  // iPod9,1
        DisplayRecord(screen: 51, role: "main"),  // Mac14,2
        DisplayRecord(screen: 49, role: "main"),  // Mac14,5
        DisplayRecord(screen: 50, role: "main"),  // Mac14,6
        DisplayRecord(screen: 46, role: "main"),  // Mac14,7
        DisplayRecord(screen: 49, role: "main"),  // Mac14,9
        DisplayRecord(screen: 50, role: "main"),  // Mac14,10
        DisplayRecord(screen: 52, role: "main"),  // Mac14,15
        DisplayRecord(screen: 49, role: "main"),  // Mac15,3
        DisplayRecord(screen: 54, role: "main"),  // Mac15,4
        DisplayRecord(screen: 54, role: "main"),  // Mac15,5
        DisplayRecord(screen: 49, role: "main"),  // Mac15,6
        DisplayRecord(screen: 50, role: "main"),  // Mac15,7
        DisplayRecord(screen: 49, role: "main"),  // Mac15,8
        DisplayRecord(screen: 50, role: "main"),  // Mac15,9
        DisplayRecord(screen: 49, role: "main"),  // Mac15,10
        DisplayRecord(screen: 50, role: "main"),  // Mac15,11
        DisplayRecord(screen: 51, role: "main"),  // Mac15,12
        DisplayRecord(screen: 52, role: "main"),  // Mac15,13
        DisplayRecord(screen: 49, role: "main"),  // Mac16,1
        DisplayRecord(screen: 54, role: "main"),  // Mac16,2
        DisplayRecord(screen: 54, role: "main"),  // Mac16,3
        DisplayRecord(screen: 50, role: "main"),  // Mac16,5
        DisplayRecord(screen: 49, role: "main"),  // Mac16,6
        DisplayRecord(screen: 50, role: "main"),  // Mac16,7
        DisplayRecord(screen: 49, role: "main"),  // Mac16,8
        DisplayRecord(screen: 51, role: "main"),  // Mac16,12
        DisplayRecord(screen: 52, role: "main"),  // Mac16,13
        DisplayRecord(screen: 49, role: "main"),  // Mac17,2
        DisplayRecord(screen: 51, role: "main"),  // Mac17,3
        DisplayRecord(screen: 52, role: "main"),  // Mac17,4
        DisplayRecord(screen: 53, role: "main"),  // Mac17,5
        DisplayRecord(screen: 50, role: "main"),  // Mac17,6
        DisplayRecord(screen: 49, role: "main"),  // Mac17,7
        DisplayRecord(screen: 50, role: "main"),  // Mac17,8
        DisplayRecord(screen: 49, role: "main"),  // Mac17,9
        DisplayRecord(screen: 45, role: "main"),  // MacBookAir9,1
        DisplayRecord(screen: 45, role: "main"),  // MacBookAir10,1
        DisplayRecord(screen: 47, role: "main"),  // MacBookPro15,1
        DisplayRecord(screen: 46, role: "main"),  // MacBookPro15,2
        DisplayRecord(screen: 47, role: "main"),  // MacBookPro15,3
        DisplayRecord(screen: 46, role: "main"),  // MacBookPro15,4
        DisplayRecord(screen: 48, role: "main"),  // MacBookPro16,1
        DisplayRecord(screen: 46, role: "main"),  // MacBookPro16,2
        DisplayRecord(screen: 46, role: "main"),  // MacBookPro16,3
        DisplayRecord(screen: 48, role: "main"),  // MacBookPro16,4
        DisplayRecord(screen: 46, role: "main"),  // MacBookPro17,1
        DisplayRecord(screen: 50, role: "main"),  // MacBookPro18,1
        DisplayRecord(screen: 50, role: "main"),  // MacBookPro18,2
        DisplayRecord(screen: 49, role: "main"),  // MacBookPro18,3
        DisplayRecord(screen: 49, role: "main"),  // MacBookPro18,4
        DisplayRecord(screen: 56, role: "main"),  // iMac19,1
        DisplayRecord(screen: 55, role: "main"),  // iMac19,2
        DisplayRecord(screen: 56, role: "main"),  // iMac20,1
        DisplayRecord(screen: 56, role: "main"),  // iMac20,2
        DisplayRecord(screen: 54, role: "main"),  // iMac21,1
        DisplayRecord(screen: 54, role: "main"),  // iMac21,2
        DisplayRecord(screen: 56, role: "main"),  // iMacPro1,1
        DisplayRecord(screen: 57, role: "main"),  // Watch1,1
        DisplayRecord(screen: 58, role: "main"),  // Watch1,2
        DisplayRecord(screen: 57, role: "main"),  // Watch2,3
        DisplayRecord(screen: 58, role: "main"),  // Watch2,4
        DisplayRecord(screen: 57, role: "main"),  // Watch2,6
        DisplayRecord(screen: 58, role: "main"),  // Watch2,7
        DisplayRecord(screen: 57, role: "main"),  // Watch3,1
        DisplayRecord(screen: 58, role: "main"),  // Watch3,2
        DisplayRecord(screen: 57, role: "main"),  // Watch3,3
        DisplayRecord(screen: 58, role: "main"),  // Watch3,4
        DisplayRecord(screen: 59, role: "main"),  // Watch4,1
        DisplayRecord(screen: 60, role: "main"),  // Watch4,2
        DisplayRecord(screen: 59, role: "main"),  // Watch4,3
        DisplayRecord(screen: 60, role: "main"),  // Watch4,4
        DisplayRecord(screen: 59, role: "main"),  // Watch5,1
        DisplayRecord(screen: 60, role: "main"),  // Watch5,2
        DisplayRecord(screen: 59, role: "main"),  // Watch5,3
        DisplayRecord(screen: 60, role: "main"),  // Watch5,4
        DisplayRecord(screen: 59, role: "main"),  // Watch5,9
        DisplayRecord(screen: 60, role: "main"),  // Watch5,10
        DisplayRecord(screen: 59, role: "main"),  // Watch5,11
        DisplayRecord(screen: 60, role: "main"),  // Watch5,12
        DisplayRecord(screen: 59, role: "main"),  // Watch6,1
        DisplayRecord(screen: 60, role: "main"),  // Watch6,2
        DisplayRecord(screen: 59, role: "main"),  // Watch6,3
        DisplayRecord(screen: 60, role: "main"),  // Watch6,4
        DisplayRecord(screen: 61, role: "main"),  // Watch6,6
        DisplayRecord(screen: 62, role: "main"),  // Watch6,7
        DisplayRecord(screen: 61, role: "main"),  // Watch6,8
        DisplayRecord(screen: 62, role: "main"),  // Watch6,9
        DisplayRecord(screen: 59, role: "main"),  // Watch6,10
        DisplayRecord(screen: 60, role: "main"),  // Watch6,11
        DisplayRecord(screen: 59, role: "main"),  // Watch6,12
        DisplayRecord(screen: 60, role: "main"),  // Watch6,13
        DisplayRecord(screen: 61, role: "main"),  // Watch6,14
        DisplayRecord(screen: 62, role: "main"),  // Watch6,15
        DisplayRecord(screen: 61, role: "main"),  // Watch6,16
        DisplayRecord(screen: 62, role: "main"),  // Watch6,17
        DisplayRecord(screen: 65, role: "main"),  // Watch6,18
        DisplayRecord(screen: 61, role: "main"),  // Watch7,1
        DisplayRecord(screen: 62, role: "main"),  // Watch7,2
        DisplayRecord(screen: 61, role: "main"),  // Watch7,3
        DisplayRecord(screen: 62, role: "main"),  // Watch7,4
        DisplayRecord(screen: 65, role: "main"),  // Watch7,5
        DisplayRecord(screen: 63, role: "main"),  // Watch7,8
        DisplayRecord(screen: 64, role: "main"),  // Watch7,9
        DisplayRecord(screen: 63, role: "main"),  // Watch7,10
        DisplayRecord(screen: 64, role: "main"),  // Watch7,11
        DisplayRecord(screen: 66, role: "main"),  // Watch7,12
        DisplayRecord(screen: 59, role: "main"),  // Watch7,13
        DisplayRecord(screen: 60, role: "main"),  // Watch7,14
        DisplayRecord(screen: 59, role: "main"),  // Watch7,15
        DisplayRecord(screen: 60, role: "main"),  // Watch7,16
        DisplayRecord(screen: 63, role: "main"),  // Watch7,17
        DisplayRecord(screen: 64, role: "main"),  // Watch7,18
        DisplayRecord(screen: 63, role: "main"),  // Watch7,19
        DisplayRecord(screen: 64, role: "main"),  // Watch7,20
        DisplayRecord(screen: 66, role: "main"),  // Watch8,1
        DisplayRecord(screen: 63, role: "main"),  // Watch8,2
        DisplayRecord(screen: 64, role: "main"),  // Watch8,3
        DisplayRecord(screen: 63, role: "main"),  // Watch8,4
        DisplayRecord(screen: 64, role: "main"),  // Watch8,5
    ]

    /// 326 devices, by family, then numerically by identifier.
    static let devices: [DeviceRecord] = [
        DeviceRecord(identifier: "iPhone1,1", family: 0, major: 1, minor: 1, name: "iPhone", variant: "", year: 2007, displayStart: 0, displayCount: 1, displaysKnown: true),  // 0
        DeviceRecord(identifier: "iPhone1,2", family: 0, major: 1, minor: 2, name: "iPhone 3G", variant: "", year: 2008, displayStart: 1, displayCount: 1, displaysKnown: true),  // 1
        DeviceRecord(identifier: "iPhone2,1", family: 0, major: 2, minor: 1, name: "iPhone 3GS", variant: "", year: 2009, displayStart: 2, displayCount: 1, displaysKnown: true),  // 2
        DeviceRecord(identifier: "iPhone3,1", family: 0, major: 3, minor: 1, name: "iPhone 4", variant: "GSM", year: 2010, displayStart: 3, displayCount: 1, displaysKnown: true),  // 3
        DeviceRecord(identifier: "iPhone3,2", family: 0, major: 3, minor: 2, name: "iPhone 4", variant: "GSM (2012)", year: 2012, displayStart: 4, displayCount: 1, displaysKnown: true),  // 4
        DeviceRecord(identifier: "iPhone3,3", family: 0, major: 3, minor: 3, name: "iPhone 4", variant: "CDMA", year: 2011, displayStart: 5, displayCount: 1, displaysKnown: true),  // 5
        DeviceRecord(identifier: "iPhone4,1", family: 0, major: 4, minor: 1, name: "iPhone 4s", variant: "", year: 2011, displayStart: 6, displayCount: 1, displaysKnown: true),  // 6
        DeviceRecord(identifier: "iPhone5,1", family: 0, major: 5, minor: 1, name: "iPhone 5", variant: "GSM", year: 2012, displayStart: 7, displayCount: 1, displaysKnown: true),  // 7
        DeviceRecord(identifier: "iPhone5,2", family: 0, major: 5, minor: 2, name: "iPhone 5", variant: "Global", year: 2012, displayStart: 8, displayCount: 1, displaysKnown: true),  // 8
        DeviceRecord(identifier: "iPhone5,3", family: 0, major: 5, minor: 3, name: "iPhone 5c", variant: "GSM", year: 2013, displayStart: 9, displayCount: 1, displaysKnown: true),  // 9
        DeviceRecord(identifier: "iPhone5,4", family: 0, major: 5, minor: 4, name: "iPhone 5c", variant: "Global", year: 2013, displayStart: 10, displayCount: 1, displaysKnown: true),  // 10
        DeviceRecord(identifier: "iPhone6,1", family: 0, major: 6, minor: 1, name: "iPhone 5s", variant: "GSM", year: 2013, displayStart: 11, displayCount: 1, displaysKnown: true),  // 11
        DeviceRecord(identifier: "iPhone6,2", family: 0, major: 6, minor: 2, name: "iPhone 5s", variant: "Global", year: 2013, displayStart: 12, displayCount: 1, displaysKnown: true),  // 12
        DeviceRecord(identifier: "iPhone7,1", family: 0, major: 7, minor: 1, name: "iPhone 6 Plus", variant: "", year: 2014, displayStart: 13, displayCount: 1, displaysKnown: true),  // 13
        DeviceRecord(identifier: "iPhone7,2", family: 0, major: 7, minor: 2, name: "iPhone 6", variant: "", year: 2014, displayStart: 14, displayCount: 1, displaysKnown: true),  // 14
        DeviceRecord(identifier: "iPhone8,1", family: 0, major: 8, minor: 1, name: "iPhone 6s", variant: "", year: 2015, displayStart: 15, displayCount: 1, displaysKnown: true),  // 15
        DeviceRecord(identifier: "iPhone8,2", family: 0, major: 8, minor: 2, name: "iPhone 6s Plus", variant: "", year: 2015, displayStart: 16, displayCount: 1, displaysKnown: true),  // 16
        DeviceRecord(identifier: "iPhone8,4", family: 0, major: 8, minor: 4, name: "iPhone SE (1st generation)", variant: "", year: 2016, displayStart: 17, displayCount: 1, displaysKnown: true),  // 17
        DeviceRecord(identifier: "iPhone9,1", family: 0, major: 9, minor: 1, name: "iPhone 7", variant: "Global", year: 2016, displayStart: 18, displayCount: 1, displaysKnown: true),  // 18
        DeviceRecord(identifier: "iPhone9,2", family: 0, major: 9, minor: 2, name: "iPhone 7 Plus", variant: "Global", year: 2016, displayStart: 19, displayCount: 1, displaysKnown: true),  // 19
        DeviceRecord(identifier: "iPhone9,3", family: 0, major: 9, minor: 3, name: "iPhone 7", variant: "GSM", year: 2016, displayStart: 20, displayCount: 1, displaysKnown: true),  // 20
        DeviceRecord(identifier: "iPhone9,4", family: 0, major: 9, minor: 4, name: "iPhone 7 Plus", variant: "GSM", year: 2016, displayStart: 21, displayCount: 1, displaysKnown: true),  // 21
        DeviceRecord(identifier: "iPhone10,1", family: 0, major: 10, minor: 1, name: "iPhone 8", variant: "Global", year: 2017, displayStart: 22, displayCount: 1, displaysKnown: true),  // 22
        DeviceRecord(identifier: "iPhone10,2", family: 0, major: 10, minor: 2, name: "iPhone 8 Plus", variant: "Global", year: 2017, displayStart: 23, displayCount: 1, displaysKnown: true),  // 23
        DeviceRecord(identifier: "iPhone10,3", family: 0, major: 10, minor: 3, name: "iPhone X", variant: "Global", year: 2017, displayStart: 24, displayCount: 1, displaysKnown: true),  // 24
        DeviceRecord(identifier: "iPhone10,4", family: 0, major: 10, minor: 4, name: "iPhone 8", variant: "GSM", year: 2017, displayStart: 25, displayCount: 1, displaysKnown: true),  // 25
        DeviceRecord(identifier: "iPhone10,5", family: 0, major: 10, minor: 5, name: "iPhone 8 Plus", variant: "GSM", year: 2017, displayStart: 26, displayCount: 1, displaysKnown: true),  // 26
        DeviceRecord(identifier: "iPhone10,6", family: 0, major: 10, minor: 6, name: "iPhone X", variant: "GSM", year: 2017, displayStart: 27, displayCount: 1, displaysKnown: true),  // 27
        DeviceRecord(identifier: "iPhone11,2", family: 0, major: 11, minor: 2, name: "iPhone XS", variant: "", year: 2018, displayStart: 28, displayCount: 1, displaysKnown: true),  // 28
        DeviceRecord(identifier: "iPhone11,4", family: 0, major: 11, minor: 4, name: "iPhone XS Max", variant: "China", year: 2018, displayStart: 29, displayCount: 1, displaysKnown: true),  // 29
        DeviceRecord(identifier: "iPhone11,6", family: 0, major: 11, minor: 6, name: "iPhone XS Max", variant: "", year: 2018, displayStart: 30, displayCount: 1, displaysKnown: true),  // 30
        DeviceRecord(identifier: "iPhone11,8", family: 0, major: 11, minor: 8, name: "iPhone XR", variant: "", year: 2018, displayStart: 31, displayCount: 1, displaysKnown: true),  // 31
        DeviceRecord(identifier: "iPhone12,1", family: 0, major: 12, minor: 1, name: "iPhone 11", variant: "", year: 2019, displayStart: 32, displayCount: 1, displaysKnown: true),  // 32
        DeviceRecord(identifier: "iPhone12,3", family: 0, major: 12, minor: 3, name: "iPhone 11 Pro", variant: "", year: 2019, displayStart: 33, displayCount: 1, displaysKnown: true),  // 33
        DeviceRecord(identifier: "iPhone12,5", family: 0, major: 12, minor: 5, name: "iPhone 11 Pro Max", variant: "", year: 2019, displayStart: 34, displayCount: 1, displaysKnown: true),  // 34
        DeviceRecord(identifier: "iPhone12,8", family: 0, major: 12, minor: 8, name: "iPhone SE (2nd generation)", variant: "", year: 2020, displayStart: 35, displayCount: 1, displaysKnown: true),  // 35
        DeviceRecord(identifier: "iPhone13,1", family: 0, major: 13, minor: 1, name: "iPhone 12 mini", variant: "", year: 2020, displayStart: 36, displayCount: 1, displaysKnown: true),  // 36
        DeviceRecord(identifier: "iPhone13,2", family: 0, major: 13, minor: 2, name: "iPhone 12", variant: "", year: 2020, displayStart: 37, displayCount: 1, displaysKnown: true),  // 37
        DeviceRecord(identifier: "iPhone13,3", family: 0, major: 13, minor: 3, name: "iPhone 12 Pro", variant: "", year: 2020, displayStart: 38, displayCount: 1, displaysKnown: true),  // 38
        DeviceRecord(identifier: "iPhone13,4", family: 0, major: 13, minor: 4, name: "iPhone 12 Pro Max", variant: "", year: 2020, displayStart: 39, displayCount: 1, displaysKnown: true),  // 39
        DeviceRecord(identifier: "iPhone14,2", family: 0, major: 14, minor: 2, name: "iPhone 13 Pro", variant: "", year: 2021, displayStart: 40, displayCount: 1, displaysKnown: true),  // 40
        DeviceRecord(identifier: "iPhone14,3", family: 0, major: 14, minor: 3, name: "iPhone 13 Pro Max", variant: "", year: 2021, displayStart: 41, displayCount: 1, displaysKnown: true),  // 41
        DeviceRecord(identifier: "iPhone14,4", family: 0, major: 14, minor: 4, name: "iPhone 13 mini", variant: "", year: 2021, displayStart: 42, displayCount: 1, displaysKnown: true),  // 42
        DeviceRecord(identifier: "iPhone14,5", family: 0, major: 14, minor: 5, name: "iPhone 13", variant: "", year: 2021, displayStart: 43, displayCount: 1, displaysKnown: true),  // 43
        DeviceRecord(identifier: "iPhone14,6", family: 0, major: 14, minor: 6, name: "iPhone SE (3rd generation)", variant: "", year: 2022, displayStart: 44, displayCount: 1, displaysKnown: true),  // 44
        DeviceRecord(identifier: "iPhone14,7", family: 0, major: 14, minor: 7, name: "iPhone 14", variant: "", year: 2022, displayStart: 45, displayCount: 1, displaysKnown: true),  // 45
        DeviceRecord(identifier: "iPhone14,8", family: 0, major: 14, minor: 8, name: "iPhone 14 Plus", variant: "", year: 2022, displayStart: 46, displayCount: 1, displaysKnown: true),  // 46
        DeviceRecord(identifier: "iPhone15,2", family: 0, major: 15, minor: 2, name: "iPhone 14 Pro", variant: "", year: 2022, displayStart: 47, displayCount: 1, displaysKnown: true),  // 47
        DeviceRecord(identifier: "iPhone15,3", family: 0, major: 15, minor: 3, name: "iPhone 14 Pro Max", variant: "", year: 2022, displayStart: 48, displayCount: 1, displaysKnown: true),  // 48
        DeviceRecord(identifier: "iPhone15,4", family: 0, major: 15, minor: 4, name: "iPhone 15", variant: "", year: 2023, displayStart: 49, displayCount: 1, displaysKnown: true),  // 49
        DeviceRecord(identifier: "iPhone15,5", family: 0, major: 15, minor: 5, name: "iPhone 15 Plus", variant: "", year: 2023, displayStart: 50, displayCount: 1, displaysKnown: true),  // 50
        DeviceRecord(identifier: "iPhone16,1", family: 0, major: 16, minor: 1, name: "iPhone 15 Pro", variant: "", year: 2023, displayStart: 51, displayCount: 1, displaysKnown: true),  // 51
        DeviceRecord(identifier: "iPhone16,2", family: 0, major: 16, minor: 2, name: "iPhone 15 Pro Max", variant: "", year: 2023, displayStart: 52, displayCount: 1, displaysKnown: true),  // 52
        DeviceRecord(identifier: "iPhone17,1", family: 0, major: 17, minor: 1, name: "iPhone 16 Pro", variant: "", year: 2024, displayStart: 53, displayCount: 1, displaysKnown: true),  // 53
        DeviceRecord(identifier: "iPhone17,2", family: 0, major: 17, minor: 2, name: "iPhone 16 Pro Max", variant: "", year: 2024, displayStart: 54, displayCount: 1, displaysKnown: true),  // 54
        DeviceRecord(identifier: "iPhone17,3", family: 0, major: 17, minor: 3, name: "iPhone 16", variant: "", year: 2024, displayStart: 55, displayCount: 1, displaysKnown: true),  // 55
        DeviceRecord(identifier: "iPhone17,4", family: 0, major: 17, minor: 4, name: "iPhone 16 Plus", variant: "", year: 2024, displayStart: 56, displayCount: 1, displaysKnown: true),  // 56
        DeviceRecord(identifier: "iPhone17,5", family: 0, major: 17, minor: 5, name: "iPhone 16e", variant: "", year: 2025, displayStart: 57, displayCount: 1, displaysKnown: true),  // 57
        DeviceRecord(identifier: "iPhone18,1", family: 0, major: 18, minor: 1, name: "iPhone 17 Pro", variant: "", year: 2025, displayStart: 58, displayCount: 1, displaysKnown: true),  // 58
        DeviceRecord(identifier: "iPhone18,2", family: 0, major: 18, minor: 2, name: "iPhone 17 Pro Max", variant: "", year: 2025, displayStart: 59, displayCount: 1, displaysKnown: true),  // 59
        DeviceRecord(identifier: "iPhone18,3", family: 0, major: 18, minor: 3, name: "iPhone 17", variant: "", year: 2025, displayStart: 60, displayCount: 1, displaysKnown: true),  // 60
        DeviceRecord(identifier: "iPhone18,4", family: 0, major: 18, minor: 4, name: "iPhone Air", variant: "", year: 2025, displayStart: 61, displayCount: 1, displaysKnown: true),  // 61
        DeviceRecord(identifier: "iPhone18,5", family: 0, major: 18, minor: 5, name: "iPhone 17e", variant: "", year: 2026, displayStart: 62, displayCount: 1, displaysKnown: true),  // 62
        DeviceRecord(identifier: "iPhone19,2", family: 0, major: 19, minor: 2, name: "iPhone 18 Pro", variant: "", year: 2026, displayStart: 63, displayCount: 1, displaysKnown: true),  // 63
        DeviceRecord(identifier: "iPhone19,3", family: 0, major: 19, minor: 3, name: "iPhone 18 Pro Max", variant: "US", year: 2026, displayStart: 64, displayCount: 1, displaysKnown: true),  // 64
        DeviceRecord(identifier: "iPhone19,4", family: 0, major: 19, minor: 4, name: "iPhone Duo", variant: "", year: 2026, displayStart: 65, displayCount: 2, displaysKnown: true),  // 65
        DeviceRecord(identifier: "iPhone19,7", family: 0, major: 19, minor: 7, name: "iPhone 18 Pro Max", variant: "Global", year: 2026, displayStart: 67, displayCount: 1, displaysKnown: true),  // 66
        DeviceRecord(identifier: "iPad1,1", family: 1, major: 1, minor: 1, name: "iPad", variant: "", year: 2010, displayStart: 68, displayCount: 1, displaysKnown: true),  // 67
        DeviceRecord(identifier: "iPad2,1", family: 1, major: 2, minor: 1, name: "iPad 2", variant: "Wi-Fi", year: 2011, displayStart: 69, displayCount: 1, displaysKnown: true),  // 68
        DeviceRecord(identifier: "iPad2,2", family: 1, major: 2, minor: 2, name: "iPad 2", variant: "Wi-Fi + 3G (GSM)", year: 2011, displayStart: 70, displayCount: 1, displaysKnown: true),  // 69
        DeviceRecord(identifier: "iPad2,3", family: 1, major: 2, minor: 3, name: "iPad 2", variant: "Wi-Fi + 3G (CDMA)", year: 2011, displayStart: 71, displayCount: 1, displaysKnown: true),  // 70
        DeviceRecord(identifier: "iPad2,4", family: 1, major: 2, minor: 4, name: "iPad 2", variant: "Wi-Fi (Mid 2012)", year: 2012, displayStart: 72, displayCount: 1, displaysKnown: true),  // 71
        DeviceRecord(identifier: "iPad2,5", family: 1, major: 2, minor: 5, name: "iPad mini", variant: "Wi-Fi", year: 2012, displayStart: 73, displayCount: 1, displaysKnown: true),  // 72
        DeviceRecord(identifier: "iPad2,6", family: 1, major: 2, minor: 6, name: "iPad mini", variant: "Wi-Fi + Cellular", year: 2012, displayStart: 74, displayCount: 1, displaysKnown: true),  // 73
        DeviceRecord(identifier: "iPad2,7", family: 1, major: 2, minor: 7, name: "iPad mini", variant: "Wi-Fi + Cellular (MM)", year: 2012, displayStart: 75, displayCount: 1, displaysKnown: true),  // 74
        DeviceRecord(identifier: "iPad3,1", family: 1, major: 3, minor: 1, name: "iPad (3rd generation)", variant: "Wi-Fi", year: 2012, displayStart: 76, displayCount: 1, displaysKnown: true),  // 75
        DeviceRecord(identifier: "iPad3,2", family: 1, major: 3, minor: 2, name: "iPad (3rd generation)", variant: "Wi-Fi + Cellular (VZ)", year: 2012, displayStart: 77, displayCount: 1, displaysKnown: true),  // 76
        DeviceRecord(identifier: "iPad3,3", family: 1, major: 3, minor: 3, name: "iPad (3rd generation)", variant: "Wi-Fi + Cellular", year: 2012, displayStart: 78, displayCount: 1, displaysKnown: true),  // 77
        DeviceRecord(identifier: "iPad3,4", family: 1, major: 3, minor: 4, name: "iPad (4th generation)", variant: "Wi-Fi", year: 2012, displayStart: 79, displayCount: 1, displaysKnown: true),  // 78
        DeviceRecord(identifier: "iPad3,5", family: 1, major: 3, minor: 5, name: "iPad (4th generation)", variant: "Wi-Fi + Cellular", year: 2012, displayStart: 80, displayCount: 1, displaysKnown: true),  // 79
        DeviceRecord(identifier: "iPad3,6", family: 1, major: 3, minor: 6, name: "iPad (4th generation)", variant: "Wi-Fi + Cellular (MM)", year: 2012, displayStart: 81, displayCount: 1, displaysKnown: true),  // 80
        DeviceRecord(identifier: "iPad4,1", family: 1, major: 4, minor: 1, name: "iPad Air", variant: "Wi-Fi", year: 2013, displayStart: 82, displayCount: 1, displaysKnown: true),  // 81
        DeviceRecord(identifier: "iPad4,2", family: 1, major: 4, minor: 2, name: "iPad Air", variant: "Wi-Fi + Cellular", year: 2013, displayStart: 83, displayCount: 1, displaysKnown: true),  // 82
        DeviceRecord(identifier: "iPad4,3", family: 1, major: 4, minor: 3, name: "iPad Air", variant: "Wi-Fi + Cellular (TD-LTE)", year: 2014, displayStart: 84, displayCount: 1, displaysKnown: true),  // 83
        DeviceRecord(identifier: "iPad4,4", family: 1, major: 4, minor: 4, name: "iPad mini 2", variant: "Wi-Fi", year: 2013, displayStart: 85, displayCount: 1, displaysKnown: true),  // 84
        DeviceRecord(identifier: "iPad4,5", family: 1, major: 4, minor: 5, name: "iPad mini 2", variant: "Wi-Fi + Cellular", year: 2013, displayStart: 86, displayCount: 1, displaysKnown: true),  // 85
        DeviceRecord(identifier: "iPad4,6", family: 1, major: 4, minor: 6, name: "iPad mini 2", variant: "Wi-Fi + Cellular (TD-LTE)", year: 2014, displayStart: 87, displayCount: 1, displaysKnown: true),  // 86
        DeviceRecord(identifier: "iPad4,7", family: 1, major: 4, minor: 7, name: "iPad mini 3", variant: "Wi-Fi", year: 2014, displayStart: 88, displayCount: 1, displaysKnown: true),  // 87
        DeviceRecord(identifier: "iPad4,8", family: 1, major: 4, minor: 8, name: "iPad mini 3", variant: "Wi-Fi + Cellular", year: 2014, displayStart: 89, displayCount: 1, displaysKnown: true),  // 88
        DeviceRecord(identifier: "iPad4,9", family: 1, major: 4, minor: 9, name: "iPad mini 3", variant: "Wi-Fi + Cellular (TD-LTE)", year: 2014, displayStart: 90, displayCount: 1, displaysKnown: true),  // 89
        DeviceRecord(identifier: "iPad5,1", family: 1, major: 5, minor: 1, name: "iPad mini 4", variant: "Wi-Fi", year: 2015, displayStart: 91, displayCount: 1, displaysKnown: true),  // 90
        DeviceRecord(identifier: "iPad5,2", family: 1, major: 5, minor: 2, name: "iPad mini 4", variant: "Wi-Fi + Cellular", year: 2015, displayStart: 92, displayCount: 1, displaysKnown: true),  // 91
        DeviceRecord(identifier: "iPad5,3", family: 1, major: 5, minor: 3, name: "iPad Air 2", variant: "Wi-Fi", year: 2014, displayStart: 93, displayCount: 1, displaysKnown: true),  // 92
        DeviceRecord(identifier: "iPad5,4", family: 1, major: 5, minor: 4, name: "iPad Air 2", variant: "Wi-Fi + Cellular", year: 2014, displayStart: 94, displayCount: 1, displaysKnown: true),  // 93
        DeviceRecord(identifier: "iPad6,3", family: 1, major: 6, minor: 3, name: "iPad Pro (9.7-inch)", variant: "Wi-Fi", year: 2016, displayStart: 95, displayCount: 1, displaysKnown: true),  // 94
        DeviceRecord(identifier: "iPad6,4", family: 1, major: 6, minor: 4, name: "iPad Pro (9.7-inch)", variant: "Wi-Fi + Cellular", year: 2016, displayStart: 96, displayCount: 1, displaysKnown: true),  // 95
        DeviceRecord(identifier: "iPad6,7", family: 1, major: 6, minor: 7, name: "iPad Pro (12.9-inch)", variant: "Wi-Fi", year: 2015, displayStart: 97, displayCount: 1, displaysKnown: true),  // 96
        DeviceRecord(identifier: "iPad6,8", family: 1, major: 6, minor: 8, name: "iPad Pro (12.9-inch)", variant: "Wi-Fi + Cellular", year: 2015, displayStart: 98, displayCount: 1, displaysKnown: true),  // 97
        DeviceRecord(identifier: "iPad6,11", family: 1, major: 6, minor: 11, name: "iPad (5th generation)", variant: "Wi-Fi", year: 2017, displayStart: 99, displayCount: 1, displaysKnown: true),  // 98
        DeviceRecord(identifier: "iPad6,12", family: 1, major: 6, minor: 12, name: "iPad (5th generation)", variant: "Wi-Fi + Cellular", year: 2017, displayStart: 100, displayCount: 1, displaysKnown: true),  // 99
        DeviceRecord(identifier: "iPad7,1", family: 1, major: 7, minor: 1, name: "iPad Pro (12.9-inch) (2nd generation)", variant: "Wi-Fi", year: 2017, displayStart: 101, displayCount: 1, displaysKnown: true),  // 100
        DeviceRecord(identifier: "iPad7,2", family: 1, major: 7, minor: 2, name: "iPad Pro (12.9-inch) (2nd generation)", variant: "Wi-Fi + Cellular", year: 2017, displayStart: 102, displayCount: 1, displaysKnown: true),  // 101
        DeviceRecord(identifier: "iPad7,3", family: 1, major: 7, minor: 3, name: "iPad Pro (10.5-inch)", variant: "Wi-Fi", year: 2017, displayStart: 103, displayCount: 1, displaysKnown: true),  // 102
        DeviceRecord(identifier: "iPad7,4", family: 1, major: 7, minor: 4, name: "iPad Pro (10.5-inch)", variant: "Wi-Fi + Cellular", year: 2017, displayStart: 104, displayCount: 1, displaysKnown: true),  // 103
        DeviceRecord(identifier: "iPad7,5", family: 1, major: 7, minor: 5, name: "iPad (6th generation)", variant: "Wi-Fi", year: 2018, displayStart: 105, displayCount: 1, displaysKnown: true),  // 104
        DeviceRecord(identifier: "iPad7,6", family: 1, major: 7, minor: 6, name: "iPad (6th generation)", variant: "Wi-Fi + Cellular", year: 2018, displayStart: 106, displayCount: 1, displaysKnown: true),  // 105
        DeviceRecord(identifier: "iPad7,11", family: 1, major: 7, minor: 11, name: "iPad (7th generation)", variant: "Wi-Fi", year: 2019, displayStart: 107, displayCount: 1, displaysKnown: true),  // 106
        DeviceRecord(identifier: "iPad7,12", family: 1, major: 7, minor: 12, name: "iPad (7th generation)", variant: "Wi-Fi + Cellular", year: 2019, displayStart: 108, displayCount: 1, displaysKnown: true),  // 107
        DeviceRecord(identifier: "iPad8,1", family: 1, major: 8, minor: 1, name: "iPad Pro (11-inch)", variant: "Wi-Fi", year: 2018, displayStart: 109, displayCount: 1, displaysKnown: true),  // 108
        DeviceRecord(identifier: "iPad8,2", family: 1, major: 8, minor: 2, name: "iPad Pro (11-inch)", variant: "1TB Wi-Fi", year: 2018, displayStart: 110, displayCount: 1, displaysKnown: true),  // 109
        DeviceRecord(identifier: "iPad8,3", family: 1, major: 8, minor: 3, name: "iPad Pro (11-inch)", variant: "Wi-Fi + Cellular", year: 2018, displayStart: 111, displayCount: 1, displaysKnown: true),  // 110
        DeviceRecord(identifier: "iPad8,4", family: 1, major: 8, minor: 4, name: "iPad Pro (11-inch)", variant: "1TB Wi-Fi + Cellular", year: 2018, displayStart: 112, displayCount: 1, displaysKnown: true),  // 111
        DeviceRecord(identifier: "iPad8,5", family: 1, major: 8, minor: 5, name: "iPad Pro (12.9-inch) (3rd generation)", variant: "Wi-Fi", year: 2018, displayStart: 113, displayCount: 1, displaysKnown: true),  // 112
        DeviceRecord(identifier: "iPad8,6", family: 1, major: 8, minor: 6, name: "iPad Pro (12.9-inch) (3rd generation)", variant: "1TB Wi-Fi", year: 2018, displayStart: 114, displayCount: 1, displaysKnown: true),  // 113
        DeviceRecord(identifier: "iPad8,7", family: 1, major: 8, minor: 7, name: "iPad Pro (12.9-inch) (3rd generation)", variant: "Wi-Fi + Cellular", year: 2018, displayStart: 115, displayCount: 1, displaysKnown: true),  // 114
        DeviceRecord(identifier: "iPad8,8", family: 1, major: 8, minor: 8, name: "iPad Pro (12.9-inch) (3rd generation)", variant: "1TB Wi-Fi + Cellular", year: 2018, displayStart: 116, displayCount: 1, displaysKnown: true),  // 115
        DeviceRecord(identifier: "iPad8,9", family: 1, major: 8, minor: 9, name: "iPad Pro (11-inch) (2nd generation)", variant: "Wi-Fi", year: 2020, displayStart: 117, displayCount: 1, displaysKnown: true),  // 116
        DeviceRecord(identifier: "iPad8,10", family: 1, major: 8, minor: 10, name: "iPad Pro (11-inch) (2nd generation)", variant: "Wi-Fi + Cellular", year: 2020, displayStart: 118, displayCount: 1, displaysKnown: true),  // 117
        DeviceRecord(identifier: "iPad8,11", family: 1, major: 8, minor: 11, name: "iPad Pro (12.9-inch) (4th generation)", variant: "Wi-Fi", year: 2020, displayStart: 119, displayCount: 1, displaysKnown: true),  // 118
        DeviceRecord(identifier: "iPad8,12", family: 1, major: 8, minor: 12, name: "iPad Pro (12.9-inch) (4th generation)", variant: "Wi-Fi + Cellular", year: 2020, displayStart: 120, displayCount: 1, displaysKnown: true),  // 119
        DeviceRecord(identifier: "iPad11,1", family: 1, major: 11, minor: 1, name: "iPad mini (5th generation)", variant: "Wi-Fi", year: 2019, displayStart: 121, displayCount: 1, displaysKnown: true),  // 120
        DeviceRecord(identifier: "iPad11,2", family: 1, major: 11, minor: 2, name: "iPad mini (5th generation)", variant: "Wi-Fi + Cellular", year: 2019, displayStart: 122, displayCount: 1, displaysKnown: true),  // 121
        DeviceRecord(identifier: "iPad11,3", family: 1, major: 11, minor: 3, name: "iPad Air (3rd generation)", variant: "Wi-Fi", year: 2019, displayStart: 123, displayCount: 1, displaysKnown: true),  // 122
        DeviceRecord(identifier: "iPad11,4", family: 1, major: 11, minor: 4, name: "iPad Air (3rd generation)", variant: "Wi-Fi + Cellular", year: 2019, displayStart: 124, displayCount: 1, displaysKnown: true),  // 123
        DeviceRecord(identifier: "iPad11,6", family: 1, major: 11, minor: 6, name: "iPad (8th generation)", variant: "Wi-Fi", year: 2020, displayStart: 125, displayCount: 1, displaysKnown: true),  // 124
        DeviceRecord(identifier: "iPad11,7", family: 1, major: 11, minor: 7, name: "iPad (8th generation)", variant: "Wi-Fi + Cellular", year: 2020, displayStart: 126, displayCount: 1, displaysKnown: true),  // 125
        DeviceRecord(identifier: "iPad12,1", family: 1, major: 12, minor: 1, name: "iPad (9th generation)", variant: "Wi-Fi", year: 2021, displayStart: 127, displayCount: 1, displaysKnown: true),  // 126
        DeviceRecord(identifier: "iPad12,2", family: 1, major: 12, minor: 2, name: "iPad (9th generation)", variant: "Wi-Fi + Cellular", year: 2021, displayStart: 128, displayCount: 1, displaysKnown: true),  // 127
        DeviceRecord(identifier: "iPad13,1", family: 1, major: 13, minor: 1, name: "iPad Air (4th generation)", variant: "Wi-Fi", year: 2020, displayStart: 129, displayCount: 1, displaysKnown: true),  // 128
        DeviceRecord(identifier: "iPad13,2", family: 1, major: 13, minor: 2, name: "iPad Air (4th generation)", variant: "Wi-Fi + Cellular", year: 2020, displayStart: 130, displayCount: 1, displaysKnown: true),  // 129
        DeviceRecord(identifier: "iPad13,4", family: 1, major: 13, minor: 4, name: "iPad Pro (11-inch) (3rd generation)", variant: "Wi-Fi", year: 2021, displayStart: 131, displayCount: 1, displaysKnown: true),  // 130
        DeviceRecord(identifier: "iPad13,5", family: 1, major: 13, minor: 5, name: "iPad Pro (11-inch) (3rd generation)", variant: "1TB/2TB Wi-Fi", year: 2021, displayStart: 132, displayCount: 1, displaysKnown: true),  // 131
        DeviceRecord(identifier: "iPad13,6", family: 1, major: 13, minor: 6, name: "iPad Pro (11-inch) (3rd generation)", variant: "Wi-Fi + Cellular", year: 2021, displayStart: 133, displayCount: 1, displaysKnown: true),  // 132
        DeviceRecord(identifier: "iPad13,7", family: 1, major: 13, minor: 7, name: "iPad Pro (11-inch) (3rd generation)", variant: "1TB/2TB Wi-Fi + Cellular", year: 2021, displayStart: 134, displayCount: 1, displaysKnown: true),  // 133
        DeviceRecord(identifier: "iPad13,8", family: 1, major: 13, minor: 8, name: "iPad Pro (12.9-inch) (5th generation)", variant: "Wi-Fi", year: 2021, displayStart: 135, displayCount: 1, displaysKnown: true),  // 134
        DeviceRecord(identifier: "iPad13,9", family: 1, major: 13, minor: 9, name: "iPad Pro (12.9-inch) (5th generation)", variant: "1TB/2TB Wi-Fi", year: 2021, displayStart: 136, displayCount: 1, displaysKnown: true),  // 135
        DeviceRecord(identifier: "iPad13,10", family: 1, major: 13, minor: 10, name: "iPad Pro (12.9-inch) (5th generation)", variant: "Wi-Fi + Cellular", year: 2021, displayStart: 137, displayCount: 1, displaysKnown: true),  // 136
        DeviceRecord(identifier: "iPad13,11", family: 1, major: 13, minor: 11, name: "iPad Pro (12.9-inch) (5th generation)", variant: "1TB/2TB Wi-Fi + Cellular", year: 2021, displayStart: 138, displayCount: 1, displaysKnown: true),  // 137
        DeviceRecord(identifier: "iPad13,16", family: 1, major: 13, minor: 16, name: "iPad Air (5th generation)", variant: "Wi-Fi", year: 2022, displayStart: 139, displayCount: 1, displaysKnown: true),  // 138
        DeviceRecord(identifier: "iPad13,17", family: 1, major: 13, minor: 17, name: "iPad Air (5th generation)", variant: "Wi-Fi + Cellular", year: 2022, displayStart: 140, displayCount: 1, displaysKnown: true),  // 139
        DeviceRecord(identifier: "iPad13,18", family: 1, major: 13, minor: 18, name: "iPad (10th generation)", variant: "Wi-Fi", year: 2022, displayStart: 141, displayCount: 1, displaysKnown: true),  // 140
        DeviceRecord(identifier: "iPad13,19", family: 1, major: 13, minor: 19, name: "iPad (10th generation)", variant: "Wi-Fi + Cellular", year: 2022, displayStart: 142, displayCount: 1, displaysKnown: true),  // 141
        DeviceRecord(identifier: "iPad14,1", family: 1, major: 14, minor: 1, name: "iPad mini (6th generation)", variant: "Wi-Fi", year: 2021, displayStart: 143, displayCount: 1, displaysKnown: true),  // 142
        DeviceRecord(identifier: "iPad14,2", family: 1, major: 14, minor: 2, name: "iPad mini (6th generation)", variant: "Wi-Fi + Cellular", year: 2021, displayStart: 144, displayCount: 1, displaysKnown: true),  // 143
        DeviceRecord(identifier: "iPad14,3", family: 1, major: 14, minor: 3, name: "iPad Pro (11-inch) (4th generation)", variant: "Wi-Fi", year: 2022, displayStart: 145, displayCount: 1, displaysKnown: true),  // 144
        DeviceRecord(identifier: "iPad14,4", family: 1, major: 14, minor: 4, name: "iPad Pro (11-inch) (4th generation)", variant: "Wi-Fi + Cellular", year: 2022, displayStart: 146, displayCount: 1, displaysKnown: true),  // 145
        DeviceRecord(identifier: "iPad14,5", family: 1, major: 14, minor: 5, name: "iPad Pro (12.9-inch) (6th generation)", variant: "Wi-Fi", year: 2022, displayStart: 147, displayCount: 1, displaysKnown: true),  // 146
        DeviceRecord(identifier: "iPad14,6", family: 1, major: 14, minor: 6, name: "iPad Pro (12.9-inch) (6th generation)", variant: "Wi-Fi + Cellular", year: 2022, displayStart: 148, displayCount: 1, displaysKnown: true),  // 147
        DeviceRecord(identifier: "iPad14,8", family: 1, major: 14, minor: 8, name: "iPad Air 11-inch (M2)", variant: "Wi-Fi", year: 2024, displayStart: 149, displayCount: 1, displaysKnown: true),  // 148
        DeviceRecord(identifier: "iPad14,9", family: 1, major: 14, minor: 9, name: "iPad Air 11-inch (M2)", variant: "Wi-Fi + Cellular", year: 2024, displayStart: 150, displayCount: 1, displaysKnown: true),  // 149
        DeviceRecord(identifier: "iPad14,10", family: 1, major: 14, minor: 10, name: "iPad Air 13-inch (M2)", variant: "Wi-Fi", year: 2024, displayStart: 151, displayCount: 1, displaysKnown: true),  // 150
        DeviceRecord(identifier: "iPad14,11", family: 1, major: 14, minor: 11, name: "iPad Air 13-inch (M2)", variant: "Wi-Fi + Cellular", year: 2024, displayStart: 152, displayCount: 1, displaysKnown: true),  // 151
        DeviceRecord(identifier: "iPad15,3", family: 1, major: 15, minor: 3, name: "iPad Air 11-inch (M3)", variant: "Wi-Fi", year: 2025, displayStart: 153, displayCount: 1, displaysKnown: true),  // 152
        DeviceRecord(identifier: "iPad15,4", family: 1, major: 15, minor: 4, name: "iPad Air 11-inch (M3)", variant: "Wi-Fi + Cellular", year: 2025, displayStart: 154, displayCount: 1, displaysKnown: true),  // 153
        DeviceRecord(identifier: "iPad15,5", family: 1, major: 15, minor: 5, name: "iPad Air 13-inch (M3)", variant: "Wi-Fi", year: 2025, displayStart: 155, displayCount: 1, displaysKnown: true),  // 154
        DeviceRecord(identifier: "iPad15,6", family: 1, major: 15, minor: 6, name: "iPad Air 13-inch (M3)", variant: "Wi-Fi + Cellular", year: 2025, displayStart: 156, displayCount: 1, displaysKnown: true),  // 155
        DeviceRecord(identifier: "iPad15,7", family: 1, major: 15, minor: 7, name: "iPad (A16)", variant: "Wi-Fi", year: 2025, displayStart: 157, displayCount: 1, displaysKnown: true),  // 156
        DeviceRecord(identifier: "iPad15,8", family: 1, major: 15, minor: 8, name: "iPad (A16)", variant: "Wi-Fi + Cellular", year: 2025, displayStart: 158, displayCount: 1, displaysKnown: true),  // 157
        DeviceRecord(identifier: "iPad16,1", family: 1, major: 16, minor: 1, name: "iPad mini (A17 Pro)", variant: "Wi-Fi", year: 2024, displayStart: 159, displayCount: 1, displaysKnown: true),  // 158
        DeviceRecord(identifier: "iPad16,2", family: 1, major: 16, minor: 2, name: "iPad mini (A17 Pro)", variant: "Wi-Fi + Cellular", year: 2024, displayStart: 160, displayCount: 1, displaysKnown: true),  // 159
        DeviceRecord(identifier: "iPad16,3", family: 1, major: 16, minor: 3, name: "iPad Pro 11-inch (M4)", variant: "Wi-Fi", year: 2024, displayStart: 161, displayCount: 1, displaysKnown: true),  // 160
        DeviceRecord(identifier: "iPad16,4", family: 1, major: 16, minor: 4, name: "iPad Pro 11-inch (M4)", variant: "Wi-Fi + Cellular", year: 2024, displayStart: 162, displayCount: 1, displaysKnown: true),  // 161
        DeviceRecord(identifier: "iPad16,5", family: 1, major: 16, minor: 5, name: "iPad Pro 13-inch (M4)", variant: "Wi-Fi", year: 2024, displayStart: 163, displayCount: 1, displaysKnown: true),  // 162
        DeviceRecord(identifier: "iPad16,6", family: 1, major: 16, minor: 6, name: "iPad Pro 13-inch (M4)", variant: "Wi-Fi + Cellular", year: 2024, displayStart: 164, displayCount: 1, displaysKnown: true),  // 163
        DeviceRecord(identifier: "iPad16,8", family: 1, major: 16, minor: 8, name: "iPad Air 11-inch (M4)", variant: "Wi-Fi", year: 2026, displayStart: 165, displayCount: 1, displaysKnown: true),  // 164
        DeviceRecord(identifier: "iPad16,9", family: 1, major: 16, minor: 9, name: "iPad Air 11-inch (M4)", variant: "Wi-Fi + Cellular", year: 2026, displayStart: 166, displayCount: 1, displaysKnown: true),  // 165
        DeviceRecord(identifier: "iPad16,10", family: 1, major: 16, minor: 10, name: "iPad Air 13-inch (M4)", variant: "Wi-Fi", year: 2026, displayStart: 167, displayCount: 1, displaysKnown: true),  // 166
        DeviceRecord(identifier: "iPad16,11", family: 1, major: 16, minor: 11, name: "iPad Air 13-inch (M4)", variant: "Wi-Fi + Cellular", year: 2026, displayStart: 168, displayCount: 1, displaysKnown: true),  // 167
        DeviceRecord(identifier: "iPad17,1", family: 1, major: 17, minor: 1, name: "iPad Pro 11-inch (M5)", variant: "Wi-Fi", year: 2025, displayStart: 169, displayCount: 1, displaysKnown: true),  // 168
        DeviceRecord(identifier: "iPad17,2", family: 1, major: 17, minor: 2, name: "iPad Pro 11-inch (M5)", variant: "Wi-Fi + Cellular", year: 2025, displayStart: 170, displayCount: 1, displaysKnown: true),  // 169
        DeviceRecord(identifier: "iPad17,3", family: 1, major: 17, minor: 3, name: "iPad Pro 13-inch (M5)", variant: "Wi-Fi", year: 2025, displayStart: 171, displayCount: 1, displaysKnown: true),  // 170
        DeviceRecord(identifier: "iPad17,4", family: 1, major: 17, minor: 4, name: "iPad Pro 13-inch (M5)", variant: "Wi-Fi + Cellular", year: 2025, displayStart: 172, displayCount: 1, displaysKnown: true),  // 171
        DeviceRecord(identifier: "iPod1,1", family: 2, major: 1, minor: 1, name: "iPod touch (1st generation)", variant: "", year: 2007, displayStart: 173, displayCount: 1, displaysKnown: true),  // 172
        DeviceRecord(identifier: "iPod2,1", family: 2, major: 2, minor: 1, name: "iPod touch (2nd generation)", variant: "", year: 2008, displayStart: 174, displayCount: 1, displaysKnown: true),  // 173
        DeviceRecord(identifier: "iPod3,1", family: 2, major: 3, minor: 1, name: "iPod touch (3rd generation)", variant: "", year: 2009, displayStart: 175, displayCount: 1, displaysKnown: true),  // 174
        DeviceRecord(identifier: "iPod4,1", family: 2, major: 4, minor: 1, name: "iPod touch (4th generation)", variant: "", year: 2010, displayStart: 176, displayCount: 1, displaysKnown: true),  // 175
        DeviceRecord(identifier: "iPod5,1", family: 2, major: 5, minor: 1, name: "iPod touch (5th generation)", variant: "", year: 2012, displayStart: 177, displayCount: 1, displaysKnown: true),  // 176
        DeviceRecord(identifier: "iPod7,1", family: 2, major: 7, minor: 1, name: "iPod touch (6th generation)", variant: "", year: 2015, displayStart: 178, displayCount: 1, displaysKnown: true),  // 177
        DeviceRecord(identifier: "iPod9,1", family: 2, major: 9, minor: 1, name: "iPod touch (7th generation)", variant: "", year: 2019, displayStart: 179, displayCount: 1, displaysKnown: true),  // 178
        DeviceRecord(identifier: "Mac13,1", family: 3, major: 13, minor: 1, name: "Mac Studio (2022)", variant: "M1 Max", year: 2022, displayStart: 0, displayCount: 0, displaysKnown: true),  // 179
        DeviceRecord(identifier: "Mac13,2", family: 3, major: 13, minor: 2, name: "Mac Studio (2022)", variant: "M1 Ultra", year: 2022, displayStart: 0, displayCount: 0, displaysKnown: true),  // 180
        DeviceRecord(identifier: "Mac14,2", family: 3, major: 14, minor: 2, name: "MacBook Air (M2, 2022)", variant: "", year: 2022, displayStart: 180, displayCount: 1, displaysKnown: true),  // 181
        DeviceRecord(identifier: "Mac14,3", family: 3, major: 14, minor: 3, name: "Mac mini (2023)", variant: "M2", year: 2023, displayStart: 0, displayCount: 0, displaysKnown: true),  // 182
        DeviceRecord(identifier: "Mac14,5", family: 3, major: 14, minor: 5, name: "MacBook Pro (14-inch, 2023)", variant: "M2 Max", year: 2023, displayStart: 181, displayCount: 1, displaysKnown: true),  // 183
        DeviceRecord(identifier: "Mac14,6", family: 3, major: 14, minor: 6, name: "MacBook Pro (16-inch, 2023)", variant: "M2 Max", year: 2023, displayStart: 182, displayCount: 1, displaysKnown: true),  // 184
        DeviceRecord(identifier: "Mac14,7", family: 3, major: 14, minor: 7, name: "MacBook Pro (13-inch, M2, 2022)", variant: "", year: 2022, displayStart: 183, displayCount: 1, displaysKnown: true),  // 185
        DeviceRecord(identifier: "Mac14,8", family: 3, major: 14, minor: 8, name: "Mac Pro (2023)", variant: "", year: 2023, displayStart: 0, displayCount: 0, displaysKnown: true),  // 186
        DeviceRecord(identifier: "Mac14,9", family: 3, major: 14, minor: 9, name: "MacBook Pro (14-inch, 2023)", variant: "M2 Pro", year: 2023, displayStart: 184, displayCount: 1, displaysKnown: true),  // 187
        DeviceRecord(identifier: "Mac14,10", family: 3, major: 14, minor: 10, name: "MacBook Pro (16-inch, 2023)", variant: "M2 Pro", year: 2023, displayStart: 185, displayCount: 1, displaysKnown: true),  // 188
        DeviceRecord(identifier: "Mac14,12", family: 3, major: 14, minor: 12, name: "Mac mini (2023)", variant: "M2 Pro", year: 2023, displayStart: 0, displayCount: 0, displaysKnown: true),  // 189
        DeviceRecord(identifier: "Mac14,13", family: 3, major: 14, minor: 13, name: "Mac Studio (2023)", variant: "M2 Max", year: 2023, displayStart: 0, displayCount: 0, displaysKnown: true),  // 190
        DeviceRecord(identifier: "Mac14,14", family: 3, major: 14, minor: 14, name: "Mac Studio (2023)", variant: "M2 Ultra", year: 2023, displayStart: 0, displayCount: 0, displaysKnown: true),  // 191
        DeviceRecord(identifier: "Mac14,15", family: 3, major: 14, minor: 15, name: "MacBook Air (15-inch, M2, 2023)", variant: "", year: 2023, displayStart: 186, displayCount: 1, displaysKnown: true),  // 192
        DeviceRecord(identifier: "Mac15,3", family: 3, major: 15, minor: 3, name: "MacBook Pro (14-inch, Nov 2023)", variant: "M3", year: 2023, displayStart: 187, displayCount: 1, displaysKnown: true),  // 193
        DeviceRecord(identifier: "Mac15,4", family: 3, major: 15, minor: 4, name: "iMac (24-inch, 2023, Two ports)", variant: "", year: 2023, displayStart: 188, displayCount: 1, displaysKnown: true),  // 194
        DeviceRecord(identifier: "Mac15,5", family: 3, major: 15, minor: 5, name: "iMac (24-inch, 2023, Four ports)", variant: "", year: 2023, displayStart: 189, displayCount: 1, displaysKnown: true),  // 195
        DeviceRecord(identifier: "Mac15,6", family: 3, major: 15, minor: 6, name: "MacBook Pro (14-inch, Nov 2023)", variant: "M3 Pro", year: 2023, displayStart: 190, displayCount: 1, displaysKnown: true),  // 196
        DeviceRecord(identifier: "Mac15,7", family: 3, major: 15, minor: 7, name: "MacBook Pro (16-inch, Nov 2023)", variant: "M3 Pro", year: 2023, displayStart: 191, displayCount: 1, displaysKnown: true),  // 197
        DeviceRecord(identifier: "Mac15,8", family: 3, major: 15, minor: 8, name: "MacBook Pro (14-inch, Nov 2023)", variant: "M3 Max (T6031)", year: 2023, displayStart: 192, displayCount: 1, displaysKnown: true),  // 198
        DeviceRecord(identifier: "Mac15,9", family: 3, major: 15, minor: 9, name: "MacBook Pro (16-inch, Nov 2023)", variant: "M3 Max (T6031)", year: 2023, displayStart: 193, displayCount: 1, displaysKnown: true),  // 199
        DeviceRecord(identifier: "Mac15,10", family: 3, major: 15, minor: 10, name: "MacBook Pro (14-inch, Nov 2023)", variant: "M3 Max (T6034)", year: 2023, displayStart: 194, displayCount: 1, displaysKnown: true),  // 200
        DeviceRecord(identifier: "Mac15,11", family: 3, major: 15, minor: 11, name: "MacBook Pro (16-inch, Nov 2023)", variant: "M3 Max (T6034)", year: 2023, displayStart: 195, displayCount: 1, displaysKnown: true),  // 201
        DeviceRecord(identifier: "Mac15,12", family: 3, major: 15, minor: 12, name: "MacBook Air (13-inch, M3, 2024)", variant: "", year: 2024, displayStart: 196, displayCount: 1, displaysKnown: true),  // 202
        DeviceRecord(identifier: "Mac15,13", family: 3, major: 15, minor: 13, name: "MacBook Air (15-inch, M3, 2024)", variant: "", year: 2024, displayStart: 197, displayCount: 1, displaysKnown: true),  // 203
        DeviceRecord(identifier: "Mac15,14", family: 3, major: 15, minor: 14, name: "Mac Studio (2025)", variant: "M3 Ultra", year: 2025, displayStart: 0, displayCount: 0, displaysKnown: true),  // 204
        DeviceRecord(identifier: "Mac16,1", family: 3, major: 16, minor: 1, name: "MacBook Pro (14-inch, 2024)", variant: "M4", year: 2024, displayStart: 198, displayCount: 1, displaysKnown: true),  // 205
        DeviceRecord(identifier: "Mac16,2", family: 3, major: 16, minor: 2, name: "iMac (24-inch, 2024, Two ports)", variant: "", year: 2024, displayStart: 199, displayCount: 1, displaysKnown: true),  // 206
        DeviceRecord(identifier: "Mac16,3", family: 3, major: 16, minor: 3, name: "iMac (24-inch, 2024, Four ports)", variant: "", year: 2024, displayStart: 200, displayCount: 1, displaysKnown: true),  // 207
        DeviceRecord(identifier: "Mac16,5", family: 3, major: 16, minor: 5, name: "MacBook Pro (16-inch, 2024)", variant: "M4 Max", year: 2024, displayStart: 201, displayCount: 1, displaysKnown: true),  // 208
        DeviceRecord(identifier: "Mac16,6", family: 3, major: 16, minor: 6, name: "MacBook Pro (14-inch, 2024)", variant: "M4 Max", year: 2024, displayStart: 202, displayCount: 1, displaysKnown: true),  // 209
        DeviceRecord(identifier: "Mac16,7", family: 3, major: 16, minor: 7, name: "MacBook Pro (16-inch, 2024)", variant: "M4 Pro", year: 2024, displayStart: 203, displayCount: 1, displaysKnown: true),  // 210
        DeviceRecord(identifier: "Mac16,8", family: 3, major: 16, minor: 8, name: "MacBook Pro (14-inch, 2024)", variant: "M4 Pro", year: 2024, displayStart: 204, displayCount: 1, displaysKnown: true),  // 211
        DeviceRecord(identifier: "Mac16,9", family: 3, major: 16, minor: 9, name: "Mac Studio (2025)", variant: "M4 Max", year: 2025, displayStart: 0, displayCount: 0, displaysKnown: true),  // 212
        DeviceRecord(identifier: "Mac16,10", family: 3, major: 16, minor: 10, name: "Mac mini (2024)", variant: "M4", year: 2024, displayStart: 0, displayCount: 0, displaysKnown: true),  // 213
        DeviceRecord(identifier: "Mac16,11", family: 3, major: 16, minor: 11, name: "Mac mini (2024)", variant: "M4 Pro", year: 2024, displayStart: 0, displayCount: 0, displaysKnown: true),  // 214
        DeviceRecord(identifier: "Mac16,12", family: 3, major: 16, minor: 12, name: "MacBook Air (13-inch, M4, 2025)", variant: "", year: 2025, displayStart: 205, displayCount: 1, displaysKnown: true),  // 215
        DeviceRecord(identifier: "Mac16,13", family: 3, major: 16, minor: 13, name: "MacBook Air (15-inch, M4, 2025)", variant: "", year: 2025, displayStart: 206, displayCount: 1, displaysKnown: true),  // 216
        DeviceRecord(identifier: "Mac17,2", family: 3, major: 17, minor: 2, name: "MacBook Pro (14-inch, M5)", variant: "", year: 2025, displayStart: 207, displayCount: 1, displaysKnown: true),  // 217
        DeviceRecord(identifier: "Mac17,3", family: 3, major: 17, minor: 3, name: "MacBook Air (13-inch, M5)", variant: "", year: 2026, displayStart: 208, displayCount: 1, displaysKnown: true),  // 218
        DeviceRecord(identifier: "Mac17,4", family: 3, major: 17, minor: 4, name: "MacBook Air (15-inch, M5)", variant: "", year: 2026, displayStart: 209, displayCount: 1, displaysKnown: true),  // 219
        DeviceRecord(identifier: "Mac17,5", family: 3, major: 17, minor: 5, name: "MacBook Neo", variant: "", year: 2026, displayStart: 210, displayCount: 1, displaysKnown: true),  // 220
        DeviceRecord(identifier: "Mac17,6", family: 3, major: 17, minor: 6, name: "MacBook Pro (16-inch, M5 Max)", variant: "", year: 2026, displayStart: 211, displayCount: 1, displaysKnown: true),  // 221
        DeviceRecord(identifier: "Mac17,7", family: 3, major: 17, minor: 7, name: "MacBook Pro (14-inch, M5 Max)", variant: "", year: 2026, displayStart: 212, displayCount: 1, displaysKnown: true),  // 222
        DeviceRecord(identifier: "Mac17,8", family: 3, major: 17, minor: 8, name: "MacBook Pro (16-inch, M5 Pro)", variant: "", year: 2026, displayStart: 213, displayCount: 1, displaysKnown: true),  // 223
        DeviceRecord(identifier: "Mac17,9", family: 3, major: 17, minor: 9, name: "MacBook Pro (14-inch, M5 Pro)", variant: "", year: 2026, displayStart: 214, displayCount: 1, displaysKnown: true),  // 224
        DeviceRecord(identifier: "MacBookAir9,1", family: 3, major: 9, minor: 1, name: "MacBook Air (Retina, 13-inch, 2020)", variant: "", year: 2020, displayStart: 215, displayCount: 1, displaysKnown: true),  // 225
        DeviceRecord(identifier: "MacBookAir10,1", family: 3, major: 10, minor: 1, name: "MacBook Air (M1, 2020)", variant: "", year: 2020, displayStart: 216, displayCount: 1, displaysKnown: true),  // 226
        DeviceRecord(identifier: "MacBookPro15,1", family: 3, major: 15, minor: 1, name: "MacBook Pro (15-inch, 2018)", variant: "", year: 2018, displayStart: 217, displayCount: 1, displaysKnown: true),  // 227
        DeviceRecord(identifier: "MacBookPro15,2", family: 3, major: 15, minor: 2, name: "MacBook Pro (13-inch, 2018, Four Thunderbolt 3 ports)", variant: "", year: 2018, displayStart: 218, displayCount: 1, displaysKnown: true),  // 228
        DeviceRecord(identifier: "MacBookPro15,3", family: 3, major: 15, minor: 3, name: "MacBook Pro (15-inch, 2019)", variant: "", year: 2019, displayStart: 219, displayCount: 1, displaysKnown: true),  // 229
        DeviceRecord(identifier: "MacBookPro15,4", family: 3, major: 15, minor: 4, name: "MacBook Pro (13-inch, 2019, Two Thunderbolt 3 ports)", variant: "", year: 2019, displayStart: 220, displayCount: 1, displaysKnown: true),  // 230
        DeviceRecord(identifier: "MacBookPro16,1", family: 3, major: 16, minor: 1, name: "MacBook Pro (16-inch, 2019)", variant: "", year: 2019, displayStart: 221, displayCount: 1, displaysKnown: true),  // 231
        DeviceRecord(identifier: "MacBookPro16,2", family: 3, major: 16, minor: 2, name: "MacBook Pro (13-inch, 2020, Four Thunderbolt 3 ports)", variant: "", year: 2020, displayStart: 222, displayCount: 1, displaysKnown: true),  // 232
        DeviceRecord(identifier: "MacBookPro16,3", family: 3, major: 16, minor: 3, name: "MacBook Pro (13-inch, 2020, Two Thunderbolt 3 ports)", variant: "", year: 2020, displayStart: 223, displayCount: 1, displaysKnown: true),  // 233
        DeviceRecord(identifier: "MacBookPro16,4", family: 3, major: 16, minor: 4, name: "MacBook Pro (16-inch, 2019)", variant: "", year: nil, displayStart: 224, displayCount: 1, displaysKnown: true),  // 234
        DeviceRecord(identifier: "MacBookPro17,1", family: 3, major: 17, minor: 1, name: "MacBook Pro (13-inch, M1, 2020)", variant: "", year: 2020, displayStart: 225, displayCount: 1, displaysKnown: true),  // 235
        DeviceRecord(identifier: "MacBookPro18,1", family: 3, major: 18, minor: 1, name: "MacBook Pro (16-inch, 2021)", variant: "M1 Pro", year: 2021, displayStart: 226, displayCount: 1, displaysKnown: true),  // 236
        DeviceRecord(identifier: "MacBookPro18,2", family: 3, major: 18, minor: 2, name: "MacBook Pro (16-inch, 2021)", variant: "M1 Max", year: 2021, displayStart: 227, displayCount: 1, displaysKnown: true),  // 237
        DeviceRecord(identifier: "MacBookPro18,3", family: 3, major: 18, minor: 3, name: "MacBook Pro (14-inch, 2021)", variant: "M1 Pro", year: 2021, displayStart: 228, displayCount: 1, displaysKnown: true),  // 238
        DeviceRecord(identifier: "MacBookPro18,4", family: 3, major: 18, minor: 4, name: "MacBook Pro (14-inch, 2021)", variant: "M1 Max", year: 2021, displayStart: 229, displayCount: 1, displaysKnown: true),  // 239
        DeviceRecord(identifier: "MacPro7,1", family: 3, major: 7, minor: 1, name: "Mac Pro (2019)", variant: "", year: 2019, displayStart: 0, displayCount: 0, displaysKnown: true),  // 240
        DeviceRecord(identifier: "Macmini8,1", family: 3, major: 8, minor: 1, name: "Mac mini (2018)", variant: "", year: 2018, displayStart: 0, displayCount: 0, displaysKnown: true),  // 241
        DeviceRecord(identifier: "Macmini9,1", family: 3, major: 9, minor: 1, name: "Mac mini (M1, 2020)", variant: "", year: 2020, displayStart: 0, displayCount: 0, displaysKnown: true),  // 242
        DeviceRecord(identifier: "iMac19,1", family: 3, major: 19, minor: 1, name: "iMac (Retina 5K, 27-inch, 2019)", variant: "", year: 2019, displayStart: 230, displayCount: 1, displaysKnown: true),  // 243
        DeviceRecord(identifier: "iMac19,2", family: 3, major: 19, minor: 2, name: "iMac (Retina 4K, 21.5-inch, 2019)", variant: "", year: 2019, displayStart: 231, displayCount: 1, displaysKnown: true),  // 244
        DeviceRecord(identifier: "iMac20,1", family: 3, major: 20, minor: 1, name: "iMac (Retina 5K, 27-inch, 2020)", variant: "", year: 2020, displayStart: 232, displayCount: 1, displaysKnown: true),  // 245
        DeviceRecord(identifier: "iMac20,2", family: 3, major: 20, minor: 2, name: "iMac (Retina 5K, 27-inch, 2020)", variant: "", year: 2020, displayStart: 233, displayCount: 1, displaysKnown: true),  // 246
        DeviceRecord(identifier: "iMac21,1", family: 3, major: 21, minor: 1, name: "iMac (24-inch, M1, 2021)", variant: "Four ports", year: 2021, displayStart: 234, displayCount: 1, displaysKnown: true),  // 247
        DeviceRecord(identifier: "iMac21,2", family: 3, major: 21, minor: 2, name: "iMac (24-inch, M1, 2021)", variant: "Two ports", year: 2021, displayStart: 235, displayCount: 1, displaysKnown: true),  // 248
        DeviceRecord(identifier: "iMacPro1,1", family: 3, major: 1, minor: 1, name: "iMac Pro (2017)", variant: "", year: 2017, displayStart: 236, displayCount: 1, displaysKnown: true),  // 249
        DeviceRecord(identifier: "Watch1,1", family: 4, major: 1, minor: 1, name: "Apple Watch (1st generation) (38mm)", variant: "", year: 2015, displayStart: 237, displayCount: 1, displaysKnown: true),  // 250
        DeviceRecord(identifier: "Watch1,2", family: 4, major: 1, minor: 2, name: "Apple Watch (1st generation) (42mm)", variant: "", year: 2015, displayStart: 238, displayCount: 1, displaysKnown: true),  // 251
        DeviceRecord(identifier: "Watch2,3", family: 4, major: 2, minor: 3, name: "Apple Watch Series 2 (38mm)", variant: "", year: 2016, displayStart: 239, displayCount: 1, displaysKnown: true),  // 252
        DeviceRecord(identifier: "Watch2,4", family: 4, major: 2, minor: 4, name: "Apple Watch Series 2 (42mm)", variant: "", year: 2016, displayStart: 240, displayCount: 1, displaysKnown: true),  // 253
        DeviceRecord(identifier: "Watch2,6", family: 4, major: 2, minor: 6, name: "Apple Watch Series 1 (38mm)", variant: "", year: 2016, displayStart: 241, displayCount: 1, displaysKnown: true),  // 254
        DeviceRecord(identifier: "Watch2,7", family: 4, major: 2, minor: 7, name: "Apple Watch Series 1 (42mm)", variant: "", year: 2016, displayStart: 242, displayCount: 1, displaysKnown: true),  // 255
        DeviceRecord(identifier: "Watch3,1", family: 4, major: 3, minor: 1, name: "Apple Watch Series 3 (38mm)", variant: "GPS + Cellular", year: 2017, displayStart: 243, displayCount: 1, displaysKnown: true),  // 256
        DeviceRecord(identifier: "Watch3,2", family: 4, major: 3, minor: 2, name: "Apple Watch Series 3 (42mm)", variant: "GPS + Cellular", year: 2017, displayStart: 244, displayCount: 1, displaysKnown: true),  // 257
        DeviceRecord(identifier: "Watch3,3", family: 4, major: 3, minor: 3, name: "Apple Watch Series 3 (38mm)", variant: "GPS", year: 2017, displayStart: 245, displayCount: 1, displaysKnown: true),  // 258
        DeviceRecord(identifier: "Watch3,4", family: 4, major: 3, minor: 4, name: "Apple Watch Series 3 (42mm)", variant: "GPS", year: 2017, displayStart: 246, displayCount: 1, displaysKnown: true),  // 259
        DeviceRecord(identifier: "Watch4,1", family: 4, major: 4, minor: 1, name: "Apple Watch Series 4 (40mm)", variant: "GPS", year: 2018, displayStart: 247, displayCount: 1, displaysKnown: true),  // 260
        DeviceRecord(identifier: "Watch4,2", family: 4, major: 4, minor: 2, name: "Apple Watch Series 4 (44mm)", variant: "GPS", year: 2018, displayStart: 248, displayCount: 1, displaysKnown: true),  // 261
        DeviceRecord(identifier: "Watch4,3", family: 4, major: 4, minor: 3, name: "Apple Watch Series 4 (40mm)", variant: "GPS + Cellular", year: 2018, displayStart: 249, displayCount: 1, displaysKnown: true),  // 262
        DeviceRecord(identifier: "Watch4,4", family: 4, major: 4, minor: 4, name: "Apple Watch Series 4 (44mm)", variant: "GPS + Cellular", year: 2018, displayStart: 250, displayCount: 1, displaysKnown: true),  // 263
        DeviceRecord(identifier: "Watch5,1", family: 4, major: 5, minor: 1, name: "Apple Watch Series 5 (40mm)", variant: "GPS", year: 2019, displayStart: 251, displayCount: 1, displaysKnown: true),  // 264
        DeviceRecord(identifier: "Watch5,2", family: 4, major: 5, minor: 2, name: "Apple Watch Series 5 (44mm)", variant: "GPS", year: 2019, displayStart: 252, displayCount: 1, displaysKnown: true),  // 265
        DeviceRecord(identifier: "Watch5,3", family: 4, major: 5, minor: 3, name: "Apple Watch Series 5 (40mm)", variant: "GPS + Cellular", year: 2019, displayStart: 253, displayCount: 1, displaysKnown: true),  // 266
        DeviceRecord(identifier: "Watch5,4", family: 4, major: 5, minor: 4, name: "Apple Watch Series 5 (44mm)", variant: "GPS + Cellular", year: 2019, displayStart: 254, displayCount: 1, displaysKnown: true),  // 267
        DeviceRecord(identifier: "Watch5,9", family: 4, major: 5, minor: 9, name: "Apple Watch SE (1st generation) (40mm)", variant: "GPS", year: 2020, displayStart: 255, displayCount: 1, displaysKnown: true),  // 268
        DeviceRecord(identifier: "Watch5,10", family: 4, major: 5, minor: 10, name: "Apple Watch SE (1st generation) (44mm)", variant: "GPS", year: 2020, displayStart: 256, displayCount: 1, displaysKnown: true),  // 269
        DeviceRecord(identifier: "Watch5,11", family: 4, major: 5, minor: 11, name: "Apple Watch SE (1st generation) (40mm)", variant: "GPS + Cellular", year: 2020, displayStart: 257, displayCount: 1, displaysKnown: true),  // 270
        DeviceRecord(identifier: "Watch5,12", family: 4, major: 5, minor: 12, name: "Apple Watch SE (1st generation) (44mm)", variant: "GPS + Cellular", year: 2020, displayStart: 258, displayCount: 1, displaysKnown: true),  // 271
        DeviceRecord(identifier: "Watch6,1", family: 4, major: 6, minor: 1, name: "Apple Watch Series 6 (40mm)", variant: "GPS", year: 2020, displayStart: 259, displayCount: 1, displaysKnown: true),  // 272
        DeviceRecord(identifier: "Watch6,2", family: 4, major: 6, minor: 2, name: "Apple Watch Series 6 (44mm)", variant: "GPS", year: 2020, displayStart: 260, displayCount: 1, displaysKnown: true),  // 273
        DeviceRecord(identifier: "Watch6,3", family: 4, major: 6, minor: 3, name: "Apple Watch Series 6 (40mm)", variant: "GPS + Cellular", year: 2020, displayStart: 261, displayCount: 1, displaysKnown: true),  // 274
        DeviceRecord(identifier: "Watch6,4", family: 4, major: 6, minor: 4, name: "Apple Watch Series 6 (44mm)", variant: "GPS + Cellular", year: 2020, displayStart: 262, displayCount: 1, displaysKnown: true),  // 275
        DeviceRecord(identifier: "Watch6,6", family: 4, major: 6, minor: 6, name: "Apple Watch Series 7 (41mm)", variant: "GPS", year: 2021, displayStart: 263, displayCount: 1, displaysKnown: true),  // 276
        DeviceRecord(identifier: "Watch6,7", family: 4, major: 6, minor: 7, name: "Apple Watch Series 7 (45mm)", variant: "GPS", year: 2021, displayStart: 264, displayCount: 1, displaysKnown: true),  // 277
        DeviceRecord(identifier: "Watch6,8", family: 4, major: 6, minor: 8, name: "Apple Watch Series 7 (41mm)", variant: "GPS + Cellular", year: 2021, displayStart: 265, displayCount: 1, displaysKnown: true),  // 278
        DeviceRecord(identifier: "Watch6,9", family: 4, major: 6, minor: 9, name: "Apple Watch Series 7 (45mm)", variant: "GPS + Cellular", year: 2021, displayStart: 266, displayCount: 1, displaysKnown: true),  // 279
        DeviceRecord(identifier: "Watch6,10", family: 4, major: 6, minor: 10, name: "Apple Watch SE (2nd generation) (40mm)", variant: "GPS", year: 2022, displayStart: 267, displayCount: 1, displaysKnown: true),  // 280
        DeviceRecord(identifier: "Watch6,11", family: 4, major: 6, minor: 11, name: "Apple Watch SE (2nd generation) (44mm)", variant: "GPS", year: 2022, displayStart: 268, displayCount: 1, displaysKnown: true),  // 281
        DeviceRecord(identifier: "Watch6,12", family: 4, major: 6, minor: 12, name: "Apple Watch SE (2nd generation) (40mm)", variant: "GPS + Cellular", year: 2022, displayStart: 269, displayCount: 1, displaysKnown: true),  // 282
        DeviceRecord(identifier: "Watch6,13", family: 4, major: 6, minor: 13, name: "Apple Watch SE (2nd generation) (44mm)", variant: "GPS + Cellular", year: 2022, displayStart: 270, displayCount: 1, displaysKnown: true),  // 283
        DeviceRecord(identifier: "Watch6,14", family: 4, major: 6, minor: 14, name: "Apple Watch Series 8 (41mm)", variant: "GPS", year: 2022, displayStart: 271, displayCount: 1, displaysKnown: true),  // 284
        DeviceRecord(identifier: "Watch6,15", family: 4, major: 6, minor: 15, name: "Apple Watch Series 8 (45mm)", variant: "GPS", year: 2022, displayStart: 272, displayCount: 1, displaysKnown: true),  // 285
        DeviceRecord(identifier: "Watch6,16", family: 4, major: 6, minor: 16, name: "Apple Watch Series 8 (41mm)", variant: "GPS + Cellular", year: 2022, displayStart: 273, displayCount: 1, displaysKnown: true),  // 286
        DeviceRecord(identifier: "Watch6,17", family: 4, major: 6, minor: 17, name: "Apple Watch Series 8 (45mm)", variant: "GPS + Cellular", year: 2022, displayStart: 274, displayCount: 1, displaysKnown: true),  // 287
        DeviceRecord(identifier: "Watch6,18", family: 4, major: 6, minor: 18, name: "Apple Watch Ultra", variant: "", year: 2022, displayStart: 275, displayCount: 1, displaysKnown: true),  // 288
        DeviceRecord(identifier: "Watch7,1", family: 4, major: 7, minor: 1, name: "Apple Watch Series 9 (41mm)", variant: "GPS", year: 2023, displayStart: 276, displayCount: 1, displaysKnown: true),  // 289
        DeviceRecord(identifier: "Watch7,2", family: 4, major: 7, minor: 2, name: "Apple Watch Series 9 (45mm)", variant: "GPS", year: 2023, displayStart: 277, displayCount: 1, displaysKnown: true),  // 290
        DeviceRecord(identifier: "Watch7,3", family: 4, major: 7, minor: 3, name: "Apple Watch Series 9 (41mm)", variant: "GPS + Cellular", year: 2023, displayStart: 278, displayCount: 1, displaysKnown: true),  // 291
        DeviceRecord(identifier: "Watch7,4", family: 4, major: 7, minor: 4, name: "Apple Watch Series 9 (45mm)", variant: "GPS + Cellular", year: 2023, displayStart: 279, displayCount: 1, displaysKnown: true),  // 292
        DeviceRecord(identifier: "Watch7,5", family: 4, major: 7, minor: 5, name: "Apple Watch Ultra 2", variant: "", year: 2023, displayStart: 280, displayCount: 1, displaysKnown: true),  // 293
        DeviceRecord(identifier: "Watch7,8", family: 4, major: 7, minor: 8, name: "Apple Watch Series 10 (42mm)", variant: "GPS", year: 2024, displayStart: 281, displayCount: 1, displaysKnown: true),  // 294
        DeviceRecord(identifier: "Watch7,9", family: 4, major: 7, minor: 9, name: "Apple Watch Series 10 (46mm)", variant: "GPS", year: 2024, displayStart: 282, displayCount: 1, displaysKnown: true),  // 295
        DeviceRecord(identifier: "Watch7,10", family: 4, major: 7, minor: 10, name: "Apple Watch Series 10 (42mm)", variant: "GPS + Cellular", year: 2024, displayStart: 283, displayCount: 1, displaysKnown: true),  // 296
        DeviceRecord(identifier: "Watch7,11", family: 4, major: 7, minor: 11, name: "Apple Watch Series 10 (46mm)", variant: "GPS + Cellular", year: 2024, displayStart: 284, displayCount: 1, displaysKnown: true),  // 297
        DeviceRecord(identifier: "Watch7,12", family: 4, major: 7, minor: 12, name: "Apple Watch Ultra 3", variant: "", year: 2025, displayStart: 285, displayCount: 1, displaysKnown: true),  // 298
        DeviceRecord(identifier: "Watch7,13", family: 4, major: 7, minor: 13, name: "Apple Watch SE 3 (40mm)", variant: "GPS", year: 2025, displayStart: 286, displayCount: 1, displaysKnown: true),  // 299
        DeviceRecord(identifier: "Watch7,14", family: 4, major: 7, minor: 14, name: "Apple Watch SE 3 (44mm)", variant: "GPS", year: 2025, displayStart: 287, displayCount: 1, displaysKnown: true),  // 300
        DeviceRecord(identifier: "Watch7,15", family: 4, major: 7, minor: 15, name: "Apple Watch SE 3 (40mm)", variant: "GPS + Cellular", year: 2025, displayStart: 288, displayCount: 1, displaysKnown: true),  // 301
        DeviceRecord(identifier: "Watch7,16", family: 4, major: 7, minor: 16, name: "Apple Watch SE 3 (44mm)", variant: "GPS + Cellular", year: 2025, displayStart: 289, displayCount: 1, displaysKnown: true),  // 302
        DeviceRecord(identifier: "Watch7,17", family: 4, major: 7, minor: 17, name: "Apple Watch Series 11 (42mm)", variant: "GPS", year: 2025, displayStart: 290, displayCount: 1, displaysKnown: true),  // 303
        DeviceRecord(identifier: "Watch7,18", family: 4, major: 7, minor: 18, name: "Apple Watch Series 11 (46mm)", variant: "GPS", year: 2025, displayStart: 291, displayCount: 1, displaysKnown: true),  // 304
        DeviceRecord(identifier: "Watch7,19", family: 4, major: 7, minor: 19, name: "Apple Watch Series 11 (42mm)", variant: "GPS + Cellular", year: 2025, displayStart: 292, displayCount: 1, displaysKnown: true),  // 305
        DeviceRecord(identifier: "Watch7,20", family: 4, major: 7, minor: 20, name: "Apple Watch Series 11 (46mm)", variant: "GPS + Cellular", year: 2025, displayStart: 293, displayCount: 1, displaysKnown: true),  // 306
        DeviceRecord(identifier: "Watch8,1", family: 4, major: 8, minor: 1, name: "Apple Watch Ultra 4", variant: "", year: 2026, displayStart: 294, displayCount: 1, displaysKnown: true),  // 307
        DeviceRecord(identifier: "Watch8,2", family: 4, major: 8, minor: 2, name: "Apple Watch Series 12 (42mm)", variant: "GPS", year: 2026, displayStart: 295, displayCount: 1, displaysKnown: true),  // 308
        DeviceRecord(identifier: "Watch8,3", family: 4, major: 8, minor: 3, name: "Apple Watch Series 12 (46mm)", variant: "GPS", year: 2026, displayStart: 296, displayCount: 1, displaysKnown: true),  // 309
        DeviceRecord(identifier: "Watch8,4", family: 4, major: 8, minor: 4, name: "Apple Watch Series 12 (42mm)", variant: "GPS + Cellular", year: 2026, displayStart: 297, displayCount: 1, displaysKnown: true),  // 310
        DeviceRecord(identifier: "Watch8,5", family: 4, major: 8, minor: 5, name: "Apple Watch Series 12 (46mm)", variant: "GPS + Cellular", year: 2026, displayStart: 298, displayCount: 1, displaysKnown: true),  // 311
        DeviceRecord(identifier: "AppleTV1,1", family: 5, major: 1, minor: 1, name: "Apple TV (1st generation)", variant: "", year: 2007, displayStart: 0, displayCount: 0, displaysKnown: true),  // 312
        DeviceRecord(identifier: "AppleTV2,1", family: 5, major: 2, minor: 1, name: "Apple TV (2nd generation)", variant: "", year: 2010, displayStart: 0, displayCount: 0, displaysKnown: true),  // 313
        DeviceRecord(identifier: "AppleTV3,1", family: 5, major: 3, minor: 1, name: "Apple TV (3rd generation)", variant: "", year: 2012, displayStart: 0, displayCount: 0, displaysKnown: true),  // 314
        DeviceRecord(identifier: "AppleTV3,2", family: 5, major: 3, minor: 2, name: "Apple TV (3rd generation)", variant: "Rev A", year: 2013, displayStart: 0, displayCount: 0, displaysKnown: true),  // 315
        DeviceRecord(identifier: "AppleTV5,3", family: 5, major: 5, minor: 3, name: "Apple TV HD", variant: "", year: 2015, displayStart: 0, displayCount: 0, displaysKnown: true),  // 316
        DeviceRecord(identifier: "AppleTV6,2", family: 5, major: 6, minor: 2, name: "Apple TV 4K (1st generation)", variant: "", year: 2017, displayStart: 0, displayCount: 0, displaysKnown: true),  // 317
        DeviceRecord(identifier: "AppleTV11,1", family: 5, major: 11, minor: 1, name: "Apple TV 4K (2nd generation)", variant: "", year: 2021, displayStart: 0, displayCount: 0, displaysKnown: true),  // 318
        DeviceRecord(identifier: "AppleTV14,1", family: 5, major: 14, minor: 1, name: "Apple TV 4K (3rd generation)", variant: "", year: 2022, displayStart: 0, displayCount: 0, displaysKnown: true),  // 319
        DeviceRecord(identifier: "RealityDevice14,1", family: 6, major: 14, minor: 1, name: "Apple Vision Pro", variant: "", year: 2024, displayStart: 0, displayCount: 0, displaysKnown: false),  // 320
        DeviceRecord(identifier: "RealityDevice17,1", family: 6, major: 17, minor: 1, name: "Apple Vision Pro (M5)", variant: "", year: 2025, displayStart: 0, displayCount: 0, displaysKnown: false),  // 321
        DeviceRecord(identifier: "AudioAccessory1,1", family: 7, major: 1, minor: 1, name: "HomePod (1st generation)", variant: "", year: 2018, displayStart: 0, displayCount: 0, displaysKnown: true),  // 322
        DeviceRecord(identifier: "AudioAccessory1,2", family: 7, major: 1, minor: 2, name: "HomePod (1st generation)", variant: "", year: 2018, displayStart: 0, displayCount: 0, displaysKnown: true),  // 323
        DeviceRecord(identifier: "AudioAccessory5,1", family: 7, major: 5, minor: 1, name: "HomePod mini", variant: "", year: 2020, displayStart: 0, displayCount: 0, displaysKnown: true),  // 324
        DeviceRecord(identifier: "AudioAccessory6,1", family: 7, major: 6, minor: 1, name: "HomePod (2nd generation)", variant: "", year: 2023, displayStart: 0, displayCount: 0, displaysKnown: true),  // 325
    ]

    /// The slice of `majorStart` for the identifier prefix that `p[0..<n]` starts with (letters followed
    /// by a digit), and the prefix's length; `nil` when no prefix with rows matches.
    @inline(__always)
    static func majors(identifier p: UnsafePointer<UInt8>, count n: Int) -> (majors: Range<Int>, prefixLength: Int)? {
        guard n > 0 else { return nil }
        let raw = UnsafeRawPointer(p)
        switch p[0] {
        case 65:  // A
            if n > 14, raw.loadUnaligned(fromByteOffset: 1, as: UInt64.self) == UInt64(littleEndian: 0x656363416f696475), raw.loadUnaligned(fromByteOffset: 9, as: UInt32.self) == UInt32(littleEndian: 0x726f7373), p[13] == 121, p[14] &- 48 < 10 { return (193..<200, 14) }  // AudioAccessory
            if n > 7, raw.loadUnaligned(fromByteOffset: 1, as: UInt32.self) == UInt32(littleEndian: 0x656c7070), raw.loadUnaligned(fromByteOffset: 5, as: UInt16.self) == UInt16(littleEndian: 0x5654), p[7] &- 48 < 10 { return (158..<173, 7) }  // AppleTV
        case 77:  // M
            if n > 10, raw.loadUnaligned(fromByteOffset: 1, as: UInt64.self) == UInt64(littleEndian: 0x72506b6f6f426361), p[9] == 111, p[10] &- 48 < 10 { return (82..<101, 10) }  // MacBookPro
            if n > 10, raw.loadUnaligned(fromByteOffset: 1, as: UInt64.self) == UInt64(littleEndian: 0x69416b6f6f426361), p[9] == 114, p[10] &- 48 < 10 { return (70..<81, 10) }  // MacBookAir
            if n > 7, raw.loadUnaligned(fromByteOffset: 1, as: UInt32.self) == UInt32(littleEndian: 0x696d6361), raw.loadUnaligned(fromByteOffset: 5, as: UInt16.self) == UInt16(littleEndian: 0x696e), p[7] &- 48 < 10 { return (111..<121, 7) }  // Macmini
            if n > 6, raw.loadUnaligned(fromByteOffset: 1, as: UInt32.self) == UInt32(littleEndian: 0x72506361), p[5] == 111, p[6] &- 48 < 10 { return (102..<110, 6) }  // MacPro
            if n > 3, raw.loadUnaligned(fromByteOffset: 1, as: UInt16.self) == UInt16(littleEndian: 0x6361), p[3] &- 48 < 10 { return (51..<69, 3) }  // Mac
        case 82:  // R
            if n > 13, raw.loadUnaligned(fromByteOffset: 1, as: UInt64.self) == UInt64(littleEndian: 0x65447974696c6165), raw.loadUnaligned(fromByteOffset: 9, as: UInt32.self) == UInt32(littleEndian: 0x65636976), p[13] &- 48 < 10 { return (174..<192, 13) }  // RealityDevice
        case 87:  // W
            if n > 5, raw.loadUnaligned(fromByteOffset: 1, as: UInt32.self) == UInt32(littleEndian: 0x68637461), p[5] &- 48 < 10 { return (148..<157, 5) }  // Watch
        case 105:  // i
            if n > 7, raw.loadUnaligned(fromByteOffset: 1, as: UInt32.self) == UInt32(littleEndian: 0x5063614d), raw.loadUnaligned(fromByteOffset: 5, as: UInt16.self) == UInt16(littleEndian: 0x6f72), p[7] &- 48 < 10 { return (145..<147, 7) }  // iMacPro
            if n > 6, raw.loadUnaligned(fromByteOffset: 1, as: UInt32.self) == UInt32(littleEndian: 0x6e6f6850), p[5] == 101, p[6] &- 48 < 10 { return (0..<20, 6) }  // iPhone
            if n > 4, raw.loadUnaligned(fromByteOffset: 1, as: UInt16.self) == UInt16(littleEndian: 0x6f50), p[3] == 100, p[4] &- 48 < 10 { return (40..<50, 4) }  // iPod
            if n > 4, raw.loadUnaligned(fromByteOffset: 1, as: UInt16.self) == UInt16(littleEndian: 0x6150), p[3] == 100, p[4] &- 48 < 10 { return (21..<39, 4) }  // iPad
            if n > 4, raw.loadUnaligned(fromByteOffset: 1, as: UInt16.self) == UInt16(littleEndian: 0x614d), p[3] == 99, p[4] &- 48 < 10 { return (122..<144, 4) }  // iMac
        default: break
        }
        return nil
    }

    /// The family (index into `families`) that an identifier prefix (`p[0..<n]`) names, or `nil`.
    @inline(__always)
    static func familyIndex(prefix p: UnsafePointer<UInt8>, count n: Int) -> Int? {
        switch n {
        case 3:
            if p[0] == 77, p[1] == 97, p[2] == 99 { return 3 }  // Mac
        case 4:
            if p[0] == 105, p[1] == 77, p[2] == 97, p[3] == 99 { return 3 }  // iMac
            if p[0] == 105, p[1] == 80, p[2] == 97, p[3] == 100 { return 1 }  // iPad
            if p[0] == 105, p[1] == 80, p[2] == 111, p[3] == 100 { return 2 }  // iPod
        case 5:
            if p[0] == 87, p[1] == 97, p[2] == 116, p[3] == 99, p[4] == 104 { return 4 }  // Watch
        case 6:
            if p[0] == 77, p[1] == 97, p[2] == 99, p[3] == 80, p[4] == 114, p[5] == 111 { return 3 }  // MacPro
            if p[0] == 88, p[1] == 115, p[2] == 101, p[3] == 114, p[4] == 118, p[5] == 101 { return 3 }  // Xserve
            if p[0] == 105, p[1] == 80, p[2] == 104, p[3] == 111, p[4] == 110, p[5] == 101 { return 0 }  // iPhone
        case 7:
            if p[0] == 65, p[1] == 112, p[2] == 112, p[3] == 108, p[4] == 101, p[5] == 84, p[6] == 86 { return 5 }  // AppleTV
            if p[0] == 77, p[1] == 97, p[2] == 99, p[3] == 66, p[4] == 111, p[5] == 111, p[6] == 107 { return 3 }  // MacBook
            if p[0] == 77, p[1] == 97, p[2] == 99, p[3] == 109, p[4] == 105, p[5] == 110, p[6] == 105 { return 3 }  // Macmini
            if p[0] == 105, p[1] == 77, p[2] == 97, p[3] == 99, p[4] == 80, p[5] == 114, p[6] == 111 { return 3 }  // iMacPro
        case 10:
            if p[0] == 77, p[1] == 97, p[2] == 99, p[3] == 66, p[4] == 111, p[5] == 111, p[6] == 107, p[7] == 65, p[8] == 105, p[9] == 114 { return 3 }  // MacBookAir
            if p[0] == 77, p[1] == 97, p[2] == 99, p[3] == 66, p[4] == 111, p[5] == 111, p[6] == 107, p[7] == 80, p[8] == 114, p[9] == 111 { return 3 }  // MacBookPro
            if p[0] == 86, p[1] == 105, p[2] == 114, p[3] == 116, p[4] == 117, p[5] == 97, p[6] == 108, p[7] == 77, p[8] == 97, p[9] == 99 { return 3 }  // VirtualMac
        case 13:
            if p[0] == 82, p[1] == 101, p[2] == 97, p[3] == 108, p[4] == 105, p[5] == 116, p[6] == 121, p[7] == 68, p[8] == 101, p[9] == 118, p[10] == 105, p[11] == 99, p[12] == 101 { return 6 }  // RealityDevice
        case 14:
            if p[0] == 65, p[1] == 117, p[2] == 100, p[3] == 105, p[4] == 111, p[5] == 65, p[6] == 99, p[7] == 99, p[8] == 101, p[9] == 115, p[10] == 115, p[11] == 111, p[12] == 114, p[13] == 121 { return 7 }  // AudioAccessory
        default: break
        }
        return nil
    }

    /// Start of each prefix and major's slots in `slots`; the entry after a prefix's last major ends it.
    static let majorStart: [UInt16] = [
        0, 0, 2, 3, 6, 7, 11, 13, 15, 19, 23, 29, 37, 45, 49, 57, 62, 64, 69, 74,
        81, 81, 81, 82, 89, 95, 104, 108, 120, 132, 144, 144, 144, 151, 153, 172, 183, 191, 202, 206,
        206, 206, 207, 208, 209, 210, 211, 211, 212, 212, 213, 213, 213, 213, 213, 213, 213, 213, 213, 213,
        213, 213, 213, 213, 213, 215, 230, 244, 257, 266, 266, 266, 266, 266, 266, 266, 266, 266, 266, 266,
        267, 268, 268, 268, 268, 268, 268, 268, 268, 268, 268, 268, 268, 268, 268, 268, 268, 268, 272, 276,
        277, 281, 281, 281, 281, 281, 281, 281, 281, 281, 282, 282, 282, 282, 282, 282, 282, 282, 282, 282,
        283, 284, 284, 284, 284, 284, 284, 284, 284, 284, 284, 284, 284, 284, 284, 284, 284, 284, 284, 284,
        284, 284, 286, 288, 290, 290, 290, 291, 291, 291, 293, 300, 304, 308, 320, 338, 358, 363, 363, 363,
        364, 365, 367, 367, 370, 372, 372, 372, 372, 372, 373, 373, 373, 374, 374, 374, 374, 374, 374, 374,
        374, 374, 374, 374, 374, 374, 374, 374, 374, 375, 375, 375, 376, 376, 376, 378, 378, 378, 378, 379,
        380,
    ]

    /// Row + 1 for each prefix/major/minor, 0 for a gap.
    static let slots: [UInt16] = [
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 0, 18, 19,
        20, 21, 22, 23, 24, 25, 26, 27, 28, 0, 29, 0, 30, 0, 31, 0, 32, 33, 0, 34,
        0, 35, 0, 0, 36, 37, 38, 39, 40, 0, 41, 42, 43, 44, 45, 46, 47, 0, 48, 49,
        50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 0, 64, 65, 66, 0, 0,
        67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86,
        87, 88, 89, 90, 91, 92, 93, 94, 0, 0, 95, 96, 0, 0, 97, 98, 0, 0, 99, 100,
        101, 102, 103, 104, 105, 106, 0, 0, 0, 0, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116,
        117, 118, 119, 120, 121, 122, 123, 124, 0, 125, 126, 127, 128, 129, 130, 0, 131, 132, 133, 134,
        135, 136, 137, 138, 0, 0, 0, 0, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 0, 149,
        150, 151, 152, 0, 0, 153, 154, 155, 156, 157, 158, 159, 160, 161, 162, 163, 164, 0, 165, 166,
        167, 168, 169, 170, 171, 172, 173, 174, 175, 176, 177, 178, 179, 180, 181, 0, 182, 183, 0, 184,
        185, 186, 187, 188, 189, 0, 190, 191, 192, 193, 0, 0, 194, 195, 196, 197, 198, 199, 200, 201,
        202, 203, 204, 205, 206, 207, 208, 0, 209, 210, 211, 212, 213, 214, 215, 216, 217, 0, 218, 219,
        220, 221, 222, 223, 224, 225, 226, 227, 228, 229, 230, 231, 232, 233, 234, 235, 236, 237, 238, 239,
        240, 241, 242, 243, 244, 245, 246, 247, 248, 249, 250, 251, 252, 0, 0, 253, 254, 0, 255, 256,
        257, 258, 259, 260, 261, 262, 263, 264, 265, 266, 267, 268, 0, 0, 0, 0, 269, 270, 271, 272,
        273, 274, 275, 276, 0, 277, 278, 279, 280, 281, 282, 283, 284, 285, 286, 287, 288, 289, 290, 291,
        292, 293, 294, 0, 0, 295, 296, 297, 298, 299, 300, 301, 302, 303, 304, 305, 306, 307, 308, 309,
        310, 311, 312, 313, 314, 315, 316, 0, 0, 317, 0, 318, 319, 320, 321, 322, 323, 324, 325, 326,
    ]
}
