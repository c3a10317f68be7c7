import Foundation
import MailSiteGen
import TestSupport
import Testing

/// The release's version is written twice: `VERSION`, which the release scripts check a tag
/// against, and `MailSiteGenVersion.current`, which `--version` prints. They must agree, or a
/// release would name one version and print another.
@Suite struct ReleaseVersionTests {
    @Test func theVersionFileIsTheVersionTheBinaryPrints() throws {
        let file = TestSupport.packageRoot.appendingPathComponent("VERSION")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text == MailSiteGenVersion.current + "\n", "VERSION and MailSiteGenVersion.current differ: bump both")
    }
}
