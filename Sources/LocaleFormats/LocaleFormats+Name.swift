extension LocaleFormats {
    /// The formats' locale named in its own language, as an iPhone's Language & Region list
    /// names it: "Deutsch (Deutschland)", "日本語（日本）", "English (United States)"; nil where
    /// the tables have no name for it.
    public var ownName: String? { tables.ownName }
}
