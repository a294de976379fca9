// SPDX-License-Identifier: GPL-2.0
/*
 * System calls, from every place the kernel writes them down:
 *
 *  - the syscall tables, arch/ARCH/.../syscall*.tbl and scripts/syscall.tbl
 *    (rows of "number abi name [entry [compat-entry]]");
 *  - the uapi unistd headers, "#define __NR_name number" and the
 *    "__SYSCALL(__NR_name, entry)" family, in include/uapi/asm-generic and
 *    arch/ARCH/include/uapi/asm, and arm64's compat table
 *    arch/arm64/include/asm/unistd32.h of the releases before 6.11;
 *  - SYSCALL_DEFINEn() and COMPAT_SYSCALL_DEFINEn() in C.
 *
 * Each is a fact about the syscall of that name; the inventory merges
 * them into one item.  Numbers are keyed by the table they come from, so
 * a syscall that moved from a header to a table keeps its numbers and is
 * not reported as added or removed: see docs/kinds.md for the rules.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "c/cexpr.h"
#include "extract/extract.h"
#include "core/pack.h"
#include "core/strbuf.h"
#include "core/util.h"

#define KIND "syscall"

/* Where a fact comes from; the lowest gives the item's location. */
enum {
	PRIO_DEFINE,
	PRIO_ARCH_DEFINE,
	PRIO_COMPAT_DEFINE,
	PRIO_ARCH_COMPAT_DEFINE,
	PRIO_GENERIC_HEADER,
	PRIO_TABLE,
	PRIO_ARCH_HEADER,
};

/*
 * scripts/syscall.tbl serves every architecture that has no table of its
 * own.  Its abi column selects rows per architecture; the rows private to
 * one architecture are keyed by that architecture, as they were when its
 * uapi unistd.h defined them, and all others by "generic", as in
 * asm-generic/unistd.h.
 */
static const struct {
	const char *abi;
	const char *arch;
} generic_arch_abis[] = {
	{ "arc", "arc" },
	{ "csky", "csky" },
	{ "nios2", "nios2" },
	{ "or1k", "openrisc" },
	{ "riscv", "riscv" },
};

/* __NR_ macros that name no syscall: bases, counts and masks. */
static int nr_is_syscall(const char *name, size_t len)
{
	static const char *const not_syscalls[] = {
		"syscalls", "arch_specific_syscall", "SYSCALL_BASE",
		"OABI_SYSCALL_BASE", "SYSCALL_MASK",
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(not_syscalls); i++)
		if (strlen(not_syscalls[i]) == len &&
		    !memcmp(name, not_syscalls[i], len))
			return 0;
	if (len >= 5 && !memcmp(name + len - 5, "Linux", 5))
		return 0;
	if (len >= 9 && !memcmp(name + len - 9, "_syscalls", 9))
		return 0;
	return len > 0;
}

/* A macro definition from a unistd header, kept for the finish step. */
struct nr_macro {
	char *table;
	char *macro;
	char *expr;
};

struct syscall_state {
	struct nr_macro *v;
	size_t n, alloc;
};

static const char *basename_of(const char *path)
{
	const char *s = strrchr(path, '/');

	return s ? s + 1 : path;
}

/*
 * The table id of a .tbl file: "generic" for scripts/syscall.tbl, the
 * architecture for arch/ARCH/.../syscall.tbl, and ARCH_SUFFIX for
 * syscall_SUFFIX.tbl (x86_64, mips_n32, arm64_32, ...).
 */
static int table_id(struct strbuf *id, const char *path)
{
	char arch[64];
	const char *base = basename_of(path);

	strbuf_reset(id);
	if (!strcmp(path, "scripts/syscall.tbl")) {
		strbuf_addstr(id, "generic");
		return 0;
	}
	if (path_arch(arch, sizeof(arch), path) < 0)
		return -1;
	strbuf_addstr(id, arch);
	if (starts_with(base, "syscall_")) {
		strbuf_addch(id, '_');
		strbuf_add(id, base + 8, strlen(base + 8) - 4);
	}
	return 0;
}

/*
 * The id of a unistd header, or -1 if the file is not one: "generic" for
 * asm-generic, ARCH for arch/ARCH/include/uapi/asm/unistd.h, ARCH_SUFFIX
 * for unistd_SUFFIX.h or unistdSUFFIX.h there, and ARCH_32 for the compat
 * table arch/ARCH/include/asm/unistd32.h.
 */
static int header_id(struct strbuf *id, const char *path)
{
	char arch[64];
	const char *base = basename_of(path), *dir;

	strbuf_reset(id);
	if (!strcmp(path, "include/uapi/asm-generic/unistd.h")) {
		strbuf_addstr(id, "generic");
		return 0;
	}
	if (!starts_with(base, "unistd") || !ends_with(base, ".h") ||
	    path_arch(arch, sizeof(arch), path) < 0)
		return -1;
	dir = path + strlen("arch/") + strlen(arch);
	if (strcmp(dir, "/include/asm/unistd32.h") &&
	    (strncmp(dir, "/include/uapi/asm/", 18) || strchr(dir + 18, '/')))
		return -1;
	strbuf_addstr(id, arch);
	base += strlen("unistd");
	if (*base == '_')
		base++;
	if (*base != '.') {
		strbuf_addch(id, '_');
		strbuf_add(id, base, strlen(base) - 2);
	}
	return 0;
}

