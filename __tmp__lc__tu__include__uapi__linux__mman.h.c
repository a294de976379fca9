#include <stddef.h>
#include <linux/mman.h>
_Static_assert(sizeof(struct cachestat) == 40, "struct cachestat");
_Static_assert(offsetof(struct cachestat, nr_evicted) == 24, "struct cachestat.nr_evicted");
_Static_assert(offsetof(struct cachestat, nr_writeback) == 16, "struct cachestat.nr_writeback");
_Static_assert(offsetof(struct cachestat, nr_dirty) == 8, "struct cachestat.nr_dirty");
_Static_assert(offsetof(struct cachestat, nr_cache) == 0, "struct cachestat.nr_cache");
_Static_assert(offsetof(struct cachestat, nr_recently_evicted) == 32, "struct cachestat.nr_recently_evicted");
_Static_assert(sizeof(struct cachestat_range) == 16, "struct cachestat_range");
_Static_assert(offsetof(struct cachestat_range, off) == 0, "struct cachestat_range.off");
_Static_assert(offsetof(struct cachestat_range, len) == 8, "struct cachestat_range.len");
