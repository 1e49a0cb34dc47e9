# shellcheck shell=bash disable=SC2034,SC2153 # (the globals are shared with the other files)
# judge/judge.sh -- the default mode: compile a problem's solution once, judge each selected
# test with the grace of twice the time limit (to tell how far over a TLE was), one line each.
# Provides: judge_problem.
# Sets: PASSED FAILED (through report), JUDGED RESULTS (for --failed).
# Reads: DATA_ROOT SOURCE WORK TESTS BIN LIMIT_MS VERBOSE and judge_test's results.

# judge_problem NAME: compile once, then run every selected test.
judge_problem() {
	local name="$1" t
	open_problem "$name" || return 0
	select_tests "$name" # (and TEST_LIST: all its tests)
	if [[ ! -d "$DATA_ROOT/testdata/$name" || ${#TEST_LIST[@]} -eq 0 ]]; then
		report "$name" "(no tests)" JE - - "no testdata/$name/*.in"; return
	fi
	[[ ${#TESTS[@]} -gt 0 ]] || return 0
	[[ -n "${PICKED[$name]:-}" || "$FAILED_ONLY" == 1 ]] || official_absent "$name"
	forget_views "$name"
	if ! compile_judged "$name"; then
		for t in "${TESTS[@]}"; do JUDGED+=("$name $t"); RESULTS+=("$name $t CE"); done
		return 0
	fi
	if ! build_checker "$name"; then
		FAILED=$((FAILED + ${#TESTS[@]} - 1)) # the JE line counted one
		return 0
	fi
	for t in "${TESTS[@]}"; do judge_one "$name" "$t"; done
}

# judge_one NAME TEST: judge one test, report it; -v adds the failing case, the diff, stderr,
# and at the first WA or RE of a --source file the warnings that mean undefined behaviour.
judge_one() {
	local name="$1" test="$2" in exp got err cpu
	test_files "$name" "$test"
	in="$TEST_IN" exp="$TEST_OUT" got="$WORK/$test.out" err="$WORK/$test.err"
	[[ "$test" != */* ]] || mkdir -p "${got%/*}"
	JUDGED+=("$name $test")
	if [[ ! -f "$exp" ]]; then
		report "$name" "$test" JE - - "missing $test.out"
		RESULTS+=("$name $test JE")
		return
	fi
	judge_test "$in" "$exp" "$got" "$err" $((2 * LIMIT_MS))
	cpu="$CPU"
	[[ "$VERDICT" != TLE ]] || cpu="$LIMIT_MS" # the figure a judge shows: its limit
	limit_note
	report "$name" "$test" "$VERDICT" "$cpu" "$RSS" "$NOTE"
	RESULTS+=("$name $test $VERDICT")
	if [[ "$VERDICT" == JE && "$VERBOSE" == 0 && -n "$CMP_REPORT" ]]; then
		printf '%s\n' "$CMP_REPORT"
	fi
	[[ "$VERBOSE" == 1 ]] || return 0
	case "$VERDICT" in
	WA | PE)
		[[ -z "$CASE_K" ]] || show_case "$name" "$test" "$in" "$exp" "$got" || true
		[[ -z "$CMP_REPORT" ]] || printf '%s\n' "$CMP_REPORT" ;;
	JE) [[ -z "$CMP_REPORT" ]] || printf '%s\n' "$CMP_REPORT" ;;
	RE | TLE | MLE | OLE) # (the line view only where the case view could not be given)
		[[ -z "$CASE_K" ]] || show_case "$name" "$test" "$in" "$exp" "$got" ||
			[[ -z "$CMP_REPORT" ]] || printf '%s\n' "$CMP_REPORT"
		[[ -z "$STOP_K" ]] || show_stopped "$name" "$test" "$in" "$got"
		[[ ! -s "$err" ]] || show_stderr "$name" "$test" "$err" ;;
	esac
	[[ "$VERDICT" != WA && "$VERDICT" != RE ]] || warn_ub "$name"
	return 0
}

# show_stderr NAME TEST ERR: -v's view of a failed run's stderr: its last 5 lines, the whole
# saved as build/judge/last/NAME/TEST.stderr.
show_stderr() {
	local saved="$BUILD/judge/last/$1/$2.stderr"
	mkdir -p "${saved%/*}"
	cp "$3" "$saved"
	show_lines '    stderr: ' tail 5 "$saved" "${saved#"$ROOT"/}"
}

# limit_note: after a TLE or MLE, NOTE says whose limit it was ("1 s is HDU's limit", "128 MiB
# is our own limit, not UVa's"): too slow for the real judge, or only under the collection's.
limit_note() {
	local what
	case "$VERDICT" in
	TLE) what="$(unmilli "$TIME_MS") s is $(limit_origin time)" ;;
	MLE) what="$(unmilli "$MEM_MILLI") MiB is $(limit_origin memory)" ;;
	*) return 0 ;;
	esac
	NOTE="${NOTE:+$NOTE; }$what"
}
