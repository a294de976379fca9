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

void xdirs_file(struct xdirs *x, const char *path)
{
	x->file = path;
}

static void add(struct xdirs *x, int use, const char *key, const char *item,
		const char *path)
{
	struct xdir **v = use ? &x->uses : &x->defs, *d;
	size_t *n = use ? &x->nuses : &x->ndefs;
	const char *slash = x->file ? strrchr(x->file, '/') : NULL;

	if (use)
		ALLOC_GROW(*v, *n + 1, x->uses_alloc);
	else
		ALLOC_GROW(*v, *n + 1, x->defs_alloc);
	d = &(*v)[(*n)++];
	d->key = arena_strdup(&x->arena, key);
	d->item = item ? arena_strdup(&x->arena, item) : NULL;
	d->path = arena_strdup(&x->arena, path);
	d->line = 0;
	d->dir = x->file ? arena_strndup(&x->arena, x->file,
					 slash ? (size_t)(slash - x->file) : 0) :
			   NULL;
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
		add(x, 0, key.buf, NULL, path.buf);
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
			add(x, 0, key.buf, NULL, path.buf);
			break;
		}
		i = close;
	}
	strbuf_release(&key);
	strbuf_release(&path);
}

void xdirs_use_line(struct xdirs *x, const struct token *t,
		    const struct cinit_dir_stop *stop, const char *item,
		    const char *name, uint32_t line)
{
	struct strbuf key = STRBUF_INIT, path = STRBUF_INIT;

	if (!xdirs_key(&key, t, stop->b, stop->e)) {
		strbuf_addbuf(&path, &stop->rel);
		if (path.len)
			strbuf_addch(&path, '/');
		strbuf_addstr(&path, name);
		add(x, 1, key.buf, item, path.buf);
		x->uses[x->nuses - 1].line = line;
	}
	strbuf_release(&key);
	strbuf_release(&path);
}

void xdirs_use(struct xdirs *x, const struct token *t,
	       const struct cinit_dir_stop *stop, const char *item,
	       const char *name)
{
	xdirs_use_line(x, t, stop, item, name, 0);
}

/* A function of the file: its name at t[name], its body t[body..end]. */
struct xfn {
	size_t name, body, end;
	int is_static;
};

/* The function whose body holds t[at]. */
static int enclosing_fn(struct xfn *f, const struct token *t, size_t n,
			size_t at)
{
	size_t i, start = 0, close, nc, k;

	for (i = 0; i < at; i++) {
		if ((t[i].flags & TOKF_PP) || tok_punct(&t[i], ';')) {
			start = i + 1;
			continue;
		}
		if (tok_opens(&t[i]) && !tok_punct(&t[i], '(')) {
			/* A struct's body, an initialiser: not a function. */
			i = tok_close(t, i, n, NULL, 0, &nc);
			continue;
		}
		if (t[i].kind != TOK_IDENT || i + 1 >= n ||
		    !tok_punct(&t[i + 1], '('))
			continue;
		close = tok_close(t, i + 1, n, NULL, 0, &nc);
		if (close + 1 >= n || !tok_punct(&t[close + 1], '{')) {
			i = close;
			continue;
		}
		f->name = i;
		f->body = close + 1;
		f->end = tok_close(t, close + 1, n, NULL, 0, &nc);
		if (at < f->end) {
			f->is_static = 0;
			for (k = start; k < i; k++)
				f->is_static |= tok_eq(&t[k], "static");
			return 0;
		}
		i = f->end;
		start = i + 1;
	}
	return -1;
}

/* Which parameter of the function f is named @id: its index, or -1. */
static int param_index(const struct xfn *f, const struct token *t, size_t n,
		       const struct token *id)
{
	struct cinit_call p;
	const struct token *last;
	size_t k, j;

	if (cinit_call(&p, t, f->name, n))
		return -1;
	for (k = 0; k < p.nargs; k++) {
		last = NULL;
		for (j = p.b[k]; j < p.e[k]; j++)
			if (t[j].kind == TOK_IDENT)
				last = &t[j];
		if (last && last->len == id->len &&
		    !memcmp(last->s, id->s, id->len))
			return (int)k;
	}
	return -1;
}

/* Whether the body of f assigns to @id: "id = ...". */
static int assigns(const struct xfn *f, const struct token *t,
		   const struct token *id)
{
	size_t j;

	for (j = f->body; j + 1 < f->end; j++)
		if (t[j].kind == TOK_IDENT && t[j].len == id->len &&
		    !memcmp(t[j].s, id->s, id->len) &&
		    tok_punct(&t[j + 1], '=') &&
		    !tok_eq(&t[j - 1], "->") && !tok_punct(&t[j - 1], '.'))
			return 1;
	return 0;
}

static int follow_param(struct strbuf *out, struct strbuf *sb,
			struct cinit_dir_stop *stop,
			const struct cinit_dirs *dirs, const struct token *t,
			size_t n, size_t at, int depth);

