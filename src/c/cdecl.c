// SPDX-License-Identifier: GPL-2.0
#include <stdlib.h>
#include <string.h>

#include "c/cdecl.h"
#include "c/cexpr.h"
#include "core/pack.h"
#include "core/strbuf.h"
#include "core/util.h"

/* The deepest nesting of structs parsed. */
#define MAX_NEST 64

/* A token of an #if branch we couldn't decide, in the filtered copy. */
#define TOKF_UNCERTAIN 0x80

/*
 * What user space on x86-64 sees in #if and #ifdef, reading a uapi header
 * (user_config; i386's and x32's below), and what the kernel itself sees,
 * reading any other file (kernel_config: it is built for every
 * configuration, so only __KERNEL__ is known).  Anything else is unknown,
 * and both branches are kept.
 */
struct config {
	const char *name;
	int defined;
	uint64_t val;
};

/* What every user space of these tables sees alike. */
#define USER_CONFIG \
	{ "__ASSEMBLER__", 0, 0 }, \
	{ "__ASSEMBLY__", 0, 0 }, \
	{ "__BIG_ENDIAN_BITFIELD", 0, 0 }, \
	{ "__EXPORTED_HEADERS__", 1, 1 }, \
	{ "__KERNEL__", 0, 0 }, \
	{ "__LITTLE_ENDIAN_BITFIELD", 1, 1 }, \
	{ "__GLIBC__", 0, 0 }, \
	{ "__cplusplus", 0, 0 }

/* 32-bit longs and pointers. */
#define ILP32_CONFIG \
	{ "__BITS_PER_LONG", 1, 32 }, \
	{ "__ILP32__", 1, 1 }, \
	{ "__LP64__", 0, 0 }, \
	{ "__SIZEOF_LONG__", 1, 4 }

static const struct config user_config[] = {
	USER_CONFIG,
	{ "__BITS_PER_LONG", 1, 64 },
	{ "__ILP32__", 0, 0 },
	{ "__LP64__", 1, 1 },
	{ "__SIZEOF_LONG__", 1, 8 },
	{ "__i386__", 0, 0 },
	{ "__x86_64__", 1, 1 },
	{ NULL, 0, 0 },
};

/*
 * The other ABIs of x86, whose compilers arch/x86/include/uapi tests with
 * __i386__, __x86_64__ and __ILP32__: i386, and x32 (__x86_64__ with
 * 32-bit longs and pointers).
 */
static const struct config i386_config[] = {
	USER_CONFIG,
	ILP32_CONFIG,
	{ "__i386__", 1, 1 },
	{ "__x86_64__", 0, 0 },
	{ NULL, 0, 0 },
};

static const struct config x32_config[] = {
	USER_CONFIG,
	ILP32_CONFIG,
	{ "__i386__", 0, 0 },
	{ "__x86_64__", 1, 1 },
	{ NULL, 0, 0 },
};

static const struct config kernel_config[] = {
	{ "__ASSEMBLER__", 0, 0 },
	{ "__ASSEMBLY__", 0, 0 },
	{ "__KERNEL__", 1, 1 },
	{ "__cplusplus", 0, 0 },
	{ NULL, 0, 0 },
};

static const struct config *config_find(const struct config *c,
					const char *s, size_t len)
{
	for (; c->name; c++)
		if (strlen(c->name) == len && !memcmp(c->name, s, len))
			return c;
	return NULL;
}

static int config_lookup(void *data, const char *name, size_t len,
			 uint64_t *val, int depth)
{
	const struct config *c = config_find(data, name, len);

	(void)depth;
	if (!c)
		return -1;
	*val = c->defined ? c->val : 0;
	return 0;
}

/* 1 if the #if condition t[0..n) holds, 0 if not, -1 if unknown. */
static int cond_eval(const struct config *config, const struct token *t,
		     size_t n)
{
	const struct cexpr_env env = { config_lookup, NULL, (void *)config };
	static const struct token one = { "1", 1, 0, TOK_NUMBER, 0 };
	static const struct token zero = { "0", 1, 0, TOK_NUMBER, 0 };
	struct token_vec v = { 0 };
	uint64_t val;
	size_t i;
	int ret = -1;

	for (i = 0; i < n; i++) {
		size_t name = i + 1;
		const struct config *c;

		if (!tok_eq(&t[i], "defined")) {
			ALLOC_GROW(v.v, v.n + 1, v.alloc);
			v.v[v.n++] = t[i];
			continue;
		}
		if (name < n && tok_punct(&t[name], '('))
			name++;
		if (name >= n || t[name].kind != TOK_IDENT)
			goto out;
		c = config_find(config, t[name].s, t[name].len);
		if (!c)
			goto out;
		ALLOC_GROW(v.v, v.n + 1, v.alloc);
		v.v[v.n++] = c->defined ? one : zero;
		i = name;
		if (i + 1 < n && tok_punct(&t[i + 1], ')') &&
		    tok_punct(&t[name - 1], '('))
			i++;
	}
	if (!cexpr_eval(&val, v.v, v.n, &env, 0))
		ret = !!val;
out:
	free(v.v);
	return ret;
}

/* One #if ... #endif being read. */
struct cond {
	int8_t cur;	/* this branch: 1 taken, 0 not, -1 unknown */
	uint8_t done;	/* an earlier branch was surely taken */
	uint8_t unk;	/* an earlier branch may have been taken */
	uint16_t deferred;	/* unknown branch: its ccond, if it has one */
};

struct parser {
	struct cdecl_file *f;
	struct arena *arena;
	struct token_vec ft;	/* the tokens of the branches kept */
	uint16_t *ft_cond;	/* of each: its deferred condition, or 0 */
	int macros_only;	/* only the #defines are wanted: no ft */
	size_t ft_cond_alloc;
	struct strbuf sb;
	struct cond *conds;
	size_t nconds, conds_alloc;
	int depth;		/* of macros expanded in a member list */
	int nest;		/* of aggregates inside aggregates */
	int attr_macros;	/* some macro's body is an __attribute__ */
	/*
	 * A uapi header, as user space reads it: __aligned() is the
	 * kernel's macro, undefined there.  (__packed is too, but
	 * scripts/headers_install.sh rewrites it as the attribute.)
	 */
	int uapi;
	const struct config *config;	/* what #if knows */
};

static const char *tok_dup(struct parser *p, const struct token *t)
{
	return arena_strndup(p->arena, t->s, t->len);
}

static const char *text_dup(struct parser *p, const struct token *b,
			    const struct token *e)
{
	strbuf_reset(&p->sb);
	tok_text(&p->sb, b, e);
	return arena_strndup(p->arena, p->sb.buf, p->sb.len);
}

/*
 * Whether the tokens here are skipped; if not, whether they are in an
 * undecided branch (*uncertain), or in one whose condition is deferred to
 * cdb.c (*cond, the innermost).
 */
static int skipping(const struct parser *p, int *uncertain, uint16_t *cond)
{
	size_t i;

	*uncertain = 0;
	*cond = 0;
	for (i = 0; i < p->nconds; i++) {
		if (!p->conds[i].cur)
			return 1;
		if (p->conds[i].cur < 0 && p->conds[i].deferred)
			*cond = p->conds[i].deferred;
		else if (p->conds[i].cur < 0)
			*uncertain = 1;
	}
	return 0;
}

/* The innermost deferred condition we are in, or 0. */
static uint16_t cond_parent(const struct parser *p)
{
	int unc;
	uint16_t cond;

	skipping(p, &unc, &cond);
	return cond;
}

/*
 * Keep an undecided #if condition, t[0..n), for cdb.c to decide once it
 * knows every header ("#ifdef __KVM_S390" is decided by whether asm/kvm.h
 * defines it).  "defined X" is written "defined(X)".  Returns its id, or
 * 0 if there are too many.
 */
