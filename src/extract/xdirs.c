// SPDX-License-Identifier: GPL-2.0
/*
 * Directories across files (see xdirs.h).
 */
#include <stdlib.h>
#include <string.h>

#include "extract/xdirs.h"
#include "core/inventory.h"
#include "core/strbuf.h"
#include "core/util.h"

int xdirs_key(struct strbuf *key, const struct token *t, size_t b, size_t e)
{
	strbuf_reset(key);
	if (e >= b + 3 && t[e - 1].kind == TOK_IDENT &&
	    (tok_eq(&t[e - 2], "->") || tok_punct(&t[e - 2], '.'))) {
		strbuf_addf(key, "->%.*s", (int)t[e - 1].len, t[e - 1].s);
		return 0;
	}
	if (e == b + 3 && t[b].kind == TOK_IDENT && tok_punct(&t[b + 1], '(') &&
	    tok_punct(&t[b + 2], ')')) {
		strbuf_addf(key, "%.*s()", (int)t[b].len, t[b].s);
		return 0;
	}
	return -1;
}

static void add(struct arena *a, struct xdir **v, size_t *n, size_t *alloc,
		const char *key, const char *item, const char *path)
{
	ALLOC_GROW(*v, *n + 1, *alloc);
	(*v)[*n].key = arena_strdup(a, key);
	(*v)[*n].item = item ? arena_strdup(a, item) : NULL;
	(*v)[(*n)++].path = arena_strdup(a, path);
}

void xdirs_def_call(struct xdirs *x, const struct cinit_dirs *dirs,
		    const struct token *t, size_t n, size_t i)
{
	struct strbuf key = STRBUF_INIT, path = STRBUF_INIT;

	/* X->F = dir_call(...) or X.F = dir_call(...) */
	if (i >= 4 && tok_punct(&t[i - 1], '=') && t[i - 2].kind == TOK_IDENT &&
	    (tok_eq(&t[i - 3], "->") || tok_punct(&t[i - 3], '.'))) {
		strbuf_addf(&key, "->%.*s", (int)t[i - 2].len, t[i - 2].s);
		if (cinit_dir_path(&path, dirs, t, n, i - 4, i - 1))
			strbuf_reset(&path);
		add(&x->arena, &x->defs, &x->ndefs, &x->defs_alloc, key.buf,
		    NULL, path.buf);
	}
	strbuf_release(&key);
	strbuf_release(&path);
}

void xdirs_getters(struct xdirs *x, const struct cinit_dirs *dirs,
		   const struct token *t, size_t n)
{
	struct strbuf key = STRBUF_INIT, path = STRBUF_INIT;
	size_t i, k, close, nc;

	/* F ( void ) { ... return V ; ... } */
	for (i = 0; i + 5 < n; i++) {
		if (t[i].kind != TOK_IDENT || !tok_punct(&t[i + 1], '(') ||
		    !tok_eq(&t[i + 2], "void") || !tok_punct(&t[i + 3], ')') ||
		    !tok_punct(&t[i + 4], '{'))
			continue;
		close = tok_close(t, i + 4, n, NULL, 0, &nc);
		for (k = i + 5; k + 2 < close; k++) {
			if (!tok_eq(&t[k], "return") ||
			    t[k + 1].kind != TOK_IDENT ||
			    !tok_punct(&t[k + 2], ';'))
				continue;
			strbuf_reset(&path);
			if (cinit_dir_path(&path, dirs, t, n, k + 1, k + 2))
				strbuf_reset(&path);
			strbuf_reset(&key);
			strbuf_addf(&key, "%.*s()", (int)t[i].len, t[i].s);
			add(&x->arena, &x->defs, &x->ndefs, &x->defs_alloc,
			    key.buf, NULL, path.buf);
			break;
		}
		i = close;
	}
	strbuf_release(&key);
	strbuf_release(&path);
}

void xdirs_use(struct xdirs *x, const struct token *t,
	       const struct cinit_dir_stop *stop, const char *item,
	       const char *name)
{
	struct strbuf key = STRBUF_INIT, path = STRBUF_INIT;

	if (!xdirs_key(&key, t, stop->b, stop->e)) {
		strbuf_addbuf(&path, &stop->rel);
		if (path.len)
			strbuf_addch(&path, '/');
		strbuf_addstr(&path, name);
		add(&x->arena, &x->uses, &x->nuses, &x->uses_alloc, key.buf,
		    item, path.buf);
	}
	strbuf_release(&key);
	strbuf_release(&path);
}

void xdirs_def(struct xdirs *x, const char *key, const char *path)
{
	add(&x->arena, &x->defs, &x->ndefs, &x->defs_alloc, key, NULL, path);
}

void xdirs_use_at(struct xdirs *x, const char *key, const char *item,
		  const char *path)
{
	add(&x->arena, &x->uses, &x->nuses, &x->uses_alloc, key, item, path);
}

size_t xdirs_count(const struct xdirs *x)
{
	return x->ndefs + x->nuses;
}

void xdirs_release(struct xdirs *x)
{
	free(x->defs);
	free(x->uses);
	arena_release(&x->arena);
}

static int by_item(const void *a, const void *b)
{
	return strcmp(((const struct xdir *)a)->item,
		      ((const struct xdir *)b)->item);
}

