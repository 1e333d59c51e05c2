import Foundation

/// The most memory the process has held at once, as the kernel counts it (for `--timings`).
package enum PeakResidentSet {
    /// The peak resident set so far in kilobytes (`VmHWM` in `/proc/self/status`), 0 where
    /// the system does not say.
    package static var kilobytes: Int {
        guard let data = FileManager.default.contents(atPath: "/proc/self/status"),
              let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
