// SPDX-License-Identifier: GPL-2.0
/*
 * abiwatch: list the user-space ABIs that a kernel tree defines, and what
 * changed between two trees.  This file holds the commands; the work is
 * done by the scanner (scan.c), the extractors (extract-*.c), the diff
 * (diff.c) and the output formats (output-*.c).
 */
#include <errno.h>
#include <git2.h>
#include <getopt.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "scan/cache.h"
#include "core/diff.h"
#include "extract/extract.h"
#include "output/output.h"
#include "scan/scan.h"
#include "source/source.h"
#include "core/util.h"
#include "core/version.h"

/* Long options without a short one. */
enum { OPT_SINCE_RC1 = 256 };

struct cmd_opts {
	const struct output_format *format;
	struct scan_opts scan;
	struct output_opts out;
	const char *output;
	/* --kind: the kinds kept, as ",kind,kind,"; empty if all. */
	struct strbuf *only;
	const char *git_dir;	/* --git */
	git_repository *repo;	/* opened when a side is a ref */
	struct cache *cache;	/* opened with it */
	int cache_opened;
	int since_rc1;		/* --since-rc1 */
};

static const char usage_text[] =
"usage: abiwatch diff [options] [OLD NEW]\n"
"       abiwatch scan [options] TREE\n"
"       abiwatch triggers\n"
"       abiwatch --help | --version\n"
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
"Options:\n"
"  -f, --format=FMT   text (default), json or markdown\n"
"  -g, --git=DIR      the git repository of refs (default: the one around .)\n"
"  -k, --kind=LIST    only these ABI kinds, comma-separated: %s\n"
"  -j, --jobs=N       scan with N threads per tree (default: one per core)\n"
"  -o, --output=FILE  write to FILE instead of standard output\n"
"  -v, --verbose      text: show the attributes of every item listed\n"
"      --since-rc1    diff without OLD and NEW: from the latest -rc1 tag\n"
"  -h, --help         show this help and exit\n"
"  -V, --version      show the version and exit\n"
"\n"
"Exit status: 0 no changes, 1 changes found, 2 trouble: an input could not\n"
"be read, or part of one was skipped (each is named on standard error).\n";

static void usage(FILE *out)
{
	struct strbuf kinds = STRBUF_INIT;
	size_t i;

	const char *const *k;

	for (i = 0; i < nr_extractors; i++) {
		for (k = extractors[i]->kinds; *k; k++) {
			if (kinds.len)
				strbuf_addch(&kinds, ',');
			strbuf_addstr(&kinds, *k);
		}
	}
	fprintf(out, usage_text, kinds.buf);
	strbuf_release(&kinds);
}

static noreturn void usage_error(const char *fmt, const char *arg)
{
	fprintf(stderr, "%s: ", progname);
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\nTry 'abiwatch --help' for more information.\n");
	exit(EXIT_TROUBLE);
}

/*
 * The extractors that add the kinds of @list; the kinds themselves go
 * into @only as ",kind,kind," for keep_kind().
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
			usage_error("unknown ABI kind '%s'", tok);
		for (i = 0; extractors[i] != ex; i++)
			;
		mask |= UINT64_C(1) << i;
		strbuf_addf(only, "%s,", tok);
	}
	free(copy);
	if (!mask)
		usage_error("--kind needs at least one kind%s", "");
	return mask;
}

static struct strbuf kind_filter = STRBUF_INIT;

static int keep_kind(const char *kind, void *data)
{
	const struct strbuf *only = data;
	const char *p = only->buf;
	size_t len = strlen(kind);

	while ((p = strstr(p, kind))) {
		if (p[-1] == ',' && p[len] == ',')
			return 1;
		p += len;
	}
	return 0;
}

/*
 * A git tree: from the cache of inventories if it has this tree, else
 * scanned, with the cache's rows for the blobs it shares with trees seen
 * before, and then kept there (for every kind; --kind filters after).
 * REF:PATH is cached under its prefix too, since paths keep it.
 */
