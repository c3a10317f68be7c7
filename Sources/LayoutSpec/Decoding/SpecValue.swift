/// A value a spec can hold. It decodes itself from the parsed JSON (with the project's errors),
/// describes itself in JSON Schema for `mailsitegen schema`, and writes itself back as JSON for
/// `mailsitegen init`: one definition for all three, so the decoder and the schema cannot drift apart.
/// Its kind and typed value are what the field table (`FieldEntry`) gives the renderers.
public protocol SpecValue: Sendable {
    /// The value written at `node`. An issue it throws has a path relative to `node`.
    init(node: JSONNode) throws(SpecIssue)
    static var jsonSchema: JSONValue { get }
    var jsonValue: JSONValue { get }
    static var fieldKind: FieldKind { get }
    /// The kind, and for a section or a list the shapes inside it (`FieldShape`).
    static var fieldShape: FieldShape { get }
    var fieldValue: FieldValue { get }
}
