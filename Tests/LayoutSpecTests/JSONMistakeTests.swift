import TestSupport
import Testing

@testable import LayoutSpec

/// One mistake, the same words wherever JSON is read: a spec, a token file (checked by a skim
/// that builds nothing), a resolver (parsed whole) and the parser's two ways of reading. The
/// edit request's body is checked beside its own tests (`EditRequestMistakeTests`).
struct JSONMistakeTests {
    @Test(arguments: JSONMistake.all)
    func aSpecDescribesTheMistake(_ mistake: JSONMistake) {
        let hint = mistake.isEmpty ? "; the smallest spec is {}" : ""
        #expect(
            TokenFolder(files: [:]).message(mistake.text)
                == "spec.json:\(mistake.position): \(mistake.description)\(hint)")
    }

    /// A token file, checked by a skim that builds nothing, and a resolver, parsed whole.
    @Test(arguments: JSONMistake.all, ["mistake.tokens.json", "mistake.resolver.json"])
    func aTokenFileOrResolverDescribesItInTheSpecsWords(_ mistake: JSONMistake, _ file: String) {
        let folder = TokenFolder(files: [file: mistake.text])
        let tokens = file.hasSuffix(".resolver.json") ? #"{"resolver": "\#(file)"}"# : #"{"files": ["\#(file)"]}"#
        #expect(
            folder.message(#"{"tokens": \#(tokens)}"#)
                == "spec.json:1:12: tokens: \(file):\(mistake.position): not JSON: \(mistake.description)")
    }

    @Test(arguments: JSONMistake.all)
    func theTreeAndTheSkimFailAlike(_ mistake: JSONMistake) {
        let bytes = Array(mistake.text.utf8)
        let parsed = Result { () throws(JSONParser.Failure) in try JSONParser.parse(bytes) }
        let skimmed = Result { () throws(JSONParser.Failure) in try JSONParser.skimObject(bytes) }
        let spans = Result { () throws(JSONParser.Failure) in try JSONSpan.read(bytes) }
        guard case .failure(let failure) = parsed else {
            Issue.record("parsed")
            return
        }
        #expect("\(failure.position)" == mistake.position)
        #expect(failure.message == mistake.description)
        #expect(skimmed.failure == failure)
        // The editor reads spans of a document the parser has accepted, so keys written twice
        // are the parser's to find.
        #expect(spans.failure == (mistake.description.hasPrefix("duplicate key") ? nil : failure))
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { failure } else { nil }
    }
}
