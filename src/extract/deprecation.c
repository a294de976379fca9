// SPDX-License-Identifier: GPL-2.0
/*
 * Deprecation warnings: what the kernel prints when user space still uses
 * an ABI that is on its way out.  A call of the print families below
 * (pr_warn_once(), dev_warn(), WARN_ONCE(), printk()...) whose format
 * string says one of deprecation_words is an item, tied where the file
 * shows it to the ABI it guards: the syscall whose SYSCALL_DEFINE body
 * warns, the ioctl of the nearest case label of an ioctl switch, the
 * sysfs attribute whose show or store function warns, the boot or module
 * parameter whose handler warns.
 *
 * Identity: the format string as written (the literals joined, escapes
 * kept, the final \n dropped) and the file without its extension:
 * "%s (%d) uses deprecated remap_file_pages() syscall... (mm/mmap)".
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "c/cinit.h"
#include "extract/extract.h"
#include "core/util.h"

#define KIND "deprecation"

/* What a format string says, in any case, to be a deprecation warning. */
static const char *const deprecation_words[] = {
	"deprecat", "obsolete", "will be removed", "scheduled for removal",
	"no longer supported", NULL,
};

/*
 * The same words, literally, in the cases the kernel writes them: parts
 * of words, so that one covers "deprecated" and "Deprecated".
 */
static const char *const deprecation_triggers[] = {
	"eprecat", "EPRECAT", "bsolete", "BSOLETE", "ill be removed",
	"for removal", "o longer supported", "O LONGER SUPPORTED", NULL,
};

/*
 * include/linux/printk.h, dev_printk.h, netdevice.h: PREFIX + LEVEL +
 * ("" | "_once" | "_ratelimited"), the format at argument fmt_arg.  The
 * pr_* family, and net_*_ratelimited() through it, prepend pr_fmt().
 * Debug levels are left out: they print only when asked to.
 */
static const struct printer {
	const char *prefix;
	int fmt_arg;
	int pr_fmt;
	int ratelimited_only;
} printers[] = {
	{ "pr_", 0, 1, 0 },
	{ "dev_", 1, 0, 0 },
	{ "netdev_", 1, 0, 0 },
	{ "net_", 0, 1, 1 },
};

static const char *const levels[] = {
	"emerg", "alert", "crit", "err", "warn", "warning", "notice", "info",
};

/* The other print calls: printk's own family, WARN*() of asm-generic/bug.h. */
static const struct {
	const char *name;
	int fmt_arg;
	const char *freq;
	const char *level;	/* NULL: printk's KERN_* prefix says */
} calls[] = {
	{ "WARN", 1, "always", "warning" },
	{ "WARN_ONCE", 1, "once", "warning" },
	{ "WARN_RATELIMIT", 1, "ratelimited", "warning" },
	{ "WARN_TAINT", 2, "always", "warning" },
	{ "WARN_TAINT_ONCE", 2, "once", "warning" },
	{ "dev_WARN", 1, "always", "warning" },
	{ "dev_WARN_ONCE", 2, "once", "warning" },
	{ "dev_err_probe", 2, "always", "err" },
	{ "printk", 0, "always", NULL },
	{ "printk_deferred", 0, "always", NULL },
	{ "printk_deferred_once", 0, "once", NULL },
	{ "printk_once", 0, "once", NULL },
	{ "printk_ratelimited", 0, "ratelimited", NULL },
	/* sound/core.h: ALSA's printk, until 6.12 turned it into dev_*(). */
	{ "snd_printk", 0, "always", NULL },
};

/* A print call recognised: where its format is, how often it prints. */
struct print {
	int fmt_arg;
	int pr_fmt;
	const char *freq;
	char level[16];		/* empty if printk's KERN_* doesn't say */
};

static void set_level(struct print *p, const char *s, size_t len)
{
	size_t i;

	if (len >= sizeof(p->level))
		len = sizeof(p->level) - 1;
	for (i = 0; i < len; i++)
		p->level[i] = (char)(s[i] >= 'A' && s[i] <= 'Z' ? s[i] + 32 : s[i]);
	p->level[len] = '\0';
}

