// SPDX-License-Identifier: GPL-2.0
/*
 * Files under /proc: procfs entries made by proc_create*(), proc_mkdir*()
 * and proc_symlink(), and sysctl knobs, the entries of struct ctl_table
 * arrays registered under /proc/sys by register_sysctl*() and
 * register_net_sysctl*().
 *
 * An item is named by its path, where the file tells it: the parent of an
 * entry is followed through the variables that proc_mkdir() results are
 * kept in, and a ctl_table through the path it is registered with (or
 * the .child entry of a table that is).  Where the path can't be known
 * from the file, the item is "/proc/?/NAME (FILE)": the name, and the
 * source file so that two drivers' entries are two items.
 */
#include <stdlib.h>
#include <string.h>

#include "c/cinit.h"
#include "extract/extract.h"
#include "core/util.h"

#define KIND_PROCFS "procfs"
#define KIND_SYSCTL "sysctl"

/*
 * The procfs calls: which argument is the name, the mode (-1 if none) and
 * the parent, and what they make.
 */
static const struct proc_call {
	const char *name;
	int name_arg, mode_arg, parent_arg;
	const char *type;
} proc_calls[] = {
	{ "proc_create", 0, 1, 2, "file" },
	{ "proc_create_data", 0, 1, 2, "file" },
	{ "proc_create_mount_point", 0, -1, -1, "dir" },
	{ "proc_create_net", 0, 1, 2, "file" },
	{ "proc_create_net_data", 0, 1, 2, "file" },
	{ "proc_create_net_data_write", 0, 1, 2, "file" },
	{ "proc_create_net_single", 0, 1, 2, "file" },
	{ "proc_create_net_single_write", 0, 1, 2, "file" },
	{ "proc_create_seq", 0, 1, 2, "file" },
	{ "proc_create_seq_data", 0, 1, 2, "file" },
	{ "proc_create_seq_private", 0, 1, 2, "file" },
	{ "proc_create_single", 0, 1, 2, "file" },
	{ "proc_create_single_data", 0, 1, 2, "file" },
	{ "proc_mkdir", 0, -1, 1, "dir" },
	{ "proc_mkdir_data", 0, 1, 2, "dir" },
	{ "proc_mkdir_mode", 0, 1, 2, "dir" },
	{ "proc_net_mkdir", 1, -1, 2, "dir" },
	{ "proc_symlink", 0, -1, 1, "symlink" },
};

/*
 * The sysctl registrations: which argument is the path and the table.  A
 * path of -1 is the root, -2 the first argument as a word:
 * DECLARE_SYSCTL_BASE(kernel, kern_table) of 6.1's kernel/sysctl.c, -3
 * the first argument as a struct ctl_path array (before 6.5).
 */
static const struct {
	const char *name;
	int path_arg, table_arg;
} sysctl_calls[] = {
	{ "DECLARE_SYSCTL_BASE", -2, 1 },
	{ "__register_sysctl_init", 0, 1 },
	{ "register_net_sysctl", 1, 2 },
	{ "register_sysctl_paths", -3, 1 },
	{ "register_net_sysctl_sz", 1, 2 },
	{ "register_sysctl", 0, 1 },
	{ "register_sysctl_init", 0, 1 },
	{ "register_sysctl_sz", 0, 1 },
	{ "register_sysctl_table", -1, 0 },
};

static const char *const procfs_triggers[] = {
	"proc_create", "proc_mkdir", "proc_symlink", "proc_net_mkdir",
	"ctl_table", NULL,
};

static const struct proc_call *find_proc_call(const struct token *t)
{
	size_t i;

	if (t->kind != TOK_IDENT || !tok_starts(t, "proc_"))
		return NULL;
	for (i = 0; i < ARRAY_SIZE(proc_calls); i++)
		if (tok_eq(t, proc_calls[i].name))
			return &proc_calls[i];
	return NULL;
}

/* The root of a parent argument: NULL, or a network namespace's proc_net. */
static int proc_root(struct strbuf *sb, const struct token *t, size_t b,
		     size_t e)
{
	size_t k;

	if (e == b + 1 && (tok_eq(&t[b], "NULL") || tok_eq(&t[b], "0")))
		return 1;
	for (k = b; k < e; k++) {
		if (tok_eq(&t[k], "proc_net")) {
			strbuf_addstr(sb, "net");
			return 1;
		}
	}
	return 0;
}

/* A call that makes a directory a later call may name as its parent. */
static int proc_dir_call(const struct token *t, int *name_arg,
			 int *parent_arg)
{
	const struct proc_call *pc = find_proc_call(t);

	if (!pc || strcmp(pc->type, "dir"))
		return 0;
	*name_arg = pc->name_arg;
	*parent_arg = pc->parent_arg;
	return 1;
}

static const struct cinit_dirs proc_dirs = { proc_root, proc_dir_call };