/*
 * Where the argument t[b..e) of a call at t[at] leads: 0 with its path in
 * @sb, 1 with @stop where it stopped (a key), -1.  @out is what the call
 * says, "P path" or "K key rel", for the calls to be compared.
 */
static int follow_arg(struct strbuf *out, struct strbuf *sb,
		      struct cinit_dir_stop *stop,
		      const struct cinit_dirs *dirs, const struct token *t,
		      size_t n, size_t b, size_t e, size_t at, int depth)
{
	strbuf_reset(sb);
	strbuf_reset(&stop->rel);
	stop->b = stop->e = 0;
	if (!cinit_dir_path_stop(sb, stop, dirs, t, n, b, e)) {
		strbuf_reset(out);
		strbuf_addf(out, "P %s", sb->buf);
		return 0;
	}
	/* Begins at run time: no place two drivers don't share. */
	if (sb->len || !stop->e)
		return -1;
	return follow_param(out, sb, stop, dirs, t, n, at, depth + 1);
}

static int follow_param(struct strbuf *out, struct strbuf *sb,
			struct cinit_dir_stop *stop,
			const struct cinit_dirs *dirs, const struct token *t,
			size_t n, size_t at, int depth)
{
	struct cinit_dir_stop st = { 0, 0, STRBUF_INIT };
	struct strbuf got = STRBUF_INIT, first = STRBUF_INIT;
	struct strbuf path = STRBUF_INIT, rel = STRBUF_INIT;
	const struct token *id = &t[stop->b], *fname;
	struct cinit_call c;
	struct xfn f;
	size_t j, nargs = 0, sb_b = 0, sb_e = 0;
	int k, r, r0 = -1, res = -1, calls = 0;

	if (!xdirs_key(&got, t, stop->b, stop->e)) {
		strbuf_reset(out);
		strbuf_addf(out, "K %s %s", got.buf, stop->rel.buf);
		res = 1;
		goto out;
	}
	/*
	 * The parameter of the function that makes the item: cinit's
	 * variables are the file's, so a chain that went through another
	 * function's "d = debugfs_create_dir(...)" is not followed.
	 */
	if (depth > 4 || stop->e != stop->b + 1 || id->kind != TOK_IDENT ||
	    enclosing_fn(&f, t, n, stop->b) || !f.is_static || at <= f.body ||
	    at >= f.end)
		goto out;
	k = param_index(&f, t, n, id);
	if (k < 0 || assigns(&f, t, id) || cinit_call(&c, t, f.name, n))
		goto out;
	nargs = c.nargs;
	fname = &t[f.name];
	for (j = 0; j + 1 < n; j++) {
		const struct token *prev = j ? &t[j - 1] : NULL;

		if (j == f.name || t[j].kind != TOK_IDENT ||
		    t[j].len != fname->len ||
		    memcmp(t[j].s, fname->s, fname->len))
			continue;
		/* Its address taken, or a macro's: callers unknown. */
		if ((t[j].flags & TOKF_PP) || !tok_punct(&t[j + 1], '('))
			goto out;
		/* A prototype, or another definition (a stub under #else). */
		if (prev && (tok_punct(prev, '*') ||
			     (prev->kind == TOK_IDENT && !tok_eq(prev, "return") &&
			      !tok_eq(prev, "else") && !tok_eq(prev, "do"))))
			continue;
		/* Another struct's function pointer of that name. */
		if (prev && (tok_eq(prev, "->") || tok_punct(prev, '.')))
			continue;
		if (cinit_call(&c, t, j, n) || c.nargs != nargs)
			goto out;
		r = follow_arg(&got, &path, &st, dirs, t, n, c.b[k], c.e[k], j,
			       depth);
		if (r < 0 || (calls && strcmp(got.buf, first.buf)))
			goto out;
		if (!calls++) {
			strbuf_addbuf(&first, &got);
			r0 = r;
			sb_b = st.b;
			sb_e = st.e;
			strbuf_reset(&rel);
			strbuf_addbuf(&rel, r ? &st.rel : &path);
		}
	}
	if (!calls)
		goto out;
	/* The names the argument's path ends with, then the parameter's. */
	if (rel.len && stop->rel.len)
		strbuf_addch(&rel, '/');
	strbuf_addbuf(&rel, &stop->rel);
	strbuf_reset(out);
	res = r0;
	if (res) {
		stop->b = sb_b;
		stop->e = sb_e;
		strbuf_reset(&stop->rel);
		strbuf_addbuf(&stop->rel, &rel);
		xdirs_key(&got, t, stop->b, stop->e);
		strbuf_addf(out, "K %s %s", got.buf, rel.buf);
	} else {
		strbuf_reset(sb);
		strbuf_addbuf(sb, &rel);
		strbuf_addf(out, "P %s", rel.buf);
	}
out:
	strbuf_release(&st.rel);
	strbuf_release(&got);
	strbuf_release(&first);
	strbuf_release(&path);
	strbuf_release(&rel);
	return res;
}

