// SPDX-License-Identifier: GPL-2.0
/*
 * cgroup interface files: the entries of struct cftype arrays, with the
 * controller whose files they are (.dfl_cftypes and .legacy_cftypes of a
 * struct cgroup_subsys, or cgroup_add_dfl_cftypes() and
 * cgroup_add_legacy_cftypes() of one), in the same file.
 *
 * An item is named as the file appears in a cgroup directory: the
 * controller's name, a dot and the entry's .name ("memory.max"), unless
 * the entry has CFTYPE_NO_PREFIX or belongs to no controller (the core
 * files of kernel/cgroup/, "cgroup.procs").  The controller may be in
 * another file than the array (memcontrol-v1.c's files are
 * memcontrol.c's memory_cgrp_subsys's), so items are made once all files
 * are read.
 */
#include <stdlib.h>
#include <string.h>

#include "c/cinit.h"
#include "extract/extract.h"
#include "core/pack.h"
#include "core/util.h"

#define KIND "cgroup"

static const char *const cgroup_triggers[] = { "cftype", NULL };

/* An array's controller and hierarchy, from how the file registers it. */
struct owner {
	const struct token *array;
	struct strbuf controller;
	const char *hierarchy;
};

/* "memory" of memory_cgrp_subsys. */
static void controller_of(struct strbuf *sb, const struct token *subsys)
{
	static const char suffix[] = "_cgrp_subsys";
	size_t sl = sizeof(suffix) - 1;

	strbuf_reset(sb);
	if (subsys && subsys->len > sl &&
	    !memcmp(subsys->s + subsys->len - sl, suffix, sl))
		strbuf_add(sb, subsys->s, subsys->len - sl);
}

static struct owner *add_owner(struct owner **v, size_t *n, size_t *alloc,
				const struct token *array,
				const struct token *subsys,
				const char *hierarchy)
{
	if (!array)
		return NULL;
	ALLOC_GROW(*v, *n + 1, *alloc);
	(*v)[*n].array = array;
	strbuf_init(&(*v)[*n].controller, 0);
	controller_of(&(*v)[*n].controller, subsys);
	(*v)[*n].hierarchy = hierarchy;
	return &(*v)[(*n)++];
}

/*
 * A controller's v1 name where it has one, .legacy_name = "blkio" of
 * io_cgrp_subsys: its legacy files are named by it.
 */
static void rename_legacy(struct owner *o, const struct token *t, size_t i,
			  size_t n)
{
	struct strbuf sb = STRBUF_INIT;
	size_t vb, ve;

	if (o && !cinit_field(t, i, n, "legacy_name", &vb, &ve) &&
	    !cinit_string(&sb, &t[vb], ve - vb) && sb.len) {
		strbuf_reset(&o->controller);
		strbuf_addbuf(&o->controller, &sb);
	}
	strbuf_release(&sb);
}

/*
 * "debug_cgrp_subsys.dfl_cftypes = debug_files;" at t[i]: the debug
 * controller gets its v2 files at boot (enable_debug_cgroup()).
 */
static void assigned_owner(struct owner **v, size_t *nv, size_t *alloc,
			   const struct token *t, size_t i, size_t n)
{
	const char *h;

	if (i + 5 >= n || t[i].kind != TOK_IDENT || t[i].len <= 12 ||
	    memcmp(t[i].s + t[i].len - 12, "_cgrp_subsys", 12) ||
	    !tok_punct(&t[i + 1], '.') || !tok_punct(&t[i + 3], '=') ||
	    t[i + 4].kind != TOK_IDENT || !tok_punct(&t[i + 5], ';'))
		return;
	h = tok_eq(&t[i + 2], "dfl_cftypes") ? "v2" :
	    tok_eq(&t[i + 2], "legacy_cftypes") ? "v1" : NULL;
	if (h)
		add_owner(v, nv, alloc, &t[i + 4], &t[i], h);
}

