import LayoutSpec
import MailSiteGen

extension MailSiteGenError {
    /// The message as the command line prints it: a setting named by its option, and what to
    /// pass or run to get past the failure.
    var commandLineMessage: String {
        switch self {
        case .setting(.baseURL, let problem): "\(Option.baseURL.name): \(problem)"
        case .setting(.socialImage(let path), let problem): "\(Option.socialImage.name) \(path): \(problem)"
        case .setting(.host, let problem): "\(Option.serveHost.name): \(problem)"
        case .setting(.port, let problem): "\(Option.servePort.name): \(problem)"
        case .socialImageNeedsBaseURL(_?): commandLineSpec?.description ?? description
        case .socialImageNeedsBaseURL(nil): "\(Option.socialImage.name) \(Self.needsBaseURL(Option.baseURL.name))"
        case .exists(let file, let replacement):
            "\(file) already exists; pass \(Option.initForce.name) to replace it\(replacement)"
        case .notBuilt(let folder):
            "\(folder): no such folder; build it with '\(Command.programName) build \(Option.buildOut.name) \(folder)', "
                + "or check the spec alone with \(Option.checkSpecOnly.name)"
        case .notMadeByMailSiteGen(let folder, let marker):
            "\(folder): the folder was not made by mailsitegen (it has no \(marker)) and would be replaced as a "
                + "whole; pass \(Option.buildForce.name) to replace it anyway"
        case .otherTokenExport(let folder, let holds, let names, let writing):
            "\(folder): holds the export of \(Option.tokensFormat.name) \(holds.rawValue) "
                + "(\(names.joined(separator: ", "))), which \(Option.tokensFormat.name) \(writing.rawValue) would "
                + "replace as a whole; write to another folder with "
                + "\(Option.tokensOut.missingValue(as: Option.tokensOut.name)), or pass \(Option.tokensForce.name) to "
                + "replace it"
        case .portsInUse(let host, let first, let last):
            "cannot listen on \(host): ports \(first) to \(last) are all in use; "
                + "try \(Option.servePort.name) 0 for any free port"
        case .variant(let name, let error): "\(name): \(error.commandLineMessage)"
        default: description
        }
    }

    /// The spec's error, when the spec is what is wrong, in the command line's words.
    var commandLineSpec: SpecError? {
        guard case .socialImageNeedsBaseURL(var place?) = self else { return spec }
        place.message = Self.needsBaseURL(Option.baseURL.name)
        return place
    }
}
