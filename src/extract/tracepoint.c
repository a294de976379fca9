// SPDX-License-Identifier: GPL-2.0
/*
 * Tracepoints: TRACE_EVENT() and its variants, and DEFINE_EVENT() of a
 * DECLARE_EVENT_CLASS(), named "system:event" by the TRACE_SYSTEM their
 * header defines.  The fields of TP_STRUCT__entry() are what tools parse
 * from the event's format file, so each is an attribute: a changed field
 * list is a change.
 *
 * A class may be declared in one header and used in another of the same
 * system, so events are made once all files are read.
 */
#include <stdlib.h>
#include <string.h>

#include "c/cdecl.h"
#include "c/cinit.h"
#include "extract/extract.h"
#include "core/pack.h"
#include "core/util.h"

#define KIND "tracepoint"

static const char *const tracepoint_triggers[] = {
	"TRACE_EVENT", "DECLARE_EVENT_CLASS", "DEFINE_EVENT", NULL,
};

static enum want tracepoint_want_path(const char *path)
{
	if (path_in_kernel(path) && ends_with(path, ".h"))
		return WANT_IF_TRIGGERED;
	return WANT_NO;
}

/*
 * The field macros of TP_STRUCT__entry(): which argument is the type
 * (-1: the macro says it) and the name, and the array length.
 */
static const struct {
	const char *name;
	int type_arg, name_arg, len_arg;
	const char *type;
} field_macros[] = {
	{ "__array", 0, 1, 2, NULL },
	{ "__bitmask", -1, 0, -1, "bitmask" },
	{ "__cpumask", -1, 0, -1, "cpumask" },
	{ "__dynamic_array", 0, 1, -1, NULL },
	{ "__field", 0, 1, -1, NULL },
	{ "__field_ext", 0, 1, -1, NULL },
	{ "__field_packed", 0, 1, -1, NULL },
	{ "__field_struct", 0, 1, -1, NULL },
	{ "__field_struct_ext", 0, 1, -1, NULL },
	{ "__rel_bitmask", -1, 0, -1, "rel bitmask" },
	{ "__rel_cpumask", -1, 0, -1, "rel cpumask" },
	{ "__rel_dynamic_array", 0, 1, -1, NULL },
	{ "__rel_sockaddr", -1, 0, -1, "rel sockaddr" },
	{ "__rel_string", -1, 0, -1, "rel string" },
	{ "__sockaddr", -1, 0, -1, "sockaddr" },
	{ "__string", -1, 0, -1, "string" },
	{ "__string_len", -1, 0, -1, "string" },
	{ "__vstring", -1, 0, -1, "vstring" },
};

/*
 * The event macros: which argument is the event's name and the class
 * (-1: the event is its own class), and whether it has its fields.
 */
static const struct {
	const char *name;
	int name_arg, class_arg;
} event_macros[] = {
	{ "DECLARE_EVENT_CLASS", 0, -1 },
	{ "DEFINE_EVENT", 1, 0 },
	{ "DEFINE_EVENT_CONDITION", 1, 0 },
	{ "DEFINE_EVENT_FN", 1, 0 },
	{ "DEFINE_EVENT_PRINT", 1, 0 },
	{ "TRACE_EVENT", 0, -1 },
	{ "TRACE_EVENT_CONDITION", 0, -1 },
	{ "TRACE_EVENT_FN", 0, -1 },
	{ "TRACE_EVENT_FN_COND", 0, -1 },
};

/* An event, or a class (is_class), and its fields as attributes. */
struct event {
	const char *system, *name, *class, *path;
	struct attr *fields;
	size_t nfields;
	uint32_t line;
	uint8_t is_class, has_fields;
};

struct tracepoint_state {
	struct arena arena;
	struct event *v;
	size_t n, alloc;
};

