// SPDX-License-Identifier: GPL-2.0
/*
 * The progress line.  One lock guards the tasks, the step and the line
 * on the screen; the workers only add to a task's atomic counter.  A
 * ticker thread, started with the first task, redraws every 100 ms; a
 * task's start and its total are drawn at once, and its end clears the
 * line if it was the last.  error() and warning() clear the line before
 * their message (util.h's report hooks), and the next tick redraws it.
 */
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "core/progress.h"
#include "core/strbuf.h"
#include "core/util.h"

#define TICK_NS 100000000L	/* ten redraws a second at most */
/* ", 123456 files/s": kept free before the rate shows. */
#define RATE_WIDTH 16

struct progress {
	pthread_mutex_t lock;
	pthread_cond_t wake;
	pthread_t ticker;
	int ticking, stop, quiet;
	int fd;
	int dumb;		/* TERM=dumb: no \033[K, clear with spaces */
	double visible_at;	/* nothing is drawn before this time */
	struct strbuf step;
	struct progress_task *tasks, **tail;
	size_t shown;		/* the width of the line on the screen */
};

/* The one progress of the process, for the report hooks. */
static struct progress *active;

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int progress_want(int forced, int fd)
{
	const char *ci = getenv("CI");

	if (forced >= 0)
		return forced;
	return isatty(fd) && !(ci && *ci);
}