static void find_owners(struct owner **v, size_t *nv, size_t *alloc,
			const struct token *t, size_t n)
{

	static const struct token io = {
		"io_cgrp_subsys", 14, 0, TOK_IDENT, 0
	};
	static const struct token blkio = {
		"blkio_cgrp_subsys", 17, 0, TOK_IDENT, 0
	};
	size_t i, vb, ve;

	for (i = 0; i + 1 < n; i++) {
		struct cinit_call c;
		const struct token *lv;

		lv = tok_punct(&t[i], '{') ? cinit_lvalue(t, i) : NULL;
		/* A blkcg policy's files are the io controller's. */
		if (lv && tok_starts(lv, "blkcg_policy")) {
			if (!cinit_field(t, i, n, "dfl_cftypes", &vb, &ve))
				add_owner(v, nv, alloc, cinit_ident(t, vb, ve),
					  &io, "v2");
			if (!cinit_field(t, i, n, "legacy_cftypes", &vb, &ve))
				add_owner(v, nv, alloc, cinit_ident(t, vb, ve),
					  &blkio, "v1");
			continue;
		}
		if (lv && lv->len > 12 &&
		    !memcmp(lv->s + lv->len - 12, "_cgrp_subsys", 12)) {
			if (!cinit_field(t, i, n, "dfl_cftypes", &vb, &ve))
				add_owner(v, nv, alloc, cinit_ident(t, vb, ve),
					  lv, "v2");
			if (!cinit_field(t, i, n, "legacy_cftypes", &vb, &ve))
				rename_legacy(add_owner(v, nv, alloc,
							cinit_ident(t, vb, ve),
							lv, "v1"),
					      t, i, n);
			continue;
		}
		assigned_owner(v, nv, alloc, t, i, n);
		if (t[i].kind != TOK_IDENT || !tok_starts(&t[i], "cgroup_add_") ||
		    cinit_call(&c, t, i, n) || c.nargs != 2)
			continue;
		/* cgroup_add_cftypes() adds to both hierarchies. */
		if (!tok_eq(&t[i], "cgroup_add_dfl_cftypes"))
			add_owner(v, nv, alloc, cinit_ident(t, c.b[1], c.e[1]),
				  cinit_ident(t, c.b[0], c.e[0]), "v1");
		if (!tok_eq(&t[i], "cgroup_add_legacy_cftypes"))
			add_owner(v, nv, alloc, cinit_ident(t, c.b[1], c.e[1]),
				  cinit_ident(t, c.b[0], c.e[0]), "v2");
	}
}

/*
 * The cgroup core's own files, which no controller owns: the hierarchy
 * whose directories css_populate_dir() (kernel/cgroup/cgroup.c) gives
 * each array.
 */
static const struct core_array {
	const char *array, *hierarchy;
} core_arrays[] = {
	{ "cgroup1_base_files", "v1" },
	{ "cgroup_base_files", "v2" },
	{ "cgroup_psi_files", "v2" },
};

static const char *core_hierarchy(const char *path, const char *array)
{
	size_t i;

	if (!starts_with(path, "kernel/cgroup/"))
		return NULL;
	for (i = 0; i < ARRAY_SIZE(core_arrays); i++)
		if (!strcmp(array, core_arrays[i].array))
			return core_arrays[i].hierarchy;
	return NULL;
}

/* An entry of a cftype array, kept for the finish step. */
struct entry {
	const char *array, *name, *flags, *path;
	/*
	 * Set for a name built by snprintf(), already whole, and for the
	 * core's files (core_arrays).
	 */
	const char *hierarchy;
	uint32_t line;
	uint8_t no_prefix;
};

/*
 * An array's owner: its controller and hierarchy.  A template array's
 * entries are renamed at run time: fmt_pre .name fmt_post ("<size>." and
 * "" of hugetlb's "%s.%s", buf, tmpl->name).
 */
