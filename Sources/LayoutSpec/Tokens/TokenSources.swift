/// Where a spec's design tokens come from, its `"tokens"` member: a resolver document
/// (`{"resolver": "brand.resolver.json"}`) or token files merged in order
/// (`{"files": ["a.tokens.json", "b.tokens.json"]}`), paths relative to the spec's folder.
public struct TokenSources: Sendable, Equatable {
    public enum Origin: Sendable, Equatable {
        case none
        case resolver(String)
        case files([String])
    }

    public var origin: Origin = .none
    /// The resolver's modifier and contexts for this tool's four appearances.
    public var theme = ThemeMapping()

    public init(origin: Origin = .none, theme: ThemeMapping = ThemeMapping()) {
        self.origin = origin
        self.theme = theme
    }

    /// The paths the spec names, as it writes them.
    public var paths: [String] {
        switch origin {
        case .none: []
        case .resolver(let path): [path]
        case .files(let paths): paths
        }
    }
}

/// The four appearances a colour field resolves its alias in.
public enum TokenAppearance: String, Sendable, CaseIterable {
    case light, dark, lightHighContrast, darkHighContrast

    /// The appearance without high contrast: `lightHighContrast` falls back to `light`.
    public var standard: TokenAppearance {
        switch self {
        case .light, .lightHighContrast: .light
        case .dark, .darkHighContrast: .dark
        }
    }
}

/// Which modifier of a resolver sets the theme, and its context for each appearance, when the
/// resolver names them otherwise than this tool's `theme` with `light`, `dark`,
/// `lightHighContrast` and `darkHighContrast`.
public struct ThemeMapping: Sendable, Equatable {
    public var modifier = "theme"
    /// Written by the spec; an appearance it leaves out keeps its own name.
    public var contexts: [TokenAppearance: String] = [:]

    public init(modifier: String = "theme", contexts: [TokenAppearance: String] = [:]) {
        self.modifier = modifier
        self.contexts = contexts
    }

    public func context(for appearance: TokenAppearance) -> String {
        contexts[appearance] ?? appearance.rawValue
    }
}

extension TokenSources: SpecValue {
    public init(node: JSONNode) throws(SpecIssue) {
        let keys = ["resolver", "files", "theme"]
        let members = try node.members(isKnown: keys.contains, known: { keys })
        let resolver = members.index(of: "resolver").map { members[$0].value }
        let files = members.index(of: "files").map { members[$0].value }
        switch (resolver, files) {
        case (let resolver?, nil):
            do {
                origin = .resolver(try resolver.string())
            } catch {
                throw error.inside(.key("resolver"))
            }
        case (nil, let files?):
            do throws(SpecIssue) {
                let paths = try [String](node: files)
                guard !paths.isEmpty else {
                    throw SpecIssue(at: files.position, message: "expected at least one token file")
                }
                origin = .files(paths)
            } catch {
                throw error.inside(.key("files"))
            }
        case (_?, _?):
            throw SpecIssue(at: node.position, message: "give either a resolver or token files, not both")
        case (nil, nil):
            throw SpecIssue(
                at: node.position,
                message: "expected {\"resolver\": \"….resolver.json\"} or {\"files\": [\"….tokens.json\"]}")
        }
        guard let index = members.index(of: "theme") else { return }
        let themeNode = members[index].value
        guard case .resolver = origin else {
            throw SpecIssue(
                at: members[index].keyPosition, path: JSONPath([.key("theme")]),
                message: "a theme maps a resolver's modifier; token files have none")
        }
        do {
            theme = try ThemeMapping(node: themeNode)
        } catch {
            throw error.inside(.key("theme"))
        }
    }

    public static var jsonSchema: JSONValue {
        let path: JSONValue = .object([("type", .string("string")), ("minLength", .integer(1))])
        let theme: JSONValue = .object([
            ("type", .string("object")),
            ("properties", .object([("modifier", path)] + TokenAppearance.allCases.map { ($0.rawValue, path) })),
            ("additionalProperties", .bool(false)),
        ])
        return .object([
            ("type", .string("object")),
            (
                "properties",
                .object([
                    ("resolver", path), ("files", .object([("type", .string("array")), ("items", path)])),
                    ("theme", theme),
                ])
            ),
            ("additionalProperties", .bool(false)),
        ])
    }

    public var jsonValue: JSONValue {
        var members: [(String, JSONValue)]
        switch origin {
        case .none: return .null
        case .resolver(let path): members = [("resolver", .string(path))]
        case .files(let paths): members = [("files", .array(paths.map(JSONValue.string)))]
        }
        if theme != ThemeMapping() {
            var written: [(String, JSONValue)] = [("modifier", .string(theme.modifier))]
            for appearance in TokenAppearance.allCases {
                if let context = theme.contexts[appearance] { written.append((appearance.rawValue, .string(context))) }
            }
            members.append(("theme", .object(written)))
        }
        return .object(members)
    }

    public static var fieldKind: FieldKind { .section }
    public var fieldValue: FieldValue { .composite }
}

extension ThemeMapping {
    init(node: JSONNode) throws(SpecIssue) {
        let keys = ["modifier"] + TokenAppearance.allCases.map(\.rawValue)
        let members = try node.members(isKnown: keys.contains, known: { keys })
        for member in members {
            let text: String
            do {
                text = try member.value.string()
            } catch {
                throw error.inside(.key(member.key))
            }
            if let appearance = TokenAppearance(rawValue: member.key) {
                contexts[appearance] = text
            } else {
                modifier = text
            }
        }
    }
}
