/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The inventory: every ABI item of one tree.
 *
 * An item is identified by its kind and name; its attributes are key/value
 * pairs, sorted by key.  Attributes whose key begins with '@' are
 * annotations: what abiwatch knows about an item from outside its
 * definition (where it is documented, which subsystem owns it), added
 * after the scan by inventory_annotate().  They are not part of the ABI:
 * the diff does not compare them.  Extractors add facts, possibly
 * several for one item from several files (a syscall's table row, its
 * header and its SYSCALL_DEFINE); inventory_finish() merges them into one item each and
 * sorts the inventory, so that what follows is a pure function of it.
 *
 * All strings belong to the inventory's arena.
 */
#ifndef ABIWATCH_INVENTORY_H
#define ABIWATCH_INVENTORY_H

#include <stddef.h>

#include "core/util.h"
#include <stdint.h>

#include "core/arena.h"

struct attr {
	const char *key;
	const char *val;
};

struct item {
	const char *kind;
	const char *name;
	const char *file;
	struct attr *attrs;
	uint32_t nattrs;
	uint32_t line;
	/* Among facts of one item, the lowest prio gives its location. */
	uint32_t prio;
};

/*
 * How many files of a scan a set of extractors wanted (a set of bits, as
 * scan_opts.kinds), so that a tree scanned for every kind and then kept
 * to some (--kind) says the files that a scan of those alone reads.
 */
struct file_tally {
	uint64_t kinds;
	uint64_t files;
};

/* An input that could not be read whole, and why. */
struct problem {
	const char *path;
	const char *msg;
};

struct inventory {
	struct arena arena;
	struct item *items;
	size_t nitems, alloc;
	struct problem *problems;
	size_t nproblems, problems_alloc;
	/* What was scanned: a directory, a ref or an inventory file. */
	const char *source;
	/* Number of files read. */
	uint64_t files;
	/* Of those, how many each set of extractors wanted; may be none. */
	struct file_tally *tally;
	size_t ntally, tally_alloc;

	/* The fact being built by inventory_fact_*(). */
	struct attr *pending;
	size_t npending, pending_alloc;
	/*
	 * If not NULL, the only identities (item_id_hash()) whose facts its
	 * owner reads: a finish step may leave the others out rather than
	 * work them out (inventory_wants()).  Log's loads (scan_opts.keep).
	 */
	const struct hash_set *wants;
};

void inventory_init(struct inventory *inv);
void inventory_release(struct inventory *inv);

/*
 * Build one fact: begin, any number of attributes, end.  @file must live
 * as long as the inventory (an arena string of it).
 */
void inventory_fact_begin(struct inventory *inv, const char *kind,
			  const char *name, size_t namelen, const char *file,
			  uint32_t line, uint32_t prio);
void inventory_fact_attr(struct inventory *inv, const char *key,
			 const char *val, size_t vallen);
void inventory_fact_attrf(struct inventory *inv, const char *key,
			  const char *fmt, ...)
	__printf(3, 4);
void inventory_fact_end(struct inventory *inv);

void inventory_problem(struct inventory *inv, const char *path,
		       const char *fmt, ...)
	__printf(3, 4);

/* Move all items, problems and strings of @from into @to. */
void inventory_absorb(struct inventory *to, struct inventory *from);

/*
 * Add copies of @v[0..@n) to @to, their strings in @to's arena, for an
 * inventory that outlives theirs; a kind for which @kind_name gives a
 * string that lasts (the extractors' tables) takes that one.
 */
void inventory_copy_items(struct inventory *to, const struct item *v,
			  size_t n, const char *(*kind_name)(const char *));

/* Merge facts into items and sort items and problems. */
void inventory_finish(struct inventory *inv);
/*
 * The facts @items[0..@n) of @inv, in any order, sorted and merged as
 * inventory_finish() does, into @items[0..return value).
 */
size_t inventory_merge(struct inventory *inv, struct item *items, size_t n);

/* Count @n files more that the extractors @kinds wanted. */
void inventory_tally(struct inventory *inv, uint64_t kinds, uint64_t n);
/*
 * The files that a scan of the extractors @kinds alone reads, by the
 * tally; inv->files if there is none (a saved inventory).
 */
uint64_t inventory_files_for(const struct inventory *inv, uint64_t kinds);

/* Keep only the items whose kind passes @keep. */
void inventory_filter(struct inventory *inv,
		      int (*keep)(const char *kind, void *data), void *data);

/* The prefix of an annotation's key. */
#define ANNOTATION_PREFIX '@'

static inline int attr_is_annotation(const char *key)
{
	return key[0] == ANNOTATION_PREFIX;
}

/*
 * Set the annotation @key ("@documented") of a finished item to @val,
 * replacing one of that key; @key and @val must live as long as the
 * inventory (string literals, or arena strings of it).
 */
void inventory_annotate(struct inventory *inv, struct item *it,
			const char *key, const char *val);
/*
 * inventory_annotate() of @n annotations at once, @key[] in strcmp()
 * order: one copy of the item's attributes, where each annotation
 * alone copies them all (four for MAINTAINERS, on each item).
 */
void inventory_annotate_n(struct inventory *inv, struct item *it,
			  const char *const *key, const char *const *val,
			  size_t n);

int item_cmp(const struct item *a, const struct item *b);
/*
 * An item's identity, its kind and the @len bytes of its name, hashed:
 * log keeps these in the cache, so the function is fixed.
 */
uint64_t item_id_hash(const char *kind, const char *name, size_t len);
/* Whether the owner of @inv reads facts of @kind named @name (.wants). */
int inventory_wants(const struct inventory *inv, const char *kind,
		    const char *name);
/*
 * The hashes of .wants for a fact of @kind named @name, added to
 * @v[*@n..], which has room for item_wants_max(@name) more: its
 * identity, and the hashes of the name's tails, the name itself and
 * what follows each '.' in it ("usbcore.autosuspend": the two, and
 * "autosuspend"), so that a finish step can leave out a module
 * parameter by its own name before it works out the module's
 * (inventory_wants_tail()).
 */
size_t item_wants_max(const char *name);
void item_wants_add(uint64_t *v, size_t *n, const char *kind,
		    const char *name);
/*
 * Whether the owner of @inv may read a fact of @kind whose name ends
 * with ".@tail", or is @tail: 0 if it reads none (item_wants_add()).
 */
int inventory_wants_tail(const struct inventory *inv, const char *kind,
			 const char *tail);
/* Whether @it has a key twice: a fact that inventory_merge() merges. */
int item_has_dup_keys(const struct item *it);
const char *item_attr(const struct item *it, const char *key);

#endif