struct owned {
	const char *array, *controller, *hierarchy, *path;
	const char *fmt_pre, *fmt_post;
};

struct cgroup_state {
	struct arena arena;
	struct entry *entries;
	size_t nentries, entries_alloc;
	struct owned *owned;
	size_t nowned, owned_alloc;
};

static int tok_same(const struct token *a, const struct token *b)
{
	return a->len == b->len && !memcmp(a->s, b->s, a->len);
}

/*
 * What the run-time part @var of a name stands for, from the call that
 * formats it in [fb, fe): "<size>" of mem_fmt(buf, sizeof(buf),
 * huge_page_size(h)), the last word of its source; else "<buf>".
 */
static void placeholder(struct strbuf *sb, const struct token *t,
			size_t fb, size_t fe, const struct token *var)
{
	const struct token *src = var;
	struct cinit_call c;
	size_t i, w;

	for (i = fb; i < fe; i++) {
		if (t[i].kind != TOK_IDENT || !tok_punct(&t[i + 1], '(') ||
		    cinit_call(&c, t, i, fe) || c.nargs < 2 ||
		    c.e[0] != c.b[0] + 1 || !tok_same(&t[c.b[0]], var))
			continue;
		if (t[c.b[c.nargs - 1]].kind == TOK_IDENT)
			src = &t[c.b[c.nargs - 1]];
		break;
	}
	for (w = src->len; w > 1 && src->s[w - 1] != '_'; w--)
		;
	if (src->s[w - 1] != '_')
		w = 0;
	strbuf_addf(sb, "<%.*s>", (int)(src->len - w), src->s + w);
}

/* An argument that is a cftype's name: cft->name, tmpl->name. */
static int is_name_arg(const struct token *t, size_t b, size_t e)
{
	return e == b + 3 && t[b].kind == TOK_IDENT && tok_eq(&t[e - 1], "name") &&
	       (tok_eq(&t[b + 1], "->") || tok_punct(&t[b + 1], '.'));
}

/*
 * The name that snprintf(cft->name, MAX_CFTYPE_NAME, "FMT", args...) at
 * t[i] builds, in function [fb, fe): each conversion an argument's
 * placeholder, except a template's tmpl->name, whose place is *tmpl_at
 * (or SIZE_MAX).  -1 if t[i] is no such call or FMT is not understood.
 */
static int built_name(struct strbuf *sb, size_t *tmpl_at,
		      const struct token *t, size_t i, size_t fb, size_t fe,
		      size_t *close)
{
	struct strbuf fmt = STRBUF_INIT;
	struct cinit_call c;
	size_t k, arg = 3;
	int ret = -1;

	strbuf_reset(sb);
	*tmpl_at = SIZE_MAX;
	if (!tok_eq(&t[i], "snprintf") || cinit_call(&c, t, i, fe) ||
	    c.nargs < 3 || !is_name_arg(t, c.b[0], c.e[0]) ||
	    c.e[1] != c.b[1] + 1 || !tok_eq(&t[c.b[1]], "MAX_CFTYPE_NAME") ||
	    cinit_string(&fmt, &t[c.b[2]], c.e[2] - c.b[2]))
		goto cleanup;
	*close = c.close;
	for (k = 0; k < fmt.len; k++) {
		if (fmt.buf[k] != '%') {
			strbuf_addch(sb, fmt.buf[k]);
			continue;
		}
		if (fmt.buf[++k] == '%') {
			strbuf_addch(sb, '%');
			continue;
		}
		while (k < fmt.len && strchr("0123456789.-lhz", fmt.buf[k]))
			k++;
		if (k == fmt.len || arg >= c.nargs || arg >= 8)
			goto cleanup;
		if (is_name_arg(t, c.b[arg], c.e[arg]) && *tmpl_at == SIZE_MAX)
			*tmpl_at = sb->len;
		else if (c.e[arg] == c.b[arg] + 1 &&
			 t[c.b[arg]].kind == TOK_IDENT)
			placeholder(sb, t, fb, i, &t[c.b[arg]]);
		else
			goto cleanup;
		arg++;
	}
	ret = 0;
cleanup:
	strbuf_release(&fmt);
	return ret;
}

