/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A cache of what abiwatch found in git objects, in SQLite, at two grains.
 * A tree's inventory depends only on its contents, named by the tree's
 * object id, and on abiwatch's extractors, named by their versions: a
 * second run on the same tree loads it whole.  Below that, what the
 * extractors made of one file depends only on its blob id, its path and
 * the extractors: the scanner keeps, per blob, the facts it gave and which
 * extractors must read it again (those that keep something for their
 * finish hook), so that another tree sharing the blob need not read it.
 *
 * It is an optimisation only: without it the answer is the same, and a
 * cache that can't be read is said so and rebuilt.
 *
 * The file is $ABIWATCH_CACHE, else $XDG_CACHE_HOME/abiwatch/cache.sqlite
 * (~/.cache/...); ABIWATCH_CACHE=off turns it off.
 */
#ifndef ABIWATCH_CACHE_H
#define ABIWATCH_CACHE_H

#include <stdint.h>

#include "core/history.h"
#include "core/inventory.h"
#include "core/strbuf.h"
#include "source/source.h"

struct cache;

/* Open the cache, or return NULL (off, or not usable: said on stderr). */
struct cache *cache_open(void);
void cache_close(struct cache *c);

/* The key of tree @tree_id for the extractors of this abiwatch. */
void cache_key(struct strbuf *key, const char *tree_id);

/* Fill @inv from the cache: 0 if found, -1 if not. */
int cache_get(struct cache *c, const char *key, struct inventory *inv,
	      const char *source);
/*
 * While @on, rows are read in place through a mapping of the file, not
 * copied out by pread(): for loading a tree from its blob rows, some 60
 * MB with what extractors keep, again and again (log).  The pages read
 * count in the peak RSS while mapped, so the mapping is taken for the
 * loads alone, and turned off after each.
 */
void cache_map(struct cache *c, int on);

/* Whether the cache has an inventory under @key: 1 or 0. */
int cache_has(struct cache *c, const char *key);
/* Keep @inv, a finished inventory of every kind, under @key. */
void cache_put(struct cache *c, const char *key, const struct inventory *inv);

/*
 * Any other bytes kept of a tree, under a key made with cache_key()
 * and a suffix of the caller's: kept and dropped with the inventories.
 * cache_bytes_get() returns 0 if found, -1 if not (a row that can't be
 * read is said and removed, as an inventory's is).
 */
int cache_bytes_get(struct cache *c, const char *key, struct strbuf *out);
void cache_bytes_put(struct cache *c, const char *key, const void *buf,
		     size_t len);

/*
 * What a finish step of the extractor @name gave (scan.c), from inputs
 * named @digest: kept for a scan whose step has the same inputs, the
 * last @keep of each name, and none with problems.  cache_step_get()
 * adds the items to @inv, empty: 0, or -1 if there are none for @digest.
 */
int cache_step_get(struct cache *c, const char *name, const char *digest,
		   struct inventory *inv);
void cache_step_put(struct cache *c, const char *name, const char *digest,
		    const struct inventory *inv, size_t keep);

/*
 * What the scan of blob @id at @path left: the extractors to run on it
 * again, and the packed facts of the others.  0 if known, -1 if not.
 */
int cache_blob_get(struct cache *c, const char *id, const char *path,
		   uint64_t *rerun, struct strbuf *facts);
/* Keep that; between cache_begin() and cache_commit(), which batch. */
void cache_blob_put(struct cache *c, const char *id, const char *path,
		    uint64_t rerun, const char *facts, size_t len);
void cache_begin(struct cache *c);
void cache_commit(struct cache *c);

/* Facts @v[0..@n) of one file, packed, appended to @out. */
void cache_facts_pack(struct strbuf *out, const struct item *v, size_t n);
/*
 * Add the facts that @buf packs to @inv, located in @file.  -1 if @buf is
 * not facts so packed (then some may have been added).
 */
int cache_facts_unpack(struct inventory *inv, const char *file,
		       const char *buf, size_t len);
/*
 * The same, but only the facts that @keep says yes to, asked with each
 * one's kind (an extractor's string), name and its length: the others
 * are read through, not copied.
 */
