/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What 'history' and 'when' share: the releases, named (REF...) or a
 * range of tags (--tags), loaded into a history through the cache.
 */
#ifndef ABIWATCH_CMD_HISTORY_H
#define ABIWATCH_CMD_HISTORY_H

#include "cmd/cmd.h"
#include "core/history.h"
#include "scan/releases.h"

/* --tags FIRST..LAST: an option of both commands. */
int cmd_history_option(int id, const char *arg);

/*
 * Fill @h from the operands, or --tags; with @recall and neither, from the
 * releases of the last history of the repository.  0, or -1 after saying
 * why.
 */
int cmd_history_load(struct history *h, int argc, char **argv,
		     struct cmd_opts *o, int recall);

/* Say the problems of each release on standard error. */
void cmd_history_problems(const struct history *h);

/* 2 if a release was read in part, else 1 if anything changed, else 0. */
int cmd_history_status(const struct history *h);

#endif