static int print_family(struct print *p, const struct token *t)
{
	size_t k, l;

	/* Most calls are none of these: pr_, dev_, netdev_, net_, WARN, printk, snd_. */
	if (!strchr("pdnWs", t->s[0]))
		return 0;
	for (k = 0; k < ARRAY_SIZE(calls); k++) {
		if (tok_eq(t, calls[k].name)) {
			p->fmt_arg = calls[k].fmt_arg;
			p->pr_fmt = 0;
			p->freq = calls[k].freq;
			p->level[0] = '\0';
			if (calls[k].level)
				set_level(p, calls[k].level,
					  strlen(calls[k].level));
			return 1;
		}
	}
	for (k = 0; k < ARRAY_SIZE(printers); k++) {
		size_t pl = strlen(printers[k].prefix);

		if (!tok_starts(t, printers[k].prefix))
			continue;
		for (l = 0; l < ARRAY_SIZE(levels); l++) {
			size_t ll = strlen(levels[l]);
			const char *rest = t->s + pl + ll;
			size_t rl = t->len - pl - ll;

			if (t->len < pl + ll || memcmp(t->s + pl, levels[l], ll))
				continue;
			if (!rl && !printers[k].ratelimited_only)
				p->freq = "always";
			else if (rl == 5 && !memcmp(rest, "_once", 5) &&
				 !printers[k].ratelimited_only)
				p->freq = "once";
			else if (rl == 12 && !memcmp(rest, "_ratelimited", 12))
				p->freq = "ratelimited";
			else
				continue;
			p->fmt_arg = printers[k].fmt_arg;
			p->pr_fmt = printers[k].pr_fmt;
			set_level(p, levels[l], ll);
			return 1;
		}
	}
	return 0;
}

/* A #define of the file: a string macro, or pr_fmt(fmt)'s prefix. */
struct macro {
	const struct token *name;
	size_t at;		/* its index, for pr_fmt's redefinitions */
	char *val;
};

struct file_ctx {
	struct extract_ctx *ctx;
	const struct token *t;
	size_t n;
	struct macro *macros;
	size_t nmacros, alloc;
	const char *param_prefix;	/* MODULE_PARAM_PREFIX, or NULL */
	struct strbuf stem;		/* the path without its extension */
	/*
	 * Where the calls that guards look for are, found in one pass at
	 * the first warning: *ATTR*( for sysfs, the parameter macros.
	 */
	int indexed;
	size_t *attrs, nattrs, attrs_alloc;
	size_t *params, nparams, params_alloc;
};

static int is_param_macro(const struct token *t)
{
	return tok_eq(t, "__setup") || tok_eq(t, "early_param") ||
	       tok_eq(t, "module_param_call") || tok_eq(t, "module_param_cb");
}

static void index_calls(struct file_ctx *f)
{
	const struct token *t = f->t;
	size_t i;

	f->indexed = 1;
	for (i = 0; i + 1 < f->n; i++) {
		if (t[i].kind == TOK_IDENT && tok_punct(&t[i + 1], '(') &&
		    memmem(t[i].s, t[i].len, "ATTR", 4)) {
			ALLOC_GROW(f->attrs, f->nattrs + 1, f->attrs_alloc);
			f->attrs[f->nattrs++] = i;
		}
		if (is_param_macro(&t[i])) {
			ALLOC_GROW(f->params, f->nparams + 1, f->params_alloc);
			f->params[f->nparams++] = i;
		}
	}
}

static const struct token pr_fmt_name = { .s = "pr_fmt", .len = 6 };

static const char *macro_val(const struct file_ctx *f, const struct token *t,
			     size_t before)
{
	size_t i;
	const char *val = NULL;

	for (i = 0; i < f->nmacros && f->macros[i].at < before; i++)
		if (t->len == f->macros[i].name->len &&
		    !memcmp(t->s, f->macros[i].name->s, t->len))
			val = f->macros[i].val;
	return val;
}

