// SPDX-License-Identifier: GPL-2.0
/*
 * HTML: one self-contained page, for a browser or to attach to a review:
 * the summary counts, a chart of the items added and removed per step and
 * kind (an SVG drawn here), and a table of items that a few lines of
 * inline script filter by kind and by any annotation the items carry.
 * Nothing is fetched: no external script, style sheet or font.
 *
 * A page is built from parts that any view can use: page_begin() and
 * page_end(), a chart of steps (one group of bars per release for a
 * history, one for a diff, one per commit or kind for a log), and rows
 * whose data-kind and data-NAME attributes (an annotation "@NAME") the
 * filters read.  Every string from a tree goes through esc().
 */
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "core/util.h"
#include "core/version.h"
#include "output/output.h"

/*
 * Text or an attribute value: the five characters HTML gives meaning to
 * as entities, and a byte that isn't part of valid UTF-8 as \xNN, as in
 * JSON.
 */
static void esc(FILE *out, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	while (*p) {
		size_t n = utf8_len(p);

		switch (n ? *p : 0) {
		case '&': fputs("&amp;", out); break;
		case '<': fputs("&lt;", out); break;
		case '>': fputs("&gt;", out); break;
		case '"': fputs("&quot;", out); break;
		case '\'': fputs("&#39;", out); break;
		case 0: fprintf(out, "\\x%02X", *p); n = 1; break;
		default: fwrite(p, 1, n, out); break;
		}
		p += n;
	}
}

/* The bytes of a path that may stand in a URL as they are. */
static int url_safe(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || strchr("/._~-", c);
}

static void url_path(struct strbuf *sb, const char *s)
{
	for (; *s; s++) {
		if (url_safe((unsigned char)*s))
			strbuf_addch(sb, *s);
		else
			strbuf_addf(sb, "%%%02X", (unsigned char)*s);
	}
}

/*
 * The link of @file:@line in @ref: --link-base with {path}, {line} and
 * {ref} put in, or, without them, the path and "#Lline" added (GitHub,
 * GitLab, Elixir).  The path and the ref are percent-encoded, so that a
 * name from the tree can't end the URL or the attribute.
 */
static void link_url(struct strbuf *sb, const char *base, const char *file,
		     uint32_t line, const char *ref)
{
	const char *p = base;

	if (!strstr(base, "{path}") && !strstr(base, "{line}")) {
		strbuf_addstr(sb, base);
		if (!ends_with(base, "/"))
			strbuf_addch(sb, '/');
		url_path(sb, file);
		strbuf_addf(sb, "#L%u", line);
		return;
	}
	while (*p) {
		if (starts_with(p, "{path}")) {
			url_path(sb, file);
			p += 6;
		} else if (starts_with(p, "{line}")) {
			strbuf_addf(sb, "%u", line);
			p += 6;
		} else if (starts_with(p, "{ref}")) {
			url_path(sb, ref ? ref : "");
			p += 5;
		} else {
			strbuf_addch(sb, *p++);
		}
	}
}

/* The link of commit @id: the commit form of --link-base, {commit} put in. */
static void commit_url(struct strbuf *sb, const char *form, const char *id)
{
	const char *p = form;

	while (*p) {
		if (starts_with(p, "{commit}")) {
			url_path(sb, id);
			p += 8;
		} else {
			strbuf_addch(sb, *p++);
		}
	}
}

/* A cell with FILE:LINE, a link if there is a --link-base. */
static void where_cell(FILE *out, const struct output_opts *opts,
		       const char *file, uint32_t line, const char *ref)
{
	struct strbuf url = STRBUF_INIT;

	fputs("<td class=\"where\">", out);
	if (opts->link_base) {
		link_url(&url, opts->link_base, file, line, ref);
		fputs("<a href=\"", out);
		esc(out, url.buf);
		fputs("\">", out);
	}
	esc(out, file);
	fprintf(out, ":%u", line);
	if (opts->link_base)
		fputs("</a>", out);
	fputs("</td>", out);
	strbuf_release(&url);
}

static const char style[] =
"body{font:14px/1.45 system-ui,sans-serif;margin:1.5em auto;max-width:82em;"
"padding:0 1em;color:#1d1d1f;background:#fff}\n"
"h1{font-size:1.5em;margin:.2em 0}h2{font-size:1.15em;margin:1.4em 0 .5em}\n"
".sub{color:#555;margin:0 0 1em}\n"
"table{border-collapse:collapse;margin:.3em 0 1em}\n"
"th,td{padding:.2em .6em;border-bottom:1px solid #e3e3e3;text-align:left;"
"vertical-align:top}\n"
"th{background:#f4f4f6;position:sticky;top:0}\n"
"td.n{text-align:right;font-variant-numeric:tabular-nums}\n"
"td.name,td.where{font-family:ui-monospace,monospace;overflow-wrap:break-word}\n"
"td.kind,td.where{white-space:nowrap}\n"
"tr.added td.sign{color:#1a7f37}tr.removed td.sign{color:#cf222e}"
"tr.changed td.sign{color:#9a6700}\n"
".breaking{color:#cf222e;font-weight:600}.compatible{color:#1a7f37}\n"
"tr.head td{background:#f8f8fa;border-top:2px solid #d0d0d7;padding:.5em .6em}\n"
"tr.head .subject{font-weight:600}.meta,.counts{color:#555;font-size:.92em}\n"
".id{font-family:ui-monospace,monospace}\n"
".unknown{color:#9a6700}\n"
".filters{display:flex;gap:1em;align-items:center;flex-wrap:wrap;"
"margin:.5em 0}\n"
".legend{display:flex;gap:.9em;flex-wrap:wrap;font-size:.9em}\n"
".legend i{display:inline-block;width:.8em;height:.8em;margin-right:.3em;"
"vertical-align:-.05em}\n"
"svg text{font:11px system-ui,sans-serif;fill:#444}\n"
"svg .dim{opacity:.12}\n"
"ul.attrs{margin:0;padding-left:1.1em;font-family:ui-monospace,monospace;"
"font-size:.92em}\n";

