/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Patches as git format-patch writes them, one per file or several in an
 * mbox: each message's subject (without its "[PATCH n/m]"), author, date
 * and the git diff in its body.  A message without a diff (a cover
 * letter) is kept, with no diff, so that the caller can say it skipped it.
 */
#ifndef ABIWATCH_MBOX_H
#define ABIWATCH_MBOX_H

#include <stddef.h>

struct mbox_patch {
	char *file;		/* where it was read from */
	char *id;		/* the commit id of its "From <id>" line, or "" */
	char *subject;
	char *author;		/* "Name <email>" */
	char *date;		/* the Date header as written, or "" */
	char *diff;		/* from the first "diff --git", or NULL */
	size_t difflen;
};

struct mbox {
	struct mbox_patch *v;
	size_t n, alloc;
};

#define MBOX_INIT { NULL, 0, 0 }

/* Add the messages of @buf, read from @file, to @mb. */
void mbox_parse(struct mbox *mb, const char *file, const char *buf,
		size_t len);
void mbox_release(struct mbox *mb);

#endif
