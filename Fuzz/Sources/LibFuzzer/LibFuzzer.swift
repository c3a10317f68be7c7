/// libFuzzer's driver, for the fuzz targets of this package: each target's `<module>_main` (the
/// entry point SwiftPM names for an executable) hands its arguments and its test function here.
public enum LibFuzzer {
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    /// Runs libFuzzer with the command line's arguments until it stops; its exit code.
    public static func run(
        _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ test: TestOneInput
    ) -> Int32 {
        var argc = argc
        var argv = argv
        return runDriver(&argc, &argv, test)
    }
}

/// libFuzzer's `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t))`.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: LibFuzzer.TestOneInput
) -> Int32
