extension Array: SpecValue where Element: SpecValue {
    public init(node: JSONNode) throws(SpecIssue) {
        let elements = try node.elements()
        self.init()
        reserveCapacity(elements.count)
        for index in elements.indices {
            do {
                append(try Element(node: elements[index]))
            } catch {
                throw error.inside(.index(index))
            }
        }
    }

    public static var jsonSchema: JSONValue {
        .object([("type", .string("array")), ("items", Element.jsonSchema)])
    }

    public var jsonValue: JSONValue { .array(map(\.jsonValue)) }
    public static var fieldKind: FieldKind { .list }
    public var fieldValue: FieldValue { .composite }
}
