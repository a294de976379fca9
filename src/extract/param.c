// SPDX-License-Identifier: GPL-2.0
/*
 * Module and boot parameters.
 *
 * module-param: module_param() and its variants, named as the user
 * writes them on the command line or under /sys/module: "module.param".
 * The module is the object the file is built into, from the Kbuild
 * Makefiles of its directory ("usbcore-y := usb.o hub.o ..." puts hub.c
 * in usbcore), else the file's own name; "-" becomes "_" as in
 * KBUILD_MODNAME; a file's MODULE_PARAM_PREFIX overrides it.  A header's
 * parameters are those of the files of its directory that include it.
 * MODULE_PARM_DESC() gives the description.  Built-in code's parameters
 * are boot parameters too, under the same name.
 *
 * boot-param: __setup(), early_param(), __setup_param() and core_param(),
 * named by their string without the '='; and the options early and
 * architecture code finds in the command line by hand, with how (via):
 * cmdline_find_option(boot_command_line, "tsx", ...),
 * cmdline_find_option_bool("nokaslr") of the boot stub, and
 * strstr(boot_command_line, "nokaslr") on a variable that holds a
 * command line (boot_command_line, arcs_cmdline, prom_cmd_line...),
 * strcmp(param, "prot_virt") on what next_arg() cut from one, the
 * entries of a table of aliases (sysctl's, arm64's), and
 * decompressor_handled_param(prot_virt).
 */
#include <stdlib.h>
#include <string.h>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "c/cinit.h"
#include "extract/extract.h"
#include "core/pack.h"
#include "core/util.h"

#define KIND_MODULE "module-param"
#define KIND_BOOT "boot-param"

/* The module_param() family: where the name, type and permissions are. */
static const struct {
	const char *name;
	int name_arg, type_arg, perm_arg;
	const char *type;	/* when no argument gives it */
	const char *perm;	/* when no argument gives it */
} module_params[] = {
	{ "module_param", 0, 1, 2, NULL, NULL },
	{ "module_param_array", 0, 1, 3, NULL, NULL },
	{ "module_param_array_named", 0, 2, 4, NULL, NULL },
	{ "module_param_call", 0, -1, 4, "call", NULL },
	{ "module_param_cb", 0, -1, 3, "cb", NULL },
	{ "module_param_cb_unsafe", 0, -1, 3, "cb", NULL },
	{ "module_param_hw", 0, 1, 3, NULL, NULL },
	{ "module_param_hw_array", 0, 1, 4, NULL, NULL },
	{ "module_param_hw_named", 0, 2, 4, NULL, NULL },
	{ "module_param_named", 0, 2, 3, NULL, NULL },
	{ "module_param_named_unsafe", 0, 2, 3, NULL, NULL },
	{ "module_param_string", 0, -1, 3, "string", NULL },
	{ "module_param_unsafe", 0, 1, 2, NULL, NULL },
	/* include/linux/torture.h: a module_param() of 0444. */
	{ "torture_param", 1, 0, -1, NULL, "0444" },
	/* module_param_cb() run at an initcall level (usbcore's quirks). */
	{ "core_param_cb", 0, -1, 3, "cb", NULL },
	{ "postcore_param_cb", 0, -1, 3, "cb", NULL },
	{ "arch_param_cb", 0, -1, 3, "cb", NULL },
	{ "subsys_param_cb", 0, -1, 3, "cb", NULL },
	{ "fs_param_cb", 0, -1, 3, "cb", NULL },
	{ "device_param_cb", 0, -1, 3, "cb", NULL },
	{ "late_param_cb", 0, -1, 3, "cb", NULL },
};

/*
 * Macros that declare the early_param() of their argument's name, for
 * an option that earlier code parses by hand: s390's
 * decompressor_handled_param(mem) is early_param("mem", ...), the
 * decompressor having read mem= already.
 */
static const char *const early_wrappers[] = {
	"decompressor_handled_param",
};

/* The command line, parsed by hand; the first two are also calls. */
#define CMDLINE_WORDS \
	"cmdline_find_option", "cmdline_find_option_bool", \
	"__cmdline_find_option", "__cmdline_find_option_bool", \
	"boot_command_line", "saved_command_line", "arcs_cmdline", \
	"builtin_cmdline", "prom_cmd_line", "fw_getcmdline", "cmd_line"

static const char *const param_triggers[] = {
	"module_param", "MODULE_PARM_DESC", "__setup", "early_param",
	"core_param", "torture_param", "_param_cb", "aliases[]",
	"decompressor_handled_param", "next_arg", CMDLINE_WORDS, NULL,
};

/*
 * What param_extract() reads: the calls above and MODULE_PARAM_PREFIX's
 * #define, so a driver is lexed only on their lines.
 */
static const char *const param_local_words[] = {
	"module_param", "MODULE_PARM_DESC", "__setup", "early_param",
	"core_param", "torture_param", "MODULE_PARAM_PREFIX", CMDLINE_WORDS,
	"strstr", "prom_strstr", "_param_cb", "aliases[]",
	"decompressor_handled_param", NULL,
};

static struct strbuf *strbuf_reset_ret(struct strbuf *sb)
{
	strbuf_reset(sb);
	return sb;
}

static enum want param_want_path(const char *path)
{
	const char *base = strrchr(path, '/');

	base = base ? base + 1 : path;
	if (!path_in_kernel(path))
		return WANT_NO;
	/* The Makefiles say which module a file is built into. */
	if (!strcmp(base, "Makefile") || !strcmp(base, "Kbuild"))
		return WANT_ALWAYS;
	if (ends_with(path, ".c") || ends_with(path, ".h"))
		return WANT_IF_TRIGGERED;
	return WANT_NO;
}

/* A module parameter, kept until the Makefiles are all read. */
struct param {
	const char *path, *name, *prefix, *type, *perm, *desc;
	uint32_t line;
};

/*
 * A composite object of a Makefile: "dir/member" is built into module,
 * the composite of the Makefile's directory dir.
 */
struct member {
	const char *obj, *module, *dir;
};

/*
 * What a Makefile says of a composite "dir/name" ('-' made '_'): that an
 * obj-... line builds name.o (module NULL), or that the composite only
 * collects objects for another one, "msm-y += $(adreno-y)" (module msm).
 */
struct composite {
	const char *name, *module;
};

/*
 * #include "tree_stall.h" of a file with parameters or a prefix: the
 * parameters of a header of its directory are its own (rcu's tree.c,
 * prefix "rcutree.").  @header is "dir/name.h", @path the includer's.
 */
struct include {
	const char *header, *path, *prefix;
};

/*
 * A function-like macro whose body calls module_param() and the like
 * (lpfc_attr.h's LPFC_ATTR_R(name, ...), grcan.c's GRCAN_MODULE_PARAM()),
 * and a call at the start of a line of a name like a macro's, in a file
 * of parameters: param_finish() expands the calls of the macros of the
 * same directory.  @params is the parameters' names, NUL-separated;
 * @args the call's arguments' text, '\x1f'-separated.
 */
struct pmacro {
	const char *dir, *name, *params, *body;
	size_t nparams;
};

struct pcall {
	const char *path, *dir, *name, *args, *prefix;
	size_t nargs;
	uint32_t line;
};

struct param_state {
	struct arena arena;
	/*
	 * The file param_extract() ran on last: for state_pack, which gets
	 * a state of the file's own, the file of all it holds.
	 */
	const char *file;
	struct param *params;
	size_t nparams, params_alloc;
	struct member *members;
	size_t nmembers, members_alloc;
	struct composite *composites;
	size_t ncomposites, composites_alloc;
	struct include *includes;
	size_t nincludes, includes_alloc;
	struct pmacro *macros;
	size_t nmacros, macros_alloc;
	struct pcall *calls;
	size_t ncalls, calls_alloc;
};

static const char *dup_text(struct param_state *st, const struct token *t,
			    size_t b, size_t e)
{
	struct strbuf sb = STRBUF_INIT;
	const char *s;

	if (cinit_string(&sb, &t[b], e - b))
		tok_text(&sb, &t[b], &t[e]);
	s = arena_strndup(&st->arena, sb.buf, sb.len);
	strbuf_release(&sb);
	return s;
}

/*
 * "dir/name" (or "name" without a path), as a string of the state's
 * arena; with @modname, '-' made '_' in the name as in KBUILD_MODNAME.
 */
