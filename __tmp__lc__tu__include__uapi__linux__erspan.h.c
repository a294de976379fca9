#include <stddef.h>
#include <linux/erspan.h>
_Static_assert(sizeof(struct erspan_md2) == 8, "struct erspan_md2");
_Static_assert(offsetof(struct erspan_md2, sgt) == 4, "struct erspan_md2.sgt");
_Static_assert(offsetof(struct erspan_md2, timestamp) == 0, "struct erspan_md2.timestamp");
_Static_assert(sizeof(struct erspan_metadata) == 12, "struct erspan_metadata");
_Static_assert(offsetof(struct erspan_metadata, u.md2) == 4, "struct erspan_metadata.u.md2");
_Static_assert(offsetof(struct erspan_metadata, u.index) == 4, "struct erspan_metadata.u.index");
_Static_assert(offsetof(struct erspan_metadata, u) == 4, "struct erspan_metadata.u");
_Static_assert(offsetof(struct erspan_metadata, version) == 0, "struct erspan_metadata.version");
