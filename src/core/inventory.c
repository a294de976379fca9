// SPDX-License-Identifier: GPL-2.0
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "core/inventory.h"
#include "core/strbuf.h"
#include "core/util.h"

void inventory_init(struct inventory *inv)
{
	memset(inv, 0, sizeof(*inv));
}

void inventory_release(struct inventory *inv)
{
	arena_release(&inv->arena);
	free(inv->items);
	free(inv->problems);
	free(inv->pending);
	free(inv->tally);
	memset(inv, 0, sizeof(*inv));
}

void inventory_tally(struct inventory *inv, uint64_t kinds, uint64_t n)
{
	size_t i;

	/* A few dozen sets in a kernel: a list is enough. */
	for (i = 0; i < inv->ntally; i++)
		if (inv->tally[i].kinds == kinds) {
			inv->tally[i].files += n;
			return;
		}
	ALLOC_GROW(inv->tally, inv->ntally + 1, inv->tally_alloc);
	inv->tally[inv->ntally].kinds = kinds;
	inv->tally[inv->ntally++].files = n;
}

uint64_t inventory_files_for(const struct inventory *inv, uint64_t kinds)
{
	uint64_t n = 0;
	size_t i;

	if (!inv->ntally)
		return inv->files;
	for (i = 0; i < inv->ntally; i++)
		if (inv->tally[i].kinds & kinds)
			n += inv->tally[i].files;
	return n;
}

void inventory_fact_begin(struct inventory *inv, const char *kind,
			  const char *name, size_t namelen, const char *file,
			  uint32_t line, uint32_t prio)
{
	struct item *it;

	ALLOC_GROW(inv->items, inv->nitems + 1, inv->alloc);
	it = &inv->items[inv->nitems];
	memset(it, 0, sizeof(*it));
	it->kind = kind;
	it->name = arena_strndup(&inv->arena, name, namelen);
	it->file = file;
	it->line = line;
	it->prio = prio;
	inv->npending = 0;
}

void inventory_fact_attr(struct inventory *inv, const char *key,
			 const char *val, size_t vallen)
{
	struct attr *a;

	ALLOC_GROW(inv->pending, inv->npending + 1, inv->pending_alloc);
	a = &inv->pending[inv->npending++];
	a->key = arena_strdup(&inv->arena, key);
	a->val = arena_strndup(&inv->arena, val, vallen);
}

void inventory_fact_attrf(struct inventory *inv, const char *key,
			  const char *fmt, ...)
{
	struct strbuf sb = STRBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	inventory_fact_attr(inv, key, sb.buf, sb.len);
	strbuf_release(&sb);
}

static int attr_cmp(const void *a, const void *b)
{
	const struct attr *x = a, *y = b;
	int c = strcmp(x->key, y->key);

	return c ? c : strcmp(x->val, y->val);
}

void inventory_fact_end(struct inventory *inv)
{
	struct item *it = &inv->items[inv->nitems++];
	size_t size = inv->npending * sizeof(struct attr);

	sort_array(inv->pending, inv->npending, sizeof(struct attr), attr_cmp);
	it->attrs = inv->npending ? arena_alloc(&inv->arena, size) : NULL;
	if (size)
		memcpy(it->attrs, inv->pending, size);
	it->nattrs = (uint32_t)inv->npending;
	inv->npending = 0;
}

void inventory_problem(struct inventory *inv, const char *path,
		       const char *fmt, ...)
{
	struct strbuf sb = STRBUF_INIT;
	struct problem *p;
	va_list ap;

	va_start(ap, fmt);
	strbuf_vaddf(&sb, fmt, ap);
	va_end(ap);
	ALLOC_GROW(inv->problems, inv->nproblems + 1, inv->problems_alloc);
	p = &inv->problems[inv->nproblems++];
	p->path = arena_strdup(&inv->arena, path);
	p->msg = arena_strndup(&inv->arena, sb.buf, sb.len);
	strbuf_release(&sb);
}

void inventory_absorb(struct inventory *to, struct inventory *from)
{
	ALLOC_GROW(to->items, to->nitems + from->nitems, to->alloc);
	if (from->nitems)
		memcpy(to->items + to->nitems, from->items,
		       from->nitems * sizeof(*from->items));
	to->nitems += from->nitems;
	ALLOC_GROW(to->problems, to->nproblems + from->nproblems,
		   to->problems_alloc);
	if (from->nproblems)
		memcpy(to->problems + to->nproblems, from->problems,
		       from->nproblems * sizeof(*from->problems));
	to->nproblems += from->nproblems;
	to->files += from->files;
	arena_steal(&to->arena, &from->arena);
	from->nitems = 0;
	from->nproblems = 0;
	from->files = 0;
}

