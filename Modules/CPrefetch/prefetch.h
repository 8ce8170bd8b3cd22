// A cache hint Swift has no way to say: header only, nothing to link.
#pragma once

/// Asks the CPU to fetch the cache line at `address` for writing, without waiting for it;
/// a hint that never faults, whatever the address.
static inline void tl_prefetch_for_write(const void *address) { __builtin_prefetch(address, 1, 3); }
