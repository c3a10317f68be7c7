import LayoutSpec

/// A template from `Templates/` with `{{name}}` placeholders for escaped text, `{{html name}}` for
/// markup the generator built, `{{json name}}` for a JSON value as the text of a JavaScript
/// template literal (written between backquotes and read by `JSON.parse`, so that the template is
/// JavaScript as it stands) and `{{code name}}` for source code the generator wrote (the SwiftUI
/// file's `MailDesign`, spec text in it only as escaped string literals; an empty one alone on its
/// line takes the line with it). Placeholders
/// are filled in one pass over the template, so a value that itself contains `{{…}}` is shown as
/// written, never expanded.
///
/// The templates are embedded in the binary, so a placeholder without its value, or with a value
/// of the wrong kind, is a bug of the generator's, not something a spec can cause: rendering
/// never fails for the caller. `problems(_:)` names such a bug, tests assert there is none, and
/// a debug build stops at it; a release build leaves the placeholder out.
struct Template {
    enum Value {
        case text(String)
        case html(HTML)
        /// Written as JSON with `<`, `>` and `&` as `\u` escapes, so it cannot end a `<script>`, then
        /// with `\`, `` ` `` and `$` escaped, so it is read back from a template literal as it is.
        case json(JSONValue)
        case code(String)
    }

    let name: String
    let source: String

    func render(_ values: [String: Value]) -> String {
        var output = ""
        output.reserveCapacity(source.utf8.count * 2)
        // Set after an empty `{{code}}` alone on its line: the line goes too.
        var dropsLineFeed = false
        for piece in pieces {
            switch piece {
            case .literal(var text):
                if dropsLineFeed, text.first == "\n" { text = text.dropFirst() }
                dropsLineFeed = false
                output.append(contentsOf: text)  // `+=` would append character by character
            case .placeholder(let context, let key):
                switch (values[key], context) {
                case (.text(let text)?, ""): output += text.htmlEscaped
                case (.html(let html)?, "html"): output += html.markup
                case (.json(let json)?, "json"):
                    output += json.formatted(indent: Self.indentation(of: output)).scriptEscaped.templateLiteralEscaped
                case (.code(let code)?, "code"):
                    let indentation = Self.indentation(of: output)
                    if code.isEmpty, output.utf8.dropLast(indentation.utf8.count).last == UInt8(ascii: "\n") {
                        output.removeLast(indentation.count)
                        dropsLineFeed = true
                    }
                    output += code
                default: assertionFailure("\(name): {{\(context) \(key)}}: \(problems(values).joined(separator: "; "))")
                }
            }
        }
        return output
    }

    /// What is wrong with filling this template with `values`: a placeholder with no value or a
    /// value of another kind, a value no placeholder takes, a placeholder left open.
    func problems(_ values: [String: Value]) -> [String] {
        var found: [String] = []
        var used: Set<String> = []
        for piece in pieces {
            guard case .placeholder(let context, let key) = piece else { continue }
            used.insert(key)
            switch (values[key], context) {
            case (.text?, ""), (.html?, "html"), (.json?, "json"), (.code?, "code"): break
            case (nil, _): found.append("\(name): no value for placeholder '\(key)'")
            case (.text?, _): found.append("\(name): '\(key)' is text; write {{\(key)}}")
            case (.html?, _): found.append("\(name): '\(key)' is markup; write {{html \(key)}}")
            case (.json?, _): found.append("\(name): '\(key)' is JSON; write {{json \(key)}}")
            case (.code?, _): found.append("\(name): '\(key)' is code; write {{code \(key)}}")
            }
        }
        if source.contains("{{"), pieces.isEmpty { found.append("\(name): unclosed placeholder") }
        for key in values.keys.sorted() where !used.contains(key) {
            found.append("\(name): no placeholder takes '\(key)'")
        }
        return found
    }

    /// The white space that starts the last line of `text`: a JSON value's inner lines are
    /// indented as the line its placeholder stands on.
    private static func indentation(of text: String) -> String {
        let line = text.utf8.lastIndex(of: UInt8(ascii: "\n")).map { text[text.index(after: $0)...] } ?? text[...]
        return String(line.prefix { $0 == " " })
    }

    private enum Piece {
        case literal(Substring)
        case placeholder(context: Substring, key: String)
    }

    /// The template cut at its placeholders; an unclosed `{{` is a template with no pieces.
    private var pieces: [Piece] {
        var pieces: [Piece] = []
        var rest = source[...]
        while let open = rest.find("{{") {
            pieces.append(.literal(rest[..<open.lowerBound]))
            guard let close = rest[open.upperBound...].find("}}") else { return [] }
            let placeholder = rest[open.upperBound..<close.lowerBound]
            if let space = placeholder.firstIndex(of: " ") {
                pieces.append(
                    .placeholder(
                        context: placeholder[..<space], key: String(placeholder[placeholder.index(after: space)...])))
            } else {
                pieces.append(.placeholder(context: "", key: String(placeholder)))
            }
            rest = rest[close.upperBound...]
        }
        pieces.append(.literal(rest))
        return pieces
    }
}
