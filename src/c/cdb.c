// SPDX-License-Identifier: GPL-2.0
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "c/cdb.h"
#include "core/strbuf.h"
#include "core/util.h"

/* The deepest chain of typedefs and nested aggregates followed. */
#define MAX_TYPE_DEPTH 32

enum { MEMO_NONE, MEMO_BUSY, MEMO_OK, MEMO_FAILED };

/* The budget of one question: see struct cdb. */
#define MAX_STEPS 50000

/* Public entry points share one budget while one calls another. */
static void enter(struct cdb *db)
{
	if (!db->busy++)
		db->steps = 0;
}

static void leave(struct cdb *db)
{
	db->busy--;
}

static int spend(struct cdb *db)
{
	return ++db->steps > MAX_STEPS;
}

const char *cdb_scope(const char *path, char *buf, size_t size)
{
	const char *s, *e;

	if (starts_with(path, "include/uapi/"))
		return "";
	if (starts_with(path, "arch/")) {
		s = path + 5;
		e = strchr(s, '/');
		if (e && e > s && (size_t)(e - s) < size &&
		    starts_with(e, "/include/uapi/")) {
			memcpy(buf, s, (size_t)(e - s));
			buf[e - s] = '\0';
			return buf;
		}
	}
	return path;
}

/* The order of the definitions of one name: by scope, then by path. */
static int entry_cmp(const void *a, const void *b)
{
	const struct cdb_entry *x = a, *y = b;
	int c = strcmp(x->scope, y->scope);

	if (!c)
		c = strcmp(x->file->path, y->file->path);
	return c;
}

/* An entry and its place before the sort, which orders equal entries. */
struct placed {
	struct cdb_entry e;
	size_t at;
};

static int placed_cmp(const void *a, const void *b)
{
	const struct placed *x = a, *y = b;
	int c = entry_cmp(&x->e, &y->e);

	if (c)
		return c;
	return x->at < y->at ? -1 : x->at > y->at;
}

/* A name's hash, the same whether it ends in a NUL or at @len. */
static uint64_t name_hash(const char *s, size_t len)
{
	return str_hash_len(s, len);
}

/* How many names ahead index_names() asks for a slot. */
#define PREFETCH_AHEAD 16

/* Bit 31 of a slot number: the entry was the first of its name. */
#define FIRST_OF_NAME (UINT32_C(1) << 31)

/* The definitions of one name, @tmp room for @n of them. */
static void sort_group(struct cdb_entry *v, size_t n, struct placed *tmp)
{
	size_t i;

	for (i = 1; i < n && entry_cmp(&v[i - 1], &v[i]) <= 0; i++)
		;
	if (i == n)
		return;
	for (i = 0; i < n; i++) {
		tmp[i].e = v[i];
		tmp[i].at = i;
	}
	sort_array(tmp, n, sizeof(*tmp), placed_cmp);
	for (i = 0; i < n; i++)
		v[i] = tmp[i].e;
}

/*
 * Group @x's entries by name, each name's in the order of scope, path and
 * then of @x's array, and hash the names.  Sorting them all by name at
 * each commit a log loads was most of building the index of a kernel's
 * declarations (200,000 names of long common prefixes, DRM_IOCTL_,
 * VIDIOC_); grouping is a pass, and lookups hash rather than bisect.
 */
static void index_names(struct cdb_names *x)
{
	struct cdb_entry *v = x->v, *out;
	struct placed *tmp = NULL;
	size_t n = x->n, size = 16, i, at = 0, longest = 0;
	uint32_t *slot_of;
	uint64_t *hash;

	if (!n)
		return;
	while (size < n + n / 2)
		size *= 2;
	x->mask = size - 1;
	x->slots = xcalloc(size, sizeof(*x->slots));
	slot_of = xcalloc(n, sizeof(*slot_of));
	hash = xcalloc(n, sizeof(*hash));
	for (i = 0; i < n; i++)
		hash[i] = name_hash(v[i].name, strlen(v[i].name));
	for (i = 0; i < n; i++) {
		uint64_t h = hash[i];
		size_t j = h & x->mask;
		struct cdb_slot *sl;

		/*
		 * The slots are megabytes, each met at random: asked ahead,
		 * a slot is in the cache when its name comes.
		 */
		if (i + PREFETCH_AHEAD < n)
			__builtin_prefetch(&x->slots[hash[i + PREFETCH_AHEAD] &
						     x->mask]);

		for (;; j = (j + 1) & x->mask) {
			sl = &x->slots[j];
			if (!sl->count || (sl->hash == h &&
					   !strcmp(v[sl->end].name, v[i].name)))
				break;
		}
		if (!sl->count) {
			sl->hash = h;
			sl->end = (uint32_t)i;
			slot_of[i] = FIRST_OF_NAME;
		}
		sl->count++;
		slot_of[i] |= (uint32_t)j;
	}
	/* Each name's entries together, where its first came: a stable pass. */
	out = xcalloc(n, sizeof(*out));
	for (i = 0; i < n; i++) {
		struct cdb_slot *sl = &x->slots[slot_of[i] & ~FIRST_OF_NAME];

		if (slot_of[i] & FIRST_OF_NAME) {
			sl->end = (uint32_t)at;
			at += sl->count;
			if (sl->count > longest)
				longest = sl->count;
		}
		out[sl->end++] = v[i];
	}
	free(v);
	x->v = out;
	if (longest > 1)
		tmp = xcalloc(longest, sizeof(*tmp));
	for (i = 0; longest > 1 && i < size; i++)
		if (x->slots[i].count > 1)
			sort_group(out + x->slots[i].end - x->slots[i].count,
				   x->slots[i].count, tmp);
	free(tmp);
	free(slot_of);
	free(hash);
}