int cache_facts_unpack_some(struct inventory *inv, const char *file,
			    const char *buf, size_t len,
			    int (*keep)(const char *kind, const char *name,
					size_t len, const void *data),
			    const void *data);

/*
 * Histories (core/history.h) of lists of trees, each named as a tree's key
 * names it ("ID" or "ID path-PATH"), for the extractors of this abiwatch.
 * The names of the releases are not kept: the caller gives them.
 */
void cache_history_key(struct strbuf *key, const char *const *trees,
		       size_t n);
/* Fill @h, empty, from the cache: 0 if found, -1 if not. */
int cache_history_get(struct cache *c, const char *key, struct history *h,
		      const char *const *names, size_t n);
/* Keep @h, of every kind and without problems, under @key. */
void cache_history_put(struct cache *c, const char *key,
		       const struct history *h);

/*
 * The releases of the last history run in repository @repo, one name a
 * line, for 'abiwatch when': kept, and recalled (0, or -1 if none).
 */
void cache_history_remember(struct cache *c, const char *repo,
			    const char *names);
int cache_history_recall(struct cache *c, const char *repo,
			 struct strbuf *names);

/*
 * The stat cache of a directory (@root, its absolute path): what the scan
 * of the file at @path left, as for a blob, while its stat data is @st.
 * Only files whose stat data can't change again unseen are kept (not
 * changed in the second before the scan began).  0 if known, -1 if not.
 */
int cache_stat_get(struct cache *c, const char *root, const char *path,
		   const struct source_stat *st, uint64_t *rerun,
		   struct strbuf *facts);
/* Keep that; between cache_begin() and cache_commit(). */
void cache_stat_put(struct cache *c, const char *root, const char *path,
		    const struct source_stat *st, uint64_t rerun,
		    const char *facts, size_t len);
/* Drop the rows of @root whose path @keep does not want. */
void cache_stat_retain(struct cache *c, const char *root,
		       int (*keep)(const char *path, void *data), void *data);
/*
 * Whether the directory @root was scanned before with the cache: 1, or 0
 * (and it is now).
 */
int cache_root_seen(struct cache *c, const char *root);
/*
 * The rows of the files of directory @root, packed into one by its scan
 * (scan.c), beside its inventory: after an edit the scan reads that one
 * row, not the rows of 60,000 files one by one.  cache_rows_get() gives
 * the bytes in a buffer for cache_rows_free(): 0, or -1 if there are
 * none (or they can't be read: said, and removed).
 */
int cache_rows_get(struct cache *c, const char *root, char **buf,
		   size_t *len);
void cache_rows_free(char *buf, size_t len);
void cache_rows_put(struct cache *c, const char *root, const void *buf,
		    size_t len);
/*
 * cache_put() of the inventory of the directory @root, in place of the
 * one kept for it before: a working tree has one state worth keeping.
 * After cache_write_behind(), it is written by a thread of @c's while
 * the caller goes on, and packed there too if asked.  With @base, the
 * name @base keeps it too, whatever @root keeps later (the inventory that
 * a directory's rows go with, which a scan after an edit patches); the
 * one @base kept before goes.
 */
void cache_put_root(struct cache *c, const char *root, const char *key,
		    const struct inventory *inv, const char *base);
/* cache_put_root() of the bytes @buf[0..@len), packed by the caller. */
void cache_put_root_bytes(struct cache *c, const char *root, const char *key,
			  const void *buf, size_t len);
/*
 * An inventory packed as the cache keeps one, to @out; and read back
 * into @inv, empty: 0, or -1 if @buf is not one (@inv is then to be
 * released).  For rows that hold an inventory among other things.
 */
void cache_inventory_pack(struct strbuf *out, const struct inventory *inv);
int cache_inventory_unpack(struct inventory *inv, const char *buf,
			   size_t len);
/*
 * From now on cache_put_root() on @c returns before its rows are written
 * (some 100 ms for a kernel's), and with @pack before the inventory is
 * packed (as much again): then the inventory must not be changed or
 * freed before.  The next call on @c, cache_close() at the latest, waits
 * for them.  For a connection of its own, used by one thread, whose
 * caller has other work (a diff to print).
 */
void cache_write_behind(struct cache *c, int pack);

#endif