/*
 * The string that tokens t[b, e) spell: literals joined as written,
 * macros of the file replaced by their strings, other names (KBUILD_MODNAME,
 * __func__ passed in) by %s, which a log matcher takes as it takes an
 * argument.  KERN_* prefixes set *level.  Returns -1 if anything else is
 * in there, or no literal.
 */
static int format_of(struct strbuf *sb, const struct file_ctx *f, size_t b,
		     size_t e, struct print *p, const char *stop)
{
	const struct token *t = f->t;
	int nstr = 0;
	size_t i;

	strbuf_reset(sb);
	for (i = b; i < e; i++) {
		const char *v;

		if (t[i].kind == TOK_STRING && t[i].len >= 2 &&
		    t[i].s[0] == '"') {
			strbuf_add(sb, t[i].s + 1, t[i].len - 2);
			nstr++;
		} else if (t[i].kind != TOK_IDENT) {
			return -1;
		} else if (stop && tok_eq(&t[i], stop)) {
			break;
		} else if (tok_starts(&t[i], "KERN_")) {
			if (tok_eq(&t[i], "KERN_CONT"))
				return -1;
			if (p)
				set_level(p, t[i].s + 5, t[i].len - 5);
		} else if ((v = macro_val(f, &t[i], b))) {
			strbuf_addstr(sb, v);
			nstr++;
		} else {
			strbuf_addstr(sb, "%s");
		}
	}
	return nstr || stop ? 0 : -1;
}

static void add_macro(struct file_ctx *f, const struct token *name, size_t at,
		      const char *val)
{
	struct macro *m;

	ALLOC_GROW(f->macros, f->nmacros + 1, f->alloc);
	m = &f->macros[f->nmacros++];
	m->name = name;
	m->at = at;
	m->val = xstrdup(val);
}

/*
 * The file's #defines of strings ("#define DRV_NAME "foo""), its
 * pr_fmt(fmt) prefixes, its MODULE_PARAM_PREFIX.
 */
static void read_macros(struct file_ctx *f)
{
	const struct token *t = f->t;
	struct strbuf sb = STRBUF_INIT;
	size_t i, e;

	for (i = 0; i + 2 < f->n; i++) {
		const struct token *name = &t[i + 2];
		int fnlike;

		if (t[i].kind != TOK_DIRECTIVE || !tok_eq(&t[i + 1], "define") ||
		    name->kind != TOK_IDENT)
			continue;
		for (e = i + 3; e < f->n && t[e].kind != TOK_EOD; e++)
			;
		fnlike = i + 3 < e && tok_punct(&t[i + 3], '(') &&
			 t[i + 3].s == name->s + name->len;
		if (tok_eq(name, "pr_fmt") && fnlike && i + 6 < e &&
		    t[i + 4].kind == TOK_IDENT && tok_punct(&t[i + 5], ')')) {
			char param[64];

			if (t[i + 4].len >= sizeof(param))
				continue;
			memcpy(param, t[i + 4].s, t[i + 4].len);
			param[t[i + 4].len] = '\0';
			if (!format_of(&sb, f, i + 6, e, NULL, param))
				add_macro(f, name, i, sb.buf);
		} else if (!fnlike && !format_of(&sb, f, i + 3, e, NULL, NULL)) {
			add_macro(f, name, i, sb.buf);
			if (tok_eq(name, "MODULE_PARAM_PREFIX"))
				f->param_prefix = f->macros[f->nmacros - 1].val;
		}
		i = e;
	}
	strbuf_release(&sb);
}

static int says_deprecated(const char *s)
{
	size_t k;

	for (k = 0; deprecation_words[k]; k++)
		if (strcasestr(s, deprecation_words[k]))
			return 1;
	return 0;
}

/* A function body t[open..close], named by t[name] with its '(' at paren. */
struct fn {
	size_t open, close, name, paren;
};

