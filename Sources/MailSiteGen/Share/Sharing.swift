import LayoutSpec

/// What a shared link to the page unfurls with: the published address and the picture, from the
/// command line's `--base-url` and `--social-image` or else the spec's `site`. Resolving it reads
/// and checks the image; rendering it is `SharingTags`.
public struct Sharing: Sendable, Equatable {
    public var baseURL: BaseURL?
    public var image: SocialImage?

    public init(baseURL: BaseURL? = nil, image: SocialImage? = nil) {
        self.baseURL = baseURL
        self.image = image
    }

    /// The image's file name beside the page, if there is one.
    public var imageFile: OutputFile? {
        image.map { OutputFile(path: $0.format.fileName, bytes: $0.bytes) }
    }

    /// Options over the spec. `baseURL` and `socialImage` are the command line's, the image path
    /// relative to the current folder; the spec's image is relative to the spec file. Each
    /// problem is one sentence naming the option, or the spec's file, line, column and path.
    /// `note` hears what is worth saying but not wrong: an image that is not 1200 × 630.
    public static func resolve(
        spec: LayoutSpec, source: SpecSource, baseURL option: String?, socialImage imageOption: FilePath?,
        note: (String) -> Void = { _ in }
    ) throws(MailSiteGenError) -> Sharing {
        let sitePath = JSONPath.root.appending(key: "site")
        var sharing = Sharing(baseURL: spec.site.baseURL)
        if let option {
            do {
                sharing.baseURL = try BaseURL(option)
            } catch {
                throw .setting(.baseURL, error.message)
            }
        }
        let image: (path: FilePath, failure: (String) -> MailSiteGenError)
        if let imageOption {
            image = (imageOption, { .setting(.socialImage(imageOption), $0) })
        } else if !spec.site.socialImage.isEmpty {
            let path = source.relativePath(spec.site.socialImage)
            image = (path, { source.failure(at: sitePath.appending(key: "socialImage"), "\(path): \($0)") })
        } else {
            return sharing
        }
        guard sharing.baseURL != nil else {
            if imageOption != nil { throw .socialImageNeedsBaseURL(nil) }
            let message = MailSiteGenError.needsBaseURL("a base URL setting")
            throw .socialImageNeedsBaseURL(source.failure(at: sitePath.appending(key: "socialImage"), message).spec)
        }
        let loaded = try load(image.path, failure: image.failure)
        if let sizeNote = loaded.sizeNote { note("\(image.path) \(sizeNote)") }
        sharing.image = loaded
        return sharing
    }

    /// The image at `path`, refused before it is read when it is larger than a social image may be.
    private static func load(_ path: FilePath, failure: (String) -> MailSiteGenError) throws(MailSiteGenError)
        -> SocialImage
    {
        let bytes: [UInt8]
        do throws(PosixFile.ReadFailure) {
            guard !path.string.contains("\0") else { throw PosixFile.ReadFailure.missing }
            bytes = try PosixFile.readAll(path, limit: SocialImage.maximumSize)
        } catch .missing {
            throw failure("no such file")
        } catch .folder {
            throw failure("is a folder, not an image")
        } catch .tooLarge(let size) {
            throw failure(SocialImage.tooLarge(size).message)
        } catch {
            throw failure("cannot be read")
        }
        do {
            return try SocialImage(bytes: bytes)
        } catch {
            throw failure(error.message)
        }
    }
}
