# abiwatch: see README.md.  'make' builds ./abiwatch, 'make check' runs
# every test, 'make check-kernel' the tier on real kernel trees.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man

CC ?= cc
PKGS = libhs jansson
CFLAGS ?= -O2 -g
WARN = -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wformat=2 \
       -Wno-format-nonliteral
ALL_CFLAGS = -std=c17 -D_GNU_SOURCE $(WARN) $(CFLAGS) \
	     $(shell pkg-config --cflags $(PKGS))
LIBS = $(shell pkg-config --libs $(PKGS)) -lpthread

LIB_SRCS = src/util.c src/strbuf.c src/arena.c src/lexer.c src/cexpr.c \
	   src/cdecl.c src/cdb.c src/cinit.c \
	   src/inventory.c src/diff.c src/prefilter.c src/scan.c \
	   src/source-dir.c src/source-inventory.c src/extractors.c \
	   src/extract-syscall.c src/extract-uapi.c src/extract-ioctl.c \
	   src/extract-sysfs.c src/extract-procfs.c src/extract-debugfs.c \
	   src/extract-cgroup.c \
	   src/output-text.c src/output-json.c src/output-markdown.c
LIB_OBJS = $(LIB_SRCS:.c=.o)
OBJS = $(LIB_OBJS) src/abiwatch.o

UNIT_TESTS = tests/unit/test-lexer tests/unit/test-cexpr \
	     tests/unit/test-syscall tests/unit/test-cdecl tests/unit/test-uapi \
	     tests/unit/test-files

all: abiwatch

abiwatch: $(OBJS)
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $(OBJS) $(LIBS)

src/%.o: src/%.c src/*.h
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

tests/unit/%: tests/unit/%.c $(LIB_OBJS) tests/unit/*.h
	$(CC) $(ALL_CFLAGS) -Isrc -o $@ $< $(LIB_OBJS) $(LIBS) -lcmocka

check: abiwatch $(UNIT_TESTS)
	@for t in $(UNIT_TESTS); do ./$$t || exit 1; done
	@tests/t/run-tests.sh

# The end-to-end tests once more, every run of the binary under valgrind.
check-valgrind: abiwatch
	@ABIWATCH_WRAPPER="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite" \
		tests/t/run-tests.sh

check-kernel: abiwatch
	@tests/kernel/run.sh

bench: abiwatch
	@bench/bench.sh

install: abiwatch
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1
	install -m 755 abiwatch $(DESTDIR)$(BINDIR)/abiwatch
	install -m 644 docs/abiwatch.1 $(DESTDIR)$(MANDIR)/man1/abiwatch.1

clean:
	rm -f abiwatch $(OBJS) $(UNIT_TESTS)
	rm -rf tests/t/trash tests/kernel/trash

.PHONY: all check check-valgrind check-kernel bench install clean

# The README's first command: build, then diff the fixture trees.
demo: abiwatch
	./abiwatch diff tests/fixtures/syscall/old tests/fixtures/syscall/new; \
	test $$? -le 1
	./abiwatch diff tests/fixtures/uapi/old tests/fixtures/uapi/new; \
	test $$? -le 1
.PHONY: demo
