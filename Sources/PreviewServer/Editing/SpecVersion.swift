import Encoders
import MailSiteGen

/// Names the bytes of a spec file, as a served page carries them (`mailsitegen-version`) and an
/// edit sends them back: the first 128 bits of their SHA-256, in hex. An edit made from a page
/// built from other bytes than the file's is refused (409), so a save in an editor is never lost.
enum SpecVersion {
    static func of(_ bytes: [UInt8]) -> String {
        SHA256.digest(bytes).prefix(16).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}
