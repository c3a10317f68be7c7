/// A resolver document, read by the Resolver report (2025.10): named `sets` of token sources,
/// `modifiers` whose `contexts` each hold sources, and the `resolutionOrder` that merges them,
/// later sources winning. Only what the report allows is accepted: a `version` of 2025.10, a
/// modifier with contexts and a default among them, references to sets (never to a modifier
/// except from `resolutionOrder`, never into it), and files inside the spec's folder.
struct TokenResolver {
    static let version = "2025.10"

    /// Where a set's or a context's tokens come from.
    enum Source {
        /// A token file, with tokens written beside its `$ref` that override it.
        case file(String, overrides: JSONNode?)
        /// Tokens written in the resolver itself.
        case inline(JSONNode)
        /// The sources of a set of the document's `sets`.
        case set(String, SourcePosition)
    }

    struct Modifier {
        var name: String
        var contexts: [(name: String, sources: [Source])]
        var defaultContext: String?
    }

    enum Item {
        case set([Source])
        case modifier(Modifier)
    }

    let path: String
    private(set) var items: [Item] = []
    private var sets: [String: [Source]] = [:]

    init(_ node: JSONNode, path: String) throws(TokenIssue) {
        self.path = path
        guard case .object(let members) = node.value else {
            throw issue(at: node.position, "expected a resolver's object, found \(node.kindDescription)")
        }
        guard let version = members.first(where: { $0.key == "version" }) else {
            throw issue(
                at: node.position,
                "no \"version\"; a resolver names the reports' version it follows, \"\(Self.version)\"")
        }
        guard case .string(Self.version) = version.value.value else {
            throw issue(
                at: version.value.position, "the version must be \"\(Self.version)\", the version mailsitegen reads")
        }
        if let setsMember = members.first(where: { $0.key == "sets" }) {
            for member in try objectMembers(setsMember.value, "sets") {
                sets[member.key] = try setSources(member.value, name: member.key)
            }
        }
        var modifiers: [String: Modifier] = [:]
        if let modifiersMember = members.first(where: { $0.key == "modifiers" }) {
            for member in try objectMembers(modifiersMember.value, "modifiers") {
                modifiers[member.key] = try modifier(member.value, name: member.key)
            }
        }
        guard let order = members.first(where: { $0.key == "resolutionOrder" }) else {
            throw issue(at: node.position, "no \"resolutionOrder\": the sets and modifiers to merge, in order")
        }
        guard case .array(let elements) = order.value.value else {
            throw issue(at: order.value.position, "resolutionOrder must be an array")
        }
        var names: Set<String> = []
        for element in elements {
            guard case .object(let fields) = element.value else {
                throw issue(
                    at: element.position, "a resolutionOrder item is a {\"$ref\": …} or an inline set or modifier")
            }
            if let reference = fields.first(where: { $0.key == "$ref" }) {
                guard case .string(let pointer) = reference.value.value else {
                    throw issue(at: reference.value.position, "$ref must be a string")
                }
                if pointer.hasPrefix("#/sets/") {
                    let name = String(pointer.dropFirst("#/sets/".count))
                    guard sets[name] != nil else { throw missingTarget(pointer, at: reference.value.position) }
                    guard names.insert("set " + name).inserted else {
                        throw issue(at: element.position, "the set '\(name)' is named twice in resolutionOrder")
                    }
                    items.append(.set([.set(name, reference.value.position)]))
                } else if pointer.hasPrefix("#/modifiers/") {
                    let name = String(pointer.dropFirst("#/modifiers/".count))
                    guard let modifier = modifiers[name] else {
                        throw missingTarget(pointer, at: reference.value.position)
                    }
                    guard names.insert("modifier " + name).inserted else {
                        throw issue(at: element.position, "the modifier '\(name)' is named twice in resolutionOrder")
                    }
                    items.append(.modifier(modifier))
                } else {
                    throw issue(
                        at: reference.value.position,
                        "resolutionOrder refers to a set (#/sets/…) or a modifier (#/modifiers/…), not '\(pointer)'")
                }
                continue
            }
            let name = try string(in: fields, "name", of: element)
            let type = try string(in: fields, "type", of: element)
            guard names.insert(name).inserted else {
                throw issue(at: element.position, "the name '\(name)' is used twice in resolutionOrder")
            }
            switch type {
            case "set": items.append(.set(try setSources(element, name: name)))
            case "modifier": items.append(.modifier(try modifier(element, name: name)))
            default:
                throw issue(at: element.position, "an inline item's type is \"set\" or \"modifier\", not '\(type)'")
            }
        }
    }

