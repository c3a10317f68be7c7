import LayoutSpec

extension SwiftUIGenerator {
    /// `MailDesign`: every number, colour and spring of the spec, each once, named after its
    /// field (`tabBar.spacing` is `MailDesign.TabBar.spacing`), as style.css names each in a
    /// custom property (`--tab-bar-spacing`). The views read them from here.
    var design: String {
        let tabBar = spec.tabBar
        let divider = spec.header.divider
        return """
            // MARK: - Design

            /// Every number, colour and spring of the design, named after the spec's fields
            /// (`tabBar.spacing` is `MailDesign.TabBar.spacing`). Lengths are in points.
            enum MailDesign {
                /// The navigation bar's title (`title`).
                static let title = \(spec.title.swiftStringLiteral)

                /// The tab bar (`tabBar`; `CustomTabbar` in the original).
                enum TabBar {
                    /// The row's height.
                    static let height: CGFloat = \(tabBar.height.swiftLiteral)
                    /// Between the categories once one is selected, and before the All Mails pill.
                    static let spacing: CGFloat = \(tabBar.spacing.swiftLiteral)
                    /// Between the categories while All Mails is active: negative, so that they overlap.
                    static let collapsedSpacing: CGFloat = \(tabBar.collapsedSpacing.swiftLiteral)
                    /// Around the row.
                    static let horizontalPadding: CGFloat = \(tabBar.horizontalPadding.swiftLiteral)
                    /// Under the row, inside the header's material.
                    static let bottomPadding: CGFloat = \(tabBar.bottomPadding.swiftLiteral)
                    /// The pills' corners, drawn `.continuous` (a squircle, not circular arcs).
                    static let cornerRadius: CGFloat = \(tabBar.cornerRadius.swiftLiteral)
                    /// Horizontal padding of the active pill.
                    static let activePadding: CGFloat = \(tabBar.activePadding.swiftLiteral)
                    /// Horizontal padding of an inactive pill.
                    static let inactivePadding: CGFloat = \(tabBar.inactivePadding.swiftLiteral)
                    /// The page-coloured ring that separates the overlapping categories while All Mails is active.
                    static let ringWidth: CGFloat = \(tabBar.ringWidth.swiftLiteral)
                    /// How far the All Mails pill slides in from the right, and back out.
                    static let allMailsEntryOffset: CGFloat = \(tabBar.allMailsEntryOffset.swiftLiteral)
                    /// Whether the active pill takes all the width the others leave.
                    static let activeFillsWidth = \(tabBar.activeFillsWidth)
                    /// An inactive pill's background.
                    static let inactiveBackground = \(tabBar.inactiveBackground.swiftUIColor)
                    /// An inactive pill's icon.
                    static let inactiveForeground = \(tabBar.inactiveForeground.swiftUIColor)
                    /// Every change of tab; the spec's spring: \(tabBar.animation.summary).
                    static let animation = Animation\(tabBar.animation.swiftUIAnimation)
                }

                /// How the header's material fades in as the list scrolls (`scroll`): its opacity is
                /// min(max((scrolled - collapseThreshold) / transitionDistance, 0), 1).
                enum Scroll {
                    /// How far the list scrolls before the material starts to fade in.
                    static let collapseThreshold: CGFloat = \(spec.scroll.collapseThreshold.swiftLiteral)
                    /// How far it scrolls while the material fades in.
                    static let transitionDistance: CGFloat = \(spec.scroll.transitionDistance.swiftLiteral)
                }

                /// The header's background (`header`).
                enum Header {
                    /// The line at the bottom edge of the material (`header.divider`).
                    enum Divider {
                        /// Its thickness.
                        static let width: CGFloat = \(divider.width.swiftLiteral)
                        /// The opacity of its gray.
                        static let opacity: Double = \(divider.opacity.swiftLiteral)
                    }
                }

                /// The search drawer (`search`).
                enum Search {
                    /// The search field's placeholder.
                    static let placeholder = \(spec.search.placeholder.swiftStringLiteral)
                    /// How the tab bar folds away while searching; the spec's spring: \(spec.search.animation.summary).
                    static let animation = Animation\(spec.search.animation.swiftUIAnimation)
                }
            }
            """
    }
}
