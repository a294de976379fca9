// SPDX-License-Identifier: GPL-2.0
/*
 * ioctl commands: macros and enumerators whose value is _IO(), _IOR(),
 * _IOW() or _IOWR() of <asm-generic/ioctl.h>, or _IOC() itself with the
 * direction and size spelt out (xen's evtchn.h), directly or through a
 * function-like macro of the tree, in uapi headers and in any other
 * header or .c file (private ioctls are user ABI too).  The item is named
 * by the macro or enumerator, so an ioctl that moves from a #define to an
 * enum, or to another header, is the same item.  The uapi extractor's
 * finish step runs it (extract/uapi.c); the verdict on a changed command
 * is extract/uapi-compat.c's.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "c/cexpr.h"
#include "extract/ioctl.h"
#include "core/util.h"

/* The direction is _IOC()'s first argument, not the macro's. */
#define IOC_DIR_ARG (-1)

static const struct {
	const char *name;
	int dir;
	unsigned int nargs;
} ioc_macros[] = {
	{ "_IO", IOC_NONE, 2 },
	{ "_IOC", IOC_DIR_ARG, 4 },
	{ "_IOR", IOC_READ, 3 },
	{ "_IOR_BAD", IOC_READ, 3 },
	{ "_IOW", IOC_WRITE, 3 },
	{ "_IOW_BAD", IOC_WRITE, 3 },
	{ "_IOWR", IOC_READ | IOC_WRITE, 3 },
	{ "_IOWR_BAD", IOC_READ | IOC_WRITE, 3 },
};

/* The names of the direction bits, as asm-generic/ioctl.h numbers them. */
static const char *const dir_names[] = {
	[IOC_NONE] = "none",
	[IOC_WRITE] = "write",
	[IOC_READ] = "read",
	[IOC_READ | IOC_WRITE] = "read-write",
};

static int ioc_index(const struct token *t)
{
	size_t i;

	if (t->kind != TOK_IDENT || t->len < 3 || memcmp(t->s, "_IO", 3))
		return -1;
	for (i = 0; i < ARRAY_SIZE(ioc_macros); i++)
		if (tok_eq(t, ioc_macros[i].name))
			return (int)i;
	return -1;
}

/*
 * Find the _IOx(...) call that is the whole of t[0..n), unwrapping
 * parentheses and one level of function-like macro: sets *call to its
 * name token in @buf or @t, and returns its index in ioc_macros, or -1.
 */
static int find_call(struct token_vec *buf, struct cdb_ctx *where,
		     const struct cdb_ctx *ctx, const struct token *t,
		     size_t n, const struct token **call, size_t *ncall)
{
	struct token_vec tmp = { 0 }, swap;
	struct cdb_ctx sub0;
	size_t nc, close;
	int level, k = -1, depth;

	*where = *ctx;
	for (level = 0; level < 6; level++) {
		/*
		 * Each layer costs a pass over the rest, so only as many as
		 * an expression may nest (CEXPR_MAX_DEPTH): 100,000 would
		 * take minutes, and no ioctl number is written so.
		 */
		for (depth = 0; n >= 2 && tok_punct(&t[0], '(') &&
		     tok_close(t, 0, n, NULL, 0, &nc) == n - 1; depth++) {
			if (depth == CEXPR_MAX_DEPTH)
				goto out;
			t++;
			n -= 2;
		}
		/* Another name for an ioctl: #define FOO_OLD FOO. */
		if (n == 1 && t[0].kind == TOK_IDENT) {
			const struct cmacro *m;
			struct cdb_ctx sub = *where;

			m = cdb_find_macro(where, &sub, t[0].s, t[0].len);
			if (!m || m->params || !m->ntoks)
				goto out;
			t = m->toks;
			n = m->ntoks;
			continue;
		}
		if (n < 3 || t[0].kind != TOK_IDENT || !tok_punct(&t[1], '('))
			goto out;
		close = tok_close(t, 1, n, NULL, 0, &nc);
		if (close != n - 1)
			goto out;
		k = ioc_index(&t[0]);
		if (k >= 0) {
			*call = t;
			*ncall = n;
			goto out;
		}
		sub0 = *where;
		/*
		 * A function-like macro: #define FOO_IOC(n) _IOW(...), or
		 * one that pastes the name of another, as DRM drivers'
		 * DRM_IOCTL_PANTHOR(WR, ...) -> DRM_IOWR(...) -> _IOWR(...).
		 * Expanded into @tmp, as t may point into @buf.
		 */
		if (cdb_expand(&tmp, where, &sub0, &t[0], &t[2],
			       close - 2) < 0)
			break;
		swap = *buf;
		*buf = tmp;
		tmp = swap;
		t = buf->v;
		n = buf->n;
	}
	k = -1;
out:
	free(tmp.v);
	return k;
}

