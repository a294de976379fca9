// SPDX-License-Identifier: GPL-2.0
/*
 * The uapi headers, item by item: each header (uapi-header), each
 * object-like constant (uapi-macro), each struct, union and typedef with
 * its x86-64 layout (uapi-type), each enumerator (uapi-enum); and, from
 * every C file of the kernel, each ioctl command (extract/ioctl.c).
 *
 * Headers are parsed per file (cdecl.c) while the tree is scanned; names
 * are resolved across files (cdb.c) once all are read, in the finish step,
 * which is where the items are made.  docs/kinds.md gives the naming rules;
 * the verdicts on changes, docs/compat.md's rules, are extract/uapi-compat.c.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "extract/extract.h"
#include "extract/ioctl.h"
#include "extract/uapi-compat.h"
#include "extract/uapi-item.h"
#include "core/pack.h"
#include "core/util.h"

/*
 * A file as the cache kept it (uapi_state_pack()), whose declarations
 * are read only when a finish step needs them: of the 3,000 files a
 * kernel's commit has, the ioctl step of a log's load needs few.
 */
struct uapi_record {
	const char *path;
	const char *scope;	/* a uapi header's architecture, or NULL */
	int is_uapi;
	uint64_t sum[2];	/* of the bytes below, which it names */
	const char *body;	/* the declarations and the x86 views */
	uint32_t len;
	struct uapi_file *file;	/* once read */
};

struct uapi_state {
	struct arena arena;
	struct uapi_file **files;
	size_t n, alloc;
	struct uapi_file **views;	/* x86 headers read as i386, x32 */
	size_t nviews, views_alloc;
	const char **used;		/* see ioctl_uses() */
	size_t nused, used_alloc;
	struct uapi_record *records;	/* not read yet, or read into files */
	size_t nrecords, records_alloc;
};

/*
 * x86's other ABIs, whose compilers arch/x86/include/uapi tests: what
 * their branches define is ABI too (AT_SYSINFO is i386's only).
 */
static const struct {
	int reading;
	const char *group;
} x86_views[] = {
	{ CDECL_USER_I386, "x86_32" },
	{ CDECL_USER_X32, "x86_x32" },
};

/* Whether an x86 header tests which of x86's compilers reads it. */
static int tests_x86_abi(const char *scope, const struct token_vec *toks)
{
	size_t i;

	if (strcmp(scope, "x86"))
		return 0;
	for (i = 0; i < toks->n; i++)
		if (toks->v[i].kind == TOK_IDENT &&
		    (tok_eq(&toks->v[i], "__i386__") ||
		     tok_eq(&toks->v[i], "__x86_64__") ||
		     tok_eq(&toks->v[i], "__ILP32__")))
			return 1;
	return 0;
}

static void add_views(struct uapi_state *st, const struct uapi_file *base,
		      const struct token_vec *toks)
{
	struct uapi_file *v;
	size_t i;

	if (!tests_x86_abi(base->scope, toks))
		return;
	for (i = 0; i < ARRAY_SIZE(x86_views); i++) {
		v = arena_alloc(&st->arena, sizeof(*v));
		memset(v, 0, sizeof(*v));
		v->decl.path = base->decl.path;
		v->scope = base->scope;
		v->is_uapi = 1;
		v->group = x86_views[i].group;
		v->base = base;
		cdecl_parse(&v->decl, &st->arena, toks->v, toks->n,
			    x86_views[i].reading);
		ALLOC_GROW(st->views, st->nviews + 1, st->views_alloc);
		st->views[st->nviews++] = v;
	}
}

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

/*
 * The calls that define a command, and the word of the files that handle
 * commands (their foo_ioctl() functions).
 */
static const char *const uapi_triggers[] = {
	"_IO(", "_IOR(", "_IOW(", "_IOWR(", "_IOR_BAD(", "_IOW_BAD(",
	"_IOWR_BAD(", "_IOC(", "ioctl", NULL,
};

/*
 * Whether the file is parsed: a uapi header, or a file that may define a
 * command.  One that only tests commands is read for those names alone.
 */
static int uapi_lexes(const char *path, const char *buf, size_t len)
{
	const char *p = buf, *end = buf + len;
	const char *const *w;

	if (is_uapi_header(path))
		return 1;
	while ((p = mem_find(p, (size_t)(end - p), "_IO", 3))) {
		for (w = uapi_triggers; *w; w++)
			if (starts_with(*w, "_IO") &&
			    (size_t)(end - p) >= strlen(*w) &&
			    !memcmp(p, *w, strlen(*w)))
				return 1;
		p += 3;
	}
	return 0;
}

