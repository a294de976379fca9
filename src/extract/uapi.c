// SPDX-License-Identifier: GPL-2.0
/*
 * The uapi headers, item by item: each header (uapi-header), each
 * object-like constant (uapi-macro), each struct, union and typedef with
 * its x86-64 layout (uapi-type), each enumerator (uapi-enum); and, from
 * every C file of the kernel, each ioctl command (extract/ioctl.c).
 *
 * Headers are parsed per file (cdecl.c) while the tree is scanned; names
 * are resolved across files (cdb.c) once all are read, in the finish step,
 * which is where the items are made.  docs/kinds.md gives the naming rules
 * and docs/compat.md the rules of judge().
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "extract/extract.h"
#include "extract/uapi.h"
#include "core/util.h"

#define KIND_HEADER "uapi-header"
#define KIND_MACRO "uapi-macro"
#define KIND_TYPE "uapi-type"
#define KIND_ENUM "uapi-enum"
#define KIND_IOCTL "ioctl"

struct uapi_state {
	struct arena arena;
	struct uapi_file **files;
	size_t n, alloc;
};

/* The part of a uapi header's path that user space #includes. */
static const char *uapi_include(const char *path, char *arch, size_t size)
{
	const char *s;

	arch[0] = '\0';
	if (starts_with(path, "include/uapi/"))
		return path + strlen("include/uapi/");
	if (path_arch(arch, size, path) < 0)
		return NULL;
	s = path + strlen("arch/") + strlen(arch);
	if (!starts_with(s, "/include/uapi/")) {
		arch[0] = '\0';
		return NULL;
	}
	return s + strlen("/include/uapi/");
}

static int is_uapi_header(const char *path)
{
	char arch[64];

	return ends_with(path, ".h") &&
	       uapi_include(path, arch, sizeof(arch)) != NULL;
}

static enum want uapi_want_path(const char *path)
{
	if (is_uapi_header(path))
		return WANT_ALWAYS;
	if (path_in_kernel(path) && (ends_with(path, ".c") ||
				     ends_with(path, ".h")))
		return WANT_IF_TRIGGERED;
	return WANT_NO;
}

/* An architecture's definitions are attributes "ARCH:key" of the item. */
static void uapi_key(struct strbuf *sb, const struct uapi_file *f,
		     const char *key)
{
	strbuf_reset(sb);
	if (f->is_uapi && f->scope[0])
		strbuf_addf(sb, "%s:", f->scope);
	strbuf_addstr(sb, key);
}

void uapi_attr(struct inventory *inv, const struct uapi_file *f,
	       const char *key, const char *val, size_t len)
{
	struct strbuf sb = STRBUF_INIT;

	uapi_key(&sb, f, key);
	inventory_fact_attr(inv, sb.buf, val, len);
	strbuf_release(&sb);
}

void uapi_attrf(struct inventory *inv, const struct uapi_file *f,
		const char *key, const char *fmt, ...)
{
	struct strbuf val = STRBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	strbuf_vaddf(&val, fmt, ap);
	va_end(ap);
	uapi_attr(inv, f, key, val.buf, val.len);
	strbuf_release(&val);
}

void uapi_format_int(struct strbuf *sb, uint64_t v)
{
	if ((int64_t)v < 0)
		strbuf_addf(sb, "%lld", (long long)(int64_t)v);
	else
		strbuf_addf(sb, "%llu", (unsigned long long)v);
}

static void uapi_extract(struct extract_ctx *ctx)
{
	struct uapi_state *st = ctx->state;
	const struct token_vec *toks = ctx_tokens(ctx);
	struct uapi_file *f;
	char arch[64];
	const char *inc = uapi_include(ctx->path, arch, sizeof(arch));

	f = arena_alloc(&st->arena, sizeof(*f));
	memset(f, 0, sizeof(*f));
	f->decl.path = ctx->path;
	f->is_uapi = inc && ends_with(ctx->path, ".h");
	if (f->is_uapi) {
		struct strbuf sb = STRBUF_INIT;

		f->scope = arena_strdup(&st->arena, arch);
		strbuf_addstr(&sb, inc);
		if (arch[0])
			strbuf_addf(&sb, " (%s)", arch);
		ctx_fact_begin(ctx, KIND_HEADER, sb.buf, sb.len, 1, 0);
		inventory_fact_end(ctx->inv);
		strbuf_release(&sb);
	} else {
		f->scope = ctx->path;
	}
	if (ctx->lex_err)
		inventory_problem(ctx->inv, ctx->path, "line %u: %s",
				  ctx->lex_err_line, ctx->lex_err);
	cdecl_parse(&f->decl, &st->arena, toks->v, toks->n, f->is_uapi);
	ALLOC_GROW(st->files, st->n + 1, st->alloc);
	st->files[st->n++] = f;
}

static void *uapi_state_new(void)
{
	return xcalloc(1, sizeof(struct uapi_state));
}