/* The arguments of one _IOx(...) call and what they evaluate to. */
struct ioc_call {
	const struct token *arg[4];
	size_t len[4];
	int dir;			/* -1: not known */
	int64_t size;			/* -1: not known */
	uint64_t type, nr;
	int have_type, have_nr;
};

/* Split the call t[0..n) into its arguments; 0 if there are @nargs. */
static int ioc_split(struct ioc_call *c, const struct token *t, size_t n,
		     unsigned int nargs)
{
	size_t commas[4], nc, i, b = 2, e;

	tok_close(t, 1, n, commas, 4, &nc);
	if (nc + 1 != nargs)
		return -1;
	for (i = 0; i < nargs; i++) {
		e = i < nc ? commas[i] : n - 1;
		c->arg[i] = &t[b];
		c->len[i] = e - b;
		b = e + 1;
	}
	return 0;
}

/*
 * A command is a call with the arguments its macro takes: anything else
 * stays a constant (uapi-macro), rather than an ioctl without attributes.
 */
int ioctl_is_command(const struct cdb_ctx *ctx, const struct token *t,
		     size_t n)
{
	struct token_vec buf = { 0 };
	const struct token *call;
	struct cdb_ctx where;
	struct ioc_call c;
	size_t ncall;
	int k = find_call(&buf, &where, ctx, t, n, &call, &ncall);

	if (k >= 0 && ioc_split(&c, call, ncall, ioc_macros[k].nargs))
		k = -1;
	free(buf.v);
	return k >= 0;
}

/* Whether t[0..n) is "sizeof ( X )": sets *x and *xn to X. */
static int is_sizeof(const struct token *t, size_t n,
		     const struct token **x, size_t *xn)
{
	size_t nc;

	if (n < 4 || !tok_eq(&t[0], "sizeof") || !tok_punct(&t[1], '(') ||
	    tok_close(t, 1, n, NULL, 0, &nc) != n - 1)
		return 0;
	*x = &t[2];
	*xn = n - 3;
	return 1;
}

static void attr_dir(struct inventory *inv, const struct uapi_file *f,
		     struct ioc_call *c, const struct cdb_ctx *where, int k)
{
	struct strbuf sb = STRBUF_INIT;
	uint64_t dir;

	c->dir = ioc_macros[k].dir;
	if (c->dir == IOC_DIR_ARG) {
		c->dir = -1;
		if (!cdb_eval_tokens(&dir, where, c->arg[0], c->len[0]) &&
		    dir < ARRAY_SIZE(dir_names))
			c->dir = (int)dir;
	}
	if (c->dir >= 0)
		strbuf_addstr(&sb, dir_names[c->dir]);
	else
		tok_text(&sb, c->arg[0], c->arg[0] + c->len[0]);
	uapi_attr(inv, f, "dir", sb.buf, sb.len);
	strbuf_release(&sb);
}

