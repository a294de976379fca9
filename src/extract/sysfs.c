// SPDX-License-Identifier: GPL-2.0
/*
 * sysfs attributes and configfs attributes.
 *
 * An attribute is defined by one of the macros of include/linux/sysfs.h
 * (__ATTR(), __ATTR_RO(), __BIN_ATTR()...) or include/linux/configfs.h
 * (CONFIGFS_ATTR()...), the "terminals" below, almost always through a
 * wrapper: DEVICE_ATTR_RW() of device.h, SENSOR_DEVICE_ATTR() of
 * hwmon-sysfs.h, a driver's own.  Wrappers are not listed here: every
 * function-like macro of the tree that mentions an *ATTR* name is
 * collected, and each use of one is expanded through them (with # and
 * ##) until a terminal is reached.  An attribute may also be written out,
 * as { .name = "x", .mode = 0644 } in a struct attribute.  Links made by
 * sysfs_create_link() are listed too.
 *
 * Where the file lists the attribute in an attribute array of a
 * struct attribute_group (or ATTRIBUTE_GROUPS()), the group and its
 * directory (.name) are attributes of the item, and the directory part of
 * its name.
 *
 * Identity: the file name, with the group's directory, and the source
 * file it is defined in without its extension: "temp1_input
 * (drivers/hwmon/lm75)".  Two drivers' "size" are two items; a definition
 * that moves within its file, or between foo.c and foo.h, stays one.
 */
#include <stdlib.h>
#include <string.h>

#include "c/cdecl.h"
#include "c/cinit.h"
#include "extract/extract.h"
#include "extract/qpair.h"
#include "extract/sysfs-channels.h"
#include "core/util.h"

#define KIND_SYSFS "sysfs"
#define KIND_CONFIGFS "configfs"
#define MAX_DEPTH 8

/*
 * The macros that define an attribute.  The file's name is argument
 * name_arg; its mode argument mode_arg, or the fixed mode; its show and
 * store (read and write) functions arguments show_arg and store_arg, or,
 * where those are -1, the name with sfx appended (and, for configfs, the
 * prefix argument before it).
 */
static const struct terminal {
	const char *name;
	const char *kind;
	int name_arg, mode_arg;
	const char *mode;
	int show_arg, store_arg;
	const char *show_sfx, *store_sfx;
	const char *type;
} terminals[] = {
	{ "CONFIGFS_ATTR", KIND_CONFIGFS, 1, -1, "0644", -1, -1, "_show", "_store", "attr" },
	{ "CONFIGFS_ATTR_RO", KIND_CONFIGFS, 1, -1, "0444", -1, -2, "_show", NULL, "attr" },
	{ "CONFIGFS_ATTR_WO", KIND_CONFIGFS, 1, -1, "0200", -2, -1, NULL, "_store", "attr" },
	{ "CONFIGFS_BIN_ATTR", KIND_CONFIGFS, 1, -1, "0644", -1, -1, "_read", "_write", "bin" },
	{ "CONFIGFS_BIN_ATTR_RO", KIND_CONFIGFS, 1, -1, "0444", -1, -2, "_read", NULL, "bin" },
	{ "CONFIGFS_BIN_ATTR_WO", KIND_CONFIGFS, 1, -1, "0200", -2, -1, NULL, "_write", "bin" },
	{ "__ATTR", KIND_SYSFS, 0, 1, NULL, 2, 3, NULL, NULL, "attr" },
	{ "__ATTR_IGNORE_LOCKDEP", KIND_SYSFS, 0, 1, NULL, 2, 3, NULL, NULL, "attr" },
	{ "__ATTR_PREALLOC", KIND_SYSFS, 0, 1, NULL, 2, 3, NULL, NULL, "attr" },
	{ "__ATTR_RO", KIND_SYSFS, 0, -1, "0444", -1, -2, "_show", NULL, "attr" },
	{ "__ATTR_RO_MODE", KIND_SYSFS, 0, 1, NULL, -1, -2, "_show", NULL, "attr" },
	{ "__ATTR_RW", KIND_SYSFS, 0, -1, "0644", -1, -1, "_show", "_store", "attr" },
	{ "__ATTR_RW_MODE", KIND_SYSFS, 0, 1, NULL, -1, -1, "_show", "_store", "attr" },
	{ "__ATTR_WO", KIND_SYSFS, 0, -1, "0200", -2, -1, NULL, "_store", "attr" },
	{ "__BIN_ATTR", KIND_SYSFS, 0, 1, NULL, 2, 3, NULL, NULL, "bin" },
	{ "__BIN_ATTR_ADMIN_RO", KIND_SYSFS, 0, -1, "0400", -1, -2, "_read", NULL, "bin" },
	{ "__BIN_ATTR_ADMIN_RW", KIND_SYSFS, 0, -1, "0600", -1, -1, "_read", "_write", "bin" },
	{ "__BIN_ATTR_RO", KIND_SYSFS, 0, -1, "0444", -1, -2, "_read", NULL, "bin" },
	{ "__BIN_ATTR_RW", KIND_SYSFS, 0, -1, "0644", -1, -1, "_read", "_write", "bin" },
	{ "__BIN_ATTR_SIMPLE_RO", KIND_SYSFS, 0, 1, NULL, -2, -2, NULL, NULL, "bin" },
	{ "__BIN_ATTR_WO", KIND_SYSFS, 0, -1, "0200", -2, -1, NULL, "_write", "bin" },
};

/*
 * The uses of attribute macros, most of them through wrappers whose names
 * end in these (DEVICE_ATTR_RW(, SENSOR_DEVICE_ATTR_2_RO(), written-out
 * attributes, links.  Not "_ATTR" alone: netlink's FOO_ATTR_BAR enums are
 * everywhere.
 */
static const char *const sysfs_triggers[] = {
	"ATTR(", "ATTR_RO(", "ATTR_RW(", "ATTR_WO(", "ATTR_RO_MODE(",
	"ATTR_RW_MODE(", "ATTR_2(", "ATTR_2_", "ATTR_ADMIN_", "ATTR_PREALLOC(",
	"ATTRIBUTE_GROUPS", "struct attribute", "kobj_attribute",
	"sysfs_create_link", "CONFIGFS_", "driver_override", "PERF_PMU_SCOPE_",
	/* sysfs-channels.c's channels_words */
	"iio_chan_spec", "HWMON_CHANNEL_INFO", "hwmon_chip_attrs",
	"power_supply_property", "POWER_SUPPLY_ATTR", "IIO_CHAN_INFO_",
	"iio_event_spec", "mlxreg_core_data", NULL,
};

/*
 * Attributes that a core gives each device of a bus, or each PMU, whose
 * struct sets a flag: the driver core's driver_override (drivers/base/
 * bus.c) to a bus_type with .driver_override = true, the perf core's
 * cpumask (kernel/events/core.c) to a pmu with a .scope.  The item is the
 * driver's, as if it defined the attribute itself, as it did before.
 */
static const struct core_attr {
	const char *field, *value;	/* the value, or its prefix */
	int prefix;
	const char *name, *mode, *show, *store, *framework;
} core_attrs[] = {
	{ "driver_override", "true", 0, "driver_override", "0644",
	  "driver_override_show", "driver_override_store", "driver-core" },
	{ "scope", "PERF_PMU_SCOPE_", 1, "cpumask", "0444", "cpumask_show",
	  NULL, "perf" },
};

static const struct terminal *find_terminal(const struct token *t)
{
	size_t i;

	if (t->kind != TOK_IDENT)
		return NULL;
	for (i = 0; i < ARRAY_SIZE(terminals); i++)
		if (tok_eq(t, terminals[i].name))
			return &terminals[i];
	return NULL;
}

