#include <stddef.h>
#include <linux/adfs_fs.h>
_Static_assert(sizeof(struct adfs_discrecord) == 60, "struct adfs_discrecord");
_Static_assert(offsetof(struct adfs_discrecord, secspertrack) == 1, "struct adfs_discrecord.secspertrack");
_Static_assert(offsetof(struct adfs_discrecord, disc_type) == 32, "struct adfs_discrecord.disc_type");
_Static_assert(offsetof(struct adfs_discrecord, disc_name) == 22, "struct adfs_discrecord.disc_name");
_Static_assert(offsetof(struct adfs_discrecord, root) == 12, "struct adfs_discrecord.root");
_Static_assert(offsetof(struct adfs_discrecord, idlen) == 4, "struct adfs_discrecord.idlen");
_Static_assert(offsetof(struct adfs_discrecord, unused52) == 52, "struct adfs_discrecord.unused52");
_Static_assert(offsetof(struct adfs_discrecord, reserved43) == 43, "struct adfs_discrecord.reserved43");
_Static_assert(offsetof(struct adfs_discrecord, heads) == 2, "struct adfs_discrecord.heads");
_Static_assert(offsetof(struct adfs_discrecord, nzones) == 9, "struct adfs_discrecord.nzones");
_Static_assert(offsetof(struct adfs_discrecord, log2bpmb) == 5, "struct adfs_discrecord.log2bpmb");
_Static_assert(offsetof(struct adfs_discrecord, disc_size) == 16, "struct adfs_discrecord.disc_size");
_Static_assert(offsetof(struct adfs_discrecord, density) == 3, "struct adfs_discrecord.density");
_Static_assert(offsetof(struct adfs_discrecord, lowsector) == 8, "struct adfs_discrecord.lowsector");
_Static_assert(offsetof(struct adfs_discrecord, bootoption) == 7, "struct adfs_discrecord.bootoption");
_Static_assert(offsetof(struct adfs_discrecord, skew) == 6, "struct adfs_discrecord.skew");
_Static_assert(offsetof(struct adfs_discrecord, log2secsize) == 0, "struct adfs_discrecord.log2secsize");
_Static_assert(offsetof(struct adfs_discrecord, disc_id) == 20, "struct adfs_discrecord.disc_id");
_Static_assert(offsetof(struct adfs_discrecord, root_size) == 48, "struct adfs_discrecord.root_size");
_Static_assert(offsetof(struct adfs_discrecord, format_version) == 44, "struct adfs_discrecord.format_version");
_Static_assert(offsetof(struct adfs_discrecord, zone_spare) == 10, "struct adfs_discrecord.zone_spare");
_Static_assert(offsetof(struct adfs_discrecord, nzones_high) == 42, "struct adfs_discrecord.nzones_high");
_Static_assert(offsetof(struct adfs_discrecord, disc_size_high) == 36, "struct adfs_discrecord.disc_size_high");
