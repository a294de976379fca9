/* SPDX-License-Identifier: GPL-2.0 */
/*
 * abiwatch scan --removal-candidates: the ABIs a tree says are on their
 * way out, with when they were so marked where the tree says it.
 */
#ifndef ABIWATCH_REMOVAL_H
#define ABIWATCH_REMOVAL_H

#include "cmd/cmd.h"
#include "core/inventory.h"

/*
 * Keep in @inv only the removal candidates: the deprecation warnings,
 * and the Documentation/ABI/obsolete entries (doc-abi items of status
 * obsolete).  Each gets the annotation "@marked": the entry's Date and
 * KernelVersion; for a warning, those of the obsolete entries of the ABI
 * it guards where the inventory has them.
 */
void removal_candidates(struct inventory *inv);

/*
 * Date each deprecation warning of @inv, the removal candidates of
 * @tree, from the releases of its repository: "@since", the oldest
 * release in which the warning exists (as itself, or moved or
 * re-expressed: extract_diff_rules' pairing).  The releases are those of
 * @tags ("v6.0..v6.12") if not NULL; else those up to @tree if it is a
 * release tag ("..v6.12"); else those of the last history of the
 * repository in the cache.  Only where git history is at hand: @tree
 * is a git ref, or --git names the repository.  Returns 0 (also when
 * there is no history to read), or -1 after saying why.
 */
int removal_since(struct inventory *inv, struct cmd_opts *o,
		  const char *tree, const char *tags);

#endif
