// SPDX-License-Identifier: GPL-2.0
/*
 * doc-abi: the entries of Documentation/ABI/{stable,testing,obsolete,
 * removed}/FILE, one item per What: line (an entry may have several), in the
 * grammar of the kernel's scripts/get_abi.pl: a tag at the start of a
 * line, "Tag: value", continued on indented lines; What: lines in a row
 * share the fields that follow them.  The status directory is an
 * attribute, so that a move from testing/ to stable/ or to obsolete/ is a
 * change, judged here.  The second half of the file is the What: pattern
 * matcher (docabi.h).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/strbuf.h"
#include "core/util.h"
#include "extract/docabi.h"
#include "extract/extract.h"

#define KIND DOCABI_KIND

const char *const docabi_statuses[] = {
	"stable", "testing", "obsolete", "removed", NULL,
};

/* The index of the status directory of @path, or -1. */
static int path_status(const char *path)
{
	static const char dir[] = "Documentation/ABI/";
	size_t n;
	int i;

	if (!starts_with(path, dir))
		return -1;
	path += sizeof(dir) - 1;
	for (i = 0; docabi_statuses[i]; i++) {
		n = strlen(docabi_statuses[i]);
		if (!strncmp(path, docabi_statuses[i], n) && path[n] == '/' &&
		    path[n + 1])
			return i;
	}
	return -1;
}

static enum want docabi_want_path(const char *path)
{
	return path_status(path) < 0 ? WANT_NO : WANT_ALWAYS;
}

/*
 * The path of a What:, past the shell of sysfs-bus-dax's
 * "$(readlink -f /sys/bus/dax/devices/daxX.Y)/../dax_region/size".
 */
static const char *what_path(const char *w, struct strbuf *sb)
{
	static const char readlink[] = "$(readlink -f ";
	const char *close;

	if (strncmp(w, readlink, sizeof(readlink) - 1))
		return w;
	w += sizeof(readlink) - 1;
	close = strchr(w, ')');
	if (!close)
		return w;
	strbuf_reset(sb);
	strbuf_add(sb, w, (size_t)(close - w));
	strbuf_addstr(sb, close + 1);
	return sb->buf;
}

const char *docabi_what_kind(const char *what)
{
	struct strbuf sb = STRBUF_INIT;
	const char *w = what_path(what, &sb), *kind = "other";
	static const struct {
		const char *prefix, *kind;
	} areas[] = {
		/* Most specific first: debugfs and configfs live in /sys. */
		{ "/sys/kernel/debug", "debugfs" },
		{ "/sys/kernel/config", "configfs" },
		{ "/config/", "configfs" },
		{ "/proc/sys/", "sysctl" },
		{ "/proc/", "procfs" },
		{ "/sys/", "sysfs" },
		/* ".../XXXXXXX.ipa/version": a sysfs device directory. */
		{ ".../", "sysfs" },
	};
	size_t i, n;

	for (i = 0; i < ARRAY_SIZE(areas); i++) {
		n = strlen(areas[i].prefix);
		if (!strncmp(w, areas[i].prefix, n) &&
		    (areas[i].prefix[n - 1] == '/' || !w[n] || w[n] == '/')) {
			kind = areas[i].kind;
			break;
		}
	}
	strbuf_release(&sb);
	return kind;
}

static size_t what_path_len(const char *w);

/* The fields of Documentation/ABI/README that an item keeps. */
enum field { F_DATE, F_KVER, F_CONTACT, F_USERS, NR_FIELDS, F_WHAT, F_DESC,
	     F_NONE };

static const struct {
	const char *tag, *key;
	enum field f;
} tags[] = {
	{ "what", NULL, F_WHAT },
	/* A common mistake, which get_abi.pl takes for What:. */
	{ "where", NULL, F_WHAT },
	{ "date", "date", F_DATE },
	{ "kernelversion", "kernel-version", F_KVER },
	{ "contact", "contact", F_CONTACT },
	{ "users", "users", F_USERS },
	{ "description", NULL, F_DESC },
};

struct entry {
	struct strbuf whats;	/* each What, NUL-terminated, one after another */
	uint32_t lines[64];
	size_t nwhats;
	struct strbuf field[NR_FIELDS];
};

