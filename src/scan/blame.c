// SPDX-License-Identifier: GPL-2.0
#include <git2.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/util.h"
#include "extract/extract.h"
#include "scan/blame.h"
#include "scan/cache.h"
#include "source/git-walk.h"
#include "source/source.h"

/* A commit met on the way, loaded at most once. */
struct node {
	char id[GIT_WALK_HEXSZ + 1];
	long pos;		/* in the range, oldest first; -1 outside */
	int touched;		/* changes a wanted file; -1 not known yet */
	int have_info;
	struct git_walk_commit info;
	/*
	 * Once loaded: bit i set if changes[i] has its final state here.
	 * Of a digest kept by a log of other changes, @known: bit i set if
	 * it says about changes[i] (NULL: about each; blame.covers owns it).
	 */
	unsigned char *bits, *known;
	int loading;		/* by a thread, which has let go of the lock */
	int named;		/* some change names it */
	size_t commit;		/* then its index in the review */
};

/* A cover a digest names, and which changes it says about. */
struct cover_known {
	uint64_t cover;
	unsigned char *known;	/* 1 bit a change; NULL: unreadable */
};

/* A change at its final state: its item there, or gone. */
struct final {
	int present;
	uint64_t id, attrs;	/* the item, if present */
	uint64_t gone;		/* the item that must be gone, or 0 */
};

struct blame {
	struct side_ctx *ctx;
	git_repository *repo;
	struct diff d;
	struct final *want;	/* per change */
	/*
	 * The identities each change looks up in a commit's digest, by
	 * identity: the change's index, shifted, and a last bit set for
	 * the item that must be gone.
	 */
	struct u64_pair *lookups;
	size_t nlookups;
	/*
	 * The identities the changes are about (their items', and those
	 * that must be gone): a commit's load keeps the facts of these
	 * alone, and its digest says about these.  @cover names the set.
	 */
	struct hash_set ids;
	uint64_t cover;
	/*
	 * The other covers digests named, each read once: which changes
	 * it says about (NULL if it can't be read).  Under @lock.
	 */
	struct cover_known *covers;
	size_t ncovers, covers_alloc;
	struct node **table;	/* by id, open addressing */
	size_t cap, used;
	struct node **cand;	/* those that may change the ABI */
	size_t ncand;
	size_t loads;		/* commits scanned or loaded whole */
	size_t probes;		/* commits whose state was looked at */
	/*
	 * The changes are attributed by two threads, each with a context
	 * of its own (its cache connection, its scans' memo).  They hold
	 * @lock but while a commit is loaded, and all of the above is
	 * theirs under it; a thread that needs a commit the other is
	 * loading waits on @loaded.
	 */
	pthread_mutex_t lock;
	pthread_cond_t loaded;
	/*
	 * The changes to attribute yet: @order[@next..@end), which one
	 * thread takes from the front and the other from the back.
	 */
	size_t *order, next, end;
	int failed;		/* said why: the threads stop */
	/*
	 * What could not be read of the commits between the ends, each
	 * named with its commit: said once the log is made, in order.
	 */
	char **troubles;
	size_t ntroubles, troubles_alloc;
};

static size_t node_hash(const char *id)
{
	char head[17];

	memcpy(head, id, 16);
	head[16] = '\0';
	return (size_t)strtoull(head, NULL, 16);
}

static void table_grow(struct blame *b)
{
	struct node **old = b->table;
	size_t oldcap = b->cap, i, h;

	b->cap = b->cap ? b->cap * 2 : 256;
	b->table = xcalloc(b->cap, sizeof(*b->table));
	for (i = 0; i < oldcap; i++) {
		if (!old[i])
			continue;
		for (h = node_hash(old[i]->id); b->table[h & (b->cap - 1)]; h++)
			;
		b->table[h & (b->cap - 1)] = old[i];
	}
	free(old);
}

static struct node *node_get(struct blame *b, const char *id)
{
	struct node *n;
	size_t h;

	if (2 * (b->used + 1) > b->cap)
		table_grow(b);
	for (h = node_hash(id); (n = b->table[h & (b->cap - 1)]); h++)
		if (!strcmp(n->id, id))
			return n;
	n = xcalloc(1, sizeof(*n));
	memcpy(n->id, id, GIT_WALK_HEXSZ + 1);
	n->pos = -1;
	n->touched = -1;
	b->table[h & (b->cap - 1)] = n;
	b->used++;
	return n;
}

static int node_info(struct blame *b, struct node *n)
{
	struct strbuf err = STRBUF_INIT;

	if (n->have_info)
		return 0;
	if (git_walk_commit(&n->info, b->repo, n->id, &err) < 0) {
		error("%s", err.buf);
		strbuf_release(&err);
		return -1;
	}
	n->have_info = 1;
	return 0;
}

/* Whether some extractor this run asked for reads @path. */
static int want_path(const char *path, void *data)
{
	const struct blame *b = data;
	size_t i;

	for (i = 0; i < nr_extractors; i++)
		if ((b->ctx->scan.kinds & (UINT64_C(1) << i)) &&
		    extractors[i]->want_path(path) != WANT_NO)
			return 1;
	return 0;
}

/* Whether @n may have an ABI other than its first parent's. */
static int candidate(struct blame *b, struct node *n)
{
	if (node_info(b, n) < 0 || n->info.nparents != 1)
		return 1;
	if (n->touched < 0)
		n->touched = git_walk_touches(b->repo, n->id, want_path, b);
	return n->touched != 0;
}

