# shellcheck shell=bash disable=SC2034,SC2153 # (the globals are shared with the other files)
# judge/list.sh -- --list: each problem's limits, compare mode and tests (-v: the test names).
# Provides: list_problem.
# Sets: JUDGE_ERROR (a problem without testdata).
# Reads: DATA_ROOT VERBOSE and read_conf's settings.

# list_problem NAME: limits, compare mode and tests of one problem (-v: the test names).
list_problem() {
	local name="$1" t n shown_t
	read_conf "$name" || true
	if [[ ! -d "$DATA_ROOT/testdata/$name" ]]; then
		printf "%-${W_NAME}s no testdata/%s folder\n" "$name" "$name"; JUDGE_ERROR=1; return
	fi
	n=$(all_tests "$name" | wc -l)
	printf "%-${W_NAME}s %s  time %s  memory %s  stack %s  output %s  compare %s%s%s%s\n" \
		"$name" "$(plural "$n" test)" "$(unmilli "$TIME_MS") s" \
		"$(unmilli "$MEM_MILLI") MiB" \
		"$(unmilli "$STACK_MILLI") MiB" "$(unmilli "$OUT_MILLI") MiB" "$COMPARE" \
		"${COMPARE_ARGS[*]:+ ${COMPARE_ARGS[*]}}" \
		"${CASES_IN:+  cases ${CASES_IN/:/ } $CASES_OUT}" \
		"${STRESS_MAX:+  stress_max_size $STRESS_MAX}"
	[[ "$VERBOSE" == 1 ]] || return 0
	while IFS= read -r t; do
		shown shown_t "$t"
		printf '    %s%s\n' "$shown_t" \
			"$(matches "$t" "${ROBUSTNESS[@]}" && echo '  (robustness)')"
	done < <(all_tests "$name")
}
