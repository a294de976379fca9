// SPDX-License-Identifier: GPL-2.0
/*
 * abiwatch scan TREE: the inventory of one tree.
 */
#include <string.h>

#include "cmd/cmd.h"
#include "cmd/removal.h"
#include "core/util.h"
#include "extract/docabi.h"

enum { OPT_STALE_DOCS = CMD_OPT_OWN, OPT_REMOVAL, OPT_TAGS };

static int stale_docs;		/* --stale-docs */
static int removal;		/* --removal-candidates */
static const char *since_tags;	/* --tags, of --removal-candidates */

static const struct option scan_options[] = {
	{ "stale-docs", no_argument, NULL, OPT_STALE_DOCS },
	{ "removal-candidates", no_argument, NULL, OPT_REMOVAL },
	{ "tags", required_argument, NULL, OPT_TAGS },
	{ NULL, 0, NULL, 0 },
};

static int scan_option(int id, const char *arg)
{
	(void)arg;
	if (id == OPT_STALE_DOCS)
		stale_docs = 1;
	if (id == OPT_REMOVAL)
		removal = 1;
	if (id == OPT_TAGS)
		since_tags = arg;
	return 0;
}

/*
 * --stale-docs: the Documentation/ABI entries whose What: matches no item
 * of the tree ("@matches: 0"; entries that can't be matched, a device
 * node or a sentence, have no @matches and are not listed), but those of
 * removed/, which document an ABI as gone.
 */
static void keep_stale_docs(struct inventory *inv)
{
	size_t i, w = 0;

	for (i = 0; i < inv->nitems; i++) {
		const char *m = item_attr(&inv->items[i], "@matches");
		const char *st = item_attr(&inv->items[i], "status");

		if (!strcmp(inv->items[i].kind, DOCABI_KIND) && m &&
		    !strcmp(m, "0") && !(st && !strcmp(st, "removed")))
			inv->items[w++] = inv->items[i];
	}
	inv->nitems = w;
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
	if (stale_docs && removal)
		cmd_usage_error("--stale-docs and --removal-candidates are two lists: ask for one");
	if (since_tags && !removal)
		cmd_usage_error("--tags dates the removal candidates: add --removal-candidates");
	if (stale_docs)
		keep_stale_docs(&inv);
	if (removal)
		removal_candidates(&inv);
	if (removal && removal_since(&inv, o, argv[0], since_tags) < 0) {
		inventory_release(&inv);
		return EXIT_TROUBLE;
	}
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
"      --stale-docs   only the Documentation/ABI entries (doc-abi) whose\n"
"                     What: matches no item of the tree\n"
"      --removal-candidates  only the deprecation warnings and the\n"
"                          Documentation/ABI/obsolete entries, each with when\n"
"                          it was marked (@marked) where the tree says; with\n"
"                          git history (a ref, or --git), each warning with\n"
"                          the oldest release that has it (@since)\n"
"      --tags FIRST..LAST  the releases to date from (default: those up to\n"
"                          TREE if it is a release tag, else those of the\n"
"                          last 'abiwatch history')\n",
	.option = scan_option,
	.run = run_scan,
};