/* A name that may be an attribute macro: upper case, with ATTR in it. */
static int attr_macro_name(const struct token *t)
{
	if (t->kind != TOK_IDENT || !(t->s[0] == '_' ||
				      (t->s[0] >= 'A' && t->s[0] <= 'Z')))
		return 0;
	return memmem(t->s, t->len, "ATTR", 4) != NULL;
}

/*
 * A variable of the file and the group that lists it; an attribute
 * array is one too, for the attributes written in it as wrapper uses
 * (ARMV8_EVENT_ATTR(dtlb_walk, ...) in armv8_pmuv3_event_attrs).
 */
struct member {
	const char *var, *group, *dir;
};

struct members {
	struct member *v;
	size_t n, alloc;
};

/* A use of an attribute macro, to expand once all macros are known. */
struct use {
	struct token *toks;	/* NAME ( args ) */
	uint32_t ntoks, line;
	const char *var;	/* the variable it initialises, if known */
};

struct sysfs_file {
	const char *path, *stem;
	struct members members;
	struct use *uses;
	size_t nuses, uses_alloc;
	/*
	 * The file's own function-like macros named like a wrapper that are
	 * not one (fs/proc/base.c's ATTR() makes a pid_entry): in the file
	 * they hide any wrapper of that name elsewhere.
	 */
	const char **shadows;
	size_t nshadows, shadows_alloc;
	/*
	 * A hash of what the file kept, as the scan gave it back (128
	 * bits; 0 for a state extract() made): it names the file in
	 * finish's memo.
	 */
	uint64_t sum[2];
};

struct sysfs_state {
	struct arena arena;
	struct sysfs_file **files;
	size_t n, alloc;
	size_t nuses;		/* in all files */
	struct cmacro *macros;	/* function-like macros naming *ATTR* */
	const char **macro_paths;
	size_t nmacros, macros_alloc, paths_alloc;
	struct channels *channels;	/* sysfs-channels.c */
};

static const char *tok_str(struct arena *a, const struct token *t)
{
	return arena_strndup(a, t->s, t->len);
}

static struct token *copy_toks(struct arena *a, const struct token *t,
			       size_t n)
{
	struct token *v = arena_alloc(a, (n + 1) * sizeof(*v));
	size_t i;

	for (i = 0; i < n; i++) {
		v[i] = t[i];
		v[i].s = tok_str(a, &t[i]);
	}
	return v;
}

/* Note a macro of the file that hides wrappers of its name. */
static void add_shadow(struct sysfs_state *st, struct sysfs_file *sf,
		       const char *name)
{
	struct token nt = { name, (uint32_t)strlen(name), 0, TOK_IDENT, 0 };

	if (!attr_macro_name(&nt))
		return;
	ALLOC_GROW(sf->shadows, sf->nshadows + 1, sf->shadows_alloc);
	sf->shadows[sf->nshadows++] = arena_strdup(&st->arena, name);
}

/* A wrapper that this file defines (collected from @first on). */
static int local_wrapper(const struct sysfs_state *st, size_t first,
			 const struct token *t)
{
	size_t i;

	if (t->kind != TOK_IDENT)
		return 0;
	for (i = first; i < st->nmacros; i++)
		if (tok_eq(t, st->macros[i].name))
			return 1;
	return 0;
}

/*
 * Whether macro @m builds an attribute: it names an *ATTR* macro or one
 * of the file's wrappers (from @first on: coresight-etm4x-sysfs.c's
 * coresight_etm4x_reg() is coresight_etm4x_reg_showfn(), which has the
 * __ATTR()), or writes a .mode.
 */
static int builds_attr(const struct sysfs_state *st, size_t first,
		       const struct cmacro *m)
{
	uint32_t k;

	for (k = 0; m->params && k < m->ntoks; k++)
		if (attr_macro_name(&m->toks[k]) ||
		    local_wrapper(st, first, &m->toks[k]) ||
		    (k + 1 < m->ntoks && tok_punct(&m->toks[k], '.') &&
		     tok_eq(&m->toks[k + 1], "mode")))
			return 1;
	return 0;
}

/*
 * Keep the file's function-like macros that mention an *ATTR* name; note
 * the others named like one.
 */
static void collect_macros(struct sysfs_state *st, struct sysfs_file *sf,
			   const char *path, const struct token *t, size_t n)
{
	struct cdecl_file f = { 0 };
	struct arena tmp = ARENA_INIT;
	size_t i, first = st->nmacros;

	cdecl_parse_macros(&f, &tmp, t, n);
	for (i = 0; i < f.nmacros; i++) {
		const struct cmacro *m = &f.macros[i];
		struct cmacro *c;
		int keep = builds_attr(st, first, m);

		if (m->params && !keep)
			add_shadow(st, sf, m->name);
		if (!keep || find_terminal(&(struct token){ m->name,
			    (uint32_t)strlen(m->name), 0, TOK_IDENT, 0 }))
			continue;
		ALLOC_GROW(st->macros, st->nmacros + 1, st->macros_alloc);
		ALLOC_GROW(st->macro_paths, st->nmacros + 1, st->paths_alloc);
		c = &st->macros[st->nmacros];
		*c = *m;
		c->name = arena_strdup(&st->arena, m->name);
		c->params = arena_strdup(&st->arena, m->params);
		c->body = "";
		c->toks = copy_toks(&st->arena, m->toks, m->ntoks);
		st->macro_paths[st->nmacros++] = path;
	}
	cdecl_file_release(&f);
	arena_release(&tmp);
}

static void add_member(struct arena *a, struct members *ms,
		       const struct token *var, const char *group,
		       const char *dir)
{
	if (!var)
		return;
	ALLOC_GROW(ms->v, ms->n + 1, ms->alloc);
	ms->v[ms->n].var = tok_str(a, var);
	ms->v[ms->n].group = group;
	ms->v[ms->n++].dir = dir;
}

/*
 * The elements of the attribute array NAME, "&dev_attr_x.attr, ...",
 * and the array itself.
 */
static void array_members(struct arena *a, struct members *ms,
			  const struct token *t, size_t n,
			  const struct token *array, const char *group,
			  const char *dir)
{
	size_t i, b, close, nc, commas[1];

	for (i = 0; array && i + 2 < n; i++) {
		if (t[i].len != array->len || memcmp(t[i].s, array->s, t[i].len))
			continue;
		b = i + 1;
		while (b < n && (tok_punct(&t[b], '[') || tok_punct(&t[b], ']') ||
				 t[b].kind == TOK_NUMBER))
			b++;
		if (b + 1 >= n || !tok_punct(&t[b], '=') ||
		    !tok_punct(&t[b + 1], '{'))
			continue;
		close = tok_close(t, b + 1, n, commas, 0, &nc);
		for (b += 2; b < close; b++) {
			size_t e = b;
			int depth = 0;

			while (e < close && (depth || !tok_punct(&t[e], ','))) {
				if (tok_punct(&t[e], '(') || tok_punct(&t[e], '{'))
					depth++;
				else if (tok_punct(&t[e], ')') ||
					 tok_punct(&t[e], '}'))
					depth--;
				e++;
			}
			add_member(a, ms, cinit_ident(t, b, e), group, dir);
			b = e;
		}
		add_member(a, ms, array, group, dir);
		return;
	}
}