static enum want syscall_want_path(const char *path)
{
	struct strbuf id = STRBUF_INIT;
	enum want w = WANT_NO;

	if (ends_with(path, ".tbl")) {
		if (starts_with(basename_of(path), "syscall") &&
		    path_in_kernel(path) && table_id(&id, path) == 0)
			w = WANT_ALWAYS;
	} else if (header_id(&id, path) == 0) {
		w = WANT_ALWAYS;
	} else if (path_in_kernel(path) &&
		   (ends_with(path, ".c") || ends_with(path, ".h"))) {
		w = WANT_IF_TRIGGERED;
	}
	strbuf_release(&id);
	return w;
}

/* Whether s[0..len) is a decimal number, as the tables write them. */
static int is_decimal(const char *s, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (s[i] < '0' || s[i] > '9')
			return 0;
	return len > 0;
}

static int is_number(const char *s)
{
	return is_decimal(s, strlen(s));
}

static size_t field(const char **p, const char *end)
{
	const char *s = *p;

	while (s < end && (*s == ' ' || *s == '\t' || *s == '\r'))
		s++;
	*p = s;
	while (s < end && *s != ' ' && *s != '\t' && *s != '\r')
		s++;
	return (size_t)(s - *p);
}

static void nr_key(struct strbuf *key, const char *table, const char *abi,
		   size_t abilen)
{
	size_t i;

	strbuf_reset(key);
	strbuf_addstr(key, "nr.");
	if (!strcmp(table, "generic")) {
		for (i = 0; i < ARRAY_SIZE(generic_arch_abis); i++) {
			if (strlen(generic_arch_abis[i].abi) == abilen &&
			    !memcmp(abi, generic_arch_abis[i].abi, abilen)) {
				strbuf_addstr(key, generic_arch_abis[i].arch);
				return;
			}
		}
		strbuf_addstr(key, "generic");
		return;
	}
	strbuf_addstr(key, table);
	if (abilen != 6 || memcmp(abi, "common", 6)) {
		strbuf_addch(key, '.');
		strbuf_add(key, abi, abilen);
	}
}

static int is_ni_entry(const char *s, size_t len)
{
	return len == 14 && !memcmp(s, "sys_ni_syscall", 14);
}

/*
 * The columns after a table row's name: the entry point, the compat
 * entry point ("-" for none), then flags (6.12's "noreturn").  A row
 * without an entry point is wired to sys_ni_syscall, as one that names
 * it; *ni says whether the row is such.
 */
static void table_columns(struct extract_ctx *ctx, const char **pp,
			  const char *eol, int *ni)
{
	const char *p = *pp;
	size_t n;
	int col;

	*ni = 1;
	for (col = 0; (n = field(&p, eol)); col++, p += n) {
		if (col >= 2) {
			inventory_fact_attr(ctx->inv, "flags", p, n);
			continue;
		}
		if (n == 1 && *p == '-')
			continue;
		if (!is_ni_entry(p, n))
			*ni = 0;
		inventory_fact_attr(ctx->inv, "entry", p, n);
	}
	if (*ni && !col)
		fact_attr_str(ctx->inv, "entry", "sys_ni_syscall");
	*pp = p;
}

static void extract_table(struct extract_ctx *ctx)
{
	struct strbuf id = STRBUF_INIT, key = STRBUF_INIT;
	const char *p = ctx->buf, *end = ctx->buf + ctx->len;
	uint32_t line = 0;

	if (table_id(&id, ctx->path) < 0)
		goto out;
	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		const char *nr, *abi, *name, *hash;
		size_t nrlen, abilen, namelen;
		int ni;

		if (!eol)
			eol = end;
		line++;
		hash = memchr(p, '#', (size_t)(eol - p));
		if (hash)
			eol = hash;
		nrlen = field(&p, eol);
		nr = p;
		p += nrlen;
		if (!nrlen)
			goto next;
		abilen = field(&p, eol);
		abi = p;
		p += abilen;
		namelen = field(&p, eol);
		name = p;
		p += namelen;
		if (!is_decimal(nr, nrlen) || !abilen || !namelen) {
			inventory_problem(ctx->inv, ctx->path,
					  "line %u: not a syscall table row, skipped",
					  line);
			goto next;
		}
		ctx_fact_begin(ctx, KIND, name, namelen, line, PRIO_TABLE);
		table_columns(ctx, &p, eol, &ni);
		/*
		 * A number whose entry is sys_ni_syscall returns ENOSYS:
		 * no call user space can make.  Some releases list such
		 * rows and others skip them; either way it is no number.
		 */
		if (!ni) {
			nr_key(&key, id.buf, abi, abilen);
			inventory_fact_attr(ctx->inv, key.buf, nr, nrlen);
		}
		inventory_fact_end(ctx->inv);
next:
		p = hash ? memchr(hash, '\n', (size_t)(end - hash)) : eol;
		if (!p)
			break;
		p++;
	}
out:
	strbuf_release(&id);
	strbuf_release(&key);
}

