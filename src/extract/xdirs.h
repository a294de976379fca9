/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Directories that one file makes and another names as a parent, for
 * procfs and debugfs: a struct's field (sn->proc_net_rpc, set by
 * net/sunrpc/stats.c) or a function that returns one
 * (apei_get_debugfs_dir() of drivers/acpi/apei/apei-base.c).  Each file
 * keeps the ones it defines and the items whose parent it could follow
 * only to one of them; a finish step names those items where all the
 * files that define it agree, and know the path.
 */
#ifndef EXTRACT_XDIRS_H
#define EXTRACT_XDIRS_H

#include <stddef.h>
#include <stdint.h>

#include "c/cinit.h"
#include "core/arena.h"

struct inventory;

/*
 * A definition (key, path) or a use (key, item, path below the key), with
 * the directory of the file that kept it (NULL if the extractor did not
 * say, see xdirs_file()) and the line of the use's item (0: any of its
 * facts; two files "state" of one file are two items once named).
 */
struct xdir {
	const char *key, *item, *path, *dir;
	uint32_t line;
};

struct xdirs {
	struct arena arena;
	struct xdir *defs, *uses;
	size_t ndefs, defs_alloc, nuses, uses_alloc;
	/* The file being read, for xdir.dir; only valid while it is. */
	const char *file;
};

/*
 * The file that the next definitions and uses come from.  A field name
 * that drivers share (->dbgfs_dir) is then named by the definitions of
 * the use's own directory, where there are some.
 */
void xdirs_file(struct xdirs *x, const char *path);

/*
 * The key of a parent t[b..e): "->F" for a field, "F()" for a call
 * without arguments.  -1 if it is neither.
 */
int xdirs_key(struct strbuf *key, const struct token *t, size_t b, size_t e);

/*
 * Keep what the directory call at t[i] defines: the field it is assigned
 * to, with its path under the root, or "" if the file doesn't tell it
 * (wiphy->debugfsdir, set by net/wireless/core.c below another file's
 * directory): a key with two paths, or an unknown one, names nothing.
 */
void xdirs_def_call(struct xdirs *x, const struct cinit_dirs *dirs,
		    const struct token *t, size_t n, size_t i);

/*
 * Keep the getters of the file, "struct dentry *F(void) { ... return V; }",
 * with the path of V if the file tells it.
 */
void xdirs_getters(struct xdirs *x, const struct cinit_dirs *dirs,
		   const struct token *t, size_t n);

/*
 * Keep item @item, whose parent cinit_dir_path_stop() followed to @stop:
 * named NAME below the path of the key there, if it has one.
 */
void xdirs_use(struct xdirs *x, const struct token *t,
	       const struct cinit_dir_stop *stop, const char *item,
	       const char *name);

/* xdirs_use() for the fact of @item at @line only. */
void xdirs_use_line(struct xdirs *x, const struct token *t,
		    const struct cinit_dir_stop *stop, const char *item,
		    const char *name, uint32_t line);

/*
 * The parent where @stop stopped is a parameter of the static function
 * around t[at], which the file calls, and whose address it never takes
 * (amd_pmf_open_pb(dev, dev->dbgfs_dir) of amd/pmf/tee-if.c): the
 * argument its calls pass, if they all agree.  Returns 0 with the path
 * under the root in @sb (@stop's names below it added), 1 with @stop moved
 * to where the argument stopped, its names added to @stop->rel, or -1.
 */
int xdirs_param(struct strbuf *sb, struct cinit_dir_stop *stop,
		const struct cinit_dirs *dirs, const struct token *t, size_t n,
		size_t at);

/* Keep a definition, or a use of ITEM at PATH below the key's path. */
void xdirs_def(struct xdirs *x, const char *key, const char *path);
void xdirs_use_at(struct xdirs *x, const char *key, const char *item,
		  const char *path);

size_t xdirs_count(const struct xdirs *x);
void xdirs_release(struct xdirs *x);

/*
 * Rename the items of @kind that the states' uses name, to ROOT PATH/NAME,
 * where all definitions of their key agree on PATH.
 */
void xdirs_resolve(struct inventory *inv, const char *kind, const char *root,
		   struct xdirs *const *v, size_t n);

/*
 * xdirs_resolve() for a finish step: the states, each an extractor's
 * state holding its struct xdirs at byte @offset.
 */
void xdirs_resolve_states(struct inventory *inv, const char *kind,
			  const char *root, void **states, int nstates,
			  size_t offset);

/* The cache's codec, for these two. */
#include "core/pack.h"

/*
 * What @x holds, written out for the cache (struct extractor's
 * state_pack), and added to @x as read from @u: 0, or -1 if @u does not
 * hold that (then part may have been added).
 */
void xdirs_pack(struct strbuf *out, const struct xdirs *x);
int xdirs_unpack(struct xdirs *x, struct unpacker *u);

#endif
