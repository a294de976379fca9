// SPDX-License-Identifier: GPL-2.0
/*
 * debugfs files and directories made by debugfs_create_*().  debugfs is
 * not ABI by policy, which every item says (stability: unstable); they
 * are listed because user space comes to depend on them all the same, and
 * reviewers want to see that coming.
 *
 * An item is named by its path under /sys/kernel/debug where the file
 * tells it (the parent followed through the variables debugfs_create_dir()
 * results are kept in), else "/sys/kernel/debug/?/NAME (FILE)".
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "c/cinit.h"
#include "extract/extract.h"
#include "extract/qpair.h"
#include "extract/xdirs.h"
#include "core/util.h"

#define KIND "debugfs"

static const char *const debugfs_triggers[] = { "debugfs_create_", NULL };

/*
 * Where the arguments of a debugfs_create_*() call are.  Most are
 * (name, mode, parent, ...); these are not.
 */
static const struct {
	const char *name;
	int name_arg, mode_arg, parent_arg;
	const char *type;
} odd_calls[] = {
	{ "debugfs_create_automount", 0, -1, 1, "dir" },
	{ "debugfs_create_devm_seqfile", 1, -1, 2, "file" },
	{ "debugfs_create_dir", 0, -1, 1, "dir" },
	{ "debugfs_create_symlink", 0, -1, 1, "symlink" },
};

static int debugfs_args(const struct token *t, int *name_arg, int *mode_arg,
			int *parent_arg, const char **type)
{
	size_t i;

	if (t->kind != TOK_IDENT || !tok_starts(t, "debugfs_create_"))
		return 0;
	for (i = 0; i < ARRAY_SIZE(odd_calls); i++) {
		if (tok_eq(t, odd_calls[i].name)) {
			*name_arg = odd_calls[i].name_arg;
			*mode_arg = odd_calls[i].mode_arg;
			*parent_arg = odd_calls[i].parent_arg;
			*type = odd_calls[i].type;
			return 1;
		}
	}
	*name_arg = 0;
	*mode_arg = 1;
	*parent_arg = 2;
	*type = "file";
	return 1;
}

static int debugfs_root(struct strbuf *sb, const struct token *t, size_t b,
			size_t e)
{
	(void)sb;
	return e == b + 1 && (tok_eq(&t[b], "NULL") || tok_eq(&t[b], "0"));
}

static int debugfs_dir_call(const struct token *t, int *name_arg,
			    int *parent_arg)
{
	const char *type;
	int mode_arg;

	return debugfs_args(t, name_arg, &mode_arg, parent_arg, &type) &&
	       !strcmp(type, "dir");
}

static const struct cinit_dirs debugfs_dirs = {
	debugfs_root, debugfs_dir_call, NULL,
};

/* Parents in another file: apei_get_debugfs_dir() of apei-base.c. */
struct debugfs_state {
	struct xdirs x;
};

