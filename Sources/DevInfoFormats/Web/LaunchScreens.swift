import DevInfoKit
import DevInfoVocabulary

/// The launch screens of a home-screen web app (`devinfo --web launch-screens`): the
/// `<link rel="apple-touch-startup-image">` set for every iPhone, iPad and iPod touch display and mode,
/// portrait and landscape, with the image size each needs in pixels. As an HTML fragment for a page's
/// `<head>`, or (`--json`) as a JSON array.
///
/// Each link's media query names the screen in CSS pixels, its pixel ratio and the orientation:
/// `(device-width: 393px) and (device-height: 852px) and (-webkit-device-pixel-ratio: 3) and (orientation:
/// portrait)`. On iOS and iPadOS `device-width` and `device-height` are the portrait size in both
/// orientations (the orientation is the viewport's), so a display and mode has one width and height and two
/// links. The image is the screen in render pixels, points × scale, turned with the orientation (1179×2556
/// portrait, 2556×1179 landscape); Display Zoom changes the points, so a zoomed mode has its own links and
/// images. Displays and modes with the same points and scale share their links: each link is written once,
/// with every device and mode that uses it.
package enum LaunchScreens {
    /// One link: a screen size, scale and orientation, and the screens (devices, modes) it is for.
    package struct Link {
        /// The portrait size in CSS pixels: `device-width` × `device-height`.
        package let points: PointSize
        /// `-webkit-device-pixel-ratio`.
        package let scale: Int
        package let orientation: DisplayOrientation
        package var screens: [WebScreen]

        /// The image's size in pixels: points × scale, in the orientation.
        package var image: PixelSize {
            let pixels = points.pixels(atScale: scale)
            return orientation == .portrait ? pixels : pixels.rotated
        }

        /// The media query that selects it.
        package var media: String {
            "(device-width: \(points.width)px) and (device-height: \(points.height)px) and (-webkit-device-pixel-ratio: \(scale)) and (orientation: \(orientation.rawValue))"
        }

        /// The image's file name: `apple-launch-1179x2556.png`.
        package var href: String { "apple-launch-\(image.width)x\(image.height).png" }
    }

    /// Every link of `screens`, by width, height, scale, then portrait before landscape.
    package static func links(_ screens: WebScreens) -> [Link] {
        var links: [Link] = []
        for screen in screens.screens {
            for orientation in DisplayOrientation.allCases {
                if let index = links.firstIndex(where: { $0.points == screen.points && $0.scale == screen.scale && $0.orientation == orientation }) {
                    links[index].screens.append(screen)
                } else {
                    links.append(Link(points: screen.points, scale: screen.scale, orientation: orientation, screens: [screen]))
                }
            }
        }
        return links.sorted {
            ($0.points.width, $0.points.height, $0.scale, $0.orientation == .portrait ? 0 : 1)
                < ($1.points.width, $1.points.height, $1.scale, $1.orientation == .portrait ? 0 : 1)
        }
    }

    /// The HTML fragment: a comment saying what it is, then per link a comment naming its devices (and
    /// modes) and the `<link>` itself.
    package static func html(_ screens: WebScreens) -> WebOutput {
        let links = links(screens)
        var out = "<!-- apple-touch-startup-image: the launch screen of a home-screen web app on every iPhone, iPad and iPod touch\n"
        out += "     display and mode (standard and Display Zoom), portrait and landscape; written by devinfo from its table.\n"
        out += "     Each href names the image's size in pixels: make one PNG of that size for each. -->\n"
        for link in links {
            out += "<!-- \(link.points.width)x\(link.points.height) @\(link.scale)x \(link.orientation.rawValue): " + devices(link) + " -->\n"
            out += "<link rel=\"apple-touch-startup-image\" media=\"\(link.media)\" href=\"\(link.href)\">\n"
        }
        return WebOutput(text: out, notes: [screens.unmeasuredNote].compactMap { $0 })
    }

    /// `iPhone15,2 iPhone16,1; zoomed: iPhone17,1`: the identifiers a link is for (identifiers only: they are
    /// safe in an HTML comment).
    static func devices(_ link: Link) -> String {
        func ids(_ mode: DisplayMode) -> [String] {
            var seen: [String] = []
            for screen in link.screens where screen.mode == mode {
                let id = screen.device.identifier.rawValue + (screen.position == 0 ? "" : " (\(screen.display.role.rawValue))")
                if !seen.contains(id) { seen.append(id) }
            }
            return seen
        }
        let standard = ids(.standard)
        let zoomed = ids(.zoomed)
        var parts: [String] = []
        if !standard.isEmpty { parts.append(standard.joined(separator: " ")) }
        if !zoomed.isEmpty { parts.append("zoomed: " + zoomed.joined(separator: " ")) }
        return parts.joined(separator: "; ")
    }

    /// The JSON array: per link `{media, href, imageWidth, imageHeight, orientation, deviceWidth, deviceHeight,
    /// devicePixelRatio, devices: [{identifier, name, role, displayClass, mode}]}`.
    package static func json(_ screens: WebScreens) -> WebOutput {
        let values: [FactValue] = links(screens).map { link in
            .members([
                ("media", .text(link.media)), ("href", .text(link.href)),
                ("imageWidth", .integer(link.image.width)), ("imageHeight", .integer(link.image.height)),
                ("orientation", .text(link.orientation.rawValue)),
                ("deviceWidth", .integer(link.points.width)), ("deviceHeight", .integer(link.points.height)),
                ("devicePixelRatio", .integer(link.scale)),
                (
                    "devices",
                    .list(
                        link.screens.map { screen in
                            .members([
                                (DeviceFact.identifier.spec.name, .text(screen.device.identifier.rawValue)),
                                (DeviceFact.name.spec.name, .text(screen.device.fullName)),
                                (DisplayFact.role.spec.name, .text(screen.display.role.rawValue)),
                                (DisplayFact.id.spec.exportColumns[0], .text(screen.display.id)),
                                ("mode", .text(screen.mode.rawValue))
                            ])
                        })
                )
            ])
        }
        return WebOutput(text: WebJSON.array(values), notes: [screens.unmeasuredNote].compactMap { $0 })
    }
}
