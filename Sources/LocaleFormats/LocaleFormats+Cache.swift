import LayoutSpec
import Synchronization

extension LocaleFormats {
    /// The formats of `tag`, made once a process: `serve` rebuilds on every save, a comparison
    /// builds each variant, and every build formats the review board's four locales besides its
    /// own; finding and parsing a locale's records in the tables is most of what its formats cost.
    public static func shared(_ tag: LocaleTag) -> LocaleFormats {
        made.withLock { made in
            if let formats = made[tag.text] { return formats }
            let formats = LocaleFormats(tag)
            // A handful of locales in practice; a fuzzer's thousands are not all kept.
            if made.count >= 64 { made.removeAll() }
            made[tag.text] = formats
            return formats
        }
    }

    private static let made = Mutex<[String: LocaleFormats]>([:])
}
