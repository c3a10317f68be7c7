/// The locale the screen formats dates, times and numbers in, as a BCP 47 tag with a region and
/// optional extensions (`de-DE`, `ar-SA`, `ar-EG-u-nu-latn`, `en-GB-u-hc-h12`, `zh-Hant-TW`): what
/// an iPhone's Language & Region settings are, as opposed to `LanguageTag`, the texts' language.
///
/// Checked against BCP 47's grammar (language, script, region, variants, extensions, private
/// use), not against the registry: whether the toolchain has data for the language is the
/// generator's question.
public struct LocaleTag: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The tag as written, which is valid.
    public let text: String
    /// The language subtag, lowercased: `ar` of `ar-EG-u-nu-latn`.
    public let language: String
    /// The script subtag (`Hant`), if any.
    public let script: String?
    /// The region subtag, uppercased (`EG`, `419`), if any.
    public let region: String?

    /// Why a text is not a locale tag: one sentence, quoting it.
    public struct Invalid: Error, Sendable, Equatable {
        public var message: String
    }

    /// The text, validated.
    public init(_ text: String) throws(Invalid) {
        let hint = "; write a BCP 47 locale such as en-US, de-DE or ar-EG-u-nu-latn"
        guard LanguageTag.lengthRange.lowerBound...Self.maximumLength ~= text.count else {
            throw Invalid(message: "'\(text)' is not a locale (2 to \(Self.maximumLength) characters)" + hint)
        }
        guard text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
            if text.contains("_") {
                let hyphenated = text.split(separator: "_", omittingEmptySubsequences: false).joined(separator: "-")
                throw Invalid(message: "'\(text)' is not a locale (BCP 47 joins its parts with hyphens: \(hyphenated))")
            }
            throw Invalid(message: "'\(text)' is not a locale (only letters, digits and hyphens)" + hint)
        }
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        do {
            (language, script, region) = try Self.parse(subtags)
        } catch {
            throw Invalid(message: "'\(text)' is not a locale (\(error.message))" + hint)
        }
        self.text = text
    }

    private init(valid text: String, language: String, script: String?, region: String?) {
        (self.text, self.language, self.script, self.region) = (text, language, script, region)
    }

    public var description: String { text }

    /// `en-US`, what a spec in English formats with.
    public static let unitedStatesEnglish = LocaleTag(valid: "en-US", language: "en", script: nil, region: "US")

    /// The longest tag accepted.
    static let maximumLength = 64

    /// The language, script and region of a tag's subtags, or why they are not a tag.
    private static func parse(_ subtags: [String]) throws(Invalid) -> (String, String?, String?) {
        func isLetters(_ subtag: String) -> Bool { subtag.allSatisfy { $0.isLetter } }
        func isDigits(_ subtag: String) -> Bool { subtag.allSatisfy { $0.isNumber } }
        guard subtags.allSatisfy({ (1...8).contains($0.count) }) else {
            throw Invalid(message: "each part between hyphens has 1 to 8 characters")
        }
        guard let first = subtags.first, isLetters(first), [2, 3, 5, 6, 7, 8].contains(first.count) else {
            throw Invalid(message: "it starts with the language: 2 or 3 letters")
        }
        var index = 1
        var script: String?
        var region: String?
        if index < subtags.count, subtags[index].count == 4, isLetters(subtags[index]) {
            script = subtags[index].prefix(1).uppercased() + subtags[index].dropFirst().lowercased()
            index += 1
        }
        if index < subtags.count,
            (subtags[index].count == 2 && isLetters(subtags[index]))
                || (subtags[index].count == 3 && isDigits(subtags[index]))
        {
            region = subtags[index].uppercased()
            index += 1
        }
        // Variants: 5 to 8 characters, or a digit and 3 characters.
        while index < subtags.count,
            subtags[index].count >= 5 || (subtags[index].count == 4 && subtags[index].first?.isNumber == true)
        {
            index += 1
        }
        // Extensions (`u-nu-latn`) and private use (`x-…`): a singleton, then at least one subtag.
        var singletons: Set<String> = []
        while index < subtags.count {
            let singleton = subtags[index].lowercased()
            guard singleton.count == 1 else {
                throw Invalid(message: "'\(subtags[index])' is not a script, region, variant or extension here")
            }
            guard !singletons.contains(singleton) else { throw Invalid(message: "'\(singleton)' appears twice") }
            singletons.insert(singleton)
            index += 1
            let minimum = singleton == "x" ? 1 : 2
            var count = 0
            while index < subtags.count, subtags[index].count >= minimum, singleton == "x" || subtags[index].count > 1 {
                index += 1
                count += 1
            }
            guard count > 0 else { throw Invalid(message: "'\(singleton)' is followed by nothing") }
        }
        return (subtags[0].lowercased(), script, region)
    }
}

