/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A cache of inventories of git trees, in SQLite: a tree's inventory
 * depends only on its contents, named by the tree's object id, and on
 * abiwatch's extractors, named by their versions.  It is an optimisation
 * only: without it the answer is the same, and a cache that can't be read
 * is said so and rebuilt.
 *
 * The file is $ABIWATCH_CACHE, else $XDG_CACHE_HOME/abiwatch/cache.sqlite
 * (~/.cache/...); ABIWATCH_CACHE=off turns it off.
 */
#ifndef ABIWATCH_CACHE_H
#define ABIWATCH_CACHE_H

#include "inventory.h"
#include "strbuf.h"

struct cache;

/* Open the cache, or return NULL (off, or not usable: said on stderr). */
struct cache *cache_open(void);
void cache_close(struct cache *c);

/* The key of tree @tree_id for the extractors of this abiwatch. */
void cache_key(struct strbuf *key, const char *tree_id);

/* Fill @inv from the cache: 0 if found, -1 if not. */
int cache_get(struct cache *c, const char *key, struct inventory *inv,
	      const char *source);
/* Keep @inv, a finished inventory of every kind, under @key. */
void cache_put(struct cache *c, const char *key, const struct inventory *inv);

#endif