/* "type" and "nr": the type character and the number. */
static void attr_type_nr(struct inventory *inv, const struct uapi_file *f,
			 struct ioc_call *c, const struct cdb_ctx *where,
			 size_t i)
{
	const struct token *t = c->arg[i], *nr = c->arg[i + 1];
	struct strbuf sb = STRBUF_INIT;
	uint64_t type = 0;

	c->have_type = !cdb_eval_tokens(&type, where, t, c->len[i]);
	if (!c->have_type)
		tok_text(&sb, t, t + c->len[i]);
	else if (type < 128 && isprint((int)type) && type != '\'' &&
		 type != '\\')
		strbuf_addf(&sb, "'%c'", (char)type);
	else
		strbuf_addf(&sb, "0x%02llx", (unsigned long long)type);
	uapi_attr(inv, f, "type", sb.buf, sb.len);
	c->type = type;

	strbuf_reset(&sb);
	c->have_nr = !cdb_eval_tokens(&c->nr, where, nr, c->len[i + 1]);
	if (c->have_nr)
		uapi_format_int(&sb, c->nr);
	else
		tok_text(&sb, nr, nr + c->len[i + 1]);
	uapi_attr(inv, f, "nr", sb.buf, sb.len);
	strbuf_release(&sb);
}

/*
 * "arg" and "size": _IOR() and the like name the argument's type; _IOC()
 * gives the size itself, "sizeof(struct foo)" or a number.
 */
static void attr_arg_size(struct inventory *inv, const struct uapi_file *f,
			  struct ioc_call *c, const struct cdb_ctx *where,
			  int k)
{
	struct strbuf sb = STRBUF_INIT;
	const struct token *a;
	size_t an;
	uint64_t v;

	c->size = 0;
	if (ioc_macros[k].dir == IOC_DIR_ARG) {
		c->size = cdb_eval_tokens(&v, where, c->arg[3], c->len[3]) ?
			  -1 : (int64_t)v;
		if (!is_sizeof(c->arg[3], c->len[3], &a, &an))
			goto size;
	} else if (ioc_macros[k].dir) {
		a = c->arg[2];
		an = c->len[2];
		c->size = cdb_sizeof_tokens(where, a, an);
	} else {
		return;
	}
	tok_text(&sb, a, a + an);
	uapi_attr(inv, f, "arg", sb.buf, sb.len);
size:
	strbuf_reset(&sb);
	if (c->size >= 0)
		strbuf_addf(&sb, "%lld", (long long)c->size);
	else
		strbuf_addstr(&sb, "unknown");
	uapi_attr(inv, f, "size", sb.buf, sb.len);
	strbuf_release(&sb);
}

static void emit_one(struct inventory *inv, const struct cdb_ctx *ctx,
		     const struct uapi_file *f, const char *name,
		     uint32_t line, const struct token *t, size_t n,
		     int enumerator)
{
	struct token_vec buf = { 0 };
	const struct token *call;
	struct cdb_ctx where;
	struct ioc_call c;
	size_t ncall;
	int k;

	k = find_call(&buf, &where, ctx, t, n, &call, &ncall);
	if (k < 0 || ioc_split(&c, call, ncall, ioc_macros[k].nargs))
		goto out;
	inventory_fact_begin(inv, KIND_IOCTL, name, strlen(name), f->decl.path, line,
			     f->is_uapi ? 0 : 1);
	attr_dir(inv, f, &c, &where, k);
	/* #ifdef sees a #define, not an enumerator: binder's in 6.12. */
	if (enumerator)
		uapi_attr(inv, f, "defined", "enumerator", 10);
	attr_type_nr(inv, f, &c, &where, ioc_macros[k].dir == IOC_DIR_ARG);
	attr_arg_size(inv, f, &c, &where, k);
	if (c.dir >= 0 && c.have_type && c.have_nr && c.size >= 0)
		uapi_attrf(inv, f, "cmd", "0x%08x",
			   cdb_ioc((unsigned int)c.dir, c.type, c.nr,
				   (uint64_t)c.size));
	else
		uapi_attr(inv, f, "cmd", "unknown", 7);
	inventory_fact_end(inv);
out:
	free(buf.v);
}

/*
 * Whether s[0..n) is named as a macro is: capitals, digits and '_',
 * with a capital.  Commands are, and so are few other names that code
 * tests, which keeps what a file gives small.
 */
