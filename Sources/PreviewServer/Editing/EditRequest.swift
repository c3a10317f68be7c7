import LayoutSpec

/// What a page asks of `POST /__mailsitegen/edit`: `{"path": "tabBar.animation.bounce",
/// "value": 0.15, "version": "…"}`, or `"value": null` with `"reset": true` to remove the field
/// so that its default applies. Parsed by the spec's own strict parser (duplicate keys, trailing
/// commas and the like are refused as in a spec), every other key refused: pure, tested directly.
struct EditRequest: Equatable {
    var path: JSONPath
    /// The new value; nil for a reset.
    var value: JSONNode?
    /// The version of the file's bytes the page was built from.
    var version: String

    var isReset: Bool { value == nil }

    static func parse(_ body: [UInt8]) throws(EditRefusal) -> EditRequest {
        guard String(validating: body, as: UTF8.self) != nil else {
            throw EditRefusal(.badRequest, "the body is not UTF-8 text")
        }
        let tree: JSONNode
        do {
            tree = try JSONParser.parse(body)
        } catch {
            throw EditRefusal(.badRequest, "the body is not JSON: \(error.position): \(error.message)")
        }
        guard case .object(let members) = tree.value else {
            throw EditRefusal(.badRequest, "the body is \(tree.kindDescription), not an object")
        }
        let known = ["path", "value", "version", "reset"]
        if let unknown = members.first(where: { !known.contains($0.key) }) {
            throw EditRefusal(.badRequest, "the body has '\(unknown.key)', which an edit does not take")
        }
        func member(_ key: String) -> JSONNode? { members.first { $0.key == key }?.value }
        guard let pathNode = member("path"), case .string(let pathText) = pathNode.value else {
            throw EditRefusal(.badRequest, "the body has no \"path\" string")
        }
        guard let path = JSONPath(parsing: pathText), !path.components.isEmpty else {
            throw EditRefusal(.badRequest, "'\(pathText)' is not a field's path")
        }
        guard let versionNode = member("version"), case .string(let version) = versionNode.value else {
            throw EditRefusal(.badRequest, "the body has no \"version\" string")
        }
        guard let value = member("value") else { throw EditRefusal(.badRequest, "the body has no \"value\"") }
        var reset = false
        if let resetNode = member("reset") {
            guard case .bool(let flag) = resetNode.value else {
                throw EditRefusal(.badRequest, "\"reset\" is \(resetNode.kindDescription), not true or false")
            }
            reset = flag
        }
        if reset {
            guard case .null = value.value else {
                throw EditRefusal(.badRequest, "a reset has \"value\": null, not \(value.kindDescription)")
            }
            return EditRequest(path: path, value: nil, version: version)
        }
        return EditRequest(path: path, value: value, version: version)
    }
}
