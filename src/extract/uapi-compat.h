/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The compatibility verdicts on the uapi kinds and ioctls, the rules of
 * docs/compat.md (extract/uapi-compat.c): the uapi extractor's judge.
 */
#ifndef ABIWATCH_UAPI_COMPAT_H
#define ABIWATCH_UAPI_COMPAT_H

#include "core/compat.h"
#include "core/inventory.h"
#include "core/strbuf.h"

enum compat uapi_judge(struct strbuf *reason, const struct item *old,
		       const struct item *new);

#endif
