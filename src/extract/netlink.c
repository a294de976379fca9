// SPDX-License-Identifier: GPL-2.0
/*
 * Netlink: generic netlink families, the YNL specs that describe
 * families, and rtnetlink message handlers.
 *
 * A family is a struct genl_family initialiser: "genl:NAME" with its
 * .version, the commands of its .ops, .small_ops and .split_ops arrays
 * (of the same file, or of another: YNL generates them) and the groups
 * of its .mcgrps.  Its .name is often a macro of a header
 * (ETHTOOL_GENL_NAME), resolved once every file is read.
 *
 * A YNL spec, Documentation/netlink/specs/NAME.yaml, read with libyaml,
 * is "ynl:NAME" with its protocol, operations, attribute sets and
 * multicast groups.  rtnetlink handlers registered by rtnl_register*()
 * or listed in a struct rtnl_msg_handler array are "rtnl:FAMILY:MSGTYPE".
 */
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "c/cinit.h"
#include "extract/extract.h"
#include "core/pack.h"
#include "core/util.h"

#define KIND "netlink"
/*
 * A YNL spec is the family's documentation, not its ABI: the source's
 * registration is the ABI.  A spec of its own kind, so that a new spec
 * of a family user space has long used is not read as a new family.
 */
#define SPEC_KIND "netlink-spec"

/*
 * The families and handlers, the op tables of another file (a YNL
 * generated one), and "netlink" for the headers of the family names
 * (see netlink_accept).
 */
static const char *const netlink_triggers[] = {
	"genl_family", "rtnl_register", "rtnl_msg_handler", "genl_ops",
	"genl_small_ops", "genl_split_ops", "netlink", NULL,
};

static int is_spec(const char *path)
{
	return starts_with(path, "Documentation/netlink/specs/") &&
	       ends_with(path, ".yaml");
}

static enum want netlink_want_path(const char *path)
{
	if (is_spec(path))
		return WANT_ALWAYS;
	/* The family names are macros of the uapi headers. */
	if (starts_with(path, "include/uapi/") && ends_with(path, ".h"))
		return WANT_ALWAYS;
	/* Or of other headers: include/net/netlabel.h, ksmbd_netlink.h. */
	if (path_in_kernel(path) &&
	    (ends_with(path, ".c") || ends_with(path, ".h")))
		return WANT_IF_TRIGGERED;
	return WANT_NO;
}

/* #define NAME... */
static int defines_name(const char *p, const char *end)
{
	const char *id;

	p += 7;
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	id = p;
	while (p < end && (*p == '_' || (*p >= 'A' && *p <= 'Z') ||
			   (*p >= '0' && *p <= '9')))
		p++;
	return p - id >= 5 && !memcmp(p - 5, "_NAME", 5) && p < end &&
	       (*p == ' ' || *p == '\t');
}

/*
 * A file woken by "netlink" alone is read for the string macros that
 * name families ("#define NETLBL_NLTYPE_MGMT_NAME "NLBL_MGMT""): only if
 * it defines a *_NAME.
 */
static int netlink_accept(const char *buf, size_t len)
{
	const char *end = buf + len, *p;
	size_t k, w;

	/*
	 * The other triggers all begin "genl_" or "rtnl_": one pass for
	 * each prefix, not one per word, over the ~1,400 files that
	 * mention netlink.
	 */
	for (k = 0; k < 2; k++)
		for (p = buf; (p = mem_find(p, (size_t)(end - p),
					    k ? "rtnl_" : "genl_", 5)); p += 5)
			for (w = 0; netlink_triggers[w + 1]; w++)
				if (!strncmp(p, netlink_triggers[w],
					     strlen(netlink_triggers[w])))
					return 1;
	p = buf;
	while ((p = mem_find(p, (size_t)(end - p), "#define", 7))) {
		if (defines_name(p, end))
			return 1;
		p += 7;
	}
	return 0;
}

/*
 * A family whose name may still be a macro, and whose op tables may be
 * defined in another file (@tables, their names).
 */
struct family {
	const char *name, *path, *version, *commands, *groups, *tables;
	uint32_t line;
	uint8_t is_macro;
};

/*
 * A name a file defines, with its value: a string macro (#define NAME
 * "string"), or an op table that other files may use (const struct
 * genl_split_ops devlink_nl_ops[74] = { ... }) with its commands.
 */
struct def {
	const char *name, *path, *val;
};

struct netlink_state {
	struct arena arena;
	struct family *f;
	size_t nf, falloc;
	struct def *m;
	size_t nm, malloc_;
	struct def *tab;
	size_t ntab, tab_alloc;
};

DEFINE_STATE_NEW(netlink_state_new, struct netlink_state)