static void add(struct cdb_names *x, size_t *alloc, const char *name,
		const char *scope, const struct cdecl_file *f, void *decl)
{
	struct cdb_entry *e;

	ALLOC_GROW(x->v, x->n + 1, *alloc);
	e = &x->v[x->n++];
	e->name = name;
	e->scope = scope;
	e->file = f;
	e->decl = decl;
}

void cdb_build(struct cdb *db, struct cdecl_file *const *files, size_t n,
	       const char *const *scopes)
{
	size_t am = 0, aa = 0, at = 0, ae = 0, i, k;
	struct strbuf sb = STRBUF_INIT;

	memset(db, 0, sizeof(*db));
	for (i = 0; i < n; i++) {
		struct cdecl_file *f = files[i];

		for (k = 0; k < f->nmacros; k++)
			add(&db->macros, &am, f->macros[k].name, scopes[i], f,
			    &f->macros[k]);
		for (k = 0; k < f->naggrs; k++)
			add(&db->aggrs, &aa, NULL, scopes[i], f, f->aggrs[k]);
		for (k = 0; k < f->ntypedefs; k++)
			add(&db->typedefs, &at, f->typedefs[k].name, scopes[i],
			    f, &f->typedefs[k]);
		for (k = 0; k < f->nenums; k++)
			add(&db->enums, &ae, f->enums[k].name, scopes[i], f,
			    &f->enums[k]);
	}
	/* Aggregates are found by "struct tag" or "union tag". */
	for (i = 0; i < db->aggrs.n; i++) {
		struct caggr *ag = db->aggrs.v[i].decl;

		strbuf_reset(&sb);
		strbuf_addstr(&sb, ag->is_union ? "union " : "struct ");
		strbuf_addstr(&sb, ag->tag);
		db->aggrs.v[i].name = arena_strndup(&db->arena, sb.buf, sb.len);
	}
	strbuf_release(&sb);
	index_names(&db->macros);
	index_names(&db->aggrs);
	index_names(&db->typedefs);
	index_names(&db->enums);
}

static void names_release(struct cdb_names *x)
{
	free(x->v);
	free(x->slots);
}

void cdb_release(struct cdb *db)
{
	names_release(&db->macros);
	names_release(&db->aggrs);
	names_release(&db->typedefs);
	names_release(&db->enums);
	arena_release(&db->arena);
	memset(db, 0, sizeof(*db));
}

size_t cdb_names_find(const struct cdb_names *x, const char *name,
		      size_t len, size_t *first)
{
	const struct name_len key = { name, len };
	uint64_t h;
	size_t j;

	*first = 0;
	if (!x->n)
		return 0;
	h = name_hash(name, len);
	for (j = h & x->mask; x->slots[j].count; j = (j + 1) & x->mask) {
		const struct cdb_slot *sl = &x->slots[j];
		size_t at = sl->end - sl->count;

		if (sl->hash == h && !strcmp_name(x->v[at].name, &key)) {
			*first = at;
			return sl->count;
		}
	}
	return 0;
}

/*
 * The entries of the first tier that has any: the same file, the same
 * scope, then the scope x86-64 user space falls back on.
 */
static size_t find_tier(const struct cdb_ctx *ctx, const struct cdb_names *x,
			const char *name, size_t len,
			const struct cdb_entry **out, size_t max)
{
	const char *fallback = !strcmp(ctx->scope, "x86") ? "" : "x86";
	size_t first, count, i, got;
	int tier;

	count = cdb_names_find(x, name, len, &first);
	for (tier = 0; tier < (ctx->pp ? 4 : 5); tier++) {
		got = 0;
		for (i = first; i < first + count; i++) {
			const struct cdb_entry *e = &x->v[i];
			int in;

			if (tier == 0)
				in = e->file == ctx->file;
			else if (tier == 1)
				in = !strcmp(e->scope, ctx->scope);
			else if (tier == 2)
				in = !strcmp(e->scope, "");
			else if (tier == 3)
				in = !strcmp(e->scope, fallback);
			else
				in = !strpbrk(e->scope, "/.");
			if (in && got < max)
				out[got++] = e;
		}
		/* Last: the uapi of the one architecture that has it. */
		for (i = 1; tier == 4 && i < got; i++)
			if (strcmp(out[i]->scope, out[0]->scope))
				return 0;
		if (got)
			return got;
	}
	return 0;
}

static int eval_lookup(void *data, const char *name, size_t len,
		       uint64_t *val, int depth);
static int eval_call(void *data, const struct token *name,
		     const struct token *args, size_t n, uint64_t *val,
		     int depth);

static int eval_in(uint64_t *val, const struct cdb_ctx *ctx,
		   const struct token *t, size_t n, int depth)
{
	struct cexpr_env env = { eval_lookup, eval_call, (void *)ctx };

	return cexpr_eval(val, t, n, &env, depth);
}

