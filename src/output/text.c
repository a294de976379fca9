// SPDX-License-Identifier: GPL-2.0
/*
 * Plain text, for a terminal or a review mail: grouped by kind, one line
 * per item with its place, attribute changes indented under a changed
 * item, and a summary line of counts.
 */
#include <stdlib.h>
#include <string.h>

#include "output/color.h"
#include "output/output.h"
#include "output/report.h"
#include "core/util.h"

static void print_attrs(FILE *out, const struct item *it)
{
	uint32_t i;

	for (i = 0; i < it->nattrs; i++)
		fprintf(out, "\t%s: %s\n", it->attrs[i].key, it->attrs[i].val);
}

static void print_problems(FILE *out, const char *side,
			   const struct inventory *inv,
			   const struct output_opts *opts)
{
	size_t i;

	for (i = 0; i < inv->nproblems; i++)
		fprintf(out, "%s! %s%s%s: %s%s\n",
			color_get(opts, COLOR_PROBLEM), side ? side : "",
			side ? ": " : "", inv->problems[i].path,
			inv->problems[i].msg, color_get(opts, COLOR_RESET));
}

static void text_scan(FILE *out, const struct inventory *inv,
		      const struct output_opts *opts)
{
	size_t i;

	for (i = 0; i < inv->nitems; i++) {
		const struct item *it = &inv->items[i];

		fprintf(out, "%s %s %s%s:%u%s\n", it->kind, it->name,
			color_get(opts, COLOR_PLACE), it->file, it->line,
			color_get(opts, COLOR_RESET));
		if (opts->verbose)
			print_attrs(out, it);
	}
	print_problems(out, NULL, inv, opts);
	fprintf(out, "%zu items from %llu files of %s%s\n", inv->nitems,
		(unsigned long long)inv->files, inv->source,
		inv->nproblems ? ", with problems (marked !)" : "");
}

static void print_counts(FILE *out, const size_t count[3])
{
	fprintf(out, "%zu added, %zu removed, %zu changed", count[0], count[1],
		count[2]);
}

/* An attribute of a changed item: "key: old -> new", old red, new green. */
static void print_attr_change(FILE *out, const struct attr_change *a,
			      const struct output_opts *opts)
{
	const char *reset = color_get(opts, COLOR_RESET);

	fprintf(out, "\t%s: %s%s%s -> %s%s%s\n", a->key,
		color_get(opts, COLOR_REMOVED), a->old ? a->old : "(none)",
		reset, color_get(opts, COLOR_ADDED), a->new ? a->new : "(none)",
		reset);
}

static void print_change(FILE *out, const struct diff *d,
			 const struct fold *f, const struct output_opts *opts,
			 size_t k, int with_kind)
{
	const struct change *c = &d->changes[k];
	size_t a;

	report_text_change(out, c, with_kind, opts);
	if (c->type != CHANGE_CHANGED) {
		if (opts->verbose)
			print_attrs(out, change_item(c));
		return;
	}
	for (a = 0; a < c->nattrs; a++)
		if (report_attr_shown(f, d, opts, k, a))
			print_attr_change(out, &c->attrs[a], opts);
}

static void by_kind(FILE *out, const struct diff *d, const struct fold *f,
		    const struct output_opts *opts)
{
	const char *reset = color_get(opts, COLOR_RESET);
	size_t i, j, k, hidden;

	for (i = 0; i < d->nchanges; i = j) {
		const char *kind = change_item(&d->changes[i])->kind;
		size_t count[3];
		long undoc;

		j = diff_kind_run(d, i, count);
		fprintf(out, "\n%s%s: ", color_get(opts, COLOR_KIND), kind);
		print_counts(out, count);
		fputs(reset, out);
		undoc = report_undocumented(d, i, j);
		if (undoc >= 0)
			fprintf(out, " (%ld added undocumented)", undoc);
		hidden = opts->verbose ? 0 : fold_hidden_in_kind(f, d, kind);
		if (hidden)
			fprintf(out, "; %zu said once", hidden);
		fputc('\n', out);
		report_groups(out, REPORT_TEXT, f, kind);
		for (k = i; k < j; k++)
			if (report_listed(f, opts, k))
				print_change(out, d, f, opts, k, 0);
	}
}

