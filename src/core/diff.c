// SPDX-License-Identifier: GPL-2.0
#include <stdlib.h>
#include <string.h>

#include "core/diff.h"
#include "core/strbuf.h"
#include "core/util.h"

static struct change *add_change(struct diff *d, enum change_type type,
				 const struct item *old, const struct item *new)
{
	struct change *c;

	ALLOC_GROW(d->changes, d->nchanges + 1, d->alloc);
	c = &d->changes[d->nchanges++];
	memset(c, 0, sizeof(*c));
	c->type = type;
	c->old = old;
	c->new = new;
	d->count[type]++;
	return c;
}

/* The verdict of the rules, if they judge. */
static void judge(const struct diff *d, struct change *c)
{
	struct strbuf reason = STRBUF_INIT;

	if (!d->rules || !d->rules->judge)
		return;
	c->compat = d->rules->judge(&reason, c->old, c->new);
	if (c->compat == COMPAT_NONE) {
		strbuf_release(&reason);
		return;
	}
	c->reason = strbuf_detach(&reason, NULL);
}

/*
 * Attributes are sorted by key, so one merge walk compares them.  Items
 * of two kinds that are one ABI item (extractor->interchangeable) start
 * with a change of "kind", items of two names (diff_rules->same_item)
 * with a change of "name".  Annotations are not the ABI: a change of
 * documentation alone is no change of the item.
 */
static void compare_attrs(struct diff *d, const struct item *a,
			  const struct item *b)
{
	struct attr_change *v = NULL;
	size_t n = 0, alloc = 0;
	uint32_t i = 0, j = 0;
	struct change *c;

	if (strcmp(a->kind, b->kind)) {
		ALLOC_GROW(v, n + 1, alloc);
		v[n].key = "kind";
		v[n].old = a->kind;
		v[n++].new = b->kind;
	}
	/* A pair of another form (diff_rules->same_item) says both names. */
	if (strcmp(a->name, b->name)) {
		ALLOC_GROW(v, n + 1, alloc);
		v[n].key = "name";
		v[n].old = a->name;
		v[n++].new = b->name;
	}

	while (i < a->nattrs || j < b->nattrs) {
		int cmp;
		struct attr_change ac;

		if (i < a->nattrs && attr_is_annotation(a->attrs[i].key)) {
			i++;
			continue;
		}
		if (j < b->nattrs && attr_is_annotation(b->attrs[j].key)) {
			j++;
			continue;
		}
		cmp = i == a->nattrs ? 1 : j == b->nattrs ? -1 :
		      strcmp(a->attrs[i].key, b->attrs[j].key);

		if (cmp < 0) {
			ac.key = a->attrs[i].key;
			ac.old = a->attrs[i++].val;
			ac.new = NULL;
		} else if (cmp > 0) {
			ac.key = b->attrs[j].key;
			ac.old = NULL;
			ac.new = b->attrs[j++].val;
		} else {
			if (!strcmp(a->attrs[i].val, b->attrs[j].val)) {
				i++;
				j++;
				continue;
			}
			ac.key = a->attrs[i].key;
			ac.old = a->attrs[i++].val;
			ac.new = b->attrs[j++].val;
		}
		ALLOC_GROW(v, n + 1, alloc);
		v[n++] = ac;
	}
	if (!n)
		return;
	c = add_change(d, CHANGE_CHANGED, a, b);
	c->attrs = v;
	c->nattrs = n;
	judge(d, c);
}

static int change_cmp(const void *a, const void *b)
{
	const struct change *x = a, *y = b;

	return item_cmp(change_item(x), change_item(y));
}

static int removed_name_cmp(const void *a, const void *b)
{
	const struct change *const *x = a, *const *y = b;

	return strcmp((*x)->old->name, (*y)->old->name);
}

/*
 * Pair the removed change @r with the added change @a: both leave the
 * list (CHANGE_CHANGED with one side marks them) for settle_pairs().
 */