static int macro_value(uint64_t *val, const struct cdb_ctx *ctx,
		       struct cmacro *m, int depth)
{
	int err;

	if (m->params)
		return -1;
	/* An #if sees undefined names as 0: not a value to remember. */
	if (ctx->pp)
		return eval_in(val, ctx, m->toks, m->ntoks, depth);
	if (m->eval_state == MEMO_OK) {
		*val = m->val;
		return 0;
	}
	if (m->eval_state != MEMO_NONE)
		return -1;
	m->eval_state = MEMO_BUSY;
	err = eval_in(&m->val, ctx, m->toks, m->ntoks, depth);
	m->eval_state = err ? MEMO_FAILED : MEMO_OK;
	*val = m->val;
	return err;
}

static int enum_value(uint64_t *val, const struct cdb_ctx *ctx,
		      struct cenum *e, int depth);

/*
 * The one definition of @name among @n tier entries, or NULL if there are
 * several that differ.
 */
static const struct cdb_entry *one_macro(const struct cdb_entry **v, size_t n)
{
	size_t i;

	for (i = 1; i < n; i++) {
		const struct cmacro *a = v[0]->decl, *b = v[i]->decl;

		if (strcmp(a->body, b->body) || !a->params != !b->params ||
		    (a->params && strcmp(a->params, b->params)))
			return NULL;
	}
	return n ? v[0] : NULL;
}

/*
 * Drop the definitions whose deferred condition is false for x86-64 user
 * space: of "#ifdef __KVM_S390 / #define X 1 / #else / #define X 2", the
 * second is the one.
 */
static size_t live_macros(const struct cdb_ctx *ctx,
			  const struct cdb_entry **v, size_t n)
{
	size_t i, k = 0;

	for (i = 0; i < n; i++) {
		const struct cmacro *m = v[i]->decl;
		struct cdb_ctx sub = *ctx;

		sub.file = v[i]->file;
		sub.scope = v[i]->scope;
		sub.pp = 0;
		if (m->cond && n > 1 && !cdb_eval_cond(&sub, m->cond))
			continue;
		v[k++] = v[i];
	}
	return k;
}

static size_t find_macros(const struct cdb_ctx *ctx, const char *name,
			  size_t len, const struct cdb_entry **v, size_t max)
{
	size_t n = find_tier(ctx, &ctx->db->macros, name, len, v, max);

	return live_macros(ctx, v, n);
}

/*
 * "#define KVM_DEV_TYPE_VFIO KVM_DEV_TYPE_VFIO", which lets #ifdef see an
 * enumerator: the preprocessor leaves the name as it is, and the compiler
 * reads the enumerator.
 */
static int self_alias(const struct cmacro *m, const char *name, size_t len)
{
	return !m->params && m->ntoks == 1 && m->toks[0].len == len &&
	       !memcmp(m->toks[0].s, name, len);
}

static int name_value(uint64_t *val, const struct cdb_ctx *ctx,
		      const char *name, size_t len, int depth)
{
	const struct cdb_entry *v[8], *e;
	size_t n;

	n = find_macros(ctx, name, len, v, ARRAY_SIZE(v));
	e = n ? one_macro(v, n) : NULL;
	if (e && self_alias(e->decl, name, len))
		n = 0;
	if (n) {
		struct cdb_ctx sub = *ctx;

		if (!e)
			return -1;
		sub.file = e->file;
		sub.scope = e->scope;
		return macro_value(val, &sub, e->decl, depth);
	}
	if (ctx->pp) {
		*val = 0;
		return 0;
	}
	n = find_tier(ctx, &ctx->db->enums, name, len, v, ARRAY_SIZE(v));
	if (n) {
		struct cdb_ctx sub = *ctx;
		uint64_t first;
		size_t i;

		/* Several enumerators of one name must agree. */
		for (i = 0; i < n; i++) {
			sub.file = v[i]->file;
			sub.scope = v[i]->scope;
			if (enum_value(val, &sub, v[i]->decl, depth))
				return -1;
			if (i && *val != first)
				return -1;
			first = *val;
		}
		return 0;
	}
	return -1;
}

static int enum_value(uint64_t *val, const struct cdb_ctx *ctx,
		      struct cenum *e, int depth)
{
	struct token_vec toks = { 0 };
	struct strbuf copy = STRBUF_INIT;
	int err = -1;

	if (e->eval_state == MEMO_OK) {
		*val = e->val;
		return 0;
	}
	if (e->eval_state != MEMO_NONE || depth >= CEXPR_MAX_DEPTH)
		return -1;
	e->eval_state = MEMO_BUSY;
	if (e->expr) {
		strbuf_addstr(&copy, e->expr);
		lexer_tokenize(&toks, copy.buf, copy.len, NULL);
		err = eval_in(&e->val, ctx, toks.v, toks.n - 1, depth + 1);
	} else if (!e->base) {
		e->val = e->offset;
		err = 0;
	} else {
		err = name_value(&e->val, ctx, e->base, strlen(e->base),
				 depth + 1);
		e->val += e->offset;
	}
	e->eval_state = err ? MEMO_FAILED : MEMO_OK;
	*val = e->val;
	token_vec_release(&toks);
	strbuf_release(&copy);
	return err;
}

