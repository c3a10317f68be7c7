import LayoutSpec

/// One compound CSS selector of the kind the selector contract uses: an optional element name
/// and attribute conditions, `html[data-active-tab]` or `[role="tab"][data-tab="<id>"]`.
/// A value written `<id>` stands for any tab id, as `docs/selectors.md` writes it. Enough for `check` to
/// find the contract in a page; a browser runs the same text, with `<id>` filled in.
struct CompoundSelector: Equatable, Sendable, CustomStringConvertible {
    struct Attribute: Equatable, Sendable {
        var name: String
        /// Nil when the attribute only has to be present.
        var value: String?
    }

    /// Stands for any tab id in a value.
    static let idPlaceholder = "<id>"

    var element: String?
    var attributes: [Attribute]

    /// Reads `tag[name]…[name="value"]…`. It stops at anything else, so a selector it cannot
    /// read does not write back the same (the contract's tests compare both).
    init(_ text: String) {
        var rest = Substring(text)
        let element = rest.prefix { $0 != "[" }
        self.element = element.isEmpty ? nil : String(element)
        rest = rest.dropFirst(element.count)
        attributes = []
        while rest.first == "[", let close = rest.firstIndex(of: "]") {
            let inside = rest[rest.index(after: rest.startIndex)..<close]
            rest = rest[rest.index(after: close)...]
            guard let equals = inside.firstIndex(of: "=") else {
                attributes.append(Attribute(name: String(inside), value: nil))
                continue
            }
            let value = inside[inside.index(after: equals)...]
            guard value.count >= 2, value.first == "\"", value.last == "\"" else { break }
            attributes.append(Attribute(name: String(inside[..<equals]), value: String(value.dropFirst().dropLast())))
        }
    }

    var description: String {
        (element ?? "")
            + attributes.map { attribute in
                attribute.value.map { "[\(attribute.name)=\"\($0)\"]" } ?? "[\(attribute.name)]"
            }.joined()
    }

    /// The selector as a sentence for `check`'s findings: `element has data-part="list"`,
    /// `html element has data-scroll-driver`.
    var phrase: String {
        let conditions = attributes.map { attribute in
            attribute.value.map { "\(attribute.name)=\"\($0)\"" } ?? attribute.name
        }
        return "\(element.map { "\($0) " } ?? "")element has \(Listed(conditions))"
    }

    /// The selector with `<id>` replaced by a tab id.
    func filled(with id: String) -> CompoundSelector {
        var filled = self
        for index in filled.attributes.indices where filled.attributes[index].value == Self.idPlaceholder {
            filled.attributes[index].value = id
        }
        return filled
    }

    /// Whether an element with this name and these attributes matches; `<id>` matches any value.
    func matches(element name: String, attributes present: [String: String]) -> Bool {
        if let element, element != name { return false }
        return attributes.allSatisfy { attribute in
            guard let actual = present[attribute.name] else { return false }
            return attribute.value == nil || attribute.value == Self.idPlaceholder || attribute.value == actual
        }
    }
}
