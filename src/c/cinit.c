// SPDX-License-Identifier: GPL-2.0
#include <stdlib.h>
#include <string.h>

#include "c/cexpr.h"
#include "c/cinit.h"
#include "core/util.h"

int cinit_string(struct strbuf *sb, const struct token *t, size_t n)
{
	size_t i;

	strbuf_reset(sb);
	if (!n)
		return -1;
	for (i = 0; i < n; i++) {
		if (t[i].kind != TOK_STRING || t[i].len < 2 ||
		    t[i].s[0] != '"') {
			strbuf_reset(sb);
			return -1;
		}
		strbuf_add(sb, t[i].s + 1, t[i].len - 2);
	}
	return 0;
}

/* The mode macros of <linux/stat.h> and <uapi/linux/stat.h>. */
static const struct {
	const char *name;
	unsigned int mode;
} modes[] = {
	{ "S_IALLUGO", 07777 }, { "S_IRGRP", 0040 }, { "S_IROTH", 0004 },
	{ "S_IRUGO", 0444 }, { "S_IRUSR", 0400 }, { "S_IRWXG", 0070 },
	{ "S_IRWXO", 0007 }, { "S_IRWXU", 0700 }, { "S_IRWXUGO", 0777 },
	{ "S_IWGRP", 0020 }, { "S_IWOTH", 0002 }, { "S_IWUGO", 0222 },
	{ "S_IWUSR", 0200 }, { "S_IXGRP", 0010 }, { "S_IXOTH", 0001 },
	{ "S_IXUGO", 0111 }, { "S_IXUSR", 0100 },
	{ "VERIFY_OCTAL_PERMISSIONS", 0 },
};

static int mode_lookup(void *data, const char *name, size_t len,
		       uint64_t *val, int depth)
{
	size_t i;

	(void)data;
	(void)depth;
	for (i = 0; i < ARRAY_SIZE(modes); i++) {
		if (strlen(modes[i].name) == len &&
		    !memcmp(modes[i].name, name, len)) {
			*val = modes[i].mode;
			return 0;
		}
	}
	return -1;
}

/* VERIFY_OCTAL_PERMISSIONS(perms) is its argument. */
static int mode_call(void *data, const struct token *name,
		     const struct token *args, size_t n, uint64_t *val,
		     int depth)
{
	const struct cexpr_env env = { mode_lookup, mode_call, data };

	if (!tok_eq(name, "VERIFY_OCTAL_PERMISSIONS"))
		return -1;
	return cexpr_eval(val, args, n, &env, depth);
}

void cinit_mode(struct strbuf *sb, const struct token *t, size_t n)
{
	const struct cexpr_env env = { mode_lookup, mode_call, NULL };
	uint64_t v;

	strbuf_reset(sb);
	if (n && !cexpr_eval(&v, t, n, &env, 0) && v <= 07777)
		strbuf_addf(sb, "%04llo", (unsigned long long)v);
	else
		tok_text(sb, t, t + n);
}

int cinit_call(struct cinit_call *c, const struct token *t, size_t i,
	       size_t n)
{
	size_t commas[8], nc, k, start;

	if (i + 1 >= n || t[i].kind != TOK_IDENT || !tok_punct(&t[i + 1], '('))
		return -1;
	c->i = i;
	c->close = tok_close(t, i + 1, n, commas, ARRAY_SIZE(commas), &nc);
	if (c->close >= n)
		return -1;
	if (nc > ARRAY_SIZE(commas))
		nc = ARRAY_SIZE(commas);
	c->nargs = 0;
	start = i + 2;
	for (k = 0; k <= nc && c->nargs < ARRAY_SIZE(c->b); k++) {
		size_t end = k < nc ? commas[k] : c->close;

		if (end == start && k == nc && !nc)
			break;
		c->b[c->nargs] = start;
		c->e[c->nargs++] = end;
		start = end + 1;
	}
	return 0;
}

int cinit_field(const struct token *t, size_t open, size_t n,
		const char *field, size_t *vb, size_t *ve)
{
	size_t close, nc, i;
	int depth = 0;

	close = tok_close(t, open, n, NULL, 0, &nc);
	if (close >= n)
		return -1;
	for (i = open + 1; i < close; i++) {
		if (tok_opens(&t[i]))
			depth++;
		else if (tok_closes(&t[i]))
			depth--;
		if (depth || !tok_punct(&t[i], '.') || i + 2 >= close ||
		    !tok_eq(&t[i + 1], field) || !tok_punct(&t[i + 2], '='))
			continue;
		/* The value runs to the next top-level ',' or the end. */
		*vb = i + 3;
		for (i += 3; i < close; i++) {
			if (tok_opens(&t[i]))
				depth++;
			else if (tok_closes(&t[i]))
				depth--;
			else if (!depth && tok_punct(&t[i], ','))
				break;
		}
		*ve = i;
		return 0;
	}
	return -1;
}