/*
 * The filters: each <select data-filter=NAME> keeps the rows whose
 * data-NAME is the value chosen; its options are the values the rows
 * have.  The choice is kept in the address (#kind=syscall), so that a
 * filtered view can be linked to, and the chart's bars of other kinds are
 * dimmed.  A log's commit whose rows are all filtered out loses its head
 * row too; an address without a filter (#commit-3) is left alone.
 */
static const char script[] =
"(function(){\n"
"var sels=[].slice.call(document.querySelectorAll('select[data-filter]'));\n"
"var rows=[].slice.call(document.querySelectorAll('tr[data-kind]'));\n"
"var bars=[].slice.call(document.querySelectorAll('svg [data-kind]'));\n"
"sels.forEach(function(s){var f=s.getAttribute('data-filter'),seen={};\n"
" rows.forEach(function(r){var v=r.getAttribute('data-'+f);"
"if(v!==null)seen[v]=1;});\n"
" Object.keys(seen).sort().forEach(function(v){var o=document.createElement"
"('option');o.value=v;o.textContent=v;s.appendChild(o);});});\n"
"function apply(){var want={},shown=0,h=[];\n"
" sels.forEach(function(s){var f=s.getAttribute('data-filter');"
"if(s.value){want[f]=s.value;h.push(f+'='+encodeURIComponent(s.value));}});\n"
" rows.forEach(function(r){var ok=true;for(var f in want)"
"if(r.getAttribute('data-'+f)!==want[f])ok=false;r.hidden=!ok;"
"if(ok&&r.closest('#items'))shown++;});\n"
" bars.forEach(function(b){b.classList.toggle('dim',!!want.kind&&"
"b.getAttribute('data-kind')!==want.kind);});\n"
" [].forEach.call(document.querySelectorAll('#items tbody'),function(b){"
"var t=b.querySelector('tr.head');if(t)t.hidden=!!h.length&&"
"!b.querySelector('tr[data-kind]:not([hidden])');});\n"
" var c=document.getElementById('shown');if(c)c.textContent=shown+' shown';\n"
" var nh=h.length?'#'+h.join('&'):'';if(location.hash!==nh&&"
"(h.length||location.hash.indexOf('=')>=0))"
"history.replaceState(null,'',nh||location.pathname+location.search);}\n"
"location.hash.slice(1).split('&').forEach(function(kv){var i=kv.indexOf('=');"
"if(i<0)return;var f=kv.slice(0,i),v=decodeURIComponent(kv.slice(i+1));\n"
" sels.forEach(function(s){if(s.getAttribute('data-filter')===f)s.value=v;});});\n"
"sels.forEach(function(s){s.addEventListener('change',apply);});\n"
"apply();\n"
"})();\n";

static void page_begin(FILE *out, const char *title)
{
	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
	      "<meta charset=\"utf-8\">\n"
	      "<meta name=\"viewport\" content=\"width=device-width\">\n"
	      "<meta name=\"generator\" content=\"abiwatch " ABIWATCH_VERSION
	      "\">\n<title>", out);
	esc(out, title);
	fprintf(out, "</title>\n<style>\n%s</style>\n</head>\n<body>\n<h1>",
		style);
	esc(out, title);
	fputs("</h1>\n", out);
}

static void page_end(FILE *out)
{
	fprintf(out, "<script>\n%s</script>\n</body>\n</html>\n", script);
}

/* A color per kind, by its place among the kinds of the page. */
static const char *kind_color(size_t k)
{
	static const char *const palette[] = {
		"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2",
		"#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
		"#1f77b4", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
		"#e377c2", "#7f7f7f", "#bcbd22", "#17becf", "#393b79",
	};

	return palette[k % ARRAY_SIZE(palette)];
}

/*
 * A chart of steps: per step (a release, the one step of a diff, a
 * commit of a log) and kind, the items added, drawn up from the axis, and
 * removed, drawn down, each stacked by kind.  A log also has the items
 * changed, stacked lighter on the added: a commit may change nothing but
 * values.
 */
struct chart {
	size_t nsteps, nkinds;
	const char **labels;	/* nsteps */
	const char **kinds;	/* nkinds, sorted */
	uint32_t *added, *removed;	/* [step * nkinds + kind] */
	uint32_t *changed;	/* the same, or NULL */
	const char **links;	/* nsteps: where a step's bars lead, or NULL */
};

