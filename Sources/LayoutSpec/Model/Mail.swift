/// One message of the list under the tab bar.
public struct Mail: Sendable, Equatable, SpecObject {
    public var from: String
    public var subject: String
    public var preview: String
    public var date: MailDate
    /// The id of the tab this mail belongs to.
    public var category: String
    public var unread: Bool

    public init(
        from: String, subject: String, preview: String, date: MailDate, category: String, unread: Bool = false
    ) {
        self.from = from
        self.subject = subject
        self.preview = preview
        self.date = date
        self.category = category
        self.unread = unread
    }

    public static let placeholder = Mail(
        from: "", subject: "", preview: "", date: MailDate(year: 2026, month: 1, day: 1), category: "")

    public static let fields: [SpecField<Mail>] = [
        .value("from", \.from, required: true, "The sender, bold while unread."),
        .value("subject", \.subject, required: true, "The subject line."),
        .value("preview", \.preview, "The first lines of the body; two are shown."),
        .value("date", \.date, required: true, "ISO 8601; shown as Mail does, relative to the newest mail."),
        .value("category", \.category, required: true, "The id of the tab the mail belongs to."),
        .value("unread", \.unread, "Unread mails have a blue dot and a bold sender."),
    ]
}
