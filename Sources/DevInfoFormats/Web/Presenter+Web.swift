import DevInfoKit

extension Presenter {
    /// `devinfo --web WHAT`: an export for web developers of `devices`' iPhone, iPad and iPod touch screens
    /// (``WebExport``). Text, the default, is each export's own format: browser profiles as JSON, launch
    /// screens as an HTML fragment, safe areas as CSS; JSON is the same facts as JSON (the browser profiles
    /// and the tools' device registries are JSON either way). The CLI takes no other format for `--web`; JSON Lines and the tables write JSON.
    package func web<Devices: Sequence<Device>>(_ export: WebExport, _ devices: Devices) -> WebOutput {
        let screens = WebScreens(devices)
        switch (export, format) {
        case (.profiles, _): return BrowserProfiles.render(screens)
        case (.launchScreens, .text): return LaunchScreens.html(screens)
        case (.launchScreens, .json), (.launchScreens, .jsonLines), (.launchScreens, .table):
            return LaunchScreens.json(screens)
        case (.safeAreas, .text): return SafeAreaStyles.css(screens)
        case (.safeAreas, .json), (.safeAreas, .jsonLines), (.safeAreas, .table):
            return SafeAreaStyles.json(screens)
        case (.playwright, _): return DeviceRegistry.render(.playwright, screens)
        case (.playwrightPython, _): return DeviceRegistry.render(.playwrightPython, screens)
        case (.puppeteer, _): return DeviceRegistry.render(.puppeteer, screens)
        }
    }
}
