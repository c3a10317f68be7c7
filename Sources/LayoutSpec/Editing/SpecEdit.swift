/// One edit an inspector makes to a spec file: set the member at `path` to `value`, or remove it
/// (`value == nil`, a reset to the default).
public struct SpecEdit: Sendable, Equatable {
    /// Where the value goes: `tabBar.animation.bounce`, `tabs[1].color`. Never the root.
    public var path: JSONPath
    /// The new value (its positions are ignored), or nil to remove the member.
    public var value: JSONNode?

    public init(path: JSONPath, value: JSONNode?) {
        self.path = path
        self.value = value
    }

    /// A reset: the member at `path` removed, so that the spec's default applies.
    public static func reset(_ path: JSONPath) -> SpecEdit {
        SpecEdit(path: path, value: nil)
    }
}

/// Why an edit was refused, as one line that names the path:
/// `tabs[7].color: the file's tabs has 4 elements; there is no tabs[7]`.
public struct SpecEditError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(message: String) {
        self.message = message
    }

    /// `message` about `path`.
    init(_ path: JSONPath, _ problem: String) {
        self.message = "\(path): \(problem)"
    }

    public var description: String { message }
}
