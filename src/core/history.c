// SPDX-License-Identifier: GPL-2.0
#include <stdlib.h>
#include <string.h>

#include "core/history.h"
#include "core/util.h"

void history_init(struct history *h)
{
	memset(h, 0, sizeof(*h));
}

void history_release(struct history *h)
{
	size_t i;

	for (i = 0; i < h->nitems; i++)
		free(h->items[i].events);
	free(h->items);
	free(h->releases);
	free(h->kinds);
	arena_release(&h->arena);
	memset(h, 0, sizeof(*h));
}

const char *history_kind(struct history *h, const char *kind)
{
	size_t i;

	for (i = 0; i < h->nkinds; i++)
		if (!strcmp(h->kinds[i], kind))
			return h->kinds[i];
	ALLOC_GROW(h->kinds, h->nkinds + 1, h->kinds_alloc);
	return h->kinds[h->nkinds++] = arena_strdup(&h->arena, kind);
}

static int hitem_cmp(const void *pa, const void *pb)
{
	const struct history_item *a = pa, *b = pb;
	int c = a->kind == b->kind ? 0 : strcmp(a->kind, b->kind);

	return c ? c : strcmp(a->name, b->name);
}

struct history_item *history_find(const struct history *h, const char *kind,
				  const char *name)
{
	struct history_item key = { .kind = kind, .name = name };

	return search_array(&key, h->items, h->nitems, sizeof(*h->items),
			    hitem_cmp);
}

struct history_item *history_new_item(struct history *h, const char *kind,
				      const char *name)
{
	struct history_item *it;

	ALLOC_GROW(h->items, h->nitems + 1, h->items_alloc);
	it = &h->items[h->nitems++];
	memset(it, 0, sizeof(*it));
	it->kind = history_kind(h, kind);
	it->name = arena_strdup(&h->arena, name);
	return it;
}

void history_item_event(struct history_item *it, uint32_t r,
			enum change_type type)
{
	it->events = xreallocarray(it->events, it->nevents + 1,
				   sizeof(*it->events));
	it->events[it->nevents].release = r;
	it->events[it->nevents++].type = type;
}

/* The count of @kind in the counts being built, added if need be. */
static struct history_count *count_of(struct history_count **v, uint32_t *n,
				      size_t *alloc, const char *kind)
{
	uint32_t i;

	for (i = *n; i > 0; i--)
		if (!strcmp((*v)[i - 1].kind, kind))
			return &(*v)[i - 1];
	ALLOC_GROW(*v, *n + 1, *alloc);
	memset(&(*v)[*n], 0, sizeof(**v));
	(*v)[*n].kind = kind;
	return &(*v)[(*n)++];
}

static int count_cmp(const void *a, const void *b)
{
	return strcmp(((const struct history_count *)a)->kind,
		      ((const struct history_count *)b)->kind);
}

/* Release @r's counts: its items and the changes of @d, per kind. */
static void add_counts(struct history *h, struct history_release *rel,
		       const struct inventory *inv, const struct diff *d)
{
	struct history_count *v = NULL;
	uint32_t n = 0;
	size_t alloc = 0, i;

	for (i = 0; i < inv->nitems; i++)
		count_of(&v, &n, &alloc, inv->items[i].kind)->items++;
	for (i = 0; d && i < d->nchanges; i++) {
		const struct change *c = &d->changes[i];

		count_of(&v, &n, &alloc, change_item(c)->kind)->count[c->type]++;
	}
	sort_array(v, n, sizeof(*v), count_cmp);
	rel->counts = n ? arena_alloc(&h->arena, n * sizeof(*v)) : NULL;
	for (i = 0; i < n; i++) {
		rel->counts[i] = v[i];
		rel->counts[i].kind = history_kind(h, v[i].kind);
	}
	rel->ncounts = n;
	free(v);
}

static int event_cmp(const void *pa, const void *pb)
{
	const struct history_event *a = pa, *b = pb;

	return a->release < b->release ? -1 : a->release > b->release;
}

/*
 * Sort the items and merge any two of one kind and name: an item whose
 * kind changed (a #define that became an enumerator) can meet one of its
 * new kind that was removed before.
 */
static void sort_items(struct history *h)
{
	size_t i, w = 0;

	sort_array(h->items, h->nitems, sizeof(*h->items), hitem_cmp);
	for (i = 0; i < h->nitems; i++) {
		struct history_item *a = &h->items[w - (w > 0)];
		struct history_item *b = &h->items[i];

		if (!w || hitem_cmp(a, b)) {
			h->items[w++] = *b;
			continue;
		}
		a->events = xreallocarray(a->events, a->nevents + b->nevents,
					  sizeof(*a->events));
		if (b->nevents)
			memcpy(a->events + a->nevents, b->events,
			       b->nevents * sizeof(*b->events));
		a->nevents += b->nevents;
		sort_array(a->events, a->nevents, sizeof(*a->events),
			   event_cmp);
		free(b->events);
		if (b->first < a->first)
			a->first = b->first;
		a->present |= b->present;
	}
	h->nitems = w;
}