/* ATTRIBUTE_GROUPS(foo) at t[i]: the group foo_group, the array foo_attrs. */
static void attribute_groups(struct arena *a, struct members *ms,
			     const struct token *t, size_t n, size_t i)
{
	struct strbuf sb = STRBUF_INIT;
	struct token at = t[i + 2];
	const char *group;

	strbuf_add(&sb, t[i + 2].s, t[i + 2].len);
	strbuf_addstr(&sb, "_group");
	group = arena_strndup(a, sb.buf, sb.len);
	strbuf_setlen(&sb, t[i + 2].len);
	strbuf_addstr(&sb, "_attrs");
	at.s = sb.buf;
	at.len = (uint32_t)sb.len;
	array_members(a, ms, t, n, &at, group, NULL);
	strbuf_release(&sb);
}

/*
 * The groups of tokens t[0..n) (a file, or a wrapper's expansion, as
 * intel/perfmon.c's IOMMU_PMU_EVENT_ATTR() that makes its "events"
 * group): struct attribute_group initialisers with .attrs or .bin_attrs,
 * and ATTRIBUTE_GROUPS(foo).
 */
static void find_groups(struct arena *a, struct members *ms,
			const struct token *t, size_t n)
{
	static const char *const arrays[] = { "attrs", "bin_attrs" };
	struct strbuf sb = STRBUF_INIT;
	size_t i, k, vb, ve;

	for (i = 0; i + 1 < n; i++) {
		const struct token *lv;
		const char *group, *dir = NULL;

		if ((tok_eq(&t[i], "ATTRIBUTE_GROUPS") ||
		     tok_eq(&t[i], "__ATTRIBUTE_GROUPS")) &&
		    tok_punct(&t[i + 1], '(') && i + 2 < n &&
		    t[i + 2].kind == TOK_IDENT && !(t[i].flags & TOKF_PP)) {
			attribute_groups(a, ms, t, n, i);
			continue;
		}
		if (!tok_punct(&t[i], '{') || !(lv = cinit_lvalue(t, i)))
			continue;
		if (cinit_field(t, i, n, "attrs", &vb, &ve) &&
		    cinit_field(t, i, n, "bin_attrs", &vb, &ve))
			continue;
		group = tok_str(a, lv);
		if (!cinit_field(t, i, n, "name", &vb, &ve) &&
		    !cinit_string(&sb, &t[vb], ve - vb))
			dir = arena_strndup(a, sb.buf, sb.len);
		for (k = 0; k < ARRAY_SIZE(arrays); k++)
			if (!cinit_field(t, i, n, arrays[k], &vb, &ve))
				array_members(a, ms, t, n,
					      cinit_ident(t, vb, ve), group,
					      dir);
	}
	strbuf_release(&sb);
}

static const struct member *member_of(const struct members *ms,
				      const char *var)
{
	size_t i;

	for (i = 0; var && i < ms->n; i++)
		if (!strcmp(ms->v[i].var, var))
			return &ms->v[i];
	return NULL;
}

/* Begin the item of file @name (dir/name (stem)), of group @m. */
static void begin_item(struct inventory *inv, const struct sysfs_file *sf,
		       const char *kind, const char *name,
		       const struct member *m, uint32_t line)
{
	struct strbuf sb = STRBUF_INIT;

	if (m && m->dir)
		strbuf_addf(&sb, "%s/", m->dir);
	strbuf_addf(&sb, "%s (%s)", name, sf->stem);
	inventory_fact_begin(inv, kind, sb.buf, sb.len, sf->path, line, 0);
	if (m)
		fact_attr_str(inv, "group", m->group);
	strbuf_release(&sb);
}

/*
 * Whether the variable declared at @lv is of an attribute type: struct
 * attribute, kobj_attribute, sensor_device_attribute, iio_dev_attr...
 * (resctrl's rftype and rpc_pipefs files have a .name and a .mode too).
 */
static int attr_typed(const struct token *t, const struct token *lv)
{
	const struct token *k = lv;

	while (k > t && k[-1].kind != TOK_IDENT)
		k--;
	if (k == t || k - 1 == lv)
		return 0;
	k--;
	return memmem(k->s, k->len, "attr", 4) != NULL;
}

/* An attribute written out: { .name = "x", .mode = 0644 }. */
static void written_out(struct inventory *inv, const struct sysfs_file *sf,
			const struct member *m, const struct token *t,
			size_t n, size_t open, size_t parent, uint32_t line)
{
	struct strbuf name = STRBUF_INIT, sb = STRBUF_INIT;
	size_t vb, ve, i;
	static const char *const not_attrs[] = { "fops", "minor", "nodename" };

	if (cinit_field(t, open, n, "name", &vb, &ve))
		goto out;
	/* __stringify(name), in the expansion of a wrapper. */
	if (ve > vb + 3 && tok_eq(&t[vb], "__stringify") &&
	    tok_punct(&t[vb + 1], '(') && tok_punct(&t[ve - 1], ')'))
		tok_text(&name, &t[vb + 2], &t[ve - 1]);
	else
		cinit_string(&name, &t[vb], ve - vb);
	if (!name.len || cinit_field(t, open, n, "mode", &vb, &ve))
		goto out;
	/* A miscdevice has a name and a mode too. */
	for (i = 0; i < ARRAY_SIZE(not_attrs); i++)
		if (!cinit_field(t, open, n, not_attrs[i], &vb, &ve))
			goto out;
	begin_item(inv, sf, KIND_SYSFS, name.buf, m, line);
	cinit_field(t, open, n, "mode", &vb, &ve);
	cinit_mode(&sb, &t[vb], ve - vb);
	inventory_fact_attr(inv, "mode", sb.buf, sb.len);
	if (parent < open && !cinit_field(t, parent, n, "show", &vb, &ve)) {
		strbuf_reset(&sb);
		tok_text(&sb, &t[vb], &t[ve]);
		inventory_fact_attr(inv, "show", sb.buf, sb.len);
	}
	if (parent < open && !cinit_field(t, parent, n, "store", &vb, &ve)) {
		strbuf_reset(&sb);
		tok_text(&sb, &t[vb], &t[ve]);
		inventory_fact_attr(inv, "store", sb.buf, sb.len);
	}
	inventory_fact_end(inv);
out:
	strbuf_release(&name);
	strbuf_release(&sb);
}

static void sysfs_link(struct extract_ctx *ctx, struct sysfs_file *sf,
		       const struct token *t, size_t n, size_t i)
{
	struct strbuf name = STRBUF_INIT;
	struct cinit_call c;

	if (!cinit_call(&c, t, i, n) && c.nargs == 3 &&
	    !cinit_string(&name, &t[c.b[2]], c.e[2] - c.b[2]) && name.len) {
		begin_item(ctx->inv, sf, KIND_SYSFS, name.buf, NULL, t[i].line);
		inventory_fact_attr(ctx->inv, "type", "link", 4);
		inventory_fact_end(ctx->inv);
	}
	strbuf_release(&name);
}

/* The braces open at a point of the file, innermost last. */
struct braces {
	struct brace {
		size_t open;		/* its '{' */
		const char *var;	/* the variable it initialises */
		int typed;		/* of an attribute type */
	} *v;
	size_t n, alloc;
};

static struct sysfs_file *sysfs_file_new(struct sysfs_state *st,
					 const char *path)
{
	struct sysfs_file *sf = arena_alloc(&st->arena, sizeof(*sf));
	const char *dot = strrchr(path, '.');

	memset(sf, 0, sizeof(*sf));
	sf->path = path;
	sf->stem = arena_strndup(&st->arena, path,
				 dot ? (size_t)(dot - path) : strlen(path));
	return sf;
}

/*
 * The '{' at t[i]: the variable it initialises is its own, else that of
 * the brace around it; in a variable of an attribute type, it may write
 * an attribute out.
 */
