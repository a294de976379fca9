/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The history of a list of releases, oldest first: per release and kind,
 * the number of items and how many were added, removed and changed since
 * the release before; per item, the first and last release it appears in
 * and each release that added, removed or changed it.
 *
 * It is built one release at a time (history_add), so that only two
 * inventories are held at once, with the diff of the two: the counts are
 * those 'abiwatch diff' gives for each step, a #define that became an
 * enumerator included.  Releases are numbered from 0; their names are the
 * caller's (the cache keeps a history without them).
 *
 * All strings belong to the history's arena.
 */
#ifndef ABIWATCH_HISTORY_H
#define ABIWATCH_HISTORY_H

#include <stddef.h>
#include <stdint.h>

#include "core/arena.h"
#include "core/diff.h"
#include "core/inventory.h"
#include "core/strbuf.h"

/* One kind in one release; the first release adds, removes nothing. */
struct history_count {
	const char *kind;
	uint32_t items;
	uint32_t count[3];	/* per change_type, since the release before */
};

struct history_release {
	const char *name;
	struct history_count *counts;	/* sorted by kind */
	uint32_t ncounts;
	struct problem *problems;
	uint32_t nproblems;
};

struct history_event {
	uint32_t release;
	uint32_t type;		/* enum change_type */
};

struct history_item {
	const char *kind, *name;
	/* Where it is in the last release it appears in. */
	const char *file;
	uint32_t line;
	uint32_t first, last;	/* releases it appears in first and last */
	/* Its annotations there: the attributes whose key starts with '@'. */
	struct attr *notes;
	uint32_t nnotes;
	/* Each release that added, removed or changed it, in order. */
	struct history_event *events;
	uint32_t nevents;
	/* While building: whether the last release added has it. */
	uint32_t present;
};

struct history {
	struct arena arena;
	struct history_release *releases;
	size_t nreleases, releases_alloc;
	struct history_item *items;	/* sorted by kind, then name */
	size_t nitems, items_alloc;
	/* Each kind's string once, so that items share it. */
	const char **kinds;
	size_t nkinds, kinds_alloc;
};

void history_init(struct history *h);
void history_release(struct history *h);

/*
 * Add the next release, @inv, finished; @d is its diff with the release
 * added before (NULL for the first).  Neither need outlive the call.
 */
void history_add(struct history *h, const char *name,
		 const struct inventory *inv, const struct diff *d);

/*
 * For a reader of a history kept elsewhere (the cache): a release, an item
 * (first and last are the caller's to set), an event; items must be added
 * in order.
 */
struct history_release *history_new_release(struct history *h,
					    const char *name);
struct history_item *history_new_item(struct history *h, const char *kind,
				      const char *name);
void history_item_event(struct history_item *it, uint32_t r,
			enum change_type type);
/* @kind as the history's own string. */
const char *history_kind(struct history *h, const char *kind);

/* Keep only the items and counts whose kind passes @keep. */
void history_filter(struct history *h,
		    int (*keep)(const char *kind, void *data), void *data);

/* Keep only the items whose name passes @keep; the counts stay. */
void history_filter_items(struct history *h,
			  int (*keep)(const char *name, void *data),
			  void *data);

/* The item of @kind and @name, or NULL. */
struct history_item *history_find(const struct history *h, const char *kind,
				  const char *name);

/* The release of the item's last change, or -1 if it never changed. */
long history_last_change(const struct history_item *it);

/* The count of @kind in release @r, or NULL if it has none. */
const struct history_count *history_count(const struct history *h, size_t r,
					  const char *kind);

/*
 * The kinds that have a count in some release, sorted, into *@out (to be
 * freed): their number.
 */
size_t history_kinds(const char ***out, const struct history *h);

/*
 * The items of @kind from *@i on: moves *@i to the first of them and
 * returns the index after the last (*@i itself if there are none).  Items
 * are sorted by kind, so that a walk of the kinds in order walks them once.
 */
size_t history_kind_items(const struct history *h, size_t *i,
			  const char *kind);

/* The sign of an item: '-' gone at the end, '+' added, '~' changed, '='. */
char history_item_sign(const struct history *h,
		       const struct history_item *it);

/*
 * What happened to an item, in words: "v6.3..v6.12" (the releases it
 * appears in first and last), then each event but its first addition:
 * "v6.3..v6.12, changed in v6.5, v6.9, removed in v6.13".
 */
void history_item_story(struct strbuf *sb, const struct history *h,
			const struct history_item *it);

/* The total over every step: items added, removed, changed. */
void history_totals(const struct history *h, uint64_t total[3]);

#endif
