// SPDX-License-Identifier: GPL-2.0
/*
 * Mount options: the fsparam_*() entries of fs_parameter_spec arrays, and
 * the token tables (match_table_t) of the filesystems that still parse
 * options the old way.
 *
 * An option is "FS:option", FS being the .name of the struct
 * file_system_type whose .parameters is the array (in any file), or of
 * the one struct file_system_type of the file that holds a token table.
 * An array no filesystem names is its file's filesystem's (erofs's
 * erofs_fs_parameters, that fs_parse() reads); one in a file without a
 * filesystem, like a token table there, is the options of the
 * filesystems of other files of its directory
 * (fat's inode.c is msdos's and vfat's, of namei_msdos.c and
 * namei_vfat.c): of those whose name begins the array's ("vfat" of
 * vfat_tokens), else of all of them.  With none, an array is "option
 * (FILE)" and a token table is not read (match_table_t parses other
 * options too).  Nor is a table of the values of one option, or of the
 * keys of something else than a mount (value_table()).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "c/cinit.h"
#include "extract/extract.h"
#include "core/pack.h"
#include "core/util.h"

#define KIND "fs-param"

static const char *const fsparam_triggers[] = {
	"fs_parameter_spec", "match_table_t", "file_system_type", NULL,
};

/* An option of an array (or of a filesystem directly, for tables). */
struct option {
	const char *array, *fs, *name, *type, *path;
	uint32_t line;
	uint8_t table;		/* of a match_table_t */
};

/* A filesystem: its .name, its .parameters array and its file. */
struct fstype {
	const char *name, *array, *path;
};

struct fsparam_state {
	struct arena arena;
	struct option *o;
	size_t no, oalloc;
	struct fstype *f;
	size_t nf, falloc;
};

static void add_option(struct fsparam_state *st, struct extract_ctx *ctx,
		       const char *array, const char *fs, const char *name,
		       size_t len, const char *type, uint32_t line)
{
	struct option *o;

	ALLOC_GROW(st->o, st->no + 1, st->oalloc);
	o = &st->o[st->no++];
	o->array = array;
	o->fs = fs;
	o->name = arena_strndup(&st->arena, name, len);
	o->type = type;
	o->path = ctx->path;
	o->line = line;
	o->table = 0;
}

/*
 * struct file_system_type x = { .name = "ext4", .parameters = ..., ... }:
 * an initialiser with .fs_flags, .mount or .init_fs_context and a string
 * .name, the '{' at @i.  Returns its name, or NULL if it is no filesystem.
 */
static const char *read_fstype(struct fsparam_state *st,
			       struct extract_ctx *ctx, const struct token *t,
			       size_t i, size_t n, struct strbuf *sb)
{
	struct fstype *f;
	const struct token *a;
	size_t vb, ve;

	if (!cinit_field(t, i, n, "fs_flags", &vb, &ve) +
	    !cinit_field(t, i, n, "mount", &vb, &ve) +
	    !cinit_field(t, i, n, "init_fs_context", &vb, &ve) == 0 ||
	    cinit_field(t, i, n, "name", &vb, &ve) ||
	    cinit_string(sb, &t[vb], ve - vb))
		return NULL;
	ALLOC_GROW(st->f, st->nf + 1, st->falloc);
	f = &st->f[st->nf++];
	f->name = arena_strndup(&st->arena, sb->buf, sb->len);
	f->array = NULL;
	f->path = ctx->path;
	if (!cinit_field(t, i, n, "parameters", &vb, &ve) &&
	    (a = cinit_ident(t, vb, ve)))
		f->array = arena_strndup(&st->arena, a->s, a->len);
	return f->name;
}

/*
 * The entries of fs_parameter_spec NAME[] = { fsparam_flag("ro", ...),
 * __fsparam(type, "name", ...), ... }, the '{' at @i, closed at @close.
 * fsparam_flag_no("X") takes "noX" too: the name a token table lists on
 * its own.
 */
