// SPDX-License-Identifier: GPL-2.0
/*
 * Markdown, for a pull request, a merge-window summary or a release note:
 * a section per kind, a table of changes with the attribute changes of
 * each changed item in its last column.
 */
#include <stdlib.h>
#include <string.h>

#include <stdlib.h>

#include "core/util.h"
#include "output/output.h"
#include "output/report.h"

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

static const char table_head[] =
	"| change | name | where | what changed |\n|---|---|---|---|\n";

/*
 * A change's row, without its closing bar: with its kind if @with_kind,
 * and the attribute changes that @shown keeps (all if it is NULL).
 */
static void put_row(FILE *out, const struct change *c, int with_kind,
		    int (*shown)(size_t a, const void *data), const void *data)
{
	const struct item *it = change_item(c);
	size_t a, n = 0;

	fprintf(out, "| %s | `", verb[c->type]);
	cell(out, it->name);
	fputc('`', out);
	if (with_kind)
		fprintf(out, " (%s)", it->kind);
	fprintf(out, " | %s:%u | ", it->file, it->line);
	if (c->compat != COMPAT_NONE) {
		fprintf(out, "**%s**: ", compat_name(c->compat));
		cell(out, c->reason);
		fputs("<br>", out);
	}
	for (a = 0; a < c->nattrs; a++) {
		if (shown && !shown(a, data))
			continue;
		if (n++)
			fputs("<br>", out);
		fputc('`', out);
		cell(out, c->attrs[a].key);
		fputs("`: ", out);
		cell(out, c->attrs[a].old ? c->attrs[a].old : "(none)");
		fputs(" → ", out);
		cell(out, c->attrs[a].new ? c->attrs[a].new : "(none)");
	}
}

struct shown_in_diff {
	const struct diff *d;
	const struct fold *f;
	const struct output_opts *opts;
	size_t k;
};

static int attr_shown(size_t a, const void *data)
{
	const struct shown_in_diff *s = data;

	return report_attr_shown(s->f, s->d, s->opts, s->k, a);
}

static void md_change_row(FILE *out, const struct diff *d,
			  const struct fold *f, const struct output_opts *opts,
			  size_t k, int with_kind)
{
	struct shown_in_diff s = { d, f, opts, k };

	put_row(out, &d->changes[k], with_kind, attr_shown, &s);
	fputs(" |\n", out);
}

static void md_by_kind(FILE *out, const struct diff *d, const struct fold *f,
		       const struct output_opts *opts)
{
	size_t i, j, k, hidden;

	for (i = 0; i < d->nchanges; i = j) {
		const char *kind = change_item(&d->changes[i])->kind;
		size_t count[3];

		j = diff_kind_run(d, i, count);
		fprintf(out, "\n## %s: %zu added, %zu removed, %zu changed\n\n",
			kind, count[0], count[1], count[2]);
		hidden = opts->verbose ? 0 : fold_hidden_in_kind(f, d, kind);
		if (hidden)
			fprintf(out, "Said once (%zu items not listed):\n\n",
				hidden);
		report_groups(out, REPORT_MARKDOWN, f, kind);
		if (hidden || (opts->verbose && fold_hidden_in_kind(f, d, kind)))
			fputc('\n', out);
		fputs(table_head, out);
		for (k = i; k < j; k++)
			if (report_listed(f, opts, k))
				md_change_row(out, d, f, opts, k, 0);
	}
}

static void md_by_subsystem(FILE *out, const struct diff *d,
			    const struct fold *f,
			    const struct output_opts *opts)
{
	static const char *const keys[] = {
		"@maintainers", "@lists", "@status",
	};
	static const char *const labels[] = { "Maintainers", "Lists", "Status" };
	size_t *order = report_by_subsystem(d), i, k;
	struct report_section sec;
	const char *v;

	for (i = 0; i < d->nchanges; i = sec.to) {
		report_section(&sec, d, f, opts, order, i);
		fprintf(out, "\n## %s: %zu added, %zu removed, %zu changed\n\n",
			sec.name ? sec.name : "(no subsystem)", sec.count[0],
			sec.count[1], sec.count[2]);
		for (k = 0; sec.name && k < ARRAY_SIZE(keys); k++) {
			v = item_attr(sec.first, keys[k]);
			if (v)
				fprintf(out, "%s: %s  \n", labels[k], v);
		}
		if (sec.hidden)
			fprintf(out, "Said once: %zu items not listed.  \n",
				sec.hidden);
		if (sec.name || sec.hidden)
			fputc('\n', out);
		if (sec.hidden == sec.to - sec.from)
			continue;
		fputs(table_head, out);
		for (k = sec.from; k < sec.to; k++)
			if (report_listed(f, opts, order[k]))
				md_change_row(out, d, f, opts, order[k], 1);
	}
	free(order);
}

