import Testing

/// A mistake in a JSON document, with where it is found and the words that describe it: the
/// same words wherever JSON is read (a spec, a token file, a resolver, an edit request's body).
public struct JSONMistake: Sendable, CustomTestStringConvertible {
    public var name: String
    /// A document whose root is an object, so that a reader that wants one reads on to the mistake.
    public var text: String
    /// `line:column`.
    public var position: String
    public var description: String

    public var testDescription: String { name }

    /// Whether the document is empty, which a spec's reader says more about.
    public var isEmpty: Bool { text.allSatisfy(\.isWhitespace) }

    /// One of each mistake the readers name, and the placement of one that is found by more than one rule.
    public static let all: [JSONMistake] = [
        JSONMistake(
            name: "a comment after a value", text: "{\"a\": 1 // a note\n}", position: "1:9",
            description: "comments are not allowed in JSON"),
        JSONMistake(
            name: "a comment before a key", text: "{\n  // a note\n  \"a\": 1\n}", position: "2:3",
            description: "comments are not allowed in JSON"),
        JSONMistake(
            name: "a comment where a value should be", text: "{\"a\": /* one */ 1}", position: "1:7",
            description: "comments are not allowed in JSON"),
        JSONMistake(
            name: "a single-quoted key", text: "{'a': 1}", position: "1:2",
            description: "single quotes are not JSON; write keys in double quotes"),
        JSONMistake(
            name: "a single-quoted string", text: "{\"a\": 'x'}", position: "1:7",
            description: "single quotes are not JSON; write strings in double quotes"),
        JSONMistake(
            name: "a trailing comma in an object", text: "{\"a\": 1,}", position: "1:9",
            description: "trailing comma before '}'; JSON does not allow one"),
        JSONMistake(
            name: "a trailing comma in an array", text: "{\"a\": [1,]}", position: "1:10",
            description: "trailing comma before ']'; JSON does not allow one"),
        JSONMistake(
            name: "a key written twice", text: "{\"a\": 1,\n \"a\": 2}", position: "2:2",
            description: "duplicate key 'a' (first written at 1:2)"),
        JSONMistake(
            name: "NaN", text: "{\"a\": NaN}", position: "1:7",
            description: "NaN is not a JSON number; write a finite number"),
        JSONMistake(
            name: "-Infinity", text: "{\"a\": -Infinity}", position: "1:7",
            description: "Infinity is not a JSON number; write a finite number"),
        JSONMistake(
            name: "a bare word", text: "{\"a\": blue}", position: "1:7",
            description: "unexpected 'blue'; strings are written in double quotes"),
        JSONMistake(
            name: "an unterminated string", text: "{\"a\": \"blue", position: "1:12",
            description: "unexpected end of file; the string opened at 1:7 is not closed"),
        JSONMistake(
            name: "a bad escape", text: "{\"a\": \"\\q\"}", position: "1:9",
            description: #"invalid escape '\q'; JSON escapes are \" \\ \/ \b \f \n \r \t \uXXXX"#),
        JSONMistake(
            name: "an unpaired surrogate", text: "{\"a\": \"\\uD800\"}", position: "1:14",
            description: #"unpaired surrogate \uD800"#),
        JSONMistake(
            name: "a control character in a string", text: "{\"a\": \"x\ty\"}", position: "1:9",
            description: "control character 0x9 in a string; escape it"),
        JSONMistake(
            name: "too deep",
            text: "{\"a\": " + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + "}",
            position: "1:70", description: "the document is nested more than 64 levels deep"),
        JSONMistake(name: "an empty file", text: "", position: "1:1", description: "the file is empty"),
        JSONMistake(name: "only whitespace", text: "\n  ", position: "2:3", description: "the file is empty"),
        JSONMistake(
            name: "an unclosed object", text: "{\"a\": {}", position: "1:9",
            description: "unexpected end of file; the object opened at 1:1 is not closed"),
        JSONMistake(
            name: "an unclosed array", text: "{\"a\": [1", position: "1:9",
            description: "unexpected end of file; the array opened at 1:7 is not closed"),
        JSONMistake(
            name: "a missing colon", text: "{\"a\" 1}", position: "1:6",
            description: "expected ':' after the key 'a', found '1'"),
        JSONMistake(
            name: "a missing comma", text: "{\"a\": 1 \"b\": 2}", position: "1:9",
            description: "expected ',' or '}' after the value of 'a', found '\"'"),
        JSONMistake(
            name: "a missing comma in an array", text: "{\"a\": [1 2]}", position: "1:10",
            description: "expected ',' or ']' in the array, found '2'"),
        JSONMistake(
            name: "a leading zero", text: "{\"a\": 01}", position: "1:7", description: "numbers cannot start with 0"),
        JSONMistake(
            name: "a number too large", text: "{\"a\": 1E999}", position: "1:7",
            description: "the number 1e999 is too large"),
        JSONMistake(
            name: "a missing value", text: "{\"a\": }", position: "1:7",
            description: "unexpected '}'; a value was expected"),
        JSONMistake(
            name: "text after the document", text: "{} x", position: "1:4",
            description: "unexpected 'x' after the end of the JSON document"),
        JSONMistake(
            name: "a column counted in characters", text: "{\"é\": \"ü\",}", position: "1:11",
            description: "trailing comma before '}'; JSON does not allow one"),
    ]
}