static int eval_lookup(void *data, const char *name, size_t len,
		       uint64_t *val, int depth)
{
	const struct cdb_ctx *ctx = data;

	if (spend(ctx->db))
		return -1;
	return name_value(val, ctx, name, len, depth);
}

uint32_t cdb_ioc(unsigned int dir, uint64_t type, uint64_t nr, uint64_t size)
{
	return (uint32_t)(((uint64_t)dir << 30) | ((size & 0x3fff) << 16) |
			  ((type & 0xff) << 8) | (nr & 0xff));
}

/* Macros of include/uapi/linux/const.h and asm-generic/ioctl.h. */
static int builtin_call(uint64_t *val, const struct cdb_ctx *ctx,
			const struct token *name, const struct token *t,
			size_t n, int depth)
{
	size_t b[4], e[4], nargs = cdecl_split_args(t, n, b, e, 4);
	uint64_t a[3];
	int64_t size;
	size_t i;

	if (tok_eq(name, "_BITUL") || tok_eq(name, "_BITULL") ||
	    tok_eq(name, "BIT") || tok_eq(name, "BIT_ULL")) {
		if (nargs != 1 || eval_in(&a[0], ctx, t, n, depth) ||
		    a[0] >= 64)
			return -1;
		*val = UINT64_C(1) << a[0];
		return 0;
	}
	if (tok_eq(name, "_UL") || tok_eq(name, "_ULL") ||
	    tok_eq(name, "_AC") || tok_eq(name, "__AC")) {
		if (nargs < 1)
			return -1;
		return eval_in(val, ctx, t + b[0], e[0] - b[0], depth);
	}
	if (tok_eq(name, "defined") && ctx->pp) {
		const struct cdb_entry *v[1];

		if (n != 1 || t[0].kind != TOK_IDENT)
			return -1;
		*val = find_tier(ctx, &ctx->db->macros, t[0].s, t[0].len, v,
				 1) > 0;
		return 0;
	}
	if (tok_eq(name, "sizeof")) {
		size = cdb_sizeof_tokens(ctx, t, n);
		if (size < 0)
			return -1;
		*val = (uint64_t)size;
		return 0;
	}
	if (tok_eq(name, "_IOC") && nargs == 4) {
		uint64_t dir;

		if (eval_in(&dir, ctx, t + b[0], e[0] - b[0], depth))
			return -1;
		for (i = 0; i < 3; i++)
			if (eval_in(&a[i], ctx, t + b[i + 1],
				    e[i + 1] - b[i + 1], depth))
				return -1;
		*val = cdb_ioc((unsigned int)dir, a[0], a[1], a[2]);
		return 0;
	}
	if (name->len >= 3 && !memcmp(name->s, "_IO", 3)) {
		static const struct {
			const char *name;
			unsigned int dir;
		} ioc[] = {
			{ "_IO", IOC_NONE }, { "_IOR", IOC_READ },
			{ "_IOW", IOC_WRITE }, { "_IOWR", IOC_READ | IOC_WRITE },
			{ "_IOR_BAD", IOC_READ }, { "_IOW_BAD", IOC_WRITE },
			{ "_IOWR_BAD", IOC_READ | IOC_WRITE },
		};

		for (i = 0; i < ARRAY_SIZE(ioc); i++)
			if (tok_eq(name, ioc[i].name))
				break;
		if (i == ARRAY_SIZE(ioc) || nargs != (ioc[i].dir ? 3u : 2u))
			return -1;
		if (eval_in(&a[0], ctx, t + b[0], e[0] - b[0], depth) ||
		    eval_in(&a[1], ctx, t + b[1], e[1] - b[1], depth))
			return -1;
		size = 0;
		if (ioc[i].dir) {
			size = cdb_sizeof_tokens(ctx, t + b[2], e[2] - b[2]);
			if (size < 0)
				return -1;
		}
		*val = cdb_ioc(ioc[i].dir, a[0], a[1], (uint64_t)size);
		return 0;
	}
	return 1;
}

int cdb_expand(struct token_vec *out, struct cdb_ctx *where,
	       const struct cdb_ctx *ctx, const struct token *name,
	       const struct token *t, size_t n)
{
	const struct cdb_entry *v[8], *ent;
	size_t k;

	out->n = 0;
	k = find_macros(ctx, name->s, name->len, v, ARRAY_SIZE(v));
	ent = one_macro(v, k);
	if (!ent || cmacro_expand(out, ent->decl, t, n, &ctx->db->arena) < 0)
		return -1;
	*where = *ctx;
	where->file = ent->file;
	where->scope = ent->scope;
	return 0;
}

/* A function-like macro: substitute the arguments, then evaluate. */
static int expand_call(uint64_t *val, const struct cdb_ctx *ctx,
		       const struct token *name, const struct token *t,
		       size_t n, int depth)
{
	struct token_vec out = { 0 };
	struct cdb_ctx where;
	int err;

	err = cdb_expand(&out, &where, ctx, name, t, n);
	if (!err)
		err = eval_in(val, &where, out.v, out.n, depth);
	free(out.v);
	return err;
}

