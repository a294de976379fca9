// SPDX-License-Identifier: GPL-2.0
/*
 * abiwatch: list the user-space ABIs that a kernel tree defines, and what
 * changed between two trees.  This file parses the options and runs the
 * command named, from the table in cmd/commands.c; each command is a file
 * of cmd/, and loads its trees through scan/side.h.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd.h"
#include "core/strbuf.h"
#include "core/util.h"
#include "core/version.h"
#include "extract/extract.h"

/* Long options without a short one. */
enum { OPT_SINCE_RC1 = 256, OPT_NO_INDEX };

static const char short_opts[] = "f:g:k:j:o:vhV";

static const struct option common_opts[] = {
	{ "format", required_argument, NULL, 'f' },
	{ "git", required_argument, NULL, 'g' },
	{ "kind", required_argument, NULL, 'k' },
	{ "jobs", required_argument, NULL, 'j' },
	{ "output", required_argument, NULL, 'o' },
	{ "verbose", no_argument, NULL, 'v' },
	{ "since-rc1", no_argument, NULL, OPT_SINCE_RC1 },
	{ "no-index", no_argument, NULL, OPT_NO_INDEX },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ NULL, 0, NULL, 0 },
};

static const char intro[] =
"\n"
"List the user-space ABIs a Linux kernel tree defines (scan), or those that\n"
"were added, removed or changed between two trees (diff).  OLD, NEW and TREE\n"
"are kernel source directories, inventories saved with\n"
"'abiwatch scan --format json -o FILE TREE', or git refs of the repository\n"
"(v6.12, HEAD~1, v6.12:include/uapi), read from its objects without a\n"
"checkout.  In a git repository, 'abiwatch' or 'abiwatch diff' alone compares\n"
"the previous release tag (vX.Y) with the working tree; with --since-rc1, the\n"
"latest vX.Y-rc1, for what came after the merge window.  'abiwatch triggers'\n"
"prints the words that wake the extractors, one per line, for benchmarks.\n"
"\n"
"Options:\n";

static const char common_help[] =
"  -f, --format=FMT   %s (the first is the default)\n"
"  -g, --git=DIR      the git repository of refs (default: the one around .)\n"
"  -k, --kind=LIST    only these ABI kinds, comma-separated: %s\n"
"  -j, --jobs=N       scan with N threads per tree (default: one per core)\n"
"  -o, --output=FILE  write to FILE instead of standard output\n"
"  -v, --verbose      text: show the attributes of every item listed\n"
"      --since-rc1    diff without OLD and NEW: from the latest -rc1 tag\n"
"      --no-index     know a working tree's files by their stat data alone,\n"
"                     not by the blob ids of its git index\n"
"  -h, --help         show this help and exit\n"
"  -V, --version      show the version and exit\n";

static const char outro[] =
"\n"
"Exit status: 0 no changes, 1 changes found, 2 trouble: an input could not\n"
"be read, or part of one was skipped (each is named on standard error).\n";

static void usage(FILE *out)
{
	struct strbuf kinds = STRBUF_INIT, formats = STRBUF_INIT;
	const char *const *k;
	size_t i;

	for (i = 0; i < nr_extractors; i++) {
		for (k = extractors[i]->kinds; *k; k++) {
			if (kinds.len)
				strbuf_addch(&kinds, ',');
			strbuf_addstr(&kinds, *k);
		}
	}
	for (i = 0; i < nr_output_formats; i++)
		strbuf_addf(&formats, "%s%s", i ? (i + 1 < nr_output_formats ?
						   ", " : " or ") : "",
			    output_formats[i]->name);
	for (i = 0; i < nr_commands; i++)
		fprintf(out, "%s abiwatch %s\n", i ? "      " : "usage:",
			commands[i]->synopsis);
	fprintf(out, "       abiwatch --help | --version\n");
	fputs(intro, out);
	fprintf(out, common_help, formats.buf, kinds.buf);
	for (i = 0; i < nr_commands; i++)
		if (commands[i]->options_help)
			fprintf(out, "\nOptions of %s:\n%s", commands[i]->name,
				commands[i]->options_help);
	fputs(outro, out);
	strbuf_release(&kinds);
	strbuf_release(&formats);
}

/*
 * The extractors that add the kinds of @list; the kinds themselves go
 * into @only as ",kind,kind," for the side loader's filter.
 */
