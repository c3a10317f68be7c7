/// Where a field's value goes besides the spec itself. Declared beside the field, so that adding a
/// field to the table is what puts it in the page and in the SwiftUI source.
public struct FieldOutputs: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A custom property at the top of `style.css`, named after the path: `tabBar.spacing` is
    /// `--tab-bar-spacing`; a spring is two, `…-settle-time` and `…-easing`.
    public static let css = FieldOutputs(rawValue: 1 << 0)
    /// Read by the page's script from that custom property (`app.js`'s `design`).
    public static let script = FieldOutputs(rawValue: 1 << 1)
    /// A constant of the SwiftUI source's `MailDesign`: `tabBar.spacing` is `MailDesign.TabBar.spacing`.
    public static let swiftUI = FieldOutputs(rawValue: 1 << 2)
}
