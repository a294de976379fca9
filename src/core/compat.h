/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The verdict on a changed item: what the change means for user space
 * built against the old tree.  The extractors judge (their rules are in
 * docs/compat.md); the diff carries the verdict; the outputs print it.
 */
#ifndef ABIWATCH_COMPAT_H
#define ABIWATCH_COMPAT_H

enum compat {
	COMPAT_NONE,		/* not judged: the kind has no rules */
	COMPAT_COMPATIBLE,
	COMPAT_BREAKING,
	COMPAT_UNKNOWN,
};

/* "compatible", "breaking", "unknown", or "" for COMPAT_NONE. */
const char *compat_name(enum compat c);

#endif