static void netlink_state_free(void *p)
{
	struct netlink_state *st = p;

	free(st->f);
	free(st->m);
	free(st->tab);
	arena_release(&st->arena);
	free(st);
}

/*
 * The values of field @field of the entries of array @array of the file
 * ({ .cmd = X }, or [X] = { .name = ... }), sorted, joined by spaces.
 */
static const char *array_values(struct netlink_state *st,
				const struct token *t, size_t n,
				const struct token *array, const char *field)
{
	struct strbuf sb = STRBUF_INIT;
	const char **v = NULL;
	size_t nv = 0, alloc = 0, i, k, nc, close, vb, ve;
	const char *ret = NULL;

	i = cinit_of(t, n, array);
	close = i ? tok_close(t, i, n, NULL, 0, &nc) : 0;
	for (k = i + 1; k < close; k++) {
		if (!tok_punct(&t[k], '{'))
			continue;
		if (!cinit_field(t, k, n, field, &vb, &ve)) {
			strbuf_reset(&sb);
			if (cinit_string(&sb, &t[vb], ve - vb))
				tok_text(&sb, &t[vb], &t[ve]);
			ALLOC_GROW(v, nv + 1, alloc);
			v[nv++] = arena_strndup(&st->arena, sb.buf, sb.len);
		}
		k = tok_close(t, k, n, NULL, 0, &nc);
	}
	if (nv) {
		sort_array(v, nv, sizeof(*v), str_ptr_cmp);
		strbuf_reset(&sb);
		for (k = 0; k < nv; k++)
			if (!k || strcmp(v[k], v[k - 1]))
				strbuf_addf(&sb, "%s%s", sb.len ? " " : "", v[k]);
		ret = arena_strndup(&st->arena, sb.buf, sb.len);
	}
	free(v);
	strbuf_release(&sb);
	return ret;
}

static void join(struct strbuf *sb, const char *s)
{
	if (!s)
		return;
	if (sb->len)
		strbuf_addch(sb, ' ');
	strbuf_addstr(sb, s);
}

static void read_family(struct extract_ctx *ctx, struct netlink_state *st,
			const struct token *t, size_t n, size_t open)
{
	static const char *const ops[] = { "ops", "small_ops", "split_ops" };
	struct strbuf sb = STRBUF_INIT, tables = STRBUF_INIT;
	struct family *f;
	size_t vb, ve, k;

	if (cinit_field(t, open, n, "name", &vb, &ve))
		return;
	ALLOC_GROW(st->f, st->nf + 1, st->falloc);
	f = &st->f[st->nf++];
	memset(f, 0, sizeof(*f));
	f->path = ctx->path;
	f->line = t[open].line;
	if (!cinit_string(&sb, &t[vb], ve - vb)) {
		f->name = arena_strndup(&st->arena, sb.buf, sb.len);
	} else {
		strbuf_reset(&sb);
		tok_text(&sb, &t[vb], &t[ve]);
		f->name = arena_strndup(&st->arena, sb.buf, sb.len);
		f->is_macro = 1;
	}
	if (!cinit_field(t, open, n, "version", &vb, &ve)) {
		strbuf_reset(&sb);
		tok_text(&sb, &t[vb], &t[ve]);
		f->version = arena_strndup(&st->arena, sb.buf, sb.len);
	}
	strbuf_reset(&sb);
	strbuf_reset(&tables);
	for (k = 0; k < ARRAY_SIZE(ops); k++) {
		const struct token *table;

		if (cinit_field(t, open, n, ops[k], &vb, &ve))
			continue;
		table = cinit_ident(t, vb, ve);
		if (table && !cinit_of(t, n, table))
			strbuf_addf(&tables, "%s%.*s", tables.len ? " " : "",
				    (int)table->len, table->s);
		else
			join(&sb, array_values(st, t, n, table, "cmd"));
	}
	if (sb.len)
		f->commands = arena_strndup(&st->arena, sb.buf, sb.len);
	if (tables.len)
		f->tables = arena_strndup(&st->arena, tables.buf, tables.len);
	if (!cinit_field(t, open, n, "mcgrps", &vb, &ve))
		f->groups = array_values(st, t, n, cinit_ident(t, vb, ve),
					 "name");
	strbuf_release(&sb);
	strbuf_release(&tables);
}

/*
 * A rtnetlink registration: where its protocol, msgtype, doit, dumpit
 * and flags are, as tokens [b[k], e[k]) (b[k] == e[k] when not given).
 */
enum { RTNL_PROTOCOL, RTNL_MSGTYPE, RTNL_DOIT, RTNL_DUMPIT, RTNL_FLAGS,
       RTNL_NFIELDS };