static void mark_pair(struct diff *d, struct change **pairs, size_t *np,
		      size_t *alloc, struct change *r, struct change *a)
{
	ALLOC_GROW(*pairs, *np + 1, *alloc);
	(*pairs)[*np].old = r->old;
	(*pairs)[(*np)++].new = a->new;
	r->type = CHANGE_CHANGED;
	a->type = CHANGE_CHANGED;
	d->count[CHANGE_REMOVED]--;
	d->count[CHANGE_ADDED]--;
}

/* Drop the marked changes, add the pairs' changes, sort again. */
static void settle_pairs(struct diff *d, struct change *pairs, size_t np)
{
	size_t i, k;

	if (np) {
		for (i = k = 0; i < d->nchanges; i++)
			if (d->changes[i].type != CHANGE_CHANGED ||
			    (d->changes[i].old && d->changes[i].new))
				d->changes[k++] = d->changes[i];
		d->nchanges = k;
		for (i = 0; i < np; i++)
			compare_attrs(d, pairs[i].old, pairs[i].new);
		sort_array(d->changes, d->nchanges, sizeof(*d->changes),
			   change_cmp);
	}
	free(pairs);
}

/*
 * A constant that went from a #define to an enumerator is not removed
 * and added: pair a removed item with an added one of the same name and
 * an interchangeable kind, as one change.
 */
static void pair_interchangeable(struct diff *d)
{
	struct change **removed = NULL, *pairs = NULL;
	size_t nr = 0, alloc = 0, np = 0, palloc = 0, i;

	if (!d->rules || !d->rules->interchangeable)
		return;

	for (i = 0; i < d->nchanges; i++) {
		if (d->changes[i].type == CHANGE_REMOVED) {
			ALLOC_GROW(removed, nr + 1, alloc);
			removed[nr++] = &d->changes[i];
		}
	}
	sort_array(removed, nr, sizeof(*removed), removed_name_cmp);
	for (i = 0; i < d->nchanges; i++) {
		struct change *c = &d->changes[i], key, *kp = &key, **r;
		struct item probe;

		if (c->type != CHANGE_ADDED)
			continue;
		probe.name = c->new->name;
		key.old = &probe;
		r = search_array(&kp, removed, nr, sizeof(*removed),
				 removed_name_cmp);
		if (!r)
			continue;
		/* Several removed of this name: take the interchangeable one. */
		while (r > removed && !strcmp(r[-1]->old->name, probe.name))
			r--;
		for (; r < removed + nr && !strcmp((*r)->old->name, probe.name);
		     r++) {
			if ((*r)->type != CHANGE_REMOVED ||
			    !d->rules->interchangeable((*r)->old->kind,
						       c->new->kind))
				continue;
			mark_pair(d, &pairs, &np, &palloc, *r, c);
			break;
		}
	}
	free(removed);
	settle_pairs(d, pairs, np);
}

/* A removed item's key for pairing, and its change. */
struct pair_cand {
	char *key;
	struct change *c;
};

static int cand_cmp(const void *a, const void *b)
{
	const struct pair_cand *x = a, *y = b;
	int c = strcmp(x->key, y->key);

	return c ? c : item_cmp(change_item(x->c), change_item(y->c));
}

/* The changes of @type that the rules give a key, sorted by key. */
static struct pair_cand *pair_candidates(const struct diff *d,
					 enum change_type type, size_t *n)
{
	struct strbuf key = STRBUF_INIT;
	struct pair_cand *v = NULL;
	size_t i, alloc = 0;

	*n = 0;
	for (i = 0; i < d->nchanges; i++) {
		struct change *c = &d->changes[i];

		strbuf_reset(&key);
		if (c->type != type || d->rules->pair_key(&key, change_item(c)))
			continue;
		ALLOC_GROW(v, *n + 1, alloc);
		v[*n].key = strbuf_detach(&key, NULL);
		v[(*n)++].c = c;
	}
	strbuf_release(&key);
	sort_array(v, *n, sizeof(*v), cand_cmp);
	return v;
}

/* The end of the run of candidates with the key of v[i]. */
static size_t key_run(const struct pair_cand *v, size_t n, size_t i)
{
	size_t k = i + 1;

	while (k < n && !strcmp(v[k].key, v[i].key))
		k++;
	return k;
}