static void item_name(struct strbuf *sb, const char *root, int known,
		      const struct strbuf *dir, const char *name,
		      const char *path)
{
	strbuf_reset(sb);
	strbuf_addstr(sb, root);
	if (!known)
		strbuf_addstr(sb, "?/");
	else if (dir->len)
		strbuf_addf(sb, "%s/", dir->buf);
	strbuf_addstr(sb, name);
	if (!known)
		strbuf_addf(sb, " (%s)", path);
}

static void extract_proc(struct extract_ctx *ctx, const struct token *t,
			 size_t n)
{
	struct strbuf name = STRBUF_INIT, dir = STRBUF_INIT;
	struct strbuf sb = STRBUF_INIT, mode = STRBUF_INIT;
	size_t i;

	for (i = 0; i + 1 < n; i++) {
		const struct proc_call *pc = find_proc_call(&t[i]);
		struct cinit_call c;
		size_t na;
		int known;

		if (!pc || (t[i].flags & TOKF_PP) || cinit_call(&c, t, i, n))
			continue;
		na = (size_t)pc->name_arg;
		if (na >= c.nargs ||
		    cinit_string(&name, &t[c.b[na]], c.e[na] - c.b[na]))
			continue;
		strbuf_reset(&dir);
		known = pc->parent_arg < 0 ||
			((size_t)pc->parent_arg < c.nargs &&
			 !cinit_dir_path(&dir, &proc_dirs, t, n,
					 c.b[pc->parent_arg],
					 c.e[pc->parent_arg]));
		if (!known)
			strbuf_reset(&dir);
		item_name(&sb, "/proc/", known, &dir, name.buf, ctx->path);
		ctx_fact_begin(ctx, KIND_PROCFS, sb.buf, sb.len, t[i].line, 0);
		inventory_fact_attr(ctx->inv, "type", pc->type,
				    strlen(pc->type));
		if (pc->mode_arg >= 0 && (size_t)pc->mode_arg < c.nargs) {
			cinit_mode(&mode, &t[c.b[pc->mode_arg]],
				   c.e[pc->mode_arg] - c.b[pc->mode_arg]);
			inventory_fact_attr(ctx->inv, "mode", mode.buf,
					    mode.len);
		}
		inventory_fact_end(ctx->inv);
		i = c.close;
	}
	strbuf_release(&name);
	strbuf_release(&dir);
	strbuf_release(&sb);
	strbuf_release(&mode);
}

/* A ctl_table array of the file: its name and where its '{' is. */
struct table {
	const struct token *name;
	size_t open;
	struct strbuf path;
	int known;
};

static struct table *find_table(struct table *v, size_t n,
				const struct token *name)
{
	size_t i;

	for (i = 0; name && i < n; i++)
		if (v[i].name->len == name->len &&
		    !memcmp(v[i].name->s, name->s, name->len))
			return &v[i];
	return NULL;
}

/*
 * The table a registration names: a table of the file, or a variable
 * set from one ("t = kmemdup(ipv4_net_table, ...)", "t = table").
 */
static struct table *registered_table(struct table *v, size_t nv,
				      const struct token *t, size_t n,
				      size_t b, size_t e)
{
	const struct token *id = cinit_ident(t, b, e);
	struct table *tb = find_table(v, nv, id);
	size_t i;

	for (i = 0; !tb && id && i + 2 < n; i++) {
		const struct token *lv;

		if (t[i].len != id->len || memcmp(t[i].s, id->s, id->len) ||
		    !tok_punct(&t[i + 1], '='))
			continue;
		lv = &t[i + 2];
		if (tok_eq(lv, "kmemdup") && i + 4 < n)
			lv = cinit_ident(t, i + 4, n);
		tb = find_table(v, nv, lv);
	}
	return tb;
}

/* { { .procname = "kernel" }, { .procname = "seccomp" }, { } } */
static int ctl_path(struct strbuf *sb, const struct token *t, size_t n,
		    const struct token *array)
{
	struct strbuf name = STRBUF_INIT;
	size_t i = cinit_of(t, n, array), k, close, nc, vb, ve;

	if (!i)
		return -1;
	close = tok_close(t, i, n, NULL, 0, &nc);
	for (k = i + 1; k < close; k++) {
		if (!tok_punct(&t[k], '{') ||
		    cinit_field(t, k, n, "procname", &vb, &ve) ||
		    cinit_string(&name, &t[vb], ve - vb))
			continue;
		if (sb->len)
			strbuf_addch(sb, '/');
		strbuf_addbuf(sb, &name);
	}
	strbuf_release(&name);
	return 0;
}

