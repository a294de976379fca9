#include <stddef.h>
#include <linux/bpf_perf_event.h>
_Static_assert(sizeof(struct bpf_perf_event_data) == 184, "struct bpf_perf_event_data");
_Static_assert(offsetof(struct bpf_perf_event_data, regs) == 0, "struct bpf_perf_event_data.regs");
_Static_assert(offsetof(struct bpf_perf_event_data, sample_period) == 168, "struct bpf_perf_event_data.sample_period");
_Static_assert(offsetof(struct bpf_perf_event_data, addr) == 176, "struct bpf_perf_event_data.addr");