/* A section per subsystem, with whom to ask; items say their kind. */
static void by_subsystem(FILE *out, const struct diff *d,
			 const struct fold *f, const struct output_opts *opts)
{
	size_t *order = report_by_subsystem(d), i, k;
	struct report_section sec;
	const char *v;

	for (i = 0; i < d->nchanges; i = sec.to) {
		report_section(&sec, d, f, opts, order, i);
		fprintf(out, "\n%s: ", sec.name ? sec.name : "(no subsystem)");
		print_counts(out, sec.count);
		if (sec.hidden)
			fprintf(out, "; %zu said once", sec.hidden);
		fputc('\n', out);
		v = sec.name ? item_attr(sec.first, "@maintainers") : NULL;
		if (v)
			fprintf(out, "  M: %s\n", v);
		v = sec.name ? item_attr(sec.first, "@lists") : NULL;
		if (v)
			fprintf(out, "  L: %s\n", v);
		for (k = sec.from; k < sec.to; k++)
			if (report_listed(f, opts, order[k]))
				print_change(out, d, f, opts, order[k], 1);
	}
	free(order);
}

static void text_diff(FILE *out, const struct diff *d,
		      const struct output_opts *opts)
{
	struct fold f;

	fold_diff(&f, d);
	fprintf(out, "%s--- %s%s\n", color_get(opts, COLOR_META),
		d->old->source, color_get(opts, COLOR_RESET));
	fprintf(out, "%s+++ %s%s\n", color_get(opts, COLOR_META),
		d->new->source, color_get(opts, COLOR_RESET));
	report_summary(out, REPORT_TEXT, d, &f, opts);
	if (opts->by_subsystem)
		by_subsystem(out, d, &f, opts);
	else
		by_kind(out, d, &f, opts);
	if (d->old->nproblems || d->new->nproblems)
		fputc('\n', out);
	print_problems(out, "old", d->old, opts);
	print_problems(out, "new", d->new, opts);
	fputc('\n', out);
	print_counts(out, d->count);
	fputc('\n', out);
	fold_release(&f);
}

/* A kind's counts, a line per release. */
static void history_counts(FILE *out, const struct history *h,
			   const char *kind)
{
	int w = 7;
	size_t r;

	for (r = 0; r < h->nreleases; r++)
		if ((int)strlen(h->releases[r].name) > w)
			w = (int)strlen(h->releases[r].name);
	fprintf(out, "  %-*s %7s %7s %7s %7s\n", w, "release", "items",
		"added", "removed", "changed");
	for (r = 0; r < h->nreleases; r++) {
		const struct history_count *hc = history_count(h, r, kind);
		uint32_t none[3] = { 0 };
		const uint32_t *c = hc ? hc->count : none;

		fprintf(out, "  %-*s %7u", w, h->releases[r].name,
			hc ? hc->items : 0);
		if (r)
			fprintf(out, " %7u %7u %7u", c[0], c[1], c[2]);
		fputc('\n', out);
	}
}

/*
 * Per kind, its counts release by release, then the items that were
 * added, removed or changed in the range (every item with -v), each with
 * the releases it appears in and what happened to it.
 */
static void text_history(FILE *out, const struct history *h,
			 const struct output_opts *opts)
{
	struct strbuf sb = STRBUF_INIT;
	const char **kinds;
	size_t nkinds = history_kinds(&kinds, h), k, i = 0, end, r, p;
	uint64_t total[3];

	fprintf(out, "history of %zu releases, %s to %s\n", h->nreleases,
		h->releases[0].name, h->releases[h->nreleases - 1].name);
	for (k = 0; k < nkinds; k++) {
		fprintf(out, "\n%s\n", kinds[k]);
		history_counts(out, h, kinds[k]);
		for (end = history_kind_items(h, &i, kinds[k]); i < end; i++) {
			const struct history_item *it = &h->items[i];

			if (!it->nevents && !opts->verbose)
				continue;
			strbuf_reset(&sb);
			history_item_story(&sb, h, it);
			fprintf(out, "%c %s %s:%u  %s\n",
				history_item_sign(h, it), it->name, it->file,
				it->line, sb.buf);
		}
	}
	for (r = 0; r < h->nreleases; r++)
		for (p = 0; p < h->releases[r].nproblems; p++)
			fprintf(out, "%s! %s: %s: %s\n", p ? "" : "\n",
				h->releases[r].name,
				h->releases[r].problems[p].path,
				h->releases[r].problems[p].msg);
	history_totals(h, total);
	fprintf(out, "\n%llu added, %llu removed, %llu changed over %zu releases\n",
		(unsigned long long)total[0], (unsigned long long)total[1],
		(unsigned long long)total[2], h->nreleases);
	free(kinds);
	strbuf_release(&sb);
}

