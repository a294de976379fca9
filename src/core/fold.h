/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What a report says once, and what it shows first: a pure function of
 * the diff, shared by the output formats.
 *
 * Folding.  The same attribute change on many items is one line:
 *   - an architecture that one side has and the other has not (no item's
 *     file under arch/ARCH/, no attribute of that architecture, as the
 *     diff rules' attr_arch() keys them) is removed or added; the items
 *     under arch/ARCH/ it takes or brings, and the attributes of that
 *     architecture dropped from (or added to) changed items, are one
 *     group per kind where they are two items or more: "nr.ia64
 *     dropped from 350 syscall items (architecture ia64 removed)";
 *   - an attribute that changes from one value to the same other value
 *     on FOLD_MIN or more items of a kind is one group: "show:
 *     hisi_format_sysfs_show -> device_show_string on 24 sysfs items".
 * A changed item is folded away when all its attribute changes are in
 * groups.  A breaking change is in no group of the second sort: each
 * break is said on its own; one that only loses a removed architecture's
 * definition is said by that architecture's group.
 *
 * Highlights.  What a reviewer looks at first: the breaking changes, the
 * removals of stable ABI (not of what the diff rules call unstable, nor
 * an architecture's removal, which is said as such), and the additions
 * of syscalls, uapi types and ioctls, most important kinds first.
 */
#ifndef ABIWATCH_FOLD_H
#define ABIWATCH_FOLD_H

#include <stddef.h>
#include <stdint.h>

#include "core/diff.h"

struct strbuf;

/* The fewest items a repeated attribute change is folded on. */
#define FOLD_MIN 5

enum fold_type {
	FOLD_ARCH_ITEMS,	/* items under arch/ARCH/, added or removed */
	FOLD_ARCH_ATTRS,	/* ARCH's attributes, added or dropped */
	FOLD_SAME_CHANGE,	/* one attribute, one change of value */
};

struct fold_group {
	enum fold_type type;
	const char *kind;
	/* The architecture's change: CHANGE_ADDED or CHANGE_REMOVED. */
	enum change_type arch_change;
	const char *arch;
	/* FOLD_ARCH_ATTRS: its keys, distinct, sorted; FOLD_SAME_CHANGE: one. */
	const char **keys;
	size_t nkeys;
	/* FOLD_SAME_CHANGE: the values; NULL where the attribute is absent. */
	const char *old, *new;
	/* The changes, as indices of diff.changes, ascending. */
	size_t *members;
	size_t nmembers;
};

/* An architecture one side has and the other has not. */
struct fold_arch {
	const char *name;
	enum change_type change;	/* CHANGE_ADDED or CHANGE_REMOVED */
};

enum highlight {
	HL_BREAKING,
	HL_REMOVED,
	HL_ADDED,
	HL_NR,
};

struct fold {
	struct fold_group *groups;
	size_t ngroups;
	struct fold_arch *archs;
	size_t narchs;
	size_t nchanges;
	/* Per change: 1 if the groups say all of it. */
	unsigned char *hidden;
	/* Per change, per attribute change: its group + 1, or 0. */
	uint32_t **attr_group;
	/* The changes folded away. */
	size_t nhidden;
	/* The highlights, as indices of diff.changes, most important first. */
	size_t *hl[HL_NR];
	size_t nhl[HL_NR];
	/* Names of the architectures of both sides, owned. */
	char **strings;
	size_t nstrings;
};

void fold_diff(struct fold *f, const struct diff *d);
void fold_release(struct fold *f);

/* Whether the attribute change @a of change @i is said by a group. */
static inline int fold_attr_folded(const struct fold *f, size_t i, size_t a)
{
	return f->attr_group[i] && f->attr_group[i][a];
}

/* The changes of kind @kind that are folded away. */
size_t fold_hidden_in_kind(const struct fold *f, const struct diff *d,
			   const char *kind);

/* One line that says group @g: "nr.ia64 dropped from 350 syscall items ...". */
void fold_group_describe(struct strbuf *sb, const struct fold_group *g);

/* What a highlight list is, for its heading. */
const char *fold_highlight_name(enum highlight h);

#endif