static void uapi_state_free(void *p)
{
	struct uapi_state *st = p;
	size_t i;

	for (i = 0; i < st->n; i++)
		cdecl_file_release(&st->files[i]->decl);
	free(st->files);
	arena_release(&st->arena);
	free(st);
}

static int ends_with_any(const char *name, size_t len,
			 const char *const *ends, size_t n)
{
	size_t i, el;

	for (i = 0; i < n; i++) {
		el = strlen(ends[i]);
		if (len > el && !memcmp(name + len - el, ends[i], el))
			return 1;
	}
	return 0;
}

/*
 * Counts and bounds that move as values are added: FOO_MAX, __FOO_MAX,
 * MAX_FOO, NUM_FOO, FOO_CNT, FOO_NBITS, __NR_syscalls and the like.
 */
int uapi_is_sentinel(const char *name)
{
	static const char *const ends[] = {
		"_MAX", "_MAX_ID", "_MAX_BIT", "_MAX_SHIFT", "_CNT", "_COUNT",
		"_LAST", "_END", "_NUM", "_NBITS", "_NR",
	};
	static const char *const starts[] = {
		"MAX_", "__MAX_", "NUM_", "__NUM_", "NR_",
	};
	size_t len = strlen(name), i;

	if (!strcmp(name, "__NR_syscalls") || strstr(name, "_NUM_"))
		return 1;
	for (i = 0; i < ARRAY_SIZE(starts); i++)
		if (starts_with(name, starts[i]))
			return 1;
	if (ends_with_any(name, len, ends, ARRAY_SIZE(ends)))
		return 1;
	return len > 5 && starts_with(name, "__") &&
	       !memcmp(name + len - 3, "MAX", 3);
}

/* Masks of all valid flags, which grow as flags are added. */
static int is_mask_name(const char *name)
{
	static const char *const ends[] = {
		"_MASK", "_ALL", "_FLAGS", "_FEATURES", "_VALID_FLAGS",
		"_IOCTLS", "_IOCTLS_BASIC", "__MASK",
	};

	return ends_with_any(name, strlen(name), ends, ARRAY_SIZE(ends));
}

/* Version numbers, which are bumped by design. */
static int is_version_name(const char *name)
{
	static const char *const ends[] = { "_MINOR", "_PATCH", "_SUBVERSION" };

	return strstr(name, "VERSION") ||
	       ends_with_any(name, strlen(name), ends, ARRAY_SIZE(ends));
}

/* A type as the items show it: "__u32", "struct foo *", "__u8[16]". */
static void type_text(struct strbuf *sb, const struct ctype *ty)
{
	uint8_t i;

	if (ty->sub) {
		strbuf_addstr(sb, ty->sub->is_union ? "union" : "struct");
		if (ty->sub->tag)
			strbuf_addf(sb, " %s", ty->sub->tag);
		strbuf_addstr(sb, " {...}");
	} else {
		strbuf_addstr(sb, ty->base ? ty->base : "?");
	}
	if (ty->fnptr)
		strbuf_addstr(sb, " (*)()");
	else
		for (i = 0; i < ty->nptr; i++)
			strbuf_addstr(sb, i ? "*" : " *");
	if (ty->bounds)
		strbuf_addstr(sb, ty->bounds);
}

static void offset_text(struct strbuf *sb, int64_t bits)
{
	if (bits < 0)
		strbuf_addstr(sb, " @?");
	else if (bits % 8)
		strbuf_addf(sb, " @%lld:%lld", (long long)(bits / 8),
			    (long long)(bits % 8));
	else
		strbuf_addf(sb, " @%lld", (long long)(bits / 8));
}

/*
 * member.PATH = "TYPE @OFFSET size SIZE" for each member, nested aggregates
 * flattened: a named one adds its name to the path, an anonymous one
 * nothing, as C lets user space name its members.
 */
static void emit_members(struct inventory *inv, const struct cdb_ctx *ctx,
			 const struct uapi_file *f, struct strbuf *key,
			 const struct caggr *ag, int64_t base, int layout)
{
	struct strbuf val = STRBUF_INIT;
	size_t keylen = key->len;
	uint32_t i;

	for (i = 0; i < ag->nmembers; i++) {
		const struct cmember *m = &ag->members[i];
		int64_t off = base < 0 || m->offset < 0 ? -1 : base + m->offset;

		strbuf_setlen(key, keylen);
		if (!m->name && !m->macro) {
			if (m->type.sub)
				emit_members(inv, ctx, f, key, m->type.sub, off,
					     layout);
			continue;
		}
		strbuf_setlen(key, keylen);
		strbuf_reset(&val);
		if (m->macro) {
			/* A macro that couldn't be expanded. */
			strbuf_addf(key, ".%s", m->macro);
			strbuf_addstr(&val, "(macro)");
			uapi_attr(inv, f, key->buf, val.buf, val.len);
			continue;
		}
		strbuf_addf(key, ".%s", m->name);
		type_text(&val, &m->type);
		if (m->bits)
			strbuf_addf(&val, ":%s", m->bits);
		if (m->absent) {
			/* Under an #if x86-64 doesn't take: kvm_run's psw_mask. */
			strbuf_addstr(&val, " (not on x86-64)");
		} else if (layout) {
			uint32_t align;
			int64_t size = m->bits ? -1 :
				       cdb_type_size(ctx, &m->type, &align);

			offset_text(&val, off);
			if (off >= 0 && size >= 0)
				strbuf_addf(&val, " size %lld", (long long)size);
		}
		uapi_attr(inv, f, key->buf, val.buf, val.len);
		if (m->type.sub && !m->type.nptr && !m->type.bounds)
			emit_members(inv, ctx, f, key, m->type.sub, off,
					     layout);
	}
	strbuf_setlen(key, keylen);
	strbuf_release(&val);
}