/* The commit in the range whose ABI @n has: itself, or an ancestor. */
static struct node *effective(struct blame *b, struct node *n)
{
	while (n->pos >= 0 && !candidate(b, n))
		n = node_get(b, n->info.parents[0]);
	return n;
}

/*
 * What the state of the changes at a commit needs of its inventory: the
 * identity (kind and name) and the attributes of each item the changes
 * are about, hashed, 16 bytes an item, sorted.  A commit's digest is
 * kept in the cache beside the inventories, so that a second log loads
 * these, not the items, with the set of identities it says about (its
 * cover, kept once): a log of other changes (the range's end moved on)
 * takes what it says about those of its changes the set has.  64-bit
 * hashes of some 200,000 items have a chance of a collision under one
 * in 10^9.
 */
struct digest_entry {
	uint64_t id, attrs;
};

struct digest {
	struct digest_entry *v;
	size_t n;
};

#define DIGEST_MAGIC UINT64_C(0x61626977646967)	/* "abiwdig" */
#define COVER_MAGIC UINT64_C(0x61626977636f76)	/* "abiwcov" */

static uint64_t id_hash(const char *kind, const char *name)
{
	return item_id_hash(kind, name, strlen(name));
}

/*
 * The state of an item is its ABI: annotations (its documentation, its
 * subsystem) are left out, as the diff leaves them out, and the ends of
 * a range carry them while the commits between do not.
 */
static uint64_t attrs_hash(const struct item *it)
{
	uint64_t h = HASH_SEED;
	uint32_t i;

	for (i = 0; i < it->nattrs; i++)
		if (!attr_is_annotation(it->attrs[i].key))
			h = hash_mix(hash_mix(h, it->attrs[i].key,
					      strlen(it->attrs[i].key)),
				     it->attrs[i].val, strlen(it->attrs[i].val));
	return hash_end(h);
}

static int entry_cmp(const void *a, const void *b)
{
	const struct digest_entry *x = a, *y = b;

	if (x->id != y->id)
		return x->id < y->id ? -1 : 1;
	return x->attrs < y->attrs ? -1 : x->attrs > y->attrs;
}

/*
 * The digest of @inv's items of @ids, finished or not.  A commit's
 * inventory is not:
 * sorting its 200,000 facts by their strings was an eighth of loading
 * it.  The facts are hashed in place and sorted by their identities'
 * hashes; an item of several facts (or one with a key twice) is merged
 * as inventory_finish() would merge it.
 */
static void digest_of(struct digest *d, struct inventory *inv,
		      const struct hash_set *ids)
{
	struct u64_pair *keys = xcalloc(inv->nitems + 1, sizeof(*keys));
	uint64_t *attrs = xcalloc(inv->nitems + 1, sizeof(*attrs));
	struct item *run = NULL;
	size_t i, j, k, m, n, alloc = 0;

	/*
	 * Each item is read here, in order: once sorted, reading them
	 * again missed the caches, at a tenth of a load.  A key's value
	 * is its item's index, and a last bit set if the item has a key
	 * twice.
	 */
	for (i = 0, n = 0; i < inv->nitems; i++) {
		const struct item *it = &inv->items[i];
		uint64_t id = id_hash(it->kind, it->name);

		/* The load kept facts of a few other kinds too. */
		if (!hash_set_has(ids, id))
			continue;
		keys[n].key = id;
		keys[n].val = (uint64_t)i << 1 | !!item_has_dup_keys(it);
		attrs[i] = attrs_hash(it);
		n++;
	}
	/*
	 * By identity only: the order inside a run does not matter, since
	 * the merge sorts it.  qsort() of these was a twentieth of a load.
	 */
	sort_u64_pairs(keys, n);
	d->n = 0;
	d->v = xcalloc(n + 1, sizeof(*d->v));
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && keys[j].key == keys[i].key;
		     j++)
			;
		if (j == i + 1 && !(keys[i].val & 1)) {
			d->v[d->n].id = keys[i].key;
			d->v[d->n++].attrs = attrs[keys[i].val >> 1];
			continue;
		}
		ALLOC_GROW(run, j - i, alloc);
		for (k = i; k < j; k++)
			run[k - i] = inv->items[keys[k].val >> 1];
		/* More than one item only if two identities share a hash. */
		m = inventory_merge(inv, run, j - i);
		for (k = 0; k < m; k++) {
			d->v[d->n + k].id = keys[i].key;
			d->v[d->n + k].attrs = attrs_hash(&run[k]);
		}
		sort_array(d->v + d->n, m, sizeof(*d->v), entry_cmp);
		d->n += m;
	}
	free(run);
	free(attrs);
	free(keys);
}

/* The key of commit tree @tree's digest, for the kinds this run keeps. */
static void digest_key(struct strbuf *key, const struct side_ctx *ctx,
		       const char *tree)
{
	cache_key(key, tree);
	strbuf_addf(key, " digest4 %s", ctx->only ? ctx->only : "all");
}

/* The key of the cover (a set of identities) named @cover. */
static void cover_key(struct strbuf *key, uint64_t cover)
{
	char name[32];

	snprintf(name, sizeof(name), "cover-%016" PRIx64, cover);
	cache_key(key, name);
}

/*
 * What log keeps in the cache beside the inventories (digests, answers):
 * a magic number and a count, then that many records of @size bytes.
 * The records of @key in *@v (to be freed), *@n of them: 0, or -1 if
 * there are none, or they are not such records.
 */
