#include <stddef.h>
#include <linux/if_bonding.h>
_Static_assert(sizeof(struct ad_info) == 14, "struct ad_info");
_Static_assert(offsetof(struct ad_info, actor_key) == 4, "struct ad_info.actor_key");
_Static_assert(offsetof(struct ad_info, ports) == 2, "struct ad_info.ports");
_Static_assert(offsetof(struct ad_info, aggregator_id) == 0, "struct ad_info.aggregator_id");
_Static_assert(offsetof(struct ad_info, partner_key) == 6, "struct ad_info.partner_key");
_Static_assert(offsetof(struct ad_info, partner_system) == 8, "struct ad_info.partner_system");
_Static_assert(sizeof(struct ifbond) == 12, "struct ifbond");
_Static_assert(offsetof(struct ifbond, num_slaves) == 4, "struct ifbond.num_slaves");
_Static_assert(offsetof(struct ifbond, miimon) == 8, "struct ifbond.miimon");
_Static_assert(offsetof(struct ifbond, bond_mode) == 0, "struct ifbond.bond_mode");
_Static_assert(sizeof(struct ifslave) == 28, "struct ifslave");
_Static_assert(offsetof(struct ifslave, link_failure_count) == 24, "struct ifslave.link_failure_count");
_Static_assert(offsetof(struct ifslave, slave_name) == 4, "struct ifslave.slave_name");
_Static_assert(offsetof(struct ifslave, slave_id) == 0, "struct ifslave.slave_id");
_Static_assert(offsetof(struct ifslave, link) == 20, "struct ifslave.link");
_Static_assert(offsetof(struct ifslave, state) == 21, "struct ifslave.state");