static void chart_init(struct chart *c, size_t nsteps, const char **kinds,
		       size_t nkinds)
{
	c->nsteps = nsteps;
	c->nkinds = nkinds;
	c->kinds = kinds;
	c->labels = xcalloc(nsteps ? nsteps : 1, sizeof(*c->labels));
	c->added = xcalloc(nsteps * nkinds + 1, sizeof(*c->added));
	c->removed = xcalloc(nsteps * nkinds + 1, sizeof(*c->removed));
	c->changed = NULL;
	c->links = NULL;
}

static void chart_release(struct chart *c)
{
	free(c->labels);
	free(c->added);
	free(c->removed);
	free(c->changed);
	free(c->links);
}

static uint32_t step_sum(const uint32_t *v, size_t nkinds)
{
	uint32_t sum = 0;
	size_t k;

	for (k = 0; k < nkinds; k++)
		sum += v[k];
	return sum;
}

static void bar(FILE *out, const struct chart *c, size_t s, size_t k,
		double x, double y, double w, double h, const char *what,
		uint32_t n)
{
	fprintf(out, "<rect data-kind=\"");
	esc(out, c->kinds[k]);
	fprintf(out, "\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\""
		" fill=\"%s\"%s><title>", x, y, w, h, kind_color(k),
		strcmp(what, "changed") ? "" : " fill-opacity=\".45\"");
	/* A step of one kind is named by its kind. */
	if (strcmp(c->labels[s], c->kinds[k])) {
		esc(out, c->labels[s]);
		fputc(' ', out);
	}
	esc(out, c->kinds[k]);
	fprintf(out, ": %u %s</title></rect>", n, what);
}

/*
 * Where a chart's bars go: their width, the axis, the height of an item;
 * where the labels start, and their slant (steeper when steps are many).
 */
struct chart_geom {
	double bw, axis, scale, label_y;
	int slant;
};

/*
 * The bars of step @s from @x on, up and down from the axis, and its
 * label; a link around them if the step has one.
 */
static void chart_step(FILE *out, const struct chart *c, size_t s, double x,
		       const struct chart_geom *g)
{
	const char *link = c->links ? c->links[s] : NULL;
	double up = g->axis, down = g->axis, bw = g->bw, scale = g->scale;
	size_t k, at;

	fputs("<g class=\"step\" data-step=\"", out);
	esc(out, c->labels[s]);
	fputs("\">", out);
	if (link)
		fprintf(out, "<a href=\"%s\">", link);
	for (k = 0; k < c->nkinds; k++) {
		at = s * c->nkinds + k;
		if (c->added[at]) {
			up -= c->added[at] * scale;
			bar(out, c, s, k, x, up, bw, c->added[at] * scale,
			    "added", c->added[at]);
		}
		if (c->changed && c->changed[at]) {
			up -= c->changed[at] * scale;
			bar(out, c, s, k, x, up, bw, c->changed[at] * scale,
			    "changed", c->changed[at]);
		}
		if (c->removed[at]) {
			bar(out, c, s, k, x, down, bw, c->removed[at] * scale,
			    "removed", c->removed[at]);
			down += c->removed[at] * scale;
		}
	}
	fprintf(out, "<text transform=\"translate(%.1f %.1f) rotate(-%d)\" "
		"text-anchor=\"end\">", x + bw / 2 + 3, g->label_y, g->slant);
	esc(out, c->labels[s]);
	fprintf(out, "</text>%s</g>\n", link ? "</a>" : "");
}

static void chart_svg(FILE *out, const struct chart *c)
{
	const double top = 16, plot = 220, left = 44, right = 12;
	uint32_t max_add = 0, max_rm = 0;
	double slot, width, bottom;
	struct chart_geom g;
	size_t s, k, n, longest = 0;

	for (s = 0; s < c->nsteps; s++) {
		uint32_t a = step_sum(c->added + s * c->nkinds, c->nkinds);
		uint32_t r = step_sum(c->removed + s * c->nkinds, c->nkinds);

		if (c->changed)
			a += step_sum(c->changed + s * c->nkinds, c->nkinds);
		max_add = a > max_add ? a : max_add;
		max_rm = r > max_rm ? r : max_rm;
		/* Room for the label, slanted: a commit's id is long. */
		n = strlen(c->labels[s]);
		if (n > longest)
			longest = n < 20 ? n : 20;
	}
	slot = c->nsteps > 60 ? 16 : c->nsteps > 24 ? 28 : 44;
	g.slant = slot < 28 ? 60 : 45;
	bottom = 24 + (g.slant == 60 ? 6 : 5.2) * (double)longest;
	bottom = bottom < 64 ? 64 : bottom;
	width = left + right + slot * (double)(c->nsteps ? c->nsteps : 1);
	g.bw = slot * 0.62;
	g.scale = max_add + max_rm ? plot / (max_add + max_rm) : 0;
	g.axis = top + (max_add + max_rm ? max_add * g.scale : plot / 2);
	g.label_y = top + plot + 14;
	fprintf(out, "<svg id=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" "
		"role=\"img\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\">\n"
		"<title>Items added (up%s) and removed (down) per step and kind"
		"</title>\n", width, top + plot + bottom, width, top + plot + bottom,
		c->changed ? ", and changed, lighter, above them" : "");
	fprintf(out, "<text x=\"4\" y=\"%.1f\">+%u</text><text x=\"4\" y=\"%.1f\">"
		"\xe2\x88\x92%u</text>\n", top + 4, max_add, top + plot, max_rm);
	fprintf(out, "<line x1=\"%.0f\" x2=\"%.0f\" y1=\"%.1f\" y2=\"%.1f\" "
		"stroke=\"#888\"/>\n", left - 4, width - right, g.axis, g.axis);
	for (s = 0; s < c->nsteps; s++)
		chart_step(out, c, s, left + slot * (double)s + (slot - g.bw) / 2,
			   &g);
	fputs("</svg>\n<div class=\"legend\">", out);
	for (k = 0; k < c->nkinds; k++) {
		fprintf(out, "<span><i style=\"background:%s\"></i>",
			kind_color(k));
		esc(out, c->kinds[k]);
		fputs("</span>", out);
	}
	fputs("</div>\n", out);
}