/* SYSCALL_DEFINEn(name, type, arg, ...) and COMPAT_SYSCALL_DEFINEn. */
static void extract_define(struct extract_ctx *ctx, const struct token *t,
			   size_t n, size_t i, int compat, struct strbuf *sb,
			   struct strbuf *key)
{
	size_t commas[16], nc, end, a, args;
	const struct token *d = &t[i];
	char arch[64];
	int is_arch = path_arch(arch, sizeof(arch), ctx->path) == 0;
	int prio;

	args = (size_t)(d->s[d->len - 1] - '0');
	if (i + 2 >= n || !tok_punct(&t[i + 1], '(') ||
	    t[i + 2].kind != TOK_IDENT)
		return;
	end = tok_close(t, i + 1, n, commas, ARRAY_SIZE(commas), &nc);
	if (end >= n) {
		inventory_problem(ctx->inv, ctx->path,
				  "line %u: unterminated %.*s, skipped",
				  d->line, (int)d->len, d->s);
		return;
	}
	strbuf_reset(sb);
	if (nc != 2 * args || (nc && commas[0] != i + 3) ||
	    (!nc && end != i + 3)) {
		/*
		 * Helper macros such as compat_arg_u64_dual(pos) stand for a
		 * type and name pair each; keep the arguments as written.
		 */
		if (nc && commas[0] == i + 3)
			tok_text(sb, &t[i + 4], &t[end]);
		else
			tok_text(sb, &t[i + 2], &t[end]);
		args = 0;
	}
	for (a = 0; a < args; a++) {
		size_t ts = commas[2 * a] + 1, te = commas[2 * a + 1];
		size_t ns = te + 1, ne = a + 1 < args ? commas[2 * a + 2] : end;

		if (a)
			strbuf_addstr(sb, ", ");
		tok_text(sb, &t[ts], &t[te]);
		if (!tok_punct(&t[te - 1], '*'))
			strbuf_addch(sb, ' ');
		tok_text(sb, &t[ns], &t[ne]);
	}
	if (!sb->len)
		strbuf_addstr(sb, "void");
	prio = compat ? (is_arch ? PRIO_ARCH_COMPAT_DEFINE : PRIO_COMPAT_DEFINE) :
			(is_arch ? PRIO_ARCH_DEFINE : PRIO_DEFINE);
	ctx_fact_begin(ctx, KIND, t[i + 2].s, t[i + 2].len, d->line,
		       (uint32_t)prio);
	strbuf_reset(key);
	strbuf_addstr(key, compat ? "compat-sig" : "sig");
	if (is_arch)
		strbuf_addf(key, ".%s", arch);
	inventory_fact_attr(ctx->inv, key->buf, sb->buf, sb->len);
	inventory_fact_end(ctx->inv);
}

/* Whether @s[0..@len) is one of the words of @list, each followed by ' '. */
static int in_word_list(const struct strbuf *list, const char *s, size_t len)
{
	const char *p = list->buf, *end = list->buf + list->len;

	while (p < end) {
		const char *sp = memchr(p, ' ', (size_t)(end - p));

		if ((size_t)(sp - p) == len && !memcmp(p, s, len))
			return 1;
		p = sp + 1;
	}
	return 0;
}

/*
 * If the __SYSCALL() family call at @i wires its number to
 * sys_ni_syscall, add the number's macro to @ni.
 */
static void note_ni_call(struct strbuf *ni, const struct token *t, size_t i,
			 size_t n)
{
	size_t commas[8], nc, end, a;
	const struct token *nr = &t[i + 2];

	if (i + 2 >= n || !tok_punct(&t[i + 1], '(') || nr->kind != TOK_IDENT)
		return;
	end = tok_close(t, i + 1, n, commas, ARRAY_SIZE(commas), &nc);
	if (end >= n || nc > ARRAY_SIZE(commas))
		return;
	for (a = 0; a < nc; a++) {
		size_t s = commas[a] + 1;
		size_t e = a + 1 < nc ? commas[a + 1] : end;

		if (e == s + 1 && is_ni_entry(t[s].s, t[s].len)) {
			strbuf_add(ni, nr->s, nr->len);
			strbuf_addch(ni, ' ');
			return;
		}
	}
}

