// SPDX-License-Identifier: GPL-2.0
/*
 * Markdown, for a pull request, a merge-window summary or a release note:
 * a section per kind, a table of changes with the attribute changes of
 * each changed item in its last column.
 */
#include <stdlib.h>
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

static void md_diff(FILE *out, const struct diff *d,
		    const struct output_opts *opts)
{
	size_t i, j, k, a;

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
			const struct change *c = &d->changes[k];
			const struct item *it = change_item(c);

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
				cell(out, c->attrs[a].old ? c->attrs[a].old :
				     "(none)");
				fputs(" → ", out);
				cell(out, c->attrs[a].new ? c->attrs[a].new :
				     "(none)");
			}
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

const struct output_format output_markdown = {
	.name = "markdown",
	.scan = md_scan,
	.diff = md_diff,
	.history = md_history,
};
