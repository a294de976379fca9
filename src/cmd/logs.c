// SPDX-License-Identifier: GPL-2.0
/*
 * abiwatch logs [TREE] FILE...: which of TREE's deprecated ABIs the kernel
 * logs show still in use.  Each deprecation warning of TREE becomes a
 * matcher (scan/logmatch.h); each log (dmesg, journalctl -k, syslog's
 * kern.log, one file per machine, gzip or not, "-" for standard input) is
 * read line by line through a buffer of fixed size, so that logs of any
 * size are matched in bounded memory.  The report gives, per warning, the
 * lines, the machines (files) and the first and last time stamp; then the
 * warnings never seen, then what each file held.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <git2.h>
#include <jansson.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>

#include "cmd/cmd.h"
#include "core/util.h"
#include "extract/extract.h"
#include "scan/logmatch.h"

#define KIND "deprecation"
#define READ_SIZE (1024 * 1024)
/* No kernel log line is longer: printk's records hold 1 KiB. */
#define MAX_LINE (64 * 1024)

/*
 * A time stamp, by how far it can be compared: seconds since boot
 * (dmesg), a date without a year (syslog, journalctl's short format), a
 * full date (dmesg -T, ISO 8601).  Of a warning's lines, the first and
 * last are those of the best rank seen.
 */
enum stamp_rank { STAMP_NONE, STAMP_BOOT, STAMP_NOYEAR, STAMP_FULL };

struct stamp {
	enum stamp_rank rank;
	double key;
	char text[40];
	size_t file;
};

struct seen {
	const struct item *it;
	uint64_t lines;
	size_t machines, last_file;
	struct stamp first, last;
};

struct log_file {
	const char *name;
	uint64_t lines, matched, nostamp, overlong;
	const char *trouble;	/* why it was read only in part */
	char msg[160];
};

struct logs {
	struct seen *seen;
	size_t nseen;
	struct logmatch *m;
	struct log_file *files;
	size_t nfiles;
	char *buf;
};

static const char *const months[] = {
	"Jan", "Feb", "Mar", "Apr", "May", "Jun",
	"Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
};

static int is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static int month_of(const char *s)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(months); i++)
		if (!memcmp(s, months[i], 3))
			return (int)i;
	return -1;
}

/* Whether the NUL-terminated line starts with a time stamp; cheap. */
static int has_stamp(const char *s, size_t len)
{
	if (len >= 3 && s[0] == '[')
		return 1;
	if (len >= 10 && is_digit(s[0]) && is_digit(s[3]) && s[4] == '-')
		return 1;
	return len >= 15 && s[3] == ' ' && month_of(s) >= 0;
}