/* The index of the '(' that the ')' at t[i] closes, or @i if none. */
static size_t open_paren(const struct token *t, size_t i)
{
	size_t j = i, depth = 0;

	for (;;) {
		if (!(t[j].flags & TOKF_PP)) {
			if (tok_punct(&t[j], ')'))
				depth++;
			else if (tok_punct(&t[j], '(') && !--depth)
				return j;
		}
		if (!j)
			return i;
		j--;
	}
}

/* The function definitions of the file, in order. */
static size_t find_fns(struct fn **out, const struct token *t, size_t n)
{
	struct fn *v = NULL;
	size_t nv = 0, alloc = 0, i, prev = n, nc;

	for (i = 0; i < n; i++) {
		size_t close, p;

		if (t[i].flags & TOKF_PP || t[i].kind == TOK_EOD)
			continue;
		if (!tok_punct(&t[i], '{')) {
			prev = i;
			continue;
		}
		close = tok_close(t, i, n, NULL, 0, &nc);
		if (prev < n && tok_punct(&t[prev], ')') &&
		    (p = open_paren(t, prev)) != prev && p &&
		    t[p - 1].kind == TOK_IDENT) {
			ALLOC_GROW(v, nv + 1, alloc);
			v[nv].open = i;
			v[nv].close = close;
			v[nv].name = p - 1;
			v[nv++].paren = p;
		}
		i = close < n ? close : n;
		prev = n;
	}
	*out = v;
	return nv;
}

/* The guarded item: its kind and name, and how the file ties it. */
struct guard {
	const char *kind, *by;
	struct strbuf name;
};

static int is_syscall_define(const struct token *t)
{
	return tok_starts(t, "SYSCALL_DEFINE") ||
	       tok_starts(t, "COMPAT_SYSCALL_DEFINE");
}

/* Whether the switch whose block opens at t[open] is an ioctl's. */
static int ioctl_switch(const struct file_ctx *f, const struct fn *fn,
			size_t open)
{
	const struct token *t = f->t;
	const struct token *name = &t[fn->name];
	size_t p, i;

	if (memmem(name->s, name->len, "ioctl", 5))
		return 1;
	if (!open || !tok_punct(&t[open - 1], ')'))
		return 0;
	p = open_paren(t, open - 1);
	if (p == open - 1 || !p || !tok_eq(&t[p - 1], "switch"))
		return 0;
	for (i = p + 1; i < open - 1; i++)
		if (t[i].kind == TOK_IDENT &&
		    (memmem(t[i].s, t[i].len, "cmd", 3) ||
		     memmem(t[i].s, t[i].len, "ioctl", 5)))
			return 1;
	return 0;
}

/*
 * In an ioctl function, the command that "if (cmd == NAME)" tests, where
 * t[open] is the block or the statement that follows: its index, or 0.
 */
static size_t if_cmd(const struct token *t, const struct token *fn,
		     size_t open)
{
	size_t p, i;

	if (!memmem(fn->s, fn->len, "ioctl", 5) || !open ||
	    !tok_punct(&t[open - 1], ')'))
		return 0;
	p = open_paren(t, open - 1);
	if (p == open - 1 || !p || !tok_eq(&t[p - 1], "if"))
		return 0;
	for (i = p + 1; i + 2 < open; i++)
		if (tok_eq(&t[i + 1], "==") && t[i].kind == TOK_IDENT &&
		    t[i + 2].kind == TOK_IDENT &&
		    memmem(t[i].s, t[i].len, "cmd", 3))
			return i + 2;
	return 0;
}

/* The labels "case A: case B:" that end at t[label], joined by newlines. */
static void case_labels(struct strbuf *sb, const struct token *t,
			size_t label)
{
	for (;;) {
		strbuf_add(sb, t[label].s, t[label].len);
		if (label < 4 || !tok_punct(&t[label - 2], ':') ||
		    t[label - 3].kind != TOK_IDENT ||
		    !tok_eq(&t[label - 4], "case"))
			return;
		strbuf_addch(sb, '\n');
		label -= 3;
	}
}

/*
 * The nearest "case NAME:" before t[at] in its function, at its level or
 * an outer one, where the switch is an ioctl's; with the labels of the
 * same arm.  Or, in an ioctl function, the command an enclosing
 * "if (cmd == NAME)" tests.
 */