static uint16_t cond_defer(struct parser *p, const struct token *t, size_t n,
			   int negate, uint16_t parent)
{
	static const struct token open = { "(", 1, 0, TOK_PUNCT, 0 };
	static const struct token close = { ")", 1, 0, TOK_PUNCT, 0 };
	struct cdecl_file *f = p->f;
	struct ccond *c;
	size_t i, k = 0;

	if (f->nconds >= UINT16_MAX - 1)
		return 0;
	ALLOC_GROW(f->conds, f->nconds + 1, f->conds_alloc);
	c = &f->conds[f->nconds];
	memset(c, 0, sizeof(*c));
	c->toks = arena_alloc(p->arena, (3 * n + 1) * sizeof(*c->toks));
	for (i = 0; i < n; i++) {
		int wrap = tok_eq(&t[i], "defined") && i + 1 < n &&
			   t[i + 1].kind == TOK_IDENT;

		c->toks[k] = t[i];
		c->toks[k++].s = tok_dup(p, &t[i]);
		if (!wrap)
			continue;
		c->toks[k++] = open;
		c->toks[k] = t[++i];
		c->toks[k++].s = tok_dup(p, &t[i]);
		c->toks[k++] = close;
	}
	c->ntoks = (uint32_t)k;
	c->negate = (uint8_t)negate;
	c->parent = parent;
	f->nconds++;
	return (uint16_t)f->nconds;
}

/* The same condition negated, for its #else. */
static uint16_t cond_negated(struct parser *p, uint16_t id)
{
	struct cdecl_file *f = p->f;
	struct ccond *c;

	if (!id || f->nconds >= UINT16_MAX - 1)
		return 0;
	ALLOC_GROW(f->conds, f->nconds + 1, f->conds_alloc);
	c = &f->conds[f->nconds];
	*c = f->conds[id - 1];
	c->negate = !c->negate;
	f->nconds++;
	return (uint16_t)f->nconds;
}

static void cond_push(struct parser *p, int cur, uint16_t deferred)
{
	ALLOC_GROW(p->conds, p->nconds + 1, p->conds_alloc);
	p->conds[p->nconds].cur = (int8_t)cur;
	p->conds[p->nconds].done = cur == 1;
	p->conds[p->nconds].unk = cur < 0;
	p->conds[p->nconds].deferred = cur < 0 ? deferred : 0;
	p->nconds++;
}

/*
 * #elif with condition @c (-1 if unknown), or #else with c = 1.  Only the
 * #else of a plain #if stays deferred: the negation of its condition.
 */
static void cond_next(struct parser *p, int c, int is_else)
{
	struct cond *k;

	if (!p->nconds)
		return;
	k = &p->conds[p->nconds - 1];
	if (k->done)
		k->cur = 0;
	else if (k->unk)
		k->cur = c ? -1 : 0;
	else
		k->cur = (int8_t)c;
	k->done |= k->cur == 1;
	k->unk |= k->cur < 0;
	k->deferred = k->cur < 0 && is_else ? cond_negated(p, k->deferred) : 0;
}

static void add_macro(struct parser *p, const struct token *t, size_t i,
		      size_t e, int uncertain, int guard, uint16_t cond)
{
	struct cdecl_file *f = p->f;
	const struct token *name = &t[i];
	struct cmacro *m;
	size_t b = i + 1, k;

	if (name->kind != TOK_IDENT)
		return;
	ALLOC_GROW(f->macros, f->nmacros + 1, f->macros_alloc);
	m = &f->macros[f->nmacros++];
	memset(m, 0, sizeof(*m));
	m->name = tok_dup(p, name);
	m->line = name->line;
	m->uncertain = (uint8_t)uncertain;
	m->guard = (uint8_t)guard;
	m->cond = cond;
	/* Function-like only if '(' follows the name without a space. */
	if (b < e && tok_punct(&t[b], '(') && t[b].s == name->s + name->len) {
		size_t close = b, nc;

		close = tok_close(t, b, e, NULL, 0, &nc);
		if (close >= e)
			close = e - 1;
		strbuf_reset(&p->sb);
		for (k = b + 1; k < close; k++) {
			if (tok_punct(&t[k], ','))
				continue;
			/* GNU's named variadic parameter: args... */
			if (tok_eq(&t[k], "...") && k > b + 1 &&
			    t[k - 1].kind == TOK_IDENT) {
				m->variadic = 1;
				continue;
			}
			if (p->sb.len)
				strbuf_addch(&p->sb, ',');
			if (tok_eq(&t[k], "...")) {
				strbuf_addstr(&p->sb, "__VA_ARGS__");
				m->variadic = 1;
			} else {
				strbuf_add(&p->sb, t[k].s, t[k].len);
			}
			m->nparams++;
		}
		m->params = arena_strndup(p->arena, p->sb.buf, p->sb.len);
		b = close + 1;
	}
	m->body = text_dup(p, &t[b], &t[e]);
	m->ntoks = (uint32_t)(e - b);
	m->toks = arena_alloc(p->arena, (e - b + 1) * sizeof(*m->toks));
	for (k = b; k < e; k++) {
		m->toks[k - b] = t[k];
		m->toks[k - b].s = tok_dup(p, &t[k]);
		m->toks[k - b].flags = 0;
	}
}

static int defined_above(const struct parser *p, const struct token *name)
{
	size_t i;

	for (i = 0; i < p->f->nmacros; i++)
		if (tok_eq(name, p->f->macros[i].name))
			return 1;
	return 0;
}

/* Where a token is, as skipping() tells. */
struct branch {
	int skip, uncertain;
	uint16_t cond;
};

/* Keep a token of a branch not skipped, for the declarations. */
static void keep_token(struct parser *p, const struct token *t,
		       const struct branch *br)
{
	ALLOC_GROW(p->ft.v, p->ft.n + 1, p->ft.alloc);
	ALLOC_GROW(p->ft_cond, p->ft.n + 1, p->ft_cond_alloc);
	p->ft.v[p->ft.n] = *t;
	if (br->uncertain)
		p->ft.v[p->ft.n].flags |= TOKF_UNCERTAIN;
	p->ft_cond[p->ft.n] = br->cond;
	p->ft.n++;
}

/* The end of the directive whose '#' is t[i]: its TOK_EOD or TOK_EOF. */
static size_t directive_end(const struct token *t, size_t i, size_t n)
{
	size_t e;

	for (e = i + 1; e < n && t[e].kind != TOK_EOD && t[e].kind != TOK_EOF;
	     e++)
		;
	return e;
}

/* Whether "#ifndef X", t[i..e), is followed by "#define X": a guard. */
static int is_guard(const struct token *t, size_t i, size_t e, size_t n)
{
	return i + 2 < e && e + 3 < n && t[e + 1].kind == TOK_DIRECTIVE &&
	       tok_eq(&t[e + 2], "define") && t[e + 3].len == t[i + 2].len &&
	       !memcmp(t[e + 3].s, t[i + 2].s, t[i + 2].len);
}

/*
 * #ifdef X or #ifndef X, t[i..e); @first if it is the file's first
 * directive or token.  Returns the index after it, or after the guard's
 * #define if it read that too.
 */
static size_t directive_ifdef(struct parser *p, const struct token *t,
			      size_t i, size_t e, size_t n, int first,
			      const struct branch *br)
{
	static const struct token def = { "defined", 7, 0, TOK_IDENT, 0 };
	int c = -1, neg = tok_eq(&t[i + 1], "ifndef");

	if (i + 2 < e) {
		const struct config *k;

		k = config_find(p->config, t[i + 2].s, t[i + 2].len);
		if (k)
			c = neg ? !k->defined : k->defined;
	}
	/* #ifndef X then #define X: a guard, taken. */
	if (neg && c < 0 && is_guard(t, i, e, n)) {
		c = 1;
		if (first && !br->skip) {
			size_t de = directive_end(t, e + 2, n);

			if (de == e + 4) {
				add_macro(p, t, e + 3, de, br->uncertain, 1, 0);
				cond_push(p, c, 0);
				return de + 1;
			}
		}
	}
	/*
	 * #ifndef X with X not defined above: a default that some
	 * architecture may override.  User space on x86-64 gets the
	 * default.  (The kernel's own files are read for every
	 * configuration: both branches.)
	 */
	if (neg && c < 0 && i + 2 < e && p->uapi &&
	    !defined_above(p, &t[i + 2]))
		c = 1;
	if (c < 0 && i + 2 < e) {
		struct token dx[2] = { def, t[i + 2] };

		cond_push(p, c, cond_defer(p, dx, 2, neg, cond_parent(p)));
	} else {
		cond_push(p, c, 0);
	}
	return e + 1;
}