    /// The sources of `set`, sets expanded in place.
    func expand(_ sources: [Source], visiting: [String] = []) throws(TokenIssue) -> [Source] {
        var expanded: [Source] = []
        for source in sources {
            guard case .set(let name, let position) = source else {
                expanded.append(source)
                continue
            }
            guard let inner = sets[name] else { throw missingTarget("#/sets/\(name)", at: position) }
            guard !visiting.contains(name) else {
                throw issue(
                    at: position, "the sets refer to each other: \((visiting + [name]).joined(separator: " → "))")
            }
            expanded += try expand(inner, visiting: visiting + [name])
        }
        return expanded
    }

    // MARK: Parts

    private func setSources(_ node: JSONNode, name: String) throws(TokenIssue) -> [Source] {
        guard case .object(let fields) = node.value, let sources = fields.first(where: { $0.key == "sources" }) else {
            throw issue(at: node.position, "the set '\(name)' has no \"sources\"")
        }
        return try sourceList(sources.value)
    }

    private func modifier(_ node: JSONNode, name: String) throws(TokenIssue) -> Modifier {
        guard case .object(let fields) = node.value,
            let contexts = fields.first(where: { $0.key == "contexts" }),
            case .object(let contextMembers) = contexts.value.value, !contextMembers.isEmpty
        else {
            throw issue(at: node.position, "the modifier '\(name)' has no contexts; a modifier needs at least one")
        }
        var modifier = Modifier(name: name, contexts: [], defaultContext: nil)
        for context in contextMembers {
            modifier.contexts.append((context.key, try sourceList(context.value)))
        }
        if let defaultMember = fields.first(where: { $0.key == "default" }) {
            guard case .string(let context) = defaultMember.value.value,
                modifier.contexts.contains(where: { $0.name == context })
            else {
                let names = modifier.contexts.map(\.name).joined(separator: ", ")
                throw issue(
                    at: defaultMember.value.position,
                    "the modifier '\(name)''s default is not one of its contexts (\(names))")
            }
            modifier.defaultContext = context
        }
        return modifier
    }

    private func sourceList(_ node: JSONNode) throws(TokenIssue) -> [Source] {
        guard case .array(let elements) = node.value else {
            throw issue(at: node.position, "expected an array of token sources")
        }
        var sources: [Source] = []
        for element in elements {
            guard case .object(let fields) = element.value else {
                throw issue(at: element.position, "a token source is a {\"$ref\": …} or an object of tokens")
            }
            guard let reference = fields.first(where: { $0.key == "$ref" }) else {
                sources.append(.inline(element))
                continue
            }
            guard case .string(let pointer) = reference.value.value else {
                throw issue(at: reference.value.position, "$ref must be a string")
            }
            if pointer.hasPrefix("#/sets/") {
                sources.append(.set(String(pointer.dropFirst("#/sets/".count)), reference.value.position))
            } else if pointer.hasPrefix("#/modifiers/") {
                throw issue(
                    at: reference.value.position, "a set or a modifier may not refer to a modifier ('\(pointer)')")
            } else if pointer.hasPrefix("#/resolutionOrder") {
                throw issue(at: reference.value.position, "nothing may refer into resolutionOrder ('\(pointer)')")
            } else if pointer.hasPrefix("#") || pointer.contains("#") {
                throw issue(
                    at: reference.value.position,
                    "'\(pointer)': mailsitegen reads references to a set or to a whole token file")
            } else {
                var overrides = element
                overrides.value = .object(fields.filter { $0.key != "$ref" })
                let hasOverrides = fields.contains { $0.key != "$ref" && !$0.key.hasPrefix("$") }
                sources.append(.file(pointer, overrides: hasOverrides ? overrides : nil))
            }
        }
        return sources
    }

    private func objectMembers(_ node: JSONNode, _ key: String) throws(TokenIssue) -> [JSONNode.Member] {
        guard case .object(let members) = node.value else { throw issue(at: node.position, "\(key) must be an object") }
        return members
    }

    private func string(in fields: [JSONNode.Member], _ key: String, of node: JSONNode) throws(TokenIssue) -> String {
        guard let member = fields.first(where: { $0.key == key }), case .string(let text) = member.value.value else {
            throw issue(at: node.position, "an inline set or modifier in resolutionOrder needs a \"\(key)\" string")
        }
        return text
    }

    private func missingTarget(_ pointer: String, at position: SourcePosition) -> TokenIssue {
        issue(at: position, "'\(pointer)' refers to nothing in the resolver")
    }

    private func issue(at position: SourcePosition, _ message: String) -> TokenIssue {
        TokenIssue(in: path, at: position, message)
    }
}
