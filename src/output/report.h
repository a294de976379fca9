/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The parts of a diff report that text and Markdown share: the summary
 * that opens it (counts per kind, architectures, what is said once, what
 * to look at first), and the listing by subsystem.  The folding itself
 * is core/fold.h.
 */
#ifndef ABIWATCH_REPORT_H
#define ABIWATCH_REPORT_H

#include <stdio.h>

#include "core/fold.h"
#include "output/output.h"

/* Highlights listed per kind of highlight; the rest are counted. */
#define REPORT_HIGHLIGHTS 10

enum report_style { REPORT_TEXT, REPORT_MARKDOWN };

long report_undocumented(const struct diff *d, size_t from, size_t to);

void report_summary(FILE *out, enum report_style style, const struct diff *d,
		    const struct fold *f, const struct output_opts *o);

/* The lines of the fold groups of @kind, or of all if it is NULL. */
void report_groups(FILE *out, enum report_style style, const struct fold *f,
		   const char *kind);

/* Whether change @i is listed: not folded away, or -v. */
static inline int report_listed(const struct fold *f,
				const struct output_opts *o, size_t i)
{
	return o->verbose || !f->hidden[i];
}

/* Whether attribute change @a of change @i is shown. */
int report_attr_shown(const struct fold *f, const struct diff *d,
		      const struct output_opts *o, size_t i, size_t a);

/*
 * The changes by subsystem ("@subsystem"; those without one last), then
 * kind and name: indices of d->changes, to be freed.  Each run of one
 * subsystem starts a section.
 */
size_t *report_by_subsystem(const struct diff *d);
const char *report_subsystem(const struct change *c);

/* One subsystem's section of a listing by subsystem. */
struct report_section {
	size_t from, to;	/* its changes: order[from..to) */
	const char *name;	/* "@subsystem", or NULL */
	const struct item *first;	/* whose annotations it shows */
	size_t count[3];	/* by change type */
	size_t hidden;		/* not listed: said once */
};

/* The section that starts at order[@i]. */
void report_section(struct report_section *s, const struct diff *d,
		    const struct fold *f, const struct output_opts *o,
		    const size_t *order, size_t i);

/* The line of a change: "~ NAME FILE:LINE  [verdict: reason]". */
void report_text_change(FILE *out, const struct change *c, int with_kind,
			const struct output_opts *opts);

#endif
