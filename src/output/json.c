// SPDX-License-Identifier: GPL-2.0
/*
 * JSON, as documented in docs/json-schema.md.  The envelope is written by
 * hand so that each item or change goes out as it is encoded, one per
 * line, without building the whole document in memory; jansson encodes
 * every value, so quoting is never ours to get wrong.
 */
#include <jansson.h>

#include "core/fold.h"
#include "output/output.h"
#include "core/strbuf.h"
#include "core/util.h"
#include "core/version.h"

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

/* The envelope's first fields: the schema, its version, the writer's. */
static void put_header(FILE *out, const char *schema)
{
	fputs("{\"schema\":", out);
	put(out, json_string(schema));
	fprintf(out, ",\"version\":%d,\"abiwatch\":", SCHEMA_VERSION);
	put(out, json_string(ABIWATCH_VERSION));
}

/* Element @i of the document's list, one per line. */
static void put_element(FILE *out, size_t i, json_t *v)
{
	fputs(i ? ",\n" : "\n", out);
	put(out, v);
}

static json_t *attrs_json(const struct item *it)
{
	json_t *o = json_object();
	uint32_t i;

	for (i = 0; i < it->nattrs; i++) {
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
	put_header(out, INVENTORY_SCHEMA);
	fputs(",\"source\":", out);
	put(out, js(inv->source));
	fprintf(out, ",\"files\":%llu,\n\"problems\":",
		(unsigned long long)inv->files);
	put(out, problems_json(inv));
	fputs(",\n\"items\":[", out);
	for (i = 0; i < inv->nitems; i++)
		put_element(out, i, item_json(&inv->items[i]));
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
	put_header(out, DIFF_SCHEMA);
	fputs(",\n\"old\":", out);
	put(out, side_json(old));
	fputs(",\n\"new\":", out);
	put(out, side_json(new));
	fputs(",\n\"summary\":", out);
	put(out, json_pack("{s:I, s:I, s:I}", "added", (json_int_t)count[0],
			   "removed", (json_int_t)count[1], "changed",
			   (json_int_t)count[2]));
}

static json_t *filters_json(const struct diff *d)
{
	json_t *a = json_array();
	size_t i;

	for (i = 0; i < d->nfilters; i++)
		json_array_append_new(a, json_pack("{s:s, s:o, s:I}",
			"filter", d->filters[i].name,
			"arg", d->filters[i].arg ? js(d->filters[i].arg) :
			json_null(), "dropped",
			(json_int_t)d->filters[i].dropped));
	return a;
}

static json_t *group_json(const struct diff *d, const struct fold_group *g)
{
	static const char *const types[] = {
		"architecture-items", "architecture-attrs", "same-change",
	};
	struct strbuf sb = STRBUF_INIT;
	json_t *o, *keys = json_array(), *names = json_array();
	size_t i;

	fold_group_describe(&sb, g);
	for (i = 0; i < g->nkeys; i++)
		json_array_append_new(keys, js(g->keys[i]));
	for (i = 0; i < g->nmembers; i++)
		json_array_append_new(names,
			js(change_item(&d->changes[g->members[i]])->name));
	o = json_pack("{s:s, s:o, s:o, s:o}", "type", types[g->type],
		      "kind", js(g->kind), "said", js(sb.buf), "attrs", keys);
	if (g->arch)
		json_object_update_new(o, json_pack("{s:o, s:s}",
			"architecture", js(g->arch), "architecture_change",
			change_type_name(g->arch_change)));
	if (g->type == FOLD_SAME_CHANGE)
		json_object_update_new(o, json_pack("{s:o, s:o}",
			"old", g->old ? js(g->old) : json_null(),
			"new", g->new ? js(g->new) : json_null()));
	json_object_set_new(o, "names", names);
	strbuf_release(&sb);
	return o;
}

/*
 * JSON keeps every change; "groups" says what text and Markdown fold,
 * and "architectures" what they name as removed or added.
 */
static void folds_json(FILE *out, const struct diff *d)
{
	json_t *archs = json_array();
	struct fold f;
	size_t i;

	fold_diff(&f, d);
	for (i = 0; i < f.narchs; i++)
		json_array_append_new(archs, json_pack("{s:o, s:s}", "name",
			js(f.archs[i].name), "change",
			change_type_name(f.archs[i].change)));
	fputs(",\n\"architectures\":", out);
	put(out, archs);
	fputs(",\n\"groups\":[", out);
	for (i = 0; i < f.ngroups; i++) {
		fputs(i ? ",\n" : "\n", out);
		put(out, group_json(d, &f.groups[i]));
	}
	fputs(f.ngroups ? "\n]" : "]", out);
	fold_release(&f);
}

static void json_diff(FILE *out, const struct diff *d,
		      const struct output_opts *opts)
{
	size_t i;

	(void)opts;
	diff_head(out, d->old, d->new, d->count);
	fputs(",\n\"filters\":", out);
	put(out, filters_json(d));
	folds_json(out, d);
	fputs(",\n\"changes\":[", out);
	for (i = 0; i < d->nchanges; i++)
		put_element(out, i, change_json(&d->changes[i]));
	fputs("\n]}\n", out);
}

static json_t *release_json(const struct history *h, size_t r)
{
	const struct history_release *rel = &h->releases[r];
	json_t *kinds = json_array(), *problems = json_array();
	uint32_t i;

	for (i = 0; i < rel->ncounts; i++) {
		const struct history_count *hc = &rel->counts[i];
		json_t *o = json_pack("{s:o, s:I}", "kind", js(hc->kind),
				      "items", (json_int_t)hc->items);

		/* The first release is where the counting starts. */
		if (r)
			json_object_update_new(o, json_pack("{s:I, s:I, s:I}",
				"added", (json_int_t)hc->count[0],
				"removed", (json_int_t)hc->count[1],
				"changed", (json_int_t)hc->count[2]));
		json_array_append_new(kinds, o);
	}
	for (i = 0; i < rel->nproblems; i++)
		json_array_append_new(problems, json_pack("{s:o, s:o}",
			"path", js(rel->problems[i].path),
			"message", js(rel->problems[i].msg)));
	return json_pack("{s:o, s:o, s:o}", "name", js(rel->name),
			 "problems", problems, "kinds", kinds);
}

static json_t *hitem_json(const struct history *h,
			  const struct history_item *it)
{
	long changed = history_last_change(it);
	json_t *events = json_array(), *o;
	uint32_t i;

	for (i = 0; i < it->nevents; i++)
		json_array_append_new(events, json_pack("{s:o, s:s}",
			"release", js(h->releases[it->events[i].release].name),
			"change", change_type_name(it->events[i].type)));
	o = json_pack("{s:o, s:o, s:o, s:I, s:o, s:o, s:o, s:o}",
		      "kind", js(it->kind), "name", js(it->name),
		      "file", js(it->file), "line", (json_int_t)it->line,
		      "first", js(h->releases[it->first].name),
		      "last", js(h->releases[it->last].name),
		      "last_changed", changed < 0 ? json_null() :
		      js(h->releases[changed].name), "events", events);
	if (it->nnotes) {
		json_t *notes = json_object();

		for (i = 0; i < it->nnotes; i++) {
			json_t *key = js(it->notes[i].key);

			json_object_set_new(notes, json_string_value(key),
					    js(it->notes[i].val));
			json_decref(key);
		}
		json_object_set_new(o, "annotations", notes);
	}
	return o;
}

static void json_history(FILE *out, const struct history *h,
			 const struct output_opts *opts)
{
	uint64_t total[3];
	size_t i;

	(void)opts;
	put_header(out, HISTORY_SCHEMA);
	fputs(",\n\"releases\":[", out);
	for (i = 0; i < h->nreleases; i++) {
		fputs(i ? ",\n" : "\n", out);
		put(out, release_json(h, i));
	}
	history_totals(h, total);
	fputs("\n],\n\"summary\":", out);
	put(out, json_pack("{s:I, s:I, s:I}", "added", (json_int_t)total[0],
			   "removed", (json_int_t)total[1], "changed",
			   (json_int_t)total[2]));
	fputs(",\n\"items\":[", out);
	for (i = 0; i < h->nitems; i++) {
		fputs(i ? ",\n" : "\n", out);
		put(out, hitem_json(h, &h->items[i]));
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
	fputs(",\n\"changes\":[", out);
	for (i = 0; i < h->nchanges; i++) {
		o = change_json(&h->changes[i].change);
		json_object_set_new(o, "commit",
				    commit_json(h, h->changes[i].commit));
		put_element(out, i, o);
	}
	fputs("\n],\n\"commits\":[", out);
	for (i = 0; i < h->ncommits; i++) {
		o = commit_json(h, i);
		json_object_set_new(o, "counts", commit_counts(h, i));
		put_element(out, i, o);
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
	.history = json_history,
	.log = json_log,
};

/* For commands that write JSON documents of their own (abiwatch logs). */
json_t *output_json_string(const char *s)
{
	return js(s);
}

json_t *output_json_item(const struct item *it)
{
	return item_json(it);
}