/* Append @s[0..@len) to @sb, trimmed, whitespace runs made one space. */
static void add_squeezed(struct strbuf *sb, const char *s, size_t len)
{
	size_t i = 0, start = sb->len;

	while (i < len && isspace((unsigned char)s[i]))
		i++;
	for (; i < len; i++) {
		if (isspace((unsigned char)s[i])) {
			if (sb->buf[sb->len - 1] != ' ')
				strbuf_addch(sb, ' ');
			continue;
		}
		strbuf_addch(sb, s[i]);
	}
	while (sb->len > start && sb->buf[sb->len - 1] == ' ')
		strbuf_setlen(sb, sb->len - 1);
}

static void flush_entry(struct extract_ctx *ctx, struct entry *e, int status)
{
	const char *w = e->whats.buf, *end = w + e->whats.len;
	size_t i, k;

	for (i = 0; w < end; i++, w += strlen(w) + 1) {
		if (!*w)
			continue;
		/* The most stable entry gives the location of a What. */
		ctx_fact_begin(ctx, KIND, w, strlen(w),
			       e->lines[i < ARRAY_SIZE(e->lines) ? i :
					ARRAY_SIZE(e->lines) - 1], (uint32_t)status);
		inventory_fact_attr(ctx->inv, "status", docabi_statuses[status],
				    strlen(docabi_statuses[status]));
		inventory_fact_attr(ctx->inv, "what-kind", docabi_what_kind(w),
				    strlen(docabi_what_kind(w)));
		for (k = 0; k < ARRAY_SIZE(tags); k++) {
			const struct strbuf *v;

			if (tags[k].f >= NR_FIELDS)
				continue;
			v = &e->field[tags[k].f];
			if (v->len)
				inventory_fact_attr(ctx->inv, tags[k].key,
						    v->buf, v->len);
		}
		inventory_fact_end(ctx->inv);
	}
	strbuf_reset(&e->whats);
	e->nwhats = 0;
	for (k = 0; k < NR_FIELDS; k++)
		strbuf_reset(&e->field[k]);
}

/* The tag a line starts with ("What:"), its value in *@val; or F_NONE. */
static enum field line_tag(const char *s, const char *eol, const char **val)
{
	const char *colon = s;
	size_t k, n;

	while (colon < eol && !isspace((unsigned char)*colon) && *colon != ':')
		colon++;
	if (colon == s || colon >= eol || *colon != ':')
		return F_NONE;
	n = (size_t)(colon - s);
	for (k = 0; k < ARRAY_SIZE(tags); k++) {
		if (strlen(tags[k].tag) == n && !strncasecmp(s, tags[k].tag, n)) {
			*val = colon + 1;
			return tags[k].f;
		}
	}
	return F_NONE;
}

static void add_what(struct entry *e, const char *s, size_t len,
		     uint32_t line)
{
	size_t start = e->whats.len;

	add_squeezed(&e->whats, s, len);
	/* get_abi.pl drops a trailing comma, period or semicolon. */
	while (e->whats.len > start &&
	       strchr(",.;", e->whats.buf[e->whats.len - 1]))
		strbuf_setlen(&e->whats, e->whats.len - 1);
	while (e->whats.len > start && e->whats.buf[e->whats.len - 1] == ' ')
		strbuf_setlen(&e->whats, e->whats.len - 1);
	strbuf_addch(&e->whats, '\0');
	if (e->nwhats < ARRAY_SIZE(e->lines))
		e->lines[e->nwhats] = line;
	e->nwhats++;
}