/* Layouts are x86-64's: computed for the generic and x86 headers. */
static int has_layout(const struct uapi_file *f)
{
	return !f->scope[0] || !strcmp(f->scope, "x86");
}

/*
 * Whether user space passes the struct with its size, so that members may
 * be appended: a FOO_SIZE_VER0 macro for struct foo, an argsz member
 * (VFIO), a member called size (perf_event_attr, sched_attr), or one of
 * the few whose size goes beside them (sized_args).
 */
static const struct {
	const char *tag, *how;
} sized_args[] = {
	{ "bpf_attr", "bpf() takes its size" },
	{ "bpf_btf_info", "info_len" },
	{ "bpf_link_info", "info_len" },
	{ "bpf_map_info", "info_len" },
	{ "bpf_prog_info", "info_len" },
	{ "landlock_ruleset_attr", "landlock_create_ruleset() takes its size" },
};

static const char *extensible(const struct cdb_ctx *ctx, const char *tag,
			      const struct caggr *ag, struct strbuf *sb)
{
	uint64_t v;
	uint32_t i;
	const char *s;

	strbuf_reset(sb);
	for (s = tag; *s; s++)
		strbuf_addch(sb, toupper((unsigned char)*s));
	strbuf_addstr(sb, "_SIZE_VER0");
	if (cdb_eval_tokens(&v, ctx, &(struct token){ sb->buf,
		(uint32_t)sb->len, 0, TOK_IDENT, 0 }, 1) == 0)
		return sb->buf;
	for (i = 0; i < ag->nmembers; i++) {
		const char *n = ag->members[i].name;

		if (n && !strcmp(n, "argsz"))
			return "argsz member";
		if (n && !strcmp(n, "size") && !ag->members[i].type.nptr)
			return "size member";
	}
	for (i = 0; i < ARRAY_SIZE(sized_args); i++)
		if (!strcmp(tag, sized_args[i].tag))
			return sized_args[i].how;
	return NULL;
}

static void emit_aggr(struct inventory *inv, const struct cdb_ctx *ctx,
		      const struct uapi_file *f, const char *name,
		      const struct ctype *ty, struct caggr *ag, uint32_t line,
		      uint16_t cond)
{
	struct strbuf key = STRBUF_INIT, sb = STRBUF_INIT;
	int layout = has_layout(f);
	const char *ext;

	/* A definition under an #if x86-64 doesn't take has no layout here. */
	if (layout && cond && !cdb_eval_cond(ctx, cond))
		layout = 0;

	inventory_fact_begin(inv, KIND_TYPE, name, strlen(name), f->decl.path,
			     line, 0);
	if (ty) {
		strbuf_reset(&sb);
		type_text(&sb, ty);
		uapi_attr(inv, f, "type", sb.buf, sb.len);
	}
	if (ag) {
		cdb_expand_members(ctx, ag);
		if (layout)
			cdb_layout(ctx, ag);
		if (ag->tag) {
			ext = extensible(ctx, ag->tag, ag, &sb);
			if (ext)
				uapi_attr(inv, f, "extensible", ext,
					  strlen(ext));
		}
		strbuf_addstr(&key, "member");
		emit_members(inv, ctx, f, &key, ag, 0, layout);
	}
	if (layout) {
		uint32_t align = 0;
		int64_t size;

		if (ag && !ty) {
			size = ag->size;
			align = ag->align;
		} else {
			size = cdb_type_size(ctx, ty, &align);
		}
		if (size >= 0) {
			uapi_attrf(inv, f, "size", "%lld", (long long)size);
			uapi_attrf(inv, f, "align", "%u", align);
		} else {
			uapi_attr(inv, f, "size", "unknown", 7);
		}
	}
	inventory_fact_end(inv);
	strbuf_release(&key);
	strbuf_release(&sb);
}