/* The time stamp that starts line @s (NUL-terminated). */
static void stamp_parse(struct stamp *st, const char *s)
{
	struct tm tm;
	double frac = 0;
	int n = 0, mon, d, h, mi, sec, y, tzh, tzm;
	char day[4], mname[4], sign;
	long long whole;
	time_t t;

	memset(&tm, 0, sizeof(tm));
	st->rank = STAMP_NONE;
	/* dmesg: "[   12.345678] ..." */
	if (sscanf(s, "[ %lld.%6d]%n", &whole, &d, &n) == 2 && n) {
		st->rank = STAMP_BOOT;
		st->key = (double)whole + d / 1e6;
		snprintf(st->text, sizeof(st->text), "%lld.%06d s after boot",
			 whole, d);
		return;
	}
	/* dmesg -T: "[Wed Jan  3 10:00:00 2024] ..." */
	if (sscanf(s, "[%3s %3s %d %d:%d:%d %d]%n", day, mname, &d, &h, &mi,
		   &sec, &y, &n) == 7 && n && (mon = month_of(mname)) >= 0) {
		tm.tm_year = y - 1900;
		tm.tm_mon = mon;
		tm.tm_mday = d;
		tm.tm_hour = h;
		tm.tm_min = mi;
		tm.tm_sec = sec;
		goto full;
	}
	/* ISO 8601: "2024-01-03T10:00:00.123456+01:00 ..." */
	if (sscanf(s, "%4d-%2d-%2d%*1[T ]%2d:%2d:%2d%n", &y, &mon, &d, &h, &mi,
		   &sec, &n) == 6 && n) {
		const char *p = s + n;

		tm.tm_year = y - 1900;
		tm.tm_mon = mon - 1;
		tm.tm_mday = d;
		tm.tm_hour = h;
		tm.tm_min = mi;
		tm.tm_sec = sec;
		if (*p == '.' || *p == ',')
			for (p++; is_digit(*p); p++)
				;
		if (sscanf(p, "%c%2d%*[:]%2d", &sign, &tzh, &tzm) == 3 ||
		    sscanf(p, "%c%2d%2d", &sign, &tzh, &tzm) == 3) {
			if (sign == '+' || sign == '-')
				frac = (sign == '+' ? -1 : 1) *
				       (tzh * 3600.0 + tzm * 60.0);
		}
		goto full;
	}
	/* syslog, journalctl -k: "Jan  3 10:00:00 host kernel: ..." */
	if ((mon = month_of(s)) >= 0 && s[3] == ' ' &&
	    sscanf(s + 4, "%d %d:%d:%d%n", &d, &h, &mi, &sec, &n) == 4 && n) {
		st->rank = STAMP_NOYEAR;
		st->key = ((mon * 32.0 + d) * 24 + h) * 3600 + mi * 60 + sec;
		snprintf(st->text, sizeof(st->text), "%s %2d %02d:%02d:%02d",
			 months[mon], d, h, mi, sec);
	}
	return;
full:
	t = timegm(&tm);
	st->rank = STAMP_FULL;
	st->key = (double)t + frac;
	t = (time_t)st->key;
	if (!gmtime_r(&t, &tm) ||
	    !strftime(st->text, sizeof(st->text), "%Y-%m-%dT%H:%M:%SZ", &tm))
		st->rank = STAMP_NONE;
}

static void note_match(struct logs *lg, size_t file, long id, const char *line)
{
	struct seen *s = &lg->seen[id];
	struct stamp st;

	s->lines++;
	if (!s->machines || s->last_file != file) {
		s->machines++;
		s->last_file = file;
	}
	stamp_parse(&st, line);
	st.file = file;
	if (st.rank > s->first.rank) {
		s->first = st;
		s->last = st;
	} else if (st.rank && st.rank == s->first.rank) {
		if (st.key < s->first.key)
			s->first = st;
		if (st.key >= s->last.key)
			s->last = st;
	}
}

/*
 * The lines of buf[0..len), each ended by '\n': counted, their stamps
 * checked, matched all at once.
 */
static void do_lines(struct logs *lg, size_t file, char *buf, size_t len)
{
	struct log_file *f = &lg->files[file];
	const struct logmatch_hit *hits;
	size_t nhits = logmatch_scan(lg->m, buf, len, &hits), k = 0;
	char *s = buf, *end = buf + len, *nl;

	for (; s < end; s = nl + 1) {
		size_t n;

		nl = memchr(s, '\n', (size_t)(end - s));
		if (!nl)
			nl = end;
		n = (size_t)(nl - s);
		f->lines++;
		if (n && !has_stamp(s, n) && strncmp(s, "-- ", 3))
			f->nostamp++;
		if (k < nhits && hits[k].line == (size_t)(s - buf)) {
			char c = *nl;

			*nl = '\0';
			f->matched++;
			note_match(lg, file, hits[k++].id, s);
			*nl = c;
		}
	}
}

static void set_trouble(struct log_file *f, const char *fmt, const char *arg)
{
	snprintf(f->msg, sizeof(f->msg), fmt, arg);
	f->trouble = f->msg;
}

/* zlib's message without the "<fd:3>: " it puts before it. */
static const char *gz_message(gzFile gz)
{
	int errnum;
	const char *msg = gzerror(gz, &errnum), *colon;

	if (msg[0] == '<' && (colon = strstr(msg, ">: ")))
		return colon + 3;
	return msg;
}

/*
 * Read one log, gzip or not: zlib reads a file that is not gzip as it is.
 * A file that starts with a NUL byte in its first read is binary, and
 * skipped; a line longer than MAX_LINE is matched on its start.
 */
