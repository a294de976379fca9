#include <stddef.h>
#include <linux/vmcore.h>
_Static_assert(sizeof(struct vmcoredd_header) == 64, "struct vmcoredd_header");
_Static_assert(offsetof(struct vmcoredd_header, n_type) == 8, "struct vmcoredd_header.n_type");
_Static_assert(offsetof(struct vmcoredd_header, n_namesz) == 0, "struct vmcoredd_header.n_namesz");
_Static_assert(offsetof(struct vmcoredd_header, n_descsz) == 4, "struct vmcoredd_header.n_descsz");
_Static_assert(offsetof(struct vmcoredd_header, name) == 12, "struct vmcoredd_header.name");
_Static_assert(offsetof(struct vmcoredd_header, dump_name) == 20, "struct vmcoredd_header.dump_name");
