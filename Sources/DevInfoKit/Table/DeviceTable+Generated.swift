// DeviceTable+Generated.swift — generated, do not edit.
// Made by `swift run devinfo-generate` from Data/screens/*.tsv, Data/devices/*.tsv and Data/safe-areas/*.tsv.
// Edit those tables and rerun the command; a test fails while this file is out of date. Each data row
// is one line, and rows name each other instead of counting positions, so a diff here is the data change.

// swiftlint:disable all
import DevInfoVocabulary

extension DeviceTable {
    /// One row of Data/screens/*.tsv: a display class, sizes in its natural orientation. One field per display
    /// fact Data/ stores (`Sources/DevInfoVocabulary/Facts/DisplayFact.swift`); `nil` or "" is unknown.
    struct ScreenRecord: Sendable {
        /// The class id in Data/, e.g. `iphone-xr`.
        var id: StaticString
        var family: Family
        /// What interrupts the top edge: noCutout, notch, dynamicIsland or punchHole.
        var cutout: StaticString
        /// The cutout's rectangle {x, y, width, height}, natural orientation, origin top-left.
        var cutoutFrame: (Double, Double, Double, Double)?
        /// Whether the system shows a Dynamic Island on this display (the iPhone Duo's round camera hole has one): a system feature, not the cutout's shape.
        var hasDynamicIsland: Bool?
        /// How the user goes home: button, indicator or neither.
        var homeControl: StaticString
        /// The physical panel {width, height} (UIScreen.nativeBounds).
        var panelPixels: (UInt16, UInt16)?
        /// The standard mode's size {width, height} (UIScreen.bounds; a Mac: the default "looks like" size).
        var points: (UInt16, UInt16)?
        /// UIScreen.scale / NSScreen.backingScaleFactor: 1, 2 or 3, the same in both modes.
        var scale: UInt8?
        /// Panel pixels per point in the standard mode (UIScreen.nativeScale).
        var nativeScale: Double?
        /// Whether Display Zoom exists: supported, unsupported or unknown.
        var displayZoom: StaticString
        /// The zoomed mode {points, nativeScale, renderPixels}; null when Display Zoom is unsupported or unknown.
        var zoomed: (UInt16, UInt16, Double)?
        /// UIKit's horizontal and vertical size classes (compact or regular) of a full-screen app {standard, zoomed}, each {portrait, landscape}; a mode is null when not confirmed, and the whole fact null on a device whose OS stopped before iOS 8, when size classes began.
        var sizeClasses: (standard: UInt8, zoomed: UInt8)
        /// An Apple Watch's case size.
        var caseMillimeters: UInt8?
        /// Apple's marketing diagonal.
        var diagonalInches: Double?
        /// Panel pixels per inch.
        var pixelsPerInch: UInt16?
        /// The panel's highest refresh rate (120 on ProMotion panels).
        var maximumRefreshRate: UInt8?
        /// The lowest rate a variable-refresh panel drops to (ProMotion, Always-On).
        var minimumRefreshRate: UInt8?
        /// The color gamut: sRGB, or p3 (Display P3, Apple's wide color; UIDisplayGamut.P3, CSS color-gamut: p3).
        var colorGamut: StaticString
        /// Whether the display's corners are rounded.
        var hasRoundedCorners: Bool?
        /// The corner radius.
        var cornerRadius: Double?
    }

    /// One row of Data/devices/*.tsv. One field per device fact Data/ stores
    /// (`Sources/DevInfoVocabulary/Facts/DeviceFact.swift`); `nil`, "" or `.unknown` is unknown.
    struct DeviceRecord: Sendable {
        var identifier: StaticString
        var family: Family
        var major: UInt8
        var minor: UInt8
        var name: StaticString
        /// Empty when the row needs no variant to tell it apart.
        var variant: StaticString
        var displays: DisplaysRecord
        /// The year the identifier first went on sale.
        var releaseYear: UInt16
        /// The system on a chip (A12 Bionic, M1 Pro, S9); an Intel Mac's processor family where every configuration shares it.
        var chip: StaticString
        /// The version of the family's OS the device shipped with (8.0, 10.14.4, 18.3): iPhone OS/iOS, iPadOS from 13, macOS, watchOS, tvOS, visionOS or HomePod Software.
        var firstOSVersion: OSVersionRecord?
        /// The last major release the device can install (12, 10.15); null while the newest release supports it (isStillSupported) or when not confirmed.
        var lastOSVersion: LastOSRecord
    }

    /// Every display class, by family and then in Data/screens order: `screens[Int(screen.rawValue)]`.
    enum Screen: UInt8, CaseIterable {
        case iphone_original
        case iphone_4
        case iphone_5
        case iphone_6
        case iphone_7
        case iphone_6_plus
        case iphone_7_plus
        case iphone_x
        case iphone_xs_max
        case iphone_xr
        case iphone_12
        case iphone_13
        case iphone_13_pro
        case iphone_12_mini
        case iphone_13_mini
        case iphone_12_pro_max
        case iphone_13_pro_max
        case iphone_14_plus
        case iphone_14_pro
        case iphone_15
        case iphone_14_pro_max
        case iphone_15_plus
        case iphone_16_pro
        case iphone_16_pro_max
        case iphone_16e
        case iphone_air
        case iphone_17e
        case iphone_18_pro
        case iphone_18_pro_max
        case iphone_duo_outer
        case iphone_duo_inner
        case ipad_original
        case ipad_retina_9_7_legacy
        case ipad_mini_original
        case ipad_retina_9_7
        case ipad_pro_9_7
        case ipad_mini_retina
        case ipad_mini_5
        case ipad_pro_12_9_home_button
        case ipad_pro_12_9_2017
        case ipad_pro_10_5
        case ipad_air_3
        case ipad_pro_11
        case ipad_pro_12_9
        case ipad_10_2
        case ipad_10_9
        case ipad_10
        case ipad_mini_6
        case ipad_air_11_m2
        case ipad_a16
        case ipad_air_13_m2
        case ipad_pro_11_m4
        case ipad_pro_13_m4
        case ipad_pro_11_m5
        case ipad_pro_13_m5
        case ipad_air_11_m4
        case ipad_air_13_m4
        case ipod_original
        case ipod_4
        case ipod_5
        case macbook_air_13_3
        case macbook_air_13_3_m1
        case macbook_pro_13_3
        case macbook_pro_15_4
        case macbook_pro_16_2019
        case macbook_pro_14
        case macbook_pro_16
        case macbook_air_13_6
        case macbook_air_15_3
        case macbook_neo_13
        case imac_24
        case imac_21_5_4k
        case imac_27_5k
        case imac_27_5k_2015
        case macbook_13_3_1280
        case macbook_air_11_6
        case macbook_air_13_3_1440
        case macbook_pro_15_4_1440
        case macbook_pro_17_1680
        case macbook_pro_17_1920
        case macbook_12
        case macbook_pro_13_3_2012
        case macbook_pro_15_4_2012
        case macbook_air_13_3_2018
        case imac_17
        case imac_24_2006
        case imac_21_5
        case imac_27
        case watch_38mm
        case watch_42mm
        case watch_40mm
        case watch_44mm
        case watch_41mm
        case watch_45mm
        case watch_42mm_s10
        case watch_46mm_s10
        case watch_49mm_ultra
        case watch_49mm_ultra3
    }

    /// The display classes' records, in `Screen` order.
    static let screens: [ScreenRecord] = [
        ScreenRows.iphone_original,
        ScreenRows.iphone_4,
        ScreenRows.iphone_5,
        ScreenRows.iphone_6,
        ScreenRows.iphone_7,
        ScreenRows.iphone_6_plus,
        ScreenRows.iphone_7_plus,
        ScreenRows.iphone_x,
        ScreenRows.iphone_xs_max,
        ScreenRows.iphone_xr,
        ScreenRows.iphone_12,
        ScreenRows.iphone_13,
        ScreenRows.iphone_13_pro,
        ScreenRows.iphone_12_mini,
        ScreenRows.iphone_13_mini,
        ScreenRows.iphone_12_pro_max,
        ScreenRows.iphone_13_pro_max,
        ScreenRows.iphone_14_plus,
        ScreenRows.iphone_14_pro,
        ScreenRows.iphone_15,
        ScreenRows.iphone_14_pro_max,
        ScreenRows.iphone_15_plus,
        ScreenRows.iphone_16_pro,
        ScreenRows.iphone_16_pro_max,
        ScreenRows.iphone_16e,
        ScreenRows.iphone_air,
        ScreenRows.iphone_17e,
        ScreenRows.iphone_18_pro,
        ScreenRows.iphone_18_pro_max,
        ScreenRows.iphone_duo_outer,
        ScreenRows.iphone_duo_inner,
        ScreenRows.ipad_original,
        ScreenRows.ipad_retina_9_7_legacy,
        ScreenRows.ipad_mini_original,
        ScreenRows.ipad_retina_9_7,
        ScreenRows.ipad_pro_9_7,
        ScreenRows.ipad_mini_retina,
        ScreenRows.ipad_mini_5,
        ScreenRows.ipad_pro_12_9_home_button,
        ScreenRows.ipad_pro_12_9_2017,
        ScreenRows.ipad_pro_10_5,
        ScreenRows.ipad_air_3,
        ScreenRows.ipad_pro_11,
        ScreenRows.ipad_pro_12_9,
        ScreenRows.ipad_10_2,
        ScreenRows.ipad_10_9,
        ScreenRows.ipad_10,
        ScreenRows.ipad_mini_6,
        ScreenRows.ipad_air_11_m2,
        ScreenRows.ipad_a16,
        ScreenRows.ipad_air_13_m2,
        ScreenRows.ipad_pro_11_m4,
        ScreenRows.ipad_pro_13_m4,
        ScreenRows.ipad_pro_11_m5,
        ScreenRows.ipad_pro_13_m5,
        ScreenRows.ipad_air_11_m4,
        ScreenRows.ipad_air_13_m4,
        ScreenRows.ipod_original,
        ScreenRows.ipod_4,
        ScreenRows.ipod_5,
        ScreenRows.macbook_air_13_3,
        ScreenRows.macbook_air_13_3_m1,
        ScreenRows.macbook_pro_13_3,
        ScreenRows.macbook_pro_15_4,
        ScreenRows.macbook_pro_16_2019,
        ScreenRows.macbook_pro_14,
        ScreenRows.macbook_pro_16,
        ScreenRows.macbook_air_13_6,
        ScreenRows.macbook_air_15_3,
        ScreenRows.macbook_neo_13,
        ScreenRows.imac_24,
        ScreenRows.imac_21_5_4k,
        ScreenRows.imac_27_5k,
        ScreenRows.imac_27_5k_2015,
        ScreenRows.macbook_13_3_1280,
        ScreenRows.macbook_air_11_6,
        ScreenRows.macbook_air_13_3_1440,
        ScreenRows.macbook_pro_15_4_1440,
        ScreenRows.macbook_pro_17_1680,
        ScreenRows.macbook_pro_17_1920,
        ScreenRows.macbook_12,
        ScreenRows.macbook_pro_13_3_2012,
        ScreenRows.macbook_pro_15_4_2012,
        ScreenRows.macbook_air_13_3_2018,
        ScreenRows.imac_17,
        ScreenRows.imac_24_2006,
        ScreenRows.imac_21_5,
        ScreenRows.imac_27,
        ScreenRows.watch_38mm,
        ScreenRows.watch_42mm,
        ScreenRows.watch_40mm,
        ScreenRows.watch_44mm,
        ScreenRows.watch_41mm,
        ScreenRows.watch_45mm,
        ScreenRows.watch_42mm_s10,
        ScreenRows.watch_46mm_s10,
        ScreenRows.watch_49mm_ultra,
        ScreenRows.watch_49mm_ultra3,
    ]