static void emit_macro(struct inventory *inv, const struct cdb_ctx *ctx,
		       const struct uapi_file *f, struct cmacro *m)
{
	struct strbuf sb = STRBUF_INIT;
	uint64_t v;

	/* System call numbers are the syscall kind's: one item each. */
	if (m->guard || m->params || !m->ntoks ||
	    starts_with(m->name, "__NR_") || starts_with(m->name, "__NR3264_") ||
	    ioctl_is_command(ctx, m->toks, m->ntoks))
		return;
	inventory_fact_begin(inv, KIND_MACRO, m->name, strlen(m->name),
			     f->decl.path, m->line, 0);
	uapi_attr(inv, f, "value", m->body, strlen(m->body));
	if (!cdb_eval_macro(&v, ctx, m)) {
		uapi_format_int(&sb, v);
		uapi_attr(inv, f, "int", sb.buf, sb.len);
	}
	inventory_fact_end(inv);
	strbuf_release(&sb);
}

static void emit_enum(struct inventory *inv, const struct cdb_ctx *ctx,
		      const struct uapi_file *f, struct cenum *e)
{
	struct strbuf sb = STRBUF_INIT;
	struct strbuf copy = STRBUF_INIT;
	struct token_vec toks = { 0 };
	uint64_t v;

	if (e->expr) {
		strbuf_addstr(&copy, e->expr);
		lexer_tokenize(&toks, copy.buf, copy.len, NULL);
		if (ioctl_is_command(ctx, toks.v, toks.n - 1))
			goto out;
	}
	inventory_fact_begin(inv, KIND_ENUM, e->name, strlen(e->name),
			     f->decl.path, e->line, 0);
	uapi_attr(inv, f, "enum", e->tag ? e->tag : "(anonymous)",
		  strlen(e->tag ? e->tag : "(anonymous)"));
	if (!cdb_eval_enum(&v, ctx, e))
		uapi_format_int(&sb, v);
	else if (e->expr)
		strbuf_addstr(&sb, e->expr);
	else
		strbuf_addf(&sb, "%s + %u", e->base, e->offset);
	uapi_attr(inv, f, "int", sb.buf, sb.len);
	if (e->expr)
		uapi_attr(inv, f, "value", e->expr, strlen(e->expr));
	inventory_fact_end(inv);
out:
	token_vec_release(&toks);
	strbuf_release(&copy);
	strbuf_release(&sb);
}

static void emit_file(struct inventory *inv, struct cdb *db,
		      const struct uapi_file *f)
{
	struct cdb_ctx ctx = { db, &f->decl, f->scope, 0 };
	const struct cdecl_file *d = &f->decl;
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	for (i = 0; i < d->nmacros; i++)
		emit_macro(inv, &ctx, f, &d->macros[i]);
	for (i = 0; i < d->nenums; i++)
		emit_enum(inv, &ctx, f, &d->enums[i]);
	for (i = 0; i < d->naggrs; i++) {
		struct caggr *ag = d->aggrs[i];

		strbuf_reset(&sb);
		strbuf_addf(&sb, "%s %s", ag->is_union ? "union" : "struct",
			    ag->tag);
		emit_aggr(inv, &ctx, f, sb.buf, NULL, ag, ag->line, ag->cond);
	}
	for (i = 0; i < d->ntypedefs; i++) {
		struct ctypedef *td = &d->typedefs[i];

		strbuf_reset(&sb);
		strbuf_addf(&sb, "typedef %s", td->name);
		emit_aggr(inv, &ctx, f, sb.buf, &td->type,
			  td->type.nptr ? NULL : td->type.sub, td->line,
			  td->cond);
	}
	strbuf_release(&sb);
}

static int file_cmp(const void *a, const void *b)
{
	const struct uapi_file *const *x = a, *const *y = b;

	return strcmp((*x)->decl.path, (*y)->decl.path);
}

static void uapi_finish(struct inventory *inv, void **states, int nstates)
{
	struct uapi_file **files = NULL;
	const char **scopes = NULL;
	struct cdecl_file **decls = NULL;
	size_t n = 0, alloc = 0, i;
	struct cdb db;
	int s;

	for (s = 0; s < nstates; s++) {
		struct uapi_state *st = states[s];

		ALLOC_GROW(files, n + st->n, alloc);
		if (st->n)
			memcpy(files + n, st->files, st->n * sizeof(*files));
		n += st->n;
	}
	/* Files in path order, so that nothing depends on the threads. */
	sort_array(files, n, sizeof(*files), file_cmp);
	decls = xcalloc(n + 1, sizeof(*decls));
	scopes = xcalloc(n + 1, sizeof(*scopes));
	for (i = 0; i < n; i++) {
		decls[i] = &files[i]->decl;
		scopes[i] = files[i]->scope;
	}
	cdb_build(&db, decls, n, scopes);
	for (i = 0; i < n; i++)
		if (files[i]->is_uapi)
			emit_file(inv, &db, files[i]);
	ioctl_emit(inv, &db, files, n);
	cdb_release(&db);
	free(decls);
	free(scopes);
	free(files);
}