/* Record "#define __NR_x expr" and "#define __NR3264_x expr". */
static void header_define(struct extract_ctx *ctx, struct syscall_state *st,
			  const char *id, const struct token *t, size_t i,
			  size_t n, struct strbuf *sb, const struct strbuf *ni)
{
	const struct token *m = &t[i];
	size_t e, pfx;
	struct nr_macro *d;

	if (m->kind != TOK_IDENT || !(m->len > 5 && !memcmp(m->s, "__NR", 4)))
		return;
	/* Function-like macros are helpers, not numbers. */
	if (i + 1 < n && tok_punct(&t[i + 1], '(') &&
	    t[i + 1].s == m->s + m->len)
		return;
	for (e = i + 1; e < n && t[e].kind != TOK_EOD; e++)
		;
	strbuf_reset(sb);
	tok_text(sb, &t[i + 1], &t[e]);
	ALLOC_GROW(st->v, st->n + 1, st->alloc);
	d = &st->v[st->n++];
	d->table = xstrdup(id);
	d->macro = xstrndup(m->s, m->len);
	d->expr = xstrndup(sb->buf, sb->len);

	pfx = m->s[4] == '_' ? 5 : 0;
	if (!pfx || !sb->len || !nr_is_syscall(m->s + pfx, m->len - pfx))
		return;
	/* Wired to sys_ni_syscall: a name, no number (as in the tables). */
	if (in_word_list(ni, m->s, m->len) ||
	    in_word_list(ni, d->expr, strlen(d->expr))) {
		ctx_fact_begin(ctx, KIND, m->s + pfx, m->len - pfx, m->line,
			       strcmp(id, "generic") ? PRIO_ARCH_HEADER :
			       PRIO_GENERIC_HEADER);
		fact_attr_str(ctx->inv, "entry", "sys_ni_syscall");
		inventory_fact_end(ctx->inv);
		return;
	}
	ctx_fact_begin(ctx, KIND, m->s + pfx, m->len - pfx, m->line,
		       strcmp(id, "generic") ? PRIO_ARCH_HEADER :
		       PRIO_GENERIC_HEADER);
	strbuf_reset(sb);
	strbuf_addf(sb, "nr.%s", id);
	fact_attr_str(ctx->inv, sb->buf, d->expr);
	inventory_fact_end(ctx->inv);
}

/*
 * __SYSCALL(nr, entry), __SC_COMP(nr, entry, compat) and the rest of the
 * family: the entry points of the syscalls numbered by @nr.  In
 * asm-generic, __NR3264_x numbers both x and x64 through aliases such as
 * "#define __NR_fcntl __NR3264_fcntl", so the entries go to each name
 * that the file aliases to @nr.
 */
static void header_entries(struct extract_ctx *ctx, struct syscall_state *st,
			   size_t first_def, const struct token *t, size_t i,
			   size_t n)
{
	size_t commas[8], nc, end, a, k;
	const struct token *nr = &t[i + 2];

	if (i + 2 >= n || !tok_punct(&t[i + 1], '(') || nr->kind != TOK_IDENT ||
	    nr->len < 5 || memcmp(nr->s, "__NR", 4))
		return;
	end = tok_close(t, i + 1, n, commas, ARRAY_SIZE(commas), &nc);
	if (end >= n || nc > ARRAY_SIZE(commas) || !nc)
		return;
	for (k = first_def; k <= st->n; k++) {
		const char *name;
		size_t len;

		if (k == st->n) {
			/* The macro's own name, if it is __NR_x. */
			if (nr->s[4] != '_')
				break;
			name = nr->s + 5;
			len = nr->len - 5;
		} else {
			struct nr_macro *d = &st->v[k];

			if (strlen(d->expr) != nr->len ||
			    memcmp(d->expr, nr->s, nr->len) ||
			    !starts_with(d->macro, "__NR_"))
				continue;
			name = d->macro + 5;
			len = strlen(name);
		}
		if (!nr_is_syscall(name, len))
			continue;
		ctx_fact_begin(ctx, KIND, name, len, nr->line, PRIO_ARCH_HEADER);
		for (a = 0; a < nc; a++) {
			size_t s = commas[a] + 1;
			size_t e = a + 1 < nc ? commas[a + 1] : end;

			if (e == s + 1 && t[s].kind == TOK_IDENT)
				inventory_fact_attr(ctx->inv, "entry", t[s].s,
						    t[s].len);
		}
		inventory_fact_end(ctx->inv);
	}
}

static int is_define_macro(const struct token *t, int *compat)
{
	const char *s = t->s;
	size_t len = t->len;

	if (t->kind != TOK_IDENT || len < 15)
		return 0;
	*compat = 0;
	if (len == 22 && !memcmp(s, "COMPAT_", 7)) {
		*compat = 1;
		s += 7;
		len -= 7;
	}
	return len == 15 && !memcmp(s, "SYSCALL_DEFINE", 14) &&
	       s[14] >= '0' && s[14] <= '6';
}

static void extract_c(struct extract_ctx *ctx)
{
	struct syscall_state *st = ctx->state;
	const struct token_vec *tv = ctx_tokens(ctx);
	const struct token *t = tv->v;
	struct strbuf id = STRBUF_INIT, sb = STRBUF_INIT, key = STRBUF_INIT;
	struct strbuf ni = STRBUF_INIT;
	int is_header = header_id(&id, ctx->path) == 0;
	size_t i, n = tv->n, first_def = st->n, *calls = NULL, *defs = NULL;
	size_t ncalls = 0, calls_alloc = 0, ndefs = 0, defs_alloc = 0;
	int compat;

	for (i = 0; i < n; i++) {
		if (t[i].kind == TOK_DIRECTIVE) {
			/* Macro bodies are skipped, but headers' numbers kept. */
			if (is_header && i + 2 < n && tok_eq(&t[i + 1], "define")) {
				ALLOC_GROW(defs, ndefs + 1, defs_alloc);
				defs[ndefs++] = i + 2;
			}
			while (i < n && t[i].kind != TOK_EOD &&
			       t[i].kind != TOK_EOF)
				i++;
			continue;
		}
		if (t[i].kind != TOK_IDENT)
			continue;
		if (is_define_macro(&t[i], &compat))
			extract_define(ctx, t, n, i, compat, &sb, &key);
		else if (is_header && (tok_starts(&t[i], "__SYSCALL") ||
				       tok_starts(&t[i], "__SC_"))) {
			ALLOC_GROW(calls, ncalls + 1, calls_alloc);
			calls[ncalls++] = i;
		}
	}
	/*
	 * After the whole file, so that a number wired to sys_ni_syscall
	 * below its #define is known as such, and aliases defined below a
	 * call count.
	 */
	for (i = 0; i < ncalls; i++)
		note_ni_call(&ni, t, calls[i], n);
	for (i = 0; i < ndefs; i++)
		header_define(ctx, st, id.buf, t, defs[i], n, &sb, &ni);
	for (i = 0; i < ncalls; i++)
		header_entries(ctx, st, first_def, t, calls[i], n);
	free(calls);
	free(defs);
	strbuf_release(&ni);
	strbuf_release(&id);
	strbuf_release(&sb);
	strbuf_release(&key);
}