static void read_log(struct logs *lg, size_t file)
{
	struct log_file *f = &lg->files[file];
	char *buf = lg->buf, *nl;
	size_t have = 0, start;
	int fd, first = 1, skipping = 0, errnum;
	gzFile gz;

	fd = !strcmp(f->name, "-") ? dup(0) : open(f->name, O_RDONLY);
	if (fd < 0 || !(gz = gzdopen(fd, "rb"))) {
		set_trouble(f, "%s", strerror(errno));
		if (fd >= 0)
			close(fd);
		return;
	}
	gzbuffer(gz, 128 * 1024);
	for (;;) {
		int got = gzread(gz, buf + have, READ_SIZE);

		if (got < 0) {
			gzerror(gz, &errnum);
			set_trouble(f, "%s", errnum == Z_ERRNO ? strerror(errno) :
				    gz_message(gz));
			break;
		}
		if (first && memchr(buf, '\0', (size_t)got)) {
			set_trouble(f, "%s", "binary file, not a log");
			break;
		}
		first = 0;
		if (!got)
			break;
		have += (size_t)got;
		nl = memrchr(buf, '\n', have);
		start = nl ? (size_t)(nl - buf) + 1 : 0;
		if (start && !skipping) {
			do_lines(lg, file, buf, start);
		} else if (start) {
			/* The end of an overlong line, then whole lines. */
			nl = memchr(buf, '\n', have);
			do_lines(lg, file, nl + 1, start - (size_t)(nl + 1 - buf));
		}
		if (start)
			skipping = 0;
		memmove(buf, buf + start, have - start);
		have -= start;
		if (have > MAX_LINE) {
			/* Overlong: match its start, drop the rest. */
			if (!skipping) {
				buf[MAX_LINE] = '\n';
				do_lines(lg, file, buf, MAX_LINE + 1);
				f->overlong++;
			}
			skipping = 1;
			have = 0;
		}
	}
	/* zlib says a truncated gzip only at its end. */
	if (!f->trouble && gzerror(gz, &errnum) && errnum != Z_OK &&
	    errnum != Z_STREAM_END)
		set_trouble(f, "%s", gz_message(gz));
	if (!f->trouble && have && !skipping) {
		buf[have] = '\n';
		do_lines(lg, file, buf, have + 1);
	}
	gzclose(gz);
}

/* TREE's deprecation warnings, and one matcher for all. */
static int load_matchers(struct logs *lg, const struct inventory *inv)
{
	struct strbuf re = STRBUF_INIT, err = STRBUF_INIT;
	const char **res;
	size_t *weights, i, n = 0;
	int ret;

	lg->seen = xcalloc(inv->nitems + 1, sizeof(*lg->seen));
	for (i = 0; i < inv->nitems; i++)
		if (!strcmp(inv->items[i].kind, KIND))
			lg->seen[n++].it = &inv->items[i];
	lg->nseen = n;
	res = xcalloc(n + 1, sizeof(*res));
	weights = xcalloc(n + 1, sizeof(*weights));
	for (i = 0; i < n; i++) {
		const struct item *it = lg->seen[i].it;
		const char *fmt = item_attr(it, "format");

		weights[i] = fmt ? logmatch_regex(&re, fmt,
						  item_attr(it, "pr_fmt")) : 0;
		res[i] = weights[i] ? xstrdup(re.buf) : NULL;
	}
	ret = logmatch_new(&lg->m, res, weights, n, &err);
	if (err.len)
		fprintf(stderr, "%s: %s", progname, err.buf);
	for (i = 0; i < n; i++)
		free((char *)res[i]);
	free(res);
	free(weights);
	strbuf_release(&re);
	strbuf_release(&err);
	return ret;
}

/* Most lines first, then by name: the order is the inventory's. */
static int seen_cmp(const void *a, const void *b)
{
	const struct seen *x = a, *y = b;

	if (x->lines != y->lines)
		return x->lines > y->lines ? -1 : 1;
	return item_cmp(x->it, y->it);
}