static const char *dir_name(struct param_state *st, const char *path,
			    size_t dirlen, const char *name, size_t len,
			    int modname)
{
	struct strbuf key = STRBUF_INIT;
	char *s, *c;

	if (path) {
		strbuf_add(&key, path, dirlen);
		strbuf_addch(&key, '/');
	}
	strbuf_add(&key, name, len);
	s = arena_strndup(&st->arena, key.buf, key.len);
	for (c = s + key.len - len; modname && *c; c++)
		if (*c == '-')
			*c = '_';
	strbuf_release(&key);
	return s;
}

static void add_composite(struct param_state *st, const char *name,
			  const char *module)
{
	ALLOC_GROW(st->composites, st->ncomposites + 1, st->composites_alloc);
	st->composites[st->ncomposites].name = name;
	st->composites[st->ncomposites++].module = module;
}

/* The next word of @w, its length in *len; NULL at the end. */
static const char *next_word(const char **w, size_t *len)
{
	const char *s = *w + strspn(*w, " \t");

	*len = strcspn(s, " \t");
	*w = s + *len;
	return *len ? s : NULL;
}

/* "obj-$(CONFIG_X) += name.o": the composite name is a module (or built in). */
static void read_built(struct param_state *st, const char *path,
		       size_t dirlen, const char *w)
{
	const char *s;
	size_t wl;

	while ((s = next_word(&w, &wl)))
		if (wl > 2 && !memcmp(s + wl - 2, ".o", 2))
			add_composite(st, dir_name(st, path, dirlen, s, wl - 2,
						   1), NULL);
}

/*
 * The objects of composite @name: words ending in ".o", and the objects
 * of another composite, "$(adreno-y)", which is then only a list.
 */
static void read_objects(struct param_state *st, const char *path,
			 size_t dirlen, const char *name, const char *w)
{
	const char *module = dir_name(st, NULL, 0, name, strlen(name), 1);
	const char *s, *dash;
	size_t wl;

	while ((s = next_word(&w, &wl))) {
		struct member *m;

		if (wl > 5 && !memcmp(s, "$(", 2) && s[wl - 1] == ')' &&
		    (dash = memrchr(s, '-', wl)) && dash > s + 2 &&
		    (!strncmp(dash, "-y)", 3) || !strncmp(dash, "-objs)", 6))) {
			add_composite(st, dir_name(st, path, dirlen, s + 2,
						   (size_t)(dash - s - 2), 1),
				      module);
			continue;
		}
		if (wl <= 2 || memcmp(s + wl - 2, ".o", 2))
			continue;
		ALLOC_GROW(st->members, st->nmembers + 1, st->members_alloc);
		m = &st->members[st->nmembers++];
		m->obj = dir_name(st, path, dirlen, s, wl - 2, 0);
		m->dir = arena_strndup(&st->arena, path, dirlen);
		m->module = module;
	}
}

/*
 * Kbuild lines "NAME-y := a.o b/c.o", "NAME-objs += ...",
 * "NAME-$(CONFIG_X) += ...": NAME is a composite module of those objects.
 */
static void read_makefile(struct param_state *st, const char *path,
			  char *buf, size_t len)
{
	const char *dir_end = strrchr(path, '/');
	size_t dirlen = dir_end ? (size_t)(dir_end - path) : 0;
	struct strbuf line = STRBUF_INIT, obj = STRBUF_INIT;
	size_t i = 0;

	while (i < len) {
		size_t e = i;
		const char *s, *op, *dash;

		strbuf_reset(&line);
		/* A logical line: backslash-newline joins the next. */
		for (; e < len && buf[e] != '\n'; e++) {
			if (buf[e] == '\\' && e + 1 < len && buf[e + 1] == '\n') {
				strbuf_addch(&line, ' ');
				e++;
				continue;
			}
			strbuf_addch(&line, buf[e]);
		}
		i = e + 1;
		s = line.buf;
		op = strstr(s, "=");
		if (!op || op == s || strchr(" \t#", s[0]))
			continue;
		/* NAME-SUFFIX before the '=' (':=' or '+='). */
		e = (size_t)(op - s);
		while (e && strchr(":+ \t", s[e - 1]))
			e--;
		strbuf_reset(&obj);
		strbuf_add(&obj, s, e);
		dash = strrchr(obj.buf, '-');
		if (!dash || dash == obj.buf ||
		    strspn(obj.buf, "abcdefghijklmnopqrstuvwxyz0123456789_-") <
		    (size_t)(dash - obj.buf))
			continue;
		if (strcmp(dash, "-y") && strcmp(dash, "-objs") &&
		    strcmp(dash, "-m") && strncmp(dash, "-$(CONFIG_", 10))
			continue;
		strbuf_setlen(&obj, (size_t)(dash - obj.buf));
		if (!strcmp(obj.buf, "obj")) {
			read_built(st, path, dirlen, op + 1);
			continue;
		}
		if (!strcmp(obj.buf, "lib") ||
		    !strcmp(obj.buf, "subdir") || !strcmp(obj.buf, "always") ||
		    ends_with(obj.buf, "flags"))
			continue;
		read_objects(st, path, dirlen, obj.buf, op + 1);
	}
	strbuf_release(&line);
	strbuf_release(&obj);
}

static void boot_param(struct extract_ctx *ctx, const struct token *t,
		       size_t n, size_t i, int name_arg, int fn_arg, int early)
{
	struct strbuf name = STRBUF_INIT, fn = STRBUF_INIT;
	struct cinit_call c;
	int value = 0;

	if (cinit_call(&c, t, i, n) || (size_t)name_arg >= c.nargs ||
	    cinit_string(&name, &t[c.b[name_arg]],
			 c.e[name_arg] - c.b[name_arg]) || !name.len)
		goto out;
	/* "slab_min_order=", and "powersave=off" (a value of its own). */
	if (strchr(name.buf, '=')) {
		strbuf_setlen(&name, (size_t)(strchr(name.buf, '=') - name.buf));
		value = 1;
	}
	if (!name.len)
		goto out;
	ctx_fact_begin(ctx, KIND_BOOT, name.buf, name.len, t[i].line, 0);
	if (fn_arg >= 0 && (size_t)fn_arg < c.nargs) {
		tok_text(&fn, &t[c.b[fn_arg]], &t[c.e[fn_arg]]);
		inventory_fact_attr(ctx->inv, "handler", fn.buf, fn.len);
	}
	if (value)
		inventory_fact_attr(ctx->inv, "value", "yes", 3);
	if (early)
		inventory_fact_attr(ctx->inv, "early", "yes", 3);
	inventory_fact_end(ctx->inv);
out:
	strbuf_release(&name);
	strbuf_release(&fn);
}

/* Does [b, e) name a command line: boot_command_line, fw_getcmdline()? */
static int is_cmdline(const struct token *t, size_t b, size_t e)
{
	static const char *const words[] = {
		"cmdline", "command_line", "cmd_line",
	};
	size_t k, w;

	for (k = b; k < e; k++)
		for (w = 0; t[k].kind == TOK_IDENT && w < ARRAY_SIZE(words); w++)
			if (memmem(t[k].s, t[k].len, words[w], strlen(words[w])))
				return 1;
	return 0;
}

static const char *skip_blanks(const char *v, const char *end)
{
	while (v < end && (*v == ' ' || *v == '\t' || *v == '\n'))
		v++;
	return v;
}

/*
 * After a variable's name at @v, what gives it its value: "= VALUE",
 * "[] __initdata = VALUE", or the input of the asm that loads its
 * address, "(VAR) : "p" (VALUE)" (6.1's sme_cmdline_arg).  NULL if none.
 */
static const char *var_value(const char *v, const char *end)
{
	const char *a;

	v = skip_blanks(v, end);
	if (*v == ')') {
		a = skip_blanks(v + 1, end);
		if (*a != ':')
			return NULL;
		a = skip_blanks(a + 1, end);
		if (end - a < 4 || memcmp(a, "\"p\"", 3))
			return NULL;
		a = skip_blanks(a + 3, end);
		return *a == '(' ? skip_blanks(a + 1, end) : NULL;
	}
	if (v + 1 < end && *v == '[' && v[1] == ']')
		for (v += 2; v < end && *v != '=' && *v != ';' && *v != '('; v++)
			;
	if (v + 1 >= end || *v != '=' || v[1] == '=')
		return NULL;
	return skip_blanks(v + 1, end);
}