static int eval_call(void *data, const struct token *name,
		     const struct token *args, size_t n, uint64_t *val,
		     int depth)
{
	const struct cdb_ctx *ctx = data;
	int err;

	if (spend(ctx->db))
		return -1;
	err = builtin_call(val, ctx, name, args, n, depth);
	if (err <= 0)
		return err;
	return expand_call(val, ctx, name, args, n, depth);
}

int cdb_eval_macro(uint64_t *val, const struct cdb_ctx *ctx,
		   struct cmacro *m)
{
	int err;

	enter(ctx->db);
	err = macro_value(val, ctx, m, 0);
	leave(ctx->db);
	return err;
}

int cdb_eval_enum(uint64_t *val, const struct cdb_ctx *ctx, struct cenum *e)
{
	int err;

	enter(ctx->db);
	err = enum_value(val, ctx, e, 0);
	leave(ctx->db);
	return err;
}

int cdb_eval_tokens(uint64_t *val, const struct cdb_ctx *ctx,
		    const struct token *t, size_t n)
{
	int err;

	enter(ctx->db);
	err = eval_in(val, ctx, t, n, 0);
	leave(ctx->db);
	return err;
}

static int eval_text(uint64_t *val, const struct cdb_ctx *ctx,
		     const char *s)
{
	struct strbuf copy = STRBUF_INIT;
	struct token_vec toks = { 0 };
	int err;

	strbuf_addstr(&copy, s);
	lexer_tokenize(&toks, copy.buf, copy.len, NULL);
	err = eval_in(val, ctx, toks.v, toks.n - 1, 0);
	token_vec_release(&toks);
	strbuf_release(&copy);
	return err;
}

/*
 * The fixed-size types of the uapi headers, on x86-64, and the few types
 * of the C library that uapi headers use (glibc's, on x86-64).  Sorted.
 */
struct fixed_type {
	const char *name;
	uint8_t size, align;
};

static const struct fixed_type fixed_types[] = {
	{ "__aligned_be64", 8, 8 }, { "__aligned_le64", 8, 8 },
	{ "__aligned_u64", 8, 8 }, { "__be16", 2, 2 }, { "__be32", 4, 4 },
	{ "__be64", 8, 8 }, { "__kernel_caddr_t", 8, 8 },
	{ "__kernel_clock_t", 8, 8 }, { "__kernel_clockid_t", 4, 4 },
	{ "__kernel_daddr_t", 4, 4 }, { "__kernel_gid16_t", 2, 2 },
	{ "__kernel_gid32_t", 4, 4 }, { "__kernel_gid_t", 4, 4 },
	{ "__kernel_ino_t", 8, 8 }, { "__kernel_ipc_pid_t", 4, 4 },
	{ "__kernel_key_t", 4, 4 }, { "__kernel_loff_t", 8, 8 },
	{ "__kernel_long_t", 8, 8 }, { "__kernel_mode_t", 4, 4 },
	{ "__kernel_mqd_t", 4, 4 }, { "__kernel_off_t", 8, 8 },
	{ "__kernel_old_dev_t", 8, 8 }, { "__kernel_old_gid_t", 2, 2 },
	{ "__kernel_old_time_t", 8, 8 }, { "__kernel_old_uid_t", 2, 2 },
	{ "__kernel_pid_t", 4, 4 }, { "__kernel_ptrdiff_t", 8, 8 },
	{ "__kernel_sa_family_t", 2, 2 }, { "__kernel_size_t", 8, 8 },
	{ "__kernel_ssize_t", 8, 8 }, { "__kernel_suseconds_t", 8, 8 },
	{ "__kernel_time64_t", 8, 8 }, { "__kernel_time_t", 8, 8 },
	{ "__kernel_timer_t", 4, 4 }, { "__kernel_uid16_t", 2, 2 },
	{ "__kernel_uid32_t", 4, 4 }, { "__kernel_uid_t", 4, 4 },
	{ "__kernel_ulong_t", 8, 8 }, { "__le16", 2, 2 }, { "__le32", 4, 4 },
	{ "__le64", 8, 8 }, { "__poll_t", 4, 4 }, { "__s16", 2, 2 },
	{ "__s32", 4, 4 }, { "__s64", 8, 8 }, { "__s8", 1, 1 },
	{ "__sum16", 2, 2 }, { "__u16", 2, 2 }, { "__u32", 4, 4 },
	{ "__u64", 8, 8 }, { "__u8", 1, 1 }, { "__wsum", 4, 4 },
	/* Xen's, which uapi/xen/ takes from the non-uapi xen/interface/. */
	{ "domid_t", 2, 2 },
	{ "int16_t", 2, 2 }, { "int32_t", 4, 4 }, { "int64_t", 8, 8 },
	{ "int8_t", 1, 1 }, { "s16", 2, 2 }, { "s32", 4, 4 },
	{ "s64", 8, 8 }, { "s8", 1, 1 }, { "size_t", 8, 8 },
	{ "ssize_t", 8, 8 }, { "struct sockaddr", 16, 2 },
	{ "struct timespec", 16, 8 }, { "struct timeval", 16, 8 },
	{ "u16", 2, 2 }, { "u32", 4, 4 },
	{ "u64", 8, 8 }, { "u8", 1, 1 }, { "uint16_t", 2, 2 },
	{ "uint32_t", 4, 4 }, { "uint64_t", 8, 8 }, { "uint8_t", 1, 1 },
};