struct rtnl_reg {
	size_t b[RTNL_NFIELDS], e[RTNL_NFIELDS];
};

static const char *const rtnl_fields[RTNL_NFIELDS] = {
	"protocol", "msgtype", "doit", "dumpit", "flags",
};

/*
 * The registration calls, and the argument that holds the owner
 * (include/net/rtnetlink.h); rtnl_register_many() takes an array of
 * struct rtnl_msg_handler, read where it is defined.
 */
static const struct rtnl_call {
	const char *name;
	unsigned int first;	/* the protocol's argument */
} rtnl_calls[] = {
	{ "rtnl_register", 0 },
	{ "rtnl_register_module", 1 },
};

/*
 * The flags of enum rtnl_link_flags that change what user space sees:
 * RTNL_FLAG_BULK_DEL_SUPPORTED makes a delete accept NLM_F_BULK.  The
 * others (DOIT_UNLOCKED, DUMP_UNLOCKED, DOIT_PERNET, DUMP_SPLIT_NLM_DONE,
 * which keeps the old framing) are about locking inside the kernel.
 */
static const char *const rtnl_user_flags[] = {
	"RTNL_FLAG_BULK_DEL_SUPPORTED", NULL,
};

/*
 * A protocol or message type that names a registration: one number or
 * one constant (PF_BRIDGE, RTM_NEWVLAN, RTNL_FAMILY_IPMR).  The
 * functions' own definitions ("int protocol") and the calls that
 * forward their parameters ("handler->protocol") name variables.
 */
static int rtnl_constant(const struct token *t, size_t b, size_t e)
{
	size_t k;

	if (e != b + 1)
		return 0;
	if (t[b].kind == TOK_NUMBER)
		return 1;
	if (t[b].kind != TOK_IDENT)
		return 0;
	for (k = 0; k < t[b].len; k++)
		if (t[b].s[k] >= 'a' && t[b].s[k] <= 'z')
			return 0;
	return 1;
}

/* The user-visible flags among t[b..e), as written, sorted. */
static void rtnl_flags(struct strbuf *sb, const struct token *t, size_t b,
		       size_t e)
{
	size_t k, f;

	strbuf_reset(sb);
	for (f = 0; rtnl_user_flags[f]; f++)
		for (k = b; k < e; k++)
			if (tok_eq(&t[k], rtnl_user_flags[f])) {
				join(sb, rtnl_user_flags[f]);
				break;
			}
}

/* "rtnl:PROTOCOL:MSGTYPE" with its doit, dumpit and flags. */
static void rtnl_emit(struct extract_ctx *ctx, const struct token *t,
		      const struct rtnl_reg *r, uint32_t line)
{
	struct strbuf sb = STRBUF_INIT;
	int k;

	if (!rtnl_constant(t, r->b[RTNL_MSGTYPE], r->e[RTNL_MSGTYPE]) ||
	    (r->b[RTNL_PROTOCOL] != r->e[RTNL_PROTOCOL] &&
	     !rtnl_constant(t, r->b[RTNL_PROTOCOL], r->e[RTNL_PROTOCOL])))
		return;
	strbuf_addstr(&sb, "rtnl:");
	if (r->b[RTNL_PROTOCOL] != r->e[RTNL_PROTOCOL])
		tok_text(&sb, &t[r->b[RTNL_PROTOCOL]], &t[r->e[RTNL_PROTOCOL]]);
	else
		strbuf_addstr(&sb, "PF_UNSPEC");
	strbuf_addch(&sb, ':');
	tok_text(&sb, &t[r->b[RTNL_MSGTYPE]], &t[r->e[RTNL_MSGTYPE]]);
	ctx_fact_begin(ctx, KIND, sb.buf, sb.len, line, 0);
	for (k = RTNL_DOIT; k <= RTNL_DUMPIT; k++) {
		strbuf_reset(&sb);
		tok_text(&sb, &t[r->b[k]], &t[r->e[k]]);
		if (sb.len && strcmp(sb.buf, "NULL"))
			inventory_fact_attr(ctx->inv, rtnl_fields[k], sb.buf,
					    sb.len);
	}
	rtnl_flags(&sb, t, r->b[RTNL_FLAGS], r->e[RTNL_FLAGS]);
	if (sb.len)
		inventory_fact_attr(ctx->inv, "flags", sb.buf, sb.len);
	inventory_fact_end(ctx->inv);
	strbuf_release(&sb);
}