/*
 * The string a variable holds, from the file's text (its definition
 * need not be on a line that was lexed): "option = __dis_opt_str;" and
 * "*__dis_opt_str = "dis_ucode_ldr";" of 6.1's microcode loader, a few
 * hops, through "[] __initdata =" and the asm that loads an address.
 * 0 with the string in @sb, or -1.
 */
static int var_string(struct strbuf *sb, const char *buf, size_t len,
		      const char *var, size_t vlen, int hops)
{
	const char *p = buf, *end = buf + len, *at, *v, *q;

	while (hops > 0 &&
	       (at = mem_find(p, (size_t)(end - p), var, vlen)) != NULL) {
		v = p = at + vlen;
		if ((at > buf && is_ident_char(at[-1])) ||
		    is_ident_char(*v) || !(v = var_value(v, end)))
			continue;
		if (*v == '"') {
			q = memchr(v + 1, '"', (size_t)(end - v - 1));
			if (!q)
				return -1;
			strbuf_reset(sb);
			strbuf_add(sb, v + 1, (size_t)(q - v - 1));
			return 0;
		}
		for (q = v; q < end && is_ident_char(*q); q++)
			;
		if (q > v && (*q == ';' || *q == ')') &&
		    !var_string(sb, buf, len, v, (size_t)(q - v), hops - 1))
			return 0;
	}
	return -1;
}

/*
 * An option found by hand at t[i]: the string of cmdline_find_option*()
 * (its first or second argument), or of strstr() on a command line.
 * Its location gives way to a __setup()'s of the same name (prio 1).
 */
static void hand_param(struct extract_ctx *ctx, const struct token *t,
		       size_t n, size_t i)
{
	struct strbuf name = STRBUF_INIT;
	struct cinit_call c;
	size_t a, len, lead;
	int value;

	if (cinit_call(&c, t, i, n) || !c.nargs)
		goto out;
	if (tok_eq(&t[i], "strstr") || tok_eq(&t[i], "prom_strstr")) {
		if (c.nargs != 2 || !is_cmdline(t, c.b[0], c.e[0]) ||
		    cinit_string(&name, &t[c.b[1]], c.e[1] - c.b[1]))
			goto out;
	} else {
		for (a = 0; a < 2 && a < c.nargs; a++)
			if (!cinit_string(&name, &t[c.b[a]], c.e[a] - c.b[a]))
				break;
		/* cmdline_find_option_bool(cmdline, option) */
		if ((a == 2 || a == c.nargs) &&
		    (c.nargs < 2 || c.e[1] != c.b[1] + 1 ||
		     t[c.b[1]].kind != TOK_IDENT ||
		     var_string(&name, ctx->buf, ctx->len, t[c.b[1]].s,
				t[c.b[1]].len, 3)))
			goto out;
	}
	/* " nokaslr", "mem_encrypt=on": the name before '='. */
	lead = strspn(name.buf, " ");
	len = strcspn(name.buf + lead, "= ");
	value = name.buf[lead + len] == '=';
	if (!len || strspn(name.buf + lead, "abcdefghijklmnopqrstuvwxyz"
			   "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-") < len)
		goto out;
	ctx_fact_begin(ctx, KIND_BOOT, name.buf + lead, len, t[i].line, 1);
	inventory_fact_attr(ctx->inv, "via", t[i].s, t[i].len);
	if (value)
		inventory_fact_attr(ctx->inv, "value", "yes", 3);
	inventory_fact_end(ctx->inv);
out:
	strbuf_release(&name);
}

static int is_hand_parser(const struct token *t)
{
	return tok_eq(t, "cmdline_find_option") ||
	       tok_eq(t, "cmdline_find_option_bool") ||
	       tok_eq(t, "__cmdline_find_option") ||
	       tok_eq(t, "__cmdline_find_option_bool") ||
	       tok_eq(t, "strstr") || tok_eq(t, "prom_strstr");
}

/* #define MODULE_PARAM_PREFIX "printk.": the file's prefix, or NULL. */
static const char *read_prefix(struct param_state *st, const struct token *t,
			       size_t n, struct strbuf *sb)
{
	const char *prefix = NULL;
	size_t i;

	for (i = 0; i + 2 < n; i++)
		if ((t[i].flags & TOKF_PP) && tok_eq(&t[i], "MODULE_PARAM_PREFIX") &&
		    i && tok_eq(&t[i - 1], "define") &&
		    !cinit_string(sb, &t[i + 1], 1))
			prefix = arena_strndup(&st->arena, sb->buf, sb->len);
	return prefix;
}

/* core_param(name, var, type, perm): a boot parameter with no prefix. */
static void core_param(struct extract_ctx *ctx, const struct token *t,
		       size_t n, size_t i, struct strbuf *sb)
{
	struct cinit_call c;

	if (cinit_call(&c, t, i, n) || c.nargs != 4 ||
	    c.e[0] != c.b[0] + 1 || t[c.b[0]].kind != TOK_IDENT)
		return;
	ctx_fact_begin(ctx, KIND_BOOT, t[c.b[0]].s, t[c.b[0]].len, t[i].line, 0);
	inventory_fact_attr(ctx->inv, "type", t[c.b[2]].s, t[c.b[2]].len);
	cinit_mode(sb, &t[c.b[3]], c.e[3] - c.b[3]);
	inventory_fact_attr(ctx->inv, "perm", sb->buf, sb->len);
	inventory_fact_end(ctx->inv);
}

/* MODULE_PARM_DESC(name, "..."): the description of the file's @name. */
static void param_desc(struct param_state *st, const struct token *t,
		       size_t n, size_t i, size_t first)
{
	struct cinit_call c;
	size_t k;

	if (cinit_call(&c, t, i, n) || c.nargs != 2)
		return;
	for (k = first; k < st->nparams; k++)
		if (tok_eq(&t[c.b[0]], st->params[k].name))
			st->params[k].desc = dup_text(st, t, c.b[1], c.e[1]);
}

/*
 * A call of module_params[@k] at t[i], kept for param_finish() to name.
 * Returns the index of its ')', or @i if it is no parameter.
 */
static size_t module_param(struct param_state *st, const char *path,
			   const struct token *t, size_t n, size_t i,
			   size_t k, struct strbuf *sb)
{
	int ta = module_params[k].type_arg, pa = module_params[k].perm_arg;
	size_t na = (size_t)module_params[k].name_arg;
	struct cinit_call c;
	struct param *p;

	if (cinit_call(&c, t, i, n) ||
	    (pa >= 0 && (size_t)pa >= c.nargs) || na >= c.nargs ||
	    c.e[na] != c.b[na] + 1 || t[c.b[na]].kind != TOK_IDENT)
		return i;
	ALLOC_GROW(st->params, st->nparams + 1, st->params_alloc);
	p = &st->params[st->nparams++];
	memset(p, 0, sizeof(*p));
	p->path = path;
	p->name = arena_strndup(&st->arena, t[c.b[na]].s, t[c.b[na]].len);
	p->type = ta >= 0 ? dup_text(st, t, c.b[ta], c.e[ta]) :
		  module_params[k].type;
	if (pa >= 0)
		cinit_mode(sb, &t[c.b[pa]], c.e[pa] - c.b[pa]);
	else
		strbuf_addstr(strbuf_reset_ret(sb), module_params[k].perm);
	p->perm = arena_strndup(&st->arena, sb->buf, sb->len);
	p->line = t[i].line;
	return c.close;
}

/*
 * The headers of its own directory that the .c file @ctx includes,
 * #include "name.h", read from the text: the lines around the words
 * may not have the directive.
 */