/* The fields of TP_STRUCT__entry( ... ) at t[b..e). */
static void read_fields(struct tracepoint_state *st, struct event *ev,
			const struct token *t, size_t b, size_t e)
{
	size_t i, k, alloc = 0;

	for (i = b; i + 1 < e; i++) {
		struct cinit_call c;
		struct strbuf sb = STRBUF_INIT;
		struct attr *a;

		for (k = 0; k < ARRAY_SIZE(field_macros); k++)
			if (tok_eq(&t[i], field_macros[k].name))
				break;
		if (k == ARRAY_SIZE(field_macros) || cinit_call(&c, t, i, e) ||
		    (size_t)field_macros[k].name_arg >= c.nargs)
			continue;
		strbuf_addstr(&sb, "field.");
		tok_text(&sb, &t[c.b[field_macros[k].name_arg]],
			 &t[c.e[field_macros[k].name_arg]]);
		ALLOC_GROW(ev->fields, ev->nfields + 1, alloc);
		a = &ev->fields[ev->nfields++];
		a->key = arena_strndup(&st->arena, sb.buf, sb.len);
		strbuf_reset(&sb);
		if (field_macros[k].type_arg >= 0 &&
		    (size_t)field_macros[k].type_arg < c.nargs)
			tok_text(&sb, &t[c.b[field_macros[k].type_arg]],
				 &t[c.e[field_macros[k].type_arg]]);
		else
			strbuf_addstr(&sb, field_macros[k].type);
		if (field_macros[k].len_arg >= 0 &&
		    (size_t)field_macros[k].len_arg < c.nargs) {
			strbuf_addch(&sb, '[');
			tok_text(&sb, &t[c.b[field_macros[k].len_arg]],
				 &t[c.e[field_macros[k].len_arg]]);
			strbuf_addch(&sb, ']');
		} else if (strstr(field_macros[k].name, "dynamic_array")) {
			strbuf_addstr(&sb, "[]");
		}
		a->val = arena_strndup(&st->arena, sb.buf, sb.len);
		strbuf_release(&sb);
		i = c.close;
	}
}

/*
 * What a file gives the event reader: its system, and its macros, for
 * the wrappers a subsystem defines around the event macros (rcu.h's
 * TRACE_EVENT_RCU, an alias of TRACE_EVENT or of TRACE_EVENT_NOP by a
 * config option; kvm's TRACE_EVENT_KVM_EXIT(name), a whole event).
 * Only the file's own macros are followed, as the preprocessor would
 * see them where the header is read with its system defined.
 */
struct tp_file {
	const char *path, *system;
	struct cdecl_file macros;
	struct arena tmp;	/* the macros' and expansions' strings */
};

#define MAX_DEPTH 4

/* The event macro t names, directly or through a local alias; or -1. */
static int event_macro(const struct tp_file *f, const struct token *t,
		       int depth)
{
	size_t k;

	if (t->kind != TOK_IDENT)
		return -1;
	for (k = 0; k < ARRAY_SIZE(event_macros); k++)
		if (tok_eq(t, event_macros[k].name))
			return (int)k;
	if (depth >= MAX_DEPTH)
		return -1;
	/* An alias defined twice (#if/#else) is the event if one says so. */
	for (k = 0; k < f->macros.nmacros; k++) {
		const struct cmacro *m = &f->macros.macros[k];
		int r;

		if (m->params || m->ntoks != 1 || !tok_eq(t, m->name))
			continue;
		r = event_macro(f, &m->toks[0], depth + 1);
		if (r >= 0)
			return r;
	}
	return -1;
}

/*
 * A function-like macro of the file whose body calls an event macro or
 * another function-like macro (a wrapper of a wrapper); or NULL.
 */
static const struct cmacro *event_wrapper(const struct tp_file *f,
					  const struct token *t)
{
	size_t k;
	uint32_t j;

	if (t->kind != TOK_IDENT)
		return NULL;
	for (k = 0; k < f->macros.nmacros; k++) {
		const struct cmacro *m = &f->macros.macros[k];

		if (!m->params || !tok_eq(t, m->name))
			continue;
		for (j = 0; j + 1 < m->ntoks; j++)
			if (m->toks[j].kind == TOK_IDENT &&
			    tok_punct(&m->toks[j + 1], '(') &&
			    !tok_eq(&m->toks[j], m->name))
				return m;
	}
	return NULL;
}

