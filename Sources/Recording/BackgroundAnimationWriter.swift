import Dispatch

/// `AnimationWriter` on a thread of its own: each frame is decoded and encoded while the browser
/// draws the next one (the two take about the same time, and a machine has two cores or more).
/// At most `pending` frames wait; `append` blocks until one is free, so memory stays bounded
/// when the encoder is the slower. The frames are encoded in order, one at a time, so the file
/// is the same as `AnimationWriter` writes on its own; the first error is thrown by `finish()`.
public final class BackgroundAnimationWriter: @unchecked Sendable {
    // Touched on `queue` only, after `init`.
    private var writer: AnimationWriter
    private var failure: RecordingError?
    private let queue = DispatchQueue(label: "mailsitegen.record.encoder")
    private let slots: DispatchSemaphore

    public init(_ writer: AnimationWriter, pending: Int = 4) {
        self.writer = writer
        slots = DispatchSemaphore(value: pending)
    }

    /// Hands frame `index` over to be encoded after the frames before it.
    public func append(png: [UInt8], index: Int, reused: Bool) {
        slots.wait()
        queue.async {
            defer { self.slots.signal() }
            guard self.failure == nil else { return }
            do throws(RecordingError) {
                try self.writer.append(png: png, index: index, reused: reused)
            } catch {
                self.failure = error
            }
        }
    }

    /// Waits for every frame, then returns the whole file.
    public func finish() throws(RecordingError) -> [UInt8] {
        let result: Result<[UInt8], RecordingError> = queue.sync {
            if let failure = self.failure { return .failure(failure) }
            do throws(RecordingError) {
                return .success(try self.writer.finish())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
