#ifndef COUNTING_ALLOCATOR_H
#define COUNTING_ALLOCATOR_H
#include <stdint.h>

/// Number of malloc, calloc, realloc and aligned-allocation calls made by this process so far
/// (Swift's allocations go through malloc, so this counts them too). Linux/glibc only; 0 elsewhere.
uint64_t counting_allocator_count(void);

#endif
