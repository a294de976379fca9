// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <git2.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "core/util.h"
#include "scan/annotate.h"
#include "scan/cache.h"
#include "scan/side.h"
#include "source/inventory-file.h"
#include "source/source.h"

void side_settle(struct side_ctx *ctx)
{
	cache_close(ctx->behind);
	ctx->behind = NULL;
}

void side_ctx_release(struct side_ctx *ctx)
{
	side_settle(ctx);
	cache_close(ctx->cache);
	git_repository_free(ctx->repo);
	ctx->cache = NULL;
	ctx->repo = NULL;
	ctx->cache_opened = 0;
}

int side_repo(struct git_repository **out, struct side_ctx *ctx,
	      struct strbuf *err)
{
	if (!ctx->repo &&
	    source_git_repo_open(&ctx->repo, ctx->git_dir, err) < 0)
		return -1;
	*out = ctx->repo;
	return 0;
}

struct cache *side_cache(struct side_ctx *ctx)
{
	if (!ctx->cache_opened) {
		ctx->cache = cache_open();
		ctx->cache_opened = 1;
	}
	return ctx->cache;
}

int side_keep_kind(const char *kind, void *data)
{
	const char *only = data, *p = only;
	size_t len = strlen(kind);

	while ((p = strstr(p, kind))) {
		if (p > only && p[-1] == ',' && p[len] == ',')
			return 1;
		p += len;
	}
	return 0;
}

/* The scan of the kinds asked for, and of those the annotators read. */
static struct scan_opts side_scan_opts(const struct side_ctx *ctx)
{
	struct scan_opts o = ctx->scan;

	o.kinds = annotate_scan_kinds(o.kinds);
	return o;
}

/*
 * An extractor adds several kinds; keep only those asked for.  A git tree
 * is scanned and kept for every kind: it says the files that a scan of
 * these alone reads, as it does without the cache.
 */
static void filter_kinds(struct inventory *inv, const struct side_ctx *ctx)
{
	if (!ctx->only)
		return;
	inventory_filter(inv, side_keep_kind, (void *)ctx->only);
	if (!inv->nproblems)
		inv->files = inventory_files_for(inv,
						 side_scan_opts(ctx).kinds);
}

/*
 * A git tree: from the cache of inventories if it has this tree, else
 * scanned, with the cache's rows for the blobs it shares with trees seen
 * before, and then kept there.  The cache holds every kind, since a row
 * holds what all extractors made of a file; --kind filters after.
 * REF:PATH is cached under its prefix too, since paths keep it.
 */
static int load_git(struct inventory *inv, struct source **srcp,
		    struct side_ctx *ctx, struct git_repository *repo,
		    const char *arg)
{
	struct cache *cache = side_cache(ctx);
	struct strbuf key = STRBUF_INIT, annotated = STRBUF_INIT;
	struct strbuf err = STRBUF_INIT;
	const char *colon = strchr(arg, ':');
	struct scan_opts all = ctx->scan, some = side_scan_opts(ctx);
	struct source *src = NULL;
	char id[41];
	int ret = -1, cached;

	/* The tree's id is enough to look it up: list its files only if not. */
	if (source_git_resolve(id, repo, arg, &err) < 0) {
		error("%s", err.buf);
		goto out;
	}
	cache_key(&key, id);
	if (colon)
		strbuf_addf(&key, " path-%s", colon + 1);
	/*
	 * The tree names all the annotators read but a man directory: its
	 * annotated inventory is kept beside the one log uses.
	 */
	if (cache && !ctx->no_annotate && !ctx->annotate.man_dir) {
		strbuf_addbuf(&annotated, &key);
		annotate_key(&annotated);
		if (cache_get(cache, annotated.buf, inv, arg) == 0) {
			ret = 0;
			goto out;
		}
	}
	cached = cache_get(cache, key.buf, inv, arg) == 0;
	/* The annotators read the tree's files, cached or not. */
	if (cached && ctx->no_annotate) {
		ret = 0;
		goto out;
	}
	if (source_git_open(&src, repo, arg, &err) < 0) {
		error("%s", err.buf);
		goto out;
	}
	if (ctx->listing)
		source_git_use_listing(src, ctx->listing);
	if (!cached) {
		all.kinds = scan_all_kinds();
		all.cache = cache;
		if (scan_source(inv, src, cache ? &all : &some) < 0)
			goto out;
		if (cache && !ctx->no_tree_rows)
			cache_put(cache, key.buf, inv);
	}
	if (!ctx->no_annotate) {
		struct annotate_opts a = ctx->annotate;

		a.cache = cache;
		annotate_inventory(inv, src, &a);
		if (annotated.len && !ctx->no_tree_rows)
			cache_put(cache, annotated.buf, inv);
	}
	*srcp = src;
	src = NULL;
	ret = 0;
out:
	source_free(src);
	strbuf_release(&key);
	strbuf_release(&annotated);
	strbuf_release(&err);
	return ret;
}

