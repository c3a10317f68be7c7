/// One category of the tab bar (`TabModel` in the original), and the All Mails pill.
public struct Tab: Sendable, Equatable, Codable {
    /// Names the tab in `initialTab`, in each mail's `category`, and in the page's `data-tab`.
    public var id: String
    public var title: String
    public var symbol: SymbolName
    public var color: SpecColor

    public init(id: String, title: String, symbol: SymbolName, color: SpecColor) {
        self.id = id
        self.title = title
        self.symbol = symbol
        self.color = color
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title, symbol, color
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.specContainer(keyedBy: CodingKeys.self)
        id = try container.required(.id)
        title = try container.required(.title)
        symbol = try container.required(.symbol)
        color = try container.required(.color)
    }

    /// The id reserved for the All Mails state.
    public static let allMailsID = "allMails"
}

/// The All Mails pill: shown only while no category is selected.
public struct AllMails: Sendable, Equatable, Codable, SpecSection {
    public var title: String
    public var symbol: SymbolName

    public init(title: String, symbol: SymbolName) {
        self.title = title
        self.symbol = symbol
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, symbol
    }

    public init(from decoder: any Decoder, default fallback: AllMails) throws {
        let container = try decoder.specContainer(keyedBy: CodingKeys.self)
        title = try container.value(.title, default: fallback.title)
        symbol = try container.value(.symbol, default: fallback.symbol)
    }

    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder, default: LayoutSpec.default.allMails)
    }
}
