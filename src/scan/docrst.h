/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The reStructuredText homes of "@documented" (scan/documented.c):
 *
 *  - Documentation/admin-guide/sysctl/DIR.rst, one file per
 *    /proc/sys/DIR/, whose section headings name its knobs ("nr_open",
 *    "file-max & file-nr", "bootloader_type (x86 only)"), for sysctl
 *    items, and for those of /proc/sys/net/ the sysctl pages of the
 *    networking book (ip-sysctl.rst...), whose terms name its knobs
 *    ("ip_forward - BOOLEAN");
 *  - the pages of the user-space API guide, Documentation/userspace-api/
 *    and the pages its toctrees reach (media/, ioctl/...), where an ioctl
 *    is named by a heading ("ioctl VIDIOC_G_FMT, VIDIOC_S_FMT"), a
 *    ".. c:macro::", a table row or a definition-list term, for ioctl
 *    items.
 *
 * Each sets @key of the items the other homes left "no" (or "unknown",
 * for ioctls without --man) and that its home names.
 */
#ifndef ABIWATCH_DOCRST_H
#define ABIWATCH_DOCRST_H

#include "core/inventory.h"
#include "source/source.h"

void docrst_annotate_sysctl(struct inventory *inv, struct source *src,
			    const char *key);
void docrst_annotate_ioctl(struct inventory *inv, struct source *src,
			   const char *key);

#endif
