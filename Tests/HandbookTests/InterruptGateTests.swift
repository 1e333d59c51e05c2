import Foundation
import Synchronization
import Testing
@testable import Handbook

/// The gate every write passes: once an interruption has shut it, no writer thread touches
/// the disk again, however the threads are scheduled.
@Suite struct InterruptGateTests {
    @Test func nothingPassesAfterTheGateIsShut() {
        let gate = WriteGate(output: "/nowhere")
        let shut = Atomic<Bool>(false)
        let lateChanges = Atomic<Int>(0)
        let changes = Atomic<Int>(0)
        let started = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        for _ in 0..<4 {
            DispatchQueue.global().async(group: group) {
                started.signal()
                while true {
                    do throws(DiagnosticsError) {
                        try gate.pass { () throws(DiagnosticsError) in
                            // A change that began after close() returned would be a file written after cleanup.
                            if shut.load(ordering: .sequentiallyConsistent) { lateChanges.add(1, ordering: .sequentiallyConsistent) }
                            changes.add(1, ordering: .relaxed)
                            usleep(50)
                        }
                    } catch {
                        #expect(error.diagnostics.map(\.id) == ["output.interrupted"])
                        return
                    }
                }
            }
        }
        for _ in 0..<4 { started.wait() }
        while changes.load(ordering: .relaxed) < 100 { usleep(100) }
        #expect(gate.close() == false, "nothing was published")
        shut.store(true, ordering: .sequentiallyConsistent)
        group.wait()
        #expect(lateChanges.load(ordering: .sequentiallyConsistent) == 0)
    }

    @Test func aWriterWhoseGateIsShutWritesNothingAndCannotCommit() throws {
        let folder = OutputFolder()
        defer { folder.remove() }
        try folder.build(["index.html": "before"])
        try folder.build(["index.html": "before"])
        let writer = try SiteWriter(output: folder.output)
        try writer.write("during", to: "index.html")
        writer.gate.close()
        #expect(throws: DiagnosticsError.self) { try writer.write("after", to: "late/index.html") }
        #expect(!folder.exists(".handbook/_site/generation/late"))
        #expect(throws: DiagnosticsError.self) { try writer.commit() }
        #expect(folder.read("_site/index.html") == "before")
    }
}
