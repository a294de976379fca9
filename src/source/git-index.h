/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The entries of a git index file read in place, in their order, for the
 * working tree's match of stat data (worktree.c): the file is mapped and
 * each entry given as libgit2 gives it, without libgit2's 115 ms for a
 * kernel clone's 9 MB index (a checksum of the whole file, then an
 * allocation and a map insert per entry).  As git itself reads an index,
 * the checksum is not verified; every entry is bounds-checked before the
 * first is given.  Versions 2, 3 and 4 are read; a split index, or
 * another version, is left to libgit2.  A file cut short or malformed is
 * said here: libgit2 1.5 leaks what it read of one.
 */
#ifndef ABIWATCH_GIT_INDEX_H
#define ABIWATCH_GIT_INDEX_H

#include <git2.h>
#include <stddef.h>
#include <stdint.h>

#include "core/strbuf.h"

struct index_file {
	const unsigned char *map;
	size_t len;
	uint32_t version;
	uint32_t nentries;
	/* The next entry to give, and where it starts. */
	uint32_t next;
	size_t off;
	size_t end;		/* where the entries end */
	struct strbuf path;	/* the entry's path, built in version 4 */
	git_index_entry entry;
	char why[64];		/* why it can't be read: INDEX_FILE_BAD */
};

enum {
	INDEX_FILE_OK,
	/* A form left to libgit2, or a file that can't be opened. */
	INDEX_FILE_OTHER,
	/* Cut short or malformed, as @why says. */
	INDEX_FILE_BAD,
};

/*
 * Map the index file at @path and check its entries: INDEX_FILE_OK if
 * they can be read, else as above.  index_file_close() in every case.
 */
int index_file_open(struct index_file *ix, const char *path);

/* The next entry, in the file's order, or NULL after the last. */
const git_index_entry *index_file_next(struct index_file *ix);

void index_file_close(struct index_file *ix);

#endif