/* Any other directive, t[i..e), whose name is t[i + 1]. */
static void directive(struct parser *p, const struct token *t, size_t i,
		      size_t e, const struct branch *br)
{
	const struct token *d = &t[i + 1];
	int c;

	if (tok_eq(d, "if")) {
		c = cond_eval(p->config, &t[i + 2], e - i - 2);
		cond_push(p, c, c < 0 ? cond_defer(p, &t[i + 2], e - i - 2, 0,
						   cond_parent(p)) : 0);
	} else if (tok_eq(d, "elif")) {
		cond_next(p, cond_eval(p->config, &t[i + 2], e - i - 2), 0);
	} else if (tok_eq(d, "else")) {
		cond_next(p, 1, 1);
	} else if (tok_eq(d, "endif")) {
		if (p->nconds)
			p->nconds--;
	} else if (tok_eq(d, "define") && !br->skip && i + 2 < e) {
		add_macro(p, t, i + 2, e, br->uncertain || br->cond, 0,
			  br->cond);
	}
}

/*
 * Read the directives: collect macros, decide #if branches, and keep the
 * other tokens of the branches kept in p->ft.
 */
static void preprocess(struct parser *p, const struct token *t, size_t n)
{
	struct branch br;
	int first = 1;
	size_t i = 0, e;

	while (i < n && t[i].kind != TOK_EOF) {
		br.skip = skipping(p, &br.uncertain, &br.cond);
		if (t[i].kind != TOK_DIRECTIVE) {
			if (!br.skip && !p->macros_only)
				keep_token(p, &t[i], &br);
			first = 0;
			i++;
			continue;
		}
		e = directive_end(t, i, n);
		/* A '#' alone is no directive, and leaves @first as it was. */
		if (e == i + 1) {
			i = e + 1;
			continue;
		}
		if (tok_eq(&t[i + 1], "ifdef") || tok_eq(&t[i + 1], "ifndef")) {
			i = directive_ifdef(p, t, i, e, n, first, &br);
		} else {
			directive(p, t, i, e, &br);
			i = e + 1;
		}
		first = 0;
	}
}

/* Builtin type keywords, which combine ("unsigned long int"). */
static int is_type_keyword(const struct token *t)
{
	static const char *const kw[] = {
		"_Bool", "char", "double", "float", "int", "long", "short",
		"signed", "unsigned", "void", "__signed__",
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(kw); i++)
		if (tok_eq(t, kw[i]))
			return 1;
	return 0;
}

int cdecl_is_qualifier(const struct token *t)
{
	static const char *const q[] = {
		"const", "volatile", "__user", "__force", "__rcu", "__iomem",
		"restrict", "__restrict", "__restrict__", "register", "static",
		"extern", "inline", "__inline", "__inline__", "__extension__",
		"__volatile__", "__const", "__bitwise", "__kernel",
		"__always_inline", "__counted_by",
	};
	size_t i;

	if (t->kind != TOK_IDENT)
		return 0;
	for (i = 0; i < ARRAY_SIZE(q); i++)
		if (tok_eq(t, q[i]))
			return 1;
	return 0;
}

struct attrs {
	uint8_t packed;
	const char *aligned;
};

static const struct cmacro *local_macro(const struct parser *p,
					const struct token *name, int fn);

/* An object-like macro of this file that is an attribute, or NULL. */
static const struct cmacro *attr_macro(const struct parser *p,
				       const struct token *name)
{
	const struct cmacro *m = local_macro(p, name, 0);

	return m && m->ntoks && tok_eq(&m->toks[0], "__attribute__") ? m : NULL;
}

/* The attributes inside __attribute__((...)), t[b..e). */
static void gnu_attrs(struct parser *p, const struct token *t, size_t b,
		      size_t e, struct attrs *a)
{
	size_t k, nc, close;

	for (k = b; k < e; k++) {
		if (tok_eq(&t[k], "packed") || tok_eq(&t[k], "__packed__")) {
			a->packed = 1;
			continue;
		}
		if (!tok_eq(&t[k], "aligned") && !tok_eq(&t[k], "__aligned__"))
			continue;
		if (k + 1 >= e || !tok_punct(&t[k + 1], '(')) {
			/* The largest alignment. */
			a->aligned = "16";
			continue;
		}
		close = tok_close(t, k + 1, e, NULL, 0, &nc);
		if (close >= e)
			return;
		a->aligned = text_dup(p, &t[k + 2], &t[close]);
		k = close;
	}
}

/*
 * Attributes at t[i]: __attribute__((...)), __packed, __aligned(N) and
 * qualifier-like macros with arguments such as __counted_by(n).  Returns
 * the index after them.
 */
static size_t skip_attrs(struct parser *p, const struct token *t, size_t i,
			 size_t n, struct attrs *a)
{
	const struct cmacro *am;
	size_t nc, close;

	while (i < n && t[i].kind == TOK_IDENT) {
		am = p->attr_macros ? attr_macro(p, &t[i]) : NULL;
		if (tok_eq(&t[i], "__packed")) {
			a->packed = 1;
			i++;
		} else if (am && p->depth < 8) {
			/* EPOLL_PACKED: an attribute through a macro. */
			p->depth++;
			skip_attrs(p, am->toks, 0, am->ntoks, a);
			p->depth--;
			i++;
		} else if (((tok_eq(&t[i], "__aligned") && !p->uapi) ||
			    tok_eq(&t[i], "__counted_by")) &&
			   i + 1 < n && tok_punct(&t[i + 1], '(')) {
			close = tok_close(t, i + 1, n, NULL, 0, &nc);
			if (close >= n)
				return n;
			if (tok_eq(&t[i], "__aligned"))
				a->aligned = text_dup(p, &t[i + 2], &t[close]);
			i = close + 1;
		} else if (tok_eq(&t[i], "__attribute__") ||
			   tok_eq(&t[i], "__attribute")) {
			if (i + 1 >= n || !tok_punct(&t[i + 1], '('))
				return i + 1;
			close = tok_close(t, i + 1, n, NULL, 0, &nc);
			if (close >= n)
				return n;
			gnu_attrs(p, t, i + 2, close, a);
			i = close + 1;
		} else if (cdecl_is_qualifier(&t[i])) {
			i++;
		} else {
			break;
		}
	}
	return i;
}

static void parse_members(struct parser *p, struct caggr *ag,
			  const struct token *t, size_t b, size_t e);
static void parse_member_list(struct parser *p, struct caggr *ag,
			      const struct token *t, size_t b, size_t e);

/* The macro @name defined in this file, function-like or not, or NULL. */
static const struct cmacro *local_macro(const struct parser *p,
					const struct token *name, int fn)
{
	size_t i;

	for (i = p->f->nmacros; i-- > 0;)
		if (!p->f->macros[i].params == !fn &&
		    tok_eq(name, p->f->macros[i].name))
			return &p->f->macros[i];
	return NULL;
}

int cmacro_statement(struct token_vec *x, const struct cmacro *m,
		     const struct token *args, size_t n)
{
	static const struct token semi = { ";", 1, 0, TOK_PUNCT, 0 };
	uint32_t k;

	x->n = 0;
	if (m->params) {
		if (cmacro_expand(x, m, args, n, NULL) < 0)
			return -1;
	} else {
		for (k = 0; k < m->ntoks; k++) {
			ALLOC_GROW(x->v, x->n + 1, x->alloc);
			x->v[x->n++] = m->toks[k];
		}
	}
	ALLOC_GROW(x->v, x->n + 1, x->alloc);
	x->v[x->n++] = semi;
	return 0;
}

static int any_uncertain(const struct token *t, size_t b, size_t e)
{
	for (; b < e; b++)
		if (t[b].flags & TOKF_UNCERTAIN)
			return 1;
	return 0;
}

/* The deferred condition of a token of the file, or 0. */
static uint16_t tok_cond(const struct parser *p, const struct token *tk)
{
	if (p->ft.n && tk >= p->ft.v && tk < p->ft.v + p->ft.n)
		return p->ft_cond[tk - p->ft.v];
	return 0;
}

