import Foundation
import TestSupport

/// The stub SwiftUI of `Tests/SwiftUIStub`, compiled once per test run into a temporary
/// folder: `UIKit` and `SwiftUI` as modules, and the `#Preview` plugin as a library the
/// compiler loads. Generated files are type-checked against it in Swift 6 mode, warnings as
/// errors, as files of an app target.
///
/// `#Preview` is a macro, so it cannot be declared without an implementation: the stub
/// declares it as Apple does, `#externalMacro(module: "PreviewsMacros", type: "SwiftUIView")`,
/// and `PreviewsMacros.swift` implements that type, built against the swift-syntax that ships
/// with the toolchain. The compiler checks the preview's body against the macro's signature
/// before it expands it (to nothing).
struct SwiftUIStub: Sendable {
    static let sources = TestSupport.packageRoot.appendingPathComponent("Tests/SwiftUIStub")

    let compiler: SwiftCompiler
    let modules: URL
    let plugin: URL

    /// The stub, built once; a failure to build it fails every test that type-checks.
    static let built: Result<SwiftUIStub, SwiftCompiler.Failure> = Result(catching: build)

    private static func build() throws(SwiftCompiler.Failure) -> SwiftUIStub {
        let compiler = try SwiftCompiler.located.get()
        do {
            let modules = try TestSupport.temporaryFolder()
            #if canImport(Darwin)
                let plugin = modules.appendingPathComponent("libPreviewsMacros.dylib")
            #else
                let plugin = modules.appendingPathComponent("libPreviewsMacros.so")
            #endif
            let host = compiler.hostLibraries.path
            let steps: [[String]] = [
                [
                    "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "UIKit",
                    "-emit-module-path", "UIKit.swiftmodule", sources.appendingPathComponent("UIKit.swift").path,
                ],
                [
                    "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "SwiftUI", "-I", ".",
                    "-emit-module-path", "SwiftUI.swiftmodule", sources.appendingPathComponent("SwiftUI.swift").path,
                ],
                [
                    "-emit-library", "-module-name", "PreviewsMacros", "-I", host, "-L", host, "-lSwiftSyntax",
                    "-lSwiftSyntaxMacros", "-o", plugin.path,
                    sources.appendingPathComponent("PreviewsMacros.swift").path,
                ],
            ]
            for arguments in steps {
                let run = try compiler.run(arguments, in: modules)
                guard run.status == 0 else {
                    throw SwiftCompiler.Failure(
                        description: "swiftc \(arguments.joined(separator: " ")):\n\(run.output)")
                }
            }
            return SwiftUIStub(compiler: compiler, modules: modules, plugin: plugin)
        } catch let failure as SwiftCompiler.Failure {
            throw failure
        } catch {
            throw SwiftCompiler.Failure(description: "building the SwiftUI stub: \(error)")
        }
    }

    /// `swiftc -typecheck` on `source` against the stub: status 0 and no output when it compiles.
    func typecheck(_ source: String, named name: String = "Generated.swift") throws -> SwiftCompiler.Run {
        let folder = try TestSupport.temporaryFolder()
        try source.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return try compiler.run(
            [
                "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-I", modules.path,
                "-load-plugin-library", plugin.path, name,
            ], in: folder)
    }
}