static void open_brace(struct extract_ctx *ctx, struct sysfs_file *sf,
		       struct braces *b, const struct token *t, size_t n,
		       size_t i)
{
	struct sysfs_state *st = ctx->state;
	const struct token *lv = cinit_lvalue(t, i);
	const struct brace *up = b->n ? &b->v[b->n - 1] : NULL;
	struct brace br;

	br.open = i;
	br.var = lv ? tok_str(&st->arena, lv) : up ? up->var : NULL;
	br.typed = lv ? attr_typed(t, lv) : up && up->typed;
	if (br.typed)
		written_out(ctx->inv, sf, member_of(&sf->members, br.var), t,
			    n, i, up ? up->open : i, t[i].line);
	ALLOC_GROW(b->v, b->n + 1, b->alloc);
	b->v[b->n++] = br;
}

/* A call that may define an attribute: NAME( of a wrapper's name. */
static int attr_call(const struct sysfs_state *st, size_t first,
		     const struct token *t)
{
	if (!(attr_macro_name(t) || local_wrapper(st, first, t)))
		return 0;
	return !tok_starts(t, "ATTRIBUTE_GROUPS") &&
	       !tok_eq(t, "__ATTRIBUTE_GROUPS");
}

/* Keep the use t[i..k] for finish, with the variable it initialises. */
static void add_use(struct sysfs_state *st, struct sysfs_file *sf,
		    const struct token *t, size_t i, size_t k,
		    const char *var)
{
	struct use *u;

	ALLOC_GROW(sf->uses, sf->nuses + 1, sf->uses_alloc);
	u = &sf->uses[sf->nuses++];
	u->toks = copy_toks(&st->arena, &t[i], k - i + 1);
	u->ntoks = (uint32_t)(k - i + 1);
	u->line = t[i].line;
	u->var = var;
}

/*
 * Read the file's tokens in order: attributes written out, links, and
 * the uses of wrappers (@first: the file's own are st->macros[first..]).
 */
static void scan_file(struct extract_ctx *ctx, struct sysfs_file *sf,
		      size_t first, const struct token *t, size_t n)
{
	struct sysfs_state *st = ctx->state;
	struct braces b = { 0 };
	const struct token *lv;
	size_t i, k, nc;

	for (i = 0; i < n; i++) {
		if (t[i].flags & TOKF_PP)
			continue;
		if (tok_punct(&t[i], '{')) {
			open_brace(ctx, sf, &b, t, n, i);
			continue;
		}
		if (tok_punct(&t[i], '}')) {
			b.n -= b.n > 0;
			continue;
		}
		/* Only calls matter from here on. */
		if (t[i].kind != TOK_IDENT || i + 1 >= n ||
		    !tok_punct(&t[i + 1], '('))
			continue;
		if (tok_starts(&t[i], "sysfs_create_link")) {
			sysfs_link(ctx, sf, t, n, i);
			continue;
		}
		if (!attr_call(st, first, &t[i]))
			continue;
		k = tok_close(t, i + 1, n, NULL, 0, &nc);
		if (k >= n)
			break;
		lv = cinit_lvalue(t, i);
		add_use(st, sf, t, i, k, lv ? tok_str(&st->arena, lv) :
			b.n ? b.v[b.n - 1].var : NULL);
		i = k;
	}
	free(b.v);
}

/* .field = value (->field = value) at t[i], of core_attrs[]. */
static const struct core_attr *core_flag(const struct token *t, size_t i,
					 size_t n)
{
	const struct token *v = &t[i + 2];
	size_t k;

	if (!i || i + 2 >= n || t[i].kind != TOK_IDENT ||
	    !(tok_punct(&t[i - 1], '.') || tok_eq(&t[i - 1], "->")) ||
	    !tok_punct(&t[i + 1], '=') || v->kind != TOK_IDENT)
		return NULL;
	for (k = 0; k < ARRAY_SIZE(core_attrs); k++) {
		const struct core_attr *c = &core_attrs[k];

		if (tok_eq(&t[i], c->field) &&
		    (c->prefix ? tok_starts(v, c->value) &&
				 !tok_eq(v, "PERF_PMU_SCOPE_NONE") :
				 tok_eq(v, c->value)))
			return c;
	}
	return NULL;
}

/* The attributes a core gives the file's buses and PMUs (core_attrs[]). */
static void core_flags(struct extract_ctx *ctx, const struct sysfs_file *sf,
		       const struct token *t, size_t n)
{
	const struct core_attr *c;
	size_t i;

	for (i = 1; i + 2 < n; i++) {
		if ((t[i].flags & TOKF_PP) || !(c = core_flag(t, i, n)))
			continue;
		begin_item(ctx->inv, sf, KIND_SYSFS, c->name, NULL, t[i].line);
		fact_attr_str(ctx->inv, "framework", c->framework);
		fact_attr_str(ctx->inv, "mode", c->mode);
		fact_attr_str(ctx->inv, "show", c->show);
		if (c->store)
			fact_attr_str(ctx->inv, "store", c->store);
		inventory_fact_end(ctx->inv);
	}
}

static void sysfs_extract(struct extract_ctx *ctx)
{
	struct sysfs_state *st = ctx->state;
	const struct token_vec *toks = ctx_tokens(ctx);
	size_t n = toks->n - 1, first = st->nmacros;
	struct sysfs_file *sf = sysfs_file_new(st, ctx->path);

	collect_macros(st, sf, ctx->path, toks->v, n);
	find_groups(&st->arena, &sf->members, toks->v, n);
	channels_extract(&st->channels, ctx->path, ctx->buf, ctx->len,
			 toks->v, n);
	scan_file(ctx, sf, first, toks->v, n);
	core_flags(ctx, sf, toks->v, n);
	ALLOC_GROW(st->files, st->n + 1, st->alloc);
	st->files[st->n++] = sf;
	st->nuses += sf->nuses;
}

/* A file's groups, uses and shadows, each list its count first. */
static void file_pack(struct strbuf *out, const struct sysfs_file *sf)
{
	size_t i;

	pack_u32(out, (uint32_t)sf->members.n);
	for (i = 0; i < sf->members.n; i++) {
		pack_str(out, sf->members.v[i].var);
		pack_str(out, sf->members.v[i].group);
		pack_str(out, sf->members.v[i].dir);
	}
	pack_u32(out, (uint32_t)sf->nuses);
	for (i = 0; i < sf->nuses; i++) {
		tokens_pack(out, sf->uses[i].toks, sf->uses[i].ntoks);
		pack_u32(out, sf->uses[i].line);
		pack_str(out, sf->uses[i].var);
	}
	pack_u32(out, (uint32_t)sf->nshadows);
	for (i = 0; i < sf->nshadows; i++)
		pack_str(out, sf->shadows[i]);
}

/*
 * What extract() kept of a file, for the cache: its channels, apart
 * (sysfs_part_kept()), empty if it has none; then its wrappers, and the
 * files that use one (finish reads a file's groups and shadows for its
 * uses only, so a file without uses is left out).  The state holds one
 * file: every path in it is the file's.
 */
static void sysfs_state_pack(struct strbuf *out, const void *p)
{
	const struct sysfs_state *st = p;
	struct strbuf ch = STRBUF_INIT;
	size_t i, n = 0;

	if (!st->nuses && !st->nmacros && !channels_count(st->channels))
		return;
	if (channels_count(st->channels))
		channels_pack(&ch, st->channels);
	pack_bytes(out, ch.buf, ch.len);
	strbuf_release(&ch);
	pack_u32(out, (uint32_t)st->nmacros);
	for (i = 0; i < st->nmacros; i++)
		sysfs_macro_pack(out, &st->macros[i]);
	for (i = 0; i < st->n; i++)
		n += st->files[i]->nuses > 0;
	pack_u32(out, (uint32_t)n);
	for (i = 0; i < st->n; i++)
		if (st->files[i]->nuses)
			file_pack(out, st->files[i]);
}