/*
 * The deferred condition of statement t[b..e), or 0; *mixed if its tokens
 * are under different ones, which makes it uncertain.
 */
static uint16_t stmt_cond(const struct parser *p, const struct token *t,
			  size_t b, size_t e, int *mixed)
{
	uint16_t c = b < e ? tok_cond(p, &t[b]) : 0;

	*mixed = 0;
	for (; b < e; b++)
		if (tok_cond(p, &t[b]) != c)
			*mixed = 1;
	return c;
}

/*
 * A type specifier at t[i]: qualifiers, then struct/union/enum with an
 * optional body, or builtin keywords, or one typedef name.  Sets @ty->base
 * or @ty->sub; returns the index after it.  Enum bodies are parsed into
 * enumerators.
 */
static size_t parse_enum_body(struct parser *p, const char *tag,
			      const struct token *t, size_t b, size_t e);

static size_t parse_specifier(struct parser *p, struct ctype *ty,
			      struct attrs *a, const struct token *t,
			      size_t i, size_t n)
{
	size_t nc;
	int kw = 0, named = 0;

	i = skip_attrs(p, t, i, n, a);
	if (i < n && (tok_eq(&t[i], "struct") || tok_eq(&t[i], "union") ||
		      tok_eq(&t[i], "enum"))) {
		const struct token *k = &t[i];
		const struct token *tag = NULL;
		size_t close;

		i = skip_attrs(p, t, i + 1, n, a);
		if (i < n && t[i].kind == TOK_IDENT) {
			tag = &t[i];
			i = skip_attrs(p, t, i + 1, n, a);
		}
		if (tag) {
			strbuf_reset(&p->sb);
			strbuf_add(&p->sb, k->s, k->len);
			strbuf_addch(&p->sb, ' ');
			strbuf_add(&p->sb, tag->s, tag->len);
			ty->base = arena_strndup(p->arena, p->sb.buf,
						 p->sb.len);
		} else {
			ty->base = tok_eq(k, "enum") ? "enum" : NULL;
		}
		if (i >= n || !tok_punct(&t[i], '{'))
			return i;
		close = tok_close(t, i, n, NULL, 0, &nc);
		if (close >= n)
			return n;
		if (tok_eq(k, "enum")) {
			parse_enum_body(p, tag ? tok_dup(p, tag) : NULL, t,
					i + 1, close);
		} else {
			struct caggr *ag = arena_alloc(p->arena, sizeof(*ag));
			struct attrs aa = { 0 };
			size_t after;

			memset(ag, 0, sizeof(*ag));
			ag->tag = tag ? tok_dup(p, tag) : NULL;
			ag->is_union = tok_eq(k, "union");
			ag->line = k->line;
			ag->cond = tok_cond(p, k);
			/*
			 * Structs nest as deep as the input says; the stack
			 * doesn't.  Past MAX_NEST, say nothing about them.
			 */
			if (p->nest < MAX_NEST) {
				p->nest++;
				parse_members(p, ag, t, i + 1, close);
				p->nest--;
			} else {
				ag->uncertain = 1;
				ag->members = arena_alloc(p->arena, 1);
			}
			after = skip_attrs(p, t, close + 1, n, &aa);
			ag->packed = a->packed || aa.packed;
			ag->aligned = aa.aligned ? aa.aligned : a->aligned;
			a->packed = 0;
			a->aligned = NULL;
			ty->sub = ag;
			return after;
		}
		return skip_attrs(p, t, close + 1, n, a);
	}
	strbuf_reset(&p->sb);
	while (i < n && t[i].kind == TOK_IDENT) {
		size_t j = skip_attrs(p, t, i, n, a);

		if (j != i) {
			i = j;
			continue;
		}
		if (is_type_keyword(&t[i])) {
			if (named)
				break;
			kw = 1;
		} else {
			if (named || kw)
				break;
			named = 1;
		}
		if (p->sb.len)
			strbuf_addch(&p->sb, ' ');
		strbuf_add(&p->sb, t[i].s, t[i].len);
		i++;
	}
	if (!p->sb.len)
		return i;
	ty->base = arena_strndup(p->arena, p->sb.buf, p->sb.len);
	return i;
}

/*
 * One declarator at t[i] up to e: pointers, a name (or a function
 * pointer's), array bounds, a bit-field width, attributes.  Returns the
 * index of the ',' or the end.  *name is NULL if there is none.
 */
static size_t parse_declarator(struct parser *p, struct ctype *ty,
			       const struct token **name, const char **bits,
			       struct attrs *a, const struct token *t,
			       size_t i, size_t e)
{
	size_t nc, close, bstart = 0, bend = 0;

	*name = NULL;
	*bits = NULL;
	for (;;) {
		i = skip_attrs(p, t, i, e, a);
		if (i < e && tok_punct(&t[i], '*')) {
			ty->nptr++;
			i++;
			continue;
		}
		break;
	}
	if (i + 1 < e && tok_punct(&t[i], '(') && tok_punct(&t[i + 1], '*')) {
		/* A function pointer, (*name)(args), or (*name[N])(args). */
		close = tok_close(t, i, e, NULL, 0, &nc);
		if (close >= e)
			return e;
		if (i + 2 < close && t[i + 2].kind == TOK_IDENT)
			*name = &t[i + 2];
		ty->nptr = 1;
		ty->fnptr = 1;
		i = close + 1;
		if (i < e && tok_punct(&t[i], '(')) {
			close = tok_close(t, i, e, NULL, 0, &nc);
			i = close < e ? close + 1 : e;
		}
	} else if (i + 1 < e && t[i].kind == TOK_IDENT &&
		   tok_punct(&t[i + 1], '(') && local_macro(p, &t[i], 1)) {
		/*
		 * A macro around the name, as kvm.h's
		 * HINT_UNSAFE_IN_KVM(immediate_exit): the name is what it
		 * expands to, if that is one of its arguments.
		 */
		struct token_vec x = { 0 };
		size_t k;

		close = tok_close(t, i + 1, e, NULL, 0, &nc);
		if (close >= e)
			return e;
		if (!cmacro_expand(&x, local_macro(p, &t[i], 1), &t[i + 2],
				   close - i - 2, NULL) && x.n == 1)
			for (k = i + 2; k < close; k++)
				if (t[k].s == x.v[0].s)
					*name = &t[k];
		free(x.v);
		i = close + 1;
	} else if (i < e && t[i].kind == TOK_IDENT) {
		*name = &t[i++];
	}
	while (i < e && tok_punct(&t[i], '[')) {
		close = tok_close(t, i, e, NULL, 0, &nc);
		if (close >= e)
			return e;
		if (!bstart)
			bstart = i;
		bend = close + 1;
		i = close + 1;
	}
	if (bstart)
		ty->bounds = text_dup(p, &t[bstart], &t[bend]);
	i = skip_attrs(p, t, i, e, a);
	if (i < e && tok_punct(&t[i], ':')) {
		size_t b = ++i;

		while (i < e && !tok_punct(&t[i], ',') &&
		       !tok_eq(&t[i], "__attribute__"))
			i++;
		if (i > b)
			*bits = text_dup(p, &t[b], &t[i]);
	}
	i = skip_attrs(p, t, i, e, a);
	/* An initialiser or anything else: up to the next ','. */
	while (i < e && !tok_punct(&t[i], ',')) {
		if (tok_opens(&t[i])) {
			close = tok_close(t, i, e, NULL, 0, &nc);
			i = close < e ? close + 1 : e;
		} else {
			i++;
		}
	}
	return i;
}

/*
 * Members grow on the heap while their aggregate is parsed, then move
 * into the arena (parse_members()).
 */
static struct cmember *member_new(struct caggr *ag)
{
	struct cmember *m;

	ag->members = xreallocarray(ag->members, ag->nmembers + 1,
				    sizeof(*ag->members));
	m = &ag->members[ag->nmembers++];
	memset(m, 0, sizeof(*m));
	return m;
}

/* The index after the ';' that ends the statement at t[i], or e. */
static size_t stmt_end(const struct token *t, size_t i, size_t e)
{
	size_t nc, close;

	while (i < e && !tok_punct(&t[i], ';')) {
		if (tok_opens(&t[i])) {
			close = tok_close(t, i, e, NULL, 0, &nc);
			if (close >= e)
				return e;
			i = close + 1;
		} else {
			i++;
		}
	}
	return i;
}

