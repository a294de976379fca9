// SPDX-License-Identifier: GPL-2.0
/*
 * JSON, as documented in docs/json-schema.md.  The envelope is written by
 * hand so that each item or change goes out as it is encoded, one per
 * line, without building the whole document in memory; jansson encodes
 * every value, so quoting is never ours to get wrong.
 */
#include <jansson.h>

#include "output/output.h"
#include "core/strbuf.h"
#include "core/version.h"

/* The length of the valid UTF-8 sequence at s, or 0. */
static size_t utf8_len(const unsigned char *s)
{
	size_t n, i;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		n = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		n = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		n = 4;
	else
		return 0;
	for (i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	/* No overlong forms, surrogates or values past U+10FFFF. */
	if ((n == 3 && s[0] == 0xe0 && s[1] < 0xa0) ||
	    (n == 3 && s[0] == 0xed && s[1] >= 0xa0) ||
	    (n == 4 && s[0] == 0xf0 && s[1] < 0x90) ||
	    (n == 4 && s[0] == 0xf4 && s[1] >= 0x90))
		return 0;
	return n;
}

/*
 * A JSON string of @s.  JSON is UTF-8, and a kernel tree need not be: a
 * byte that isn't part of valid UTF-8 (a file name in Latin-1, a string
 * literal) is written as the four characters \xNN, so that nothing is
 * dropped and the reader sees where.
 */
static json_t *js(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	struct strbuf sb = STRBUF_INIT;
	json_t *v;

	while (*p) {
		size_t n = utf8_len(p);

		if (n) {
			strbuf_add(&sb, p, n);
			p += n;
		} else {
			strbuf_addf(&sb, "\\x%02X", *p++);
		}
	}
	v = json_stringn(sb.buf, sb.len);
	strbuf_release(&sb);
	return v;
}

static void put(FILE *out, json_t *v)
{
	json_dumpf(v, out, JSON_COMPACT | JSON_ENCODE_ANY);
	json_decref(v);
}

static json_t *attrs_json(const struct item *it)
{
	json_t *o = json_object();
	uint32_t i;

	for (i = 0; i < it->nattrs; i++)
	{
		json_t *key = js(it->attrs[i].key);

		json_object_set_new(o, json_string_value(key),
				    js(it->attrs[i].val));
		json_decref(key);
	}
	return o;
}

static json_t *place_json(const struct item *it)
{
	return json_pack("{s:o, s:I}", "file", js(it->file), "line",
			 (json_int_t)it->line);
}

static json_t *problems_json(const struct inventory *inv)
{
	json_t *a = json_array();
	size_t i;

	for (i = 0; i < inv->nproblems; i++)
		json_array_append_new(a, json_pack("{s:o, s:o}", "path",
						   js(inv->problems[i].path),
						   "message",
						   js(inv->problems[i].msg)));
	return a;
}

static json_t *side_json(const struct inventory *inv)
{
	return json_pack("{s:o, s:I, s:o}", "source", js(inv->source), "files",
			 (json_int_t)inv->files, "problems", problems_json(inv));
}

static json_t *item_json(const struct item *it)
{
	return json_pack("{s:o, s:o, s:o, s:I, s:o}", "kind", js(it->kind),
			 "name", js(it->name), "file", js(it->file), "line",
			 (json_int_t)it->line, "attrs", attrs_json(it));
}

static void json_scan(FILE *out, const struct inventory *inv,
		      const struct output_opts *opts)
{
	size_t i;

	(void)opts;
	fputs("{\"schema\":", out);
	put(out, json_string(INVENTORY_SCHEMA));
	fprintf(out, ",\"version\":%d,\"abiwatch\":", SCHEMA_VERSION);
	put(out, json_string(ABIWATCH_VERSION));
	fputs(",\"source\":", out);
	put(out, js(inv->source));
	fprintf(out, ",\"files\":%llu,\n\"problems\":",
		(unsigned long long)inv->files);
	put(out, problems_json(inv));
	fputs(",\n\"items\":[", out);
	for (i = 0; i < inv->nitems; i++) {
		fputs(i ? ",\n" : "\n", out);
		put(out, item_json(&inv->items[i]));
	}
	fputs("\n]}\n", out);
}

static json_t *change_json(const struct change *c)
{
	const struct item *it = change_item(c);
	json_t *o = json_object(), *diff;
	size_t i;

	/* "change" first, so a line reads as what happened to what. */
	json_object_set_new(o, "change", json_string(change_type_name(c->type)));
	json_object_update_new(o, item_json(it));
	if (c->old)
		json_object_set_new(o, "old", place_json(c->old));
	if (c->new)
		json_object_set_new(o, "new", place_json(c->new));
	if (c->type != CHANGE_CHANGED)
		return o;
	diff = json_array();
	for (i = 0; i < c->nattrs; i++) {
		const struct attr_change *a = &c->attrs[i];

		json_array_append_new(diff, json_pack("{s:o, s:o, s:o}",
			"attr", js(a->key),
			"old", a->old ? js(a->old) : json_null(),
			"new", a->new ? js(a->new) : json_null()));
	}
	json_object_set_new(o, "diff", diff);
	if (c->compat != COMPAT_NONE) {
		json_object_set_new(o, "compat",
				    json_string(compat_name(c->compat)));
		json_object_set_new(o, "reason", js(c->reason));
	}
	return o;
}

/* A diff document up to its changes: the sides, the counts. */
static void diff_head(FILE *out, const struct inventory *old,
		      const struct inventory *new, const size_t count[3])
{
	fputs("{\"schema\":", out);
	put(out, json_string(DIFF_SCHEMA));
	fprintf(out, ",\"version\":%d,\"abiwatch\":", SCHEMA_VERSION);
	put(out, json_string(ABIWATCH_VERSION));
	fputs(",\n\"old\":", out);
	put(out, side_json(old));
	fputs(",\n\"new\":", out);
	put(out, side_json(new));
	fputs(",\n\"summary\":", out);
	put(out, json_pack("{s:I, s:I, s:I}", "added", (json_int_t)count[0],
			   "removed", (json_int_t)count[1], "changed",
			   (json_int_t)count[2]));
	fputs(",\n\"changes\":[", out);
}

static void json_diff(FILE *out, const struct diff *d,
		      const struct output_opts *opts)
{
	size_t i;

	(void)opts;
	diff_head(out, d->old, d->new, d->count);
	for (i = 0; i < d->nchanges; i++) {
		fputs(i ? ",\n" : "\n", out);
		put(out, change_json(&d->changes[i]));
	}
	fputs("\n]}\n", out);
}

static json_t *commit_json(const struct review *h, size_t i)
{
	const struct review_commit *c = &h->commits[i];
	json_t *o = json_pack("{s:o, s:o, s:o, s:o}", "id", js(c->id),
			      "subject", js(c->subject), "author",
			      js(c->author), "date", js(c->date));

	if (h->patches) {
		json_object_set_new(o, "patch", json_integer((json_int_t)i + 1));
		if (c->file)
			json_object_set_new(o, "file", js(c->file));
	}
	return o;
}

/* Its changes per kind: {"uapi-macro": {"added": 1, ...}, ...}. */
static json_t *commit_counts(const struct review *h, size_t c)
{
	json_t *o = json_object();
	size_t i, j, end, count[3];

	for (i = 0; i < h->nchanges && h->changes[h->by_commit[i]].commit != c;
	     i++)
		;
	end = i < h->nchanges ? review_commit_run(h, i) : i;
	for (; i < end; i = j) {
		j = review_kind_run(h, i, end, count);
		json_object_set_new(o,
			change_item(&h->changes[h->by_commit[i]].change)->kind,
			json_pack("{s:I, s:I, s:I}", "added", (json_int_t)count[0],
				  "removed", (json_int_t)count[1],
				  "changed", (json_int_t)count[2]));
	}
	return o;
}

/*
 * The diff document, with a commit in each change, and the commits (or
 * patches) and the advice for reviewers after the changes.
 */
static void json_log(FILE *out, const struct review *h,
		     const struct output_opts *opts)
{
	json_t *o, *a;
	size_t i;

	(void)opts;
	diff_head(out, h->old, h->new, h->count);
	for (i = 0; i < h->nchanges; i++) {
		fputs(i ? ",\n" : "\n", out);
		o = change_json(&h->changes[i].change);
		json_object_set_new(o, "commit",
				    commit_json(h, h->changes[i].commit));
		put(out, o);
	}
	fputs("\n],\n\"commits\":[", out);
	for (i = 0; i < h->ncommits; i++) {
		fputs(i ? ",\n" : "\n", out);
		o = commit_json(h, i);
		json_object_set_new(o, "counts", commit_counts(h, i));
		put(out, o);
	}
	fputs("\n],\n\"advice\":", out);
	a = json_array();
	for (i = 0; i < h->nadvice; i++)
		json_array_append_new(a, js(h->advice[i]));
	put(out, a);
	fputs("}\n", out);
}

const struct output_format output_json = {
	.name = "json",
	.scan = json_scan,
	.diff = json_diff,
	.log = json_log,
};