static size_t read_spec(struct fsparam_state *st, struct extract_ctx *ctx,
			const struct token *t, size_t i, size_t close,
			const struct token *lv, struct strbuf *sb)
{
	struct strbuf neg = STRBUF_INIT;
	size_t k, first = st->no;

	for (k = i + 1; k < close; k++) {
		struct cinit_call c;
		const char *array, *type;

		if (t[k].kind != TOK_IDENT || cinit_call(&c, t, k, close))
			continue;
		if (tok_starts(&t[k], "fsparam_") && c.nargs >= 1 &&
		    !cinit_string(sb, &t[c.b[0]], c.e[0] - c.b[0])) {
			array = arena_strndup(&st->arena, lv->s, lv->len);
			type = arena_strndup(&st->arena, t[k].s + 8,
					     t[k].len - 8);
			add_option(st, ctx, array, NULL, sb->buf, sb->len,
				   type, t[k].line);
			if (!strcmp(type, "flag_no")) {
				strbuf_reset(&neg);
				strbuf_addf(&neg, "no%s", sb->buf);
				add_option(st, ctx, array, NULL, neg.buf,
					   neg.len, type, t[k].line);
			}
		} else if (tok_eq(&t[k], "__fsparam") && c.nargs >= 2 &&
			   !cinit_string(sb, &t[c.b[1]], c.e[1] - c.b[1])) {
			array = arena_strndup(&st->arena, lv->s, lv->len);
			type = tok_text_dup(&st->arena, &t[c.b[0]], &t[c.e[0]]);
			add_option(st, ctx, array, NULL, sb->buf, sb->len,
				   type, t[k].line);
		}
		k = c.close;
	}
	strbuf_release(&neg);
	return st->no - first;
}

/* How the top-level blocks of a file use a token table (table_use()). */
struct table_use {
	unsigned comma : 1;	/* matched where strsep() splits on ',' */
	unsigned plain : 1;	/* matched where no strsep() splits */
	unsigned other : 1;	/* matched where strsep() splits on others */
	unsigned addr : 1;	/* &NAME: handed to another parser */
};

/*
 * How the functions of the file use the table @name: the blocks that
 * pass it to match_token(), and how each splits its input with strsep().
 */
static struct table_use table_use(const struct token *t, size_t n,
				  const struct token *name, struct strbuf *sb)
{
	struct table_use u = { 0 };
	size_t i, depth = 0;
	int matched = 0, comma = 0, other = 0;
	struct cinit_call c;

	for (i = 0; i < n; i++) {
		if (t[i].flags & TOKF_PP)
			continue;
		if (tok_punct(&t[i], '{') && !depth++) {
			matched = comma = other = 0;
		} else if (tok_punct(&t[i], '}') && depth && !--depth &&
			   matched) {
			u.comma |= comma;
			u.other |= other && !comma;
			u.plain |= !other && !comma;
		} else if (tok_punct(&t[i], '&') && i + 1 < n &&
			   t[i + 1].kind == TOK_IDENT &&
			   t[i + 1].len == name->len &&
			   !memcmp(t[i + 1].s, name->s, name->len)) {
			u.addr = 1;
		} else if (depth && t[i].kind == TOK_IDENT &&
			   !cinit_call(&c, t, i, n) && c.nargs >= 2) {
			if (tok_eq(&t[i], "match_token") &&
			    c.e[1] == c.b[1] + 1 && t[c.b[1]].len == name->len &&
			    !memcmp(t[c.b[1]].s, name->s, name->len))
				matched = 1;
			else if (tok_eq(&t[i], "strsep") &&
				 !cinit_string(sb, &t[c.b[1]], c.e[1] - c.b[1])) {
				if (strchr(sb->buf, ','))
					comma = 1;
				else
					other = 1;
			}
		}
	}
	return u;
}

/*
 * Whether the token table @name holds the values of one option, or the
 * keys of something else than a mount, not mount options: matched only
 * where the input is split on other separators than ',' (btrfs's
 * rescue=a:b of 6.1, memory.reclaim's "swappiness=60 ..."), or only
 * outside such a loop in a file whose options are a fs_parameter_spec
 * (cifs's reparse= values), or never matched here but handed away
 * (gfs2's lock modules' hostdata= tables).
 */
static int value_table(const struct token *t, size_t n,
		       const struct token *name, int has_spec,
		       struct strbuf *sb)
{
	struct table_use u = table_use(t, n, name, sb);

	if (u.comma || (u.plain && !has_spec))
		return 0;
	return u.other || u.plain || u.addr;
}

/* An option name is a word: not "uid:" (nfs's idmapper keys). */
static int option_name(const char *s, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (!isalnum((unsigned char)s[i]) && !strchr("_.+-", s[i]))
			return 0;
	return 1;
}

/*
 * match_table_t NAME = { { Opt_x, "x=%u" }, ... }, the '{' at @i: each
 * entry's option is what precedes its = or %, a "value" if either
 * follows, else a "flag".  Under the file's filesystem @fs, if it has
 * one; else the table is named for finish to place.
 */