static int fixed_cmp(const void *key, const void *elem)
{
	const char *const *k = key;
	const char *const *name = elem;

	return strcmp(*k, *name);
}

int64_t cdb_fixed_size(const char *name)
{
	const struct fixed_type *f;

	f = search_array(&name, fixed_types, ARRAY_SIZE(fixed_types),
			 sizeof(fixed_types[0]), fixed_cmp);
	return f ? f->size : -1;
}

/* Builtin keyword combinations: "unsigned long int" and the like. */
static int64_t keyword_size(const char *base, uint32_t *align)
{
	int longs = 0, other = 0;
	int64_t size = -1;
	const char *s = base;

	while (*s) {
		size_t len = strcspn(s, " ");

		if (len == 4 && !memcmp(s, "long", 4))
			longs++;
		else if (len == 4 && !memcmp(s, "char", 4))
			size = 1;
		else if (len == 5 && !memcmp(s, "short", 5))
			size = 2;
		else if (len == 5 && !memcmp(s, "_Bool", 5))
			size = 1;
		else if (len == 5 && !memcmp(s, "float", 5))
			size = 4;
		else if (len == 6 && !memcmp(s, "double", 6))
			size = 8;
		else if (len == 3 && !memcmp(s, "int", 3))
			;
		else if ((len == 8 && !memcmp(s, "unsigned", 8)) ||
			 (len == 6 && !memcmp(s, "signed", 6)) ||
			 (len == 10 && !memcmp(s, "__signed__", 10)))
			;
		else
			other = 1;
		s += len;
		s += strspn(s, " ");
	}
	if (other)
		return -1;
	if (size == 8 && longs)
		size = 16;	/* long double */
	else if (size < 0)
		size = longs ? 8 : 4;
	*align = (uint32_t)size;
	return size;
}

static int64_t type_size(const struct cdb_ctx *ctx, const struct ctype *ty,
			 uint32_t *align, int depth);

static void layout(const struct cdb_ctx *ctx, struct caggr *ag, int depth);

/* A named aggregate or typedef: all definitions of the tier must agree. */
static int64_t named_size(const struct cdb_ctx *ctx, const char *base,
			  uint32_t *align, int depth)
{
	const struct cdb_entry *v[8];
	int is_aggr = starts_with(base, "struct ") || starts_with(base, "union ");
	int64_t size = -1, s;
	uint32_t a = 1, al;
	size_t n, i;

	if (is_aggr)
		n = find_tier(ctx, &ctx->db->aggrs, base, strlen(base), v,
			      ARRAY_SIZE(v));
	else
		n = find_tier(ctx, &ctx->db->typedefs, base, strlen(base), v,
			      ARRAY_SIZE(v));
	for (i = 0; i < n; i++) {
		struct cdb_ctx sub = *ctx;
		uint16_t cond;
		int c;

		sub.file = v[i]->file;
		sub.scope = v[i]->scope;
		cond = is_aggr ? ((struct caggr *)v[i]->decl)->cond :
				 ((struct ctypedef *)v[i]->decl)->cond;
		/* A definition x86-64 user space doesn't get. */
		c = cond ? cdb_eval_cond(&sub, cond) : 1;
		if (!c)
			continue;
		if (c < 0)
			return -1;
		if (is_aggr) {
			struct caggr *ag = v[i]->decl;

			layout(&sub, ag, depth + 1);
			s = ag->size;
			al = ag->align;
		} else {
			struct ctypedef *td = v[i]->decl;

			if (td->uncertain)
				return -1;
			s = type_size(&sub, &td->type, &al, depth + 1);
		}
		if (s < 0 || (size >= 0 && (s != size || al != a)))
			return -1;
		size = s;
		a = al;
	}
	*align = a;
	return size;
}

static int64_t type_size(const struct cdb_ctx *ctx, const struct ctype *ty,
			 uint32_t *align, int depth)
{
	int64_t size = -1, count = 1;
	uint32_t a = 1;

	if (depth >= MAX_TYPE_DEPTH)
		return -1;
	if (ty->nptr) {
		size = 8;
		a = 8;
	} else if (ty->sub) {
		layout(ctx, ty->sub, depth + 1);
		size = ty->sub->size;
		a = ty->sub->align;
	} else if (!ty->base) {
		return -1;
	} else if (starts_with(ty->base, "enum")) {
		size = 4;
		a = 4;
	} else {
		const char *key = ty->base;
		const struct fixed_type *f;

		f = search_array(&key, fixed_types, ARRAY_SIZE(fixed_types),
				 sizeof(fixed_types[0]), fixed_cmp);
		if (f) {
			size = f->size;
			a = f->align;
		} else {
			size = keyword_size(ty->base, &a);
			if (size < 0)
				size = named_size(ctx, ty->base, &a, depth);
		}
	}
	if (size < 0)
		return -1;
	if (ty->bounds) {
		struct strbuf copy = STRBUF_INIT;
		struct token_vec toks = { 0 };
		size_t i = 0, nc, close;

		strbuf_addstr(&copy, ty->bounds);
		lexer_tokenize(&toks, copy.buf, copy.len, NULL);
		while (i + 1 < toks.n && tok_punct(&toks.v[i], '[')) {
			uint64_t dim = 0;

			close = tok_close(toks.v, i, toks.n, NULL, 0, &nc);
			if (close >= toks.n) {
				count = -1;
				break;
			}
			/* [] is a flexible array: no size of its own. */
			if (close > i + 1 &&
			    (eval_in(&dim, ctx, &toks.v[i + 1], close - i - 1,
				     0) || dim > UINT32_MAX)) {
				count = -1;
				break;
			}
			count *= (int64_t)dim;
			i = close + 1;
		}
		token_vec_release(&toks);
		strbuf_release(&copy);
		if (count < 0)
			return -1;
	}
	if (ty->aligned) {
		uint64_t al;

		if (eval_text(&al, ctx, ty->aligned) || !al || al > 4096)
			return -1;
		if (al > a)
			a = (uint32_t)al;
	}
	*align = a;
	return size * count;
}

