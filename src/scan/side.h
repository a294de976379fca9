/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A side of a scan or a diff, as the user names it, loaded into an
 * inventory: a directory (scanned, with the cache of what its files gave
 * while they stay as they were), a git ref (from the cache of
 * inventories, else scanned with the cache of blobs), or an inventory
 * saved with 'abiwatch scan --format json'.  Commands load their trees
 * through this, so that the cache policy and the threading of two sides
 * live in one place.
 */
#ifndef ABIWATCH_SIDE_H
#define ABIWATCH_SIDE_H

#include "core/inventory.h"
#include "core/strbuf.h"
#include "scan/annotate.h"
#include "scan/scan.h"

struct git_repository;
struct cache;

struct side_ctx {
	unsigned int version;
	struct scan_opts scan;
	/* The kinds kept, as ",kind,kind,"; NULL for all. */
	const char *only;
	/* --git: the repository of refs; NULL for the one around ".". */
	const char *git_dir;
	/* --no-index: a directory's files are known by their stat data only. */
	int no_index;

	/* Opened on first use, closed by side_ctx_release(). */
	struct git_repository *repo;
	struct cache *cache;
	int cache_opened;
	/*
	 * The connection of the thread that scanned a directory side,
	 * still packing and writing its inventory (cache_write_behind())
	 * while the diff is printed: closed by side_settle(), which the
	 * caller of side_load_pair() calls before it frees the inventories,
	 * or by side_ctx_release().
	 */
	struct cache *behind;

	/* What the annotators need: --man. */
	struct annotate_opts annotate;
	/*
	 * Don't keep the inventories of the git trees loaded (the blobs'
	 * rows are kept): abiwatch log's commits, some 15 MB each for a
	 * kernel, of which it keeps a digest instead.
	 */
	int no_tree_rows;
	/*
	 * Don't run the annotators on a git tree the cache has (listing
	 * its files costs more than the load): abiwatch log's commits.
	 */
	int no_annotate;
	/*
	 * What the git trees loaded one after another through this context
	 * listed, for the next (abiwatch log's threads), or NULL: the
	 * caller's.
	 */
	struct git_listing *listing;
};

#define SIDE_CTX_VERSION 1
#define SIDE_CTX_INIT { SIDE_CTX_VERSION, SCAN_OPTS_INIT, NULL, NULL, 0, \
			NULL, NULL, 0, NULL, ANNOTATE_OPTS_INIT, 0, 0, NULL }

void side_ctx_release(struct side_ctx *ctx);
/* Wait for what is written behind (side_ctx.behind), and close it. */
void side_settle(struct side_ctx *ctx);

/* Whether @kind is one of @only, a side_ctx's ",kind,kind," list. */
int side_keep_kind(const char *kind, void *only);

/*
 * Fill @inv from @arg: a directory, a saved inventory, or a git ref (a
 * tag, a branch, a commit id, HEAD~3, or REF:PATH for the files under
 * PATH).  Returns 0, or -1 after saying why on standard error.
 */
int side_load(struct inventory *inv, struct side_ctx *ctx, const char *arg);

/*
 * If @arg is a git ref (not a path), append the name of its tree to @out,
 * as the cache knows it ("ID", or "ID path-PATH" for REF:PATH), and
 * return 1; else 0, silently: side_load() says what is wrong with it.
 */
int side_git_tree(struct strbuf *out, struct side_ctx *ctx, const char *arg);

/*
 * Both sides of a diff.  Two directories are scanned at the same time,
 * each with its threads; anything else one after the other.  The caller
 * changes and frees the inventories only after side_settle().
 */
int side_load_pair(struct inventory *old, struct inventory *new,
		   struct side_ctx *ctx, const char *const sides[2]);

/*
 * The repository of refs, opened on first use.  Returns 0, or -1 with
 * why in @err.
 */
int side_repo(struct git_repository **out, struct side_ctx *ctx,
	      struct strbuf *err);

/*
 * The cache of git objects, opened on first use; NULL if it is off or
 * can't be used (said once).
 */
struct cache *side_cache(struct side_ctx *ctx);

#endif
