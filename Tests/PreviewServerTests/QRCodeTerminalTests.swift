import Encoders
import Foundation
import PreviewServer
import TestSupport
import Testing

/// The QR codes `serve` draws in the terminal, for a range of URLs, kept as a golden file.
/// Tests/Browser/test_serve_qr.py decodes that file with a real decoder (zxing-cpp) and compares
/// every code, module by module, with segno's for the same URL.
struct QRCodeTerminalTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    @Test func terminalLinesUseHalfBlocksAQuietZoneAndExplicitColours() throws {
        let code = try QRCode(encoding: Array("http://10.0.0.5:8000/".utf8))
        let plain = code.terminalLines(colors: false)
        let width = code.size + 2 * QRCode.quietZone
        #expect(plain.count == (width + 1) / 2)
        #expect(plain.allSatisfy { $0.count == width })
        #expect(plain.allSatisfy { $0.allSatisfy { " ▀▄█".contains($0) } })
        #expect(plain.prefix(2).allSatisfy { $0.allSatisfy { $0 == " " } })
        // Rows 4 and 5, the top finders' first two: a dark edge above dark, light × 5, dark.
        #expect(plain[2].dropFirst(4).prefix(7) == "█▀▀▀▀▀█")
        let colored = code.terminalLines(colors: true)
        for (line, text) in zip(colored, plain) {
            #expect(line == "\u{1B}[38;5;16;48;5;231m" + text + "\u{1B}[0m")
        }
    }

    /// URLs of every length at the edges of versions 1 to 10, and addresses as `serve` prints them.
    static var urls: [String] {
        var urls = [
            "http://192.168.1.23:8000/", "http://10.0.0.5:8001/", "http://172.16.254.1:65535/",
            "http://[fe80::1]:8000/",
            "http://0.0.0.0:8000/", "http://192.0.2.2:8000/",
        ]
        let padding = Array("abcdefghijklmnopqrstuvwxyz0123456789-._~")
        for version in 1...10 {
            let smallest = version == 1 ? 10 : QRCode.capacity(version: version - 1) + 1
            for length in Set([
                smallest, (smallest + QRCode.capacity(version: version)) / 2, QRCode.capacity(version: version),
            ]).sorted() {
                let start = version < 3 ? "http://h\(version)/" : "http://v\(version).example/"
                let path = (0..<max(0, length - start.count)).map { padding[($0 * 7 + version) % padding.count] }
                urls.append(start + String(path))
            }
        }
        return urls
    }

    @Test func terminalDrawingsMatchTheirGoldenFile() throws {
        var text = ""
        for url in Self.urls {
            let code = try QRCode(encoding: Array(url.utf8))
            text += "== \(url) (version \(code.version), mask \(code.mask))\n"
            text += code.terminalLines(colors: false).joined(separator: "\n") + "\n\n"
        }
        try TestSupport.assertSnapshot(text, named: "qr-codes.txt", in: Self.snapshots)
    }
}