/* The value of "cft->flags = VALUE;" in [b, e), up to the next name. */
static const char *built_flags(struct cgroup_state *st, const struct token *t,
			       size_t b, size_t e)
{
	size_t k, v;

	for (; b + 2 < e && !tok_eq(&t[b], "snprintf"); b++) {
		if (!tok_eq(&t[b], "flags") || !tok_punct(&t[b + 1], '=') ||
		    !(tok_eq(&t[b - 1], "->") || tok_punct(&t[b - 1], '.')))
			continue;
		for (v = b + 2, k = v; k < e && !tok_punct(&t[k], ';'); k++)
			;
		return tok_text_dup(&st->arena, &t[v], &t[k]);
	}
	return NULL;
}

/* A template's run-time name, for the arrays it is copied from. */
struct tmpl_fmt {
	const char *pre, *post;
};

/*
 * A function that names cftypes with snprintf(): with its own
 * cgroup_add_*_cftypes() call (hugetlb of 6.1), each name is an entry;
 * with a template's name in it (6.12), the form is kept for the
 * template arrays.
 */
static void scan_builder(struct cgroup_state *st, struct extract_ctx *ctx,
			 const struct token *t, size_t fb, size_t fe,
			 const struct owner *owners, size_t nv,
			 struct tmpl_fmt *tf)
{
	const struct owner *own = NULL;
	struct strbuf sb = STRBUF_INIT, full = STRBUF_INIT;
	size_t i, k, at, close;

	for (k = 0; k < nv; k++)
		if (owners[k].array >= &t[fb] && owners[k].array < &t[fe])
			own = &owners[k];
	for (i = fb; i < fe; i++) {
		struct entry *en;

		if (t[i].kind != TOK_IDENT ||
		    built_name(&sb, &at, t, i, fb, fe, &close))
			continue;
		if (at != SIZE_MAX) {
			if (!tf->pre) {
				tf->pre = arena_strndup(&st->arena, sb.buf, at);
				tf->post = arena_strndup(&st->arena,
							 sb.buf + at,
							 sb.len - at);
			}
			continue;
		}
		if (!own)
			continue;
		strbuf_reset(&full);
		if (own->controller.len)
			strbuf_addf(&full, "%s.", own->controller.buf);
		strbuf_addbuf(&full, &sb);
		ALLOC_GROW(st->entries, st->nentries + 1, st->entries_alloc);
		en = &st->entries[st->nentries++];
		memset(en, 0, sizeof(*en));
		en->name = arena_strndup(&st->arena, full.buf, full.len);
		en->hierarchy = own->hierarchy;
		en->path = ctx->path;
		en->line = t[i].line;
		en->flags = built_flags(st, t, close, fe);
		i = close;
	}
	strbuf_release(&sb);
	strbuf_release(&full);
}

/* Is @tok the name of one of the file's cftype arrays (entries from @first)? */
static int is_array(const struct cgroup_state *st, size_t first,
		    const struct token *tok)
{
	size_t k;

	for (k = first; k < st->nentries; k++)
		if (st->entries[k].array &&
		    strlen(st->entries[k].array) == tok->len &&
		    !memcmp(st->entries[k].array, tok->s, tok->len))
			return 1;
	return 0;
}

/*
 * A template array copied into a registered one by a call that takes
 * both, hugetlb_cgroup_cfttypes_init(h, dfl_files + i, hugetlb_dfl_tmpl,
 * n): it takes the registered array's owner, and the template's form.
 */
