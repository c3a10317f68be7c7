/// The All Mails pill: shown only while no category is selected.
public struct AllMails: Sendable, Equatable, SpecObject {
    public var title: String
    public var symbol: Symbol

    public init(title: String, symbol: Symbol) {
        self.title = title
        self.symbol = symbol
    }

    public static let placeholder = AllMails(title: "All Mails", symbol: .tray)

    public static let fields: [SpecField<AllMails>] = [
        .value("title", get: { $0.title }, set: { $0.title = $1 }, "The All Mails pill's label."),
        .value(
            "symbol", get: { $0.symbol }, set: { $0.symbol = $1 },
            "Its icon (drawn filled): a catalogue name or {\"svg\": file, \"filled\": file}."),
    ]
}
