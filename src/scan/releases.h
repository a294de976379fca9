/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The history of a list of releases (core/history.h), each a side as
 * side_load() takes it, oldest first.  Git refs go through the cache at
 * every grain: the history of the same trees is one row; failing that,
 * each tree's inventory is a row, and a tree not seen before reads only
 * the blobs it does not share with trees seen before.
 */
#ifndef ABIWATCH_RELEASES_H
#define ABIWATCH_RELEASES_H

#include "core/history.h"
#include "scan/side.h"

/*
 * Fill @h, empty, with the history of @refs[0..@n), named as given, of
 * the kinds @ctx keeps.  Returns 0, or -1 after saying why on standard
 * error; a release read only in part has its problems in @h.
 */
int releases_load(struct history *h, struct side_ctx *ctx,
		  const char *const *refs, size_t n);

/*
 * The release tags of @range in the repository of @ctx ("v6.0..v6.12":
 * source_git_release_tags()), into *@refs: @n strings, each and the array
 * to be freed.  0, or -1 after saying why.
 */
int releases_tags(char ***refs, size_t *n, struct side_ctx *ctx,
		  const char *range);

/*
 * The releases of the last history of git refs loaded in the repository
 * of @ctx, into *@refs as releases_tags() does: 0, or -1 if there is none
 * (said).  releases_load() keeps them, for 'abiwatch when'.
 */
int releases_recall(char ***refs, size_t *n, struct side_ctx *ctx);

void releases_free(char **refs, size_t n);

#endif
