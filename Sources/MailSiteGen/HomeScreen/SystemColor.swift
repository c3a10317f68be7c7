import LayoutSpec

/// iOS's own colours that the page's stylesheet declares (`Templates/style.css`) and that a
/// build needs as values too: the Home Screen's icon and the manifest's colours. The browser
/// suite checks that the page draws these (`test_home_screen.py`).
enum SystemColor {
    /// `Color.primary`: the All Mails pill's background.
    static let primary = (light: SpecColor.RGB(0x000000), dark: SpecColor.RGB(0xFFFFFF))
    /// The original SwiftUI screen's `schemeColor`: the All Mails pill's symbol and title.
    static let scheme = (light: SpecColor.RGB(0xFFFFFF), dark: SpecColor.RGB(0x000000))
    /// The page's background: system gray at 10 % over the system background (`--page-background`).
    static let pageBackground = (light: SpecColor.RGB(0xF4F4F4), dark: SpecColor.RGB(0x0E0E0F))
}