static int guard_case(struct guard *g, const struct file_ctx *f,
		      const struct fn *fn, size_t at)
{
	const struct token *t = f->t;
	size_t i, depth = 0, label = 0, k;

	/* if (cmd == X) pr_warn(...); */
	if ((k = if_cmd(t, &t[fn->name], at))) {
		g->kind = "ioctl";
		g->by = "if-cmd";
		strbuf_add(&g->name, t[k].s, t[k].len);
		return 1;
	}
	for (i = at; i > fn->open; i--) {
		if (t[i].flags & TOKF_PP)
			continue;
		if (tok_punct(&t[i], '}')) {
			depth++;
		} else if (tok_punct(&t[i], '{') && depth) {
			depth--;
		} else if (tok_punct(&t[i], '{') && label) {
			if (!ioctl_switch(f, fn, i))
				return 0;
			g->kind = "ioctl";
			g->by = "case-label";
			case_labels(&g->name, t, label);
			return 1;
		} else if (tok_punct(&t[i], '{') && (k = if_cmd(t, &t[fn->name], i))) {
			g->kind = "ioctl";
			g->by = "if-cmd";
			strbuf_add(&g->name, t[k].s, t[k].len);
			return 1;
		} else if (!depth && !label && tok_eq(&t[i], "case") &&
			   t[i + 1].kind == TOK_IDENT &&
			   tok_punct(&t[i + 2], ':')) {
			label = i + 1;
		}
	}
	return 0;
}

/*
 * A sysfs attribute whose show or store function is @fn: named by the
 * first argument of an *ATTR*() call that passes @fn, or of one that
 * takes the name before _show or _store (DEVICE_ATTR_RW(foo)).
 */
static int guard_sysfs(struct guard *g, const struct file_ctx *f,
		       const struct token *fn)
{
	const struct token *t = f->t;
	size_t stem = 0, i, j, k, next = 0;
	struct cinit_call c;
	struct strbuf one = STRBUF_INIT;
	const char *by = NULL;

	if (fn->len > 5 && !memcmp(fn->s + fn->len - 5, "_show", 5))
		stem = fn->len - 5, by = "sysfs-show";
	else if (fn->len > 6 && !memcmp(fn->s + fn->len - 6, "_store", 6))
		stem = fn->len - 6, by = "sysfs-store";
	for (j = 0; j < f->nattrs; j++) {
		/* Past the arguments of the call that matched last. */
		if ((i = f->attrs[j]) < next || cinit_call(&c, t, i, f->n) ||
		    !c.nargs)
			continue;
		for (k = 1; k < c.nargs; k++)
			if (c.e[k] == c.b[k] + 1 && t[c.b[k]].len == fn->len &&
			    !memcmp(t[c.b[k]].s, fn->s, fn->len))
				break;
		if (k == c.nargs && !(stem && c.e[0] == c.b[0] + 1 &&
				      t[c.b[0]].len == stem &&
				      !memcmp(t[c.b[0]].s, fn->s, stem)))
			continue;
		/* A function may serve many: temp1_type, temp2_type... */
		if (g->name.len)
			strbuf_addch(&g->name, '\n');
		if (cinit_string(&one, &t[c.b[0]], c.e[0] - c.b[0]))
			tok_text(&one, &t[c.b[0]], &t[c.e[0]]);
		strbuf_addf(&g->name, "%s (%s)", one.buf, f->stem.buf);
		strbuf_reset(&one);
		g->kind = "sysfs";
		g->by = by ? by : "sysfs-function";
		next = c.close + 1;
	}
	strbuf_release(&one);
	return g->kind != NULL;
}

/*
 * The parameter whose handler is @fn: __setup("name=", fn),
 * early_param(), module_param_call(name, set, get, ...), or
 * module_param_cb(name, &ops, ...) with .set or .get = fn in ops.
 */
