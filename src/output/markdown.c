// SPDX-License-Identifier: GPL-2.0
/*
 * Markdown, for a pull request, a merge-window summary or a release note:
 * a section per kind, a table of changes with the attribute changes of
 * each changed item in its last column.
 */
#include <string.h>

#include "output/output.h"

static const char *const verb[] = { "added", "removed", "changed" };

/* Table cells may not hold '|' or a newline. */
static void cell(FILE *out, const char *s)
{
	for (; *s; s++) {
		if (*s == '|')
			fputs("\\|", out);
		else if (*s == '\n')
			fputc(' ', out);
		else
			fputc(*s, out);
	}
}

static void md_scan(FILE *out, const struct inventory *inv,
		    const struct output_opts *opts)
{
	size_t i;
	const char *kind = NULL;

	(void)opts;
	fprintf(out, "# ABI inventory of %s\n", inv->source);
	for (i = 0; i < inv->nitems; i++) {
		const struct item *it = &inv->items[i];

		if (!kind || strcmp(kind, it->kind)) {
			kind = it->kind;
			fprintf(out, "\n## %s\n\n| name | where |\n|---|---|\n",
				kind);
		}
		fputs("| `", out);
		cell(out, it->name);
		fprintf(out, "` | %s:%u |\n", it->file, it->line);
	}
	fprintf(out, "\n%zu items from %llu files.\n", inv->nitems,
		(unsigned long long)inv->files);
}

/* A change's row, without its closing bar. */
static void print_row(FILE *out, const struct change *c)
{
	const struct item *it = change_item(c);
	size_t a;

	fprintf(out, "| %s | `", verb[c->type]);
	cell(out, it->name);
	fprintf(out, "` | %s:%u | ", it->file, it->line);
	if (c->compat != COMPAT_NONE) {
		fprintf(out, "**%s**: ", compat_name(c->compat));
		cell(out, c->reason);
		fputs("<br>", out);
	}
	for (a = 0; a < c->nattrs; a++) {
		if (a)
			fputs("<br>", out);
		fputc('`', out);
		cell(out, c->attrs[a].key);
		fputs("`: ", out);
		cell(out, c->attrs[a].old ? c->attrs[a].old : "(none)");
		fputs(" → ", out);
		cell(out, c->attrs[a].new ? c->attrs[a].new : "(none)");
	}
}

static void md_diff(FILE *out, const struct diff *d,
		    const struct output_opts *opts)
{
	size_t i, j, k;

	(void)opts;
	fprintf(out, "# ABI changes from %s to %s\n\n", d->old->source,
		d->new->source);
	fprintf(out, "%zu added, %zu removed, %zu changed.\n", d->count[0],
		d->count[1], d->count[2]);
	for (i = 0; i < d->nchanges; i = j) {
		const char *kind = change_item(&d->changes[i])->kind;
		size_t count[3];

		j = diff_kind_run(d, i, count);
		fprintf(out, "\n## %s: %zu added, %zu removed, %zu changed\n\n",
			kind, count[0], count[1], count[2]);
		fputs("| change | name | where | what changed |\n"
		      "|---|---|---|---|\n", out);
		for (k = i; k < j; k++) {
			print_row(out, &d->changes[k]);
			fputs(" |\n", out);
		}
	}
	if (d->old->nproblems || d->new->nproblems) {
		fputs("\n## Inputs skipped\n\n", out);
		for (i = 0; i < d->old->nproblems; i++)
			fprintf(out, "- old: %s: %s\n", d->old->problems[i].path,
				d->old->problems[i].msg);
		for (i = 0; i < d->new->nproblems; i++)
			fprintf(out, "- new: %s: %s\n", d->new->problems[i].path,
				d->new->problems[i].msg);
	}
}

static void md_commit(FILE *out, const struct review *h, size_t i)
{
	const struct review_commit *c = &h->commits[i];

	fputs("\n## ", out);
	if (h->patches)
		fprintf(out, "[%zu/%zu] ", i + 1, h->ncommits);
	cell(out, c->subject);
	fputs("\n\n", out);
	if (*c->id)
		fprintf(out, "`%.12s` ", c->id);
	fputs("by ", out);
	cell(out, c->author);
	if (*c->date)
		fprintf(out, ", %s", c->date);
	fprintf(out, ": %zu added, %zu removed, %zu changed.\n", c->count[0],
		c->count[1], c->count[2]);
}

static const char table_head[] = "| change | name | where | what changed |";

static void md_log_by_commit(FILE *out, const struct review *h)
{
	size_t i = 0, c, k, end;

	for (c = 0; c < h->ncommits; c++) {
		md_commit(out, h, c);
		end = i;
		if (i < h->nchanges && h->changes[h->by_commit[i]].commit == c)
			end = review_commit_run(h, i);
		if (end > i)
			fprintf(out, "\n%s kind |\n|---|---|---|---|---|\n",
				table_head);
		for (k = i; k < end; k++) {
			const struct change *ch = &h->changes[h->by_commit[k]].change;

			print_row(out, ch);
			fprintf(out, " | %s |\n", change_item(ch)->kind);
		}
		i = end;
	}
}

static void md_log_by_kind(FILE *out, const struct review *h)
{
	const char *kind = NULL;
	size_t i;

	for (i = 0; i < h->nchanges; i++) {
		const struct review_change *hc = &h->changes[i];
		const struct review_commit *c = &h->commits[hc->commit];

		if (!kind || strcmp(kind, change_item(&hc->change)->kind)) {
			kind = change_item(&hc->change)->kind;
			fprintf(out, "\n## %s\n\n%s commit |\n"
				"|---|---|---|---|---|\n", kind, table_head);
		}
		print_row(out, &hc->change);
		fputs(" | ", out);
		if (h->patches)
			fprintf(out, "[%zu/%zu] ", hc->commit + 1, h->ncommits);
		else
			fprintf(out, "`%.12s` ", c->id);
		cell(out, c->subject);
		fputs(" |\n", out);
	}
}

static void md_log(FILE *out, const struct review *h,
		   const struct output_opts *opts)
{
	size_t i;

	(void)opts;
	fprintf(out, "# ABI changes from %s to %s, by %s\n\n", h->old->source,
		h->new->source, h->by_kind ? "kind" :
		h->patches ? "patch" : "commit");
	fprintf(out, "%zu added, %zu removed, %zu changed.\n", h->count[0],
		h->count[1], h->count[2]);
	if (h->by_kind)
		md_log_by_kind(out, h);
	else
		md_log_by_commit(out, h);
	if (h->nadvice)
		fputs("\n## For the reviewers\n\n", out);
	for (i = 0; i < h->nadvice; i++) {
		fputs("- ", out);
		cell(out, h->advice[i]);
		fputc('\n', out);
	}
}

const struct output_format output_markdown = {
	.name = "markdown",
	.scan = md_scan,
	.diff = md_diff,
	.log = md_log,
};
