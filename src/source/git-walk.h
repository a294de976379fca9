/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The history of a git repository, for abiwatch log and patch: commits
 * between two refs in the order git log --topo-order --reverse gives,
 * what a commit changed, and patches applied to a tree in memory.
 * Commits and trees are named by their full hex ids, so that the scan
 * layer can load each through side_load() and its caches.
 */
#ifndef ABIWATCH_GIT_WALK_H
#define ABIWATCH_GIT_WALK_H

#include <stddef.h>

#include "core/strbuf.h"

struct git_repository;

#define GIT_WALK_HEXSZ 40

struct git_walk_commit {
	char id[GIT_WALK_HEXSZ + 1];
	char tree[GIT_WALK_HEXSZ + 1];
	char (*parents)[GIT_WALK_HEXSZ + 1];
	size_t nparents;
	char *subject;		/* the first line of the message */
	char *author;		/* "Name <email>" */
	char *date;		/* the author's, "2024-01-31 12:00:00 +0100" */
};

/* The commit that @rev names.  0, or -1 with why in @err. */
int git_walk_commit(struct git_walk_commit *out, struct git_repository *repo,
		    const char *rev, struct strbuf *err);
void git_walk_commit_release(struct git_walk_commit *c);

/*
 * The commits reachable from @push and from none of @hide, oldest first,
 * parents before children (git log --topo-order --reverse): their ids in
 * *@ids, to be freed.  0, or -1 with why in @err.
 */
int git_walk_list(char (**ids)[GIT_WALK_HEXSZ + 1], size_t *n,
		  struct git_repository *repo, const char *push,
		  char (*hide)[GIT_WALK_HEXSZ + 1], size_t nhide,
		  struct strbuf *err);

/*
 * Whether commit @id changes a path that @want takes, compared with its
 * first parent (a root commit: any path of its tree): 1, 0, or -1.
 */
int git_walk_touches(struct git_repository *repo, const char *id,
		     int (*want)(const char *path, void *data), void *data);

/*
 * Keep the objects that abiwatch writes (the trees of applied patches)
 * in memory, not in the repository: call once, before any apply.
 */
int git_walk_in_memory(struct git_repository *repo, struct strbuf *err);

/*
 * Apply the patch @patch (a git diff, as git format-patch writes it) to
 * tree @base: the id of the tree it gives in @out.  0, or -1 with why
 * in @err, naming the file that did not apply where libgit2 says.
 */
int git_walk_apply(char out[GIT_WALK_HEXSZ + 1], struct git_repository *repo,
		   const char *base, const char *patch, size_t len,
		   struct strbuf *err);

#endif
