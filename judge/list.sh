# shellcheck shell=bash disable=SC2034,SC2153 # (the globals are shared with the other files)
# judge/list.sh -- --list: each problem's limits, compare mode and tests (-v: the test names).
# Provides: list_problem.
# Sets: JUDGE_ERROR (a problem without testdata), LIMIT_TEXT (limit_texts).
# Reads: DATA_ROOT VERBOSE and read_conf's settings.

# list_problem NAME: limits, compare mode and tests of one problem (-v: the test names).
list_problem() {
	local name="$1" t n=0 official=0 shown_t
	read_conf "$name" || true
	if [[ ! -d "$DATA_ROOT/testdata/$name" ]]; then
		printf "%-${W_NAME}s no testdata/%s folder\n" "$name" "$name"; JUDGE_ERROR=1; return
	fi
	list_tests "$name"
	for t in "${TEST_LIST[@]}"; do
		if is_official "$t"; then official=$((official + 1)); else n=$((n + 1)); fi
	done
	limit_texts
	printf "%-${W_NAME}s %s  time %s  memory %s  stack %s  output %s  compare %s%s%s%s\n" \
		"$name" "$(plural "$n" test)" "${LIMIT_TEXT[time]}" "${LIMIT_TEXT[memory]}" \
		"${LIMIT_TEXT[stack]}" "${LIMIT_TEXT[output]}" "$COMPARE" \
		"${COMPARE_ARGS[*]:+ ${COMPARE_ARGS[*]}}" \
		"${CASES_IN:+  cases ${CASES_IN/:/ } $CASES_OUT}" \
		"${STRESS_MAX:+  stress_max_size $STRESS_MAX}"
	list_origins
	list_official "$official"
	[[ "$VERBOSE" == 1 ]] || return 0
	for t in "${TEST_LIST[@]}"; do
		shown shown_t "$t"
		printf '    %s%s\n' "$shown_t" \
			"$(is_robustness "$t" && echo '  (robustness)')"
	done
}

# limit_texts: LIMIT_TEXT, each limit as --list shows it ([time]="1 s", [memory]="32 MiB").
limit_texts() {
	declare -gA LIMIT_TEXT=()
	unmilli "$TIME_MS" 'LIMIT_TEXT[time]' && unmilli "$MEM_MILLI" 'LIMIT_TEXT[memory]'
	unmilli "$STACK_MILLI" 'LIMIT_TEXT[stack]' && unmilli "$OUT_MILLI" 'LIMIT_TEXT[output]'
	LIMIT_TEXT[time]+=' s' LIMIT_TEXT[memory]+=' MiB' LIMIT_TEXT[stack]+=' MiB'
	LIMIT_TEXT[output]+=' MiB'
}

# list_origins: where each limit comes from, one line per origin and source: "time 1 s,
# memory 32 MiB: HDU's limit (SOURCE)", "stack 32 MiB, output 64 MiB: our own limit".
list_origins() {
	local limit key seen=() line k
	local -A text=()
	for limit in time memory stack output; do
		key="${ORIGIN[$limit]}|${ORIGIN_TEXT[$limit]}"
		[[ -n "${text[$key]:-}" ]] || seen+=("$key")
		text[$key]+="${text[$key]:+, }$limit ${LIMIT_TEXT[$limit]}"
	done
	for key in "${seen[@]}"; do
		k="${key%%|*}" line="${text[$key]}: "
		for limit in time memory stack output; do
			[[ "${ORIGIN[$limit]}|${ORIGIN_TEXT[$limit]}" != "$key" ]] ||
				{ line+="$(limit_origin "$limit")"; break; }
		done
		[[ "$k" != own || -n "$ONLINE_JUDGE" || -n "${key#*|}" ]] ||
			line+=" (no online judge named)"
		[[ -z "${key#*|}" ]] || line+=" (${key#*|})"
		printf '    %s\n' "$line" | indent ''
	done
}

# list_official N: where the problem's official data is looked for, and that it holds N tests.
list_official() {
	[[ ${#OFFICIAL_SPEC[@]} -gt 0 ]] || return 0
	local n="$1" where
	shown where "$OFFICIAL_DIR"
	if ((n > 0)); then
		printf '    official data: %s in %s (official %s)\n' "$(plural "$n" test)" \
			"$where" "${OFFICIAL_SPEC[*]}"
	else
		printf '    official data: not found in %s (official %s)\n' "$where" \
			"${OFFICIAL_SPEC[*]}"
	fi
}