/* A change of a review, with what changed in it (with -v, what it holds). */
static void print_plain_change(FILE *out, const struct change *c,
			       const struct output_opts *opts)
{
	size_t a;

	report_text_change(out, c, 0, opts);
	if (c->type != CHANGE_CHANGED) {
		if (opts->verbose)
			print_attrs(out, change_item(c));
		return;
	}
	for (a = 0; a < c->nattrs; a++)
		print_attr_change(out, &c->attrs[a], opts);
}

static void print_commit(FILE *out, const struct review *h, size_t i)
{
	const struct review_commit *c = &h->commits[i];

	if (h->patches)
		fprintf(out, "\npatch %zu/%zu %s\n", i + 1, h->ncommits,
			c->file ? c->file : "");
	else
		fprintf(out, "\ncommit %s\n", c->id);
	fprintf(out, "Author: %s\n", c->author);
	if (*c->date)
		fprintf(out, "Date:   %s\n", c->date);
	fprintf(out, "\n    %s\n", c->subject);
}

/* The changes by_commit[i..end), grouped by kind. */
static void print_commit_changes(FILE *out, const struct review *h,
				 size_t i, size_t end,
				 const struct output_opts *opts)
{
	size_t j, k, count[3];

	for (; i < end; i = j) {
		j = review_kind_run(h, i, end, count);
		fprintf(out, "\n%s: ",
			change_item(&h->changes[h->by_commit[i]].change)->kind);
		print_counts(out, count);
		fputc('\n', out);
		for (k = i; k < j; k++)
			print_plain_change(out,
					   &h->changes[h->by_commit[k]].change,
					   opts);
	}
}

static void text_log_by_commit(FILE *out, const struct review *h,
			       const struct output_opts *opts)
{
	size_t i = 0, c, end;

	for (c = 0; c < h->ncommits; c++) {
		print_commit(out, h, c);
		end = i;
		if (i < h->nchanges && h->changes[h->by_commit[i]].commit == c)
			end = review_commit_run(h, i);
		if (end == i)
			fputs("\nno ABI change\n", out);
		print_commit_changes(out, h, i, end, opts);
		i = end;
	}
}

static void text_log_by_kind(FILE *out, const struct review *h,
			     const struct output_opts *opts)
{
	const char *kind = NULL;
	size_t i, j, count[3];

	for (i = 0; i < h->nchanges; i++) {
		const struct review_change *hc = &h->changes[i];
		const struct review_commit *c = &h->commits[hc->commit];

		if (!kind || strcmp(kind, change_item(&hc->change)->kind)) {
			kind = change_item(&hc->change)->kind;
			memset(count, 0, sizeof(count));
			for (j = i; j < h->nchanges &&
			     !strcmp(change_item(&h->changes[j].change)->kind,
				     kind); j++)
				count[h->changes[j].change.type]++;
			fprintf(out, "\n%s: ", kind);
			print_counts(out, count);
			fputc('\n', out);
		}
		print_plain_change(out, &hc->change, opts);
		if (h->patches)
			fprintf(out, "\tpatch %zu/%zu: %s\n", hc->commit + 1,
				h->ncommits, c->subject);
		else
			fprintf(out, "\tcommit %.12s: %s\n", c->id, c->subject);
	}
}

static void text_log(FILE *out, const struct review *h,
		     const struct output_opts *opts)
{
	size_t i, named = 0;
	const char *what;

	fprintf(out, "--- %s\n+++ %s\n", h->old->source, h->new->source);
	if (h->by_kind)
		text_log_by_kind(out, h, opts);
	else
		text_log_by_commit(out, h, opts);
	if (h->old->nproblems || h->new->nproblems)
		fputc('\n', out);
	print_problems(out, "old", h->old, opts);
	print_problems(out, "new", h->new, opts);
	if (h->nadvice)
		fputs("\nFor the reviewers:\n", out);
	for (i = 0; i < h->nadvice; i++)
		fprintf(out, "- %s\n", h->advice[i]);
	for (i = 0; i < h->ncommits; i++)
		named += h->commits[i].count[0] + h->commits[i].count[1] +
			 h->commits[i].count[2] > 0;
	if (h->patches)
		what = named == 1 ? "patch" : "patches";
	else
		what = named == 1 ? "commit" : "commits";
	fputc('\n', out);
	print_counts(out, h->count);
	fprintf(out, " in %zu %s\n", named, what);
}

const struct output_format output_text = {
	.name = "text",
	.scan = text_scan,
	.diff = text_diff,
	.history = text_history,
	.log = text_log,
};
