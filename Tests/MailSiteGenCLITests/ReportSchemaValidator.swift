import LayoutSpec

/// A JSON Schema (draft 2020-12) validator for the keywords `report.schema.json` uses and no
/// others: a keyword it does not know is itself an error, so the schema cannot come to rely on
/// one that nothing here checks. `$ref` resolves `#/$defs/<name>` only.
struct ReportSchemaValidator {
    let schema: JSONNode

    static let annotations: Set = ["$schema", "title", "description", "$defs"]

    /// Each way `instance` fails the schema, as `$.files[2].status: …`; empty when it passes.
    func errors(of instance: JSONNode) -> [String] {
        validate(instance, against: schema, at: "$")
    }

    private func validate(_ instance: JSONNode, against schema: JSONNode, at path: String) -> [String] {
        guard case .object(let keywords) = schema.value else { return ["\(path): the schema is not an object"] }
        var errors: [String] = []
        let properties = keywords.first { $0.key == "properties" }.flatMap { $0.value.members } ?? []
        for keyword in keywords {
            let value = keyword.value
            switch keyword.key {
            case let annotation where Self.annotations.contains(annotation):
                continue
            case "$ref":
                guard case .string(let reference) = value.value, reference.hasPrefix("#/$defs/"),
                    let target = definition(String(reference.dropFirst("#/$defs/".count)))
                else {
                    errors.append("\(path): unresolvable $ref")
                    continue
                }
                errors += validate(instance, against: target, at: path)
            case "type":
                let names = value.strings ?? (value.stringValue.map { [$0] } ?? [])
                if !names.contains(where: { Self.instance(instance, hasType: $0) }) {
                    errors.append("\(path): \(instance.kindDescription) is not of type \(names)")
                }
            case "const":
                if !Self.same(instance, value) { errors.append("\(path): is not the const") }
            case "enum":
                if !(value.elements ?? []).contains(where: { Self.same(instance, $0) }) {
                    errors.append("\(path): is not one of the enum")
                }
            case "properties":
                for member in instance.members ?? [] {
                    if let property = properties.first(where: { $0.key == member.key }) {
                        errors += validate(member.value, against: property.value, at: "\(path).\(member.key)")
                    }
                }
            case "required":
                guard let keys = instance.members?.map(\.key) else { continue }
                for key in value.strings ?? [] where !keys.contains(key) {
                    errors.append("\(path): lacks '\(key)'")
                }
            case "additionalProperties":
                guard case .bool(false) = value.value else {
                    errors.append("\(path): additionalProperties other than false is not supported")
                    continue
                }
                for member in instance.members ?? [] where !properties.contains(where: { $0.key == member.key }) {
                    errors.append("\(path): has '\(member.key)', which the schema does not allow")
                }
            case "items":
                for (index, element) in (instance.elements ?? []).enumerated() {
                    errors += validate(element, against: value, at: "\(path)[\(index)]")
                }
            case "minimum":
                if case .number(let number) = instance.value, case .number(let minimum) = value.value, number < minimum
                {
                    errors.append("\(path): \(number) is below \(minimum)")
                }
            case "minItems", "maxItems":
                guard let count = instance.elements?.count, case .number(let bound) = value.value else { continue }
                if keyword.key == "minItems" ? Double(count) < bound : Double(count) > bound {
                    errors.append("\(path): \(count) items breaks \(keyword.key) \(bound)")
                }
            default:
                errors.append("\(path): the schema uses '\(keyword.key)', which this validator does not check")
            }
        }
        return errors
    }

    private func definition(_ name: String) -> JSONNode? {
        schema.members?.first { $0.key == "$defs" }?.value.members?.first { $0.key == name }?.value
    }

    private static func instance(_ node: JSONNode, hasType name: String) -> Bool {
        switch (name, node.value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
            ("number", .number):
            true
        case ("integer", .number(let number)): number.rounded() == number
        default: false
        }
    }

    /// The same JSON value, wherever it was written.
    static func same(_ a: JSONNode, _ b: JSONNode) -> Bool {
        switch (a.value, b.value) {
        case (.object(let x), .object(let y)):
            x.count == y.count
                && x.allSatisfy { member in y.contains { $0.key == member.key && same($0.value, member.value) } }
        case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.string(let x), .string(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.bool(let x), .bool(let y)): x == y
        case (.null, .null): true
        default: false
        }
    }
}

extension JSONNode {
    var members: [Member]? {
        guard case .object(let members) = value else { return nil }
        return members
    }

    var elements: [JSONNode]? {
        guard case .array(let elements) = value else { return nil }
        return elements
    }

    var stringValue: String? {
        guard case .string(let text) = value else { return nil }
        return text
    }

    var strings: [String]? { elements?.compactMap(\.stringValue) }

    /// The value of `key`, in an object.
    subscript(_ key: String) -> JSONNode? { members?.first { $0.key == key }?.value }
}
