// SPDX-License-Identifier: GPL-2.0
/*
 * abiwatch scan TREE: the inventory of one tree.
 */
#include "cmd/cmd.h"
#include "cmd/removal.h"
#include "core/util.h"

enum { OPT_REMOVAL = CMD_OPT_OWN };

static int removal;

static const struct option scan_options[] = {
	{ "removal-candidates", no_argument, NULL, OPT_REMOVAL },
	{ NULL, 0, NULL, 0 },
};

static int scan_option(int id, const char *arg)
{
	(void)arg;
	if (id == OPT_REMOVAL)
		removal = 1;
	return 0;
}

static int run_scan(int argc, char **argv, struct cmd_opts *o)
{
	struct inventory inv;
	FILE *out;
	int ret;

	if (argc != 1)
		cmd_usage_error("scan takes one tree");
	inventory_init(&inv);
	if (side_load(&inv, &o->side, argv[0]) < 0) {
		inventory_release(&inv);
		return EXIT_TROUBLE;
	}
	cmd_report_problems(&inv);
	if (removal)
		removal_candidates(&inv);
	out = cmd_output_open(o);
	o->format->scan(out, &inv, &o->out);
	cmd_output_close(out, o);
	ret = inv.nproblems ? EXIT_TROUBLE : EXIT_SAME;
	inventory_release(&inv);
	return ret;
}

const struct command cmd_scan = {
	.name = "scan",
	.synopsis = "scan [options] TREE",
	.options = scan_options,
	.options_help =
"      --removal-candidates  only the deprecation warnings and the\n"
"                          Documentation/ABI/obsolete entries, each with when\n"
"                          it was marked (@marked) where the tree says\n",
	.option = scan_option,
	.run = run_scan,
};