static int scan_git(struct inventory *inv, struct source *src,
		    const char *arg, struct cmd_opts *o)
{
	struct strbuf key = STRBUF_INIT;
	const char *colon = strchr(arg, ':');
	struct scan_opts all = o->scan;
	int ret = 0;

	if (!o->cache_opened) {
		o->cache = cache_open();
		o->cache_opened = 1;
	}
	cache_key(&key, source_git_tree_id(src));
	if (colon)
		strbuf_addf(&key, " path-%s", colon + 1);
	if (cache_get(o->cache, key.buf, inv, arg) == 0)
		goto out;
	all.kinds = ~UINT64_C(0) >> (64 - nr_extractors);
	all.cache = o->cache;
	if (scan_source(inv, src, o->cache ? &all : &o->scan) < 0)
		ret = -1;
	else if (o->cache)
		cache_put(o->cache, key.buf, inv);
out:
	strbuf_release(&key);
	return ret;
}

/* Fill @inv from a directory or a saved inventory. */
static int load_side(struct inventory *inv, const char *arg,
		     struct cmd_opts *o)
{
	struct strbuf err = STRBUF_INIT;
	struct source *src = NULL;
	struct stat st;
	int ret = -1;

	if (stat(arg, &st) < 0) {
		int e = errno;

		/* Not a path: a git ref, if there is a repository. */
		if (!o->repo && source_git_repo_open(&o->repo, o->git_dir,
						     &err) < 0) {
			if (o->git_dir)
				error("%s", err.buf);
			else
				error("%s: %s", arg, strerror(e));
			goto out;
		}
		if (source_git_open(&src, o->repo, arg, &err) < 0) {
			error("%s", err.buf);
			goto out;
		}
		if (scan_git(inv, src, arg, o) < 0)
			goto out;
	} else if (S_ISDIR(st.st_mode)) {
		if (source_dir_open(&src, arg, &err) < 0) {
			error("%s", err.buf);
			goto out;
		}
		if (scan_source(inv, src, &o->scan) < 0)
			goto out;
	} else if (S_ISREG(st.st_mode)) {
		if (inventory_load(inv, arg, &err) < 0) {
			error("%s", err.buf);
			goto out;
		}
	} else {
		error("%s: not a directory or an inventory file", arg);
		goto out;
	}
	/* An extractor adds several kinds; keep only those asked for. */
	if (o->only)
		inventory_filter(inv, keep_kind, o->only);
	ret = 0;
out:
	source_free(src);
	strbuf_release(&err);
	return ret;
}

struct dir_side {
	struct inventory *inv;
	struct source *src;
	struct scan_opts scan;
	struct strbuf trace;
	const struct cmd_opts *o;
	int ret;
};

static void *scan_dir_side(void *arg)
{
	struct dir_side *d = arg;

	d->ret = scan_source(d->inv, d->src, &d->scan);
	if (!d->ret && d->o->only)
		inventory_filter(d->inv, keep_kind, d->o->only);
	return NULL;
}

/*
 * Two directories are scanned at the same time, each with its threads:
 * then one side's single-threaded steps (the file walk, the extractors'
 * finish, the sort) overlap the other's scan.  Each side's inventory is
 * what a scan of it alone gives, and what a scan prints is held and
 * printed in order, so the output doesn't depend on which ends first.
 * Returns 1 if the sides are not two directories (or -j1 asks for one
 * thread): load them one after the other.
 */