static void add_use(void *data, const char *s, size_t len)
{
	struct uapi_state *st = data;

	ALLOC_GROW(st->used, st->nused + 1, st->used_alloc);
	st->used[st->nused++] = arena_strndup(&st->arena, s, len);
}

static void uapi_extract(struct extract_ctx *ctx)
{
	struct uapi_state *st = ctx->state;
	const struct token_vec *toks;
	struct uapi_file *f;
	char arch[64];
	const char *inc = uapi_include(ctx->path, arch, sizeof(arch));

	/* Before the lexer, which may compact a spliced token in place. */
	ioctl_uses(ctx->buf, ctx->len, add_use, st);
	if (!uapi_lexes(ctx->path, ctx->buf, ctx->len))
		return;
	toks = ctx_tokens(ctx);
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
	cdecl_parse(&f->decl, &st->arena, toks->v, toks->n, f->is_uapi);
	ALLOC_GROW(st->files, st->n + 1, st->alloc);
	st->files[st->n++] = f;
	if (f->is_uapi)
		add_views(st, f, toks);
}

/*
 * A record of the cache begins with a number: 0 or 1 for a file (whether
 * it is a uapi header), this for the names the file tests.
 */
#define RECORD_USED 2

/* Sort @n names and drop those said twice: how many are left. */
static size_t sort_unique(const char **names, size_t n)
{
	size_t i, k = 0;

	sort_array(names, n, sizeof(*names), str_ptr_cmp);
	for (i = 0; i < n; i++)
		if (!k || strcmp(names[k - 1], names[i]))
			names[k++] = names[i];
	return k;
}

/*
 * A file's declarations, for the cache: for each file, whether it is a
 * uapi header, its architecture (NULL outside uapi, where the scope is
 * the path), the sum of the bytes that follow, and as one run of bytes
 * its declarations, then its x86 views, each as its number in x86_views[]
 * and its declarations; then the names it tests commands against, if
 * any, sorted.  The sum lets the unpacking check the run without reading
 * it (uapi_state_unpack()).
 */
static void uapi_state_pack(struct strbuf *out, const void *p)
{
	const struct uapi_state *st = p;
	struct strbuf body = STRBUF_INIT;
	uint64_t sum[2];
	size_t i, k, j;

	if (st->nrecords)
		BUG("uapi: packing a state read from the cache");
	for (i = 0; i < st->n; i++) {
		const struct uapi_file *f = st->files[i];

		pack_u32(out, (uint32_t)f->is_uapi);
		pack_str(out, f->is_uapi ? f->scope : NULL);
		strbuf_reset(&body);
		cdecl_file_pack(&body, &f->decl);
		for (k = j = 0; k < st->nviews; k++)
			j += st->views[k]->base == f;
		pack_u32(&body, (uint32_t)j);
		for (k = 0; k < st->nviews; k++) {
			const struct uapi_file *v = st->views[k];

			if (v->base != f)
				continue;
			for (j = 0; strcmp(x86_views[j].group, v->group); j++)
				;
			pack_u32(&body, (uint32_t)j);
			cdecl_file_pack(&body, &v->decl);
		}
		hash_sum128(sum, body.buf, body.len);
		for (k = 0; k < 2; k++) {
			pack_u32(out, (uint32_t)sum[k]);
			pack_u32(out, (uint32_t)(sum[k] >> 32));
		}
		pack_bytes(out, body.buf, body.len);
	}
	strbuf_release(&body);
	if (!st->nused)
		return;
	/* The state is this file's alone (see extractor.state_pack). */
	k = sort_unique(st->used, st->nused);
	pack_u32(out, RECORD_USED);
	pack_u32(out, (uint32_t)k);
	for (i = 0; i < k; i++)
		pack_str(out, st->used[i]);
}

static int used_unpack(struct uapi_state *st, struct unpacker *u)
{
	uint32_t n = unpack_u32(u), i;

	for (i = 0; i < n && unpack_more(u); i++) {
		const char *s = unpack_str(u, &st->arena);

		if (!s)
			return -1;
		ALLOC_GROW(st->used, st->nused + 1, st->used_alloc);
		st->used[st->nused++] = s;
	}
	return i == n ? 0 : -1;
}

/* A file or a view of it, read into @st's arena: NULL on an error. */
static struct uapi_file *file_unpack(struct uapi_state *st,
				     struct unpacker *u, const char *path)
{
	struct uapi_file *f = arena_alloc(&st->arena, sizeof(*f));

	memset(f, 0, sizeof(*f));
	f->decl.path = path;
	if (cdecl_file_unpack(&f->decl, u, &st->arena) < 0) {
		cdecl_file_release(&f->decl);
		return NULL;
	}
	return f;
}