static int is_macro_name(const char *s, size_t n)
{
	size_t i;
	int upper = 0;

	if (n < 2 || isdigit((unsigned char)s[0]))
		return 0;
	for (i = 0; i < n; i++) {
		if (isupper((unsigned char)s[i]))
			upper = 1;
		else if (!isdigit((unsigned char)s[i]) && s[i] != '_')
			return 0;
	}
	return upper;
}

/* The name at @p, or after the blanks and '(' there: its length. */
static size_t name_after(const char *buf, size_t len, size_t *p)
{
	size_t i = *p, b;

	while (i < len && (isspace((unsigned char)buf[i]) || buf[i] == '('))
		i++;
	for (b = i; i < len && is_ident_char(buf[i]); i++)
		;
	*p = b;
	return i - b;
}

/* The name that ends before @p, or before the blanks and ')' there. */
static size_t name_before(const char *buf, size_t *p)
{
	size_t i = *p, e;

	while (i && (isspace((unsigned char)buf[i - 1]) || buf[i - 1] == ')'))
		i--;
	for (e = i; i && is_ident_char(buf[i - 1]); i--)
		;
	*p = i;
	return e - i;
}

static void use_name(const char *buf, size_t at, size_t n, ioctl_use_fn fn,
		     void *data)
{
	if (n && is_macro_name(buf + at, n))
		fn(data, buf + at, n);
}

/* The names of buf[i..end), up to the first of @stops. */
static void names_until(const char *buf, size_t i, size_t end,
			const char *stops, ioctl_use_fn fn, void *data)
{
	size_t b;

	while (i < end && !strchr(stops, buf[i])) {
		if (!is_ident_char(buf[i])) {
			i++;
			continue;
		}
		for (b = i; i < end && is_ident_char(buf[i]); i++)
			;
		use_name(buf, b, i - b, fn, data);
	}
}

/*
 * "case" at @at: the names of its label, up to the ':' (a label may be
 * _IOC_NR(FOO) or FOO ... BAR).
 */
static void case_label(const char *buf, size_t len, size_t at,
		       ioctl_use_fn fn, void *data)
{
	size_t i = at + 4, end = i + 200 < len ? i + 200 : len;

	if ((at && is_ident_char(buf[at - 1])) || i >= len ||
	    is_ident_char(buf[i]))
		return;
	names_until(buf, i, end, ":;{", fn, data);
}

/*
 * "==" or "!=" at @at: the name on each side, and the names of a call on
 * the right (_IOC_NR(cmd) == _IOC_NR(FOO)).
 */
static void comparison(const char *buf, size_t len, size_t at,
		       ioctl_use_fn fn, void *data)
{
	size_t p = at, n, i;

	n = name_before(buf, &p);
	use_name(buf, p, n, fn, data);
	p = at + 2;
	n = name_after(buf, len, &p);
	use_name(buf, p, n, fn, data);
	i = p + n;
	if (n && i < len && buf[i] == '(')
		names_until(buf, i + 1, len, ")\n", fn, data);
}

/*
 * A row of a table of commands: FOO_IOCTL_DEF(CMD, handler...),
 * IOCTL_OP(CMD, ...), the first argument of a macro named for ioctls.
 * DRM_IOCTL_DEF_DRV(FOO, ...) is the command DRM_IOCTL_FOO:
 * include/drm/drm_ioctl.h pastes the name.
 */