/* rtnl_register(PF_X, RTM_Y, doit, dumpit, flags) and its kin. */
static void read_rtnl(struct extract_ctx *ctx, const struct token *t,
		      size_t n, size_t i)
{
	struct rtnl_reg r = { { 0 }, { 0 } };
	struct cinit_call c;
	size_t k, a;

	for (k = 0; k < ARRAY_SIZE(rtnl_calls); k++)
		if (tok_eq(&t[i], rtnl_calls[k].name))
			break;
	if (k == ARRAY_SIZE(rtnl_calls) || cinit_call(&c, t, i, n))
		return;
	a = rtnl_calls[k].first;
	if (c.nargs < a + 4)
		return;
	for (k = 0; k < RTNL_NFIELDS && a + k < c.nargs; k++) {
		r.b[k] = c.b[a + k];
		r.e[k] = c.e[a + k];
	}
	rtnl_emit(ctx, t, &r, t[i].line);
}

/*
 * The element @idx of the brace group at t[open], by position: [*b, *e).
 * Returns -1 if the group has fewer, or any designated element.
 */
static int positional(const struct token *t, size_t open, size_t n,
		      size_t idx, size_t *b, size_t *e)
{
	size_t commas[8], nc, close, k;

	*b = *e = 0;
	close = tok_close(t, open, n, commas, ARRAY_SIZE(commas), &nc);
	if (close >= n || idx > nc || idx >= ARRAY_SIZE(commas))
		return -1;
	for (k = open + 1; k < close; k++)
		if (tok_punct(&t[k], '.') && (k == open + 1 ||
					      tok_punct(&t[k - 1], ',')))
			return -1;
	*b = idx ? commas[idx - 1] + 1 : open + 1;
	*e = idx < nc ? commas[idx] : close;
	if (*b < *e)
		return 0;
	*b = *e = 0;
	return -1;
}

/*
 * An entry of a struct rtnl_msg_handler array, designated
 * ({ .protocol = PF_X, .msgtype = RTM_Y, .doit = ... }) or in the order
 * of the struct's fields: { owner, protocol, msgtype, doit, dumpit,
 * flags } (include/net/rtnetlink.h).
 */
static void read_rtnl_handler(struct extract_ctx *ctx, const struct token *t,
			      size_t n, size_t open)
{
	struct rtnl_reg r = { { 0 }, { 0 } };
	size_t k;

	if (!cinit_field(t, open, n, "msgtype", &r.b[RTNL_MSGTYPE],
			 &r.e[RTNL_MSGTYPE])) {
		for (k = 0; k < RTNL_NFIELDS; k++)
			if (k != RTNL_MSGTYPE &&
			    cinit_field(t, open, n, rtnl_fields[k], &r.b[k],
					&r.e[k]))
				r.b[k] = r.e[k] = 0;
	} else {
		/* After the owner, field k is element k + 1. */
		for (k = 0; k < RTNL_NFIELDS; k++)
			if (positional(t, open, n, k + 1, &r.b[k], &r.e[k]) &&
			    k <= RTNL_MSGTYPE)
				return;
	}
	rtnl_emit(ctx, t, &r, t[open].line);
}

/*
 * Reading a YNL spec: the scalars of the top-level mapping that matter,
 * and the "name" of each element of the lists under operations.list,
 * attribute-sets and mcast-groups.list.  libyaml gives events; this is
 * where they are in the document.
 */
struct spec_reader {
	struct strbuf name, proto;
	/* The names of the elements of each list, joined. */
	struct strbuf ops, sets, groups;
	/* The last key at depth 1 or 2, and the top-level one. */
	struct strbuf key;
	char section[32];
	int depth;
	/* At depth 1, the next scalar is a value; at depth 2 a key's. */
	int top_key, expect_value;
	/* The list being read, and the depth of its sequence. */
	struct strbuf *list;
	int list_depth;
	/* In a list element: the next scalar is a key; the key was name. */
	int item_key, item_name;
};

static void spec_reader_init(struct spec_reader *r)
{
	static const struct spec_reader empty = {
		STRBUF_INIT, STRBUF_INIT, STRBUF_INIT, STRBUF_INIT,
		STRBUF_INIT, STRBUF_INIT, .list_depth = -1,
	};

	*r = empty;
}

static void spec_reader_release(struct spec_reader *r)
{
	strbuf_release(&r->name);
	strbuf_release(&r->proto);
	strbuf_release(&r->ops);
	strbuf_release(&r->sets);
	strbuf_release(&r->groups);
	strbuf_release(&r->key);
}

/* A collection is the value of the key before it. */
static void spec_collection_start(struct spec_reader *r)
{
	if (r->depth == 1)
		r->top_key = 0;
	if (r->depth == 2)
		r->expect_value = 0;
	r->depth++;
}

static void spec_mapping_start(struct spec_reader *r)
{
	spec_collection_start(r);
	if (r->list && r->depth == r->list_depth + 1)
		r->item_key = 1;
}

