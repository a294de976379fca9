/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The scan pipeline: enumerate a source's files, read the ones some
 * extractor wants in parallel, prefilter, lex once, extract, and merge
 * the per-thread results into one sorted inventory.
 */
#ifndef ABIWATCH_SCAN_H
#define ABIWATCH_SCAN_H

#include <stdint.h>

#include "core/inventory.h"
#include "source/source.h"

struct annotate_opts;
struct cache;
struct scan_memo;
struct progress;
struct strbuf;

struct scan_opts {
	unsigned int version;
	int jobs;		/* threads; 0 for one per core */
	uint64_t kinds;		/* bit i enables extractors[i] */
	/*
	 * Where to keep and find what each blob gave, for a source that
	 * names its blobs (git), or NULL.  Used only when every kind is
	 * scanned, since a row holds what all extractors made of a file.
	 */
	struct cache *cache;
	/*
	 * Where ABIWATCH_TRACE's line goes, or NULL for standard error:
	 * two scans at once hold theirs, to print them in order.
	 */
	struct strbuf *trace;
	/* The progress line, which shows files done of total; may be NULL. */
	struct progress *progress;
	/*
	 * If not NULL, the annotators run on the inventory before it is
	 * kept, and a directory's inventory is kept annotated, named also
	 * by the files they read.  Without a man directory only: it is not
	 * part of the tree.
	 */
	const struct annotate_opts *annotate;
	/*
	 * If not NULL, what the finish steps of the scan before gave, kept
	 * to be given again by a scan of a tree whose files feed a finish
	 * step the same (abiwatch log's commits, one after the other).  Used
	 * with the cache of blobs only, for a source whose files all have
	 * ids (git): the inputs of a step are then named by the paths and
	 * ids of the files that kept something for it.
	 */
	struct scan_memo *memo;
	/*
	 * Leave the facts as the files and the finish steps gave them, not
	 * sorted or merged (inventory_merge() merges them): for a caller
	 * that only hashes them, as log does the commits it looks at.  Not
	 * with @annotate, or for a directory.
	 */
	int unfinished;
	/*
	 * With @unfinished, if not NULL: only the facts of these identities
	 * (item_id_hash()) are wanted, and the scan may leave out the rest,
	 * but never a fact of a kind whose finish step reads facts: log asks
	 * of each commit about its range's changes alone, and keeping the
	 * other 90% of a kernel's facts was a fifth of loading one.
	 */
	const struct hash_set *keep;
};

#define SCAN_MAX_JOBS 256
#define SCAN_OPTS_VERSION 1
#define SCAN_OPTS_INIT { SCAN_OPTS_VERSION, 0, ~UINT64_C(0), NULL, NULL, NULL, \
			 NULL, NULL, 0, NULL }

int scan_source(struct inventory *inv, struct source *src,
		const struct scan_opts *opts);

/* A memo of finish steps, for scan_opts.memo. */
struct scan_memo *scan_memo_new(void);
void scan_memo_free(struct scan_memo *m);

/* The scan_opts.kinds of every extractor: what the cache needs. */
uint64_t scan_all_kinds(void);

#endif