static void find_templates(struct cgroup_state *st, struct extract_ctx *ctx,
			   const struct token *t, size_t n, size_t first,
			   const struct owner *owners, size_t nv,
			   const struct tmpl_fmt *tf)
{
	struct cinit_call c;
	size_t i, a, b, k;

	for (i = 0; tf->pre && i + 1 < n; i++) {
		if (t[i].kind != TOK_IDENT || !tok_punct(&t[i + 1], '(') ||
		    cinit_call(&c, t, i, n))
			continue;
		for (a = 0; a < c.nargs && a < 8; a++) {
			const struct token *arr = &t[c.b[a]], *reg;

			if (c.e[a] != c.b[a] + 1 || !is_array(st, first, arr))
				continue;
			for (b = 0; b < c.nargs && b < 8; b++) {
				reg = cinit_ident(t, c.b[b], c.e[b]);
				for (k = 0; reg && b != a && k < nv; k++) {
					struct owned *o;

					if (!tok_same(owners[k].array, reg))
						continue;
					ALLOC_GROW(st->owned, st->nowned + 1,
						   st->owned_alloc);
					o = &st->owned[st->nowned++];
					o->array = arena_strndup(&st->arena,
								 arr->s,
								 arr->len);
					o->controller = arena_strndup(
						&st->arena,
						owners[k].controller.buf,
						owners[k].controller.len);
					o->hierarchy = owners[k].hierarchy;
					o->path = ctx->path;
					o->fmt_pre = tf->pre;
					o->fmt_post = tf->post;
				}
			}
		}
	}
}

/* Every function of the file that builds cftype names. */
static void find_builders(struct cgroup_state *st, struct extract_ctx *ctx,
			  const struct token *t, size_t n, size_t first,
			  const struct owner *owners, size_t nv)
{
	struct tmpl_fmt tf = { NULL, NULL };
	size_t i, close, nc;

	for (i = 1; i < n; i++) {
		if (!tok_punct(&t[i], '{'))
			continue;
		close = tok_close(t, i, n, NULL, 0, &nc);
		if (tok_punct(&t[i - 1], ')'))
			scan_builder(st, ctx, t, i, close, owners, nv, &tf);
		i = close;
	}
	find_templates(st, ctx, t, n, first, owners, nv, &tf);
}

static void cgroup_extract(struct extract_ctx *ctx)
{
	struct cgroup_state *st = ctx->state;
	const struct token_vec *toks = ctx_tokens(ctx);
	const struct token *t = toks->v;
	struct strbuf name = STRBUF_INIT, flags = STRBUF_INIT;
	struct owner *owners = NULL;
	size_t n = toks->n - 1, nv = 0, alloc = 0, i, k, nc;
	size_t first = st->nentries;

	find_owners(&owners, &nv, &alloc, t, n);

	/* struct cftype NAME[] = { { .name = "...", ... }, ... } */
	for (i = 0; i + 3 < n; i++) {
		const struct token *an;
		size_t open = cinit_array(t, i, n, "cftype", &an), close;
		const char *array;

		if (!open)
			continue;
		array = arena_strndup(&st->arena, an->s, an->len);
		close = tok_close(t, open, n, NULL, 0, &nc);
		for (k = open + 1; k < close; k++) {
			size_t vb, ve, kc, f;
			struct entry *en;

			if (!tok_punct(&t[k], '{'))
				continue;
			kc = tok_close(t, k, n, NULL, 0, &nc);
			if (cinit_field(t, k, n, "name", &vb, &ve) ||
			    cinit_string(&name, &t[vb], ve - vb) || !name.len) {
				k = kc;
				continue;
			}
			ALLOC_GROW(st->entries, st->nentries + 1,
				   st->entries_alloc);
			en = &st->entries[st->nentries++];
			memset(en, 0, sizeof(*en));
			en->array = array;
			en->name = arena_strndup(&st->arena, name.buf, name.len);
			en->path = ctx->path;
			en->line = t[k].line;
			en->hierarchy = core_hierarchy(ctx->path, array);
			strbuf_reset(&flags);
			if (!cinit_field(t, k, n, "flags", &vb, &ve)) {
				for (f = vb; f < ve; f++)
					if (tok_eq(&t[f], "CFTYPE_NO_PREFIX"))
						en->no_prefix = 1;
				tok_text(&flags, &t[vb], &t[ve]);
				en->flags = arena_strndup(&st->arena, flags.buf,
							  flags.len);
			}
			k = kc;
		}
		i = close;
	}
	find_builders(st, ctx, t, n, first, owners, nv);
	for (k = 0; k < nv; k++) {
		struct owned *o;

		ALLOC_GROW(st->owned, st->nowned + 1, st->owned_alloc);
		o = &st->owned[st->nowned++];
		memset(o, 0, sizeof(*o));
		o->array = arena_strndup(&st->arena, owners[k].array->s,
					 owners[k].array->len);
		o->controller = arena_strndup(&st->arena,
					      owners[k].controller.buf,
					      owners[k].controller.len);
		o->hierarchy = owners[k].hierarchy;
		o->path = ctx->path;
		strbuf_release(&owners[k].controller);
	}
	free(owners);
	strbuf_release(&name);
	strbuf_release(&flags);
}

