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
        .value("from", get: { $0.from }, set: { $0.from = $1 }, required: true, "The sender, bold while unread."),
        .value("subject", get: { $0.subject }, set: { $0.subject = $1 }, required: true, "The subject line."),
        .value("preview", get: { $0.preview }, set: { $0.preview = $1 }, "The first lines of the body; two are shown."),
        .value(
            "date", get: { $0.date }, set: { $0.date = $1 }, required: true,
            "ISO 8601; shown as Mail does, relative to the newest mail."),
        .value(
            "category", get: { $0.category }, set: { $0.category = $1 }, required: true,
            "The id of the tab the mail belongs to."),
        .value(
            "unread", get: { $0.unread }, set: { $0.unread = $1 }, "Unread mails have a blue dot and a bold sender."),
    ]
}
