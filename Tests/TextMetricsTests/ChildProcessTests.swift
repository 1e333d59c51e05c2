import Foundation
import Testing
import TextMetrics

/// The child processes builds run (git, tar): exit status, output read to the
/// end however long, pipes between two children, and a program that is not there.
@Suite struct ChildProcessTests {
    @Test func statusAndOutputComeBack() throws {
        let result = try #require(ChildProcess.run(["sh", "-c", "printf 'one\\ntwo'; exit 3"]))
        #expect(result.status == 3)
        #expect(String(decoding: result.output, as: UTF8.self) == "one\ntwo")
    }

    @Test func longOutputIsReadWhole() throws {
        // Far more than a pipe holds: the child would block for ever if it were not read.
        let result = try #require(ChildProcess.run(["sh", "-c", "head -c 1000000 /dev/zero"]))
        #expect(result.status == 0 && result.output.count == 1_000_000)
    }

    @Test func environmentIsLaidOverThisProcesses() throws {
        let result = try #require(ChildProcess.run(["sh", "-c", "printf \"$HANDBOOK_TEST_VALUE:$PATH\""], environment: ["HANDBOOK_TEST_VALUE": "set"]))
        let text = String(decoding: result.output, as: UTF8.self)
        #expect(text.hasPrefix("set:") && text.count > 4, "PATH is inherited")
    }

    @Test func oneChildFeedsAnother() throws {
        let ends = try #require(ChildProcess.makePipe())
        let reader = try #require(ChildProcess.start(["wc", "-c"], input: ends.read))
        close(ends.read)
        let writer = try #require(ChildProcess.start(["sh", "-c", "printf 12345"], output: .descriptor(ends.write)))
        close(ends.write)
        #expect(writer.wait() == 0)
        let counted = String(decoding: reader.readOutput(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(reader.wait() == 0 && counted == "5")
    }

    @Test func aMissingProgramDoesNotStart() {
        #expect(ChildProcess.start(["handbook-no-such-program-\(getpid())"]) == nil)
    }

    @Test func aSignalIsNotASuccess() throws {
        let child = try #require(ChildProcess.start(["sh", "-c", "kill -TERM $$"]))
        #expect(child.wait() == -1)
    }
}
