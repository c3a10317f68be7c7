import LayoutSpec

/// The views, in the order of the screen. Their code is the same for every spec but for the
/// initial tab and the preview's colour scheme: the spec's values come from `MailDesign`,
/// `TabModel` and `SampleMail.samples`.
extension SwiftUIGenerator {
    /// The screen: navigation bar, search drawer, the header joined to it, the list.
    func screen(initialTab: String) -> String {
        #"""
        // MARK: - Screen

        /// The inbox: the navigation bar with its large title and search drawer, and under it the tab
        /// bar, held at the top on a translucent material while the list scrolls beneath it.
        struct MailInboxView: View {
            @State private var activeTab: TabModel = .\#(initialTab)
            @State private var searchText = ""
            @State private var isSearchActive = false
            // The scroll view's geometry, as the original reads it.
            @State private var scrollOffset: CGFloat = 0
            @State private var topInset: CGFloat = 0
            @State private var startTopInset: CGFloat = 0

            var body: some View {
                NavigationStack {
                    ScrollView(.vertical) {
                        VStack(spacing: 0) {
                            MailCategoryTabBar(activeTab: $activeTab)
                                .frame(height: isSearchActive ? 0 : nil, alignment: .top)
                                .opacity(isSearchActive ? 0 : 1)
                                .padding(.bottom, isSearchActive ? 0 : MailDesign.TabBar.bottomPadding)
                                .background { headerBackground }
                                .animation(MailDesign.Search.animation, value: isSearchActive)
                                .offset(y: max(scrollOffset + topInset, 0))
                                .zIndex(1000)

                            mailList
                        }
                    }
                    .onScrollGeometryChange(for: CGFloat.self) { geometry in
                        geometry.contentOffset.y
                    } action: { _, offset in
                        scrollOffset = offset
                    }
                    .onScrollGeometryChange(for: CGFloat.self) { geometry in
                        geometry.contentInsets.top
                    } action: { _, inset in
                        if startTopInset == 0 { startTopInset = inset }
                        topInset = inset
                    }
                    .navigationTitle(MailDesign.title)
                    .toolbarBackgroundVisibility(.hidden, for: .navigationBar)
                    .searchable(
                        text: $searchText, isPresented: $isSearchActive,
                        placement: .navigationBarDrawer(displayMode: .automatic), prompt: MailDesign.Search.placeholder)
                }
            }

            /// The header material's opacity: 0 until the list has scrolled `collapseThreshold` points,
            /// 1 once it has scrolled `transitionDistance` more.
            private var progress: CGFloat {
                let scrolled = scrollOffset + startTopInset
                return min(max((scrolled - MailDesign.Scroll.collapseThreshold) / MailDesign.Scroll.transitionDistance, 0), 1)
            }

            /// The material with the divider at its bottom edge. It reaches up under the transparent
            /// navigation bar, so that the bar and the tab bar read as one surface.
            private var headerBackground: some View {
                ZStack(alignment: .bottom) {
                    Rectangle()
                        .fill(.ultraThinMaterial)
                    Rectangle()
                        .fill(.gray.opacity(MailDesign.Header.Divider.opacity))
                        .frame(height: MailDesign.Header.Divider.width)
                }
                .padding(.top, -topInset)
                .opacity(progress)
            }

            /// The active category's mails under a caption (every mail for All Mails); while searching,
            /// the mails that match.
            private var mailList: some View {
                LazyVStack(alignment: .leading, spacing: 0) {
                    if !isSearchActive {
                        Text(activeTab == .allMails ? activeTab.title : "\(activeTab.title) Mails")
                            .font(.title3)
                            .fontWeight(.semibold)
                            .padding(.horizontal)
                            .padding(.vertical, 8)
                    }
                    ForEach(visibleMails) { mail in
                        SampleMailRow(mail: mail)
                        Divider()
                            .padding(.leading)
                    }
                    if visibleMails.isEmpty {
                        if isSearchActive {
                            ContentUnavailableView.search(text: searchText)
                        } else {
                            ContentUnavailableView("No Mail", systemImage: "tray")
                        }
                    }
                }
            }

            /// While searching, every mail whose sender, subject or preview holds the search text,
            /// ignoring case and accents; otherwise the active category's mails.
            private var visibleMails: [SampleMail] {
                if isSearchActive {
                    let query = searchText.trimmingCharacters(in: .whitespaces)
                    guard !query.isEmpty else { return SampleMail.samples }
                    return SampleMail.samples.filter { mail in
                        [mail.from, mail.subject, mail.preview].contains { $0.localizedStandardContains(query) }
                    }
                }
                guard activeTab != .allMails else { return SampleMail.samples }
                return SampleMail.samples.filter { $0.category == activeTab }
            }
        }
        """#
    }

    /// The canvas preview, in the spec's colour scheme when it names one.
    var preview: String {
        let scheme: String
        switch spec.colorScheme {
        case .auto: scheme = ""
        case .light: scheme = "\n        .preferredColorScheme(.light)"
        case .dark: scheme = "\n        .preferredColorScheme(.dark)"
        }
        return """
            #Preview {
                MailInboxView()\(scheme)
            }
            """
    }

    /// `CustomTabbar` and `ResizableButton` of the original, with the spec's numbers.
    var tabBar: String {
        #"""
        // MARK: - Tab bar