static void spec_mapping_end(struct spec_reader *r)
{
	r->depth--;
	if (r->depth == 1)
		r->expect_value = 0;
}

/* operations: list:, attribute-sets:, mcast-groups: list: */
static void spec_sequence_start(struct spec_reader *r)
{
	spec_collection_start(r);
	if (!strcmp(r->section, "attribute-sets") && r->depth == 2)
		r->list = &r->sets;
	else if (!strcmp(r->key.buf, "list") && r->depth == 3 &&
		 !strcmp(r->section, "operations"))
		r->list = &r->ops;
	else if (!strcmp(r->key.buf, "list") && r->depth == 3 &&
		 !strcmp(r->section, "mcast-groups"))
		r->list = &r->groups;
	if (r->list && r->list_depth < 0)
		r->list_depth = r->depth;
}

static void spec_sequence_end(struct spec_reader *r)
{
	if (r->depth == r->list_depth) {
		r->list = NULL;
		r->list_depth = -1;
	}
	r->depth--;
}

/* A key of the top-level mapping, or the value of one: name, protocol. */
static void spec_top_scalar(struct spec_reader *r, const char *v)
{
	r->top_key = !r->top_key;
	if (r->top_key) {
		strbuf_reset(&r->key);
		strbuf_addstr(&r->key, v);
		snprintf(r->section, sizeof(r->section), "%s", v);
	} else if (!strcmp(r->key.buf, "name")) {
		strbuf_addstr(&r->name, v);
	} else if (!strcmp(r->key.buf, "protocol")) {
		strbuf_addstr(&r->proto, v);
	}
}

/* A key or value of an element of the list being read. */
static void spec_item_scalar(struct spec_reader *r, const char *v)
{
	if (r->item_key) {
		r->item_name = !strcmp(v, "name");
		r->item_key = 0;
		return;
	}
	if (r->item_name)
		join(r->list, v);
	r->item_name = 0;
	r->item_key = 1;
}

static void spec_scalar(struct spec_reader *r, const char *v)
{
	if (r->depth == 1) {
		spec_top_scalar(r, v);
	} else if (r->list && r->depth == r->list_depth + 1) {
		spec_item_scalar(r, v);
	} else if (r->depth == 2 && !r->list) {
		/* The keys of a section's mapping: "list" for one. */
		r->expect_value = !r->expect_value;
		if (r->expect_value) {
			strbuf_reset(&r->key);
			strbuf_addstr(&r->key, v);
		}
	}
}

/* Feed one event to @r; returns 1 at the end of the stream. */
static int spec_event(struct spec_reader *r, const yaml_event_t *ev)
{
	switch (ev->type) {
	case YAML_MAPPING_START_EVENT:
		spec_mapping_start(r);
		break;
	case YAML_MAPPING_END_EVENT:
		spec_mapping_end(r);
		break;
	case YAML_SEQUENCE_START_EVENT:
		spec_sequence_start(r);
		break;
	case YAML_SEQUENCE_END_EVENT:
		spec_sequence_end(r);
		break;
	case YAML_SCALAR_EVENT:
		spec_scalar(r, (const char *)ev->data.scalar.value);
		break;
	case YAML_STREAM_END_EVENT:
		return 1;
	default:
		break;
	}
	return 0;
}

/* "ynl:NAME", if the spec named its family. */
static void spec_emit(struct extract_ctx *ctx, struct spec_reader *r)
{
	if (!r->name.len)
		return;
	strbuf_reset(&r->key);
	strbuf_addf(&r->key, "ynl:%s", r->name.buf);
	ctx_fact_begin(ctx, SPEC_KIND, r->key.buf, r->key.len, 1, 0);
	inventory_fact_attr(ctx->inv, "protocol",
			    r->proto.len ? r->proto.buf : "genetlink",
			    r->proto.len ? r->proto.len : 9);
	if (r->ops.len)
		inventory_fact_attr(ctx->inv, "operations", r->ops.buf,
				    r->ops.len);
	if (r->sets.len)
		inventory_fact_attr(ctx->inv, "attribute-sets", r->sets.buf,
				    r->sets.len);
	if (r->groups.len)
		inventory_fact_attr(ctx->inv, "mcast-groups", r->groups.buf,
				    r->groups.len);
	inventory_fact_end(ctx->inv);
}