/* Of what sysfs_state_pack() wrote, what finish_channels() reads. */
static void sysfs_part_kept(const char **part, size_t *n, const char *buf,
			    size_t len)
{
	struct unpacker u;
	uint32_t nch = 0;

	unpacker_init(&u, buf, len);
	*part = unpack_bytes(&u, &nch);
	*n = *part ? nch : 0;
}

/* A use read back: NAME ( args ), as finish reads it. */
static int use_unpack(struct sysfs_state *st, struct sysfs_file *sf,
		      struct unpacker *u)
{
	struct use *us;
	size_t n;

	ALLOC_GROW(sf->uses, sf->nuses + 1, sf->uses_alloc);
	us = &sf->uses[sf->nuses];
	us->toks = tokens_unpack(u, &st->arena, &n);
	us->ntoks = (uint32_t)n;
	us->line = unpack_u32(u);
	us->var = unpack_str(u, &st->arena);
	if (!us->toks || n < 3)
		return -1;
	sf->nuses++;
	st->nuses++;
	return 0;
}

/* A file that file_pack() wrote, added to @st as the file @path. */
static int file_unpack(struct sysfs_state *st, const char *path,
		       struct unpacker *u)
{
	struct sysfs_file *sf = sysfs_file_new(st, path);
	struct member *m;
	const char *s;
	uint32_t i, n;

	/* In the state at once, for sysfs_state_free() to free. */
	ALLOC_GROW(st->files, st->n + 1, st->alloc);
	st->files[st->n++] = sf;
	n = unpack_u32(u);
	for (i = 0; i < n && !u->err; i++) {
		ALLOC_GROW(sf->members.v, sf->members.n + 1,
			   sf->members.alloc);
		m = &sf->members.v[sf->members.n];
		m->var = unpack_str(u, &st->arena);
		m->group = unpack_str(u, &st->arena);
		m->dir = unpack_str(u, &st->arena);
		if (!m->var || !m->group)
			return -1;
		sf->members.n++;
	}
	n = unpack_u32(u);
	for (i = 0; i < n && !u->err; i++)
		if (use_unpack(st, sf, u) < 0)
			return -1;
	n = unpack_u32(u);
	for (i = 0; i < n && !u->err; i++) {
		s = unpack_str(u, &st->arena);
		if (!s)
			return -1;
		ALLOC_GROW(sf->shadows, sf->nshadows + 1, sf->shadows_alloc);
		sf->shadows[sf->nshadows++] = s;
	}
	return u->err ? -1 : 0;
}

/*
 * With @sha1 (20 bytes), the bytes' SHA-1, whose first 16 are the files'
 * sum for the memo (sysfs_finish_memo()), else a sum of their own: a
 * file is given again only when the sums are equal, and a file whose
 * two sums were taken the two ways is only resolved anew.
 */
static int state_unpack(struct sysfs_state *st, const char *path,
			const char *buf, size_t len, const unsigned char *sha1,
			int again)
{
	struct unpacker u;
	uint32_t i, n;
	size_t first = st->n;

	unpacker_init(&u, buf, len);
	u.trusted = again;
	while (unpack_more(&u)) {
		const char *ch = unpack_bytes(&u, &n);
		struct unpacker cu;

		if (!ch)
			return -1;
		if (n) {
			unpacker_init(&cu, ch, n);
			cu.trusted = again;
			if (channels_unpack(&st->channels, path, &cu) < 0 ||
			    unpack_end(&cu) < 0)
				return -1;
		}
		n = unpack_u32(&u);
		for (i = 0; i < n && !u.err; i++) {
			ALLOC_GROW(st->macros, st->nmacros + 1,
				   st->macros_alloc);
			ALLOC_GROW(st->macro_paths, st->nmacros + 1,
				   st->paths_alloc);
			if (sysfs_macro_unpack(&st->macros[st->nmacros], &u,
					       &st->arena) < 0)
				return -1;
			st->macro_paths[st->nmacros++] = path;
		}
		n = unpack_u32(&u);
		for (i = 0; i < n && !u.err; i++)
			if (file_unpack(st, path, &u) < 0)
				return -1;
	}
	if (first < st->n) {
		uint64_t sum[2];

		if (sha1)
			memcpy(sum, sha1, sizeof(sum));
		else
			hash_sum128(sum, buf, len);
		for (; first < st->n; first++)
			memcpy(st->files[first]->sum, sum, sizeof(sum));
	}
	return unpack_end(&u);
}

static int sysfs_state_unpack(void *p, const char *path, const char *buf,
			      size_t len)
{
	return state_unpack(p, path, buf, len, NULL, 0);
}

static int sysfs_state_unpack_again(void *p, const char *path,
				    const char *buf, size_t len,
				    const unsigned char *sum)
{
	return state_unpack(p, path, buf, len, sum, 1);
}

DEFINE_STATE_NEW(sysfs_state_new, struct sysfs_state)

static void sysfs_state_free(void *p)
{
	struct sysfs_state *st = p;
	size_t i;

	for (i = 0; i < st->n; i++) {
		free(st->files[i]->members.v);
		free(st->files[i]->uses);
		free(st->files[i]->shadows);
	}
	free(st->files);
	free(st->macros);
	free(st->macro_paths);
	channels_free(st->channels);
	arena_release(&st->arena);
	free(st);
}

/* All wrapper macros of the tree, sorted by name, then path. */
struct wrapper {
	const struct cmacro *m;
	const char *path;
	uint64_t hash;		/* of the macro, with a memo (macro_hash()) */
};

/*
 * What sysfs_finish() made of a file, kept from one scan to the next of
 * a run (extractor.finish_memo): the facts of its uses, given again
 * when the file kept the same and each wrapper name it looked up finds
 * the same macro.  Nothing else outside the file decides its uses.
 *
 * The facts and the lookups are kept in stores that grow: a file given
 * again keeps its ranges there, not a copy (each load of a log copied
 * every file's, 1.6% of it), and the stores are made anew from the last
 * finish's files once more than half of them is of files gone.
 */
struct memo_dep {
	const char *name;
	uint64_t macro;		/* the hash of the wrapper found, or 0 */
};

struct memo_file {
	const char *path;
	uint64_t sum[2];
	size_t dep, ndeps;	/* in sysfs_memo.deps */
	size_t fact, nfacts;	/* in sysfs_memo.facts */
};

struct sysfs_memo {
	struct inventory facts;	/* its arena has the paths and names */
	struct memo_dep *deps;
	size_t ndeps, deps_alloc;
	struct memo_file *files;	/* the last finish's, by path */
	size_t nfiles;
};

/* The files of a finish being made, for the memo. */
struct memo_files {
	struct memo_file *v;
	size_t n, alloc;
};

struct resolver {
	struct wrapper *w;
	size_t n;
	struct arena arena;	/* tokens made by # and ## */
	struct inventory *inv;
	/* The groups of the expansions being read, innermost last. */
	struct members local;
	/*
	 * The memo, if any, and while a file's lookups are kept there,
	 * @rec, the memo, and @dep, the first of the file's.
	 */
	struct sysfs_memo *memo, *rec;
	size_t dep;
};

static int wrapper_cmp(const void *a, const void *b)
{
	const struct wrapper *x = a, *y = b;
	int c = strcmp(x->m->name, y->m->name);

	return c ? c : strcmp(x->path, y->path);
}

static int wrapper_name_cmp(const void *elem, const void *key)
{
	const struct wrapper *w = elem;

	return strcmp_name(w->m->name, key);
}