static int records_get(void **v, size_t *n, struct side_ctx *ctx,
		       const char *key, uint64_t magic, size_t size)
{
	struct strbuf buf = STRBUF_INIT;
	uint64_t head[2];
	int ret = -1;

	if (cache_bytes_get(side_cache(ctx), key, &buf) < 0 ||
	    buf.len < sizeof(head))
		goto out;
	memcpy(head, buf.buf, sizeof(head));
	if (head[0] != magic || buf.len != sizeof(head) + head[1] * size)
		goto out;
	*n = head[1];
	*v = xcalloc(*n + 1, size);
	memcpy(*v, buf.buf + sizeof(head), *n * size);
	ret = 0;
out:
	strbuf_release(&buf);
	return ret;
}

static void records_put(struct side_ctx *ctx, const char *key,
			uint64_t magic, const void *v, size_t n, size_t size)
{
	struct strbuf buf = STRBUF_INIT;
	uint64_t head[2] = { magic, n };

	strbuf_add(&buf, head, sizeof(head));
	strbuf_add(&buf, v, n * size);
	cache_bytes_put(side_cache(ctx), key, buf.buf, buf.len);
	strbuf_release(&buf);
}

/* The changes the cover set @v[0..@n) says about, 1 bit each. */
static unsigned char *known_of(const struct blame *b, const uint64_t *v,
			       size_t n)
{
	unsigned char *known = xcalloc(b->d.nchanges / 8 + 1, 1);
	struct hash_set set;
	size_t i;

	hash_set_init(&set, v, n);
	for (i = 0; i < b->d.nchanges; i++) {
		const struct final *w = &b->want[i];

		if ((!w->present || hash_set_has(&set, w->id)) &&
		    (!w->gone || hash_set_has(&set, w->gone)))
			known[i / 8] |= 1u << (i % 8);
	}
	hash_set_release(&set);
	return known;
}

/*
 * The changes a digest with cover @cover says about, 1 bit each (the
 * blame's): NULL if each, or if the cover can't be read (then -1).  Each
 * cover is read once: a log whose end moved on meets the one before's at
 * each commit it looks at.  Called without the lock.
 */
static int covered(unsigned char **known, struct blame *b,
		   struct side_ctx *ctx, uint64_t cover)
{
	struct strbuf key = STRBUF_INIT;
	struct cover_known *c;
	void *v;
	size_t n, i;
	int ret = -1;

	*known = NULL;
	if (cover == b->cover)
		return 0;
	pthread_mutex_lock(&b->lock);
	for (i = 0; i < b->ncovers; i++) {
		if (b->covers[i].cover != cover)
			continue;
		*known = b->covers[i].known;
		pthread_mutex_unlock(&b->lock);
		return *known ? 0 : -1;
	}
	pthread_mutex_unlock(&b->lock);
	cover_key(&key, cover);
	if (records_get(&v, &n, ctx, key.buf, COVER_MAGIC,
			sizeof(uint64_t)) == 0) {
		*known = known_of(b, v, n);
		free(v);
		ret = 0;
	}
	strbuf_release(&key);
	/* The other thread may have read it meanwhile: both are kept. */
	pthread_mutex_lock(&b->lock);
	ALLOC_GROW(b->covers, b->ncovers + 1, b->covers_alloc);
	c = &b->covers[b->ncovers++];
	c->cover = cover;
	c->known = *known;
	pthread_mutex_unlock(&b->lock);
	return ret;
}

/*
 * The digest the cache has of @tree, and which changes it says about in
 * *@known (covered()): 0, or -1 if none (or unreadable).  Its first
 * record is its cover's name.
 */
static int digest_get(struct digest *d, unsigned char **known,
		      struct blame *b, struct side_ctx *ctx, const char *tree)
{
	struct strbuf key = STRBUF_INIT;
	void *v;
	size_t n;
	int ret;

	digest_key(&key, ctx, tree);
	ret = records_get(&v, &n, ctx, key.buf, DIGEST_MAGIC,
			  sizeof(*d->v));
	strbuf_release(&key);
	if (ret < 0)
		return -1;
	d->v = v;
	if (!n || covered(known, b, ctx, d->v[0].id) < 0) {
		free(d->v);
		d->v = NULL;
		return -1;
	}
	d->n = n - 1;
	memmove(d->v, d->v + 1, d->n * sizeof(*d->v));
	return 0;
}

static void digest_put(const struct digest *d, const struct blame *b,
		       struct side_ctx *ctx, const char *tree)
{
	struct strbuf key = STRBUF_INIT;
	struct digest_entry *v = xcalloc(d->n + 1, sizeof(*v));

	v[0].id = b->cover;
	if (d->n)
		memcpy(v + 1, d->v, d->n * sizeof(*v));
	digest_key(&key, ctx, tree);
	records_put(ctx, key.buf, DIGEST_MAGIC, v, d->n + 1, sizeof(*v));
	strbuf_release(&key);
	free(v);
}

/* Keep the set of identities the changes are about, named b->cover. */
static void cover_put(const struct blame *b)
{
	struct strbuf key = STRBUF_INIT;

	cover_key(&key, b->cover);
	records_put(b->ctx, key.buf, COVER_MAGIC, b->ids.v, b->ids.n,
		    sizeof(*b->ids.v));
	strbuf_release(&key);
}