static void docabi_extract(struct extract_ctx *ctx)
{
	const char *s = ctx->buf, *end = ctx->buf + ctx->len, *eol, *val;
	int status = path_status(ctx->path);
	enum field cur = F_NONE, f;
	struct entry e;
	uint32_t line = 0;
	size_t k;

	memset(&e, 0, sizeof(e));
	strbuf_init(&e.whats, 0);
	for (k = 0; k < NR_FIELDS; k++)
		strbuf_init(&e.field[k], 0);
	for (; s < end; s = eol + 1) {
		eol = memchr(s, '\n', (size_t)(end - s));
		if (!eol)
			eol = end;
		line++;
		f = line_tag(s, eol, &val);
		/* In a description, "Note: ..." is text, not a tag. */
		if (f != F_NONE) {
			if (f == F_WHAT && cur != F_WHAT)
				flush_entry(ctx, &e, status);
			cur = f;
			if (f == F_WHAT)
				add_what(&e, val, (size_t)(eol - val), line);
			else if (f < NR_FIELDS)
				add_squeezed(&e.field[f], val,
					     (size_t)(eol - val));
			continue;
		}
		/* An indented line continues the field before it. */
		if (cur < NR_FIELDS && s < eol &&
		    isspace((unsigned char)*s) && e.field[cur].len) {
			strbuf_addch(&e.field[cur], ' ');
			add_squeezed(&e.field[cur], s, (size_t)(eol - s));
		}
	}
	flush_entry(ctx, &e, status);
	strbuf_release(&e.whats);
	for (k = 0; k < NR_FIELDS; k++)
		strbuf_release(&e.field[k]);
}

/* The lowest rank of the statuses in @v ("stable | testing"), or -1. */
static int status_rank(const char *v)
{
	int i, best = -1;

	if (!v)
		return -1;
	for (i = 0; docabi_statuses[i]; i++)
		if (strstr(v, docabi_statuses[i]) && best < 0)
			best = i;
	return best;
}

enum { ST_STABLE, ST_TESTING, ST_OBSOLETE, ST_REMOVED };

/*
 * Documentation/ABI/README: testing may move to stable, stable to
 * obsolete, and obsolete out of the kernel.
 */
static enum compat docabi_judge(struct strbuf *reason,
				const struct item *old, const struct item *new)
{
	int o = status_rank(item_attr(old, "status"));
	int n = status_rank(item_attr(new, "status"));

	if ((o == n || o < 0 || n < 0) && strcmp(old->name, new->name)) {
		strbuf_addstr(reason, "the entry's What: rewritten, not its status");
		return COMPAT_COMPATIBLE;
	}
	if (o == n || o < 0 || n < 0) {
		strbuf_addstr(reason, "the entry's details changed, not its status");
		return COMPAT_COMPATIBLE;
	}
	if (n == ST_REMOVED) {
		strbuf_addf(reason, "moved from %s/ to removed/: the interface is gone",
			    docabi_statuses[o]);
		return COMPAT_BREAKING;
	}
	if (o == ST_STABLE && n == ST_TESTING) {
		strbuf_addstr(reason, "moved from stable/ back to testing/: "
			      "the promise of stability withdrawn");
		return COMPAT_BREAKING;
	}
	if (n == ST_OBSOLETE) {
		strbuf_addf(reason, "moved from %s/ to obsolete/: still there, "
			    "to be removed", docabi_statuses[o]);
		return COMPAT_COMPATIBLE;
	}
	strbuf_addf(reason, "moved from %s/ to %s/", docabi_statuses[o],
		    docabi_statuses[n]);
	return COMPAT_COMPATIBLE;
}

/*
 * An entry whose What: was rewritten for the same file is one item: the
 * path corrected (aer_stats/X to X), the device found another way
 * (/sys/devices/hisi_ptt... to /sys/bus/event_source/devices/hisi_ptt...),
 * the driver moved (/sys/class/habanalabs/hl<n>/ to /sys/class/accel/).
 * It keeps its last component and its Date:, and its file or Contact:;
 * an entry of a new date is a new interface (timecard's ttyNMEA link,
 * now tty/ttyNMEA, an attribute).  The key is the last component and the
 * date; an entry without a date never pairs.
 */
static int docabi_pair_key(struct strbuf *key, const struct item *it)
{
	const char *date = item_attr(it, "date"), *w = it->name, *last;
	size_t len = what_path_len(w);

	if (!date || !*date || !len)
		return -1;
	last = w + len;
	while (last > w && last[-1] != '/')
		last--;
	strbuf_add(key, last, (size_t)(w + len - last));
	strbuf_addf(key, "\n%s", date);
	return 0;
}