static void read_includes(struct param_state *st, struct extract_ctx *ctx,
			  const char *prefix)
{
	const char *dir_end = strrchr(ctx->path, '/');
	size_t dirlen = dir_end ? (size_t)(dir_end - ctx->path) : 0;
	const char *p = ctx->buf, *end = ctx->buf + ctx->len, *s, *q;

	while ((s = mem_find(p, (size_t)(end - p), "include", 7)) != NULL) {
		p = s + 7;
		for (q = s; q > ctx->buf && (q[-1] == ' ' || q[-1] == '\t'); q--)
			;
		if (q == ctx->buf || q[-1] != '#')
			continue;
		s = skip_blanks(p, end);
		if (s == end || *s != '"')
			continue;
		q = memchr(s + 1, '"', (size_t)(end - s - 1));
		if (!q || q - s < 4 || memchr(s + 1, '/', (size_t)(q - s - 1)) ||
		    memchr(s + 1, '\n', (size_t)(q - s - 1)) || memcmp(q - 2, ".h", 2))
			continue;
		ALLOC_GROW(st->includes, st->nincludes + 1, st->includes_alloc);
		st->includes[st->nincludes].header =
			dir_name(st, ctx->path, dirlen, s + 1,
				 (size_t)(q - s - 1), 0);
		st->includes[st->nincludes].path = ctx->path;
		st->includes[st->nincludes++].prefix = prefix;
	}
}

/* The line of @s in @buf. */
static uint32_t line_of(const char *buf, const char *s)
{
	uint32_t line = 1;

	for (; buf < s; buf++)
		line += *buf == '\n';
	return line;
}

/* Does the file read a command line (in its text)? */
static int reads_cmdline(const struct extract_ctx *ctx)
{
	return mem_find(ctx->buf, ctx->len, "cmdline", 7) ||
	       mem_find(ctx->buf, ctx->len, "command_line", 12) ||
	       mem_find(ctx->buf, ctx->len, "cmd_line", 8);
}

/* The identifier at @s (after blanks), its length in *len; NULL if none. */
static const char *ident_at(const char *s, const char *end, size_t *len)
{
	const char *e;

	s = skip_blanks(s, end);
	for (e = s; e < end && is_ident_char(*e); e++)
		;
	*len = (size_t)(e - s);
	return *len ? s : NULL;
}

/*
 * The options an early parser compares with the names next_arg() cuts
 * from a command line: "args = next_arg(args, &param, &val);" then
 * "if (!strcmp(param, "prot_virt"))" (s390's decompressor, the EFI
 * stub, x86's KASLR).  Read from the text, in a file that reads a
 * command line (zram's next_arg() splits what sysfs is written).
 */
static void read_next_arg(struct extract_ctx *ctx, struct strbuf *sb)
{
	const char *buf = ctx->buf, *end = buf + ctx->len, *p, *s, *var, *q;
	size_t vlen, len, lead;

	if (!mem_find(buf, ctx->len, "next_arg(", 9) || !reads_cmdline(ctx))
		return;
	for (p = buf; (p = mem_find(p, (size_t)(end - p), "next_arg(", 9)); ) {
		p += 9;
		s = memchr(p, ',', (size_t)(end - p));
		if (!s || (s = skip_blanks(s + 1, end)) == end || *s != '&' ||
		    !(var = ident_at(s + 1, end, &vlen)))
			continue;
		for (q = buf;
		     (q = mem_find(q, (size_t)(end - q), "cmp(", 4)); ) {
			const char *v, *e;

			q += 4;
			if (q - buf < 8 || (memcmp(q - 7, "strcmp(", 7) &&
					    memcmp(q - 8, "strncmp(", 8)))
				continue;
			if (!(v = ident_at(q, end, &len)) || len != vlen ||
			    memcmp(v, var, vlen))
				continue;
			s = skip_blanks(v + len, end);
			if (s == end || *s != ',' ||
			    (s = skip_blanks(s + 1, end)) == end || *s != '"' ||
			    !(e = memchr(s + 1, '"', (size_t)(end - s - 1))))
				continue;
			lead = strcspn(s + 1, "=\"");
			if (!lead || !is_ident_char(s[1]) || strspn(s + 1, "abcdefghijklmnopqrstuvwxyz"
				"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-") < lead)
				continue;
			strbuf_reset(sb);
			strbuf_add(sb, s + 1, lead);
			ctx_fact_begin(ctx, KIND_BOOT, sb->buf, sb->len,
				       line_of(buf, s), 1);
			inventory_fact_attr(ctx->inv, "via", "next_arg", 8);
			inventory_fact_end(ctx->inv);
		}
	}
}

/*
 * A table of command-line aliases, NAMEaliases[] = { { "alias", "what it
 * stands for" }, ... } in a file that reads a command line: the sysctl
 * aliases of fs/proc/proc_sysctl.c ({ "hung_task_panic",
 * "kernel.hung_task_panic" }) and arm64's idreg-override.c aliases
 * ({ "arm64.nobti", "id_aa64pfr1.bt=0" }).  Each alias is a boot
 * parameter (via the table); not one with a value ("rodata=off"), a
 * value of a parameter parsed elsewhere.
 */
/*
 * The variable the initialiser at t[i] ('{' after '=') defines, past
 * the attributes between: "aliases[] __initconst = {" is aliases.
 */
static const struct token *table_name(const struct token *t, size_t i)
{
	size_t k;

	for (k = i - 1; k-- > 0;) {
		if (t[k].kind == TOK_IDENT && !tok_starts(&t[k], "__"))
			return &t[k];
		if (t[k].kind != TOK_IDENT && !tok_punct(&t[k], ']') &&
		    !tok_punct(&t[k], '[') && t[k].kind != TOK_NUMBER)
			return NULL;
	}
	return NULL;
}

static void read_aliases(struct extract_ctx *ctx, const struct token *t,
			 size_t n, struct strbuf *sb)
{
	const struct token *lv;
	size_t i, k, close, nc;
	int cmdline = -1;

	for (i = 1; i + 1 < n; i++) {
		if (!tok_punct(&t[i], '{') || !tok_punct(&t[i - 1], '=') ||
		    (t[i].flags & TOKF_PP) || !(lv = table_name(t, i)) ||
		    lv->len < 7 || memcmp(lv->s + lv->len - 7, "aliases", 7))
			continue;
		/* Three passes over the text: only for a file with a table. */
		if (cmdline < 0)
			cmdline = reads_cmdline(ctx);
		if (!cmdline)
			return;
		close = tok_close(t, i, n, NULL, 0, &nc);
		for (k = i + 1; k < close; k++) {
			if (!tok_punct(&t[k], '{') || t[k + 1].kind != TOK_STRING ||
			    cinit_string(sb, &t[k + 1], 1) || !sb->len ||
			    strchr(sb->buf, '='))
				continue;
			ctx_fact_begin(ctx, KIND_BOOT, sb->buf, sb->len, t[k].line, 1);
			inventory_fact_attr(ctx->inv, "via", lv->s, lv->len);
			inventory_fact_end(ctx->inv);
			k = tok_close(t, k, close, NULL, 0, &nc);
		}
		i = close;
	}
}

/*
 * early_wrappers[]: decompressor_handled_param(mem) at t[i] is "mem",
 * early, parsed by hand before (via the macro).
 */
static void wrapped_param(struct extract_ctx *ctx, const struct token *t,
			  size_t n, size_t i)
{
	struct cinit_call c;

	if (cinit_call(&c, t, i, n) || c.nargs != 1 ||
	    c.e[0] != c.b[0] + 1 || t[c.b[0]].kind != TOK_IDENT)
		return;
	ctx_fact_begin(ctx, KIND_BOOT, t[c.b[0]].s, t[c.b[0]].len, t[i].line, 1);
	inventory_fact_attr(ctx->inv, "early", "yes", 3);
	inventory_fact_attr(ctx->inv, "via", t[i].s, t[i].len);
	inventory_fact_end(ctx->inv);
}

static int is_early_wrapper(const struct token *t)
{
	size_t k;

	for (k = 0; k < ARRAY_SIZE(early_wrappers); k++)
		if (tok_eq(t, early_wrappers[k]))
			return 1;
	return 0;
}

/*
 * The logical line that starts at @s (backslash-newlines joined, as a
 * space) into @sb; returns where the next line starts.
 */
static const char *logical_line(struct strbuf *sb, const char *s,
				const char *end)
{
	strbuf_reset(sb);
	for (; s < end && *s != '\n'; s++) {
		if (*s == '\\' && s + 1 < end && s[1] == '\n') {
			strbuf_addch(sb, ' ');
			s++;
			continue;
		}
		strbuf_addch(sb, *s);
	}
	return s < end ? s + 1 : end;
}

