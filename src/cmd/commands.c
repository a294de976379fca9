// SPDX-License-Identifier: GPL-2.0
/*
 * The table of commands, and what they share: adding a command is one
 * file and one row.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd.h"
#include "core/util.h"

extern const struct command cmd_diff;
extern const struct command cmd_history;
extern const struct command cmd_log;
extern const struct command cmd_logs;
extern const struct command cmd_patch;
extern const struct command cmd_scan;
extern const struct command cmd_triggers;
extern const struct command cmd_when;

/* In the order of --help: alphabetical. */
const struct command *const commands[] = {
	&cmd_diff,
	&cmd_history,
	&cmd_log,
	&cmd_logs,
	&cmd_patch,
	&cmd_scan,
	&cmd_triggers,
	&cmd_when,
};

const size_t nr_commands = ARRAY_SIZE(commands);

const struct command *command_find(const char *name)
{
	size_t i;

	for (i = 0; i < nr_commands; i++)
		if (!strcmp(commands[i]->name, name))
			return commands[i];
	return NULL;
}

FILE *cmd_output_open(const struct cmd_opts *o)
{
	FILE *f;

	if (!o->output || !strcmp(o->output, "-")) {
		/* The pager has the terminal now: no progress over it. */
		if (!o->no_pager && pager_start())
			progress_quiet(o->progress);
		return stdout;
	}
	f = fopen(o->output, "w");
	if (!f)
		die("%s: %s", o->output, strerror(errno));
	return f;
}

void cmd_output_close(FILE *f, const struct cmd_opts *o)
{
	const char *name = f == stdout ? "standard output" : o->output;

	if (fflush(f) || ferror(f) || (f != stdout && fclose(f)))
		die("%s: write error: %s", name, strerror(errno));
}

void cmd_report_problems(const struct inventory *inv)
{
	size_t i;

	for (i = 0; i < inv->nproblems; i++)
		error("%s: %s", inv->problems[i].path, inv->problems[i].msg);
}

void cmd_usage_error(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nTry 'abiwatch --help' for more information.\n");
	exit(EXIT_TROUBLE);
}