/*
 * The records of @buf, kept unread: with @check their sums are checked,
 * so that a damaged row is read again from the file, and their bytes
 * copied.
 */
static int records_unpack(struct uapi_state *st, const char *path,
			  const char *buf, size_t len, int check)
{
	struct unpacker u;

	unpacker_init(&u, buf, len);
	u.trusted = !check;
	while (unpack_more(&u)) {
		uint32_t is_uapi = unpack_u32(&u), w[4], n, k;
		struct uapi_record *r;
		const char *scope, *body;
		uint64_t sum[2];
		char *copy;

		if (is_uapi == RECORD_USED) {
			if (used_unpack(st, &u) < 0)
				return -1;
			continue;
		}
		scope = unpack_str(&u, &st->arena);
		if (is_uapi > 1 || is_uapi != !!scope)
			return -1;
		for (k = 0; k < 4; k++)
			w[k] = unpack_u32(&u);
		body = unpack_bytes(&u, &n);
		if (!body)
			return -1;
		sum[0] = (uint64_t)w[1] << 32 | w[0];
		sum[1] = (uint64_t)w[3] << 32 | w[2];
		if (check) {
			uint64_t got[2];

			hash_sum128(got, body, n);
			if (got[0] != sum[0] || got[1] != sum[1])
				return -1;
		}
		copy = arena_alloc(&st->arena, n + 1);
		memcpy(copy, body, n);
		ALLOC_GROW(st->records, st->nrecords + 1, st->records_alloc);
		r = &st->records[st->nrecords++];
		memset(r, 0, sizeof(*r));
		r->path = path;
		r->scope = scope;
		r->is_uapi = (int)is_uapi;
		memcpy(r->sum, sum, sizeof(sum));
		r->body = copy;
		r->len = n;
	}
	return unpack_end(&u);
}

static int uapi_state_unpack(void *p, const char *path, const char *buf,
			     size_t len)
{
	return records_unpack(p, path, buf, len, 1);
}

static int uapi_state_unpack_again(void *p, const char *path,
				   const char *buf, size_t len,
				   const unsigned char *sum)
{
	(void)sum;
	return records_unpack(p, path, buf, len, 0);
}

/*
 * The declarations of @r, and its views, read into @st once: NULL if
 * they can't be (a bug, since its sum was checked).
 */
static struct uapi_file *record_read(struct uapi_state *st,
				     struct uapi_record *r)
{
	struct uapi_file *f, *v;
	struct unpacker u;
	uint32_t nv, k, j;

	if (r->file)
		return r->file;
	unpacker_init(&u, r->body, r->len);
	f = file_unpack(st, &u, r->path);
	if (!f)
		return NULL;
	f->is_uapi = r->is_uapi;
	f->scope = r->scope ? r->scope : r->path;
	ALLOC_GROW(st->files, st->n + 1, st->alloc);
	st->files[st->n++] = f;
	nv = unpack_u32(&u);
	for (k = 0; k < nv; k++) {
		j = unpack_u32(&u);
		if (!r->is_uapi || j >= ARRAY_SIZE(x86_views))
			return NULL;
		v = file_unpack(st, &u, r->path);
		if (!v)
			return NULL;
		v->scope = f->scope;
		v->is_uapi = 1;
		v->group = x86_views[j].group;
		v->base = f;
		ALLOC_GROW(st->views, st->nviews + 1, st->views_alloc);
		st->views[st->nviews++] = v;
	}
	if (unpack_end(&u) < 0)
		return NULL;
	r->file = f;
	return f;
}

static struct uapi_file *record_read_or_die(struct uapi_state *st,
					    struct uapi_record *r)
{
	struct uapi_file *f = record_read(st, r);

	if (!f)
		die("%s: uapi can't read back what it kept of %s", r->path,
		    r->path);
	return f;
}

/* The records of @states read: the uapi headers' only, or all. */
static void records_read(void **states, int nstates, int all)
{
	struct uapi_state *st;
	size_t i;
	int k;

	for (k = 0; k < nstates; k++) {
		st = states[k];
		for (i = 0; i < st->nrecords; i++)
			if (all || st->records[i].is_uapi)
				record_read_or_die(st, &st->records[i]);
	}
}

DEFINE_STATE_NEW(uapi_state_new, struct uapi_state)