static void table_row(const char *buf, size_t len, size_t at,
		      ioctl_use_fn fn, void *data)
{
	static const char drm[] = "DRM_IOCTL_DEF_DRV", prefix[] = "DRM_IOCTL_";
	size_t b = at, e = at, we, p, n;
	char name[128];

	while (b && is_ident_char(buf[b - 1]))
		b--;
	while (e < len && is_ident_char(buf[e]))
		e++;
	we = e;
	if (!is_macro_name(buf + b, we - b))
		return;
	while (e < len && (buf[e] == ' ' || buf[e] == '\t'))
		e++;
	if (e >= len || buf[e] != '(')
		return;
	p = e + 1;
	n = name_after(buf, len, &p);
	if (!n || !is_macro_name(buf + p, n))
		return;
	fn(data, buf + p, n);
	if (we - b != strlen(drm) || memcmp(buf + b, drm, strlen(drm)) ||
	    n >= sizeof(name) - strlen(prefix))
		return;
	memcpy(name, prefix, strlen(prefix));
	memcpy(name + strlen(prefix), buf + p, n);
	fn(data, name, strlen(prefix) + n);
}

void ioctl_uses(const char *buf, size_t len, ioctl_use_fn fn, void *data)
{
	const char *p = buf, *end = buf + len;

	/*
	 * Labels from their ':', rarer than the letters of "case", which
	 * mem_find() would stop at all over the text.
	 */
	for (p = buf; (p = memchr(p, ':', (size_t)(end - p))); p++) {
		const char *from = p, *c;

		/* Back to the line's start or the ':' before it on the line. */
		while (from > buf && from[-1] != '\n' && from[-1] != ':' &&
		       p - from < 200)
			from--;
		c = mem_find(from, (size_t)(p - from), "case", 4);
		if (c)
			case_label(buf, len, (size_t)(c - buf), fn, data);
	}
	for (p = buf; (p = mem_find(p, (size_t)(end - p), "IOCTL", 5));
	     p += 5)
		table_row(buf, len, (size_t)(p - buf), fn, data);
	for (p = buf; (p = memchr(p, '=', (size_t)(end - p))); p++) {
		if (p + 1 < end && p[1] == '=')
			comparison(buf, len, (size_t)(p - buf), fn, data);
		else if (p > buf && p[-1] == '!')
			comparison(buf, len, (size_t)(p - 1 - buf), fn, data);
		else
			continue;
		p++;
	}
}

/* The name one token long that a command's body is, or NULL. */
static const struct token *alias_of(const struct token *t, size_t n)
{
	return n == 1 && t[0].kind == TOK_IDENT ? &t[0] : NULL;
}

void ioctl_used_init(struct ioctl_used *used, const char *const *names,
		     size_t n)
{
	size_t i;

	str_map_init(&used->names, n);
	for (i = 0; i < n; i++)
		*str_map_at(&used->names, names[i]) = (void *)names[i];
}

void ioctl_used_release(struct ioctl_used *used)
{
	str_map_release(&used->names);
}

static int is_used(const struct ioctl_used *used, const char *s, size_t n)
{
	return str_map_get_len(&used->names, s, n) != NULL;
}

/*
 * What makes the command @name of @f, whose body is t[0..n), user ABI.
 * A command of a private header is user ABI only if code handles it:
 * else it is a name nobody can call (parisc's HP-UX G* commands, which
 * no driver ever took; a staging driver's commands whose handlers were
 * taken out).  Code handles it if it tests its name, the name its body
 * is, or the type of its _IOx(TYPE, ...): a driver that takes every
 * command of its type (megaraid_mm.c's "_IOC_TYPE(cmd) != MEGAIOC_MAGIC")
 * handles them all.  One of uapi is ABI by its header, and one that a C
 * file defines is that file's own, which its tables or its switch on the
 * number (usblp's) take in more ways than ioctl_uses() reads.
 */
static void gate_of(struct ioctl_gate *g, const struct uapi_file *f,
		    const char *name, const struct token *t, size_t n)
{
	const struct token *alias = alias_of(t, n);

	memset(g, 0, sizeof(*g));
	g->always = f->is_uapi || !ends_with(f->decl.path, ".h");
	g->name = name;
	if (alias) {
		g->alias = alias->s;
		g->alias_len = alias->len;
	}
	if (n > 3 && ioc_index(&t[0]) >= 0 && tok_punct(&t[1], '(') &&
	    t[2].kind == TOK_IDENT) {
		g->type = t[2].s;
		g->type_len = t[2].len;
	}
}