/* The text of tokens [b, e) run together: 9p's 9p_fid_ref, xhci-hcd. */
static const char *tok_join(struct arena *a, const struct token *b,
			    const struct token *e)
{
	struct strbuf sb = STRBUF_INIT;
	const char *s;

	for (; b < e; b++)
		if (b->kind == TOK_STRING && b->len >= 2)
			strbuf_add(&sb, b->s + 1, b->len - 2);
		else
			strbuf_add(&sb, b->s, b->len);
	s = arena_strndup(a, sb.buf, sb.len);
	strbuf_release(&sb);
	return s;
}

/* One event (or class) of macro k called at t[i]. */
static void add_event(struct tracepoint_state *st, const struct tp_file *f,
		      const struct token *t, const struct cinit_call *c,
		      size_t k, uint32_t line)
{
	struct event *ev;
	int na = event_macros[k].name_arg, ca = event_macros[k].class_arg;
	size_t a;

	ALLOC_GROW(st->v, st->n + 1, st->alloc);
	ev = &st->v[st->n++];
	memset(ev, 0, sizeof(*ev));
	ev->system = f->system;
	ev->path = f->path;
	ev->line = line;
	ev->name = tok_join(&st->arena, &t[c->b[na]], &t[c->e[na]]);
	ev->is_class = !strcmp(event_macros[k].name, "DECLARE_EVENT_CLASS");
	if (ca >= 0)
		ev->class = tok_join(&st->arena, &t[c->b[ca]], &t[c->e[ca]]);
	for (a = 0; a < c->nargs; a++) {
		size_t b = c->b[a];

		if (c->e[a] > b + 2 && tok_eq(&t[b], "TP_STRUCT__entry") &&
		    tok_punct(&t[b + 1], '(')) {
			read_fields(st, ev, t, b + 2, c->e[a] - 1);
			ev->has_fields = 1;
		}
	}
}

/*
 * The events of t[0..n): the file's tokens (depth 0), or the expansion
 * of a wrapper called on @line, whose tokens are a #define's.
 */
static void read_events(struct tracepoint_state *st, struct tp_file *f,
			const struct token *t, size_t n, int depth,
			uint32_t line)
{
	size_t i;

	for (i = 0; i + 1 < n; i++) {
		const struct cmacro *m;
		struct cinit_call c;
		int k;

		/* #define TRACE_SYSTEM name: the events below are its. */
		if (!depth && (t[i].flags & TOKF_PP) &&
		    tok_eq(&t[i], "TRACE_SYSTEM") && i &&
		    tok_eq(&t[i - 1], "define") && (t[i + 1].flags & TOKF_PP) &&
		    t[i + 1].kind != TOK_EOD) {
			size_t e = i + 1;

			while (e < n && t[e].kind != TOK_EOD)
				e++;
			f->system = tok_join(&st->arena, &t[i + 1], &t[e]);
			i = e;
			continue;
		}
		if ((!depth && (t[i].flags & TOKF_PP)) ||
		    t[i].kind != TOK_IDENT || !tok_punct(&t[i + 1], '('))
			continue;
		k = event_macro(f, &t[i], 0);
		if (k >= 0) {
			if (cinit_call(&c, t, i, n) ||
			    (size_t)event_macros[k].name_arg >= c.nargs ||
			    !f->system)
				continue;
			add_event(st, f, t, &c, (size_t)k,
				  depth ? line : t[i].line);
			i = c.close;
			continue;
		}
		m = depth < MAX_DEPTH && f->system ? event_wrapper(f, &t[i]) :
		    NULL;
		if (m) {
			struct token_vec x = { 0 };
			size_t close, nc;

			close = tok_close(t, i + 1, n, NULL, 0, &nc);
			if (close >= n)
				break;
			if (!cmacro_expand(&x, m, &t[i + 2], close - i - 2,
					   &f->tmp))
				read_events(st, f, x.v, x.n, depth + 1,
					    depth ? line : t[i].line);
			token_vec_release(&x);
			i = close;
		}
	}
}

