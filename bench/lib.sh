# Helpers of the benchmark scripts, sourced with $out set to a scratch
# directory.

# time_run NAME CMD...: one run's wall time and peak RSS (KB), appended
# to $out/NAME.
time_run() {
	name=$1
	shift
	/usr/bin/time -q -f "%e %M" -o "$out/t" "$@" >/dev/null 2>&1 || true
	cat "$out/t" >>"$out/$name"
}

# median NAME: the median time of $out/NAME, and the peak RSS of that run.
median() {
	sort -n "$out/$1" | awk '{ t[NR] = $1; m[NR] = $2 }
		END { i = int((NR + 1) / 2); print t[i], m[i] }'
}
