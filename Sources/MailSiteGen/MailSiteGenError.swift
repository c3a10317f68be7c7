import LayoutSpec

/// What the library throws, whatever step failed. Its description is the message, one sentence;
/// the command line prints it after `Error: ` and exits 1, wording a setting by its option's
/// name. A spec that is not valid carries its `SpecError` (file, line:column, JSON path,
/// problem), so that a caller can point at the place.
public enum MailSiteGenError: Error, Equatable, CustomStringConvertible {
    /// The spec is not valid.
    case spec(SpecError)
    /// A setting given beside the spec (to `build`, `check`, `compare` or `serve`) cannot be used:
    /// which one, and why.
    case setting(Setting, String)
    /// A file that exists and is replaced only when that is asked for; `replacement` says with
    /// what, if anything needs saying.
    case exists(String, replacement: String = "")
    /// A file or folder to read or write cannot be used: its path, and why; for a write that
    /// failed, the file-system layer's error (the step and the system's reason) as its cause.
    case file(FilePath, FileProblem, cause: FileError? = nil)
    /// A social image with no base URL to make its address absolute: the spec's
    /// `site.socialImage` (where it is written, with the library's words) or, when nil, the image
    /// given beside the spec.
    case socialImageNeedsBaseURL(SpecError?)
    /// The folder to check does not exist.
    case notBuilt(FilePath)
    /// An output folder that holds files but not `marker`, the file a build leaves: a build,
    /// which replaces the folder as a whole, replaces it only when that is asked for.
    case notMadeByMailSiteGen(FilePath, marker: String)
    /// A folder of `mailsitegen tokens` that holds the export of another format (`names`, the
    /// files of it that are there), which writing `writing` would replace as a whole: replaced
    /// only when that is asked for.
    case otherTokenExport(FilePath, holds: TokenExport.Format, names: [String], writing: TokenExport.Format)
    /// A String Catalog beside the SwiftUI file that mailsitegen did not write, or that was edited
    /// since (its digest is not the one the Swift file records): kept, not replaced.
    case catalogueNotGenerated(FilePath, swiftFile: FilePath)
    /// Every port tried, `first` to `last`, is taken on `host`.
    case portsInUse(host: String, first: Int, last: Int)
    /// The All Mails symbol, which the Home Screen's icons draw, could not be read: a catalogue
    /// symbol the sprite lacks, or a custom one whose files were not loaded.
    case homeScreenIconMissing(String)
    /// A comparison of other than 2 to 4 specs.
    case comparisonSize(Int)
    /// One variant of a comparison, by its name, cannot be generated: why.
    indirect case variant(name: String, MailSiteGenError)
    /// A generator was given a spec naming an icon of its own that was not read with
    /// `CustomIcons.load` first.
    case iconNotRead(CustomSymbol)
    /// The server cannot listen on `host` (as a URL writes it) at `port`, for another reason than
    /// the port being taken.
    case listen(host: String, port: Int, cause: SystemCallError)
    /// The server cannot install its handlers for SIGINT and SIGTERM.
    case signalHandling(cause: SystemCallError)

    /// A setting that does not come from the spec.
    public enum Setting: Sendable, Equatable {
        /// The address the pages are published at, over the spec's `site.baseURL`.
        case baseURL
        /// The image at this path, over the spec's `site.socialImage`.
        case socialImage(FilePath)
        /// The address `serve` listens on.
        case host
        /// The port `serve` listens on.
        case port
    }

    public init(_ error: SpecError) {
        self = .spec(error)
    }

    /// The spec's error, when the spec is what is wrong.
    public var spec: SpecError? {
        switch self {
        case .spec(let error), .socialImageNeedsBaseURL(let error?): error
        default: nil
        }
    }

    public var description: String {
        switch self {
        case .spec(let error): error.description
        case .setting(.baseURL, let problem): "the base URL: \(problem)"
        case .setting(.socialImage(let path), let problem): "the social image \(path): \(problem)"
        case .setting(.host, let problem): "the host: \(problem)"
        case .setting(.port, let problem): "the port: \(problem)"
        case .exists(let file, let replacement): "\(file) already exists; replacing it\(replacement) must be asked for"
        case .file(let path, let problem, _): "\(path): \(problem)"
        case .socialImageNeedsBaseURL(let place?): place.description
        case .socialImageNeedsBaseURL(nil): "the social image \(Self.needsBaseURL("a base URL setting"))"
        case .notBuilt(let folder): "\(folder): no such folder; build it first"
        case .notMadeByMailSiteGen(let folder, let marker):
            "\(folder): the folder was not made by mailsitegen (it has no \(marker)) and would be replaced as a "
                + "whole; replacing it must be asked for"
        case .otherTokenExport(let folder, let holds, let names, let writing):
            "\(folder): holds the \(holds.rawValue) export (\(names.joined(separator: ", "))), which the "
                + "\(writing.rawValue) export would replace as a whole; write it to another folder, or ask for this "
                + "one to be replaced"
        case .catalogueNotGenerated(let catalogue, let swiftFile):
            "\(catalogue): not the String Catalog mailsitegen wrote beside \(swiftFile) (edited since, or another's), "
                + "so it is kept; put your words in the spec's strings, or move the file, and generate again"
        case .portsInUse(let host, let first, let last):
            "cannot listen on \(host): ports \(first) to \(last) are all in use; port 0 takes any free port"
        case .homeScreenIconMissing(let symbol):
            "the Home Screen icon cannot be drawn: the All Mails symbol \(symbol) was not read"
        case .comparisonSize(let count): "a comparison takes 2 to 4 specs, not \(count)"
        case .variant(let name, let error): "\(name): \(error.description)"
        case .iconNotRead(let symbol): "the icon \(symbol) was not read: load the spec's icons with CustomIcons.load"
        case .listen(let host, let port, let cause): "cannot listen on \(host):\(port): \(cause)"
        case .signalHandling: "cannot set up signal handling"
        }
    }

    /// Why a social image needs a base URL, naming how a base URL is given beside the spec.
    public static func needsBaseURL(_ setting: String) -> String {
        "needs a base URL (\(setting) or site.baseURL): unfurlers ignore an og:image that is not absolute"
    }

    /// The description.
    public var message: String { description }
}
