import FoundationEssentials
import FoundationInternationalization

extension LocaleFormats {
    /// The formats' locale named in its own language, as an iPhone's Language & Region list
    /// names it: "Deutsch (Deutschland)", "日本語（日本）", "English (United States)"; nil where
    /// the toolchain's locale data has no name for it.
    public var ownName: String? {
        Locale(identifier: identifier).localizedString(forIdentifier: identifier)
    }
}