/* The macros of <linux/stddef.h> that wrap members. */
static const struct {
	const char *name;
	int members_after;	/* comma after which the members begin */
} group_macros[] = {
	{ "__struct_group", 3 },
	{ "struct_group", 1 },
	{ "struct_group_attr", 2 },
	{ "struct_group_tagged", 2 },
};

/* A statement of a member list, t[b..end), end its ';' (or the list's end). */
struct member_stmt {
	size_t b, end;
	int uncertain;
	uint16_t cond;
};

/* A new member of the statement, at @line. */
static struct cmember *stmt_member(struct caggr *ag,
				   const struct member_stmt *s, uint32_t line)
{
	struct cmember *m = member_new(ag);

	m->line = line;
	m->uncertain = (uint8_t)s->uncertain;
	m->cond = s->cond;
	return m;
}

/*
 * Members wrapped in a macro of <linux/stddef.h>: struct_group() and the
 * like, whose members are the aggregate's own, and DECLARE_FLEX_ARRAY().
 * Returns 1 if the statement is one.
 */
static int parse_wrapped_members(struct parser *p, struct caggr *ag,
				 const struct token *t,
				 const struct member_stmt *s)
{
	size_t i = s->b, end = s->end, commas[4], nc, close, k;
	int wrapped = 0;

	if (t[i].kind != TOK_IDENT || i + 1 >= end ||
	    !tok_punct(&t[i + 1], '('))
		return 0;
	close = tok_close(t, i + 1, end, commas, 4, &nc);
	for (k = 0; k < ARRAY_SIZE(group_macros); k++) {
		int after = group_macros[k].members_after;

		if (!tok_eq(&t[i], group_macros[k].name))
			continue;
		wrapped = 1;
		if (close < end && (int)nc >= after && p->nest < MAX_NEST) {
			p->nest++;
			parse_member_list(p, ag, t, commas[after - 1] + 1,
					  close);
			p->nest--;
		}
	}
	if ((tok_eq(&t[i], "__DECLARE_FLEX_ARRAY") ||
	     tok_eq(&t[i], "DECLARE_FLEX_ARRAY")) &&
	    close < end && nc == 1 && t[close - 1].kind == TOK_IDENT) {
		struct cmember *m = stmt_member(ag, s, t[i].line);
		struct attrs a = { 0 };

		parse_specifier(p, &m->type, &a, t, i + 2, commas[0]);
		m->name = tok_dup(p, &t[close - 1]);
		m->type.bounds = "[]";
		m->flex_macro = 1;
		wrapped = 1;
	}
	return wrapped;
}

/* Whether the statement is only a macro: NAME or NAME(args). */
static int is_macro_stmt(const struct token *t, const struct member_stmt *s)
{
	size_t i = s->b, nc;

	if (t[i].kind != TOK_IDENT)
		return 0;
	return s->end == i + 1 ||
	       (tok_punct(&t[i + 1], '(') &&
		tok_close(t, i + 1, s->end, NULL, 0, &nc) == s->end - 1);
}

/*
 * A statement that is only a macro writes members: bpf.h's
 * __bpf_md_ptr(type, name), pkt_cls.h's tc_gen.  A macro of this file is
 * expanded here; one of another file is kept whole, for cdb.c to expand
 * once it knows every file (cdb_expand_members()).  Returns 1 if the
 * statement is one.
 */
static int parse_macro_members(struct parser *p, struct caggr *ag,
			       const struct token *t,
			       const struct member_stmt *s)
{
	size_t i = s->b, end = s->end;
	struct token_vec x = { 0 };
	const struct cmacro *lm;
	int done = 0;

	if (!is_macro_stmt(t, s))
		return 0;
	lm = local_macro(p, &t[i], end > i + 1);
	if (lm && p->depth < 8 &&
	    !cmacro_statement(&x, lm, &t[i + 2],
			      end > i + 1 ? end - i - 3 : 0)) {
		p->depth++;
		parse_member_list(p, ag, x.v, 0, x.n);
		p->depth--;
		done = 1;
	} else if (!lm && !is_type_keyword(&t[i])) {
		struct cmember *m = stmt_member(ag, s, t[i].line);

		m->macro = text_dup(p, &t[i], &t[end]);
		done = 1;
	}
	free(x.v);
	return done;
}

/* A declaration: a type specifier, then declarators parted by commas. */
static void parse_member_decl(struct parser *p, struct caggr *ag,
			      const struct token *t,
			      const struct member_stmt *s)
{
	struct ctype base = { 0 };
	struct attrs a = { 0 };
	size_t k = parse_specifier(p, &base, &a, t, s->b, s->end), next;

	if (k == s->b)
		return;
	for (;;) {
		struct ctype ty = base;
		struct attrs ma = a;
		const struct token *name;
		const char *bits;
		struct cmember *m;

		next = parse_declarator(p, &ty, &name, &bits, &ma, t, k,
					s->end);
		if (name || bits || (base.sub && next == k)) {
			m = stmt_member(ag, s, name ? name->line :
						      t[s->b].line);
			m->name = name ? tok_dup(p, name) : NULL;
			m->type = ty;
			m->type.aligned = ma.aligned;
			m->bits = bits;
			if (ma.packed && ty.sub)
				ty.sub->packed = 1;
		}
		if (next >= s->end || !tok_punct(&t[next], ','))
			break;
		k = next + 1;
	}
}

static void parse_member_list(struct parser *p, struct caggr *ag,
			      const struct token *t, size_t b, size_t e)
{
	struct member_stmt s;
	int mixed;

	for (s.b = b; s.b < e; s.b = s.end + 1) {
		s.end = stmt_end(t, s.b, e);
		s.cond = stmt_cond(p, t, s.b, s.end, &mixed);
		s.uncertain = any_uncertain(t, s.b, s.end) | mixed;
		if (parse_wrapped_members(p, ag, t, &s) ||
		    parse_macro_members(p, ag, t, &s))
			continue;
		parse_member_decl(p, ag, t, &s);
	}
}

static void parse_members(struct parser *p, struct caggr *ag,
			  const struct token *t, size_t b, size_t e)
{
	struct cmember *heap;
	uint32_t k;

	parse_member_list(p, ag, t, b, e);
	heap = ag->members;
	ag->members = arena_alloc(p->arena, ag->nmembers * sizeof(*heap) + 1);
	if (ag->nmembers)
		memcpy(ag->members, heap, ag->nmembers * sizeof(*heap));
	free(heap);
	for (k = 0; k < ag->nmembers; k++)
		if (ag->members[k].uncertain ||
		    (ag->members[k].type.sub && ag->members[k].type.sub->uncertain))
			ag->uncertain = 1;
}

static size_t parse_enum_body(struct parser *p, const char *tag,
			      const struct token *t, size_t b, size_t e)
{
	struct cdecl_file *f = p->f;
	const char *base = NULL;
	uint32_t offset = 0;
	size_t i = b;

	while (i < e) {
		size_t end = i, nc, close;
		struct cenum *en;
		struct attrs a = { 0 };
		size_t j;

		while (end < e && !tok_punct(&t[end], ',')) {
			if (tok_punct(&t[end], '(') || tok_punct(&t[end], '[')) {
				close = tok_close(t, end, e, NULL, 0, &nc);
				end = close < e ? close : e;
			}
			if (end < e)
				end++;
		}
		j = skip_attrs(p, t, i, end, &a);
		/*
		 * A macro that writes enumerators, like bpf.h's
		 * __BPF_FUNC_MAPPER(): what follows it has no value we can
		 * know.  An enumerator may follow it without a comma.
		 */
		while (j + 1 < end && t[j].kind == TOK_IDENT &&
		       tok_punct(&t[j + 1], '(')) {
			close = tok_close(t, j + 1, end, NULL, 0, &nc);
			j = close < end ? close + 1 : end;
			base = "?";
			offset = 0;
		}
		if (j < end && t[j].kind == TOK_IDENT) {
			ALLOC_GROW(f->enums, f->nenums + 1, f->enums_alloc);
			en = &f->enums[f->nenums++];
			memset(en, 0, sizeof(*en));
			en->name = tok_dup(p, &t[j]);
			en->tag = tag;
			en->line = t[j].line;
			en->uncertain = (uint8_t)any_uncertain(t, i, end);
			j = skip_attrs(p, t, j + 1, end, &a);
			if (j < end && tok_punct(&t[j], '=') && j + 1 < end) {
				en->expr = text_dup(p, &t[j + 1], &t[end]);
				base = en->name;
				offset = 0;
			} else {
				en->base = base;
				en->offset = offset;
			}
			offset++;
		}
		i = end + 1;
	}
	return e;
}