/*
 * Bit i set if change i has its final state in @d (to be freed): its
 * item there as it is at the newer end, or gone, and a #define that
 * became an enumerator gone too.  The identities are looked up in the
 * order of @b->lookups, @d's order: a bisection of @d for each, a miss
 * in the CPU's caches at each step, was 2% of a log.  Of entries of one
 * identity (a hash shared), the first is the item's.
 */
static unsigned char *bits_of(const struct blame *b, const struct digest *d)
{
	unsigned char *bits = xcalloc(b->d.nchanges / 8 + 1, 1);
	unsigned char *gone = xcalloc(b->d.nchanges / 8 + 1, 1);
	const struct digest_entry **at = xcalloc(b->d.nchanges + 1,
						 sizeof(*at));
	size_t i, k, p = 0;

	for (k = 0; k < b->nlookups; k++) {
		const struct u64_pair *q = &b->lookups[k];

		while (p < d->n && d->v[p].id < q->key)
			p++;
		if (p == d->n || d->v[p].id != q->key)
			continue;
		i = q->val >> 1;
		if (q->val & 1)
			gone[i / 8] |= 1u << (i % 8);
		else
			at[i] = &d->v[p];
	}
	for (i = 0; i < b->d.nchanges; i++) {
		const struct final *w = &b->want[i];
		int is_gone = (gone[i / 8] >> (i % 8)) & 1, final;

		if (!w->present)
			final = !is_gone;
		else
			final = at[i] && at[i]->attrs == w->attrs &&
				(!w->gone || !is_gone);
		if (final)
			bits[i / 8] |= 1u << (i % 8);
	}
	free(at);
	free(gone);
	return bits;
}

/* Whether change @c must see its old item gone, as well as the new. */
static int old_gone(const struct change *c)
{
	return c->old && (!c->new || strcmp(c->old->kind, c->new->kind));
}

/* What each change must look like at a commit that has its final state. */
static void set_wants(struct blame *b)
{
	uint64_t *ids;
	size_t i, n = 0;

	for (i = 0; i < b->d.nchanges; i++) {
		const struct change *c = &b->d.changes[i];

		if (c->new)
			n += item_wants_max(c->new->name);
		if (old_gone(c))
			n += item_wants_max(c->old->name);
	}
	ids = xcalloc(n + 1, sizeof(*ids));
	n = 0;
	b->want = xcalloc(b->d.nchanges + 1, sizeof(*b->want));
	b->lookups = xcalloc(2 * b->d.nchanges + 1, sizeof(*b->lookups));
	for (i = 0; i < b->d.nchanges; i++) {
		const struct change *c = &b->d.changes[i];
		struct final *w = &b->want[i];

		w->present = c->new != NULL;
		if (c->new) {
			w->id = id_hash(c->new->kind, c->new->name);
			w->attrs = attrs_hash(c->new);
			item_wants_add(ids, &n, c->new->kind, c->new->name);
		}
		if (old_gone(c)) {
			w->gone = id_hash(c->old->kind, c->old->name);
			item_wants_add(ids, &n, c->old->kind, c->old->name);
		}
		if (w->present)
			b->lookups[b->nlookups++] =
				(struct u64_pair){ w->id, (uint64_t)i << 1 };
		if (w->gone)
			b->lookups[b->nlookups++] =
				(struct u64_pair){ w->gone, (uint64_t)i << 1 | 1 };
	}
	sort_u64_pairs(b->lookups, b->nlookups);
	hash_set_init(&b->ids, ids, n);
	free(ids);
	b->cover = hash_end(hash_mix(HASH_SEED, b->ids.v,
				     b->ids.n * sizeof(*b->ids.v)));
}

static void set_bits_inv(struct blame *b, struct node *n,
			 struct inventory *inv)
{
	struct digest d;

	digest_of(&d, inv, &b->ids);
	free(n->bits);		/* A..A: both ends are one commit */
	n->bits = bits_of(b, &d);
	free(d.v);
}

/*
 * A commit of the range, through the caches of inventories and blobs; its
 * inventory is not kept, since a digest is (15 MB against 1.5 MB for a
 * kernel tree).  With @ids, its facts are left unmerged, for digest_of(),
 * and only those of @ids need be there.  0, or -1 after saying why.
 */
static int load_commit(struct side_ctx *ctx, struct inventory *inv,
		       const struct node *n, const struct hash_set *ids)
{
	int keep = ctx->no_tree_rows, keep_notes = ctx->no_annotate;
	int ret;

	/* Only the ends of the range are the user's: they are annotated. */
	ctx->no_tree_rows = 1;
	ctx->no_annotate = 1;
	ctx->scan.unfinished = !!ids;
	ctx->scan.keep = ids;
	/* 17% of loading a commit from the blob rows was pread()'s copy. */
	cache_map(side_cache(ctx), 1);
	ret = side_load(inv, ctx, n->id);
	cache_map(side_cache(ctx), 0);
	ctx->no_tree_rows = keep;
	ctx->no_annotate = keep_notes;
	ctx->scan.unfinished = 0;
	ctx->scan.keep = NULL;
	return ret;
}

/*
 * Keep the problems of @inv, commit @n's: a file it could not read may
 * hold an item whose commit is then another.
 */
static void keep_troubles(struct blame *b, const struct node *n,
			  const struct inventory *inv)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	for (i = 0; i < inv->nproblems; i++) {
		strbuf_reset(&sb);
		strbuf_addf(&sb, "commit %.12s: %s: %s", n->id,
			    inv->problems[i].path, inv->problems[i].msg);
		ALLOC_GROW(b->troubles, b->ntroubles + 1, b->troubles_alloc);
		b->troubles[b->ntroubles++] = strbuf_detach(&sb, NULL);
	}
	strbuf_release(&sb);
}