const struct token *cinit_lvalue(const struct token *t, size_t i)
{
	size_t k;

	if (!i || !tok_punct(&t[i - 1], '='))
		return NULL;
	for (k = i - 1; k-- > 0;) {
		/* .field = ...: a designator, not a variable. */
		if (t[k].kind == TOK_IDENT)
			return k && tok_punct(&t[k - 1], '.') ? NULL : &t[k];
		if (!tok_punct(&t[k], ']') && !tok_punct(&t[k], '[') &&
		    t[k].kind != TOK_NUMBER)
			return NULL;
	}
	return NULL;
}

size_t cinit_of(const struct token *t, size_t n, const struct token *name)
{
	const struct token *lv;
	size_t i;

	for (i = 1; name && i + 1 < n; i++) {
		if (!tok_punct(&t[i], '{'))
			continue;
		lv = cinit_lvalue(t, i);
		if (lv && lv->len == name->len &&
		    !memcmp(lv->s, name->s, lv->len))
			return i;
	}
	return 0;
}

const struct token *cinit_ident(const struct token *t, size_t b, size_t e)
{
	for (; b < e; b++) {
		if (t[b].kind == TOK_IDENT)
			return &t[b];
		if (!tok_punct(&t[b], '&') && !tok_punct(&t[b], '(') &&
		    !tok_punct(&t[b], '*'))
			return NULL;
	}
	return NULL;
}

int cinit_macro_string(struct strbuf *sb, const struct token *t, size_t n,
		       const struct token *name)
{
	size_t k, v;

	for (k = 0; k + 3 < n; k++) {
		if (t[k].kind != TOK_DIRECTIVE || !tok_eq(&t[k + 1], "define") ||
		    t[k + 2].len != name->len ||
		    memcmp(t[k + 2].s, name->s, name->len) ||
		    t[k + 3].kind != TOK_STRING)
			continue;
		for (v = k + 3; v < n && t[v].kind == TOK_STRING; v++)
			;
		return v < n && t[v].kind == TOK_EOD ?
			cinit_string(sb, &t[k + 3], v - k - 3) : -1;
	}
	return -1;
}

/*
 * cinit_macro_string() from the index's string macros (the first of
 * @name, as there), or from the tokens without one.
 */
static int macro_string(struct strbuf *sb, const struct cinit_dir_index *idx,
			const struct token *t, size_t n,
			const struct token *name)
{
	size_t j, k, v;

	if (!idx)
		return cinit_macro_string(sb, t, n, name);
	for (j = 0; j < idx->ndefs; j++) {
		k = idx->defs[j];
		if (t[k + 2].len != name->len ||
		    memcmp(t[k + 2].s, name->s, name->len))
			continue;
		for (v = k + 3; v < n && t[v].kind == TOK_STRING; v++)
			;
		return v < n && t[v].kind == TOK_EOD ?
			cinit_string(sb, &t[k + 3], v - k - 3) : -1;
	}
	return -1;
}

/*
 * The name of a directory made at run time, "<id>" of sb->s_id: the last
 * word of the last identifier of t[b..e); a macro of the file that is a
 * string is that string (DRV_NAME).
 */
static int run_time_name(struct strbuf *sb, const struct cinit_dir_index *idx,
			 const struct token *t, size_t n, size_t b, size_t e)
{
	const struct token *id = NULL;
	size_t w;

	for (; b < e; b++)
		if (t[b].kind == TOK_IDENT)
			id = &t[b];
	if (!id)
		return -1;
	if (!macro_string(sb, idx, t, n, id))
		return 0;
	for (w = id->len; w > 1 && id->s[w - 1] != '_'; w--)
		;
	if (id->s[w - 1] != '_')
		w = 0;
	strbuf_addf(sb, "<%.*s>", (int)(id->len - w), id->s + w);
	return 0;
}

/* Whether identifier @id is a struct's field: x->id, x.id. */
static int is_field(const struct token *t, const struct token *id)
{
	return id > t && (tok_eq(id - 1, "->") || tok_punct(id - 1, '.'));
}

void cinit_dir_index_release(struct cinit_dir_index *idx)
{
	free(idx->v);
	free(idx->defs);
	memset(idx, 0, sizeof(*idx));
}

/* The index of dir_call() over t[1..n), made again for other tokens. */
static const struct cinit_dir_index *dir_index(const struct cinit_dirs *dirs,
					       const struct token *t, size_t n)
{
	struct cinit_dir_index *idx = dirs->index;
	size_t i;
	int na, pa;

	if (idx->built && idx->t == t && idx->n == n)
		return idx;
	idx->t = t;
	idx->n = n;
	idx->nr = 0;
	idx->ndefs = 0;
	idx->built = 1;
	/* What cinit_macro_string() looks at, but the name. */
	for (i = 0; i + 3 < n; i++) {
		if (t[i].kind != TOK_DIRECTIVE ||
		    !tok_eq(&t[i + 1], "define") ||
		    t[i + 3].kind != TOK_STRING)
			continue;
		ALLOC_GROW(idx->defs, idx->ndefs + 1, idx->defs_alloc);
		idx->defs[idx->ndefs++] = i;
	}
	for (i = 1; i < n; i++) {
		if (!dirs->dir_call(&t[i], &na, &pa))
			continue;
		ALLOC_GROW(idx->v, idx->nr + 1, idx->alloc);
		idx->v[idx->nr].i = i;
		idx->v[idx->nr].name_arg = na;
		idx->v[idx->nr].parent_arg = pa;
		idx->nr++;
	}
	return idx;
}

