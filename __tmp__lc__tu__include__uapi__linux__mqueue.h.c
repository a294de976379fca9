#include <stddef.h>
#include <linux/mqueue.h>
_Static_assert(sizeof(struct mq_attr) == 64, "struct mq_attr");
_Static_assert(offsetof(struct mq_attr, __reserved) == 32, "struct mq_attr.__reserved");
_Static_assert(offsetof(struct mq_attr, mq_msgsize) == 16, "struct mq_attr.mq_msgsize");
_Static_assert(offsetof(struct mq_attr, mq_maxmsg) == 8, "struct mq_attr.mq_maxmsg");
_Static_assert(offsetof(struct mq_attr, mq_flags) == 0, "struct mq_attr.mq_flags");
_Static_assert(offsetof(struct mq_attr, mq_curmsgs) == 24, "struct mq_attr.mq_curmsgs");