/*
 * Whether change @i has its final state at @n: 1, 0, or -1 (said).
 * Called with the lock held; it is let go while @n is loaded through
 * @ctx, the calling thread's.
 */
static int bit_at(const unsigned char *bits, size_t i)
{
	return (bits[i / 8] >> (i % 8)) & 1;
}

/* Whether the state of change @i at @n is known. */
static int known_at(const struct node *n, size_t i)
{
	return n->bits && (!n->known || bit_at(n->known, i));
}

static int state(struct blame *b, struct side_ctx *ctx, struct node *n,
		 size_t i)
{
	struct inventory inv;
	struct digest d = { NULL, 0 };
	unsigned char *bits = NULL, *known = NULL;
	int ret = -1, loaded = 0, some;

	n = effective(b, n);
	while (!known_at(n, i) && n->loading && !b->failed)
		pthread_cond_wait(&b->loaded, &b->lock);
	if (known_at(n, i))
		return bit_at(n->bits, i);
	if (b->failed || node_info(b, n) < 0)
		return -1;
	/* What it has came from a digest that doesn't say about @i. */
	some = n->bits != NULL;
	n->loading = 1;
	pthread_mutex_unlock(&b->lock);
	inventory_init(&inv);
	if (!some)
		ret = digest_get(&d, &known, b, ctx, n->info.tree);
	if (!ret && known && !bit_at(known, i)) {
		free(d.v);
		d.v = NULL;
		known = NULL;
		ret = -1;
	}
	if (ret < 0) {
		ret = load_commit(ctx, &inv, n, &b->ids);
		if (!ret) {
			digest_of(&d, &inv, &b->ids);
			if (!inv.nproblems)
				digest_put(&d, b, ctx, n->info.tree);
			loaded = 1;
		}
	}
	if (!ret)
		bits = bits_of(b, &d);
	free(d.v);
	pthread_mutex_lock(&b->lock);
	keep_troubles(b, n, &inv);
	inventory_release(&inv);
	n->loading = 0;
	if (!ret) {
		free(n->bits);
		n->bits = bits;
		n->known = known;
	}
	/* Before the other thread wakes: it must not load @n again. */
	if (ret < 0)
		b->failed = 1;
	pthread_cond_broadcast(&b->loaded);
	if (ret < 0)
		return -1;
	b->loads += loaded;
	b->probes++;
	return bit_at(n->bits, i);
}

/*
 * The candidates among the commits reachable from @push and from none
 * of @hide, oldest first, in *@out (to be freed).  With @number, they
 * are the range: each commit listed is given its place in it.
 */
static int candidates(struct blame *b, struct node ***out, size_t *n,
		      const char *push, char (*hide)[GIT_WALK_HEXSZ + 1],
		      size_t nhide, int number)
{
	struct strbuf err = STRBUF_INIT, key = STRBUF_INIT, known = STRBUF_INIT;
	char (*ids)[GIT_WALK_HEXSZ + 1];
	size_t nids, i;

	*out = NULL;
	*n = 0;
	if (git_walk_list(&ids, &nids, b->repo, push, hide, nhide, &err) < 0) {
		error("%s", err.buf);
		strbuf_release(&err);
		return -1;
	}
	/*
	 * Which commits of the range touch a wanted file, as a run before
	 * found them: a byte each, in the order of the walk.
	 */
	if (number) {
		cache_key(&key, push);
		strbuf_addf(&key, " touches %s %s", hide[0],
			    b->ctx->only ? b->ctx->only : "all");
		if (cache_bytes_get(side_cache(b->ctx), key.buf, &known) < 0 ||
		    known.len != nids)
			strbuf_reset(&known);
	}
	*out = xcalloc(nids + 1, sizeof(**out));
	for (i = 0; i < nids; i++) {
		struct node *c = node_get(b, ids[i]);

		if (number)
			c->pos = (long)i;
		if (known.len && known.buf[i] != 2)
			c->touched = known.buf[i];
		if (candidate(b, c))
			(*out)[(*n)++] = c;
	}
	if (number && !known.len) {
		for (i = 0; i < nids; i++) {
			int t = node_get(b, ids[i])->touched;

			strbuf_addch(&known, t < 0 ? 2 : t);
		}
		cache_bytes_put(side_cache(b->ctx), key.buf, known.buf,
				known.len);
	}
	strbuf_release(&key);
	strbuf_release(&known);
	free(ids);
	return 0;
}

/*
 * In @list (oldest first; @push, after it, has the final state of change
 * @i and the commits hidden before it don't), the last commit after
 * which change @i has its final state: gallop back from the newest, then
 * bisect, so that an item that came and went and came again is found at
 * its last coming, unless it also went inside the last window.
 */
static struct node *search(struct blame *b, struct side_ctx *ctx,
			   struct node **list, size_t n, struct node *push,
			   size_t i)
{
	long lo = -1, hi = (long)n, step = 1, k;
	int s;

	while (hi > 0) {
		k = hi - step > 0 ? hi - step : 0;
		s = state(b, ctx, list[k], i);
		if (s < 0)
			return NULL;
		if (!s) {
			lo = k;
			break;
		}
		hi = k;
		step *= 2;
	}
	while (hi - lo > 1) {
		k = lo + (hi - lo) / 2;
		s = state(b, ctx, list[k], i);
		if (s < 0)
			return NULL;
		if (s)
			hi = k;
		else
			lo = k;
	}
	return hi < (long)n ? list[hi] : push;
}