static int guard_param(struct guard *g, const struct file_ctx *f,
		       const struct token *fn)
{
	const struct token *t = f->t;
	struct cinit_call c;
	size_t i, j, k, vb, ve, open;
	const struct token *ops;

	for (j = 0; j < f->nparams; j++) {
		int boot = tok_eq(&t[i = f->params[j]], "__setup") ||
			   tok_eq(&t[i], "early_param");
		int cb = tok_eq(&t[i], "module_param_cb");
		int hit = 0;

		if (cinit_call(&c, t, i, f->n) || c.nargs < 2)
			continue;
		for (k = 1; k < c.nargs && k < 3 && !cb; k++)
			hit |= c.e[k] == c.b[k] + 1 &&
			       t[c.b[k]].len == fn->len &&
			       !memcmp(t[c.b[k]].s, fn->s, fn->len);
		if (cb && (ops = cinit_ident(t, c.b[1], c.e[1])) &&
		    (open = cinit_of(t, f->n, ops)))
			for (k = 0; k < 2; k++)
				hit |= !cinit_field(t, open, f->n,
						    k ? "get" : "set", &vb, &ve) &&
				       ve == vb + 1 && t[vb].len == fn->len &&
				       !memcmp(t[vb].s, fn->s, fn->len);
		if (!hit)
			continue;
		if (boot) {
			if (cinit_string(&g->name, &t[c.b[0]], 1) || !g->name.len)
				continue;
			if (g->name.buf[g->name.len - 1] == '=')
				strbuf_setlen(&g->name, g->name.len - 1);
			g->kind = "boot-param";
			g->by = "boot-param-handler";
			return 1;
		}
		if (c.e[0] != c.b[0] + 1 || t[c.b[0]].kind != TOK_IDENT)
			continue;
		/* The module is the Makefiles' to say: ? where the file can't. */
		strbuf_addstr(&g->name, f->param_prefix ? f->param_prefix : "?.");
		strbuf_add(&g->name, t[c.b[0]].s, t[c.b[0]].len);
		g->kind = "module-param";
		g->by = "module-param-handler";
		return 1;
	}
	return 0;
}

static void find_guard(struct guard *g, const struct file_ctx *f,
		       const struct fn *fn, size_t at)
{
	const struct token *t = f->t;

	g->kind = NULL;
	strbuf_reset(&g->name);
	if (!fn)
		return;
	if (is_syscall_define(&t[fn->name])) {
		if (t[fn->paren + 1].kind != TOK_IDENT)
			return;
		strbuf_add(&g->name, t[fn->paren + 1].s, t[fn->paren + 1].len);
		g->kind = "syscall";
		g->by = "syscall-body";
		return;
	}
	if (guard_case(g, f, fn, at) || guard_sysfs(g, f, &t[fn->name]) ||
	    guard_param(g, f, &t[fn->name]))
		return;
	strbuf_reset(&g->name);
	g->kind = NULL;
}

static void add_item(struct file_ctx *f, const struct print *p, size_t at,
		     const struct fn *fn, const char *macro, struct strbuf *fmt,
		     struct guard *g)
{
	struct inventory *inv = f->ctx->inv;
	const struct token *t = f->t;
	struct strbuf sb = STRBUF_INIT;
	const char *pre;