static void uapi_state_free(void *p)
{
	struct uapi_state *st = p;
	size_t i;

	for (i = 0; i < st->n; i++)
		cdecl_file_release(&st->files[i]->decl);
	for (i = 0; i < st->nviews; i++)
		cdecl_file_release(&st->views[i]->decl);
	free(st->files);
	free(st->views);
	free(st->used);
	free(st->records);
	arena_release(&st->arena);
	free(st);
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
	return !f->group && (!f->scope[0] || !strcmp(f->scope, "x86"));
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

/* "(a, b)", "(fmt, ...)", "(args...)": the parameters as C writes them. */
static void params_text(struct strbuf *sb, const struct cmacro *m)
{
	const char *s = m->params, *comma;
	size_t len;

	strbuf_addch(sb, '(');
	while (*s) {
		comma = strchr(s, ',');
		len = comma ? (size_t)(comma - s) : strlen(s);
		if (len == strlen("__VA_ARGS__") && !memcmp(s, "__VA_ARGS__", len))
			strbuf_addstr(sb, "...");
		else
			strbuf_add(sb, s, len);
		if (!comma)
			break;
		strbuf_addstr(sb, ", ");
		s = comma + 1;
	}
	if (m->variadic && !ends_with(m->params, "__VA_ARGS__"))
		strbuf_addstr(sb, "...");
	strbuf_addch(sb, ')');
}

/*
 * A function-like macro is API programs compile against: its parameter
 * list and its body, as written.
 */
static void emit_function_macro(struct inventory *inv,
				const struct uapi_file *f,
				const struct cmacro *m)
{
	struct strbuf sb = STRBUF_INIT;

	inventory_fact_begin(inv, KIND_MACRO, m->name, strlen(m->name),
			     f->decl.path, m->line, 0);
	params_text(&sb, m);
	uapi_attr(inv, f, "params", sb.buf, sb.len);
	if (m->body && *m->body)
		uapi_attr(inv, f, "value", m->body, strlen(m->body));
	inventory_fact_end(inv);
	strbuf_release(&sb);
}

/*
 * "#define VESA_NO_BLANKING VESA_NO_BLANKING" after the enumerator of
 * that name in the same file: it only lets #ifdef see the enumerator.
 * One item, the enumerator's, says so (ifdef: yes).
 */
static int self_alias(const struct cmacro *m)
{
	return !m->params && m->ntoks == 1 && tok_eq(&m->toks[0], m->name);
}

static int enum_alias(const struct cdecl_file *d, const char *name)
{
	size_t i;

	for (i = 0; i < d->nmacros; i++)
		if (self_alias(&d->macros[i]) &&
		    !strcmp(d->macros[i].name, name))
			return 1;
	return 0;
}

static int has_enumerator(const struct cdecl_file *d, const char *name)
{
	size_t i;

	for (i = 0; i < d->nenums; i++)
		if (!strcmp(d->enums[i].name, name))
			return 1;
	return 0;
}

static void emit_macro(struct inventory *inv, const struct cdb_ctx *ctx,
		       const struct uapi_file *f, struct cmacro *m)
{
	struct strbuf sb = STRBUF_INIT;
	uint64_t v;

	if (self_alias(m) && has_enumerator(&f->decl, m->name))
		return;
	if (m->params && !m->guard) {
		emit_function_macro(inv, f, m);
		return;
	}
	/* System call numbers are the syscall kind's: one item each. */
	if (m->guard || !m->ntoks ||
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
	if (enum_alias(&f->decl, e->name))
		uapi_attr(inv, f, "ifdef", "yes", 3);
	inventory_fact_end(inv);
out:
	token_vec_release(&toks);
	strbuf_release(&copy);
	strbuf_release(&sb);
}

/*
 * Whether another ABI's reading @f of an x86 header has the declaration
 * of @name at @line that x86-64's reading has too: that one is said once,
 * as x86's.  What is left is what only branches of the other ABIs hold.
 */
static int in_base(const struct uapi_file *f, int what, const char *name,
		   uint32_t line)
{
	const struct cdecl_file *b;
	size_t i;

	if (!f->base)
		return 0;
	b = &f->base->decl;
	if (what == 'm') {
		for (i = 0; i < b->nmacros; i++)
			if (b->macros[i].line == line &&
			    !strcmp(b->macros[i].name, name))
				return 1;
	} else if (what == 'e') {
		for (i = 0; i < b->nenums; i++)
			if (b->enums[i].line == line &&
			    !strcmp(b->enums[i].name, name))
				return 1;
	} else if (what == 's') {
		for (i = 0; i < b->naggrs; i++)
			if (b->aggrs[i]->line == line &&
			    !strcmp(b->aggrs[i]->tag, name))
				return 1;
	} else {
		for (i = 0; i < b->ntypedefs; i++)
			if (b->typedefs[i].line == line &&
			    !strcmp(b->typedefs[i].name, name))
				return 1;
	}
	return 0;
}

static void emit_file(struct inventory *inv, struct cdb *db,
		      const struct uapi_file *f)
{
	struct cdb_ctx ctx = { db, &f->decl, f->scope, 0 };
	const struct cdecl_file *d = &f->decl;
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	for (i = 0; i < d->nmacros; i++)
		if (!in_base(f, 'm', d->macros[i].name, d->macros[i].line))
			emit_macro(inv, &ctx, f, &d->macros[i]);
	for (i = 0; i < d->nenums; i++)
		if (!in_base(f, 'e', d->enums[i].name, d->enums[i].line))
			emit_enum(inv, &ctx, f, &d->enums[i]);
	for (i = 0; i < d->naggrs; i++) {
		struct caggr *ag = d->aggrs[i];

		if (in_base(f, 's', ag->tag, ag->line))
			continue;
		strbuf_reset(&sb);
		strbuf_addf(&sb, "%s %s", ag->is_union ? "union" : "struct",
			    ag->tag);
		emit_aggr(inv, &ctx, f, sb.buf, NULL, ag, ag->line, ag->cond);
	}
	for (i = 0; i < d->ntypedefs; i++) {
		struct ctypedef *td = &d->typedefs[i];

		if (in_base(f, 't', td->name, td->line))
			continue;
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

static int view_cmp(const void *a, const void *b)
{
	const struct uapi_file *const *x = a, *const *y = b;
	int c = strcmp((*x)->decl.path, (*y)->decl.path);

	return c ? c : strcmp((*x)->group, (*y)->group);
}

/*
 * The files of @states that @pick keeps (asked with @inv), in path order
 * so that nothing depends on the threads (to be freed), their
 * declarations indexed in @db.
 */
static struct uapi_file **files_indexed(struct cdb *db, size_t *n,
					void **states, int nstates,
					int (*pick)(const struct uapi_file *,
						    const struct inventory *),
					const struct inventory *inv)
{
	struct uapi_file **files;
	const char **scopes;
	struct cdecl_file **decls;
	size_t i, k;

	files = STATES_GATHER(states, nstates, struct uapi_state, files, n, n);
	for (i = k = 0; i < *n; i++)
		if (pick(files[i], inv))
			files[k++] = files[i];
	*n = k;
	sort_array(files, *n, sizeof(*files), file_cmp);
	decls = xcalloc(*n + 1, sizeof(*decls));
	scopes = xcalloc(*n + 1, sizeof(*scopes));
	for (i = 0; i < *n; i++) {
		decls[i] = &files[i]->decl;
		scopes[i] = files[i]->scope;
	}
	cdb_build(db, decls, *n, scopes);
	free(decls);
	free(scopes);
	return files;
}

static int pick_uapi(const struct uapi_file *f, const struct inventory *inv)
{
	(void)inv;
	return f->is_uapi;
}

/*
 * The files the ioctl commands need: the uapi headers, and each other
 * file that declares a command @inv wants.  Outside uapi a file is a
 * scope of its own (its path), so a name looked up from it is found in
 * it or in uapi alone: a file that declares no command wanted adds
 * nothing to another's.  A log's loads want only the commands its
 * changes are about; a scan wants all.
 */
static int pick_wanted(const struct uapi_file *f, const struct inventory *inv)
{
	return f->is_uapi || !inv->wants ||
	       ioctl_declares_wanted(inv, &f->decl);
}

/*
 * What the uapi headers and their x86 views declare.  A name in a uapi
 * header is looked up in uapi alone (a file outside it is a scope of its
 * own, which cdb never falls back on), so this part is the uapi headers'
 * alone: a commit a log loads that changes none takes it from the one
 * before.
 */
static void uapi_finish_part(struct inventory *inv, void **states,
			     int nstates)
{
	struct uapi_file **files, **views;
	size_t n, nviews, i;
	struct cdb db;

	records_read(states, nstates, 0);
	files = files_indexed(&db, &n, states, nstates, pick_uapi, inv);
	for (i = 0; i < n; i++)
		emit_file(inv, &db, files[i]);
	/* Not in @db: a name looked up from them is x86's. */
	views = STATES_GATHER(states, nstates, struct uapi_state, views,
			      nviews, &nviews);
	sort_array(views, nviews, sizeof(*views), view_cmp);
	for (i = 0; i < nviews; i++)
		emit_file(inv, &db, views[i]);
	free(views);
	cdb_release(&db);
	free(files);
}

/* The rest: the ioctl commands, which files outside uapi define too. */
static void uapi_finish(struct inventory *inv, void **states, int nstates)
{
	struct uapi_file **files;
	struct ioctl_used used;
	const char **names;
	size_t n, nnames;
	struct cdb db;

	records_read(states, nstates, 1);
	files = files_indexed(&db, &n, states, nstates, pick_wanted, inv);
	names = STATES_GATHER(states, nstates, struct uapi_state, used, nused,
			      &nnames);
	ioctl_used_init(&used, names, nnames);
	free(names);
	ioctl_emit(inv, &db, files, n, &used);
	ioctl_used_release(&used);
	cdb_release(&db);
	free(files);
}

/*
 * A log thread's memo of the ioctl step (extractor.finish_memo), for the
 * commits it loads after: of each record by its sum, whether it declares
 * a command the log wants; and of each file that does, by its path, its
 * sum and the sum of all the uapi headers' (which its names may be looked
 * up in, and nothing else: see pick_wanted()), the facts of those
 * commands with what makes each ABI (ioctl_emit_file()).  A commit whose
 * files the memo has reads no declarations and builds no index: it asks
 * the names code tests, which any file may change, of each fact.
 */
struct memo_declares {
	uint64_t sum[2];
	int used, declares;
};

struct memo_cmds {
	uint64_t headers[2], sum[2];
	const char *path;
	size_t first, n;	/* in uapi_memo.facts and .gates */
};

struct uapi_memo {
	const struct hash_set *wants;	/* what it was made for */
	struct memo_declares *declares;
	size_t declares_cap, declares_used;
	struct memo_cmds *cmds;
	size_t ncmds, cmds_alloc;
	struct inventory facts;
	struct ioctl_gate *gates;	/* names in facts.arena */
	size_t ngates, gates_alloc;
};

/* So many facts kept, the memo starts again, at a load's start: MBs. */
#define MEMO_MAX_FACTS 100000

static void uapi_memo_free(void *p)
{
	struct uapi_memo *m = p;

	if (!m)
		return;
	free(m->declares);
	free(m->cmds);
	free(m->gates);
	inventory_release(&m->facts);
	free(m);
}

static struct uapi_memo *uapi_memo_new(const struct hash_set *wants)
{
	struct uapi_memo *m = xcalloc(1, sizeof(*m));

	inventory_init(&m->facts);
	m->wants = wants;
	m->facts.wants = wants;
	return m;
}

static size_t declares_slot(const struct memo_declares *v, size_t cap,
			    const uint64_t sum[2])
{
	size_t h = (size_t)sum[0];

	for (; v[h & (cap - 1)].used; h++)
		if (!memcmp(v[h & (cap - 1)].sum, sum, sizeof(v->sum)))
			break;
	return h & (cap - 1);
}

static void declares_grow(struct uapi_memo *m)
{
	struct memo_declares *old = m->declares;
	size_t oldcap = m->declares_cap, i;

	m->declares_cap = oldcap ? oldcap * 2 : 4096;
	m->declares = xcalloc(m->declares_cap, sizeof(*m->declares));
	for (i = 0; i < oldcap; i++)
		if (old[i].used)
			m->declares[declares_slot(m->declares, m->declares_cap,
						  old[i].sum)] = old[i];
	free(old);
}

/*
 * Whether the file of @r declares a command @inv wants: the memo's
 * answer, or read and kept there.
 */
static int declares_wanted(struct uapi_memo *m, struct uapi_state *st,
			   struct uapi_record *r, const struct inventory *inv)
{
	struct memo_declares *e;

	if (2 * (m->declares_used + 1) > m->declares_cap)
		declares_grow(m);
	e = &m->declares[declares_slot(m->declares, m->declares_cap, r->sum)];
	if (!e->used) {
		e->used = 1;
		memcpy(e->sum, r->sum, sizeof(e->sum));
		e->declares = ioctl_declares_wanted(inv,
					&record_read_or_die(st, r)->decl);
		m->declares_used++;
	}
	return e->declares;
}

static struct memo_cmds *cmds_find(const struct uapi_memo *m,
				   const uint64_t headers[2],
				   const struct uapi_record *r)
{
	size_t i;

	for (i = 0; i < m->ncmds; i++) {
		struct memo_cmds *c = &m->cmds[i];

		if (!memcmp(c->sum, r->sum, sizeof(c->sum)) &&
		    !memcmp(c->headers, headers, sizeof(c->headers)) &&
		    !strcmp(c->path, r->path))
			return c;
	}
	return NULL;
}

/* ioctl_emit_file()'s word on the fact it just added, kept with it. */
static void gate_keep(void *data, const struct ioctl_gate *g)
{
	struct uapi_memo *m = data;
	struct arena *a = &m->facts.arena;
	struct ioctl_gate *t;

	ALLOC_GROW(m->gates, m->ngates + 1, m->gates_alloc);
	t = &m->gates[m->ngates++];
	*t = *g;
	t->name = arena_strdup(a, g->name);
	if (g->alias)
		t->alias = arena_strndup(a, g->alias, g->alias_len);
	if (g->type)
		t->type = arena_strndup(a, g->type, g->type_len);
}

/* A record and the state it is in. */
struct record_ref {
	struct uapi_record *r;
	struct uapi_state *st;
};

static int ref_cmp(const void *a, const void *b)
{
	const struct record_ref *x = a, *y = b;

	return strcmp(x->r->path, y->r->path);
}

/*
 * The facts of commands kept, and what makes each ABI, forgotten: so many
 * are kept that the memo starts again.  Which files declare a wanted
 * command stays, being few and true whatever the headers.
 */
static void cmds_forget(struct uapi_memo *m)
{
	free(m->cmds);
	free(m->gates);
	inventory_release(&m->facts);
	m->cmds = NULL;
	m->ncmds = m->cmds_alloc = 0;
	m->gates = NULL;
	m->ngates = m->gates_alloc = 0;
	inventory_init(&m->facts);
	m->facts.wants = m->wants;
}

/*
 * The commands of the files @want[0..@n) (path order) that the memo
 * lacks, made with the uapi headers @hdrs[0..@nhdrs) (path order), whose
 * sum is @headers: their declarations read and indexed with the headers',
 * as files_indexed() does.
 */
static void cmds_make(struct uapi_memo *m, const uint64_t headers[2],
		      const struct record_ref *hdrs, size_t nhdrs,
		      const struct record_ref *want, size_t n)
{
	struct record_ref *miss = xcalloc(n + 1, sizeof(*miss));
	struct cdecl_file **decls;
	const char **scopes;
	struct memo_cmds *c;
	size_t nmiss = 0, ndecls = 0, i, k;
	struct cdb db;

	if (m->facts.nitems > MEMO_MAX_FACTS)
		cmds_forget(m);
	for (i = 0; i < n; i++)
		if (!cmds_find(m, headers, want[i].r))
			miss[nmiss++] = want[i];
	if (!nmiss)
		goto out;
	/* The facts outlive the scan: their file is the memo's. */
	for (i = 0; i < nmiss; i++) {
		struct uapi_file *f = record_read_or_die(miss[i].st, miss[i].r);

		f->decl.path = arena_strdup(&m->facts.arena, miss[i].r->path);
	}
	decls = xcalloc(nhdrs + nmiss + 1, sizeof(*decls));
	scopes = xcalloc(nhdrs + nmiss + 1, sizeof(*scopes));
	/*
	 * The headers and the other files missed, in path order, as
	 * files_indexed() gives them to cdb_build().
	 */
	for (i = k = 0; i < nhdrs || k < nmiss;) {
		const struct record_ref *x;

		if (k < nmiss && miss[k].r->is_uapi) {
			k++;
			continue;
		}
		if (k == nmiss || (i < nhdrs && ref_cmp(&hdrs[i], &miss[k]) < 0))
			x = &hdrs[i++];
		else
			x = &miss[k++];
		decls[ndecls] = &record_read_or_die(x->st, x->r)->decl;
		scopes[ndecls++] = x->r->file->scope;
	}
	cdb_build(&db, decls, ndecls, scopes);
	for (i = 0; i < nmiss; i++) {
		const struct uapi_file *f = miss[i].r->file;

		ALLOC_GROW(m->cmds, m->ncmds + 1, m->cmds_alloc);
		c = &m->cmds[m->ncmds++];
		memcpy(c->headers, headers, sizeof(c->headers));
		memcpy(c->sum, miss[i].r->sum, sizeof(c->sum));
		c->path = f->decl.path;
		c->first = m->facts.nitems;
		ioctl_emit_file(&m->facts, &db, f, gate_keep, m);
		c->n = m->facts.nitems - c->first;
		if (m->ngates != m->facts.nitems)
			BUG("uapi: %zu facts of commands, %zu gates",
			    m->facts.nitems, m->ngates);
	}
	cdb_release(&db);
	free(decls);
	free(scopes);
out:
	free(miss);
}

static const char *ioctl_kind(const char *kind)
{
	return strcmp(kind, KIND_IOCTL) ? NULL : KIND_IOCTL;
}

/*
 * uapi_finish() with a memo: the same facts, in the same order, of the
 * same files, most of them from the memo.
 */
static void uapi_finish_memo(struct inventory *inv, void **states,
			     int nstates, void **memo)
{
	struct uapi_memo *m = *memo;
	struct record_ref *refs, *want;
	const struct memo_cmds **found;
	struct strbuf sb = STRBUF_INIT;
	struct ioctl_used used;
	struct str_map need;
	const char **names, **asked;
	size_t nrefs = 0, nhdrs = 0, nwant = 0, nnames, nasked = 0, ngates = 0;
	size_t i, k;
	uint64_t headers[2];
	int j;

	/* A scan wants every command: it has no use for a memo. */
	if (!inv->wants) {
		uapi_finish(inv, states, nstates);
		return;
	}
	if (m && m->wants != inv->wants) {
		uapi_memo_free(m);
		m = NULL;
	}
	if (!m)
		*memo = m = uapi_memo_new(inv->wants);
	for (j = 0; j < nstates; j++)
		nrefs += ((struct uapi_state *)states[j])->nrecords;
	refs = xcalloc(nrefs + 1, sizeof(*refs));
	want = xcalloc(nrefs + 1, sizeof(*want));
	for (j = 0, nrefs = 0; j < nstates; j++) {
		struct uapi_state *st = states[j];

		for (i = 0; i < st->nrecords; i++) {
			refs[nrefs].r = &st->records[i];
			refs[nrefs++].st = st;
		}
	}
	sort_array(refs, nrefs, sizeof(*refs), ref_cmp);
	/* The uapi headers' paths and sums, in path order: one sum of all. */
	for (i = 0; i < nrefs; i++) {
		if (!refs[i].r->is_uapi)
			continue;
		strbuf_add(&sb, refs[i].r->path, strlen(refs[i].r->path) + 1);
		strbuf_add(&sb, refs[i].r->sum, sizeof(refs[i].r->sum));
	}
	hash_sum128(headers, sb.buf, sb.len);
	for (i = 0; i < nrefs; i++)
		if (declares_wanted(m, refs[i].st, refs[i].r, inv))
			want[nwant++] = refs[i];
	/* refs[] kept to the headers, in path order still. */
	for (i = 0; i < nrefs; i++)
		if (refs[i].r->is_uapi)
			refs[nhdrs++] = refs[i];
	cmds_make(m, headers, refs, nhdrs, want, nwant);
	found = xcalloc(nwant + 1, sizeof(*found));
	for (i = 0; i < nwant; i++) {
		found[i] = cmds_find(m, headers, want[i].r);
		if (!found[i])
			BUG("uapi: the commands of %s not made", want[i].r->path);
	}

	/*
	 * Of the names code tests, those the facts ask about: a table of
	 * all would cost more than the rest of a load's step.
	 */
	for (i = 0; i < nwant; i++)
		ngates += found[i]->n;
	str_map_init(&need, 3 * ngates + 1);
	for (i = 0; i < nwant; i++) {
		for (k = found[i]->first; k < found[i]->first + found[i]->n;
		     k++) {
			const struct ioctl_gate *g = &m->gates[k];

			*str_map_at(&need, g->name) = (void *)g->name;
			if (g->alias)
				*str_map_at(&need, g->alias) = (void *)g->alias;
			if (g->type)
				*str_map_at(&need, g->type) = (void *)g->type;
		}
	}
	names = STATES_GATHER(states, nstates, struct uapi_state, used, nused,
			      &nnames);
	asked = xcalloc(nnames + 1, sizeof(*asked));
	for (i = 0; i < nnames; i++)
		if (str_map_get(&need, names[i]))
			asked[nasked++] = names[i];
	ioctl_used_init(&used, asked, nasked);
	for (i = 0; i < nwant; i++)
		for (k = found[i]->first; k < found[i]->first + found[i]->n;
		     k++)
			if (ioctl_gate_open(&m->gates[k], &used))
				inventory_copy_items(inv, &m->facts.items[k],
						     1, ioctl_kind);
	ioctl_used_release(&used);
	str_map_release(&need);
	free(found);
	free(asked);
	free(names);
	free(refs);
	free(want);
	strbuf_release(&sb);
}

const struct extractor uapi_extractor = {
	.name = "uapi",
	.kinds = (const char *const[]){
		KIND_HEADER, KIND_MACRO, KIND_TYPE, KIND_ENUM, KIND_IOCTL, NULL,
	},
	.version = 10,
	.triggers = uapi_triggers,
	.want_path = uapi_want_path,
	.extract = uapi_extract,
	.state_new = uapi_state_new,
	.state_free = uapi_state_free,
	.finish = uapi_finish,
	.finish_memo = uapi_finish_memo,
	.memo_free = uapi_memo_free,
	.part_path = is_uapi_header,
	.finish_part = uapi_finish_part,
	.state_pack = uapi_state_pack,
	.state_unpack = uapi_state_unpack,
	.state_unpack_again = uapi_state_unpack_again,
	.lexes = uapi_lexes,
	.judge = uapi_judge,
	.interchangeable = (const char *const[]){
		KIND_MACRO, KIND_ENUM, KIND_IOCTL, NULL,
	},
};
