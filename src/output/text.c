// SPDX-License-Identifier: GPL-2.0
/*
 * Plain text, for a terminal or a review mail: grouped by kind, one line
 * per item with its place, attribute changes indented under a changed
 * item, and a summary line of counts.
 */
#include <string.h>

#include "output/color.h"
#include "output/output.h"
#include "core/util.h"

static const char sign[] = { '+', '-', '~' };

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

static void text_diff(FILE *out, const struct diff *d,
		      const struct output_opts *opts)
{
	const char *reset = color_get(opts, COLOR_RESET);
	size_t i, j, k;

	fprintf(out, "%s--- %s%s\n", color_get(opts, COLOR_META),
		d->old->source, reset);
	fprintf(out, "%s+++ %s%s\n", color_get(opts, COLOR_META),
		d->new->source, reset);
	for (i = 0; i < d->nchanges; i = j) {
		const char *kind = change_item(&d->changes[i])->kind;
		size_t count[3];

		j = diff_kind_run(d, i, count);
		fprintf(out, "\n%s%s: ", color_get(opts, COLOR_KIND), kind);
		print_counts(out, count);
		fprintf(out, "%s\n", reset);
		for (k = i; k < j; k++) {
			const struct change *c = &d->changes[k];
			const struct item *it = change_item(c);
			size_t a;

			fprintf(out, "%s%c %s%s %s%s:%u%s",
				color_get(opts, color_of_change(c->type)),
				sign[c->type], it->name, reset,
				color_get(opts, COLOR_PLACE), it->file, it->line,
				reset);
			if (c->compat != COMPAT_NONE)
				fprintf(out, "  %s[%s: %s]%s",
					color_get(opts, color_of_compat(c->compat)),
					compat_name(c->compat), c->reason, reset);
			fputc('\n', out);
			if (c->type != CHANGE_CHANGED) {
				if (opts->verbose)
					print_attrs(out, it);
				continue;
			}
			for (a = 0; a < c->nattrs; a++)
				print_attr_change(out, &c->attrs[a], opts);
		}
	}
	if (d->old->nproblems || d->new->nproblems)
		fputc('\n', out);
	print_problems(out, "old", d->old, opts);
	print_problems(out, "new", d->new, opts);
	fputc('\n', out);
	print_counts(out, d->count);
	fputc('\n', out);
}

const struct output_format output_text = {
	.name = "text",
	.scan = text_scan,
	.diff = text_diff,
};