static void read_spec(struct extract_ctx *ctx)
{
	struct spec_reader r;
	yaml_parser_t parser;
	yaml_event_t ev;
	int done = 0;

	if (!yaml_parser_initialize(&parser))
		return;
	spec_reader_init(&r);
	yaml_parser_set_input_string(&parser, (const unsigned char *)ctx->buf,
				     ctx->len);
	while (!done) {
		if (!yaml_parser_parse(&parser, &ev)) {
			inventory_problem(ctx->inv, ctx->path,
					  "line %zu: YAML: %s",
					  parser.problem_mark.line + 1,
					  parser.problem ? parser.problem : "error");
			break;
		}
		done = spec_event(&r, &ev);
		yaml_event_delete(&ev);
	}
	yaml_parser_delete(&parser);
	spec_emit(ctx, &r);
	spec_reader_release(&r);
}

/*
 * Where the type of the initialiser at t[open] is, if it is "struct
 * @type": among the few tokens before the '=' ("static struct
 * genl_family ethtool_genl_family __ro_after_init = {").  0 if it isn't.
 */
static size_t type_at(const struct token *t, size_t open, const char *type)
{
	size_t k;

	for (k = 2; k <= 6 && k < open; k++) {
		if (tok_punct(&t[open - k], ';') || tok_punct(&t[open - k], '}'))
			return 0;
		if (tok_eq(&t[open - k], type) && tok_eq(&t[open - k - 1], "struct"))
			return open - k;
	}
	return 0;
}

/* Whether the declaration of the type at t[type] says static. */
static int is_static(const struct token *t, size_t type)
{
	size_t k;

	for (k = type; k-- > 0;) {
		if (t[k].kind != TOK_IDENT)
			return 0;
		if (tok_eq(&t[k], "static"))
			return 1;
	}
	return 0;
}

static void add_def(struct netlink_state *st, struct def **v, size_t *nv,
		    size_t *alloc, const char *path, const struct token *name,
		    const char *val, size_t len)
{
	struct def *d;

	ALLOC_GROW(*v, *nv + 1, *alloc);
	d = &(*v)[(*nv)++];
	d->name = arena_strndup(&st->arena, name->s, name->len);
	d->path = path;
	d->val = arena_strndup(&st->arena, val, len);
}

/* #define NAME "string" at t[i]: returns 1 if kept. */
static int read_strmacro(struct extract_ctx *ctx, struct netlink_state *st,
			 struct strbuf *sb, const struct token *t, size_t i,
			 size_t n)
{
	if (!(t[i].flags & TOKF_PP) || !tok_eq(&t[i], "define") ||
	    i + 3 >= n || t[i + 1].kind != TOK_IDENT ||
	    t[i + 2].kind != TOK_STRING || !(t[i + 2].flags & TOKF_PP) ||
	    t[i + 3].kind != TOK_EOD || cinit_string(sb, &t[i + 2], 1))
		return 0;
	add_def(st, &st->m, &st->nm, &st->malloc_, ctx->path, &t[i + 1],
		sb->buf, sb->len);
	return 1;
}

/*
 * The generic netlink op tables that other files may use, YNL's
 * generated ones: "const struct genl_split_ops devlink_nl_ops[74] = {".
 */
static const char *const op_types[] = {
	"genl_ops", "genl_small_ops", "genl_split_ops", NULL,
};

static void read_op_table(struct extract_ctx *ctx, struct netlink_state *st,
			  const struct token *t, size_t n, size_t open)
{
	const char *cmds;
	size_t k, type = 0;

	for (k = 0; op_types[k] && !type; k++)
		type = type_at(t, open, op_types[k]);
	if (!type || is_static(t, type - 1) || t[type + 1].kind != TOK_IDENT)
		return;
	cmds = array_values(st, t, n, &t[type + 1], "cmd");
	if (cmds)
		add_def(st, &st->tab, &st->ntab, &st->tab_alloc, ctx->path,
			&t[type + 1], cmds, strlen(cmds));
}

static void read_rtnl_handlers(struct extract_ctx *ctx, const struct token *t,
			       size_t n, size_t open)
{
	size_t close, nc, e;

	close = tok_close(t, open, n, NULL, 0, &nc);
	for (e = open + 1; e < close; e++) {
		if (!tok_punct(&t[e], '{'))
			continue;
		read_rtnl_handler(ctx, t, n, e);
		e = tok_close(t, e, n, NULL, 0, &nc);
	}
}

