import CTracelessRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a typed hook's calls come in: one of the static trampolines (fast, and
/// there is a fixed number of them) or an entry point made on demand.
enum EntryPoint {
    case trampoline(arity: Int, slot: Int)
    /// Serves every arity.
    case made(UnsafeMutableRawPointer)

    var imp: UnsafeMutableRawPointer {
        switch self {
        case .trampoline(let arity, let slot): tl_trampoline_imp(UInt32(arity), UInt32(slot))!
        case .made(let imp): imp
        }
    }

    func accepts(arity: Int) -> Bool {
        if case .trampoline(let own, _) = self { return own == arity }
        return true
    }

    func setContext(_ context: UnsafeMutableRawPointer) {
        switch self {
        case .trampoline(let arity, let slot): tl_trampoline_set_context(UInt32(arity), UInt32(slot), context)
        case .made(let imp): tl_entry_point_set_context(imp, context)
        }
    }
}