/*
 * A file's entries and owned arrays, for the cache; their path is the
 * file's, given back to unpack.  The hierarchies, the table's strings or
 * the arena's, are copied: finish reads their text alone.
 */
static void cgroup_state_pack(struct strbuf *out, const void *p)
{
	const struct cgroup_state *st = p;
	size_t i;

	if (!st->nentries && !st->nowned)
		return;
	pack_u32(out, (uint32_t)st->nentries);
	for (i = 0; i < st->nentries; i++) {
		const struct entry *en = &st->entries[i];

		pack_str(out, en->array);
		pack_str(out, en->name);
		pack_str(out, en->flags);
		pack_str(out, en->hierarchy);
		pack_u32(out, en->line);
		pack_u32(out, en->no_prefix);
	}
	pack_u32(out, (uint32_t)st->nowned);
	for (i = 0; i < st->nowned; i++) {
		const struct owned *o = &st->owned[i];

		pack_str(out, o->array);
		pack_str(out, o->controller);
		pack_str(out, o->hierarchy);
		pack_str(out, o->fmt_pre);
		pack_str(out, o->fmt_post);
	}
}

static int cgroup_state_unpack(void *p, const char *path, const char *buf,
			       size_t len)
{
	struct cgroup_state *st = p;
	struct unpacker u;
	uint32_t n, i;

	unpacker_init(&u, buf, len);
	n = unpack_u32(&u);
	for (i = 0; i < n && !u.err; i++) {
		struct entry *en;

		ALLOC_GROW(st->entries, st->nentries + 1, st->entries_alloc);
		en = &st->entries[st->nentries++];
		en->array = unpack_str(&u, &st->arena);
		en->name = unpack_str(&u, &st->arena);
		en->flags = unpack_str(&u, &st->arena);
		en->hierarchy = unpack_str(&u, &st->arena);
		en->path = path;
		en->line = unpack_u32(&u);
		en->no_prefix = unpack_u32(&u) != 0;
		if (!en->name)
			return -1;
	}
	n = unpack_u32(&u);
	for (i = 0; i < n && !u.err; i++) {
		struct owned *o;

		ALLOC_GROW(st->owned, st->nowned + 1, st->owned_alloc);
		o = &st->owned[st->nowned++];
		o->array = unpack_str(&u, &st->arena);
		o->controller = unpack_str(&u, &st->arena);
		o->hierarchy = unpack_str(&u, &st->arena);
		o->fmt_pre = unpack_str(&u, &st->arena);
		o->fmt_post = unpack_str(&u, &st->arena);
		o->path = path;
		if (!o->array || !o->controller)
			return -1;
	}
	return unpack_end(&u);
}

