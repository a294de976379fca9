#include <stddef.h>
#include <linux/trace_mmap.h>
_Static_assert(sizeof(struct trace_buffer_meta) == 80, "struct trace_buffer_meta");
_Static_assert(offsetof(struct trace_buffer_meta, meta_struct_len) == 4, "struct trace_buffer_meta.meta_struct_len");
_Static_assert(offsetof(struct trace_buffer_meta, Reserved1) == 64, "struct trace_buffer_meta.Reserved1");
_Static_assert(offsetof(struct trace_buffer_meta, read) == 56, "struct trace_buffer_meta.read");
_Static_assert(offsetof(struct trace_buffer_meta, overrun) == 48, "struct trace_buffer_meta.overrun");
_Static_assert(offsetof(struct trace_buffer_meta, reader.id) == 24, "struct trace_buffer_meta.reader.id");
_Static_assert(offsetof(struct trace_buffer_meta, reader.lost_events) == 16, "struct trace_buffer_meta.reader.lost_events");
_Static_assert(offsetof(struct trace_buffer_meta, reader) == 16, "struct trace_buffer_meta.reader");
_Static_assert(offsetof(struct trace_buffer_meta, reader.read) == 28, "struct trace_buffer_meta.reader.read");
_Static_assert(offsetof(struct trace_buffer_meta, meta_page_size) == 0, "struct trace_buffer_meta.meta_page_size");
_Static_assert(offsetof(struct trace_buffer_meta, flags) == 32, "struct trace_buffer_meta.flags");
_Static_assert(offsetof(struct trace_buffer_meta, subbuf_size) == 8, "struct trace_buffer_meta.subbuf_size");
_Static_assert(offsetof(struct trace_buffer_meta, entries) == 40, "struct trace_buffer_meta.entries");
_Static_assert(offsetof(struct trace_buffer_meta, nr_subbufs) == 12, "struct trace_buffer_meta.nr_subbufs");
_Static_assert(offsetof(struct trace_buffer_meta, Reserved2) == 72, "struct trace_buffer_meta.Reserved2");
