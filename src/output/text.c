// SPDX-License-Identifier: GPL-2.0
/*
 * Plain text, for a terminal or a review mail: grouped by kind, one line
 * per item with its place, attribute changes indented under a changed
 * item, and a summary line of counts.
 */
#include <string.h>

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

/* A change's line, and what changed in it (with -v, what it holds). */
static void print_change(FILE *out, const struct change *c,
			 const struct output_opts *opts)
{
	const struct item *it = change_item(c);
	size_t a;

	fprintf(out, "%c %s %s:%u", sign[c->type], it->name, it->file,
		it->line);
	if (c->compat != COMPAT_NONE)
		fprintf(out, "  [%s: %s]", compat_name(c->compat), c->reason);
	fputc('\n', out);
	if (c->type != CHANGE_CHANGED) {
		if (opts->verbose)
			print_attrs(out, it);
		return;
	}
	for (a = 0; a < c->nattrs; a++)
		fprintf(out, "\t%s: %s -> %s\n", c->attrs[a].key,
			c->attrs[a].old ? c->attrs[a].old : "(none)",
			c->attrs[a].new ? c->attrs[a].new : "(none)");
}

static void text_diff(FILE *out, const struct diff *d,
		      const struct output_opts *opts)
{
	size_t i, j, k;

	fprintf(out, "--- %s\n+++ %s\n", d->old->source, d->new->source);
	for (i = 0; i < d->nchanges; i = j) {
		const char *kind = change_item(&d->changes[i])->kind;
		size_t count[3];

		j = diff_kind_run(d, i, count);
		fprintf(out, "\n%s: ", kind);
		print_counts(out, count);
		fputc('\n', out);
		for (k = i; k < j; k++)
			print_change(out, &d->changes[k], opts);
	}
	if (d->old->nproblems || d->new->nproblems)
		fputc('\n', out);
	print_problems(out, "old", d->old);
	print_problems(out, "new", d->new);
	fputc('\n', out);
	print_counts(out, d->count);
	fputc('\n', out);
}

/* "commit ID" or "patch N/M FILE", as git log and git am say them. */
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
			print_change(out, &h->changes[h->by_commit[k]].change,
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
		print_change(out, &hc->change, opts);
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
	print_problems(out, "old", h->old);
	print_problems(out, "new", h->new);
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
	.log = text_log,
};