static int docabi_same_item(const struct item *old, const struct item *new)
{
	const char *a = item_attr(old, "contact"), *b = item_attr(new, "contact");

	return !strcmp(old->file, new->file) || (a && b && !strcmp(a, b));
}

const struct extractor docabi_extractor = {
	.name = KIND,
	.kinds = (const char *const[]){ KIND, NULL },
	.version = 1,
	.want_path = docabi_want_path,
	.extract = docabi_extract,
	.judge = docabi_judge,
	.pair_key = docabi_pair_key,
	.same_item = docabi_same_item,
};

/*
 * The What: pattern matcher.  A pattern is a list of ops; each matches
 * some bytes of a path, and the matcher backtracks, within a budget, so
 * that a What: of many stars can't take long.
 */
enum { OP_LIT, OP_CLASS, OP_ALT, OP_SLASH, OP_DIRS };

struct what_op {
	uint8_t type;
	uint8_t min;		/* OP_CLASS: at least this many bytes (0, 1) */
	uint8_t many;		/* OP_CLASS: more than one byte */
	uint32_t off, len;	/* in text: the bytes, alternatives or bitmap */
};

#define MATCH_BUDGET 20000

struct compiler {
	struct what_op *ops;
	size_t n, alloc;
	struct strbuf text;
};

static void emit(struct compiler *c, int type, const void *s, size_t len,
		 int min, int many)
{
	struct what_op *op;

	/* Bytes after bytes are one literal. */
	if (type == OP_LIT && c->n && c->ops[c->n - 1].type == OP_LIT &&
	    c->ops[c->n - 1].off + c->ops[c->n - 1].len == c->text.len) {
		c->ops[c->n - 1].len += (uint32_t)len;
		strbuf_add(&c->text, s, len);
		return;
	}
	ALLOC_GROW(c->ops, c->n + 1, c->alloc);
	op = &c->ops[c->n++];
	op->type = (uint8_t)type;
	op->min = (uint8_t)min;
	op->many = (uint8_t)many;
	op->off = (uint32_t)c->text.len;
	op->len = (uint32_t)len;
	strbuf_add(&c->text, s, len);
}

/* A class of bytes: any but '/' (for a placeholder), or alphanumerics. */
static void emit_class(struct compiler *c, const uint8_t map[32], int min,
		       int many)
{
	emit(c, OP_CLASS, map, 32, min, many);
}

static void class_any(uint8_t map[32])
{
	memset(map, 0xff, 32);
	map['/' >> 3] &= (uint8_t)~(1u << ('/' & 7));
	map[0] &= (uint8_t)~1u;
}

static void class_alnum(uint8_t map[32])
{
	int ch;

	memset(map, 0, 32);
	for (ch = 0; ch < 256; ch++)
		if (isalnum(ch))
			map[ch >> 3] |= (uint8_t)(1u << (ch & 7));
}

static int is_word(int ch)
{
	return isalnum(ch) || ch == '_' || ch == '-' || ch == '.';
}

/*
 * "a,b", "a|b": alternatives of words, emitted as "a|b".  Returns 0, or
 * -1 if @s[0..@len) is not such a list.
 */
static int emit_alt(struct compiler *c, const char *s, size_t len)
{
	struct strbuf alt = STRBUF_INIT;
	size_t i;
	int seps = 0;

	for (i = 0; i < len; i++) {
		if (s[i] == ',' || s[i] == '|') {
			if (!alt.len || alt.buf[alt.len - 1] == '|')
				break;
			strbuf_addch(&alt, '|');
			seps++;
		} else if (s[i] == ' ' && alt.len &&
			   alt.buf[alt.len - 1] == '|') {
			continue;
		} else if (is_word((unsigned char)s[i])) {
			strbuf_addch(&alt, s[i]);
		} else {
			break;
		}
	}
	if (i < len || !seps || alt.buf[alt.len - 1] == '|') {
		strbuf_release(&alt);
		return -1;
	}
	emit(c, OP_ALT, alt.buf, alt.len, 0, 0);
	strbuf_release(&alt);
	return 0;
}

