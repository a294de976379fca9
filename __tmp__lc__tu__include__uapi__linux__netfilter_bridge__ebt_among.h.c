#include <stddef.h>
#include <linux/netfilter_bridge/ebt_among.h>
_Static_assert(sizeof(struct ebt_among_info) == 12, "struct ebt_among_info");
_Static_assert(offsetof(struct ebt_among_info, wh_src_ofs) == 4, "struct ebt_among_info.wh_src_ofs");
_Static_assert(offsetof(struct ebt_among_info, wh_dst_ofs) == 0, "struct ebt_among_info.wh_dst_ofs");
_Static_assert(offsetof(struct ebt_among_info, bitmask) == 8, "struct ebt_among_info.bitmask");
_Static_assert(sizeof(struct ebt_mac_wormhash) == 1032, "struct ebt_mac_wormhash");
_Static_assert(offsetof(struct ebt_mac_wormhash, poolsize) == 1028, "struct ebt_mac_wormhash.poolsize");
_Static_assert(offsetof(struct ebt_mac_wormhash, pool) == 1032, "struct ebt_mac_wormhash.pool");
_Static_assert(offsetof(struct ebt_mac_wormhash, table) == 0, "struct ebt_mac_wormhash.table");
_Static_assert(sizeof(struct ebt_mac_wormhash_tuple) == 12, "struct ebt_mac_wormhash_tuple");
_Static_assert(offsetof(struct ebt_mac_wormhash_tuple, ip) == 8, "struct ebt_mac_wormhash_tuple.ip");
_Static_assert(offsetof(struct ebt_mac_wormhash_tuple, cmp) == 0, "struct ebt_mac_wormhash_tuple.cmp");
