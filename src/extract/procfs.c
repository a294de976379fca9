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
 *
 * The entries of /proc/PID and /proc/PID/task/TID are the pid_entry
 * tables of fs/proc/base.c, made by its own macros (DIR(), REG()...).
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "c/cdecl.h"
#include "c/cinit.h"
#include "extract/extract.h"
#include "extract/qpair.h"
#include "extract/xdirs.h"
#include "core/pack.h"
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
 * Where a sysctl registration's path is, when it isn't the string
 * argument of index path_arg >= 0.
 */
enum sysctl_path_from {
	/* None: the table is registered at /proc/sys itself. */
	SYSCTL_PATH_ROOT = -1,
	/*
	 * The first argument, a word: DECLARE_SYSCTL_BASE(kernel,
	 * kern_table) of 6.1's kernel/sysctl.c.
	 */
	SYSCTL_PATH_WORD = -2,
	/* The first argument, a struct ctl_path array (before 6.5). */
	SYSCTL_PATH_CTL_PATH = -3,
};

/*
 * The sysctl registrations: which argument is the path and the table.
 * None is shorter than SYSCTL_CALL_MIN (procfs_state_new() checks).
 */
#define SYSCTL_CALL_MIN 15
static const struct sysctl_call {
	const char *name;
	int path_arg;		/* an index, or an enum sysctl_path_from */
	int table_arg;
} sysctl_calls[] = {
	{ "DECLARE_SYSCTL_BASE", SYSCTL_PATH_WORD, 1 },
	{ "__register_sysctl_init", 0, 1 },
	/* An ipc namespace's set: ipc/ipc_sysctl.c, ipc/mq_sysctl.c. */
	{ "__register_sysctl_table", 1, 2 },
	{ "register_net_sysctl", 1, 2 },
	{ "register_sysctl_paths", SYSCTL_PATH_CTL_PATH, 1 },
	{ "register_net_sysctl_sz", 1, 2 },
	{ "register_sysctl", 0, 1 },
	{ "register_sysctl_init", 0, 1 },
	{ "register_sysctl_sz", 0, 1 },
	{ "register_sysctl_table", SYSCTL_PATH_ROOT, 0 },
};

