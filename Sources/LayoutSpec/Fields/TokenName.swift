/// A field's name as a design token: the spec's path as groups, a tab's fields grouped by the
/// tab's id. `tabBar.cornerRadius` is the token `cornerRadius` in the group `tabBar`;
/// `tabs[0].color` is `tabs.primary.color`. Written out by `mailsitegen tokens`, and the name an
/// alias (`{tabBar.cornerRadius}`) gives to reach it.
public struct TokenName: Sendable, Hashable, CustomStringConvertible {
    /// The groups from the root, then the token's own name: `["tabBar", "cornerRadius"]`.
    public let segments: [String]

    public init(segments: [String]) {
        self.segments = segments
    }

    /// The token of the field at `path`; an index stands for the tab at that index, named by its
    /// id in `tabIDs` (a path past the spec's tabs keeps the index as its name).
    public init(path: JSONPath, tabIDs: [String] = []) {
        segments = path.components.map { component in
            switch component {
            case .key(let key): key
            case .index(let index): tabIDs.indices.contains(index) ? tabIDs[index] : String(index)
            }
        }
    }

    /// `tabBar.cornerRadius`: the segments joined by dots, as a reference writes them.
    public var description: String { segments.joined(separator: ".") }

    /// `{tabBar.cornerRadius}`: the alias that refers to this token.
    public var reference: String { "{" + description + "}" }

    /// Whether every segment is a name the Design Tokens format allows: not empty, not starting
    /// with `$`, and without `{`, `}` or `.` (which references use).
    public var isValid: Bool {
        !segments.isEmpty && segments.allSatisfy(Self.isValidSegment)
    }

    /// A group's or token's name as the Design Tokens format allows it.
    public static func isValidSegment(_ segment: String) -> Bool {
        guard let first = segment.utf8.first, first != UInt8(ascii: "$") else { return false }
        return !segment.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") }
    }
}
