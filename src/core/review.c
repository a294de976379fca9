// SPDX-License-Identifier: GPL-2.0
#include <stdlib.h>
#include <string.h>

#include "core/review.h"
#include "core/util.h"

void review_init(struct review *h)
{
	memset(h, 0, sizeof(*h));
}

void review_release(struct review *h)
{
	free(h->commits);
	free(h->changes);
	free(h->by_commit);
	free(h->advice);
	arena_release(&h->arena);
	memset(h, 0, sizeof(*h));
}

static const char *dup(struct review *h, const char *s)
{
	return s ? arena_strdup(&h->arena, s) : NULL;
}

size_t review_add_commit(struct review *h, const char *id,
			  const char *subject, const char *author,
			  const char *date, const char *file)
{
	struct review_commit *c;

	ALLOC_GROW(h->commits, h->ncommits + 1, h->commits_alloc);
	c = &h->commits[h->ncommits];
	memset(c, 0, sizeof(*c));
	c->id = dup(h, id ? id : "");
	c->subject = dup(h, subject ? subject : "");
	c->author = dup(h, author ? author : "");
	c->date = dup(h, date ? date : "");
	c->file = dup(h, file);
	return h->ncommits++;
}

static const struct item *copy_item(struct review *h, const struct item *it)
{
	struct item *n;
	uint32_t i;

	if (!it)
		return NULL;
	n = arena_alloc(&h->arena, sizeof(*n));
	*n = *it;
	n->kind = dup(h, it->kind);
	n->name = dup(h, it->name);
	n->file = dup(h, it->file);
	n->attrs = arena_alloc(&h->arena, (it->nattrs ? it->nattrs : 1) *
			       sizeof(*n->attrs));
	for (i = 0; i < it->nattrs; i++) {
		n->attrs[i].key = dup(h, it->attrs[i].key);
		n->attrs[i].val = dup(h, it->attrs[i].val);
	}
	return n;
}

void review_add_change(struct review *h, const struct change *c,
			size_t commit)
{
	struct review_change *hc;
	struct change *n;
	size_t i;

	ALLOC_GROW(h->changes, h->nchanges + 1, h->changes_alloc);
	hc = &h->changes[h->nchanges++];
	hc->commit = commit;
	n = &hc->change;
	*n = *c;
	n->old = copy_item(h, c->old);
	n->new = copy_item(h, c->new);
	n->reason = c->reason ? (char *)dup(h, c->reason) : NULL;
	n->attrs = NULL;
	if (c->nattrs) {
		n->attrs = arena_alloc(&h->arena, c->nattrs * sizeof(*n->attrs));
		for (i = 0; i < c->nattrs; i++) {
			n->attrs[i].key = dup(h, c->attrs[i].key);
			n->attrs[i].old = dup(h, c->attrs[i].old);
			n->attrs[i].new = dup(h, c->attrs[i].new);
		}
	}
}

void review_add_advice(struct review *h, const char *text)
{
	ALLOC_GROW(h->advice, h->nadvice + 1, h->advice_alloc);
	h->advice[h->nadvice++] = dup(h, text);
}

static int change_cmp(const void *a, const void *b)
{
	const struct review_change *x = a, *y = b;
	int c = item_cmp(change_item(&x->change), change_item(&y->change));

	if (c)
		return c;
	return x->commit < y->commit ? -1 : x->commit > y->commit;
}

/* qsort() has no context: the changes being indexed. */
static const struct review_change *sorting;

static int by_commit_cmp(const void *a, const void *b)
{
	const struct review_change *x = &sorting[*(const size_t *)a];
	const struct review_change *y = &sorting[*(const size_t *)b];

	if (x->commit != y->commit)
		return x->commit < y->commit ? -1 : 1;
	return change_cmp(x, y);
}

void review_finish(struct review *h)
{
	size_t i;

	sort_array(h->changes, h->nchanges, sizeof(*h->changes), change_cmp);
	free(h->by_commit);
	h->by_commit = xcalloc(h->nchanges ? h->nchanges : 1,
			       sizeof(*h->by_commit));
	memset(h->count, 0, sizeof(h->count));
	for (i = 0; i < h->ncommits; i++)
		memset(h->commits[i].count, 0, sizeof(h->commits[i].count));
	for (i = 0; i < h->nchanges; i++) {
		const struct review_change *hc = &h->changes[i];

		h->by_commit[i] = i;
		h->count[hc->change.type]++;
		h->commits[hc->commit].count[hc->change.type]++;
	}
	sorting = h->changes;
	sort_array(h->by_commit, h->nchanges, sizeof(*h->by_commit),
		   by_commit_cmp);
	sorting = NULL;
}

size_t review_commit_run(const struct review *h, size_t i)
{
	size_t commit = h->changes[h->by_commit[i]].commit, j;

	for (j = i; j < h->nchanges &&
	     h->changes[h->by_commit[j]].commit == commit; j++)
		;
	return j;
}

size_t review_kind_run(const struct review *h, size_t i, size_t end,
			size_t count[3])
{
	const char *kind = change_item(&h->changes[h->by_commit[i]].change)->kind;
	size_t j;

	count[0] = count[1] = count[2] = 0;
	for (j = i; j < end; j++) {
		const struct change *c = &h->changes[h->by_commit[j]].change;

		if (strcmp(change_item(c)->kind, kind))
			break;
		count[c->type]++;
	}
	return j;
}