/* The arguments of the call whose '(' is at @s, '\x1f'-separated. */
static int read_args(struct strbuf *sb, size_t *nargs, const char *s,
		     const char *end)
{
	int depth = 0;
	char q = 0;

	strbuf_reset(sb);
	*nargs = 1;
	for (s++; s < end; s++) {
		if (q) {
			if (*s == '\\' && s + 1 < end)
				strbuf_addch(sb, *s++);
			else if (*s == q)
				q = 0;
		} else if (*s == '"' || *s == '\'') {
			q = *s;
		} else if (*s == '(' || *s == '[' || *s == '{') {
			depth++;
		} else if (*s == ')' || *s == ']' || *s == '}') {
			if (!depth--)
				return 0;
		} else if (*s == '\\' && s + 1 < end && s[1] == '\n') {
			s++;
			continue;
		} else if (*s == ',' && !depth) {
			strbuf_addch(sb, '\x1f');
			++*nargs;
			continue;
		}
		strbuf_addch(sb, *s == '\n' || *s == '\t' ? ' ' : *s);
	}
	return -1;
}

/* The macro of the #define in @line ("#define NAME(a, b) body"), if a param one. */
static void add_param_macro(struct param_state *st, const char *dir,
			    const char *line)
{
	const char *s = line + 8, *e, *q;
	struct pmacro *m;

	for (e = s; is_ident_char(*e); e++)
		;
	if (e == s || *e != '(' || !(q = strchr(e, ')')) ||
	    !strstr(q, "module_param"))
		return;
	ALLOC_GROW(st->macros, st->nmacros + 1, st->macros_alloc);
	m = &st->macros[st->nmacros++];
	m->dir = dir;
	m->name = arena_strndup(&st->arena, s, (size_t)(e - s));
	m->params = arena_strndup(&st->arena, e + 1, (size_t)(q - e - 1));
	m->body = arena_strdup(&st->arena, q + 1);
	m->nparams = 0;
}

/* The call NAME(args) at the start of @s, if an upper-case name's. */
static void add_param_call(struct param_state *st, struct extract_ctx *ctx,
			   const char *dir, const char *prefix, const char *s,
			   uint32_t line, struct strbuf *args)
{
	const char *e, *end = ctx->buf + ctx->len;
	struct pcall *c;
	size_t nargs;

	if (*s < 'A' || *s > 'Z')
		return;
	for (e = s; is_ident_char(*e); e++)
		;
	if (*e != '(' || read_args(args, &nargs, e, end))
		return;
	ALLOC_GROW(st->calls, st->ncalls + 1, st->calls_alloc);
	c = &st->calls[st->ncalls++];
	c->path = ctx->path;
	c->dir = dir;
	c->name = arena_strndup(&st->arena, s, (size_t)(e - s));
	c->args = arena_strndup(&st->arena, args->buf, args->len);
	c->nargs = nargs;
	c->prefix = prefix;
	c->line = line;
}

/*
 * Is a module_param() of the file in a #define: on its line, or on a line
 * after one that ends in a backslash?  (Most files have none: no need to
 * read their #defines.)
 */
static int defines_params(const char *buf, size_t len)
{
	const char *p = buf, *end = buf + len, *s;

	while ((p = mem_find(p, (size_t)(end - p), "module_param", 12))) {
		s = memrchr(buf, '\n', (size_t)(p - buf));
		p += 12;
		/* #define INT_MODULE_PARM(n, v) static int n = v; module_param(... */
		if (*skip_blanks(s ? s + 1 : buf, end) == '#')
			return 1;
		while (s && s > buf && (s[-1] == ' ' || s[-1] == '\t' ||
					s[-1] == '\r'))
			s--;
		if (s && s > buf && s[-1] == '\\')
			return 1;
	}
	return 0;
}

/*
 * Past the end of the logical line of the #define at @p, its newlines
 * added to *lineno: a backslash before a newline joins the next line, as
 * in logical_line().
 */
static const char *define_end(const char *p, const char *end,
			      uint32_t *lineno)
{
	const char *nl;

	while ((nl = memchr(p, '\n', (size_t)(end - p)))) {
		++*lineno;
		if (nl[-1] != '\\')
			return nl + 1;
		p = nl + 1;
	}
	return end;
}

static int upper_or_hash(char c)
{
	return (c >= 'A' && c <= 'Z') || c == '#';
}

/*
 * From @p, the start of a line: the first line from there that begins
 * with an upper-case letter or '#' (the only ones read_param_macros()
 * reads with @calls), or @end, the newlines passed over added to
 * *lineno.  Most lines of a driver begin otherwise: with SSE2, sixteen
 * bytes and the byte after each are looked at in one step.
 */
static const char *next_upper_line(const char *p, const char *end,
				   uint32_t *lineno)
{
#ifdef __SSE2__
	const __m128i lf = _mm_set1_epi8('\n'), hash = _mm_set1_epi8('#');
	const __m128i to_a = _mm_set1_epi8((char)(0x80 - 'A'));
	const __m128i n26 = _mm_set1_epi8((char)(-128 + 26));
#endif

	if (p < end && upper_or_hash(*p))
		return p;
#ifdef __SSE2__
	while (end - p > 16) {
		__m128i v = _mm_loadu_si128((const __m128i *)p);
		__m128i w = _mm_loadu_si128((const __m128i *)(p + 1));
		/* A signed compare, on bytes moved so 'A' is -128. */
		unsigned int nl = (unsigned int)_mm_movemask_epi8(
			_mm_cmpeq_epi8(v, lf));
		unsigned int next = (unsigned int)_mm_movemask_epi8(
			_mm_or_si128(_mm_cmplt_epi8(_mm_add_epi8(w, to_a), n26),
				     _mm_cmpeq_epi8(w, hash)));
		unsigned int hit = nl & next;

		if (hit) {
			unsigned int i = (unsigned int)__builtin_ctz(hit);

			/* The newlines up to the one before that line. */
			nl &= (2u << i) - 1;
			*lineno += (uint32_t)bits16(nl);
			return p + i + 1;
		}
		*lineno += (uint32_t)bits16(nl);
		p += 16;
	}
#endif
	for (; p < end; p++) {
		if (*p != '\n')
			continue;
		++*lineno;
		if (p + 1 < end && upper_or_hash(p[1]))
			return p + 1;
	}
	return end;
}

/*
 * The file's #define NAME(a, b) ... module_param...(...) ..., and with
 * @calls (a .c file of parameters), the calls at the start of a line of
 * an upper-case name, which one of those may be:
 * LPFC_ATTR_R(aer_support, ...) of lpfc_attr.h's LPFC_ATTR_R().  The
 * lines are those a walk from the start finds, one after the other, a
 * #define's with the lines it joins: a #define within another's is not
 * one.  Most of a large driver is neither: a line is looked at only by
 * its first byte, and not at all for the macros alone.
 */
static void read_param_macros(struct param_state *st, struct extract_ctx *ctx,
			      const char *prefix, int calls)
{
	const char *dir_end = strrchr(ctx->path, '/');
	const char *p = ctx->buf, *end = ctx->buf + ctx->len, *q;
	struct strbuf line = STRBUF_INIT, args = STRBUF_INIT;
	const char *dir = arena_strndup(&st->arena, ctx->path, dir_end ?
					(size_t)(dir_end - ctx->path) : 0);
	uint32_t lineno = 1;

	/*
	 * The macros: each "#define " at the start of a line, unless the
	 * one before joined that line ("#define " holds no newline, so
	 * one found within another is not at the start of a line).
	 */
	while (!calls && (q = mem_find(p, (size_t)(end - p), "#define ", 8))) {
		if (q > ctx->buf && q[-1] != '\n') {
			p = q + 1;
			continue;
		}
		p = logical_line(&line, q, end);
		add_param_macro(st, dir, line.buf);
	}
	/* The calls: lines that begin with a capital, and their numbers. */
	while (calls && (p = next_upper_line(p, end, &lineno)) < end) {
		if (end - p >= 8 && !memcmp(p, "#define ", 8)) {
			p = define_end(p, end, &lineno);
			continue;
		}
		if (*p != '#')
			add_param_call(st, ctx, dir, prefix, p, lineno, &args);
		q = memchr(p, '\n', (size_t)(end - p));
		if (!q)
			break;
		p = q + 1;
		lineno++;
	}
	strbuf_release(&line);
	strbuf_release(&args);
}