static uint64_t parse_kinds(struct strbuf *only, const char *list)
{
	uint64_t mask = 0;
	char *copy = xstrdup(list), *tok, *save = NULL;
	size_t i;

	strbuf_reset(only);
	strbuf_addch(only, ',');
	for (tok = strtok_r(copy, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		const struct extractor *ex = extractor_for_kind(tok);

		if (!ex)
			cmd_usage_error("unknown ABI kind '%s'", tok);
		for (i = 0; extractors[i] != ex; i++)
			;
		mask |= UINT64_C(1) << i;
		strbuf_addf(only, "%s,", tok);
	}
	free(copy);
	if (!mask)
		cmd_usage_error("--kind needs at least one kind");
	return mask;
}

/* Whether the long option @name of @opts takes an argument: 1, 0, or -1. */
static int long_takes_arg(const struct option *opts, const char *name,
			  size_t len)
{
	for (; opts && opts->name; opts++)
		if (strlen(opts->name) == len && !strncmp(opts->name, name, len))
			return opts->has_arg == required_argument;
	return -1;
}

/* Whether --@name, of any command, takes an argument. */
static int any_takes_arg(const char *name)
{
	size_t len = strcspn(name, "="), i;
	int r;

	if (name[len] == '=')
		return 0;
	r = long_takes_arg(common_opts, name, len);
	for (i = 0; r < 0 && i < nr_commands; i++)
		r = long_takes_arg(commands[i]->options, name, len);
	return r > 0;
}

/*
 * Options may come before or after the command and its operands, as in
 * git: the command is the first word that is not an option or an
 * option's argument.  Its index in argv, or 0 if there is none.
 */
static int find_command(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "--"))
			return i + 1 < argc ? i + 1 : 0;
		if (a[0] != '-' || !a[1])
			return i;
		if (a[1] == '-') {
			i += any_takes_arg(a + 2);
			continue;
		}
		/* A cluster of short options; the last may take the next word. */
		for (a++; *a; a++) {
			const char *p = strchr(short_opts, *a);

			if (p && p[1] == ':') {
				i += !a[1];
				break;
			}
		}
	}
	return 0;
}

/* The common options, then the command's own. */
static struct option *merge_options(const struct command *cmd)
{
	size_t n = ARRAY_SIZE(common_opts) - 1, m = 0;
	struct option *all;

	while (cmd->options && cmd->options[m].name)
		m++;
	all = xcalloc(n + m + 1, sizeof(*all));
	memcpy(all, common_opts, n * sizeof(*all));
	if (m)
		memcpy(all + n, cmd->options, m * sizeof(*all));
	return all;
}

static int parse_jobs(const char *arg)
{
	char *end;
	long n;

	errno = 0;
	n = strtol(arg, &end, 10);
	if (errno || *end || n < 1 || n > SCAN_MAX_JOBS)
		cmd_usage_error("--jobs takes a number from 1 to %d, not '%s'",
				SCAN_MAX_JOBS, arg);
	return (int)n;
}

int main(int argc, char **argv)
{
	static struct strbuf kind_filter = STRBUF_INIT;
	struct cmd_opts o = {
		.format = output_formats[0],
		.out = OUTPUT_OPTS_INIT,
		.side = SIDE_CTX_INIT,
	};
	const struct command *cmd;
	struct option *longopts;
	int at, c, ret;

	/* No command: the default diff, in a git repository. */
	at = find_command(argc, argv);
	cmd = command_find(at ? argv[at] : "diff");
	if (!cmd) {
		if (!strcmp(argv[at], "help")) {
			usage(stdout);
			return EXIT_SAME;
		}
		cmd_usage_error("unknown command '%s'", argv[at]);
	}
	if (at) {
		memmove(argv + at, argv + at + 1,
			(size_t)(argc - at) * sizeof(*argv));
		argc--;
	}

	longopts = merge_options(cmd);
	while ((c = getopt_long(argc, argv, short_opts, longopts, NULL)) != -1) {
		switch (c) {
		case 'f':
			o.format = output_find(optarg);
			if (!o.format)
				cmd_usage_error("unknown format '%s'", optarg);
			break;
		case 'g':
			o.side.git_dir = optarg;
			break;
		case 'k':
			o.side.scan.kinds = parse_kinds(&kind_filter, optarg);
			o.side.only = kind_filter.buf;
			break;
		case 'j':
			o.side.scan.jobs = parse_jobs(optarg);
			break;
		case 'o':
			o.output = optarg;
			break;
		case 'v':
			o.out.verbose = 1;
			break;
		case OPT_SINCE_RC1:
			o.since_rc1 = 1;
			break;
		case OPT_NO_INDEX:
			o.side.no_index = 1;
			break;
		case 'h':
			usage(stdout);
			free(longopts);
			return EXIT_SAME;
		case 'V':
			printf("abiwatch %s\n", ABIWATCH_VERSION);
			free(longopts);
			return EXIT_SAME;
		default:
			if (c >= CMD_OPT_OWN && cmd->option) {
				if (cmd->option(c, optarg) < 0)
					exit(EXIT_TROUBLE);
				break;
			}
			fprintf(stderr, "Try 'abiwatch --help' for more information.\n");
			free(longopts);
			return EXIT_TROUBLE;
		}
	}
	free(longopts);
	ret = cmd->run(argc - optind, argv + optind, &o);
	side_ctx_release(&o.side);
	return ret;
}
