import DevInfoKit
import DevInfoVocabulary

/// The user agent of a device's default browser, Safari, on the newest OS release the device runs: what a
/// browser profile (``BrowserProfiles``) sends. Written from the device's OS life, by one rule:
///
/// - **Which OS.** The last release the device can install (``Device/lastOSVersion``); for a device the
///   newest release still supports, that release (``DeviceFamily/newestOSVersion``: iOS 27); for a device
///   whose OS range is not confirmed, the newest OS a confirmed safe area is for (a source saw it run that
///   release); otherwise none, and the device has no profile. Only the major is known, so the version is
///   written `major.0`.
/// - **iPhone and iPod touch:** Mobile Safari's format, `Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac
///   OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1` (`iPod
///   touch;` for an iPod). From Safari 26 the OS in the string is frozen at `18_6` and only `Version/`
///   moves (WebKit, "WebKit Features in Safari 26.0", September 2025: Safari 26.0 on iOS sends `CPU
///   iPhone OS 18_6` with `Version/26.0`, as Pixel Envy and Niels Leenheer quote it); devinfo writes `18_6`
///   for 26 and later (later 26.x releases were seen sending `18_7`; no source covers 27: a rule).
/// - **iPad:** from iPadOS 13, Safari's default is the desktop-class user agent, macOS Safari's
///   (`Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)
///   Version/18.0 Safari/605.1.15`); an iPad whose last OS is iOS 12 or older gets Mobile Safari's iPad
///   format (`(iPad; CPU OS 12_0 like Mac OS X)`).
///
/// The WebKit, `Mobile/` and `Safari/` tokens are those Safari has sent unchanged since iOS 12; for a
/// device whose last OS is older, the string is today's format with its OS number, not the exact string
/// its old Safari sent.
package enum SafariUserAgent {
    /// The OS major whose Safari the profile is for (see the type's rule), or `nil` when not confirmed.
    package static func osMajor(of device: Device) -> Int? {
        if let last = device.lastOSVersion { return last.major }
        if device.isStillSupported == true, let newest = device.family.newestOSVersion { return newest.major }
        if device.isStillSupported == nil {
            return device.displays.compactMap { $0.safeArea?.osVersions.upperBound }.max()
        }
        return nil
    }

    /// The OS as the string writes it: `18_0`; `18_6` from 26 on (frozen).
    static func osToken(_ major: Int) -> String { major >= 26 ? "18_6" : "\(major)_0" }

    /// Safari's user agent on `device` running OS major `major`.
    package static func string(for device: Device, osMajor major: Int) -> String {
        let webKit = "AppleWebKit/605.1.15 (KHTML, like Gecko) Version/\(major).0"
        switch device.family {
        case .iPad where major >= 13:
            return "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) \(webKit) Safari/605.1.15"
        case .iPad:
            return "Mozilla/5.0 (iPad; CPU OS \(osToken(major)) like Mac OS X) \(webKit) Mobile/15E148 Safari/604.1"
        case .iPod:
            return "Mozilla/5.0 (iPod touch; CPU iPhone OS \(osToken(major)) like Mac OS X) \(webKit) Mobile/15E148 Safari/604.1"
        default:
            return "Mozilla/5.0 (iPhone; CPU iPhone OS \(osToken(major)) like Mac OS X) \(webKit) Mobile/15E148 Safari/604.1"
        }
    }
}
