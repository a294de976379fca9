#include <stddef.h>
#include <linux/ioam6.h>
_Static_assert(sizeof(struct ioam6_hdr) == 4, "struct ioam6_hdr");
_Static_assert(offsetof(struct ioam6_hdr, opt_type) == 0, "struct ioam6_hdr.opt_type");
_Static_assert(offsetof(struct ioam6_hdr, type) == 3, "struct ioam6_hdr.type");
_Static_assert(offsetof(struct ioam6_hdr, opt_len) == 1, "struct ioam6_hdr.opt_len");
_Static_assert(sizeof(struct ioam6_trace_hdr) == 8, "struct ioam6_trace_hdr");
_Static_assert(offsetof(struct ioam6_trace_hdr, type) == 4, "struct ioam6_trace_hdr.type");
_Static_assert(offsetof(struct ioam6_trace_hdr, type_be32) == 4, "struct ioam6_trace_hdr.type_be32");
_Static_assert(offsetof(struct ioam6_trace_hdr, data) == 8, "struct ioam6_trace_hdr.data");
_Static_assert(offsetof(struct ioam6_trace_hdr, namespace_id) == 0, "struct ioam6_trace_hdr.namespace_id");