/* "0-9", "a-fA-F", "01": a class; -1 if @s[0..@len) is not one. */
static int parse_class(uint8_t map[32], const char *s, size_t len)
{
	size_t i;
	int ch;

	memset(map, 0, 32);
	if (!len)
		return -1;
	for (i = 0; i < len; i++) {
		int lo = (unsigned char)s[i], hi = lo;

		if (!isalnum(lo))
			return -1;
		if (i + 2 < len && s[i + 1] == '-') {
			hi = (unsigned char)s[i + 2];
			if (!isalnum(hi) || hi < lo)
				return -1;
			i += 2;
		} else if (i + 1 < len && s[i + 1] == '-') {
			return -1;
		}
		for (ch = lo; ch <= hi; ch++)
			map[ch >> 3] |= (uint8_t)(1u << (ch & 7));
	}
	return 0;
}

/* Whether s[i] is a placeholder letter: cpuX, inY_input, XXXXXXX.ipa. */
static size_t placeholder_len(const char *s, size_t i, size_t len)
{
	size_t e = i;
	int only_x = 1;

	if (i && isupper((unsigned char)s[i - 1]))
		return 0;
	while (e < len && isupper((unsigned char)s[e])) {
		only_x &= s[e] == 'X';
		e++;
	}
	if (e - i == 1 && strchr("XYZNM", s[i]))
		return 1;
	if (e - i > 1 && only_x)
		return e - i;
	return 0;
}

/* One component of a path, @s[0..@len), not "..." alone. */
static void compile_component(struct compiler *c, const char *s, size_t len)
{
	uint8_t map[32];
	size_t i, e, n;

	for (i = 0; i < len; i++) {
		char open = s[i], close = open == '<' ? '>' : open == '{' ?
					  '}' : open == '[' ? ']' : 0;
		const char *end = close ? memchr(s + i + 1, close, len - i - 1) :
				  NULL;

		if (end) {
			e = (size_t)(end - s);
			n = e - i - 1;
			if (open == '[' && !parse_class(map, s + i + 1, n)) {
				int plus = e + 1 < len && s[e + 1] == '+';

				emit_class(c, map, 1, plus);
				i = e + plus;
				continue;
			}
			if (emit_alt(c, s + i + 1, n) < 0) {
				class_any(map);
				emit_class(c, map, 1, 1);
			}
			i = e;
		} else if (s[i] == '*') {
			class_any(map);
			emit_class(c, map, 0, 1);
		} else if ((n = placeholder_len(s, i, len))) {
			class_alnum(map);
			emit_class(c, map, 1, 1);
			i += n - 1;
		} else {
			emit(c, OP_LIT, s + i, 1, 0, 0);
		}
	}
}

/* The path of a What: its first word, brackets may hold spaces. */
static size_t what_path_len(const char *w)
{
	size_t i, depth = 0;

	for (i = 0; w[i]; i++) {
		if (strchr("<{[", w[i]))
			depth++;
		else if (strchr(">}]", w[i]) && depth)
			depth--;
		else if (isspace((unsigned char)w[i]) && !depth)
			break;
	}
	return i;
}

int what_pat_compile(struct what_pat *p, const char *what)
{
	struct compiler c = { NULL, 0, 0, STRBUF_INIT };
	struct strbuf sb = STRBUF_INIT;
	size_t len, i, e;

	memset(p, 0, sizeof(*p));
	what = what_path(what, &sb);
	len = what_path_len(what);
	while (len && strchr("/,.;", what[len - 1]) &&
	       !(len >= 3 && !strncmp(what + len - 3, "...", 3)))
		len--;
	if (!memchr(what, '/', len)) {
		strbuf_release(&sb);
		return -1;
	}
	for (i = 0; i <= len; i = e + 1) {
		e = i;
		while (e < len && what[e] != '/')
			e++;
		if (i)
			emit(&c, OP_SLASH, "/", 0, 0, 0);
		if (i == 0 && e == 0)
			continue;
		p->last = c.n;
		if ((e - i == 3 && !strncmp(what + i, "...", 3)) ||
		    (e - i == 2 && !strncmp(what + i, "..", 2)) ||
		    (e - i == 1 && what[i] == '*'))
			emit(&c, OP_DIRS, "", 0, 1, 1);
		else
			compile_component(&c, what + i, e - i);
	}
	p->ops = c.ops;
	p->nops = c.n;
	p->text = strbuf_detach(&c.text, NULL);
	strbuf_release(&sb);
	return 0;
}

