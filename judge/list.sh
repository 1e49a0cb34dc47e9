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
	n=$(all_tests "$name" | grep -vc '^official/' || true)
	printf "%-${W_NAME}s %s  time %s  memory %s  stack %s  output %s  compare %s%s%s%s\n" \
		"$name" "$(plural "$n" test)" "$(unmilli "$TIME_MS") s" \
		"$(unmilli "$MEM_MILLI") MiB" \
		"$(unmilli "$STACK_MILLI") MiB" "$(unmilli "$OUT_MILLI") MiB" "$COMPARE" \
		"${COMPARE_ARGS[*]:+ ${COMPARE_ARGS[*]}}" \
		"${CASES_IN:+  cases ${CASES_IN/:/ } $CASES_OUT}" \
		"${STRESS_MAX:+  stress_max_size $STRESS_MAX}"
	list_origins
	list_official "$name"
	[[ "$VERBOSE" == 1 ]] || return 0
	while IFS= read -r t; do
		shown shown_t "$t"
		printf '    %s%s\n' "$shown_t" \
			"$(is_robustness "$t" && echo '  (robustness)')"
	done < <(all_tests "$name")
}

# list_origins: where each limit comes from, one line per origin and source: "time 1 s,
# memory 32 MiB: HDU's limit (SOURCE)", "stack 32 MiB, output 64 MiB: our own limit".
list_origins() {
	local limit key seen=() line k
	local -A text=() value=([time]="$(unmilli "$TIME_MS") s"
		[memory]="$(unmilli "$MEM_MILLI") MiB" [stack]="$(unmilli "$STACK_MILLI") MiB"
		[output]="$(unmilli "$OUT_MILLI") MiB")
	for limit in time memory stack output; do
		key="${ORIGIN[$limit]}|${ORIGIN_TEXT[$limit]}"
		[[ -n "${text[$key]:-}" ]] || seen+=("$key")
		text[$key]+="${text[$key]:+, }$limit ${value[$limit]}"
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

# list_official NAME: where NAME's official data is looked for, and how many tests it holds.
list_official() {
	[[ ${#OFFICIAL_SPEC[@]} -gt 0 ]] || return 0
	local n where
	n=$(all_tests "$1" | grep -c '^official/' || true)
	shown where "$OFFICIAL_DIR"
	if ((n > 0)); then
		printf '    official data: %s in %s (official %s)\n' "$(plural "$n" test)" \
			"$where" "${OFFICIAL_SPEC[*]}"
	else
		printf '    official data: not found in %s (official %s)\n' "$where" \
			"${OFFICIAL_SPEC[*]}"
	fi
}