int ioctl_gate_open(const struct ioctl_gate *g, const struct ioctl_used *used)
{
	return g->always || is_used(used, g->name, strlen(g->name)) ||
	       (g->alias && is_used(used, g->alias, g->alias_len)) ||
	       (g->type && is_used(used, g->type, g->type_len));
}

/* A macro or an enumerator that may be a command @inv wants. */
static int macro_wanted(const struct inventory *inv, const struct cmacro *m)
{
	return !m->params && m->ntoks &&
	       inventory_wants(inv, KIND_IOCTL, m->name);
}

static int enum_wanted(const struct inventory *inv, const struct cenum *e)
{
	return e->expr && inventory_wants(inv, KIND_IOCTL, e->name);
}

int ioctl_declares_wanted(const struct inventory *inv,
			  const struct cdecl_file *d)
{
	size_t i;

	for (i = 0; i < d->nmacros; i++)
		if (macro_wanted(inv, &d->macros[i]))
			return 1;
	for (i = 0; i < d->nenums; i++)
		if (enum_wanted(inv, &d->enums[i]))
			return 1;
	return 0;
}

/* What carries emit_commands() from command to command. */
struct emit_args {
	struct inventory *inv;
	const struct cdb_ctx *ctx;
	const struct uapi_file *f;
	const struct ioctl_used *used;
	ioctl_fact_fn fn;
	void *data;
};

/*
 * The command @name, whose body is t[0..n): its fact if @a->used says
 * code handles it, or with no @a->used in any case, @a->fn then told
 * what makes it ABI.
 */
static void emit_gated(const struct emit_args *a, const char *name,
		       uint32_t line, const struct token *t, size_t n,
		       int enumerator)
{
	struct ioctl_gate g;
	size_t nitems = a->inv->nitems;

	gate_of(&g, a->f, name, t, n);
	if (a->used && !ioctl_gate_open(&g, a->used))
		return;
	emit_one(a->inv, a->ctx, a->f, name, line, t, n, enumerator);
	if (a->fn && a->inv->nitems > nitems)
		a->fn(a->data, &g);
}

/*
 * The commands of @f that @inv wants: those @used says code handles, or
 * with no @used each, @fn told what makes it ABI after its fact.
 */
static void emit_commands(struct inventory *inv, struct cdb *db,
			  const struct uapi_file *f,
			  const struct ioctl_used *used, ioctl_fact_fn fn,
			  void *data)
{
	struct cdb_ctx ctx = { db, &f->decl, f->scope, 0 };
	struct emit_args a = { inv, &ctx, f, used, fn, data };
	struct strbuf copy = STRBUF_INIT;
	struct token_vec toks = { 0 };
	size_t k;

	for (k = 0; k < f->decl.nmacros; k++) {
		const struct cmacro *m = &f->decl.macros[k];

		if (macro_wanted(inv, m))
			emit_gated(&a, m->name, m->line, m->toks, m->ntoks, 0);
	}
	for (k = 0; k < f->decl.nenums; k++) {
		const struct cenum *e = &f->decl.enums[k];

		if (!enum_wanted(inv, e))
			continue;
		strbuf_reset(&copy);
		strbuf_addstr(&copy, e->expr);
		lexer_tokenize(&toks, copy.buf, copy.len, NULL);
		emit_gated(&a, e->name, e->line, toks.v, toks.n - 1, 1);
	}
	token_vec_release(&toks);
	strbuf_release(&copy);
}

void ioctl_emit(struct inventory *inv, struct cdb *db,
		struct uapi_file *const *files, size_t n,
		const struct ioctl_used *used)
{
	size_t i;

	for (i = 0; i < n; i++)
		emit_commands(inv, db, files[i], used, NULL, NULL);
}

void ioctl_emit_file(struct inventory *inv, struct cdb *db,
		     const struct uapi_file *f, ioctl_fact_fn fn, void *data)
{
	emit_commands(inv, db, f, NULL, fn, data);
}