        /// The category tab bar (`CustomTabbar` in the original). While All Mails is active the
        /// categories overlap as icons and the All Mails pill shows beside them; choosing a category
        /// springs them apart and slides All Mails away; choosing it again brings All Mails back.
        struct MailCategoryTabBar: View {
            @Binding var activeTab: TabModel

            var body: some View {
                HStack(spacing: MailDesign.TabBar.spacing) {
                    HStack(spacing: activeTab == .allMails ? MailDesign.TabBar.collapsedSpacing : MailDesign.TabBar.spacing) {
                        ForEach(TabModel.categories) { tab in
                            ResizableButton(tab: tab, activeTab: $activeTab)
                        }
                    }

                    if activeTab == .allMails {
                        ResizableButton(tab: .allMails, activeTab: $activeTab)
                            .transition(.offset(x: MailDesign.TabBar.allMailsEntryOffset))
                    }
                }
                .padding(.horizontal, MailDesign.TabBar.horizontalPadding)
                .frame(maxWidth: .infinity, alignment: .leading)
                .frame(height: MailDesign.TabBar.height)
            }
        }

        /// One pill: its icon, and its title while it is active. Behind it, a rounded rectangle in the
        /// page's colour, outset by the ring width while All Mails is active, separates it from the
        /// pill it overlaps.
        struct ResizableButton: View {
            let tab: TabModel
            @Binding var activeTab: TabModel
            @Environment(\.colorScheme) private var scheme

            private var isActive: Bool { activeTab == tab }

            var body: some View {
                HStack(spacing: 8) {
                    Image(systemName: tab.symbolImage)
                        .opacity(isActive ? 0 : 1)
                        .overlay {
                            Image(systemName: tab.symbolImage)
                                .symbolVariant(.fill)
                                .opacity(isActive ? 1 : 0)
                        }

                    if isActive {
                        Text(tab.title)
                            .font(.callout)
                            .fontWeight(.semibold)
                            .lineLimit(1)
                    }
                }
                .foregroundStyle(tab == .allMails ? schemeColor : isActive ? .white : MailDesign.TabBar.inactiveForeground)
                .frame(maxHeight: .infinity)
                .padding(.horizontal, isActive ? MailDesign.TabBar.activePadding : MailDesign.TabBar.inactivePadding)
                .frame(maxWidth: isActive && MailDesign.TabBar.activeFillsWidth ? .infinity : nil)
                .background {
                    Rectangle()
                        .fill(isActive ? tab.color : MailDesign.TabBar.inactiveBackground)
                }
                .clipShape(.rect(cornerRadius: MailDesign.TabBar.cornerRadius, style: .continuous))
                .background {
                    RoundedRectangle(cornerRadius: MailDesign.TabBar.cornerRadius, style: .continuous)
                        .fill(.background)
                        .padding(ringPadding)
                }
                .contentShape(.rect)
                .onTapGesture {
                    guard tab != .allMails else { return }
                    withAnimation(MailDesign.TabBar.animation) {
                        activeTab = isActive ? .allMails : tab
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(tab.title)
                .accessibilityAddTraits(tab == .allMails ? .isSelected : isActive ? [.isButton, .isSelected] : .isButton)
            }

            /// Outset by the ring width behind a category while All Mails is active, so that the pill it
            /// overlaps shows a page-coloured gap; inset, out of sight, otherwise.
            private var ringPadding: CGFloat {
                activeTab == .allMails && tab != .allMails ? -MailDesign.TabBar.ringWidth : MailDesign.TabBar.ringWidth
            }

            /// The All Mails pill's foreground: white on its black in light mode, black on white in dark.
            private var schemeColor: Color {
                scheme == .dark ? .black : .white
            }
        }
        """#
    }

    /// A row of the list, as Mail draws it.
    var mailRow: String {
        #"""
        // MARK: - List

        /// One mail: the sender and the date, the subject, two lines of the preview. An unread mail
        /// has a blue dot and a bold sender.
        struct SampleMailRow: View {
            let mail: SampleMail

            var body: some View {
                HStack(alignment: .top, spacing: 6) {
                    Circle()
                        .fill(mail.unread ? Color.blue : Color.clear)
                        .frame(width: 10, height: 10)
                        .padding(.top, 6)
                    VStack(alignment: .leading, spacing: 2) {
                        HStack(alignment: .firstTextBaseline) {
                            Text(mail.from)
                                .fontWeight(mail.unread ? .bold : .regular)
                                .lineLimit(1)
                            Spacer()
                            Text(mail.date)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        Text(mail.subject)
                            .font(.subheadline)
                            .lineLimit(1)
                        if !mail.preview.isEmpty {
                            Text(mail.preview)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                                .lineLimit(2)
                        }
                    }
                }
                .padding(.vertical, 10)
                .padding(.trailing)
                .padding(.leading, 6)
            }
        }
        """#
    }

    /// `Color(light:dark:)`, for the colours that SwiftUI does not name: only in files that use it.
    var lightDarkColorInitializer: String {
        """
        // MARK: - Colours

        extension Color {
            /// A colour with a light and a dark appearance, each written 0xRRGGBB (sRGB).
            init(light: UInt32, dark: UInt32) {
                self.init(
                    uiColor: UIColor { traits in
                        let rgb = traits.userInterfaceStyle == .dark ? dark : light
                        return UIColor(
                            red: CGFloat(rgb >> 16 & 0xFF) / 255, green: CGFloat(rgb >> 8 & 0xFF) / 255,
                            blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
                    })
            }
        }
        """
    }
}