/*
 * A directory.  With the cache, its files carry what names their contents:
 * their blob ids, from the index of the working tree they are in (unless
 * --no-index), else their stat data.  The scan then takes the inventory
 * from the cache if no file changed, else what each unchanged file gave
 * (src/scan/scan.c), so that a run after an edit reads the edited files
 * and those that extractors must read again.  With --kind, only the
 * inventory is kept (for those kinds), since a file's row holds what every
 * extractor made of it.
 */
static int open_dir(struct source **src, struct scan_opts *scan,
		    struct cache *cache, const struct side_ctx *ctx,
		    const char *path, struct strbuf *err)
{
	*scan = side_scan_opts(ctx);
	/* The scan runs the annotators, to keep what they add. */
	if (!ctx->annotate.man_dir)
		scan->annotate = &ctx->annotate;
	if (!cache)
		return source_dir_open(src, path, err);
	scan->cache = cache;
	return source_worktree_open(src, path, !ctx->no_index, err);
}

/*
 * What every kernel tree has at least one of.  A directory with none
 * (/usr/include, a random folder) is still scanned, but the user hears
 * why the report is thin.
 */
static const char *const kernel_marks[] = {
	"MAINTAINERS", "Kconfig", "Kbuild", "arch", "kernel", "drivers",
	"fs", "include/uapi", "include/linux",
};

static void check_kernel_tree(const char *dir)
{
	struct strbuf path = STRBUF_INIT;
	struct stat st;
	size_t i;
	int found = 0;

	for (i = 0; i < ARRAY_SIZE(kernel_marks) && !found; i++) {
		strbuf_reset(&path);
		strbuf_addf(&path, "%s/%s", dir, kernel_marks[i]);
		found = stat(path.buf, &st) == 0;
	}
	if (!found)
		warning("%s: not a kernel tree (none of MAINTAINERS, Kconfig, "
			"arch/, kernel/, drivers/, fs/, include/linux/): "
			"scanning it anyway", dir);
	strbuf_release(&path);
}

int side_git_tree(struct strbuf *out, struct side_ctx *ctx, const char *arg)
{
	struct strbuf err = STRBUF_INIT;
	struct git_repository *repo;
	struct source *src = NULL;
	const char *colon = strchr(arg, ':');
	struct stat st;
	int ret = 0;

	if (stat(arg, &st) == 0 || side_repo(&repo, ctx, &err) < 0 ||
	    source_git_open(&src, repo, arg, &err) < 0)
		goto out;
	strbuf_addstr(out, source_git_tree_id(src));
	if (colon)
		strbuf_addf(out, " path-%s", colon + 1);
	ret = 1;
out:
	source_free(src);
	strbuf_release(&err);
	return ret;
}

int side_load(struct inventory *inv, struct side_ctx *ctx, const char *arg)
{
	struct strbuf err = STRBUF_INIT;
	struct source *src = NULL;
	struct scan_opts scan;
	struct stat st;
	int ret = -1;

	if (ctx->version != SIDE_CTX_VERSION)
		BUG("side_ctx version %u", ctx->version);
	if (stat(arg, &st) < 0) {
		int e = errno;
		struct git_repository *repo;

		/* Not a path: a git ref, if there is a repository. */
		if (side_repo(&repo, ctx, &err) < 0) {
			if (ctx->git_dir)
				error("%s", err.buf);
			else
				error("%s: %s", arg, strerror(e));
			goto out;
		}
		if (load_git(inv, &src, ctx, repo, arg) < 0)
			goto out;
	} else if (S_ISDIR(st.st_mode)) {
		if (open_dir(&src, &scan, side_cache(ctx), ctx, arg, &err) < 0) {
			error("%s", err.buf);
			goto out;
		}
		check_kernel_tree(arg);
		if (scan_source(inv, src, &scan) < 0)
			goto out;
		if (!scan.annotate)
			annotate_inventory(inv, src, &ctx->annotate);
	} else if (S_ISREG(st.st_mode)) {
		if (inventory_load(inv, arg, &err) < 0) {
			error("%s", err.buf);
			goto out;
		}
	} else {
		error("%s: not a directory or an inventory file", arg);
		goto out;
	}
	filter_kinds(inv, ctx);
	ret = 0;
out:
	source_free(src);
	strbuf_release(&err);
	return ret;
}

