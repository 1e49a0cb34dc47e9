# shellcheck shell=bash disable=SC2034,SC2153 # (the globals are shared with the other files)
# judge/bench.sh -- --bench: five runs of each bench test (judge.conf 'bench TEST S MIB'; else
# the largest test, timed), their median CPU time and peak RSS against the targets. Whole-number
# arithmetic only: ms and KiB, targets in thousandths (milli).
# Provides: bench_header, bench_problem.
# Sets: PASSED FAILED (a target met or missed), JUDGE_ERROR.
# Reads: DATA_ROOT SOURCE WORK BIN LIMIT_MS TIME_MS MEM_MILLI BENCH_LINES and judge_test's
#   results.

BENCH_RUNS=5
BENCH_MAX=999999999 # the largest target milli reads (seconds or MiB)

# bench_header: the column names of the bench table.
bench_header() {
	printf "%-${W_NAME}s %-${W_BENCH}s %-3s %9s %8s %9s %8s   %s\n" problem test ver 'CPU s' \
		target 'RSS MiB' target result
}

# bench_problem NAME: each bench test of NAME, one line each. A run that is not AC misses its
# target whatever its speed; a target looser than the limits is flagged.
bench_problem() {
	local name="$1" spec
	open_problem "$name" || return 0
	list_tests "$name"
	if [[ ${#TEST_LIST[@]} -eq 0 ]]; then
		printf "%-${W_NAME}s %-${W_BENCH}s JE   no testdata/%s/*.in\n" "$name" '-' "$name"
		JUDGE_ERROR=1
		return
	fi
	TESTS=()
	if ! compile_judged "$name"; then
		FAILED=$((FAILED + 1))
		return 0
	fi
	build_checker "$name" || return 0
	if [[ ${#BENCH_LINES[@]} -eq 0 ]]; then # no targets: the largest test, timed
		spec=$(cd "$DATA_ROOT/testdata/$name" && find . -maxdepth 1 -name '*.in' \
			-printf '%s %f\n' | sort -rn | head -n 1)
		spec="${spec#* }"
		BENCH_LINES=("$spec - -")
	fi
	for spec in "${BENCH_LINES[@]}"; do bench_test "$name" "$spec"; done
}

# median N...: the middle one of the whole numbers N (the lower middle of an even count).
median() {
	local sorted
	mapfile -t sorted < <(printf '%s\n' "$@" | sort -n)
	echo "${sorted[$((($# - 1) / 2))]}"
}

# tenths X D: X / D rounded to one decimal, half to even (as printf %.1f does).
tenths() {
	local q=$((($1 * 10) / $2)) r=$((($1 * 10) % $2))
	((2 * r < $2 || (2 * r == $2 && q % 2 == 0))) || q=$((q + 1))
	echo "$((q / 10)).$((q % 10))"
}

# bench_test NAME "TEST CPU_SECONDS MIB": the runs of one bench test and its line.
bench_test() {
	local name="$1" test cpu_t mib_t in exp cpus=() rsss=() verdict=AC cpu rss ok=- loose='' i
	read -r test cpu_t mib_t _ <<<"$2"
	set -- "$name" "$cpu_t" "$mib_t" # (the targets as judge.conf writes them, for the line)
	test_files "$name" "${test%.in}" # (a bench test may be the official data's: official/T)
	in="$TEST_IN" exp="$TEST_OUT"
	if [[ ! -f "$in" ]]; then
		printf "%-${W_NAME}s %-${W_BENCH}s JE   bench test testdata/%s/%s not found\n" \
			"$name" "${test%.in}" "$name" "$test"
		JUDGE_ERROR=1
		return
	fi
	[[ -f "$exp" ]] || exp=''
	for ((i = 0; i < BENCH_RUNS; i++)); do
		judge_test "$in" "$exp" "$WORK/bench.out" /dev/null "$LIMIT_MS"
		[[ "$verdict" != AC ]] || verdict="$VERDICT"
		cpus+=("${CPU/#-/0}") rsss+=("${RSS/#-/0}") # (- : the runner failed)
	done
	cpu=$(median "${cpus[@]}") rss=$(median "${rsss[@]}")
	if [[ "$cpu_t" != - ]]; then
		ok=MISS
		milli "$cpu_t" "$BENCH_MAX" || MILLI=0 # (0: met by a run under 1 ms)
		cpu_t="$MILLI"
		milli "$mib_t" "$BENCH_MAX" || MILLI=0
		mib_t="$MILLI"
		((cpu > cpu_t || rss * 1000 > mib_t * 1024)) || ok=ok
		if ((cpu_t > TIME_MS || mib_t > MEM_MILLI)); then
			loose="  (target looser than the limits $(unmilli "$TIME_MS") s /"
			loose+=" $(unmilli "$MEM_MILLI") MiB)"
		fi
	fi
	[[ "$verdict" == AC ]] || ok=MISS
	[[ "$ok" != MISS ]] || FAILED=$((FAILED + 1))
	[[ "$ok" != ok ]] || PASSED=$((PASSED + 1))
	printf "%-${W_NAME}s %-${W_BENCH}s %-3s %9s %8s %9s %8s   %s%s\n" "$name" "${test%.in}" \
		"$verdict" "$((cpu / 1000)).$(printf '%03d' $((cpu % 1000)))" "$2" \
		"$(tenths "$rss" 1024)" "$3" "$ok" "$loose"
}