static void md_diff(FILE *out, const struct diff *d,
		    const struct output_opts *opts)
{
	struct fold f;
	size_t i;

	fold_diff(&f, d);
	fprintf(out, "# ABI changes from %s to %s\n\n", d->old->source,
		d->new->source);
	fprintf(out, "%zu added, %zu removed, %zu changed.\n\n", d->count[0],
		d->count[1], d->count[2]);
	report_summary(out, REPORT_MARKDOWN, d, &f, opts);
	if (opts->by_subsystem)
		md_by_subsystem(out, d, &f, opts);
	else
		md_by_kind(out, d, &f, opts);
	if (d->old->nproblems || d->new->nproblems) {
		fputs("\n## Inputs skipped\n\n", out);
		for (i = 0; i < d->old->nproblems; i++)
			fprintf(out, "- old: %s: %s\n", d->old->problems[i].path,
				d->old->problems[i].msg);
		for (i = 0; i < d->new->nproblems; i++)
			fprintf(out, "- new: %s: %s\n", d->new->problems[i].path,
				d->new->problems[i].msg);
	}
	fold_release(&f);
}

/* Per kind, a table of its counts, then one of the items that moved. */
static void md_history(FILE *out, const struct history *h,
		       const struct output_opts *opts)
{
	struct strbuf sb = STRBUF_INIT;
	const char **kinds;
	size_t nkinds = history_kinds(&kinds, h), k, i = 0, end, r, p;
	uint64_t total[3];

	(void)opts;
	history_totals(h, total);
	fprintf(out, "# ABI history from %s to %s\n\n", h->releases[0].name,
		h->releases[h->nreleases - 1].name);
	fprintf(out, "%zu releases: %llu added, %llu removed, %llu changed.\n",
		h->nreleases, (unsigned long long)total[0],
		(unsigned long long)total[1], (unsigned long long)total[2]);
	for (k = 0; k < nkinds; k++) {
		int head = 0;

		fprintf(out, "\n## %s\n\n| release | items | added | removed | changed |\n"
			"|---|---:|---:|---:|---:|\n", kinds[k]);
		for (r = 0; r < h->nreleases; r++) {
			const struct history_count *hc = history_count(h, r,
								       kinds[k]);

			fputs("| ", out);
			cell(out, h->releases[r].name);
			fprintf(out, " | %u |", hc ? hc->items : 0);
			if (r && hc)
				fprintf(out, " %u | %u | %u |\n", hc->count[0],
					hc->count[1], hc->count[2]);
			else
				fputs(r ? " 0 | 0 | 0 |\n" : " | | |\n", out);
		}
		for (end = history_kind_items(h, &i, kinds[k]); i < end; i++) {
			const struct history_item *it = &h->items[i];

			if (!it->nevents)
				continue;
			if (!head++)
				fputs("\n| | name | where | releases |\n"
				      "|---|---|---|---|\n", out);
			strbuf_reset(&sb);
			history_item_story(&sb, h, it);
			fprintf(out, "| %c | `", history_item_sign(h, it));
			cell(out, it->name);
			fputs("` | ", out);
			cell(out, it->file);
			fprintf(out, ":%u | ", it->line);
			cell(out, sb.buf);
			fputs(" |\n", out);
		}
	}
	for (r = 0, p = 0; r < h->nreleases; r++)
		for (i = 0; i < h->releases[r].nproblems; i++)
			fprintf(out, "%s- %s: %s: %s\n",
				p++ ? "" : "\n## Inputs skipped\n\n",
				h->releases[r].name,
				h->releases[r].problems[i].path,
				h->releases[r].problems[i].msg);
	free(kinds);
	strbuf_release(&sb);
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

static const char log_table_head[] = "| change | name | where | what changed |";

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
				log_table_head);
		for (k = i; k < end; k++) {
			const struct change *ch = &h->changes[h->by_commit[k]].change;

			put_row(out, ch, 0, NULL, NULL);
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
				"|---|---|---|---|---|\n", kind, log_table_head);
		}
		put_row(out, &hc->change, 0, NULL, NULL);
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
	.history = md_history,
	.log = md_log,
};