static void guard_text(struct strbuf *sb, const struct item *it)
{
	const char *kind = item_attr(it, "guard-kind");

	strbuf_reset(sb);
	if (kind)
		strbuf_addf(sb, "%s %s", kind, item_attr(it, "guard"));
}

static void text_stamp(FILE *out, const struct logs *lg, const char *what,
		       const struct stamp *st)
{
	if (st->rank)
		fprintf(out, "\t%s: %s (%s)\n", what, st->text,
			lg->files[st->file].name);
}

static void report_text(FILE *out, const struct logs *lg, const char *tree,
			size_t nseen)
{
	struct strbuf g = STRBUF_INIT;
	uint64_t lines = 0;
	size_t i;

	for (i = 0; i < lg->nfiles; i++)
		lines += lg->files[i].lines;
	fprintf(out, "%zu of %zu deprecations of %s seen in %" PRIu64
		" lines of %zu files\n", nseen, lg->nseen, tree, lines,
		lg->nfiles);
	for (i = 0; i < nseen; i++) {
		const struct seen *s = &lg->seen[i];

		fprintf(out, "\n%s %s:%u\n", s->it->name, s->it->file,
			s->it->line);
		guard_text(&g, s->it);
		if (g.len)
			fprintf(out, "\tguards: %s\n", g.buf);
		fprintf(out, "\tlines: %" PRIu64 "\n\tmachines: %zu\n", s->lines,
			s->machines);
		text_stamp(out, lg, "first", &s->first);
		text_stamp(out, lg, "last", &s->last);
	}
	fprintf(out, "\nnever seen: %zu\n", lg->nseen - nseen);
	for (; i < lg->nseen; i++) {
		const struct seen *s = &lg->seen[i];

		guard_text(&g, s->it);
		fprintf(out, "- %s %s:%u%s%s%s\n", s->it->name, s->it->file,
			s->it->line, g.len ? " [" : "", g.buf, g.len ? "]" : "");
	}
	fprintf(out, "\nfiles:\n");
	for (i = 0; i < lg->nfiles; i++) {
		const struct log_file *f = &lg->files[i];

		fprintf(out, "%s: %" PRIu64 " lines, %" PRIu64 " matched",
			f->name, f->lines, f->matched);
		if (f->nostamp)
			fprintf(out, ", %" PRIu64 " without a time stamp",
				f->nostamp);
		if (f->overlong)
			fprintf(out, ", %" PRIu64 " longer than %d bytes",
				f->overlong, MAX_LINE);
		if (f->trouble)
			fprintf(out, ", ! %s", f->trouble);
		fputc('\n', out);
	}
	strbuf_release(&g);
}

static json_t *stamp_json(const struct logs *lg, const struct stamp *st)
{
	static const char *const ranks[] = { NULL, "boot", "no-year", "full" };

	if (!st->rank)
		return json_null();
	return json_pack("{s:s, s:s, s:o}", "time", st->text, "kind",
			 ranks[st->rank], "file",
			 output_json_string(lg->files[st->file].name));
}

