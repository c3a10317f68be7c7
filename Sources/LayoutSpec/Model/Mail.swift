/// One message of the list under the tab bar.
public struct Mail: Sendable, Equatable, Codable {
    public var from: String
    public var subject: String
    public var preview: String
    public var date: MailDate
    /// The id of the tab this mail belongs to.
    public var category: String
    public var unread: Bool

    public init(from: String, subject: String, preview: String, date: MailDate, category: String, unread: Bool = false)
    {
        self.from = from
        self.subject = subject
        self.preview = preview
        self.date = date
        self.category = category
        self.unread = unread
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case from, subject, preview, date, category, unread
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.specContainer(keyedBy: CodingKeys.self)
        from = try container.required(.from)
        subject = try container.required(.subject)
        preview = try container.value(.preview, default: "")
        date = try container.required(.date)
        category = try container.required(.category)
        unread = try container.value(.unread, default: false)
    }
}