/*
 * The commit that made change @i.  A commit found whose parent already
 * had the final state did not make it: the search goes on from that
 * parent, hiding the parents that did not have it, so that a change
 * that came through a merge is found on the merged branch.
 */
static struct node *attribute(struct blame *b, struct side_ctx *ctx,
			      struct node *to, const char *from, size_t i)
{
	char (*hide)[GIT_WALK_HEXSZ + 1] = NULL;
	struct node **list = b->cand, *push = to, *t = NULL, *merge = NULL;
	size_t nhide = 1, alloc = 0, n = b->ncand, p;

	ALLOC_GROW(hide, 1, alloc);
	memcpy(hide[0], from, GIT_WALK_HEXSZ + 1);
	for (;;) {
		struct node *final = NULL;

		t = search(b, ctx, list, n, push, i);
		if (!t || node_info(b, t) < 0) {
			t = NULL;
			break;
		}
		for (p = 0; p < t->info.nparents; p++) {
			struct node *par = node_get(b, t->info.parents[p]);
			int s = state(b, ctx, par, i);

			if (s < 0) {
				final = t = NULL;
				break;
			}
			if (s && !final) {
				final = par;
			} else if (!s) {
				ALLOC_GROW(hide, nhide + 1, alloc);
				memcpy(hide[nhide++], par->id, GIT_WALK_HEXSZ + 1);
			}
		}
		if (!final)
			break;
		/* Before the range: the merge brought back an old state. */
		if (final->pos < 0) {
			t = merge ? merge : t;
			break;
		}
		if (t->info.nparents > 1)
			merge = t;
		push = final;
		if (list != b->cand)
			free(list);
		if (candidates(b, &list, &n, push->id, hide, nhide, 0) < 0) {
			list = NULL;
			t = NULL;
			break;
		}
	}
	if (list != b->cand)
		free(list);
	free(hide);
	return t;
}

static size_t name_commit(struct review *h, struct node *n)
{
	if (!n->named) {
		n->named = 1;
		n->commit = review_add_commit(h, n->id, n->info.subject,
					       n->info.author, n->info.date,
					       NULL);
	}
	return n->commit;
}

static int pos_cmp(const void *a, const void *b)
{
	const struct node *x = *(struct node *const *)a;
	const struct node *y = *(struct node *const *)b;

	return x->pos < y->pos ? -1 : x->pos > y->pos;
}

/*
 * The answer of a log: the commit that made each change.  It is a
 * function of the range's two ends (commits, whose history can't
 * change), of the kinds asked for and of abiwatch's versions, and is
 * kept in the cache under those, so that a log run again costs its diff
 * and not the bisections, which read a digest for each commit they look
 * at (1.5 MB each for a kernel tree: 566 of them, 4 s, in the 922
 * commits of bench/make-history.sh).  Each change is kept with its
 * final state, and an answer that does not fit the changes is not used.
 */
#define ANSWER_MAGIC UINT64_C(0x61626977616e73)	/* "abiwans" */

struct answer_entry {
	uint64_t present, id, attrs, gone;
	char commit[GIT_WALK_HEXSZ];
};

static void answer_key(struct strbuf *key, const struct blame *b,
		       const char *from, const char *to)
{
	cache_key(key, to);
	strbuf_addf(key, " answer1 %s %s", from,
		    b->ctx->only ? b->ctx->only : "all");
}

/* The commits in @made that a run before found: 0, or -1 if none. */
static int answer_get(struct node **made, struct blame *b, const char *from,
		      const char *to)
{
	struct strbuf key = STRBUF_INIT;
	struct answer_entry *e = NULL;
	char id[GIT_WALK_HEXSZ + 1];
	void *v;
	size_t i, n;
	int ret = -1;

	answer_key(&key, b, from, to);
	if (records_get(&v, &n, b->ctx, key.buf, ANSWER_MAGIC,
			sizeof(*e)) < 0)
		goto out;
	e = v;
	if (n != b->d.nchanges)
		goto out;
	for (i = 0; i < b->d.nchanges; i++) {
		const struct final *w = &b->want[i];

		if (e[i].present != (uint64_t)w->present || e[i].id != w->id ||
		    e[i].attrs != w->attrs || e[i].gone != w->gone)
			goto out;
	}
	/* Each one a commit of the range, as candidates() listed it. */
	id[GIT_WALK_HEXSZ] = '\0';
	for (i = 0; i < b->d.nchanges; i++) {
		memcpy(id, e[i].commit, GIT_WALK_HEXSZ);
		made[i] = node_get(b, id);
		if (made[i]->pos < 0)
			goto out;
	}
	ret = 0;
out:
	free(e);
	strbuf_release(&key);
	return ret;
}

static void answer_put(struct node *const *made, struct blame *b,
		       const char *from, const char *to)
{
	struct strbuf key = STRBUF_INIT;
	struct answer_entry *e = xcalloc(b->d.nchanges + 1, sizeof(*e));
	size_t i;

	for (i = 0; i < b->d.nchanges; i++) {
		e[i].present = (uint64_t)b->want[i].present;
		e[i].id = b->want[i].id;
		e[i].attrs = b->want[i].attrs;
		e[i].gone = b->want[i].gone;
		memcpy(e[i].commit, made[i]->id, GIT_WALK_HEXSZ);
	}
	answer_key(&key, b, from, to);
	records_put(b->ctx, key.buf, ANSWER_MAGIC, e, b->d.nchanges,
		    sizeof(*e));
	strbuf_release(&key);
	free(e);
}