extension LocaleTag {
    /// The locale a spec in `language` formats with when it names none: the language's own tag
    /// when it has a region, else the language in the region CLDR's likely subtags give it (`en`
    /// is `en-US`, `de` `de-DE`, `ar` `ar-EG`, `ja` `ja-JP`, `zh-Hant` `zh-Hant-TW`), which is the
    /// region iOS offers first for that language; a language not in the table stays as it is.
    public init(defaultFor language: LanguageTag) {
        let written = (try? LocaleTag(language.text)) ?? .unitedStatesEnglish
        guard written.region == nil,
            let region = Self.likelyRegion[written.script.map { "\(written.language)-\($0)" } ?? written.language]
                ?? Self.likelyRegion[written.language]
        else {
            self = written
            return
        }
        var subtags = [written.language]
        if let script = written.script { subtags.append(script) }
        subtags.append(region)
        let tail = written.text.split(separator: "-").dropFirst(written.script == nil ? 1 : 2)
        let text = (subtags + tail.map(String.init)).joined(separator: "-")
        self.init(valid: text, language: written.language, script: written.script, region: region)
    }

    /// The languages iOS offers, by their subtags: those of `likelyRegion`.
    public static var iOSLanguages: some Collection<String> { likelyRegion.keys }

    /// CLDR's likely region of a language (`likelySubtags.json`), for the languages iOS offers.
    static let likelyRegion: [String: String] = [
        "af": "ZA", "am": "ET", "ar": "EG", "az": "AZ", "be": "BY", "bg": "BG", "bn": "BD", "bs": "BA", "ca": "ES",
        "cs": "CZ", "cy": "GB", "da": "DK", "de": "DE", "el": "GR", "en": "US", "es": "ES", "et": "EE", "eu": "ES",
        "fa": "IR", "fi": "FI", "fil": "PH", "fr": "FR", "ga": "IE", "gl": "ES", "gu": "IN", "he": "IL", "hi": "IN",
        "hr": "HR", "hu": "HU", "hy": "AM", "id": "ID", "is": "IS", "it": "IT", "ja": "JP", "ka": "GE", "kk": "KZ",
        "km": "KH", "kn": "IN", "ko": "KR", "lo": "LA", "lt": "LT", "lv": "LV", "mk": "MK", "ml": "IN", "mn": "MN",
        "mr": "IN", "ms": "MY", "my": "MM", "nb": "NO", "ne": "NP", "nl": "NL", "nn": "NO", "no": "NO", "pa": "IN",
        "pl": "PL", "ps": "AF", "pt": "BR", "ro": "RO", "ru": "RU", "si": "LK", "sk": "SK", "sl": "SI", "sq": "AL",
        "sr": "RS", "sv": "SE", "sw": "TZ", "ta": "IN", "te": "IN", "th": "TH", "tr": "TR", "uk": "UA", "ur": "PK",
        "uz": "UZ", "vi": "VN", "yue": "HK", "zh": "CN", "zh-Hant": "TW", "zu": "ZA",
    ]
}
