/// A display class on its own, as the website's data API describes it (`api/v1/displays/<class>.json`).
extension Display {
    /// The display class `id` (as in Data/screens) reached without a device, in `role`: its OS-dependent
    /// facts are every entry the class has (not held to one device's life); `nil` for an unknown id.
    package static func displayClass(_ id: String, role: DisplayRole) -> Display? {
        Display(id: id, role: role)
    }
}
