import LayoutSpec

extension Tab {
    /// The tab's id as it goes into markup and selectors. `SiteGenerator.generate` has validated
    /// the spec first, refusing every id that is not a `TabID`; were one to reach here all the
    /// same, it would be written `invalid`, never as its text.
    var renderedID: TabID { TabID(id) ?? TabID.invalid }
}

extension TabID {
    fileprivate static let invalid = TabID("invalid") ?? .allMails
}