static void syscall_extract(struct extract_ctx *ctx)
{
	if (ends_with(ctx->path, ".tbl"))
		extract_table(ctx);
	else
		extract_c(ctx);
}

/* A file's number macros, for the cache: table, macro and value of each. */
static void syscall_state_pack(struct strbuf *out, const void *p)
{
	const struct syscall_state *st = p;
	size_t i;

	for (i = 0; i < st->n; i++) {
		pack_str(out, st->v[i].table);
		pack_str(out, st->v[i].macro);
		pack_str(out, st->v[i].expr);
	}
}

static int syscall_state_unpack(void *p, const char *path, const char *buf,
				size_t len)
{
	struct syscall_state *st = p;
	struct unpacker u;
	const char *s[3];
	uint32_t n[3];
	size_t k;

	(void)path;
	unpacker_init(&u, buf, len);
	while (unpack_more(&u)) {
		struct nr_macro *d;

		for (k = 0; k < 3; k++)
			s[k] = unpack_mem(&u, &n[k]);
		if (!s[0] || !s[1] || !s[2])
			return -1;
		ALLOC_GROW(st->v, st->n + 1, st->alloc);
		d = &st->v[st->n++];
		d->table = xstrndup(s[0], n[0]);
		d->macro = xstrndup(s[1], n[1]);
		d->expr = xstrndup(s[2], n[2]);
	}
	return unpack_end(&u);
}

DEFINE_STATE_NEW(syscall_state_new, struct syscall_state)

static void syscall_state_free(void *p)
{
	struct syscall_state *st = p;
	size_t i;

	for (i = 0; i < st->n; i++) {
		free(st->v[i].table);
		free(st->v[i].macro);
		free(st->v[i].expr);
	}
	free(st->v);
	free(st);
}

/* What the finish step resolves header numbers with. */
struct resolver {
	struct nr_macro *macros;	/* sorted by table, then macro */
	size_t nmacros;
	struct attr *numbers;		/* "table name" -> number, sorted */
	size_t nnumbers;
	const char *table;		/* of the value being resolved */
	struct cexpr_env env;		/* resolve_lookup() on this */
	/*
	 * Lookups made for the value being resolved: macros that refer
	 * twice to the next, 64 deep, would take 2^64 (the fuzzer's find).
	 */
	unsigned long steps;
};

#define MAX_STEPS 20000

static int macro_cmp(const void *a, const void *b)
{
	const struct nr_macro *x = a, *y = b;
	int c = strcmp(x->table, y->table);

	return c ? c : strcmp(x->macro, y->macro);
}

static int number_cmp(const void *a, const void *b)
{
	return strcmp(((const struct attr *)a)->key,
		      ((const struct attr *)b)->key);
}

/*
 * An identifier in a header's number: a macro of the same header or of
 * asm-generic, or __NR_x of a syscall whose number the architecture's
 * table gives (the build generates those definitions from the table).
 */
static int resolve_lookup(void *data, const char *name, size_t len,
			  uint64_t *val, int depth)
{
	struct resolver *r = data;
	const char *tables[2] = { r->table, "generic" };
	struct strbuf sb = STRBUF_INIT;
	struct nr_macro key, *m;
	struct attr nkey, *num;
	int err = -1, i;

	if (++r->steps > MAX_STEPS)
		return -1;
	for (i = 0; i < 2 && err; i++) {
		strbuf_reset(&sb);
		strbuf_add(&sb, name, len);
		key.table = (char *)tables[i];
		key.macro = sb.buf;
		m = search_array(&key, r->macros, r->nmacros, sizeof(key), macro_cmp);
		if (m) {
			/* The last definition wins, as in the preprocessor. */
			while (m + 1 < r->macros + r->nmacros &&
			       !macro_cmp(m + 1, &key))
				m++;
			err = cexpr_eval_str(val, m->expr, &r->env, depth);
			continue;
		}
		if (len <= 5 || memcmp(name, "__NR_", 5))
			continue;
		strbuf_reset(&sb);
		strbuf_addf(&sb, "%s %.*s", tables[i], (int)(len - 5), name + 5);
		nkey.key = sb.buf;
		num = search_array(&nkey, r->numbers, r->nnumbers, sizeof(nkey),
			      number_cmp);
		if (num)
			err = cexpr_parse_int(val, num->val, strlen(num->val));
	}
	strbuf_release(&sb);
	return err;
}