/*
 * The definition of wrapper @name to use from the file @sf, in its scope:
 * the file's own, else one in include/, else the first of another
 * header, else one of a .c file of its directory (solos-pci.c defines
 * the SOLOS_ATTR_RO() that solos-attrlist.c, which it includes, uses).
 * None if the file defines a macro of that name that is no wrapper
 * (fs/proc/base.c's ATTR()), and none of another directory's .c file.
 */
static const struct wrapper *find_wrapper(const struct resolver *r,
					  const struct token *name,
					  const struct sysfs_file *sf)
{
	const struct name_len key = { name->s, name->len };
	const struct wrapper *best = NULL;
	const char *path = sf->path;
	int rank = 4;
	size_t i;

	for (i = 0; i < sf->nshadows; i++)
		if (tok_eq(name, sf->shadows[i]))
			return NULL;
	i = lower_bound(r->w, r->n, sizeof(*r->w), &key, wrapper_name_cmp);
	for (; i < r->n && tok_eq(name, r->w[i].m->name); i++) {
		int k = !strcmp(r->w[i].path, path) ? 0 :
			starts_with(r->w[i].path, "include/") ? 1 :
			ends_with(r->w[i].path, ".h") ? 2 :
			path_same_dir(r->w[i].path, path) ? 3 : 4;

		if (k < rank) {
			rank = k;
			best = &r->w[i];
		}
	}
	return best;
}

/* A wrapper name the last file of @m looked up, and what it found. */
static void memo_dep_add(struct sysfs_memo *m, const char *name, size_t len,
			 uint64_t macro)
{
	ALLOC_GROW(m->deps, m->ndeps + 1, m->deps_alloc);
	m->deps[m->ndeps].name = arena_strndup(&m->facts.arena, name, len);
	m->deps[m->ndeps++].macro = macro;
}

/* find_wrapper()'s macro, the lookup kept in the memo being made. */
static const struct cmacro *lookup_wrapper(struct resolver *r,
					   const struct token *name,
					   const struct sysfs_file *sf)
{
	const struct wrapper *w = find_wrapper(r, name, sf);
	struct sysfs_memo *m = r->rec;
	size_t i;

	if (m) {
		for (i = r->dep; i < m->ndeps; i++)
			if (tok_eq(name, m->deps[i].name))
				break;
		if (i == m->ndeps)
			memo_dep_add(m, name->s, name->len, w ? w->hash : 0);
	}
	return w ? w->m : NULL;
}

/* The group of variable @var: one of the expansions', else the file's. */
static const struct member *resolver_member(const struct resolver *r,
					    const struct sysfs_file *sf,
					    const char *var)
{
	const struct member *m = member_of(&r->local, var);

	return m ? m : member_of(&sf->members, var);
}

/* Argument @k of a terminal's call, as text: a string's content. */
static void arg_text(struct strbuf *sb, const struct token *args,
		     const size_t *b, const size_t *e, size_t k)
{
	strbuf_reset(sb);
	if (cinit_string(sb, &args[b[k]], e[k] - b[k]))
		tok_text(sb, &args[b[k]], &args[e[k]]);
}

static void emit_terminal(struct resolver *r, const struct sysfs_file *sf,
			  const struct terminal *term, const struct token *args,
			  size_t n, const char *var, uint32_t line)
{
	struct strbuf name = STRBUF_INIT, sb = STRBUF_INIT;
	struct strbuf pfx = STRBUF_INIT;
	size_t b[8], e[8], nargs = cdecl_split_args(args, n, b, e, 8);
	int configfs = !strcmp(term->kind, KIND_CONFIGFS);
	int bin = !strcmp(term->type, "bin");

	if (nargs > 8 || (size_t)term->name_arg >= nargs)
		goto out;
	arg_text(&name, args, b, e, (size_t)term->name_arg);
	if (!name.len || strchr(name.buf, ' ') || strchr(name.buf, '('))
		goto out;
	if (configfs)
		arg_text(&pfx, args, b, e, 0);
	begin_item(r->inv, sf, term->kind, name.buf, resolver_member(r, sf, var),
		   line);
	if (term->mode_arg >= 0 && (size_t)term->mode_arg < nargs)
		cinit_mode(&sb, &args[b[term->mode_arg]],
			   e[term->mode_arg] - b[term->mode_arg]);
	else
		strbuf_addstr(&sb, term->mode ? term->mode : "?");
	inventory_fact_attr(r->inv, "mode", sb.buf, sb.len);
	strbuf_reset(&sb);
	if (term->show_arg >= 0 && (size_t)term->show_arg < nargs)
		arg_text(&sb, args, b, e, (size_t)term->show_arg);
	else if (term->show_arg == -1)
		strbuf_addf(&sb, "%s%s%s", pfx.buf, name.buf, term->show_sfx);
	if (term->show_arg != -2 && sb.len && strcmp(sb.buf, "NULL"))
		inventory_fact_attr(r->inv, bin ? "read" : "show", sb.buf,
				    sb.len);
	strbuf_reset(&sb);
	if (term->store_arg >= 0 && (size_t)term->store_arg < nargs)
		arg_text(&sb, args, b, e, (size_t)term->store_arg);
	else if (term->store_arg == -1)
		strbuf_addf(&sb, "%s%s%s", pfx.buf, name.buf, term->store_sfx);
	if (term->store_arg != -2 && sb.len && strcmp(sb.buf, "NULL"))
		inventory_fact_attr(r->inv, bin ? "write" : "store", sb.buf,
				    sb.len);
	if (bin)
		inventory_fact_attr(r->inv, "type", "bin", 3);
	inventory_fact_end(r->inv);
out:
	strbuf_release(&name);
	strbuf_release(&sb);
	strbuf_release(&pfx);
}

static void resolve(struct resolver *r, const struct sysfs_file *sf,
		    const struct token *name, const struct token *args,
		    size_t n, const char *var, uint32_t line, int depth);

/*
 * The call x[i](...) of an expansion, if it leads to a terminal: resolve
 * it with the variable it initialises, or, for a field of one (.attr =
 * __ATTR(...) in PMU_EVENT_ATTR()), @outer's.  Returns its ')' (x->n if
 * it doesn't end), or @i if it is no such call.
 */
static size_t resolve_call(struct resolver *r, const struct sysfs_file *sf,
			   const struct token_vec *x, size_t i,
			   const char *outer, uint32_t line, int depth)
{
	const struct token *lv;
	size_t close, nc;
	char *v = NULL;

	if (!tok_punct(&x->v[i + 1], '(') ||
	    (!find_terminal(&x->v[i]) && !attr_macro_name(&x->v[i]) &&
	     !lookup_wrapper(r, &x->v[i], sf)))
		return i;
	close = tok_close(x->v, i + 1, x->n, NULL, 0, &nc);
	if (close >= x->n)
		return x->n;
	lv = cinit_lvalue(x->v, i);
	if (lv)
		v = xstrndup(lv->s, lv->len);
	resolve(r, sf, &x->v[i], &x->v[i + 2], close - i - 2, v ? v : outer,
		line, depth + 1);
	free(v);
	return close;
}

