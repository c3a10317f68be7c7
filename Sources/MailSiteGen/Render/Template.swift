/// A page template with `{{name}}` placeholders for escaped text and `{{html name}}` for markup
/// the generator built. Placeholders are filled in one pass over the template, so a value that
/// itself contains `{{…}}` is shown as written, never expanded.
struct Template {
    enum Value {
        case text(String)
        case html(HTML)
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
            output.append(contentsOf: rest[..<open.lowerBound])  // `+=` would append character by character
            guard let close = rest[open.upperBound...].find("}}") else {
                throw Failure(message: "\(name): unclosed placeholder")
            }
            let placeholder = rest[open.upperBound..<close.lowerBound]
            let wantsHTML = placeholder.hasPrefix("html ")
            let key = String(wantsHTML ? placeholder.dropFirst(5) : placeholder)
            switch (values[key], wantsHTML) {
            case (.text(let text)?, false): output += text.htmlEscaped
            case (.html(let html)?, true): output += html.markup
            case (.text?, true): throw Failure(message: "\(name): '\(key)' is text; write {{\(key)}}")
            case (.html?, false): throw Failure(message: "\(name): '\(key)' is markup; write {{html \(key)}}")
            case (nil, _): throw Failure(message: "\(name): no value for placeholder '\(key)'")
            }
            rest = rest[close.upperBound...]
        }
        output.append(contentsOf: rest)
        return output
    }
}