static const char *const procfs_triggers[] = {
	"proc_create", "proc_mkdir", "proc_symlink", "proc_net_mkdir",
	"ctl_table", "pid_entry", NULL,
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

/*
 * The directories of a network namespace, struct net's fields: /proc/net
 * and /proc/net/stat.
 */
static const struct net_dir {
	const char *field, *dir;
} net_dirs[] = {
	{ "proc_net", "net" },
	{ "proc_net_stat", "net/stat" },
};

/*
 * The root of a parent argument: NULL, or a directory of a network
 * namespace, net->proc_net, init_net.proc_net, ipvs->net->proc_net.  A
 * field of another struct is a directory of its own (rxrpc's
 * rxnet->proc_net is /proc/net/rxrpc), followed as a variable.
 */
static int proc_root(struct strbuf *sb, const struct token *t, size_t b,
		     size_t e)
{
	size_t i;

	if (e == b + 1 && (tok_eq(&t[b], "NULL") || tok_eq(&t[b], "0")))
		return 1;
	if (e < b + 3 || !(tok_eq(&t[e - 2], "->") || tok_punct(&t[e - 2], '.')))
		return 0;
	if (!tok_eq(&t[e - 3], "net") && !tok_eq(&t[e - 3], "init_net") &&
	    !tok_punct(&t[e - 3], ')'))
		return 0;
	for (i = 0; i < ARRAY_SIZE(net_dirs); i++) {
		if (tok_eq(&t[e - 1], net_dirs[i].field)) {
			strbuf_addstr(sb, net_dirs[i].dir);
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

static const struct cinit_dirs proc_dirs = { proc_root, proc_dir_call,
					     NULL };

/*
 * A procfs symlink of the tree, proc_symlink("fs/fscache", NULL, "netfs"):
 * the files below its target are also below it, /proc/fs/fscache/caches
 * is /proc/fs/netfs/caches.  Kept for the finish step, which gives them
 * that alias.
 */
struct proc_link {
	const char *link, *target;
};

struct procfs_state {
	struct arena arena;
	struct proc_link *links;
	size_t nlinks, links_alloc;
	/* Parents in another file: sn->proc_net_rpc of net/sunrpc/stats.c. */
	struct xdirs x;
	/*
	 * Tables another file registers: ipv6_route_sysctl_init() of
	 * net/ipv6/route.c, at "net/ipv6/route" by sysctl_net_ipv6.c.
	 */
	struct xdirs sx;
};

/*
 * The target of a link at @link, "/proc/fs/fscache", that points to
 * @dest ("netfs", "../../net/nfsfs/servers"), into @sb: its directory
 * joined with @dest, "." and ".." resolved.  -1 for a target outside
 * /proc.  /proc/self/net is /proc/net, as items name it.
 */
static int link_target(struct strbuf *sb, const char *link, const char *dest)
{
	const char *p = dest, *e;
	size_t len;

	strbuf_reset(sb);
	if (*dest == '/')
		return -1;
	strbuf_add(sb, link, (size_t)(strrchr(link, '/') - link));
	for (; *p; p = *e ? e + 1 : e) {
		e = strchrnul(p, '/');
		len = (size_t)(e - p);
		if (!len || (len == 1 && *p == '.'))
			continue;
		if (len == 2 && !memcmp(p, "..", 2)) {
			if (sb->len <= 5)	/* "/proc" */
				return -1;
			strbuf_setlen(sb, (size_t)(strrchr(sb->buf, '/') -
						   sb->buf));
			continue;
		}
		strbuf_addch(sb, '/');
		strbuf_add(sb, p, len);
	}
	if (starts_with(sb->buf, "/proc/self/net") &&
	    (sb->buf[14] == '/' || !sb->buf[14])) {
		memmove(sb->buf + 6, sb->buf + 11, sb->len - 10);
		strbuf_setlen(sb, sb->len - 5);
	}
	return 0;
}

static void keep_link(struct extract_ctx *ctx, const char *link,
		      const struct token *t, const struct cinit_call *c)
{
	struct procfs_state *st = ctx->state;
	struct strbuf dest = STRBUF_INIT, target = STRBUF_INIT;

	/* /proc/net itself links to self/net: no alias. */
	if (c->nargs == 3 &&
	    !cinit_string(&dest, &t[c->b[2]], c->e[2] - c->b[2]) &&
	    !link_target(&target, link, dest.buf) &&
	    strcmp(target.buf, link)) {
		ALLOC_GROW(st->links, st->nlinks + 1, st->links_alloc);
		st->links[st->nlinks].link = arena_strdup(&st->arena, link);
		st->links[st->nlinks++].target =
			arena_strndup(&st->arena, target.buf, target.len);
	}
	strbuf_release(&dest);
	strbuf_release(&target);
}

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
	struct procfs_state *st = ctx->state;
	struct strbuf name = STRBUF_INIT, dir = STRBUF_INIT;
	struct strbuf sb = STRBUF_INIT, mode = STRBUF_INIT;
	struct cinit_dir_stop stop = { 0, 0, STRBUF_INIT };
	struct cinit_dir_index idx = CINIT_DIR_INDEX_INIT;
	struct cinit_dirs dirs = proc_dirs;
	size_t i;

	dirs.index = &idx;
	xdirs_getters(&st->x, &dirs, t, n);
	for (i = 0; i + 1 < n; i++) {
		const struct proc_call *pc = find_proc_call(&t[i]);
		struct cinit_call c;
		size_t na;
		int known;

		if (!pc || (t[i].flags & TOKF_PP) || cinit_call(&c, t, i, n))
			continue;
		if (!strcmp(pc->type, "dir"))
			xdirs_def_call(&st->x, &dirs, t, n, i);
		na = (size_t)pc->name_arg;
		if (na >= c.nargs ||
		    cinit_string(&name, &t[c.b[na]], c.e[na] - c.b[na]))
			continue;
		strbuf_reset(&dir);
		stop.b = stop.e = 0;
		known = pc->parent_arg < 0 ||
			((size_t)pc->parent_arg < c.nargs &&
			 !cinit_dir_path_stop(&dir, &stop, &dirs, t, n,
					      c.b[pc->parent_arg],
					      c.e[pc->parent_arg]));
		if (!known)
			strbuf_reset(&dir);
		item_name(&sb, "/proc/", known, &dir, name.buf, ctx->path);
		if (known && !strcmp(pc->type, "symlink"))
			keep_link(ctx, sb.buf, t, &c);
		if (!known && stop.e)
			xdirs_use(&st->x, t, &stop, sb.buf, name.buf);
		ctx_fact_begin(ctx, KIND_PROCFS, sb.buf, sb.len, t[i].line, 0);
		fact_attr_str(ctx->inv, "type", pc->type);
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
	strbuf_release(&stop.rel);
	cinit_dir_index_release(&idx);
}

/* A ctl_table array of the file: its name and where its '{' is. */
struct table {
	const struct token *name;
	size_t open;
	struct strbuf path;
	int known;
	/* The function that returns it, for another file to register. */
	const struct token *getter;
};

/* "ID = table;" or "ID = kmemdup(table, ...)" at token @at. */
struct assign {
	size_t at;
	const struct token *id;
	struct table *table;
};

/* The ctl_table arrays of a file, and the assignments of them. */
struct tables {
	struct table *v;
	size_t n, alloc;
	struct assign *as;
	size_t nas, aalloc;
};

static struct table *find_table(const struct tables *tabs,
				const struct token *name)
{
	size_t i;

	for (i = 0; name && i < tabs->n; i++)
		if (tabs->v[i].name->len == name->len &&
		    !memcmp(tabs->v[i].name->s, name->s, name->len))
			return &tabs->v[i];
	return NULL;
}

/* The table of "ID = table;" or "ID = kmemdup(table, ...)" at t[i]. */
static struct table *assigned_table(const struct tables *tabs,
				    const struct token *t, size_t n, size_t i)
{
	const struct token *lv;

	if (i + 4 >= n || t[i].kind != TOK_IDENT || !tok_punct(&t[i + 1], '='))
		return NULL;
	lv = &t[i + 2];
	if (tok_eq(lv, "kmemdup"))
		lv = cinit_ident(t, i + 4, n);
	return find_table(tabs, lv);
}

/*
 * The assignments of the file's tables, in the file's order: found once,
 * since each registration and each "return x;" of the file looks its
 * variable up among them.
 */
static void index_assignments(struct tables *tabs, const struct token *t,
			      size_t n)
{
	struct table *table;
	size_t i;

	for (i = 0; tabs->n && i < n; i++) {
		table = assigned_table(tabs, t, n, i);
		if (!table)
			continue;
		ALLOC_GROW(tabs->as, tabs->nas + 1, tabs->aalloc);
		tabs->as[tabs->nas].at = i;
		tabs->as[tabs->nas].id = &t[i];
		tabs->as[tabs->nas++].table = table;
	}
}

static int assign_is(const struct assign *a, const struct token *id)
{
	return a->id->len == id->len && !memcmp(a->id->s, id->s, id->len);
}

/*
 * The variable an argument names: "t", or the field of
 * "ipvs->lblc_ctl_table".
 */
static const struct token *arg_var(const struct token *t, size_t b, size_t e)
{
	if (e >= b + 3 && t[e - 1].kind == TOK_IDENT &&
	    (tok_eq(&t[e - 2], "->") || tok_punct(&t[e - 2], '.')))
		return &t[e - 1];
	return cinit_ident(t, b, e);
}

/*
 * The table a registration names: a table of the file, or a variable
 * set from one ("t = kmemdup(ipv4_net_table, ...)", "t = table"), or a
 * field ("ipvs->lblc_ctl_table = kmemdup(vs_vars_table, ...)").
 */
static struct table *registered_table(const struct tables *tabs,
				      const struct token *t, size_t b,
				      size_t e)
{
	const struct token *id = arg_var(t, b, e);
	struct table *table = find_table(tabs, id);
	size_t i;

	/*
	 * The nearest assignment of a table before the call (mpls sets
	 * "table" in two functions), else the first of the file.
	 */
	for (i = tabs->nas; !table && id && i-- > 0;)
		if (tabs->as[i].at < b && assign_is(&tabs->as[i], id))
			table = tabs->as[i].table;
	for (i = 0; !table && id && i < tabs->nas; i++)
		if (assign_is(&tabs->as[i], id))
			table = tabs->as[i].table;
	return table;
}

/* { { .procname = "kernel" }, { .procname = "seccomp" }, { } } */
static int ctl_path(struct strbuf *sb, const struct token *t, size_t n,
		    const struct token *array)
{
	struct strbuf name = STRBUF_INIT;
	size_t i = cinit_of(t, n, array), k, close, ncommas, beg, end;

	if (!i)
		return -1;
	close = tok_close(t, i, n, NULL, 0, &ncommas);
	for (k = i + 1; k < close; k++) {
		if (!tok_punct(&t[k], '{') ||
		    cinit_field(t, k, n, "procname", &beg, &end) ||
		    cinit_string(&name, &t[beg], end - beg))
			continue;
		if (sb->len)
			strbuf_addch(sb, '/');
		strbuf_addbuf(sb, &name);
	}
	strbuf_release(&name);
	return 0;
}

/* struct ctl_table NAME[] = { ... } */
static void find_tables(struct tables *tabs, const struct token *t, size_t n)
{
	size_t i;

	for (i = 0; i + 3 < n; i++) {
		const struct token *name;
		size_t open = cinit_array(t, i, n, "ctl_table", &name);

		if (!open)
			continue;
		ALLOC_GROW(tabs->v, tabs->n + 1, tabs->alloc);
		tabs->v[tabs->n].name = name;
		tabs->v[tabs->n].open = open;
		tabs->v[tabs->n].getter = NULL;
		strbuf_init(&tabs->v[tabs->n].path, 0);
		tabs->v[tabs->n++].known = 0;
	}
}

/*
 * struct devinet_sysctl_table { ...; struct ctl_table devinet_vars[N]; }
 * devinet_sysctl = { .devinet_vars = { ... } }: a table that is a field
 * of a template, copied and registered as "t->devinet_vars" (devinet's,
 * neighbour's).  It is named by the field.
 */
static void find_field_tables(struct tables *tabs, const struct token *t,
			      size_t n)
{
	size_t i, k, nc;

	for (i = 0; i + 4 < n; i++) {
		const struct token *field = &t[i + 2];

		if (!tok_eq(&t[i], "struct") || !tok_eq(&t[i + 1], "ctl_table") ||
		    field->kind != TOK_IDENT || !tok_punct(&t[i + 3], '[') ||
		    find_table(tabs, field))
			continue;
		k = tok_close(t, i + 3, n, NULL, 0, &nc);
		if (k + 1 >= n || !tok_punct(&t[k + 1], ';'))
			continue;
		for (k = 0; k + 3 < n; k++) {
			if (!tok_punct(&t[k], '.') || !tok_punct(&t[k + 2], '=') ||
			    !tok_punct(&t[k + 3], '{') ||
			    t[k + 1].len != field->len ||
			    memcmp(t[k + 1].s, field->s, field->len))
				continue;
			ALLOC_GROW(tabs->v, tabs->n + 1, tabs->alloc);
			tabs->v[tabs->n].name = &t[k + 1];
			tabs->v[tabs->n].open = k + 3;
			tabs->v[tabs->n].getter = NULL;
			strbuf_init(&tabs->v[tabs->n].path, 0);
			tabs->v[tabs->n++].known = 0;
			break;
		}
	}
}

static void tables_release(struct tables *tabs)
{
	size_t i;

	for (i = 0; i < tabs->n; i++)
		strbuf_release(&tabs->v[i].path);
	free(tabs->v);
	free(tabs->as);
}

static const struct sysctl_call *find_sysctl_call(const struct token *t)
{
	size_t i;

	/*
	 * Asked of every token of a file with a ctl_table: most are not
	 * names, or shorter than the shortest call, register_sysctl.
	 */
	if (t->kind != TOK_IDENT || t->len < SYSCTL_CALL_MIN)
		return NULL;
	for (i = 0; i < ARRAY_SIZE(sysctl_calls); i++)
		if (tok_eq(t, sysctl_calls[i].name))
			return &sysctl_calls[i];
	return NULL;
}

/*
 * A run-time part of a path: "<name>" for dev_name or ax25_dev->dev->name,
 * the last word of the last identifier, as cgroup names its own.
 */
static int run_time_part(struct strbuf *sb, const struct token *t, size_t b,
			 size_t e)
{
	const struct token *id = NULL;
	size_t k, w;

	for (k = b; k < e; k++)
		if (t[k].kind == TOK_IDENT)
			id = &t[k];
	if (!id)
		return -1;
	for (w = id->len; w > 1 && id->s[w - 1] != '_'; w--)
		;
	if (id->s[w - 1] != '_')
		w = 0;
	strbuf_addf(sb, "<%.*s>", (int)(id->len - w), id->s + w);
	return 0;
}

/*
 * The path that the last "snprintf(path, sizeof(path), "net/ipv6/conf/%s",
 * dev_name)" before t[i] writes into @var, each conversion a run-time
 * part: "net/ipv6/conf/<name>".  -1 if there is none, or it is not
 * understood.
 */
static int built_path(struct strbuf *sb, const struct token *t, size_t n,
		      size_t i, const struct token *var)
{
	struct strbuf fmt = STRBUF_INIT;
	struct cinit_call c;
	size_t k, f, arg;
	int ret = -1;

	for (k = i; k-- > 0;) {
		if (!tok_eq(&t[k], "snprintf") && !tok_eq(&t[k], "sprintf"))
			continue;
		f = tok_eq(&t[k], "snprintf") ? 2 : 1;
		if (cinit_call(&c, t, k, n) || c.nargs <= f ||
		    c.e[0] != c.b[0] + 1 || t[c.b[0]].len != var->len ||
		    memcmp(t[c.b[0]].s, var->s, var->len))
			continue;
		if (cinit_string(&fmt, &t[c.b[f]], c.e[f] - c.b[f]))
			break;
		for (k = 0, arg = f + 1; k < fmt.len; k++) {
			if (fmt.buf[k] != '%') {
				strbuf_addch(sb, fmt.buf[k]);
				continue;
			}
			while (++k < fmt.len && strchr("0123456789.-lhz", fmt.buf[k]))
				;
			if (k == fmt.len || !strchr("sdiu", fmt.buf[k]) ||
			    arg >= c.nargs ||
			    run_time_part(sb, t, c.b[arg], c.e[arg]))
				goto cleanup;
			arg++;
		}
		ret = 0;
		break;
	}
cleanup:
	strbuf_release(&fmt);
	return ret;
}

/* The path a registration gives, into @sb; -1 if it can't be read. */
static int registered_path(struct strbuf *sb, const struct sysctl_call *sc,
			   const struct cinit_call *c, const struct token *t,
			   size_t n)
{
	int arg = sc->path_arg;

	strbuf_reset(sb);
	if (arg >= 0 && (size_t)arg < c->nargs &&
	    c->e[arg] == c->b[arg] + 1 && t[c->b[arg]].kind == TOK_IDENT)
		return cinit_macro_string(sb, t, n, &t[c->b[arg]]) &&
		       built_path(sb, t, n, c->i, &t[c->b[arg]]) ? -1 : 0;
	if (arg == SYSCTL_PATH_WORD && c->nargs && c->e[0] == c->b[0] + 1)
		strbuf_add(sb, t[c->b[0]].s, t[c->b[0]].len);
	else if (arg == SYSCTL_PATH_CTL_PATH &&
		 ctl_path(sb, t, n, cinit_ident(t, c->b[0], c->e[0])))
		return -1;
	else if (arg >= 0 && (size_t)arg < c->nargs &&
		 cinit_string(sb, &t[c->b[arg]], c->e[arg] - c->b[arg]))
		return -1;
	return 0;
}

/* The path of each table the file registers. */
/*
 * The function whose result the variable t[b..e) holds at a
 * registration: "ipv6_route_table = ipv6_route_sysctl_init(net);", the
 * nearest assignment before.  NULL if there is none.
 */
static const struct token *returned_by(const struct token *t, size_t b,
				       size_t e)
{
	size_t i;

	if (e != b + 1 || t[b].kind != TOK_IDENT)
		return NULL;
	for (i = b; i-- > 0;) {
		if (t[i].len != t[b].len || memcmp(t[i].s, t[b].s, t[b].len) ||
		    !tok_punct(&t[i + 1], '='))
			continue;
		return t[i + 2].kind == TOK_IDENT && tok_punct(&t[i + 3], '(') &&
		       !tok_eq(&t[i + 2], "kmemdup") ? &t[i + 2] : NULL;
	}
	return NULL;
}

static void read_registrations(struct tables *tabs, struct xdirs *sx,
			       const struct token *t, size_t n)
{
	struct strbuf path = STRBUF_INIT, key = STRBUF_INIT;
	size_t i;

	for (i = 0; i < n; i++) {
		const struct sysctl_call *sc = find_sysctl_call(&t[i]);
		const struct token *f;
		struct cinit_call c;
		struct table *table;
		size_t arg;

		if (!sc || cinit_call(&c, t, i, n))
			continue;
		arg = (size_t)sc->table_arg;
		if (arg >= c.nargs)
			continue;
		table = registered_table(tabs, t, c.b[arg], c.e[arg]);
		f = table ? NULL : returned_by(t, c.b[arg], c.e[arg]);
		if ((!table && !f) || registered_path(&path, sc, &c, t, n))
			continue;
		if (f) {
			strbuf_reset(&key);
			strbuf_addf(&key, "%.*s()", (int)f->len, f->s);
			xdirs_def(sx, key.buf, path.buf);
			continue;
		}
		strbuf_reset(&table->path);
		strbuf_addbuf(&table->path, &path);
		table->known = 1;
	}
	strbuf_release(&path);
	strbuf_release(&key);
}

/*
 * The tables of unknown path that a function of the file returns,
 * "struct ctl_table *F(struct net *net) { ... return table; }", for the
 * file that registers F()'s result.
 */
static void find_getters(struct tables *tabs, const struct token *t, size_t n)
{
	size_t i, k, cp, close, nc;
	struct table *table;

	for (i = 0; i + 3 < n; i++) {
		if (t[i].kind != TOK_IDENT || !tok_punct(&t[i + 1], '(') ||
		    (t[i].flags & TOKF_PP))
			continue;
		cp = tok_close(t, i + 1, n, NULL, 0, &nc);
		if (cp + 1 >= n || !tok_punct(&t[cp + 1], '{'))
			continue;
		close = tok_close(t, cp + 1, n, NULL, 0, &nc);
		for (k = cp + 2; k + 2 < close; k++) {
			if (!tok_eq(&t[k], "return") || !tok_punct(&t[k + 2], ';'))
				continue;
			table = registered_table(tabs, t, k + 1, k + 2);
			if (table && !table->known)
				table->getter = &t[i];
		}
		i = close;
	}
}

/*
 * The tables that the entries of a table of known path name as their
 * .child (before 6.6) are below that entry.
 */
static void follow_children(const struct tables *tabs,
			    const struct table *table, const struct token *t,
			    size_t n, struct strbuf *name)
{
	size_t close, ncommas, k, beg, end;
	struct table *child;

	close = tok_close(t, table->open, n, NULL, 0, &ncommas);
	for (k = table->open + 1; table->known && k < close; k++) {
		if (!tok_punct(&t[k], '{') ||
		    cinit_field(t, k, n, "child", &beg, &end) ||
		    cinit_field(t, k, n, "procname", &beg, &end) ||
		    cinit_string(name, &t[beg], end - beg))
			continue;
		cinit_field(t, k, n, "child", &beg, &end);
		child = find_table(tabs, cinit_ident(t, beg, end));
		if (!child || child->known)
			continue;
		strbuf_addbuf(&child->path, &table->path);
		if (child->path.len)
			strbuf_addch(&child->path, '/');
		strbuf_addbuf(&child->path, name);
		child->known = 1;
	}
}

/* A file entry { .procname = "x", .mode = 0644, ... } that opens at t[k]. */
static void emit_entry(struct extract_ctx *ctx, const struct table *table,
		       const struct token *t, size_t n, size_t k,
		       const struct strbuf *name)
{
	struct strbuf sb = STRBUF_INIT;
	size_t beg, end;

	cinit_field(t, k, n, "procname", &beg, &end);
	item_name(&sb, "/proc/sys/", table->known, &table->path, name->buf,
		  ctx->path);
	if (table->getter) {
		struct procfs_state *st = ctx->state;
		struct strbuf key = STRBUF_INIT;

		strbuf_addf(&key, "%.*s()", (int)table->getter->len,
			    table->getter->s);
		xdirs_use_at(&st->sx, key.buf, sb.buf, name->buf);
		strbuf_release(&key);
	}
	ctx_fact_begin(ctx, KIND_SYSCTL, sb.buf, sb.len, t[beg].line, 0);
	if (!cinit_field(t, k, n, "mode", &beg, &end)) {
		cinit_mode(&sb, &t[beg], end - beg);
		inventory_fact_attr(ctx->inv, "mode", sb.buf, sb.len);
	}
	if (!cinit_field(t, k, n, "proc_handler", &beg, &end)) {
		strbuf_reset(&sb);
		tok_text(&sb, &t[beg], &t[end]);
		inventory_fact_attr(ctx->inv, "handler", sb.buf, sb.len);
	}
	inventory_fact_end(ctx->inv);
	strbuf_release(&sb);
}

/* The file's function-like macros, parsed once, when an entry calls one. */
struct entry_macros {
	int parsed;
	struct cdecl_file f;
	struct arena arena;
	struct token_vec x, y;
};

static const struct cmacro *entry_macro(const struct entry_macros *em,
					const struct token *t)
{
	size_t i;

	for (i = 0; t->kind == TOK_IDENT && i < em->f.nmacros; i++)
		if (em->f.macros[i].params && tok_eq(t, em->f.macros[i].name))
			return &em->f.macros[i];
	return NULL;
}

/* Wrappers of wrappers: DEVINET_SYSCTL_RW_ENTRY() of _ENTRY() is 2. */
#define MAX_ENTRY_DEPTH 8

/*
 * An entry written by a macro of the file, DEVINET_SYSCTL_RW_ENTRY(
 * ACCEPT_LOCAL, "accept_local") or UCOUNT_ENTRY("max_user_namespaces"),
 * the call t[b..cp]: expanded through the macros it calls until it is a
 * { .procname = ... } entry, into em->x, each token on the line of the
 * call.  The index of the entry's '{' in em->x, or -1 if it does not
 * become one.
 */
static int expand_entry(struct entry_macros *em, const struct token *t,
			size_t n, size_t b, size_t cp)
{
	const struct cmacro *m;
	struct token_vec tmp;
	uint32_t line = t[b].line;
	size_t i, depth, nc, open;

	if (!em->parsed) {
		em->parsed = 1;
		cdecl_parse_macros(&em->f, &em->arena, t, n);
	}
	for (depth = 0; depth < MAX_ENTRY_DEPTH; depth++) {
		m = entry_macro(em, &t[b]);
		if (!m || cmacro_expand(&em->x, m, &t[b + 2], cp - b - 2,
					&em->arena) < 0 || !em->x.n)
			return -1;
		/* Also "[NEIGH_VAR_ ## attr] = { ... }" (neighbour's). */
		open = 0;
		if (tok_punct(&em->x.v[0], '[')) {
			open = tok_close(em->x.v, 0, em->x.n, NULL, 0, &nc) + 2;
			if (open >= em->x.n || !tok_punct(&em->x.v[open - 1], '='))
				return -1;
		}
		if (tok_punct(&em->x.v[open], '{'))
			break;
		if (em->x.n < 3 || !tok_punct(&em->x.v[1], '('))
			return -1;
		/* The next round reads what this one made. */
		tmp = em->y;
		em->y = em->x;
		em->x = tmp;
		t = em->y.v;
		n = em->y.n;
		b = 0;
		cp = tok_close(t, 1, n, NULL, 0, &nc);
		if (cp >= n)
			return -1;
	}
	if (depth == MAX_ENTRY_DEPTH)
		return -1;
	for (i = 0; i < em->x.n; i++)
		em->x.v[i].line = line;
	return (int)open;
}

static void entry_macros_release(struct entry_macros *em)
{
	if (em->parsed)
		cdecl_file_release(&em->f);
	arena_release(&em->arena);
	token_vec_release(&em->x);
	token_vec_release(&em->y);
}

/* An entry DEVINET_SYSCTL_RW_ENTRY(...) at t[k], its ')' at t[cp]. */
static void emit_macro_entry(struct extract_ctx *ctx,
			     const struct table *table, const struct token *t,
			     size_t n, size_t k, size_t cp,
			     struct entry_macros *em, struct strbuf *name)
{
	const struct token *x;
	size_t nx, beg, end;
	int open = expand_entry(em, t, n, k, cp);

	if (open < 0)
		return;
	x = em->x.v;
	nx = em->x.n;
	if (!cinit_field(x, (size_t)open, nx, "procname", &beg, &end) &&
	    !cinit_string(name, &x[beg], end - beg) && name->len &&
	    cinit_field(x, (size_t)open, nx, "child", &beg, &end))
		emit_entry(ctx, table, x, nx, (size_t)open, name);
}

static void emit_table(struct extract_ctx *ctx, const struct table *table,
		       const struct token *t, size_t n, struct strbuf *name,
		       struct entry_macros *em)
{
	size_t close, entry_close, ncommas, k, beg, end;

	close = tok_close(t, table->open, n, NULL, 0, &ncommas);
	for (k = table->open + 1; k < close; k++) {
		if (t[k].kind == TOK_IDENT && k + 1 < close &&
		    tok_punct(&t[k + 1], '(')) {
			entry_close = tok_close(t, k + 1, n, NULL, 0, &ncommas);
			if (entry_close < close)
				emit_macro_entry(ctx, table, t, n, k,
						 entry_close, em, name);
			k = entry_close;
			continue;
		}
		if (!tok_punct(&t[k], '{'))
			continue;
		entry_close = tok_close(t, k, n, NULL, 0, &ncommas);
		/*
		 * A directory entry (.child, before 6.6) is only the path of
		 * the files below it, which are the items.
		 */
		if (!cinit_field(t, k, n, "procname", &beg, &end) &&
		    !cinit_string(name, &t[beg], end - beg) && name->len &&
		    cinit_field(t, k, n, "child", &beg, &end))
			emit_entry(ctx, table, t, n, k, name);
		k = entry_close;
	}
}

static void extract_sysctl(struct extract_ctx *ctx, const struct token *t,
			   size_t n)
{
	struct strbuf name = STRBUF_INIT;
	struct tables tabs = { 0 };
	struct entry_macros em = { 0 };
	size_t i;
	int round;

	find_tables(&tabs, t, n);
	find_field_tables(&tabs, t, n);
	index_assignments(&tabs, t, n);
	read_registrations(&tabs, &((struct procfs_state *)ctx->state)->sx,
			   t, n);
	if (!tabs.n)
		goto out;
	/* .child tables are below their entry: a few rounds settle them. */
	for (round = 0; round < 4; round++)
		for (i = 0; i < tabs.n; i++)
			follow_children(&tabs, &tabs.v[i], t, n, &name);
	find_getters(&tabs, t, n);
	for (i = 0; i < tabs.n; i++)
		emit_table(ctx, &tabs.v[i], t, n, &name, &em);
out:
	entry_macros_release(&em);
	tables_release(&tabs);
	strbuf_release(&name);
}

/*
 * The macros of fs/proc/base.c that make a pid_entry, wrappers of its
 * NOD(): the name is the last string argument (ATTR(LSM, NAME, MODE)
 * has the LSM first, a string in 6.1), the mode the argument after it
 * unless fixed.
 */
static const struct pid_macro {
	const char *name, *type, *mode;
} pid_macros[] = {
	{ "ATTR", "file", NULL },
	{ "DIR", "dir", NULL },
	{ "INF", "file", NULL },
	{ "LNK", "symlink", "0777" },	/* S_IRWXUGO */
	{ "ONE", "file", NULL },
	{ "REG", "file", NULL },
};

/*
 * The tables that are the directories of a process and of a thread; the
 * others are below a DIR() entry of one (see pid_child).
 */
static const struct pid_root {
	const char *table, *dir;
} pid_roots[] = {
	{ "tgid_base_stuff", "PID" },
	{ "tid_base_stuff", "PID/task/TID" },
};

/* A pid_entry table: where it is and the directories it lists. */
struct pid_table {
	const struct token *name;
	size_t open, close;
	char **dirs;
	size_t ndirs, alloc;
};

/* An entry of a table: the macro call at t[k], read. */
struct pid_ent {
	const struct pid_macro *pm;
	struct cinit_call c;
	size_t name_arg;
};

static int read_pid_ent(struct pid_ent *e, struct strbuf *name,
			const struct token *t, size_t n, size_t k)
{
	size_t i;

	e->pm = NULL;
	if (t[k].kind != TOK_IDENT || (t[k].flags & TOKF_PP))
		return -1;
	for (i = 0; i < ARRAY_SIZE(pid_macros); i++)
		if (tok_eq(&t[k], pid_macros[i].name))
			e->pm = &pid_macros[i];
	if (!e->pm || cinit_call(&e->c, t, k, n))
		return -1;
	for (i = e->c.nargs; i-- > 0;) {
		if (!cinit_string(name, &t[e->c.b[i]], e->c.e[i] - e->c.b[i]) &&
		    name->len) {
			e->name_arg = i;
			return 0;
		}
	}
	return -1;
}

static void pid_add_dir(struct pid_table *pt, const char *dir)
{
	size_t i;

	for (i = 0; i < pt->ndirs; i++)
		if (!strcmp(pt->dirs[i], dir))
			return;
	ALLOC_GROW(pt->dirs, pt->ndirs + 1, pt->alloc);
	pt->dirs[pt->ndirs++] = xstrdup(dir);
}

/*
 * The table below a DIR() entry: the one whose operations it names,
 * by base.c's naming, attr_dir_stuff below DIR("attr", ...,
 * proc_attr_dir_inode_operations, proc_attr_dir_operations) and
 * smack_attr_dir_stuff below proc_smack_attr_dir_inode_ops.
 */
static struct pid_table *pid_child(struct pid_table *v, size_t nv,
				   const struct token *t, const struct pid_ent *e)
{
	struct strbuf pfx = STRBUF_INIT;
	struct pid_table *found = NULL;
	size_t i, a;

	for (i = 0; i < nv && !found; i++) {
		const struct token *nm = v[i].name;

		if (nm->len <= 6 || memcmp(nm->s + nm->len - 6, "_stuff", 6))
			continue;
		strbuf_reset(&pfx);
		strbuf_addf(&pfx, "proc_%.*s_", (int)(nm->len - 6), nm->s);
		for (a = e->name_arg + 1; a < e->c.nargs && !found; a++) {
			const struct token *id = cinit_ident(t, e->c.b[a],
							     e->c.e[a]);

			if (id && tok_starts(id, pfx.buf))
				found = &v[i];
		}
	}
	strbuf_release(&pfx);
	return found;
}

/* Give the tables below @pt's DIR() entries its directories. */
static void pid_follow(struct pid_table *v, size_t nv, struct pid_table *pt,
		       const struct token *t, size_t n, struct strbuf *name)
{
	struct strbuf dir = STRBUF_INIT;
	struct pid_table *child;
	struct pid_ent e;
	size_t k, d;

	for (k = pt->open + 1; k < pt->close; k++) {
		if (read_pid_ent(&e, name, t, n, k))
			continue;
		k = e.c.close;
		if (strcmp(e.pm->type, "dir") ||
		    !(child = pid_child(v, nv, t, &e)) || child == pt)
			continue;
		for (d = 0; d < pt->ndirs; d++) {
			strbuf_reset(&dir);
			strbuf_addf(&dir, "%s/%s", pt->dirs[d], name->buf);
			pid_add_dir(child, dir.buf);
		}
	}
	strbuf_release(&dir);
}

static void pid_emit(struct extract_ctx *ctx, const struct pid_table *pt,
		     const char *dir, const struct token *t, size_t n,
		     struct strbuf *name)
{
	struct strbuf sb = STRBUF_INIT, d = STRBUF_INIT;
	struct pid_ent e;
	size_t k, m;

	if (dir)
		strbuf_addstr(&d, dir);
	for (k = pt->open + 1; k < pt->close; k++) {
		if (read_pid_ent(&e, name, t, n, k))
			continue;
		item_name(&sb, "/proc/", dir != NULL, &d, name->buf, ctx->path);
		ctx_fact_begin(ctx, KIND_PROCFS, sb.buf, sb.len, t[k].line, 0);
		fact_attr_str(ctx->inv, "type", e.pm->type);
		m = e.name_arg + 1;
		strbuf_reset(&sb);
		if (e.pm->mode)
			strbuf_addstr(&sb, e.pm->mode);
		else if (m < e.c.nargs)
			cinit_mode(&sb, &t[e.c.b[m]], e.c.e[m] - e.c.b[m]);
		if (sb.len)
			inventory_fact_attr(ctx->inv, "mode", sb.buf, sb.len);
		inventory_fact_end(ctx->inv);
		k = e.c.close;
	}
	strbuf_release(&sb);
	strbuf_release(&d);
}

static void extract_pid_entries(struct extract_ctx *ctx,
				const struct token *t, size_t n)
{
	struct strbuf name = STRBUF_INIT;
	struct pid_table *v = NULL;
	size_t nv = 0, alloc = 0, i, r, d, nc;
	int round;

	for (i = 0; i + 3 < n; i++) {
		const struct token *nm;
		size_t open = cinit_array(t, i, n, "pid_entry", &nm);

		if (!open)
			continue;
		ALLOC_GROW(v, nv + 1, alloc);
		memset(&v[nv], 0, sizeof(v[nv]));
		v[nv].name = nm;
		v[nv].open = open;
		v[nv].close = tok_close(t, open, n, NULL, 0, &nc);
		for (r = 0; r < ARRAY_SIZE(pid_roots); r++)
			if (tok_eq(nm, pid_roots[r].table))
				pid_add_dir(&v[nv], pid_roots[r].dir);
		nv++;
	}
	/* attr/ is below the roots, attr/smack/ below attr/. */
	for (round = 0; round < 4; round++)
		for (i = 0; i < nv; i++)
			pid_follow(v, nv, &v[i], t, n, &name);
	for (i = 0; i < nv; i++) {
		for (d = 0; d < v[i].ndirs; d++)
			pid_emit(ctx, &v[i], v[i].dirs[d], t, n, &name);
		if (!v[i].ndirs)
			pid_emit(ctx, &v[i], NULL, t, n, &name);
		for (d = 0; d < v[i].ndirs; d++)
			free(v[i].dirs[d]);
		free(v[i].dirs);
	}
	free(v);
	strbuf_release(&name);
}

/*
 * A KUnit test (kernel/sysctl-test.c): the tables it registers live
 * inside a test case and are no file user space can rely on.  Both the
 * name and the include must say so: mm/slub.c includes kunit/test.h.
 */
static int is_kunit_test(const struct extract_ctx *ctx)
{
	static const char *const suffixes[] = {
		"-test.c", "_test.c", "-kunit.c", "_kunit.c",
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(suffixes); i++)
		if (ends_with(ctx->path, suffixes[i]))
			return memmem(ctx->buf, ctx->len, "<kunit/test.h>",
				      14) != NULL;
	return 0;
}

static void procfs_extract(struct extract_ctx *ctx)
{
	const struct token_vec *toks;

	if (is_kunit_test(ctx))
		return;
	toks = ctx_tokens(ctx);

	extract_proc(ctx, toks->v, toks->n - 1);
	extract_sysctl(ctx, toks->v, toks->n - 1);
	extract_pid_entries(ctx, toks->v, toks->n - 1);
}

/*
 * A file's links, then its directories and uses of procfs and sysctl,
 * for the cache; nothing if it has none.
 */
static void procfs_state_pack(struct strbuf *out, const void *p)
{
	const struct procfs_state *st = p;
	size_t i;

	if (!st->nlinks && !xdirs_count(&st->x) && !xdirs_count(&st->sx))
		return;
	pack_u32(out, (uint32_t)st->nlinks);
	for (i = 0; i < st->nlinks; i++) {
		pack_str(out, st->links[i].link);
		pack_str(out, st->links[i].target);
	}
	xdirs_pack(out, &st->x);
	xdirs_pack(out, &st->sx);
}

static int procfs_state_unpack(void *p, const char *path, const char *buf,
			       size_t len)
{
	struct procfs_state *st = p;
	struct unpacker u;
	uint32_t n, i;

	(void)path;
	unpacker_init(&u, buf, len);
	n = unpack_u32(&u);
	for (i = 0; i < n && !u.err; i++) {
		struct proc_link *l;

		ALLOC_GROW(st->links, st->nlinks + 1, st->links_alloc);
		l = &st->links[st->nlinks++];
		l->link = unpack_str(&u, &st->arena);
		l->target = unpack_str(&u, &st->arena);
		if (!l->link || !l->target)
			return -1;
	}
	if (u.err || xdirs_unpack(&st->x, &u) < 0 ||
	    xdirs_unpack(&st->sx, &u) < 0)
		return -1;
	return unpack_end(&u);
}

static void *procfs_state_new(void)
{
	size_t i;

	/* A shorter call in the table would never be found: say so. */
	for (i = 0; i < ARRAY_SIZE(sysctl_calls); i++)
		if (strlen(sysctl_calls[i].name) < SYSCTL_CALL_MIN)
			BUG("sysctl call %s: SYSCTL_CALL_MIN is too large",
			    sysctl_calls[i].name);
	return xcalloc(1, sizeof(struct procfs_state));
}

static void procfs_state_free(void *p)
{
	struct procfs_state *st = p;

	free(st->links);
	xdirs_release(&st->x);
	xdirs_release(&st->sx);
	arena_release(&st->arena);
	free(st);
}

/* A procfs item below a link's target, and the name it has below the link. */
struct alias {
	size_t item;
	char *name;
};

/*
 * Items whose parent is a directory of another file (a field it sets, a
 * getter) get its path (xdirs.c); then every procfs item below a link's
 * target gets the path through the link as its "alias", which the diff
 * pairs with an item of that path (qpair_same_item()):
 * /proc/fs/fscache/caches of 6.1 is /proc/fs/netfs/caches of 6.12, where
 * fs/fscache links to netfs.
 */
static void procfs_finish(struct inventory *inv, void **states, int nstates)
{
	struct strbuf sb = STRBUF_INIT;
	struct proc_link *links;
	struct alias *v = NULL;
	size_t nlinks, n = 0, alloc = 0, i, k, tl;

	/* /proc/?/gss_krb5_enctypes is /proc/net/rpc/gss_krb5_enctypes. */
	xdirs_resolve_states(inv, KIND_PROCFS, "/proc/", states, nstates,
			     offsetof(struct procfs_state, x));
	xdirs_resolve_states(inv, KIND_SYSCTL, "/proc/sys/", states, nstates,
			     offsetof(struct procfs_state, sx));
	links = STATES_GATHER(states, nstates, struct procfs_state, links,
			      nlinks, &nlinks);
	for (i = 0; nlinks && i < inv->nitems; i++) {
		const struct item *it = &inv->items[i];

		if (strcmp(it->kind, KIND_PROCFS) || strstr(it->name, " ("))
			continue;
		for (k = 0; k < nlinks; k++) {
			tl = strlen(links[k].target);
			if (strncmp(it->name, links[k].target, tl) ||
			    it->name[tl] != '/')
				continue;
			strbuf_reset(&sb);
			strbuf_addf(&sb, "%s%s", links[k].link, it->name + tl);
			ALLOC_GROW(v, n + 1, alloc);
			v[n].item = i;
			v[n++].name = strbuf_detach(&sb, NULL);
		}
	}
	/* Added after the look, which adding would move. */
	for (k = 0; k < n; k++) {
		const struct item *it = &inv->items[v[k].item];
		const char *name = it->name, *file = it->file;
		uint32_t line = it->line, prio = it->prio;

		inventory_fact_begin(inv, KIND_PROCFS, name, strlen(name), file,
				     line, prio);
		fact_attr_str(inv, "alias", v[k].name);
		inventory_fact_end(inv);
		free(v[k].name);
	}
	free(v);
	free(links);
	strbuf_release(&sb);
}

const struct extractor procfs_extractor = {
	.name = "procfs",
	.kinds = (const char *const[]){ KIND_PROCFS, KIND_SYSCTL, NULL },
	.version = 19,
	.triggers = procfs_triggers,
	.want_path = want_kernel_source,
	.extract = procfs_extract,
	.state_new = procfs_state_new,
	.state_free = procfs_state_free,
	.finish = procfs_finish,
	.finish_reads_facts = 1,
	.state_pack = procfs_state_pack,
	.state_unpack = procfs_state_unpack,
	.pair_key = qpair_key,
	.same_item = qpair_same_item,
};
