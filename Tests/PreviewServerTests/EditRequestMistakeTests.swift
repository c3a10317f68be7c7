import TestSupport
import Testing

@testable import PreviewServer

/// An edit request's body is read by the spec's parser, and a mistake in it is described in a
/// spec's words (`JSONMistakeTests` holds the other readers to the same list).
struct EditRequestMistakeTests {
    @Test(arguments: JSONMistake.all)
    func aBodyDescribesTheMistakeInTheSpecsWords(_ mistake: JSONMistake) {
        do {
            _ = try EditRequest.parse(Array(mistake.text.utf8))
            Issue.record("the body was read")
        } catch {
            #expect(error.status == .badRequest)
            #expect(error.message == "the body is not JSON: \(mistake.position): \(mistake.description)")
        }
    }
}