static void add_typedef(struct parser *p, const struct ctype *ty,
			const struct token *name, int uncertain, uint16_t cond)
{
	struct cdecl_file *f = p->f;
	struct ctypedef *td;

	ALLOC_GROW(f->typedefs, f->ntypedefs + 1, f->typedefs_alloc);
	td = &f->typedefs[f->ntypedefs++];
	td->name = tok_dup(p, name);
	td->type = *ty;
	td->line = name->line;
	td->uncertain = (uint8_t)uncertain;
	td->cond = cond;
}

static void add_aggr(struct parser *p, struct caggr *ag)
{
	struct cdecl_file *f = p->f;

	ALLOC_GROW(f->aggrs, f->naggrs + 1, f->aggrs_alloc);
	f->aggrs[f->naggrs++] = ag;
}

static void parse_file_scope(struct parser *p, const struct token *t,
			     size_t n)
{
	size_t i = 0, nc, close;

	while (i < n) {
		size_t end = i, k;
		struct ctype base = { 0 };
		struct attrs a = { 0 };
		int is_typedef = 0, unc, mixed;
		uint16_t cond;

		/* A statement, or a function definition's body. */
		while (end < n && !tok_punct(&t[end], ';')) {
			if (tok_punct(&t[end], '{') && end > i &&
			    tok_punct(&t[end - 1], ')'))
				break;
			if (tok_opens(&t[end])) {
				close = tok_close(t, end, n, NULL, 0, &nc);
				end = close < n ? close + 1 : n;
			} else if (!tok_punct(&t[end], '}')) {
				end++;
			} else {
				/* Unbalanced: resynchronise after it. */
				break;
			}
		}
		if (end < n && tok_punct(&t[end], '{')) {
			close = tok_close(t, end, n, NULL, 0, &nc);
			i = close < n ? close + 1 : n;
			continue;
		}
		if (end < n && tok_punct(&t[end], '}')) {
			i = end + 1;
			continue;
		}
		unc = any_uncertain(t, i, end);
		cond = stmt_cond(p, t, i, end, &mixed);
		unc |= mixed;
		k = i;
		while (k < end && (tok_eq(&t[k], "typedef") ||
				   tok_eq(&t[k], "__extension__"))) {
			is_typedef |= tok_eq(&t[k], "typedef");
			k++;
		}
		k = parse_specifier(p, &base, &a, t, k, end);
		if (base.sub && base.sub->tag)
			add_aggr(p, base.sub);
		while (is_typedef && k < end) {
			struct ctype ty = base;
			const struct token *name;
			const char *bits;
			size_t next;

			next = parse_declarator(p, &ty, &name, &bits, &a, t, k,
						end);
			if (name)
				add_typedef(p, &ty, name, unc, cond);
			if (next >= end || next == k)
				break;
			k = next + 1;
		}
		i = end + 1;
	}
}

static const struct config *view_config(int view)
{
	switch (view) {
	case CDECL_KERNEL:
		return kernel_config;
	case CDECL_USER_I386:
		return i386_config;
	case CDECL_USER_X32:
		return x32_config;
	default:
		return user_config;
	}
}

void cdecl_parse(struct cdecl_file *f, struct arena *arena,
		 const struct token *t, size_t n, int uapi)
{
	struct parser p = { 0 };
	size_t i;

	p.f = f;
	p.arena = arena;
	p.uapi = uapi != CDECL_KERNEL;
	p.config = view_config(uapi);
	strbuf_init(&p.sb, 64);
	preprocess(&p, t, n);
	for (i = 0; i < f->nmacros; i++)
		if (!f->macros[i].params && f->macros[i].ntoks &&
		    tok_eq(&f->macros[i].toks[0], "__attribute__"))
			p.attr_macros = 1;
	parse_file_scope(&p, p.ft.v, p.ft.n);
	strbuf_release(&p.sb);
	free(p.conds);
	free(p.ft_cond);
	token_vec_release(&p.ft);
}

void cdecl_file_release(struct cdecl_file *f)
{
	free(f->conds);
	free(f->macros);
	free(f->aggrs);
	free(f->typedefs);
	free(f->enums);
	memset(f, 0, sizeof(*f));
}

size_t cdecl_split_args(const struct token *t, size_t n, size_t *b,
			size_t *e, size_t max)
{
	size_t i, nargs = 0, start = 0;
	int depth = 0;

	if (!n)
		return 0;
	for (i = 0; i <= n; i++) {
		if (i < n && (tok_punct(&t[i], '(') || tok_punct(&t[i], '[')))
			depth++;
		else if (i < n && (tok_punct(&t[i], ')') ||
				   tok_punct(&t[i], ']')))
			depth--;
		if (i == n || (!depth && tok_punct(&t[i], ','))) {
			if (nargs < max) {
				b[nargs] = start;
				e[nargs] = i;
			}
			nargs++;
			start = i + 1;
		}
	}
	return nargs;
}

static void push_tok(struct token_vec *out, const struct token *t)
{
	ALLOC_GROW(out->v, out->n + 1, out->alloc);
	out->v[out->n++] = *t;
}

/* out's last token pasted with @r (## in a macro body), in @arena. */
static void paste(struct token_vec *out, const struct token *r,
		  struct arena *arena)
{
	struct token *l = &out->v[out->n - 1];
	size_t len = (size_t)l->len + r->len;
	char *s = arena_alloc(arena, len + 1);

	memcpy(s, l->s, l->len);
	memcpy(s + l->len, r->s, r->len);
	s[len] = '\0';
	l->s = s;
	l->len = (uint32_t)len;
	if (l->kind != TOK_IDENT && r->kind == TOK_IDENT)
		l->kind = TOK_IDENT;
}

int cmacro_expand(struct token_vec *out, const struct cmacro *m,
		  const struct token *t, size_t n, struct arena *arena)
{
	size_t b[16], e[16], nargs, i, k;
	const char *params[16];
	char *pcopy = NULL, *s;
	int err = -1, pasting = 0;

	out->n = 0;
	if (!m->params || m->nparams > ARRAY_SIZE(params))
		return -1;
	nargs = cdecl_split_args(t, n, b, e, ARRAY_SIZE(b));
	if (nargs > ARRAY_SIZE(b))
		return -1;
	/* The variadic parameter takes the rest, commas and all. */
	if (m->variadic && m->nparams && nargs >= m->nparams) {
		e[m->nparams - 1] = n;
		nargs = m->nparams;
	} else if (m->variadic && m->nparams && nargs == m->nparams - 1) {
		b[nargs] = e[nargs] = n;
		nargs++;
	}
	pcopy = xstrdup(m->params);
	for (k = 0, s = pcopy; k < m->nparams && s; k++) {
		params[k] = s;
		s = strchr(s, ',');
		if (s)
			*s++ = '\0';
	}
	for (i = 0; i < m->ntoks; i++) {
		const struct token *bt = &m->toks[i];
		int p = -1;

		if (tok_eq(bt, "##")) {
			if (!arena || !out->n)
				goto out;
			pasting = 1;
			continue;
		}
		if (tok_punct(bt, '#') && arena && i + 1 < m->ntoks) {
			/* #param: the argument as a string literal. */
			struct strbuf sb = STRBUF_INIT;
			struct token st = { NULL, 0, bt->line, TOK_STRING, 0 };

			for (k = 0; k < m->nparams; k++)
				if (tok_eq(&m->toks[i + 1], params[k]))
					p = (int)k;
			if (p < 0 || (size_t)p >= nargs) {
				strbuf_release(&sb);
				goto out;
			}
			strbuf_addch(&sb, '"');
			tok_text(&sb, &t[b[p]], &t[e[p]]);
			strbuf_addch(&sb, '"');
			st.s = arena_strndup(arena, sb.buf, sb.len);
			st.len = (uint32_t)sb.len;
			strbuf_release(&sb);
			push_tok(out, &st);
			i++;
			pasting = 0;
			continue;
		}
		if (tok_punct(bt, '#'))
			goto out;
		for (k = 0; bt->kind == TOK_IDENT && k < m->nparams; k++)
			if (tok_eq(bt, params[k]))
				p = (int)k;
		if (p < 0) {
			if (pasting)
				paste(out, bt, arena);
			else
				push_tok(out, bt);
			pasting = 0;
			continue;
		}
		if ((size_t)p >= nargs)
			goto out;
		k = b[p];
		/* GNU's ", ## __VA_ARGS__": no comma before nothing. */
		if (pasting && k == e[p] && tok_punct(&out->v[out->n - 1], ','))
			out->n--;
		else if (pasting && k < e[p])
			paste(out, &t[k++], arena);
		pasting = 0;
		for (; k < e[p]; k++)
			push_tok(out, &t[k]);
	}
	err = 0;
out:
	free(pcopy);
	return err;
}