	if (fmt->len >= 2 && !memcmp(fmt->buf + fmt->len - 2, "\\n", 2))
		strbuf_setlen(fmt, fmt->len - 2);
	strbuf_addf(&sb, "%s (%s)", fmt->buf, f->stem.buf);
	ctx_fact_begin(f->ctx, KIND, sb.buf, sb.len, t[at].line, 0);
	inventory_fact_attr(inv, "format", fmt->buf, fmt->len);
	inventory_fact_attr(inv, "call", t[at].s, t[at].len);
	inventory_fact_attrf(inv, "frequency", "%s", p->freq);
	if (p->level[0])
		inventory_fact_attrf(inv, "level", "%s", p->level);
	strbuf_reset(&sb);
	if (fn && is_syscall_define(&t[fn->name]))
		strbuf_addf(&sb, "%.*s(%.*s)", (int)t[fn->name].len,
			    t[fn->name].s, (int)t[fn->paren + 1].len,
			    t[fn->paren + 1].s);
	else if (fn)
		strbuf_add(&sb, t[fn->name].s, t[fn->name].len);
	else if (macro)
		strbuf_addf(&sb, "(macro %s)", macro);
	if (sb.len)
		inventory_fact_attr(inv, "function", sb.buf, sb.len);
	if (p->pr_fmt && (pre = macro_val(f, &pr_fmt_name, at)) && *pre)
		inventory_fact_attr(inv, "pr_fmt", pre, strlen(pre));
	if (g->kind) {
		const char *s = g->name.buf, *nl;

		inventory_fact_attrf(inv, "guard-kind", "%s", g->kind);
		for (; (nl = strchrnul(s, '\n')); s = nl + 1) {
			inventory_fact_attr(inv, "guard", s, (size_t)(nl - s));
			if (!*nl)
				break;
		}
		inventory_fact_attrf(inv, "guard-by", "%s", g->by);
	}
	inventory_fact_end(inv);
	strbuf_release(&sb);
}

/* Whether one of deprecation_words starts at s, before end, in any case. */
static int word_at(const char *s, const char *end)
{
	static const unsigned char lens[] = { 8, 8, 15, 21, 19 };
	size_t k;

	for (k = 0; deprecation_words[k]; k++)
		if ((size_t)(end - s) >= lens[k] &&
		    !strncasecmp(s, deprecation_words[k], lens[k]))
			return 1;
	return 0;
}

/*
 * Whether a deprecation word occurs after a '"' on its line: in a string
 * literal, which can't span lines.  Most files woken by the words have
 * them only in comments (and __deprecated), and need not be lexed.
 */
static int deprecation_accept(const char *buf, size_t len)
{
	const char *p = buf, *end = buf + len, *eol;

	while ((p = memchr(p, '"', (size_t)(end - p)))) {
		eol = memchr(p, '\n', (size_t)(end - p));
		if (!eol)
			eol = end;
		for (; p < eol; p++) {
			/* The first letters of the words: d, o, w, s, n. */
			int c = *p | 0x20;

			if ((c == 'd' || c == 'o' || c == 'w' || c == 's' ||
			     c == 'n') && word_at(p, eol))
				return 1;
		}
		p = eol;
	}
	return 0;
}

/*
 * Whether a string literal of the file says one of the words: the
 * accept() hook took a word after a '"' on its line, which may be in a
 * comment or an #include; most such files then have no warning at all,
 * and need no look at their macros and functions.
 */
static int says_in_literal(const struct token *t, size_t n)
{
	size_t i;
	const char *p, *end;

	for (i = 0; i < n; i++) {
		if (t[i].kind != TOK_STRING)
			continue;
		end = t[i].s + t[i].len;
		for (p = t[i].s; p < end; p++) {
			int c = *p | 0x20;

			if ((c == 'd' || c == 'o' || c == 'w' || c == 's' ||
			     c == 'n') && word_at(p, end))
				return 1;
		}
	}
	return 0;
}

