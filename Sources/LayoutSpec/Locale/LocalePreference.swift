/// The spec's `locale`: a `LocaleTag`, or `auto`, the locale `language` has by default.
public enum LocalePreference: Sendable, Equatable, Hashable {
    case auto
    case tag(LocaleTag)

    /// The locales the inspector offers: the board's row and the ones most iPhones are set to,
    /// with a digit or calendar extension or two. Any other valid tag may be written in the spec.
    public static let offered: [String] = [
        "en-US", "en-GB", "en-AU", "en-IN", "de-DE", "de-CH", "fr-FR", "fr-CA", "es-ES", "es-MX", "it-IT", "pt-BR",
        "pt-PT", "nl-NL", "sv-SE", "da-DK", "nb-NO", "fi-FI", "pl-PL", "cs-CZ", "ru-RU", "uk-UA", "tr-TR", "el-GR",
        "he-IL", "ar-SA", "ar-SA-u-ca-gregory", "ar-EG", "ar-EG-u-nu-latn", "fa-IR", "hi-IN", "th-TH", "vi-VN",
        "id-ID", "ja-JP", "ko-KR", "zh-Hans-CN", "zh-Hant-TW",
    ]
}

extension LayoutSpec {
    /// The locale in force, never `auto`: `locale`, or the one `language` has by default.
    public var resolvedLocale: LocaleTag {
        switch locale {
        case .auto: LocaleTag(defaultFor: language)
        case .tag(let tag): tag
        }
    }
}

extension LocalePreference: SpecValue {
    public init(node: JSONNode) throws(SpecIssue) {
        let text = try node.string()
        guard text != "auto" else {
            self = .auto
            return
        }
        do {
            self = .tag(try LocaleTag(text))
        } catch {
            throw SpecIssue(at: node.position, message: error.message)
        }
    }

    public static var jsonSchema: JSONValue {
        .object([
            ("type", .string("string")), ("minLength", .integer(2)), ("maxLength", .integer(LocaleTag.maximumLength)),
            ("pattern", .string("^(auto|[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*)$")),
        ])
    }

    public var jsonValue: JSONValue { .string(text) }
    public static var fieldKind: FieldKind { .choice(["auto"] + offered) }
    public var fieldValue: FieldValue { .text(text) }

    /// `auto` or the tag, as written.
    public var text: String {
        switch self {
        case .auto: "auto"
        case .tag(let tag): tag.text
        }
    }
}