/* Whether attribute @key is in the group of @prefix ("" or "ARCH:"). */
static int in_group(const char *key, const char *prefix)
{
	return *prefix ? starts_with(key, prefix) : !strchr(key, ':');
}

const char *uapi_group_attr(const struct item *it, const char *prefix,
			    const char *key)
{
	struct strbuf sb = STRBUF_INIT;
	const char *v;

	strbuf_addf(&sb, "%s%s", prefix, key);
	v = item_attr(it, sb.buf);
	strbuf_release(&sb);
	return v;
}

/* The groups of an item, as a list of prefixes ("" first), at most max. */
static size_t groups(const struct item *it, char (*v)[40], size_t max)
{
	size_t n = 0, k;
	uint32_t i;

	for (i = 0; i < it->nattrs; i++) {
		const char *colon = strchr(it->attrs[i].key, ':');
		size_t len = colon ? (size_t)(colon - it->attrs[i].key) + 1 : 0;

		/* "@subsystem" is no definition, generic or an arch's. */
		if (len >= sizeof(v[0]) || attr_is_annotation(it->attrs[i].key))
			continue;
		for (k = 0; k < n; k++)
			if (strlen(v[k]) == len &&
			    !memcmp(v[k], it->attrs[i].key, len))
				break;
		if (k < n || n == max)
			continue;
		memcpy(v[n], it->attrs[i].key, len);
		v[n++][len] = '\0';
	}
	return n;
}

static int has_group(char (*v)[40], size_t n, const char *prefix)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!strcmp(v[i], prefix))
			return 1;
	return 0;
}

static const char *group_name(const char *prefix)
{
	return *prefix ? prefix : "generic:";
}

enum compat uapi_judge_groups(struct strbuf *reason, const struct item *old,
			      const struct item *new, uapi_group_judge judge)
{
	static const int rank[] = { 0, 0, 2, 1 };
	char og[64][40], ng[64][40];
	size_t no = groups(old, og, 64), nn = groups(new, ng, 64), i;
	struct strbuf why = STRBUF_INIT;
	enum compat worst = COMPAT_COMPATIBLE, c;

	/* One definition that moved between a generic and an arch header. */
	if (no == 1 && nn == 1 && strcmp(og[0], ng[0])) {
		c = judge(&why, old, new, og[0], ng[0]);
		strbuf_addf(reason, "moved from %s to %s headers; %s",
			    *og[0] ? og[0] : "generic", *ng[0] ? ng[0] : "generic",
			    why.buf);
		strbuf_release(&why);
		return c;
	}
	for (i = 0; i < no + nn; i++) {
		const char *g = i < no ? og[i] : ng[i - no];

		strbuf_reset(&why);
		if (i >= no && has_group(og, no, g))
			continue;
		if (!has_group(ng, nn, g)) {
			strbuf_addf(&why, "%s definition removed", group_name(g));
			c = COMPAT_BREAKING;
		} else if (!has_group(og, no, g)) {
			c = COMPAT_COMPATIBLE;
			if (!reason->len)
				strbuf_addf(&why, "%s definition added",
					    group_name(g));
		} else {
			if (*g)
				strbuf_addf(&why, "%s ", g);
			c = judge(&why, old, new, g, g);
		}
		if (rank[c] > rank[worst] || !reason->len) {
			if (rank[c] > rank[worst] || why.len) {
				strbuf_reset(reason);
				strbuf_add(reason, why.buf, why.len);
			}
			if (rank[c] > rank[worst])
				worst = c;
		}
	}
	strbuf_release(&why);
	return worst;
}

/* The last component of a member path: "member.u.reserved" -> "reserved". */
static const char *member_leaf(const char *key)
{
	const char *dot = strrchr(key, '.');

	return dot ? dot + 1 : key;
}

/*
 * Names that mark space kept for later: reserved, rsvd, resv, rsv, pad,
 * unused, spare; and __align and the like, with leading underscores.
 */
static int is_reserved_name(const char *key)
{
	static const char *const words[] = {
		"reserved", "resv", "rsvd", "rsv", "pad", "unused", "spare",
	};
	const char *s = member_leaf(key), *name = s;
	size_t i;

	while (*s == '_')
		s++;
	if (s != name && !strncasecmp(s, "align", 5))
		return 1;
	/* Any word of the name: f_spare, __reserved_1, pad0. */
	for (; *s; s += strcspn(s, "_"), s += strspn(s, "_"))
		for (i = 0; i < ARRAY_SIZE(words); i++)
			if (!strncasecmp(s, words[i], strlen(words[i])))
				return 1;
	return 0;
}

/*
 * Split "TYPE @OFF size N" into the type, OFF ("?" if unknown) and the
 * size (-1 if unknown).
 */
