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
#include <unistd.h>

#include "cmd/cmd.h"
#include "core/strbuf.h"
#include "core/util.h"
#include "core/version.h"
#include "extract/extract.h"

/* Long options without a short one. */
enum {
	OPT_SINCE_RC1 = 256,
	OPT_COLOR,
	OPT_NO_COLOR,
	OPT_PROGRESS,
	OPT_NO_PROGRESS,
	OPT_NO_PAGER,
	OPT_LIST_COMMANDS,
	OPT_LIST_OPTIONS,
	OPT_LIST_KINDS,
	OPT_LIST_FORMATS,
	OPT_MAN,
	OPT_LINK_BASE,
	OPT_NO_INDEX,
};

static const char short_opts[] = "f:g:k:j:o:vhV";

static const struct option common_opts[] = {
	{ "format", required_argument, NULL, 'f' },
	{ "git", required_argument, NULL, 'g' },
	{ "kind", required_argument, NULL, 'k' },
	{ "jobs", required_argument, NULL, 'j' },
	{ "output", required_argument, NULL, 'o' },
	{ "verbose", no_argument, NULL, 'v' },
	{ "since-rc1", no_argument, NULL, OPT_SINCE_RC1 },
	{ "man", required_argument, NULL, OPT_MAN },
	{ "link-base", required_argument, NULL, OPT_LINK_BASE },
	{ "color", optional_argument, NULL, OPT_COLOR },
	{ "no-color", no_argument, NULL, OPT_NO_COLOR },
	{ "progress", no_argument, NULL, OPT_PROGRESS },
	{ "no-progress", no_argument, NULL, OPT_NO_PROGRESS },
	{ "no-pager", no_argument, NULL, OPT_NO_PAGER },
	{ "list-commands", no_argument, NULL, OPT_LIST_COMMANDS },
	{ "list-options", no_argument, NULL, OPT_LIST_OPTIONS },
	{ "list-kinds", no_argument, NULL, OPT_LIST_KINDS },
	{ "list-formats", no_argument, NULL, OPT_LIST_FORMATS },
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
"latest vX.Y-rc1, for what came after the merge window.  'abiwatch log A..B'\n"
"gives each change of 'diff A B' with the commit that made it; 'abiwatch\n"
"patch' what each patch of a series (format-patch files, a directory, an mbox\n"
"or standard input) adds, applied in memory to --base (HEAD).\n"
"'abiwatch history' counts per release and kind what each release added,\n"
"removed and changed, and 'abiwatch when NAME' says since when an item\n"
"exists and when it last changed.\n"
"'abiwatch logs [TREE] FILE...' says which of TREE's deprecation warnings\n"
"kernel logs (dmesg, journalctl -k, gzip or not, - for standard input) show.\n"
"'abiwatch triggers' prints the words that wake the extractors, one per line,\n"
"for benchmarks.\n"
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
"      --man=DIR      man pages (DIR/man2) for the @documented of syscalls\n"
"                     and ioctls, e.g. /usr/share/man; without, 'unknown'\n"
"      --link-base=URL  html: link items to URL/PATH#LLINE, or to URL with\n"
"                     {path}, {line} and {ref} put in; again, with {commit},\n"
"                     for the commits of a log\n"
"      --color[=WHEN] colour text: auto (on a terminal, unless NO_COLOR is\n"
"                     set), always or never; --no-color is never\n"
"      --progress     show progress on standard error even if it is not a\n"
"                     terminal; --no-progress never (default: a terminal)\n"
"      --no-pager     don't page output to a terminal ($ABIWATCH_PAGER,\n"
"                     $PAGER or 'less', with LESS=FRX if LESS is unset)\n"
"      --list-kinds   print the kinds, one a line, and exit; so do\n"
"                     --list-commands, --list-formats and --list-options\n"
"      --no-index     know a working tree's files by their stat data alone,\n"
"                     not by the blob ids of its git index\n"
"  -h, --help         show this help and exit\n"
"  -V, --version      show the version and exit\n";

static const char outro[] =
"\n"
"Exit status: 0 no changes, 1 changes found, 2 trouble: an input could not\n"
"be read, or part of one was skipped (each is named on standard error).\n";

/* The ABI kinds, each followed by @sep. */
static void add_kinds(struct strbuf *sb, char sep)
{
	const char *const *k;
	size_t i;

	for (i = 0; i < nr_extractors; i++)
		for (k = extractors[i]->kinds; *k; k++)
			strbuf_addf(sb, "%s%c", *k, sep);
}

static void usage(FILE *out)
{
	struct strbuf kinds = STRBUF_INIT, formats = STRBUF_INIT;
	size_t i;

	add_kinds(&kinds, ',');
	strbuf_setlen(&kinds, kinds.len - 1);
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
 * --list-*: what shell completion offers, asked of the binary itself so
 * that it never goes stale.  Options are those of the command named (the
 * default diff's without one), "=" after those that take an argument.
 */
static void list_words(int what, const struct option *opts)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	switch (what) {
	case OPT_LIST_COMMANDS:
		for (i = 0; i < nr_commands; i++)
			strbuf_addf(&sb, "%s\n", commands[i]->name);
		strbuf_addstr(&sb, "help\n");
		break;
	case OPT_LIST_OPTIONS:
		for (; opts->name; opts++)
			strbuf_addf(&sb, "--%s%s\n", opts->name,
				    opts->has_arg == no_argument ? "" : "=");
		break;
	case OPT_LIST_KINDS:
		add_kinds(&sb, '\n');
		break;
	case OPT_LIST_FORMATS:
		for (i = 0; i < nr_output_formats; i++)
			strbuf_addf(&sb, "%s\n", output_formats[i]->name);
		break;
	}
	fputs(sb.buf, stdout);
	strbuf_release(&sb);
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

/*
 * Colour and progress, decided once the options are known: auto colours
 * the output if it goes to a terminal, and shows progress if standard
 * error is one, after half a second, so that a quick run shows none.
 */
/*
 * --link-base, given once for the files of items and, with {commit}, once
 * for the commits of a log.
 */
static void link_base(struct output_opts *out, const char *url)
{
	if (!strstr(url, "{commit}"))
		out->link_base = url;
	else if (strstr(url, "{path}") || strstr(url, "{line}"))
		cmd_usage_error("--link-base %s: {commit} and {path} or {line} in one URL",
				url);
	else
		out->link_commit = url;
}

static void start_terminal(struct cmd_opts *o)
{
	int to_stdout = !o->output || !strcmp(o->output, "-");
	int show = progress_want(o->show_progress, STDERR_FILENO);

	o->out.color = color_want(o->color, to_stdout ? STDOUT_FILENO : -1);
	o->progress = progress_new(show, STDERR_FILENO,
				   o->show_progress > 0 ? 0 : 500);
	o->side.scan.progress = o->progress;
}

int main(int argc, char **argv)
{
	static struct strbuf kind_filter = STRBUF_INIT;
	struct cmd_opts o = {
		.format = output_formats[0],
		.out = OUTPUT_OPTS_INIT,
		.side = SIDE_CTX_INIT,
		.color = COLOR_AUTO,
		.show_progress = -1,
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
		case OPT_MAN:
			if (access(optarg, R_OK | X_OK) < 0)
				cmd_usage_error("--man %s: %s", optarg,
						strerror(errno));
			o.side.annotate.man_dir = optarg;
			break;
		case OPT_LINK_BASE:
			link_base(&o.out, optarg);
			break;
		case OPT_COLOR:
			if (color_parse(&o.color, optarg) < 0)
				cmd_usage_error("--color takes auto, always or never, not '%s'",
						optarg);
			break;
		case OPT_NO_COLOR:
			o.color = COLOR_NEVER;
			break;
		case OPT_PROGRESS:
		case OPT_NO_PROGRESS:
			o.show_progress = c == OPT_PROGRESS;
			break;
		case OPT_NO_PAGER:
			o.no_pager = 1;
			break;
		case OPT_LIST_COMMANDS:
		case OPT_LIST_OPTIONS:
		case OPT_LIST_KINDS:
		case OPT_LIST_FORMATS:
			list_words(c, longopts);
			free(longopts);
			return EXIT_SAME;
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
	start_terminal(&o);
	ret = cmd->run(argc - optind, argv + optind, &o);
	progress_free(o.progress);
	side_ctx_release(&o.side);
	return ret;
}
