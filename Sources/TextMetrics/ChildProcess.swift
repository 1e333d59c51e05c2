import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program run as a child process: started with `posix_spawnp`, waited for with `waitpid`.
///
/// Foundation's `Process.waitUntilExit()` polls its run loop every 50 ms on Linux, so each
/// process it runs costs 50 ms after the child has exited: that is 50 ms of every build of
/// content kept in git (`git log` for the pages' dates) and 750 ms of resolving five
/// versions. Measured with `git --version`: 3 ms to read its output, then 50.2 ms in
/// `waitUntilExit`.
public struct ChildProcess: Sendable {
    /// Where the child's standard output goes.
    public enum Output: Sendable {
        /// To a pipe this process reads (`readOutput()`).
        case capture
        /// To `/dev/null`.
        case discard
        /// To a descriptor of this process (the write end of a pipe to another child).
        case descriptor(Int32)
    }

    /// The child's process id.
    public let pid: pid_t
    /// The read end of the child's standard output, when it is captured.
    private let output: Int32?

    /// Starts `arguments[0]` (looked up in `PATH` unless it holds a `/`) with the rest as its
    /// arguments, this process's environment with `environment` laid over it, standard input
    /// from `input` (or `/dev/null`) and standard error to `/dev/null`. Nil when it cannot start.
    public static func start(_ arguments: [String], environment: [String: String] = [:], input: Int32? = nil,
                             output: Output = .capture) -> ChildProcess? {
        guard let program = arguments.first else { return nil }
        var pipeEnds: [Int32] = [-1, -1]
        if case .capture = output {
            guard let ends = makePipe() else { return nil }
            pipeEnds = [ends.read, ends.write]
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        switch output {
        case .capture: posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        case .discard: posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, 1)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let variables = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = variables.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        // A child starts with every signal at its default and none blocked, whatever this
        // process ignores (SIGPIPE) or handles (SIGINT, SIGTERM: `handbook build` stops cleanly).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let started = posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
        if case .capture = output { close(pipeEnds[1]) }
        guard started == 0 else {
            if case .capture = output { close(pipeEnds[0]) }
            return nil
        }
        return ChildProcess(pid: pid, output: output.isCaptured ? pipeEnds[0] : nil)
    }

    /// A pipe whose ends no child inherits unless handed it (`input:`, `.descriptor`): a child
    /// that kept a copy of a write end would never see the end of its input. (Glibc's `pipe2`
    /// is not imported; a child another thread spawns between `pipe` and `fcntl` may inherit
    /// an end, which only delays that end of file until the child exits.)
    public static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Runs `arguments` to the end: its exit status and what it wrote, or nil when it cannot start.
    public static func run(_ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, output: Data)? {
        guard let child = start(arguments, environment: environment) else { return nil }
        let output = child.readOutput()
        return (child.wait(), output)
    }

    /// Everything the child writes until it closes its output (empty when it is not captured).
    /// Read before `wait()`: a child with much to say would otherwise fill the pipe and never end.
    public func readOutput() -> Data {
        guard let output else { return Data() }
        defer { close(output) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let got = buffer.withUnsafeMutableBytes { Glibc.read(output, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            data.append(contentsOf: buffer[..<got])
        }
        return data
    }

    /// Waits for the child to end: its exit status, or -1 when a signal ended it.
    @discardableResult
    public func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        // WIFEXITED and WEXITSTATUS, which Swift does not import.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
    }
}

private extension ChildProcess.Output {
    var isCaptured: Bool {
        if case .capture = self { return true }
        return false
    }
}
