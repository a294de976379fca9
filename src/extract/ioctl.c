// SPDX-License-Identifier: GPL-2.0
/*
 * ioctl commands: macros and enumerators whose value is _IO(), _IOR(),
 * _IOW() or _IOWR() of <asm-generic/ioctl.h>, directly or through a
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

static const struct {
	const char *name;
	unsigned int dir;
	const char *dirname;
} ioc_macros[] = {
	{ "_IO", IOC_NONE, "none" },
	{ "_IOR", IOC_READ, "read" },
	{ "_IOR_BAD", IOC_READ, "read" },
	{ "_IOW", IOC_WRITE, "write" },
	{ "_IOW_BAD", IOC_WRITE, "write" },
	{ "_IOWR", IOC_READ | IOC_WRITE, "read-write" },
	{ "_IOWR_BAD", IOC_READ | IOC_WRITE, "read-write" },
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

int ioctl_is_command(const struct cdb_ctx *ctx, const struct token *t,
		     size_t n)
{
	struct token_vec buf = { 0 };
	const struct token *call;
	struct cdb_ctx where;
	size_t ncall;
	int k = find_call(&buf, &where, ctx, t, n, &call, &ncall);

	free(buf.v);
	return k >= 0;
}

static void emit_one(struct inventory *inv, const struct cdb_ctx *ctx,
		     const struct uapi_file *f, const char *name,
		     uint32_t line, const struct token *t, size_t n,
		     int enumerator)
{
	struct token_vec buf = { 0 };
	struct strbuf sb = STRBUF_INIT;
	const struct token *call;
	struct cdb_ctx where;
	size_t ncall, commas[4], nc;
	uint64_t type, nr;
	int64_t size = 0;
	int k, have_type, have_nr;

	k = find_call(&buf, &where, ctx, t, n, &call, &ncall);
	if (k < 0)
		goto out;
	tok_close(call, 1, ncall, commas, 4, &nc);
	if (nc != (ioc_macros[k].dir ? 2u : 1u))
		goto out;
	inventory_fact_begin(inv, KIND_IOCTL, name, strlen(name), f->decl.path, line,
			     f->is_uapi ? 0 : 1);
	uapi_attr(inv, f, "dir", ioc_macros[k].dirname,
		  strlen(ioc_macros[k].dirname));
	/* #ifdef sees a #define, not an enumerator: binder's in 6.12. */
	if (enumerator)
		uapi_attr(inv, f, "defined", "enumerator", 10);

	have_type = !cdb_eval_tokens(&type, &where, &call[2],
				     commas[0] - 2);
	strbuf_reset(&sb);
	if (!have_type)
		tok_text(&sb, &call[2], &call[commas[0]]);
	else if (type < 128 && isprint((int)type) && type != '\'' &&
		 type != '\\')
		strbuf_addf(&sb, "'%c'", (char)type);
	else
		strbuf_addf(&sb, "0x%02llx", (unsigned long long)type);
	uapi_attr(inv, f, "type", sb.buf, sb.len);

	{
		size_t end = nc > 1 ? commas[1] : ncall - 1;

		have_nr = !cdb_eval_tokens(&nr, &where, &call[commas[0] + 1],
					   end - commas[0] - 1);
		strbuf_reset(&sb);
		if (have_nr)
			uapi_format_int(&sb, nr);
		else
			tok_text(&sb, &call[commas[0] + 1], &call[end]);
		uapi_attr(inv, f, "nr", sb.buf, sb.len);
	}
	if (ioc_macros[k].dir) {
		const struct token *a = &call[commas[1] + 1];
		size_t an = ncall - 1 - commas[1] - 1;

		strbuf_reset(&sb);
		tok_text(&sb, a, a + an);
		uapi_attr(inv, f, "arg", sb.buf, sb.len);
		size = cdb_sizeof_tokens(&where, a, an);
		strbuf_reset(&sb);
		if (size >= 0)
			strbuf_addf(&sb, "%lld", (long long)size);
		else
			strbuf_addstr(&sb, "unknown");
		uapi_attr(inv, f, "size", sb.buf, sb.len);
	}
	if (have_type && have_nr && size >= 0)
		uapi_attrf(inv, f, "cmd", "0x%08x",
			   cdb_ioc(ioc_macros[k].dir, type, nr,
				   (uint64_t)size));
	else
		uapi_attr(inv, f, "cmd", "unknown", 7);
	inventory_fact_end(inv);
out:
	free(buf.v);
	strbuf_release(&sb);
}

void ioctl_emit(struct inventory *inv, struct cdb *db,
		struct uapi_file *const *files, size_t n)
{
	struct strbuf copy = STRBUF_INIT;
	struct token_vec toks = { 0 };
	size_t i, k;

	for (i = 0; i < n; i++) {
		const struct uapi_file *f = files[i];
		struct cdb_ctx ctx = { db, &f->decl, f->scope, 0 };

		for (k = 0; k < f->decl.nmacros; k++) {
			const struct cmacro *m = &f->decl.macros[k];

			if (!m->params && m->ntoks)
				emit_one(inv, &ctx, f, m->name, m->line,
					 m->toks, m->ntoks, 0);
		}
		for (k = 0; k < f->decl.nenums; k++) {
			const struct cenum *e = &f->decl.enums[k];

			if (!e->expr)
				continue;
			strbuf_reset(&copy);
			strbuf_addstr(&copy, e->expr);
			lexer_tokenize(&toks, copy.buf, copy.len, NULL);
			emit_one(inv, &ctx, f, e->name, e->line, toks.v,
				 toks.n - 1, 1);
		}
	}
	token_vec_release(&toks);
	strbuf_release(&copy);
}