/* Expand a use NAME(args) through the wrappers down to its terminals. */
static void resolve(struct resolver *r, const struct sysfs_file *sf,
		    const struct token *name, const struct token *args,
		    size_t n, const char *var, uint32_t line, int depth)
{
	const struct terminal *term = find_terminal(name);
	const struct cmacro *m;
	const struct token *lv;
	struct token_vec x = { 0 };
	size_t i, outer = 0, nlocal = r->local.n;
	char *outer_var = NULL;

	if (term) {
		emit_terminal(r, sf, term, args, n, var, line);
		return;
	}
	m = depth < MAX_DEPTH ? lookup_wrapper(r, name, sf) : NULL;
	if (!m || cmacro_expand(&x, m, args, n, &r->arena) < 0)
		goto out;
	find_groups(&r->arena, &r->local, x.v, x.n);
	for (i = 0; i + 1 < x.n; i++) {
		/*
		 * A wrapper that writes the attribute out, as blk-sysfs.c's
		 * QUEUE_RW_ENTRY(): { .attr = { .name = _name, .mode = ... } }
		 * initialising the variable of the outer brace.
		 */
		if (!tok_punct(&x.v[i], '{')) {
			i = resolve_call(r, sf, &x, i,
					 outer_var ? outer_var : var, line,
					 depth);
			continue;
		}
		lv = cinit_lvalue(x.v, i);
		if (lv) {
			free(outer_var);
			outer_var = xstrndup(lv->s, lv->len);
			outer = i;
		}
		written_out(r->inv, sf, resolver_member(r, sf,
			    outer_var ? outer_var : var), x.v, x.n, i, outer,
			    line);
	}
out:
	r->local.n = nlocal;
	free(outer_var);
	free(x.v);
}

/*
 * The attributes of the channel tables: the step's part, beside the rest
 * (extractor.part_beside), since it reads the states' channels alone,
 * which the rest never reads.  It is a tenth of a commit that log loads.
 */
static void finish_channels(struct inventory *inv, void **states, int n)
{
	struct channels **chs = xcalloc((size_t)n + 1, sizeof(*chs));
	int i;

	for (i = 0; i < n; i++)
		chs[i] = ((struct sysfs_state *)states[i])->channels;
	channels_finish(inv, chs, (size_t)n);
	free(chs);
}

/*
 * A wrapper macro's hash: what cmacro_expand() reads of it, its body's
 * tokens (unpacked, it has no text) but their lines.
 */
static uint64_t macro_hash(const struct cmacro *m)
{
	uint64_t h = hash_mix(HASH_SEED, m->name, strlen(m->name) + 1);
	uint8_t kf[3] = { m->variadic, 0, 0 };
	uint32_t i;

	if (m->params)
		h = hash_mix(h, m->params, strlen(m->params) + 1);
	h = hash_mix(h, kf, 1);
	for (i = 0; i < m->ntoks; i++) {
		kf[1] = m->toks[i].kind;
		kf[2] = m->toks[i].flags;
		h = hash_mix(hash_mix(h, m->toks[i].s, m->toks[i].len), kf,
			     sizeof(kf));
	}
	return hash_end(h);
}

static int memo_file_cmp(const void *a, const void *b)
{
	return strcmp(((const struct memo_file *)a)->path,
		      ((const struct memo_file *)b)->path);
}

static void sysfs_memo_free(void *p)
{
	struct sysfs_memo *m = p;

	if (!m)
		return;
	inventory_release(&m->facts);
	free(m->files);
	free(m->deps);
	free(m);
}

/* @f for @sf, its lookups to come in @m. */
static void memo_file_begin(struct memo_file *f, struct sysfs_memo *m,
			    const struct sysfs_file *sf)
{
	f->path = arena_strdup(&m->facts.arena, sf->path);
	f->sum[0] = sf->sum[0];
	f->sum[1] = sf->sum[1];
	f->dep = m->ndeps;
}

/* @f done: the lookups since its begin, and the facts @v[0..@n). */
static void memo_file_end(struct sysfs_memo *m, struct memo_file *f,
			  const struct item *v, size_t n)
{
	f->ndeps = m->ndeps - f->dep;
	f->fact = m->facts.nitems;
	f->nfacts = n;
	inventory_copy_items(&m->facts, v, n, extract_kind_of);
}

static void memo_files_add(struct memo_files *nf, const struct memo_file *f)
{
	ALLOC_GROW(nf->v, nf->n + 1, nf->alloc);
	nf->v[nf->n++] = *f;
}

/*
 * What @m's last finish made of @sf, if it is still what @sf gives: then
 * into @inv, and its file into @nf.  Each wrapper name is looked up
 * again, as the file's uses would.
 */
static int memo_give(struct memo_files *nf, const struct sysfs_memo *m,
		     struct resolver *r, const struct sysfs_file *sf)
{
	const struct memo_file key = { .path = sf->path }, *f;
	size_t i;

	if (!sf->sum[0] && !sf->sum[1])
		return 0;
	f = search_array(&key, m->files, m->nfiles, sizeof(*f),
			 memo_file_cmp);
	if (!f || f->sum[0] != sf->sum[0] || f->sum[1] != sf->sum[1])
		return 0;
	for (i = f->dep; i < f->dep + f->ndeps; i++) {
		const struct memo_dep *d = &m->deps[i];
		const struct token name = { d->name, strlen(d->name), 0,
					    TOK_IDENT, 0 };
		const struct wrapper *w = find_wrapper(r, &name, sf);

		if ((w ? w->hash : 0) != d->macro)
			return 0;
	}
	/* A log's load keeps a few (inventory.wants); the memo, each. */
	for (i = f->fact; i < f->fact + f->nfacts; i++)
		if (inventory_wants(r->inv, m->facts.items[i].kind,
				    m->facts.items[i].name))
			inventory_copy_items(r->inv, &m->facts.items[i], 1,
					     extract_kind_of);
	memo_files_add(nf, f);
	return 1;
}

/* The uses of @sf resolved, and with a memo, kept there and in @nf. */
static void resolve_file(struct resolver *r, struct memo_files *nf,
			 const struct sysfs_file *sf)
{
	size_t k, first = r->inv->nitems;
	struct memo_file f;
	int keep = r->memo && (sf->sum[0] || sf->sum[1]);

	if (keep) {
		memo_file_begin(&f, r->memo, sf);
		r->rec = r->memo;
		r->dep = f.dep;
	}
	for (k = 0; k < sf->nuses; k++) {
		const struct use *u = &sf->uses[k];

		resolve(r, sf, &u->toks[0], &u->toks[2], u->ntoks - 3, u->var,
			u->line, 0);
	}
	r->rec = NULL;
	if (keep) {
		memo_file_end(r->memo, &f, r->inv->items + first,
			      r->inv->nitems - first);
		memo_files_add(nf, &f);
	}
}

/* @m's stores made anew, of its files' facts and lookups alone. */
static void memo_compact(struct sysfs_memo *m)
{
	struct sysfs_memo t = { 0 };
	size_t i, k;

	inventory_init(&t.facts);
	for (i = 0; i < m->nfiles; i++) {
		struct memo_file *f = &m->files[i];
		const struct memo_dep *d = m->deps + f->dep;

		f->path = arena_strdup(&t.facts.arena, f->path);
		f->dep = t.ndeps;
		for (k = 0; k < f->ndeps; k++)
			memo_dep_add(&t, d[k].name, strlen(d[k].name),
				     d[k].macro);
		inventory_copy_items(&t.facts, m->facts.items + f->fact,
				     f->nfacts, extract_kind_of);
		f->fact = t.facts.nitems - f->nfacts;
	}
	inventory_release(&m->facts);
	free(m->deps);
	m->facts = t.facts;
	m->deps = t.deps;
	m->ndeps = t.ndeps;
	m->deps_alloc = t.deps_alloc;
}

/* The files of the finish just made, @nf, @m's for the next. */
static void memo_files_done(struct sysfs_memo *m, struct memo_files *nf)
{
	size_t i, facts = 0, deps = 0;

	sort_array(nf->v, nf->n, sizeof(*nf->v), memo_file_cmp);
	free(m->files);
	m->files = nf->v;
	m->nfiles = nf->n;
	for (i = 0; i < m->nfiles; i++) {
		facts += m->files[i].nfacts;
		deps += m->files[i].ndeps;
	}
	if (m->facts.nitems > 2 * facts || m->ndeps > 2 * deps)
		memo_compact(m);
}