/*
 * An item that only changed form (diff_rules->same_item) is one change:
 * within each bucket of one key, each removed item, in order, takes the
 * first added item that is the same, so the pairing is greedy and does
 * not depend on anything but the two inventories.
 */
static void pair_same_items(struct diff *d)
{
	struct pair_cand *rem, *add;
	size_t nr, na, i = 0, j = 0, ie, je, r, a, np = 0, palloc = 0;
	struct change *pairs = NULL;

	if (!d->rules || !d->rules->pair_key || !d->rules->same_item)
		return;
	rem = pair_candidates(d, CHANGE_REMOVED, &nr);
	add = pair_candidates(d, CHANGE_ADDED, &na);
	while (i < nr && j < na) {
		int cmp = strcmp(rem[i].key, add[j].key);

		if (cmp) {
			i += cmp < 0;
			j += cmp > 0;
			continue;
		}
		ie = key_run(rem, nr, i);
		je = key_run(add, na, j);
		for (r = i; r < ie; r++)
			for (a = j; a < je; a++) {
				if (add[a].c->type != CHANGE_ADDED ||
				    !d->rules->same_item(rem[r].c->old,
							 add[a].c->new))
					continue;
				mark_pair(d, &pairs, &np, &palloc, rem[r].c,
					  add[a].c);
				break;
			}
		i = ie;
		j = je;
	}
	for (i = 0; i < nr; i++)
		free(rem[i].key);
	for (j = 0; j < na; j++)
		free(add[j].key);
	free(rem);
	free(add);
	settle_pairs(d, pairs, np);
}

void diff_inventories(struct diff *d, const struct inventory *old,
		      const struct inventory *new,
		      const struct diff_rules *rules)
{
	size_t i = 0, j = 0;

	memset(d, 0, sizeof(*d));
	d->old = old;
	d->new = new;
	d->rules = rules;
	while (i < old->nitems || j < new->nitems) {
		int cmp = i == old->nitems ? 1 : j == new->nitems ? -1 :
			  item_cmp(&old->items[i], &new->items[j]);

		if (cmp < 0)
			add_change(d, CHANGE_REMOVED, &old->items[i++], NULL);
		else if (cmp > 0)
			add_change(d, CHANGE_ADDED, NULL, &new->items[j++]);
		else
			compare_attrs(d, &old->items[i++], &new->items[j++]);
	}
	pair_interchangeable(d);
	pair_same_items(d);
}

void diff_release(struct diff *d)
{
	size_t i;

	for (i = 0; i < d->nchanges; i++) {
		free(d->changes[i].attrs);
		free(d->changes[i].reason);
	}
	free(d->changes);
	free(d->filters);
	memset(d, 0, sizeof(*d));
}

void diff_select(struct diff *d, const char *name, const char *arg,
		 int (*keep)(const struct change *c, void *data), void *data)
{
	struct diff_filter *f;
	size_t i, w = 0;

	d->filters = xreallocarray(d->filters, d->nfilters + 1,
				   sizeof(*d->filters));
	f = &d->filters[d->nfilters++];
	f->name = name;
	f->arg = arg;
	f->dropped = 0;
	for (i = 0; i < d->nchanges; i++) {
		struct change *c = &d->changes[i];

		if (keep(c, data)) {
			d->changes[w++] = *c;
			continue;
		}
		d->count[c->type]--;
		f->dropped++;
		free(c->attrs);
		free(c->reason);
	}
	d->nchanges = w;
}

size_t diff_kind_run(const struct diff *d, size_t i, size_t count[3])
{
	const char *kind = change_item(&d->changes[i])->kind;
	size_t j;

	count[0] = count[1] = count[2] = 0;
	for (j = i; j < d->nchanges &&
	     !strcmp(change_item(&d->changes[j])->kind, kind); j++)
		count[d->changes[j].type]++;
	return j;
}

const char *change_type_name(enum change_type t)
{
	static const char *const names[] = { "added", "removed", "changed" };

	return names[t];
}

const char *compat_name(enum compat c)
{
	static const char *const names[] = {
		"", "compatible", "breaking", "unknown",
	};

	return names[c];
}

const struct item *change_item(const struct change *c)
{
	return c->new ? c->new : c->old;
}
