/// A spec object described by its `fields` table: it decodes, describes itself in JSON Schema and
/// writes itself back field by field.
public protocol SpecObject: SpecValue {
    static var fields: [SpecField<Self>] { get }
    /// What an object decoded on its own (an array element) starts from: the defaults of its
    /// optional fields. Required fields always replace what it holds.
    static var placeholder: Self { get }
}

extension SpecObject {
    public init(node: JSONNode) throws(SpecIssue) {
        try self.init(node: node, over: Self.placeholder)
    }

    /// The object at `node` merged over `fallback`, so that a partial spec overrides only what it
    /// names. The fallback depends on where the object sits (the tab bar's spring is `.bouncy`,
    /// the search's is `.interactive`), so the enclosing field passes it in.
    ///
    /// Unknown keys are refused first, in the order they are written; then the fields are decoded
    /// in the order the table lists them.
    public init(node: JSONNode, over fallback: Self) throws(SpecIssue) {
        let members = try node.members(isKnown: Self.hasField(named:), known: { Self.fields.map(\.name) })
        let fields = Self.fields
        var value = fallback
        // Fields are reached by index: a field copied out of the table would retain its closures,
        // for every field of every mail.
        for index in fields.indices {
            let name = fields[index].name
            guard let member = members.index(of: name) else {
                if fields[index].isRequired { throw node.missing(name) }
                continue
            }
            do {
                try fields[index].decode(members[member].value, &value)
            } catch {
                throw error.inside(.key(name))
            }
        }
        self = value
    }

    private static func hasField(named name: String) -> Bool {
        let fields = Self.fields
        return fields.indices.contains { fields[$0].name == name }
    }
}

extension SpecObject {
    public static var fieldKind: FieldKind { .section }
    public var fieldValue: FieldValue { .composite }

    /// Every field of this object and of the sections inside it, in declaration order, each
    /// section before its own fields.
    public static var fieldEntries: [FieldEntry<Self>] {
        fields.flatMap { [$0.entry] + $0.children() }
    }
}
