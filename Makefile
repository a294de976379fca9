# abiwatch: see README.md.  'make' builds ./abiwatch, 'make check' runs
# every test, 'make check-kernel' the tier on real kernel trees.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR ?= $(PREFIX)/share/zsh/vendor-completions

CC ?= cc
PKGS = libhs jansson yaml-0.1 libgit2 sqlite3 zlib
CFLAGS ?= -O2 -g
WARN = -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wformat=2 \
       -Wno-format-nonliteral
ALL_CFLAGS = -std=c17 -D_GNU_SOURCE $(WARN) $(CPPFLAGS) $(CFLAGS) -Isrc \
	     $(shell pkg-config --cflags $(PKGS))
LIBS = $(shell pkg-config --libs $(PKGS)) -lpthread

# The layers, lowest first; a file includes only headers of its own
# layer or of one below (tests/t/t0009-layers.sh checks it):
#   core     strings, arenas, the inventory and diff model
#   c        the C reader: lexer, expressions, declarations, initialisers
#   extract  one extractor per ABI kind, and their table
#   source   what enumerates and reads files: a directory, a git tree
#   scan     the pipeline: prefilter, scan, the cache, loading a side
#   output   one file per output format, and their table
#   cmd      one file per command; abiwatch.c parses options, dispatches
CORE_SRCS = src/core/util.c src/core/strbuf.c src/core/arena.c \
	    src/core/progress.c src/core/inventory.c src/core/diff.c \
	    src/core/fold.c src/core/history.c src/core/review.c \
	    src/core/pack.c
C_SRCS = src/c/lexer.c src/c/cexpr.c src/c/cdecl.c src/c/cdb.c src/c/cinit.c
EXTRACT_SRCS = src/extract/extractors.c src/extract/traits.c \
	       src/extract/syscall.c src/extract/uapi.c src/extract/uapi-item.c \
	       src/extract/uapi-compat.c src/extract/ioctl.c \
	       src/extract/sysfs.c src/extract/sysfs-channels.c \
	       src/extract/procfs.c src/extract/debugfs.c src/extract/qpair.c \
	       src/extract/xdirs.c \
	       src/extract/cgroup.c src/extract/param.c src/extract/tracepoint.c \
	       src/extract/netlink.c src/extract/bpf.c src/extract/vdso.c \
	       src/extract/fsparam.c src/extract/docabi.c \
	       src/extract/deprecation.c
SOURCE_SRCS = src/source/dir.c src/source/git.c src/source/inventory-file.c \
	      src/source/tags.c src/source/git-walk.c \
	      src/source/mbox.c src/source/worktree.c \
	      src/source/git-index.c
SCAN_SRCS = src/scan/prefilter.c src/scan/scan.c src/scan/cache.c \
	    src/scan/side.c src/scan/releases.c src/scan/annotate.c \
	    src/scan/documented.c src/scan/docrst.c src/scan/maintainers.c src/scan/logmatch.c \
	    src/scan/blame.c
OUTPUT_SRCS = src/output/outputs.c src/output/color.c src/output/report.c \
	      src/output/text.c src/output/json.c src/output/markdown.c \
	      src/output/html.c
CMD_SRCS = src/cmd/commands.c src/cmd/pager.c src/cmd/diff.c \
	   src/cmd/history.c src/cmd/log.c src/cmd/logs.c \
	   src/cmd/patch.c src/cmd/removal.c src/cmd/scan.c \
	   src/cmd/triggers.c src/cmd/when.c
LIB_SRCS = $(CORE_SRCS) $(C_SRCS) $(EXTRACT_SRCS) $(SOURCE_SRCS) \
	   $(SCAN_SRCS) $(OUTPUT_SRCS)
LIB_OBJS = $(LIB_SRCS:.c=.o)
OBJS = $(LIB_OBJS) $(CMD_SRCS:.c=.o) src/abiwatch.o

UNIT_TESTS = tests/unit/test-lexer tests/unit/test-cexpr \
	     tests/unit/test-syscall tests/unit/test-cdecl tests/unit/test-uapi \
	     tests/unit/test-files tests/unit/test-surface \
	     tests/unit/test-strbuf tests/unit/test-arena tests/unit/test-inventory \
	     tests/unit/test-diff tests/unit/test-cache \
	     tests/unit/test-docabi \
	     tests/unit/test-deprecation \
	     tests/unit/test-maintainers tests/unit/test-fold \
	     tests/unit/test-prefilter tests/unit/test-pack tests/unit/test-cinit \
	     tests/unit/test-git-index tests/unit/test-git-listing \
	     tests/unit/test-util

