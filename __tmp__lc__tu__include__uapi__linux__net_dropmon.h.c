#include <stddef.h>
#include <linux/net_dropmon.h>
_Static_assert(sizeof(struct net_dm_alert_msg) == 4, "struct net_dm_alert_msg");
_Static_assert(offsetof(struct net_dm_alert_msg, points) == 4, "struct net_dm_alert_msg.points");
_Static_assert(offsetof(struct net_dm_alert_msg, entries) == 0, "struct net_dm_alert_msg.entries");
_Static_assert(sizeof(struct net_dm_config_entry) == 16, "struct net_dm_config_entry");
_Static_assert(offsetof(struct net_dm_config_entry, type) == 0, "struct net_dm_config_entry.type");
_Static_assert(offsetof(struct net_dm_config_entry, data) == 8, "struct net_dm_config_entry.data");
_Static_assert(sizeof(struct net_dm_config_msg) == 8, "struct net_dm_config_msg");
_Static_assert(offsetof(struct net_dm_config_msg, options) == 8, "struct net_dm_config_msg.options");
_Static_assert(offsetof(struct net_dm_config_msg, entries) == 0, "struct net_dm_config_msg.entries");
_Static_assert(sizeof(struct net_dm_drop_point) == 12, "struct net_dm_drop_point");
_Static_assert(offsetof(struct net_dm_drop_point, pc) == 0, "struct net_dm_drop_point.pc");
_Static_assert(offsetof(struct net_dm_drop_point, count) == 8, "struct net_dm_drop_point.count");
_Static_assert(sizeof(struct net_dm_user_msg) == 8, "struct net_dm_user_msg");
_Static_assert(offsetof(struct net_dm_user_msg, u.alert) == 0, "struct net_dm_user_msg.u.alert");
_Static_assert(offsetof(struct net_dm_user_msg, u) == 0, "struct net_dm_user_msg.u");
_Static_assert(offsetof(struct net_dm_user_msg, u.user) == 0, "struct net_dm_user_msg.u.user");