/*
 * The filter bar: kind, then one per annotation key of @keys ("@NAME",
 * filtered on data-NAME).
 */
static void filters(FILE *out, const char *const *keys, size_t nkeys)
{
	size_t i;

	fputs("<div class=\"filters\"><label>kind <select data-filter=\"kind\">"
	      "<option value=\"\">all</option></select></label>", out);
	for (i = 0; i < nkeys; i++) {
		fputs("<label>", out);
		esc(out, keys[i] + 1);
		fputs(" <select data-filter=\"", out);
		esc(out, keys[i] + 1);
		fputs("\"><option value=\"\">all</option></select></label>", out);
	}
	fputs("<span id=\"shown\"></span></div>\n", out);
}

/*
 * An annotation key is a filter if it makes a valid data-* name:
 * "@subsystem" is data-subsystem.
 */
static int filter_key(const char *key)
{
	const char *p;

	if (key[0] != '@' || !key[1])
		return 0;
	for (p = key + 1; *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') ||
		      *p == '-'))
			return 0;
	return 1;
}

static void add_key(const char ***keys, size_t *n, size_t *alloc,
		    const char *key)
{
	size_t i;

	if (!filter_key(key))
		return;
	for (i = 0; i < *n; i++)
		if (!strcmp((*keys)[i], key))
			return;
	ALLOC_GROW(*keys, *n + 1, *alloc);
	(*keys)[(*n)++] = key;
}

/* <tr> with the row's class, kind and annotations. */
static void row_begin(FILE *out, const char *cls, const char *kind,
		      const struct attr *attrs, uint32_t nattrs)
{
	uint32_t i;

	fprintf(out, "<tr class=\"%s\" data-kind=\"", cls);
	esc(out, kind);
	fputc('"', out);
	for (i = 0; i < nattrs; i++) {
		if (!filter_key(attrs[i].key))
			continue;
		fprintf(out, " data-%s=\"", attrs[i].key + 1);
		esc(out, attrs[i].val);
		fputc('"', out);
	}
	fputc('>', out);
}

static void cell(FILE *out, const char *cls, const char *s)
{
	if (cls)
		fprintf(out, "<td class=\"%s\">", cls);
	else
		fputs("<td>", out);
	esc(out, s);
	fputs("</td>", out);
}

static const char *const sign_html[] = { "+", "&#x2212;", "~" };

/*
 * What the summary, the chart and the filters need of a diff's or a log's
 * changes, in one pass: their kinds (changes come sorted by kind), the
 * counts per kind, and the annotation keys that are filters.
 */
struct tally {
	const char **kinds;
	size_t (*count)[3];	/* per kind, per change_type */
	size_t nkinds, kinds_alloc, count_alloc;
	const char **keys;	/* sorted, once tally_finish() ran */
	size_t nkeys, keys_alloc;
};

#define TALLY_INIT { NULL, NULL, 0, 0, 0, NULL, 0, 0 }

static void tally_add(struct tally *t, const struct change *c)
{
	const struct item *it = change_item(c);
	uint32_t a;

	if (!t->nkinds || strcmp(t->kinds[t->nkinds - 1], it->kind)) {
		ALLOC_GROW(t->kinds, t->nkinds + 1, t->kinds_alloc);
		ALLOC_GROW(t->count, t->nkinds + 1, t->count_alloc);
		t->kinds[t->nkinds] = it->kind;
		memset(t->count[t->nkinds], 0, sizeof(t->count[0]));
		t->nkinds++;
	}
	t->count[t->nkinds - 1][c->type]++;
	for (a = 0; a < it->nattrs; a++)
		add_key(&t->keys, &t->nkeys, &t->keys_alloc, it->attrs[a].key);
}

static void tally_finish(struct tally *t)
{
	sort_array(t->keys, t->nkeys, sizeof(*t->keys), str_ptr_cmp);
}

/* The place of @kind among the tally's kinds: it is one of them. */
static size_t tally_kind(const struct tally *t, const char *kind)
{
	size_t k;

	for (k = 0; k + 1 < t->nkinds && strcmp(t->kinds[k], kind); k++)
		;
	return k;
}

static void tally_release(struct tally *t)
{
	free(t->kinds);
	free(t->count);
	free(t->keys);
}

