// libFuzzer entry point for the icon reader: any bytes as an SVG file. Each input must be refused
// with one message of one line, or reduced to a sprite symbol and a file made only of the
// elements, attributes and characters the reducer may write, as a second reading of that grammar
// (below, written apart from the reducer) judges them. A crash, a hang or any other output is a
// finding.
import LibFuzzer
import MailSiteGen

/// SwiftPM links an executable's `main` to `<module>_main`: this one hands over to libFuzzer.
@_cdecl("SVGFuzzer_main")
func svgFuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    LibFuzzer.run(argc, argv) { data, size in
        guard let data else { return 0 }
        fuzz(Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }
}

func fuzz(_ bytes: [UInt8]) {
    let icon: SVGIcon
    do {
        icon = try SVGIcon(bytes: bytes)
    } catch {
        let invisible = error.message.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
        guard !error.message.isEmpty, !invisible else {
            fatalError("a refusal that is not one line: \(error.message.debugDescription)")
        }
        return
    }
    for output in [icon.spriteSymbol, icon.file] {
        if let problem = OutputGrammar.problem(in: Array(output.utf8)) {
            fatalError("the reduced icon \(problem):\n\(output)")
        }
    }
}

/// What the reducer may write: these elements, each with its own attributes and the paint's,
/// every value made of the characters its attribute allows.
enum OutputGrammar {
    static let declaration = Array(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8) + [0x0A]

    static let elements: [String: Set<String>] = [
        "symbol": ["id", "viewBox"], "svg": ["xmlns", "width", "height", "viewBox"], "g": [], "path": ["d"],
        "circle": ["cx", "cy", "r"], "ellipse": ["cx", "cy", "rx", "ry"],
        "rect": ["x", "y", "width", "height", "rx", "ry"], "line": ["x1", "y1", "x2", "y2"],
        "polyline": ["points"], "polygon": ["points"],
    ]
    static let paint: Set<String> = [
        "transform", "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit",
        "fill-rule", "clip-rule",
    ]
    static let keywords: Set<String> = [
        "none", "currentColor", "#000000", "butt", "round", "square", "miter", "bevel", "nonzero", "evenodd",
        "http://www.w3.org/2000/svg", "icon-custom-1",
    ]

    /// What is wrong with `output`, or nil.
    static func problem(in output: [UInt8]) -> String? {
        var index = output.starts(with: declaration) ? declaration.count : 0
        var open: [String] = []
        while index < output.count {
            if output[index] == 0x0A, index == output.count - 1, open.isEmpty { return nil }
            guard output[index] == UInt8(ascii: "<") else { return "has text between its tags at \(index)" }
            index += 1
            let closing = output[index...].first == UInt8(ascii: "/")
            if closing { index += 1 }
            let name = word(output, &index)
            guard let allowed = elements[name] else { return "has the element '\(name)'" }
            if closing {
                guard open.popLast() == name, output[index...].first == UInt8(ascii: ">") else {
                    return "closes '\(name)' out of order"
                }
                index += 1
                continue
            }
            while output[index...].first == UInt8(ascii: " ") {
                index += 1
                let attribute = word(output, &index)
                guard allowed.contains(attribute) || paint.contains(attribute) else {
                    return "has the attribute '\(attribute)' on '\(name)'"
                }
                guard output[index...].starts(with: [UInt8(ascii: "="), UInt8(ascii: "\"")]) else {
                    return "has an attribute without a quoted value"
                }
                index += 2
                guard let end = output[index...].firstIndex(of: UInt8(ascii: "\"")) else { return "ends in a value" }
                let value = String(decoding: output[index..<end], as: UTF8.self)
                if let problem = check(value, of: attribute) { return problem }
                index = end + 1
            }
            if output[index...].starts(with: [UInt8(ascii: "/"), UInt8(ascii: ">")]) {
                index += 2
            } else if output[index...].first == UInt8(ascii: ">") {
                index += 1
                open.append(name)
            } else {
                return "has a malformed tag '\(name)'"
            }
        }
        return open.isEmpty ? nil : "leaves '\(open.joined(separator: ", "))' open"
    }

    private static let nameBytes = Set("-abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)

    private static func word(_ bytes: [UInt8], _ index: inout Int) -> String {
        let start = index
        while index < bytes.count, nameBytes.contains(bytes[index]) {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Numbers (no exponent, no NaN), a path's command letters, `matrix(…)`, or a keyword.
    private static func check(_ value: String, of attribute: String) -> String? {
        let number = Set("0123456789.- ")
        let fine: Bool
        switch attribute {
        case "d": fine = value.allSatisfy { number.contains($0) || "MmLlHhVvCcSsQqTtAaZz".contains($0) }
        case "transform":
            fine =
                value.hasPrefix("matrix(") && value.hasSuffix(")")
                && value.dropFirst(7).dropLast().split(separator: " ").count == 6
                && value.dropFirst(7).dropLast().allSatisfy(number.contains)
        case "fill", "stroke", "stroke-linecap", "stroke-linejoin", "fill-rule", "clip-rule", "xmlns", "id":
            fine = keywords.contains(value) || (attribute == "id" && value == "icon-custom-1")
        default: fine = !value.isEmpty && value.allSatisfy(number.contains)
        }
        return fine ? nil : "writes \(attribute)=\"\(value)\""
    }
}
