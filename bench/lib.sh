# Helpers of the benchmark scripts, sourced with $out set to a scratch
# directory.

# time_run NAME CMD...: one run's wall time, peak RSS (KB) and user and
# system CPU time, appended to $out/NAME.
time_run() {
	name=$1
	shift
	/usr/bin/time -q -f "%e %M %U %S" -o "$out/t" "$@" >/dev/null 2>&1 || true
	cat "$out/t" >>"$out/$name"
}

# median NAME: the median time of $out/NAME, and the peak RSS of that run.
median() {
	sort -n "$out/$1" | awk '{ t[NR] = $1; m[NR] = $2 }
		END { i = int((NR + 1) / 2); print t[i], m[i] }'
}

# median_cpu NAME: the median CPU time (user+sys) of $out/NAME's runs.
median_cpu() {
	awk '{ print $3 + $4 }' "$out/$1" | sort -n |
		awk '{ c[NR] = $1 } END { printf "%.2f\n", c[int((NR + 1) / 2)] }'
}
