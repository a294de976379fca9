// SPDX-License-Identifier: GPL-2.0
/*
 * abiwatch log [A..B]: the changes of 'abiwatch diff A B', each with the
 * commit between A and B that made it.  Without a range, in a clone:
 * from the previous release tag to HEAD.
 */
#include <git2.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd.h"
#include "core/review.h"
#include "core/util.h"
#include "scan/blame.h"
#include "source/source.h"

enum { OPT_BY = CMD_OPT_OWN, OPT_ALL_STEPS };

static const struct option log_options[] = {
	{ "by", required_argument, NULL, OPT_BY },
	{ "all-steps", no_argument, NULL, OPT_ALL_STEPS },
	{ NULL, 0, NULL, 0 },
};

static int by_kind;
static struct blame_opts blame_opts = BLAME_OPTS_INIT;

static int log_option(int id, const char *arg)
{
	switch (id) {
	case OPT_BY:
		if (!strcmp(arg, "commit"))
			by_kind = 0;
		else if (!strcmp(arg, "kind"))
			by_kind = 1;
		else
			return error("--by takes 'commit' or 'kind', not '%s'",
				     arg);
		return 0;
	case OPT_ALL_STEPS:
		blame_opts.all_steps = 1;
		return 0;
	}
	return -1;
}

/*
 * The ends of RANGE, "A..B" (B defaults to HEAD, as in git), into
 * @from and @to, to be freed; without RANGE, the previous release tag
 * and HEAD.  0, or -1 after saying why.
 */
static int parse_range(char **from, char **to, const char *range,
		       struct cmd_opts *o)
{
	struct strbuf err = STRBUF_INIT;
	struct git_repository *repo;
	const char *dots;

	*from = *to = NULL;
	if (!range) {
		if (side_repo(&repo, &o->side, &err) < 0 ||
		    source_git_base_tag(from, repo, o->since_rc1, &err) < 0) {
			error("log without a range: %s", err.buf);
			strbuf_release(&err);
			return -1;
		}
		*to = xstrdup("HEAD");
		fprintf(stderr, "%s: the history from %s, %s, to HEAD\n",
			progname, *from, o->since_rc1 ? "the latest -rc1" :
			"the previous release");
		return 0;
	}
	dots = strstr(range, "..");
	if (!dots || dots == range || dots[2] == '.')
		cmd_usage_error("log takes a range A..B, not '%s'", range);
	*from = xstrndup(range, (size_t)(dots - range));
	*to = xstrdup(dots[2] ? dots + 2 : "HEAD");
	return 0;
}

static int run_log(int argc, char **argv, struct cmd_opts *o)
{
	struct inventory old, new;
	struct review h;
	char *from = NULL, *to = NULL;
	FILE *out;
	int ret = EXIT_TROUBLE, between;

	if (argc > 1)
		cmd_usage_error("log takes one range, A..B, or none");
	inventory_init(&old);
	inventory_init(&new);
	review_init(&h);
	h.by_kind = by_kind;
	if (parse_range(&from, &to, argc ? argv[0] : NULL, o) < 0)
		goto out;
	between = blame_range(&h, &old, &new, &o->side, from, to, &blame_opts);
	if (between < 0)
		goto out;
	review_finish(&h);
	cmd_report_problems(&old);
	cmd_report_problems(&new);
	out = cmd_output_open(o);
	o->format->log(out, &h, &o->out);
	cmd_output_close(out, o);
	if (old.nproblems || new.nproblems || between)
		ret = EXIT_TROUBLE;
	else
		ret = h.nchanges ? EXIT_CHANGED : EXIT_SAME;
out:
	review_release(&h);
	inventory_release(&old);
	inventory_release(&new);
	free(from);
	free(to);
	return ret;
}

const struct command cmd_log = {
	.name = "log",
	.synopsis = "log [options] [A..B]",
	.options = log_options,
	.options_help =
"      --by=WHAT      text, markdown, html: group by 'commit' (default) or\n"
"                     'kind'\n"
"      --all-steps    every step between A and B, not only what differs at\n"
"                     the ends: each commit's diff with its first parent\n",
	.option = log_option,
	.run = run_log,
};