static void member_parts(struct strbuf *type, struct strbuf *off,
			 long long *size, const char *val)
{
	const char *at = strstr(val, " @"), *sz;

	strbuf_reset(type);
	strbuf_reset(off);
	strbuf_add(type, val, at ? (size_t)(at - val) : strlen(val));
	*size = -1;
	if (!at) {
		strbuf_addch(off, '?');
		return;
	}
	sz = strstr(at, " size ");
	strbuf_add(off, at + 2, sz ? (size_t)(sz - at - 2) : strlen(at + 2));
	if (sz)
		*size = strtoll(sz + 6, NULL, 10);
}

/*
 * A flexible array written in another form: E[0] or E[] for E[], or a
 * one-element array E[1] (or E[N]) that became E[].  Returns 1 for the
 * forms of a flexible array, 2 for an array that became flexible.
 */
static int flex_rewrite(const char *a, const char *b)
{
	const char *ab = strchr(a, '['), *bb = strchr(b, '[');

	if (!ab || !bb || ab - a != bb - b || memcmp(a, b, (size_t)(ab - a)) ||
	    strcmp(bb, "[]") || strchr(ab + 1, '['))
		return 0;
	return !strcmp(ab, "[0]") || !strcmp(ab, "[]") ? 1 : 2;
}

static long long group_ll(const struct item *it, const char *prefix,
			  const char *key)
{
	const char *v = uapi_group_attr(it, prefix, key);

	if (!v || !isdigit((unsigned char)*v))
		return -1;
	return strtoll(v, NULL, 10);
}

/*
 * Where no layout was computed: the sizes of two fixed-size types, with
 * the same array bounds (uint64_t[32] and __u64[32]).
 */
static void same_fixed_type(long long *os, long long *ns, const char *a,
			    const char *b)
{
	const char *ab = strchr(a, '['), *bb = strchr(b, '[');
	size_t al = ab ? (size_t)(ab - a) : strlen(a);
	size_t bl = bb ? (size_t)(bb - b) : strlen(b);
	char *x, *y;

	if ((ab || bb) && (!ab || !bb || strcmp(ab, bb)))
		return;
	x = xstrndup(a, al);
	y = xstrndup(b, bl);
	*os = cdb_fixed_size(x);
	*ns = cdb_fixed_size(y);
	free(x);
	free(y);
}

/* What judge_type() found member by member. */
struct type_scan {
	int reserved_used;	/* a reserved member changed or went */
	int retyped;		/* same size and offset, type written anew */
	int flex;		/* 1: flexible array forms, 2: array became one */
	int added, appended;	/* new members; all at or past the old end */
	const char *retyped_key;
};

/*
 * Compare the members of one group of each side.  Returns 1 with a
 * breaking reason, 0 if nothing breaks.
 */
static int scan_members(struct strbuf *reason, struct type_scan *ts,
			const struct item *old, const struct item *new,
			const char *op, const char *np, long long osize)
{
	struct strbuf ta = STRBUF_INIT, tb = STRBUF_INIT;
	struct strbuf oo = STRBUF_INIT, no = STRBUF_INIT, key = STRBUF_INIT;
	size_t opl = strlen(op), npl = strlen(np);
	long long os, ns;
	int ret = 1, fx;
	uint32_t i;

	for (i = 0; i < old->nattrs; i++) {
		const struct attr *a = &old->attrs[i];
		const char *m = a->key + opl, *nv;

		if (!in_group(a->key, op) || !starts_with(m, "member."))
			continue;
		strbuf_reset(&key);
		strbuf_addf(&key, "%s%s", np, m);
		nv = item_attr(new, key.buf);
		if (nv && !strcmp(a->val, nv))
			continue;
		if (is_reserved_name(m)) {
			ts->reserved_used = 1;
			continue;
		}
		if (!nv) {
			strbuf_addf(reason, "member %s removed or renamed", m + 7);
			goto out;
		}
		member_parts(&ta, &oo, &os, a->val);
		member_parts(&tb, &no, &ns, nv);
		fx = flex_rewrite(ta.buf, tb.buf);
		if (fx && !strcmp(oo.buf, no.buf)) {
			if (fx > ts->flex)
				ts->flex = fx;
			continue;
		}
		if (strcmp(ta.buf, tb.buf)) {
			if (os < 0 && ns < 0)
				same_fixed_type(&os, &ns, ta.buf, tb.buf);
			if (os < 0 || os != ns || strcmp(oo.buf, no.buf)) {
				strbuf_addf(reason, "type of member %s changed from %s to %s",
					    m + 7, ta.buf, tb.buf);
				goto out;
			}
			ts->retyped = 1;
			ts->retyped_key = m + 7;
			continue;
		}
		if (strcmp(oo.buf, no.buf) && strcmp(oo.buf, "?") &&
		    strcmp(no.buf, "?")) {
			strbuf_addf(reason, "member %s moved from @%s to @%s",
				    m + 7, oo.buf, no.buf);
			goto out;
		}
	}
	for (i = 0; i < new->nattrs; i++) {
		const struct attr *a = &new->attrs[i];
		const char *m = a->key + npl, *at;

		if (!in_group(a->key, np) || !starts_with(m, "member.") ||
		    uapi_group_attr(old, op, m))
			continue;
		if (!ts->added)
			ts->appended = 1;
		ts->added = 1;
		at = strstr(a->val, " @");
		/*
		 * Appended: past the old end, or in space a reserved member
		 * gave up, or anywhere in a union whose members all stay.
		 */
		if (!at || osize < 0 || !isdigit((unsigned char)at[2]) ||
		    (strtoll(at + 2, NULL, 10) < osize && !ts->reserved_used &&
		     !starts_with(new->name, "union ")))
			ts->appended = 0;
	}
	ret = 0;
out:
	strbuf_release(&ta);
	strbuf_release(&tb);
	strbuf_release(&oo);
	strbuf_release(&no);
	strbuf_release(&key);
	return ret;
}

