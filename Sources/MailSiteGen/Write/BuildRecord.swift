import LayoutSpec

/// What a folder was built from, kept in its marker (`.mailsitegen`) by `build` and `compare`:
/// the version of mailsitegen that wrote it and the design of each spec (a build's one, a
/// comparison's two to four, in order), as JSON. `check` reads it back to name the fields a spec
/// has changed since the folder was built (`StaleFolder`).
///
/// A design is the spec's JSON with every field written, token aliases as their values, and
/// without `$schema` and `tokens`: it decodes on its own, with no file beside it.
public struct BuildRecord: Sendable, Equatable {
    /// `0.1.0`: `MailSiteGenVersion.current` of the build.
    public var version: String
    /// Each spec's design, in order.
    public var designs: [JSONNode]

    public init(specs: [LayoutSpec]) {
        version = MailSiteGenVersion.current
        designs = specs.map { JSONNode(json: Self.design($0)) }
    }

    init(version: String, designs: [JSONNode]) {
        self.version = version
        self.designs = designs
    }

    /// The design `spec` is recorded as.
    static func design(_ spec: LayoutSpec) -> JSONValue {
        guard case .object(let members) = spec.jsonValue else { return spec.jsonValue }
        return .object(members.filter { !Self.unrecordedKeys.contains($0.0) })
    }

    /// What the design leaves out: the schema's address, which the build ignores, and the token
    /// sources, whose values the fields hold.
    private static let unrecordedKeys = ["$schema", "tokens"]

    /// The designs as specs, each decoded and validated as a spec made in code is; nil when one
    /// is not a spec this version reads.
    public var specs: [LayoutSpec]? {
        var specs: [LayoutSpec] = []
        for design in designs {
            guard let spec = try? LayoutSpec(node: design), (try? spec.validate()) != nil else {
                return nil
            }
            specs.append(spec)
        }
        return specs
    }

    /// Whether `specs` are the ones recorded, design for design.
    public func records(_ specs: [LayoutSpec]) -> Bool {
        designs.count == specs.count
            && zip(designs, specs).allSatisfy { $0.hasSameValue(as: JSONNode(json: Self.design($1))) }
    }

    /// The marker's text: a sentence for whoever opens it, then the record.
    var markerContents: String {
        JSONValue.object([
            ("about", .string(Self.about)),
            ("version", .string(version)),
            ("designs", .array(designs.map(\.jsonValue))),
        ]).formatted() + "\n"
    }

    static let about =
        String(OutputFolder.markerContents.dropLast())
        + " `mailsitegen check` reads the designs it was built from, below, to name the fields a spec has changed since."

    /// The record in `folder`'s marker; nil when there is none, or the marker is not one (an
    /// earlier mailsitegen wrote a sentence alone).
    public static func read(in folder: FilePath) -> BuildRecord? {
        guard
            let bytes = try? PosixFile.readAll(
                folder.appending(OutputFolder.markerName),
                limit: SpecSource.maximumSize * CompareVariant.allowedCount.upperBound * 2),
            let node = try? JSONParser.parse(bytes),
            case .string(let version)? = node.node(at: .root.appending(key: "version"))?.value,
            case .array(let designs)? = node.node(at: .root.appending(key: "designs"))?.value
        else { return nil }
        return BuildRecord(version: version, designs: designs)
    }
}