static void netlink_extract(struct extract_ctx *ctx)
{
	struct netlink_state *st = ctx->state;
	const struct token_vec *toks;
	const struct token *t;
	struct strbuf sb = STRBUF_INIT;
	/* Other headers only name families; some define odd ones. */
	int macros_only = ends_with(ctx->path, ".h") &&
			  !starts_with(ctx->path, "include/uapi/");
	size_t n, i;

	if (is_spec(ctx->path)) {
		read_spec(ctx);
		return;
	}
	toks = ctx_tokens(ctx);
	t = toks->v;
	n = toks->n - 1;
	for (i = 0; i + 1 < n; i++) {
		if (read_strmacro(ctx, st, &sb, t, i, n) || macros_only ||
		    (t[i].flags & TOKF_PP))
			continue;
		if (tok_starts(&t[i], "rtnl_register") &&
		    tok_punct(&t[i + 1], '(')) {
			read_rtnl(ctx, t, n, i);
			continue;
		}
		if (!tok_punct(&t[i], '{') || !i || !tok_punct(&t[i - 1], '='))
			continue;
		/* The type before the variable. */
		if (type_at(t, i, "genl_family"))
			read_family(ctx, st, t, n, i);
		else if (type_at(t, i, "rtnl_msg_handler"))
			read_rtnl_handlers(ctx, t, n, i);
		else
			read_op_table(ctx, st, t, n, i);
	}
	strbuf_release(&sb);
}

static void pack_defs(struct strbuf *out, const struct def *v, size_t n)
{
	size_t i;

	pack_u32(out, (uint32_t)n);
	for (i = 0; i < n; i++) {
		pack_str(out, v[i].name);
		pack_str(out, v[i].val);
	}
}

/*
 * A file's families, string macros and op tables, for the cache; their
 * path is the file's, given back to unpack.
 */
static void netlink_state_pack(struct strbuf *out, const void *p)
{
	const struct netlink_state *st = p;
	size_t i;

	if (!st->nf && !st->nm && !st->ntab)
		return;
	pack_u32(out, (uint32_t)st->nf);
	for (i = 0; i < st->nf; i++) {
		const struct family *f = &st->f[i];

		pack_str(out, f->name);
		pack_str(out, f->version);
		pack_str(out, f->commands);
		pack_str(out, f->groups);
		pack_str(out, f->tables);
		pack_u32(out, f->line);
		pack_u32(out, f->is_macro);
	}
	pack_defs(out, st->m, st->nm);
	pack_defs(out, st->tab, st->ntab);
}

static int unpack_defs(struct unpacker *u, struct netlink_state *st,
		       struct def **v, size_t *nv, size_t *alloc,
		       const char *path)
{
	uint32_t n = unpack_u32(u), i;

	for (i = 0; i < n && !u->err; i++) {
		struct def *d;

		ALLOC_GROW(*v, *nv + 1, *alloc);
		d = &(*v)[(*nv)++];
		d->path = path;
		d->name = unpack_str(u, &st->arena);
		d->val = unpack_str(u, &st->arena);
		if (!d->name || !d->val)
			return -1;
	}
	return u->err ? -1 : 0;
}

static int netlink_state_unpack(void *p, const char *path, const char *buf,
				size_t len)
{
	struct netlink_state *st = p;
	struct unpacker u;
	uint32_t n, i;

	unpacker_init(&u, buf, len);
	n = unpack_u32(&u);
	for (i = 0; i < n && !u.err; i++) {
		struct family *f;

		ALLOC_GROW(st->f, st->nf + 1, st->falloc);
		f = &st->f[st->nf++];
		memset(f, 0, sizeof(*f));
		f->path = path;
		f->name = unpack_str(&u, &st->arena);
		f->version = unpack_str(&u, &st->arena);
		f->commands = unpack_str(&u, &st->arena);
		f->groups = unpack_str(&u, &st->arena);
		f->tables = unpack_str(&u, &st->arena);
		f->line = unpack_u32(&u);
		f->is_macro = unpack_u32(&u) != 0;
		if (!f->name)
			return -1;
	}
	if (unpack_defs(&u, st, &st->m, &st->nm, &st->malloc_, path) < 0 ||
	    unpack_defs(&u, st, &st->tab, &st->ntab, &st->tab_alloc,
			path) < 0)
		return -1;
	return unpack_end(&u);
}

static int def_cmp(const void *a, const void *b)
{
	const struct def *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	if (!c)
		c = strcmp(x->path, y->path);
	return c ? c : strcmp(x->val, y->val);
}

static int def_name_cmp(const void *elem, const void *key)
{
	const struct def *d = elem;

	return strcmp_name(d->name, key);
}

/* How many leading characters the directories of @a and @b share. */
static size_t common_dir(const char *a, const char *b)
{
	size_t k, dir = 0;

	for (k = 0; a[k] && a[k] == b[k]; k++)
		if (a[k] == '/')
			dir = k + 1;
	return dir;
}

/*
 * The definition of @name among @all (sorted by def_cmp) nearest to the
 * file @path: the one whose directory is closest, else the first.
 */