/* The counts per kind, and in all: @total. */
static void summary_table(FILE *out, const struct tally *t,
			  const size_t total[3])
{
	size_t k;

	fputs("<h2>Summary</h2>\n<table id=\"summary\"><thead><tr><th>kind</th>"
	      "<th>added</th><th>removed</th><th>changed</th></tr></thead>"
	      "<tbody>\n", out);
	for (k = 0; k < t->nkinds; k++) {
		row_begin(out, "count", t->kinds[k], NULL, 0);
		cell(out, NULL, t->kinds[k]);
		fprintf(out, "<td class=\"n\">%zu</td><td class=\"n\">%zu</td>"
			"<td class=\"n\">%zu</td></tr>\n", t->count[k][0],
			t->count[k][1], t->count[k][2]);
	}
	fprintf(out, "</tbody><tfoot><tr><th>all</th><td class=\"n\">%zu</td>"
		"<td class=\"n\">%zu</td><td class=\"n\">%zu</td></tr></tfoot>"
		"</table>\n", total[0], total[1], total[2]);
}

/* The head of the table of changes; a log's by kind has their commits. */
static void changes_head(FILE *out, int with_commit)
{
	fprintf(out, "<table id=\"items\"><thead><tr><th></th><th>kind</th>"
		"<th>name</th><th>where</th><th>what changed</th>%s</tr>"
		"</thead>", with_commit ? "<th>commit</th>" : "");
}

/*
 * A change's row but its end, "</tr>", which is the caller's, after
 * cells of its own.  The item's file is linked in the tree it is in:
 * @new_ref's, or @old_ref's for a removed item.
 */
static void change_row(FILE *out, const struct output_opts *opts,
		       const struct change *c, const char *old_ref,
		       const char *new_ref)
{
	const struct item *it = change_item(c);
	size_t a;

	row_begin(out, change_type_name(c->type), it->kind, it->attrs,
		  it->nattrs);
	fprintf(out, "<td class=\"sign\">%s</td>", sign_html[c->type]);
	cell(out, "kind", it->kind);
	cell(out, "name", it->name);
	where_cell(out, opts, it->file, it->line, c->new ? new_ref : old_ref);
	fputs("<td>", out);
	if (c->compat != COMPAT_NONE) {
		fprintf(out, "<span class=\"%s\">%s</span>: ",
			compat_name(c->compat), compat_name(c->compat));
		esc(out, c->reason);
	}
	if (c->nattrs)
		fputs("<ul class=\"attrs\">", out);
	for (a = 0; a < c->nattrs; a++) {
		fputs("<li>", out);
		esc(out, c->attrs[a].key);
		fputs(": ", out);
		esc(out, c->attrs[a].old ? c->attrs[a].old : "(none)");
		fputs(" \xe2\x86\x92 ", out);
		esc(out, c->attrs[a].new ? c->attrs[a].new : "(none)");
		fputs("</li>", out);
	}
	if (c->nattrs)
		fputs("</ul>", out);
	fputs("</td>", out);
}

static void problems_list(FILE *out, const char *side,
			  const struct problem *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		fputs("<li>", out);
		esc(out, side);
		fputs(": ", out);
		esc(out, v[i].path);
		fputs(": ", out);
		esc(out, v[i].msg);
		fputs("</li>\n", out);
	}
}

/* The inputs of the two ends read only in part, if any. */
static void problems_section(FILE *out, const struct inventory *old,
			     const struct inventory *new)
{
	if (!old->nproblems && !new->nproblems)
		return;
	fputs("<h2>Inputs skipped</h2>\n<ul>\n", out);
	problems_list(out, "old", old->problems, old->nproblems);
	problems_list(out, "new", new->problems, new->nproblems);
	fputs("</ul>\n", out);
}

static void html_diff(FILE *out, const struct diff *d,
		      const struct output_opts *opts)
{
	struct strbuf title = STRBUF_INIT;
	struct tally t = TALLY_INIT;
	struct chart c;
	size_t i, k;

	for (i = 0; i < d->nchanges; i++)
		tally_add(&t, &d->changes[i]);
	tally_finish(&t);
	strbuf_addf(&title, "ABI changes from %s to %s", d->old->source,
		    d->new->source);
	page_begin(out, title.buf);
	fprintf(out, "<p class=\"sub\">%zu added, %zu removed, %zu changed</p>\n",
		d->count[0], d->count[1], d->count[2]);
	summary_table(out, &t, d->count);
	chart_init(&c, 1, t.kinds, t.nkinds);
	c.labels[0] = d->new->source;
	for (k = 0; k < t.nkinds; k++) {
		c.added[k] = (uint32_t)t.count[k][CHANGE_ADDED];
		c.removed[k] = (uint32_t)t.count[k][CHANGE_REMOVED];
	}
	fputs("<h2>Added and removed</h2>\n", out);
	chart_svg(out, &c);
	fputs("<h2>Changes</h2>\n", out);
	filters(out, t.keys, t.nkeys);
	changes_head(out, 0);
	fputs("<tbody>\n", out);
	for (i = 0; i < d->nchanges; i++) {
		change_row(out, opts, &d->changes[i], d->old->source,
			   d->new->source);
		fputs("</tr>\n", out);
	}
	fputs("</tbody></table>\n", out);
	problems_section(out, d->old, d->new);
	page_end(out);
	chart_release(&c);
	tally_release(&t);
	strbuf_release(&title);
}

