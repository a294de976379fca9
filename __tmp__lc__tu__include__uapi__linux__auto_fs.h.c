#include <stddef.h>
#include <linux/auto_fs.h>
_Static_assert(sizeof(struct autofs_packet_expire) == 268, "struct autofs_packet_expire");
_Static_assert(offsetof(struct autofs_packet_expire, len) == 8, "struct autofs_packet_expire.len");
_Static_assert(offsetof(struct autofs_packet_expire, hdr) == 0, "struct autofs_packet_expire.hdr");
_Static_assert(offsetof(struct autofs_packet_expire, name) == 12, "struct autofs_packet_expire.name");
_Static_assert(sizeof(struct autofs_packet_hdr) == 8, "struct autofs_packet_hdr");
_Static_assert(offsetof(struct autofs_packet_hdr, type) == 4, "struct autofs_packet_hdr.type");
_Static_assert(offsetof(struct autofs_packet_hdr, proto_version) == 0, "struct autofs_packet_hdr.proto_version");
