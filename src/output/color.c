// SPDX-License-Identifier: GPL-2.0
/*
 * When to colour, and with what: git's colours for a diff (meta bold,
 * the line of a section cyan, old red, new green), yellow for a change
 * as git's log has for a commit, bold red for what breaks user space.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/util.h"
#include "output/color.h"

static const char *const escapes[] = {
	[COLOR_RESET] = "\033[m",
	[COLOR_META] = "\033[1m",
	[COLOR_KIND] = "\033[36m",
	[COLOR_ADDED] = "\033[32m",
	[COLOR_REMOVED] = "\033[31m",
	[COLOR_CHANGED] = "\033[33m",
	[COLOR_PLACE] = "\033[2m",
	[COLOR_COMPATIBLE] = "\033[32m",
	[COLOR_BREAKING] = "\033[1;31m",
	[COLOR_UNKNOWN] = "\033[33m",
	[COLOR_PROBLEM] = "\033[35m",
};

int color_parse(enum color_when *when, const char *arg)
{
	/* git's words for the same, and --color alone for always. */
	if (!arg || !strcmp(arg, "always") || !strcmp(arg, "yes") ||
	    !strcmp(arg, "true"))
		*when = COLOR_ALWAYS;
	else if (!strcmp(arg, "never") || !strcmp(arg, "no") ||
		 !strcmp(arg, "false"))
		*when = COLOR_NEVER;
	else if (!strcmp(arg, "auto"))
		*when = COLOR_AUTO;
	else
		return -1;
	return 0;
}

int color_want(enum color_when when, int fd)
{
	const char *no_color = getenv("NO_COLOR");
	const char *term = getenv("TERM");

	if (when != COLOR_AUTO)
		return when == COLOR_ALWAYS;
	if (no_color && *no_color)
		return 0;
	if (term && !strcmp(term, "dumb"))
		return 0;
	return isatty(fd);
}

const char *color_get(const struct output_opts *opts, enum color_slot slot)
{
	if (!opts->color || (size_t)slot >= ARRAY_SIZE(escapes))
		return "";
	return escapes[slot];
}

enum color_slot color_of_change(enum change_type type)
{
	static const enum color_slot slots[] = {
		[CHANGE_ADDED] = COLOR_ADDED,
		[CHANGE_REMOVED] = COLOR_REMOVED,
		[CHANGE_CHANGED] = COLOR_CHANGED,
	};

	return slots[type];
}

enum color_slot color_of_compat(enum compat compat)
{
	switch (compat) {
	case COMPAT_COMPATIBLE:
		return COLOR_COMPATIBLE;
	case COMPAT_BREAKING:
		return COLOR_BREAKING;
	default:
		return COLOR_UNKNOWN;
	}
}
