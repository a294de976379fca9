/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Which commit made each change of a diff between two commits: the ABI
 * blame behind abiwatch log.
 *
 * The state of a changed item at a commit is whether it is there as it
 * is at the newer end (attributes and all; for a removed item, whether
 * it is gone).  For each change the commits between the ends are
 * bisected in topological order, oldest first, and only the commits the
 * bisections visit are loaded, each through side_load() and so through
 * the caches of inventories and blobs; one load serves every change.  A
 * commit is a candidate only if its diff from its first parent touches a
 * file some extractor wants, or if it is a merge: any other has the ABI
 * of its first parent.  The commit found is checked against its parents:
 * a merge whose merged branch had the state already hands the search to
 * that branch, so that the commit that came in through the merge is
 * named, and a merge is named only when no parent had the state (a
 * conflict resolved into new ABI).  Two threads take the changes in
 * turn, each loading through a context of its own; a change's searches
 * are the same whichever takes it, so the answer does not depend on them.
 */
#ifndef ABIWATCH_BLAME_H
#define ABIWATCH_BLAME_H

#include "core/review.h"
#include "scan/side.h"

struct blame_opts {
	unsigned int version;
	/*
	 * Every step instead: the diff of each candidate commit that is not
	 * a merge with its first parent, which loads every one of them.
	 */
	int all_steps;
};

#define BLAME_OPTS_VERSION 1
#define BLAME_OPTS_INIT { BLAME_OPTS_VERSION, 0 }

/*
 * Fill @h with the changes from @from to @to (refs, loaded as sides into
 * @old and @new, which must outlive @h), each with its commit.  0; 1 if
 * some commit between could not be read whole (said: @h is filled, but
 * a change of a file it could not read may be put on another commit);
 * or -1 after saying why.
 */
int blame_range(struct review *h, struct inventory *old,
		struct inventory *new, struct side_ctx *ctx, const char *from,
		const char *to, const struct blame_opts *opts);

#endif
