/// The token files and resolver a spec reads, each read and parsed once, in the order first read:
/// what `serve` watches beside the spec.
struct TokenFiles {
    /// A token file or resolver is refused above this size.
    static let maximumSize = 8 * 1_048_576

    let read: SpecFileReader
    private(set) var paths: [String] = []
    private var parsed: [String: JSONNode] = [:]
    private var tokenFiles: [String: TokenFile] = [:]

    init(read: @escaping SpecFileReader) {
        self.read = read
    }

    /// The parsed document at `reference`, written in `base` (nil: the spec): a resolver.
    mutating func document(_ reference: String, from base: String?) throws(TokenIssue) -> (path: String, node: JSONNode)
    {
        let path = try resolve(reference, from: base)
        if let node = parsed[path] { return (path, node) }
        let bytes = try contents(of: path)
        let node: JSONNode
        do {
            node = try JSONParser.parse(bytes)
        } catch {
            throw TokenIssue(in: path, notJSON: error)
        }
        parsed[path] = node
        return (path, node)
    }

    /// The token file at `reference`, written in `base` (nil: the spec), checked as JSON and read
    /// as its aliases need it.
    mutating func tokenFile(_ reference: String, from base: String?) throws(TokenIssue) -> TokenFile {
        let path = try resolve(reference, from: base)
        if let file = tokenFiles[path] { return file }
        let file = try TokenFile(path: path, bytes: try contents(of: path))
        tokenFiles[path] = file
        return file
    }

    /// Whether every byte is ASCII, so UTF-8 text with no need to decode it: one pass the
    /// compiler vectorises, where decoding a large token file into a string would copy it.
    private static func isASCII(_ bytes: [UInt8]) -> Bool {
        var union: UInt8 = 0
        for byte in bytes { union |= byte }
        return union < 0x80
    }

    private func resolve(_ reference: String, from base: String?) throws(TokenIssue) -> String {
        guard let path = SpecFolderPath.resolve(reference, from: base) else {
            let place = base.map { " (in \($0))" } ?? ""
            throw TokenIssue(
                "'\(reference)'\(place) is outside the spec's folder; token files are read from the spec's folder and below"
            )
        }
        return path
    }

    private mutating func contents(of path: String) throws(TokenIssue) -> [UInt8] {
        let bytes: [UInt8]
        switch read(path, Self.maximumSize) {
        case .success(let read): bytes = read
        case .failure(let failure): throw TokenIssue("\(path): \(failure.message)")
        }
        guard Self.isASCII(bytes) || String(validating: bytes, as: UTF8.self) != nil else {
            throw TokenIssue("\(path): is not UTF-8 text")
        }
        paths.append(path)
        return bytes
    }
}
