#include <stddef.h>
#include <linux/kexec.h>
_Static_assert(sizeof(struct kexec_segment) == 32, "struct kexec_segment");
_Static_assert(offsetof(struct kexec_segment, buf) == 0, "struct kexec_segment.buf");
_Static_assert(offsetof(struct kexec_segment, memsz) == 24, "struct kexec_segment.memsz");
_Static_assert(offsetof(struct kexec_segment, bufsz) == 8, "struct kexec_segment.bufsz");
_Static_assert(offsetof(struct kexec_segment, mem) == 16, "struct kexec_segment.mem");
