/// Rules that span more than one field: tab ids, and the names that refer to them.
extension LayoutSpec {
    /// Most categories that fit a phone's width as icons.
    public static let tabCountRange = 1...8
    /// More mails than this is not a prototype any more, and slows every build.
    public static let maximumMailCount = 100_000

    /// The first rule the spec breaks, if any.
    public func firstIssue() -> SpecIssue? {
        let root = JSONPath.root
        if title.trimmingWhitespace.isEmpty {
            return SpecIssue(path: root.appending(key: "title"), message: "the title is empty")
        }
        if search.cancelTitle.trimmingWhitespace.isEmpty {
            return SpecIssue(
                path: root.appending(key: "search").appending(key: "cancelTitle"), message: "the title is empty")
        }
        let tabsPath = root.appending(key: "tabs")
        guard Self.tabCountRange.contains(tabs.count) else {
            return SpecIssue(
                path: tabsPath,
                message:
                    "\(Counted(tabs.count, "tab")); a tab bar has \(Self.tabCountRange.lowerBound) to \(Self.tabCountRange.upperBound)"
            )
        }
        var firstIndex: [String: Int] = [:]
        for (index, tab) in tabs.enumerated() {
            let tabPath = tabsPath.appending(index: index)
            if let problem = Self.problem(withTabID: tab.id) {
                return SpecIssue(path: tabPath.appending(key: "id"), message: problem)
            }
            if let first = firstIndex[tab.id] {
                return SpecIssue(
                    path: tabPath.appending(key: "id"),
                    message: "duplicate tab id '\(tab.id)' (also tabs[\(first)].id)")
            }
            firstIndex[tab.id] = index
            if tab.title.trimmingWhitespace.isEmpty {
                return SpecIssue(path: tabPath.appending(key: "title"), message: "the tab's title is empty")
            }
        }
        if allMails.title.trimmingWhitespace.isEmpty {
            return SpecIssue(
                path: root.appending(key: "allMails").appending(key: "title"), message: "the title is empty")
        }
        let ids = tabs.map(\.id)
        if initialTab != Tab.allMailsID && !ids.contains(initialTab) {
            return SpecIssue(
                path: root.appending(key: "initialTab"),
                message: "'\(initialTab)' names no tab"
                    + Suggestion.phrase(Suggestion.likely(for: initialTab, in: ids + [Tab.allMailsID], limit: 1))
                    + "; use \(([Tab.allMailsID] + ids).joined(separator: ", "))")
        }
        if mails.count > Self.maximumMailCount {
            return SpecIssue(
                path: root.appending(key: "mails"),
                message: "\(Counted(mails.count, "mail")); a spec holds at most \(Self.maximumMailCount)")
        }
        for (index, mail) in mails.enumerated() where !ids.contains(mail.category) {
            return SpecIssue(
                path: root.appending(key: "mails").appending(index: index).appending(key: "category"),
                message: "'\(mail.category)' names no tab"
                    + Suggestion.phrase(Suggestion.likely(for: mail.category, in: ids, limit: 1))
                    + "; use \(ids.joined(separator: ", "))")
        }
        return strings.firstIssue(at: root.appending(key: "strings"))
    }

    /// Tab ids appear in HTML attributes, CSS selectors and JS, so they are kept to a plain grammar.
    static func problem(withTabID id: String) -> String? {
        if id == Tab.allMailsID { return "'allMails' is reserved for the All Mails pill; choose another id" }
        let scalars = Array(id.unicodeScalars)
        guard let first = scalars.first else { return "the tab id is empty" }
        let isLetter = { (scalar: Unicode.Scalar) in ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        let isValid =
            ("a"..."z").contains(first) && scalars.count <= 32
            && scalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "-" }
        return isValid
            ? nil
            : "'\(id)' is not a valid tab id; use a lowercase letter followed by up to 31 letters, digits or '-'"
    }
}
