// SPDX-License-Identifier: GPL-2.0
/*
 * Plain text, for a terminal or a review mail: grouped by kind, one line
 * per item with its place, attribute changes indented under a changed
 * item, and a summary line of counts.
 */
#include <stdlib.h>
#include <string.h>

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
			   const struct inventory *inv)
{
	size_t i;

	for (i = 0; i < inv->nproblems; i++)
		fprintf(out, "! %s%s%s: %s\n", side ? side : "",
			side ? ": " : "", inv->problems[i].path,
			inv->problems[i].msg);
}

static void text_scan(FILE *out, const struct inventory *inv,
		      const struct output_opts *opts)
{
	size_t i;

	for (i = 0; i < inv->nitems; i++) {
		const struct item *it = &inv->items[i];

		fprintf(out, "%s %s %s:%u\n", it->kind, it->name, it->file,
			it->line);
		if (opts->verbose)
			print_attrs(out, it);
	}
	print_problems(out, NULL, inv);
	fprintf(out, "%zu items from %llu files of %s%s\n", inv->nitems,
		(unsigned long long)inv->files, inv->source,
		inv->nproblems ? ", with problems (marked !)" : "");
}

static void print_counts(FILE *out, const size_t count[3])
{
	fprintf(out, "%zu added, %zu removed, %zu changed", count[0], count[1],
		count[2]);
}

static void print_change(FILE *out, const struct diff *d,
			 const struct fold *f, const struct output_opts *opts,
			 size_t k, int with_kind)
{
	const struct change *c = &d->changes[k];
	size_t a;

	report_text_change(out, c, with_kind);
	if (c->type != CHANGE_CHANGED) {
		if (opts->verbose)
			print_attrs(out, change_item(c));
		return;
	}
	for (a = 0; a < c->nattrs; a++)
		if (report_attr_shown(f, d, opts, k, a))
			fprintf(out, "\t%s: %s -> %s\n", c->attrs[a].key,
				c->attrs[a].old ? c->attrs[a].old : "(none)",
				c->attrs[a].new ? c->attrs[a].new : "(none)");
}

static void by_kind(FILE *out, const struct diff *d, const struct fold *f,
		    const struct output_opts *opts)
{
	size_t i, j, k, hidden;

	for (i = 0; i < d->nchanges; i = j) {
		const char *kind = change_item(&d->changes[i])->kind;
		size_t count[3];

		j = diff_kind_run(d, i, count);
		fprintf(out, "\n%s: ", kind);
		print_counts(out, count);
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
	fprintf(out, "--- %s\n+++ %s\n", d->old->source, d->new->source);
	report_summary(out, REPORT_TEXT, d, &f, opts);
	if (opts->by_subsystem)
		by_subsystem(out, d, &f, opts);
	else
		by_kind(out, d, &f, opts);
	if (d->old->nproblems || d->new->nproblems)
		fputc('\n', out);
	print_problems(out, "old", d->old);
	print_problems(out, "new", d->new);
	fputc('\n', out);
	print_counts(out, d->count);
	fputc('\n', out);
	fold_release(&f);
}

const struct output_format output_text = {
	.name = "text",
	.scan = text_scan,
	.diff = text_diff,
};
