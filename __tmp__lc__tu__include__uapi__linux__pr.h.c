#include <stddef.h>
#include <linux/pr.h>
_Static_assert(sizeof(struct pr_clear) == 16, "struct pr_clear");
_Static_assert(offsetof(struct pr_clear, key) == 0, "struct pr_clear.key");
_Static_assert(offsetof(struct pr_clear, flags) == 8, "struct pr_clear.flags");
_Static_assert(offsetof(struct pr_clear, __pad) == 12, "struct pr_clear.__pad");
_Static_assert(sizeof(struct pr_preempt) == 24, "struct pr_preempt");
_Static_assert(offsetof(struct pr_preempt, new_key) == 8, "struct pr_preempt.new_key");
_Static_assert(offsetof(struct pr_preempt, type) == 16, "struct pr_preempt.type");
_Static_assert(offsetof(struct pr_preempt, flags) == 20, "struct pr_preempt.flags");
_Static_assert(offsetof(struct pr_preempt, old_key) == 0, "struct pr_preempt.old_key");
_Static_assert(sizeof(struct pr_registration) == 24, "struct pr_registration");
_Static_assert(offsetof(struct pr_registration, new_key) == 8, "struct pr_registration.new_key");
_Static_assert(offsetof(struct pr_registration, flags) == 16, "struct pr_registration.flags");
_Static_assert(offsetof(struct pr_registration, old_key) == 0, "struct pr_registration.old_key");
_Static_assert(offsetof(struct pr_registration, __pad) == 20, "struct pr_registration.__pad");
_Static_assert(sizeof(struct pr_reservation) == 16, "struct pr_reservation");
_Static_assert(offsetof(struct pr_reservation, type) == 8, "struct pr_reservation.type");
_Static_assert(offsetof(struct pr_reservation, key) == 0, "struct pr_reservation.key");
_Static_assert(offsetof(struct pr_reservation, flags) == 12, "struct pr_reservation.flags");