static int by_key(const void *a, const void *b)
{
	return strcmp(((const struct xdir *)a)->key,
		      ((const struct xdir *)b)->key);
}

/* The one path all definitions of @key give, or NULL. */
static const char *key_path(const struct xdir *defs, size_t n, const char *key)
{
	struct xdir k = { key, NULL, NULL };
	const struct xdir *d = bsearch(&k, defs, n, sizeof(*defs), by_key);
	const char *path;

	if (!d)
		return NULL;
	while (d > defs && !strcmp(d[-1].key, key))
		d--;
	for (path = d->path; d < defs + n && !strcmp(d->key, key); d++)
		if (strcmp(d->path, path))
			return NULL;
	return *path ? path : NULL;
}

/* All @which arrays of the states, as one array to free(). */
static struct xdir *gather(struct xdirs *const *v, size_t n, int uses,
			   size_t *count)
{
	struct xdir *all = NULL;
	size_t i, total = 0, m;

	for (i = 0; i < n; i++)
		total += uses ? v[i]->nuses : v[i]->ndefs;
	all = xcalloc(total ? total : 1, sizeof(*all));
	for (i = 0, *count = 0; i < n; i++) {
		m = uses ? v[i]->nuses : v[i]->ndefs;
		if (m)
			memcpy(all + *count, uses ? v[i]->uses : v[i]->defs,
			       m * sizeof(*all));
		*count += m;
	}
	return all;
}

void xdirs_resolve(struct inventory *inv, const char *kind, const char *root,
		   struct xdirs *const *v, size_t n)
{
	struct strbuf sb = STRBUF_INIT;
	struct xdir *defs, *uses, key, *u;
	size_t ndefs, nuses, i;
	const char *path;

	defs = gather(v, n, 0, &ndefs);
	uses = gather(v, n, 1, &nuses);
	qsort(defs, ndefs, sizeof(*defs), by_key);
	qsort(uses, nuses, sizeof(*uses), by_item);
	for (i = 0; nuses && ndefs && i < inv->nitems; i++) {
		struct item *it = &inv->items[i];

		if (strcmp(it->kind, kind))
			continue;
		key.item = it->name;
		u = bsearch(&key, uses, nuses, sizeof(*uses), by_item);
		path = u ? key_path(defs, ndefs, u->key) : NULL;
		if (!path)
			continue;
		strbuf_reset(&sb);
		strbuf_addf(&sb, "%s%s/%s", root, path, u->path);
		it->name = arena_strndup(&inv->arena, sb.buf, sb.len);
	}
	free(defs);
	free(uses);
	strbuf_release(&sb);
}

void xdirs_resolve_states(struct inventory *inv, const char *kind,
			  const char *root, void **states, int nstates,
			  size_t offset)
{
	struct xdirs **v = xcalloc((size_t)nstates + 1, sizeof(*v));
	size_t n = 0;
	int i;

	for (i = 0; i < nstates; i++)
		if (states[i])
			v[n++] = (struct xdirs *)((char *)states[i] + offset);
	xdirs_resolve(inv, kind, root, v, n);
	free(v);
}

/*
 * For the cache (struct extractor's state_pack): the number of
 * definitions, each key and path, then the number of uses, each key,
 * item and path.  The strings are the arena's, so nothing points to
 * the file's path.
 */
void xdirs_pack(struct strbuf *out, const struct xdirs *x)
{
	size_t i;

	pack_u32(out, (uint32_t)x->ndefs);
	for (i = 0; i < x->ndefs; i++) {
		pack_str(out, x->defs[i].key);
		pack_str(out, x->defs[i].path);
	}
	pack_u32(out, (uint32_t)x->nuses);
	for (i = 0; i < x->nuses; i++) {
		pack_str(out, x->uses[i].key);
		pack_str(out, x->uses[i].item);
		pack_str(out, x->uses[i].path);
	}
}

static int unpack_one(struct unpacker *u, struct xdirs *x, int use)
{
	uint32_t len[3] = { 0, 0, 0 };
	const char *key, *item = NULL, *path;

	key = unpack_mem(u, &len[0]);
	if (use)
		item = unpack_mem(u, &len[1]);
	path = unpack_mem(u, &len[2]);
	if (!key || (use && !item) || !path)
		return -1;
	if (use) {
		ALLOC_GROW(x->uses, x->nuses + 1, x->uses_alloc);
		x->uses[x->nuses].key = arena_strndup(&x->arena, key, len[0]);
		x->uses[x->nuses].item = arena_strndup(&x->arena, item,
						       len[1]);
		x->uses[x->nuses++].path = arena_strndup(&x->arena, path,
							 len[2]);
	} else {
		ALLOC_GROW(x->defs, x->ndefs + 1, x->defs_alloc);
		x->defs[x->ndefs].key = arena_strndup(&x->arena, key, len[0]);
		x->defs[x->ndefs].item = NULL;
		x->defs[x->ndefs++].path = arena_strndup(&x->arena, path,
							 len[2]);
	}
	return 0;
}

int xdirs_unpack(struct xdirs *x, struct unpacker *u)
{
	uint32_t n, i;
	int use;

	for (use = 0; use < 2; use++) {
		n = unpack_u32(u);
		for (i = 0; i < n; i++)
			if (unpack_one(u, x, use) < 0)
				return -1;
	}
	return u->err ? -1 : 0;
}
