// SPDX-License-Identifier: GPL-2.0
/*
 * abiwatch scan TREE: the inventory of one tree.
 */
#include "cmd/cmd.h"
#include "core/util.h"

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
	.run = run_scan,
};