int xdirs_param(struct strbuf *sb, struct cinit_dir_stop *stop,
		const struct cinit_dirs *dirs, const struct token *t, size_t n,
		size_t at)
{
	struct strbuf out = STRBUF_INIT;
	struct strbuf key = STRBUF_INIT;
	size_t len = sb->len;
	int r = -1;

	/* A field or a getter is for the finish step already. */
	if (stop->e && xdirs_key(&key, t, stop->b, stop->e))
		r = follow_param(&out, sb, stop, dirs, t, n, at, 0);
	if (r < 0)
		strbuf_setlen(sb, len);
	strbuf_release(&out);
	strbuf_release(&key);
	return r;
}

void xdirs_def(struct xdirs *x, const char *key, const char *path)
{
	add(x, 0, key, NULL, path);
}

void xdirs_use_at(struct xdirs *x, const char *key, const char *item,
		  const char *path)
{
	add(x, 1, key, item, path);
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
	const struct xdir *x = a, *y = b;
	int c = strcmp(x->item, y->item);

	if (c)
		return c;
	return x->line < y->line ? -1 : x->line > y->line;
}

static int by_key(const void *a, const void *b)
{
	return strcmp(((const struct xdir *)a)->key,
		      ((const struct xdir *)b)->key);
}

/*
 * The one path that the definitions [b, e) of a key give, counting only
 * those of directory @dir if it is not NULL; sets *found if there is one.
 */
static const char *agree(const struct xdir *b, const struct xdir *e,
			 const char *dir, int *found)
{
	const char *path = NULL;

	*found = 0;
	for (; b < e; b++) {
		if (dir && (!b->dir || strcmp(b->dir, dir)))
			continue;
		if (path && strcmp(b->path, path))
			return NULL;
		path = b->path;
		*found = 1;
	}
	return path && *path ? path : NULL;
}

/*
 * The one path the definitions of @key give: those of the use's own
 * directory @dir if there are some (two drivers' ->dbgfs_dir are two
 * directories), else all of them.  NULL if they disagree.
 */
static const char *key_path(const struct xdir *defs, size_t n, const char *key,
			    const char *dir)
{
	struct xdir k = { key, NULL, NULL, NULL, 0 };
	const struct xdir *d = bsearch(&k, defs, n, sizeof(*defs), by_key), *e;
	const char *path;
	int found;

	if (!d)
		return NULL;
	while (d > defs && !strcmp(d[-1].key, key))
		d--;
	for (e = d; e < defs + n && !strcmp(e->key, key); e++)
		;
	if (dir) {
		path = agree(d, e, dir, &found);
		if (found)
			return path;
	}
	return agree(d, e, NULL, &found);
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
		key.line = it->line;
		u = bsearch(&key, uses, nuses, sizeof(*uses), by_item);
		if (!u) {
			key.line = 0;
			u = bsearch(&key, uses, nuses, sizeof(*uses), by_item);
		}
		path = u ? key_path(defs, ndefs, u->key, u->dir) : NULL;
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
 * definitions, then each, then the number of uses, then each: key, item,
 * path, directory (a definition has no item, and procfs's no
 * directory) and line.  The strings
 * are the arena's, so nothing points to the file's path.
 */
static void pack_xdir(struct strbuf *out, const struct xdir *d)
{
	pack_str(out, d->key);
	pack_str(out, d->item);
	pack_str(out, d->path);
	pack_str(out, d->dir);
	pack_u32(out, d->line);
}

void xdirs_pack(struct strbuf *out, const struct xdirs *x)
{
	size_t i;

	pack_u32(out, (uint32_t)x->ndefs);
	for (i = 0; i < x->ndefs; i++)
		pack_xdir(out, &x->defs[i]);
	pack_u32(out, (uint32_t)x->nuses);
	for (i = 0; i < x->nuses; i++)
		pack_xdir(out, &x->uses[i]);
}

static int unpack_xdir(struct unpacker *u, struct xdirs *x, struct xdir *d)
{
	d->key = unpack_str(u, &x->arena);
	d->item = unpack_str(u, &x->arena);
	d->path = unpack_str(u, &x->arena);
	d->dir = unpack_str(u, &x->arena);
	d->line = unpack_u32(u);
	return u->err || !d->key || !d->path ? -1 : 0;
}

int xdirs_unpack(struct xdirs *x, struct unpacker *u)
{
	uint32_t n, i;

	n = unpack_u32(u);
	/* Each takes at least 20 bytes: a bad count is no allocation. */
	if (u->err || n > (size_t)(u->end - u->p) / 20)
		return -1;
	for (i = 0; i < n; i++) {
		ALLOC_GROW(x->defs, x->ndefs + 1, x->defs_alloc);
		if (unpack_xdir(u, x, &x->defs[x->ndefs++]) < 0)
			return -1;
	}
	n = unpack_u32(u);
	if (u->err || n > (size_t)(u->end - u->p) / 20)
		return -1;
	for (i = 0; i < n; i++) {
		ALLOC_GROW(x->uses, x->nuses + 1, x->uses_alloc);
		if (unpack_xdir(u, x, &x->uses[x->nuses]) < 0 ||
		    !x->uses[x->nuses++].item)
			return -1;
	}
	return 0;
}