static void read_table(struct fsparam_state *st, struct extract_ctx *ctx,
		       const struct token *t, size_t i, size_t n,
		       const char *fs, struct strbuf *sb)
{
	const char *table = NULL;
	size_t close, nc, b, e, len;

	if (!fs)
		table = arena_strndup(&st->arena, t[i - 2].s, t[i - 2].len);
	close = tok_close(t, i, n, NULL, 0, &nc);
	for (i++; i < close; i++) {
		if (!tok_punct(&t[i], '{'))
			continue;
		e = tok_close(t, i, close, NULL, 0, &nc);
		for (b = i + 1; b < e && !tok_punct(&t[b], ','); b++)
			;
		if (b + 1 < e && !cinit_string(sb, &t[b + 1], e - b - 1)) {
			len = strcspn(sb->buf, "=%");
			if (len && option_name(sb->buf, len)) {
				add_option(st, ctx, table, fs, sb->buf, len,
					   sb->buf[len] ? "value" : "flag",
					   t[i].line);
				st->o[st->no - 1].table = 1;
			}
		}
		i = e;
	}
}

/*
 * The file's filesystems, fs_parameter_spec arrays and token tables.  The
 * tables are read last, under the file's first filesystem wherever it is
 * defined.
 */
static void fsparam_extract(struct extract_ctx *ctx)
{
	struct fsparam_state *st = ctx->state;
	const struct token_vec *toks = ctx_tokens(ctx);
	const struct token *t = toks->v;
	struct strbuf sb = STRBUF_INIT;
	const char *fs = NULL, *name;
	size_t n = toks->n - 1, i, k, nc, ntables = 0, nspec = 0;
	size_t *tables = NULL, talloc = 0;

	for (i = 1; i + 1 < n; i++) {
		const struct token *lv;

		if (!tok_punct(&t[i], '{') || !tok_punct(&t[i - 1], '=') ||
		    (t[i].flags & TOKF_PP))
			continue;
		lv = cinit_lvalue(t, i);
		if (!lv)
			continue;
		name = read_fstype(st, ctx, t, i, n, &sb);
		if (name) {
			if (!fs)
				fs = name;
			continue;
		}
		nspec += read_spec(st, ctx, t, i,
				   tok_close(t, i, n, NULL, 0, &nc), lv, &sb);
		if (i >= 3 && tok_eq(&t[i - 3], "match_table_t")) {
			ALLOC_GROW(tables, ntables + 1, talloc);
			tables[ntables++] = i;
		}
	}
	for (k = 0; k < ntables; k++)
		if (!value_table(t, n, &t[tables[k] - 2], nspec > 0, &sb))
			read_table(st, ctx, t, tables[k], n, fs, &sb);
	free(tables);
	strbuf_release(&sb);
}

/*
 * A file's options and filesystems, for the cache; their path is the
 * file's, given back to unpack.  An option's filesystem is a copy of the
 * string, as finish compares them by their text alone.
 */
static void fsparam_state_pack(struct strbuf *out, const void *p)
{
	const struct fsparam_state *st = p;
	size_t i;

	if (!st->no && !st->nf)
		return;
	pack_u32(out, (uint32_t)st->no);
	for (i = 0; i < st->no; i++) {
		const struct option *o = &st->o[i];

		pack_str(out, o->array);
		pack_str(out, o->fs);
		pack_str(out, o->name);
		pack_str(out, o->type);
		pack_u32(out, o->line);
		pack_u32(out, o->table);
	}
	pack_u32(out, (uint32_t)st->nf);
	for (i = 0; i < st->nf; i++) {
		pack_str(out, st->f[i].name);
		pack_str(out, st->f[i].array);
	}
}

static int fsparam_state_unpack(void *p, const char *path, const char *buf,
				size_t len)
{
	struct fsparam_state *st = p;
	struct unpacker u;
	uint32_t n, i;

	unpacker_init(&u, buf, len);
	n = unpack_u32(&u);
	for (i = 0; i < n && !u.err; i++) {
		struct option *o;

		ALLOC_GROW(st->o, st->no + 1, st->oalloc);
		o = &st->o[st->no++];
		o->array = unpack_str(&u, &st->arena);
		o->fs = unpack_str(&u, &st->arena);
		o->name = unpack_str(&u, &st->arena);
		o->type = unpack_str(&u, &st->arena);
		o->path = path;
		o->line = unpack_u32(&u);
		o->table = unpack_u32(&u) != 0;
		if (!o->name || !o->type)
			return -1;
	}
	n = unpack_u32(&u);
	for (i = 0; i < n && !u.err; i++) {
		struct fstype *f;

		ALLOC_GROW(st->f, st->nf + 1, st->falloc);
		f = &st->f[st->nf++];
		f->name = unpack_str(&u, &st->arena);
		f->array = unpack_str(&u, &st->arena);
		f->path = path;
		if (!f->name)
			return -1;
	}
	return unpack_end(&u);
}

