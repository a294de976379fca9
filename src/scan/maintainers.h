/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Who to ask: the tree's MAINTAINERS file, and which of its entries owns
 * a file, ranked as scripts/get_maintainer.pl ranks them.
 *
 * An entry is a name line followed by "T:\tvalue" lines.  For a file:
 *   - an entry with an X: pattern that matches it is out;
 *   - F: patterns match with get_maintainer.pl's rules: '*' and '?' match
 *     any characters, '/' included, "[ch]" is a class, the pattern need
 *     only match the start of the path, and a pattern that does not end
 *     in '/' matches only paths with as many '/' as it has (a directory
 *     named without its slash matches everything below it).  The
 *     deepest match wins: the number of '/' in the pattern, plus one if
 *     it does not end in '/';
 *   - then N: regular expressions, searched in the path;
 *   - then K: regular expressions, searched in the item's name: an ABI
 *     item's name is the keyword its code is written around (pidfd_open,
 *     LANDLOCK_ACCESS_FS_*).  get_maintainer.pl searches them in a
 *     patch's text instead.
 * Of equal ranks, the entry with fewer F: patterns wins, then the one
 * first in the file (get_maintainer.pl leaves ties to Perl's hash order).  Catch-all patterns,
 * the F: patterns that begin with '*' (THE REST's), own everything and so
 * tell nothing: they are not used.
 *
 * F: patterns are indexed by their directory (the part before the first
 * wildcard, up to its last '/'), so a file is tried only against the
 * patterns of its own directories; N: and K: patterns are each one
 * Hyperscan database, searched once per path or name.
 */
#ifndef ABIWATCH_MAINTAINERS_H
#define ABIWATCH_MAINTAINERS_H

#include <stddef.h>

#include "core/inventory.h"
#include "scan/annotate.h"
#include "source/source.h"

struct maintainers;

struct maint_entry {
	char *name;
	char *maintainers;	/* M: lines, joined by ", " */
	char *lists;		/* L: lines, joined by ", " */
	char *status;		/* S: */
	unsigned int line;	/* of the name, from 1 */
	size_t xfirst, nx;	/* its X: patterns */
	size_t nf;		/* its F: patterns */
	/* The annotations' copies in the inventory's arena, made once. */
	const char *arena[4];
};

/*
 * Parse MAINTAINERS from buf[0..len).  A pattern that can't be used is
 * an inventory_problem() of @problems, named by its line, and skipped.
 */
struct maintainers *maintainers_parse(const char *buf, size_t len,
				      struct inventory *problems);
void maintainers_free(struct maintainers *m);

size_t maintainers_count(const struct maintainers *m);

/* The entry that owns @file, or the item @name in it; NULL if none. */
struct maint_entry *maintainers_match(struct maintainers *m,
				      const char *file, const char *name);

#endif