void cdecl_parse_macros(struct cdecl_file *f, struct arena *arena,
			const struct token *t, size_t n)
{
	struct parser p = { 0 };

	p.f = f;
	p.arena = arena;
	p.config = kernel_config;
	p.macros_only = 1;
	strbuf_init(&p.sb, 64);
	preprocess(&p, t, n);
	strbuf_release(&p.sb);
	free(p.conds);
}

void cdecl_parse_members(struct caggr *ag, struct arena *arena,
			 struct cdecl_file *f, const struct token *t,
			 size_t n, int uapi)
{
	struct parser p = { 0 };

	p.f = f;
	p.arena = arena;
	p.uapi = uapi;
	p.config = uapi ? user_config : kernel_config;
	p.attr_macros = 1;
	strbuf_init(&p.sb, 64);
	parse_members(&p, ag, t, 0, n);
	strbuf_release(&p.sb);
}

/*
 * The aggregates of a file, each numbered once for cdecl_file_pack(): a
 * typedef's type is the very aggregate its struct declares, declarators
 * of one statement share theirs, and cdb.c's layouts, kept in them, must
 * stay shared when read back.  An open-addressing table by address.
 */
struct aggr_nums {
	const struct caggr **order;	/* by number */
	size_t n;
	const struct caggr **keys;
	uint32_t *nums;
	size_t nslots;		/* a power of two, or 0 */
};

static size_t aggr_slot(const struct aggr_nums *an, const struct caggr *ag)
{
	size_t i = ((uintptr_t)ag >> 4) * 0x9e3779b97f4a7c15ull;

	for (i &= an->nslots - 1; an->keys[i] && an->keys[i] != ag;
	     i = (i + 1) & (an->nslots - 1))
		;
	return i;
}

/* Number @ag and the aggregates inside it, unless it has been already. */
static void aggr_number(struct aggr_nums *an, const struct caggr *ag)
{
	size_t i;

	if (!ag)
		return;
	if (2 * (an->n + 1) > an->nslots) {
		const struct caggr **old = an->keys;
		uint32_t *old_nums = an->nums;
		size_t k, nold = an->nslots;

		an->nslots = nold ? 2 * nold : 64;
		an->keys = xcalloc(an->nslots, sizeof(*an->keys));
		an->nums = xcalloc(an->nslots, sizeof(*an->nums));
		an->order = xreallocarray(an->order, an->nslots / 2,
					  sizeof(*an->order));
		for (k = 0; k < nold; k++) {
			if (!old[k])
				continue;
			i = aggr_slot(an, old[k]);
			an->keys[i] = old[k];
			an->nums[i] = old_nums[k];
		}
		free(old);
		free(old_nums);
	}
	i = aggr_slot(an, ag);
	if (an->keys[i])
		return;
	an->keys[i] = ag;
	an->nums[i] = (uint32_t)an->n;
	an->order[an->n++] = ag;
	for (i = 0; i < ag->nmembers; i++)
		aggr_number(an, ag->members[i].type.sub);
}

/* 0 for none, else the aggregate's number plus one. */
static uint32_t aggr_ref(const struct aggr_nums *an, const struct caggr *ag)
{
	return ag ? an->nums[aggr_slot(an, ag)] + 1 : 0;
}

static void pack_u64(struct strbuf *out, uint64_t v)
{
	pack_u32(out, (uint32_t)v);
	pack_u32(out, (uint32_t)(v >> 32));
}

static uint64_t unpack_u64(struct unpacker *u)
{
	uint64_t lo = unpack_u32(u);

	return lo | (uint64_t)unpack_u32(u) << 32;
}

static void ctype_pack(struct strbuf *out, const struct aggr_nums *an,
		       const struct ctype *ty)
{
	pack_str(out, ty->base);
	pack_u32(out, aggr_ref(an, ty->sub));
	pack_u32(out, ty->nptr | (uint32_t)ty->fnptr << 8);
	pack_str(out, ty->bounds);
	pack_str(out, ty->aligned);
}

static void caggr_pack(struct strbuf *out, const struct aggr_nums *an,
		       const struct caggr *ag)
{
	uint32_t k;

	pack_str(out, ag->tag);
	pack_u32(out, ag->is_union | (uint32_t)ag->packed << 8 |
		      (uint32_t)ag->uncertain << 16 |
		      (uint32_t)ag->layout_state << 24);
	pack_u32(out, ag->cond | (uint32_t)ag->expanded << 16);
	pack_str(out, ag->aligned);
	pack_u32(out, ag->line);
	pack_u64(out, (uint64_t)ag->size);
	pack_u32(out, ag->align);
	pack_u32(out, ag->nmembers);
	for (k = 0; k < ag->nmembers; k++) {
		const struct cmember *m = &ag->members[k];

		pack_str(out, m->name);
		ctype_pack(out, an, &m->type);
		pack_str(out, m->bits);
		pack_str(out, m->macro);
		pack_u32(out, m->line);
		pack_u32(out, m->flex_macro | (uint32_t)m->uncertain << 8 |
			      (uint32_t)m->absent << 16);
		pack_u32(out, m->cond);
		pack_u64(out, (uint64_t)m->offset);
	}
}

void cdecl_file_pack(struct strbuf *out, const struct cdecl_file *f)
{
	struct aggr_nums an = { 0 };
	size_t i;

	for (i = 0; i < f->naggrs; i++)
		aggr_number(&an, f->aggrs[i]);
	for (i = 0; i < f->ntypedefs; i++)
		aggr_number(&an, f->typedefs[i].type.sub);
	pack_u32(out, (uint32_t)f->nconds);
	for (i = 0; i < f->nconds; i++) {
		const struct ccond *c = &f->conds[i];

		tokens_pack(out, c->toks, c->ntoks);
		pack_u32(out, c->parent | (uint32_t)c->negate << 16 |
			      (uint32_t)(uint8_t)c->val << 24);
		pack_u32(out, c->state);
	}
	pack_u32(out, (uint32_t)an.n);
	for (i = 0; i < an.n; i++)
		caggr_pack(out, &an, an.order[i]);
	pack_u32(out, (uint32_t)f->naggrs);
	for (i = 0; i < f->naggrs; i++)
		pack_u32(out, aggr_ref(&an, f->aggrs[i]));

	pack_u32(out, (uint32_t)f->nmacros);
	for (i = 0; i < f->nmacros; i++) {
		const struct cmacro *m = &f->macros[i];

		pack_str(out, m->name);
		pack_str(out, m->params);
		pack_u32(out, m->nparams);
		pack_str(out, m->body);
		tokens_pack(out, m->toks, m->ntoks);
		pack_u32(out, m->line);
		pack_u32(out, m->variadic | (uint32_t)m->guard << 8 |
			      (uint32_t)m->uncertain << 16 |
			      (uint32_t)m->eval_state << 24);
		pack_u32(out, m->cond);
		pack_u64(out, m->val);
	}
	pack_u32(out, (uint32_t)f->ntypedefs);
	for (i = 0; i < f->ntypedefs; i++) {
		const struct ctypedef *td = &f->typedefs[i];

		pack_str(out, td->name);
		ctype_pack(out, &an, &td->type);
		pack_u32(out, td->line);
		pack_u32(out, td->uncertain | (uint32_t)td->cond << 8);
	}
	pack_u32(out, (uint32_t)f->nenums);
	for (i = 0; i < f->nenums; i++) {
		const struct cenum *e = &f->enums[i];

		pack_str(out, e->name);
		pack_str(out, e->tag);
		pack_str(out, e->expr);
		pack_str(out, e->base);
		pack_u32(out, e->offset);
		pack_u32(out, e->line);
		pack_u32(out, e->uncertain | (uint32_t)e->eval_state << 8);
		pack_u64(out, e->val);
	}
	free(an.order);
	free(an.keys);
	free(an.nums);
}

