import DevInfoFormats
import DevInfoKit
import Testing

@testable import devinfo

/// Command-line parsing, in process: what each good command line means and the message each bad one gets.
@Suite struct OptionsTests {
    static func parse(_ arguments: [String]) throws(Options.UsageError) -> Options { try Options.parse(arguments) }

    /// The message a bad command line gets, or `nil` when it parses.
    static func message(_ arguments: [String]) -> String? {
        do {
            _ = try Options.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func identifiersAloneAreAReport() throws {
        let options = try Self.parse(["iPhone11,8", "MacBookPro18,3"])
        #expect(options.mode == .report)
        #expect(options.identifiers == ["iPhone11,8", "MacBookPro18,3"])
        #expect(options.format == .text)
        #expect(options.osVersion == nil)
        #expect(try Self.parse([]).mode == .report, "no identifier: this machine")
    }

    @Test(arguments: [["--os", "13", "iPhone11,8"], ["iPhone11,8", "--os=13"], ["--os", "13", "--json", "iPhone11,8"]])
    func osTakesAMajorVersion(arguments: [String]) throws {
        let options = try Self.parse(arguments)
        #expect(options.osVersion == 13)
        #expect(options.identifiers == ["iPhone11,8"])
        #expect(options.mode == .report)
    }

    @Test func formats() throws {
        #expect(try Self.parse(["--json", "iPhone11,8"]).format == .json)
        let csv = try Self.parse(["--list", "--csv"])
        #expect(csv.mode == .list)
        #expect(csv.format == .csv)
        #expect(try Self.parse(["--list", "--json-lines"]).format == .jsonLines)
        #expect(try Self.parse(["--list", "--json-lines", "--os", "26"]).osVersion == 26)
        let bulk = try Self.parse(["--bulk", "--csv"])
        #expect(bulk.mode == .bulk)
        #expect(bulk.format == .csv)
        #expect(try Self.parse(["--bulk", "--json", "--os", "17"]).osVersion == 17)
        #expect(try Self.parse(["--json", "--json", "iPhone11,8"]).format == .json, "repeating a format is harmless")
    }

    @Test(arguments: [
        ("mac", DeviceFamily.mac), ("Mac", .mac), ("MAC", .mac), ("watch", .watch), ("Apple Watch", .watch),
        ("applewatch", .watch), ("AppleTV", .appleTV), ("apple tv", .appleTV), ("ipod touch", .iPod), ("iPad", .iPad),
        ("HomePod", .homePod), ("vision", .vision), ("Apple Vision", .vision)
    ])
    func familyNamesAreForgiving(name: String, family: DeviceFamily) throws {
        let options = try Self.parse(["--list", "--family", name])
        #expect(options.mode == .list)
        #expect(options.family == family)
        #expect(try Self.parse(["--list", "--family=\(name)"]).family == family)
    }

    @Test func screensAndPanels() throws {
        #expect(try Self.parse(["--screen", "375x812@3"]).mode == .screen(.points(PointSize(width: 375, height: 812), scale: 3)))
        #expect(try Self.parse(["--screen", "1125X2436"]).mode == .screen(.renderPixels(PixelSize(width: 1125, height: 2436))))
        #expect(try Self.parse(["--screen=896x414@2x"]).mode == .screen(.points(PointSize(width: 896, height: 414), scale: 2)))
        #expect(try Self.parse(["--panel", "1080x2340"]).mode == .screen(.panelPixels(PixelSize(width: 1080, height: 2340))))
    }

    @Test func predicatesHelpVersionAndTheDoubleDash() throws {
        let notch = try Self.parse(["--has-notch", "-v", "Mac14,3"])
        #expect(notch.mode == .predicate(.notch))
        #expect(notch.verbose)
        #expect(notch.identifiers == ["Mac14,3"])
        #expect(try Self.parse(["--has-dynamic-island"]).mode == .predicate(.dynamicIsland))
        #expect(try Self.parse(["--list", "--help"]).mode == .help, "help wins over everything")
        #expect(try Self.parse(["--version"]).mode == .version)
        let dashes = try Self.parse(["--", "--list", "-"])
        #expect(dashes.mode == .report)
        #expect(dashes.identifiers == ["--list", "-"])
    }

    @Test(arguments: [
        (["--os"], "--os needs a value (V)"),
        (["--os", "abc", "iPhone11,8"], "--os expects a version such as 17, 17.4, iOS 17 or macOS 10.15; got 'abc'"),
        (["--os", "0", "iPhone11,8"], "--os expects a version such as 17, 17.4, iOS 17 or macOS 10.15; got '0'"),
        (["--os", "123", "iPhone11,8"], "--os expects a version such as 17, 17.4, iOS 17 or macOS 10.15; got '123'"),
        (["--os", "-1", "iPhone11,8"], "--os expects a version such as 17, 17.4, iOS 17 or macOS 10.15; got '-1'"),
        (["--os=", "iPhone11,8"], "--os expects a version such as 17, 17.4, iOS 17 or macOS 10.15; got ''"),
        (["--os", "Windows 11", "iPhone11,8"], "--os expects a version such as 17, 17.4, iOS 17 or macOS 10.15; got 'Windows 11'"),
        (["--os", "13", "--os", "14", "iPhone11,8"], "--os given more than once"),
        (["--screen", "375x812@3", "--os", "13"], "--os only applies to reports, --list, --bulk and --svg"),
        (["--has-notch", "--os", "13", "iPhone11,8"], "--os only applies to reports, --list, --bulk and --svg")
    ])
    func badOSArguments(arguments: [String], message: String) {
        #expect(Self.message(arguments) == message)
    }

    @Test(arguments: [
        (["--json", "--csv", "--list"], "--json and --csv are two output formats; choose one"),
        (["--list", "--json-lines", "--json"], "--json-lines and --json are two output formats; choose one"),
        (["--bulk", "--tsv", "--csv"], "--tsv and --csv are two output formats; choose one"),
        (["--svg", "--tsv", "iPhone11,8"], "--svg writes SVG; --tsv does not apply"),
        (["--has-notch", "--json"], "--has-notch answers with its exit code; --json does not apply"),
        (["--has-notch", "--csv", "Mac14,3"], "--has-notch answers with its exit code; --csv does not apply")
    ])
    func conflictingFormats(arguments: [String], message: String) {
        // (Every command that writes results takes every format; only these combinations are refused.)
        #expect(Self.message(arguments) == message)
    }

    @Test(arguments: [
        (["--family", "mac"], "--family only applies to --list and --web"),
        (["--bulk", "--family", "mac"], "--family only applies to --list and --web"),
        (["--list", "--family", "toaster"], "unknown family 'toaster' (expected one of iPhone, iPad, iPod, Mac, Watch, AppleTV, Vision, HomePod)"),
        (["--list", "--family", "iPad", "--family", "iPod"], "--family given more than once"),
        (["--list", "--family"], "--family needs a value (F)"),
        (["--list", "--bulk"], "--list and --bulk cannot be combined"),
        (["--list", "--screen", "1x1"], "--list and --screen cannot be combined"),
        (["--has-notch", "--has-dynamic-island"], "--has-notch and --has-dynamic-island cannot be combined"),
        (["--list", "iPhone11,8"], "--list takes no identifiers (got 'iPhone11,8')"),
        (["--bulk", "iPhone11,8"], "--bulk takes no identifiers (got 'iPhone11,8')"),
        (["--has-notch", "iPhone11,8", "iPhone10,3"], "--has-notch takes at most one identifier (got 2)"),
        (["--verbose", "iPhone11,8"], "--verbose only applies to --has-notch, --has-dynamic-island, --has-home-indicator and --list"),
        (["--frobnicate"], "unknown option '--frobnicate'"),
        (["--jsn"], "unknown option '--jsn'; did you mean --json?"),
        (["--LIST"], "unknown option '--LIST'; did you mean --list?"),
        (["-x"], "unknown option '-x'"),
        (["--json=yes"], "--json takes no value"),
        (["--list=all"], "--list takes no value"),
        (["--screen"], "--screen needs a value (WxH[@S])"),
        (["--screen", "12x"], "--screen expects WIDTHxHEIGHT (render pixels) or WIDTHxHEIGHT@SCALE (points), e.g. 1125x2436 or 375x812@3; got '12x'"),
        (
            ["--screen", "375x812@9"],
            "--screen expects WIDTHxHEIGHT (render pixels) or WIDTHxHEIGHT@SCALE (points), e.g. 1125x2436 or 375x812@3; got '375x812@9'"
        ),
        (["--panel", "1080x2340@3"], "--panel expects WIDTHxHEIGHT in panel pixels, e.g. 1080x2340; got '1080x2340@3'"),
        (["--\u{1B}[31m"], "unknown option '--\\x1B[31m'")
    ])
    func badCommandLines(arguments: [String], message: String) {
        #expect(Self.message(arguments) == message)
    }

    @Test(arguments: [
        (["iPhone11,8"], OutputFormat.text), (["--csv", "iPhone11,8"], .csv), (["--tsv", "iPhone11,8"], .tsv),
        (["--json-lines", "iPhone11,8"], .jsonLines), (["--bulk"], .tsv), (["--bulk", "--csv"], .csv),
        (["--list"], .text), (["--list", "--tsv"], .tsv), (["--screen", "1125x2436", "--csv"], .csv)
    ])
    func eachCommandDefaultsToItsFormatAndTakesEveryOther(arguments: [String], format: OutputFormat) throws {
        #expect(try Options.parse(arguments).format == format)
    }

    /// Every white-space or line-end byte around an identifier is padding, the same at both ends and the
    /// same as --bulk ignores (a lone CR, as `xargs` gives a file with Windows line ends, included).
    @Test func paddingAroundAnIdentifierIsIgnoredAtBothEndsAsBulkDoes() throws {
        let padding = [" ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", " \r\n\t"]
        for pad in padding {
            for argument in [pad + "iPhone11,8", "iPhone11,8" + pad, pad + "iPhone11,8" + pad] {
                #expect(try Self.parse([argument]).identifiers == ["iPhone11,8"], "\(argument.debugDescription)")
            }
        }
        #expect(try Self.parse(["iPhone 11,8"]).identifiers == ["iPhone 11,8"], "inside, a space stays")
        #expect(try Self.parse(["\u{A0}iPhone11,8"]).identifiers == ["\u{A0}iPhone11,8"], "not ASCII white space: kept, then unknown")
    }

    @Test(arguments: [
        ["--os", "macOS 10.100"], ["--os", "10.200"], ["--os", "Mac OS X 10.150"], ["--list", "--os", "macOS 10.100"],
        ["--bulk", "--os", "10.100"], ["--svg", "Mac14,3", "--os", "10.999"]
    ])
    func aMacTenMinorPastItsNumberingIsNoRelease(arguments: [String]) {
        let message = Self.message(arguments)
        #expect(message?.contains("no such release (the Mac's 10.x releases end at 10.15; macOS 11 came next)") == true, "\(arguments): \(message ?? "parsed")")
    }

    @Test func otherOSesTenPointAnythingIsTheirTen() throws {
        #expect(try Self.parse(["--os", "iOS 10.100", "iPhone9,1"]).osVersion == OSVersion(10, 100))
        #expect(try Self.parse(["--os", "macOS 10.15", "Mac14,3"]).osVersion == OSVersion(10, 15))
    }
}