/*
 * The uses of every file resolved; with @memo (log), what a scan before
 * made of a file is given again when it still holds, and what this one
 * made is kept for the next.
 */
static void sysfs_finish_memo(struct inventory *inv, void **states,
			      int nstates, void **memo)
{
	struct resolver r = { 0 };
	struct memo_files nf = { NULL, 0, 0 };
	struct sysfs_file **files;
	struct cmacro *macros;
	const char **paths;
	size_t nfiles, i;

	r.inv = inv;
	if (memo) {
		if (!*memo) {
			*memo = xcalloc(1, sizeof(struct sysfs_memo));
			inventory_init(&((struct sysfs_memo *)*memo)->facts);
		}
		r.memo = *memo;
	}
	macros = STATES_GATHER(states, nstates, struct sysfs_state, macros,
			       nmacros, &r.n);
	paths = STATES_GATHER(states, nstates, struct sysfs_state,
			      macro_paths, nmacros, &r.n);
	r.w = xreallocarray(NULL, r.n + 1, sizeof(*r.w));
	for (i = 0; i < r.n; i++) {
		r.w[i].m = &macros[i];
		r.w[i].path = paths[i];
		r.w[i].hash = memo ? macro_hash(&macros[i]) : 0;
	}
	sort_array(r.w, r.n, sizeof(*r.w), wrapper_cmp);
	files = STATES_GATHER(states, nstates, struct sysfs_state, files, n,
			      &nfiles);
	for (i = 0; i < nfiles; i++)
		if (files[i]->nuses &&
		    !(r.memo && memo_give(&nf, r.memo, &r, files[i])))
			resolve_file(&r, &nf, files[i]);
	if (r.memo)
		memo_files_done(r.memo, &nf);
	free(files);
	free(paths);
	free(macros);
	free(r.w);
	free(r.local.v);
	arena_release(&r.arena);
}

static void sysfs_finish(struct inventory *inv, void **states, int nstates)
{
	sysfs_finish_memo(inv, states, nstates, NULL);
}

/*
 * A move: an attribute keeps its name and group directory, "[dir/]name",
 * the key, when its definition moves to another file of its driver
 * (nvme's core.c to sysfs.c, s390's pkey_api.c to pkey_sysfs.c).  It is
 * one item if the old and the new file are in one directory, or the
 * directory moved (qpair_same_tail()), and the code is the same: its
 * group, or one of its show, store, read or write functions; or if the
 * file moved whole (moved_file()), or to another file of its driver with
 * its functions renamed (moved_in_driver()).  Two drivers of one directory
 * (drivers/hwmon/) that define one attribute name have functions of their
 * own, and stay two items.  An attribute the driver core took over stays
 * the bus's (core_attrs[]).
 */
static int sysfs_pair_key(struct strbuf *key, const struct item *it)
{
	const char *p = strstr(it->name, " (");

	if (!p)
		return -1;
	while (strstr(p + 1, " ("))
		p = strstr(p + 1, " (");
	strbuf_add(key, it->name, (size_t)(p - it->name));
	return 0;
}

static const char *const code_attrs[] = {
	"show", "store", "read", "write",
};

/* Attribute @key of both items, if they have it and it is the same. */
static const char *same_attr(const struct item *old, const struct item *new,
			     const char *key)
{
	const char *a = item_attr(old, key), *b = item_attr(new, key);

	return a && b && !strcmp(a, b) ? a : NULL;
}

/* Whether both items have no attribute @key, or the same. */
static int same_or_none(const struct item *old, const struct item *new,
			const char *key)
{
	const char *a = item_attr(old, key), *b = item_attr(new, key);

	return a ? b && !strcmp(a, b) : !b;
}

/*
 * A file moved whole to another directory under another name
 * (arch/arm64/kernel/perf_event.c -> drivers/perf/arm_pmuv3.c): the
 * attribute is in the same group, with the same functions, within
 * MOVE_LINES lines of where it was.
 */
#define MOVE_LINES 16

static int moved_file(const struct item *old, const struct item *new)
{
	uint32_t d = old->line > new->line ? old->line - new->line :
		     new->line - old->line;
	size_t i;

	if (d > MOVE_LINES || !same_attr(old, new, "group"))
		return 0;
	for (i = 0; i < ARRAY_SIZE(code_attrs); i++)
		if (!same_or_none(old, new, code_attrs[i]))
			return 0;
	return 1;
}

/* The length of a file's driver prefix: "amdgpu" of .../amdgpu_fru_eeprom.c. */
static size_t driver_prefix(const char *path, const char **base)
{
	const char *s = strrchr(path, '/');

	*base = s ? s + 1 : path;
	return strcspn(*base, "_-.");
}

/*
 * An attribute that moved to another file of its driver, its function
 * renamed (amdgpu_device.c's amdgpu_device_get_serial_number() ->
 * amdgpu_fru_eeprom.c's amdgpu_fru_serial_number_show()): the files
 * are in one directory and begin with one driver prefix, the mode and
 * group are the same, and the functions of both name the attribute.
 */
static int moved_in_driver(const struct item *old, const struct item *new)
{
	const char *a, *b, *name = old->name, *p;
	size_t la = driver_prefix(old->file, &a), lb = driver_prefix(new->file, &b);
	size_t i, len;

	if (!path_same_dir(old->file, new->file) || la < 3 || la != lb ||
	    memcmp(a, b, la) || !same_attr(old, new, "mode") ||
	    !same_or_none(old, new, "group"))
		return 0;
	len = strcspn(name, " ");
	while ((p = memchr(name, '/', len))) {
		len -= (size_t)(p + 1 - name);
		name = p + 1;
	}
	for (i = 0; i < ARRAY_SIZE(code_attrs); i++) {
		a = item_attr(old, code_attrs[i]);
		b = item_attr(new, code_attrs[i]);
		if (a && b && memmem(a, strlen(a), name, len) &&
		    memmem(b, strlen(b), name, len))
			return 1;
	}
	return 0;
}

static int sysfs_same_item(const struct item *old, const struct item *new)
{
	size_t i;

	if (moved_file(old, new) || moved_in_driver(old, new))
		return 1;
	if (!path_same_dir(old->file, new->file) &&
	    !qpair_same_tail(old->file, new->file))
		return 0;
	/* A framework's file: the driver's table (sysfs-channels.c). */
	if (same_attr(old, new, "group") || same_attr(old, new, "table"))
		return 1;
	for (i = 0; i < ARRAY_SIZE(code_attrs); i++)
		if (same_attr(old, new, code_attrs[i]))
			return 1;
	return 0;
}

const struct extractor sysfs_extractor = {
	.name = "sysfs",
	.kinds = (const char *const[]){ KIND_SYSFS, KIND_CONFIGFS, NULL },
	.version = 6,
	.triggers = sysfs_triggers,
	.want_path = want_kernel_source,
	.extract = sysfs_extract,
	.state_new = sysfs_state_new,
	.state_free = sysfs_state_free,
	.finish = sysfs_finish,
	.finish_memo = sysfs_finish_memo,
	.memo_free = sysfs_memo_free,
	.finish_part = finish_channels,
	.part_kept = sysfs_part_kept,
	.part_beside = 1,
	.state_pack = sysfs_state_pack,
	.state_unpack = sysfs_state_unpack,
	.state_unpack_again = sysfs_state_unpack_again,
	.pair_key = sysfs_pair_key,
	.same_item = sysfs_same_item,
};
