/// One transition of the page, and everything that moves or changes in it: a row of the motion
/// sheet, and what the page plays (the page reads the same table from its data and gives each
/// animation it starts its move's `id`, so `document.getAnimations()` names them).
public struct MotionTransition: Sendable, Equatable {
    public enum Kind: String, CaseIterable, Sendable {
        case allMailsToCategory
        case categoryToCategory
        case categoryToAllMails
        case searchOpening
        case searchCancelled
        case scrollingUnderHeader
    }

    public var kind: Kind
    /// What the sheet calls it, in the spec's own names: "All Mails → Primary".
    public var title: String
    public var moves: [MotionMove]

    public init(kind: Kind, title: String, moves: [MotionMove]) {
        self.kind = kind
        self.title = title
        self.moves = moves
    }

    /// When the last of its timed moves settles, in seconds after the tap (0 for one driven by
    /// the scroll).
    public var settleTime: Double {
        moves.compactMap(\.settle.seconds).max() ?? 0
    }
}
