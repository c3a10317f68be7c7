/// The aliases a spec's fields hold, `"{brand.radius.pill}"`, replaced by the values their tokens
/// resolve to, written as the spec itself would write them; a pass over the spec's tree before
/// it is decoded, walking the field table's shapes so that every field may hold an alias. A
/// colour resolves in each of the four appearances; every other field in the light one.
public struct TokenAliases: Sendable, Equatable {
    /// One field that holds an alias: where, and the token it names.
    public struct Alias: Sendable, Equatable {
        public var path: JSONPath
        public var token: String
        /// The token file and place of the value the alias resolves to (in the light appearance).
        public var place: String
    }

    public private(set) var aliases: [Alias] = []
    /// The token files and resolver read, relative to the spec's folder, in the order read.
    public private(set) var files: [String] = []

    public init() {}

    /// The alias the field at `path` holds, if it holds one.
    public func alias(at path: JSONPath) -> Alias? {
        aliases.first { $0.path == path }
    }

    /// The spec's shape, made from the field tables once.
    private static let specShape = LayoutSpec.fieldShape

    /// `issue` with the token named, when it is about a value an alias gave: "300 is out of
    /// range … (from {brand.radius.pill}, brand.tokens.json:4:7)".
    func explaining(_ issue: SpecIssue) -> SpecIssue {
        guard let alias = aliases.first(where: { issue.path.components.starts(with: $0.path.components) }) else {
            return issue
        }
        var explained = issue
        explained.message += " (from {\(alias.token)}, \(alias.place))"
        return explained
    }

    /// `tree` with every alias replaced; `sources` is the spec's `tokens` member.
    static func substitute(
        in tree: JSONNode, sources: TokenSources, sourcesNode: JSONNode, read: @escaping SpecFileReader
    ) throws(SpecIssue) -> (tree: JSONNode, aliases: TokenAliases) {
        let tokens: SpecTokens
        do {
            tokens = try SpecTokens.load(sources, read: read)
        } catch {
            throw SpecIssue(at: sourcesNode.position, path: JSONPath([.key("tokens")]), message: error.message)
        }
        var pass = Pass(tokens: tokens)
        var result = TokenAliases()
        result.files = tokens.files
        let tree = try pass.walk(tree, shape: Self.specShape, path: .root)
        result.aliases = pass.aliases
        return (tree, result)
    }

    /// The walk itself, collecting the aliases it replaces.
    private struct Pass {
        let tokens: SpecTokens
        var aliases: [Alias] = []

        /// Members of the spec that never hold aliases: where the tokens come from, and the schema.
        static let skipped: Set<String> = ["tokens", "$schema"]

        mutating func walk(_ node: JSONNode, shape: FieldShape, path: JSONPath) throws(SpecIssue) -> JSONNode {
            switch (node.value, shape) {
            case (.string(let text), _):
                guard let name = TokenSet.alias(in: text) else { return node }
                return try replace(node, alias: name, kind: shape.kind, path: path)
            case (.object(var members), .object):
                for index in members.indices
                where !(path.components.isEmpty && Self.skipped.contains(members[index].key)) {
                    guard let inner = shape.member(members[index].key) else { continue }
                    members[index].value = try walk(
                        members[index].value, shape: inner, path: path.appending(key: members[index].key))
                }
                var walked = node
                walked.value = .object(members)
                return walked
            case (.object(var members), .value(.color)):
                // `{"light": "{brand.blue}", "dark": …}`: each half in its own appearance.
                for index in members.indices {
                    guard case .string(let text) = members[index].value.value, let name = TokenSet.alias(in: text),
                        let appearance = Self.appearance(ofColorKey: members[index].key)
                    else { continue }
                    let memberPath = path.appending(key: members[index].key)
                    let rgb = try colour(name, in: appearance, at: members[index].value, path: memberPath)
                    members[index].value.value = .string(rgb.description)
                    record(memberPath, name)
                }
                var walked = node
                walked.value = .object(members)
                return walked
            case (.array(var elements), .list(let element)):
                for index in elements.indices {
                    elements[index] = try walk(elements[index], shape: element, path: path.appending(index: index))
                }
                var walked = node
                walked.value = .array(elements)
                return walked
            default:
                return node
            }
        }

