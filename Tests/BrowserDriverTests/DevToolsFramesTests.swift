import BrowserDriver
import LayoutSpec
import Testing

/// The pipe's framing (JSON ended by NUL) and the messages read from it.
struct DevToolsFramesTests {
    @Test func splitsMessagesAtNulBytesAcrossReads() {
        var frames = DevToolsFrames()
        let first = Array(#"{"id":1,"result":{}}"#.utf8)
        let second = Array(#"{"method":"Page.loadEventFired","params":{"timestamp":1}}"#.utf8)
        let stream = first + [0] + second + [0]
        // In three reads that cut the second message in two, and the NUL off the first.
        #expect(frames.append(stream[0..<first.count]) == [])
        #expect(frames.append(stream[first.count..<(first.count + 10)]) == [first])
        #expect(frames.pendingCount == 9)
        #expect(frames.append(stream[(first.count + 10)...]) == [second])
        #expect(frames.pendingCount == 0)
    }

    @Test func manyMessagesInOneRead() {
        var frames = DevToolsFrames()
        let messages = (1...5).map { Array(#"{"id":\#($0)}"#.utf8) }
        #expect(frames.append(messages.flatMap { $0 + [0] }) == messages)
    }

    @Test func readsAnswersEventsAndErrors() throws {
        let answer = try #require(
            DevToolsMessage(json: Array(#"{"id":7,"result":{"targetId":"T1"},"sessionId":"S"}"#.utf8)))
        #expect(answer.id == 7)
        #expect(answer.sessionId == "S")
        #expect(answer.body.member("targetId")?.stringValue == "T1")
        #expect(answer.error == nil)

        let event = try #require(
            DevToolsMessage(json: Array(#"{"method":"Page.loadEventFired","params":{"timestamp":2.5}}"#.utf8)))
        #expect(event.id == nil)
        #expect(event.method == "Page.loadEventFired")
        #expect(event.body.member("timestamp")?.numberValue == 2.5)

        let refused = try #require(
            DevToolsMessage(json: Array(#"{"id":3,"error":{"code":-32601,"message":"'X.y' wasn't found"}}"#.utf8)))
        #expect(refused.error == "'X.y' wasn't found (-32601)")
        // An answer without a result has an empty object as its body.
        #expect(refused.body.value == .object([]))

        #expect(DevToolsMessage(json: Array("[1]".utf8)) == nil)
        #expect(DevToolsMessage(json: Array("{".utf8)) == nil)
    }

    @Test func writesCommandsWithoutNulBytes() throws {
        let bytes = DevToolsMessage.command(
            id: 12, method: "Runtime.evaluate", params: [("expression", .string("'\u{0}'"))], sessionId: "S1")
        #expect(!bytes.contains(0))
        let node = try JSONParser.parse(bytes)
        #expect(node.member("id")?.numberValue == 12)
        #expect(node.member("method")?.stringValue == "Runtime.evaluate")
        #expect(node.member("sessionId")?.stringValue == "S1")
        #expect(node.member("params")?.member("expression")?.stringValue == "'\u{0}'")
        // No params, no session: neither key.
        let bare = try JSONParser.parse(
            DevToolsMessage.command(id: 1, method: "Browser.close", params: [], sessionId: nil))
        #expect(bare.member("params") == nil && bare.member("sessionId") == nil)
    }
}
