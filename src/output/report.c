// SPDX-License-Identifier: GPL-2.0
/*
 * The summary that opens a text or Markdown diff, and the order of a
 * listing by subsystem: see report.h.
 */
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"
#include "core/util.h"
#include "output/color.h"
#include "output/report.h"

static const char sign[] = { '+', '-', '~' };

void report_text_change(FILE *out, const struct change *c, int with_kind,
			const struct output_opts *opts)
{
	const struct item *it = change_item(c);
	const char *reset = color_get(opts, COLOR_RESET);

	fprintf(out, "%s%c", color_get(opts, color_of_change(c->type)),
		sign[c->type]);
	if (with_kind)
		fprintf(out, " %s", it->kind);
	fprintf(out, " %s%s %s%s:%u%s", it->name, reset,
		color_get(opts, COLOR_PLACE), it->file, it->line, reset);
	if (c->compat != COMPAT_NONE)
		fprintf(out, "  %s[%s: %s]%s",
			color_get(opts, color_of_compat(c->compat)),
			compat_name(c->compat), c->reason, reset);
	fputc('\n', out);
}

/* Markdown: backquotes in a name would end its code span early. */
static void md_code(FILE *out, const char *s)
{
	fputc('`', out);
	for (; *s; s++)
		fputc(*s == '`' ? '\'' : *s == '\n' ? ' ' : *s, out);
	fputc('`', out);
}

static void md_change(FILE *out, const struct change *c)
{
	const struct item *it = change_item(c);

	fprintf(out, "%s %s ", change_type_name(c->type), it->kind);
	md_code(out, it->name);
	fprintf(out, " %s:%u", it->file, it->line);
	if (c->compat != COMPAT_NONE)
		fprintf(out, ": **%s**: %s", compat_name(c->compat), c->reason);
	fputc('\n', out);
}

/*
 * The added items of changes [from, to) that the tree documents nowhere
 * ("@documented: no"), or -1 if none carries "@documented" at all (a
 * kind without a home of documentation).  Only additions: they are what
 * a maintainer sends back for documentation; the summary table and each
 * kind's line say the same number.
 */
long report_undocumented(const struct diff *d, size_t from, size_t to)
{
	long n = -1;
	size_t i;

	for (i = from; i < to; i++) {
		const char *v;

		if (d->changes[i].type != CHANGE_ADDED)
			continue;
		v = item_attr(d->changes[i].new, "@documented");
		if (!v)
			continue;
		if (n < 0)
			n = 0;
		n += !strcmp(v, "no");
	}
	return n;
}

static size_t breaking(const struct diff *d, size_t from, size_t to)
{
	size_t i, n = 0;

	for (i = from; i < to; i++)
		n += d->changes[i].compat == COMPAT_BREAKING;
	return n;
}

static void counts_table(FILE *out, enum report_style style,
			 const struct diff *d, const struct fold *f)
{
	int doc = report_undocumented(d, 0, d->nchanges) >= 0;
	size_t i, j, count[3];

	if (style == REPORT_TEXT)
		fprintf(out, "  %-14s %7s %7s %7s %8s%s%s\n", "kind", "added",
			"removed", "changed", "breaking",
			doc ? " undocumented" : "", f->nhidden ? " said-once" : "");
	else
		fprintf(out, "| kind | added | removed | changed | breaking |%s%s\n"
			"|---|---:|---:|---:|---:|%s%s\n",
			doc ? " undocumented |" : "",
			f->nhidden ? " said once |" : "",
			doc ? "---:|" : "", f->nhidden ? "---:|" : "");
	for (i = 0; i < d->nchanges; i = j) {
		const char *kind = change_item(&d->changes[i])->kind;

		j = diff_kind_run(d, i, count);
		if (style == REPORT_TEXT)
			fprintf(out, "  %-14s %7zu %7zu %7zu %8zu", kind,
				count[0], count[1], count[2],
				breaking(d, i, j));
		else
			fprintf(out, "| %s | %zu | %zu | %zu | %zu |", kind,
				count[0], count[1], count[2],
				breaking(d, i, j));
		if (doc) {
			long u = report_undocumented(d, i, j);

			fprintf(out, style == REPORT_TEXT ? " %12ld" :
				" %ld |", u < 0 ? 0 : u);
		}
		if (f->nhidden)
			fprintf(out, style == REPORT_TEXT ? " %9zu" : " %zu |",
				fold_hidden_in_kind(f, d, kind));
		fputc('\n', out);
	}
}

static void filters(FILE *out, enum report_style style, const struct diff *d)
{
	size_t i;

	for (i = 0; i < d->nfilters; i++) {
		const struct diff_filter *fl = &d->filters[i];

		fprintf(out, "Filtered: %zu changes left out by --%s%s%s%s.\n%s",
			fl->dropped, fl->name, fl->arg ? "='" : "",
			fl->arg ? fl->arg : "", fl->arg ? "'" : "",
			style == REPORT_TEXT ? "" : "\n");
	}
}

static void architectures(FILE *out, enum report_style style,
			  const struct fold *f)
{
	size_t i;

	if (!f->narchs)
		return;
	fputs("Architectures: ", out);
	for (i = 0; i < f->narchs; i++)
		fprintf(out, "%s%s %s", i ? ", " : "", f->archs[i].name,
			f->archs[i].change == CHANGE_REMOVED ? "removed" :
			"added");
	fputs(style == REPORT_TEXT ? ".\n" : ".\n\n", out);
}

