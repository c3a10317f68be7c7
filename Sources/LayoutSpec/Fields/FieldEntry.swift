/// One field of the whole table, nested sections flattened: `tabBar.animation.bounce` with its
/// documentation, kind and outputs, and how to read its value out of a `Root`.
public struct FieldEntry<Root>: Sendable {
    /// From the root: `tabBar.spacing`.
    public let path: JSONPath
    public let documentation: String
    /// The SwiftUI original's code for it, `{}` standing for the value: `HStack(spacing: {})`.
    public let original: String?
    public let kind: FieldKind
    public let outputs: FieldOutputs
    /// Shown by an inspector; the spec's `$schema`, its site and its mails are not.
    public let isEditable: Bool
    public let read: @Sendable (Root) -> FieldValue
    public let json: @Sendable (Root) -> JSONValue

    /// The field's last key: `spacing`.
    public var name: String {
        guard case .key(let key)? = path.components.last else { return "" }
        return key
    }

    /// The same field reached through `section` under the key `name`.
    func nested<Outer>(under name: String, _ section: @escaping @Sendable (Outer) -> Root) -> FieldEntry<Outer> {
        let read = self.read
        let json = self.json
        return FieldEntry<Outer>(
            path: JSONPath([.key(name)] + path.components), documentation: documentation, original: original,
            kind: kind, outputs: outputs, isEditable: isEditable, read: { read(section($0)) },
            json: { json(section($0)) })
    }

    /// `original` with the value written in: `HStack(spacing: 8)`.
    public func original(with value: String) -> String? {
        original.map { $0.fillingPlaceholder(with: value) }
    }
}

extension FieldEntry {
    /// The same entry, left out of an inspector (a section that is not edited as a whole).
    var notEditable: FieldEntry {
        FieldEntry(
            path: path, documentation: documentation, original: original, kind: kind, outputs: outputs,
            isEditable: false, read: read, json: json)
    }
}

extension String {
    /// The first `{}` replaced by `value`: an original names its value once. A byte search, as
    /// the standard library's generic `replacing` compares characters and costs a build far more.
    func fillingPlaceholder(with value: String) -> String {
        let bytes = Array(utf8)
        guard
            let open = bytes.indices.first(where: {
                bytes[$0] == UInt8(ascii: "{") && $0 + 1 < bytes.count
                    && bytes[$0 + 1] == UInt8(ascii: "}")
            })
        else { return self }
        return String(decoding: bytes[..<open], as: UTF8.self) + value
            + String(decoding: bytes[(open + 2)...], as: UTF8.self)
    }
}
