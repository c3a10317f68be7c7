import LayoutSpec

/// A page template with `{{name}}` placeholders for escaped text, `{{html name}}` for markup
/// the generator built and `{{json name}}` for a JSON value inside a script. Placeholders are filled in one pass over the template, so a value that
/// itself contains `{{…}}` is shown as written, never expanded.
struct Template {
    enum Value {
        case text(String)
        case html(HTML)
        /// Written as JSON with `<`, `>` and `&` as `\u` escapes, so it cannot end a `<script>`.
        case json(JSONValue)
    }

    struct Failure: Error, Equatable, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    let name: String
    let source: String

    func render(_ values: [String: Value]) throws(Failure) -> String {
        var output = ""
        output.reserveCapacity(source.utf8.count * 2)
        var rest = source[...]
        while let open = rest.find("{{") {
            output += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].find("}}") else {
                throw Failure(message: "\(name): unclosed placeholder")
            }
            let placeholder = rest[open.upperBound..<close.lowerBound]
            let (context, key) = Self.parse(placeholder)
            switch (values[key], context) {
            case (.text(let text)?, ""): output += text.htmlEscaped
            case (.html(let html)?, "html"): output += html.markup
            case (.json(let json)?, "json"): output += json.formatted().scriptEscaped
            case (.text?, _): throw Failure(message: "\(name): '\(key)' is text; write {{\(key)}}")
            case (.html?, _): throw Failure(message: "\(name): '\(key)' is markup; write {{html \(key)}}")
            case (.json?, _): throw Failure(message: "\(name): '\(key)' is JSON; write {{json \(key)}}")
            case (nil, _): throw Failure(message: "\(name): no value for placeholder '\(key)'")
            }
            rest = rest[close.upperBound...]
        }
        output += rest
        return output
    }

    /// `html title` is the context `html` and the key `title`; `title` has no context.
    private static func parse(_ placeholder: Substring) -> (context: Substring, key: String) {
        guard let space = placeholder.firstIndex(of: " ") else { return ("", String(placeholder)) }
        return (placeholder[..<space], String(placeholder[placeholder.index(after: space)...]))
    }
}
