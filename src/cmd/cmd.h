/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The commands, one file each in this folder, registered by one row in
 * commands.c.  abiwatch.c parses the options every command shares, and
 * those of the command named, then runs it.
 *
 * A new command is a file cmd/NAME.c that defines a struct command
 * cmd_NAME, and a row in commands.c.  Its own long options go in
 * command.options, with ids from CMD_OPT_OWN up, and reach it through
 * command.option before run is called.
 */
#ifndef ABIWATCH_CMD_H
#define ABIWATCH_CMD_H

#include <getopt.h>
#include <stdio.h>

#include "core/inventory.h"
#include "core/progress.h"
#include "output/color.h"
#include "output/output.h"
#include "scan/side.h"

/* The options every command shares, parsed by abiwatch.c. */
struct cmd_opts {
	const struct output_format *format;
	struct output_opts out;
	/* How sides are loaded: threads, kinds, the repository, the cache. */
	struct side_ctx side;
	const char *output;	/* -o, or NULL for standard output */
	int since_rc1;		/* --since-rc1 */
	/* Terminal manners: colour, the pager, the progress line. */
	enum color_when color;	/* --color; out.color is what it gave */
	int no_pager;		/* --no-pager */
	int show_progress;	/* --progress 1, --no-progress 0, else -1 */
	/*
	 * The progress line, or NULL; side.scan has it too.  A command that
	 * reads many trees says its step: progress_step(o->progress, ...).
	 */
	struct progress *progress;
};

/* Ids of a command's own long options start here. */
#define CMD_OPT_OWN 512

struct command {
	const char *name;
	/* Its synopsis, the text after "abiwatch " in --help. */
	const char *synopsis;
	/* Its own long options, { NULL } terminated; may be NULL. */
	const struct option *options;
	/* Their lines in --help, each ending in a newline; may be NULL. */
	const char *options_help;
	/*
	 * Take one of those (@id is its val): 0, or -1 after saying what is
	 * wrong with @arg.
	 */
	int (*option)(int id, const char *arg);
	/* Run with the operands: an exit status, EXIT_SAME to EXIT_TROUBLE. */
	int (*run)(int argc, char **argv, struct cmd_opts *o);
};

extern const struct command *const commands[];
extern const size_t nr_commands;

/* The command named @name, or NULL. */
const struct command *command_find(const char *name);

/*
 * What every command does with its output and the problems of inputs.
 * Standard output to a terminal goes through a pager, unless --no-pager.
 */
FILE *cmd_output_open(const struct cmd_opts *o);
void cmd_output_close(FILE *f, const struct cmd_opts *o);
void cmd_report_problems(const struct inventory *inv);

/*
 * Start the pager on our standard output if it is a terminal (pager.c):
 * 1 if it runs, 0 if there is none to run, or it could not start.
 */
int pager_start(void);

/* Say a usage error about the command line, and exit with trouble. */
noreturn void cmd_usage_error(const char *fmt, ...) __printf(1, 2);

#endif