static int load_dirs(struct inventory *old, struct inventory *new,
		     const char *const sides[2], struct cmd_opts *o)
{
	struct strbuf err = STRBUF_INIT;
	struct dir_side d[2];
	struct stat st;
	pthread_t thread;
	int i, ret = -1;

	if (o->scan.jobs == 1)
		return 1;
	for (i = 0; i < 2; i++)
		if (stat(sides[i], &st) < 0 || !S_ISDIR(st.st_mode))
			return 1;
	memset(d, 0, sizeof(d));
	for (i = 0; i < 2; i++) {
		d[i].inv = i ? new : old;
		d[i].scan = o->scan;
		d[i].scan.trace = &d[i].trace;
		d[i].o = o;
		strbuf_init(&d[i].trace, 0);
	}
	for (i = 0; i < 2; i++) {
		if (source_dir_open(&d[i].src, sides[i], &err) < 0) {
			error("%s", err.buf);
			goto out;
		}
	}
	if (pthread_create(&thread, NULL, scan_dir_side, &d[0])) {
		scan_dir_side(&d[0]);
		scan_dir_side(&d[1]);
	} else {
		scan_dir_side(&d[1]);
		pthread_join(thread, NULL);
	}
	fputs(d[0].trace.buf, stderr);
	fputs(d[1].trace.buf, stderr);
	ret = d[0].ret < 0 || d[1].ret < 0 ? -1 : 0;
out:
	for (i = 0; i < 2; i++) {
		source_free(d[i].src);
		strbuf_release(&d[i].trace);
	}
	strbuf_release(&err);
	return ret;
}

static void report_problems(const struct inventory *inv)
{
	size_t i;

	for (i = 0; i < inv->nproblems; i++)
		error("%s: %s", inv->problems[i].path, inv->problems[i].msg);
}

static FILE *open_output(const struct cmd_opts *o)
{
	FILE *f;

	if (!o->output || !strcmp(o->output, "-"))
		return stdout;
	f = fopen(o->output, "w");
	if (!f)
		die("%s: %s", o->output, strerror(errno));
	return f;
}

static void close_output(FILE *f, const struct cmd_opts *o)
{
	const char *name = f == stdout ? "standard output" : o->output;

	if (fflush(f) || ferror(f) || (f != stdout && fclose(f)))
		die("%s: write error: %s", name, strerror(errno));
}

static int cmd_scan(int argc, char **argv, struct cmd_opts *o)
{
	struct inventory inv;
	FILE *out;
	int ret;

	if (argc != 1)
		usage_error("scan takes one tree%s", "");
	inventory_init(&inv);
	if (load_side(&inv, argv[0], o) < 0) {
		inventory_release(&inv);
		return EXIT_TROUBLE;
	}
	report_problems(&inv);
	out = open_output(o);
	o->format->scan(out, &inv, &o->out);
	close_output(out, o);
	ret = inv.nproblems ? EXIT_TROUBLE : EXIT_SAME;
	inventory_release(&inv);
	return ret;
}

static int cmd_diff(int argc, char **argv, struct cmd_opts *o)
{
	struct inventory old, new;
	struct diff d;
	FILE *out;
	int ret = EXIT_TROUBLE;

	char *prev = NULL;
	const char *sides[2];

	if (argc != 2 && argc != 0)
		usage_error("diff takes two trees, OLD and NEW, or none%s", "");
	if (argc && o->since_rc1)
		usage_error("--since-rc1 is a diff without OLD and NEW%s", "");
	inventory_init(&old);
	inventory_init(&new);
	if (argc == 0) {
		/*
		 * In a clone: the previous release (or the latest -rc1) to
		 * the working tree.
		 */
		struct strbuf err = STRBUF_INIT;

		if ((!o->repo && source_git_repo_open(&o->repo, o->git_dir,
						      &err) < 0) ||
		    source_git_base_tag(&prev, o->repo, o->since_rc1, &err) < 0 ||
		    !git_repository_workdir(o->repo)) {
			error("diff without OLD and NEW: %s", err.len ? err.buf :
			      "a bare repository has no working tree");
			strbuf_release(&err);
			goto out;
		}
		strbuf_release(&err);
		sides[0] = prev;
		sides[1] = git_repository_workdir(o->repo);
		fprintf(stderr, "%s: comparing %s, %s, with the working tree %s\n",
			progname, sides[0], o->since_rc1 ? "the latest -rc1" :
			"the previous release", sides[1]);
	} else {
		sides[0] = argv[0];
		sides[1] = argv[1];
	}
	switch (load_dirs(&old, &new, sides, o)) {
	case 0:
		break;
	case 1:
		if (load_side(&old, sides[0], o) < 0 ||
		    load_side(&new, sides[1], o) < 0)
			goto out;
		break;
	default:
		goto out;
	}
	report_problems(&old);
	report_problems(&new);
	diff_inventories(&d, &old, &new, &extract_diff_rules);
	out = open_output(o);
	o->format->diff(out, &d, &o->out);
	close_output(out, o);
	if (old.nproblems || new.nproblems)
		ret = EXIT_TROUBLE;
	else
		ret = d.nchanges ? EXIT_CHANGED : EXIT_SAME;
	diff_release(&d);
out:
	inventory_release(&old);
	inventory_release(&new);
	free(prev);
	return ret;
}