    /// The records of `screens`, one constant each.
    enum ScreenRows {
        static let iphone_original = ScreenRecord(id: "iphone-original", family: .iPhone, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (320, 480), points: (320, 480), scale: 1, nativeScale: 1, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 3.5, pixelsPerInch: 163, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: false, cornerRadius: nil)
        static let iphone_4 = ScreenRecord(id: "iphone-4", family: .iPhone, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (640, 960), points: (320, 480), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (130, 0), caseMillimeters: nil, diagonalInches: 3.5, pixelsPerInch: 326, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: false, cornerRadius: nil)
        static let iphone_5 = ScreenRecord(id: "iphone-5", family: .iPhone, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (640, 1136), points: (320, 568), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (130, 0), caseMillimeters: nil, diagonalInches: 4.0, pixelsPerInch: 326, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: false, cornerRadius: nil)
        static let iphone_6 = ScreenRecord(id: "iphone-6", family: .iPhone, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (750, 1334), points: (375, 667), scale: 2, nativeScale: 2, displayZoom: "supported", zoomed: (320, 568, 2.34375), sizeClasses: (130, 0), caseMillimeters: nil, diagonalInches: 4.7, pixelsPerInch: 326, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: false, cornerRadius: nil)
        static let iphone_7 = ScreenRecord(id: "iphone-7", family: .iPhone, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (750, 1334), points: (375, 667), scale: 2, nativeScale: 2, displayZoom: "supported", zoomed: (320, 568, 2.34375), sizeClasses: (130, 0), caseMillimeters: nil, diagonalInches: 4.7, pixelsPerInch: 326, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: false, cornerRadius: nil)
        static let iphone_6_plus = ScreenRecord(id: "iphone-6-plus", family: .iPhone, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (1080, 1920), points: (414, 736), scale: 3, nativeScale: 2.608696, displayZoom: "supported", zoomed: (375, 667, 2.88), sizeClasses: (134, 0), caseMillimeters: nil, diagonalInches: 5.5, pixelsPerInch: 401, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: false, cornerRadius: nil)
        static let iphone_7_plus = ScreenRecord(id: "iphone-7-plus", family: .iPhone, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (1080, 1920), points: (414, 736), scale: 3, nativeScale: 2.608696, displayZoom: "supported", zoomed: (375, 667, 2.88), sizeClasses: (134, 0), caseMillimeters: nil, diagonalInches: 5.5, pixelsPerInch: 401, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: false, cornerRadius: nil)
        static let iphone_x = ScreenRecord(id: "iphone-x", family: .iPhone, cutout: "notch", cutoutFrame: (83, 0, 209, 30), hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1125, 2436), points: (375, 812), scale: 3, nativeScale: 3, displayZoom: "supported", zoomed: (320, 693, 3.515625), sizeClasses: (130, 0), caseMillimeters: nil, diagonalInches: 5.8, pixelsPerInch: 458, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 39)
        static let iphone_xs_max = ScreenRecord(id: "iphone-xs-max", family: .iPhone, cutout: "notch", cutoutFrame: (102.33, 0, 209.33, 30), hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1242, 2688), points: (414, 896), scale: 3, nativeScale: 3, displayZoom: "supported", zoomed: (375, 812, 3.312), sizeClasses: (134, 0), caseMillimeters: nil, diagonalInches: 6.5, pixelsPerInch: 458, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 39)
        static let iphone_xr = ScreenRecord(id: "iphone-xr", family: .iPhone, cutout: "notch", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "indicator", panelPixels: (828, 1792), points: (414, 896), scale: 2, nativeScale: 2, displayZoom: "supported", zoomed: (375, 812, 2.208), sizeClasses: (134, 0), caseMillimeters: nil, diagonalInches: 6.1, pixelsPerInch: 326, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 41.5)
        static let iphone_12 = ScreenRecord(id: "iphone-12", family: .iPhone, cutout: "notch", cutoutFrame: (90, 0, 210, 32), hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1170, 2532), points: (390, 844), scale: 3, nativeScale: 3, displayZoom: "supported", zoomed: (320, 693, 3.65625), sizeClasses: (130, 0), caseMillimeters: nil, diagonalInches: 6.1, pixelsPerInch: 460, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 47.33)
        static let iphone_13 = ScreenRecord(id: "iphone-13", family: .iPhone, cutout: "notch", cutoutFrame: (114.33, 0, 161.33, 33.67), hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1170, 2532), points: (390, 844), scale: 3, nativeScale: 3, displayZoom: "supported", zoomed: (320, 693, 3.65625), sizeClasses: (130, 0), caseMillimeters: nil, diagonalInches: 6.1, pixelsPerInch: 460, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 47.33)
        static let iphone_13_pro = ScreenRecord(id: "iphone-13-pro", family: .iPhone, cutout: "notch", cutoutFrame: (114.33, 0, 161.33, 33.67), hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1170, 2532), points: (390, 844), scale: 3, nativeScale: 3, displayZoom: "supported", zoomed: (320, 693, 3.65625), sizeClasses: (130, 0), caseMillimeters: nil, diagonalInches: 6.1, pixelsPerInch: 460, maximumRefreshRate: 120, minimumRefreshRate: 10, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 47.33)
        static let iphone_12_mini = ScreenRecord(id: "iphone-12-mini", family: .iPhone, cutout: "notch", cutoutFrame: (74.5, 0, 226, 34.33), hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1080, 2340), points: (375, 812), scale: 3, nativeScale: 2.88, displayZoom: "supported", zoomed: (320, 693, 3.375), sizeClasses: (130, 0), caseMillimeters: nil, diagonalInches: 5.4, pixelsPerInch: 476, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 44)
        static let iphone_13_mini = ScreenRecord(id: "iphone-13-mini", family: .iPhone, cutout: "notch", cutoutFrame: (100.5, 0, 174, 37.33), hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1080, 2340), points: (375, 812), scale: 3, nativeScale: 2.88, displayZoom: "supported", zoomed: (320, 693, 3.375), sizeClasses: (130, 0), caseMillimeters: nil, diagonalInches: 5.4, pixelsPerInch: 476, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 44)
        static let iphone_12_pro_max = ScreenRecord(id: "iphone-12-pro-max", family: .iPhone, cutout: "notch", cutoutFrame: (109.33, 0, 209.33, 32), hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1284, 2778), points: (428, 926), scale: 3, nativeScale: 3, displayZoom: "supported", zoomed: (375, 812, 3.424), sizeClasses: (134, 0), caseMillimeters: nil, diagonalInches: 6.7, pixelsPerInch: 458, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 53.33)
        static let iphone_13_pro_max = ScreenRecord(id: "iphone-13-pro-max", family: .iPhone, cutout: "notch", cutoutFrame: (133.33, 0, 161.33, 33.67), hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1284, 2778), points: (428, 926), scale: 3, nativeScale: 3, displayZoom: "supported", zoomed: (375, 812, 3.424), sizeClasses: (134, 0), caseMillimeters: nil, diagonalInches: 6.7, pixelsPerInch: 458, maximumRefreshRate: 120, minimumRefreshRate: 10, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 53.33)
        static let iphone_14_plus = ScreenRecord(id: "iphone-14-plus", family: .iPhone, cutout: "notch", cutoutFrame: (133.33, 0, 161.33, 33.67), hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1284, 2778), points: (428, 926), scale: 3, nativeScale: 3, displayZoom: "supported", zoomed: (375, 812, 3.424), sizeClasses: (134, 0), caseMillimeters: nil, diagonalInches: 6.7, pixelsPerInch: 458, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 53.33)
        static let iphone_14_pro = ScreenRecord(id: "iphone-14-pro", family: .iPhone, cutout: "dynamicIsland", cutoutFrame: (134, 11.33, 125, 36.67), hasDynamicIsland: true, homeControl: "indicator", panelPixels: (1179, 2556), points: (393, 852), scale: 3, nativeScale: 3, displayZoom: "supported", zoomed: (320, 693, 3.684375), sizeClasses: (130, 0), caseMillimeters: nil, diagonalInches: 6.1, pixelsPerInch: 460, maximumRefreshRate: 120, minimumRefreshRate: 1, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 55)
        static let iphone_15 = ScreenRecord(id: "iphone-15", family: .iPhone, cutout: "dynamicIsland", cutoutFrame: (134, 11.33, 125, 36.67), hasDynamicIsland: true, homeControl: "indicator", panelPixels: (1179, 2556), points: (393, 852), scale: 3, nativeScale: 3, displayZoom: "supported", zoomed: (320, 693, 3.684375), sizeClasses: (130, 0), caseMillimeters: nil, diagonalInches: 6.1, pixelsPerInch: 460, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 55)
        static let iphone_14_pro_max = ScreenRecord(id: "iphone-14-pro-max", family: .iPhone, cutout: "dynamicIsland", cutoutFrame: (152.33, 11.33, 125.33, 36.67), hasDynamicIsland: true, homeControl: "indicator", panelPixels: (1290, 2796), points: (430, 932), scale: 3, nativeScale: 3, displayZoom: "supported", zoomed: (375, 812, 3.44), sizeClasses: (134, 0), caseMillimeters: nil, diagonalInches: 6.7, pixelsPerInch: 460, maximumRefreshRate: 120, minimumRefreshRate: 1, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 55)
        static let iphone_15_plus = ScreenRecord(id: "iphone-15-plus", family: .iPhone, cutout: "dynamicIsland", cutoutFrame: (152.33, 11.33, 125.33, 36.67), hasDynamicIsland: true, homeControl: "indicator", panelPixels: (1290, 2796), points: (430, 932), scale: 3, nativeScale: 3, displayZoom: "supported", zoomed: (375, 812, 3.44), sizeClasses: (134, 0), caseMillimeters: nil, diagonalInches: 6.7, pixelsPerInch: 460, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 55)
        static let iphone_16_pro = ScreenRecord(id: "iphone-16-pro", family: .iPhone, cutout: "dynamicIsland", cutoutFrame: (138.33, 14, 125, 36.67), hasDynamicIsland: true, homeControl: "indicator", panelPixels: (1206, 2622), points: (402, 874), scale: 3, nativeScale: 3, displayZoom: "supported", zoomed: (320, 693, 3.76875), sizeClasses: (130, 0), caseMillimeters: nil, diagonalInches: 6.3, pixelsPerInch: 460, maximumRefreshRate: 120, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 62)
        static let iphone_16_pro_max = ScreenRecord(id: "iphone-16-pro-max", family: .iPhone, cutout: "dynamicIsland", cutoutFrame: nil, hasDynamicIsland: true, homeControl: "indicator", panelPixels: (1320, 2868), points: (440, 956), scale: 3, nativeScale: 3, displayZoom: "supported", zoomed: (375, 812, 3.52), sizeClasses: (134, 0), caseMillimeters: nil, diagonalInches: 6.9, pixelsPerInch: 460, maximumRefreshRate: 120, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 62)
        static let iphone_16e = ScreenRecord(id: "iphone-16e", family: .iPhone, cutout: "notch", cutoutFrame: (114.1, 0, 161.8, 33.7), hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1170, 2532), points: (390, 844), scale: 3, nativeScale: 3, displayZoom: "supported", zoomed: (320, 693, 3.65625), sizeClasses: (130, 0), caseMillimeters: nil, diagonalInches: 6.1, pixelsPerInch: 460, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 47.33)
        static let iphone_air = ScreenRecord(id: "iphone-air", family: .iPhone, cutout: "dynamicIsland", cutoutFrame: nil, hasDynamicIsland: true, homeControl: "indicator", panelPixels: (1260, 2736), points: (420, 912), scale: 3, nativeScale: 3, displayZoom: "supported", zoomed: (375, 812, 3.36), sizeClasses: (134, 0), caseMillimeters: nil, diagonalInches: 6.5, pixelsPerInch: 460, maximumRefreshRate: 120, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 62)
        static let iphone_17e = ScreenRecord(id: "iphone-17e", family: .iPhone, cutout: "notch", cutoutFrame: (114.1, 0, 161.8, 33.7), hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1170, 2532), points: (390, 844), scale: 3, nativeScale: 3, displayZoom: "unknown", zoomed: nil, sizeClasses: (130, 0), caseMillimeters: nil, diagonalInches: 6.1, pixelsPerInch: 460, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: true, cornerRadius: 47.33)
        static let iphone_18_pro = ScreenRecord(id: "iphone-18-pro", family: .iPhone, cutout: "", cutoutFrame: nil, hasDynamicIsland: true, homeControl: "", panelPixels: nil, points: (402, 874), scale: nil, nativeScale: nil, displayZoom: "unknown", zoomed: nil, sizeClasses: (130, 0), caseMillimeters: nil, diagonalInches: nil, pixelsPerInch: nil, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: nil, cornerRadius: nil)
        static let iphone_18_pro_max = ScreenRecord(id: "iphone-18-pro-max", family: .iPhone, cutout: "", cutoutFrame: nil, hasDynamicIsland: true, homeControl: "", panelPixels: nil, points: (440, 956), scale: nil, nativeScale: nil, displayZoom: "unknown", zoomed: nil, sizeClasses: (134, 0), caseMillimeters: nil, diagonalInches: nil, pixelsPerInch: nil, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: nil, cornerRadius: nil)
        static let iphone_duo_outer = ScreenRecord(id: "iphone-duo-outer", family: .iPhone, cutout: "punchHole", cutoutFrame: (399.7, 29.3, 37, 37), hasDynamicIsland: true, homeControl: "indicator", panelPixels: (1398, 2034), points: (466, 678), scale: 3, nativeScale: 3, displayZoom: "unknown", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 5.4, pixelsPerInch: 460, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: true, cornerRadius: nil)
        static let iphone_duo_inner = ScreenRecord(id: "iphone-duo-inner", family: .iPhone, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: true, homeControl: "indicator", panelPixels: (1878, 2670), points: (669, 951), scale: 3, nativeScale: 2.807175, displayZoom: "unknown", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 7.6, pixelsPerInch: 430, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: true, cornerRadius: 55)
        static let ipad_original = ScreenRecord(id: "ipad-original", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (768, 1024), points: (768, 1024), scale: 1, nativeScale: 1, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 9.7, pixelsPerInch: 132, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: false, cornerRadius: nil)
        static let ipad_retina_9_7_legacy = ScreenRecord(id: "ipad-retina-9-7-legacy", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (1536, 2048), points: (768, 1024), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 9.7, pixelsPerInch: 264, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: false, cornerRadius: nil)
        static let ipad_mini_original = ScreenRecord(id: "ipad-mini-original", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (768, 1024), points: (768, 1024), scale: 1, nativeScale: 1, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 7.9, pixelsPerInch: 163, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: false, cornerRadius: nil)
        static let ipad_retina_9_7 = ScreenRecord(id: "ipad-retina-9-7", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (1536, 2048), points: (768, 1024), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 9.7, pixelsPerInch: 264, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: false, cornerRadius: nil)
        static let ipad_pro_9_7 = ScreenRecord(id: "ipad-pro-9-7", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (1536, 2048), points: (768, 1024), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 9.7, pixelsPerInch: 264, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: false, cornerRadius: nil)
        static let ipad_mini_retina = ScreenRecord(id: "ipad-mini-retina", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (1536, 2048), points: (768, 1024), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 7.9, pixelsPerInch: 326, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: false, cornerRadius: nil)
        static let ipad_mini_5 = ScreenRecord(id: "ipad-mini-5", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (1536, 2048), points: (768, 1024), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 7.9, pixelsPerInch: 326, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: false, cornerRadius: nil)
        static let ipad_pro_12_9_home_button = ScreenRecord(id: "ipad-pro-12-9-home-button", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (2048, 2732), points: (1024, 1366), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 12.9, pixelsPerInch: 264, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: false, cornerRadius: nil)
        static let ipad_pro_12_9_2017 = ScreenRecord(id: "ipad-pro-12-9-2017", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (2048, 2732), points: (1024, 1366), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 12.9, pixelsPerInch: 264, maximumRefreshRate: 120, minimumRefreshRate: 24, colorGamut: "p3", hasRoundedCorners: false, cornerRadius: nil)
        static let ipad_pro_10_5 = ScreenRecord(id: "ipad-pro-10-5", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (1668, 2224), points: (834, 1112), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 10.5, pixelsPerInch: 264, maximumRefreshRate: 120, minimumRefreshRate: 24, colorGamut: "p3", hasRoundedCorners: false, cornerRadius: nil)
        static let ipad_air_3 = ScreenRecord(id: "ipad-air-3", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (1668, 2224), points: (834, 1112), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 10.5, pixelsPerInch: 264, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: false, cornerRadius: nil)
        static let ipad_pro_11 = ScreenRecord(id: "ipad-pro-11", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1668, 2388), points: (834, 1194), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 11, pixelsPerInch: 264, maximumRefreshRate: 120, minimumRefreshRate: 24, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 18)
        static let ipad_pro_12_9 = ScreenRecord(id: "ipad-pro-12-9", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "indicator", panelPixels: (2048, 2732), points: (1024, 1366), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 12.9, pixelsPerInch: 264, maximumRefreshRate: 120, minimumRefreshRate: 24, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 18)
        static let ipad_10_2 = ScreenRecord(id: "ipad-10-2", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (1620, 2160), points: (810, 1080), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 10.2, pixelsPerInch: 264, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: false, cornerRadius: nil)
        static let ipad_10_9 = ScreenRecord(id: "ipad-10-9", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1640, 2360), points: (820, 1180), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 10.9, pixelsPerInch: 264, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 18)
        static let ipad_10 = ScreenRecord(id: "ipad-10", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1640, 2360), points: (820, 1180), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 10.9, pixelsPerInch: 264, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: true, cornerRadius: nil)
        static let ipad_mini_6 = ScreenRecord(id: "ipad-mini-6", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1488, 2266), points: (744, 1133), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 8.3, pixelsPerInch: 326, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 21.5)
        static let ipad_air_11_m2 = ScreenRecord(id: "ipad-air-11-m2", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1640, 2360), points: (820, 1180), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 11, pixelsPerInch: 264, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 18)
        static let ipad_a16 = ScreenRecord(id: "ipad-a16", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1640, 2360), points: (820, 1180), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 11, pixelsPerInch: 264, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: true, cornerRadius: 25)
        static let ipad_air_13_m2 = ScreenRecord(id: "ipad-air-13-m2", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "indicator", panelPixels: (2048, 2732), points: (1024, 1366), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 13, pixelsPerInch: 264, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 18)
        static let ipad_pro_11_m4 = ScreenRecord(id: "ipad-pro-11-m4", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1668, 2420), points: (834, 1210), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 11, pixelsPerInch: 264, maximumRefreshRate: 120, minimumRefreshRate: 10, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 30)
        static let ipad_pro_13_m4 = ScreenRecord(id: "ipad-pro-13-m4", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "indicator", panelPixels: (2064, 2752), points: (1032, 1376), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 13, pixelsPerInch: 264, maximumRefreshRate: 120, minimumRefreshRate: 10, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 30)
        static let ipad_pro_11_m5 = ScreenRecord(id: "ipad-pro-11-m5", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1668, 2420), points: (834, 1210), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 11, pixelsPerInch: 264, maximumRefreshRate: 120, minimumRefreshRate: 10, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 30)
        static let ipad_pro_13_m5 = ScreenRecord(id: "ipad-pro-13-m5", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "indicator", panelPixels: (2064, 2752), points: (1032, 1376), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 13, pixelsPerInch: 264, maximumRefreshRate: 120, minimumRefreshRate: 10, colorGamut: "p3", hasRoundedCorners: true, cornerRadius: 30)
        static let ipad_air_11_m4 = ScreenRecord(id: "ipad-air-11-m4", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "indicator", panelPixels: (1640, 2360), points: (820, 1180), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 11, pixelsPerInch: 264, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: true, cornerRadius: nil)
        static let ipad_air_13_m4 = ScreenRecord(id: "ipad-air-13-m4", family: .iPad, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "indicator", panelPixels: (2048, 2732), points: (1024, 1366), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (143, 0), caseMillimeters: nil, diagonalInches: 13, pixelsPerInch: 264, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: true, cornerRadius: nil)
        static let ipod_original = ScreenRecord(id: "ipod-original", family: .iPod, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (320, 480), points: (320, 480), scale: 1, nativeScale: 1, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 3.5, pixelsPerInch: 163, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: false, cornerRadius: nil)
        static let ipod_4 = ScreenRecord(id: "ipod-4", family: .iPod, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (640, 960), points: (320, 480), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 3.5, pixelsPerInch: 326, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: false, cornerRadius: nil)
        static let ipod_5 = ScreenRecord(id: "ipod-5", family: .iPod, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "button", panelPixels: (640, 1136), points: (320, 568), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (130, 0), caseMillimeters: nil, diagonalInches: 4.0, pixelsPerInch: 326, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: false, cornerRadius: nil)
        static let macbook_air_13_3 = ScreenRecord(id: "macbook-air-13-3", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (2560, 1600), points: (1440, 900), scale: 2, nativeScale: 1.777778, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 13.3, pixelsPerInch: 227, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_air_13_3_m1 = ScreenRecord(id: "macbook-air-13-3-m1", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (2560, 1600), points: (1440, 900), scale: 2, nativeScale: 1.777778, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 13.3, pixelsPerInch: 227, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_pro_13_3 = ScreenRecord(id: "macbook-pro-13-3", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (2560, 1600), points: (1440, 900), scale: 2, nativeScale: 1.777778, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 13.3, pixelsPerInch: 227, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_pro_15_4 = ScreenRecord(id: "macbook-pro-15-4", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (2880, 1800), points: (1680, 1050), scale: 2, nativeScale: 1.714286, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 15.4, pixelsPerInch: 220, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_pro_16_2019 = ScreenRecord(id: "macbook-pro-16-2019", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (3072, 1920), points: (1792, 1120), scale: 2, nativeScale: 1.714286, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 16.0, pixelsPerInch: 226, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_pro_14 = ScreenRecord(id: "macbook-pro-14", family: .mac, cutout: "notch", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (3024, 1964), points: (1512, 982), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 14.2, pixelsPerInch: 254, maximumRefreshRate: 120, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_pro_16 = ScreenRecord(id: "macbook-pro-16", family: .mac, cutout: "notch", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (3456, 2234), points: (1728, 1117), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 16.2, pixelsPerInch: 254, maximumRefreshRate: 120, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_air_13_6 = ScreenRecord(id: "macbook-air-13-6", family: .mac, cutout: "notch", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (2560, 1664), points: (1470, 956), scale: 2, nativeScale: 1.741497, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 13.6, pixelsPerInch: 224, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_air_15_3 = ScreenRecord(id: "macbook-air-15-3", family: .mac, cutout: "notch", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (2880, 1864), points: nil, scale: 2, nativeScale: nil, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 15.3, pixelsPerInch: 224, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_neo_13 = ScreenRecord(id: "macbook-neo-13", family: .mac, cutout: "", cutoutFrame: nil, hasDynamicIsland: nil, homeControl: "neither", panelPixels: (2408, 1506), points: nil, scale: 2, nativeScale: nil, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 13.0, pixelsPerInch: 219, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: nil, cornerRadius: nil)
        static let imac_24 = ScreenRecord(id: "imac-24", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (4480, 2520), points: (2240, 1260), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 23.5, pixelsPerInch: 218, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: nil, cornerRadius: nil)
        static let imac_21_5_4k = ScreenRecord(id: "imac-21-5-4k", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (4096, 2304), points: (2048, 1152), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 21.5, pixelsPerInch: 219, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "p3", hasRoundedCorners: nil, cornerRadius: nil)
        static let imac_27_5k = ScreenRecord(id: "imac-27-5k", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (5120, 2880), points: (2560, 1440), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 27, pixelsPerInch: 218, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: nil, cornerRadius: nil)
        static let imac_27_5k_2015 = ScreenRecord(id: "imac-27-5k-2015", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (5120, 2880), points: (2560, 1440), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 27, pixelsPerInch: 218, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_13_3_1280 = ScreenRecord(id: "macbook-13-3-1280", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (1280, 800), points: (1280, 800), scale: 1, nativeScale: 1, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 13.3, pixelsPerInch: 113, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_air_11_6 = ScreenRecord(id: "macbook-air-11-6", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (1366, 768), points: (1366, 768), scale: 1, nativeScale: 1, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 11.6, pixelsPerInch: 135, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_air_13_3_1440 = ScreenRecord(id: "macbook-air-13-3-1440", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (1440, 900), points: (1440, 900), scale: 1, nativeScale: 1, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 13.3, pixelsPerInch: 128, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_pro_15_4_1440 = ScreenRecord(id: "macbook-pro-15-4-1440", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (1440, 900), points: (1440, 900), scale: 1, nativeScale: 1, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 15.4, pixelsPerInch: 110, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_pro_17_1680 = ScreenRecord(id: "macbook-pro-17-1680", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (1680, 1050), points: (1680, 1050), scale: 1, nativeScale: 1, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 17, pixelsPerInch: 117, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_pro_17_1920 = ScreenRecord(id: "macbook-pro-17-1920", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (1920, 1200), points: (1920, 1200), scale: 1, nativeScale: 1, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 17, pixelsPerInch: 133, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_12 = ScreenRecord(id: "macbook-12", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (2304, 1440), points: (1280, 800), scale: 2, nativeScale: 1.8, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 12, pixelsPerInch: 226, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_pro_13_3_2012 = ScreenRecord(id: "macbook-pro-13-3-2012", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (2560, 1600), points: (1280, 800), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 13.3, pixelsPerInch: 227, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_pro_15_4_2012 = ScreenRecord(id: "macbook-pro-15-4-2012", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (2880, 1800), points: (1440, 900), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 15.4, pixelsPerInch: 220, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: nil, cornerRadius: nil)
        static let macbook_air_13_3_2018 = ScreenRecord(id: "macbook-air-13-3-2018", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (2560, 1600), points: nil, scale: 2, nativeScale: nil, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 13.3, pixelsPerInch: 227, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: nil, cornerRadius: nil)
        static let imac_17 = ScreenRecord(id: "imac-17", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (1440, 900), points: (1440, 900), scale: 1, nativeScale: 1, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 17, pixelsPerInch: 100, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: nil, cornerRadius: nil)
        static let imac_24_2006 = ScreenRecord(id: "imac-24-2006", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (1920, 1200), points: (1920, 1200), scale: 1, nativeScale: 1, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 24, pixelsPerInch: 94, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: nil, cornerRadius: nil)
        static let imac_21_5 = ScreenRecord(id: "imac-21-5", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (1920, 1080), points: (1920, 1080), scale: 1, nativeScale: 1, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 21.5, pixelsPerInch: 102, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: nil, cornerRadius: nil)
        static let imac_27 = ScreenRecord(id: "imac-27", family: .mac, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (2560, 1440), points: (2560, 1440), scale: 1, nativeScale: 1, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: nil, diagonalInches: 27, pixelsPerInch: 109, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "sRGB", hasRoundedCorners: nil, cornerRadius: nil)
        static let watch_38mm = ScreenRecord(id: "watch-38mm", family: .watch, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (272, 340), points: (136, 170), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: 38, diagonalInches: nil, pixelsPerInch: nil, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: false, cornerRadius: nil)
        static let watch_42mm = ScreenRecord(id: "watch-42mm", family: .watch, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (312, 390), points: (156, 195), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: 42, diagonalInches: nil, pixelsPerInch: nil, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: false, cornerRadius: nil)
        static let watch_40mm = ScreenRecord(id: "watch-40mm", family: .watch, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (324, 394), points: (162, 197), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: 40, diagonalInches: 1.57, pixelsPerInch: 326, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: true, cornerRadius: nil)
        static let watch_44mm = ScreenRecord(id: "watch-44mm", family: .watch, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (368, 448), points: (184, 224), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: 44, diagonalInches: nil, pixelsPerInch: 326, maximumRefreshRate: 60, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: true, cornerRadius: nil)
        static let watch_41mm = ScreenRecord(id: "watch-41mm", family: .watch, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (352, 430), points: (176, 215), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: 41, diagonalInches: nil, pixelsPerInch: nil, maximumRefreshRate: 60, minimumRefreshRate: 1, colorGamut: "", hasRoundedCorners: true, cornerRadius: nil)
        static let watch_45mm = ScreenRecord(id: "watch-45mm", family: .watch, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (396, 484), points: (198, 242), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: 45, diagonalInches: nil, pixelsPerInch: nil, maximumRefreshRate: 60, minimumRefreshRate: 1, colorGamut: "", hasRoundedCorners: true, cornerRadius: nil)
        static let watch_42mm_s10 = ScreenRecord(id: "watch-42mm-s10", family: .watch, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (374, 446), points: (187, 223), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: 42, diagonalInches: nil, pixelsPerInch: 326, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: true, cornerRadius: nil)
        static let watch_46mm_s10 = ScreenRecord(id: "watch-46mm-s10", family: .watch, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (416, 496), points: (208, 248), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: 46, diagonalInches: nil, pixelsPerInch: 326, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: true, cornerRadius: nil)
        static let watch_49mm_ultra = ScreenRecord(id: "watch-49mm-ultra", family: .watch, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (410, 502), points: (205, 251), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: 49, diagonalInches: nil, pixelsPerInch: nil, maximumRefreshRate: 60, minimumRefreshRate: 1, colorGamut: "", hasRoundedCorners: true, cornerRadius: nil)
        static let watch_49mm_ultra3 = ScreenRecord(id: "watch-49mm-ultra3", family: .watch, cutout: "noCutout", cutoutFrame: nil, hasDynamicIsland: false, homeControl: "neither", panelPixels: (422, 514), points: (211, 257), scale: 2, nativeScale: 2, displayZoom: "unsupported", zoomed: nil, sizeClasses: (0, 0), caseMillimeters: 49, diagonalInches: nil, pixelsPerInch: 326, maximumRefreshRate: nil, minimumRefreshRate: nil, colorGamut: "", hasRoundedCorners: true, cornerRadius: nil)
    }

    /// Safe-area and status-bar entries, by display class (in `Screen` order), oldest OS first.
    static let safeAreas: [SafeAreaRecord] = [
        SafeAreaRows.iphone_original_from_1,
        SafeAreaRows.iphone_4_from_4,
        SafeAreaRows.iphone_4_from_8,
        SafeAreaRows.iphone_5_from_6,
        SafeAreaRows.iphone_5_from_8,
        SafeAreaRows.iphone_5_from_11,
        SafeAreaRows.iphone_5_from_12,
        SafeAreaRows.iphone_6_from_8,
        SafeAreaRows.iphone_6_from_11,
        SafeAreaRows.iphone_6_from_12,
        SafeAreaRows.iphone_7_from_10,
        SafeAreaRows.iphone_7_from_11,
        SafeAreaRows.iphone_7_from_12,
        SafeAreaRows.iphone_7_from_26,
        SafeAreaRows.iphone_6_plus_from_8,
        SafeAreaRows.iphone_6_plus_from_11,
        SafeAreaRows.iphone_6_plus_from_12,
        SafeAreaRows.iphone_7_plus_from_10,
        SafeAreaRows.iphone_7_plus_from_11,
        SafeAreaRows.iphone_7_plus_from_12,
        SafeAreaRows.iphone_x_from_11,
        SafeAreaRows.iphone_x_from_13,
        SafeAreaRows.iphone_x_from_14,
        SafeAreaRows.iphone_xs_max_from_12,
        SafeAreaRows.iphone_xs_max_from_13,
        SafeAreaRows.iphone_xr_from_12,
        SafeAreaRows.iphone_xr_from_13,
        SafeAreaRows.iphone_xr_from_14,
        SafeAreaRows.iphone_12_from_14,
        SafeAreaRows.iphone_13_from_15,
        SafeAreaRows.iphone_13_pro_from_15,
        SafeAreaRows.iphone_12_mini_from_14,
        SafeAreaRows.iphone_12_mini_from_15,
        SafeAreaRows.iphone_13_mini_from_15,
        SafeAreaRows.iphone_12_pro_max_from_14,
        SafeAreaRows.iphone_13_pro_max_from_15,
        SafeAreaRows.iphone_14_plus_from_16,
        SafeAreaRows.iphone_14_pro_from_16,
        SafeAreaRows.iphone_14_pro_from_26,
        SafeAreaRows.iphone_15_from_17,
        SafeAreaRows.iphone_15_from_26,
        SafeAreaRows.iphone_14_pro_max_from_16,
        SafeAreaRows.iphone_14_pro_max_from_26,
        SafeAreaRows.iphone_15_plus_from_17,
        SafeAreaRows.iphone_15_plus_from_26,
        SafeAreaRows.iphone_16_pro_from_18,
        SafeAreaRows.iphone_16_pro_from_26,
        SafeAreaRows.iphone_16_pro_max_from_18,
        SafeAreaRows.iphone_16_pro_max_from_26,
        SafeAreaRows.iphone_16e_from_26,
        SafeAreaRows.iphone_air_from_26,
        SafeAreaRows.iphone_17e_from_26,
        SafeAreaRows.iphone_duo_outer_from_27,
        SafeAreaRows.iphone_duo_inner_from_27,
        SafeAreaRows.ipad_original_from_3,
        SafeAreaRows.ipad_retina_9_7_legacy_from_5,
        SafeAreaRows.ipad_mini_original_from_6,
        SafeAreaRows.ipad_retina_9_7_from_7,
        SafeAreaRows.ipad_retina_9_7_from_11,
        SafeAreaRows.ipad_retina_9_7_from_12,
        SafeAreaRows.ipad_pro_9_7_from_9,
        SafeAreaRows.ipad_pro_9_7_from_11,
        SafeAreaRows.ipad_pro_9_7_from_12,
        SafeAreaRows.ipad_mini_retina_from_7,
        SafeAreaRows.ipad_mini_retina_from_11,
        SafeAreaRows.ipad_mini_retina_from_12,
        SafeAreaRows.ipad_mini_5_from_12,
        SafeAreaRows.ipad_pro_12_9_home_button_from_9,
        SafeAreaRows.ipad_pro_12_9_home_button_from_11,
        SafeAreaRows.ipad_pro_12_9_home_button_from_12,
        SafeAreaRows.ipad_pro_12_9_2017_from_10,
        SafeAreaRows.ipad_pro_12_9_2017_from_11,
        SafeAreaRows.ipad_pro_12_9_2017_from_12,
        SafeAreaRows.ipad_pro_10_5_from_10,
        SafeAreaRows.ipad_pro_10_5_from_11,
        SafeAreaRows.ipad_pro_10_5_from_12,
        SafeAreaRows.ipad_air_3_from_12,
        SafeAreaRows.ipad_pro_11_from_12,
        SafeAreaRows.ipad_pro_12_9_from_12,
        SafeAreaRows.ipad_10_2_from_13,
        SafeAreaRows.ipad_10_9_from_14,
        SafeAreaRows.ipad_10_from_16,
        SafeAreaRows.ipad_mini_6_from_15,
        SafeAreaRows.ipad_air_11_m2_from_17,
        SafeAreaRows.ipad_a16_from_18,
        SafeAreaRows.ipad_air_13_m2_from_17,
        SafeAreaRows.ipad_pro_11_m4_from_17,
        SafeAreaRows.ipad_pro_13_m4_from_17,
        SafeAreaRows.ipad_pro_13_m4_from_26,
        SafeAreaRows.ipad_pro_13_m5_from_26,
        SafeAreaRows.ipod_original_from_1,
        SafeAreaRows.ipod_4_from_4,
        SafeAreaRows.ipod_5_from_6,
        SafeAreaRows.ipod_5_from_8,
        SafeAreaRows.ipod_5_from_11,
        SafeAreaRows.ipod_5_from_12,
        SafeAreaRows.macbook_pro_14_from_26,
    ]

    /// The records of `safeAreas`, one constant each.
    enum SafeAreaRows {
        static let iphone_original_from_1 = SafeAreaRecord(screen: .iphone_original, from: 1, until: 6, portrait: nil, landscape: nil, statusBar: (20, 20))
        static let iphone_4_from_4 = SafeAreaRecord(screen: .iphone_4, from: 4, until: 7, portrait: nil, landscape: nil, statusBar: (20, 20))
        static let iphone_4_from_8 = SafeAreaRecord(screen: .iphone_4, from: 8, until: 9, portrait: nil, landscape: nil, statusBar: (20, 0))
        static let iphone_5_from_6 = SafeAreaRecord(screen: .iphone_5, from: 6, until: 7, portrait: nil, landscape: nil, statusBar: (20, 20))
        static let iphone_5_from_8 = SafeAreaRecord(screen: .iphone_5, from: 8, until: 10, portrait: nil, landscape: nil, statusBar: (20, 0))
        static let iphone_5_from_11 = SafeAreaRecord(screen: .iphone_5, from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (20, 0))
        static let iphone_5_from_12 = SafeAreaRecord(screen: .iphone_5, from: 12, until: 15, portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (20, 0))
        static let iphone_6_from_8 = SafeAreaRecord(screen: .iphone_6, from: 8, until: 10, portrait: nil, landscape: nil, statusBar: (20, 0))
        static let iphone_6_from_11 = SafeAreaRecord(screen: .iphone_6, from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (20, 0))
        static let iphone_6_from_12 = SafeAreaRecord(screen: .iphone_6, from: 12, until: 15, portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (20, 0))
        static let iphone_7_from_10 = SafeAreaRecord(screen: .iphone_7, from: 10, until: 10, portrait: nil, landscape: nil, statusBar: (20, 0))
        static let iphone_7_from_11 = SafeAreaRecord(screen: .iphone_7, from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (20, 0))
        static let iphone_7_from_12 = SafeAreaRecord(screen: .iphone_7, from: 12, until: 18, portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (20, 0))
        static let iphone_7_from_26 = SafeAreaRecord(screen: .iphone_7, from: 26, until: 26, portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (nil, 0))
        static let iphone_6_plus_from_8 = SafeAreaRecord(screen: .iphone_6_plus, from: 8, until: 10, portrait: nil, landscape: nil, statusBar: (20, 0))
        static let iphone_6_plus_from_11 = SafeAreaRecord(screen: .iphone_6_plus, from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (20, 0))
        static let iphone_6_plus_from_12 = SafeAreaRecord(screen: .iphone_6_plus, from: 12, until: 15, portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (20, 0))
        static let iphone_7_plus_from_10 = SafeAreaRecord(screen: .iphone_7_plus, from: 10, until: 10, portrait: nil, landscape: nil, statusBar: (20, 0))
        static let iphone_7_plus_from_11 = SafeAreaRecord(screen: .iphone_7_plus, from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (20, 0))
        static let iphone_7_plus_from_12 = SafeAreaRecord(screen: .iphone_7_plus, from: 12, until: 16, portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (20, 0))
        static let iphone_x_from_11 = SafeAreaRecord(screen: .iphone_x, from: 11, until: 12, portrait: (44, 0, 34, 0), landscape: nil, statusBar: (44, 0))
        static let iphone_x_from_13 = SafeAreaRecord(screen: .iphone_x, from: 13, until: 13, portrait: (44, 0, 34, 0), landscape: (0, 44, 21, 44), statusBar: (44, 0))
        static let iphone_x_from_14 = SafeAreaRecord(screen: .iphone_x, from: 14, until: 18, portrait: nil, landscape: nil, statusBar: (44, 0))
        static let iphone_xs_max_from_12 = SafeAreaRecord(screen: .iphone_xs_max, from: 12, until: 12, portrait: (44, 0, 34, 0), landscape: nil, statusBar: (44, 0))
        static let iphone_xs_max_from_13 = SafeAreaRecord(screen: .iphone_xs_max, from: 13, until: 18, portrait: (44, 0, 34, 0), landscape: (0, 44, 21, 44), statusBar: (44, 0))
        static let iphone_xr_from_12 = SafeAreaRecord(screen: .iphone_xr, from: 12, until: 12, portrait: (44, 0, 34, 0), landscape: nil, statusBar: (44, 0))
        static let iphone_xr_from_13 = SafeAreaRecord(screen: .iphone_xr, from: 13, until: 13, portrait: (44, 0, 34, 0), landscape: (0, 44, 21, 44), statusBar: (nil, nil))
        static let iphone_xr_from_14 = SafeAreaRecord(screen: .iphone_xr, from: 14, until: 18, portrait: (48, 0, 34, 0), landscape: (0, 48, 21, 48), statusBar: (48, 0))
        static let iphone_12_from_14 = SafeAreaRecord(screen: .iphone_12, from: 14, until: 18, portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47), statusBar: (47, 0))
        static let iphone_13_from_15 = SafeAreaRecord(screen: .iphone_13, from: 15, until: 18, portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47), statusBar: (47, 0))
        static let iphone_13_pro_from_15 = SafeAreaRecord(screen: .iphone_13_pro, from: 15, until: 18, portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47), statusBar: (47, 0))
        static let iphone_12_mini_from_14 = SafeAreaRecord(screen: .iphone_12_mini, from: 14, until: 14, portrait: (50, 0, 34, 0), landscape: (0, 50, 21, 50), statusBar: (44, 0))
        static let iphone_12_mini_from_15 = SafeAreaRecord(screen: .iphone_12_mini, from: 15, until: 18, portrait: (50, 0, 34, 0), landscape: (0, 50, 21, 50), statusBar: (50, 0))
        static let iphone_13_mini_from_15 = SafeAreaRecord(screen: .iphone_13_mini, from: 15, until: 18, portrait: (50, 0, 34, 0), landscape: (0, 50, 21, 50), statusBar: (50, 0))
        static let iphone_12_pro_max_from_14 = SafeAreaRecord(screen: .iphone_12_pro_max, from: 14, until: 18, portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47), statusBar: (47, 0))
        static let iphone_13_pro_max_from_15 = SafeAreaRecord(screen: .iphone_13_pro_max, from: 15, until: 18, portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47), statusBar: (47, 0))
        static let iphone_14_plus_from_16 = SafeAreaRecord(screen: .iphone_14_plus, from: 16, until: 18, portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47), statusBar: (47, 0))
        static let iphone_14_pro_from_16 = SafeAreaRecord(screen: .iphone_14_pro, from: 16, until: 18, portrait: (59, 0, 34, 0), landscape: (0, 59, 21, 59), statusBar: (54, 0))
        static let iphone_14_pro_from_26 = SafeAreaRecord(screen: .iphone_14_pro, from: 26, until: 26, portrait: (59, 0, 34, 0), landscape: (0, 59, 20, 59), statusBar: (nil, 0))
        static let iphone_15_from_17 = SafeAreaRecord(screen: .iphone_15, from: 17, until: 18, portrait: (59, 0, 34, 0), landscape: (0, 59, 21, 59), statusBar: (54, 0))
        static let iphone_15_from_26 = SafeAreaRecord(screen: .iphone_15, from: 26, until: 26, portrait: (59, 0, 34, 0), landscape: (0, 59, 20, 59), statusBar: (nil, 0))
        static let iphone_14_pro_max_from_16 = SafeAreaRecord(screen: .iphone_14_pro_max, from: 16, until: 18, portrait: (59, 0, 34, 0), landscape: (0, 59, 21, 59), statusBar: (54, 0))
        static let iphone_14_pro_max_from_26 = SafeAreaRecord(screen: .iphone_14_pro_max, from: 26, until: 26, portrait: (59, 0, 34, 0), landscape: (0, 59, 20, 59), statusBar: (nil, 0))
        static let iphone_15_plus_from_17 = SafeAreaRecord(screen: .iphone_15_plus, from: 17, until: 18, portrait: (59, 0, 34, 0), landscape: (0, 59, 21, 59), statusBar: (54, 0))
        static let iphone_15_plus_from_26 = SafeAreaRecord(screen: .iphone_15_plus, from: 26, until: 26, portrait: (59, 0, 34, 0), landscape: (0, 59, 20, 59), statusBar: (nil, 0))
        static let iphone_16_pro_from_18 = SafeAreaRecord(screen: .iphone_16_pro, from: 18, until: 18, portrait: (62, 0, 34, 0), landscape: (0, 62, 21, 62), statusBar: (nil, nil))
        static let iphone_16_pro_from_26 = SafeAreaRecord(screen: .iphone_16_pro, from: 26, until: 26, portrait: (62, 0, 34, 0), landscape: (0, 62, 20, 62), statusBar: (nil, 0))
        static let iphone_16_pro_max_from_18 = SafeAreaRecord(screen: .iphone_16_pro_max, from: 18, until: 18, portrait: (62, 0, 34, 0), landscape: (0, 62, 21, 62), statusBar: (nil, nil))
        static let iphone_16_pro_max_from_26 = SafeAreaRecord(screen: .iphone_16_pro_max, from: 26, until: 26, portrait: (62, 0, 34, 0), landscape: (0, 62, 20, 62), statusBar: (nil, 0))
        static let iphone_16e_from_26 = SafeAreaRecord(screen: .iphone_16e, from: 26, until: 26, portrait: (47, 0, 34, 0), landscape: (0, 47, 20, 47), statusBar: (nil, 0))
        static let iphone_air_from_26 = SafeAreaRecord(screen: .iphone_air, from: 26, until: 26, portrait: (68, 0, 34, 0), landscape: (0, 68, 20, 68), statusBar: (nil, 0))
        static let iphone_17e_from_26 = SafeAreaRecord(screen: .iphone_17e, from: 26, until: 26, portrait: (47, 0, 34, 0), landscape: (0, 47, 20, 47), statusBar: (nil, 0))
        static let iphone_duo_outer_from_27 = SafeAreaRecord(screen: .iphone_duo_outer, from: 27, until: 27, portrait: (0, 0, 34, 84), landscape: (0, 0, 34, 84), statusBar: (nil, nil))
        static let iphone_duo_inner_from_27 = SafeAreaRecord(screen: .iphone_duo_inner, from: 27, until: 27, portrait: (82, 0, 34, 0), landscape: (0, 0, 34, 84), statusBar: (nil, nil))
        static let ipad_original_from_3 = SafeAreaRecord(screen: .ipad_original, from: 3, until: 9, portrait: nil, landscape: nil, statusBar: (20, 20))
        static let ipad_retina_9_7_legacy_from_5 = SafeAreaRecord(screen: .ipad_retina_9_7_legacy, from: 5, until: 10, portrait: nil, landscape: nil, statusBar: (20, 20))
        static let ipad_mini_original_from_6 = SafeAreaRecord(screen: .ipad_mini_original, from: 6, until: 9, portrait: nil, landscape: nil, statusBar: (20, 20))
        static let ipad_retina_9_7_from_7 = SafeAreaRecord(screen: .ipad_retina_9_7, from: 7, until: 10, portrait: nil, landscape: nil, statusBar: (20, 20))
        static let ipad_retina_9_7_from_11 = SafeAreaRecord(screen: .ipad_retina_9_7, from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (20, 20))
        static let ipad_retina_9_7_from_12 = SafeAreaRecord(screen: .ipad_retina_9_7, from: 12, until: 17, portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0), statusBar: (20, 20))
        static let ipad_pro_9_7_from_9 = SafeAreaRecord(screen: .ipad_pro_9_7, from: 9, until: 10, portrait: nil, landscape: nil, statusBar: (20, 20))
        static let ipad_pro_9_7_from_11 = SafeAreaRecord(screen: .ipad_pro_9_7, from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (20, 20))
        static let ipad_pro_9_7_from_12 = SafeAreaRecord(screen: .ipad_pro_9_7, from: 12, until: 16, portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0), statusBar: (20, 20))
        static let ipad_mini_retina_from_7 = SafeAreaRecord(screen: .ipad_mini_retina, from: 7, until: 10, portrait: nil, landscape: nil, statusBar: (20, 20))
        static let ipad_mini_retina_from_11 = SafeAreaRecord(screen: .ipad_mini_retina, from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (20, 20))
        static let ipad_mini_retina_from_12 = SafeAreaRecord(screen: .ipad_mini_retina, from: 12, until: 15, portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0), statusBar: (20, 20))
        static let ipad_mini_5_from_12 = SafeAreaRecord(screen: .ipad_mini_5, from: 12, until: 18, portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0), statusBar: (20, 20))
        static let ipad_pro_12_9_home_button_from_9 = SafeAreaRecord(screen: .ipad_pro_12_9_home_button, from: 9, until: 10, portrait: nil, landscape: nil, statusBar: (20, 20))
        static let ipad_pro_12_9_home_button_from_11 = SafeAreaRecord(screen: .ipad_pro_12_9_home_button, from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (20, 20))
        static let ipad_pro_12_9_home_button_from_12 = SafeAreaRecord(screen: .ipad_pro_12_9_home_button, from: 12, until: 16, portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0), statusBar: (20, 20))
        static let ipad_pro_12_9_2017_from_10 = SafeAreaRecord(screen: .ipad_pro_12_9_2017, from: 10, until: 10, portrait: nil, landscape: nil, statusBar: (20, 20))
        static let ipad_pro_12_9_2017_from_11 = SafeAreaRecord(screen: .ipad_pro_12_9_2017, from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (20, 20))
        static let ipad_pro_12_9_2017_from_12 = SafeAreaRecord(screen: .ipad_pro_12_9_2017, from: 12, until: 17, portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0), statusBar: (20, 20))
        static let ipad_pro_10_5_from_10 = SafeAreaRecord(screen: .ipad_pro_10_5, from: 10, until: 10, portrait: nil, landscape: nil, statusBar: (20, 20))
        static let ipad_pro_10_5_from_11 = SafeAreaRecord(screen: .ipad_pro_10_5, from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (20, 20))
        static let ipad_pro_10_5_from_12 = SafeAreaRecord(screen: .ipad_pro_10_5, from: 12, until: 17, portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0), statusBar: (20, 20))
        static let ipad_air_3_from_12 = SafeAreaRecord(screen: .ipad_air_3, from: 12, until: 18, portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0), statusBar: (20, 20))
        static let ipad_pro_11_from_12 = SafeAreaRecord(screen: .ipad_pro_11, from: 12, until: 18, portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), statusBar: (24, 24))
        static let ipad_pro_12_9_from_12 = SafeAreaRecord(screen: .ipad_pro_12_9, from: 12, until: 18, portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), statusBar: (24, 24))
        static let ipad_10_2_from_13 = SafeAreaRecord(screen: .ipad_10_2, from: 13, until: 18, portrait: (20, 0, 0, 0), landscape: (20, 0, 0, 0), statusBar: (20, 20))
        static let ipad_10_9_from_14 = SafeAreaRecord(screen: .ipad_10_9, from: 14, until: 18, portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), statusBar: (24, 24))
        static let ipad_10_from_16 = SafeAreaRecord(screen: .ipad_10, from: 16, until: 18, portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), statusBar: (24, 24))
        static let ipad_mini_6_from_15 = SafeAreaRecord(screen: .ipad_mini_6, from: 15, until: 18, portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), statusBar: (24, 24))
        static let ipad_air_11_m2_from_17 = SafeAreaRecord(screen: .ipad_air_11_m2, from: 17, until: 18, portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), statusBar: (nil, nil))
        static let ipad_a16_from_18 = SafeAreaRecord(screen: .ipad_a16, from: 18, until: 18, portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), statusBar: (nil, nil))
        static let ipad_air_13_m2_from_17 = SafeAreaRecord(screen: .ipad_air_13_m2, from: 17, until: 18, portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), statusBar: (nil, nil))
        static let ipad_pro_11_m4_from_17 = SafeAreaRecord(screen: .ipad_pro_11_m4, from: 17, until: 18, portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), statusBar: (nil, nil))
        static let ipad_pro_13_m4_from_17 = SafeAreaRecord(screen: .ipad_pro_13_m4, from: 17, until: 18, portrait: (24, 0, 20, 0), landscape: (24, 0, 20, 0), statusBar: (nil, nil))
        static let ipad_pro_13_m4_from_26 = SafeAreaRecord(screen: .ipad_pro_13_m4, from: 26, until: 26, portrait: (32, 0, 25, 0), landscape: nil, statusBar: (nil, nil))
        static let ipad_pro_13_m5_from_26 = SafeAreaRecord(screen: .ipad_pro_13_m5, from: 26, until: 26, portrait: (32, 0, 25, 0), landscape: nil, statusBar: (nil, nil))
        static let ipod_original_from_1 = SafeAreaRecord(screen: .ipod_original, from: 1, until: 5, portrait: nil, landscape: nil, statusBar: (20, 20))
        static let ipod_4_from_4 = SafeAreaRecord(screen: .ipod_4, from: 4, until: 6, portrait: nil, landscape: nil, statusBar: (20, 20))
        static let ipod_5_from_6 = SafeAreaRecord(screen: .ipod_5, from: 6, until: 7, portrait: nil, landscape: nil, statusBar: (20, 20))
        static let ipod_5_from_8 = SafeAreaRecord(screen: .ipod_5, from: 8, until: 10, portrait: nil, landscape: nil, statusBar: (20, 0))
        static let ipod_5_from_11 = SafeAreaRecord(screen: .ipod_5, from: 11, until: 11, portrait: (0, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (20, 0))
        static let ipod_5_from_12 = SafeAreaRecord(screen: .ipod_5, from: 12, until: 15, portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0), statusBar: (20, 0))
        static let macbook_pro_14_from_26 = SafeAreaRecord(screen: .macbook_pro_14, from: 26, until: 26, portrait: nil, landscape: (32, 0, 0, 0), statusBar: (nil, nil))
    }

    /// Each family's OS releases, oldest first (Data/os-releases.tsv); a family's last is its newest.
    static let osReleases: [OSReleaseRecord] = [
        OSReleaseRows.iPhone_1_0,
        OSReleaseRows.iPhone_2_0,
        OSReleaseRows.iPhone_3_0,
        OSReleaseRows.iPhone_4_0,
        OSReleaseRows.iPhone_5_0,
        OSReleaseRows.iPhone_6_0,
        OSReleaseRows.iPhone_7_0,
        OSReleaseRows.iPhone_8_0,
        OSReleaseRows.iPhone_9_0,
        OSReleaseRows.iPhone_10_0,
        OSReleaseRows.iPhone_11_0,
        OSReleaseRows.iPhone_12_0,
        OSReleaseRows.iPhone_13_0,
        OSReleaseRows.iPhone_14_0,
        OSReleaseRows.iPhone_15_0,
        OSReleaseRows.iPhone_16_0,
        OSReleaseRows.iPhone_17_0,
        OSReleaseRows.iPhone_18_0,
        OSReleaseRows.iPhone_26_0,
        OSReleaseRows.iPhone_27_0,
        OSReleaseRows.iPad_3_0,
        OSReleaseRows.iPad_4_0,
        OSReleaseRows.iPad_5_0,
        OSReleaseRows.iPad_6_0,
        OSReleaseRows.iPad_7_0,
        OSReleaseRows.iPad_8_0,
        OSReleaseRows.iPad_9_0,
        OSReleaseRows.iPad_10_0,
        OSReleaseRows.iPad_11_0,
        OSReleaseRows.iPad_12_0,
        OSReleaseRows.iPad_13_0,
        OSReleaseRows.iPad_14_0,
        OSReleaseRows.iPad_15_0,
        OSReleaseRows.iPad_16_0,
        OSReleaseRows.iPad_17_0,
        OSReleaseRows.iPad_18_0,
        OSReleaseRows.iPad_26_0,
        OSReleaseRows.iPad_27_0,
        OSReleaseRows.iPod_1_0,
        OSReleaseRows.iPod_2_0,
        OSReleaseRows.iPod_3_0,
        OSReleaseRows.iPod_4_0,
        OSReleaseRows.iPod_5_0,
        OSReleaseRows.iPod_6_0,
        OSReleaseRows.iPod_7_0,
        OSReleaseRows.iPod_8_0,
        OSReleaseRows.iPod_9_0,
        OSReleaseRows.iPod_10_0,
        OSReleaseRows.iPod_11_0,
        OSReleaseRows.iPod_12_0,
        OSReleaseRows.iPod_13_0,
        OSReleaseRows.iPod_14_0,
        OSReleaseRows.iPod_15_0,
        OSReleaseRows.iPod_16_0,
        OSReleaseRows.iPod_17_0,
        OSReleaseRows.iPod_18_0,
        OSReleaseRows.iPod_26_0,
        OSReleaseRows.iPod_27_0,
        OSReleaseRows.mac_10_4,
        OSReleaseRows.mac_10_5,
        OSReleaseRows.mac_10_6,
        OSReleaseRows.mac_10_7,
        OSReleaseRows.mac_10_8,
        OSReleaseRows.mac_10_9,
        OSReleaseRows.mac_10_10,
        OSReleaseRows.mac_10_11,
        OSReleaseRows.mac_10_12,
        OSReleaseRows.mac_10_13,
        OSReleaseRows.mac_10_14,
        OSReleaseRows.mac_10_15,
        OSReleaseRows.mac_11_0,
        OSReleaseRows.mac_12_0,
        OSReleaseRows.mac_13_0,
        OSReleaseRows.mac_14_0,
        OSReleaseRows.mac_15_0,
        OSReleaseRows.mac_26_0,
        OSReleaseRows.mac_27_0,
        OSReleaseRows.watch_1_0,
        OSReleaseRows.watch_2_0,
        OSReleaseRows.watch_3_0,
        OSReleaseRows.watch_4_0,
        OSReleaseRows.watch_5_0,
        OSReleaseRows.watch_6_0,
        OSReleaseRows.watch_7_0,
        OSReleaseRows.watch_8_0,
        OSReleaseRows.watch_9_0,
        OSReleaseRows.watch_10_0,
        OSReleaseRows.watch_11_0,
        OSReleaseRows.watch_26_0,
        OSReleaseRows.watch_27_0,
        OSReleaseRows.appleTV_1_0,
        OSReleaseRows.appleTV_2_0,
        OSReleaseRows.appleTV_3_0,
        OSReleaseRows.appleTV_4_0,
        OSReleaseRows.appleTV_5_0,
        OSReleaseRows.appleTV_6_0,
        OSReleaseRows.appleTV_7_0,
        OSReleaseRows.appleTV_9_0,
        OSReleaseRows.appleTV_10_0,
        OSReleaseRows.appleTV_11_0,
        OSReleaseRows.appleTV_12_0,
        OSReleaseRows.appleTV_13_0,
        OSReleaseRows.appleTV_14_0,
        OSReleaseRows.appleTV_15_0,
        OSReleaseRows.appleTV_16_0,
        OSReleaseRows.appleTV_17_0,
        OSReleaseRows.appleTV_18_0,
        OSReleaseRows.appleTV_26_0,
        OSReleaseRows.appleTV_27_0,
        OSReleaseRows.vision_1_0,
        OSReleaseRows.vision_2_0,
        OSReleaseRows.vision_26_0,
        OSReleaseRows.vision_27_0,
        OSReleaseRows.homePod_11_0,
        OSReleaseRows.homePod_12_0,
        OSReleaseRows.homePod_13_0,
        OSReleaseRows.homePod_14_0,
        OSReleaseRows.homePod_15_0,
        OSReleaseRows.homePod_16_0,
        OSReleaseRows.homePod_17_0,
        OSReleaseRows.homePod_18_0,
        OSReleaseRows.homePod_26_0,
        OSReleaseRows.homePod_27_0,
    ]

    /// The records of `osReleases`, one constant each.
    enum OSReleaseRows {
        static let iPhone_1_0 = OSReleaseRecord(family: .iPhone, major: 1, minor: 0, name: "iPhone OS", year: 2007)
        static let iPhone_2_0 = OSReleaseRecord(family: .iPhone, major: 2, minor: 0, name: "iPhone OS", year: 2008)
        static let iPhone_3_0 = OSReleaseRecord(family: .iPhone, major: 3, minor: 0, name: "iPhone OS", year: 2009)
        static let iPhone_4_0 = OSReleaseRecord(family: .iPhone, major: 4, minor: 0, name: "iOS", year: 2010)
        static let iPhone_5_0 = OSReleaseRecord(family: .iPhone, major: 5, minor: 0, name: "iOS", year: 2011)
        static let iPhone_6_0 = OSReleaseRecord(family: .iPhone, major: 6, minor: 0, name: "iOS", year: 2012)
        static let iPhone_7_0 = OSReleaseRecord(family: .iPhone, major: 7, minor: 0, name: "iOS", year: 2013)
        static let iPhone_8_0 = OSReleaseRecord(family: .iPhone, major: 8, minor: 0, name: "iOS", year: 2014)
        static let iPhone_9_0 = OSReleaseRecord(family: .iPhone, major: 9, minor: 0, name: "iOS", year: 2015)
        static let iPhone_10_0 = OSReleaseRecord(family: .iPhone, major: 10, minor: 0, name: "iOS", year: 2016)
        static let iPhone_11_0 = OSReleaseRecord(family: .iPhone, major: 11, minor: 0, name: "iOS", year: 2017)
        static let iPhone_12_0 = OSReleaseRecord(family: .iPhone, major: 12, minor: 0, name: "iOS", year: 2018)
        static let iPhone_13_0 = OSReleaseRecord(family: .iPhone, major: 13, minor: 0, name: "iOS", year: 2019)
        static let iPhone_14_0 = OSReleaseRecord(family: .iPhone, major: 14, minor: 0, name: "iOS", year: 2020)
        static let iPhone_15_0 = OSReleaseRecord(family: .iPhone, major: 15, minor: 0, name: "iOS", year: 2021)
        static let iPhone_16_0 = OSReleaseRecord(family: .iPhone, major: 16, minor: 0, name: "iOS", year: 2022)
        static let iPhone_17_0 = OSReleaseRecord(family: .iPhone, major: 17, minor: 0, name: "iOS", year: 2023)
        static let iPhone_18_0 = OSReleaseRecord(family: .iPhone, major: 18, minor: 0, name: "iOS", year: 2024)
        static let iPhone_26_0 = OSReleaseRecord(family: .iPhone, major: 26, minor: 0, name: "iOS", year: 2025)
        static let iPhone_27_0 = OSReleaseRecord(family: .iPhone, major: 27, minor: 0, name: "iOS", year: 2026)
        static let iPad_3_0 = OSReleaseRecord(family: .iPad, major: 3, minor: 0, name: "iPhone OS", year: 2010)
        static let iPad_4_0 = OSReleaseRecord(family: .iPad, major: 4, minor: 0, name: "iOS", year: 2010)
        static let iPad_5_0 = OSReleaseRecord(family: .iPad, major: 5, minor: 0, name: "iOS", year: 2011)
        static let iPad_6_0 = OSReleaseRecord(family: .iPad, major: 6, minor: 0, name: "iOS", year: 2012)
        static let iPad_7_0 = OSReleaseRecord(family: .iPad, major: 7, minor: 0, name: "iOS", year: 2013)
        static let iPad_8_0 = OSReleaseRecord(family: .iPad, major: 8, minor: 0, name: "iOS", year: 2014)
        static let iPad_9_0 = OSReleaseRecord(family: .iPad, major: 9, minor: 0, name: "iOS", year: 2015)
        static let iPad_10_0 = OSReleaseRecord(family: .iPad, major: 10, minor: 0, name: "iOS", year: 2016)
        static let iPad_11_0 = OSReleaseRecord(family: .iPad, major: 11, minor: 0, name: "iOS", year: 2017)
        static let iPad_12_0 = OSReleaseRecord(family: .iPad, major: 12, minor: 0, name: "iOS", year: 2018)
        static let iPad_13_0 = OSReleaseRecord(family: .iPad, major: 13, minor: 0, name: "iPadOS", year: 2019)
        static let iPad_14_0 = OSReleaseRecord(family: .iPad, major: 14, minor: 0, name: "iPadOS", year: 2020)
        static let iPad_15_0 = OSReleaseRecord(family: .iPad, major: 15, minor: 0, name: "iPadOS", year: 2021)
        static let iPad_16_0 = OSReleaseRecord(family: .iPad, major: 16, minor: 0, name: "iPadOS", year: 2022)
        static let iPad_17_0 = OSReleaseRecord(family: .iPad, major: 17, minor: 0, name: "iPadOS", year: 2023)
        static let iPad_18_0 = OSReleaseRecord(family: .iPad, major: 18, minor: 0, name: "iPadOS", year: 2024)
        static let iPad_26_0 = OSReleaseRecord(family: .iPad, major: 26, minor: 0, name: "iPadOS", year: 2025)
        static let iPad_27_0 = OSReleaseRecord(family: .iPad, major: 27, minor: 0, name: "iPadOS", year: 2026)
        static let iPod_1_0 = OSReleaseRecord(family: .iPod, major: 1, minor: 0, name: "iPhone OS", year: 2007)
        static let iPod_2_0 = OSReleaseRecord(family: .iPod, major: 2, minor: 0, name: "iPhone OS", year: 2008)
        static let iPod_3_0 = OSReleaseRecord(family: .iPod, major: 3, minor: 0, name: "iPhone OS", year: 2009)
        static let iPod_4_0 = OSReleaseRecord(family: .iPod, major: 4, minor: 0, name: "iOS", year: 2010)
        static let iPod_5_0 = OSReleaseRecord(family: .iPod, major: 5, minor: 0, name: "iOS", year: 2011)
        static let iPod_6_0 = OSReleaseRecord(family: .iPod, major: 6, minor: 0, name: "iOS", year: 2012)
        static let iPod_7_0 = OSReleaseRecord(family: .iPod, major: 7, minor: 0, name: "iOS", year: 2013)
        static let iPod_8_0 = OSReleaseRecord(family: .iPod, major: 8, minor: 0, name: "iOS", year: 2014)
        static let iPod_9_0 = OSReleaseRecord(family: .iPod, major: 9, minor: 0, name: "iOS", year: 2015)
        static let iPod_10_0 = OSReleaseRecord(family: .iPod, major: 10, minor: 0, name: "iOS", year: 2016)
        static let iPod_11_0 = OSReleaseRecord(family: .iPod, major: 11, minor: 0, name: "iOS", year: 2017)
        static let iPod_12_0 = OSReleaseRecord(family: .iPod, major: 12, minor: 0, name: "iOS", year: 2018)
        static let iPod_13_0 = OSReleaseRecord(family: .iPod, major: 13, minor: 0, name: "iOS", year: 2019)
        static let iPod_14_0 = OSReleaseRecord(family: .iPod, major: 14, minor: 0, name: "iOS", year: 2020)
        static let iPod_15_0 = OSReleaseRecord(family: .iPod, major: 15, minor: 0, name: "iOS", year: 2021)
        static let iPod_16_0 = OSReleaseRecord(family: .iPod, major: 16, minor: 0, name: "iOS", year: 2022)
        static let iPod_17_0 = OSReleaseRecord(family: .iPod, major: 17, minor: 0, name: "iOS", year: 2023)
        static let iPod_18_0 = OSReleaseRecord(family: .iPod, major: 18, minor: 0, name: "iOS", year: 2024)
        static let iPod_26_0 = OSReleaseRecord(family: .iPod, major: 26, minor: 0, name: "iOS", year: 2025)
        static let iPod_27_0 = OSReleaseRecord(family: .iPod, major: 27, minor: 0, name: "iOS", year: 2026)
        static let mac_10_4 = OSReleaseRecord(family: .mac, major: 10, minor: 4, name: "Mac OS X", year: 2005)
        static let mac_10_5 = OSReleaseRecord(family: .mac, major: 10, minor: 5, name: "Mac OS X", year: 2007)
        static let mac_10_6 = OSReleaseRecord(family: .mac, major: 10, minor: 6, name: "Mac OS X", year: 2009)
        static let mac_10_7 = OSReleaseRecord(family: .mac, major: 10, minor: 7, name: "Mac OS X", year: 2011)
        static let mac_10_8 = OSReleaseRecord(family: .mac, major: 10, minor: 8, name: "OS X", year: 2012)
        static let mac_10_9 = OSReleaseRecord(family: .mac, major: 10, minor: 9, name: "OS X", year: 2013)
        static let mac_10_10 = OSReleaseRecord(family: .mac, major: 10, minor: 10, name: "OS X", year: 2014)
        static let mac_10_11 = OSReleaseRecord(family: .mac, major: 10, minor: 11, name: "OS X", year: 2015)
        static let mac_10_12 = OSReleaseRecord(family: .mac, major: 10, minor: 12, name: "macOS", year: 2016)
        static let mac_10_13 = OSReleaseRecord(family: .mac, major: 10, minor: 13, name: "macOS", year: 2017)
        static let mac_10_14 = OSReleaseRecord(family: .mac, major: 10, minor: 14, name: "macOS", year: 2018)
        static let mac_10_15 = OSReleaseRecord(family: .mac, major: 10, minor: 15, name: "macOS", year: 2019)
        static let mac_11_0 = OSReleaseRecord(family: .mac, major: 11, minor: 0, name: "macOS", year: 2020)
        static let mac_12_0 = OSReleaseRecord(family: .mac, major: 12, minor: 0, name: "macOS", year: 2021)
        static let mac_13_0 = OSReleaseRecord(family: .mac, major: 13, minor: 0, name: "macOS", year: 2022)
        static let mac_14_0 = OSReleaseRecord(family: .mac, major: 14, minor: 0, name: "macOS", year: 2023)
        static let mac_15_0 = OSReleaseRecord(family: .mac, major: 15, minor: 0, name: "macOS", year: 2024)
        static let mac_26_0 = OSReleaseRecord(family: .mac, major: 26, minor: 0, name: "macOS", year: 2025)
        static let mac_27_0 = OSReleaseRecord(family: .mac, major: 27, minor: 0, name: "macOS", year: 2026)
        static let watch_1_0 = OSReleaseRecord(family: .watch, major: 1, minor: 0, name: "watchOS", year: 2015)
        static let watch_2_0 = OSReleaseRecord(family: .watch, major: 2, minor: 0, name: "watchOS", year: 2015)
        static let watch_3_0 = OSReleaseRecord(family: .watch, major: 3, minor: 0, name: "watchOS", year: 2016)
        static let watch_4_0 = OSReleaseRecord(family: .watch, major: 4, minor: 0, name: "watchOS", year: 2017)
        static let watch_5_0 = OSReleaseRecord(family: .watch, major: 5, minor: 0, name: "watchOS", year: 2018)
        static let watch_6_0 = OSReleaseRecord(family: .watch, major: 6, minor: 0, name: "watchOS", year: 2019)
        static let watch_7_0 = OSReleaseRecord(family: .watch, major: 7, minor: 0, name: "watchOS", year: 2020)
        static let watch_8_0 = OSReleaseRecord(family: .watch, major: 8, minor: 0, name: "watchOS", year: 2021)
        static let watch_9_0 = OSReleaseRecord(family: .watch, major: 9, minor: 0, name: "watchOS", year: 2022)
        static let watch_10_0 = OSReleaseRecord(family: .watch, major: 10, minor: 0, name: "watchOS", year: 2023)
        static let watch_11_0 = OSReleaseRecord(family: .watch, major: 11, minor: 0, name: "watchOS", year: 2024)
        static let watch_26_0 = OSReleaseRecord(family: .watch, major: 26, minor: 0, name: "watchOS", year: 2025)
        static let watch_27_0 = OSReleaseRecord(family: .watch, major: 27, minor: 0, name: "watchOS", year: 2026)
        static let appleTV_1_0 = OSReleaseRecord(family: .appleTV, major: 1, minor: 0, name: "Apple TV Software", year: 2007)
        static let appleTV_2_0 = OSReleaseRecord(family: .appleTV, major: 2, minor: 0, name: "Apple TV Software", year: 2008)
        static let appleTV_3_0 = OSReleaseRecord(family: .appleTV, major: 3, minor: 0, name: "Apple TV Software", year: 2009)
        static let appleTV_4_0 = OSReleaseRecord(family: .appleTV, major: 4, minor: 0, name: "Apple TV Software", year: 2010)
        static let appleTV_5_0 = OSReleaseRecord(family: .appleTV, major: 5, minor: 0, name: "Apple TV Software", year: 2012)
        static let appleTV_6_0 = OSReleaseRecord(family: .appleTV, major: 6, minor: 0, name: "Apple TV Software", year: 2013)
        static let appleTV_7_0 = OSReleaseRecord(family: .appleTV, major: 7, minor: 0, name: "Apple TV Software", year: 2014)
        static let appleTV_9_0 = OSReleaseRecord(family: .appleTV, major: 9, minor: 0, name: "tvOS", year: 2015)
        static let appleTV_10_0 = OSReleaseRecord(family: .appleTV, major: 10, minor: 0, name: "tvOS", year: 2016)
        static let appleTV_11_0 = OSReleaseRecord(family: .appleTV, major: 11, minor: 0, name: "tvOS", year: 2017)
        static let appleTV_12_0 = OSReleaseRecord(family: .appleTV, major: 12, minor: 0, name: "tvOS", year: 2018)
        static let appleTV_13_0 = OSReleaseRecord(family: .appleTV, major: 13, minor: 0, name: "tvOS", year: 2019)
        static let appleTV_14_0 = OSReleaseRecord(family: .appleTV, major: 14, minor: 0, name: "tvOS", year: 2020)
        static let appleTV_15_0 = OSReleaseRecord(family: .appleTV, major: 15, minor: 0, name: "tvOS", year: 2021)
        static let appleTV_16_0 = OSReleaseRecord(family: .appleTV, major: 16, minor: 0, name: "tvOS", year: 2022)
        static let appleTV_17_0 = OSReleaseRecord(family: .appleTV, major: 17, minor: 0, name: "tvOS", year: 2023)
        static let appleTV_18_0 = OSReleaseRecord(family: .appleTV, major: 18, minor: 0, name: "tvOS", year: 2024)
        static let appleTV_26_0 = OSReleaseRecord(family: .appleTV, major: 26, minor: 0, name: "tvOS", year: 2025)
        static let appleTV_27_0 = OSReleaseRecord(family: .appleTV, major: 27, minor: 0, name: "tvOS", year: 2026)
        static let vision_1_0 = OSReleaseRecord(family: .vision, major: 1, minor: 0, name: "visionOS", year: 2024)
        static let vision_2_0 = OSReleaseRecord(family: .vision, major: 2, minor: 0, name: "visionOS", year: 2024)
        static let vision_26_0 = OSReleaseRecord(family: .vision, major: 26, minor: 0, name: "visionOS", year: 2025)
        static let vision_27_0 = OSReleaseRecord(family: .vision, major: 27, minor: 0, name: "visionOS", year: 2026)
        static let homePod_11_0 = OSReleaseRecord(family: .homePod, major: 11, minor: 0, name: "HomePod Software", year: 2018)
        static let homePod_12_0 = OSReleaseRecord(family: .homePod, major: 12, minor: 0, name: "HomePod Software", year: 2018)
        static let homePod_13_0 = OSReleaseRecord(family: .homePod, major: 13, minor: 0, name: "HomePod Software", year: 2019)
        static let homePod_14_0 = OSReleaseRecord(family: .homePod, major: 14, minor: 0, name: "HomePod Software", year: 2020)
        static let homePod_15_0 = OSReleaseRecord(family: .homePod, major: 15, minor: 0, name: "HomePod Software", year: 2021)
        static let homePod_16_0 = OSReleaseRecord(family: .homePod, major: 16, minor: 0, name: "HomePod Software", year: 2022)
        static let homePod_17_0 = OSReleaseRecord(family: .homePod, major: 17, minor: 0, name: "HomePod Software", year: 2023)
        static let homePod_18_0 = OSReleaseRecord(family: .homePod, major: 18, minor: 0, name: "HomePod Software", year: 2024)
        static let homePod_26_0 = OSReleaseRecord(family: .homePod, major: 26, minor: 0, name: "HomePod Software", year: 2025)
        static let homePod_27_0 = OSReleaseRecord(family: .homePod, major: 27, minor: 0, name: "HomePod Software", year: 2026)
    }

    /// Every device, by family, then identifier prefix and number: `devices[Int(row.rawValue)]`.
    enum Row: UInt16, CaseIterable {
        case iPhone1_1
        case iPhone1_2
        case iPhone2_1
        case iPhone3_1
        case iPhone3_2
        case iPhone3_3
        case iPhone4_1
        case iPhone5_1
        case iPhone5_2
        case iPhone5_3
        case iPhone5_4
        case iPhone6_1
        case iPhone6_2
        case iPhone7_1
        case iPhone7_2
        case iPhone8_1
        case iPhone8_2
        case iPhone8_4
        case iPhone9_1
        case iPhone9_2
        case iPhone9_3
        case iPhone9_4
        case iPhone10_1
        case iPhone10_2
        case iPhone10_3
        case iPhone10_4
        case iPhone10_5
        case iPhone10_6
        case iPhone11_2
        case iPhone11_4
        case iPhone11_6
        case iPhone11_8
        case iPhone12_1
        case iPhone12_3
        case iPhone12_5
        case iPhone12_8
        case iPhone13_1
        case iPhone13_2
        case iPhone13_3
        case iPhone13_4
        case iPhone14_2
        case iPhone14_3
        case iPhone14_4
        case iPhone14_5
        case iPhone14_6
        case iPhone14_7
        case iPhone14_8
        case iPhone15_2
        case iPhone15_3
        case iPhone15_4
        case iPhone15_5
        case iPhone16_1
        case iPhone16_2
        case iPhone17_1
        case iPhone17_2
        case iPhone17_3
        case iPhone17_4
        case iPhone17_5
        case iPhone18_1
        case iPhone18_2
        case iPhone18_3
        case iPhone18_4
        case iPhone18_5
        case iPhone19_2
        case iPhone19_3
        case iPhone19_4
        case iPhone19_7
        case iPad1_1
        case iPad2_1
        case iPad2_2
        case iPad2_3
        case iPad2_4
        case iPad2_5
        case iPad2_6
        case iPad2_7
        case iPad3_1
        case iPad3_2
        case iPad3_3
        case iPad3_4
        case iPad3_5
        case iPad3_6
        case iPad4_1
        case iPad4_2
        case iPad4_3
        case iPad4_4
        case iPad4_5
        case iPad4_6
        case iPad4_7
        case iPad4_8
        case iPad4_9
        case iPad5_1
        case iPad5_2
        case iPad5_3
        case iPad5_4
        case iPad6_3
        case iPad6_4
        case iPad6_7
        case iPad6_8
        case iPad6_11
        case iPad6_12
        case iPad7_1
        case iPad7_2
        case iPad7_3
        case iPad7_4
        case iPad7_5
        case iPad7_6
        case iPad7_11
        case iPad7_12
        case iPad8_1
        case iPad8_2
        case iPad8_3
        case iPad8_4
        case iPad8_5
        case iPad8_6
        case iPad8_7
        case iPad8_8
        case iPad8_9
        case iPad8_10
        case iPad8_11
        case iPad8_12
        case iPad11_1
        case iPad11_2
        case iPad11_3
        case iPad11_4
        case iPad11_6
        case iPad11_7
        case iPad12_1
        case iPad12_2
        case iPad13_1
        case iPad13_2
        case iPad13_4
        case iPad13_5
        case iPad13_6
        case iPad13_7
        case iPad13_8
        case iPad13_9
        case iPad13_10
        case iPad13_11
        case iPad13_16
        case iPad13_17
        case iPad13_18
        case iPad13_19
        case iPad14_1
        case iPad14_2
        case iPad14_3
        case iPad14_4
        case iPad14_5
        case iPad14_6
        case iPad14_8
        case iPad14_9
        case iPad14_10
        case iPad14_11
        case iPad15_3
        case iPad15_4
        case iPad15_5
        case iPad15_6
        case iPad15_7
        case iPad15_8
        case iPad16_1
        case iPad16_2
        case iPad16_3
        case iPad16_4
        case iPad16_5
        case iPad16_6
        case iPad16_8
        case iPad16_9
        case iPad16_10
        case iPad16_11
        case iPad17_1
        case iPad17_2
        case iPad17_3
        case iPad17_4
        case iPod1_1
        case iPod2_1
        case iPod3_1
        case iPod4_1
        case iPod5_1
        case iPod7_1
        case iPod9_1
        case Mac13_1
        case Mac13_2
        case Mac14_2
        case Mac14_3
        case Mac14_5
        case Mac14_6
        case Mac14_7
        case Mac14_8
        case Mac14_9
        case Mac14_10
        case Mac14_12
        case Mac14_13
        case Mac14_14
        case Mac14_15
        case Mac15_3
        case Mac15_4
        case Mac15_5
        case Mac15_6
        case Mac15_7
        case Mac15_8
        case Mac15_9
        case Mac15_10
        case Mac15_11
        case Mac15_12
        case Mac15_13
        case Mac15_14
        case Mac16_1
        case Mac16_2
        case Mac16_3
        case Mac16_5
        case Mac16_6
        case Mac16_7
        case Mac16_8
        case Mac16_9
        case Mac16_10
        case Mac16_11
        case Mac16_12
        case Mac16_13
        case Mac17_2
        case Mac17_3
        case Mac17_4
        case Mac17_5
        case Mac17_6
        case Mac17_7
        case Mac17_8
        case Mac17_9
        case Mac17_14
        case Mac17_15
        case Mac17_16
        case Mac18_5
        case MacBook1_1
        case MacBook2_1
        case MacBook3_1
        case MacBook4_1
        case MacBook5_1
        case MacBook5_2
        case MacBook6_1
        case MacBook7_1
        case MacBook8_1
        case MacBook9_1
        case MacBook10_1
        case MacBookAir1_1
        case MacBookAir2_1
        case MacBookAir3_1
        case MacBookAir3_2
        case MacBookAir4_1
        case MacBookAir4_2
        case MacBookAir5_1
        case MacBookAir5_2
        case MacBookAir6_1
        case MacBookAir6_2
        case MacBookAir7_1
        case MacBookAir7_2
        case MacBookAir8_1
        case MacBookAir8_2
        case MacBookAir9_1
        case MacBookAir10_1
        case MacBookPro1_1
        case MacBookPro1_2
        case MacBookPro2_1
        case MacBookPro2_2
        case MacBookPro3_1
        case MacBookPro4_1
        case MacBookPro5_1
        case MacBookPro5_2
        case MacBookPro5_3
        case MacBookPro5_4
        case MacBookPro5_5
        case MacBookPro6_1
        case MacBookPro6_2
        case MacBookPro7_1
        case MacBookPro8_1
        case MacBookPro8_2
        case MacBookPro8_3
        case MacBookPro9_1
        case MacBookPro9_2
        case MacBookPro10_1
        case MacBookPro10_2
        case MacBookPro11_1
        case MacBookPro11_2
        case MacBookPro11_3
        case MacBookPro11_4
        case MacBookPro11_5
        case MacBookPro12_1
        case MacBookPro13_1
        case MacBookPro13_2
        case MacBookPro13_3
        case MacBookPro14_1
        case MacBookPro14_2
        case MacBookPro14_3
        case MacBookPro15_1
        case MacBookPro15_2
        case MacBookPro15_3
        case MacBookPro15_4
        case MacBookPro16_1
        case MacBookPro16_2
        case MacBookPro16_3
        case MacBookPro16_4
        case MacBookPro17_1
        case MacBookPro18_1
        case MacBookPro18_2
        case MacBookPro18_3
        case MacBookPro18_4
        case MacPro1_1
        case MacPro2_1
        case MacPro3_1
        case MacPro4_1
        case MacPro5_1
        case MacPro6_1
        case MacPro7_1
        case Macmini1_1
        case Macmini2_1
        case Macmini3_1
        case Macmini4_1
        case Macmini5_1
        case Macmini5_2
        case Macmini5_3
        case Macmini6_1
        case Macmini6_2
        case Macmini7_1
        case Macmini8_1
        case Macmini9_1
        case Xserve1_1
        case Xserve2_1
        case Xserve3_1
        case iMac4_1
        case iMac4_2
        case iMac5_1
        case iMac5_2
        case iMac6_1
        case iMac7_1
        case iMac8_1
        case iMac9_1
        case iMac10_1
        case iMac11_1
        case iMac11_2
        case iMac11_3
        case iMac12_1
        case iMac12_2
        case iMac13_1
        case iMac13_2
        case iMac13_3
        case iMac14_1
        case iMac14_2
        case iMac14_3
        case iMac14_4
        case iMac15_1
        case iMac16_1
        case iMac16_2
        case iMac17_1
        case iMac18_1
        case iMac18_2
        case iMac18_3
        case iMac19_1
        case iMac19_2
        case iMac20_1
        case iMac20_2
        case iMac21_1
        case iMac21_2
        case iMacPro1_1
        case Watch1_1
        case Watch1_2
        case Watch2_3
        case Watch2_4
        case Watch2_6
        case Watch2_7
        case Watch3_1
        case Watch3_2
        case Watch3_3
        case Watch3_4
        case Watch4_1
        case Watch4_2
        case Watch4_3
        case Watch4_4
        case Watch5_1
        case Watch5_2
        case Watch5_3
        case Watch5_4
        case Watch5_9
        case Watch5_10
        case Watch5_11
        case Watch5_12
        case Watch6_1
        case Watch6_2
        case Watch6_3
        case Watch6_4
        case Watch6_6
        case Watch6_7
        case Watch6_8
        case Watch6_9
        case Watch6_10
        case Watch6_11
        case Watch6_12
        case Watch6_13
        case Watch6_14
        case Watch6_15
        case Watch6_16
        case Watch6_17
        case Watch6_18
        case Watch7_1
        case Watch7_2
        case Watch7_3
        case Watch7_4
        case Watch7_5
        case Watch7_8
        case Watch7_9
        case Watch7_10
        case Watch7_11
        case Watch7_12
        case Watch7_13
        case Watch7_14
        case Watch7_15
        case Watch7_16
        case Watch7_17
        case Watch7_18
        case Watch7_19
        case Watch7_20
        case Watch8_1
        case Watch8_2
        case Watch8_3
        case Watch8_4
        case Watch8_5
        case AppleTV1_1
        case AppleTV2_1
        case AppleTV3_1
        case AppleTV3_2
        case AppleTV5_3
        case AppleTV6_2
        case AppleTV11_1
        case AppleTV14_1
        case RealityDevice14_1
        case RealityDevice17_1
        case AudioAccessory1_1
        case AudioAccessory1_2
        case AudioAccessory5_1
        case AudioAccessory6_1
    }

    /// The devices' records, in `Row` order.
    static let devices: [DeviceRecord] = [
        DeviceRows.iPhone1_1,
        DeviceRows.iPhone1_2,
        DeviceRows.iPhone2_1,
        DeviceRows.iPhone3_1,
        DeviceRows.iPhone3_2,
        DeviceRows.iPhone3_3,
        DeviceRows.iPhone4_1,
        DeviceRows.iPhone5_1,
        DeviceRows.iPhone5_2,
        DeviceRows.iPhone5_3,
        DeviceRows.iPhone5_4,
        DeviceRows.iPhone6_1,
        DeviceRows.iPhone6_2,
        DeviceRows.iPhone7_1,
        DeviceRows.iPhone7_2,
        DeviceRows.iPhone8_1,
        DeviceRows.iPhone8_2,
        DeviceRows.iPhone8_4,
        DeviceRows.iPhone9_1,
        DeviceRows.iPhone9_2,
        DeviceRows.iPhone9_3,
        DeviceRows.iPhone9_4,
        DeviceRows.iPhone10_1,
        DeviceRows.iPhone10_2,
        DeviceRows.iPhone10_3,
        DeviceRows.iPhone10_4,
        DeviceRows.iPhone10_5,
        DeviceRows.iPhone10_6,
        DeviceRows.iPhone11_2,
        DeviceRows.iPhone11_4,
        DeviceRows.iPhone11_6,
        DeviceRows.iPhone11_8,
        DeviceRows.iPhone12_1,
        DeviceRows.iPhone12_3,
        DeviceRows.iPhone12_5,
        DeviceRows.iPhone12_8,
        DeviceRows.iPhone13_1,
        DeviceRows.iPhone13_2,
        DeviceRows.iPhone13_3,
        DeviceRows.iPhone13_4,
        DeviceRows.iPhone14_2,
        DeviceRows.iPhone14_3,
        DeviceRows.iPhone14_4,
        DeviceRows.iPhone14_5,
        DeviceRows.iPhone14_6,
        DeviceRows.iPhone14_7,
        DeviceRows.iPhone14_8,
        DeviceRows.iPhone15_2,
        DeviceRows.iPhone15_3,
        DeviceRows.iPhone15_4,
        DeviceRows.iPhone15_5,
        DeviceRows.iPhone16_1,
        DeviceRows.iPhone16_2,
        DeviceRows.iPhone17_1,
        DeviceRows.iPhone17_2,
        DeviceRows.iPhone17_3,
        DeviceRows.iPhone17_4,
        DeviceRows.iPhone17_5,
        DeviceRows.iPhone18_1,
        DeviceRows.iPhone18_2,
        DeviceRows.iPhone18_3,
        DeviceRows.iPhone18_4,
        DeviceRows.iPhone18_5,
        DeviceRows.iPhone19_2,
        DeviceRows.iPhone19_3,
        DeviceRows.iPhone19_4,
        DeviceRows.iPhone19_7,
        DeviceRows.iPad1_1,
        DeviceRows.iPad2_1,
        DeviceRows.iPad2_2,
        DeviceRows.iPad2_3,
        DeviceRows.iPad2_4,
        DeviceRows.iPad2_5,
        DeviceRows.iPad2_6,
        DeviceRows.iPad2_7,
        DeviceRows.iPad3_1,
        DeviceRows.iPad3_2,
        DeviceRows.iPad3_3,
        DeviceRows.iPad3_4,
        DeviceRows.iPad3_5,
        DeviceRows.iPad3_6,
        DeviceRows.iPad4_1,
        DeviceRows.iPad4_2,
        DeviceRows.iPad4_3,
        DeviceRows.iPad4_4,
        DeviceRows.iPad4_5,
        DeviceRows.iPad4_6,
        DeviceRows.iPad4_7,
        DeviceRows.iPad4_8,
        DeviceRows.iPad4_9,
        DeviceRows.iPad5_1,
        DeviceRows.iPad5_2,
        DeviceRows.iPad5_3,
        DeviceRows.iPad5_4,
        DeviceRows.iPad6_3,
        DeviceRows.iPad6_4,
        DeviceRows.iPad6_7,
        DeviceRows.iPad6_8,
        DeviceRows.iPad6_11,
        DeviceRows.iPad6_12,
        DeviceRows.iPad7_1,
        DeviceRows.iPad7_2,
        DeviceRows.iPad7_3,
        DeviceRows.iPad7_4,
        DeviceRows.iPad7_5,
        DeviceRows.iPad7_6,
        DeviceRows.iPad7_11,
        DeviceRows.iPad7_12,
        DeviceRows.iPad8_1,
        DeviceRows.iPad8_2,
        DeviceRows.iPad8_3,
        DeviceRows.iPad8_4,
        DeviceRows.iPad8_5,
        DeviceRows.iPad8_6,
        DeviceRows.iPad8_7,
        DeviceRows.iPad8_8,
        DeviceRows.iPad8_9,
        DeviceRows.iPad8_10,
        DeviceRows.iPad8_11,
        DeviceRows.iPad8_12,
        DeviceRows.iPad11_1,
        DeviceRows.iPad11_2,
        DeviceRows.iPad11_3,
        DeviceRows.iPad11_4,
        DeviceRows.iPad11_6,
        DeviceRows.iPad11_7,
        DeviceRows.iPad12_1,
        DeviceRows.iPad12_2,
        DeviceRows.iPad13_1,
        DeviceRows.iPad13_2,
        DeviceRows.iPad13_4,
        DeviceRows.iPad13_5,
        DeviceRows.iPad13_6,
        DeviceRows.iPad13_7,
        DeviceRows.iPad13_8,
        DeviceRows.iPad13_9,
        DeviceRows.iPad13_10,
        DeviceRows.iPad13_11,
        DeviceRows.iPad13_16,
        DeviceRows.iPad13_17,
        DeviceRows.iPad13_18,
        DeviceRows.iPad13_19,
        DeviceRows.iPad14_1,
        DeviceRows.iPad14_2,
        DeviceRows.iPad14_3,
        DeviceRows.iPad14_4,
        DeviceRows.iPad14_5,
        DeviceRows.iPad14_6,
        DeviceRows.iPad14_8,
        DeviceRows.iPad14_9,
        DeviceRows.iPad14_10,
        DeviceRows.iPad14_11,
        DeviceRows.iPad15_3,
        DeviceRows.iPad15_4,
        DeviceRows.iPad15_5,
        DeviceRows.iPad15_6,
        DeviceRows.iPad15_7,
        DeviceRows.iPad15_8,
        DeviceRows.iPad16_1,
        DeviceRows.iPad16_2,
        DeviceRows.iPad16_3,
        DeviceRows.iPad16_4,
        DeviceRows.iPad16_5,
        DeviceRows.iPad16_6,
        DeviceRows.iPad16_8,
        DeviceRows.iPad16_9,
        DeviceRows.iPad16_10,
        DeviceRows.iPad16_11,
        DeviceRows.iPad17_1,
        DeviceRows.iPad17_2,
        DeviceRows.iPad17_3,
        DeviceRows.iPad17_4,
        DeviceRows.iPod1_1,
        DeviceRows.iPod2_1,
        DeviceRows.iPod3_1,
        DeviceRows.iPod4_1,
        DeviceRows.iPod5_1,
        DeviceRows.iPod7_1,
        DeviceRows.iPod9_1,
        DeviceRows.Mac13_1,
        DeviceRows.Mac13_2,
        DeviceRows.Mac14_2,
        DeviceRows.Mac14_3,
        DeviceRows.Mac14_5,
        DeviceRows.Mac14_6,
        DeviceRows.Mac14_7,
        DeviceRows.Mac14_8,
        DeviceRows.Mac14_9,
        DeviceRows.Mac14_10,
        DeviceRows.Mac14_12,
        DeviceRows.Mac14_13,
        DeviceRows.Mac14_14,
        DeviceRows.Mac14_15,
        DeviceRows.Mac15_3,
        DeviceRows.Mac15_4,
        DeviceRows.Mac15_5,
        DeviceRows.Mac15_6,
        DeviceRows.Mac15_7,
        DeviceRows.Mac15_8,
        DeviceRows.Mac15_9,
        DeviceRows.Mac15_10,
        DeviceRows.Mac15_11,
        DeviceRows.Mac15_12,
        DeviceRows.Mac15_13,
        DeviceRows.Mac15_14,
        DeviceRows.Mac16_1,
        DeviceRows.Mac16_2,
        DeviceRows.Mac16_3,
        DeviceRows.Mac16_5,
        DeviceRows.Mac16_6,
        DeviceRows.Mac16_7,
        DeviceRows.Mac16_8,
        DeviceRows.Mac16_9,
        DeviceRows.Mac16_10,
        DeviceRows.Mac16_11,
        DeviceRows.Mac16_12,
        DeviceRows.Mac16_13,
        DeviceRows.Mac17_2,
        DeviceRows.Mac17_3,
        DeviceRows.Mac17_4,
        DeviceRows.Mac17_5,
        DeviceRows.Mac17_6,
        DeviceRows.Mac17_7,
        DeviceRows.Mac17_8,
        DeviceRows.Mac17_9,
        DeviceRows.Mac17_14,
        DeviceRows.Mac17_15,
        DeviceRows.Mac17_16,
        DeviceRows.Mac18_5,
        DeviceRows.MacBook1_1,
        DeviceRows.MacBook2_1,
        DeviceRows.MacBook3_1,
        DeviceRows.MacBook4_1,
        DeviceRows.MacBook5_1,
        DeviceRows.MacBook5_2,
        DeviceRows.MacBook6_1,
        DeviceRows.MacBook7_1,
        DeviceRows.MacBook8_1,
        DeviceRows.MacBook9_1,
        DeviceRows.MacBook10_1,
        DeviceRows.MacBookAir1_1,
        DeviceRows.MacBookAir2_1,
        DeviceRows.MacBookAir3_1,
        DeviceRows.MacBookAir3_2,
        DeviceRows.MacBookAir4_1,
        DeviceRows.MacBookAir4_2,
        DeviceRows.MacBookAir5_1,
        DeviceRows.MacBookAir5_2,
        DeviceRows.MacBookAir6_1,
        DeviceRows.MacBookAir6_2,
        DeviceRows.MacBookAir7_1,
        DeviceRows.MacBookAir7_2,
        DeviceRows.MacBookAir8_1,
        DeviceRows.MacBookAir8_2,
        DeviceRows.MacBookAir9_1,
        DeviceRows.MacBookAir10_1,
        DeviceRows.MacBookPro1_1,
        DeviceRows.MacBookPro1_2,
        DeviceRows.MacBookPro2_1,
        DeviceRows.MacBookPro2_2,
        DeviceRows.MacBookPro3_1,
        DeviceRows.MacBookPro4_1,
        DeviceRows.MacBookPro5_1,
        DeviceRows.MacBookPro5_2,
        DeviceRows.MacBookPro5_3,
        DeviceRows.MacBookPro5_4,
        DeviceRows.MacBookPro5_5,
        DeviceRows.MacBookPro6_1,
        DeviceRows.MacBookPro6_2,
        DeviceRows.MacBookPro7_1,
        DeviceRows.MacBookPro8_1,
        DeviceRows.MacBookPro8_2,
        DeviceRows.MacBookPro8_3,
        DeviceRows.MacBookPro9_1,
        DeviceRows.MacBookPro9_2,
        DeviceRows.MacBookPro10_1,
        DeviceRows.MacBookPro10_2,
        DeviceRows.MacBookPro11_1,
        DeviceRows.MacBookPro11_2,
        DeviceRows.MacBookPro11_3,
        DeviceRows.MacBookPro11_4,
        DeviceRows.MacBookPro11_5,
        DeviceRows.MacBookPro12_1,
        DeviceRows.MacBookPro13_1,
        DeviceRows.MacBookPro13_2,
        DeviceRows.MacBookPro13_3,
        DeviceRows.MacBookPro14_1,
        DeviceRows.MacBookPro14_2,
        DeviceRows.MacBookPro14_3,
        DeviceRows.MacBookPro15_1,
        DeviceRows.MacBookPro15_2,
        DeviceRows.MacBookPro15_3,
        DeviceRows.MacBookPro15_4,
        DeviceRows.MacBookPro16_1,
        DeviceRows.MacBookPro16_2,
        DeviceRows.MacBookPro16_3,
        DeviceRows.MacBookPro16_4,
        DeviceRows.MacBookPro17_1,
        DeviceRows.MacBookPro18_1,
        DeviceRows.MacBookPro18_2,
        DeviceRows.MacBookPro18_3,
        DeviceRows.MacBookPro18_4,
        DeviceRows.MacPro1_1,
        DeviceRows.MacPro2_1,
        DeviceRows.MacPro3_1,
        DeviceRows.MacPro4_1,
        DeviceRows.MacPro5_1,
        DeviceRows.MacPro6_1,
        DeviceRows.MacPro7_1,
        DeviceRows.Macmini1_1,
        DeviceRows.Macmini2_1,
        DeviceRows.Macmini3_1,
        DeviceRows.Macmini4_1,
        DeviceRows.Macmini5_1,
        DeviceRows.Macmini5_2,
        DeviceRows.Macmini5_3,
        DeviceRows.Macmini6_1,
        DeviceRows.Macmini6_2,
        DeviceRows.Macmini7_1,
        DeviceRows.Macmini8_1,
        DeviceRows.Macmini9_1,
        DeviceRows.Xserve1_1,
        DeviceRows.Xserve2_1,
        DeviceRows.Xserve3_1,
        DeviceRows.iMac4_1,
        DeviceRows.iMac4_2,
        DeviceRows.iMac5_1,
        DeviceRows.iMac5_2,
        DeviceRows.iMac6_1,
        DeviceRows.iMac7_1,
        DeviceRows.iMac8_1,
        DeviceRows.iMac9_1,
        DeviceRows.iMac10_1,
        DeviceRows.iMac11_1,
        DeviceRows.iMac11_2,
        DeviceRows.iMac11_3,
        DeviceRows.iMac12_1,
        DeviceRows.iMac12_2,
        DeviceRows.iMac13_1,
        DeviceRows.iMac13_2,
        DeviceRows.iMac13_3,
        DeviceRows.iMac14_1,
        DeviceRows.iMac14_2,
        DeviceRows.iMac14_3,
        DeviceRows.iMac14_4,
        DeviceRows.iMac15_1,
        DeviceRows.iMac16_1,
        DeviceRows.iMac16_2,
        DeviceRows.iMac17_1,
        DeviceRows.iMac18_1,
        DeviceRows.iMac18_2,
        DeviceRows.iMac18_3,
        DeviceRows.iMac19_1,
        DeviceRows.iMac19_2,
        DeviceRows.iMac20_1,
        DeviceRows.iMac20_2,
        DeviceRows.iMac21_1,
        DeviceRows.iMac21_2,
        DeviceRows.iMacPro1_1,
        DeviceRows.Watch1_1,
        DeviceRows.Watch1_2,
        DeviceRows.Watch2_3,
        DeviceRows.Watch2_4,
        DeviceRows.Watch2_6,
        DeviceRows.Watch2_7,
        DeviceRows.Watch3_1,
        DeviceRows.Watch3_2,
        DeviceRows.Watch3_3,
        DeviceRows.Watch3_4,
        DeviceRows.Watch4_1,
        DeviceRows.Watch4_2,
        DeviceRows.Watch4_3,
        DeviceRows.Watch4_4,
        DeviceRows.Watch5_1,
        DeviceRows.Watch5_2,
        DeviceRows.Watch5_3,
        DeviceRows.Watch5_4,
        DeviceRows.Watch5_9,
        DeviceRows.Watch5_10,
        DeviceRows.Watch5_11,
        DeviceRows.Watch5_12,
        DeviceRows.Watch6_1,
        DeviceRows.Watch6_2,
        DeviceRows.Watch6_3,
        DeviceRows.Watch6_4,
        DeviceRows.Watch6_6,
        DeviceRows.Watch6_7,
        DeviceRows.Watch6_8,
        DeviceRows.Watch6_9,
        DeviceRows.Watch6_10,
        DeviceRows.Watch6_11,
        DeviceRows.Watch6_12,
        DeviceRows.Watch6_13,
        DeviceRows.Watch6_14,
        DeviceRows.Watch6_15,
        DeviceRows.Watch6_16,
        DeviceRows.Watch6_17,
        DeviceRows.Watch6_18,
        DeviceRows.Watch7_1,
        DeviceRows.Watch7_2,
        DeviceRows.Watch7_3,
        DeviceRows.Watch7_4,
        DeviceRows.Watch7_5,
        DeviceRows.Watch7_8,
        DeviceRows.Watch7_9,
        DeviceRows.Watch7_10,
        DeviceRows.Watch7_11,
        DeviceRows.Watch7_12,
        DeviceRows.Watch7_13,
        DeviceRows.Watch7_14,
        DeviceRows.Watch7_15,
        DeviceRows.Watch7_16,
        DeviceRows.Watch7_17,
        DeviceRows.Watch7_18,
        DeviceRows.Watch7_19,
        DeviceRows.Watch7_20,
        DeviceRows.Watch8_1,
        DeviceRows.Watch8_2,
        DeviceRows.Watch8_3,
        DeviceRows.Watch8_4,
        DeviceRows.Watch8_5,
        DeviceRows.AppleTV1_1,
        DeviceRows.AppleTV2_1,
        DeviceRows.AppleTV3_1,
        DeviceRows.AppleTV3_2,
        DeviceRows.AppleTV5_3,
        DeviceRows.AppleTV6_2,
        DeviceRows.AppleTV11_1,
        DeviceRows.AppleTV14_1,
        DeviceRows.RealityDevice14_1,
        DeviceRows.RealityDevice17_1,
        DeviceRows.AudioAccessory1_1,
        DeviceRows.AudioAccessory1_2,
        DeviceRows.AudioAccessory5_1,
        DeviceRows.AudioAccessory6_1,
    ]

    /// The records of `devices`, one constant each.
    enum DeviceRows {
        static let iPhone1_1 = DeviceRecord(identifier: "iPhone1,1", family: .iPhone, major: 1, minor: 1, name: "iPhone", variant: "", displays: .main(.iphone_original), releaseYear: 2007, chip: "Samsung S5L8900", firstOSVersion: OSVersionRecord(1, 0, 0, parts: 2), lastOSVersion: .release(3, 0))
        static let iPhone1_2 = DeviceRecord(identifier: "iPhone1,2", family: .iPhone, major: 1, minor: 2, name: "iPhone 3G", variant: "", displays: .main(.iphone_original), releaseYear: 2008, chip: "Samsung S5L8900", firstOSVersion: OSVersionRecord(2, 0, 0, parts: 2), lastOSVersion: .release(4, 0))
        static let iPhone2_1 = DeviceRecord(identifier: "iPhone2,1", family: .iPhone, major: 2, minor: 1, name: "iPhone 3GS", variant: "", displays: .main(.iphone_original), releaseYear: 2009, chip: "Samsung S5L8920", firstOSVersion: OSVersionRecord(3, 0, 0, parts: 2), lastOSVersion: .release(6, 0))
        static let iPhone3_1 = DeviceRecord(identifier: "iPhone3,1", family: .iPhone, major: 3, minor: 1, name: "iPhone 4", variant: "GSM", displays: .main(.iphone_4), releaseYear: 2010, chip: "A4", firstOSVersion: OSVersionRecord(4, 0, 0, parts: 2), lastOSVersion: .release(7, 0))
        static let iPhone3_2 = DeviceRecord(identifier: "iPhone3,2", family: .iPhone, major: 3, minor: 2, name: "iPhone 4", variant: "GSM, 2012", displays: .main(.iphone_4), releaseYear: 2012, chip: "A4", firstOSVersion: nil, lastOSVersion: .release(7, 0))
        static let iPhone3_3 = DeviceRecord(identifier: "iPhone3,3", family: .iPhone, major: 3, minor: 3, name: "iPhone 4", variant: "CDMA", displays: .main(.iphone_4), releaseYear: 2011, chip: "A4", firstOSVersion: OSVersionRecord(4, 2, 5, parts: 3), lastOSVersion: .release(7, 0))
        static let iPhone4_1 = DeviceRecord(identifier: "iPhone4,1", family: .iPhone, major: 4, minor: 1, name: "iPhone 4s", variant: "", displays: .main(.iphone_4), releaseYear: 2011, chip: "A5", firstOSVersion: OSVersionRecord(5, 0, 0, parts: 2), lastOSVersion: .release(9, 0))
        static let iPhone5_1 = DeviceRecord(identifier: "iPhone5,1", family: .iPhone, major: 5, minor: 1, name: "iPhone 5", variant: "GSM", displays: .main(.iphone_5), releaseYear: 2012, chip: "A6", firstOSVersion: OSVersionRecord(6, 0, 0, parts: 2), lastOSVersion: .release(10, 0))
        static let iPhone5_2 = DeviceRecord(identifier: "iPhone5,2", family: .iPhone, major: 5, minor: 2, name: "iPhone 5", variant: "Global", displays: .main(.iphone_5), releaseYear: 2012, chip: "A6", firstOSVersion: OSVersionRecord(6, 0, 0, parts: 2), lastOSVersion: .release(10, 0))
        static let iPhone5_3 = DeviceRecord(identifier: "iPhone5,3", family: .iPhone, major: 5, minor: 3, name: "iPhone 5c", variant: "GSM", displays: .main(.iphone_5), releaseYear: 2013, chip: "A6", firstOSVersion: OSVersionRecord(7, 0, 0, parts: 2), lastOSVersion: .release(10, 0))
        static let iPhone5_4 = DeviceRecord(identifier: "iPhone5,4", family: .iPhone, major: 5, minor: 4, name: "iPhone 5c", variant: "Global", displays: .main(.iphone_5), releaseYear: 2013, chip: "A6", firstOSVersion: OSVersionRecord(7, 0, 0, parts: 2), lastOSVersion: .release(10, 0))
        static let iPhone6_1 = DeviceRecord(identifier: "iPhone6,1", family: .iPhone, major: 6, minor: 1, name: "iPhone 5s", variant: "GSM", displays: .main(.iphone_5), releaseYear: 2013, chip: "A7", firstOSVersion: OSVersionRecord(7, 0, 0, parts: 2), lastOSVersion: .release(12, 0))
        static let iPhone6_2 = DeviceRecord(identifier: "iPhone6,2", family: .iPhone, major: 6, minor: 2, name: "iPhone 5s", variant: "Global", displays: .main(.iphone_5), releaseYear: 2013, chip: "A7", firstOSVersion: OSVersionRecord(7, 0, 0, parts: 2), lastOSVersion: .release(12, 0))
        static let iPhone7_1 = DeviceRecord(identifier: "iPhone7,1", family: .iPhone, major: 7, minor: 1, name: "iPhone 6 Plus", variant: "", displays: .main(.iphone_6_plus), releaseYear: 2014, chip: "A8", firstOSVersion: OSVersionRecord(8, 0, 0, parts: 2), lastOSVersion: .release(12, 0))
        static let iPhone7_2 = DeviceRecord(identifier: "iPhone7,2", family: .iPhone, major: 7, minor: 2, name: "iPhone 6", variant: "", displays: .main(.iphone_6), releaseYear: 2014, chip: "A8", firstOSVersion: OSVersionRecord(8, 0, 0, parts: 2), lastOSVersion: .release(12, 0))
        static let iPhone8_1 = DeviceRecord(identifier: "iPhone8,1", family: .iPhone, major: 8, minor: 1, name: "iPhone 6s", variant: "", displays: .main(.iphone_6), releaseYear: 2015, chip: "A9", firstOSVersion: OSVersionRecord(9, 0, 0, parts: 2), lastOSVersion: .release(15, 0))
        static let iPhone8_2 = DeviceRecord(identifier: "iPhone8,2", family: .iPhone, major: 8, minor: 2, name: "iPhone 6s Plus", variant: "", displays: .main(.iphone_6_plus), releaseYear: 2015, chip: "A9", firstOSVersion: OSVersionRecord(9, 0, 0, parts: 2), lastOSVersion: .release(15, 0))
        static let iPhone8_4 = DeviceRecord(identifier: "iPhone8,4", family: .iPhone, major: 8, minor: 4, name: "iPhone SE (1st generation)", variant: "", displays: .main(.iphone_5), releaseYear: 2016, chip: "A9", firstOSVersion: OSVersionRecord(9, 3, 0, parts: 2), lastOSVersion: .release(15, 0))
        static let iPhone9_1 = DeviceRecord(identifier: "iPhone9,1", family: .iPhone, major: 9, minor: 1, name: "iPhone 7", variant: "Global", displays: .main(.iphone_7), releaseYear: 2016, chip: "A10 Fusion", firstOSVersion: OSVersionRecord(10, 0, 0, parts: 2), lastOSVersion: .release(15, 0))
        static let iPhone9_2 = DeviceRecord(identifier: "iPhone9,2", family: .iPhone, major: 9, minor: 2, name: "iPhone 7 Plus", variant: "Global", displays: .main(.iphone_7_plus), releaseYear: 2016, chip: "A10 Fusion", firstOSVersion: OSVersionRecord(10, 0, 0, parts: 2), lastOSVersion: .release(15, 0))
        static let iPhone9_3 = DeviceRecord(identifier: "iPhone9,3", family: .iPhone, major: 9, minor: 3, name: "iPhone 7", variant: "GSM", displays: .main(.iphone_7), releaseYear: 2016, chip: "A10 Fusion", firstOSVersion: OSVersionRecord(10, 0, 0, parts: 2), lastOSVersion: .release(15, 0))
        static let iPhone9_4 = DeviceRecord(identifier: "iPhone9,4", family: .iPhone, major: 9, minor: 4, name: "iPhone 7 Plus", variant: "GSM", displays: .main(.iphone_7_plus), releaseYear: 2016, chip: "A10 Fusion", firstOSVersion: OSVersionRecord(10, 0, 0, parts: 2), lastOSVersion: .release(15, 0))
        static let iPhone10_1 = DeviceRecord(identifier: "iPhone10,1", family: .iPhone, major: 10, minor: 1, name: "iPhone 8", variant: "Global", displays: .main(.iphone_7), releaseYear: 2017, chip: "A11 Bionic", firstOSVersion: OSVersionRecord(11, 0, 0, parts: 2), lastOSVersion: .release(16, 0))
        static let iPhone10_2 = DeviceRecord(identifier: "iPhone10,2", family: .iPhone, major: 10, minor: 2, name: "iPhone 8 Plus", variant: "Global", displays: .main(.iphone_7_plus), releaseYear: 2017, chip: "A11 Bionic", firstOSVersion: OSVersionRecord(11, 0, 0, parts: 2), lastOSVersion: .release(16, 0))
        static let iPhone10_3 = DeviceRecord(identifier: "iPhone10,3", family: .iPhone, major: 10, minor: 3, name: "iPhone X", variant: "Global", displays: .main(.iphone_x), releaseYear: 2017, chip: "A11 Bionic", firstOSVersion: OSVersionRecord(11, 0, 1, parts: 3), lastOSVersion: .release(16, 0))
        static let iPhone10_4 = DeviceRecord(identifier: "iPhone10,4", family: .iPhone, major: 10, minor: 4, name: "iPhone 8", variant: "GSM", displays: .main(.iphone_7), releaseYear: 2017, chip: "A11 Bionic", firstOSVersion: OSVersionRecord(11, 0, 0, parts: 2), lastOSVersion: .release(16, 0))
        static let iPhone10_5 = DeviceRecord(identifier: "iPhone10,5", family: .iPhone, major: 10, minor: 5, name: "iPhone 8 Plus", variant: "GSM", displays: .main(.iphone_7_plus), releaseYear: 2017, chip: "A11 Bionic", firstOSVersion: OSVersionRecord(11, 0, 0, parts: 2), lastOSVersion: .release(16, 0))
        static let iPhone10_6 = DeviceRecord(identifier: "iPhone10,6", family: .iPhone, major: 10, minor: 6, name: "iPhone X", variant: "GSM", displays: .main(.iphone_x), releaseYear: 2017, chip: "A11 Bionic", firstOSVersion: OSVersionRecord(11, 0, 1, parts: 3), lastOSVersion: .release(16, 0))
        static let iPhone11_2 = DeviceRecord(identifier: "iPhone11,2", family: .iPhone, major: 11, minor: 2, name: "iPhone XS", variant: "", displays: .main(.iphone_x), releaseYear: 2018, chip: "A12 Bionic", firstOSVersion: OSVersionRecord(12, 0, 0, parts: 2), lastOSVersion: .release(18, 0))
        static let iPhone11_4 = DeviceRecord(identifier: "iPhone11,4", family: .iPhone, major: 11, minor: 4, name: "iPhone XS Max", variant: "China", displays: .main(.iphone_xs_max), releaseYear: 2018, chip: "A12 Bionic", firstOSVersion: OSVersionRecord(12, 0, 0, parts: 2), lastOSVersion: .release(18, 0))
        static let iPhone11_6 = DeviceRecord(identifier: "iPhone11,6", family: .iPhone, major: 11, minor: 6, name: "iPhone XS Max", variant: "", displays: .main(.iphone_xs_max), releaseYear: 2018, chip: "A12 Bionic", firstOSVersion: OSVersionRecord(12, 0, 0, parts: 2), lastOSVersion: .release(18, 0))
        static let iPhone11_8 = DeviceRecord(identifier: "iPhone11,8", family: .iPhone, major: 11, minor: 8, name: "iPhone XR", variant: "", displays: .main(.iphone_xr), releaseYear: 2018, chip: "A12 Bionic", firstOSVersion: OSVersionRecord(12, 0, 0, parts: 2), lastOSVersion: .release(18, 0))
        static let iPhone12_1 = DeviceRecord(identifier: "iPhone12,1", family: .iPhone, major: 12, minor: 1, name: "iPhone 11", variant: "", displays: .main(.iphone_xr), releaseYear: 2019, chip: "A13 Bionic", firstOSVersion: OSVersionRecord(13, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone12_3 = DeviceRecord(identifier: "iPhone12,3", family: .iPhone, major: 12, minor: 3, name: "iPhone 11 Pro", variant: "", displays: .main(.iphone_x), releaseYear: 2019, chip: "A13 Bionic", firstOSVersion: OSVersionRecord(13, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone12_5 = DeviceRecord(identifier: "iPhone12,5", family: .iPhone, major: 12, minor: 5, name: "iPhone 11 Pro Max", variant: "", displays: .main(.iphone_xs_max), releaseYear: 2019, chip: "A13 Bionic", firstOSVersion: OSVersionRecord(13, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone12_8 = DeviceRecord(identifier: "iPhone12,8", family: .iPhone, major: 12, minor: 8, name: "iPhone SE (2nd generation)", variant: "", displays: .main(.iphone_7), releaseYear: 2020, chip: "A13 Bionic", firstOSVersion: OSVersionRecord(13, 4, 0, parts: 2), lastOSVersion: .current)
        static let iPhone13_1 = DeviceRecord(identifier: "iPhone13,1", family: .iPhone, major: 13, minor: 1, name: "iPhone 12 mini", variant: "", displays: .main(.iphone_12_mini), releaseYear: 2020, chip: "A14 Bionic", firstOSVersion: OSVersionRecord(14, 1, 0, parts: 2), lastOSVersion: .current)
        static let iPhone13_2 = DeviceRecord(identifier: "iPhone13,2", family: .iPhone, major: 13, minor: 2, name: "iPhone 12", variant: "", displays: .main(.iphone_12), releaseYear: 2020, chip: "A14 Bionic", firstOSVersion: OSVersionRecord(14, 1, 0, parts: 2), lastOSVersion: .current)
        static let iPhone13_3 = DeviceRecord(identifier: "iPhone13,3", family: .iPhone, major: 13, minor: 3, name: "iPhone 12 Pro", variant: "", displays: .main(.iphone_12), releaseYear: 2020, chip: "A14 Bionic", firstOSVersion: OSVersionRecord(14, 1, 0, parts: 2), lastOSVersion: .current)
        static let iPhone13_4 = DeviceRecord(identifier: "iPhone13,4", family: .iPhone, major: 13, minor: 4, name: "iPhone 12 Pro Max", variant: "", displays: .main(.iphone_12_pro_max), releaseYear: 2020, chip: "A14 Bionic", firstOSVersion: OSVersionRecord(14, 1, 0, parts: 2), lastOSVersion: .current)
        static let iPhone14_2 = DeviceRecord(identifier: "iPhone14,2", family: .iPhone, major: 14, minor: 2, name: "iPhone 13 Pro", variant: "", displays: .main(.iphone_13_pro), releaseYear: 2021, chip: "A15 Bionic", firstOSVersion: OSVersionRecord(15, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone14_3 = DeviceRecord(identifier: "iPhone14,3", family: .iPhone, major: 14, minor: 3, name: "iPhone 13 Pro Max", variant: "", displays: .main(.iphone_13_pro_max), releaseYear: 2021, chip: "A15 Bionic", firstOSVersion: OSVersionRecord(15, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone14_4 = DeviceRecord(identifier: "iPhone14,4", family: .iPhone, major: 14, minor: 4, name: "iPhone 13 mini", variant: "", displays: .main(.iphone_13_mini), releaseYear: 2021, chip: "A15 Bionic", firstOSVersion: OSVersionRecord(15, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone14_5 = DeviceRecord(identifier: "iPhone14,5", family: .iPhone, major: 14, minor: 5, name: "iPhone 13", variant: "", displays: .main(.iphone_13), releaseYear: 2021, chip: "A15 Bionic", firstOSVersion: OSVersionRecord(15, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone14_6 = DeviceRecord(identifier: "iPhone14,6", family: .iPhone, major: 14, minor: 6, name: "iPhone SE (3rd generation)", variant: "", displays: .main(.iphone_7), releaseYear: 2022, chip: "A15 Bionic", firstOSVersion: OSVersionRecord(15, 4, 0, parts: 2), lastOSVersion: .current)
        static let iPhone14_7 = DeviceRecord(identifier: "iPhone14,7", family: .iPhone, major: 14, minor: 7, name: "iPhone 14", variant: "", displays: .main(.iphone_13), releaseYear: 2022, chip: "A15 Bionic", firstOSVersion: OSVersionRecord(16, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone14_8 = DeviceRecord(identifier: "iPhone14,8", family: .iPhone, major: 14, minor: 8, name: "iPhone 14 Plus", variant: "", displays: .main(.iphone_14_plus), releaseYear: 2022, chip: "A15 Bionic", firstOSVersion: OSVersionRecord(16, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone15_2 = DeviceRecord(identifier: "iPhone15,2", family: .iPhone, major: 15, minor: 2, name: "iPhone 14 Pro", variant: "", displays: .main(.iphone_14_pro), releaseYear: 2022, chip: "A16 Bionic", firstOSVersion: OSVersionRecord(16, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone15_3 = DeviceRecord(identifier: "iPhone15,3", family: .iPhone, major: 15, minor: 3, name: "iPhone 14 Pro Max", variant: "", displays: .main(.iphone_14_pro_max), releaseYear: 2022, chip: "A16 Bionic", firstOSVersion: OSVersionRecord(16, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone15_4 = DeviceRecord(identifier: "iPhone15,4", family: .iPhone, major: 15, minor: 4, name: "iPhone 15", variant: "", displays: .main(.iphone_15), releaseYear: 2023, chip: "A16 Bionic", firstOSVersion: OSVersionRecord(17, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone15_5 = DeviceRecord(identifier: "iPhone15,5", family: .iPhone, major: 15, minor: 5, name: "iPhone 15 Plus", variant: "", displays: .main(.iphone_15_plus), releaseYear: 2023, chip: "A16 Bionic", firstOSVersion: OSVersionRecord(17, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone16_1 = DeviceRecord(identifier: "iPhone16,1", family: .iPhone, major: 16, minor: 1, name: "iPhone 15 Pro", variant: "", displays: .main(.iphone_14_pro), releaseYear: 2023, chip: "A17 Pro", firstOSVersion: OSVersionRecord(17, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone16_2 = DeviceRecord(identifier: "iPhone16,2", family: .iPhone, major: 16, minor: 2, name: "iPhone 15 Pro Max", variant: "", displays: .main(.iphone_14_pro_max), releaseYear: 2023, chip: "A17 Pro", firstOSVersion: OSVersionRecord(17, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone17_1 = DeviceRecord(identifier: "iPhone17,1", family: .iPhone, major: 17, minor: 1, name: "iPhone 16 Pro", variant: "", displays: .main(.iphone_16_pro), releaseYear: 2024, chip: "A18 Pro", firstOSVersion: OSVersionRecord(18, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone17_2 = DeviceRecord(identifier: "iPhone17,2", family: .iPhone, major: 17, minor: 2, name: "iPhone 16 Pro Max", variant: "", displays: .main(.iphone_16_pro_max), releaseYear: 2024, chip: "A18 Pro", firstOSVersion: OSVersionRecord(18, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone17_3 = DeviceRecord(identifier: "iPhone17,3", family: .iPhone, major: 17, minor: 3, name: "iPhone 16", variant: "", displays: .main(.iphone_15), releaseYear: 2024, chip: "A18", firstOSVersion: OSVersionRecord(18, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone17_4 = DeviceRecord(identifier: "iPhone17,4", family: .iPhone, major: 17, minor: 4, name: "iPhone 16 Plus", variant: "", displays: .main(.iphone_15_plus), releaseYear: 2024, chip: "A18", firstOSVersion: OSVersionRecord(18, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone17_5 = DeviceRecord(identifier: "iPhone17,5", family: .iPhone, major: 17, minor: 5, name: "iPhone 16e", variant: "", displays: .main(.iphone_16e), releaseYear: 2025, chip: "A18", firstOSVersion: OSVersionRecord(18, 3, 0, parts: 2), lastOSVersion: .current)
        static let iPhone18_1 = DeviceRecord(identifier: "iPhone18,1", family: .iPhone, major: 18, minor: 1, name: "iPhone 17 Pro", variant: "", displays: .main(.iphone_16_pro), releaseYear: 2025, chip: "A19 Pro", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone18_2 = DeviceRecord(identifier: "iPhone18,2", family: .iPhone, major: 18, minor: 2, name: "iPhone 17 Pro Max", variant: "", displays: .main(.iphone_16_pro_max), releaseYear: 2025, chip: "A19 Pro", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone18_3 = DeviceRecord(identifier: "iPhone18,3", family: .iPhone, major: 18, minor: 3, name: "iPhone 17", variant: "", displays: .main(.iphone_16_pro), releaseYear: 2025, chip: "A19", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone18_4 = DeviceRecord(identifier: "iPhone18,4", family: .iPhone, major: 18, minor: 4, name: "iPhone Air", variant: "", displays: .main(.iphone_air), releaseYear: 2025, chip: "A19 Pro", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone18_5 = DeviceRecord(identifier: "iPhone18,5", family: .iPhone, major: 18, minor: 5, name: "iPhone 17e", variant: "", displays: .main(.iphone_17e), releaseYear: 2026, chip: "A19", firstOSVersion: OSVersionRecord(26, 3, 0, parts: 2), lastOSVersion: .current)
        static let iPhone19_2 = DeviceRecord(identifier: "iPhone19,2", family: .iPhone, major: 19, minor: 2, name: "iPhone 18 Pro", variant: "", displays: .main(.iphone_18_pro), releaseYear: 2026, chip: "A20 Pro", firstOSVersion: OSVersionRecord(27, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone19_3 = DeviceRecord(identifier: "iPhone19,3", family: .iPhone, major: 19, minor: 3, name: "iPhone 18 Pro Max", variant: "US", displays: .main(.iphone_18_pro_max), releaseYear: 2026, chip: "A20 Pro", firstOSVersion: OSVersionRecord(27, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPhone19_4 = DeviceRecord(identifier: "iPhone19,4", family: .iPhone, major: 19, minor: 4, name: "iPhone Duo", variant: "", displays: .foldable(outer: .iphone_duo_outer, inner: .iphone_duo_inner), releaseYear: 2026, chip: "A20 Pro", firstOSVersion: nil, lastOSVersion: .unknown)
        static let iPhone19_7 = DeviceRecord(identifier: "iPhone19,7", family: .iPhone, major: 19, minor: 7, name: "iPhone 18 Pro Max", variant: "Global", displays: .main(.iphone_18_pro_max), releaseYear: 2026, chip: "A20 Pro", firstOSVersion: OSVersionRecord(27, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPad1_1 = DeviceRecord(identifier: "iPad1,1", family: .iPad, major: 1, minor: 1, name: "iPad", variant: "", displays: .main(.ipad_original), releaseYear: 2010, chip: "A4", firstOSVersion: OSVersionRecord(3, 2, 0, parts: 2), lastOSVersion: .release(5, 0))
        static let iPad2_1 = DeviceRecord(identifier: "iPad2,1", family: .iPad, major: 2, minor: 1, name: "iPad 2", variant: "Wi-Fi", displays: .main(.ipad_original), releaseYear: 2011, chip: "A5", firstOSVersion: OSVersionRecord(4, 3, 0, parts: 2), lastOSVersion: .release(9, 0))
        static let iPad2_2 = DeviceRecord(identifier: "iPad2,2", family: .iPad, major: 2, minor: 2, name: "iPad 2", variant: "Wi-Fi + 3G, GSM", displays: .main(.ipad_original), releaseYear: 2011, chip: "A5", firstOSVersion: OSVersionRecord(4, 3, 0, parts: 2), lastOSVersion: .release(9, 0))
        static let iPad2_3 = DeviceRecord(identifier: "iPad2,3", family: .iPad, major: 2, minor: 3, name: "iPad 2", variant: "Wi-Fi + 3G, CDMA", displays: .main(.ipad_original), releaseYear: 2011, chip: "A5", firstOSVersion: OSVersionRecord(4, 3, 0, parts: 2), lastOSVersion: .release(9, 0))
        static let iPad2_4 = DeviceRecord(identifier: "iPad2,4", family: .iPad, major: 2, minor: 4, name: "iPad 2", variant: "Wi-Fi, Mid 2012", displays: .main(.ipad_original), releaseYear: 2012, chip: "A5", firstOSVersion: nil, lastOSVersion: .release(9, 0))
        static let iPad2_5 = DeviceRecord(identifier: "iPad2,5", family: .iPad, major: 2, minor: 5, name: "iPad mini", variant: "Wi-Fi", displays: .main(.ipad_mini_original), releaseYear: 2012, chip: "A5", firstOSVersion: OSVersionRecord(6, 0, 0, parts: 2), lastOSVersion: .release(9, 0))
        static let iPad2_6 = DeviceRecord(identifier: "iPad2,6", family: .iPad, major: 2, minor: 6, name: "iPad mini", variant: "Wi-Fi + Cellular", displays: .main(.ipad_mini_original), releaseYear: 2012, chip: "A5", firstOSVersion: OSVersionRecord(6, 0, 1, parts: 3), lastOSVersion: .release(9, 0))
        static let iPad2_7 = DeviceRecord(identifier: "iPad2,7", family: .iPad, major: 2, minor: 7, name: "iPad mini", variant: "Wi-Fi + Cellular, MM", displays: .main(.ipad_mini_original), releaseYear: 2012, chip: "A5", firstOSVersion: OSVersionRecord(6, 0, 1, parts: 3), lastOSVersion: .release(9, 0))
        static let iPad3_1 = DeviceRecord(identifier: "iPad3,1", family: .iPad, major: 3, minor: 1, name: "iPad (3rd generation)", variant: "Wi-Fi", displays: .main(.ipad_retina_9_7_legacy), releaseYear: 2012, chip: "A5X", firstOSVersion: OSVersionRecord(5, 1, 0, parts: 2), lastOSVersion: .release(9, 0))
        static let iPad3_2 = DeviceRecord(identifier: "iPad3,2", family: .iPad, major: 3, minor: 2, name: "iPad (3rd generation)", variant: "Wi-Fi + Cellular, VZ", displays: .main(.ipad_retina_9_7_legacy), releaseYear: 2012, chip: "A5X", firstOSVersion: OSVersionRecord(5, 1, 0, parts: 2), lastOSVersion: .release(9, 0))
        static let iPad3_3 = DeviceRecord(identifier: "iPad3,3", family: .iPad, major: 3, minor: 3, name: "iPad (3rd generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_retina_9_7_legacy), releaseYear: 2012, chip: "A5X", firstOSVersion: OSVersionRecord(5, 1, 0, parts: 2), lastOSVersion: .release(9, 0))
        static let iPad3_4 = DeviceRecord(identifier: "iPad3,4", family: .iPad, major: 3, minor: 4, name: "iPad (4th generation)", variant: "Wi-Fi", displays: .main(.ipad_retina_9_7_legacy), releaseYear: 2012, chip: "A6X", firstOSVersion: OSVersionRecord(6, 0, 0, parts: 2), lastOSVersion: .release(10, 0))
        static let iPad3_5 = DeviceRecord(identifier: "iPad3,5", family: .iPad, major: 3, minor: 5, name: "iPad (4th generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_retina_9_7_legacy), releaseYear: 2012, chip: "A6X", firstOSVersion: OSVersionRecord(6, 0, 1, parts: 3), lastOSVersion: .release(10, 0))
        static let iPad3_6 = DeviceRecord(identifier: "iPad3,6", family: .iPad, major: 3, minor: 6, name: "iPad (4th generation)", variant: "Wi-Fi + Cellular, MM", displays: .main(.ipad_retina_9_7_legacy), releaseYear: 2012, chip: "A6X", firstOSVersion: OSVersionRecord(6, 0, 1, parts: 3), lastOSVersion: .release(10, 0))
        static let iPad4_1 = DeviceRecord(identifier: "iPad4,1", family: .iPad, major: 4, minor: 1, name: "iPad Air", variant: "Wi-Fi", displays: .main(.ipad_retina_9_7), releaseYear: 2013, chip: "A7", firstOSVersion: OSVersionRecord(7, 0, 3, parts: 3), lastOSVersion: .release(12, 0))
        static let iPad4_2 = DeviceRecord(identifier: "iPad4,2", family: .iPad, major: 4, minor: 2, name: "iPad Air", variant: "Wi-Fi + Cellular", displays: .main(.ipad_retina_9_7), releaseYear: 2013, chip: "A7", firstOSVersion: OSVersionRecord(7, 0, 3, parts: 3), lastOSVersion: .release(12, 0))
        static let iPad4_3 = DeviceRecord(identifier: "iPad4,3", family: .iPad, major: 4, minor: 3, name: "iPad Air", variant: "Wi-Fi + Cellular, TD-LTE", displays: .main(.ipad_retina_9_7), releaseYear: 2014, chip: "A7", firstOSVersion: OSVersionRecord(7, 1, 0, parts: 2), lastOSVersion: .release(12, 0))
        static let iPad4_4 = DeviceRecord(identifier: "iPad4,4", family: .iPad, major: 4, minor: 4, name: "iPad mini 2", variant: "Wi-Fi", displays: .main(.ipad_mini_retina), releaseYear: 2013, chip: "A7", firstOSVersion: OSVersionRecord(7, 0, 3, parts: 3), lastOSVersion: .release(12, 0))
        static let iPad4_5 = DeviceRecord(identifier: "iPad4,5", family: .iPad, major: 4, minor: 5, name: "iPad mini 2", variant: "Wi-Fi + Cellular", displays: .main(.ipad_mini_retina), releaseYear: 2013, chip: "A7", firstOSVersion: OSVersionRecord(7, 0, 3, parts: 3), lastOSVersion: .release(12, 0))
        static let iPad4_6 = DeviceRecord(identifier: "iPad4,6", family: .iPad, major: 4, minor: 6, name: "iPad mini 2", variant: "Wi-Fi + Cellular, TD-LTE", displays: .main(.ipad_mini_retina), releaseYear: 2014, chip: "A7", firstOSVersion: OSVersionRecord(7, 1, 0, parts: 2), lastOSVersion: .release(12, 0))
        static let iPad4_7 = DeviceRecord(identifier: "iPad4,7", family: .iPad, major: 4, minor: 7, name: "iPad mini 3", variant: "Wi-Fi", displays: .main(.ipad_mini_retina), releaseYear: 2014, chip: "A7", firstOSVersion: OSVersionRecord(8, 1, 0, parts: 2), lastOSVersion: .release(12, 0))
        static let iPad4_8 = DeviceRecord(identifier: "iPad4,8", family: .iPad, major: 4, minor: 8, name: "iPad mini 3", variant: "Wi-Fi + Cellular", displays: .main(.ipad_mini_retina), releaseYear: 2014, chip: "A7", firstOSVersion: OSVersionRecord(8, 1, 0, parts: 2), lastOSVersion: .release(12, 0))
        static let iPad4_9 = DeviceRecord(identifier: "iPad4,9", family: .iPad, major: 4, minor: 9, name: "iPad mini 3", variant: "Wi-Fi + Cellular, TD-LTE", displays: .main(.ipad_mini_retina), releaseYear: 2014, chip: "A7", firstOSVersion: OSVersionRecord(8, 1, 0, parts: 2), lastOSVersion: .release(12, 0))
        static let iPad5_1 = DeviceRecord(identifier: "iPad5,1", family: .iPad, major: 5, minor: 1, name: "iPad mini 4", variant: "Wi-Fi", displays: .main(.ipad_mini_retina), releaseYear: 2015, chip: "A8", firstOSVersion: OSVersionRecord(9, 0, 0, parts: 2), lastOSVersion: .release(15, 0))
        static let iPad5_2 = DeviceRecord(identifier: "iPad5,2", family: .iPad, major: 5, minor: 2, name: "iPad mini 4", variant: "Wi-Fi + Cellular", displays: .main(.ipad_mini_retina), releaseYear: 2015, chip: "A8", firstOSVersion: OSVersionRecord(9, 0, 0, parts: 2), lastOSVersion: .release(15, 0))
        static let iPad5_3 = DeviceRecord(identifier: "iPad5,3", family: .iPad, major: 5, minor: 3, name: "iPad Air 2", variant: "Wi-Fi", displays: .main(.ipad_retina_9_7), releaseYear: 2014, chip: "A8X", firstOSVersion: OSVersionRecord(8, 1, 0, parts: 2), lastOSVersion: .release(15, 0))
        static let iPad5_4 = DeviceRecord(identifier: "iPad5,4", family: .iPad, major: 5, minor: 4, name: "iPad Air 2", variant: "Wi-Fi + Cellular", displays: .main(.ipad_retina_9_7), releaseYear: 2014, chip: "A8X", firstOSVersion: OSVersionRecord(8, 1, 0, parts: 2), lastOSVersion: .release(15, 0))
        static let iPad6_3 = DeviceRecord(identifier: "iPad6,3", family: .iPad, major: 6, minor: 3, name: "iPad Pro (9.7-inch)", variant: "Wi-Fi", displays: .main(.ipad_pro_9_7), releaseYear: 2016, chip: "A9X", firstOSVersion: OSVersionRecord(9, 3, 0, parts: 2), lastOSVersion: .release(16, 0))
        static let iPad6_4 = DeviceRecord(identifier: "iPad6,4", family: .iPad, major: 6, minor: 4, name: "iPad Pro (9.7-inch)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_pro_9_7), releaseYear: 2016, chip: "A9X", firstOSVersion: OSVersionRecord(9, 3, 0, parts: 2), lastOSVersion: .release(16, 0))
        static let iPad6_7 = DeviceRecord(identifier: "iPad6,7", family: .iPad, major: 6, minor: 7, name: "iPad Pro (12.9-inch)", variant: "Wi-Fi", displays: .main(.ipad_pro_12_9_home_button), releaseYear: 2015, chip: "A9X", firstOSVersion: OSVersionRecord(9, 1, 0, parts: 2), lastOSVersion: .release(16, 0))
        static let iPad6_8 = DeviceRecord(identifier: "iPad6,8", family: .iPad, major: 6, minor: 8, name: "iPad Pro (12.9-inch)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_pro_12_9_home_button), releaseYear: 2015, chip: "A9X", firstOSVersion: OSVersionRecord(9, 1, 0, parts: 2), lastOSVersion: .release(16, 0))
        static let iPad6_11 = DeviceRecord(identifier: "iPad6,11", family: .iPad, major: 6, minor: 11, name: "iPad (5th generation)", variant: "Wi-Fi", displays: .main(.ipad_retina_9_7), releaseYear: 2017, chip: "A9", firstOSVersion: OSVersionRecord(10, 3, 0, parts: 2), lastOSVersion: .release(16, 0))
        static let iPad6_12 = DeviceRecord(identifier: "iPad6,12", family: .iPad, major: 6, minor: 12, name: "iPad (5th generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_retina_9_7), releaseYear: 2017, chip: "A9", firstOSVersion: OSVersionRecord(10, 3, 0, parts: 2), lastOSVersion: .release(16, 0))
        static let iPad7_1 = DeviceRecord(identifier: "iPad7,1", family: .iPad, major: 7, minor: 1, name: "iPad Pro (12.9-inch) (2nd generation)", variant: "Wi-Fi", displays: .main(.ipad_pro_12_9_2017), releaseYear: 2017, chip: "A10X Fusion", firstOSVersion: OSVersionRecord(10, 3, 0, parts: 2), lastOSVersion: .release(17, 0))
        static let iPad7_2 = DeviceRecord(identifier: "iPad7,2", family: .iPad, major: 7, minor: 2, name: "iPad Pro (12.9-inch) (2nd generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_pro_12_9_2017), releaseYear: 2017, chip: "A10X Fusion", firstOSVersion: OSVersionRecord(10, 3, 0, parts: 2), lastOSVersion: .release(17, 0))
        static let iPad7_3 = DeviceRecord(identifier: "iPad7,3", family: .iPad, major: 7, minor: 3, name: "iPad Pro (10.5-inch)", variant: "Wi-Fi", displays: .main(.ipad_pro_10_5), releaseYear: 2017, chip: "A10X Fusion", firstOSVersion: OSVersionRecord(10, 3, 0, parts: 2), lastOSVersion: .release(17, 0))
        static let iPad7_4 = DeviceRecord(identifier: "iPad7,4", family: .iPad, major: 7, minor: 4, name: "iPad Pro (10.5-inch)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_pro_10_5), releaseYear: 2017, chip: "A10X Fusion", firstOSVersion: OSVersionRecord(10, 3, 0, parts: 2), lastOSVersion: .release(17, 0))
        static let iPad7_5 = DeviceRecord(identifier: "iPad7,5", family: .iPad, major: 7, minor: 5, name: "iPad (6th generation)", variant: "Wi-Fi", displays: .main(.ipad_retina_9_7), releaseYear: 2018, chip: "A10 Fusion", firstOSVersion: OSVersionRecord(11, 3, 0, parts: 2), lastOSVersion: .release(17, 0))
        static let iPad7_6 = DeviceRecord(identifier: "iPad7,6", family: .iPad, major: 7, minor: 6, name: "iPad (6th generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_retina_9_7), releaseYear: 2018, chip: "A10 Fusion", firstOSVersion: OSVersionRecord(11, 3, 0, parts: 2), lastOSVersion: .release(17, 0))
        static let iPad7_11 = DeviceRecord(identifier: "iPad7,11", family: .iPad, major: 7, minor: 11, name: "iPad (7th generation)", variant: "Wi-Fi", displays: .main(.ipad_10_2), releaseYear: 2019, chip: "A10 Fusion", firstOSVersion: OSVersionRecord(13, 1, 0, parts: 2), lastOSVersion: .release(18, 0))
        static let iPad7_12 = DeviceRecord(identifier: "iPad7,12", family: .iPad, major: 7, minor: 12, name: "iPad (7th generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_10_2), releaseYear: 2019, chip: "A10 Fusion", firstOSVersion: OSVersionRecord(13, 1, 0, parts: 2), lastOSVersion: .release(18, 0))
        static let iPad8_1 = DeviceRecord(identifier: "iPad8,1", family: .iPad, major: 8, minor: 1, name: "iPad Pro (11-inch)", variant: "Wi-Fi", displays: .main(.ipad_pro_11), releaseYear: 2018, chip: "A12X Bionic", firstOSVersion: OSVersionRecord(12, 1, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let iPad8_2 = DeviceRecord(identifier: "iPad8,2", family: .iPad, major: 8, minor: 2, name: "iPad Pro (11-inch)", variant: "1TB Wi-Fi", displays: .main(.ipad_pro_11), releaseYear: 2018, chip: "A12X Bionic", firstOSVersion: OSVersionRecord(12, 1, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let iPad8_3 = DeviceRecord(identifier: "iPad8,3", family: .iPad, major: 8, minor: 3, name: "iPad Pro (11-inch)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_pro_11), releaseYear: 2018, chip: "A12X Bionic", firstOSVersion: OSVersionRecord(12, 1, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let iPad8_4 = DeviceRecord(identifier: "iPad8,4", family: .iPad, major: 8, minor: 4, name: "iPad Pro (11-inch)", variant: "1TB Wi-Fi + Cellular", displays: .main(.ipad_pro_11), releaseYear: 2018, chip: "A12X Bionic", firstOSVersion: OSVersionRecord(12, 1, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let iPad8_5 = DeviceRecord(identifier: "iPad8,5", family: .iPad, major: 8, minor: 5, name: "iPad Pro (12.9-inch) (3rd generation)", variant: "Wi-Fi", displays: .main(.ipad_pro_12_9), releaseYear: 2018, chip: "A12X Bionic", firstOSVersion: OSVersionRecord(12, 1, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let iPad8_6 = DeviceRecord(identifier: "iPad8,6", family: .iPad, major: 8, minor: 6, name: "iPad Pro (12.9-inch) (3rd generation)", variant: "1TB Wi-Fi", displays: .main(.ipad_pro_12_9), releaseYear: 2018, chip: "A12X Bionic", firstOSVersion: OSVersionRecord(12, 1, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let iPad8_7 = DeviceRecord(identifier: "iPad8,7", family: .iPad, major: 8, minor: 7, name: "iPad Pro (12.9-inch) (3rd generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_pro_12_9), releaseYear: 2018, chip: "A12X Bionic", firstOSVersion: OSVersionRecord(12, 1, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let iPad8_8 = DeviceRecord(identifier: "iPad8,8", family: .iPad, major: 8, minor: 8, name: "iPad Pro (12.9-inch) (3rd generation)", variant: "1TB Wi-Fi + Cellular", displays: .main(.ipad_pro_12_9), releaseYear: 2018, chip: "A12X Bionic", firstOSVersion: OSVersionRecord(12, 1, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let iPad8_9 = DeviceRecord(identifier: "iPad8,9", family: .iPad, major: 8, minor: 9, name: "iPad Pro (11-inch) (2nd generation)", variant: "Wi-Fi", displays: .main(.ipad_pro_11), releaseYear: 2020, chip: "A12Z Bionic", firstOSVersion: OSVersionRecord(13, 4, 0, parts: 2), lastOSVersion: .current)
        static let iPad8_10 = DeviceRecord(identifier: "iPad8,10", family: .iPad, major: 8, minor: 10, name: "iPad Pro (11-inch) (2nd generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_pro_11), releaseYear: 2020, chip: "A12Z Bionic", firstOSVersion: OSVersionRecord(13, 4, 0, parts: 2), lastOSVersion: .current)
        static let iPad8_11 = DeviceRecord(identifier: "iPad8,11", family: .iPad, major: 8, minor: 11, name: "iPad Pro (12.9-inch) (4th generation)", variant: "Wi-Fi", displays: .main(.ipad_pro_12_9), releaseYear: 2020, chip: "A12Z Bionic", firstOSVersion: OSVersionRecord(13, 4, 0, parts: 2), lastOSVersion: .current)
        static let iPad8_12 = DeviceRecord(identifier: "iPad8,12", family: .iPad, major: 8, minor: 12, name: "iPad Pro (12.9-inch) (4th generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_pro_12_9), releaseYear: 2020, chip: "A12Z Bionic", firstOSVersion: OSVersionRecord(13, 4, 0, parts: 2), lastOSVersion: .current)
        static let iPad11_1 = DeviceRecord(identifier: "iPad11,1", family: .iPad, major: 11, minor: 1, name: "iPad mini (5th generation)", variant: "Wi-Fi", displays: .main(.ipad_mini_5), releaseYear: 2019, chip: "A12 Bionic", firstOSVersion: OSVersionRecord(12, 2, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let iPad11_2 = DeviceRecord(identifier: "iPad11,2", family: .iPad, major: 11, minor: 2, name: "iPad mini (5th generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_mini_5), releaseYear: 2019, chip: "A12 Bionic", firstOSVersion: OSVersionRecord(12, 2, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let iPad11_3 = DeviceRecord(identifier: "iPad11,3", family: .iPad, major: 11, minor: 3, name: "iPad Air (3rd generation)", variant: "Wi-Fi", displays: .main(.ipad_air_3), releaseYear: 2019, chip: "A12 Bionic", firstOSVersion: OSVersionRecord(12, 2, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let iPad11_4 = DeviceRecord(identifier: "iPad11,4", family: .iPad, major: 11, minor: 4, name: "iPad Air (3rd generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_air_3), releaseYear: 2019, chip: "A12 Bionic", firstOSVersion: OSVersionRecord(12, 2, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let iPad11_6 = DeviceRecord(identifier: "iPad11,6", family: .iPad, major: 11, minor: 6, name: "iPad (8th generation)", variant: "Wi-Fi", displays: .main(.ipad_10_2), releaseYear: 2020, chip: "A12 Bionic", firstOSVersion: OSVersionRecord(14, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let iPad11_7 = DeviceRecord(identifier: "iPad11,7", family: .iPad, major: 11, minor: 7, name: "iPad (8th generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_10_2), releaseYear: 2020, chip: "A12 Bionic", firstOSVersion: OSVersionRecord(14, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let iPad12_1 = DeviceRecord(identifier: "iPad12,1", family: .iPad, major: 12, minor: 1, name: "iPad (9th generation)", variant: "Wi-Fi", displays: .main(.ipad_10_2), releaseYear: 2021, chip: "A13 Bionic", firstOSVersion: OSVersionRecord(15, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPad12_2 = DeviceRecord(identifier: "iPad12,2", family: .iPad, major: 12, minor: 2, name: "iPad (9th generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_10_2), releaseYear: 2021, chip: "A13 Bionic", firstOSVersion: OSVersionRecord(15, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPad13_1 = DeviceRecord(identifier: "iPad13,1", family: .iPad, major: 13, minor: 1, name: "iPad Air (4th generation)", variant: "Wi-Fi", displays: .main(.ipad_10_9), releaseYear: 2020, chip: "A14 Bionic", firstOSVersion: OSVersionRecord(14, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPad13_2 = DeviceRecord(identifier: "iPad13,2", family: .iPad, major: 13, minor: 2, name: "iPad Air (4th generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_10_9), releaseYear: 2020, chip: "A14 Bionic", firstOSVersion: OSVersionRecord(14, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPad13_4 = DeviceRecord(identifier: "iPad13,4", family: .iPad, major: 13, minor: 4, name: "iPad Pro (11-inch) (3rd generation)", variant: "Wi-Fi", displays: .main(.ipad_pro_11), releaseYear: 2021, chip: "M1", firstOSVersion: OSVersionRecord(14, 5, 0, parts: 2), lastOSVersion: .current)
        static let iPad13_5 = DeviceRecord(identifier: "iPad13,5", family: .iPad, major: 13, minor: 5, name: "iPad Pro (11-inch) (3rd generation)", variant: "1TB/2TB Wi-Fi", displays: .main(.ipad_pro_11), releaseYear: 2021, chip: "M1", firstOSVersion: OSVersionRecord(14, 5, 0, parts: 2), lastOSVersion: .current)
        static let iPad13_6 = DeviceRecord(identifier: "iPad13,6", family: .iPad, major: 13, minor: 6, name: "iPad Pro (11-inch) (3rd generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_pro_11), releaseYear: 2021, chip: "M1", firstOSVersion: OSVersionRecord(14, 5, 0, parts: 2), lastOSVersion: .current)
        static let iPad13_7 = DeviceRecord(identifier: "iPad13,7", family: .iPad, major: 13, minor: 7, name: "iPad Pro (11-inch) (3rd generation)", variant: "1TB/2TB Wi-Fi + Cellular", displays: .main(.ipad_pro_11), releaseYear: 2021, chip: "M1", firstOSVersion: OSVersionRecord(14, 5, 0, parts: 2), lastOSVersion: .current)
        static let iPad13_8 = DeviceRecord(identifier: "iPad13,8", family: .iPad, major: 13, minor: 8, name: "iPad Pro (12.9-inch) (5th generation)", variant: "Wi-Fi", displays: .main(.ipad_pro_12_9), releaseYear: 2021, chip: "M1", firstOSVersion: OSVersionRecord(14, 5, 0, parts: 2), lastOSVersion: .current)
        static let iPad13_9 = DeviceRecord(identifier: "iPad13,9", family: .iPad, major: 13, minor: 9, name: "iPad Pro (12.9-inch) (5th generation)", variant: "1TB/2TB Wi-Fi", displays: .main(.ipad_pro_12_9), releaseYear: 2021, chip: "M1", firstOSVersion: OSVersionRecord(14, 5, 0, parts: 2), lastOSVersion: .current)
        static let iPad13_10 = DeviceRecord(identifier: "iPad13,10", family: .iPad, major: 13, minor: 10, name: "iPad Pro (12.9-inch) (5th generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_pro_12_9), releaseYear: 2021, chip: "M1", firstOSVersion: OSVersionRecord(14, 5, 0, parts: 2), lastOSVersion: .current)
        static let iPad13_11 = DeviceRecord(identifier: "iPad13,11", family: .iPad, major: 13, minor: 11, name: "iPad Pro (12.9-inch) (5th generation)", variant: "1TB/2TB Wi-Fi + Cellular", displays: .main(.ipad_pro_12_9), releaseYear: 2021, chip: "M1", firstOSVersion: OSVersionRecord(14, 5, 0, parts: 2), lastOSVersion: .current)
        static let iPad13_16 = DeviceRecord(identifier: "iPad13,16", family: .iPad, major: 13, minor: 16, name: "iPad Air (5th generation)", variant: "Wi-Fi", displays: .main(.ipad_10_9), releaseYear: 2022, chip: "M1", firstOSVersion: OSVersionRecord(15, 4, 0, parts: 2), lastOSVersion: .current)
        static let iPad13_17 = DeviceRecord(identifier: "iPad13,17", family: .iPad, major: 13, minor: 17, name: "iPad Air (5th generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_10_9), releaseYear: 2022, chip: "M1", firstOSVersion: OSVersionRecord(15, 4, 0, parts: 2), lastOSVersion: .current)
        static let iPad13_18 = DeviceRecord(identifier: "iPad13,18", family: .iPad, major: 13, minor: 18, name: "iPad (10th generation)", variant: "Wi-Fi", displays: .main(.ipad_10), releaseYear: 2022, chip: "A14 Bionic", firstOSVersion: OSVersionRecord(16, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPad13_19 = DeviceRecord(identifier: "iPad13,19", family: .iPad, major: 13, minor: 19, name: "iPad (10th generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_10), releaseYear: 2022, chip: "A14 Bionic", firstOSVersion: OSVersionRecord(16, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPad14_1 = DeviceRecord(identifier: "iPad14,1", family: .iPad, major: 14, minor: 1, name: "iPad mini (6th generation)", variant: "Wi-Fi", displays: .main(.ipad_mini_6), releaseYear: 2021, chip: "A15 Bionic", firstOSVersion: OSVersionRecord(15, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPad14_2 = DeviceRecord(identifier: "iPad14,2", family: .iPad, major: 14, minor: 2, name: "iPad mini (6th generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_mini_6), releaseYear: 2021, chip: "A15 Bionic", firstOSVersion: OSVersionRecord(15, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPad14_3 = DeviceRecord(identifier: "iPad14,3", family: .iPad, major: 14, minor: 3, name: "iPad Pro (11-inch) (4th generation)", variant: "Wi-Fi", displays: .main(.ipad_pro_11), releaseYear: 2022, chip: "M2", firstOSVersion: OSVersionRecord(16, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPad14_4 = DeviceRecord(identifier: "iPad14,4", family: .iPad, major: 14, minor: 4, name: "iPad Pro (11-inch) (4th generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_pro_11), releaseYear: 2022, chip: "M2", firstOSVersion: OSVersionRecord(16, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPad14_5 = DeviceRecord(identifier: "iPad14,5", family: .iPad, major: 14, minor: 5, name: "iPad Pro (12.9-inch) (6th generation)", variant: "Wi-Fi", displays: .main(.ipad_pro_12_9), releaseYear: 2022, chip: "M2", firstOSVersion: OSVersionRecord(16, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPad14_6 = DeviceRecord(identifier: "iPad14,6", family: .iPad, major: 14, minor: 6, name: "iPad Pro (12.9-inch) (6th generation)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_pro_12_9), releaseYear: 2022, chip: "M2", firstOSVersion: OSVersionRecord(16, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPad14_8 = DeviceRecord(identifier: "iPad14,8", family: .iPad, major: 14, minor: 8, name: "iPad Air 11-inch (M2)", variant: "Wi-Fi", displays: .main(.ipad_air_11_m2), releaseYear: 2024, chip: "M2", firstOSVersion: OSVersionRecord(17, 4, 0, parts: 2), lastOSVersion: .current)
        static let iPad14_9 = DeviceRecord(identifier: "iPad14,9", family: .iPad, major: 14, minor: 9, name: "iPad Air 11-inch (M2)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_air_11_m2), releaseYear: 2024, chip: "M2", firstOSVersion: OSVersionRecord(17, 4, 0, parts: 2), lastOSVersion: .current)
        static let iPad14_10 = DeviceRecord(identifier: "iPad14,10", family: .iPad, major: 14, minor: 10, name: "iPad Air 13-inch (M2)", variant: "Wi-Fi", displays: .main(.ipad_air_13_m2), releaseYear: 2024, chip: "M2", firstOSVersion: OSVersionRecord(17, 4, 0, parts: 2), lastOSVersion: .current)
        static let iPad14_11 = DeviceRecord(identifier: "iPad14,11", family: .iPad, major: 14, minor: 11, name: "iPad Air 13-inch (M2)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_air_13_m2), releaseYear: 2024, chip: "M2", firstOSVersion: OSVersionRecord(17, 4, 0, parts: 2), lastOSVersion: .current)
        static let iPad15_3 = DeviceRecord(identifier: "iPad15,3", family: .iPad, major: 15, minor: 3, name: "iPad Air 11-inch (M3)", variant: "Wi-Fi", displays: .main(.ipad_air_11_m2), releaseYear: 2025, chip: "M3", firstOSVersion: OSVersionRecord(18, 3, 0, parts: 2), lastOSVersion: .current)
        static let iPad15_4 = DeviceRecord(identifier: "iPad15,4", family: .iPad, major: 15, minor: 4, name: "iPad Air 11-inch (M3)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_air_11_m2), releaseYear: 2025, chip: "M3", firstOSVersion: OSVersionRecord(18, 3, 0, parts: 2), lastOSVersion: .current)
        static let iPad15_5 = DeviceRecord(identifier: "iPad15,5", family: .iPad, major: 15, minor: 5, name: "iPad Air 13-inch (M3)", variant: "Wi-Fi", displays: .main(.ipad_air_13_m2), releaseYear: 2025, chip: "M3", firstOSVersion: OSVersionRecord(18, 3, 0, parts: 2), lastOSVersion: .current)
        static let iPad15_6 = DeviceRecord(identifier: "iPad15,6", family: .iPad, major: 15, minor: 6, name: "iPad Air 13-inch (M3)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_air_13_m2), releaseYear: 2025, chip: "M3", firstOSVersion: OSVersionRecord(18, 3, 0, parts: 2), lastOSVersion: .current)
        static let iPad15_7 = DeviceRecord(identifier: "iPad15,7", family: .iPad, major: 15, minor: 7, name: "iPad (A16)", variant: "Wi-Fi", displays: .main(.ipad_a16), releaseYear: 2025, chip: "A16 Bionic", firstOSVersion: OSVersionRecord(18, 3, 0, parts: 2), lastOSVersion: .current)
        static let iPad15_8 = DeviceRecord(identifier: "iPad15,8", family: .iPad, major: 15, minor: 8, name: "iPad (A16)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_a16), releaseYear: 2025, chip: "A16 Bionic", firstOSVersion: OSVersionRecord(18, 3, 0, parts: 2), lastOSVersion: .current)
        static let iPad16_1 = DeviceRecord(identifier: "iPad16,1", family: .iPad, major: 16, minor: 1, name: "iPad mini (A17 Pro)", variant: "Wi-Fi", displays: .main(.ipad_mini_6), releaseYear: 2024, chip: "A17 Pro", firstOSVersion: OSVersionRecord(18, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPad16_2 = DeviceRecord(identifier: "iPad16,2", family: .iPad, major: 16, minor: 2, name: "iPad mini (A17 Pro)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_mini_6), releaseYear: 2024, chip: "A17 Pro", firstOSVersion: OSVersionRecord(18, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPad16_3 = DeviceRecord(identifier: "iPad16,3", family: .iPad, major: 16, minor: 3, name: "iPad Pro 11-inch (M4)", variant: "Wi-Fi", displays: .main(.ipad_pro_11_m4), releaseYear: 2024, chip: "M4", firstOSVersion: OSVersionRecord(17, 4, 0, parts: 2), lastOSVersion: .current)
        static let iPad16_4 = DeviceRecord(identifier: "iPad16,4", family: .iPad, major: 16, minor: 4, name: "iPad Pro 11-inch (M4)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_pro_11_m4), releaseYear: 2024, chip: "M4", firstOSVersion: OSVersionRecord(17, 4, 0, parts: 2), lastOSVersion: .current)
        static let iPad16_5 = DeviceRecord(identifier: "iPad16,5", family: .iPad, major: 16, minor: 5, name: "iPad Pro 13-inch (M4)", variant: "Wi-Fi", displays: .main(.ipad_pro_13_m4), releaseYear: 2024, chip: "M4", firstOSVersion: OSVersionRecord(17, 4, 0, parts: 2), lastOSVersion: .current)
        static let iPad16_6 = DeviceRecord(identifier: "iPad16,6", family: .iPad, major: 16, minor: 6, name: "iPad Pro 13-inch (M4)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_pro_13_m4), releaseYear: 2024, chip: "M4", firstOSVersion: OSVersionRecord(17, 4, 0, parts: 2), lastOSVersion: .current)
        static let iPad16_8 = DeviceRecord(identifier: "iPad16,8", family: .iPad, major: 16, minor: 8, name: "iPad Air 11-inch (M4)", variant: "Wi-Fi", displays: .main(.ipad_air_11_m4), releaseYear: 2026, chip: "M4", firstOSVersion: OSVersionRecord(26, 3, 0, parts: 2), lastOSVersion: .current)
        static let iPad16_9 = DeviceRecord(identifier: "iPad16,9", family: .iPad, major: 16, minor: 9, name: "iPad Air 11-inch (M4)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_air_11_m4), releaseYear: 2026, chip: "M4", firstOSVersion: OSVersionRecord(26, 3, 0, parts: 2), lastOSVersion: .current)
        static let iPad16_10 = DeviceRecord(identifier: "iPad16,10", family: .iPad, major: 16, minor: 10, name: "iPad Air 13-inch (M4)", variant: "Wi-Fi", displays: .main(.ipad_air_13_m4), releaseYear: 2026, chip: "M4", firstOSVersion: OSVersionRecord(26, 3, 0, parts: 2), lastOSVersion: .current)
        static let iPad16_11 = DeviceRecord(identifier: "iPad16,11", family: .iPad, major: 16, minor: 11, name: "iPad Air 13-inch (M4)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_air_13_m4), releaseYear: 2026, chip: "M4", firstOSVersion: OSVersionRecord(26, 3, 0, parts: 2), lastOSVersion: .current)
        static let iPad17_1 = DeviceRecord(identifier: "iPad17,1", family: .iPad, major: 17, minor: 1, name: "iPad Pro 11-inch (M5)", variant: "Wi-Fi", displays: .main(.ipad_pro_11_m5), releaseYear: 2025, chip: "M5", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPad17_2 = DeviceRecord(identifier: "iPad17,2", family: .iPad, major: 17, minor: 2, name: "iPad Pro 11-inch (M5)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_pro_11_m5), releaseYear: 2025, chip: "M5", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPad17_3 = DeviceRecord(identifier: "iPad17,3", family: .iPad, major: 17, minor: 3, name: "iPad Pro 13-inch (M5)", variant: "Wi-Fi", displays: .main(.ipad_pro_13_m5), releaseYear: 2025, chip: "M5", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPad17_4 = DeviceRecord(identifier: "iPad17,4", family: .iPad, major: 17, minor: 4, name: "iPad Pro 13-inch (M5)", variant: "Wi-Fi + Cellular", displays: .main(.ipad_pro_13_m5), releaseYear: 2025, chip: "M5", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 2), lastOSVersion: .current)
        static let iPod1_1 = DeviceRecord(identifier: "iPod1,1", family: .iPod, major: 1, minor: 1, name: "iPod touch (1st generation)", variant: "", displays: .main(.ipod_original), releaseYear: 2007, chip: "Samsung S5L8900", firstOSVersion: OSVersionRecord(1, 1, 0, parts: 2), lastOSVersion: .release(3, 0))
        static let iPod2_1 = DeviceRecord(identifier: "iPod2,1", family: .iPod, major: 2, minor: 1, name: "iPod touch (2nd generation)", variant: "", displays: .main(.ipod_original), releaseYear: 2008, chip: "Samsung S5L8720", firstOSVersion: OSVersionRecord(2, 1, 1, parts: 3), lastOSVersion: .release(4, 0))
        static let iPod3_1 = DeviceRecord(identifier: "iPod3,1", family: .iPod, major: 3, minor: 1, name: "iPod touch (3rd generation)", variant: "", displays: .main(.ipod_original), releaseYear: 2009, chip: "Samsung S5L8922", firstOSVersion: OSVersionRecord(3, 1, 1, parts: 3), lastOSVersion: .release(5, 0))
        static let iPod4_1 = DeviceRecord(identifier: "iPod4,1", family: .iPod, major: 4, minor: 1, name: "iPod touch (4th generation)", variant: "", displays: .main(.ipod_4), releaseYear: 2010, chip: "A4", firstOSVersion: OSVersionRecord(4, 1, 0, parts: 2), lastOSVersion: .release(6, 0))
        static let iPod5_1 = DeviceRecord(identifier: "iPod5,1", family: .iPod, major: 5, minor: 1, name: "iPod touch (5th generation)", variant: "", displays: .main(.ipod_5), releaseYear: 2012, chip: "A5", firstOSVersion: OSVersionRecord(6, 0, 0, parts: 2), lastOSVersion: .release(9, 0))
        static let iPod7_1 = DeviceRecord(identifier: "iPod7,1", family: .iPod, major: 7, minor: 1, name: "iPod touch (6th generation)", variant: "", displays: .main(.ipod_5), releaseYear: 2015, chip: "A8", firstOSVersion: OSVersionRecord(8, 4, 0, parts: 2), lastOSVersion: .release(12, 0))
        static let iPod9_1 = DeviceRecord(identifier: "iPod9,1", family: .iPod, major: 9, minor: 1, name: "iPod touch (7th generation)", variant: "", displays: .main(.ipod_5), releaseYear: 2019, chip: "A10 Fusion", firstOSVersion: OSVersionRecord(12, 3, 0, parts: 2), lastOSVersion: .release(15, 0))
        static let Mac13_1 = DeviceRecord(identifier: "Mac13,1", family: .mac, major: 13, minor: 1, name: "Mac Studio (2022)", variant: "M1 Max", displays: .noDisplay, releaseYear: 2022, chip: "M1 Max", firstOSVersion: OSVersionRecord(12, 2, 0, parts: 2), lastOSVersion: .current)
        static let Mac13_2 = DeviceRecord(identifier: "Mac13,2", family: .mac, major: 13, minor: 2, name: "Mac Studio (2022)", variant: "M1 Ultra", displays: .noDisplay, releaseYear: 2022, chip: "M1 Ultra", firstOSVersion: OSVersionRecord(12, 2, 0, parts: 2), lastOSVersion: .current)
        static let Mac14_2 = DeviceRecord(identifier: "Mac14,2", family: .mac, major: 14, minor: 2, name: "MacBook Air (M2, 2022)", variant: "", displays: .main(.macbook_air_13_6), releaseYear: 2022, chip: "M2", firstOSVersion: OSVersionRecord(12, 4, 0, parts: 2), lastOSVersion: .current)
        static let Mac14_3 = DeviceRecord(identifier: "Mac14,3", family: .mac, major: 14, minor: 3, name: "Mac mini (2023)", variant: "M2", displays: .noDisplay, releaseYear: 2023, chip: "M2", firstOSVersion: OSVersionRecord(13, 0, 0, parts: 2), lastOSVersion: .current)
        static let Mac14_5 = DeviceRecord(identifier: "Mac14,5", family: .mac, major: 14, minor: 5, name: "MacBook Pro (14-inch, 2023)", variant: "M2 Max", displays: .main(.macbook_pro_14), releaseYear: 2023, chip: "M2 Max", firstOSVersion: OSVersionRecord(13, 0, 0, parts: 2), lastOSVersion: .current)
        static let Mac14_6 = DeviceRecord(identifier: "Mac14,6", family: .mac, major: 14, minor: 6, name: "MacBook Pro (16-inch, 2023)", variant: "M2 Max", displays: .main(.macbook_pro_16), releaseYear: 2023, chip: "M2 Max", firstOSVersion: OSVersionRecord(13, 0, 0, parts: 2), lastOSVersion: .current)
        static let Mac14_7 = DeviceRecord(identifier: "Mac14,7", family: .mac, major: 14, minor: 7, name: "MacBook Pro (13-inch, M2, 2022)", variant: "", displays: .main(.macbook_pro_13_3), releaseYear: 2022, chip: "M2", firstOSVersion: OSVersionRecord(12, 4, 0, parts: 2), lastOSVersion: .current)
        static let Mac14_8 = DeviceRecord(identifier: "Mac14,8", family: .mac, major: 14, minor: 8, name: "Mac Pro (2023)", variant: "", displays: .noDisplay, releaseYear: 2023, chip: "M2 Ultra", firstOSVersion: OSVersionRecord(13, 4, 0, parts: 2), lastOSVersion: .current)
        static let Mac14_9 = DeviceRecord(identifier: "Mac14,9", family: .mac, major: 14, minor: 9, name: "MacBook Pro (14-inch, 2023)", variant: "M2 Pro", displays: .main(.macbook_pro_14), releaseYear: 2023, chip: "M2 Pro", firstOSVersion: OSVersionRecord(13, 0, 0, parts: 2), lastOSVersion: .current)
        static let Mac14_10 = DeviceRecord(identifier: "Mac14,10", family: .mac, major: 14, minor: 10, name: "MacBook Pro (16-inch, 2023)", variant: "M2 Pro", displays: .main(.macbook_pro_16), releaseYear: 2023, chip: "M2 Pro", firstOSVersion: OSVersionRecord(13, 0, 0, parts: 2), lastOSVersion: .current)
        static let Mac14_12 = DeviceRecord(identifier: "Mac14,12", family: .mac, major: 14, minor: 12, name: "Mac mini (2023)", variant: "M2 Pro", displays: .noDisplay, releaseYear: 2023, chip: "M2 Pro", firstOSVersion: OSVersionRecord(13, 0, 0, parts: 2), lastOSVersion: .current)
        static let Mac14_13 = DeviceRecord(identifier: "Mac14,13", family: .mac, major: 14, minor: 13, name: "Mac Studio (2023)", variant: "M2 Max", displays: .noDisplay, releaseYear: 2023, chip: "M2 Max", firstOSVersion: OSVersionRecord(13, 4, 0, parts: 2), lastOSVersion: .current)
        static let Mac14_14 = DeviceRecord(identifier: "Mac14,14", family: .mac, major: 14, minor: 14, name: "Mac Studio (2023)", variant: "M2 Ultra", displays: .noDisplay, releaseYear: 2023, chip: "M2 Ultra", firstOSVersion: OSVersionRecord(13, 4, 0, parts: 2), lastOSVersion: .current)
        static let Mac14_15 = DeviceRecord(identifier: "Mac14,15", family: .mac, major: 14, minor: 15, name: "MacBook Air (15-inch, M2, 2023)", variant: "", displays: .main(.macbook_air_15_3), releaseYear: 2023, chip: "M2", firstOSVersion: OSVersionRecord(13, 3, 0, parts: 2), lastOSVersion: .current)
        static let Mac15_3 = DeviceRecord(identifier: "Mac15,3", family: .mac, major: 15, minor: 3, name: "MacBook Pro (14-inch, Nov 2023)", variant: "M3", displays: .main(.macbook_pro_14), releaseYear: 2023, chip: "M3", firstOSVersion: OSVersionRecord(14, 1, 0, parts: 2), lastOSVersion: .current)
        static let Mac15_4 = DeviceRecord(identifier: "Mac15,4", family: .mac, major: 15, minor: 4, name: "iMac (24-inch, 2023, Two ports)", variant: "", displays: .main(.imac_24), releaseYear: 2023, chip: "M3", firstOSVersion: OSVersionRecord(14, 1, 0, parts: 2), lastOSVersion: .current)
        static let Mac15_5 = DeviceRecord(identifier: "Mac15,5", family: .mac, major: 15, minor: 5, name: "iMac (24-inch, 2023, Four ports)", variant: "", displays: .main(.imac_24), releaseYear: 2023, chip: "M3", firstOSVersion: OSVersionRecord(14, 1, 0, parts: 2), lastOSVersion: .current)
        static let Mac15_6 = DeviceRecord(identifier: "Mac15,6", family: .mac, major: 15, minor: 6, name: "MacBook Pro (14-inch, Nov 2023)", variant: "M3 Pro", displays: .main(.macbook_pro_14), releaseYear: 2023, chip: "M3 Pro", firstOSVersion: OSVersionRecord(14, 1, 0, parts: 2), lastOSVersion: .current)
        static let Mac15_7 = DeviceRecord(identifier: "Mac15,7", family: .mac, major: 15, minor: 7, name: "MacBook Pro (16-inch, Nov 2023)", variant: "M3 Pro", displays: .main(.macbook_pro_16), releaseYear: 2023, chip: "M3 Pro", firstOSVersion: OSVersionRecord(14, 1, 0, parts: 2), lastOSVersion: .current)
        static let Mac15_8 = DeviceRecord(identifier: "Mac15,8", family: .mac, major: 15, minor: 8, name: "MacBook Pro (14-inch, Nov 2023)", variant: "M3 Max, T6031", displays: .main(.macbook_pro_14), releaseYear: 2023, chip: "M3 Max", firstOSVersion: OSVersionRecord(14, 1, 0, parts: 2), lastOSVersion: .current)
        static let Mac15_9 = DeviceRecord(identifier: "Mac15,9", family: .mac, major: 15, minor: 9, name: "MacBook Pro (16-inch, Nov 2023)", variant: "M3 Max, T6031", displays: .main(.macbook_pro_16), releaseYear: 2023, chip: "M3 Max", firstOSVersion: OSVersionRecord(14, 1, 0, parts: 2), lastOSVersion: .current)
        static let Mac15_10 = DeviceRecord(identifier: "Mac15,10", family: .mac, major: 15, minor: 10, name: "MacBook Pro (14-inch, Nov 2023)", variant: "M3 Max, T6034", displays: .main(.macbook_pro_14), releaseYear: 2023, chip: "M3 Max", firstOSVersion: OSVersionRecord(14, 1, 0, parts: 2), lastOSVersion: .current)
        static let Mac15_11 = DeviceRecord(identifier: "Mac15,11", family: .mac, major: 15, minor: 11, name: "MacBook Pro (16-inch, Nov 2023)", variant: "M3 Max, T6034", displays: .main(.macbook_pro_16), releaseYear: 2023, chip: "M3 Max", firstOSVersion: OSVersionRecord(14, 1, 0, parts: 2), lastOSVersion: .current)
        static let Mac15_12 = DeviceRecord(identifier: "Mac15,12", family: .mac, major: 15, minor: 12, name: "MacBook Air (13-inch, M3, 2024)", variant: "", displays: .main(.macbook_air_13_6), releaseYear: 2024, chip: "M3", firstOSVersion: OSVersionRecord(14, 3, 0, parts: 2), lastOSVersion: .current)
        static let Mac15_13 = DeviceRecord(identifier: "Mac15,13", family: .mac, major: 15, minor: 13, name: "MacBook Air (15-inch, M3, 2024)", variant: "", displays: .main(.macbook_air_15_3), releaseYear: 2024, chip: "M3", firstOSVersion: OSVersionRecord(14, 3, 0, parts: 2), lastOSVersion: .current)
        static let Mac15_14 = DeviceRecord(identifier: "Mac15,14", family: .mac, major: 15, minor: 14, name: "Mac Studio (2025)", variant: "M3 Ultra", displays: .noDisplay, releaseYear: 2025, chip: "M3 Ultra", firstOSVersion: OSVersionRecord(15, 3, 0, parts: 2), lastOSVersion: .current)
        static let Mac16_1 = DeviceRecord(identifier: "Mac16,1", family: .mac, major: 16, minor: 1, name: "MacBook Pro (14-inch, 2024)", variant: "M4", displays: .main(.macbook_pro_14), releaseYear: 2024, chip: "M4", firstOSVersion: OSVersionRecord(15, 0, 0, parts: 2), lastOSVersion: .current)
        static let Mac16_2 = DeviceRecord(identifier: "Mac16,2", family: .mac, major: 16, minor: 2, name: "iMac (24-inch, 2024, Two ports)", variant: "", displays: .main(.imac_24), releaseYear: 2024, chip: "M4", firstOSVersion: OSVersionRecord(15, 0, 0, parts: 2), lastOSVersion: .current)
        static let Mac16_3 = DeviceRecord(identifier: "Mac16,3", family: .mac, major: 16, minor: 3, name: "iMac (24-inch, 2024, Four ports)", variant: "", displays: .main(.imac_24), releaseYear: 2024, chip: "M4", firstOSVersion: OSVersionRecord(15, 0, 0, parts: 2), lastOSVersion: .current)
        static let Mac16_5 = DeviceRecord(identifier: "Mac16,5", family: .mac, major: 16, minor: 5, name: "MacBook Pro (16-inch, 2024)", variant: "M4 Max", displays: .main(.macbook_pro_16), releaseYear: 2024, chip: "M4 Max", firstOSVersion: OSVersionRecord(15, 1, 0, parts: 2), lastOSVersion: .current)
        static let Mac16_6 = DeviceRecord(identifier: "Mac16,6", family: .mac, major: 16, minor: 6, name: "MacBook Pro (14-inch, 2024)", variant: "M4 Max", displays: .main(.macbook_pro_14), releaseYear: 2024, chip: "M4 Max", firstOSVersion: OSVersionRecord(15, 1, 0, parts: 2), lastOSVersion: .current)
        static let Mac16_7 = DeviceRecord(identifier: "Mac16,7", family: .mac, major: 16, minor: 7, name: "MacBook Pro (16-inch, 2024)", variant: "M4 Pro", displays: .main(.macbook_pro_16), releaseYear: 2024, chip: "M4 Pro", firstOSVersion: OSVersionRecord(15, 1, 0, parts: 2), lastOSVersion: .current)
        static let Mac16_8 = DeviceRecord(identifier: "Mac16,8", family: .mac, major: 16, minor: 8, name: "MacBook Pro (14-inch, 2024)", variant: "M4 Pro", displays: .main(.macbook_pro_14), releaseYear: 2024, chip: "M4 Pro", firstOSVersion: OSVersionRecord(15, 1, 0, parts: 2), lastOSVersion: .current)
        static let Mac16_9 = DeviceRecord(identifier: "Mac16,9", family: .mac, major: 16, minor: 9, name: "Mac Studio (2025)", variant: "M4 Max", displays: .noDisplay, releaseYear: 2025, chip: "M4 Max", firstOSVersion: OSVersionRecord(15, 3, 0, parts: 2), lastOSVersion: .current)
        static let Mac16_10 = DeviceRecord(identifier: "Mac16,10", family: .mac, major: 16, minor: 10, name: "Mac mini (2024)", variant: "M4", displays: .noDisplay, releaseYear: 2024, chip: "M4", firstOSVersion: OSVersionRecord(15, 0, 0, parts: 2), lastOSVersion: .current)
        static let Mac16_11 = DeviceRecord(identifier: "Mac16,11", family: .mac, major: 16, minor: 11, name: "Mac mini (2024)", variant: "M4 Pro", displays: .noDisplay, releaseYear: 2024, chip: "M4 Pro", firstOSVersion: OSVersionRecord(15, 1, 0, parts: 2), lastOSVersion: .current)
        static let Mac16_12 = DeviceRecord(identifier: "Mac16,12", family: .mac, major: 16, minor: 12, name: "MacBook Air (13-inch, M4, 2025)", variant: "", displays: .main(.macbook_air_13_6), releaseYear: 2025, chip: "M4", firstOSVersion: OSVersionRecord(15, 2, 0, parts: 2), lastOSVersion: .current)
        static let Mac16_13 = DeviceRecord(identifier: "Mac16,13", family: .mac, major: 16, minor: 13, name: "MacBook Air (15-inch, M4, 2025)", variant: "", displays: .main(.macbook_air_15_3), releaseYear: 2025, chip: "M4", firstOSVersion: OSVersionRecord(15, 2, 0, parts: 2), lastOSVersion: .current)
        static let Mac17_2 = DeviceRecord(identifier: "Mac17,2", family: .mac, major: 17, minor: 2, name: "MacBook Pro (14-inch, M5)", variant: "", displays: .main(.macbook_pro_14), releaseYear: 2025, chip: "M5", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 2), lastOSVersion: .current)
        static let Mac17_3 = DeviceRecord(identifier: "Mac17,3", family: .mac, major: 17, minor: 3, name: "MacBook Air (13-inch, M5)", variant: "", displays: .main(.macbook_air_13_6), releaseYear: 2026, chip: "M5", firstOSVersion: OSVersionRecord(26, 2, 0, parts: 2), lastOSVersion: .current)
        static let Mac17_4 = DeviceRecord(identifier: "Mac17,4", family: .mac, major: 17, minor: 4, name: "MacBook Air (15-inch, M5)", variant: "", displays: .main(.macbook_air_15_3), releaseYear: 2026, chip: "M5", firstOSVersion: OSVersionRecord(26, 2, 0, parts: 2), lastOSVersion: .current)
        static let Mac17_5 = DeviceRecord(identifier: "Mac17,5", family: .mac, major: 17, minor: 5, name: "MacBook Neo", variant: "", displays: .main(.macbook_neo_13), releaseYear: 2026, chip: "A18 Pro", firstOSVersion: OSVersionRecord(26, 3, 0, parts: 2), lastOSVersion: .current)
        static let Mac17_6 = DeviceRecord(identifier: "Mac17,6", family: .mac, major: 17, minor: 6, name: "MacBook Pro (16-inch, M5 Max)", variant: "", displays: .main(.macbook_pro_16), releaseYear: 2026, chip: "M5 Max", firstOSVersion: OSVersionRecord(26, 3, 0, parts: 2), lastOSVersion: .current)
        static let Mac17_7 = DeviceRecord(identifier: "Mac17,7", family: .mac, major: 17, minor: 7, name: "MacBook Pro (14-inch, M5 Max)", variant: "", displays: .main(.macbook_pro_14), releaseYear: 2026, chip: "M5 Max", firstOSVersion: OSVersionRecord(26, 3, 0, parts: 2), lastOSVersion: .current)
        static let Mac17_8 = DeviceRecord(identifier: "Mac17,8", family: .mac, major: 17, minor: 8, name: "MacBook Pro (16-inch, M5 Pro)", variant: "", displays: .main(.macbook_pro_16), releaseYear: 2026, chip: "M5 Pro", firstOSVersion: OSVersionRecord(26, 3, 0, parts: 2), lastOSVersion: .current)
        static let Mac17_9 = DeviceRecord(identifier: "Mac17,9", family: .mac, major: 17, minor: 9, name: "MacBook Pro (14-inch, M5 Pro)", variant: "", displays: .main(.macbook_pro_14), releaseYear: 2026, chip: "M5 Pro", firstOSVersion: OSVersionRecord(26, 3, 0, parts: 2), lastOSVersion: .current)
        static let Mac17_14 = DeviceRecord(identifier: "Mac17,14", family: .mac, major: 17, minor: 14, name: "Mac Studio (2026)", variant: "M5 Max", displays: .noDisplay, releaseYear: 2026, chip: "", firstOSVersion: nil, lastOSVersion: .unknown)
        static let Mac17_15 = DeviceRecord(identifier: "Mac17,15", family: .mac, major: 17, minor: 15, name: "Mac Studio (2026)", variant: "M5 Ultra", displays: .noDisplay, releaseYear: 2026, chip: "", firstOSVersion: nil, lastOSVersion: .unknown)
        static let Mac17_16 = DeviceRecord(identifier: "Mac17,16", family: .mac, major: 17, minor: 16, name: "Mac mini (2026)", variant: "M5 Pro", displays: .noDisplay, releaseYear: 2026, chip: "", firstOSVersion: nil, lastOSVersion: .unknown)
        static let Mac18_5 = DeviceRecord(identifier: "Mac18,5", family: .mac, major: 18, minor: 5, name: "Mac mini (2026)", variant: "M6", displays: .noDisplay, releaseYear: 2026, chip: "", firstOSVersion: nil, lastOSVersion: .unknown)
        static let MacBook1_1 = DeviceRecord(identifier: "MacBook1,1", family: .mac, major: 1, minor: 1, name: "MacBook (13-inch)", variant: "", displays: .main(.macbook_13_3_1280), releaseYear: 2006, chip: "Intel Core Duo", firstOSVersion: OSVersionRecord(10, 4, 6, parts: 3), lastOSVersion: .release(10, 6))
        static let MacBook2_1 = DeviceRecord(identifier: "MacBook2,1", family: .mac, major: 2, minor: 1, name: "MacBook (13-inch, Late 2006)", variant: "", displays: .main(.macbook_13_3_1280), releaseYear: 2006, chip: "Intel Core 2 Duo", firstOSVersion: OSVersionRecord(10, 4, 0, parts: 2), lastOSVersion: .release(10, 7))
        static let MacBook3_1 = DeviceRecord(identifier: "MacBook3,1", family: .mac, major: 3, minor: 1, name: "MacBook (13-inch, Late 2007)", variant: "", displays: .main(.macbook_13_3_1280), releaseYear: 2007, chip: "Intel Core 2 Duo", firstOSVersion: OSVersionRecord(10, 5, 0, parts: 2), lastOSVersion: .release(10, 7))
        static let MacBook4_1 = DeviceRecord(identifier: "MacBook4,1", family: .mac, major: 4, minor: 1, name: "MacBook (13-inch, Early 2008)", variant: "", displays: .main(.macbook_13_3_1280), releaseYear: 2008, chip: "Intel Core 2 Duo", firstOSVersion: OSVersionRecord(10, 5, 2, parts: 3), lastOSVersion: .release(10, 7))
        static let MacBook5_1 = DeviceRecord(identifier: "MacBook5,1", family: .mac, major: 5, minor: 1, name: "MacBook (13-inch, Aluminum, Late 2008)", variant: "", displays: .main(.macbook_13_3_1280), releaseYear: 2008, chip: "Intel Core 2 Duo", firstOSVersion: OSVersionRecord(10, 5, 5, parts: 3), lastOSVersion: .release(10, 11))
        static let MacBook5_2 = DeviceRecord(identifier: "MacBook5,2", family: .mac, major: 5, minor: 2, name: "MacBook (13-inch, Early 2009)", variant: "", displays: .main(.macbook_13_3_1280), releaseYear: 2009, chip: "", firstOSVersion: OSVersionRecord(10, 5, 6, parts: 3), lastOSVersion: .release(10, 11))
        static let MacBook6_1 = DeviceRecord(identifier: "MacBook6,1", family: .mac, major: 6, minor: 1, name: "MacBook (13-inch, Late 2009)", variant: "", displays: .main(.macbook_13_3_1280), releaseYear: 2009, chip: "", firstOSVersion: OSVersionRecord(10, 6, 1, parts: 3), lastOSVersion: .release(10, 13))
        static let MacBook7_1 = DeviceRecord(identifier: "MacBook7,1", family: .mac, major: 7, minor: 1, name: "MacBook (13-inch, Mid 2010)", variant: "", displays: .main(.macbook_13_3_1280), releaseYear: 2010, chip: "", firstOSVersion: OSVersionRecord(10, 6, 3, parts: 3), lastOSVersion: .release(10, 13))
        static let MacBook8_1 = DeviceRecord(identifier: "MacBook8,1", family: .mac, major: 8, minor: 1, name: "MacBook (Retina, 12-inch, Early 2015)", variant: "", displays: .main(.macbook_12), releaseYear: 2015, chip: "", firstOSVersion: OSVersionRecord(10, 10, 2, parts: 3), lastOSVersion: .release(11, 0))
        static let MacBook9_1 = DeviceRecord(identifier: "MacBook9,1", family: .mac, major: 9, minor: 1, name: "MacBook (Retina, 12-inch, Early 2016)", variant: "", displays: .main(.macbook_12), releaseYear: 2016, chip: "", firstOSVersion: OSVersionRecord(10, 11, 4, parts: 3), lastOSVersion: .release(12, 0))
        static let MacBook10_1 = DeviceRecord(identifier: "MacBook10,1", family: .mac, major: 10, minor: 1, name: "MacBook (Retina, 12-inch, 2017)", variant: "", displays: .main(.macbook_12), releaseYear: 2017, chip: "", firstOSVersion: OSVersionRecord(10, 12, 5, parts: 3), lastOSVersion: .release(13, 0))
        static let MacBookAir1_1 = DeviceRecord(identifier: "MacBookAir1,1", family: .mac, major: 1, minor: 1, name: "MacBook Air (Original)", variant: "", displays: .main(.macbook_13_3_1280), releaseYear: 2008, chip: "Intel Core 2 Duo", firstOSVersion: OSVersionRecord(10, 5, 1, parts: 3), lastOSVersion: .release(10, 7))
        static let MacBookAir2_1 = DeviceRecord(identifier: "MacBookAir2,1", family: .mac, major: 2, minor: 1, name: "MacBook Air (Late 2008)", variant: "", displays: .main(.macbook_13_3_1280), releaseYear: 2008, chip: "Intel Core 2 Duo", firstOSVersion: OSVersionRecord(10, 5, 5, parts: 3), lastOSVersion: .release(10, 11))
        static let MacBookAir3_1 = DeviceRecord(identifier: "MacBookAir3,1", family: .mac, major: 3, minor: 1, name: "MacBook Air (11-inch, Late 2010)", variant: "", displays: .main(.macbook_air_11_6), releaseYear: 2010, chip: "", firstOSVersion: OSVersionRecord(10, 6, 4, parts: 3), lastOSVersion: .release(10, 13))
        static let MacBookAir3_2 = DeviceRecord(identifier: "MacBookAir3,2", family: .mac, major: 3, minor: 2, name: "MacBook Air (13-inch, Late 2010)", variant: "", displays: .main(.macbook_air_13_3_1440), releaseYear: 2010, chip: "", firstOSVersion: OSVersionRecord(10, 6, 4, parts: 3), lastOSVersion: .release(10, 13))
        static let MacBookAir4_1 = DeviceRecord(identifier: "MacBookAir4,1", family: .mac, major: 4, minor: 1, name: "MacBook Air (11-inch, Mid 2011)", variant: "", displays: .main(.macbook_air_11_6), releaseYear: 2011, chip: "", firstOSVersion: OSVersionRecord(10, 7, 0, parts: 2), lastOSVersion: .release(10, 13))
        static let MacBookAir4_2 = DeviceRecord(identifier: "MacBookAir4,2", family: .mac, major: 4, minor: 2, name: "MacBook Air (13-inch, Mid 2011)", variant: "", displays: .main(.macbook_air_13_3_1440), releaseYear: 2011, chip: "", firstOSVersion: OSVersionRecord(10, 7, 0, parts: 2), lastOSVersion: .release(10, 13))
        static let MacBookAir5_1 = DeviceRecord(identifier: "MacBookAir5,1", family: .mac, major: 5, minor: 1, name: "MacBook Air (11-inch, Mid 2012)", variant: "", displays: .main(.macbook_air_11_6), releaseYear: 2012, chip: "", firstOSVersion: OSVersionRecord(10, 7, 4, parts: 3), lastOSVersion: .release(10, 15))
        static let MacBookAir5_2 = DeviceRecord(identifier: "MacBookAir5,2", family: .mac, major: 5, minor: 2, name: "MacBook Air (13-inch, Mid 2012)", variant: "", displays: .main(.macbook_air_13_3_1440), releaseYear: 2012, chip: "", firstOSVersion: OSVersionRecord(10, 7, 4, parts: 3), lastOSVersion: .release(10, 15))
        static let MacBookAir6_1 = DeviceRecord(identifier: "MacBookAir6,1", family: .mac, major: 6, minor: 1, name: "MacBook Air (11-inch, Mid 2013)", variant: "", displays: .main(.macbook_air_11_6), releaseYear: 2013, chip: "", firstOSVersion: nil, lastOSVersion: .release(11, 0))
        static let MacBookAir6_2 = DeviceRecord(identifier: "MacBookAir6,2", family: .mac, major: 6, minor: 2, name: "MacBook Air (13-inch, Mid 2013)", variant: "", displays: .main(.macbook_air_13_3_1440), releaseYear: 2013, chip: "", firstOSVersion: OSVersionRecord(10, 8, 4, parts: 3), lastOSVersion: .release(11, 0))
        static let MacBookAir7_1 = DeviceRecord(identifier: "MacBookAir7,1", family: .mac, major: 7, minor: 1, name: "MacBook Air (11-inch, Early 2015)", variant: "", displays: .main(.macbook_air_11_6), releaseYear: 2015, chip: "", firstOSVersion: OSVersionRecord(10, 10, 2, parts: 3), lastOSVersion: .release(12, 0))
        static let MacBookAir7_2 = DeviceRecord(identifier: "MacBookAir7,2", family: .mac, major: 7, minor: 2, name: "MacBook Air (13-inch, Early 2015)", variant: "", displays: .main(.macbook_air_13_3_1440), releaseYear: 2015, chip: "", firstOSVersion: OSVersionRecord(10, 10, 2, parts: 3), lastOSVersion: .release(12, 0))
        static let MacBookAir8_1 = DeviceRecord(identifier: "MacBookAir8,1", family: .mac, major: 8, minor: 1, name: "MacBook Air (Retina, 13-inch, 2018)", variant: "", displays: .main(.macbook_air_13_3_2018), releaseYear: 2018, chip: "", firstOSVersion: OSVersionRecord(10, 14, 1, parts: 3), lastOSVersion: .release(14, 0))
        static let MacBookAir8_2 = DeviceRecord(identifier: "MacBookAir8,2", family: .mac, major: 8, minor: 2, name: "MacBook Air (Retina, 13-inch, 2019)", variant: "", displays: .main(.macbook_air_13_3_2018), releaseYear: 2019, chip: "", firstOSVersion: OSVersionRecord(10, 14, 5, parts: 3), lastOSVersion: .release(14, 0))
        static let MacBookAir9_1 = DeviceRecord(identifier: "MacBookAir9,1", family: .mac, major: 9, minor: 1, name: "MacBook Air (Retina, 13-inch, 2020)", variant: "", displays: .main(.macbook_air_13_3), releaseYear: 2020, chip: "", firstOSVersion: OSVersionRecord(10, 15, 3, parts: 3), lastOSVersion: .release(15, 0))
        static let MacBookAir10_1 = DeviceRecord(identifier: "MacBookAir10,1", family: .mac, major: 10, minor: 1, name: "MacBook Air (M1, 2020)", variant: "", displays: .main(.macbook_air_13_3_m1), releaseYear: 2020, chip: "M1", firstOSVersion: OSVersionRecord(11, 0, 0, parts: 2), lastOSVersion: .current)
        static let MacBookPro1_1 = DeviceRecord(identifier: "MacBookPro1,1", family: .mac, major: 1, minor: 1, name: "MacBook Pro (Original)", variant: "", displays: .main(.macbook_pro_15_4_1440), releaseYear: 2006, chip: "Intel Core Duo", firstOSVersion: OSVersionRecord(10, 4, 5, parts: 3), lastOSVersion: .release(10, 6))
        static let MacBookPro1_2 = DeviceRecord(identifier: "MacBookPro1,2", family: .mac, major: 1, minor: 2, name: "MacBook Pro (17-inch)", variant: "", displays: .main(.macbook_pro_17_1680), releaseYear: 2006, chip: "Intel Core Duo", firstOSVersion: OSVersionRecord(10, 4, 6, parts: 3), lastOSVersion: .release(10, 6))
        static let MacBookPro2_1 = DeviceRecord(identifier: "MacBookPro2,1", family: .mac, major: 2, minor: 1, name: "MacBook Pro (17-inch, Core 2 Duo)", variant: "", displays: .main(.macbook_pro_17_1680), releaseYear: 2006, chip: "Intel Core 2 Duo", firstOSVersion: OSVersionRecord(10, 4, 8, parts: 3), lastOSVersion: .release(10, 7))
        static let MacBookPro2_2 = DeviceRecord(identifier: "MacBookPro2,2", family: .mac, major: 2, minor: 2, name: "MacBook Pro (15-inch, Core 2 Duo)", variant: "", displays: .main(.macbook_pro_15_4_1440), releaseYear: 2006, chip: "Intel Core 2 Duo", firstOSVersion: OSVersionRecord(10, 4, 8, parts: 3), lastOSVersion: .release(10, 7))
        static let MacBookPro3_1 = DeviceRecord(identifier: "MacBookPro3,1", family: .mac, major: 3, minor: 1, name: "MacBook Pro (15-inch, 2.4/2.2GHz)", variant: "", displays: .unknown, releaseYear: 2007, chip: "Intel Core 2 Duo", firstOSVersion: OSVersionRecord(10, 4, 9, parts: 3), lastOSVersion: .release(10, 11))
        static let MacBookPro4_1 = DeviceRecord(identifier: "MacBookPro4,1", family: .mac, major: 4, minor: 1, name: "MacBook Pro (15-inch, Early 2008)", variant: "", displays: .unknown, releaseYear: 2008, chip: "Intel Core 2 Duo", firstOSVersion: OSVersionRecord(10, 5, 2, parts: 3), lastOSVersion: .release(10, 11))
        static let MacBookPro5_1 = DeviceRecord(identifier: "MacBookPro5,1", family: .mac, major: 5, minor: 1, name: "MacBook Pro (15-inch, Late 2008)", variant: "", displays: .main(.macbook_pro_15_4_1440), releaseYear: 2008, chip: "Intel Core 2 Duo", firstOSVersion: OSVersionRecord(10, 5, 5, parts: 3), lastOSVersion: .release(10, 11))
        static let MacBookPro5_2 = DeviceRecord(identifier: "MacBookPro5,2", family: .mac, major: 5, minor: 2, name: "MacBook Pro (17-inch, Early 2009)", variant: "", displays: .main(.macbook_pro_17_1920), releaseYear: 2009, chip: "", firstOSVersion: OSVersionRecord(10, 5, 6, parts: 3), lastOSVersion: .release(10, 11))
        static let MacBookPro5_3 = DeviceRecord(identifier: "MacBookPro5,3", family: .mac, major: 5, minor: 3, name: "MacBook Pro (15-inch, Mid 2009)", variant: "", displays: .main(.macbook_pro_15_4_1440), releaseYear: 2009, chip: "", firstOSVersion: OSVersionRecord(10, 5, 7, parts: 3), lastOSVersion: .release(10, 11))
        static let MacBookPro5_4 = DeviceRecord(identifier: "MacBookPro5,4", family: .mac, major: 5, minor: 4, name: "MacBook Pro (15-inch, 2.53GHz, Mid 2009)", variant: "", displays: .main(.macbook_pro_15_4_1440), releaseYear: 2009, chip: "", firstOSVersion: OSVersionRecord(10, 5, 7, parts: 3), lastOSVersion: .release(10, 11))
        static let MacBookPro5_5 = DeviceRecord(identifier: "MacBookPro5,5", family: .mac, major: 5, minor: 5, name: "MacBook Pro (13-inch, Mid 2009)", variant: "", displays: .main(.macbook_13_3_1280), releaseYear: 2009, chip: "", firstOSVersion: OSVersionRecord(10, 5, 7, parts: 3), lastOSVersion: .release(10, 11))
        static let MacBookPro6_1 = DeviceRecord(identifier: "MacBookPro6,1", family: .mac, major: 6, minor: 1, name: "MacBook Pro (17-inch, Mid 2010)", variant: "", displays: .main(.macbook_pro_17_1920), releaseYear: 2010, chip: "", firstOSVersion: OSVersionRecord(10, 6, 3, parts: 3), lastOSVersion: .release(10, 13))
        static let MacBookPro6_2 = DeviceRecord(identifier: "MacBookPro6,2", family: .mac, major: 6, minor: 2, name: "MacBook Pro (15-inch, Mid 2010)", variant: "", displays: .unknown, releaseYear: 2010, chip: "", firstOSVersion: OSVersionRecord(10, 6, 3, parts: 3), lastOSVersion: .release(10, 13))
        static let MacBookPro7_1 = DeviceRecord(identifier: "MacBookPro7,1", family: .mac, major: 7, minor: 1, name: "MacBook Pro (13-inch, Mid 2010)", variant: "", displays: .main(.macbook_13_3_1280), releaseYear: 2010, chip: "", firstOSVersion: OSVersionRecord(10, 6, 3, parts: 3), lastOSVersion: .release(10, 13))
        static let MacBookPro8_1 = DeviceRecord(identifier: "MacBookPro8,1", family: .mac, major: 8, minor: 1, name: "MacBook Pro (13-inch, Early 2011)", variant: "", displays: .main(.macbook_13_3_1280), releaseYear: 2011, chip: "", firstOSVersion: OSVersionRecord(10, 6, 6, parts: 3), lastOSVersion: .release(10, 13))
        static let MacBookPro8_2 = DeviceRecord(identifier: "MacBookPro8,2", family: .mac, major: 8, minor: 2, name: "MacBook Pro (15-inch, Early 2011)", variant: "", displays: .unknown, releaseYear: 2011, chip: "", firstOSVersion: OSVersionRecord(10, 6, 6, parts: 3), lastOSVersion: .release(10, 13))
        static let MacBookPro8_3 = DeviceRecord(identifier: "MacBookPro8,3", family: .mac, major: 8, minor: 3, name: "MacBook Pro (17-inch, Early 2011)", variant: "", displays: .main(.macbook_pro_17_1920), releaseYear: 2011, chip: "", firstOSVersion: OSVersionRecord(10, 6, 6, parts: 3), lastOSVersion: .release(10, 13))
        static let MacBookPro9_1 = DeviceRecord(identifier: "MacBookPro9,1", family: .mac, major: 9, minor: 1, name: "MacBook Pro (15-inch, Mid 2012)", variant: "", displays: .unknown, releaseYear: 2012, chip: "", firstOSVersion: OSVersionRecord(10, 7, 3, parts: 3), lastOSVersion: .release(10, 15))
        static let MacBookPro9_2 = DeviceRecord(identifier: "MacBookPro9,2", family: .mac, major: 9, minor: 2, name: "MacBook Pro (13-inch, Mid 2012)", variant: "", displays: .main(.macbook_13_3_1280), releaseYear: 2012, chip: "", firstOSVersion: OSVersionRecord(10, 7, 3, parts: 3), lastOSVersion: .release(10, 15))
        static let MacBookPro10_1 = DeviceRecord(identifier: "MacBookPro10,1", family: .mac, major: 10, minor: 1, name: "MacBook Pro (Retina, 15-inch, Mid 2012)", variant: "", displays: .main(.macbook_pro_15_4_2012), releaseYear: 2012, chip: "", firstOSVersion: OSVersionRecord(10, 7, 4, parts: 3), lastOSVersion: .release(10, 15))
        static let MacBookPro10_2 = DeviceRecord(identifier: "MacBookPro10,2", family: .mac, major: 10, minor: 2, name: "MacBook Pro (Retina, 13-inch, Late 2012)", variant: "", displays: .main(.macbook_pro_13_3_2012), releaseYear: 2012, chip: "", firstOSVersion: OSVersionRecord(10, 8, 2, parts: 3), lastOSVersion: .release(10, 15))
        static let MacBookPro11_1 = DeviceRecord(identifier: "MacBookPro11,1", family: .mac, major: 11, minor: 1, name: "MacBook Pro (Retina, 13-inch, Late 2013)", variant: "", displays: .main(.macbook_pro_13_3_2012), releaseYear: 2013, chip: "", firstOSVersion: OSVersionRecord(10, 9, 0, parts: 2), lastOSVersion: .release(11, 0))
        static let MacBookPro11_2 = DeviceRecord(identifier: "MacBookPro11,2", family: .mac, major: 11, minor: 2, name: "MacBook Pro (Retina, 15-inch, Late 2013)", variant: "Integrated graphics", displays: .main(.macbook_pro_15_4_2012), releaseYear: 2013, chip: "", firstOSVersion: OSVersionRecord(10, 9, 0, parts: 2), lastOSVersion: .release(11, 0))
        static let MacBookPro11_3 = DeviceRecord(identifier: "MacBookPro11,3", family: .mac, major: 11, minor: 3, name: "MacBook Pro (Retina, 15-inch, Late 2013)", variant: "Dedicated graphics", displays: .main(.macbook_pro_15_4_2012), releaseYear: 2013, chip: "", firstOSVersion: OSVersionRecord(10, 9, 0, parts: 2), lastOSVersion: .release(11, 0))
        static let MacBookPro11_4 = DeviceRecord(identifier: "MacBookPro11,4", family: .mac, major: 11, minor: 4, name: "MacBook Pro (Retina, 15-inch, Mid 2015)", variant: "Integrated graphics", displays: .main(.macbook_pro_15_4_2012), releaseYear: 2015, chip: "", firstOSVersion: OSVersionRecord(10, 10, 3, parts: 3), lastOSVersion: .release(12, 0))
        static let MacBookPro11_5 = DeviceRecord(identifier: "MacBookPro11,5", family: .mac, major: 11, minor: 5, name: "MacBook Pro (Retina, 15-inch, Mid 2015)", variant: "Dedicated graphics", displays: .main(.macbook_pro_15_4_2012), releaseYear: 2015, chip: "", firstOSVersion: OSVersionRecord(10, 10, 3, parts: 3), lastOSVersion: .release(12, 0))
        static let MacBookPro12_1 = DeviceRecord(identifier: "MacBookPro12,1", family: .mac, major: 12, minor: 1, name: "MacBook Pro (Retina, 13-inch, Early 2015)", variant: "", displays: .main(.macbook_pro_13_3_2012), releaseYear: 2015, chip: "", firstOSVersion: OSVersionRecord(10, 10, 2, parts: 3), lastOSVersion: .release(12, 0))
        static let MacBookPro13_1 = DeviceRecord(identifier: "MacBookPro13,1", family: .mac, major: 13, minor: 1, name: "MacBook Pro (13-inch, 2016, Two Thunderbolt 3 ports)", variant: "", displays: .main(.macbook_pro_13_3), releaseYear: 2016, chip: "", firstOSVersion: OSVersionRecord(10, 12, 0, parts: 2), lastOSVersion: .release(12, 0))
        static let MacBookPro13_2 = DeviceRecord(identifier: "MacBookPro13,2", family: .mac, major: 13, minor: 2, name: "MacBook Pro (13-inch, 2016, Four Thunderbolt 3 ports)", variant: "", displays: .main(.macbook_pro_13_3), releaseYear: 2016, chip: "", firstOSVersion: OSVersionRecord(10, 12, 1, parts: 3), lastOSVersion: .release(12, 0))
        static let MacBookPro13_3 = DeviceRecord(identifier: "MacBookPro13,3", family: .mac, major: 13, minor: 3, name: "MacBook Pro (15-inch, 2016)", variant: "", displays: .main(.macbook_pro_15_4), releaseYear: 2016, chip: "", firstOSVersion: OSVersionRecord(10, 12, 1, parts: 3), lastOSVersion: .release(12, 0))
        static let MacBookPro14_1 = DeviceRecord(identifier: "MacBookPro14,1", family: .mac, major: 14, minor: 1, name: "MacBook Pro (13-inch, 2017, Two Thunderbolt 3 ports)", variant: "", displays: .main(.macbook_pro_13_3), releaseYear: 2017, chip: "", firstOSVersion: OSVersionRecord(10, 12, 5, parts: 3), lastOSVersion: .release(13, 0))
        static let MacBookPro14_2 = DeviceRecord(identifier: "MacBookPro14,2", family: .mac, major: 14, minor: 2, name: "MacBook Pro (13-inch, 2017, Four Thunderbolt 3 ports)", variant: "", displays: .main(.macbook_pro_13_3), releaseYear: 2017, chip: "", firstOSVersion: OSVersionRecord(10, 12, 5, parts: 3), lastOSVersion: .release(13, 0))
        static let MacBookPro14_3 = DeviceRecord(identifier: "MacBookPro14,3", family: .mac, major: 14, minor: 3, name: "MacBook Pro (15-inch, 2017)", variant: "", displays: .main(.macbook_pro_15_4), releaseYear: 2017, chip: "Intel Core i7", firstOSVersion: OSVersionRecord(10, 12, 5, parts: 3), lastOSVersion: .release(13, 0))
        static let MacBookPro15_1 = DeviceRecord(identifier: "MacBookPro15,1", family: .mac, major: 15, minor: 1, name: "MacBook Pro (15-inch, 2018)", variant: "", displays: .main(.macbook_pro_15_4), releaseYear: 2018, chip: "", firstOSVersion: OSVersionRecord(10, 13, 6, parts: 3), lastOSVersion: .release(15, 0))
        static let MacBookPro15_2 = DeviceRecord(identifier: "MacBookPro15,2", family: .mac, major: 15, minor: 2, name: "MacBook Pro (13-inch, 2018, Four Thunderbolt 3 ports)", variant: "", displays: .main(.macbook_pro_13_3), releaseYear: 2018, chip: "", firstOSVersion: OSVersionRecord(10, 13, 6, parts: 3), lastOSVersion: .release(15, 0))
        static let MacBookPro15_3 = DeviceRecord(identifier: "MacBookPro15,3", family: .mac, major: 15, minor: 3, name: "MacBook Pro (15-inch, 2019)", variant: "", displays: .main(.macbook_pro_15_4), releaseYear: 2018, chip: "", firstOSVersion: OSVersionRecord(10, 14, 1, parts: 3), lastOSVersion: .release(15, 0))
        static let MacBookPro15_4 = DeviceRecord(identifier: "MacBookPro15,4", family: .mac, major: 15, minor: 4, name: "MacBook Pro (13-inch, 2019, Two Thunderbolt 3 ports)", variant: "", displays: .main(.macbook_pro_13_3), releaseYear: 2019, chip: "", firstOSVersion: OSVersionRecord(10, 14, 5, parts: 3), lastOSVersion: .release(15, 0))
        static let MacBookPro16_1 = DeviceRecord(identifier: "MacBookPro16,1", family: .mac, major: 16, minor: 1, name: "MacBook Pro (16-inch, 2019)", variant: "J152f board", displays: .main(.macbook_pro_16_2019), releaseYear: 2019, chip: "", firstOSVersion: OSVersionRecord(10, 15, 1, parts: 3), lastOSVersion: .release(26, 0))
        static let MacBookPro16_2 = DeviceRecord(identifier: "MacBookPro16,2", family: .mac, major: 16, minor: 2, name: "MacBook Pro (13-inch, 2020, Four Thunderbolt 3 ports)", variant: "", displays: .main(.macbook_pro_13_3), releaseYear: 2020, chip: "", firstOSVersion: OSVersionRecord(10, 15, 4, parts: 3), lastOSVersion: .release(26, 0))
        static let MacBookPro16_3 = DeviceRecord(identifier: "MacBookPro16,3", family: .mac, major: 16, minor: 3, name: "MacBook Pro (13-inch, 2020, Two Thunderbolt 3 ports)", variant: "", displays: .main(.macbook_pro_13_3), releaseYear: 2020, chip: "", firstOSVersion: OSVersionRecord(10, 15, 4, parts: 3), lastOSVersion: .release(15, 0))
        static let MacBookPro16_4 = DeviceRecord(identifier: "MacBookPro16,4", family: .mac, major: 16, minor: 4, name: "MacBook Pro (16-inch, 2019)", variant: "Radeon Pro 5600M", displays: .main(.macbook_pro_16_2019), releaseYear: 2020, chip: "", firstOSVersion: OSVersionRecord(10, 15, 5, parts: 3), lastOSVersion: .release(26, 0))
        static let MacBookPro17_1 = DeviceRecord(identifier: "MacBookPro17,1", family: .mac, major: 17, minor: 1, name: "MacBook Pro (13-inch, M1, 2020)", variant: "", displays: .main(.macbook_pro_13_3), releaseYear: 2020, chip: "M1", firstOSVersion: OSVersionRecord(11, 0, 0, parts: 2), lastOSVersion: .current)
        static let MacBookPro18_1 = DeviceRecord(identifier: "MacBookPro18,1", family: .mac, major: 18, minor: 1, name: "MacBook Pro (16-inch, 2021)", variant: "M1 Pro", displays: .main(.macbook_pro_16), releaseYear: 2021, chip: "M1 Pro", firstOSVersion: OSVersionRecord(12, 0, 0, parts: 2), lastOSVersion: .current)
        static let MacBookPro18_2 = DeviceRecord(identifier: "MacBookPro18,2", family: .mac, major: 18, minor: 2, name: "MacBook Pro (16-inch, 2021)", variant: "M1 Max", displays: .main(.macbook_pro_16), releaseYear: 2021, chip: "M1 Max", firstOSVersion: OSVersionRecord(12, 0, 0, parts: 2), lastOSVersion: .current)
        static let MacBookPro18_3 = DeviceRecord(identifier: "MacBookPro18,3", family: .mac, major: 18, minor: 3, name: "MacBook Pro (14-inch, 2021)", variant: "M1 Pro", displays: .main(.macbook_pro_14), releaseYear: 2021, chip: "M1 Pro", firstOSVersion: OSVersionRecord(12, 0, 0, parts: 2), lastOSVersion: .current)
        static let MacBookPro18_4 = DeviceRecord(identifier: "MacBookPro18,4", family: .mac, major: 18, minor: 4, name: "MacBook Pro (14-inch, 2021)", variant: "M1 Max", displays: .main(.macbook_pro_14), releaseYear: 2021, chip: "M1 Max", firstOSVersion: OSVersionRecord(12, 0, 0, parts: 2), lastOSVersion: .current)
        static let MacPro1_1 = DeviceRecord(identifier: "MacPro1,1", family: .mac, major: 1, minor: 1, name: "Mac Pro", variant: "4-core", displays: .noDisplay, releaseYear: 2006, chip: "Intel Xeon", firstOSVersion: OSVersionRecord(10, 4, 7, parts: 3), lastOSVersion: .release(10, 7))
        static let MacPro2_1 = DeviceRecord(identifier: "MacPro2,1", family: .mac, major: 2, minor: 1, name: "Mac Pro", variant: "8-core", displays: .noDisplay, releaseYear: 2007, chip: "Intel Xeon", firstOSVersion: OSVersionRecord(10, 4, 9, parts: 3), lastOSVersion: .release(10, 7))
        static let MacPro3_1 = DeviceRecord(identifier: "MacPro3,1", family: .mac, major: 3, minor: 1, name: "Mac Pro (Early 2008)", variant: "", displays: .noDisplay, releaseYear: 2008, chip: "Intel Xeon", firstOSVersion: OSVersionRecord(10, 5, 1, parts: 3), lastOSVersion: .release(10, 11))
        static let MacPro4_1 = DeviceRecord(identifier: "MacPro4,1", family: .mac, major: 4, minor: 1, name: "Mac Pro (Early 2009)", variant: "", displays: .noDisplay, releaseYear: 2009, chip: "Intel Xeon", firstOSVersion: OSVersionRecord(10, 5, 6, parts: 3), lastOSVersion: .release(10, 11))
        static let MacPro5_1 = DeviceRecord(identifier: "MacPro5,1", family: .mac, major: 5, minor: 1, name: "Mac Pro (Mid 2010)", variant: "", displays: .noDisplay, releaseYear: 2010, chip: "Intel Xeon", firstOSVersion: OSVersionRecord(10, 6, 4, parts: 3), lastOSVersion: .release(10, 14))
        static let MacPro6_1 = DeviceRecord(identifier: "MacPro6,1", family: .mac, major: 6, minor: 1, name: "Mac Pro (Late 2013)", variant: "", displays: .noDisplay, releaseYear: 2013, chip: "Intel Xeon", firstOSVersion: OSVersionRecord(10, 9, 1, parts: 3), lastOSVersion: .release(12, 0))
        static let MacPro7_1 = DeviceRecord(identifier: "MacPro7,1", family: .mac, major: 7, minor: 1, name: "Mac Pro (2019)", variant: "", displays: .noDisplay, releaseYear: 2019, chip: "Intel Xeon", firstOSVersion: OSVersionRecord(10, 15, 1, parts: 3), lastOSVersion: .release(26, 0))
        static let Macmini1_1 = DeviceRecord(identifier: "Macmini1,1", family: .mac, major: 1, minor: 1, name: "Mac mini (Early 2006)", variant: "", displays: .noDisplay, releaseYear: 2006, chip: "", firstOSVersion: OSVersionRecord(10, 4, 5, parts: 3), lastOSVersion: .release(10, 6))
        static let Macmini2_1 = DeviceRecord(identifier: "Macmini2,1", family: .mac, major: 2, minor: 1, name: "Mac mini (Mid 2007)", variant: "", displays: .noDisplay, releaseYear: 2007, chip: "", firstOSVersion: OSVersionRecord(10, 4, 10, parts: 3), lastOSVersion: .release(10, 7))
        static let Macmini3_1 = DeviceRecord(identifier: "Macmini3,1", family: .mac, major: 3, minor: 1, name: "Mac mini (Early 2009)", variant: "", displays: .noDisplay, releaseYear: 2009, chip: "", firstOSVersion: OSVersionRecord(10, 5, 6, parts: 3), lastOSVersion: .release(10, 11))
        static let Macmini4_1 = DeviceRecord(identifier: "Macmini4,1", family: .mac, major: 4, minor: 1, name: "Mac mini (Mid 2010)", variant: "", displays: .noDisplay, releaseYear: 2010, chip: "", firstOSVersion: OSVersionRecord(10, 6, 4, parts: 3), lastOSVersion: .release(10, 13))
        static let Macmini5_1 = DeviceRecord(identifier: "Macmini5,1", family: .mac, major: 5, minor: 1, name: "Mac mini (Mid 2011)", variant: "Integrated graphics", displays: .noDisplay, releaseYear: 2011, chip: "", firstOSVersion: OSVersionRecord(10, 7, 0, parts: 2), lastOSVersion: .release(10, 13))
        static let Macmini5_2 = DeviceRecord(identifier: "Macmini5,2", family: .mac, major: 5, minor: 2, name: "Mac mini (Mid 2011)", variant: "Dedicated graphics", displays: .noDisplay, releaseYear: 2011, chip: "", firstOSVersion: OSVersionRecord(10, 7, 0, parts: 2), lastOSVersion: .release(10, 13))
        static let Macmini5_3 = DeviceRecord(identifier: "Macmini5,3", family: .mac, major: 5, minor: 3, name: "Mac mini Server (Mid 2011)", variant: "", displays: .noDisplay, releaseYear: 2011, chip: "", firstOSVersion: OSVersionRecord(10, 7, 0, parts: 2), lastOSVersion: .release(10, 13))
        static let Macmini6_1 = DeviceRecord(identifier: "Macmini6,1", family: .mac, major: 6, minor: 1, name: "Mac mini (Late 2012)", variant: "Dual-core", displays: .noDisplay, releaseYear: 2012, chip: "", firstOSVersion: OSVersionRecord(10, 8, 1, parts: 3), lastOSVersion: .release(10, 15))
        static let Macmini6_2 = DeviceRecord(identifier: "Macmini6,2", family: .mac, major: 6, minor: 2, name: "Mac mini (Late 2012)", variant: "Quad-core", displays: .noDisplay, releaseYear: 2012, chip: "", firstOSVersion: OSVersionRecord(10, 8, 1, parts: 3), lastOSVersion: .release(10, 15))
        static let Macmini7_1 = DeviceRecord(identifier: "Macmini7,1", family: .mac, major: 7, minor: 1, name: "Mac mini (Late 2014)", variant: "", displays: .noDisplay, releaseYear: 2014, chip: "", firstOSVersion: OSVersionRecord(10, 10, 0, parts: 2), lastOSVersion: .release(12, 0))
        static let Macmini8_1 = DeviceRecord(identifier: "Macmini8,1", family: .mac, major: 8, minor: 1, name: "Mac mini (2018)", variant: "", displays: .noDisplay, releaseYear: 2018, chip: "", firstOSVersion: OSVersionRecord(10, 14, 0, parts: 2), lastOSVersion: .release(15, 0))
        static let Macmini9_1 = DeviceRecord(identifier: "Macmini9,1", family: .mac, major: 9, minor: 1, name: "Mac mini (M1, 2020)", variant: "", displays: .noDisplay, releaseYear: 2020, chip: "M1", firstOSVersion: OSVersionRecord(11, 0, 0, parts: 2), lastOSVersion: .current)
        static let Xserve1_1 = DeviceRecord(identifier: "Xserve1,1", family: .mac, major: 1, minor: 1, name: "Xserve (Late 2006)", variant: "", displays: .noDisplay, releaseYear: 2006, chip: "Intel Xeon", firstOSVersion: OSVersionRecord(10, 4, 8, parts: 3), lastOSVersion: .release(10, 7))
        static let Xserve2_1 = DeviceRecord(identifier: "Xserve2,1", family: .mac, major: 2, minor: 1, name: "Xserve (Early 2008)", variant: "", displays: .noDisplay, releaseYear: 2008, chip: "Intel Xeon", firstOSVersion: OSVersionRecord(10, 5, 1, parts: 3), lastOSVersion: .release(10, 7))
        static let Xserve3_1 = DeviceRecord(identifier: "Xserve3,1", family: .mac, major: 3, minor: 1, name: "Xserve (Early 2009)", variant: "", displays: .noDisplay, releaseYear: 2009, chip: "", firstOSVersion: OSVersionRecord(10, 5, 6, parts: 3), lastOSVersion: .release(10, 11))
        static let iMac4_1 = DeviceRecord(identifier: "iMac4,1", family: .mac, major: 4, minor: 1, name: "iMac (17-inch, Early 2006)", variant: "", displays: .unknown, releaseYear: 2006, chip: "Intel Core Duo", firstOSVersion: OSVersionRecord(10, 4, 4, parts: 3), lastOSVersion: .release(10, 6))
        static let iMac4_2 = DeviceRecord(identifier: "iMac4,2", family: .mac, major: 4, minor: 2, name: "iMac (17-inch, Mid 2006)", variant: "", displays: .main(.imac_17), releaseYear: 2006, chip: "", firstOSVersion: OSVersionRecord(10, 4, 7, parts: 3), lastOSVersion: .release(10, 6))
        static let iMac5_1 = DeviceRecord(identifier: "iMac5,1", family: .mac, major: 5, minor: 1, name: "iMac (17-inch, Late 2006)", variant: "", displays: .unknown, releaseYear: 2006, chip: "Intel Core 2 Duo", firstOSVersion: OSVersionRecord(10, 4, 7, parts: 3), lastOSVersion: .release(10, 7))
        static let iMac5_2 = DeviceRecord(identifier: "iMac5,2", family: .mac, major: 5, minor: 2, name: "iMac (17-inch, Late 2006 CD)", variant: "", displays: .main(.imac_17), releaseYear: 2006, chip: "", firstOSVersion: OSVersionRecord(10, 4, 7, parts: 3), lastOSVersion: .release(10, 7))
        static let iMac6_1 = DeviceRecord(identifier: "iMac6,1", family: .mac, major: 6, minor: 1, name: "iMac (24-inch, Late 2006)", variant: "", displays: .main(.imac_24_2006), releaseYear: 2006, chip: "Intel Core 2 Duo", firstOSVersion: OSVersionRecord(10, 4, 7, parts: 3), lastOSVersion: .release(10, 7))
        static let iMac7_1 = DeviceRecord(identifier: "iMac7,1", family: .mac, major: 7, minor: 1, name: "iMac (20-inch, Mid 2007)", variant: "", displays: .unknown, releaseYear: 2007, chip: "", firstOSVersion: OSVersionRecord(10, 4, 10, parts: 3), lastOSVersion: .release(10, 11))
        static let iMac8_1 = DeviceRecord(identifier: "iMac8,1", family: .mac, major: 8, minor: 1, name: "iMac (20-inch, Early 2008)", variant: "", displays: .unknown, releaseYear: 2008, chip: "Intel Core 2 Duo", firstOSVersion: OSVersionRecord(10, 5, 2, parts: 3), lastOSVersion: .release(10, 11))
        static let iMac9_1 = DeviceRecord(identifier: "iMac9,1", family: .mac, major: 9, minor: 1, name: "iMac (20-inch, Early 2009)", variant: "", displays: .unknown, releaseYear: 2009, chip: "", firstOSVersion: OSVersionRecord(10, 5, 6, parts: 3), lastOSVersion: .release(10, 11))
        static let iMac10_1 = DeviceRecord(identifier: "iMac10,1", family: .mac, major: 10, minor: 1, name: "iMac (21.5-inch, Late 2009)", variant: "", displays: .unknown, releaseYear: 2009, chip: "", firstOSVersion: OSVersionRecord(10, 6, 1, parts: 3), lastOSVersion: .release(10, 13))
        static let iMac11_1 = DeviceRecord(identifier: "iMac11,1", family: .mac, major: 11, minor: 1, name: "iMac (27-inch, Late 2009)", variant: "", displays: .main(.imac_27), releaseYear: 2009, chip: "", firstOSVersion: OSVersionRecord(10, 6, 2, parts: 3), lastOSVersion: .release(10, 13))
        static let iMac11_2 = DeviceRecord(identifier: "iMac11,2", family: .mac, major: 11, minor: 2, name: "iMac (21.5-inch, Mid 2010)", variant: "", displays: .main(.imac_21_5), releaseYear: 2010, chip: "", firstOSVersion: OSVersionRecord(10, 6, 3, parts: 3), lastOSVersion: .release(10, 13))
        static let iMac11_3 = DeviceRecord(identifier: "iMac11,3", family: .mac, major: 11, minor: 3, name: "iMac (27-inch, Mid 2010)", variant: "", displays: .main(.imac_27), releaseYear: 2010, chip: "", firstOSVersion: OSVersionRecord(10, 6, 3, parts: 3), lastOSVersion: .release(10, 13))
        static let iMac12_1 = DeviceRecord(identifier: "iMac12,1", family: .mac, major: 12, minor: 1, name: "iMac (21.5-inch, Mid 2011)", variant: "", displays: .main(.imac_21_5), releaseYear: 2011, chip: "", firstOSVersion: OSVersionRecord(10, 6, 6, parts: 3), lastOSVersion: .release(10, 13))
        static let iMac12_2 = DeviceRecord(identifier: "iMac12,2", family: .mac, major: 12, minor: 2, name: "iMac (27-inch, Mid 2011)", variant: "", displays: .main(.imac_27), releaseYear: 2011, chip: "", firstOSVersion: OSVersionRecord(10, 6, 6, parts: 3), lastOSVersion: .release(10, 13))
        static let iMac13_1 = DeviceRecord(identifier: "iMac13,1", family: .mac, major: 13, minor: 1, name: "iMac (21.5-inch, Late 2012)", variant: "", displays: .main(.imac_21_5), releaseYear: 2012, chip: "", firstOSVersion: OSVersionRecord(10, 8, 2, parts: 3), lastOSVersion: .release(10, 15))
        static let iMac13_2 = DeviceRecord(identifier: "iMac13,2", family: .mac, major: 13, minor: 2, name: "iMac (27-inch, Late 2012)", variant: "", displays: .main(.imac_27), releaseYear: 2012, chip: "", firstOSVersion: OSVersionRecord(10, 8, 2, parts: 3), lastOSVersion: .release(10, 15))
        static let iMac13_3 = DeviceRecord(identifier: "iMac13,3", family: .mac, major: 13, minor: 3, name: "iMac (21.5-inch, Early 2013)", variant: "", displays: .main(.imac_21_5), releaseYear: 2013, chip: "", firstOSVersion: nil, lastOSVersion: .release(10, 15))
        static let iMac14_1 = DeviceRecord(identifier: "iMac14,1", family: .mac, major: 14, minor: 1, name: "iMac (21.5-inch, Late 2013)", variant: "Integrated graphics", displays: .main(.imac_21_5), releaseYear: 2013, chip: "", firstOSVersion: OSVersionRecord(10, 8, 4, parts: 3), lastOSVersion: .release(10, 15))
        static let iMac14_2 = DeviceRecord(identifier: "iMac14,2", family: .mac, major: 14, minor: 2, name: "iMac (27-inch, Late 2013)", variant: "", displays: .main(.imac_27), releaseYear: 2013, chip: "", firstOSVersion: OSVersionRecord(10, 8, 4, parts: 3), lastOSVersion: .release(10, 15))
        static let iMac14_3 = DeviceRecord(identifier: "iMac14,3", family: .mac, major: 14, minor: 3, name: "iMac (21.5-inch, Late 2013)", variant: "Dedicated graphics", displays: .main(.imac_21_5), releaseYear: 2013, chip: "", firstOSVersion: OSVersionRecord(10, 8, 4, parts: 3), lastOSVersion: .release(10, 15))
        static let iMac14_4 = DeviceRecord(identifier: "iMac14,4", family: .mac, major: 14, minor: 4, name: "iMac (21.5-inch, Mid 2014)", variant: "", displays: .main(.imac_21_5), releaseYear: 2014, chip: "", firstOSVersion: OSVersionRecord(10, 9, 3, parts: 3), lastOSVersion: .release(11, 0))
        static let iMac15_1 = DeviceRecord(identifier: "iMac15,1", family: .mac, major: 15, minor: 1, name: "iMac (Retina 5K, 27-inch, Late 2014)", variant: "", displays: .main(.imac_27_5k), releaseYear: 2014, chip: "", firstOSVersion: OSVersionRecord(10, 10, 0, parts: 2), lastOSVersion: .release(11, 0))
        static let iMac16_1 = DeviceRecord(identifier: "iMac16,1", family: .mac, major: 16, minor: 1, name: "iMac (21.5-inch, Late 2015)", variant: "", displays: .main(.imac_21_5), releaseYear: 2015, chip: "", firstOSVersion: OSVersionRecord(10, 11, 0, parts: 2), lastOSVersion: .release(12, 0))
        static let iMac16_2 = DeviceRecord(identifier: "iMac16,2", family: .mac, major: 16, minor: 2, name: "iMac (Retina 4K, 21.5-inch, Late 2015)", variant: "", displays: .main(.imac_21_5_4k), releaseYear: 2015, chip: "", firstOSVersion: OSVersionRecord(10, 11, 0, parts: 2), lastOSVersion: .release(12, 0))
        static let iMac17_1 = DeviceRecord(identifier: "iMac17,1", family: .mac, major: 17, minor: 1, name: "iMac (Retina 5K, 27-inch, Late 2015)", variant: "", displays: .main(.imac_27_5k_2015), releaseYear: 2015, chip: "", firstOSVersion: OSVersionRecord(10, 11, 0, parts: 2), lastOSVersion: .release(12, 0))
        static let iMac18_1 = DeviceRecord(identifier: "iMac18,1", family: .mac, major: 18, minor: 1, name: "iMac (21.5-inch, 2017)", variant: "", displays: .main(.imac_21_5), releaseYear: 2017, chip: "", firstOSVersion: OSVersionRecord(10, 12, 4, parts: 3), lastOSVersion: .release(13, 0))
        static let iMac18_2 = DeviceRecord(identifier: "iMac18,2", family: .mac, major: 18, minor: 2, name: "iMac (Retina 4K, 21.5-inch, 2017)", variant: "", displays: .main(.imac_21_5_4k), releaseYear: 2017, chip: "", firstOSVersion: OSVersionRecord(10, 12, 4, parts: 3), lastOSVersion: .release(13, 0))
        static let iMac18_3 = DeviceRecord(identifier: "iMac18,3", family: .mac, major: 18, minor: 3, name: "iMac (Retina 5K, 27-inch, 2017)", variant: "", displays: .main(.imac_27_5k_2015), releaseYear: 2017, chip: "", firstOSVersion: OSVersionRecord(10, 12, 4, parts: 3), lastOSVersion: .release(13, 0))
        static let iMac19_1 = DeviceRecord(identifier: "iMac19,1", family: .mac, major: 19, minor: 1, name: "iMac (Retina 5K, 27-inch, 2019)", variant: "", displays: .main(.imac_27_5k_2015), releaseYear: 2019, chip: "", firstOSVersion: OSVersionRecord(10, 14, 4, parts: 3), lastOSVersion: .release(15, 0))
        static let iMac19_2 = DeviceRecord(identifier: "iMac19,2", family: .mac, major: 19, minor: 2, name: "iMac (Retina 4K, 21.5-inch, 2019)", variant: "", displays: .main(.imac_21_5_4k), releaseYear: 2019, chip: "", firstOSVersion: OSVersionRecord(10, 14, 4, parts: 3), lastOSVersion: .release(15, 0))
        static let iMac20_1 = DeviceRecord(identifier: "iMac20,1", family: .mac, major: 20, minor: 1, name: "iMac (Retina 5K, 27-inch, 2020)", variant: "J185 board", displays: .main(.imac_27_5k_2015), releaseYear: 2020, chip: "", firstOSVersion: OSVersionRecord(10, 15, 6, parts: 3), lastOSVersion: .release(26, 0))
        static let iMac20_2 = DeviceRecord(identifier: "iMac20,2", family: .mac, major: 20, minor: 2, name: "iMac (Retina 5K, 27-inch, 2020)", variant: "J185f board", displays: .main(.imac_27_5k_2015), releaseYear: 2020, chip: "", firstOSVersion: OSVersionRecord(10, 15, 6, parts: 3), lastOSVersion: .release(26, 0))
        static let iMac21_1 = DeviceRecord(identifier: "iMac21,1", family: .mac, major: 21, minor: 1, name: "iMac (24-inch, M1, 2021)", variant: "Four ports", displays: .main(.imac_24), releaseYear: 2021, chip: "M1", firstOSVersion: OSVersionRecord(11, 3, 0, parts: 2), lastOSVersion: .current)
        static let iMac21_2 = DeviceRecord(identifier: "iMac21,2", family: .mac, major: 21, minor: 2, name: "iMac (24-inch, M1, 2021)", variant: "Two ports", displays: .main(.imac_24), releaseYear: 2021, chip: "M1", firstOSVersion: OSVersionRecord(11, 3, 0, parts: 2), lastOSVersion: .current)
        static let iMacPro1_1 = DeviceRecord(identifier: "iMacPro1,1", family: .mac, major: 1, minor: 1, name: "iMac Pro (2017)", variant: "", displays: .main(.imac_27_5k_2015), releaseYear: 2017, chip: "Intel Xeon", firstOSVersion: OSVersionRecord(10, 13, 2, parts: 3), lastOSVersion: .release(15, 0))
        static let Watch1_1 = DeviceRecord(identifier: "Watch1,1", family: .watch, major: 1, minor: 1, name: "Apple Watch (1st generation) (38mm)", variant: "", displays: .main(.watch_38mm), releaseYear: 2015, chip: "S1", firstOSVersion: OSVersionRecord(1, 0, 0, parts: 2), lastOSVersion: .release(4, 0))
        static let Watch1_2 = DeviceRecord(identifier: "Watch1,2", family: .watch, major: 1, minor: 2, name: "Apple Watch (1st generation) (42mm)", variant: "", displays: .main(.watch_42mm), releaseYear: 2015, chip: "S1", firstOSVersion: OSVersionRecord(1, 0, 0, parts: 2), lastOSVersion: .release(4, 0))
        static let Watch2_3 = DeviceRecord(identifier: "Watch2,3", family: .watch, major: 2, minor: 3, name: "Apple Watch Series 2 (38mm)", variant: "", displays: .main(.watch_38mm), releaseYear: 2016, chip: "S2", firstOSVersion: OSVersionRecord(3, 0, 0, parts: 2), lastOSVersion: .release(6, 0))
        static let Watch2_4 = DeviceRecord(identifier: "Watch2,4", family: .watch, major: 2, minor: 4, name: "Apple Watch Series 2 (42mm)", variant: "", displays: .main(.watch_42mm), releaseYear: 2016, chip: "S2", firstOSVersion: OSVersionRecord(3, 0, 0, parts: 2), lastOSVersion: .release(6, 0))
        static let Watch2_6 = DeviceRecord(identifier: "Watch2,6", family: .watch, major: 2, minor: 6, name: "Apple Watch Series 1 (38mm)", variant: "", displays: .main(.watch_38mm), releaseYear: 2016, chip: "S1P", firstOSVersion: OSVersionRecord(3, 0, 0, parts: 2), lastOSVersion: .release(6, 0))
        static let Watch2_7 = DeviceRecord(identifier: "Watch2,7", family: .watch, major: 2, minor: 7, name: "Apple Watch Series 1 (42mm)", variant: "", displays: .main(.watch_42mm), releaseYear: 2016, chip: "S1P", firstOSVersion: OSVersionRecord(3, 0, 0, parts: 2), lastOSVersion: .release(6, 0))
        static let Watch3_1 = DeviceRecord(identifier: "Watch3,1", family: .watch, major: 3, minor: 1, name: "Apple Watch Series 3 (38mm)", variant: "GPS + Cellular", displays: .main(.watch_38mm), releaseYear: 2017, chip: "S3", firstOSVersion: OSVersionRecord(4, 0, 0, parts: 2), lastOSVersion: .release(8, 0))
        static let Watch3_2 = DeviceRecord(identifier: "Watch3,2", family: .watch, major: 3, minor: 2, name: "Apple Watch Series 3 (42mm)", variant: "GPS + Cellular", displays: .main(.watch_42mm), releaseYear: 2017, chip: "S3", firstOSVersion: OSVersionRecord(4, 0, 0, parts: 2), lastOSVersion: .release(8, 0))
        static let Watch3_3 = DeviceRecord(identifier: "Watch3,3", family: .watch, major: 3, minor: 3, name: "Apple Watch Series 3 (38mm)", variant: "GPS", displays: .main(.watch_38mm), releaseYear: 2017, chip: "S3", firstOSVersion: OSVersionRecord(4, 0, 0, parts: 2), lastOSVersion: .release(8, 0))
        static let Watch3_4 = DeviceRecord(identifier: "Watch3,4", family: .watch, major: 3, minor: 4, name: "Apple Watch Series 3 (42mm)", variant: "GPS", displays: .main(.watch_42mm), releaseYear: 2017, chip: "S3", firstOSVersion: OSVersionRecord(4, 0, 0, parts: 2), lastOSVersion: .release(8, 0))
        static let Watch4_1 = DeviceRecord(identifier: "Watch4,1", family: .watch, major: 4, minor: 1, name: "Apple Watch Series 4 (40mm)", variant: "GPS", displays: .main(.watch_40mm), releaseYear: 2018, chip: "S4", firstOSVersion: OSVersionRecord(5, 0, 0, parts: 2), lastOSVersion: .release(10, 0))
        static let Watch4_2 = DeviceRecord(identifier: "Watch4,2", family: .watch, major: 4, minor: 2, name: "Apple Watch Series 4 (44mm)", variant: "GPS", displays: .main(.watch_44mm), releaseYear: 2018, chip: "S4", firstOSVersion: OSVersionRecord(5, 0, 0, parts: 2), lastOSVersion: .release(10, 0))
        static let Watch4_3 = DeviceRecord(identifier: "Watch4,3", family: .watch, major: 4, minor: 3, name: "Apple Watch Series 4 (40mm)", variant: "GPS + Cellular", displays: .main(.watch_40mm), releaseYear: 2018, chip: "S4", firstOSVersion: OSVersionRecord(5, 0, 0, parts: 2), lastOSVersion: .release(10, 0))
        static let Watch4_4 = DeviceRecord(identifier: "Watch4,4", family: .watch, major: 4, minor: 4, name: "Apple Watch Series 4 (44mm)", variant: "GPS + Cellular", displays: .main(.watch_44mm), releaseYear: 2018, chip: "S4", firstOSVersion: OSVersionRecord(5, 0, 0, parts: 2), lastOSVersion: .release(10, 0))
        static let Watch5_1 = DeviceRecord(identifier: "Watch5,1", family: .watch, major: 5, minor: 1, name: "Apple Watch Series 5 (40mm)", variant: "GPS", displays: .main(.watch_40mm), releaseYear: 2019, chip: "S5", firstOSVersion: OSVersionRecord(6, 0, 0, parts: 2), lastOSVersion: .release(10, 0))
        static let Watch5_2 = DeviceRecord(identifier: "Watch5,2", family: .watch, major: 5, minor: 2, name: "Apple Watch Series 5 (44mm)", variant: "GPS", displays: .main(.watch_44mm), releaseYear: 2019, chip: "S5", firstOSVersion: OSVersionRecord(6, 0, 0, parts: 2), lastOSVersion: .release(10, 0))
        static let Watch5_3 = DeviceRecord(identifier: "Watch5,3", family: .watch, major: 5, minor: 3, name: "Apple Watch Series 5 (40mm)", variant: "GPS + Cellular", displays: .main(.watch_40mm), releaseYear: 2019, chip: "S5", firstOSVersion: OSVersionRecord(6, 0, 0, parts: 2), lastOSVersion: .release(10, 0))
        static let Watch5_4 = DeviceRecord(identifier: "Watch5,4", family: .watch, major: 5, minor: 4, name: "Apple Watch Series 5 (44mm)", variant: "GPS + Cellular", displays: .main(.watch_44mm), releaseYear: 2019, chip: "S5", firstOSVersion: OSVersionRecord(6, 0, 0, parts: 2), lastOSVersion: .release(10, 0))
        static let Watch5_9 = DeviceRecord(identifier: "Watch5,9", family: .watch, major: 5, minor: 9, name: "Apple Watch SE (1st generation) (40mm)", variant: "GPS", displays: .main(.watch_40mm), releaseYear: 2020, chip: "S5", firstOSVersion: OSVersionRecord(7, 0, 0, parts: 2), lastOSVersion: .release(10, 0))
        static let Watch5_10 = DeviceRecord(identifier: "Watch5,10", family: .watch, major: 5, minor: 10, name: "Apple Watch SE (1st generation) (44mm)", variant: "GPS", displays: .main(.watch_44mm), releaseYear: 2020, chip: "S5", firstOSVersion: OSVersionRecord(7, 0, 0, parts: 2), lastOSVersion: .release(10, 0))
        static let Watch5_11 = DeviceRecord(identifier: "Watch5,11", family: .watch, major: 5, minor: 11, name: "Apple Watch SE (1st generation) (40mm)", variant: "GPS + Cellular", displays: .main(.watch_40mm), releaseYear: 2020, chip: "S5", firstOSVersion: OSVersionRecord(7, 0, 0, parts: 2), lastOSVersion: .release(10, 0))
        static let Watch5_12 = DeviceRecord(identifier: "Watch5,12", family: .watch, major: 5, minor: 12, name: "Apple Watch SE (1st generation) (44mm)", variant: "GPS + Cellular", displays: .main(.watch_44mm), releaseYear: 2020, chip: "S5", firstOSVersion: OSVersionRecord(7, 0, 0, parts: 2), lastOSVersion: .release(10, 0))
        static let Watch6_1 = DeviceRecord(identifier: "Watch6,1", family: .watch, major: 6, minor: 1, name: "Apple Watch Series 6 (40mm)", variant: "GPS", displays: .main(.watch_40mm), releaseYear: 2020, chip: "S6", firstOSVersion: OSVersionRecord(7, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let Watch6_2 = DeviceRecord(identifier: "Watch6,2", family: .watch, major: 6, minor: 2, name: "Apple Watch Series 6 (44mm)", variant: "GPS", displays: .main(.watch_44mm), releaseYear: 2020, chip: "S6", firstOSVersion: OSVersionRecord(7, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let Watch6_3 = DeviceRecord(identifier: "Watch6,3", family: .watch, major: 6, minor: 3, name: "Apple Watch Series 6 (40mm)", variant: "GPS + Cellular", displays: .main(.watch_40mm), releaseYear: 2020, chip: "S6", firstOSVersion: OSVersionRecord(7, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let Watch6_4 = DeviceRecord(identifier: "Watch6,4", family: .watch, major: 6, minor: 4, name: "Apple Watch Series 6 (44mm)", variant: "GPS + Cellular", displays: .main(.watch_44mm), releaseYear: 2020, chip: "S6", firstOSVersion: OSVersionRecord(7, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let Watch6_6 = DeviceRecord(identifier: "Watch6,6", family: .watch, major: 6, minor: 6, name: "Apple Watch Series 7 (41mm)", variant: "GPS", displays: .main(.watch_41mm), releaseYear: 2021, chip: "S7", firstOSVersion: OSVersionRecord(8, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let Watch6_7 = DeviceRecord(identifier: "Watch6,7", family: .watch, major: 6, minor: 7, name: "Apple Watch Series 7 (45mm)", variant: "GPS", displays: .main(.watch_45mm), releaseYear: 2021, chip: "S7", firstOSVersion: OSVersionRecord(8, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let Watch6_8 = DeviceRecord(identifier: "Watch6,8", family: .watch, major: 6, minor: 8, name: "Apple Watch Series 7 (41mm)", variant: "GPS + Cellular", displays: .main(.watch_41mm), releaseYear: 2021, chip: "S7", firstOSVersion: OSVersionRecord(8, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let Watch6_9 = DeviceRecord(identifier: "Watch6,9", family: .watch, major: 6, minor: 9, name: "Apple Watch Series 7 (45mm)", variant: "GPS + Cellular", displays: .main(.watch_45mm), releaseYear: 2021, chip: "S7", firstOSVersion: OSVersionRecord(8, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let Watch6_10 = DeviceRecord(identifier: "Watch6,10", family: .watch, major: 6, minor: 10, name: "Apple Watch SE (2nd generation) (40mm)", variant: "GPS", displays: .main(.watch_40mm), releaseYear: 2022, chip: "S8", firstOSVersion: OSVersionRecord(9, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let Watch6_11 = DeviceRecord(identifier: "Watch6,11", family: .watch, major: 6, minor: 11, name: "Apple Watch SE (2nd generation) (44mm)", variant: "GPS", displays: .main(.watch_44mm), releaseYear: 2022, chip: "S8", firstOSVersion: OSVersionRecord(9, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let Watch6_12 = DeviceRecord(identifier: "Watch6,12", family: .watch, major: 6, minor: 12, name: "Apple Watch SE (2nd generation) (40mm)", variant: "GPS + Cellular", displays: .main(.watch_40mm), releaseYear: 2022, chip: "S8", firstOSVersion: OSVersionRecord(9, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let Watch6_13 = DeviceRecord(identifier: "Watch6,13", family: .watch, major: 6, minor: 13, name: "Apple Watch SE (2nd generation) (44mm)", variant: "GPS + Cellular", displays: .main(.watch_44mm), releaseYear: 2022, chip: "S8", firstOSVersion: OSVersionRecord(9, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let Watch6_14 = DeviceRecord(identifier: "Watch6,14", family: .watch, major: 6, minor: 14, name: "Apple Watch Series 8 (41mm)", variant: "GPS", displays: .main(.watch_41mm), releaseYear: 2022, chip: "S8", firstOSVersion: OSVersionRecord(9, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let Watch6_15 = DeviceRecord(identifier: "Watch6,15", family: .watch, major: 6, minor: 15, name: "Apple Watch Series 8 (45mm)", variant: "GPS", displays: .main(.watch_45mm), releaseYear: 2022, chip: "S8", firstOSVersion: OSVersionRecord(9, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let Watch6_16 = DeviceRecord(identifier: "Watch6,16", family: .watch, major: 6, minor: 16, name: "Apple Watch Series 8 (41mm)", variant: "GPS + Cellular", displays: .main(.watch_41mm), releaseYear: 2022, chip: "S8", firstOSVersion: OSVersionRecord(9, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let Watch6_17 = DeviceRecord(identifier: "Watch6,17", family: .watch, major: 6, minor: 17, name: "Apple Watch Series 8 (45mm)", variant: "GPS + Cellular", displays: .main(.watch_45mm), releaseYear: 2022, chip: "S8", firstOSVersion: OSVersionRecord(9, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let Watch6_18 = DeviceRecord(identifier: "Watch6,18", family: .watch, major: 6, minor: 18, name: "Apple Watch Ultra", variant: "", displays: .main(.watch_49mm_ultra), releaseYear: 2022, chip: "S8", firstOSVersion: OSVersionRecord(9, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let Watch7_1 = DeviceRecord(identifier: "Watch7,1", family: .watch, major: 7, minor: 1, name: "Apple Watch Series 9 (41mm)", variant: "GPS", displays: .main(.watch_41mm), releaseYear: 2023, chip: "S9", firstOSVersion: OSVersionRecord(10, 0, 0, parts: 2), lastOSVersion: .current)
        static let Watch7_2 = DeviceRecord(identifier: "Watch7,2", family: .watch, major: 7, minor: 2, name: "Apple Watch Series 9 (45mm)", variant: "GPS", displays: .main(.watch_45mm), releaseYear: 2023, chip: "S9", firstOSVersion: OSVersionRecord(10, 0, 0, parts: 2), lastOSVersion: .current)
        static let Watch7_3 = DeviceRecord(identifier: "Watch7,3", family: .watch, major: 7, minor: 3, name: "Apple Watch Series 9 (41mm)", variant: "GPS + Cellular", displays: .main(.watch_41mm), releaseYear: 2023, chip: "S9", firstOSVersion: OSVersionRecord(10, 0, 0, parts: 2), lastOSVersion: .current)
        static let Watch7_4 = DeviceRecord(identifier: "Watch7,4", family: .watch, major: 7, minor: 4, name: "Apple Watch Series 9 (45mm)", variant: "GPS + Cellular", displays: .main(.watch_45mm), releaseYear: 2023, chip: "S9", firstOSVersion: OSVersionRecord(10, 0, 0, parts: 2), lastOSVersion: .current)
        static let Watch7_5 = DeviceRecord(identifier: "Watch7,5", family: .watch, major: 7, minor: 5, name: "Apple Watch Ultra 2", variant: "", displays: .main(.watch_49mm_ultra), releaseYear: 2023, chip: "S9", firstOSVersion: OSVersionRecord(10, 0, 0, parts: 2), lastOSVersion: .current)
        static let Watch7_8 = DeviceRecord(identifier: "Watch7,8", family: .watch, major: 7, minor: 8, name: "Apple Watch Series 10 (42mm)", variant: "GPS", displays: .main(.watch_42mm_s10), releaseYear: 2024, chip: "S10", firstOSVersion: OSVersionRecord(11, 0, 0, parts: 2), lastOSVersion: .current)
        static let Watch7_9 = DeviceRecord(identifier: "Watch7,9", family: .watch, major: 7, minor: 9, name: "Apple Watch Series 10 (46mm)", variant: "GPS", displays: .main(.watch_46mm_s10), releaseYear: 2024, chip: "S10", firstOSVersion: OSVersionRecord(11, 0, 0, parts: 2), lastOSVersion: .current)
        static let Watch7_10 = DeviceRecord(identifier: "Watch7,10", family: .watch, major: 7, minor: 10, name: "Apple Watch Series 10 (42mm)", variant: "GPS + Cellular", displays: .main(.watch_42mm_s10), releaseYear: 2024, chip: "S10", firstOSVersion: OSVersionRecord(11, 0, 0, parts: 2), lastOSVersion: .current)
        static let Watch7_11 = DeviceRecord(identifier: "Watch7,11", family: .watch, major: 7, minor: 11, name: "Apple Watch Series 10 (46mm)", variant: "GPS + Cellular", displays: .main(.watch_46mm_s10), releaseYear: 2024, chip: "S10", firstOSVersion: OSVersionRecord(11, 0, 0, parts: 2), lastOSVersion: .current)
        static let Watch7_12 = DeviceRecord(identifier: "Watch7,12", family: .watch, major: 7, minor: 12, name: "Apple Watch Ultra 3", variant: "", displays: .main(.watch_49mm_ultra3), releaseYear: 2025, chip: "S10", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 1), lastOSVersion: .current)
        static let Watch7_13 = DeviceRecord(identifier: "Watch7,13", family: .watch, major: 7, minor: 13, name: "Apple Watch SE 3 (40mm)", variant: "GPS", displays: .main(.watch_40mm), releaseYear: 2025, chip: "S10", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 1), lastOSVersion: .current)
        static let Watch7_14 = DeviceRecord(identifier: "Watch7,14", family: .watch, major: 7, minor: 14, name: "Apple Watch SE 3 (44mm)", variant: "GPS", displays: .main(.watch_44mm), releaseYear: 2025, chip: "S10", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 1), lastOSVersion: .current)
        static let Watch7_15 = DeviceRecord(identifier: "Watch7,15", family: .watch, major: 7, minor: 15, name: "Apple Watch SE 3 (40mm)", variant: "GPS + Cellular", displays: .main(.watch_40mm), releaseYear: 2025, chip: "S10", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 1), lastOSVersion: .current)
        static let Watch7_16 = DeviceRecord(identifier: "Watch7,16", family: .watch, major: 7, minor: 16, name: "Apple Watch SE 3 (44mm)", variant: "GPS + Cellular", displays: .main(.watch_44mm), releaseYear: 2025, chip: "S10", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 1), lastOSVersion: .current)
        static let Watch7_17 = DeviceRecord(identifier: "Watch7,17", family: .watch, major: 7, minor: 17, name: "Apple Watch Series 11 (42mm)", variant: "GPS", displays: .main(.watch_42mm_s10), releaseYear: 2025, chip: "S10", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 1), lastOSVersion: .current)
        static let Watch7_18 = DeviceRecord(identifier: "Watch7,18", family: .watch, major: 7, minor: 18, name: "Apple Watch Series 11 (46mm)", variant: "GPS", displays: .main(.watch_46mm_s10), releaseYear: 2025, chip: "S10", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 1), lastOSVersion: .current)
        static let Watch7_19 = DeviceRecord(identifier: "Watch7,19", family: .watch, major: 7, minor: 19, name: "Apple Watch Series 11 (42mm)", variant: "GPS + Cellular", displays: .main(.watch_42mm_s10), releaseYear: 2025, chip: "S10", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 1), lastOSVersion: .current)
        static let Watch7_20 = DeviceRecord(identifier: "Watch7,20", family: .watch, major: 7, minor: 20, name: "Apple Watch Series 11 (46mm)", variant: "GPS + Cellular", displays: .main(.watch_46mm_s10), releaseYear: 2025, chip: "S10", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 1), lastOSVersion: .current)
        static let Watch8_1 = DeviceRecord(identifier: "Watch8,1", family: .watch, major: 8, minor: 1, name: "Apple Watch Ultra 4", variant: "", displays: .main(.watch_49mm_ultra3), releaseYear: 2026, chip: "", firstOSVersion: nil, lastOSVersion: .unknown)
        static let Watch8_2 = DeviceRecord(identifier: "Watch8,2", family: .watch, major: 8, minor: 2, name: "Apple Watch Series 12 (42mm)", variant: "GPS", displays: .main(.watch_42mm_s10), releaseYear: 2026, chip: "", firstOSVersion: nil, lastOSVersion: .unknown)
        static let Watch8_3 = DeviceRecord(identifier: "Watch8,3", family: .watch, major: 8, minor: 3, name: "Apple Watch Series 12 (46mm)", variant: "GPS", displays: .main(.watch_46mm_s10), releaseYear: 2026, chip: "", firstOSVersion: nil, lastOSVersion: .unknown)
        static let Watch8_4 = DeviceRecord(identifier: "Watch8,4", family: .watch, major: 8, minor: 4, name: "Apple Watch Series 12 (42mm)", variant: "GPS + Cellular", displays: .main(.watch_42mm_s10), releaseYear: 2026, chip: "", firstOSVersion: nil, lastOSVersion: .unknown)
        static let Watch8_5 = DeviceRecord(identifier: "Watch8,5", family: .watch, major: 8, minor: 5, name: "Apple Watch Series 12 (46mm)", variant: "GPS + Cellular", displays: .main(.watch_46mm_s10), releaseYear: 2026, chip: "", firstOSVersion: nil, lastOSVersion: .unknown)
        static let AppleTV1_1 = DeviceRecord(identifier: "AppleTV1,1", family: .appleTV, major: 1, minor: 1, name: "Apple TV (1st generation)", variant: "", displays: .noDisplay, releaseYear: 2007, chip: "Intel Pentium M", firstOSVersion: OSVersionRecord(1, 0, 0, parts: 2), lastOSVersion: .release(3, 0))
        static let AppleTV2_1 = DeviceRecord(identifier: "AppleTV2,1", family: .appleTV, major: 2, minor: 1, name: "Apple TV (2nd generation)", variant: "", displays: .noDisplay, releaseYear: 2010, chip: "A4", firstOSVersion: OSVersionRecord(4, 0, 0, parts: 2), lastOSVersion: .release(6, 0))
        static let AppleTV3_1 = DeviceRecord(identifier: "AppleTV3,1", family: .appleTV, major: 3, minor: 1, name: "Apple TV (3rd generation)", variant: "", displays: .noDisplay, releaseYear: 2012, chip: "A5", firstOSVersion: OSVersionRecord(5, 0, 0, parts: 2), lastOSVersion: .release(7, 0))
        static let AppleTV3_2 = DeviceRecord(identifier: "AppleTV3,2", family: .appleTV, major: 3, minor: 2, name: "Apple TV (3rd generation)", variant: "Rev A", displays: .noDisplay, releaseYear: 2013, chip: "A5", firstOSVersion: OSVersionRecord(5, 2, 0, parts: 2), lastOSVersion: .release(7, 0))
        static let AppleTV5_3 = DeviceRecord(identifier: "AppleTV5,3", family: .appleTV, major: 5, minor: 3, name: "Apple TV HD", variant: "", displays: .noDisplay, releaseYear: 2015, chip: "A8", firstOSVersion: OSVersionRecord(9, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let AppleTV6_2 = DeviceRecord(identifier: "AppleTV6,2", family: .appleTV, major: 6, minor: 2, name: "Apple TV 4K (1st generation)", variant: "", displays: .noDisplay, releaseYear: 2017, chip: "A10X Fusion", firstOSVersion: OSVersionRecord(11, 0, 0, parts: 2), lastOSVersion: .release(26, 0))
        static let AppleTV11_1 = DeviceRecord(identifier: "AppleTV11,1", family: .appleTV, major: 11, minor: 1, name: "Apple TV 4K (2nd generation)", variant: "", displays: .noDisplay, releaseYear: 2021, chip: "A12 Bionic", firstOSVersion: OSVersionRecord(14, 5, 0, parts: 2), lastOSVersion: .current)
        static let AppleTV14_1 = DeviceRecord(identifier: "AppleTV14,1", family: .appleTV, major: 14, minor: 1, name: "Apple TV 4K (3rd generation)", variant: "", displays: .noDisplay, releaseYear: 2022, chip: "A15 Bionic", firstOSVersion: OSVersionRecord(16, 0, 0, parts: 2), lastOSVersion: .current)
        static let RealityDevice14_1 = DeviceRecord(identifier: "RealityDevice14,1", family: .vision, major: 14, minor: 1, name: "Apple Vision Pro", variant: "", displays: .unknown, releaseYear: 2024, chip: "M2", firstOSVersion: OSVersionRecord(1, 0, 0, parts: 2), lastOSVersion: .current)
        static let RealityDevice17_1 = DeviceRecord(identifier: "RealityDevice17,1", family: .vision, major: 17, minor: 1, name: "Apple Vision Pro (M5)", variant: "", displays: .unknown, releaseYear: 2025, chip: "M5", firstOSVersion: OSVersionRecord(26, 0, 0, parts: 2), lastOSVersion: .current)
        static let AudioAccessory1_1 = DeviceRecord(identifier: "AudioAccessory1,1", family: .homePod, major: 1, minor: 1, name: "HomePod (1st generation)", variant: "B238aAP board", displays: .noDisplay, releaseYear: 2018, chip: "A8", firstOSVersion: OSVersionRecord(11, 0, 2, parts: 3), lastOSVersion: .current)
        static let AudioAccessory1_2 = DeviceRecord(identifier: "AudioAccessory1,2", family: .homePod, major: 1, minor: 2, name: "HomePod (1st generation)", variant: "B238AP board", displays: .noDisplay, releaseYear: 2018, chip: "A8", firstOSVersion: OSVersionRecord(11, 2, 5, parts: 3), lastOSVersion: .unknown)
        static let AudioAccessory5_1 = DeviceRecord(identifier: "AudioAccessory5,1", family: .homePod, major: 5, minor: 1, name: "HomePod mini", variant: "", displays: .noDisplay, releaseYear: 2020, chip: "S5", firstOSVersion: OSVersionRecord(14, 1, 0, parts: 2), lastOSVersion: .current)
        static let AudioAccessory6_1 = DeviceRecord(identifier: "AudioAccessory6,1", family: .homePod, major: 6, minor: 1, name: "HomePod (2nd generation)", variant: "", displays: .noDisplay, releaseYear: 2023, chip: "S7", firstOSVersion: OSVersionRecord(16, 0, 0, parts: 2), lastOSVersion: .unknown)
    }

    /// Each family's first row, in `Family` order (`nil` for a family without devices); a family's rows
    /// run to the next family's first row.
    static let familyFirstRows: [Row?] = [
        .iPhone1_1,  // iPhone
        .iPad1_1,  // iPad
        .iPod1_1,  // iPod
        .Mac13_1,  // Mac
        .Watch1_1,  // Watch
        .AppleTV1_1,  // AppleTV
        .RealityDevice14_1,  // Vision
        .AudioAccessory1_1,  // HomePod
    ]

    // The identifier index. `row(identifier:count:)` recognises the prefix from the first two bytes and a few
    // word compares (`prefix(identifier:count:)`), reads the two numbers, and reads `slots` at the prefix's
    // start + (major − first major) × stride + minor − 1: the row, or nil for an identifier not in the table.

    /// Each prefix's majors, a line each, `stride` minors a line.
    static let slots: [Row?] = [
        // iPhone, majors 1…19
        .iPhone1_1, .iPhone1_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 1
        .iPhone2_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 2
        .iPhone3_1, .iPhone3_2, .iPhone3_3, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 3
        .iPhone4_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 4
        .iPhone5_1, .iPhone5_2, .iPhone5_3, .iPhone5_4, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 5
        .iPhone6_1, .iPhone6_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 6
        .iPhone7_1, .iPhone7_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 7
        .iPhone8_1, .iPhone8_2, nil, .iPhone8_4, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 8
        .iPhone9_1, .iPhone9_2, .iPhone9_3, .iPhone9_4, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 9
        .iPhone10_1, .iPhone10_2, .iPhone10_3, .iPhone10_4, .iPhone10_5, .iPhone10_6, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 10
        nil, .iPhone11_2, nil, .iPhone11_4, nil, .iPhone11_6, nil, .iPhone11_8, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 11
        .iPhone12_1, nil, .iPhone12_3, nil, .iPhone12_5, nil, nil, .iPhone12_8, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 12
        .iPhone13_1, .iPhone13_2, .iPhone13_3, .iPhone13_4, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 13
        nil, .iPhone14_2, .iPhone14_3, .iPhone14_4, .iPhone14_5, .iPhone14_6, .iPhone14_7, .iPhone14_8, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 14
        nil, .iPhone15_2, .iPhone15_3, .iPhone15_4, .iPhone15_5, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 15
        .iPhone16_1, .iPhone16_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 16
        .iPhone17_1, .iPhone17_2, .iPhone17_3, .iPhone17_4, .iPhone17_5, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 17
        .iPhone18_1, .iPhone18_2, .iPhone18_3, .iPhone18_4, .iPhone18_5, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 18
        nil, .iPhone19_2, .iPhone19_3, .iPhone19_4, nil, nil, .iPhone19_7, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 19
        // iPad, majors 1…17
        .iPad1_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 1
        .iPad2_1, .iPad2_2, .iPad2_3, .iPad2_4, .iPad2_5, .iPad2_6, .iPad2_7, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 2
        .iPad3_1, .iPad3_2, .iPad3_3, .iPad3_4, .iPad3_5, .iPad3_6, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 3
        .iPad4_1, .iPad4_2, .iPad4_3, .iPad4_4, .iPad4_5, .iPad4_6, .iPad4_7, .iPad4_8, .iPad4_9, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 4
        .iPad5_1, .iPad5_2, .iPad5_3, .iPad5_4, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 5
        nil, nil, .iPad6_3, .iPad6_4, nil, nil, .iPad6_7, .iPad6_8, nil, nil, .iPad6_11, .iPad6_12, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 6
        .iPad7_1, .iPad7_2, .iPad7_3, .iPad7_4, .iPad7_5, .iPad7_6, nil, nil, nil, nil, .iPad7_11, .iPad7_12, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 7
        .iPad8_1, .iPad8_2, .iPad8_3, .iPad8_4, .iPad8_5, .iPad8_6, .iPad8_7, .iPad8_8, .iPad8_9, .iPad8_10, .iPad8_11, .iPad8_12, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 8
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 9
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 10
        .iPad11_1, .iPad11_2, .iPad11_3, .iPad11_4, nil, .iPad11_6, .iPad11_7, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 11
        .iPad12_1, .iPad12_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 12
        .iPad13_1, .iPad13_2, nil, .iPad13_4, .iPad13_5, .iPad13_6, .iPad13_7, .iPad13_8, .iPad13_9, .iPad13_10, .iPad13_11, nil, nil, nil, nil, .iPad13_16, .iPad13_17, .iPad13_18, .iPad13_19, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 13
        .iPad14_1, .iPad14_2, .iPad14_3, .iPad14_4, .iPad14_5, .iPad14_6, nil, .iPad14_8, .iPad14_9, .iPad14_10, .iPad14_11, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 14
        nil, nil, .iPad15_3, .iPad15_4, .iPad15_5, .iPad15_6, .iPad15_7, .iPad15_8, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 15
        .iPad16_1, .iPad16_2, .iPad16_3, .iPad16_4, .iPad16_5, .iPad16_6, nil, .iPad16_8, .iPad16_9, .iPad16_10, .iPad16_11, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 16
        .iPad17_1, .iPad17_2, .iPad17_3, .iPad17_4, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 17
        // iPod, majors 1…9
        .iPod1_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 1
        .iPod2_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 2
        .iPod3_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 3
        .iPod4_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 4
        .iPod5_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 5
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 6
        .iPod7_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 7
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 8
        .iPod9_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 9
        // Mac, majors 13…18
        .Mac13_1, .Mac13_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 13
        nil, .Mac14_2, .Mac14_3, nil, .Mac14_5, .Mac14_6, .Mac14_7, .Mac14_8, .Mac14_9, .Mac14_10, nil, .Mac14_12, .Mac14_13, .Mac14_14, .Mac14_15, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 14
        nil, nil, .Mac15_3, .Mac15_4, .Mac15_5, .Mac15_6, .Mac15_7, .Mac15_8, .Mac15_9, .Mac15_10, .Mac15_11, .Mac15_12, .Mac15_13, .Mac15_14, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 15
        .Mac16_1, .Mac16_2, .Mac16_3, nil, .Mac16_5, .Mac16_6, .Mac16_7, .Mac16_8, .Mac16_9, .Mac16_10, .Mac16_11, .Mac16_12, .Mac16_13, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 16
        nil, .Mac17_2, .Mac17_3, .Mac17_4, .Mac17_5, .Mac17_6, .Mac17_7, .Mac17_8, .Mac17_9, nil, nil, nil, nil, .Mac17_14, .Mac17_15, .Mac17_16, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 17
        nil, nil, nil, nil, .Mac18_5, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 18
        // MacBook, majors 1…10
        .MacBook1_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 1
        .MacBook2_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 2
        .MacBook3_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 3
        .MacBook4_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 4
        .MacBook5_1, .MacBook5_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 5
        .MacBook6_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 6
        .MacBook7_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 7
        .MacBook8_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 8
        .MacBook9_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 9
        .MacBook10_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 10
        // MacBookAir, majors 1…10
        .MacBookAir1_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 1
        .MacBookAir2_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 2
        .MacBookAir3_1, .MacBookAir3_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 3
        .MacBookAir4_1, .MacBookAir4_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 4
        .MacBookAir5_1, .MacBookAir5_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 5
        .MacBookAir6_1, .MacBookAir6_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 6
        .MacBookAir7_1, .MacBookAir7_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 7
        .MacBookAir8_1, .MacBookAir8_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 8
        .MacBookAir9_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 9
        .MacBookAir10_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 10
        // MacBookPro, majors 1…18
        .MacBookPro1_1, .MacBookPro1_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 1
        .MacBookPro2_1, .MacBookPro2_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 2
        .MacBookPro3_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 3
        .MacBookPro4_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 4
        .MacBookPro5_1, .MacBookPro5_2, .MacBookPro5_3, .MacBookPro5_4, .MacBookPro5_5, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 5
        .MacBookPro6_1, .MacBookPro6_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 6
        .MacBookPro7_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 7
        .MacBookPro8_1, .MacBookPro8_2, .MacBookPro8_3, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 8
        .MacBookPro9_1, .MacBookPro9_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 9
        .MacBookPro10_1, .MacBookPro10_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 10
        .MacBookPro11_1, .MacBookPro11_2, .MacBookPro11_3, .MacBookPro11_4, .MacBookPro11_5, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 11
        .MacBookPro12_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 12
        .MacBookPro13_1, .MacBookPro13_2, .MacBookPro13_3, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 13
        .MacBookPro14_1, .MacBookPro14_2, .MacBookPro14_3, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 14
        .MacBookPro15_1, .MacBookPro15_2, .MacBookPro15_3, .MacBookPro15_4, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 15
        .MacBookPro16_1, .MacBookPro16_2, .MacBookPro16_3, .MacBookPro16_4, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 16
        .MacBookPro17_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 17
        .MacBookPro18_1, .MacBookPro18_2, .MacBookPro18_3, .MacBookPro18_4, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 18
        // MacPro, majors 1…7
        .MacPro1_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 1
        .MacPro2_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 2
        .MacPro3_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 3
        .MacPro4_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 4
        .MacPro5_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 5
        .MacPro6_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 6
        .MacPro7_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 7
        // Macmini, majors 1…9
        .Macmini1_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 1
        .Macmini2_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 2
        .Macmini3_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 3
        .Macmini4_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 4
        .Macmini5_1, .Macmini5_2, .Macmini5_3, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 5
        .Macmini6_1, .Macmini6_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 6
        .Macmini7_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 7
        .Macmini8_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 8
        .Macmini9_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 9
        // Xserve, majors 1…3
        .Xserve1_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 1
        .Xserve2_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 2
        .Xserve3_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 3
        // iMac, majors 4…21
        .iMac4_1, .iMac4_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 4
        .iMac5_1, .iMac5_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 5
        .iMac6_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 6
        .iMac7_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 7
        .iMac8_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 8
        .iMac9_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 9
        .iMac10_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 10
        .iMac11_1, .iMac11_2, .iMac11_3, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 11
        .iMac12_1, .iMac12_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 12
        .iMac13_1, .iMac13_2, .iMac13_3, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 13
        .iMac14_1, .iMac14_2, .iMac14_3, .iMac14_4, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 14
        .iMac15_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 15
        .iMac16_1, .iMac16_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 16
        .iMac17_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 17
        .iMac18_1, .iMac18_2, .iMac18_3, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 18
        .iMac19_1, .iMac19_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 19
        .iMac20_1, .iMac20_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 20
        .iMac21_1, .iMac21_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 21
        // iMacPro, majors 1…1
        .iMacPro1_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 1
        // Watch, majors 1…8
        .Watch1_1, .Watch1_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 1
        nil, nil, .Watch2_3, .Watch2_4, nil, .Watch2_6, .Watch2_7, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 2
        .Watch3_1, .Watch3_2, .Watch3_3, .Watch3_4, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 3
        .Watch4_1, .Watch4_2, .Watch4_3, .Watch4_4, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 4
        .Watch5_1, .Watch5_2, .Watch5_3, .Watch5_4, nil, nil, nil, nil, .Watch5_9, .Watch5_10, .Watch5_11, .Watch5_12, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 5
        .Watch6_1, .Watch6_2, .Watch6_3, .Watch6_4, nil, .Watch6_6, .Watch6_7, .Watch6_8, .Watch6_9, .Watch6_10, .Watch6_11, .Watch6_12, .Watch6_13, .Watch6_14, .Watch6_15, .Watch6_16, .Watch6_17, .Watch6_18, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 6
        .Watch7_1, .Watch7_2, .Watch7_3, .Watch7_4, .Watch7_5, nil, nil, .Watch7_8, .Watch7_9, .Watch7_10, .Watch7_11, .Watch7_12, .Watch7_13, .Watch7_14, .Watch7_15, .Watch7_16, .Watch7_17, .Watch7_18, .Watch7_19, .Watch7_20, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 7
        .Watch8_1, .Watch8_2, .Watch8_3, .Watch8_4, .Watch8_5, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 8
        // AppleTV, majors 1…14
        .AppleTV1_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 1
        .AppleTV2_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 2
        .AppleTV3_1, .AppleTV3_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 3
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 4
        nil, nil, .AppleTV5_3, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 5
        nil, .AppleTV6_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 6
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 7
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 8
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 9
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 10
        .AppleTV11_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 11
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 12
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 13
        .AppleTV14_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 14
        // RealityDevice, majors 14…17
        .RealityDevice14_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 14
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 15
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 16
        .RealityDevice17_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 17
        // AudioAccessory, majors 1…6
        .AudioAccessory1_1, .AudioAccessory1_2, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 1
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 2
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 3
        nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 4
        .AudioAccessory5_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 5
        .AudioAccessory6_1, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,  // 6
    ]

    /// Where each prefix's slots start in `slots`.
    enum SlotStart {
        static let iPhone = 0
        static let iPad = iPhone + 19 * 32
        static let iPod = iPad + 17 * 32
        static let mac = iPod + 9 * 32
        static let macBook = mac + 6 * 32
        static let macBookAir = macBook + 10 * 32
        static let macBookPro = macBookAir + 10 * 32
        static let macPro = macBookPro + 18 * 32
        static let macmini = macPro + 7 * 32
        static let xserve = macmini + 9 * 32
        static let iMac = xserve + 3 * 32
        static let iMacPro = iMac + 18 * 32
        static let watch = iMacPro + 1 * 32
        static let appleTV = watch + 8 * 32
        static let realityDevice = appleTV + 14 * 32
        static let audioAccessory = realityDevice + 4 * 32
    }

    /// The prefix `p[0..<n]` starts with (letters followed by a digit): where its slots start, its first major,
    /// how many majors it has, its stride and the prefix's length; `nil` when no prefix with rows matches.
    @inline(__always)
    static func prefix(identifier p: UnsafePointer<UInt8>, count n: Int) -> SlotLayout? {
        guard n > 1 else { return nil }
        let raw = UnsafeRawPointer(p)
        switch UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self)) {
        case 0x4d69:  // iM
            if n > 7, raw.loadUnaligned(fromByteOffset: 2, as: UInt32.self) == UInt32(littleEndian: 0x72506361), p[6] == 111, p[7] &- 48 < 10 { return SlotLayout(start: SlotStart.iMacPro, firstMajor: 1, majors: 1, stride: 32, prefixLength: 7) }  // iMacPro
            if n > 4, raw.loadUnaligned(fromByteOffset: 2, as: UInt16.self) == UInt16(littleEndian: 0x6361), p[4] &- 48 < 10 { return SlotLayout(start: SlotStart.iMac, firstMajor: 4, majors: 18, stride: 32, prefixLength: 4) }  // iMac
        case 0x5069:  // iP
            if n > 6, raw.loadUnaligned(fromByteOffset: 2, as: UInt32.self) == UInt32(littleEndian: 0x656e6f68), p[6] &- 48 < 10 { return SlotLayout(start: SlotStart.iPhone, firstMajor: 1, majors: 19, stride: 32, prefixLength: 6) }  // iPhone
            if n > 4, raw.loadUnaligned(fromByteOffset: 2, as: UInt16.self) == UInt16(littleEndian: 0x646f), p[4] &- 48 < 10 { return SlotLayout(start: SlotStart.iPod, firstMajor: 1, majors: 9, stride: 32, prefixLength: 4) }  // iPod
            if n > 4, raw.loadUnaligned(fromByteOffset: 2, as: UInt16.self) == UInt16(littleEndian: 0x6461), p[4] &- 48 < 10 { return SlotLayout(start: SlotStart.iPad, firstMajor: 1, majors: 17, stride: 32, prefixLength: 4) }  // iPad
        case 0x614d:  // Ma
            if n > 10, raw.loadUnaligned(fromByteOffset: 2, as: UInt64.self) == UInt64(littleEndian: 0x6f72506b6f6f4263), p[10] &- 48 < 10 { return SlotLayout(start: SlotStart.macBookPro, firstMajor: 1, majors: 18, stride: 32, prefixLength: 10) }  // MacBookPro
            if n > 10, raw.loadUnaligned(fromByteOffset: 2, as: UInt64.self) == UInt64(littleEndian: 0x7269416b6f6f4263), p[10] &- 48 < 10 { return SlotLayout(start: SlotStart.macBookAir, firstMajor: 1, majors: 10, stride: 32, prefixLength: 10) }  // MacBookAir
            if n > 7, raw.loadUnaligned(fromByteOffset: 2, as: UInt32.self) == UInt32(littleEndian: 0x6e696d63), p[6] == 105, p[7] &- 48 < 10 { return SlotLayout(start: SlotStart.macmini, firstMajor: 1, majors: 9, stride: 32, prefixLength: 7) }  // Macmini
            if n > 7, raw.loadUnaligned(fromByteOffset: 2, as: UInt32.self) == UInt32(littleEndian: 0x6f6f4263), p[6] == 107, p[7] &- 48 < 10 { return SlotLayout(start: SlotStart.macBook, firstMajor: 1, majors: 10, stride: 32, prefixLength: 7) }  // MacBook
            if n > 6, raw.loadUnaligned(fromByteOffset: 2, as: UInt32.self) == UInt32(littleEndian: 0x6f725063), p[6] &- 48 < 10 { return SlotLayout(start: SlotStart.macPro, firstMajor: 1, majors: 7, stride: 32, prefixLength: 6) }  // MacPro
            if n > 3, p[2] == 99, p[3] &- 48 < 10 { return SlotLayout(start: SlotStart.mac, firstMajor: 13, majors: 6, stride: 32, prefixLength: 3) }  // Mac
        case 0x6157:  // Wa
            if n > 5, raw.loadUnaligned(fromByteOffset: 2, as: UInt16.self) == UInt16(littleEndian: 0x6374), p[4] == 104, p[5] &- 48 < 10 { return SlotLayout(start: SlotStart.watch, firstMajor: 1, majors: 8, stride: 32, prefixLength: 5) }  // Watch
        case 0x6552:  // Re
            if n > 13, raw.loadUnaligned(fromByteOffset: 2, as: UInt64.self) == UInt64(littleEndian: 0x7665447974696c61), raw.loadUnaligned(fromByteOffset: 10, as: UInt16.self) == UInt16(littleEndian: 0x6369), p[12] == 101, p[13] &- 48 < 10 { return SlotLayout(start: SlotStart.realityDevice, firstMajor: 14, majors: 4, stride: 32, prefixLength: 13) }  // RealityDevice
        case 0x7041:  // Ap
            if n > 7, raw.loadUnaligned(fromByteOffset: 2, as: UInt32.self) == UInt32(littleEndian: 0x54656c70), p[6] == 86, p[7] &- 48 < 10 { return SlotLayout(start: SlotStart.appleTV, firstMajor: 1, majors: 14, stride: 32, prefixLength: 7) }  // AppleTV
        case 0x7358:  // Xs
            if n > 6, raw.loadUnaligned(fromByteOffset: 2, as: UInt32.self) == UInt32(littleEndian: 0x65767265), p[6] &- 48 < 10 { return SlotLayout(start: SlotStart.xserve, firstMajor: 1, majors: 3, stride: 32, prefixLength: 6) }  // Xserve
        case 0x7541:  // Au
            if n > 14, raw.loadUnaligned(fromByteOffset: 2, as: UInt64.self) == UInt64(littleEndian: 0x73656363416f6964), raw.loadUnaligned(fromByteOffset: 10, as: UInt32.self) == UInt32(littleEndian: 0x79726f73), p[14] &- 48 < 10 { return SlotLayout(start: SlotStart.audioAccessory, firstMajor: 1, majors: 6, stride: 32, prefixLength: 14) }  // AudioAccessory
        default: break
        }
        return nil
    }

    /// The family that an identifier prefix (`p[0..<n]`) names, or `nil`.
    @inline(__always)
    static func family(prefix p: UnsafePointer<UInt8>, count n: Int) -> Family? {
        switch n {
        case 3:
            if p[0] == 77, p[1] == 97, p[2] == 99 { return .mac }  // Mac
        case 4:
            if p[0] == 105, p[1] == 77, p[2] == 97, p[3] == 99 { return .mac }  // iMac
            if p[0] == 105, p[1] == 80, p[2] == 97, p[3] == 100 { return .iPad }  // iPad
            if p[0] == 105, p[1] == 80, p[2] == 111, p[3] == 100 { return .iPod }  // iPod
        case 5:
            if p[0] == 87, p[1] == 97, p[2] == 116, p[3] == 99, p[4] == 104 { return .watch }  // Watch
        case 6:
            if p[0] == 77, p[1] == 97, p[2] == 99, p[3] == 80, p[4] == 114, p[5] == 111 { return .mac }  // MacPro
            if p[0] == 88, p[1] == 115, p[2] == 101, p[3] == 114, p[4] == 118, p[5] == 101 { return .mac }  // Xserve
            if p[0] == 105, p[1] == 80, p[2] == 104, p[3] == 111, p[4] == 110, p[5] == 101 { return .iPhone }  // iPhone
        case 7:
            if p[0] == 65, p[1] == 112, p[2] == 112, p[3] == 108, p[4] == 101, p[5] == 84, p[6] == 86 { return .appleTV }  // AppleTV
            if p[0] == 77, p[1] == 97, p[2] == 99, p[3] == 66, p[4] == 111, p[5] == 111, p[6] == 107 { return .mac }  // MacBook
            if p[0] == 77, p[1] == 97, p[2] == 99, p[3] == 109, p[4] == 105, p[5] == 110, p[6] == 105 { return .mac }  // Macmini
            if p[0] == 105, p[1] == 77, p[2] == 97, p[3] == 99, p[4] == 80, p[5] == 114, p[6] == 111 { return .mac }  // iMacPro
        case 10:
            if p[0] == 77, p[1] == 97, p[2] == 99, p[3] == 66, p[4] == 111, p[5] == 111, p[6] == 107, p[7] == 65, p[8] == 105, p[9] == 114 { return .mac }  // MacBookAir
            if p[0] == 77, p[1] == 97, p[2] == 99, p[3] == 66, p[4] == 111, p[5] == 111, p[6] == 107, p[7] == 80, p[8] == 114, p[9] == 111 { return .mac }  // MacBookPro
            if p[0] == 86, p[1] == 105, p[2] == 114, p[3] == 116, p[4] == 117, p[5] == 97, p[6] == 108, p[7] == 77, p[8] == 97, p[9] == 99 { return .mac }  // VirtualMac
        case 13:
            if p[0] == 82, p[1] == 101, p[2] == 97, p[3] == 108, p[4] == 105, p[5] == 116, p[6] == 121, p[7] == 68, p[8] == 101, p[9] == 118, p[10] == 105, p[11] == 99, p[12] == 101 { return .vision }  // RealityDevice
        case 14:
            if p[0] == 65, p[1] == 117, p[2] == 100, p[3] == 105, p[4] == 111, p[5] == 65, p[6] == 99, p[7] == 99, p[8] == 101, p[9] == 115, p[10] == 115, p[11] == 111, p[12] == 114, p[13] == 121 { return .homePod }  // AudioAccessory
        default: break
        }
        return nil
    }
}