FUZZ_TARGETS = lexer cexpr extract inventory
FUZZ_REPLAY = $(FUZZ_TARGETS:%=fuzz/replay-%)
# The fixture trees seed the lexer and the extractors as well.
FUZZ_SEEDS = tests/fixtures

all: abiwatch

abiwatch: $(OBJS)
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $(OBJS) $(LIBS)

src/%.o: src/%.c src/*/*.h
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

tests/unit/%: tests/unit/%.c $(LIB_OBJS) tests/unit/*.h
	$(CC) $(ALL_CFLAGS) -Isrc -o $@ $< $(LIB_OBJS) $(LIBS) -lcmocka

# A fuzz target without libFuzzer, to replay its seeds and old crashes.
fuzz/replay-%: fuzz/fuzz-%.c fuzz/standalone.c $(LIB_OBJS)
	$(CC) $(ALL_CFLAGS) -Isrc -o $@ $< fuzz/standalone.c $(LIB_OBJS) $(LIBS)

check: abiwatch $(UNIT_TESTS) $(FUZZ_REPLAY)
	@for t in $(UNIT_TESTS); do ./$$t || exit 1; done
	@for t in $(FUZZ_TARGETS); do \
		seeds=; case $$t in lexer|extract) seeds="$(FUZZ_SEEDS)";; esac; \
		in=$$(find fuzz/corpus/$$t fuzz/regress/$$t $$seeds -type f ! -name .keep | LC_ALL=C sort); \
		$(FUZZ_WRAPPER) fuzz/replay-$$t $$in || exit 1; \
		echo "fuzz/$$t: replayed $$(echo "$$in" | wc -l) inputs"; \
	done
	@tests/t/run-tests.sh

# libFuzzer, with clang: each target for FUZZ_TIME seconds, from its seeds.
# Crashes are written to fuzz/out/; copy each into fuzz/regress/TARGET/
# once fixed, so that make check replays it.
FUZZ_TIME ?= 60
FUZZ_CFLAGS = -std=c17 -D_GNU_SOURCE -Isrc -O1 -g -fno-omit-frame-pointer \
	      -fsanitize=address,undefined -fno-sanitize-recover=all \
	      $(shell pkg-config --cflags $(PKGS))
fuzz/out/fuzz-%: fuzz/fuzz-%.c $(LIB_SRCS) src/*/*.h
	@mkdir -p fuzz/out
	clang $(FUZZ_CFLAGS) -fsanitize=fuzzer -Isrc -o $@ $< $(LIB_SRCS) $(LIBS)

fuzz: $(FUZZ_TARGETS:%=fuzz/out/fuzz-%)
	@for t in $(FUZZ_TARGETS); do \
		mkdir -p fuzz/out/corpus-$$t; \
		seeds=; case $$t in lexer|extract) seeds="$(FUZZ_SEEDS)";; esac; \
		fuzz/out/fuzz-$$t -max_total_time=$(FUZZ_TIME) -timeout=30 \
			-max_len=65536 -artifact_prefix=fuzz/out/$$t- \
			fuzz/out/corpus-$$t fuzz/corpus/$$t $$seeds || exit 1; \
	done
.PHONY: fuzz

# The end-to-end tests once more, every run of the binary under valgrind.
check-valgrind: abiwatch
	@ABIWATCH_WRAPPER="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite" \
		tests/t/run-tests.sh

check-kernel: abiwatch
	@tests/kernel/run.sh

bench: abiwatch
	@bench/bench.sh

bench-git: abiwatch
	@bench/bench-git.sh

bench-log: abiwatch
	@bench/bench-log.sh

bench-worktree: abiwatch
	@bench/bench-worktree.sh

install: abiwatch
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
		$(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR)
	install -m 755 abiwatch $(DESTDIR)$(BINDIR)/abiwatch
	install -m 644 docs/abiwatch.1 $(DESTDIR)$(MANDIR)/man1/abiwatch.1
	install -m 644 contrib/completion/abiwatch.bash \
		$(DESTDIR)$(BASHCOMPDIR)/abiwatch
	install -m 644 contrib/completion/_abiwatch $(DESTDIR)$(ZSHCOMPDIR)/_abiwatch

clean:
	rm -f abiwatch $(OBJS) $(UNIT_TESTS) $(FUZZ_REPLAY)
	rm -rf tests/t/trash tests/kernel/trash fuzz/out

.PHONY: all check check-valgrind check-kernel bench install clean

# The README's first command: build, then diff the fixture trees.
demo: abiwatch
	./abiwatch diff tests/fixtures/syscall/old tests/fixtures/syscall/new; \
	test $$? -le 1
	./abiwatch diff tests/fixtures/uapi/old tests/fixtures/uapi/new; \
	test $$? -le 1
.PHONY: demo
