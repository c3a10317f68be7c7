extension Symbol: SpecValue {
    public init(node: JSONNode) throws(SpecIssue) {
        if case .object = node.value {
            self = .custom(try CustomSymbol(node: node))
        } else {
            self = .builtIn(try SymbolName(node: node))
        }
    }

    public static var jsonSchema: JSONValue {
        .object([("anyOf", .array([SymbolName.jsonSchema, CustomSymbol.jsonSchema]))])
    }

    public var jsonValue: JSONValue {
        switch self {
        case .builtIn(let name): name.jsonValue
        case .custom(let custom): custom.jsonValue
        }
    }

    public static var fieldKind: FieldKind { .symbol }
    public var fieldValue: FieldValue { .symbol(self) }
}

extension CustomSymbol {
    /// The keys of a custom icon.
    static let keys = ["svg", "filled"]

    init(node: JSONNode) throws(SpecIssue) {
        let members = try node.members(isKnown: Self.keys.contains, known: { Self.keys })
        func path(_ key: String) throws(SpecIssue) -> String? {
            guard let index = members.index(of: key) else { return nil }
            let value = members[index].value
            do throws(SpecIssue) {
                let text = try value.string()
                if let problem = Self.problem(with: text) { throw SpecIssue(at: value.position, message: problem) }
                return text
            } catch {
                throw error.inside(.key(key))
            }
        }
        guard let svg = try path("svg") else { throw node.missing("svg") }
        self.init(svg: svg, filled: try path("filled"))
    }

    /// Why a written path cannot name a file inside the spec's folder, or nil. Symbolic links
    /// are followed and checked when the file is read; this refuses what is wrong as text.
    static func problem(with path: String) -> String? {
        if path.isEmpty { return "expected the path of an SVG file, relative to the spec's folder" }
        if path.hasPrefix("/") { return "'\(path)' is an absolute path; give a path relative to the spec's folder" }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\\" }) {
            return "the path holds a control character or a backslash"
        }
        if path.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
            return "'\(path)' goes out of the spec's folder ('..'); icons are files inside it"
        }
        return nil
    }

    static var jsonSchema: JSONValue {
        let path: JSONValue = .object([("type", .string("string")), ("minLength", .number(1))])
        return .object([
            ("type", .string("object")),
            ("properties", .object([("svg", path), ("filled", path)])),
            ("required", .array([.string("svg")])),
            ("additionalProperties", .bool(false)),
        ])
    }

    var jsonValue: JSONValue {
        .object([("svg", .string(svg))] + (filled.map { [("filled", .string($0))] } ?? []))
    }
}