        /// The alias at `node` replaced by its token's value, as the field's kind writes it.
        private mutating func replace(
            _ node: JSONNode, alias name: String, kind: FieldKind, path: JSONPath
        ) throws(SpecIssue) -> JSONNode {
            var replaced = node
            if kind == .color {
                let rgb = Appearances(
                    light: try colour(name, in: .light, at: node, path: path),
                    dark: try colour(name, in: .dark, at: node, path: path),
                    increasedLight: try colour(name, in: .lightHighContrast, at: node, path: path),
                    increasedDark: try colour(name, in: .darkHighContrast, at: node, path: path))
                replaced.value = Self.colourNode(rgb, at: node.position)
                record(path, name)
                return replaced
            }
            let value = try tokenValue(name, in: .light, at: node, path: path)
            let accepted = Self.accepted(by: kind)
            guard let accepted, accepted.types.contains(value.resolved.type) else {
                let takes = accepted.map { "this field takes \($0.name)" } ?? "this field cannot hold an alias"
                throw SpecIssue(
                    at: node.position, path: path,
                    message: "{\(name)} is \(Self.article(value.resolved.type)) (\(value.place)); \(takes)")
            }
            do {
                switch kind {
                case .number(let format) where format.unit == "px": replaced.value = .number(try value.points())
                case .number(let format) where format.unit == "s": replaced.value = .number(try value.seconds())
                case .number: replaced.value = .number(try value.number())
                case .boolean: replaced.value = .bool(try value.boolean())
                case .spring:
                    let spring = try value.spring()
                    replaced.value = .object([
                        JSONNode.Member(
                            key: "duration", keyPosition: node.position,
                            value: JSONNode(value: .number(spring.duration), position: node.position)),
                        JSONNode.Member(
                            key: "bounce", keyPosition: node.position,
                            value: JSONNode(value: .number(spring.bounce), position: node.position)),
                    ])
                default: replaced.value = .string(try value.string())
                }
            } catch {
                throw SpecIssue(at: node.position, path: path, message: error.message)
            }
            record(path, name, place: value.place)
            return replaced
        }

        private mutating func record(_ path: JSONPath, _ name: String, place: String? = nil) {
            let place = place ?? ((try? tokens.set(.light).resolve(name))?.source.place ?? "")
            aliases.append(Alias(path: path, token: name, place: place))
        }

        private func tokenValue(
            _ name: String, in appearance: TokenAppearance, at node: JSONNode, path: JSONPath
        ) throws(SpecIssue) -> TokenValue {
            let set = tokens.set(appearance)
            do {
                return TokenValue(resolved: try set.resolve(name), set: set)
            } catch {
                throw SpecIssue(at: node.position, path: path, message: error.message)
            }
        }

        private func colour(
            _ name: String, in appearance: TokenAppearance, at node: JSONNode, path: JSONPath
        ) throws(SpecIssue) -> SpecColor.RGB {
            let value = try tokenValue(name, in: appearance, at: node, path: path)
            guard value.resolved.type == "color" else {
                throw SpecIssue(
                    at: node.position, path: path,
                    message:
                        "{\(name)} is \(Self.article(value.resolved.type)) (\(value.place)); this field takes a color")
            }
            do {
                return try value.color()
            } catch {
                throw SpecIssue(at: node.position, path: path, message: error.message)
            }
        }

        /// A colour as the spec writes it: one hex, a light/dark pair, and its own pair under
        /// Increase Contrast where the high-contrast appearances differ.
        /// The system colours in the order of their names, so that the first that matches is always
        /// the same one.
        private static let systemColours = SpecColor.systemNames.compactMap { name in
            SpecColor.systemPalette[name].map { (name, $0) }
        }

        /// A colour in each of the four appearances.
        private struct Appearances {
            var light, dark, increasedLight, increasedDark: SpecColor.RGB
        }

        private static func colourNode(_ rgb: Appearances, at position: SourcePosition) -> JSONNode.Value {
            let (light, dark, increasedLight, increasedDark) = (
                rgb.light, rgb.dark, rgb.increasedLight, rgb.increasedDark
            )
            func text(_ color: SpecColor.RGB) -> JSONNode {
                JSONNode(value: .string(color.description), position: position)
            }
            if light == dark, increasedLight == light, increasedDark == dark { return .string(light.description) }
            // A system colour in all four appearances is written by its name, as the spec that
            // exported it wrote it: the page then draws it as that system colour.
            for (name, system) in systemColours where (system.light, system.dark) == (light, dark) {
                guard let accessible = SpecColor.accessiblePalette[name] else { continue }
                if (accessible.light, accessible.dark) == (increasedLight, increasedDark) { return .string(name) }
            }
            var members = [("light", light), ("dark", dark)]
            if increasedLight != light || increasedDark != dark {
                members += [("increasedContrastLight", increasedLight), ("increasedContrastDark", increasedDark)]
            }
            return .object(members.map { JSONNode.Member(key: $0.0, keyPosition: position, value: text($0.1)) })
        }

        private static func appearance(ofColorKey key: String) -> TokenAppearance? {
            switch key {
            case "light": .light
            case "dark": .dark
            case "increasedContrastLight": .lightHighContrast
            case "increasedContrastDark": .darkHighContrast
            default: nil
            }
        }

        /// The token types a field of `kind` takes, and how a message names them.
        private static func accepted(by kind: FieldKind) -> (types: Set<String>, name: String)? {
            switch kind {
            case .number(let format) where format.unit == "px": (["dimension", "number"], "a dimension")
            case .number(let format) where format.unit == "s": (["duration"], "a duration")
            case .number: (["number"], "a number")
            case .boolean: (["boolean"], "a boolean")
            case .text, .symbol, .choice: (["string"], "a string")
            case .color: (["color"], "a color")
            case .spring: (["transition"], "a transition (a spring)")
            case .date, .phrase, .section, .list: nil
            }
        }

        private static func article(_ type: String) -> String {
            (type.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + type
        }
    }
}
