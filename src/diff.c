// SPDX-License-Identifier: GPL-2.0
#include <stdlib.h>
#include <string.h>

#include "diff.h"
#include "util.h"

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

/* Attributes are sorted by key, so one merge walk compares them. */
static void compare_attrs(struct diff *d, const struct item *a,
			  const struct item *b)
{
	struct attr_change *v = NULL;
	size_t n = 0, alloc = 0;
	uint32_t i = 0, j = 0;
	struct change *c;

	while (i < a->nattrs || j < b->nattrs) {
		int cmp = i == a->nattrs ? 1 : j == b->nattrs ? -1 :
			  strcmp(a->attrs[i].key, b->attrs[j].key);
		struct attr_change ac;

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
}

void diff_inventories(struct diff *d, const struct inventory *old,
		      const struct inventory *new)
{
	size_t i = 0, j = 0;

	memset(d, 0, sizeof(*d));
	d->old = old;
	d->new = new;
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
}

void diff_release(struct diff *d)
{
	size_t i;

	for (i = 0; i < d->nchanges; i++)
		free(d->changes[i].attrs);
	free(d->changes);
	memset(d, 0, sizeof(*d));
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

const struct item *change_item(const struct change *c)
{
	return c->new ? c->new : c->old;
}
