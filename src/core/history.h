/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A history of ABI changes: each change of a diff with the commit that
 * made it (abiwatch log), or each change of a patch series with its patch
 * (abiwatch patch).  The changes are copies that live in the history's
 * arena, so that the inventories they came from may be freed as soon as
 * they are compared: a series of twenty patches on a kernel tree need not
 * hold twenty inventories.
 */
#ifndef ABIWATCH_HISTORY_H
#define ABIWATCH_HISTORY_H

#include <stddef.h>

#include "core/arena.h"
#include "core/diff.h"

/* A commit, or a patch of a series. */
struct history_commit {
	const char *id;		/* full hex id, or "" for a patch without */
	const char *subject;
	const char *author;	/* "Name <email>" */
	const char *date;	/* "2024-01-31 12:00:00 +0100", or "" */
	const char *file;	/* a patch: the file it was read from */
	size_t count[3];	/* its changes, per change_type */
};

struct history_change {
	struct change change;
	size_t commit;		/* index in commits */
};

struct history {
	struct arena arena;
	/* The two ends, as named, and their inventories (for problems). */
	const struct inventory *old, *new;
	struct history_commit *commits;	/* in history order */
	size_t ncommits, commits_alloc;
	/* Sorted by kind, name, then commit, once history_finish() ran. */
	struct history_change *changes;
	size_t nchanges, changes_alloc;
	/* Indexes of changes, by commit, then kind and name. */
	size_t *by_commit;
	size_t count[3];
	/* What a reviewer should ask of the patches (abiwatch patch). */
	const char **advice;
	size_t nadvice, advice_alloc;
	int by_kind;		/* text, markdown: grouped by kind, not commit */
	int patches;		/* the commits are the patches of a series */
};

void history_init(struct history *h);
void history_release(struct history *h);

/* Add a commit; its strings are copied.  Returns its index. */
size_t history_add_commit(struct history *h, const char *id,
			  const char *subject, const char *author,
			  const char *date, const char *file);
/* Add a copy of @c, made by commit @commit. */
void history_add_change(struct history *h, const struct change *c,
			size_t commit);
void history_add_advice(struct history *h, const char *text);
/* Sort the changes, index them by commit, count them. */
void history_finish(struct history *h);

/*
 * The changes of by_commit from index @i on that have the commit of
 * by_commit[i]: returns the index after the last of them.
 */
size_t history_commit_run(const struct history *h, size_t i);
/* Within by_commit[i..end), those of one kind, counted as diff_kind_run. */
size_t history_kind_run(const struct history *h, size_t i, size_t end,
			size_t count[3]);

#endif
