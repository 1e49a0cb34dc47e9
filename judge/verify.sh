# shellcheck shell=bash disable=SC2034,SC2153 # (the globals are shared with the other files)
# judge/verify.sh -- --verify: the problem's own solution and each mistaken submission in
# tests/submissions/NAME/FOLDER/ are judged; each must get its folder's verdict.
# Provides: verify_problem.
# Sets: PASSED FAILED (a submission as expected, a surprise), JUDGE_ERROR, EXPECTED RANK.
# Reads: DATA_ROOT WORK TESTS LIMIT_MS and judge_test's results.

# expected_of FOLDER: EXPECTED, the verdict a submission folder promises; fails for another
# folder.
expected_of() {
	case "$1" in
	accepted) EXPECTED=AC ;;
	wrong_answer) EXPECTED=WA ;;
	time_limit_exceeded) EXPECTED=TLE ;;
	run_time_error) EXPECTED=RE ;;
	*) return 1 ;;
	esac
}

# rank VERDICT: RANK, AC 0 < WA, PE 1 < TLE 2 < RE, MLE, OLE 3 ("nothing worse than expected").
rank() {
	case "$1" in
	AC) RANK=0 ;; WA | PE) RANK=1 ;; TLE) RANK=2 ;; RE | MLE | OLE) RANK=3 ;; *) RANK=9 ;;
	esac
}

# verify_problem NAME: judge problems/NAME.c (accepted) and each tests/submissions/NAME/FOLDER/*
# on the judge tests; each must get its folder's verdict on at least one test and nothing worse
# elsewhere (accepted: AC everywhere). One line per submission; a surprise counts as failed.
verify_problem() {
	local name="$1" sub folder
	open_problem "$name" || return 0
	select_tests "$name"
	if [[ ${#TESTS[@]} -eq 0 ]]; then
		report "$name" "(no tests)" JE - - "no judge tests in testdata/$name"
		return
	fi
	build_checker "$name" || return 0
	verify_submission "$name" accepted "$DATA_ROOT/problems/$name.c"
	for sub in "$DATA_ROOT/tests/submissions/$name"/*/*; do
		case "$sub" in *.c | *.cpp | *.cc | *.cxx) ;; *) continue ;; esac
		folder="${sub%/*}" folder="${folder##*/}"
		if ! expected_of "$folder"; then
			shown sub "$sub"
			shown folder "$folder"
			echo "judge.sh: $sub: unknown folder '$folder'" >&2
			JUDGE_ERROR=1
			continue
		fi
		verify_submission "$name" "$folder" "$sub"
	done
}

# verify_line NAME LABEL OK TEXT: one submission's line (OK: 1 as expected, 0 a surprise),
# counted.
verify_line() {
	local label
	shown label "$2"
	set -- "$1" "$label" "$3" "$4"
	if [[ "$3" == 1 ]]; then
		PASSED=$((PASSED + 1))
		printf "%-${W_NAME}s %-${W_LABEL}s %sok%s        %s\n" "$1" "$2" "$GREEN" "$RESET" \
			"$4"
	else
		FAILED=$((FAILED + 1))
		printf "%-${W_NAME}s %-${W_LABEL}s %sSURPRISE%s  %s\n" "$1" "$2" "$RED" "$RESET" \
			"$4"
	fi
}

# verify_submission NAME FOLDER FILE: judge FILE on TESTS; its verdicts must match FOLDER. One
# line (ok or SURPRISE, the verdict counts); for an accepted one, its slowest test.
verify_submission() {
	local name="$1" sub="$3" expect t summary worst=0 hit=0 ok=0 slowest=0 slow='' own=0
	local label="$2/${3##*/}"
	local -A counts=()
	expected_of "$2"
	expect="$EXPECTED"
	[[ "$sub" != "$DATA_ROOT/problems/$name.c" ]] || own=1
	BIN="$WORK/verify.bin"
	if ! compile "$sub" "$BIN" "$own"; then
		verify_line "$name" "$label" 0 "CE (expected $expect)"
		print_log 10 "$BUILD/judge/last/$name/$2.${3##*/}.log"
		return 0
	fi
	for t in "${TESTS[@]}"; do
		judge_test "$DATA_ROOT/testdata/$name/$t.in" "$DATA_ROOT/testdata/$name/$t.out" \
			"$WORK/verify.out" /dev/null "$LIMIT_MS"
		counts[$VERDICT]=$((${counts[$VERDICT]:-0} + 1))
		rank "$VERDICT"
		((RANK <= worst)) || worst="$RANK"
		case "$expect:$VERDICT" in AC:AC | WA:WA | WA:PE | TLE:TLE | RE:RE) hit=1 ;; esac
		[[ "$VERDICT" != AC || "$CPU" -lt "$slowest" ]] || slowest="$CPU" slow="$t"
	done
	summary=$(for t in AC WA PE TLE MLE OLE RE JE; do
		[[ -z "${counts[$t]:-}" ]] || printf '%s %s, ' "$t" "${counts[$t]}"
	done)
	if [[ "$expect" == AC ]]; then
		[[ "${counts[AC]:-0}" != "${#TESTS[@]}" ]] || ok=1
	elif rank "$expect" && [[ "$hit" == 1 && "$worst" -le "$RANK" ]]; then
		ok=1
	fi
	verify_line "$name" "$label" "$ok" "${summary%, } (expected $expect)"
	[[ "$expect" == AC && -n "$slow" ]] || return 0
	shown slow "$slow"
	printf '    slowest test %s: %d ms, %d%% of the %s s limit%s\n' "$slow" "$slowest" \
		$(((200 * slowest + LIMIT_MS) / (2 * LIMIT_MS))) "$(unmilli "$LIMIT_MS")" \
		"$( ((2 * slowest <= LIMIT_MS)) ||
			echo '  WARNING: over half the limit (leave a safety margin)')"
}
