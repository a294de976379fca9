/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Colour in the text output, after git's habits: added green, removed
 * red, changed yellow, a breaking verdict bold red, file:line dim.  JSON
 * and Markdown are never coloured: they ignore output_opts.color.
 *
 * Whether to colour is decided once, before any output, by color_want():
 * --color=always colours, never doesn't, and auto (the default) colours
 * a terminal unless NO_COLOR is set to something, or TERM is dumb.  As
 * in git and ripgrep, NO_COLOR changes only auto: a --color=always on
 * the command line is the user asking for this one run.
 */
#ifndef ABIWATCH_COLOR_H
#define ABIWATCH_COLOR_H

#include "core/compat.h"
#include "core/diff.h"
#include "output/output.h"

enum color_when {
	COLOR_AUTO,
	COLOR_NEVER,
	COLOR_ALWAYS,
};

/* --color=@arg into @when: 0, or -1 if @arg is not a WHEN. */
int color_parse(enum color_when *when, const char *arg);

/* Whether to colour what goes to the file descriptor @fd. */
int color_want(enum color_when when, int fd);

enum color_slot {
	COLOR_RESET,
	COLOR_META,		/* the --- and +++ lines */
	COLOR_KIND,		/* a kind's line of counts */
	COLOR_ADDED,
	COLOR_REMOVED,
	COLOR_CHANGED,
	COLOR_PLACE,		/* file:line */
	COLOR_COMPATIBLE,
	COLOR_BREAKING,
	COLOR_UNKNOWN,
	COLOR_PROBLEM,		/* a '!' line: an input read only in part */
};

/* The escape sequence of @slot, or "" if @opts says no colour. */
const char *color_get(const struct output_opts *opts, enum color_slot slot);

/* The slot of a change's sign, and of a verdict. */
enum color_slot color_of_change(enum change_type type);
enum color_slot color_of_compat(enum compat compat);

#endif
