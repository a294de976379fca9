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

static void add_owner(struct owner **v, size_t *n, size_t *alloc,
		      const struct token *array, const struct token *subsys,
		      const char *hierarchy)
{
	if (!array)
		return;
	ALLOC_GROW(*v, *n + 1, *alloc);
	(*v)[*n].array = array;
	strbuf_init(&(*v)[*n].controller, 0);
	controller_of(&(*v)[*n].controller, subsys);
	(*v)[(*n)++].hierarchy = hierarchy;
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
				add_owner(v, nv, alloc, cinit_ident(t, vb, ve),
					  lv, "v1");
			continue;
		}
		if (t[i].kind != TOK_IDENT || !tok_starts(&t[i], "cgroup_add_") ||
		    cinit_call(&c, t, i, n) || c.nargs != 2)
			continue;
		add_owner(v, nv, alloc, cinit_ident(t, c.b[1], c.e[1]),
			  cinit_ident(t, c.b[0], c.e[0]),
			  tok_eq(&t[i], "cgroup_add_legacy_cftypes") ? "v1" :
			  tok_eq(&t[i], "cgroup_add_dfl_cftypes") ? "v2" :
			  "v1, v2");
	}
}

/* An entry of a cftype array, kept for the finish step. */
struct entry {
	const char *array, *name, *flags, *path;
	uint32_t line;
	uint8_t no_prefix;
};

/* An array's owner: its controller and hierarchy. */
struct owned {
	const char *array, *controller, *hierarchy, *path;
};

struct cgroup_state {
	struct arena arena;
	struct entry *entries;
	size_t nentries, entries_alloc;
	struct owned *owned;
	size_t nowned, owned_alloc;
};

static void cgroup_extract(struct extract_ctx *ctx)
{
	struct cgroup_state *st = ctx->state;
	const struct token_vec *toks = ctx_tokens(ctx);
	const struct token *t = toks->v;
	struct strbuf name = STRBUF_INIT, flags = STRBUF_INIT;
	struct owner *owners = NULL;
	size_t n = toks->n - 1, nv = 0, alloc = 0, i, k, nc;

	find_owners(&owners, &nv, &alloc, t, n);
	for (k = 0; k < nv; k++) {
		struct owned *o;

		ALLOC_GROW(st->owned, st->nowned + 1, st->owned_alloc);
		o = &st->owned[st->nowned++];
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
	strbuf_release(&name);
	strbuf_release(&flags);
}

static size_t cgroup_state_count(const void *p)
{
	const struct cgroup_state *st = p;

	return st->nentries + st->nowned;
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
 * The owner of an entry's array: one in its own file first (arrays are
 * static there), else one elsewhere, as memcontrol.c's memory_cgrp_subsys
 * owns memcontrol-v1.c's mem_cgroup_legacy_files.
 */
static const struct owned *owner_of(const struct owned *owned, size_t n,
				    const struct entry *en)
{
	const struct owned *best = NULL;
	size_t i;

	for (i = 0; i < n; i++) {
		const struct owned *o = &owned[i];

		if (strcmp(o->array, en->array))
			continue;
		if (!strcmp(o->path, en->path))
			return o;
		if (!best || strcmp(o->path, best->path) < 0)
			best = o;
	}
	return best;
}

static void cgroup_finish(struct inventory *inv, void **states, int nstates)
{
	struct strbuf sb = STRBUF_INIT;
	struct entry *entries;
	struct owned *owned;
	size_t nentries, nowned, i;

	entries = STATES_GATHER(states, nstates, struct cgroup_state, entries,
				nentries, &nentries);
	owned = STATES_GATHER(states, nstates, struct cgroup_state, owned,
			      nowned, &nowned);
	for (i = 0; i < nentries; i++) {
		const struct entry *en = &entries[i];
		const struct owned *o = owner_of(owned, nowned, en);

		strbuf_reset(&sb);
		if (o && o->controller[0] && !en->no_prefix)
			strbuf_addf(&sb, "%s.", o->controller);
		strbuf_addstr(&sb, en->name);
		/*
		 * An array no controller owns outside the cgroup core is
		 * named at run time (hugetlb.2MB.max): keep the file, so
		 * that two are two items.
		 */
		if (!o && !starts_with(en->path, "kernel/cgroup/"))
			strbuf_addf(&sb, " (%s)", en->path);
		inventory_fact_begin(inv, KIND, sb.buf, sb.len, en->path,
				     en->line, 0);
		fact_attr_str(inv, "flags", en->flags);
		if (o)
			fact_attr_str(inv, "hierarchy", o->hierarchy);
		inventory_fact_end(inv);
	}
	free(entries);
	free(owned);
	strbuf_release(&sb);
}

const struct extractor cgroup_extractor = {
	.name = KIND,
	.kinds = (const char *const[]){ KIND, NULL },
	.version = 1,
	.triggers = cgroup_triggers,
	.want_path = want_kernel_c,
	.extract = cgroup_extract,
	.state_new = cgroup_state_new,
	.state_free = cgroup_state_free,
	.finish = cgroup_finish,
	.state_count = cgroup_state_count,
};