/*
 * The next token before t[*k] at which dir_call() answers, with its
 * arguments; 0 when there is none.  From the index if there is one.
 */
static int prev_dir_call(const struct cinit_dirs *dirs,
			 const struct cinit_dir_index *idx,
			 const struct token *t, size_t *k, size_t *at, int *na,
			 int *pa)
{
	if (idx) {
		if (!*k)
			return 0;
		--*k;
		*at = idx->v[*k].i;
		*na = idx->v[*k].name_arg;
		*pa = idx->v[*k].parent_arg;
		return 1;
	}
	while ((*k)-- > 1)
		if (dirs->dir_call(&t[*k], na, pa)) {
			*at = *k;
			return 1;
		}
	return 0;
}

static int dir_path(struct strbuf *sb, const struct cinit_dirs *dirs,
		    const struct token *t, size_t n, size_t b, size_t e,
		    int depth, struct cinit_dir_stop *stop)
{
	const struct token *var = e == b + 1 ? &t[b] : NULL;
	const struct cinit_dir_index *idx;
	struct strbuf name = STRBUF_INIT;
	size_t i, k;
	int err = -1, na, pa;

	if (depth > 16)
		return -1;
	if (dirs->root(sb, t, b, e))
		return 0;
	if (stop) {
		stop->b = b;
		stop->e = e;
		strbuf_reset(&stop->rel);
	}
	/* A struct's field, rxnet->proc_net: the assignments to it. */
	if (e >= b + 3 && t[e - 1].kind == TOK_IDENT &&
	    (tok_eq(&t[e - 2], "->") || tok_punct(&t[e - 2], '.')))
		var = &t[e - 1];
	if (!var || var->kind != TOK_IDENT)
		return -1;
	/* The last "var = dir_call(...)" of the file decides. */
	idx = dirs->index ? dir_index(dirs, t, n) : NULL;
	k = idx ? idx->nr : n;
	while (prev_dir_call(dirs, idx, t, &k, &i, &na, &pa)) {
		const struct token *lv;
		struct cinit_call c;

		if (cinit_call(&c, t, i, n) || (size_t)na >= c.nargs)
			continue;
		lv = cinit_lvalue(t, i);
		if (!lv || lv->len != var->len ||
		    memcmp(lv->s, var->s, var->len) ||
		    is_field(t, lv) != is_field(t, var))
			continue;
		if (cinit_string(&name, &t[c.b[na]], c.e[na] - c.b[na]) &&
		    run_time_name(&name, idx, t, n, c.b[na], c.e[na]))
			break;
		err = 0;
		if (pa >= 0 && (size_t)pa < c.nargs)
			err = dir_path(sb, dirs, t, n, c.b[pa], c.e[pa],
				       depth + 1, stop);
		if (!err) {
			if (sb->len)
				strbuf_addch(sb, '/');
			strbuf_addbuf(sb, &name);
		} else if (stop) {
			/* The names below where it stopped, outermost last. */
			if (stop->rel.len)
				strbuf_addch(&stop->rel, '/');
			strbuf_addbuf(&stop->rel, &name);
		}
		break;
	}
	strbuf_release(&name);
	return err;
}

int cinit_dir_path(struct strbuf *sb, const struct cinit_dirs *dirs,
		   const struct token *t, size_t n, size_t b, size_t e)
{
	size_t len = sb->len;

	if (dir_path(sb, dirs, t, n, b, e, 0, NULL))
		return -1;
	/*
	 * A path that begins at run time (debugfs_create_dir(dev_name(dev),
	 * NULL)) names no place that two drivers don't share.
	 */
	return sb->buf[len] == '<' ? -1 : 0;
}

int cinit_dir_path_stop(struct strbuf *sb, struct cinit_dir_stop *stop,
			const struct cinit_dirs *dirs, const struct token *t,
			size_t n, size_t b, size_t e)
{
	size_t len = sb->len;

	if (dir_path(sb, dirs, t, n, b, e, 0, stop))
		return -1;
	return sb->buf[len] == '<' ? -1 : 0;
}

size_t cinit_array(const struct token *t, size_t i, size_t n,
		   const char *type, const struct token **name)
{
	size_t j = i + 2;

	/* An array: a lone struct of the type is a local variable. */
	if (i + 3 >= n || !tok_eq(&t[i], type) || t[i + 1].kind != TOK_IDENT ||
	    !tok_punct(&t[j], '['))
		return 0;
	while (j < n && (tok_punct(&t[j], '[') || tok_punct(&t[j], ']') ||
			 t[j].kind == TOK_NUMBER || t[j].kind == TOK_IDENT))
		j++;
	if (j + 1 >= n || !tok_punct(&t[j], '=') || !tok_punct(&t[j + 1], '{'))
		return 0;
	*name = &t[i + 1];
	return j + 1;
}