static void html_scan(FILE *out, const struct inventory *inv,
		      const struct output_opts *opts)
{
	struct strbuf title = STRBUF_INIT;
	const char **keys = NULL;
	size_t nkeys = 0, alloc = 0, i;
	uint32_t a;

	strbuf_addf(&title, "ABI inventory of %s", inv->source);
	page_begin(out, title.buf);
	fprintf(out, "<p class=\"sub\">%zu items from %llu files</p>\n",
		inv->nitems, (unsigned long long)inv->files);
	for (i = 0; i < inv->nitems; i++)
		for (a = 0; a < inv->items[i].nattrs; a++)
			add_key(&keys, &nkeys, &alloc, inv->items[i].attrs[a].key);
	sort_array(keys, nkeys, sizeof(*keys), str_ptr_cmp);
	filters(out, keys, nkeys);
	fputs("<table id=\"items\"><thead><tr><th>kind</th><th>name</th>"
	      "<th>where</th></tr></thead><tbody>\n", out);
	for (i = 0; i < inv->nitems; i++) {
		const struct item *it = &inv->items[i];

		row_begin(out, "item", it->kind, it->attrs, it->nattrs);
		cell(out, "kind", it->kind);
		cell(out, "name", it->name);
		where_cell(out, opts, it->file, it->line, inv->source);
		fputs("</tr>\n", out);
	}
	fputs("</tbody></table>\n", out);
	if (inv->nproblems) {
		fputs("<h2>Inputs skipped</h2>\n<ul>\n", out);
		problems_list(out, inv->source, inv->problems, inv->nproblems);
		fputs("</ul>\n", out);
	}
	page_end(out);
	free(keys);
	strbuf_release(&title);
}

/* Per kind: items at both ends, and the changes over the range. */
static void history_summary(FILE *out, const struct history *h,
			    const char **kinds, size_t nkinds)
{
	size_t k, r, t, last = h->nreleases - 1;

	fputs("<h2>Summary</h2>\n<table id=\"summary\"><thead><tr><th>kind</th>"
	      "<th>items in ", out);
	esc(out, h->releases[0].name);
	fputs("</th><th>items in ", out);
	esc(out, h->releases[last].name);
	fputs("</th><th>added</th><th>removed</th><th>changed</th></tr>"
	      "</thead><tbody>\n", out);
	for (k = 0; k < nkinds; k++) {
		const struct history_count *first = history_count(h, 0, kinds[k]);
		const struct history_count *now = history_count(h, last, kinds[k]);
		uint64_t sum[3] = { 0, 0, 0 };

		for (r = 1; r < h->nreleases; r++) {
			const struct history_count *hc = history_count(h, r,
								       kinds[k]);

			for (t = 0; hc && t < 3; t++)
				sum[t] += hc->count[t];
		}
		row_begin(out, "count", kinds[k], NULL, 0);
		cell(out, NULL, kinds[k]);
		fprintf(out, "<td class=\"n\">%u</td><td class=\"n\">%u</td>"
			"<td class=\"n\">%llu</td><td class=\"n\">%llu</td>"
			"<td class=\"n\">%llu</td></tr>\n",
			first ? first->items : 0, now ? now->items : 0,
			(unsigned long long)sum[0], (unsigned long long)sum[1],
			(unsigned long long)sum[2]);
	}
	fputs("</tbody></table>\n", out);
}

/* Per release and kind, the counts: rows the kind filter also reads. */
static void history_steps(FILE *out, const struct history *h)
{
	size_t r, i;

	fputs("<h2>Per release</h2>\n<table id=\"steps\"><thead><tr>"
	      "<th>release</th><th>kind</th><th>items</th><th>added</th>"
	      "<th>removed</th><th>changed</th></tr></thead><tbody>\n", out);
	for (r = 0; r < h->nreleases; r++) {
		for (i = 0; i < h->releases[r].ncounts; i++) {
			const struct history_count *hc = &h->releases[r].counts[i];

			row_begin(out, "count", hc->kind, NULL, 0);
			cell(out, NULL, h->releases[r].name);
			cell(out, NULL, hc->kind);
			fprintf(out, "<td class=\"n\">%u</td>", hc->items);
			if (r)
				fprintf(out, "<td class=\"n\">%u</td><td class=\"n\">"
					"%u</td><td class=\"n\">%u</td></tr>\n",
					hc->count[0], hc->count[1], hc->count[2]);
			else
				fputs("<td></td><td></td><td></td></tr>\n", out);
		}
	}
	fputs("</tbody></table>\n", out);
}

static void history_chart(FILE *out, const struct history *h,
			  const char **kinds, size_t nkinds)
{
	struct chart c;
	size_t r, k;

	chart_init(&c, h->nreleases, kinds, nkinds);
	for (r = 0; r < h->nreleases; r++) {
		c.labels[r] = h->releases[r].name;
		for (k = 0; k < nkinds; k++) {
			const struct history_count *hc = history_count(h, r,
								       kinds[k]);

			if (!hc || !r)
				continue;
			c.added[r * nkinds + k] = hc->count[CHANGE_ADDED];
			c.removed[r * nkinds + k] = hc->count[CHANGE_REMOVED];
		}
	}
	fputs("<h2>Added and removed per release</h2>\n", out);
	chart_svg(out, &c);
	chart_release(&c);
}

static const char *sign_class(char sign)
{
	return sign == '+' ? "added" : sign == '-' ? "removed" :
	       sign == '~' ? "changed" : "same";
}

