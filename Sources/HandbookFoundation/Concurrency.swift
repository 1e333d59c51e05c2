import Dispatch
import Synchronization

/// Maps `items` on every core, keeping their order. Workers take the next index from a
/// shared counter, so one slow item (a 50 MB page) does not hold back a fixed share.
/// Inlinable: each caller gets it specialised for its own item and result types.
@inlinable
package func concurrentMap<Item, Result>(_ items: [Item], _ transform: (Item) -> Result) -> [Result] {
    guard items.count > 1 else { return items.map(transform) }
    let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: items.count)
    slots.initialize(repeating: nil)
    defer { slots.deinitialize(); slots.deallocate() }
    let next = Atomic<Int>(0)
    let workers = min(items.count, ProcessorCount.active)
    withoutActuallyEscaping(transform) { transform in
        let shared = UnsafeSendable((items, slots, transform))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let (items, slots, transform) = shared.value
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < items.count else { return }
                slots[index] = transform(items[index])
            }
        }
    }
    return slots.map { $0! }
}

/// Wraps values handed to worker threads that each touch disjoint parts of them.
@usableFromInline
package struct UnsafeSendable<Value>: @unchecked Sendable {
    @usableFromInline package let value: Value
    @inlinable @usableFromInline package init(_ value: Value) { self.value = value }
}

/// The number of cores this process may use.
@usableFromInline
package enum ProcessorCount {
    @inlinable @usableFromInline package static var active: Int {
        #if canImport(Glibc)
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
        return 2
        #endif
    }
}

#if canImport(Glibc)
import Glibc
#endif