static void extract_sysctl(struct extract_ctx *ctx, const struct token *t,
			   size_t n)
{
	struct strbuf name = STRBUF_INIT, sb = STRBUF_INIT;
	struct strbuf mode = STRBUF_INIT;
	struct table *v = NULL;
	size_t nv = 0, alloc = 0, i, k, nc;
	int round;

	/* struct ctl_table NAME[] = { ... } */
	for (i = 0; i + 3 < n; i++) {
		const struct token *tn;
		size_t open = cinit_array(t, i, n, "ctl_table", &tn);

		if (!open)
			continue;
		ALLOC_GROW(v, nv + 1, alloc);
		v[nv].name = tn;
		v[nv].open = open;
		strbuf_init(&v[nv].path, 0);
		v[nv++].known = 0;
	}
	if (!nv)
		goto out;
	for (i = 0; i < n; i++) {
		struct cinit_call c;
		struct table *tb;
		int pa;

		for (k = 0; k < ARRAY_SIZE(sysctl_calls); k++)
			if (tok_eq(&t[i], sysctl_calls[k].name))
				break;
		if (k == ARRAY_SIZE(sysctl_calls) || cinit_call(&c, t, i, n) ||
		    (size_t)sysctl_calls[k].table_arg >= c.nargs)
			continue;
		tb = registered_table(v, nv, t, n,
				      c.b[sysctl_calls[k].table_arg],
				      c.e[sysctl_calls[k].table_arg]);
		pa = sysctl_calls[k].path_arg;
		if (!tb)
			continue;
		strbuf_reset(&sb);
		if (pa == -2 && c.nargs && c.e[0] == c.b[0] + 1)
			strbuf_add(&sb, t[c.b[0]].s, t[c.b[0]].len);
		else if (pa == -3 && ctl_path(&sb, t, n,
					     cinit_ident(t, c.b[0], c.e[0])))
			continue;
		else if (pa >= 0 && (size_t)pa < c.nargs &&
			 cinit_string(&sb, &t[c.b[pa]], c.e[pa] - c.b[pa]))
			continue;
		strbuf_reset(&tb->path);
		strbuf_addbuf(&tb->path, &sb);
		tb->known = 1;
	}
	/* .child tables are below their entry: a few rounds settle them. */
	for (round = 0; round < 4; round++) {
		for (i = 0; i < nv; i++) {
			size_t close = tok_close(t, v[i].open, n, NULL, 0, &nc);

			for (k = v[i].open + 1; v[i].known && k < close; k++) {
				size_t vb, ve;
				struct table *child;

				if (!tok_punct(&t[k], '{') ||
				    cinit_field(t, k, n, "child", &vb, &ve) ||
				    cinit_field(t, k, n, "procname", &vb, &ve) ||
				    cinit_string(&name, &t[vb], ve - vb))
					continue;
				cinit_field(t, k, n, "child", &vb, &ve);
				child = find_table(v, nv, cinit_ident(t, vb, ve));
				if (!child || child->known)
					continue;
				strbuf_addbuf(&child->path, &v[i].path);
				if (child->path.len)
					strbuf_addch(&child->path, '/');
				strbuf_addbuf(&child->path, &name);
				child->known = 1;
			}
		}
	}
	for (i = 0; i < nv; i++) {
		size_t close = tok_close(t, v[i].open, n, NULL, 0, &nc);

		for (k = v[i].open + 1; k < close; k++) {
			size_t vb, ve, kc;

			if (!tok_punct(&t[k], '{'))
				continue;
			kc = tok_close(t, k, n, NULL, 0, &nc);
			/*
			 * A directory entry (.child, before 6.6) is only the
			 * path of the files below it, which are the items.
			 */
			if (cinit_field(t, k, n, "procname", &vb, &ve) ||
			    cinit_string(&name, &t[vb], ve - vb) || !name.len ||
			    !cinit_field(t, k, n, "child", &vb, &ve)) {
				k = kc;
				continue;
			}
			cinit_field(t, k, n, "procname", &vb, &ve);
			item_name(&sb, "/proc/sys/", v[i].known, &v[i].path,
				  name.buf, ctx->path);
			ctx_fact_begin(ctx, KIND_SYSCTL, sb.buf, sb.len,
				       t[vb].line, 0);
			if (!cinit_field(t, k, n, "mode", &vb, &ve)) {
				cinit_mode(&mode, &t[vb], ve - vb);
				inventory_fact_attr(ctx->inv, "mode", mode.buf,
						    mode.len);
			}
			if (!cinit_field(t, k, n, "proc_handler", &vb, &ve)) {
				strbuf_reset(&mode);
				tok_text(&mode, &t[vb], &t[ve]);
				inventory_fact_attr(ctx->inv, "handler",
						    mode.buf, mode.len);
			}
			inventory_fact_end(ctx->inv);
			k = kc;
		}
	}
out:
	for (i = 0; i < nv; i++)
		strbuf_release(&v[i].path);
	free(v);
	strbuf_release(&name);
	strbuf_release(&sb);
	strbuf_release(&mode);
}

static void procfs_extract(struct extract_ctx *ctx)
{
	const struct token_vec *toks = ctx_tokens(ctx);

	extract_proc(ctx, toks->v, toks->n - 1);
	extract_sysctl(ctx, toks->v, toks->n - 1);
}

const struct extractor procfs_extractor = {
	.name = "procfs",
	.kinds = (const char *const[]){ KIND_PROCFS, KIND_SYSCTL, NULL },
	.version = 1,
	.triggers = procfs_triggers,
	.want_path = want_kernel_source,
	.extract = procfs_extract,
};