static void syscall_finish(struct inventory *inv, void **states, int nstates)
{
	struct resolver r = { 0 };
	size_t nalloc = 0, i;
	uint32_t k;

	r.env.lookup = resolve_lookup;
	r.env.data = &r;
	r.macros = STATES_GATHER(states, nstates, struct syscall_state, v, n,
				 &r.nmacros);
	sort_array(r.macros, r.nmacros, sizeof(*r.macros), macro_cmp);

	for (i = 0; i < inv->nitems; i++) {
		struct item *it = &inv->items[i];

		if (strcmp(it->kind, KIND))
			continue;
		for (k = 0; k < it->nattrs; k++) {
			const char *key = it->attrs[k].key, *dot;
			struct strbuf sb = STRBUF_INIT;

			if (!starts_with(key, "nr.") || !is_number(it->attrs[k].val))
				continue;
			dot = strchr(key + 3, '.');
			strbuf_add(&sb, key + 3,
				   dot ? (size_t)(dot - key - 3) : strlen(key + 3));
			strbuf_addf(&sb, " %s", it->name);
			ALLOC_GROW(r.numbers, r.nnumbers + 1, nalloc);
			r.numbers[r.nnumbers].key = arena_strdup(&inv->arena,
								 sb.buf);
			r.numbers[r.nnumbers++].val = it->attrs[k].val;
			strbuf_release(&sb);
		}
	}
	sort_array(r.numbers, r.nnumbers, sizeof(*r.numbers), number_cmp);

	for (i = 0; i < inv->nitems; i++) {
		struct item *it = &inv->items[i];

		if (strcmp(it->kind, KIND))
			continue;
		for (k = 0; k < it->nattrs; k++) {
			struct attr *a = &it->attrs[k];
			uint64_t v;
			char num[32];

			if (!starts_with(a->key, "nr.") || is_number(a->val))
				continue;
			r.table = a->key + 3;
			r.steps = 0;
			if (cexpr_eval_str(&v, a->val, &r.env, 0))
				continue;
			snprintf(num, sizeof(num), "%llu", (unsigned long long)v);
			a->val = arena_strdup(&inv->arena, num);
		}
	}
	free(r.macros);
	free(r.numbers);
}

/*
 * The verdict on a changed syscall (docs/compat.md).  Numbers: one lost
 * on an ABI is a removal there, breaking (said as sys_ni_syscall when the
 * entry now is); one that changed is breaking; one added is compatible.
 * Argument types: breaking where a type's size or signedness differs on
 * ILP32 or LP64, compatible where it is the same on both.
 */
struct scalar {
	const char *name;
	unsigned char size32, size64;	/* bytes; 0: a pointer's */
	unsigned char is_signed;
};

#define PTR_SIZE 0

static const struct scalar scalars[] = {
	{ "__s16", 2, 2, 1 }, { "__s32", 4, 4, 1 }, { "__s64", 8, 8, 1 },
	{ "__s8", 1, 1, 1 }, { "__u16", 2, 2, 0 }, { "__u32", 4, 4, 0 },
	{ "__u64", 8, 8, 0 }, { "__u8", 1, 1, 0 },
	{ "aio_context_t", 4, 8, 0 }, { "char", 1, 1, 1 },
	{ "clockid_t", 4, 4, 1 }, { "gid_t", 4, 4, 0 }, { "int", 4, 4, 1 },
	{ "key_serial_t", 4, 4, 1 }, { "key_t", 4, 4, 1 },
	{ "loff_t", 8, 8, 1 }, { "long", 4, 8, 1 }, { "long long", 8, 8, 1 },
	{ "mode_t", 4, 4, 0 }, { "mqd_t", 4, 4, 1 }, { "off_t", 4, 8, 1 },
	{ "pid_t", 4, 4, 1 }, { "qid_t", 4, 4, 0 }, { "rwf_t", 4, 4, 1 },
	{ "s16", 2, 2, 1 }, { "s32", 4, 4, 1 }, { "s64", 8, 8, 1 },
	{ "s8", 1, 1, 1 }, { "short", 2, 2, 1 }, { "size_t", 4, 8, 0 },
	{ "ssize_t", 4, 8, 1 }, { "time_t", 4, 8, 1 },
	{ "timer_t", 4, 4, 1 }, { "u16", 2, 2, 0 }, { "u32", 4, 4, 0 },
	{ "u64", 8, 8, 0 }, { "u8", 1, 1, 0 }, { "uid_t", 4, 4, 0 },
	{ "umode_t", 2, 2, 0 }, { "unsigned char", 1, 1, 0 },
	{ "unsigned int", 4, 4, 0 }, { "unsigned long", 4, 8, 0 },
	{ "unsigned long long", 8, 8, 0 }, { "unsigned short", 2, 2, 0 },
};

/*
 * The type of the argument @arg ("const char __user *filename"): its
 * words but the name and the qualifiers, into @type.  Returns whether it
 * is a pointer.
 */
