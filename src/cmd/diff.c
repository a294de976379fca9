// SPDX-License-Identifier: GPL-2.0
/*
 * abiwatch diff [OLD NEW]: what one tree adds, removes and changes
 * compared with another.  Without sides, in a clone: from the previous
 * release (or the latest -rc1) to the working tree.
 */
#include <fnmatch.h>
#include <git2.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd.h"
#include "core/diff.h"
#include "core/util.h"
#include "extract/extract.h"
#include "source/source.h"

enum {
	OPT_STABLE_ONLY = CMD_OPT_OWN,
	OPT_BY,
	OPT_SUBSYSTEM,
	OPT_UNDOCUMENTED,
};

static const struct option diff_options[] = {
	{ "undocumented", no_argument, NULL, OPT_UNDOCUMENTED },
	{ "stable-only", no_argument, NULL, OPT_STABLE_ONLY },
	{ "by", required_argument, NULL, OPT_BY },
	{ "subsystem", required_argument, NULL, OPT_SUBSYSTEM },
	{ NULL, 0, NULL, 0 },
};

static struct {
	int undocumented;
	int stable_only;
	int by_subsystem;
	const char *subsystem;
} diff_opts;

static int diff_option(int id, const char *arg)
{
	switch (id) {
	case OPT_STABLE_ONLY:
		diff_opts.stable_only = 1;
		return 0;
	case OPT_BY:
		if (!strcmp(arg, "subsystem"))
			diff_opts.by_subsystem = 1;
		else if (!strcmp(arg, "kind"))
			diff_opts.by_subsystem = 0;
		else
			return error("--by takes 'kind' or 'subsystem', not '%s'",
				     arg);
		return 0;
	case OPT_SUBSYSTEM:
		diff_opts.subsystem = arg;
		return 0;
	case OPT_UNDOCUMENTED:
		diff_opts.undocumented = 1;
		return 0;
	}
	return -1;
}

static int keep_stable(const struct change *c, void *data)
{
	const struct diff_rules *rules = data;

	return !rules->unstable(change_item(c));
}

/*
 * --subsystem PATTERN: a glob if it has one of "*?[", else a substring;
 * either ignores case, as subsystem names are in capitals.
 */
static int keep_subsystem(const struct change *c, void *data)
{
	const char *pat = data;
	const char *sub = item_attr(change_item(c), "@subsystem");

	if (!sub)
		return 0;
	if (strpbrk(pat, "*?["))
		return !fnmatch(pat, sub, FNM_CASEFOLD);
	return strcasestr(sub, pat) != NULL;
}

/*
 * --undocumented: only the added items whose "@documented" is "no", the
 * list a maintainer sends back to the author.
 */
static int keep_undocumented(const struct change *c, void *data)
{
	const char *doc = c->new ? item_attr(c->new, "@documented") : NULL;

	(void)data;
	return c->type == CHANGE_ADDED && doc && !strcmp(doc, "no");
}

/* The filters of the command line, each said in the report. */
static void select_changes(struct diff *d)
{
	if (diff_opts.undocumented)
		diff_select(d, "undocumented", NULL, keep_undocumented, NULL);
	if (diff_opts.stable_only)
		diff_select(d, "stable-only", NULL, keep_stable,
			    (void *)d->rules);
	if (diff_opts.subsystem)
		diff_select(d, "subsystem", diff_opts.subsystem,
			    keep_subsystem, (void *)diff_opts.subsystem);
}

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
	select_changes(&d);
	o->out.by_subsystem = diff_opts.by_subsystem;
	out = cmd_output_open(o);
	o->format->diff(out, &d, &o->out);
	cmd_output_close(out, o);
	if (old.nproblems || new.nproblems)
		ret = EXIT_TROUBLE;
	else
		ret = d.nchanges ? EXIT_CHANGED : EXIT_SAME;
	diff_release(&d);
out:
	/* A side may still be packing its inventory for the cache. */
	side_settle(&o->side);
	inventory_release(&old);
	inventory_release(&new);
	free(prev);
	return ret;
}

const struct command cmd_diff = {
	.name = "diff",
	.synopsis = "diff [options] [OLD NEW]",
	.options = diff_options,
	.options_help =
"      --undocumented only the added items without documentation\n"
"                     (@documented: no)\n"
"      --stable-only  leave out what is no ABI promise (debugfs, tracepoints,\n"
"                     kfuncs), and say so\n"
"      --by=WHAT      text and markdown: list by 'kind' (default) or by\n"
"                     'subsystem', with its maintainers (from MAINTAINERS)\n"
"      --subsystem=PATTERN  only the items of the MAINTAINERS entries that\n"
"                     PATTERN names: a glob (PCI*) or a part of the name,\n"
"                     in any case\n",
	.option = diff_option,
	.run = run_diff,
};
