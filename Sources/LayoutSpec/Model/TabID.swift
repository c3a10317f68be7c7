/// A tab id that has passed validation: a lowercase letter, then up to 31 letters, digits or `-`,
/// or the All Mails state's `allMails`. It goes into HTML attributes, CSS selectors and the URL as
/// it is, so it is a type of its own that no other text can become.
public struct TabID: Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String

    /// Nil for text that is not a tab id.
    public init?(_ text: String) {
        guard text == Tab.allMailsID || LayoutSpec.problem(withTabID: text) == nil else { return nil }
        rawValue = text
    }

    public static let allMails = TabID(unchecked: Tab.allMailsID)

    private init(unchecked text: String) {
        rawValue = text
    }

    public var description: String { rawValue }
}
