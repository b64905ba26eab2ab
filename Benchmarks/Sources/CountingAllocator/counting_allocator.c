// Interposes the C allocator in the benchmark executable (ELF symbol interposition) and forwards to
// glibc's own entry points, counting calls. Only built into the benchmark, never into devinfo.
#include "CountingAllocator.h"
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)
#include <stdatomic.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static _Atomic uint64_t allocations;

void *malloc(size_t size) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); return __libc_realloc(p, size); }
void free(void *p) { __libc_free(p); }
void *memalign(size_t alignment, size_t size) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    void *p = memalign(alignment, size);
    if (!p) return 12; /* ENOMEM */
    *out = p;
    return 0;
}

uint64_t counting_allocator_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }
#else
uint64_t counting_allocator_count(void) { return 0; }
#endif
