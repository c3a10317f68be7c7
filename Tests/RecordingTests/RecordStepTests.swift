import Encoders
import Testing

@testable import Recording

/// `--play`'s steps, as written and as refused.
struct RecordStepTests {
    @Test func everyKindIsRead() throws {
        let steps = try RecordStep.parse("tap:updates, scroll:325,search,cancel, wait:1.5 ,tap:allMails,scroll:.5")
        #expect(
            steps == [.tap("updates"), .scroll(325), .search, .cancel, .wait(1.5), .tap("allMails"), .scroll(0.5)])
        #expect(
            steps.map(\.text) == [
                "tap:updates", "scroll:325", "search", "cancel", "wait:1.5", "tap:allMails",
                "scroll:0.5",
            ])
    }

    @Test(arguments: [
        (
            "jump:3",
            "“jump:3” is not a step: the steps are tap:<tab id or allMails>, scroll:<points>, search, cancel and wait:<seconds>, comma-separated"
        ),
        (
            "",
            "“” is not a step: the steps are tap:<tab id or allMails>, scroll:<points>, search, cancel and wait:<seconds>, comma-separated"
        ),
        (
            "tap",
            "“tap” is not written as a step is: tap:<tab id or allMails>, scroll:<points>, search, cancel and wait:<seconds>"
        ),
        (
            "search:now",
            "“search:now” is not written as a step is: tap:<tab id or allMails>, scroll:<points>, search, cancel and wait:<seconds>"
        ),
        ("scroll:far", "“scroll:far”: the number must be points, 0 or more"),
        ("scroll:-10", "“scroll:-10”: the number must be points, 0 or more"),
        ("scroll:1e3", "“scroll:1e3”: the number must be points, 0 or more"),
        ("wait:nan", "“wait:nan”: the number must be seconds, 0 to 600"),
        ("wait:601", "“wait:601”: the number must be seconds, 0 to 600"),
    ])
    func aWrongStepIsOneSentence(text: String, message: String) {
        #expect(throws: RecordingError.self) { try RecordStep.parse("search," + text) }
        do {
            _ = try RecordStep.parse("search," + text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func theDemoVisitsTwoCategoriesScrollsAndSearches() {
        #expect(
            RecordStep.demo(first: "primary", second: "transactions", underMaterial: 325) == [
                .tap("primary"), .tap("transactions"), .tap("allMails"), .scroll(325), .scroll(0), .search, .cancel,
            ])
        // A spec of one tab, a list too short to scroll.
        #expect(
            RecordStep.demo(first: "primary", second: nil, underMaterial: 0) == [
                .tap("primary"), .tap("allMails"), .search, .cancel,
            ])
    }

    @Test func theFormatIsTheExtension() {
        #expect(RecordingFormat(path: "demo.png") == .apng)
        #expect(RecordingFormat(path: "out/demo.APNG") == .apng)
        #expect(RecordingFormat(path: "demo.gif") == .gif)
        #expect(RecordingFormat(path: "demo.mp4") == .mp4)
        #expect(RecordingFormat(path: "demo.webm") == .webm)
        #expect(RecordingFormat(path: "demo.avi") == nil)
        #expect(RecordingFormat(path: "demo") == nil)
        #expect(RecordingFormat(path: ".gif") == nil)
        #expect(RecordingFormat.gif.defaultFrameRate == 50 && RecordingFormat.apng.defaultFrameRate == 60)
    }
}

/// What the writer does to a frame before the GIF encoder gets it.
struct AnimationWriterTests {
    @Test func aGIFFrameWithTransparencyIsDrawnOverWhite() throws {
        var image = RGBAImage(width: 2, height: 1, red: 10, green: 20, blue: 30)
        image[1, 0] = (0, 0, 0, 0)
        let drawn = AnimationWriter.overWhite(image)
        #expect(drawn[0, 0] == (10, 20, 30, 255))
        #expect(drawn[1, 0] == (255, 255, 255, 255))
        var half = RGBAImage(width: 1, height: 1, red: 0, green: 0, blue: 0, alpha: 128)
        half = AnimationWriter.overWhite(half)
        #expect(half[0, 0] == (127, 127, 127, 255))
        // An opaque frame is handed on as it is.
        let opaque = RGBAImage(width: 3, height: 3, red: 1, green: 2, blue: 3)
        #expect(AnimationWriter.overWhite(opaque) == opaque)
    }
}

/// The writer on a thread of its own writes what the writer alone writes.
struct BackgroundAnimationWriterTests {
    static func frames() -> [[UInt8]] {
        (0..<12).map { index in
            var image = RGBAImage(width: 16, height: 8, red: 250, green: 250, blue: 250)
            image[index % 16, index % 8] = (UInt8(index * 20), 0, 200, 255)
            return PNGEncoder.encode(image)
        }
    }

    @Test(arguments: [RecordingFormat.apng, .gif])
    func theSameFileAsTheWriterAlone(format: RecordingFormat) throws {
        let frames = Self.frames()
        var alone = try #require(AnimationWriter(format: format, fps: 30))
        let background = BackgroundAnimationWriter(try #require(AnimationWriter(format: format, fps: 30)), pending: 2)
        for (index, png) in frames.enumerated() {
            let reused = index == 5
            try alone.append(png: reused ? frames[4] : png, index: index, reused: reused)
            background.append(png: reused ? frames[4] : png, index: index, reused: reused)
        }
        #expect(try background.finish() == alone.finish())
    }

    @Test func anUnreadableFrameIsTheErrorFinishThrows() {
        let background = BackgroundAnimationWriter(AnimationWriter(format: .apng, fps: 60)!)
        background.append(png: Self.frames()[0], index: 0, reused: false)
        background.append(png: [1, 2, 3], index: 1, reused: false)
        background.append(png: Self.frames()[2], index: 2, reused: false)
        #expect(throws: RecordingError.unreadableFrame(index: 1)) { try background.finish() }
    }
}