/*
 * The rules of docs/compat.md for structs, unions and typedefs, on one
 * group of attributes of each side.
 */
static enum compat judge_type(struct strbuf *reason, const struct item *old,
			      const struct item *new, const char *op,
			      const char *np)
{
	long long osize = group_ll(old, op, "size");
	long long nsize = group_ll(new, np, "size");
	const char *ext = uapi_group_attr(new, np, "extensible");
	const char *otype = uapi_group_attr(old, op, "type");
	const char *ntype = uapi_group_attr(new, np, "type");
	const char *oal = uapi_group_attr(old, op, "align");
	const char *nal = uapi_group_attr(new, np, "align");
	struct type_scan ts = { 0 };

	if (scan_members(reason, &ts, old, new, op, np, osize))
		return COMPAT_BREAKING;
	if (otype && ntype && strcmp(otype, ntype)) {
		if (osize >= 0 && osize == nsize) {
			strbuf_addf(reason, "typedef changed from %s to %s, size unchanged",
				    otype, ntype);
			return COMPAT_UNKNOWN;
		}
		strbuf_addf(reason, "typedef changed from %s to %s", otype,
			    ntype);
		return osize >= 0 && nsize >= 0 ? COMPAT_BREAKING :
						  COMPAT_UNKNOWN;
	}
	/* Not a member added: the struct's own alignment changed. */
	if (osize >= 0 && nsize >= 0 && oal && nal && strcmp(oal, nal) &&
	    !ts.added) {
		strbuf_addf(reason, "alignment changed from %s to %s", oal, nal);
		if (osize != nsize)
			strbuf_addf(reason, ", size from %lld to %lld", osize,
				    nsize);
		return COMPAT_BREAKING;
	}
	if (osize >= 0 && nsize >= 0 && osize != nsize) {
		if (ts.flex == 2 && !ts.added) {
			strbuf_addf(reason, "an array became a flexible array; size changed from %lld to %lld",
				    osize, nsize);
			return COMPAT_UNKNOWN;
		}
		/* Every old member kept its type and offset. */
		if (nsize > osize && ext) {
			strbuf_addf(reason, "grew from %lld to %lld, a struct passed with its size (%s)",
				    osize, nsize, ext);
			return COMPAT_COMPATIBLE;
		}
		if (nsize > osize) {
			strbuf_addf(reason, "grew from %lld to %lld%s: compatible only if user space passes it with its size",
				    osize, nsize,
				    ts.appended ? ", members appended" : "");
			return COMPAT_UNKNOWN;
		}
		strbuf_addf(reason, "size changed from %lld to %lld", osize,
			    nsize);
		return COMPAT_BREAKING;
	}
	if (osize >= 0 && nsize >= 0 && oal && nal && strcmp(oal, nal)) {
		strbuf_addf(reason, "alignment changed from %s to %s", oal, nal);
		return COMPAT_BREAKING;
	}
	if (osize < 0 || nsize < 0) {
		strbuf_addstr(reason, "the layout can't be computed");
		return COMPAT_UNKNOWN;
	}
	if (ts.reserved_used)
		strbuf_addstr(reason, "reserved member put to use, size unchanged");
	else if (ts.added)
		strbuf_addstr(reason, "members added, the others and the size unchanged");
	else if (ts.flex)
		strbuf_addstr(reason, "flexible array written in another form");
	else if (ts.retyped)
		strbuf_addf(reason, "member %s written with another type of the same size",
			    ts.retyped_key);
	else
		strbuf_addstr(reason, "layout unchanged");
	return COMPAT_COMPATIBLE;
}

/* A single integer: not "12 | 13", the values of several definitions. */
static int is_int(const char *v)
{
	if (!v)
		return 0;
	if (*v == '-')
		v++;
	if (!*v)
		return 0;
	for (; *v; v++)
		if (!isdigit((unsigned char)*v))
			return 0;
	return 1;
}

