import LayoutSpec

extension LayoutSpec {
    /// The spec that `json` decodes to, read as the file `spec.json`.
    static func decode(_ json: String) throws(SpecError) -> LayoutSpec {
        try decode(Array(json.utf8), file: "spec.json")
    }

    /// The sentence decoding `json` as `spec.json` fails with, or "no error".
    static func message(decoding json: String) -> String {
        do {
            _ = try decode(json)
            return "no error"
        } catch {
            return error.description
        }
    }
}