DEFINE_STATE_NEW(cgroup_state_new, struct cgroup_state)

static void cgroup_state_free(void *p)
{
	struct cgroup_state *st = p;

	free(st->entries);
	free(st->owned);
	arena_release(&st->arena);
	free(st);
}

/*
 * The file whose controllers own an entry's array: its own file first
 * (arrays are static there), else the first other one, as memcontrol.c's
 * memory_cgrp_subsys owns memcontrol-v1.c's mem_cgroup_legacy_files.
 * NULL if none does.
 */
static const char *owner_file(const struct owned *owned, size_t n,
			      const struct entry *en)
{
	const char *best = NULL;
	size_t i;

	for (i = 0; en->array && i < n; i++) {
		const struct owned *o = &owned[i];

		if (strcmp(o->array, en->array))
			continue;
		if (!strcmp(o->path, en->path))
			return o->path;
		if (!best || strcmp(o->path, best) < 0)
			best = o->path;
	}
	return best;
}

/*
 * One fact of entry @en as owner @o (NULL: none) gives it.  An array
 * that is both a .dfl_cftypes and a .legacy_cftypes (pids_files of 6.1)
 * gives one fact per owner, so the hierarchies merge to "v1 | v2".
 */
static void emit_entry(struct inventory *inv, struct strbuf *sb,
		       const struct entry *en, const struct owned *o)
{
	strbuf_reset(sb);
	if (o && o->controller[0] && !en->no_prefix)
		strbuf_addf(sb, "%s.", o->controller);
	if (o && o->fmt_pre)
		strbuf_addstr(sb, o->fmt_pre);
	strbuf_addstr(sb, en->name);
	if (o && o->fmt_post)
		strbuf_addstr(sb, o->fmt_post);
	/*
	 * An array no controller owns outside the cgroup core is named at
	 * run time (hugetlb.2MB.max): keep the file, so that two are two
	 * items.
	 */
	if (!o && !en->hierarchy && !starts_with(en->path, "kernel/cgroup/"))
		strbuf_addf(sb, " (%s)", en->path);
	inventory_fact_begin(inv, KIND, sb->buf, sb->len, en->path, en->line,
			     0);
	fact_attr_str(inv, "flags", en->flags);
	fact_attr_str(inv, "hierarchy", o ? o->hierarchy : en->hierarchy);
	inventory_fact_end(inv);
}

static void cgroup_finish(struct inventory *inv, void **states, int nstates)
{
	struct strbuf sb = STRBUF_INIT;
	struct entry *entries;
	struct owned *owned;
	size_t nentries, nowned, i, k;

	entries = STATES_GATHER(states, nstates, struct cgroup_state, entries,
				nentries, &nentries);
	owned = STATES_GATHER(states, nstates, struct cgroup_state, owned,
			      nowned, &nowned);
	for (i = 0; i < nentries; i++) {
		const struct entry *en = &entries[i];
		const char *file = owner_file(owned, nowned, en);

		if (!file)
			emit_entry(inv, &sb, en, NULL);
		for (k = 0; file && k < nowned; k++)
			if (!strcmp(owned[k].array, en->array) &&
			    !strcmp(owned[k].path, file))
				emit_entry(inv, &sb, en, &owned[k]);
	}
	free(entries);
	free(owned);
	strbuf_release(&sb);
}

const struct extractor cgroup_extractor = {
	.name = KIND,
	.kinds = (const char *const[]){ KIND, NULL },
	.version = 4,
	.triggers = cgroup_triggers,
	.want_path = want_kernel_c,
	.extract = cgroup_extract,
	.state_new = cgroup_state_new,
	.state_free = cgroup_state_free,
	.finish = cgroup_finish,
	.state_pack = cgroup_state_pack,
	.state_unpack = cgroup_state_unpack,
};
