/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A progress line on standard error, as git and apt draw one: what is
 * being read, files done of total and a rate,
 *
 *	Reading linux-6.1, linux-6.12: 58% (81234/140012 files), 52100 files/s
 *
 * redrawn in place at most ten times a second by a thread of its own,
 * and cleared as soon as nothing is being read, so that the output and
 * the messages that follow start on a clean line.  Every function takes
 * NULL for "no progress", so callers need no test of their own.
 *
 * A scan is a task: progress_task_begin() when it starts,
 * progress_task_total() once its files are listed, progress_task_tick()
 * from any thread for each file done (one relaxed atomic add, no lock),
 * progress_task_end() when it is over.  A command that reads many trees
 * says which step it is at, shown before the trees being read:
 *
 *	progress_step(p, "Commit %zu of %zu", i + 1, n);
 *	Commit 3 of 40: reading 1a2b3c4d: 12% (...)
 */
#ifndef ABIWATCH_PROGRESS_H
#define ABIWATCH_PROGRESS_H

#include <stdatomic.h>
#include <stddef.h>

#include "core/util.h"

struct progress;

struct progress_task {
	atomic_size_t done;	/* files done, bumped by the workers */
	/* The rest is progress.c's, under the progress's lock. */
	struct progress *progress;
	struct progress_task *next;
	char *name;
	size_t total;		/* 0 while the files are being listed */
	double start;		/* when listed: seconds, monotonic clock */
};

/*
 * Whether to show progress on @fd: @forced if it is 0 or 1 (--progress,
 * --no-progress), else if @fd is a terminal and no CI variable says that
 * this is a CI job, whose log keeps every redraw.
 */
int progress_want(int forced, int fd);

/*
 * A progress line on @fd, drawn once @delay_ms have passed since now
 * (a run shorter than that shows nothing); NULL if @show is 0.
 */
struct progress *progress_new(int show, int fd, unsigned int delay_ms);

/* Clear the line and stop; @p may be NULL. */
void progress_free(struct progress *p);

/*
 * From now on draw nothing: something else (a pager) has the terminal.
 */
void progress_quiet(struct progress *p);

/* The step of a long command, as printf; NULL @fmt for none. */
void progress_step(struct progress *p, const char *fmt, ...) __printf(2, 3);

/* A tree being read, named as the user wrote it; NULL if @p is. */
struct progress_task *progress_task_begin(struct progress *p,
					  const char *name);
void progress_task_total(struct progress_task *t, size_t total);
void progress_task_end(struct progress_task *t);

static inline void progress_task_tick(struct progress_task *t)
{
	if (t)
		atomic_fetch_add_explicit(&t->done, 1, memory_order_relaxed);
}

#endif
