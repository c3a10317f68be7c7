/// The spec's `mails`: the sample mails spread over whatever tabs the spec has (`"sample"`, the
/// default, and what `init` writes), or the spec's own list.
public enum MailList: Sendable, Equatable {
    /// `Mail.samples(spreadOver:)` the spec's tabs: a tab added or renamed has mail at once.
    case sample
    /// The spec's own mails, each naming its tab.
    case written([Mail])

    /// What a spec writes for `.sample`.
    public static let sampleWord = "sample"

    /// The mails of the list for a spec with `tabs`.
    public func mails(over tabs: [Tab]) -> [Mail] {
        switch self {
        case .sample: Mail.samples(spreadOver: tabs)
        case .written(let mails): mails
        }
    }
}
