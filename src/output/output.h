/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Output formats, one file each in this folder (text.c, json.c,
 * markdown.c).  Output is a pure function of the inventory or the diff,
 * which are already sorted.
 */
#ifndef ABIWATCH_OUTPUT_H
#define ABIWATCH_OUTPUT_H

#include <stdio.h>

#include "core/diff.h"
#include "core/history.h"
#include "core/review.h"
#include "core/inventory.h"

struct output_opts {
	unsigned int version;
	int verbose;		/* text: attributes of every item */
	/*
	 * --link-base: the web view of the tree that items link to (html),
	 * with {path}, {line} and {ref} put in, or the path and "#Lline"
	 * added; NULL for no links.
	 */
	const char *link_base;
	int color;		/* text: ANSI colours (output/color.h) */
	int by_subsystem;	/* diff --by subsystem: text and Markdown */
	/*
	 * --link-base with {commit}: the web view of a commit that a log
	 * links each commit's id to (html), or NULL.
	 */
	const char *link_commit;
};

#define OUTPUT_OPTS_VERSION 1
#define OUTPUT_OPTS_INIT { OUTPUT_OPTS_VERSION, 0, NULL, 0, 0, NULL }

struct output_format {
	const char *name;
	void (*scan)(FILE *out, const struct inventory *inv,
		     const struct output_opts *opts);
	void (*diff)(FILE *out, const struct diff *d,
		     const struct output_opts *opts);
	/* The view across releases; NULL if the format has none. */
	void (*history)(FILE *out, const struct history *h,
			const struct output_opts *opts);
	/* A review: abiwatch log's commits, abiwatch patch's patches. */
	void (*log)(FILE *out, const struct review *h,
		    const struct output_opts *opts);
};

extern const struct output_format output_text;
extern const struct output_format output_json;
extern const struct output_format output_markdown;
extern const struct output_format output_html;

/* The table of formats (outputs.c): adding one is one file and one row. */
extern const struct output_format *const output_formats[];
extern const size_t nr_output_formats;

/* The format named @name, or NULL. */
const struct output_format *output_find(const char *name);

/*
 * JSON values as the json format writes them, for a command's own
 * document: a string (bytes that are not UTF-8 as \xNN), an item.
 */
struct json_t;
struct json_t *output_json_string(const char *s);
struct json_t *output_json_item(const struct item *it);

#endif
