extension Display {
    /// Which display mode produces `points` (`UIScreen.bounds.size`, either orientation) on this display:
    /// `.standard`, `.zoomed`, or `nil` when neither mode has that size (wrong device, a split-screen or
    /// windowed size, or Display Zoom not confirmed for this device).
    ///
    /// Right for Plus and mini models too, because it compares points, not panel pixels: a 12 mini shows
    /// 375×812 standard and 320×693 zoomed.
    public func displayMode(forPoints points: PointSize) -> DisplayMode? {
        let size = points.portrait
        return mode { $0.points.portrait == size }
    }

    /// Which display mode produces `pixels` as `UIScreen.currentMode.size` reports it (points × scale,
    /// either orientation): `.standard`, `.zoomed`, or `nil` when neither mode renders that size.
    ///
    /// An 8 Plus renders 1242×2208 standard and 1125×2001 zoomed, though its panel is 1080×1920; a 12 mini
    /// renders 1125×2436 standard and 960×2079 zoomed on a 1080×2340 panel.
    public func displayMode(forRenderPixels pixels: PixelSize) -> DisplayMode? {
        let size = pixels.portrait
        return mode { $0.renderPixels.portrait == size }
    }
}