static void html_history(FILE *out, const struct history *h,
			 const struct output_opts *opts)
{
	struct strbuf title = STRBUF_INIT, sb = STRBUF_INIT;
	const char **kinds, **keys = NULL;
	size_t nkinds = history_kinds(&kinds, h), nkeys = 0, alloc = 0, i, r;
	uint64_t total[3];
	uint32_t a;

	strbuf_addf(&title, "ABI history from %s to %s", h->releases[0].name,
		    h->releases[h->nreleases - 1].name);
	page_begin(out, title.buf);
	history_totals(h, total);
	fprintf(out, "<p class=\"sub\">%zu releases: %llu added, %llu removed, "
		"%llu changed</p>\n", h->nreleases,
		(unsigned long long)total[0], (unsigned long long)total[1],
		(unsigned long long)total[2]);
	history_summary(out, h, kinds, nkinds);
	history_chart(out, h, kinds, nkinds);
	for (i = 0; i < h->nitems; i++)
		for (a = 0; a < h->items[i].nnotes; a++)
			add_key(&keys, &nkeys, &alloc, h->items[i].notes[a].key);
	sort_array(keys, nkeys, sizeof(*keys), str_ptr_cmp);
	fputs("<h2>Items added, removed or changed</h2>\n", out);
	filters(out, keys, nkeys);
	fputs("<table id=\"items\"><thead><tr><th></th><th>kind</th><th>name</th>"
	      "<th>where</th><th>releases</th></tr></thead><tbody>\n", out);
	for (i = 0; i < h->nitems; i++) {
		const struct history_item *it = &h->items[i];
		char sign = history_item_sign(h, it);

		if (!it->nevents && !opts->verbose)
			continue;
		row_begin(out, sign_class(sign), it->kind, it->notes,
			  it->nnotes);
		fprintf(out, "<td class=\"sign\">%s</td>", sign == '-' ?
			sign_html[CHANGE_REMOVED] : sign == '+' ?
			sign_html[CHANGE_ADDED] : sign == '~' ?
			sign_html[CHANGE_CHANGED] : "");
		cell(out, "kind", it->kind);
		cell(out, "name", it->name);
		where_cell(out, opts, it->file, it->line,
			   h->releases[it->last].name);
		strbuf_reset(&sb);
		history_item_story(&sb, h, it);
		cell(out, NULL, sb.buf);
		fputs("</tr>\n", out);
	}
	fputs("</tbody></table>\n", out);
	history_steps(out, h);
	for (r = 0, i = 0; r < h->nreleases; r++) {
		if (!h->releases[r].nproblems)
			continue;
		if (!i++)
			fputs("<h2>Inputs skipped</h2>\n<ul>\n", out);
		problems_list(out, h->releases[r].name, h->releases[r].problems,
			      h->releases[r].nproblems);
	}
	if (i)
		fputs("</ul>\n", out);
	page_end(out);
	free(kinds);
	free(keys);
	strbuf_release(&sb);
	strbuf_release(&title);
}

/*
 * A log: abiwatch log's commits, or abiwatch patch's patches.  The
 * summary and the table of changes are the diff's, by kind with each
 * change's commit, or by commit, each a <tbody> of its own that starts
 * with the commit's head row, so that one table header and one filter
 * serve them all.
 */

/* "[2/5]" for a patch, the short id for a commit, in @buf. */
static const char *commit_label(char buf[32], const struct review *h,
				size_t i)
{
	if (h->patches)
		snprintf(buf, 32, "[%zu/%zu]", i + 1, h->ncommits);
	else
		snprintf(buf, 32, "%.12s", h->commits[i].id);
	return buf;
}

/* A commit's short id, a link with the commit form of --link-base. */
static void commit_id(FILE *out, const struct review *h, size_t i,
		      const struct output_opts *opts)
{
	const struct review_commit *c = &h->commits[i];
	struct strbuf url = STRBUF_INIT;
	char buf[32];

	if (opts->link_commit && *c->id) {
		commit_url(&url, opts->link_commit, c->id);
		fputs("<a class=\"id\" href=\"", out);
		esc(out, url.buf);
		fputs("\" title=\"", out);
	} else {
		fputs("<span class=\"id\" title=\"", out);
	}
	esc(out, h->patches ? (c->file ? c->file : "") : c->id);
	fputs("\">", out);
	esc(out, commit_label(buf, h, i));
	fputs(opts->link_commit && *c->id ? "</a>" : "</span>", out);
	strbuf_release(&url);
}

/* The commits (or patches) that made a change. */
static size_t commits_named(const struct review *h)
{
	size_t i, n = 0;

	for (i = 0; i < h->ncommits; i++)
		n += h->commits[i].count[0] + h->commits[i].count[1] +
		     h->commits[i].count[2] > 0;
	return n;
}

/*
 * The chart: per commit (its bars lead to its section), or with --by
 * kind, per kind; added, changed and removed, stacked by kind.
 */