/* Constants, uapi-macro and uapi-enum: one group of each side. */
static enum compat judge_const(struct strbuf *reason, const struct item *old,
			       const struct item *new, const char *op,
			       const char *np)
{
	const char *a = uapi_group_attr(old, op, "int");
	const char *b = uapi_group_attr(new, np, "int");

	if (is_int(a) && is_int(b) && strcmp(a, b)) {
		uint64_t x = strtoull(a, NULL, 0), y = strtoull(b, NULL, 0);

		if (*a == '-')
			x = (uint64_t)strtoll(a, NULL, 0);
		if (*b == '-')
			y = (uint64_t)strtoll(b, NULL, 0);
		if (uapi_is_sentinel(new->name)) {
			strbuf_addf(reason, "sentinel moved from %s to %s", a, b);
			return COMPAT_COMPATIBLE;
		}
		if (is_mask_name(new->name) && !(x & ~y)) {
			strbuf_addf(reason, "mask of flags grew from %s to %s",
				    a, b);
			return COMPAT_COMPATIBLE;
		}
		if (strstr(new->name, "RESERVED") && !(y & ~x)) {
			strbuf_addf(reason, "reserved bits put to use, %s to %s",
				    a, b);
			return COMPAT_COMPATIBLE;
		}
		if (is_version_name(new->name) && y > x) {
			strbuf_addf(reason, "version bumped from %s to %s", a, b);
			return COMPAT_COMPATIBLE;
		}
		strbuf_addf(reason, "value changed from %s to %s", a, b);
		return COMPAT_BREAKING;
	}
	if (is_int(a) && is_int(b)) {
		strbuf_addstr(reason, "same value");
		return COMPAT_COMPATIBLE;
	}
	a = uapi_group_attr(old, op, "value");
	b = uapi_group_attr(new, np, "value");
	if (a && b && !strcmp(a, b)) {
		strbuf_addstr(reason, "same definition");
		return COMPAT_COMPATIBLE;
	}
	strbuf_addstr(reason, "the value can't be computed");
	return COMPAT_UNKNOWN;
}

/*
 * A constant that became an ioctl command or the other way round: the
 * same number is the same ABI; an ioctl that is a plain number now is not.
 */
static enum compat judge_ioctl_kind(struct strbuf *reason,
				    const struct item *old,
				    const struct item *new)
{
	const struct item *io = strcmp(old->kind, KIND_IOCTL) ? new : old;
	const struct item *k = io == old ? new : old;
	const char *cmd = item_attr(io, "cmd"), *val = item_attr(k, "int");

	if (cmd && is_int(val) && strtoull(cmd, NULL, 16) ==
				  strtoull(val, NULL, 10)) {
		strbuf_addf(reason, "same number, %s", io == new ?
			    "now written as an ioctl command" :
			    "no longer written as an ioctl command");
		return COMPAT_COMPATIBLE;
	}
	if (io == old) {
		strbuf_addstr(reason, "no longer an ioctl command");
		return COMPAT_BREAKING;
	}
	strbuf_addstr(reason, "now an ioctl command");
	return COMPAT_UNKNOWN;
}

static enum compat uapi_judge(struct strbuf *reason, const struct item *old,
			      const struct item *new)
{
	if (strcmp(old->kind, new->kind) && (!strcmp(old->kind, KIND_IOCTL) ||
					      !strcmp(new->kind, KIND_IOCTL)))
		return judge_ioctl_kind(reason, old, new);
	if (!strcmp(new->kind, KIND_TYPE))
		return uapi_judge_groups(reason, old, new, judge_type);
	if (!strcmp(new->kind, KIND_IOCTL))
		return uapi_judge_groups(reason, old, new, ioctl_judge);
	if (!strcmp(new->kind, KIND_MACRO) || !strcmp(new->kind, KIND_ENUM))
		return uapi_judge_groups(reason, old, new, judge_const);
	return COMPAT_NONE;
}

static const char *const uapi_triggers[] = {
	"_IO(", "_IOR(", "_IOW(", "_IOWR(", "_IOR_BAD(", "_IOW_BAD(",
	"_IOWR_BAD(", NULL,
};

const struct extractor uapi_extractor = {
	.name = "uapi",
	.kinds = (const char *const[]){
		KIND_HEADER, KIND_MACRO, KIND_TYPE, KIND_ENUM, KIND_IOCTL, NULL,
	},
	.version = 1,
	.triggers = uapi_triggers,
	.want_path = uapi_want_path,
	.extract = uapi_extract,
	.state_new = uapi_state_new,
	.state_free = uapi_state_free,
	.finish = uapi_finish,
	.judge = uapi_judge,
	.interchangeable = (const char *const[]){
		KIND_MACRO, KIND_ENUM, KIND_IOCTL, NULL,
	},
};
