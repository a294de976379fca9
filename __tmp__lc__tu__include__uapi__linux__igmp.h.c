#include <stddef.h>
#include <linux/igmp.h>
_Static_assert(sizeof(struct igmphdr) == 8, "struct igmphdr");
_Static_assert(offsetof(struct igmphdr, group) == 4, "struct igmphdr.group");
_Static_assert(offsetof(struct igmphdr, type) == 0, "struct igmphdr.type");
_Static_assert(offsetof(struct igmphdr, csum) == 2, "struct igmphdr.csum");
_Static_assert(offsetof(struct igmphdr, code) == 1, "struct igmphdr.code");
_Static_assert(sizeof(struct igmpv3_grec) == 8, "struct igmpv3_grec");
_Static_assert(offsetof(struct igmpv3_grec, grec_nsrcs) == 2, "struct igmpv3_grec.grec_nsrcs");
_Static_assert(offsetof(struct igmpv3_grec, grec_src) == 8, "struct igmpv3_grec.grec_src");
_Static_assert(offsetof(struct igmpv3_grec, grec_type) == 0, "struct igmpv3_grec.grec_type");
_Static_assert(offsetof(struct igmpv3_grec, grec_auxwords) == 1, "struct igmpv3_grec.grec_auxwords");
_Static_assert(offsetof(struct igmpv3_grec, grec_mca) == 4, "struct igmpv3_grec.grec_mca");
_Static_assert(sizeof(struct igmpv3_query) == 12, "struct igmpv3_query");
_Static_assert(offsetof(struct igmpv3_query, group) == 4, "struct igmpv3_query.group");
_Static_assert(offsetof(struct igmpv3_query, type) == 0, "struct igmpv3_query.type");
_Static_assert(offsetof(struct igmpv3_query, csum) == 2, "struct igmpv3_query.csum");
_Static_assert(offsetof(struct igmpv3_query, srcs) == 12, "struct igmpv3_query.srcs");
_Static_assert(offsetof(struct igmpv3_query, nsrcs) == 10, "struct igmpv3_query.nsrcs");
_Static_assert(offsetof(struct igmpv3_query, code) == 1, "struct igmpv3_query.code");
_Static_assert(offsetof(struct igmpv3_query, qqic) == 9, "struct igmpv3_query.qqic");
_Static_assert(sizeof(struct igmpv3_report) == 8, "struct igmpv3_report");
_Static_assert(offsetof(struct igmpv3_report, ngrec) == 6, "struct igmpv3_report.ngrec");
_Static_assert(offsetof(struct igmpv3_report, grec) == 8, "struct igmpv3_report.grec");
_Static_assert(offsetof(struct igmpv3_report, type) == 0, "struct igmpv3_report.type");
_Static_assert(offsetof(struct igmpv3_report, csum) == 2, "struct igmpv3_report.csum");
_Static_assert(offsetof(struct igmpv3_report, resv2) == 4, "struct igmpv3_report.resv2");
_Static_assert(offsetof(struct igmpv3_report, resv1) == 1, "struct igmpv3_report.resv1");