static int arg_type(struct strbuf *type, const char *arg, size_t len)
{
	const char *end = arg + len, *p = arg, *last = NULL;
	int ptr = !!memchr(arg, '*', len) || !!memchr(arg, '[', len);

	strbuf_reset(type);
	/* The last word is the argument's name. */
	while (p < end) {
		const char *w;

		while (p < end && (*p == ' ' || *p == '*'))
			p++;
		w = p;
		while (p < end && *p != ' ' && *p != '*')
			p++;
		if (p > w)
			last = w;
	}
	for (p = arg; p < end && p < last;) {
		const char *w;
		size_t n;

		while (p < last && (*p == ' ' || *p == '*'))
			p++;
		w = p;
		while (p < last && *p != ' ' && *p != '*')
			p++;
		n = (size_t)(p - w);
		if (!n || (n == 5 && !memcmp(w, "const", 5)) ||
		    (n == 6 && !memcmp(w, "__user", 6)) ||
		    (n == 8 && !memcmp(w, "volatile", 8)) ||
		    (n == 6 && !memcmp(w, "signed", 6) && type->len))
			continue;
		if (type->len)
			strbuf_addch(type, ' ');
		strbuf_add(type, w, n);
	}
	if (!strcmp(type->buf, "unsigned"))
		strbuf_addstr(type, " int");
	else if (!strcmp(type->buf, "signed"))
		strbuf_addstr(type, "int");
	if (!strcmp(type->buf, "long int") || !strcmp(type->buf, "signed"))
		strbuf_reset(type), strbuf_addstr(type, "long");
	return ptr;
}

static const struct scalar *find_scalar(const char *type)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(scalars); i++)
		if (!strcmp(scalars[i].name, type))
			return &scalars[i];
	return NULL;
}

/* The next argument of the list at *p, as [*arg, *arg + returned). */
static size_t next_arg(const char **arg, const char **p)
{
	const char *s = *p, *comma = strstr(s, ", ");
	size_t n = comma ? (size_t)(comma - s) : strlen(s);

	*arg = s;
	*p = comma ? comma + 2 : s + n;
	return n;
}

/* The verdict on one argument list that became another. */
static enum compat judge_sig(struct strbuf *reason, const char *key,
			     const char *a, const char *b)
{
	struct strbuf ta = STRBUF_INIT, tb = STRBUF_INIT;
	enum compat c = COMPAT_COMPATIBLE;
	const char *pa = a, *pb = b, *xa, *xb;
	size_t na, nb;
	int argno = 0;

	while (*pa || *pb) {
		const struct scalar *sa, *sb;
		int ptra, ptrb;

		argno++;
		na = next_arg(&xa, &pa);
		nb = next_arg(&xb, &pb);
		if (!na || !nb) {
			strbuf_addf(reason, "%s: %s arguments", key,
				    !na ? "more" : "fewer");
			c = COMPAT_BREAKING;
			break;
		}
		ptra = arg_type(&ta, xa, na);
		ptrb = arg_type(&tb, xb, nb);
		if (ptra && ptrb)
			continue;
		if (ptra != ptrb) {
			strbuf_addf(reason, "%s: argument %d is %s a pointer",
				    key, argno, ptrb ? "now" : "no longer");
			c = COMPAT_BREAKING;
			break;
		}
		if (!strcmp(ta.buf, tb.buf))
			continue;
		sa = find_scalar(ta.buf);
		sb = find_scalar(tb.buf);
		if (!sa || !sb) {
			strbuf_addf(reason, "%s: argument %d: %s -> %s, size unknown",
				    key, argno, ta.buf, tb.buf);
			c = COMPAT_UNKNOWN;
			continue;
		}
		if (sa->size32 != sb->size32 || sa->size64 != sb->size64 ||
		    sa->is_signed != sb->is_signed) {
			int size = sa->size32 != sb->size32 ||
				   sa->size64 != sb->size64;

			strbuf_addf(reason, "%s: argument %d: %s -> %s differs in %s%s%s",
				    key, argno, ta.buf, tb.buf,
				    size ? "size" : "",
				    size && sa->is_signed != sb->is_signed ?
				    " and " : "",
				    sa->is_signed != sb->is_signed ?
				    "signedness" : "");
			c = COMPAT_BREAKING;
			break;
		}
	}
	strbuf_release(&ta);
	strbuf_release(&tb);
	return c;
}

static int is_sig_key(const char *key)
{
	return starts_with(key, "sig") || starts_with(key, "compat-sig");
}

/* The ABI of a number's key: "nr.x86_64" -> "x86_64". */
static void add_abi(struct strbuf *list, const char *key)
{
	strbuf_addstr(list, list->len ? ", " : "");
	strbuf_addstr(list, key + 3);
}

static enum compat worse(enum compat a, enum compat b)
{
	static const int rank[] = {
		[COMPAT_NONE] = 0, [COMPAT_COMPATIBLE] = 1,
		[COMPAT_UNKNOWN] = 2, [COMPAT_BREAKING] = 3,
	};

	return rank[b] > rank[a] ? b : a;
}

/* Whether an entry attribute names sys_ni_syscall among its values. */
static int is_ni(const char *entry)
{
	const char *p = entry;

	while (p && (p = strstr(p, "sys_ni_syscall"))) {
		if ((p == entry || p[-1] == ' ') && (!p[14] || p[14] == ' '))
			return 1;
		p += 14;
	}
	return 0;
}

