/// A `uses:` of mailsitegen's action that still names the placeholder repository
/// (`OWNER/mailsitegen@v…`, what `init` writes until the project has its GitHub address): GitHub
/// cannot resolve it, so the workflow fails before its first step until it names the repository
/// that holds mailsitegen's `action.yml`. `init` lists these in what it writes; `check` warns of
/// those in the workflows beside the spec.
public struct ActionPlaceholder: Sendable, Equatable {
    /// The workflow file, as found (`.github/workflows/prototype-review.yml`).
    public let file: FilePath
    /// The line of the `uses:`, from 1.
    public let line: Int
    /// The column of the placeholder in it, from 1, in Unicode scalars.
    public let column: Int
    /// `OWNER/mailsitegen@v0.1.0`, as written.
    public let action: String

    /// Where GitHub reads a repository's workflows, relative to its root.
    public static let workflowsFolder = ".github/workflows"

    /// What `uses:` names in place of the action's repository until the project has its
    /// address.
    public static let repository = "OWNER/mailsitegen"

    /// What to do about it, one sentence without the place.
    public var message: String {
        "\(action) names a placeholder, so the workflow cannot run: replace \(Self.repository) with the GitHub "
            + "repository that holds mailsitegen's action.yml"
    }

    /// `file:line:column: message`.
    public var description: String { "\(file):\(line):\(column): \(message)" }

    /// Each `uses:` in `text`, the workflow `file`, that names the placeholder; a comment is not
    /// one.
    public static func find(in text: String, file: FilePath) -> [ActionPlaceholder] {
        var found: [ActionPlaceholder] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let scalars = Array(line.unicodeScalars)
            guard let value = usesValue(in: scalars) else { continue }
            let action = String(String.UnicodeScalarView(scalars[value...].prefix { !Self.ends($0) }))
            guard action == repository || action.hasPrefix(repository + "@") else { continue }
            found.append(ActionPlaceholder(file: file, line: index + 1, column: value + 1, action: action))
        }
        return found
    }

    /// Each placeholder in the workflows of the repositories rooted at `folders` (the spec's
    /// folder, the current one), each workflow read once however it is reached.
    public static func find(besides folders: [FilePath]) -> [ActionPlaceholder] {
        var seen: Set<FilePath> = []
        var found: [ActionPlaceholder] = []
        for folder in folders {
            let workflows = folder.appending(workflowsFolder).normalized
            guard seen.insert(PosixFile.resolved(workflows.absolute)).inserted else { continue }
            let names = (PosixFile.entries(of: workflows) ?? []).filter {
                $0.hasSuffix(".yml") || $0.hasSuffix(".yaml")
            }
            for name in names.sorted() {
                let file = workflows.appending(name)
                guard let text = try? PosixFile.readAll(file, limit: maximumSize) else { continue }
                found += Self.find(in: String(decoding: text, as: UTF8.self), file: file)
            }
        }
        return found
    }

    /// Workflows are small; a larger file is not read.
    static let maximumSize = 1_048_576

    /// Where the value of `uses:` starts in `line` (an index into its scalars), after `- `,
    /// `uses:`, spaces and an opening quote; nil when the line is no `uses:` (a comment is not).
    private static func usesValue(in line: [Unicode.Scalar]) -> Int? {
        var index = line.firstIndex { $0 != " " && $0 != "\t" } ?? line.endIndex
        if index < line.endIndex, line[index] == "-" {
            index += 1
            while index < line.endIndex, line[index] == " " { index += 1 }
        }
        let key = Array("uses:".unicodeScalars)
        guard line[index...].starts(with: key) else { return nil }
        index += key.count
        while index < line.endIndex, line[index] == " " || line[index] == "\t" { index += 1 }
        if index < line.endIndex, line[index] == "\"" || line[index] == "'" { index += 1 }
        return index < line.endIndex ? index : nil
    }

    /// What ends a `uses:` value: a space, a quote, a comment.
    private static func ends(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\"" || scalar == "'" || scalar == "#" || scalar == "\r"
    }
}