static const struct def *find_def(const struct def *all, size_t n,
				  const char *name, size_t len,
				  const char *path)
{
	const struct name_len key = { name, len };
	size_t i = lower_bound(all, n, sizeof(*all), &key, def_name_cmp);
	const struct def *best = NULL;
	size_t best_dir = 0, dir;

	for (; i < n && !strcmp_name(all[i].name, &key); i++) {
		dir = common_dir(all[i].path, path);
		if (!best || dir > best_dir) {
			best = &all[i];
			best_dir = dir;
		}
	}
	return best;
}

/* Each word of @words that @all defines, replaced by its value. */
static void resolve_words(struct strbuf *sb, const struct def *all,
			  size_t n, const char *words, const char *path)
{
	strbuf_reset(sb);
	while (*words) {
		size_t len = strcspn(words, " ");
		const struct def *m = find_def(all, n, words, len, path);

		if (sb->len)
			strbuf_addch(sb, ' ');
		if (m)
			strbuf_addstr(sb, m->val);
		else
			strbuf_add(sb, words, len);
		words += len;
		words += strspn(words, " ");
	}
}

/* The words of @s, sorted, each once, into @sb. */
static void sort_words(struct strbuf *sb, const char *s)
{
	char *copy = xstrdup(s), *p, *save = NULL;
	const char **v = NULL;
	size_t nv = 0, alloc = 0, k;

	for (p = strtok_r(copy, " ", &save); p; p = strtok_r(NULL, " ", &save)) {
		ALLOC_GROW(v, nv + 1, alloc);
		v[nv++] = p;
	}
	if (nv)
		sort_array(v, nv, sizeof(*v), str_ptr_cmp);
	strbuf_reset(sb);
	for (k = 0; k < nv; k++)
		if (!k || strcmp(v[k], v[k - 1]))
			join(sb, v[k]);
	free(v);
	free(copy);
}

/*
 * The commands of @f: those of its tables in its own file, and those of
 * the tables it names that other files define, nearest first.
 */
static void family_commands(struct strbuf *sb, const struct family *f,
			    const struct def *tabs, size_t ntabs)
{
	struct strbuf all = STRBUF_INIT;
	const char *w = f->tables ? f->tables : "";

	if (f->commands)
		strbuf_addstr(&all, f->commands);
	while (*w) {
		size_t len = strcspn(w, " ");
		const struct def *d = find_def(tabs, ntabs, w, len, f->path);

		if (d)
			join(&all, d->val);
		w += len;
		w += strspn(w, " ");
	}
	sort_words(sb, all.buf);
	strbuf_release(&all);
}

static void netlink_finish(struct inventory *inv, void **states, int nstates)
{
	struct strbuf sb = STRBUF_INIT;
	const struct def *m;
	struct def *all, *tabs;
	struct family *fams;
	size_t n, ntabs, nfams, i;

	all = STATES_GATHER(states, nstates, struct netlink_state, m, nm, &n);
	sort_array(all, n, sizeof(*all), def_cmp);
	tabs = STATES_GATHER(states, nstates, struct netlink_state, tab, ntab,
			     &ntabs);
	sort_array(tabs, ntabs, sizeof(*tabs), def_cmp);
	fams = STATES_GATHER(states, nstates, struct netlink_state, f, nf,
			     &nfams);
	for (i = 0; i < nfams; i++) {
		const struct family *f = &fams[i];

		strbuf_reset(&sb);
		strbuf_addstr(&sb, "genl:");
		m = f->is_macro ? find_def(all, n, f->name, strlen(f->name),
					   f->path) : NULL;
		if (!f->is_macro)
			strbuf_addstr(&sb, f->name);
		else if (m)
			strbuf_addstr(&sb, m->val);
		else
			strbuf_addf(&sb, "%s (%s)", f->name, f->path);
		inventory_fact_begin(inv, KIND, sb.buf, sb.len, f->path,
				     f->line, 0);
		fact_attr_str(inv, "version", f->version);
		family_commands(&sb, f, tabs, ntabs);
		if (sb.len)
			inventory_fact_attr(inv, "commands", sb.buf, sb.len);
		if (f->groups) {
			resolve_words(&sb, all, n, f->groups, f->path);
			inventory_fact_attr(inv, "mcast-groups", sb.buf,
					    sb.len);
		}
		inventory_fact_end(inv);
	}
	free(fams);
	free(tabs);
	free(all);
	strbuf_release(&sb);
}

const struct extractor netlink_extractor = {
	.name = KIND,
	.kinds = (const char *const[]){ KIND, SPEC_KIND, NULL },
	.version = 5,
	.triggers = netlink_triggers,
	.want_path = netlink_want_path,
	.extract = netlink_extract,
	.state_new = netlink_state_new,
	.state_free = netlink_state_free,
	.finish = netlink_finish,
	.state_pack = netlink_state_pack,
	.state_unpack = netlink_state_unpack,
	.accept = netlink_accept,
};