static void debugfs_extract(struct extract_ctx *ctx)
{
	struct debugfs_state *st = ctx->state;
	const struct token_vec *toks = ctx_tokens(ctx);
	const struct token *t = toks->v;
	struct strbuf name = STRBUF_INIT, dir = STRBUF_INIT;
	struct strbuf sb = STRBUF_INIT, mode = STRBUF_INIT;
	struct cinit_dir_stop stop = { 0, 0, STRBUF_INIT };
	struct cinit_dir_index idx = CINIT_DIR_INDEX_INIT;
	struct cinit_dirs dirs = debugfs_dirs;
	size_t n = toks->n - 1, i;

	dirs.index = &idx;
	xdirs_file(&st->x, ctx->path);
	xdirs_getters(&st->x, &dirs, t, n);
	for (i = 0; i + 1 < n; i++) {
		int na, ma, pa, known;
		const char *type;
		struct cinit_call c;

		if ((t[i].flags & TOKF_PP) ||
		    !debugfs_args(&t[i], &na, &ma, &pa, &type) ||
		    cinit_call(&c, t, i, n) || (size_t)na >= c.nargs)
			continue;
		if (!strcmp(type, "dir"))
			xdirs_def_call(&st->x, &dirs, t, n, i);
		if (cinit_string(&name, &t[c.b[na]], c.e[na] - c.b[na]) ||
		    !name.len)
			continue;
		strbuf_reset(&dir);
		stop.b = stop.e = 0;
		known = (size_t)pa < c.nargs &&
			!cinit_dir_path_stop(&dir, &stop, &dirs, t, n, c.b[pa],
					     c.e[pa]);
		/* A parent passed by the file's calls of the function. */
		if (!known && !dir.len && stop.e)
			known = !xdirs_param(&dir, &stop, &dirs, t, n, i);
		strbuf_reset(&sb);
		strbuf_addstr(&sb, "/sys/kernel/debug/");
		if (!known)
			strbuf_addstr(&sb, "?/");
		else if (dir.len)
			strbuf_addf(&sb, "%s/", dir.buf);
		strbuf_addbuf(&sb, &name);
		if (!known)
			strbuf_addf(&sb, " (%s)", ctx->path);
		if (!known && stop.e)
			xdirs_use_line(&st->x, t, &stop, sb.buf, name.buf,
				       t[i].line);
		ctx_fact_begin(ctx, KIND, sb.buf, sb.len, t[i].line, 0);
		fact_attr_str(ctx->inv, "type", type);
		inventory_fact_attr(ctx->inv, "stability", "unstable", 8);
		if (ma >= 0 && (size_t)ma < c.nargs) {
			cinit_mode(&mode, &t[c.b[ma]], c.e[ma] - c.b[ma]);
			inventory_fact_attr(ctx->inv, "mode", mode.buf, mode.len);
		}
		inventory_fact_end(ctx->inv);
		i = c.close;
	}
	strbuf_release(&name);
	strbuf_release(&dir);
	strbuf_release(&sb);
	strbuf_release(&mode);
	strbuf_release(&stop.rel);
	cinit_dir_index_release(&idx);
}

DEFINE_STATE_NEW(debugfs_state_new, struct debugfs_state)

static void debugfs_state_free(void *p)
{
	struct debugfs_state *st = p;

	xdirs_release(&st->x);
	free(st);
}

/* A file's directories and uses, for the cache; nothing if it has none. */
static void debugfs_state_pack(struct strbuf *out, const void *p)
{
	const struct debugfs_state *st = p;

	if (xdirs_count(&st->x))
		xdirs_pack(out, &st->x);
}

static int debugfs_state_unpack(void *p, const char *path, const char *buf,
				size_t len)
{
	struct debugfs_state *st = p;
	struct unpacker u;

	(void)path;
	unpacker_init(&u, buf, len);
	if (xdirs_unpack(&st->x, &u) < 0)
		return -1;
	return unpack_end(&u);
}

/*
 * Items whose parent is a directory of another file get its path:
 * einj-core.c's files below debugfs_create_dir("einj",
 * apei_get_debugfs_dir()) are in /sys/kernel/debug/apei/einj/.
 */
static void debugfs_finish(struct inventory *inv, void **states, int nstates)
{
	xdirs_resolve_states(inv, KIND, "/sys/kernel/debug/", states, nstates,
			     offsetof(struct debugfs_state, x));
}

const struct extractor debugfs_extractor = {
	.name = KIND,
	.kinds = (const char *const[]){ KIND, NULL },
	.version = 9,
	.triggers = debugfs_triggers,
	.want_path = want_kernel_source,
	.extract = debugfs_extract,
	.state_new = debugfs_state_new,
	.state_free = debugfs_state_free,
	.finish = debugfs_finish,
	.finish_reads_facts = 1,
	.state_pack = debugfs_state_pack,
	.state_unpack = debugfs_state_unpack,
	.pair_key = qpair_key,
	.same_item = qpair_same_item,
};
