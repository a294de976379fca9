// SPDX-License-Identifier: GPL-2.0
/*
 * abiwatch history REF... | --tags FIRST..LAST: the view across releases,
 * per release and kind the items added, removed and changed since the
 * release before, and per item the releases it appears in.
 */
#include <stdlib.h>

#include "cmd/cmd.h"
#include "cmd/history.h"
#include "core/util.h"

enum { OPT_TAGS = CMD_OPT_OWN };

static const struct option history_opts[] = {
	{ "tags", required_argument, NULL, OPT_TAGS },
	{ NULL, 0, NULL, 0 },
};

/* --tags, of history and when. */
static const char *tags_range;

int cmd_history_option(int id, const char *arg)
{
	if (id != OPT_TAGS)
		return -1;
	tags_range = arg;
	return 0;
}

int cmd_history_load(struct history *h, int argc, char **argv,
		     struct cmd_opts *o, int recall)
{
	char **refs = NULL;
	size_t n = 0;
	int ret;

	if (tags_range && argc)
		cmd_usage_error("releases are REF... or --tags FIRST..LAST, not both");
	if (tags_range)
		ret = releases_tags(&refs, &n, &o->side, tags_range);
	else if (argc)
		return releases_load(h, &o->side, (const char *const *)argv,
				     (size_t)argc);
	else if (recall)
		ret = releases_recall(&refs, &n, &o->side);
	else
		cmd_usage_error("history takes releases: REF... or --tags FIRST..LAST");
	if (!ret)
		ret = releases_load(h, &o->side, (const char *const *)refs, n);
	releases_free(refs, n);
	return ret;
}

int cmd_history_status(const struct history *h)
{
	uint64_t total[3];
	size_t r;

	for (r = 0; r < h->nreleases; r++)
		if (h->releases[r].nproblems)
			return EXIT_TROUBLE;
	history_totals(h, total);
	return total[0] || total[1] || total[2] ? EXIT_CHANGED : EXIT_SAME;
}

void cmd_history_problems(const struct history *h)
{
	size_t r, p;

	for (r = 0; r < h->nreleases; r++)
		for (p = 0; p < h->releases[r].nproblems; p++)
			error("%s: %s: %s", h->releases[r].name,
			      h->releases[r].problems[p].path,
			      h->releases[r].problems[p].msg);
}

static int run_history(int argc, char **argv, struct cmd_opts *o)
{
	struct history h;
	FILE *out;
	int ret;

	if (!o->format->history)
		cmd_usage_error("the %s format has no history view", o->format->name);
	history_init(&h);
	if (cmd_history_load(&h, argc, argv, o, 0) < 0) {
		history_release(&h);
		return EXIT_TROUBLE;
	}
	cmd_history_problems(&h);
	out = cmd_output_open(o);
	o->format->history(out, &h, &o->out);
	cmd_output_close(out, o);
	ret = cmd_history_status(&h);
	history_release(&h);
	return ret;
}

const struct command cmd_history = {
	.name = "history",
	.synopsis = "history [options] REF... | --tags FIRST..LAST",
	.options = history_opts,
	.options_help =
"      --tags=FIRST..LAST  the release tags vX.Y[.Z] from FIRST to LAST, both\n"
"                     included, in version order (either end may be left out)\n",
	.option = cmd_history_option,
	.run = run_history,
};
