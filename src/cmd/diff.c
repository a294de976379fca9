// SPDX-License-Identifier: GPL-2.0
/*
 * abiwatch diff [OLD NEW]: what one tree adds, removes and changes
 * compared with another.  Without sides, in a clone: from the previous
 * release (or the latest -rc1) to the working tree.
 */
#include <git2.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd.h"
#include "core/diff.h"
#include "core/util.h"
#include "extract/extract.h"
#include "source/source.h"

/*
 * The sides of a diff without OLD and NEW: the base tag, *@prev to be
 * freed, and the working tree.  0, or -1 after saying why.
 */
static int default_sides(const char *sides[2], char **prev,
			 struct cmd_opts *o)
{
	struct strbuf err = STRBUF_INIT;
	struct git_repository *repo;

	if (side_repo(&repo, &o->side, &err) < 0 ||
	    source_git_base_tag(prev, repo, o->since_rc1, &err) < 0 ||
	    !git_repository_workdir(repo)) {
		error("diff without OLD and NEW: %s", err.len ? err.buf :
		      "a bare repository has no working tree");
		strbuf_release(&err);
		return -1;
	}
	strbuf_release(&err);
	sides[0] = *prev;
	sides[1] = git_repository_workdir(repo);
	fprintf(stderr, "%s: comparing %s, %s, with the working tree %s\n",
		progname, sides[0], o->since_rc1 ? "the latest -rc1" :
		"the previous release", sides[1]);
	return 0;
}

enum { OPT_UNDOCUMENTED = CMD_OPT_OWN };

static int undocumented;	/* --undocumented */

static int diff_option(int id, const char *arg)
{
	(void)arg;
	if (id == OPT_UNDOCUMENTED)
		undocumented = 1;
	return 0;
}

/*
 * --undocumented: only the added items whose "@documented" is "no", the
 * list a maintainer sends back to the author.
 */
static void keep_undocumented(struct diff *d)
{
	size_t i, w = 0;

	memset(d->count, 0, sizeof(d->count));
	for (i = 0; i < d->nchanges; i++) {
		struct change *c = &d->changes[i];
		const char *doc = c->new ? item_attr(c->new, "@documented") : NULL;

		if (c->type != CHANGE_ADDED || !doc || strcmp(doc, "no")) {
			free(c->attrs);
			free(c->reason);
			continue;
		}
		d->count[c->type]++;
		d->changes[w++] = *c;
	}
	d->nchanges = w;
}

static int run_diff(int argc, char **argv, struct cmd_opts *o)
{
	struct inventory old, new;
	struct diff d;
	FILE *out;
	int ret = EXIT_TROUBLE;
	char *prev = NULL;
	const char *sides[2];

	if (argc != 2 && argc != 0)
		cmd_usage_error("diff takes two trees, OLD and NEW, or none");
	if (argc && o->since_rc1)
		cmd_usage_error("--since-rc1 is a diff without OLD and NEW");
	inventory_init(&old);
	inventory_init(&new);
	if (argc == 0) {
		if (default_sides(sides, &prev, o) < 0)
			goto out;
	} else {
		sides[0] = argv[0];
		sides[1] = argv[1];
	}
	if (side_load_pair(&old, &new, &o->side, sides) < 0)
		goto out;
	cmd_report_problems(&old);
	cmd_report_problems(&new);
	diff_inventories(&d, &old, &new, &extract_diff_rules);
	if (undocumented)
		keep_undocumented(&d);
	out = cmd_output_open(o);
	o->format->diff(out, &d, &o->out);
	cmd_output_close(out, o);
	if (old.nproblems || new.nproblems)
		ret = EXIT_TROUBLE;
	else
		ret = d.nchanges ? EXIT_CHANGED : EXIT_SAME;
	diff_release(&d);
out:
	inventory_release(&old);
	inventory_release(&new);
	free(prev);
	return ret;
}

const struct command cmd_diff = {
	.name = "diff",
	.synopsis = "diff [options] [OLD NEW]",
	.options = (const struct option[]){
		{ "undocumented", no_argument, NULL, OPT_UNDOCUMENTED },
		{ NULL, 0, NULL, 0 },
	},
	.options_help =
"      --undocumented\n"
"                     only the added items without documentation\n"
"                     (@documented: no)\n",
	.option = diff_option,
	.run = run_diff,
};