static void tracepoint_extract(struct extract_ctx *ctx)
{
	struct tracepoint_state *st = ctx->state;
	const struct token_vec *toks = ctx_tokens(ctx);
	struct tp_file f = { .path = ctx->path, .tmp = ARENA_INIT };

	cdecl_parse_macros(&f.macros, &f.tmp, toks->v, toks->n - 1);
	read_events(st, &f, toks->v, toks->n - 1, 0, 0);
	cdecl_file_release(&f.macros);
	arena_release(&f.tmp);
}

DEFINE_STATE_NEW(tracepoint_state_new, struct tracepoint_state)

static void tracepoint_state_free(void *p)
{
	struct tracepoint_state *st = p;
	size_t i;

	for (i = 0; i < st->n; i++)
		free(st->v[i].fields);
	free(st->v);
	arena_release(&st->arena);
	free(st);
}

/*
 * A file's events, for the cache: system, name, class, line, flags and
 * fields of each.  The path is the file's, given back to unpack.
 */
static void tracepoint_state_pack(struct strbuf *out, const void *p)
{
	const struct tracepoint_state *st = p;
	size_t i, k;

	for (i = 0; i < st->n; i++) {
		const struct event *ev = &st->v[i];

		pack_str(out, ev->system);
		pack_str(out, ev->name);
		pack_str(out, ev->class);
		pack_u32(out, ev->line);
		pack_u32(out, ev->is_class | (uint32_t)ev->has_fields << 1);
		pack_u32(out, (uint32_t)ev->nfields);
		for (k = 0; k < ev->nfields; k++) {
			pack_str(out, ev->fields[k].key);
			pack_str(out, ev->fields[k].val);
		}
	}
}

static int tracepoint_state_unpack(void *p, const char *path,
				   const char *buf, size_t len)
{
	struct tracepoint_state *st = p;
	struct unpacker u;
	size_t k;

	unpacker_init(&u, buf, len);
	while (unpack_more(&u)) {
		struct event *ev;
		uint32_t flags, n;

		ALLOC_GROW(st->v, st->n + 1, st->alloc);
		ev = &st->v[st->n++];
		memset(ev, 0, sizeof(*ev));
		ev->path = path;
		ev->system = unpack_str(&u, &st->arena);
		ev->name = unpack_str(&u, &st->arena);
		ev->class = unpack_str(&u, &st->arena);
		ev->line = unpack_u32(&u);
		flags = unpack_u32(&u);
		ev->is_class = flags & 1;
		ev->has_fields = (flags >> 1) & 1;
		n = unpack_u32(&u);
		/* Each field takes 8 bytes at least: no huge array. */
		if (!ev->system || !ev->name || flags > 3 ||
		    n > (size_t)(u.end - u.p) / 8)
			return -1;
		if (n)
			ev->fields = xcalloc(n, sizeof(*ev->fields));
		for (k = 0; k < n; k++) {
			ev->fields[k].key = unpack_str(&u, &st->arena);
			ev->fields[k].val = unpack_str(&u, &st->arena);
			if (!ev->fields[k].key || !ev->fields[k].val)
				return -1;
			ev->nfields++;
		}
	}
	return unpack_end(&u);
}

/* Classes by name, system, path, then their order in the states. */
static int class_cmp(const void *a, const void *b)
{
	const struct event *x = *(const struct event *const *)a;
	const struct event *y = *(const struct event *const *)b;
	int c = strcmp(x->name, y->name);

	if (!c)
		c = strcmp(x->system, y->system);
	if (!c)
		c = strcmp(x->path, y->path);
	return c ? c : (x > y) - (x < y);
}

