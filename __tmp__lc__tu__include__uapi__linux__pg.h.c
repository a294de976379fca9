#include <stddef.h>
#include <linux/pg.h>
_Static_assert(sizeof(struct pg_read_hdr) == 24, "struct pg_read_hdr");
_Static_assert(offsetof(struct pg_read_hdr, scsi) == 1, "struct pg_read_hdr.scsi");
_Static_assert(offsetof(struct pg_read_hdr, magic) == 0, "struct pg_read_hdr.magic");
_Static_assert(offsetof(struct pg_read_hdr, duration) == 8, "struct pg_read_hdr.duration");
_Static_assert(offsetof(struct pg_read_hdr, dlen) == 4, "struct pg_read_hdr.dlen");
_Static_assert(offsetof(struct pg_read_hdr, pad) == 12, "struct pg_read_hdr.pad");
_Static_assert(sizeof(struct pg_write_hdr) == 24, "struct pg_write_hdr");
_Static_assert(offsetof(struct pg_write_hdr, func) == 1, "struct pg_write_hdr.func");
_Static_assert(offsetof(struct pg_write_hdr, timeout) == 8, "struct pg_write_hdr.timeout");
_Static_assert(offsetof(struct pg_write_hdr, magic) == 0, "struct pg_write_hdr.magic");
_Static_assert(offsetof(struct pg_write_hdr, dlen) == 4, "struct pg_write_hdr.dlen");
_Static_assert(offsetof(struct pg_write_hdr, packet) == 12, "struct pg_write_hdr.packet");
