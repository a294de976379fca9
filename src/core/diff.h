/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The diff of two inventories: items added, removed, and changed (same
 * kind and name, different attributes).  A moved definition with the same
 * attributes is no change: the location is not part of the ABI.
 */
#ifndef ABIWATCH_DIFF_H
#define ABIWATCH_DIFF_H

#include <stddef.h>

#include "core/inventory.h"

enum change_type {
	CHANGE_ADDED,
	CHANGE_REMOVED,
	CHANGE_CHANGED,
};

/* What a change means for user space built against the old tree. */
enum compat {
	COMPAT_NONE,		/* not judged: the kind has no rules */
	COMPAT_COMPATIBLE,
	COMPAT_BREAKING,
	COMPAT_UNKNOWN,
};

struct attr_change {
	const char *key;
	const char *old;	/* NULL if the attribute is new */
	const char *new;	/* NULL if it is gone */
};

struct change {
	enum change_type type;
	const struct item *old;	/* NULL if added */
	const struct item *new;	/* NULL if removed */
	struct attr_change *attrs;
	size_t nattrs;
	/* For a changed item of a kind with rules: the verdict and why. */
	enum compat compat;
	char *reason;
};

struct diff {
	const struct inventory *old, *new;
	struct change *changes;
	size_t nchanges, alloc;
	size_t count[3];	/* per change_type */
};

/* Both inventories must be finished (sorted) and outlive the diff. */
void diff_inventories(struct diff *d, const struct inventory *old,
		      const struct inventory *new);
void diff_release(struct diff *d);

/*
 * The changes from index @i on that are of the same kind as changes[i]:
 * returns the index after the last of them, and counts them by type in
 * @count.  Output formats group by kind with it.
 */
size_t diff_kind_run(const struct diff *d, size_t i, size_t count[3]);

const char *change_type_name(enum change_type t);
const char *compat_name(enum compat c);
/* The item as it is now: new unless removed. */
const struct item *change_item(const struct change *c);

#endif