void what_pat_release(struct what_pat *p)
{
	free(p->ops);
	free(p->text);
	memset(p, 0, sizeof(*p));
}

static int in_class(const char *map, unsigned char ch)
{
	return (map[ch >> 3] >> (ch & 7)) & 1;
}

static int match_ops(const struct what_pat *p, size_t i, const char *s,
		     int *budget)
{
	const struct what_op *op;
	const char *t, *a, *bar;
	size_t n, k;

	if (--*budget < 0)
		return 0;
	if (i == p->nops)
		return !*s;
	op = &p->ops[i];
	t = p->text + op->off;
	switch (op->type) {
	case OP_LIT:
		return !strncmp(s, t, op->len) &&
		       match_ops(p, i + 1, s + op->len, budget);
	case OP_SLASH:
		return *s == '/' && match_ops(p, i + 1, s + 1, budget);
	case OP_ALT:
		for (a = t; a < t + op->len; a = bar + 1) {
			bar = memchr(a, '|', (size_t)(t + op->len - a));
			if (!bar)
				bar = t + op->len;
			n = (size_t)(bar - a);
			if (!strncmp(s, a, n) &&
			    match_ops(p, i + 1, s + n, budget))
				return 1;
		}
		return 0;
	case OP_CLASS:
		for (n = 0; s[n] && in_class(t, (unsigned char)s[n]) &&
		     (op->many || n < 1); n++)
			;
		/* Longest first: "cpuX" against "cpu12". */
		for (k = n + 1; k-- > op->min;)
			if (match_ops(p, i + 1, s + k, budget))
				return 1;
		return 0;
	case OP_DIRS:
		n = strlen(s);
		for (k = 1; k <= n; k++)
			if (match_ops(p, i + 1, s + k, budget))
				return 1;
		return 0;
	}
	return 0;
}

int what_pat_match_path(const struct what_pat *p, const char *s)
{
	int budget = MATCH_BUDGET;

	return p->nops && match_ops(p, 0, s, &budget);
}

int what_pat_match_tail(const struct what_pat *p, const char *s)
{
	int budget = MATCH_BUDGET;
	size_t i;

	for (i = 0; i < p->nops; i++) {
		int start = i ? p->ops[i - 1].type == OP_SLASH :
			    p->ops[0].type != OP_SLASH;

		if (start && p->ops[i].type != OP_SLASH &&
		    match_ops(p, i, s, &budget))
			return 1;
	}
	return 0;
}

int what_pat_match_last(const struct what_pat *p, const char *s)
{
	int budget = MATCH_BUDGET;

	return p->last < p->nops && match_ops(p, p->last, s, &budget);
}

size_t what_pat_last_suffix(const struct what_pat *p, char *buf, size_t size)
{
	const struct what_op *op = p->ops + p->nops - 1;
	size_t n = 0;

	if (p->nops > p->last && op->type == OP_LIT && op->len < size) {
		n = op->len;
		memcpy(buf, p->text + op->off, n);
	}
	if (size)
		buf[n] = '\0';
	return n;
}

size_t what_pat_last_prefix(const struct what_pat *p, char *buf, size_t size,
			    int *whole, int *literal)
{
	const struct what_op *op = p->ops + p->last;
	size_t i, n = 0;

	*whole = 0;
	*literal = 0;
	for (i = p->last; i < p->nops; i++)
		*literal |= p->ops[i].type == OP_LIT ||
			    p->ops[i].type == OP_ALT;
	if (p->last < p->nops && op->type == OP_LIT && size) {
		n = op->len < size - 1 ? op->len : size - 1;
		memcpy(buf, p->text + op->off, n);
		*whole = p->last + 1 == p->nops && n == op->len;
	}
	if (size)
		buf[n] = '\0';
	return n;
}