/* What changed between two sides of a syscall, for the verdict. */
struct syscall_delta {
	struct strbuf lost, moved, added;	/* ABIs of numbers gone, changed, new */
	struct strbuf sig;		/* why of the worst argument list */
	enum compat sc;			/* verdict on the worst argument list */
	int sig_changed;
};

#define SYSCALL_DELTA_INIT { STRBUF_INIT, STRBUF_INIT, STRBUF_INIT, \
			     STRBUF_INIT, COMPAT_COMPATIBLE, 0 }

static void syscall_delta_release(struct syscall_delta *d)
{
	strbuf_release(&d->added);
	strbuf_release(&d->lost);
	strbuf_release(&d->moved);
	strbuf_release(&d->sig);
}

/* An argument list that changed: the worst one is the one said. */
static void syscall_delta_sig(struct syscall_delta *d, const char *key,
			      const char *was, const char *is)
{
	struct strbuf why = STRBUF_INIT;
	enum compat v = judge_sig(&why, key, was, is);

	d->sig_changed = 1;
	if (worse(d->sc, v) != d->sc || !d->sig.len) {
		strbuf_reset(&d->sig);
		strbuf_addbuf(&d->sig, &why);
	}
	d->sc = worse(d->sc, v);
	strbuf_release(&why);
}

static void syscall_delta_collect(struct syscall_delta *d,
				  const struct item *old,
				  const struct item *new)
{
	uint32_t k;

	for (k = 0; k < old->nattrs; k++) {
		const struct attr *a = &old->attrs[k];
		const char *v = item_attr(new, a->key);

		if (starts_with(a->key, "nr.")) {
			if (!v)
				add_abi(&d->lost, a->key);
			else if (strcmp(v, a->val))
				add_abi(&d->moved, a->key);
		} else if (is_sig_key(a->key) && v && strcmp(v, a->val) &&
			   d->sc != COMPAT_BREAKING) {
			syscall_delta_sig(d, a->key, a->val, v);
		}
	}
	for (k = 0; k < new->nattrs; k++)
		if (starts_with(new->attrs[k].key, "nr.") &&
		    !item_attr(old, new->attrs[k].key))
			add_abi(&d->added, new->attrs[k].key);
}

/* The verdict on the numbers that went or changed. */
static enum compat judge_numbers(struct strbuf *reason,
				 const struct syscall_delta *d,
				 const struct item *old,
				 const struct item *new)
{
	enum compat c = COMPAT_COMPATIBLE;

	/*
	 * The kernel never takes a number back but through sys_ni_syscall:
	 * one that is simply gone went with its table or architecture
	 * (ia64), which the report says as such.
	 */
	if (d->lost.len && is_ni(item_attr(new, "entry")) &&
	    !is_ni(item_attr(old, "entry"))) {
		strbuf_addf(reason, "now sys_ni_syscall (ENOSYS) on %s",
			    d->lost.buf);
		c = COMPAT_BREAKING;
	} else if (d->lost.len) {
		strbuf_addf(reason, "no number on %s, not sys_ni_syscall: its table is gone",
			    d->lost.buf);
		c = COMPAT_UNKNOWN;
	}
	if (d->moved.len) {
		strbuf_addf(reason, "%snumber changed on %s",
			    reason->len ? "; " : "", d->moved.buf);
		c = COMPAT_BREAKING;
	}
	return c;
}

/* Why a change that broke nothing is fine. */
static void reason_fine(struct strbuf *reason, const struct syscall_delta *d)
{
	if (d->added.len)
		strbuf_addf(reason, "number added on %s", d->added.buf);
	else if (d->sig_changed)
		strbuf_addstr(reason, "argument types of the same size and signedness on ILP32 and LP64");
	else
		strbuf_addstr(reason, "same numbers and argument types");
}

static enum compat syscall_judge(struct strbuf *reason, const struct item *old,
				 const struct item *new)
{
	struct syscall_delta d = SYSCALL_DELTA_INIT;
	enum compat c;

	syscall_delta_collect(&d, old, new);
	c = judge_numbers(reason, &d, old, new);
	if (d.sig.len && worse(c, d.sc) == d.sc) {
		strbuf_addstr(reason, reason->len ? "; " : "");
		strbuf_addbuf(reason, &d.sig);
		c = d.sc;
	}
	if (!reason->len)
		reason_fine(reason, &d);
	syscall_delta_release(&d);
	return c;
}

static const char *const syscall_triggers[] = { "SYSCALL_DEFINE", NULL };

const struct extractor syscall_extractor = {
	.name = KIND,
	.kinds = (const char *const[]){ KIND, NULL },
	.version = 2,
	.triggers = syscall_triggers,
	.want_path = syscall_want_path,
	.extract = syscall_extract,
	.state_new = syscall_state_new,
	.state_free = syscall_state_free,
	.finish = syscall_finish,
	/* Numbers written as expressions are evaluated from the tables'. */
	.finish_reads_facts = 1,
	.state_pack = syscall_state_pack,
	.state_unpack = syscall_state_unpack,
	.judge = syscall_judge,
};
