/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The ioctl part of the uapi extractor (extract/ioctl.c), which the
 * finish step of extract/uapi.c runs once the tree's names are resolved.
 */
#ifndef ABIWATCH_IOCTL_H
#define ABIWATCH_IOCTL_H

#include "c/cdb.h"
#include "extract/uapi-item.h"

/* Add an ioctl item for each command that @files define. */
void ioctl_emit(struct inventory *inv, struct cdb *db,
		struct uapi_file *const *files, size_t n);

/* Whether a macro or enumerator body is an ioctl command. */
int ioctl_is_command(const struct cdb_ctx *ctx, const struct token *t,
		     size_t n);

#endif