/*
 * The changes of @d as events of release @r.  An item whose kind changed
 * takes its new kind once all are looked up, so that the items searched
 * stay sorted.
 */
static void add_events(struct history *h, uint32_t r, const struct diff *d)
{
	size_t nsorted = h->nitems, i, nkind = 0, alloc = 0;
	struct { size_t at; const char *kind; } *rekey = NULL;
	int resort = 0;

	for (i = 0; i < d->nchanges; i++) {
		const struct change *c = &d->changes[i];
		const struct item *key = c->old ? c->old : c->new;
		struct history_item probe = { .kind = key->kind,
					      .name = key->name };
		struct history_item *it;

		it = search_array(&probe, h->items, nsorted, sizeof(*h->items),
				  hitem_cmp);
		if (!it && c->type != CHANGE_ADDED)
			BUG("history: %s %s was not in the release before",
			    key->kind, key->name);
		if (!it) {
			it = history_new_item(h, key->kind, key->name);
			it->first = it->last = r;
			resort = 1;
		}
		history_item_event(it, r, c->type);
		if (c->type == CHANGE_CHANGED && strcmp(it->kind, c->new->kind)) {
			ALLOC_GROW(rekey, nkind + 1, alloc);
			rekey[nkind].at = (size_t)(it - h->items);
			rekey[nkind++].kind = history_kind(h, c->new->kind);
		}
	}
	for (i = 0; i < nkind; i++)
		h->items[rekey[i].at].kind = rekey[i].kind;
	if (resort || nkind)
		sort_items(h);
	free(rekey);
}

static int same_notes(const struct history_item *it, const struct item *src)
{
	uint32_t i, k = 0;

	for (i = 0; i < src->nattrs; i++) {
		if (src->attrs[i].key[0] != '@')
			continue;
		if (k == it->nnotes || strcmp(it->notes[k].key, src->attrs[i].key) ||
		    strcmp(it->notes[k].val, src->attrs[i].val))
			return 0;
		k++;
	}
	return k == it->nnotes;
}

/* Where the item is now, and its annotations. */
static void locate(struct history *h, struct history_item *it,
		   const struct item *src)
{
	uint32_t i, n = 0;

	if (!it->file || strcmp(it->file, src->file))
		it->file = arena_strdup(&h->arena, src->file);
	it->line = src->line;
	if (same_notes(it, src))
		return;
	for (i = 0; i < src->nattrs; i++)
		n += src->attrs[i].key[0] == '@';
	it->notes = n ? arena_alloc(&h->arena, n * sizeof(*it->notes)) : NULL;
	it->nnotes = 0;
	for (i = 0; i < src->nattrs; i++) {
		if (src->attrs[i].key[0] != '@')
			continue;
		it->notes[it->nnotes].key = arena_strdup(&h->arena,
							 src->attrs[i].key);
		it->notes[it->nnotes++].val = arena_strdup(&h->arena,
							   src->attrs[i].val);
	}
}

/* One walk of the items and the release, both sorted. */
static void mark_present(struct history *h, uint32_t r,
			 const struct inventory *inv)
{
	size_t i = 0, j = 0;

	while (i < h->nitems) {
		struct history_item *it = &h->items[i];
		struct history_item probe;
		int cmp = 1;

		if (j < inv->nitems) {
			probe.kind = inv->items[j].kind;
			probe.name = inv->items[j].name;
			cmp = hitem_cmp(it, &probe);
		}
		if (cmp > 0 && j < inv->nitems)
			BUG("history: %s %s has no item", probe.kind,
			    probe.name);
		if (cmp) {
			it->present = 0;
			i++;
			continue;
		}
		it->present = 1;
		it->last = r;
		locate(h, it, &inv->items[j]);
		i++;
		j++;
	}
}

struct history_release *history_new_release(struct history *h,
					    const char *name)
{
	struct history_release *rel;

	ALLOC_GROW(h->releases, h->nreleases + 1, h->releases_alloc);
	rel = &h->releases[h->nreleases++];
	memset(rel, 0, sizeof(*rel));
	rel->name = arena_strdup(&h->arena, name);
	return rel;
}