/* The prefilter's words, so a benchmark can search for the same ones. */
static int cmd_triggers(const struct cmd_opts *o)
{
	const char *const *t;
	size_t i;

	for (i = 0; i < nr_extractors; i++) {
		if (!(o->scan.kinds & (UINT64_C(1) << i)) ||
		    !extractors[i]->triggers)
			continue;
		for (t = extractors[i]->triggers; *t; t++)
			printf("%s\n", *t);
	}
	return EXIT_SAME;
}

int main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ "git", required_argument, NULL, 'g' },
		{ "kind", required_argument, NULL, 'k' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "output", required_argument, NULL, 'o' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "since-rc1", no_argument, NULL, OPT_SINCE_RC1 },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 },
	};
	struct cmd_opts o = {
		.format = &output_text,
		.scan = SCAN_OPTS_INIT,
		.out = OUTPUT_OPTS_INIT,
	};
	const char *cmd;
	char *end;
	long n;
	int c;

	/* Options may come before or after the command and operands. */
	while ((c = getopt_long(argc, argv, "f:g:k:j:o:vhV", longopts, NULL)) != -1) {
		switch (c) {
		case 'f':
			o.format = output_find(optarg);
			if (!o.format)
				usage_error("unknown format '%s'", optarg);
			break;
		case 'g':
			o.git_dir = optarg;
			break;
		case 'k':
			o.scan.kinds = parse_kinds(&kind_filter, optarg);
			o.only = &kind_filter;
			break;
		case 'j':
			errno = 0;
			n = strtol(optarg, &end, 10);
			if (errno || *end || n < 1 || n > SCAN_MAX_JOBS)
				usage_error("--jobs takes a number from 1 to 256, not '%s'",
					    optarg);
			o.scan.jobs = (int)n;
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
		case 'h':
			usage(stdout);
			return EXIT_SAME;
		case 'V':
			printf("abiwatch %s\n", ABIWATCH_VERSION);
			return EXIT_SAME;
		default:
			fprintf(stderr, "Try 'abiwatch --help' for more information.\n");
			return EXIT_TROUBLE;
		}
	}
	/* No command: the default diff, in a git repository. */
	cmd = optind < argc ? argv[optind++] : "diff";
	if (!strcmp(cmd, "scan") || !strcmp(cmd, "diff")) {
		int ret = cmd[0] == 's' ?
			  cmd_scan(argc - optind, argv + optind, &o) :
			  cmd_diff(argc - optind, argv + optind, &o);

		cache_close(o.cache);
		git_repository_free(o.repo);
		return ret;
	}
	if (!strcmp(cmd, "triggers"))
		return cmd_triggers(&o);
	if (!strcmp(cmd, "help")) {
		usage(stdout);
		return EXIT_SAME;
	}
	usage_error("unknown command '%s'", cmd);
}