void inventory_copy_items(struct inventory *to, const struct item *v,
			  size_t n, const char *(*kind_name)(const char *))
{
	size_t i;
	uint32_t a;

	ALLOC_GROW(to->items, to->nitems + n, to->alloc);
	for (i = 0; i < n; i++) {
		const struct item *f = &v[i];
		struct item *t = &to->items[to->nitems++];

		*t = *f;
		t->kind = kind_name(f->kind);
		if (!t->kind)
			t->kind = arena_strdup(&to->arena, f->kind);
		t->name = arena_strdup(&to->arena, f->name);
		t->file = f->file ? arena_strdup(&to->arena, f->file) : NULL;
		t->attrs = f->nattrs ? arena_alloc(&to->arena, f->nattrs *
						   sizeof(*t->attrs)) : NULL;
		for (a = 0; a < f->nattrs; a++) {
			t->attrs[a].key = arena_strdup(&to->arena,
						       f->attrs[a].key);
			t->attrs[a].val = arena_strdup(&to->arena,
						       f->attrs[a].val);
		}
	}
}

int item_cmp(const struct item *a, const struct item *b)
{
	/* Kinds are most often the extractor's one string: no strcmp(). */
	int c = a->kind == b->kind ? 0 : strcmp(a->kind, b->kind);

	return c ? c : strcmp(a->name, b->name);
}

/* Facts sort by identity, then location priority, then place. */
static int fact_cmp(const void *pa, const void *pb)
{
	const struct item *a = pa, *b = pb;
	int c = item_cmp(a, b);

	if (c)
		return c;
	if (a->prio != b->prio)
		return a->prio < b->prio ? -1 : 1;
	c = a->file == b->file ? 0 : strcmp(a->file, b->file);
	if (c)
		return c;
	return a->line < b->line ? -1 : a->line > b->line;
}

static int problem_cmp(const void *pa, const void *pb)
{
	const struct problem *a = pa, *b = pb;
	int c = strcmp(a->path, b->path);

	return c ? c : strcmp(a->msg, b->msg);
}

/*
 * Merge the facts items[0..n) of one item into items[0].  Attributes with
 * the same key from several facts keep each distinct value once, sorted
 * and joined by " | " (values such as signatures hold commas).
 */
static void merge_facts(struct inventory *inv, struct item *f, size_t n)
{
	struct attr *all = NULL, *out;
	size_t nall = 0, alloc = 0, i, j, nout = 0;
	struct strbuf sb = STRBUF_INIT;

	for (i = 0; i < n; i++) {
		ALLOC_GROW(all, nall + f[i].nattrs, alloc);
		if (f[i].nattrs)
			memcpy(all + nall, f[i].attrs,
			       f[i].nattrs * sizeof(*all));
		nall += f[i].nattrs;
	}
	sort_array(all, nall, sizeof(*all), attr_cmp);
	out = nall ? arena_alloc(&inv->arena, nall * sizeof(*out)) : NULL;
	for (i = 0; i < nall; i = j) {
		strbuf_reset(&sb);
		strbuf_addstr(&sb, all[i].val);
		for (j = i + 1; j < nall && !strcmp(all[j].key, all[i].key); j++) {
			if (!strcmp(all[j].val, all[j - 1].val))
				continue;
			strbuf_addstr(&sb, " | ");
			strbuf_addstr(&sb, all[j].val);
		}
		out[nout].key = all[i].key;
		out[nout].val = j == i + 1 ? all[i].val :
			arena_strndup(&inv->arena, sb.buf, sb.len);
		nout++;
	}
	f[0].attrs = out;
	f[0].nattrs = (uint32_t)nout;
	strbuf_release(&sb);
	free(all);
}

uint64_t item_id_hash(const char *kind, const char *name, size_t len)
{
	return hash_end(hash_mix(hash_mix(HASH_SEED, kind, strlen(kind)), name,
				 len));
}

int inventory_wants(const struct inventory *inv, const char *kind,
		    const char *name)
{
	return !inv->wants ||
	       hash_set_has(inv->wants, item_id_hash(kind, name,
						     strlen(name)));
}

/* A tail's hash, apart from any identity's. */
#define TAIL_SALT UINT64_C(0x7461696c7461696c)	/* "tailtail" */

static uint64_t tail_hash(const char *kind, const char *tail)
{
	return item_id_hash(kind, tail, strlen(tail)) ^ TAIL_SALT;
}

size_t item_wants_max(const char *name)
{
	size_t n = 2;

	for (; *name; name++)
		n += *name == '.';
	return n;
}

