import LayoutSpec
import MailSiteGen
import Recording
import Snapshots

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a command fails with: a library's error, worded for the command line, or one that only
/// the command line can make. The command prints `message` after `Error: ` and exits 1.
enum CommandError: Error, Equatable {
    /// The generator or the server failed.
    case library(MailSiteGenError)
    /// Options, or options and arguments, that cannot be given together.
    case conflict(Conflict)
    /// `check` found that `folder` is not what `writer` writes (`review.json builds`): each
    /// finding, one a line, then, when a file differs, why and how to rebuild it.
    case notUpToDate(folder: FilePath, writer: String, findings: [String], rebuild: Rebuild?)
    /// A failure that has said what it had to already (`compare --diff --exit-code` finding a
    /// difference, a report that is not ok): exit 1, nothing more printed.
    case quiet
    /// `snapshot --against` found a visual change, having listed it: exit 1, nothing more printed.
    case changed
    /// `snapshot`: a state that is not on the board, a scale out of range, the browser.
    case snapshot(SnapshotError)
    /// `record`: a step that cannot be played, an option out of range, the browser, the encoder.
    case recording(RecordingError)

    /// What cannot go together, worded with the options' names.
    enum Conflict: Equatable {
        /// `serve a.json`: one spec, where a comparison takes two to four.
        case serveComparisonOfOne(spec: String)
        /// `check a.json`: the same for `check`.
        case checkComparisonOfOne(spec: String)
        /// `serve --spec a.json b.json c.json`: one spec and a comparison.
        case specAndComparison
        /// `option` means something only with `with`: `--exit-code` without `--diff`.
        case onlyWith(Option, with: Option)
        /// `option` does not apply to a comparison: `check --inspector a.json b.json`.
        case notForComparison(Option)
        /// The inspector, which is loaded from a file beside the page, in a page of one file.
        case inspectorInOneFile(inspector: Option, singleFile: Option)
        /// The Swift source to standard output, for a spec whose own icons are written beside the
        /// Swift file.
        case iconsWithStandardOutput(out: Option)
        /// Both workflows: the Pages workflow holds the review job already, and the two would review
        /// each pull request twice.
        case reviewTwice(review: Option, pages: Option)
        /// A folder to check, for a check of the spec alone: `check --spec-only --out site`.
        case specOnlyWithFolder(specOnly: Option, out: Option)

        var message: String {
            let comparison = "a comparison is of 2 to 4 specs"
            switch self {
            case .serveComparisonOfOne(let spec):
                return "\(comparison); serve one spec with \(Option.spec.name) \(spec)"
            case .checkComparisonOfOne(let spec):
                return "\(comparison); check one spec's build with \(Option.spec.name) \(spec)"
            case .specAndComparison:
                return "\(Option.spec.name) serves one spec; give either \(Option.spec.name) or two to four specs "
                    + "to compare"
            case .onlyWith(let option, let other): return "\(option.name) only applies to \(other.name)"
            case .notForComparison(let option): return "\(option.name) does not apply to a comparison"
            case .inspectorInOneFile(let inspector, let singleFile):
                return "\(inspector.name): the inspector is loaded from inspector.js beside the page, which "
                    + "\(singleFile.name) leaves out; use one of the two"
            case .iconsWithStandardOutput(let out):
                return "\(out.name) -: the spec's own icons are written to \(SwiftUIGenerator.assetCatalogueName) "
                    + "beside the Swift file; give the file to write"
            case .specOnlyWithFolder(let specOnly, let out):
                return "\(out.name) names a folder to check, and \(specOnly.name) checks the spec without one; "
                    + "use one of the two"
            case .reviewTwice(let review, let pages):
                return "\(review.name): the workflow \(pages.name) writes reviews pull requests already; "
                    + "use one of the two"
            }
        }
    }

    /// The line after `Error: `; empty for `quiet`.
    var message: String {
        switch self {
        case .library(let error): error.commandLineMessage
        case .conflict(let conflict): conflict.message
        case .notUpToDate(let folder, let writer, let findings, let rebuild):
            "\(folder)/ is not what \(writer):\n" + findings.map { "  \($0)" }.joined(separator: "\n")
                + (rebuild.map { "\n" + $0.text } ?? "")
        case .quiet, .changed: ""
        case .snapshot(let error): error.description
        case .recording(let error): error.description
        }
    }

    /// 130 or 143 when a signal ended the command (after it cleaned up); nil otherwise.
    var interruptedStatus: ExitCode? {
        let signal: Int32
        switch self {
        case .snapshot(.browser(.interrupted(let received))), .recording(.browser(.interrupted(let received))):
            signal = received
        default: return nil
        }
        return signal == SIGTERM ? .terminated : .interrupted
    }

    /// The spec's error, in the command line's words, when the spec is what is wrong.
    var spec: SpecError? {
        guard case .library(let error) = self else { return nil }
        return error.commandLineSpec
    }

    /// Runs `body`, a call into the libraries, its error as the command's.
    static func wrapping<Value>(_ body: () throws(MailSiteGenError) -> Value) throws(CommandError) -> Value {
        do {
            return try body()
        } catch {
            throw .library(error)
        }
    }
}
