import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Puts the staged generation in place of the output folder in one step.
enum GenerationSwap {
    /// Swaps `paths.generation` and `paths.output`; afterwards the old site is the spare
    /// generation. Returns whether there is one (not when the output did not exist).
    static func swap(_ paths: OutputPaths) throws(DiagnosticsError) -> Bool {
        guard FileIO.kind(of: paths.output) != nil else {
            guard rename(paths.generation, paths.output) == 0 else { throw FileIO.failure("cannot move into place", paths.output) }
            return false
        }
        // renameat2(RENAME_EXCHANGE) swaps both names in one step: readers never see a missing site.
        if FileIO.exchange(paths.generation, paths.output) { return true }
        // Where the file system cannot exchange, rename twice through `aside`; a build killed
        // in between leaves the old site there, and the next build puts it back first.
        guard rename(paths.output, paths.aside) == 0 else { throw FileIO.failure("cannot move aside", paths.output) }
        guard rename(paths.generation, paths.output) == 0 else {
            let failure = FileIO.failure("cannot move into place", paths.output)
            _ = rename(paths.aside, paths.output)
            throw failure
        }
        _ = rename(paths.aside, paths.generation)
        return true
    }
}
