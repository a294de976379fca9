#include <stddef.h>
#include <linux/if_plip.h>
_Static_assert(sizeof(struct plipconf) == 24, "struct plipconf");
_Static_assert(offsetof(struct plipconf, trigger) == 16, "struct plipconf.trigger");
_Static_assert(offsetof(struct plipconf, nibble) == 8, "struct plipconf.nibble");
_Static_assert(offsetof(struct plipconf, pcmd) == 0, "struct plipconf.pcmd");
