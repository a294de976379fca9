#!/bin/sh
# Build the Debian package, install it, run abiwatch from the installed
# paths (--version, the demo, the man page, the bash completion), and
# remove it.  Run as root, from anywhere in the repository; .ci/run does.
# dpkg-buildpackage writes the package beside the tree it builds, so it
# builds a copy of the tracked files in a temporary directory: the folder
# around the repository need not be writable, and nothing is left there.
set -eu
cd "$(dirname "$0")/.."
top=$(pwd)
version=$(dpkg-parsechangelog -S Version)
arch=$(dpkg --print-architecture)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
mkdir "$out/src"
git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$out/src"

if dpkg-query -W -f='${Status}' abiwatch 2>/dev/null | grep -q 'ok installed'; then
	echo "check-deb: abiwatch is installed already; remove it first" >&2
	exit 1
fi

# The package's build runs make check in the copy, beside which there is
# no shared/: the tests of log and patch find the iproute2 bundle here.
ABIWATCH_IPROUTE2=${ABIWATCH_IPROUTE2:-$(cd "$top/.." && pwd)/shared/data/iproute2.bundle}
export ABIWATCH_IPROUTE2

echo "== dpkg-buildpackage"
(cd "$out/src" && dpkg-buildpackage -us -uc -b) >"$out/build.log" 2>&1 || {
	tail -n 40 "$out/build.log" >&2
	exit 1
}
deb=$out/abiwatch_${version}_$arch.deb
test -f "$deb"
dpkg-deb -f "$deb" Depends

echo "== install"
export DEBIAN_FRONTEND=noninteractive
dpkg -i "$deb" >/dev/null || apt-get install -f -y -qq >/dev/null
dpkg-query -W -f='${Status}\n' abiwatch | grep -q 'ok installed'

echo "== run from the installed paths"
bin=$(command -v abiwatch)
test "$bin" = /usr/bin/abiwatch
test "$(abiwatch --version)" = "abiwatch $version"
cd "$top"
for t in syscall uapi; do
	status=0
	abiwatch diff "tests/fixtures/$t/old" "tests/fixtures/$t/new" >"$out/$t.txt" ||
		status=$?
	test "$status" = 1
	diff -u "tests/t/expect/$t-diff.txt" "$out/$t.txt"
done
test -s /usr/share/man/man1/abiwatch.1.gz
test -s /usr/share/zsh/vendor-completions/_abiwatch
bash -c '
	. /usr/share/bash-completion/completions/abiwatch &&
	COMP_WORDS=(abiwatch scan --kind = "") && COMP_CWORD=4 &&
	_abiwatch && printf "%s\n" "${COMPREPLY[@]}"' >"$out/offered"
abiwatch --list-kinds | diff -u - "$out/offered"

echo "== remove"
dpkg -P abiwatch >/dev/null
test ! -e /usr/bin/abiwatch
echo "check-deb: abiwatch $version built, installed, run and removed"