static void report_json(FILE *out, const struct logs *lg, const char *tree,
			size_t nseen)
{
	json_t *doc, *seen = json_array(), *never = json_array();
	json_t *files = json_array();
	size_t i;

	for (i = 0; i < lg->nseen; i++) {
		const struct seen *s = &lg->seen[i];
		json_t *o = output_json_item(s->it);

		if (i < nseen) {
			json_object_set_new(o, "lines", json_integer((json_int_t)s->lines));
			json_object_set_new(o, "machines",
					    json_integer((json_int_t)s->machines));
			json_object_set_new(o, "first", stamp_json(lg, &s->first));
			json_object_set_new(o, "last", stamp_json(lg, &s->last));
		}
		json_array_append_new(i < nseen ? seen : never, o);
	}
	for (i = 0; i < lg->nfiles; i++) {
		const struct log_file *f = &lg->files[i];

		json_array_append_new(files, json_pack(
			"{s:o, s:I, s:I, s:I, s:I, s:o}",
			"path", output_json_string(f->name),
			"lines", (json_int_t)f->lines,
			"matched", (json_int_t)f->matched,
			"no-timestamp", (json_int_t)f->nostamp,
			"overlong", (json_int_t)f->overlong,
			"problem", f->trouble ? output_json_string(f->trouble) :
			json_null()));
	}
	doc = json_pack("{s:s, s:i, s:o, s:o, s:o, s:o}",
			"schema", "abiwatch-logs", "version", 1,
			"tree", output_json_string(tree), "files", files,
			"seen", seen, "never-seen", never);
	json_dumpf(doc, out, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
	fputc('\n', out);
	json_decref(doc);
}

/* The tree of "abiwatch logs FILE": the working tree around ".". */
static int default_tree(const char **tree, struct cmd_opts *o)
{
	struct strbuf err = STRBUF_INIT;
	struct git_repository *repo;

	if (side_repo(&repo, &o->side, &err) < 0 ||
	    !git_repository_workdir(repo)) {
		error("logs without TREE: %s", err.len ? err.buf :
		      "a bare repository has no working tree");
		strbuf_release(&err);
		return -1;
	}
	*tree = git_repository_workdir(repo);
	return 0;
}

/* Scan only for deprecations, unless --kind said otherwise. */
static void only_deprecations(struct cmd_opts *o)
{
	size_t i;

	if (o->side.only)
		return;
	for (i = 0; i < nr_extractors; i++)
		if (extractor_for_kind(KIND) == extractors[i])
			o->side.scan.kinds = UINT64_C(1) << i;
	o->side.only = "," KIND ",";
}

static int run_logs(int argc, char **argv, struct cmd_opts *o)
{
	struct inventory inv;
	struct logs lg;
	const char *tree;
	size_t i, nseen = 0;
	int ret = EXIT_TROUBLE;
	FILE *out;

	if (argc < 1)
		cmd_usage_error("logs takes a tree and log files, or log files");
	if (strcmp(o->format->name, "text") && strcmp(o->format->name, "json"))
		cmd_usage_error("logs writes text or json, not %s",
				o->format->name);
	memset(&lg, 0, sizeof(lg));
	inventory_init(&inv);
	if (argc == 1) {
		if (default_tree(&tree, o) < 0)
			goto out;
	} else {
		tree = *argv++;
		argc--;
	}
	only_deprecations(o);
	if (side_load(&inv, &o->side, tree) < 0)
		goto out;
	cmd_report_problems(&inv);
	if (load_matchers(&lg, &inv) < 0)
		goto out;
	lg.nfiles = (size_t)argc;
	lg.files = xcalloc(lg.nfiles, sizeof(*lg.files));
	lg.buf = xmalloc(READ_SIZE + MAX_LINE + 1);
	ret = inv.nproblems ? EXIT_TROUBLE : EXIT_SAME;
	for (i = 0; i < lg.nfiles; i++) {
		struct log_file *f = &lg.files[i];

		f->name = strcmp(argv[i], "-") ? argv[i] : "-";
		read_log(&lg, i);
		if (f->trouble) {
			error("%s: %s", !strcmp(f->name, "-") ?
			      "standard input" : f->name, f->trouble);
			ret = EXIT_TROUBLE;
		}
		if (f->overlong)
			warning("%s: %" PRIu64 " lines longer than %d bytes, "
				"matched on their start", f->name, f->overlong,
				MAX_LINE);
		if (f->nostamp && f->nostamp == f->lines)
			warning("%s: no time stamps", f->name);
	}
	for (i = 0; i < lg.nseen; i++)
		nseen += lg.seen[i].lines != 0;
	sort_array(lg.seen, lg.nseen, sizeof(*lg.seen), seen_cmp);
	out = cmd_output_open(o);
	if (!strcmp(o->format->name, "json"))
		report_json(out, &lg, tree, nseen);
	else
		report_text(out, &lg, tree, nseen);
	cmd_output_close(out, o);
	if (nseen && ret == EXIT_SAME)
		ret = EXIT_CHANGED;
out:
	logmatch_free(lg.m);
	free(lg.seen);
	free(lg.files);
	free(lg.buf);
	inventory_release(&inv);
	return ret;
}

const struct command cmd_logs = {
	.name = "logs",
	.synopsis = "logs [options] [TREE] FILE...",
	.run = run_logs,
};
