import Foundation
import Handbook

#if HANDBOOK_FUZZ
/// libFuzzer's entry point (built by `make fuzz` with `-sanitize=fuzzer`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let name = ProcessInfo.processInfo.environment["HANDBOOK_FUZZ_TARGET"] ?? "frontmatter"
    FuzzTarget(rawValue: name)?.run(data.map { Data(bytes: $0, count: size) } ?? Data())
    return 0
}

/// libFuzzer's driver, exported by its runtime for programs that keep their own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// SwiftPM links an executable's entry point under this name; hand control to libFuzzer.
@_cdecl("handbook_fuzz_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}
#else
/// Without the fuzzer: replays corpus files through a target, so crashes once found stay
/// fixed (`handbook-fuzz TARGET FILE_OR_FOLDER...`). A path that is missing or cannot be
/// read stops the replay with exit status 1: a corpus replayed in part would pass unseen.
@main
struct FuzzReplay {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            print("usage: handbook-fuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) FILE_OR_FOLDER...")
            exit(2)
        }
        var count = 0
        for path in arguments.dropFirst() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { fail("no such file or folder: \(path)") }
            var files = [path]
            if isDirectory.boolValue {
                do {
                    files = try FileManager.default.contentsOfDirectory(atPath: path).sorted().map { path + "/" + $0 }
                } catch {
                    fail("cannot list \(path): \(error)")
                }
            }
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)") }
                target.run(data)
                count += 1
            }
        }
        print("\(name): replayed \(count) inputs")
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("handbook-fuzz: \(message)\n".utf8))
        exit(1)
    }
}
#endif