/*
 * A count of things each packed in at least @min bytes: one larger than
 * what is left to read is an error, not an allocation.
 */
static uint32_t unpack_count(struct unpacker *u, size_t min)
{
	uint32_t n = unpack_u32(u);

	if (!u->err && n > (size_t)(u->end - u->p) / min)
		u->err = 1;
	return u->err ? 0 : n;
}

/* Aggregate number @ref (plus one, as aggr_ref() wrote it) of @v. */
static struct caggr *unpack_aggr_ref(struct unpacker *u, struct caggr *v,
				     uint32_t nv, uint32_t ref)
{
	if (!ref)
		return NULL;
	if (ref > nv) {
		u->err = 1;
		return NULL;
	}
	return &v[ref - 1];
}

/* A deferred condition's id, which must be one of the file's or 0. */
static uint16_t unpack_cond(struct unpacker *u, uint32_t id, size_t nconds)
{
	if (id > nconds)
		u->err = 1;
	return u->err ? 0 : (uint16_t)id;
}

static void ctype_unpack(struct unpacker *u, struct arena *a,
			 struct caggr *v, uint32_t nv, struct ctype *ty)
{
	uint32_t x;

	ty->base = unpack_str(u, a);
	ty->sub = unpack_aggr_ref(u, v, nv, unpack_u32(u));
	x = unpack_u32(u);
	ty->nptr = (uint8_t)x;
	ty->fnptr = (uint8_t)(x >> 8);
	ty->bounds = unpack_str(u, a);
	ty->aligned = unpack_str(u, a);
}

static void caggr_unpack(struct unpacker *u, struct arena *a,
			 struct caggr *v, uint32_t nv, struct caggr *ag,
			 size_t nconds)
{
	uint32_t x, k;

	ag->tag = unpack_str(u, a);
	x = unpack_u32(u);
	ag->is_union = (uint8_t)x;
	ag->packed = (uint8_t)(x >> 8);
	ag->uncertain = (uint8_t)(x >> 16);
	ag->layout_state = (uint8_t)(x >> 24);
	x = unpack_u32(u);
	ag->cond = unpack_cond(u, x & 0xffff, nconds);
	ag->expanded = (uint8_t)(x >> 16);
	ag->aligned = unpack_str(u, a);
	ag->line = unpack_u32(u);
	ag->size = (int64_t)unpack_u64(u);
	ag->align = unpack_u32(u);
	ag->nmembers = unpack_count(u, 48);
	ag->members = arena_alloc(a, ag->nmembers * sizeof(*ag->members) + 1);
	for (k = 0; k < ag->nmembers; k++) {
		struct cmember *m = &ag->members[k];

		memset(m, 0, sizeof(*m));
		m->name = unpack_str(u, a);
		ctype_unpack(u, a, v, nv, &m->type);
		m->bits = unpack_str(u, a);
		m->macro = unpack_str(u, a);
		m->line = unpack_u32(u);
		x = unpack_u32(u);
		m->flex_macro = (uint8_t)x;
		m->uncertain = (uint8_t)(x >> 8);
		m->absent = (uint8_t)(x >> 16);
		m->cond = unpack_cond(u, unpack_u32(u), nconds);
		m->offset = (int64_t)unpack_u64(u);
	}
}

int cdecl_file_unpack(struct cdecl_file *f, struct unpacker *u,
		      struct arena *a)
{
	struct caggr *v;
	uint32_t nv, x, i;
	size_t n;

	f->nconds = f->conds_alloc = unpack_count(u, 12);
	f->conds = xcalloc(f->nconds + 1, sizeof(*f->conds));
	for (i = 0; i < f->nconds; i++) {
		struct ccond *c = &f->conds[i];

		c->toks = tokens_unpack(u, a, &n);
		c->ntoks = c->toks ? (uint32_t)n : 0;
		x = unpack_u32(u);
		c->parent = unpack_cond(u, x & 0xffff, f->nconds);
		c->negate = (uint8_t)(x >> 16);
		c->val = (int8_t)(uint8_t)(x >> 24);
		c->state = (uint8_t)unpack_u32(u);
	}
	nv = unpack_count(u, 32);
	v = arena_alloc(a, nv * sizeof(*v) + 1);
	memset(v, 0, nv * sizeof(*v));
	for (i = 0; i < nv; i++)
		caggr_unpack(u, a, v, nv, &v[i], f->nconds);
	f->naggrs = f->aggrs_alloc = unpack_count(u, 4);
	f->aggrs = xcalloc(f->naggrs + 1, sizeof(*f->aggrs));
	for (i = 0; i < f->naggrs; i++) {
		f->aggrs[i] = unpack_aggr_ref(u, v, nv, unpack_u32(u));
		/* cdb.c names them "struct TAG". */
		if (!f->aggrs[i] || !f->aggrs[i]->tag)
			u->err = 1;
	}
	f->nmacros = f->macros_alloc = unpack_count(u, 32);
	f->macros = xcalloc(f->nmacros + 1, sizeof(*f->macros));
	for (i = 0; i < f->nmacros; i++) {
		struct cmacro *m = &f->macros[i];

		m->name = unpack_str(u, a);
		m->params = unpack_str(u, a);
		m->nparams = unpack_u32(u);
		m->body = unpack_str(u, a);
		m->toks = tokens_unpack(u, a, &n);
		m->ntoks = m->toks ? (uint32_t)n : 0;
		m->line = unpack_u32(u);
		x = unpack_u32(u);
		m->variadic = (uint8_t)x;
		m->guard = (uint8_t)(x >> 8);
		m->uncertain = (uint8_t)(x >> 16);
		m->eval_state = (uint8_t)(x >> 24);
		m->cond = unpack_cond(u, unpack_u32(u), f->nconds);
		m->val = unpack_u64(u);
		if (!m->name || !m->body)
			u->err = 1;
	}
	f->ntypedefs = f->typedefs_alloc = unpack_count(u, 24);
	f->typedefs = xcalloc(f->ntypedefs + 1, sizeof(*f->typedefs));
	for (i = 0; i < f->ntypedefs; i++) {
		struct ctypedef *td = &f->typedefs[i];

		td->name = unpack_str(u, a);
		ctype_unpack(u, a, v, nv, &td->type);
		td->line = unpack_u32(u);
		x = unpack_u32(u);
		td->uncertain = (uint8_t)x;
		td->cond = unpack_cond(u, x >> 8, f->nconds);
		if (!td->name)
			u->err = 1;
	}
	f->nenums = f->enums_alloc = unpack_count(u, 36);
	f->enums = xcalloc(f->nenums + 1, sizeof(*f->enums));
	for (i = 0; i < f->nenums; i++) {
		struct cenum *e = &f->enums[i];

		e->name = unpack_str(u, a);
		e->tag = unpack_str(u, a);
		e->expr = unpack_str(u, a);
		e->base = unpack_str(u, a);
		e->offset = unpack_u32(u);
		e->line = unpack_u32(u);
		x = unpack_u32(u);
		e->uncertain = (uint8_t)x;
		e->eval_state = (uint8_t)(x >> 8);
		e->val = unpack_u64(u);
		if (!e->name)
			u->err = 1;
	}
	return u->err ? -1 : 0;
}