/* The index in module_params[] of the call t[i], or its size if none. */
static size_t module_param_kind(const struct token *t)
{
	size_t k;

	for (k = 0; k < ARRAY_SIZE(module_params); k++)
		if (tok_eq(t, module_params[k].name))
			break;
	return k;
}

/*
 * What param_finish() needs of a file whose parameters start at @first:
 * their prefix, defined after them or not; the headers a .c file of
 * parameters includes; the macros that write parameters, and the calls
 * that may be theirs.
 */
static void read_for_finish(struct param_state *st, struct extract_ctx *ctx,
			    const char *prefix, size_t first)
{
	int c_file = ends_with(ctx->path, ".c");
	size_t k, had = st->nmacros;

	for (k = first; k < st->nparams; k++)
		st->params[k].prefix = prefix;
	if ((prefix || st->nparams > first) && c_file)
		read_includes(st, ctx, prefix);
	if (defines_params(ctx->buf, ctx->len))
		read_param_macros(st, ctx, prefix, 0);
	if (c_file && (prefix || st->nparams > first || st->nmacros > had))
		read_param_macros(st, ctx, prefix, 1);
}

static void param_extract(struct extract_ctx *ctx)
{
	struct param_state *st = ctx->state;
	const char *base = strrchr(ctx->path, '/');
	const struct token_vec *toks;
	const struct token *t;
	struct strbuf sb = STRBUF_INIT;
	const char *prefix;
	size_t n, i, k, first = st->nparams;

	st->file = ctx->path;
	base = base ? base + 1 : ctx->path;
	if (!strcmp(base, "Makefile") || !strcmp(base, "Kbuild")) {
		read_makefile(st, ctx->path, ctx->buf, ctx->len);
		return;
	}
	toks = ctx_tokens(ctx);
	t = toks->v;
	n = toks->n - 1;
	prefix = read_prefix(st, t, n, &sb);
	for (i = 0; i + 1 < n; i++) {
		if ((t[i].flags & TOKF_PP) || t[i].kind != TOK_IDENT ||
		    !tok_punct(&t[i + 1], '('))
			continue;
		if (tok_eq(&t[i], "__setup") || tok_eq(&t[i], "__setup_param"))
			boot_param(ctx, t, n, i, 0,
				   tok_eq(&t[i], "__setup") ? 1 : 2, 0);
		else if (tok_eq(&t[i], "early_param"))
			boot_param(ctx, t, n, i, 0, 1, 1);
		else if (is_hand_parser(&t[i]))
			hand_param(ctx, t, n, i);
		else if (tok_eq(&t[i], "core_param") ||
			 tok_eq(&t[i], "core_param_unsafe"))
			core_param(ctx, t, n, i, &sb);
		else if (tok_eq(&t[i], "MODULE_PARM_DESC"))
			param_desc(st, t, n, i, first);
		else if (is_early_wrapper(&t[i]))
			wrapped_param(ctx, t, n, i);
		else if ((k = module_param_kind(&t[i])) <
			 ARRAY_SIZE(module_params))
			i = module_param(st, ctx->path, t, n, i, k, &sb);
	}
	read_aliases(ctx, t, n, &sb);
	read_next_arg(ctx, &sb);
	read_for_finish(st, ctx, prefix, first);
	strbuf_release(&sb);
}

/*
 * What param_extract() kept of a file, for the cache: each array that
 * holds something, as its section's number, its length and its elements,
 * in order.  The file's path, which params, includes and calls point to,
 * is given back to param_state_unpack(), and so is its directory, which
 * most strings begin with (members and composites "dir/name", the dir of
 * members, macros and calls): a string of the directory is left out, and
 * one that begins with "dir/" is written without it, a third of the
 * bytes.  The rest is strings, NULL kept, and numbers.
 */
enum { SEC_PARAMS, SEC_MEMBERS, SEC_COMPOSITES, SEC_INCLUDES, SEC_MACROS,
	SEC_CALLS, NR_SECS };

/* The length of the directory of @path, as read_makefile() takes it. */
static size_t dir_len(const char *path)
{
	const char *dir_end = strrchr(path, '/');

	return dir_end ? (size_t)(dir_end - path) : 0;
}

struct dir_packer {
	struct strbuf *out;
	const char *dir;
	size_t len;
};

static void pack_section(struct strbuf *out, uint32_t sec, size_t n)
{
	if (!n)
		return;
	pack_u32(out, sec);
	pack_u32(out, (uint32_t)n);
}

/* "dir/name" of the file's directory, as "name". */
static void pack_in_dir(const struct dir_packer *d, const char *s)
{
	if (strncmp(s, d->dir, d->len) || s[d->len] != '/')
		BUG("param: %s is not in %.*s", s, (int)d->len, d->dir);
	pack_str(d->out, s + d->len + 1);
}

/* The file's directory: nothing to write. */
static void check_dir(const struct dir_packer *d, const char *s)
{
	if (strlen(s) != d->len || strncmp(s, d->dir, d->len))
		BUG("param: %s is not %.*s", s, (int)d->len, d->dir);
}

static void param_state_pack(struct strbuf *out, const void *p)
{
	const struct param_state *st = p;
	struct dir_packer d = { out, st->file, 0 };
	size_t i;

	if (!st->file)
		return;
	d.len = dir_len(st->file);
	pack_section(out, SEC_PARAMS, st->nparams);
	for (i = 0; i < st->nparams; i++) {
		const struct param *x = &st->params[i];

		pack_str(out, x->name);
		pack_str(out, x->prefix);
		pack_str(out, x->type);
		pack_str(out, x->perm);
		pack_str(out, x->desc);
		pack_u32(out, x->line);
	}
	pack_section(out, SEC_MEMBERS, st->nmembers);
	for (i = 0; i < st->nmembers; i++) {
		pack_in_dir(&d, st->members[i].obj);
		pack_str(out, st->members[i].module);
		check_dir(&d, st->members[i].dir);
	}
	pack_section(out, SEC_COMPOSITES, st->ncomposites);
	for (i = 0; i < st->ncomposites; i++) {
		pack_in_dir(&d, st->composites[i].name);
		pack_str(out, st->composites[i].module);
	}
	pack_section(out, SEC_INCLUDES, st->nincludes);
	for (i = 0; i < st->nincludes; i++) {
		pack_in_dir(&d, st->includes[i].header);
		pack_str(out, st->includes[i].prefix);
	}
	pack_section(out, SEC_MACROS, st->nmacros);
	for (i = 0; i < st->nmacros; i++) {
		const struct pmacro *m = &st->macros[i];

		check_dir(&d, m->dir);
		pack_str(out, m->name);
		pack_str(out, m->params);
		pack_str(out, m->body);
	}
	pack_section(out, SEC_CALLS, st->ncalls);
	for (i = 0; i < st->ncalls; i++) {
		const struct pcall *c = &st->calls[i];

		check_dir(&d, c->dir);
		pack_str(out, c->name);
		pack_str(out, c->args);
		pack_str(out, c->prefix);
		pack_u32(out, (uint32_t)c->nargs);
		pack_u32(out, c->line);
	}
}

/* What param_state_unpack() reads with, for the file @path. */
struct dir_unpacker {
	struct unpacker u;
	struct param_state *st;
	const char *path, *dir;
	size_t len;
	struct strbuf key;
};

/* A string that pack_in_dir() wrote, as "dir/name" again; NULL if none. */
static const char *unpack_in_dir(struct dir_unpacker *d)
{
	uint32_t len;
	const char *s = unpack_mem(&d->u, &len);

	if (!s)
		return NULL;
	strbuf_reset(&d->key);
	strbuf_add(&d->key, d->path, d->len);
	strbuf_addch(&d->key, '/');
	strbuf_add(&d->key, s, len);
	return arena_strndup(&d->st->arena, d->key.buf, d->key.len);
}

/*
 * One element of section @sec, added to the state: 0, or -1 if a string
 * that param_extract() never leaves NULL is (a row that is not ours).
 */
