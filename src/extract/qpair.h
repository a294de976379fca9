/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Items named "ROOT/?/NAME (FILE)", whose directory the source can't
 * tell: procfs, sysctl and debugfs.  The file in the name keeps two
 * drivers' NAMEs apart, and so a file that moves (habanalabs from
 * drivers/misc/ to drivers/accel/) would make its items look removed
 * and added.  These are the diff's hooks that pair them again.
 */
#ifndef EXTRACT_QPAIR_H
#define EXTRACT_QPAIR_H

struct item;
struct strbuf;

/* The key both forms share: the last part of the path, "NAME". */
int qpair_key(struct strbuf *key, const struct item *it);

/*
 * Whether removed @old and added @new are one item: the same NAME, one
 * of them (at least) with '?' for its directory, and the same source file
 * or one that moved (qpair_file_moved()).  Two items whose directories
 * are both known are never paired: their paths are their identity.
 */
int qpair_same_item(const struct item *old, const struct item *new);

/*
 * Whether paths @a and @b have the same last directory and file name
 * (drivers/misc/habanalabs/common/sysfs.c and
 * drivers/accel/habanalabs/common/sysfs.c): the file of a directory that
 * moved.
 */
int qpair_same_tail(const char *a, const char *b);

/*
 * Whether source file @b is @a moved: the same last directory and file
 * name (drivers/misc/habanalabs/common/debugfs.c, drivers/accel/...); the
 * same file name one directory up, down or across
 * (drivers/usb/host/fotg210-hcd.c, drivers/usb/fotg210/fotg210-hcd.c);
 * a file of the same directory whose name extends the old one (einj.c,
 * einj-core.c); a file that became a directory (amd/pmc.c,
 * amd/pmc/pmc.c); or a move of the table in qpair.c.
 */
int qpair_file_moved(const char *a, const char *b);

#endif
