// The compiler plugin behind the stub's `#Preview`, built by SwiftUIStubTests as a library
// plugin (`-load-plugin-library`) against the swift-syntax that ships with the toolchain.
//
// Apple's `#Preview` is implemented by `PreviewsMacros.SwiftUIView`; the stub declares the
// macro with that same `#externalMacro`, and this type stands in for it. Its expansion is
// empty: what matters for the type-check happens before expansion, when the compiler checks
// the macro's arguments (the preview's body closure) against the macro's signature.

import SwiftSyntax
import SwiftSyntaxMacros

public struct SwiftUIView: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
