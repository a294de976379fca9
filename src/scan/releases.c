// SPDX-License-Identifier: GPL-2.0
#include <git2.h>
#include <stdlib.h>
#include <string.h>

#include "core/util.h"
#include "extract/extract.h"
#include "scan/cache.h"
#include "scan/releases.h"
#include "source/source.h"

/*
 * The cache key of the history of @refs if each is a git ref, else
 * leaves @key empty: a directory's contents have no name to key them by.
 */
static void history_key(struct strbuf *key, struct side_ctx *ctx,
			const char *const *refs, size_t n)
{
	struct strbuf tree = STRBUF_INIT;
	char **trees = xcalloc(n, sizeof(*trees));
	size_t i;

	for (i = 0; i < n; i++) {
		strbuf_reset(&tree);
		if (side_git_tree(&tree, ctx, refs[i]) != 1)
			goto out;
		trees[i] = xstrdup(tree.buf);
	}
	cache_history_key(key, (const char *const *)trees, n);
out:
	for (i = 0; i < n; i++)
		free(trees[i]);
	free(trees);
	strbuf_release(&tree);
}

/*
 * Each release in turn, diffed with the one before: two inventories at
 * a time.  Every kind is kept, as in the cache's rows, so that a history
 * is the same whether it came from the cache or not; --kind filters
 * after.
 */
static int build(struct history *h, struct side_ctx *ctx,
		 const char *const *refs, size_t n)
{
	struct inventory inv[2];
	const char *only = ctx->only;
	size_t i;
	int ret = -1;

	ctx->only = NULL;
	inventory_init(&inv[0]);
	inventory_init(&inv[1]);
	for (i = 0; i < n; i++) {
		struct inventory *cur = &inv[i & 1], *prev = &inv[!(i & 1)];
		struct diff d;

		inventory_release(cur);
		inventory_init(cur);
		if (side_load(cur, ctx, refs[i]) < 0)
			goto out;
		if (!i) {
			history_add(h, refs[i], cur, NULL);
			continue;
		}
		diff_inventories(&d, prev, cur, &extract_diff_rules);
		history_add(h, refs[i], cur, &d);
		diff_release(&d);
	}
	ret = 0;
out:
	ctx->only = only;
	inventory_release(&inv[0]);
	inventory_release(&inv[1]);
	return ret;
}

/* The repository's path, where it has one. */
static const char *repo_path(struct side_ctx *ctx)
{
	struct strbuf err = STRBUF_INIT;
	struct git_repository *repo;
	int ret = side_repo(&repo, ctx, &err);

	strbuf_release(&err);
	return ret < 0 ? NULL : git_repository_path(repo);
}

static void remember(struct cache *cache, struct side_ctx *ctx,
		     const char *const *refs, size_t n)
{
	struct strbuf names = STRBUF_INIT;
	const char *path = repo_path(ctx);
	size_t i;

	if (!path)
		return;
	for (i = 0; i < n; i++)
		strbuf_addf(&names, "%s\n", refs[i]);
	cache_history_remember(cache, path, names.buf);
	strbuf_release(&names);
}

int releases_load(struct history *h, struct side_ctx *ctx,
		  const char *const *refs, size_t n)
{
	struct strbuf key = STRBUF_INIT;
	struct cache *cache = side_cache(ctx);
	int ret = -1;

	if (cache)
		history_key(&key, ctx, refs, n);
	if (!key.len || cache_history_get(cache, key.buf, h, refs, n) < 0) {
		if (build(h, ctx, refs, n) < 0)
			goto out;
		if (key.len)
			cache_history_put(cache, key.buf, h);
	}
	if (key.len)
		remember(cache, ctx, refs, n);
	if (ctx->only)
		history_filter(h, side_keep_kind, (void *)ctx->only);
	ret = 0;
out:
	strbuf_release(&key);
	return ret;
}

int releases_tags(char ***refs, size_t *n, struct side_ctx *ctx,
		  const char *range)
{
	struct strbuf err = STRBUF_INIT;
	struct git_repository *repo;
	int ret = -1;

	if (side_repo(&repo, ctx, &err) < 0 ||
	    source_git_release_tags(refs, n, repo, range, &err) < 0)
		error("%s", err.buf);
	else
		ret = 0;
	strbuf_release(&err);
	return ret;
}

int releases_recall(char ***refs, size_t *n, struct side_ctx *ctx)
{
	struct strbuf names = STRBUF_INIT, err = STRBUF_INIT;
	struct git_repository *repo;
	struct cache *cache;
	char *p, *nl;
	size_t alloc = 0;
	int ret = -1;

	*refs = NULL;
	*n = 0;
	if (side_repo(&repo, ctx, &err) < 0) {
		error("%s", err.buf);
		goto out;
	}
	cache = side_cache(ctx);
	if (!cache || cache_history_recall(cache, git_repository_path(repo),
					   &names) < 0 || !names.len) {
		error("no history of %s in the cache%s: run 'abiwatch history' first,"
		      " or name the releases", git_repository_path(repo),
		      cache ? "" : " (it is off)");
		goto out;
	}
	for (p = names.buf; (nl = strchr(p, '\n')); p = nl + 1) {
		ALLOC_GROW(*refs, *n + 1, alloc);
		(*refs)[(*n)++] = xstrndup(p, (size_t)(nl - p));
	}
	ret = 0;
out:
	strbuf_release(&names);
	strbuf_release(&err);
	return ret;
}

void releases_free(char **refs, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(refs[i]);
	free(refs);
}
