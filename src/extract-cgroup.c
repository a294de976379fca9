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
 * files, "cgroup.procs").
 */
#include <stdlib.h>
#include <string.h>

#include "cinit.h"
#include "extract.h"
#include "util.h"

#define KIND "cgroup"

static const char *const cgroup_triggers[] = { "cftype", NULL };

static enum want cgroup_want_path(const char *path)
{
	if (path_in_kernel(path) && ends_with(path, ".c"))
		return WANT_IF_TRIGGERED;
	return WANT_NO;
}

/* An array's controller and hierarchy, from how the file registers it. */
struct owner {
	const struct token *array;
	struct strbuf controller;
	const char *hierarchy;
};

static int same(const struct token *a, const struct token *b)
{
	return a && b && a->len == b->len && !memcmp(a->s, b->s, a->len);
}

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

static void cgroup_extract(struct extract_ctx *ctx)
{
	const struct token_vec *toks = ctx_tokens(ctx);
	const struct token *t = toks->v;
	struct strbuf name = STRBUF_INIT, sb = STRBUF_INIT;
	struct strbuf flags = STRBUF_INIT;
	struct owner *owners = NULL;
	size_t n = toks->n - 1, nv = 0, alloc = 0, i, k, nc;

	find_owners(&owners, &nv, &alloc, t, n);
	/* struct cftype NAME[] = { { .name = "...", ... }, ... } */
	for (i = 0; i + 3 < n; i++) {
		const struct owner *o = NULL;
		size_t j = i + 2, close;

		if (!tok_eq(&t[i], "cftype") || t[i + 1].kind != TOK_IDENT)
			continue;
		while (j < n && (tok_punct(&t[j], '[') || tok_punct(&t[j], ']') ||
				 t[j].kind == TOK_NUMBER || t[j].kind == TOK_IDENT))
			j++;
		if (j + 1 >= n || !tok_punct(&t[j], '=') ||
		    !tok_punct(&t[j + 1], '{'))
			continue;
		for (k = 0; k < nv; k++)
			if (same(owners[k].array, &t[i + 1]))
				o = &owners[k];
		close = tok_close(t, j + 1, n, NULL, 0, &nc);
		for (k = j + 2; k < close; k++) {
			size_t vb, ve, kc;
			int prefix;

			if (!tok_punct(&t[k], '{'))
				continue;
			kc = tok_close(t, k, n, NULL, 0, &nc);
			if (cinit_field(t, k, n, "name", &vb, &ve) ||
			    cinit_string(&name, &t[vb], ve - vb) || !name.len) {
				k = kc;
				continue;
			}
			prefix = o && o->controller.len;
			strbuf_reset(&flags);
			if (!cinit_field(t, k, n, "flags", &vb, &ve)) {
				size_t f;

				for (f = vb; f < ve; f++)
					if (tok_eq(&t[f], "CFTYPE_NO_PREFIX"))
						prefix = 0;
				tok_text(&flags, &t[vb], &t[ve]);
			}
			strbuf_reset(&sb);
			if (prefix)
				strbuf_addf(&sb, "%s.", o->controller.buf);
			strbuf_addbuf(&sb, &name);
			ctx_fact_begin(ctx, KIND, sb.buf, sb.len, t[k].line, 0);
			if (flags.len)
				inventory_fact_attr(ctx->inv, "flags", flags.buf,
						    flags.len);
			if (o)
				inventory_fact_attr(ctx->inv, "hierarchy",
						    o->hierarchy,
						    strlen(o->hierarchy));
			inventory_fact_end(ctx->inv);
			k = kc;
		}
		i = close;
	}
	for (k = 0; k < nv; k++)
		strbuf_release(&owners[k].controller);
	free(owners);
	strbuf_release(&name);
	strbuf_release(&sb);
	strbuf_release(&flags);
}

const struct extractor cgroup_extractor = {
	.name = KIND,
	.kinds = (const char *const[]){ KIND, NULL },
	.version = 1,
	.triggers = cgroup_triggers,
	.want_path = cgroup_want_path,
	.extract = cgroup_extract,
};
