/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The diff of two inventories: items added, removed, and changed (same
 * kind and name, different attributes).  A moved definition with the same
 * attributes is no change: the location is not part of the ABI.
 */
#ifndef ABIWATCH_DIFF_H
#define ABIWATCH_DIFF_H

#include <stddef.h>

#include "core/compat.h"
#include "core/inventory.h"

enum change_type {
	CHANGE_ADDED,
	CHANGE_REMOVED,
	CHANGE_CHANGED,
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

/* A filter that left changes out of a diff (diff_select). */
struct diff_filter {
	const char *name;	/* "stable-only", "subsystem" */
	const char *arg;	/* its argument, or NULL */
	size_t dropped;		/* changes left out */
};

struct diff {
	const struct inventory *old, *new;
	struct change *changes;
	size_t nchanges, alloc;
	size_t count[3];	/* per change_type */
	const struct diff_rules *rules;
	struct diff_filter *filters;
	size_t nfilters;
};

struct strbuf;

/*
 * What the diff knows of kinds, from the layer that knows them (the
 * extractors: extract_diff_rules), so that the model does not call up.
 * Either hook may be NULL.
 */
struct diff_rules {
	/* The verdict on a changed item, with a one-line reason. */
	enum compat (*judge)(struct strbuf *reason, const struct item *old,
			     const struct item *new);
	/*
	 * Whether items of kinds @a and @b with one name are one ABI item,
	 * so that one turning into the other is a change (a #define that
	 * became an enumerator), not a removal and an addition.
	 */
	int (*interchangeable)(const char *a, const char *b);
	/*
	 * The architecture an attribute of a @kind item belongs to
	 * ("nr.ia64", "ia64:value"): its length, with *arch pointing into
	 * @key; 0 if it is no architecture's.  Reports fold with it.
	 * With @key NULL: whether any attribute of a @kind item can be an
	 * architecture's (non-zero) or none (0), for a pass over all items.
	 */
	size_t (*attr_arch)(const char **arch, const char *kind,
			    const char *key);
	/* Why @it is no promise to user space (debugfs), or NULL. */
	const char *(*unstable)(const struct item *it);
	/*
	 * Whether a removed item @old and an added item @new are one ABI
	 * item in another form (an attribute whose definition moved to
	 * another file of its driver, a sysctl whose directory is known on
	 * one side only), so that the diff says "changed", not "removed"
	 * and "added".  Only items that pair_key() gives one key are asked:
	 * it writes into @key a cheap bucket (of the kind with it), or
	 * returns -1 if @it never pairs.  Both hooks or neither.
	 */
	int (*pair_key)(struct strbuf *key, const struct item *it);
	int (*same_item)(const struct item *old, const struct item *new);
};

/*
 * Both inventories must be finished (sorted) and outlive the diff.
 * @rules may be NULL: no verdicts, no kinds paired.
 */
void diff_inventories(struct diff *d, const struct inventory *old,
		      const struct inventory *new,
		      const struct diff_rules *rules);
void diff_release(struct diff *d);

/*
 * Keep only the changes that @keep keeps, and record the filter @name
 * (with @arg, both static or outliving the diff) for the reports to say.
 */
void diff_select(struct diff *d, const char *name, const char *arg,
		 int (*keep)(const struct change *c, void *data), void *data);

/*
 * The changes from index @i on that are of the same kind as changes[i]:
 * returns the index after the last of them, and counts them by type in
 * @count.  Output formats group by kind with it.
 */
size_t diff_kind_run(const struct diff *d, size_t i, size_t count[3]);

const char *change_type_name(enum change_type t);
/* The item as it is now: new unless removed. */
const struct item *change_item(const struct change *c);

#endif