/* One of the threads that attribute the changes. */
struct attributor {
	struct blame *b;
	struct side_ctx *ctx;
	struct node *to;
	const char *from;
	struct node **made;
	int back;		/* takes the changes from the back */
};

static void *attribute_some(void *arg)
{
	struct attributor *a = arg;
	struct blame *b = a->b;
	size_t i;

	pthread_mutex_lock(&b->lock);
	while (!b->failed && b->next < b->end) {
		i = a->back ? b->order[--b->end] : b->order[b->next++];
		a->made[i] = attribute(b, a->ctx, a->to, a->from, i);
		if (!a->made[i] || node_info(b, a->made[i]) < 0)
			b->failed = 1;
	}
	pthread_cond_broadcast(&b->loaded);
	pthread_mutex_unlock(&b->lock);
	return NULL;
}

/* A change to attribute, by its item's file. */
struct by_file {
	const char *file;
	size_t change;
};

static int by_file_cmp(const void *a, const void *b)
{
	const struct by_file *x = a, *y = b;
	int c = strcmp(x->file, y->file);

	if (c)
		return c;
	return x->change < y->change ? -1 : x->change > y->change;
}

/*
 * The changes in the order of their files: changes of one file are most
 * often made by one commit or a few near it, so that the commits each
 * thread loads one after the other are near, and share more with the
 * one before (the memo's rows and finish steps).  The two threads start
 * at the two ends, so that they seldom need the same commit at once
 * (one would wait for the other's load).
 */
static void order_changes(struct blame *b)
{
	struct by_file *v = xcalloc(b->d.nchanges + 1, sizeof(*v));
	size_t i;

	for (i = 0; i < b->d.nchanges; i++) {
		const struct change *c = &b->d.changes[i];
		const struct item *it = c->new ? c->new : c->old;

		v[i].file = it->file ? it->file : "";
		v[i].change = i;
	}
	sort_array(v, b->d.nchanges, sizeof(*v), by_file_cmp);
	b->order = xcalloc(b->d.nchanges + 1, sizeof(*b->order));
	for (i = 0; i < b->d.nchanges; i++)
		b->order[i] = v[i].change;
	free(v);
}

/*
 * The commit that made each change, in @made.  A load keeps one core
 * busy for a little more than half its time (the listing, the rows and
 * the digest take one thread), so a second thread attributes changes
 * beside the first, loading the commits it needs through a context of
 * its own: a change's searches look at the same commits in the same
 * order whichever thread takes it, so the answer is the same.
 */
static int attribute_each(struct blame *b, struct node **made,
			  struct node *to, const char *from)
{
	struct side_ctx helper = *b->ctx;
	struct attributor a[2] = {
		{ b, b->ctx, to, from, made, 0 },
		{ b, &helper, to, from, made, 1 },
	};

	/* Its own connection, repository and memo; no trace to share. */
	helper.repo = NULL;
	helper.cache = NULL;
	helper.cache_opened = 0;
	helper.behind = NULL;
	helper.scan.trace = NULL;
	helper.scan.memo = scan_memo_new();
	helper.listing = git_listing_new();
	b->failed = 0;
	cover_put(b);
	order_changes(b);
	b->next = 0;
	b->end = b->d.nchanges;
	run_beside(attribute_some, a,
		   b->ctx->scan.jobs != 1 && b->d.nchanges > 1 ? 2 : 1,
		   sizeof(*a));
	scan_memo_free(helper.scan.memo);
	git_listing_free(helper.listing);
	side_ctx_release(&helper);
	free(b->order);
	b->order = NULL;
	return b->failed ? -1 : 0;
}

/*
 * Each change with the commit that made it, commits in history order:
 * the answer a run before kept, or the bisections of each change.
 */
static int attribute_all(struct blame *b, struct review *h, struct node *to,
			 const char *from)
{
	struct node **made = xcalloc(b->d.nchanges + 1, sizeof(*made));
	struct node **order = xcalloc(b->d.nchanges + 1, sizeof(*order));
	size_t i, n = 0;
	int ret = -1, known;

	known = answer_get(made, b, from, to->id) == 0;
	if (!known && attribute_each(b, made, to, from) < 0)
		goto out;
	for (i = 0; i < b->d.nchanges; i++) {
		if (!made[i] || node_info(b, made[i]) < 0)
			goto out;
		if (!made[i]->named) {
			made[i]->named = 1;
			order[n++] = made[i];
		}
	}
	sort_array(order, n, sizeof(*order), pos_cmp);
	for (i = 0; i < n; i++) {
		order[i]->named = 0;
		name_commit(h, order[i]);
	}
	for (i = 0; i < b->d.nchanges; i++)
		review_add_change(h, &b->d.changes[i], made[i]->commit);
	/* An answer made with a commit not read whole is not kept. */
	if (!known && !b->ntroubles)
		answer_put(made, b, from, to->id);
	ret = 0;
out:
	free(made);
	free(order);
	return ret;
}

/* Empty @inv and load @n into it (nothing, for NULL). */
static int reload(struct blame *b, struct inventory *inv, struct node *n)
{
	int ret;

	inventory_release(inv);
	inventory_init(inv);
	if (!n)
		return 0;
	b->loads++;
	ret = load_commit(b->ctx, inv, n, NULL);
	keep_troubles(b, n, inv);
	return ret;
}

