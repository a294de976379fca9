#include <stddef.h>
#include <linux/if.h>
_Static_assert(sizeof(struct if_settings) == 16, "struct if_settings");
_Static_assert(offsetof(struct if_settings, ifs_ifsu.x25) == 8, "struct if_settings.ifs_ifsu.x25");
_Static_assert(offsetof(struct if_settings, ifs_ifsu.cisco) == 8, "struct if_settings.ifs_ifsu.cisco");
_Static_assert(offsetof(struct if_settings, ifs_ifsu.fr_pvc_info) == 8, "struct if_settings.ifs_ifsu.fr_pvc_info");
_Static_assert(offsetof(struct if_settings, type) == 0, "struct if_settings.type");
_Static_assert(offsetof(struct if_settings, ifs_ifsu.fr_pvc) == 8, "struct if_settings.ifs_ifsu.fr_pvc");
_Static_assert(offsetof(struct if_settings, size) == 4, "struct if_settings.size");
_Static_assert(offsetof(struct if_settings, ifs_ifsu.raw_hdlc) == 8, "struct if_settings.ifs_ifsu.raw_hdlc");
_Static_assert(offsetof(struct if_settings, ifs_ifsu.fr) == 8, "struct if_settings.ifs_ifsu.fr");
_Static_assert(offsetof(struct if_settings, ifs_ifsu) == 8, "struct if_settings.ifs_ifsu");
_Static_assert(offsetof(struct if_settings, ifs_ifsu.te1) == 8, "struct if_settings.ifs_ifsu.te1");
_Static_assert(offsetof(struct if_settings, ifs_ifsu.sync) == 8, "struct if_settings.ifs_ifsu.sync");