static int unpack_element(struct dir_unpacker *d, uint32_t sec)
{
	struct param_state *st = d->st;
	struct unpacker *u = &d->u;
	struct arena *a = &st->arena;

	switch (sec) {
	case SEC_PARAMS: {
		struct param *x;

		ALLOC_GROW(st->params, st->nparams + 1, st->params_alloc);
		x = &st->params[st->nparams];
		x->path = d->path;
		x->name = unpack_str(u, a);
		x->prefix = unpack_str(u, a);
		x->type = unpack_str(u, a);
		x->perm = unpack_str(u, a);
		x->desc = unpack_str(u, a);
		x->line = unpack_u32(u);
		if (!x->name || !x->perm)
			return -1;
		st->nparams++;
		return 0;
	}
	case SEC_MEMBERS: {
		struct member *m;

		ALLOC_GROW(st->members, st->nmembers + 1, st->members_alloc);
		m = &st->members[st->nmembers];
		m->obj = unpack_in_dir(d);
		m->module = unpack_str(u, a);
		m->dir = d->dir;
		if (!m->obj || !m->module)
			return -1;
		st->nmembers++;
		return 0;
	}
	case SEC_COMPOSITES: {
		const char *name = unpack_in_dir(d);

		if (!name)
			return -1;
		add_composite(st, name, unpack_str(u, a));
		return 0;
	}
	case SEC_INCLUDES: {
		struct include *inc;

		ALLOC_GROW(st->includes, st->nincludes + 1,
			   st->includes_alloc);
		inc = &st->includes[st->nincludes];
		inc->path = d->path;
		inc->header = unpack_in_dir(d);
		inc->prefix = unpack_str(u, a);
		if (!inc->header)
			return -1;
		st->nincludes++;
		return 0;
	}
	case SEC_MACROS: {
		struct pmacro *m;

		ALLOC_GROW(st->macros, st->nmacros + 1, st->macros_alloc);
		m = &st->macros[st->nmacros];
		m->dir = d->dir;
		m->name = unpack_str(u, a);
		m->params = unpack_str(u, a);
		m->body = unpack_str(u, a);
		m->nparams = 0;
		if (!m->name || !m->params || !m->body)
			return -1;
		st->nmacros++;
		return 0;
	}
	case SEC_CALLS: {
		struct pcall *c;

		ALLOC_GROW(st->calls, st->ncalls + 1, st->calls_alloc);
		c = &st->calls[st->ncalls];
		c->path = d->path;
		c->dir = d->dir;
		c->name = unpack_str(u, a);
		c->args = unpack_str(u, a);
		c->prefix = unpack_str(u, a);
		c->nargs = unpack_u32(u);
		c->line = unpack_u32(u);
		if (!c->name || !c->args)
			return -1;
		st->ncalls++;
		return 0;
	}
	}
	return -1;
}

static int state_unpack(struct param_state *st, const char *path,
			const char *buf, size_t len, int again)
{
	struct dir_unpacker d = { .st = st, .path = path, .key = STRBUF_INIT };
	int err = -1;

	unpacker_init(&d.u, buf, len);
	d.u.trusted = again;
	d.len = dir_len(path);
	d.dir = arena_strndup(&d.st->arena, path, d.len);
	while (unpack_more(&d.u)) {
		uint32_t sec = unpack_u32(&d.u), n = unpack_u32(&d.u);

		if (sec >= NR_SECS || !n)
			goto out;
		for (; n && unpack_more(&d.u); n--)
			if (unpack_element(&d, sec) < 0)
				goto out;
		if (n)
			goto out;
	}
	err = unpack_end(&d.u);
out:
	strbuf_release(&d.key);
	return err;
}

static int param_state_unpack(void *p, const char *path, const char *buf,
			      size_t len)
{
	return state_unpack(p, path, buf, len, 0);
}

static int param_state_unpack_again(void *p, const char *path,
				    const char *buf, size_t len,
				    const unsigned char *sum)
{
	(void)sum;
	return state_unpack(p, path, buf, len, 1);
}

DEFINE_STATE_NEW(param_state_new, struct param_state)

static void param_state_free(void *p)
{
	struct param_state *st = p;

	free(st->params);
	free(st->members);
	free(st->composites);
	free(st->includes);
	free(st->macros);
	free(st->calls);
	arena_release(&st->arena);
	free(st);
}

/*
 * Of the members of one object, the one of the first module in strcmp()
 * order is the object's, the first given of those of one module.
 */
static struct str_map members_by_obj(struct member *v, size_t n)
{
	struct str_map map;
	size_t i;

	str_map_init(&map, n);
	for (i = 0; i < n; i++) {
		struct member **best = (struct member **)str_map_at(&map,
								   v[i].obj);

		if (!*best || strcmp(v[i].module, (*best)->module) < 0)
			*best = &v[i];
	}
	return map;
}

/* Built ones (module NULL) first, so one is found first. */
static int composite_cmp(const struct composite *x,
			 const struct composite *y)
{
	if (x->module == y->module)
		return 0;
	if (!x->module || !y->module)
		return x->module ? 1 : -1;
	return strcmp(x->module, y->module);
}

/*
 * Of the composites of one name, the first by composite_cmp(), the first
 * given of those equal.  Sorting the whole tree's members and composites
 * by name, and bisecting them, was half of param's finish step at each
 * commit log loads.
 */
static struct str_map composites_by_name(struct composite *v, size_t n)
{
	struct str_map map;
	size_t i;

	str_map_init(&map, n);
	for (i = 0; i < n; i++) {
		struct composite **best =
			(struct composite **)str_map_at(&map, v[i].name);

		if (!*best || composite_cmp(&v[i], *best) < 0)
			*best = &v[i];
	}
	return map;
}

/*
 * The module that composite @m of directory @dir is built into: @m
 * itself, unless no obj-... line builds it and another composite of
 * the directory takes its objects ("msm-y += $(adreno-y)").
 */
static const char *module_of(const struct str_map *cs, struct strbuf *key,
			     const char *dir, const char *m)
{
	int hops;

	for (hops = 0; hops < 4; hops++) {
		const struct composite *c;

		strbuf_reset(key);
		strbuf_addf(key, "%s/%s", dir, m);
		c = str_map_get(cs, key->buf);
		if (!c || !c->module)
			break;
		m = c->module;
	}
	return m;
}

/*
 * The prefix of a module parameter's name: the module that the object
 * of its file is a member of, else the object, with '-' made '_' as
 * the kernel does.
 */
static void module_prefix(struct strbuf *sb, struct strbuf *key,
			  const struct param *p, const struct str_map *members,
			  const struct str_map *cs)
{
	const char *dot = strrchr(p->path, '.');
	const char *base = strrchr(p->path, '/');
	const struct member *m;
	char *c;

	strbuf_reset(key);
	strbuf_add(key, p->path, dot ? (size_t)(dot - p->path) :
		   strlen(p->path));
	m = str_map_get(members, key->buf);
	if (m) {
		strbuf_addstr(sb, module_of(cs, key, m->dir, m->module));
	} else {
		base = base ? base + 1 : p->path;
		strbuf_add(sb, base, dot && dot > base ? (size_t)(dot - base) :
			   strlen(base));
	}
	for (c = sb->buf; *c; c++)
		if (*c == '-')
			*c = '_';
	strbuf_addch(sb, '.');
}

static int include_cmp(const void *a, const void *b)
{
	const struct include *x = a, *y = b;
	int c = strcmp(x->header, y->header);

	return c ? c : strcmp(x->path, y->path);
}

static int include_header_cmp(const void *elem, const void *key)
{
	const struct include *inc = elem;

	return strcmp(inc->header, key);
}

/* What param_finish() knows of the tree to name a parameter. */
struct modules {
	struct str_map members;	/* by object */
	struct str_map cs;	/* composites by name */
	struct include *inc;
	size_t ninc;
};

/* The parameter @p under its name "module.param", with @prefix if set. */
static void emit_param(struct inventory *inv, struct strbuf *sb,
		       struct strbuf *key, const struct param *p,
		       const char *path, const char *prefix,
		       const struct modules *m)
{
	struct param at = *p;

	/*
	 * A log's load reads a few parameters of the tree's 15,000: they
	 * are asked by their own name before their module's is worked out
	 * (a prefix without its '.' is not left out so).
	 */
	if ((!prefix || !*prefix || ends_with(prefix, ".")) &&
	    !inventory_wants_tail(inv, KIND_MODULE, p->name))
		return;
	at.path = path;
	strbuf_reset(sb);
	if (prefix)
		strbuf_addstr(sb, prefix);
	else
		module_prefix(sb, key, &at, &m->members, &m->cs);
	strbuf_addstr(sb, p->name);
	if (!inventory_wants(inv, KIND_MODULE, sb->buf))
		return;
	inventory_fact_begin(inv, KIND_MODULE, sb->buf, sb->len, p->path,
			     p->line, 0);
	fact_attr_str(inv, "type", p->type);
	fact_attr_str(inv, "perm", p->perm);
	fact_attr_str(inv, "desc", p->desc);
	inventory_fact_end(inv);
}