void history_add(struct history *h, const char *name,
		 const struct inventory *inv, const struct diff *d)
{
	uint32_t r = (uint32_t)h->nreleases;
	struct history_release *rel;
	size_t i;

	if (!r != !d)
		BUG("history: a diff for each release but the first");
	rel = history_new_release(h, name);
	add_counts(h, rel, inv, d);
	if (inv->nproblems) {
		rel->problems = arena_alloc(&h->arena, inv->nproblems *
					    sizeof(*rel->problems));
		for (i = 0; i < inv->nproblems; i++) {
			rel->problems[i].path = arena_strdup(&h->arena,
						inv->problems[i].path);
			rel->problems[i].msg = arena_strdup(&h->arena,
						inv->problems[i].msg);
		}
		rel->nproblems = (uint32_t)inv->nproblems;
	}
	if (d) {
		add_events(h, r, d);
	} else {
		for (i = 0; i < inv->nitems; i++)
			history_new_item(h, inv->items[i].kind,
					 inv->items[i].name);
	}
	mark_present(h, r, inv);
}

void history_filter(struct history *h,
		    int (*keep)(const char *kind, void *data), void *data)
{
	size_t i, r, w = 0;

	for (i = 0; i < h->nitems; i++) {
		if (keep(h->items[i].kind, data))
			h->items[w++] = h->items[i];
		else
			free(h->items[i].events);
	}
	h->nitems = w;
	for (r = 0; r < h->nreleases; r++) {
		struct history_release *rel = &h->releases[r];

		for (i = w = 0; i < rel->ncounts; i++)
			if (keep(rel->counts[i].kind, data))
				rel->counts[w++] = rel->counts[i];
		rel->ncounts = (uint32_t)w;
	}
}

void history_filter_items(struct history *h,
			  int (*keep)(const char *name, void *data),
			  void *data)
{
	size_t i, w = 0;

	for (i = 0; i < h->nitems; i++) {
		if (keep(h->items[i].name, data))
			h->items[w++] = h->items[i];
		else
			free(h->items[i].events);
	}
	h->nitems = w;
}

long history_last_change(const struct history_item *it)
{
	uint32_t i;

	for (i = it->nevents; i > 0; i--)
		if (it->events[i - 1].type == CHANGE_CHANGED)
			return it->events[i - 1].release;
	return -1;
}

const struct history_count *history_count(const struct history *h, size_t r,
					  const char *kind)
{
	const struct history_release *rel = &h->releases[r];
	struct history_count key = { .kind = kind };

	return search_array(&key, rel->counts, rel->ncounts,
			    sizeof(*rel->counts), count_cmp);
}

void history_totals(const struct history *h, uint64_t total[3])
{
	size_t r, i, t;

	total[0] = total[1] = total[2] = 0;
	for (r = 0; r < h->nreleases; r++)
		for (i = 0; i < h->releases[r].ncounts; i++)
			for (t = 0; t < 3; t++)
				total[t] += h->releases[r].counts[i].count[t];
}

size_t history_kinds(const char ***out, const struct history *h)
{
	const char **v = NULL;
	size_t n = 0, alloc = 0, r, i, k;

	for (r = 0; r < h->nreleases; r++) {
		for (i = 0; i < h->releases[r].ncounts; i++) {
			const char *kind = h->releases[r].counts[i].kind;

			for (k = 0; k < n && v[k] != kind; k++)
				;
			if (k == n) {
				ALLOC_GROW(v, n + 1, alloc);
				v[n++] = kind;
			}
		}
	}
	sort_array(v, n, sizeof(*v), str_ptr_cmp);
	*out = v;
	return n;
}

size_t history_kind_items(const struct history *h, size_t *i,
			  const char *kind)
{
	size_t j;

	while (*i < h->nitems && strcmp(h->items[*i].kind, kind) < 0)
		(*i)++;
	for (j = *i; j < h->nitems && !strcmp(h->items[j].kind, kind); j++)
		;
	return j;
}

char history_item_sign(const struct history *h,
		       const struct history_item *it)
{
	if (it->last + 1 < h->nreleases)
		return '-';
	if (it->first > 0)
		return '+';
	return it->nevents ? '~' : '=';
}

void history_item_story(struct strbuf *sb, const struct history *h,
			const struct history_item *it)
{
	static const char *const verb[] = { "back in", "removed in",
					    "changed in" };
	uint32_t i, prev = 3;

	strbuf_addstr(sb, h->releases[it->first].name);
	if (it->last != it->first)
		strbuf_addf(sb, "..%s", h->releases[it->last].name);
	for (i = 0; i < it->nevents; i++) {
		const struct history_event *e = &it->events[i];

		if (e->type == CHANGE_ADDED && e->release == it->first)
			continue;
		if (e->type == prev)
			strbuf_addf(sb, ", %s", h->releases[e->release].name);
		else
			strbuf_addf(sb, ", %s %s", verb[e->type],
				    h->releases[e->release].name);
		prev = e->type;
	}
}