void report_groups(FILE *out, enum report_style style, const struct fold *f,
		   const char *kind)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	for (i = 0; i < f->ngroups; i++) {
		if (kind && strcmp(kind, f->groups[i].kind))
			continue;
		strbuf_reset(&sb);
		fold_group_describe(&sb, &f->groups[i]);
		fprintf(out, "%s%s\n", style == REPORT_TEXT ? "= " : "- ",
			sb.buf);
	}
	strbuf_release(&sb);
}

/*
 * Listed by kind, each kind's groups head its section; by subsystem,
 * where a group spans sections, they are all here.
 */
static void said_once(FILE *out, enum report_style style, const struct fold *f,
		      const struct output_opts *o)
{
	size_t i, n = 0;

	if (!f->ngroups)
		return;
	for (i = 0; i < f->ngroups; i++)
		n += f->groups[i].nmembers;
	fprintf(out, "Said once: %zu repeated changes, on %zu items, %s; "
		"%zu items are not listed%s.\n%s", f->ngroups, n,
		o->by_subsystem ? "below" : "at the head of each kind",
		o->verbose ? 0 : f->nhidden,
		o->verbose ? "" : " (-v lists them)",
		style == REPORT_TEXT ? "" : "\n");
	if (o->by_subsystem)
		report_groups(out, style, f, NULL);
}

static void highlights(FILE *out, enum report_style style,
		       const struct diff *d, const struct fold *f,
		       const struct output_opts *o)
{
	size_t h, i, shown = 0, all = 0;

	for (h = 0; h < HL_NR; h++)
		all += f->nhl[h];
	if (!all)
		return;
	for (h = 0; h < HL_NR; h++)
		shown += f->nhl[h] < REPORT_HIGHLIGHTS ? f->nhl[h] :
			 REPORT_HIGHLIGHTS;
	if (style == REPORT_TEXT)
		fprintf(out, "Look first (%zu of %zu):\n", shown, all);
	else
		fprintf(out, "**Look first** (%zu of %zu):\n\n", shown, all);
	for (h = 0; h < HL_NR; h++) {
		if (!f->nhl[h])
			continue;
		fprintf(out, "%s%s (%zu):\n", style == REPORT_TEXT ? "  " : "- ",
			fold_highlight_name(h), f->nhl[h]);
		for (i = 0; i < f->nhl[h] && i < REPORT_HIGHLIGHTS; i++) {
			const struct change *c = &d->changes[f->hl[h][i]];

			fputs(style == REPORT_TEXT ? "    " : "  - ", out);
			if (style == REPORT_TEXT)
				report_text_change(out, c, 1, o);
			else
				md_change(out, c);
		}
		if (f->nhl[h] > REPORT_HIGHLIGHTS)
			fprintf(out, "%sand %zu more\n",
				style == REPORT_TEXT ? "    " : "  - ",
				f->nhl[h] - REPORT_HIGHLIGHTS);
	}
}

void report_summary(FILE *out, enum report_style style, const struct diff *d,
		    const struct fold *f, const struct output_opts *o)
{
	if (style == REPORT_TEXT)
		fprintf(out, "\nSummary: %zu added, %zu removed, %zu changed\n",
			d->count[0], d->count[1], d->count[2]);
	else
		fputs("## Summary\n\n", out);
	if (d->nchanges)
		counts_table(out, style, d, f);
	if (style == REPORT_MARKDOWN && d->nchanges)
		fputc('\n', out);
	filters(out, style, d);
	architectures(out, style, f);
	said_once(out, style, f, o);
	highlights(out, style, d, f, o);
}

int report_attr_shown(const struct fold *f, const struct diff *d,
		      const struct output_opts *o, size_t i, size_t a)
{
	(void)d;
	return o->verbose || !fold_attr_folded(f, i, a);
}

const char *report_subsystem(const struct change *c)
{
	return item_attr(change_item(c), "@subsystem");
}

static const struct diff *order_diff;

static int subsystem_cmp(const void *pa, const void *pb)
{
	size_t a = *(const size_t *)pa, b = *(const size_t *)pb;
	const char *x = report_subsystem(&order_diff->changes[a]);
	const char *y = report_subsystem(&order_diff->changes[b]);
	int c;

	/* Those without a subsystem last. */
	if (!x || !y)
		c = !!y - !!x;
	else
		c = strcmp(x, y);
	if (c)
		return c;
	return a < b ? -1 : a > b;
}

size_t *report_by_subsystem(const struct diff *d)
{
	size_t *v = xcalloc(d->nchanges + 1, sizeof(*v)), i;

	for (i = 0; i < d->nchanges; i++)
		v[i] = i;
	order_diff = d;
	qsort(v, d->nchanges, sizeof(*v), subsystem_cmp);
	order_diff = NULL;
	return v;
}

void report_section(struct report_section *s, const struct diff *d,
		    const struct fold *f, const struct output_opts *o,
		    const size_t *order, size_t i)
{
	const char *sub;
	size_t j;

	memset(s, 0, sizeof(*s));
	s->from = i;
	s->first = change_item(&d->changes[order[i]]);
	s->name = report_subsystem(&d->changes[order[i]]);
	for (j = i; j < d->nchanges; j++) {
		sub = report_subsystem(&d->changes[order[j]]);
		if (sub != s->name && (!sub || !s->name || strcmp(sub, s->name)))
			break;
		s->count[d->changes[order[j]].type]++;
		s->hidden += !report_listed(f, o, order[j]);
	}
	s->to = j;
}
