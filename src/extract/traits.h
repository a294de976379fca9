/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What a report needs to know of the kinds' items beyond their
 * definitions: which attributes are an architecture's, and which items
 * are no promise to user space.  The diff rules (extract_diff_rules)
 * carry both to the layers above.
 */
#ifndef ABIWATCH_TRAITS_H
#define ABIWATCH_TRAITS_H

#include <stddef.h>

#include "core/inventory.h"

/*
 * The architecture of the attribute @key of a @kind item: its length,
 * *arch pointing into @key; 0 if it is no architecture's.
 */
size_t traits_attr_arch(const char **arch, const char *kind, const char *key);

/* Why @it is no user-space ABI promise, or NULL if it is one. */
const char *traits_unstable(const struct item *it);

#endif
