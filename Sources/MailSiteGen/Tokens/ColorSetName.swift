import LayoutSpec

/// A colour set's name in `MailDesign.xcassets`, by which `Color("…")` finds it: the asset
/// catalogue that `mailsitegen tokens --format xcassets` writes and the SwiftUI file that
/// `mailsitegen swiftui --assets` writes both name the colours here.
enum ColorSetName {
    /// The field's token name in upper camel case: `tabBar.inactiveBackground` is
    /// `TabBarInactiveBackground`.
    static func field(_ path: JSONPath) -> String {
        TokenName(path: path).segments.map(\.capitalizedFirst).joined()
    }

    /// A tab's colour: `Tab` and the tab's case in `TabModel` (`TabPrimary`), unique as the
    /// cases are whatever the tab ids.
    static func tab(case name: String) -> String {
        "Tab" + name.capitalizedFirst
    }
}
