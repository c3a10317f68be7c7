/// Checks a generated page the way CI would want: well-formed HTML, unique ids, every selector
/// of the contract that the markup must hold (`SelectorContract.inMarkup`), and every reference
/// resolving. A small tokenizer, not a browser: it knows exactly the HTML the generator writes
/// (void elements, raw-text `<script>` and `<style>`, self-closing SVG elements, comments).
struct MarkupCheck {
    static let voidElements: Set = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    struct Report {
        var problems: [MarkupProblem] = []
        var idCount = 0
        var selectorCount = 0
        var referenceCount = 0
    }

    let html: String
    /// Files present beside the page, relative paths.
    let files: Set<String>
    /// The address the folder is published at: an absolute reference under it (the canonical
    /// link) names a file of the folder, `index.html` for the folder itself.
    var baseURL: String?
    /// What the page must have an element for.
    var selectors = SelectorContract.inMarkup.map(\.selector)

    func run() -> Report {
        var report = Report()
        var open: [(name: String, line: Int)] = []
        var ids: [String: Int] = [:]
        var matched = Array(repeating: false, count: selectors.count)
        var references: [(String, Int)] = []
        let characters = Array(html.unicodeScalars)
        var index = 0
        var line = 1

        func advance(to end: Int) {
            while index < end && index < characters.count {
                if characters[index] == "\n" { line += 1 }
                index += 1
            }
        }
        /// Whether `needle` is at `position`: compared in place, without copying the text.
        func hasPrefix(_ needle: [Unicode.Scalar], at position: Int) -> Bool {
            guard position + needle.count <= characters.count else { return false }
            return needle.indices.allSatisfy { characters[position + $0] == needle[$0] }
        }
        func find(_ needle: String, from start: Int) -> Int? {
            let pattern = Array(needle.unicodeScalars)
            var position = start
            while position + pattern.count <= characters.count {
                if hasPrefix(pattern, at: position) { return position }
                position += 1
            }
            return nil
        }
        let commentOpener = Array("<!--".unicodeScalars)

        while index < characters.count {
            guard characters[index] == "<" else {
                advance(to: index + 1)
                continue
            }
            if hasPrefix(commentOpener, at: index) {
                guard let end = find("-->", from: index) else {
                    report.problems.append(MarkupProblem(line: line, "a comment is not closed"))
                    break
                }
                advance(to: end + 3)
                continue
            }
            guard let close = find(">", from: index) else {
                report.problems.append(MarkupProblem(line: line, "a tag is not closed"))
                break
            }
            let tagLine = line
            let inside = String(String.UnicodeScalarView(characters[(index + 1)..<close]))
            advance(to: close + 1)
            if inside.hasPrefix("!") { continue }  // <!DOCTYPE html>
            if inside.hasPrefix("/") {
                let name = inside.dropFirst().trimmingCharacters(in: " \n").lowercased()
                guard let last = open.popLast() else {
                    report.problems.append(MarkupProblem(line: tagLine, "</\(name)> closes nothing"))
                    continue
                }
                if last.name != name {
                    report.problems.append(
                        MarkupProblem(line: tagLine, "</\(name)> closes <\(last.name)> opened at line \(last.line)"))
                }
                continue
            }
            let selfClosing = inside.hasSuffix("/")
            let (name, attributes) = Self.parseTag(selfClosing ? String(inside.dropLast()) : inside)
            if let id = attributes["id"] {
                if let first = ids[id] {
                    report.problems.append(
                        MarkupProblem(line: tagLine, "id '\(id)' is used again (first at line \(first))"))
                } else {
                    ids[id] = tagLine
                }
            }
            for (position, selector) in selectors.enumerated() where !matched[position] {
                matched[position] = selector.matches(element: name, attributes: attributes)
            }
            for attribute in ["href", "src"] {
                if let reference = attributes[attribute] { references.append((reference, tagLine)) }
            }
            if name == "script" || name == "style" {
                guard let end = find("</\(name)", from: index) else {
                    report.problems.append(MarkupProblem(line: tagLine, "<\(name)> is not closed"))
                    break
                }
                advance(to: end)
                open.append((name, tagLine))
                continue
            }
            if !selfClosing && !Self.voidElements.contains(name) { open.append((name, tagLine)) }
        }
        for unclosed in open.reversed() {
            report.problems.append(MarkupProblem(line: unclosed.line, "<\(unclosed.name)> is never closed"))
        }

        for (position, selector) in selectors.enumerated() where !matched[position] {
            report.problems.append(MarkupProblem("no \(selector.phrase)"))
        }
        report.selectorCount = selectors.count

        // Attribute values are compared as written, entities and all.
        let base = baseURL?.htmlEscaped
        for (written, referenceLine) in references {
            var reference = written
            if let base, reference.hasPrefix(base) {
                reference = String(reference.dropFirst(base.count))
                if reference.isEmpty || reference.hasPrefix("#") { reference = "index.html" + reference }
            }
            if reference.hasPrefix("#") {
                if ids[String(reference.dropFirst())] == nil {
                    report.problems.append(MarkupProblem(line: referenceLine, "'\(written)' names no id in the page"))
                }
            } else if reference.hasPrefix("/") || reference.contains("://") || reference.hasPrefix("//") {
                report.problems.append(MarkupProblem(line: referenceLine, "'\(written)' is not a relative reference"))
            } else {
                let path = String(reference.prefix { $0 != "?" && $0 != "#" })
                if !files.contains(path) {
                    report.problems.append(
                        MarkupProblem(line: referenceLine, "'\(written)' names a file that does not exist"))
                }
            }
        }
        report.idCount = ids.count
        report.referenceCount = references.count
        return report
    }

    /// The tag's name and attributes: `name="value"`, `name='value'`, `name=value` or `name`.
    static func parseTag(_ text: String) -> (String, [String: String]) {
        var scalars = Substring(text)
        let name = scalars.prefix { !" \n\t".contains($0) }.lowercased()
        scalars = scalars.dropFirst(name.count)
        var attributes: [String: String] = [:]
        while true {
            scalars = scalars.drop { " \n\t".contains($0) }
            guard !scalars.isEmpty else { break }
            let key = scalars.prefix { !" \n\t=".contains($0) }
            scalars = scalars.dropFirst(key.count)
            guard scalars.first == "=" else {
                attributes[key.lowercased()] = ""
                continue
            }
            scalars = scalars.dropFirst()
            if let quote = scalars.first, quote == "\"" || quote == "'" {
                let value = scalars.dropFirst().prefix { $0 != quote }
                attributes[key.lowercased()] = String(value)
                scalars = scalars.dropFirst(value.count + 2)
            } else {
                let value = scalars.prefix { !" \n\t".contains($0) }
                attributes[key.lowercased()] = String(value)
                scalars = scalars.dropFirst(value.count)
            }
        }
        return (name, attributes)
    }
}

extension StringProtocol {
    fileprivate func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
