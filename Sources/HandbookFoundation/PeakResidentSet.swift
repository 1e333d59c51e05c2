import Foundation

/// The process's memory, as the kernel counts it.
package enum ProcessMemory {
    /// The peak resident set so far in kilobytes (`VmHWM` in `/proc/self/status`), 0 where
    /// the system does not say.
    package static var peakKilobytes: Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
