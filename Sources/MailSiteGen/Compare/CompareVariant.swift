import LayoutSpec

/// One spec of a comparison: the file it was read from, as it was named on the command line (a
/// label, escaped wherever it is written), and the spec.
public struct CompareVariant: Sendable, Equatable {
    public var name: String
    public var spec: LayoutSpec
    /// The spec's own icons, read from their files (`CustomIcons.load`).
    public var icons: CustomIcons

    public init(name: String, spec: LayoutSpec, icons: CustomIcons = .none) {
        self.name = name
        self.spec = spec
        self.icons = icons
    }

    /// What stands between a variant's file and its title wherever both name it: a phone's label
    /// and its frame's title read `bouncy.json — All Inboxes`.
    static let labelSeparator = " — "

    /// `bouncy.json — All Inboxes`: the file, then the title it gives the screen.
    var label: String { name + Self.labelSeparator + spec.title }

    /// How many specs a comparison takes.
    public static let allowedCount = 2...4

    /// The folder of the `number`th variant (from 1) inside the comparison's folder: a name no
    /// spec chooses, so that no file name can reach a path.
    public static func folder(_ number: Int) -> String { "variant-\(number)" }

    /// The names of the specs at `paths`, in order: each its file name, or its path where two
    /// share one.
    public static func names(of paths: [String]) -> [String] {
        let fileNames = paths.map { String($0.split(separator: "/").last ?? Substring($0)) }
        return paths.indices.map { index in
            fileNames.filter { $0 == fileNames[index] }.count > 1 ? paths[index] : fileNames[index]
        }
    }
}
