import Foundation
import TestSupport
import Testing

/// `LayoutSpec` is the design as values: it imports nothing but the C library (for `pow` and
/// `exp`), so that it builds anywhere the standard library does and costs no start-up time.
struct ImportTests {
    @Test func layoutSpecImportsOnlyTheCLibrary() throws {
        let folder = TestSupport.packageRoot.appendingPathComponent("Sources/LayoutSpec")
        let files = TestSupport.files(in: folder).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("import ") || $0.hasPrefix("@_exported import ") }
            #expect(imports.allSatisfy { $0 == "import Glibc" || $0 == "import Darwin" }, "\(file): \(imports)")
        }
    }
}