DEFINE_STATE_NEW(fsparam_state_new, struct fsparam_state)

static void fsparam_state_free(void *p)
{
	struct fsparam_state *st = p;

	free(st->o);
	free(st->f);
	arena_release(&st->arena);
	free(st);
}

static void emit(struct inventory *inv, const struct option *o,
		 const char *fs)
{
	struct strbuf sb = STRBUF_INIT;

	if (fs)
		strbuf_addf(&sb, "%s:%s", fs, o->name);
	else
		strbuf_addf(&sb, "%s (%s)", o->name, o->path);
	inventory_fact_begin(inv, KIND, sb.buf, sb.len, o->path, o->line, 0);
	fact_attr_str(inv, "type", o->type);
	inventory_fact_end(inv);
	strbuf_release(&sb);
}

/* The length of @path's directory, with its '/'; 0 for none. */
static size_t dir_len(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? (size_t)(slash - path) + 1 : 0;
}

/* Does filesystem @name begin @array's name: "vfat" of vfat_tokens? */
static int names_array(const char *name, const char *array)
{
	size_t len = strlen(name);

	return !strncmp(name, array, len) && array[len] == '_';
}

/* Is @f a filesystem of @path's file (@own) or of its directory (!@own)? */
static int near(const struct fstype *f, const char *path, int own)
{
	size_t dl = dir_len(path);

	if (own)
		return !strcmp(f->path, path);
	return dir_len(f->path) == dl && !strncmp(f->path, path, dl) &&
	       strcmp(f->path, path);
}

/*
 * An option of an array no .parameters names, or of a table in a file
 * without a filesystem, under the filesystems of its own file (erofs's
 * erofs_fs_parameters, that fs_parse() reads), else of the other files
 * of its directory: those whose name begins the array's, else all.
 * Returns how many.
 */
static int emit_near(struct inventory *inv, const struct option *o,
		     const struct fstype *fs, size_t nfs)
{
	size_t k;
	int own, named, found = 0;

	for (own = 1; own >= 0 && !found; own--) {
		named = 0;
		for (k = 0; k < nfs; k++)
			if (near(&fs[k], o->path, own) &&
			    names_array(fs[k].name, o->array))
				named = 1;
		for (k = 0; k < nfs; k++) {
			if (!near(&fs[k], o->path, own) ||
			    (named && !names_array(fs[k].name, o->array)))
				continue;
			emit(inv, o, fs[k].name);
			found++;
		}
	}
	return found;
}

/*
 * Each option under every filesystem whose .parameters is its array:
 * ext4's are ext2's and ext3's too.
 */
static void fsparam_finish(struct inventory *inv, void **states, int nstates)
{
	struct option *opts;
	struct fstype *fs;
	size_t nopts, nfs, i, k;
	int found;

	opts = STATES_GATHER(states, nstates, struct fsparam_state, o, no,
			     &nopts);
	fs = STATES_GATHER(states, nstates, struct fsparam_state, f, nf, &nfs);
	for (i = 0; i < nopts; i++) {
		const struct option *o = &opts[i];

		if (o->fs || (o->table && !o->array)) {
			emit(inv, o, o->fs);
			continue;
		}
		found = 0;
		for (k = 0; k < nfs; k++) {
			if (!fs[k].array || strcmp(fs[k].array, o->array))
				continue;
			emit(inv, o, fs[k].name);
			found = 1;
		}
		if (!found)
			found = emit_near(inv, o, fs, nfs);
		if (!found && !o->table)
			emit(inv, o, NULL);
	}
	free(opts);
	free(fs);
}

const struct extractor fsparam_extractor = {
	.name = KIND,
	.kinds = (const char *const[]){ KIND, NULL },
	.version = 4,
	.triggers = fsparam_triggers,
	.want_path = want_kernel_c,
	.extract = fsparam_extract,
	.state_new = fsparam_state_new,
	.state_free = fsparam_state_free,
	.finish = fsparam_finish,
	.state_pack = fsparam_state_pack,
	.state_unpack = fsparam_state_unpack,
};