/* What a class is looked up by: @ev's class and system, and a path. */
struct class_key {
	const struct event *ev;
	const char *path;
};

static int class_key_cmp(const void *elem, const void *key)
{
	const struct event *c = *(const struct event *const *)elem;
	const struct class_key *k = key;
	int r = strcmp(c->name, k->ev->class);

	if (!r)
		r = strcmp(c->system, k->ev->system);
	if (!r && k->path)
		r = strcmp(c->path, k->path);
	return r;
}

/*
 * The class @ev->class of @ev->system in @classes (sorted by class_cmp()):
 * of the same file first, else that of the first path.  A tree has
 * thousands of events and classes: a walk of all of them for each was
 * a fiftieth of a log's load.
 */
static const struct event *find_class(const struct event *const *classes,
				      size_t n, const struct event *ev)
{
	struct class_key key = { ev, ev->path };
	size_t i = lower_bound(classes, n, sizeof(*classes), &key,
			       class_key_cmp);

	if (i < n && !class_key_cmp(&classes[i], &key))
		return classes[i];
	key.path = NULL;
	i = lower_bound(classes, n, sizeof(*classes), &key, class_key_cmp);
	return i < n && !class_key_cmp(&classes[i], &key) ? classes[i] : NULL;
}

/* The fields, their names in order as "fields": the record's layout. */
static void emit_fields(struct inventory *inv, struct strbuf *sb,
			const struct event *fields)
{
	size_t k;

	strbuf_reset(sb);
	for (k = 0; k < fields->nfields; k++) {
		inventory_fact_attr(inv, fields->fields[k].key,
				    fields->fields[k].val,
				    strlen(fields->fields[k].val));
		strbuf_addf(sb, "%s%s", k ? " " : "",
			    fields->fields[k].key + 6);
	}
	if (fields->nfields)
		inventory_fact_attr(inv, "fields", sb->buf, sb->len);
}

static void tracepoint_finish(struct inventory *inv, void **states,
			      int nstates)
{
	struct strbuf sb = STRBUF_INIT;
	const struct event **classes;
	struct event *all;
	size_t n, i, nclasses = 0;

	all = STATES_GATHER(states, nstates, struct tracepoint_state, v, n,
			    &n);
	classes = xcalloc(n + 1, sizeof(*classes));
	for (i = 0; i < n; i++)
		if (all[i].is_class)
			classes[nclasses++] = &all[i];
	sort_array(classes, nclasses, sizeof(*classes), class_cmp);
	for (i = 0; i < n; i++) {
		const struct event *ev = &all[i], *fields = ev;

		if (ev->is_class)
			continue;
		strbuf_reset(&sb);
		strbuf_addf(&sb, "%s:%s", ev->system, ev->name);
		/* A log's load reads a few events of the tree's thousands. */
		if (!inventory_wants(inv, KIND, sb.buf))
			continue;
		if (ev->class) {
			fields = find_class(classes, nclasses, ev);
			if (!fields)
				fields = ev;
		}
		inventory_fact_begin(inv, KIND, sb.buf, sb.len, ev->path,
				     ev->line, 0);
		fact_attr_str(inv, "class", ev->class);
		emit_fields(inv, &sb, fields);
		if (ev->class && fields == ev)
			inventory_fact_attr(inv, "fields", "unknown", 7);
		inventory_fact_end(inv);
	}
	free(classes);
	free(all);
	strbuf_release(&sb);
}

const struct extractor tracepoint_extractor = {
	.name = KIND,
	.kinds = (const char *const[]){ KIND, NULL },
	.version = 3,
	.triggers = tracepoint_triggers,
	.want_path = tracepoint_want_path,
	.extract = tracepoint_extract,
	.state_new = tracepoint_state_new,
	.state_free = tracepoint_state_free,
	.finish = tracepoint_finish,
	.state_pack = tracepoint_state_pack,
	.state_unpack = tracepoint_state_unpack,
};