/* Write all of @buf, as far as @fd takes it: progress is best effort. */
static void write_all(int fd, const char *buf, size_t len)
{
	while (len) {
		ssize_t n = write(fd, buf, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return;
		buf += n;
		len -= (size_t)n;
	}
}

static size_t term_width(int fd)
{
	struct winsize ws;
	const char *cols = getenv("COLUMNS");

	if (!ioctl(fd, TIOCGWINSZ, &ws) && ws.ws_col > 1)
		return ws.ws_col;
	if (cols && atoi(cols) > 1)
		return (size_t)atoi(cols);
	return 80;
}

/* git's test: a job in the background draws nothing over the shell. */
static int in_foreground(int fd)
{
	pid_t tpgrp = tcgetpgrp(fd);

	return tpgrp < 0 || tpgrp == getpgrp();
}

/* Put @line, or nothing if @len is 0, in place of what is shown. */
static void show_locked(struct progress *p, const char *line, size_t len)
{
	struct strbuf sb = STRBUF_INIT;

	if (!len && !p->shown)
		return;
	strbuf_addch(&sb, '\r');
	if (len)
		strbuf_add(&sb, line, len);
	if (p->dumb) {
		size_t end = len;

		for (; end < p->shown; end++)
			strbuf_addch(&sb, ' ');
		if (!len)
			strbuf_addch(&sb, '\r');
	} else {
		strbuf_addstr(&sb, "\033[K");
	}
	write_all(p->fd, sb.buf, sb.len);
	p->shown = len;
	strbuf_release(&sb);
}

/*
 * Files done of total, and the rate since the files were listed; the
 * width to keep for a rate still to come in *@later.
 */
static void add_counts(struct strbuf *sb, size_t *later,
		       const struct progress *p)
{
	const struct progress_task *t;
	size_t done = 0, total = 0, listing = 0;
	double start = 0, secs;

	*later = 0;
	for (t = p->tasks; t; t = t->next) {
		done += atomic_load_explicit(&t->done, memory_order_relaxed);
		total += t->total;
		listing += !t->total;
		if (t->total && (!start || t->start < start))
			start = t->start;
	}
	if (!total) {
		strbuf_addstr(sb, ": listing files");
		return;
	}
	if (done > total)
		done = total;
	strbuf_addf(sb, ": %u%% (%zu/%zu files)",
		    (unsigned int)(done * 100 / total), done, total);
	secs = now() - start;
	if (done == total && !listing)
		strbuf_addstr(sb, ", finishing");
	else if (secs >= 0.5)
		strbuf_addf(sb, ", %.0f files/s", (double)done / secs);
	else
		*later = RATE_WIDTH;
}

/*
 * The names of the trees, in @width columns at most: each gets its share,
 * and a long one (a path) keeps its end, where the release is named.
 */
static void add_names(struct strbuf *sb, const struct progress *p,
		      size_t width)
{
	const struct progress_task *t;
	size_t n = 0, len = 0, share;

	for (t = p->tasks; t; t = t->next) {
		len += strlen(t->name) + (n ? 2 : 0);
		n++;
	}
	share = width > 2 * n ? (width - 2 * (n - 1)) / n : 4;
	if (share < 4)
		share = 4;
	for (t = p->tasks; t; t = t->next) {
		size_t l = strlen(t->name);

		if (t != p->tasks)
			strbuf_addstr(sb, ", ");
		if (len <= width || l <= share)
			strbuf_addstr(sb, t->name);
		else
			strbuf_addf(sb, "...%s", t->name + l - (share - 3));
	}
}

static void compose_locked(struct strbuf *sb, const struct progress *p,
			   size_t width)
{
	struct strbuf counts = STRBUF_INIT;
	size_t room, later;

	if (p->step.len)
		strbuf_addf(sb, "%s: reading ", p->step.buf);
	else
		strbuf_addstr(sb, "Reading ");
	/* Room for the rate before it shows, so that names don't jump. */
	add_counts(&counts, &later, p);
	room = sb->len + counts.len + later;
	room = room < width ? width - room : 0;
	add_names(sb, p, room);
	strbuf_addbuf(sb, &counts);
	strbuf_release(&counts);
}

static void draw_locked(struct progress *p)
{
	struct strbuf sb = STRBUF_INIT;
	size_t width;

	if (p->quiet || !p->tasks || now() < p->visible_at ||
	    !in_foreground(p->fd))
		return;
	/* A line that wraps can't be redrawn in place. */
	width = term_width(p->fd) - 1;
	compose_locked(&sb, p, width);
	if (sb.len > width)
		strbuf_setlen(&sb, width);
	show_locked(p, sb.buf, sb.len);
	strbuf_release(&sb);
}

static void *ticker_main(void *arg)
{
	struct progress *p = arg;
	struct timespec at;

	pthread_mutex_lock(&p->lock);
	while (!p->stop) {
		clock_gettime(CLOCK_MONOTONIC, &at);
		at.tv_nsec += TICK_NS;
		if (at.tv_nsec >= 1000000000L) {
			at.tv_sec++;
			at.tv_nsec -= 1000000000L;
		}
		pthread_cond_timedwait(&p->wake, &p->lock, &at);
		if (!p->stop)
			draw_locked(p);
	}
	pthread_mutex_unlock(&p->lock);
	return NULL;
}

/* error() and warning() while the line is shown: clear it first. */
static void report_begin_hook(void)
{
	pthread_mutex_lock(&active->lock);
	show_locked(active, NULL, 0);
}

static void report_end_hook(void)
{
	pthread_mutex_unlock(&active->lock);
}

/* An exit from deep inside (die()) leaves no line behind. */
static void progress_atexit(void)
{
	if (active)
		progress_quiet(active);
}

struct progress *progress_new(int show, int fd, unsigned int delay_ms)
{
	static int registered;
	struct progress *p;
	pthread_condattr_t attr;
	const char *term = getenv("TERM");

	if (!show || active)
		return NULL;
	p = xcalloc(1, sizeof(*p));
	pthread_mutex_init(&p->lock, NULL);
	pthread_condattr_init(&attr);
	pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
	pthread_cond_init(&p->wake, &attr);
	pthread_condattr_destroy(&attr);
	p->fd = fd;
	p->dumb = term && !strcmp(term, "dumb");
	p->visible_at = now() + delay_ms / 1000.0;
	strbuf_init(&p->step, 0);
	p->tail = &p->tasks;
	active = p;
	report_begin = report_begin_hook;
	report_end = report_end_hook;
	if (!registered++)
		atexit(progress_atexit);
	return p;
}

void progress_free(struct progress *p)
{
	if (!p)
		return;
	pthread_mutex_lock(&p->lock);
	p->stop = 1;
	pthread_cond_signal(&p->wake);
	pthread_mutex_unlock(&p->lock);
	if (p->ticking)
		pthread_join(p->ticker, NULL);
	report_begin = NULL;
	report_end = NULL;
	active = NULL;
	while (p->tasks)
		progress_task_end(p->tasks);
	pthread_mutex_lock(&p->lock);
	show_locked(p, NULL, 0);
	pthread_mutex_unlock(&p->lock);
	strbuf_release(&p->step);
	pthread_cond_destroy(&p->wake);
	pthread_mutex_destroy(&p->lock);
	free(p);
}

void progress_quiet(struct progress *p)
{
	if (!p)
		return;
	pthread_mutex_lock(&p->lock);
	show_locked(p, NULL, 0);
	p->quiet = 1;
	pthread_mutex_unlock(&p->lock);
}

void progress_step(struct progress *p, const char *fmt, ...)
{
	va_list ap;

	if (!p)
		return;
	pthread_mutex_lock(&p->lock);
	strbuf_reset(&p->step);
	if (fmt) {
		va_start(ap, fmt);
		strbuf_vaddf(&p->step, fmt, ap);
		va_end(ap);
	}
	draw_locked(p);
	pthread_mutex_unlock(&p->lock);
}

struct progress_task *progress_task_begin(struct progress *p,
					  const char *name)
{
	struct progress_task *t;

	if (!p)
		return NULL;
	t = xcalloc(1, sizeof(*t));
	atomic_init(&t->done, 0);
	t->progress = p;
	t->name = xstrdup(name);
	pthread_mutex_lock(&p->lock);
	*p->tail = t;
	p->tail = &t->next;
	/* Started with the first tree: a command that reads none has none. */
	if (!p->ticking && !p->stop &&
	    !pthread_create(&p->ticker, NULL, ticker_main, p))
		p->ticking = 1;
	draw_locked(p);
	pthread_mutex_unlock(&p->lock);
	return t;
}

void progress_task_total(struct progress_task *t, size_t total)
{
	if (!t)
		return;
	pthread_mutex_lock(&t->progress->lock);
	/* A tree with no file to read is done as soon as listed. */
	t->total = total ? total : 1;
	t->start = now();
	if (!total)
		atomic_store(&t->done, 1);
	draw_locked(t->progress);
	pthread_mutex_unlock(&t->progress->lock);
}

void progress_task_end(struct progress_task *t)
{
	struct progress *p;
	struct progress_task **pp;

	if (!t)
		return;
	p = t->progress;
	pthread_mutex_lock(&p->lock);
	for (pp = &p->tasks; *pp != t; pp = &(*pp)->next)
		;
	*pp = t->next;
	if (p->tail == &t->next)
		p->tail = pp;
	if (p->tasks)
		draw_locked(p);
	else
		show_locked(p, NULL, 0);
	pthread_mutex_unlock(&p->lock);
	free(t->name);
	free(t);
}