/*
 * --all-steps: the diff of each candidate that is not a merge with its
 * first parent (with the ABI its first parent has), in history order.
 * The newer side is kept for the next step, so that a line of commits
 * loads each once.
 */
static int all_steps(struct blame *b, struct review *h)
{
	struct inventory inv[2], *pinv = &inv[0], *cinv = &inv[1], *tmp;
	struct node *held = NULL, *c, *par;
	struct diff d;
	size_t i, k;
	int ret = -1;

	inventory_init(&inv[0]);
	inventory_init(&inv[1]);
	for (i = 0; i < b->ncand; i++) {
		c = b->cand[i];
		if (node_info(b, c) < 0)
			goto out;
		if (c->info.nparents > 1)
			continue;
		par = c->info.nparents ?
		      effective(b, node_get(b, c->info.parents[0])) : NULL;
		if ((held != par || !par) && reload(b, pinv, par) < 0)
			goto out;
		if (reload(b, cinv, c) < 0)
			goto out;
		diff_inventories(&d, pinv, cinv, &extract_diff_rules);
		for (k = 0; k < d.nchanges; k++)
			review_add_change(h, &d.changes[k], name_commit(h, c));
		diff_release(&d);
		tmp = pinv;
		pinv = cinv;
		cinv = tmp;
		held = c;
	}
	ret = 0;
out:
	inventory_release(&inv[0]);
	inventory_release(&inv[1]);
	return ret;
}

static void blame_release(struct blame *b)
{
	size_t i;

	for (i = 0; i < b->cap; i++) {
		if (!b->table[i])
			continue;
		git_walk_commit_release(&b->table[i]->info);
		free(b->table[i]->bits);
		free(b->table[i]);
	}
	for (i = 0; i < b->ntroubles; i++)
		free(b->troubles[i]);
	free(b->troubles);
	free(b->table);
	free(b->cand);
	free(b->want);
	free(b->lookups);
	hash_set_release(&b->ids);
	for (i = 0; i < b->ncovers; i++)
		free(b->covers[i].known);
	free(b->covers);
	diff_release(&b->d);
	git_repository_free(b->repo);
	pthread_cond_destroy(&b->loaded);
	pthread_mutex_destroy(&b->lock);
}

int blame_range(struct review *h, struct inventory *old,
		struct inventory *new, struct side_ctx *ctx, const char *from,
		const char *to, const struct blame_opts *opts)
{
	struct git_walk_commit ends[2] = { { .nparents = 0 }, { .nparents = 0 } };
	struct strbuf err = STRBUF_INIT;
	struct blame b;
	struct node *nto;
	char hide[1][GIT_WALK_HEXSZ + 1];
	size_t i;
	int ret = -1;

	memset(&b, 0, sizeof(b));
	b.ctx = ctx;
	pthread_mutex_init(&b.lock, NULL);
	pthread_cond_init(&b.loaded, NULL);
	/*
	 * Each tree scanned gives the next the finish steps whose inputs
	 * it doesn't change: the commits loaded one after the other share
	 * most files, and a commit changes the state of one or two kinds.
	 */
	ctx->scan.memo = scan_memo_new();
	ctx->listing = git_listing_new();
	/*
	 * A repository of its own, used under the lock: libgit2's objects
	 * are for one thread at a time, and the loads use their context's.
	 */
	if (source_git_repo_open(&b.repo, ctx->git_dir, &err) < 0 ||
	    git_walk_commit(&ends[0], b.repo, from, &err) < 0 ||
	    git_walk_commit(&ends[1], b.repo, to, &err) < 0) {
		error("%s", err.buf);
		goto out;
	}
	if (side_load(old, ctx, from) < 0 || side_load(new, ctx, to) < 0)
		goto out;
	h->old = old;
	h->new = new;
	diff_inventories(&b.d, old, new, &extract_diff_rules);
	set_wants(&b);
	set_bits_inv(&b, node_get(&b, ends[0].id), old);
	nto = node_get(&b, ends[1].id);
	set_bits_inv(&b, nto, new);
	if (!b.d.nchanges && !opts->all_steps) {
		ret = 0;
		goto out;
	}
	memcpy(hide[0], ends[0].id, sizeof(hide[0]));
	if (candidates(&b, &b.cand, &b.ncand, nto->id, hide, 1, 1) < 0)
		goto out;
	ret = opts->all_steps ? all_steps(&b, h) :
	      attribute_all(&b, h, nto, ends[0].id);
	if (getenv("ABIWATCH_TRACE"))
		fprintf(stderr, "%s: log %s..%s: %zu changes, %zu candidate commits, %zu looked at, %zu of them loaded\n",
			progname, from, to, b.d.nchanges, b.ncand, b.probes,
			b.loads);
	/* In the order of the commits' ids, whichever thread met them. */
	sort_array(b.troubles, b.ntroubles, sizeof(*b.troubles), str_ptr_cmp);
	for (i = 0; i < b.ntroubles; i++)
		error("%s", b.troubles[i]);
	if (!ret && b.ntroubles)
		ret = 1;
out:
	scan_memo_free(ctx->scan.memo);
	ctx->scan.memo = NULL;
	git_listing_free(ctx->listing);
	ctx->listing = NULL;
	git_walk_commit_release(&ends[0]);
	git_walk_commit_release(&ends[1]);
	strbuf_release(&err);
	blame_release(&b);
	return ret;
}