static void log_chart(FILE *out, const struct review *h,
		      const struct tally *t)
{
	size_t nsteps = h->by_kind ? t->nkinds : h->ncommits, i, s, k;
	char (*text)[32] = xcalloc(nsteps ? nsteps : 1, sizeof(*text) * 2);
	uint32_t *v[3];
	struct chart c;

	chart_init(&c, nsteps, t->kinds, t->nkinds);
	c.changed = xcalloc(nsteps * t->nkinds + 1, sizeof(*c.changed));
	c.links = xcalloc(nsteps ? nsteps : 1, sizeof(*c.links));
	v[CHANGE_ADDED] = c.added;
	v[CHANGE_REMOVED] = c.removed;
	v[CHANGE_CHANGED] = c.changed;
	for (s = 0; s < nsteps; s++) {
		if (h->by_kind) {
			c.labels[s] = t->kinds[s];
			continue;
		}
		c.labels[s] = commit_label(text[2 * s], h, s);
		snprintf(text[2 * s + 1], 32, "#commit-%zu", s + 1);
		c.links[s] = text[2 * s + 1];
	}
	for (i = 0; i < h->nchanges; i++) {
		const struct review_change *rc = &h->changes[i];

		k = tally_kind(t, change_item(&rc->change)->kind);
		s = h->by_kind ? k : rc->commit;
		v[rc->change.type][s * t->nkinds + k]++;
	}
	fprintf(out, "<h2>Added, changed and removed per %s</h2>\n",
		h->by_kind ? "kind" : h->patches ? "patch" : "commit");
	chart_svg(out, &c);
	chart_release(&c);
	free(text);
}

/* The head row of commit @i: subject, id, author, date, counts per kind. */
static void commit_head(FILE *out, const struct review *h, size_t i,
			size_t from, size_t to, const struct output_opts *opts)
{
	const struct review_commit *c = &h->commits[i];
	size_t j, count[3];

	fputs("<tr class=\"head\"><td colspan=\"5\"><div class=\"subject\">",
	      out);
	esc(out, c->subject);
	fputs("</div><div class=\"meta\">", out);
	commit_id(out, h, i, opts);
	fputs(" by ", out);
	esc(out, c->author);
	if (*c->date) {
		fputs(", ", out);
		esc(out, c->date);
	}
	fputs("</div><div class=\"counts\">", out);
	if (from == to)
		fputs("no ABI change", out);
	for (; from < to; from = j) {
		j = review_kind_run(h, from, to, count);
		esc(out, change_item(&h->changes[h->by_commit[from]].change)->kind);
		fprintf(out, ": %zu added, %zu removed, %zu changed%s", count[0],
			count[1], count[2], j < to ? "; " : "");
	}
	fputs("</div></td></tr>\n", out);
}

static void log_by_commit(FILE *out, const struct review *h,
			  const struct output_opts *opts)
{
	size_t i = 0, c, k, end;

	changes_head(out, 0);
	fputc('\n', out);
	for (c = 0; c < h->ncommits; c++) {
		end = i;
		if (i < h->nchanges && h->changes[h->by_commit[i]].commit == c)
			end = review_commit_run(h, i);
		fprintf(out, "<tbody class=\"commit\" id=\"commit-%zu\">\n", c + 1);
		commit_head(out, h, c, i, end, opts);
		for (k = i; k < end; k++) {
			change_row(out, opts, &h->changes[h->by_commit[k]].change,
				   h->old->source, h->new->source);
			fputs("</tr>\n", out);
		}
		fputs("</tbody>\n", out);
		i = end;
	}
	fputs("</table>\n", out);
}

static void log_by_kind(FILE *out, const struct review *h,
			const struct output_opts *opts)
{
	size_t i;

	changes_head(out, 1);
	fputs("<tbody>\n", out);
	for (i = 0; i < h->nchanges; i++) {
		const struct review_change *rc = &h->changes[i];

		change_row(out, opts, &rc->change, h->old->source,
			   h->new->source);
		fputs("<td class=\"commit\">", out);
		commit_id(out, h, rc->commit, opts);
		fputc(' ', out);
		esc(out, h->commits[rc->commit].subject);
		fputs("</td></tr>\n", out);
	}
	fputs("</tbody></table>\n", out);
}

static void html_log(FILE *out, const struct review *h,
		     const struct output_opts *opts)
{
	const char *what = h->patches ? "patch" : "commit";
	struct strbuf title = STRBUF_INIT;
	struct tally t = TALLY_INIT;
	size_t i, named = commits_named(h);
	const char *plural = named == 1 ? "" : h->patches ? "es" : "s";

	for (i = 0; i < h->nchanges; i++)
		tally_add(&t, &h->changes[i].change);
	tally_finish(&t);
	strbuf_addf(&title, "ABI changes from %s to %s, by %s",
		    h->old->source, h->new->source, h->by_kind ? "kind" : what);
	page_begin(out, title.buf);
	fprintf(out, "<p class=\"sub\">%zu added, %zu removed, %zu changed in "
		"%zu %s%s</p>\n", h->count[0], h->count[1], h->count[2], named,
		what, plural);
	summary_table(out, &t, h->count);
	log_chart(out, h, &t);
	fputs("<h2>Changes</h2>\n", out);
	filters(out, t.keys, t.nkeys);
	if (h->by_kind)
		log_by_kind(out, h, opts);
	else
		log_by_commit(out, h, opts);
	problems_section(out, h->old, h->new);
	if (h->nadvice)
		fputs("<h2>For the reviewers</h2>\n<ul>\n", out);
	for (i = 0; i < h->nadvice; i++) {
		fputs("<li>", out);
		esc(out, h->advice[i]);
		fputs("</li>\n", out);
	}
	if (h->nadvice)
		fputs("</ul>\n", out);
	page_end(out);
	tally_release(&t);
	strbuf_release(&title);
}

const struct output_format output_html = {
	.name = "html",
	.scan = html_scan,
	.diff = html_diff,
	.history = html_history,
	.log = html_log,
};
