/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Matching kernel log lines against the format strings of the kernel's
 * warnings.  Each format string becomes a regular expression: its text
 * literal, escaped, its printf conversions wildcards; all of them are
 * compiled into one Hyperscan database, and a line is matched against
 * every warning in one pass, at memory speed.
 */
#ifndef ABIWATCH_LOGMATCH_H
#define ABIWATCH_LOGMATCH_H

#include <stddef.h>

#include "core/strbuf.h"

/*
 * The regular expression of a format string written as in C source
 * (escapes as written: "a \"b\"\n"), with the pr_fmt() prefix @prefix
 * (NULL for none) in front.  A format of several lines ("...\n...") is
 * several log lines: the one with the most letters and digits is
 * matched, the prefix only if it is the first.  Conversions (%d, %*s,
 * %pOF, and %% as a literal) match any text; the regex is not anchored,
 * so a leading or trailing conversion is dropped.  Returns the number of
 * literal characters it holds (a matcher's specificity), or 0 if it has
 * none, in which case @re is empty and must not be used.
 */
size_t logmatch_regex(struct strbuf *re, const char *format,
		      const char *prefix);

struct logmatch;

/*
 * Compile @n regexes, of the given specificities.  A regex Hyperscan
 * refuses is left out (it never matches) and named in @err, which gets
 * one line per refusal; returns 0, or -1 if nothing could be compiled.
 */
int logmatch_new(struct logmatch **out, const char *const *regexes,
		 const size_t *weights, size_t n, struct strbuf *err);
void logmatch_free(struct logmatch *m);

/* A line that matched: where it starts in the buffer, and which warning. */
struct logmatch_hit {
	size_t line;
	long id;
};

/*
 * Match the lines of buf[0..len), each ended by '\n' (the last one may
 * not be), in one pass.  Returns the number of lines that matched, their
 * hits in (*hits)[0..n) in the order of the lines; *hits belongs to @m
 * and lasts until the next call.  A line that matches several warnings
 * is the most specific one's (the most literal characters; of equals,
 * the lowest index), so that a line counts once.  Not thread-safe: one
 * matcher per thread.
 */
size_t logmatch_scan(struct logmatch *m, const char *buf, size_t len,
		     const struct logmatch_hit **hits);

/* The index of the warning that the one line line[0..len) matches, or -1. */
long logmatch_line(struct logmatch *m, const char *line, size_t len);

#endif
