import LayoutSpec

extension SwiftUIGenerator {
    /// `TabModel`: a case for each of the spec's tabs, in order, then All Mails. The raw values
    /// are the spec's tab ids, written where a case's name is not its id (`receipts-2026`).
    func tabModel(_ tabs: TabCases) -> String {
        let cases = tabs.cases.map { tab in
            tab.name == tab.id ? "    case \(tab.name)" : "    case \(tab.name) = \(tab.id.swiftStringLiteral)"
        }
        func switchCases(_ value: (TabCases.Case) -> String) -> String {
            tabs.cases.map { "        case .\($0.name): \(value($0))" }.joined(separator: "\n")
        }
        return """
            // MARK: - Tabs

            /// The tab bar's pills: the spec's categories (`tabs`), in order, then All Mails (`allMails`),
            /// shown while no category is selected. The raw values are the spec's tab ids.
            enum TabModel: String, CaseIterable, Identifiable {
            \(cases.joined(separator: "\n"))

                var id: Self { self }

                /// The categories, in order: every pill but All Mails.
                static var categories: [TabModel] { allCases.filter { $0 != .allMails } }

                /// The pill's label, shown while it is active.
                var title: String {
                    switch self {
            \(switchCases { $0.title.swiftStringLiteral })
                    }
                }

                /// The icon of an inactive pill: an SF Symbol, or an image of the asset catalogue beside
                /// this file (\(SwiftUIGenerator.assetCatalogueName)) drawn from the spec's own SVG.
                var icon: Image {
                    switch self {
            \(switchCases { tabs.image(for: $0, filled: false) })
                    }
                }

                /// The active pill's icon, shown with `.symbolVariant(.fill)`: a symbol's `.fill`
                /// variant, or the spec's filled SVG when it gives one.
                var filledIcon: Image {
                    switch self {
            \(switchCases { tabs.image(for: $0, filled: true) })
                    }
                }

                /// The active pill's background. All Mails is `.primary`: black in light mode, white in dark.
                var color: Color {
                    switch self {
            \(switchCases(\.color))
                    }
                }
            }
            """
    }
}
