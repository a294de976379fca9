// SPDX-License-Identifier: GPL-2.0
/*
 * abiwatch when NAME: since when an item exists, and when it last
 * changed, over the releases of the last history (or those named).
 */
#include <stdlib.h>
#include <string.h>

#include "cmd/history.h"
#include "core/util.h"

static const struct option when_opts[] = {
	{ "tags", required_argument, NULL, CMD_OPT_OWN },
	{ NULL, 0, NULL, 0 },
};

static void say_when(FILE *out, const struct history *h,
		     const struct history_item *it)
{
	struct strbuf sb = STRBUF_INIT;
	size_t n = h->nreleases;
	long changed = history_last_change(it);

	fprintf(out, "%s %s %s:%u\n", it->kind, it->name, it->file, it->line);
	fprintf(out, "\tfirst: %s%s\n", h->releases[it->first].name,
		it->first ? "" : " (the oldest release known: maybe older)");
	if (it->last + 1 == n)
		fprintf(out, "\tlast: %s (the newest release known)\n",
			h->releases[it->last].name);
	else
		fprintf(out, "\tlast: %s (gone in %s)\n",
			h->releases[it->last].name,
			h->releases[it->last + 1].name);
	if (changed < 0)
		fprintf(out, "\tlast changed: never, in the releases known\n");
	else
		fprintf(out, "\tlast changed: %s\n", h->releases[changed].name);
	history_item_story(&sb, h, it);
	fprintf(out, "\thistory: %s\n", sb.buf);
	strbuf_release(&sb);
}

static int keep_name(const char *name, void *data)
{
	return !strcmp(name, data);
}

static int run_when(int argc, char **argv, struct cmd_opts *o)
{
	struct history h;
	const char *name;
	FILE *out;
	size_t i, found = 0;
	int ret = EXIT_TROUBLE;

	if (argc < 1)
		cmd_usage_error("when takes the name of an item");
	if (o->format != output_formats[0] && !o->format->history)
		cmd_usage_error("the %s format has no history view", o->format->name);
	name = argv[0];
	history_init(&h);
	if (cmd_history_load(&h, argc - 1, argv + 1, o, 1) < 0)
		goto out;
	cmd_history_problems(&h);
	history_filter_items(&h, keep_name, (void *)name);
	out = cmd_output_open(o);
	if (o->format != output_formats[0])
		o->format->history(out, &h, &o->out);
	for (i = 0; o->format == output_formats[0] && i < h.nitems; i++)
		say_when(out, &h, &h.items[i]);
	found = h.nitems;
	if (!found && o->format == output_formats[0])
		fprintf(out, "no item named %s in %zu releases, %s to %s\n",
			name, h.nreleases, h.releases[0].name,
			h.releases[h.nreleases - 1].name);
	cmd_output_close(out, o);
	ret = cmd_history_status(&h) == EXIT_TROUBLE ? EXIT_TROUBLE :
	      found ? EXIT_SAME : EXIT_CHANGED;
out:
	history_release(&h);
	return ret;
}

const struct command cmd_when = {
	.name = "when",
	.synopsis = "when [options] NAME [REF... | --tags FIRST..LAST]",
	.options = when_opts,
	.options_help =
"      --tags=FIRST..LAST  as for history; without releases, those of the\n"
"                     last history of the repository\n",
	.option = cmd_history_option,
	.run = run_when,
};
