/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A review of ABI changes: each change of a diff with the commit that
 * made it (abiwatch log), or each change of a patch series with its patch
 * (abiwatch patch).  The changes are copies that live in the review's
 * arena, so that the inventories they came from may be freed as soon as
 * they are compared: a series of twenty patches on a kernel tree need not
 * hold twenty inventories.
 */
#ifndef ABIWATCH_REVIEW_H
#define ABIWATCH_REVIEW_H

#include <stddef.h>

#include "core/arena.h"
#include "core/diff.h"

/* A commit, or a patch of a series. */
struct review_commit {
	const char *id;		/* full hex id, or "" for a patch without */
	const char *subject;
	const char *author;	/* "Name <email>" */
	const char *date;	/* "2024-01-31 12:00:00 +0100", or "" */
	const char *file;	/* a patch: the file it was read from */
	size_t count[3];	/* its changes, per change_type */
};

struct review_change {
	struct change change;
	size_t commit;		/* index in commits */
};

struct review {
	struct arena arena;
	/* The two ends, as named, and their inventories (for problems). */
	const struct inventory *old, *new;
	struct review_commit *commits;	/* in history order */
	size_t ncommits, commits_alloc;
	/* Sorted by kind, name, then commit, once review_finish() ran. */
	struct review_change *changes;
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

void review_init(struct review *h);
void review_release(struct review *h);

/* Add a commit; its strings are copied.  Returns its index. */
size_t review_add_commit(struct review *h, const char *id,
			  const char *subject, const char *author,
			  const char *date, const char *file);
/* Add a copy of @c, made by commit @commit. */
void review_add_change(struct review *h, const struct change *c,
			size_t commit);
void review_add_advice(struct review *h, const char *text);
/* Sort the changes, index them by commit, count them. */
void review_finish(struct review *h);

/*
 * The changes of by_commit from index @i on that have the commit of
 * by_commit[i]: returns the index after the last of them.
 */
size_t review_commit_run(const struct review *h, size_t i);
/* Within by_commit[i..end), those of one kind, counted as diff_kind_run. */
size_t review_kind_run(const struct review *h, size_t i, size_t end,
			size_t count[3]);

#endif