struct dir_side {
	struct inventory *inv;
	struct source *src;
	struct scan_opts scan;
	struct strbuf trace;
	const struct side_ctx *ctx;
	struct cache *own_cache;
	int ret;
};

static void *scan_dir_side(void *arg)
{
	struct dir_side *d = arg;

	d->ret = scan_source(d->inv, d->src, &d->scan);
	if (d->ret)
		return NULL;
	if (!d->scan.annotate)
		annotate_inventory(d->inv, d->src, &d->ctx->annotate);
	filter_kinds(d->inv, d->ctx);
	return NULL;
}

/*
 * A diff with a directory side loads its sides at the same time: two
 * directories each with its threads, so that one side's single-threaded
 * steps (the file walk, the extractors' finish, the sort) overlap the
 * other's scan; a working tree beside a ref, so that the walk of the one
 * overlaps the loading of the other from the cache.  Each side's
 * inventory is what a load of it alone gives, and what a scan traces is
 * held and printed in order, so the output doesn't depend on which ends
 * first.  The directory in the second thread has a connection to the
 * cache of its own: a connection's statements are not to be shared
 * between threads.  Returns 1 if neither side is a directory (or -j1 asks
 * for one thread): load them one after the other.
 */
static int load_apart(struct inventory *old, struct inventory *new,
		      struct side_ctx *ctx, const char *const sides[2])
{
	struct strbuf err = STRBUF_INIT, *trace = ctx->scan.trace;
	struct dir_side d[2];
	struct stat st;
	pthread_t thread;
	int i, t, isdir[2], started, ret = -1;

	if (ctx->scan.jobs == 1)
		return 1;
	for (i = 0; i < 2; i++)
		isdir[i] = stat(sides[i], &st) == 0 && S_ISDIR(st.st_mode);
	if (!isdir[0] && !isdir[1])
		return 1;
	/* The side of the thread: the first directory. */
	t = isdir[0] ? 0 : 1;
	memset(d, 0, sizeof(d));
	for (i = 0; i < 2; i++) {
		d[i].inv = i ? new : old;
		d[i].ctx = ctx;
		strbuf_init(&d[i].trace, 0);
	}
	/*
	 * The directory's inventory is packed while the diff is printed too,
	 * unless it changes after its scan: annotated after with --man,
	 * filtered with --kind.  side_settle() waits for it.
	 */
	if (side_cache(ctx)) {
		d[t].own_cache = cache_open();
		cache_write_behind(d[t].own_cache,
				   !ctx->annotate.man_dir && !ctx->only);
	}
	for (i = 0; i < 2; i++) {
		if (!isdir[i])
			continue;
		if (open_dir(&d[i].src, &d[i].scan, i == t ? d[t].own_cache :
			     side_cache(ctx), ctx, sides[i], &err) < 0) {
			error("%s", err.buf);
			goto out;
		}
		d[i].scan.trace = &d[i].trace;
		check_kernel_tree(sides[i]);
	}
	started = !pthread_create(&thread, NULL, scan_dir_side, &d[t]);
	if (!started)
		scan_dir_side(&d[t]);
	if (isdir[!t]) {
		scan_dir_side(&d[!t]);
	} else {
		ctx->scan.trace = &d[!t].trace;
		d[!t].ret = side_load(d[!t].inv, ctx, sides[!t]);
		ctx->scan.trace = trace;
	}
	if (started)
		pthread_join(thread, NULL);
	fputs(d[0].trace.buf, stderr);
	fputs(d[1].trace.buf, stderr);
	ret = d[0].ret < 0 || d[1].ret < 0 ? -1 : 0;
	/* Its inventory is written while the caller prints the diff. */
	cache_close(ctx->behind);
	ctx->behind = d[t].own_cache;
	d[t].own_cache = NULL;
out:
	for (i = 0; i < 2; i++) {
		source_free(d[i].src);
		strbuf_release(&d[i].trace);
		cache_close(d[i].own_cache);
	}
	strbuf_release(&err);
	return ret;
}

int side_load_pair(struct inventory *old, struct inventory *new,
		   struct side_ctx *ctx, const char *const sides[2])
{
	switch (load_apart(old, new, ctx, sides)) {
	case 0:
		return 0;
	case 1:
		if (side_load(old, ctx, sides[0]) < 0 ||
		    side_load(new, ctx, sides[1]) < 0)
			return -1;
		return 0;
	default:
		return -1;
	}
}
