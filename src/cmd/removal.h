/* SPDX-License-Identifier: GPL-2.0 */
/*
 * abiwatch scan --removal-candidates: the ABIs a tree says are on their
 * way out, with when they were so marked where the tree says it.
 */
#ifndef ABIWATCH_REMOVAL_H
#define ABIWATCH_REMOVAL_H

#include "core/inventory.h"

/*
 * Keep in @inv only the removal candidates: the deprecation warnings,
 * and the Documentation/ABI/obsolete entries (doc-abi items of status
 * obsolete).  Each gets the annotation "@marked": the entry's Date and
 * KernelVersion; for a warning, those of the obsolete entries of the ABI
 * it guards where the inventory has them.
 */
void removal_candidates(struct inventory *inv);

#endif
