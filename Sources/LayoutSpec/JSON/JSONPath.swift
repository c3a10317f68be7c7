/// Where a value sits inside a spec, written the way people read it: `tabs[2].color`.
public struct JSONPath: Sendable, Equatable, Hashable, CustomStringConvertible {
    public enum Component: Sendable, Equatable, Hashable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    public static let root = JSONPath()

    public func appending(_ component: Component) -> JSONPath {
        JSONPath(components + [component])
    }

    public func appending(key: String) -> JSONPath { appending(.key(key)) }
    public func appending(index: Int) -> JSONPath { appending(.index(index)) }

    /// `tabs[2].color`; the whole document is `(root)`.
    public var description: String {
        guard !components.isEmpty else { return "(root)" }
        var text = ""
        for component in components {
            switch component {
            case .key(let key):
                if !text.isEmpty { text += "." }
                text += key.isPlainIdentifier ? key : "[\"\(key)\"]"
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}

extension String {
    /// True for keys that read well after a dot: letters, digits and `_`, not starting with a digit.
    fileprivate var isPlainIdentifier: Bool {
        guard let first = unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_"
        }
    }
}
