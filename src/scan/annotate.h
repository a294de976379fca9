/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Annotators: passes that run on a side's finished inventory, with its
 * source at hand, and add annotations ("@key" attributes, see
 * core/inventory.h) that say what the tree knows about an item outside
 * its definition: where it is documented, which subsystem owns it.
 * Each is one file of scan/ and one row in annotate.c.
 *
 * They run on every side that has a source (a directory or a git tree,
 * scanned or from the cache); a saved inventory keeps the annotations it
 * was saved with.  Their cost is that of reading the documentation, so
 * the cache keeps annotated inventories too, named by the tree and by
 * what the annotators read of it (annotate_key(), ->inputs): a second
 * run on a tree that did not change does not run them.  Without --man
 * only: a man directory is not part of the tree.
 */
#ifndef ABIWATCH_ANNOTATE_H
#define ABIWATCH_ANNOTATE_H

#include <stdint.h>

#include "core/inventory.h"
#include "core/strbuf.h"
#include "source/source.h"

struct cache;

/* What annotators need besides the tree, from the command line. */
struct annotate_opts {
	unsigned int version;
	/* --man: a man directory (with man2/), or NULL. */
	const char *man_dir;
	/*
	 * Where an annotator may keep what it found, for a run on a tree
	 * that differs little, or NULL.  Used by the annotating thread.
	 */
	struct cache *cache;
};

#define ANNOTATE_OPTS_VERSION 1
#define ANNOTATE_OPTS_INIT { ANNOTATE_OPTS_VERSION, NULL, NULL }

struct annotator {
	const char *name;
	/*
	 * Raised when what it adds for the same tree changes: a cached
	 * annotated inventory is named by it.
	 */
	unsigned int version;
	/*
	 * Annotate the items of @inv, which @src reads.  A file it needs
	 * and can't read is an inventory_problem() of @inv, or nothing if
	 * the tree simply has no such file.
	 */
	void (*annotate)(struct inventory *inv, struct source *src,
			 const struct annotate_opts *opts);
	/*
	 * In place of annotate, its work in two, so that the costly part
	 * runs on a thread of its own beside the annotators before it.
	 * prepare() reads of @inv its items' kinds, names and files alone
	 * (the others annotate them meanwhile), and changes nothing of it;
	 * apply() then adds what it found, problems too, and frees it.
	 */
	void *(*prepare)(const struct inventory *inv, struct source *src,
			 const struct annotate_opts *opts,
			 const struct strbuf *kept);
	void (*apply)(struct inventory *inv, void *prepared,
		      struct strbuf *keep);
	/*
	 * Optional, with prepare(): the name of the cache's row where it
	 * keeps what it found, for a run on a tree that differs little.
	 * The row is read before prepare() starts, which is given it
	 * (@kept, empty if there is none); what apply() puts in @keep
	 * replaces it.  Both on the annotating thread, whose the cache is.
	 */
	const char *kept;
	/*
	 * Optional: kinds, comma-separated, whose items it reads from @inv
	 * as a whole: a scan of any of them (--kind) scans them all.
	 */
	const char *reads;
	/*
	 * Kinds, comma-separated, whose items it annotates by the other
	 * items (an ABI file's What: counted by the files it matches), or
	 * whose mere presence changes what it does to any item.  An item
	 * of any other kind must be annotated as it would be alone: a scan
	 * after an edit annotates only the items the edit gave (scan.c,
	 * patch_tree()), with the first item of each of these kinds.
	 */
	const char *whole;
	/*
	 * The tree's files it reads: paths, or prefixes that end in '/'.
	 * A directory's cached annotated inventory is named by them.
	 */
	const char *const *inputs;
};

extern const struct annotator *const annotators[];

/* Run every annotator on @inv. */
void annotate_inventory(struct inventory *inv, struct source *src,
			const struct annotate_opts *opts);

/* Whether an annotator names @kind among its whole kinds (->whole). */
int annotate_whole_kind(const char *kind);

/* Whether an annotator reads the tree's file @path. */
int annotate_reads_path(const char *path);

/*
 * Add to @key what names the annotators, for an annotated inventory
 * kept in the cache: their names and versions.
 */
void annotate_key(struct strbuf *key);

/* @kinds (scan_opts.kinds) with what the annotators read besides. */
uint64_t annotate_scan_kinds(uint64_t kinds);

#endif