static void deprecation_extract(struct extract_ctx *ctx)
{
	const struct token_vec *toks;
	struct file_ctx f = { .ctx = ctx };
	const struct token *t;
	struct strbuf fmt = STRBUF_INIT;
	struct guard g = { .name = STRBUF_INIT };
	struct fn *fns = NULL;
	size_t nfns, cur = 0, i;
	const char *dot = strrchr(ctx->path, '.');
	char macro[128] = "";

	if (!deprecation_accept(ctx->buf, ctx->len))
		return;	/* read for other extractors: nothing for us */
	toks = ctx_tokens(ctx);
	f.t = t = toks->v;
	f.n = toks->n - 1;
	if (!says_in_literal(t, f.n))
		return;
	strbuf_init(&f.stem, 0);
	strbuf_add(&f.stem, ctx->path, dot ? (size_t)(dot - ctx->path) :
		   strlen(ctx->path));
	read_macros(&f);
	nfns = find_fns(&fns, t, f.n);
	for (i = 0; i + 1 < f.n; i++) {
		struct print p;
		struct cinit_call c;
		const struct fn *fn = NULL;

		if (t[i].kind == TOK_DIRECTIVE && tok_eq(&t[i + 1], "define") &&
		    i + 2 < f.n && t[i + 2].len < sizeof(macro)) {
			memcpy(macro, t[i + 2].s, t[i + 2].len);
			macro[t[i + 2].len] = '\0';
		}
		if (t[i].kind != TOK_IDENT || !tok_punct(&t[i + 1], '(') ||
		    !print_family(&p, &t[i]) || cinit_call(&c, t, i, f.n) ||
		    (size_t)p.fmt_arg >= c.nargs ||
		    format_of(&fmt, &f, c.b[p.fmt_arg], c.e[p.fmt_arg], &p, NULL) || !says_deprecated(fmt.buf))
			continue;
		while (cur < nfns && fns[cur].close < i)
			cur++;
		if (!(t[i].flags & TOKF_PP) && cur < nfns && fns[cur].open < i)
			fn = &fns[cur];
		if (!f.indexed)
			index_calls(&f);
		find_guard(&g, &f, fn, i);
		add_item(&f, &p, i, fn, t[i].flags & TOKF_PP ? macro : NULL,
			 &fmt, &g);
		i = c.close;
	}
	for (i = 0; i < f.nmacros; i++)
		free(f.macros[i].val);
	free(f.macros);
	free(f.attrs);
	free(f.params);
	free(fns);
	strbuf_release(&fmt);
	strbuf_release(&g.name);
	strbuf_release(&f.stem);
}

/*
 * Whether format @pat, each conversion ("%s", "%d", "%pOF") standing for
 * some text, spells @s: "%s compatible is deprecated" is the warning
 * that now writes the compatible it printed.  At least eight literal
 * bytes, so that a "%s" alone matches nothing; within a budget of
 * steps, so that many conversions can't take long.
 */
static int format_spells(const char *pat, const char *s, int lits,
			 int *budget)
{
	const char *q;

	if (--*budget < 0)
		return 0;
	if (!*pat)
		return !*s && lits >= 8;
	if (*pat == '%' && pat[1] && pat[1] != '%') {
		q = pat + 1;
		while (*q && strchr("0123456789.-+ #*lhzjtL", *q))
			q++;
		if (*q == 'p')
			while (isalnum((unsigned char)q[1]))
				q++;
		if (!*q)
			return 0;
		for (; *s; s++)
			if (format_spells(q + 1, s + 1, lits, budget))
				return 1;
		return 0;
	}
	if (*pat == '%' && pat[1] == '%')
		pat++;
	return *pat == *s && format_spells(pat + 1, s + 1, lits + 1, budget);
}

/*
 * A warning that moved to another file of its directory (mm/memcontrol.c
 * to memcontrol-v1.c) is one item; so is one whose file now writes out
 * what it printed with a conversion.  The key is the directory.
 */
static int deprecation_pair_key(struct strbuf *key, const struct item *it)
{
	const char *slash = strrchr(it->file, '/');

	strbuf_add(key, it->file, slash ? (size_t)(slash - it->file) : 0);
	return 0;
}

static int deprecation_same_item(const struct item *old,
				 const struct item *new)
{
	const char *a = item_attr(old, "format"), *b = item_attr(new, "format");
	int budget = 100000;

	if (!a || !b)
		return 0;
	if (!strcmp(a, b))
		return 1;
	return !strcmp(old->file, new->file) &&
	       (format_spells(a, b, 0, &budget) ||
		format_spells(b, a, 0, &budget));
}

const struct extractor deprecation_extractor = {
	.name = KIND,
	.kinds = (const char *const[]){ KIND, NULL },
	.version = 2,
	.triggers = deprecation_triggers,
	.want_path = want_kernel_source,
	.extract = deprecation_extract,
	.accept = deprecation_accept,
	.pair_key = deprecation_pair_key,
	.same_item = deprecation_same_item,
};
