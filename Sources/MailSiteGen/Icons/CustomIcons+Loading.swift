import LayoutSpec

extension CustomIcons {
    /// Reads and reduces every custom icon `spec` names, relative to `source`'s folder. A file
    /// that is missing, outside that folder (through `..` or a symbolic link), too large, not
    /// XML or without geometry is an error at the spec's line, column and path, naming the file:
    /// `spec.json:4:22: tabs[0].symbol.svg: icons/forums.svg: has no geometry: …`.
    public static func load(spec: LayoutSpec, source: SpecSource) throws(MailSiteGenError) -> CustomIcons {
        var icons: [Icon] = []
        for (symbol, path) in spec.pillSymbols {
            guard let custom = symbol.custom, !icons.contains(where: { $0.symbol == custom }) else { continue }
            let outline = try read(custom.svg, source: source, at: path.appending(key: "svg"))
            let filled = try custom.filled.map { (file: String) throws(MailSiteGenError) in
                try read(file, source: source, at: path.appending(key: "filled"))
            }
            icons.append(Icon(symbol: custom, outline: outline, filled: filled))
        }
        return CustomIcons(icons: icons)
    }

    /// The files `spec`'s custom icons name, as paths from the current folder: what `serve`
    /// watches beside the spec.
    public static func files(of spec: LayoutSpec, source: SpecSource) -> [FilePath] {
        var files: [FilePath] = []
        for case .custom(let custom) in spec.pillSymbols.map(\.symbol) {
            for file in custom.files.map(source.relativePath) where !files.contains(file) { files.append(file) }
        }
        return files
    }

    private static func read(_ written: String, source: SpecSource, at path: JSONPath) throws(MailSiteGenError)
        -> SVGIcon
    {
        let file = source.relativePath(written)
        let failure = { (problem: String) in source.failure(at: path, "\(file): \(problem)") }
        // Decoding has refused `..` and absolute paths; a symbolic link is followed here and must
        // land inside the spec's folder too.
        let folder = PosixFile.resolved(Self.folder(of: source).absolute)
        let resolved = PosixFile.resolved(file.absolute)
        guard !file.string.contains("\0"), PosixFile.kind(of: resolved).exists else { throw failure("no such file") }
        guard folder.string == "/" || resolved.string.hasPrefix(folder.string + "/") else {
            throw failure(
                "is outside the spec's folder (a symbolic link leads out of it); icons are files inside it")
        }
        let bytes: [UInt8]
        do throws(PosixFile.ReadFailure) {
            bytes = try PosixFile.readAll(resolved, limit: SVGIcon.maximumSize)
        } catch .missing {
            throw failure("no such file")
        } catch .folder {
            throw failure("is a folder, not an SVG file")
        } catch .tooLarge(let size) {
            throw failure("is \((size + 1023) / 1024) KiB; an icon file is at most \(SVGIcon.maximumSize / 1024) KiB")
        } catch {
            throw failure("cannot be read")
        }
        do {
            return try SVGIcon(bytes: bytes)
        } catch {
            throw failure(error.message)
        }
    }

    /// The folder the spec's paths are relative to: the spec file's, or the current one.
    private static func folder(of source: SpecSource) -> FilePath {
        guard case .file(let path) = source else { return "." }
        return path.parent
    }
}
