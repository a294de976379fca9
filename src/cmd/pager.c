// SPDX-License-Identifier: GPL-2.0
/*
 * A pager for output to a terminal, as git runs one: ABIWATCH_PAGER,
 * else PAGER, else less, with LESS=FRX unless LESS is set (quit if it
 * fits on a screen, pass colours, leave the text on the screen).  The
 * pager reads our standard output through a pipe; we wait for it at
 * exit, and on a fatal signal, so that the shell's prompt never comes
 * back under a pager still running.  Our exit status stays our own.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "core/util.h"

static pid_t pager_pid;

static void pager_wait(void)
{
	fflush(stdout);
	fflush(stderr);
	/* The pager reads until the pipe closes: close ours. */
	close(STDOUT_FILENO);
	while (waitpid(pager_pid, NULL, 0) < 0 && errno == EINTR)
		;
}

static void pager_wait_signal(int sig)
{
	close(STDOUT_FILENO);
	while (waitpid(pager_pid, NULL, 0) < 0 && errno == EINTR)
		;
	signal(sig, SIG_DFL);
	raise(sig);
}

/* The pager's command, or NULL for none: empty, or "cat", is none. */
static const char *pager_command(void)
{
	const char *cmd = getenv("ABIWATCH_PAGER");

	if (!cmd)
		cmd = getenv("PAGER");
	if (!cmd)
		cmd = "less";
	if (!*cmd || !strcmp(cmd, "cat"))
		return NULL;
	return cmd;
}

/*
 * Run @cmd with standard input from @in.  A plain name is run as is, so
 * that a pager that isn't installed is seen: the exec fails, and says so
 * through a pipe that closes on a successful exec.  A command with
 * arguments or shell syntax is run by the shell, as git does.
 */
static noreturn void pager_exec(const char *cmd, int in, int report)
{
	int e;

	dup2(in, STDIN_FILENO);
	close(in);
	setenv("LESS", "FRX", 0);
	setenv("LV", "-c", 0);
	if (strcspn(cmd, "|&;<>()$`\\\"' \t\n*?[#~=%") == strlen(cmd))
		execlp(cmd, cmd, (char *)NULL);
	else
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
	e = errno;
	if (write(report, &e, sizeof(e)) < 0)
		_exit(127);
	_exit(127);
}

int pager_start(void)
{
	static const int sigs[] = { SIGINT, SIGHUP, SIGTERM, SIGQUIT, SIGPIPE };
	const char *cmd = pager_command();
	int fds[2], report[2], e;
	size_t i;
	ssize_t n;

	if (pager_pid || !cmd || !isatty(STDOUT_FILENO))
		return 0;
	if (pipe(fds) < 0)
		return 0;
	if (pipe2(report, O_CLOEXEC) < 0) {
		close(fds[0]);
		close(fds[1]);
		return 0;
	}
	fflush(stdout);
	pager_pid = fork();
	if (pager_pid == 0) {
		close(fds[1]);
		close(report[0]);
		pager_exec(cmd, fds[0], report[1]);
	}
	close(fds[0]);
	close(report[1]);
	while ((n = read(report[0], &e, sizeof(e))) < 0 && errno == EINTR)
		;
	close(report[0]);
	if (pager_pid < 0 || n > 0) {
		if (pager_pid > 0) {
			warning("pager '%s': %s", cmd, strerror(e));
			waitpid(pager_pid, NULL, 0);
		}
		pager_pid = 0;
		close(fds[1]);
		return 0;
	}
	dup2(fds[1], STDOUT_FILENO);
	close(fds[1]);
	atexit(pager_wait);
	for (i = 0; i < ARRAY_SIZE(sigs); i++)
		signal(sigs[i], pager_wait_signal);
	return 1;
}