int64_t cdb_type_size(const struct cdb_ctx *ctx, const struct ctype *ty,
		      uint32_t *align)
{
	int64_t size;

	enter(ctx->db);
	size = type_size(ctx, ty, align, 0);
	leave(ctx->db);
	return size;
}

static int64_t round_up(int64_t v, int64_t a)
{
	return (v + a - 1) / a * a;
}

const struct cmacro *cdb_find_macro(struct cdb_ctx *where,
				    const struct cdb_ctx *ctx, const char *name,
				    size_t len)
{
	const struct cdb_entry *v[8], *ent;
	size_t k;

	k = find_macros(ctx, name, len, v, ARRAY_SIZE(v));
	ent = one_macro(v, k);
	if (!ent)
		return NULL;
	*where = *ctx;
	where->file = ent->file;
	where->scope = ent->scope;
	return ent->decl;
}

static int eval_cond(const struct cdb_ctx *ctx, uint16_t id)
{
	struct ccond *c;
	struct cdb_ctx pp = *ctx;
	uint64_t v;
	int r;

	if (!id || id > ctx->file->nconds || (ctx->scope[0] &&
					      strcmp(ctx->scope, "x86")))
		return -1;
	c = &ctx->file->conds[id - 1];
	if (c->state == MEMO_OK || c->state == MEMO_FAILED)
		return c->val;
	if (c->state == MEMO_BUSY)
		return -1;
	c->state = MEMO_BUSY;
	r = c->parent ? eval_cond(ctx, c->parent) : 1;
	if (r > 0) {
		pp.pp = 1;
		r = eval_in(&v, &pp, c->toks, c->ntoks, 0) ? -1 :
		    c->negate ? !v : !!v;
	}
	c->val = (int8_t)r;
	c->state = r < 0 ? MEMO_FAILED : MEMO_OK;
	return r;
}

int cdb_eval_cond(const struct cdb_ctx *ctx, uint16_t id)
{
	int r;

	enter(ctx->db);
	r = eval_cond(ctx, id);
	leave(ctx->db);
	return r;
}

/* The tokens of member macro @toks expanded, and a ';'; -1 if unknown. */
static int expand_member_macro(struct token_vec *x, struct cdb_ctx *where,
			       const struct cdb_ctx *ctx,
			       const struct token_vec *toks)
{
	const struct cmacro *m;
	size_t n = toks->n - 1;

	if (!n || toks->v[0].kind != TOK_IDENT || (n > 1 && n < 3))
		return -1;
	m = cdb_find_macro(where, ctx, toks->v[0].s, toks->v[0].len);
	if (!m || !m->params != (n == 1))
		return -1;
	return cmacro_statement(x, m, n > 1 ? &toks->v[2] : NULL,
				n > 1 ? n - 3 : 0);
}

static void expand_members(const struct cdb_ctx *ctx, struct caggr *ag);

void cdb_expand_members(const struct cdb_ctx *ctx, struct caggr *ag)
{
	enter(ctx->db);
	expand_members(ctx, ag);
	leave(ctx->db);
}

static void expand_members(const struct cdb_ctx *ctx, struct caggr *ag)
{
	struct token_vec toks = { 0 }, x = { 0 };
	struct strbuf copy = STRBUF_INIT;
	uint32_t i, rounds = 0;

	if (ag->expanded)
		return;
	ag->expanded = 1;
	for (i = 0; i < ag->nmembers; i++) {
		struct cmember *m = &ag->members[i], *v;
		struct caggr tmp = { 0 };
		struct cdb_ctx where;
		int uapi;

		if (m->type.sub)
			expand_members(ctx, m->type.sub);
		if (!m->macro || ++rounds > 64)
			continue;
		strbuf_reset(&copy);
		strbuf_addstr(&copy, m->macro);
		lexer_tokenize(&toks, copy.buf, copy.len, NULL);
		if (expand_member_macro(&x, &where, ctx, &toks) < 0)
			continue;
		uapi = !strpbrk(where.scope, "/.");
		cdecl_parse_members(&tmp, &ctx->db->arena,
				    (struct cdecl_file *)where.file, x.v, x.n,
				    uapi);
		/* Splice; the new members are looked at in turn. */
		v = arena_alloc(&ctx->db->arena, (ag->nmembers - 1 +
				tmp.nmembers + 1) * sizeof(*v));
		memcpy(v, ag->members, i * sizeof(*v));
		if (tmp.nmembers)
			memcpy(v + i, tmp.members, tmp.nmembers * sizeof(*v));
		memcpy(v + i + tmp.nmembers, ag->members + i + 1,
		       (ag->nmembers - i - 1) * sizeof(*v));
		ag->members = v;
		ag->nmembers = ag->nmembers - 1 + tmp.nmembers;
		if (tmp.uncertain)
			ag->uncertain = 1;
		i--;
	}
	token_vec_release(&toks);
	free(x.v);
	strbuf_release(&copy);
}

