/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Reading C the way the file-shaped ABIs are written: calls with string
 * arguments (proc_create("name", ...)), designated initialisers
 * ({ .procname = "x", .mode = 0644 }), the variable a call or an
 * initialiser is assigned to, and file modes.  Used by the sysfs, procfs,
 * sysctl, debugfs and cgroup extractors.
 */
#ifndef ABIWATCH_CINIT_H
#define ABIWATCH_CINIT_H

#include <stddef.h>

#include "c/lexer.h"
#include "core/strbuf.h"

/*
 * The string that tokens t[0..n) spell: adjacent literals joined, quotes
 * dropped.  Returns -1, leaving @sb empty, if they are not all literals.
 */
int cinit_string(struct strbuf *sb, const struct token *t, size_t n);

/*
 * A file mode: "0644" where t[0..n) is a constant of octal numbers and
 * S_I* names, else the expression as written.
 */
void cinit_mode(struct strbuf *sb, const struct token *t, size_t n);

/* A call: its name at t[i], arguments [b[k], e[k]), up to max of them. */
struct cinit_call {
	size_t i, close;
	size_t nargs;
	size_t b[8], e[8];
};

/* Parse the call at t[i] (IDENT '(' ...); 0, or -1 if it isn't one. */
int cinit_call(struct cinit_call *c, const struct token *t, size_t i,
	       size_t n);

/*
 * In the brace group that opens at t[open], the value of the designated
 * field .@field at its top level: returns 0 and sets [*vb, *ve), or -1.
 */
int cinit_field(const struct token *t, size_t open, size_t n,
		const char *field, size_t *vb, size_t *ve);

/*
 * The variable that what starts at t[i] initialises or is assigned to:
 * "x = ...", "type x[] = ...", "x->y = ...": the last identifier before
 * the '='.  NULL if there is none.
 */
const struct token *cinit_lvalue(const struct token *t, size_t i);

/*
 * The initialiser of the variable @name in the file, "NAME[] = {": the
 * index of its '{', or 0 if there is none (or @name is NULL).
 */
size_t cinit_of(const struct token *t, size_t n, const struct token *name);

/*
 * The tokens of a file at which a kind's dir_call() answers yes, with the
 * arguments it named, in the order of the file: made at the first
 * cinit_dir_path() of the file, since a debugfs or procfs file asks for
 * the parent of each of its calls, and each question walked every token
 * of the file back from its end.
 */
struct cinit_dir_index {
	const struct token *t;
	size_t n;
	struct cinit_dir_at {
		size_t i;
		int name_arg, parent_arg;
	} *v;
	size_t nr, alloc;
	/* And its string macros, "#define NAME "x"": their '#'. */
	size_t *defs;
	size_t ndefs, defs_alloc;
	int built;
};

#define CINIT_DIR_INDEX_INIT { NULL, 0, NULL, 0, 0, NULL, 0, 0, 0 }

void cinit_dir_index_release(struct cinit_dir_index *idx);

/*
 * How a kind's directories are made: root() recognises an argument that
 * names the root (NULL), adding any path under it to @sb; dir_call()
 * recognises a call that makes a directory, and says which of its
 * arguments are the name and the parent.  @index, if not NULL, is the
 * file's index of dir_call(): an extractor copies its table into a
 * local for each file, with an index of its own, and releases it at the
 * end of the file.
 */
struct cinit_dirs {
	int (*root)(struct strbuf *sb, const struct token *t, size_t b,
		    size_t e);
	int (*dir_call)(const struct token *t, int *name_arg, int *parent_arg);
	struct cinit_dir_index *index;
};

/*
 * The path of the directory that the parent argument t[b..e) names, into
 * @sb: the root, or a variable or a struct's field set from a
 * directory-making call in the file ("dir = proc_mkdir("foo", NULL)",
 * "sbi->s_proc = proc_mkdir(sb->s_id, f2fs_proc_root)"), followed up to
 * its root.  A directory named at run time is "<WORD>", the last word of
 * the last identifier of its name (sb->s_id: "<id>"), unless the path
 * begins with it.  Returns -1 if it can't be known from the file.
 */
int cinit_dir_path(struct strbuf *sb, const struct cinit_dirs *dirs,
		   const struct token *t, size_t n, size_t b, size_t e);

/*
 * Where cinit_dir_path_stop() stopped: the parent t[b..e) it could not
 * follow in the file (apei_get_debugfs_dir(), sn->proc_net_rpc), and the
 * path below it ("einj" of einj_debug_dir).
 */
struct cinit_dir_stop {
	size_t b, e;
	struct strbuf rel;
};

/* cinit_dir_path(), saying in @stop where it stopped if it returns -1. */
int cinit_dir_path_stop(struct strbuf *sb, struct cinit_dir_stop *stop,
			const struct cinit_dirs *dirs, const struct token *t,
			size_t n, size_t b, size_t e);

/*
 * The string that the file's "#define NAME "string"" gives @name, into
 * @sb: "net/mptcp" of MPTCP_SYSCTL_PATH.  -1 if there is none.
 */
int cinit_macro_string(struct strbuf *sb, const struct token *t, size_t n,
		       const struct token *name);

/*
 * An array of struct @type defined at t[i]: "type NAME[...] = {".  Returns
 * the index of its '{', its name's token in *name; 0 if there is none.
 */
size_t cinit_array(const struct token *t, size_t i, size_t n,
		   const char *type, const struct token **name);

/* The first identifier of an argument, after '&' and casts: &foo.attr. */
const struct token *cinit_ident(const struct token *t, size_t b, size_t e);

#endif