void item_wants_add(uint64_t *v, size_t *n, const char *kind,
		    const char *name)
{
	const char *s;

	v[(*n)++] = item_id_hash(kind, name, strlen(name));
	v[(*n)++] = tail_hash(kind, name);
	for (s = strchr(name, '.'); s; s = strchr(s + 1, '.'))
		v[(*n)++] = tail_hash(kind, s + 1);
}

int inventory_wants_tail(const struct inventory *inv, const char *kind,
			 const char *tail)
{
	return !inv->wants || hash_set_has(inv->wants, tail_hash(kind, tail));
}

int item_has_dup_keys(const struct item *it)
{
	uint32_t i;

	for (i = 1; i < it->nattrs; i++)
		if (!strcmp(it->attrs[i].key, it->attrs[i - 1].key))
			return 1;
	return 0;
}

/*
 * The bytes of @name from @at on, at most @n (8 at most), as a number
 * that compares as strcmp() compares them: 0 once the name has ended.
 */
static uint64_t name_bytes(const char *name, size_t len, size_t at, size_t n)
{
	uint64_t k = 0;
	size_t i;

	for (i = 0; i < n; i++)
		k = k << 8 | (at + i < len ? (unsigned char)name[at + i] : 0);
	return k;
}

static int fact_ptr_cmp(const void *a, const void *b)
{
	const struct u64_pair *x = a, *y = b;

	return fact_cmp((const struct item *)(uintptr_t)x->val,
			(const struct item *)(uintptr_t)y->val);
}

/* A run of facts whose names are alike in their first @at bytes. */
struct fact_run {
	size_t lo, hi, at;
};

/*
 * The ranks of @items' kinds in strcmp() order, into @rank (one per
 * item); -1 if they are more than 255: an inventory read from a file
 * may have any kinds.
 */
static int kind_ranks(uint8_t *rank, const struct item *items, size_t n)
{
	const char *kinds[256], *sorted[256], *last = NULL;
	uint8_t order[256];
	size_t nkinds = 0, i, k, r;

	for (i = 0; i < n; i++) {
		if (items[i].kind == last) {
			rank[i] = rank[i - 1];
			continue;
		}
		last = items[i].kind;
		for (k = 0; k < nkinds && strcmp(kinds[k], last); k++)
			;
		if (k == nkinds) {
			if (nkinds == 255)
				return -1;
			kinds[nkinds++] = last;
		}
		rank[i] = (uint8_t)k;
	}
	/* From the order they came in to strcmp() order. */
	memcpy(sorted, kinds, nkinds * sizeof(*kinds));
	sort_array(sorted, nkinds, sizeof(*sorted), str_ptr_cmp);
	for (k = 0; k < nkinds; k++) {
		for (r = 0; strcmp(sorted[r], kinds[k]); r++)
			;
		order[k] = (uint8_t)r;
	}
	for (i = 0; i < n; i++)
		rank[i] = order[rank[i]];
	return 0;
}

/*
 * Sort facts as fact_cmp() does.  qsort() compared 150,000 facts through
 * strcmp() 2.5 million times (40 ms of an edited working tree's run):
 * here a radix sort orders them by kind and the first 7 bytes of the
 * name, then each run alike by the next 8, and so on; a run of a few, or
 * of names that ended alike, is sorted by fact_cmp().
 */
