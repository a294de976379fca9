/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The items of the uapi kinds, as the uapi extractor (extract/uapi.c),
 * its ioctl part (extract/ioctl.c) and their verdicts
 * (extract/uapi-compat.c) all see them: the kind names, the parsed files
 * of a tree, and how an attribute is named after the architecture that
 * defines it.  Below the three, so that none of them calls back up.
 */
#ifndef ABIWATCH_UAPI_ITEM_H
#define ABIWATCH_UAPI_ITEM_H

#include "c/cdecl.h"
#include "core/inventory.h"
#include "core/strbuf.h"

#define KIND_HEADER "uapi-header"
#define KIND_MACRO "uapi-macro"
#define KIND_TYPE "uapi-type"
#define KIND_ENUM "uapi-enum"
#define KIND_IOCTL "ioctl"

struct uapi_file {
	struct cdecl_file decl;
	/* "", the architecture of an arch uapi header, or the path. */
	const char *scope;
	int is_uapi;
	/*
	 * An x86 header as another ABI of x86 reads it (i386, x32): the
	 * group its attributes go into ("x86_32", "x86_x32"), and the file
	 * as x86-64 reads it, whose declarations it leaves to that one.
	 */
	const char *group;
	const struct uapi_file *base;
};

/*
 * Items are named by their C name alone; what an architecture's own uapi
 * headers define goes into attributes "ARCH:key", so that a definition
 * moving between a generic and an arch header is a change, not a
 * removal; what only x86's other ABIs see, into "x86_32:key" (i386) and
 * "x86_x32:key".  These add an attribute to the fact being built.
 */
void uapi_attr(struct inventory *inv, const struct uapi_file *f,
	       const char *key, const char *val, size_t len);
void uapi_attrf(struct inventory *inv, const struct uapi_file *f,
		const char *key, const char *fmt, ...)
	__printf(4, 5);

/* A value as the items show it: decimal, negative if the top bit is set. */
void uapi_format_int(struct strbuf *sb, uint64_t v);

/*
 * The attributes an item's architecture defines are its group, named
 * by the prefix of their keys: "" for the generic headers, "ARCH:" for
 * one architecture's.
 */

/* Whether attribute @key is in the group of @prefix. */
int uapi_in_group(const char *key, const char *prefix);

/* The attribute @key of group @prefix. */
const char *uapi_group_attr(const struct item *it, const char *prefix,
			    const char *key);

#endif
