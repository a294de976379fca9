// SPDX-License-Identifier: GPL-2.0
/*
 * abiwatch triggers: the prefilter's words, one per line, so that a
 * benchmark can have ripgrep search for the same ones.
 */
#include <stdio.h>

#include "cmd/cmd.h"
#include "core/util.h"
#include "extract/extract.h"

static int run_triggers(int argc, char **argv, struct cmd_opts *o)
{
	const char *const *t;
	size_t i;

	(void)argv;
	if (argc)
		cmd_usage_error("triggers takes no operand");
	for (i = 0; i < nr_extractors; i++) {
		if (!(o->side.scan.kinds & (UINT64_C(1) << i)) ||
		    !extractors[i]->triggers)
			continue;
		for (t = extractors[i]->triggers; *t; t++)
			printf("%s\n", *t);
	}
	return EXIT_SAME;
}

const struct command cmd_triggers = {
	.name = "triggers",
	.synopsis = "triggers",
	.run = run_triggers,
};
