#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX mutex: one thread at a time runs what `withLock` is given.
///
/// The project's one lock (`Locked` guards a value with it). The standard library's
/// `Synchronization.Mutex` would do, but on Linux it waits in raw futex calls that
/// ThreadSanitizer does not see, so a sanitized build reported every value it guards as a
/// race (#52: 16 reports, all false). A pthread mutex is intercepted, so a ThreadSanitizer run
/// reports only real races, and costs the same uncontended.
package final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the lock held; the lock is released however it ends.
    package func withLock<Result: ~Copyable, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A value only one thread reaches at a time, behind a `Lock`.
package final class Locked<Value: ~Copyable>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value

    /// A lock guarding `value`.
    package init(_ value: consuming Value) {
        self.value = value
    }

    /// Runs `body` on the value with the lock held; the lock is released however it ends.
    package func withLock<Result: ~Copyable, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        try lock.withLock { () throws(Failure) -> Result in try body(&value) }
    }
}