static void sort_facts(struct item *items, size_t n)
{
	struct u64_pair *v;
	struct fact_run *todo = NULL, r;
	size_t ntodo = 0, alloc = 0, i, j, *len;
	struct item *sorted;
	uint8_t *rank;

	/* In order already (a finished inventory): one pass, as sort_array(). */
	for (i = 1; i < n && fact_cmp(&items[i - 1], &items[i]) <= 0; i++)
		;
	if (i >= n)
		return;
	if (n < 64) {
		sort_array(items, n, sizeof(*items), fact_cmp);
		return;
	}
	rank = xmalloc(n);
	if (kind_ranks(rank, items, n) < 0) {
		free(rank);
		sort_array(items, n, sizeof(*items), fact_cmp);
		return;
	}
	v = xreallocarray(NULL, n, sizeof(*v));
	len = xreallocarray(NULL, n, sizeof(*len));
	for (i = 0; i < n; i++) {
		len[i] = strlen(items[i].name);
		v[i].key = (uint64_t)rank[i] << 56 |
			   name_bytes(items[i].name, len[i], 0, 7);
		v[i].val = i;
	}
	free(rank);
	sort_u64_pairs(v, n);
	r.lo = 0;
	r.hi = n;
	r.at = 7;
	for (;;) {
		/* The runs of equal keys in [r.lo, r.hi), to sort further. */
		for (i = r.lo; i < r.hi; i = j) {
			for (j = i + 1; j < r.hi && v[j].key == v[i].key; j++)
				;
			if (j - i < 2)
				continue;
			ALLOC_GROW(todo, ntodo + 1, alloc);
			todo[ntodo].lo = i;
			todo[ntodo].hi = j;
			todo[ntodo++].at = r.at;
		}
		if (!ntodo)
			break;
		r = todo[--ntodo];
		/*
		 * Names that ended alike (the key's last byte 0) differ no
		 * further; a run of a few is not worth a radix sort's
		 * tables.
		 */
		if (r.hi - r.lo <= 256 || !(v[r.lo].key & 0xff)) {
			for (i = r.lo; i < r.hi; i++)
				v[i].val = (uintptr_t)&items[v[i].val];
			qsort(v + r.lo, r.hi - r.lo, sizeof(*v), fact_ptr_cmp);
			for (i = r.lo; i < r.hi; i++)
				v[i].val = (size_t)((const struct item *)
					   (uintptr_t)v[i].val - items);
			r.hi = r.lo;
			continue;
		}
		for (i = r.lo; i < r.hi; i++)
			v[i].key = name_bytes(items[v[i].val].name,
					      len[v[i].val], r.at, 8);
		sort_u64_pairs(v + r.lo, r.hi - r.lo);
		r.at += 8;
	}
	sorted = xreallocarray(NULL, n, sizeof(*sorted));
	for (i = 0; i < n; i++)
		sorted[i] = items[v[i].val];
	memcpy(items, sorted, n * sizeof(*items));
	free(sorted);
	free(todo);
	free(len);
	free(v);
}

size_t inventory_merge(struct inventory *inv, struct item *items, size_t n)
{
	size_t i, j, w = 0;

	sort_facts(items, n);
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && !item_cmp(&items[i], &items[j]); j++)
			;
		if (j > i + 1 || item_has_dup_keys(&items[i]))
			merge_facts(inv, &items[i], j - i);
		items[w++] = items[i];
	}
	return w;
}

void inventory_finish(struct inventory *inv)
{
	inv->nitems = inventory_merge(inv, inv->items, inv->nitems);
	sort_array(inv->problems, inv->nproblems, sizeof(*inv->problems),
	      problem_cmp);
}

void inventory_filter(struct inventory *inv,
		      int (*keep)(const char *kind, void *data), void *data)
{
	size_t i, w = 0;

	for (i = 0; i < inv->nitems; i++)
		if (keep(inv->items[i].kind, data))
			inv->items[w++] = inv->items[i];
	inv->nitems = w;
}

const char *item_attr(const struct item *it, const char *key)
{
	uint32_t i;

	for (i = 0; i < it->nattrs; i++)
		if (!strcmp(it->attrs[i].key, key))
			return it->attrs[i].val;
	return NULL;
}

void inventory_annotate_n(struct inventory *inv, struct item *it,
			  const char *const *key, const char *const *val,
			  size_t n)
{
	struct attr *v;
	uint32_t i = 0, j = 0;
	size_t k, add = 0;
	int c;

	for (k = 0; k < n; k++) {
		if (!attr_is_annotation(key[k]))
			BUG("annotation key '%s' without '@'", key[k]);
		if (k && strcmp(key[k - 1], key[k]) >= 0)
			BUG("annotation keys out of order at '%s'", key[k]);
	}
	/* A key the item has already takes the value in place. */
	for (k = 0; k < n; k++) {
		while (i < it->nattrs && strcmp(it->attrs[i].key, key[k]) < 0)
			i++;
		if (i < it->nattrs && !strcmp(it->attrs[i].key, key[k]))
			it->attrs[i].val = val[k];
		else
			add++;
	}
	if (!add)
		return;
	/* Attributes are shared with no one: the arena copy replaces them. */
	v = arena_alloc(&inv->arena, (it->nattrs + add) * sizeof(*v));
	for (i = 0, k = 0; i < it->nattrs || k < n;) {
		c = i == it->nattrs ? 1 : k == n ? -1 :
		    strcmp(it->attrs[i].key, key[k]);
		if (c <= 0) {
			v[j++] = it->attrs[i++];
			k += !c;
		} else {
			v[j].key = key[k];
			v[j++].val = val[k++];
		}
	}
	it->attrs = v;
	it->nattrs = j;
}

void inventory_annotate(struct inventory *inv, struct item *it,
			const char *key, const char *val)
{
	inventory_annotate_n(inv, it, &key, &val, 1);
}