static void layout(const struct cdb_ctx *ctx, struct caggr *ag, int depth)
{
	int64_t bit = 0, maxbits = 0;
	uint32_t align = 1, i;
	int known;

	if (ag->layout_state == MEMO_OK || ag->layout_state == MEMO_FAILED)
		return;
	expand_members(ctx, ag);
	known = !ag->uncertain;
	if (ag->layout_state == MEMO_BUSY || depth >= MAX_TYPE_DEPTH) {
		/* A struct that contains itself: malformed, say unknown. */
		ag->size = -1;
		return;
	}
	ag->layout_state = MEMO_BUSY;
	for (i = 0; i < ag->nmembers; i++) {
		struct cmember *m = &ag->members[i];
		uint32_t a = 1, eff;
		int64_t size = -1;

		m->offset = -1;
		m->absent = 0;
		if (!known)
			continue;
		/* A member under an #if of its own, decided now. */
		if (m->cond && m->cond != ag->cond) {
			int c = cdb_eval_cond(ctx, m->cond);

			if (!c) {
				m->absent = 1;
				continue;
			}
			if (c < 0) {
				known = 0;
				continue;
			}
		}
		size = type_size(ctx, &m->type, &a, depth + 1);
		if (size < 0) {
			known = 0;
			continue;
		}
		eff = ag->packed && !m->type.aligned ? 1 : a;
		if (m->bits) {
			uint64_t w;
			int64_t unit = (int64_t)a * 8;

			if (eval_text(&w, ctx, m->bits) || (int64_t)w > size * 8) {
				known = 0;
				continue;
			}
			if (!w) {
				bit = round_up(bit, unit);
				continue;
			}
			if (!ag->packed &&
			    bit / unit != (bit + (int64_t)w - 1) / unit)
				bit = round_up(bit, unit);
			m->offset = ag->is_union ? 0 : bit;
			if (ag->is_union)
				maxbits = maxbits > (int64_t)w ? maxbits : (int64_t)w;
			else
				bit += (int64_t)w;
			/* Unnamed bit-fields don't align the struct. */
			if (m->name && eff > align)
				align = eff;
			continue;
		}
		if (ag->is_union) {
			m->offset = 0;
			if (size * 8 > maxbits)
				maxbits = size * 8;
		} else {
			bit = round_up(bit, (int64_t)eff * 8);
			m->offset = bit;
			bit += size * 8;
		}
		if (eff > align)
			align = eff;
	}
	if (known && ag->aligned) {
		uint64_t al;

		if (eval_text(&al, ctx, ag->aligned) || !al || al > 4096)
			known = 0;
		else if (al > align)
			align = (uint32_t)al;
	}
	ag->align = align;
	ag->size = known ? round_up(ag->is_union ? maxbits : bit,
				    (int64_t)align * 8) / 8 : -1;
	ag->layout_state = known ? MEMO_OK : MEMO_FAILED;
}

void cdb_layout(const struct cdb_ctx *ctx, struct caggr *ag)
{
	enter(ctx->db);
	layout(ctx, ag, 0);
	leave(ctx->db);
}

static int64_t sizeof_tokens(const struct cdb_ctx *ctx, const struct token *t,
			     size_t n);

int64_t cdb_sizeof_tokens(const struct cdb_ctx *ctx, const struct token *t,
			  size_t n)
{
	int64_t size;

	enter(ctx->db);
	size = sizeof_tokens(ctx, t, n);
	leave(ctx->db);
	return size;
}

static int64_t sizeof_tokens(const struct cdb_ctx *ctx, const struct token *t,
			     size_t n)
{
	struct strbuf base = STRBUF_INIT;
	struct ctype ty = { 0 };
	uint32_t align;
	int64_t size = -1;
	size_t i;

	for (i = 0; i < n; i++) {
		if (tok_punct(&t[i], '*')) {
			ty.nptr++;
		} else if (t[i].kind == TOK_IDENT && !cdecl_is_qualifier(&t[i])) {
			if (ty.nptr)
				goto out;
			if (base.len)
				strbuf_addch(&base, ' ');
			strbuf_add(&base, t[i].s, t[i].len);
		} else if (!tok_punct(&t[i], '[')) {
			goto out;
		} else {
			struct strbuf b = STRBUF_INIT;

			tok_text(&b, &t[i], &t[n]);
			ty.bounds = strbuf_detach(&b, NULL);
			break;
		}
	}
	ty.base = base.buf;
	size = type_size(ctx, &ty, &align, 0);
	/* An array named as sizeof(int[4]) was counted; nothing else. */
out:
	free((char *)ty.bounds);
	strbuf_release(&base);
	return size;
}