/*
 * A parameter of a header without a prefix of its own is one of each
 * file of its directory that includes it (kernel/rcu/tree_stall.h's are
 * tree.c's, "rcutree."; lib/842/842_debugfs.h's are 842_compress's and
 * 842_decompress's); of the header's name if none is known.
 */
static void name_param(struct inventory *inv, struct strbuf *sb,
		       struct strbuf *key, const struct param *p,
		       const struct modules *m)
{
	size_t i = m->ninc;

	if (!p->prefix && ends_with(p->path, ".h"))
		i = lower_bound(m->inc, m->ninc, sizeof(*m->inc), p->path,
				include_header_cmp);
	if (i == m->ninc || strcmp(m->inc[i].header, p->path)) {
		emit_param(inv, sb, key, p, p->path, p->prefix, m);
		return;
	}
	for (; i < m->ninc && !strcmp(m->inc[i].header, p->path); i++)
		emit_param(inv, sb, key, p, m->inc[i].path, m->inc[i].prefix,
			   m);
}

static int pmacro_cmp(const void *a, const void *b)
{
	const struct pmacro *x = a, *y = b;
	int c = strcmp(x->dir, y->dir);

	return c ? c : strcmp(x->name, y->name);
}

/* The @k-th of the @sep-separated words of @list, trimmed, into @sb. */
static int nth_word(struct strbuf *sb, const char *list, char sep, size_t k)
{
	const char *s = list, *e;

	for (; k; k--) {
		s = strchr(s, sep);
		if (!s)
			return -1;
		s++;
	}
	e = strchrnul(s, sep);
	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	while (e > s && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	strbuf_reset(sb);
	strbuf_add(sb, s, (size_t)(e - s));
	return 0;
}

/* The index of the macro parameter @w[0..len) of @m, or -1. */
static int macro_param(const struct pmacro *m, const char *w, size_t len,
		       struct strbuf *sb)
{
	size_t k;

	for (k = 0; !nth_word(sb, m->params, ',', k); k++)
		if (sb->len == len && !memcmp(sb->buf, w, len))
			return (int)k;
	return -1;
}

/*
 * The body of @m with the arguments of @c put in: "lpfc_##name" is
 * lpfc_aer_support, "#name" "aer_support", as cpp makes them.
 */
static int macro_expand(struct strbuf *out, const struct pmacro *m,
			const struct pcall *c)
{
	struct strbuf w = STRBUF_INIT;
	const char *s = m->body, *e;
	int k, str = 0, err = 0;

	strbuf_reset(out);
	while (*s && !err) {
		if (s[0] == '#' && s[1] == '#') {
			while (out->len && out->buf[out->len - 1] == ' ')
				strbuf_setlen(out, out->len - 1);
			for (s += 2; *s == ' ' || *s == '\t'; s++)
				;
			continue;
		}
		if (*s == '#') {
			str = 1;
			s++;
			continue;
		}
		if (!is_ident_char(*s) || (s > m->body && is_ident_char(s[-1]))) {
			strbuf_addch(out, *s++);
			continue;
		}
		for (e = s; is_ident_char(*e); e++)
			;
		k = macro_param(m, s, (size_t)(e - s), &w);
		if (k < 0) {
			strbuf_add(out, s, (size_t)(e - s));
		} else if (nth_word(&w, c->args, '\x1f', (size_t)k)) {
			err = -1;
		} else if (str) {
			strbuf_addf(out, "\"%s\"", w.buf);
		} else {
			strbuf_addbuf(out, &w);
		}
		str = 0;
		s = e;
	}
	strbuf_release(&w);
	return err;
}

/*
 * The parameters of the calls of parameter macros of their directory:
 * each call's expansion read as a file's text, its parameters located
 * at the call.
 */
static void name_macro_params(struct inventory *inv, struct strbuf *sb,
			      struct strbuf *key, struct pmacro *mv, size_t nm,
			      const struct pcall *cv, size_t nc,
			      const struct modules *mods)
{
	struct param_state tmp = { 0 };
	struct strbuf x = STRBUF_INIT, w = STRBUF_INIT;
	struct token_vec toks = { 0 };
	struct pmacro want;
	size_t i, j, k, n, at;

	for (i = 0; i < nc; i++) {
		want.dir = cv[i].dir;
		want.name = cv[i].name;
		at = lower_bound(mv, nm, sizeof(*mv), &want, pmacro_cmp);
		if (at == nm || pmacro_cmp(&mv[at], &want))
			continue;
		for (k = 0; !nth_word(&w, mv[at].params, ',', k); k++)
			;
		if (k != cv[i].nargs || macro_expand(&x, &mv[at], &cv[i]))
			continue;
		lexer_tokenize(&toks, x.buf, x.len, NULL);
		n = toks.n - 1;
		tmp.nparams = 0;
		for (j = 0; j + 1 < n; j++) {
			if (toks.v[j].kind != TOK_IDENT ||
			    !tok_punct(&toks.v[j + 1], '('))
				continue;
			if (tok_eq(&toks.v[j], "MODULE_PARM_DESC"))
				param_desc(&tmp, toks.v, n, j, 0);
			else if ((k = module_param_kind(&toks.v[j])) <
				 ARRAY_SIZE(module_params))
				j = module_param(&tmp, cv[i].path, toks.v, n, j,
						 k, sb);
		}
		for (k = 0; k < tmp.nparams; k++) {
			tmp.params[k].line = cv[i].line;
			tmp.params[k].prefix = cv[i].prefix;
			name_param(inv, sb, key, &tmp.params[k], mods);
		}
	}
	token_vec_release(&toks);
	strbuf_release(&x);
	strbuf_release(&w);
	free(tmp.params);
	arena_release(&tmp.arena);
}

static void param_finish(struct inventory *inv, void **states, int nstates)
{
	struct strbuf sb = STRBUF_INIT, key = STRBUF_INIT;
	struct param *params;
	struct pmacro *macros;
	struct pcall *calls;
	struct member *members;
	struct composite *cs;
	struct modules m;
	size_t nparams, nmacros, ncalls, nmembers, ncs, i;

	members = STATES_GATHER(states, nstates, struct param_state, members,
				nmembers, &nmembers);
	m.members = members_by_obj(members, nmembers);
	cs = STATES_GATHER(states, nstates, struct param_state, composites,
			   ncomposites, &ncs);
	m.cs = composites_by_name(cs, ncs);
	m.inc = STATES_GATHER(states, nstates, struct param_state, includes,
			      nincludes, &m.ninc);
	sort_array(m.inc, m.ninc, sizeof(*m.inc), include_cmp);
	params = STATES_GATHER(states, nstates, struct param_state, params,
			       nparams, &nparams);
	for (i = 0; i < nparams; i++)
		name_param(inv, &sb, &key, &params[i], &m);
	macros = STATES_GATHER(states, nstates, struct param_state, macros,
			       nmacros, &nmacros);
	sort_array(macros, nmacros, sizeof(*macros), pmacro_cmp);
	calls = STATES_GATHER(states, nstates, struct param_state, calls,
			      ncalls, &ncalls);
	if (nmacros)
		name_macro_params(inv, &sb, &key, macros, nmacros, calls,
				  ncalls, &m);
	free(macros);
	free(calls);
	free(params);
	str_map_release(&m.members);
	str_map_release(&m.cs);
	free(members);
	free(cs);
	free(m.inc);
	strbuf_release(&sb);
	strbuf_release(&key);
}

const struct extractor param_extractor = {
	.name = "param",
	.kinds = (const char *const[]){ KIND_MODULE, KIND_BOOT, NULL },
	.version = 9,
	.triggers = param_triggers,
	.local_words = param_local_words,
	.want_path = param_want_path,
	.extract = param_extract,
	.state_new = param_state_new,
	.state_free = param_state_free,
	.finish = param_finish,
	.state_pack = param_state_pack,
	.state_unpack = param_state_unpack,
	.state_unpack_again = param_state_unpack_again,
};
