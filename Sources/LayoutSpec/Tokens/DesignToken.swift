/// One design token as a token file declares it: its dotted name (`brand.radius.pill`), its
/// type (its own `$type`, else its closest group's), its value as written (an explicit value,
/// or an alias to resolve), the file and place it is written at, and its `$extensions`.
struct DesignToken: Sendable {
    var name: String
    var type: String?
    var value: JSONNode
    var file: String
    var extensions: JSONNode?

    /// `brand.tokens.json:4:7`, for messages.
    var place: String { "\(file):\(value.position.line):\(value.position.column)" }
}
