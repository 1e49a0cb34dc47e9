#!/usr/bin/env bats
# judge_official.bats -- judge.conf's 'official' line (the official data, outside the tree, judged
# as official/TEST when found) and each limit's origin (the online judge's or the collection's
# own) in --list and in TLE and MLE notes. Fixture: offdata, whose program is wrong only where
# a sum is 13, which its own test misses; its official data is made here, in a temp folder.

load helpers

setup_file() { need_build tools; }

JUDGE_TIMEOUT=120

# official_data: CUBEJUDGE_FIXTURE_OFFICIAL, a folder of two official tests: a (right) and b
# (a sum of 13: the fixture's program gets it wrong).
official_data() {
	export CUBEJUDGE_FIXTURE_OFFICIAL="$BATS_TEST_TMPDIR/official data"
	mkdir -p "$CUBEJUDGE_FIXTURE_OFFICIAL"
	printf '1 1\n' >"$CUBEJUDGE_FIXTURE_OFFICIAL/a.in"
	printf '2\n' >"$CUBEJUDGE_FIXTURE_OFFICIAL/a.out"
	printf '6 7\n' >"$CUBEJUDGE_FIXTURE_OFFICIAL/b.in"
	printf '13\n' >"$CUBEJUDGE_FIXTURE_OFFICIAL/b.out"
}

@test "official data, when found, is judged as official/TEST; the summary splits the failures" {
	official_data
	judge offdata
	[ "$status" -eq 1 ]
	has_verdict offdata 1 AC
	has_verdict offdata official/a AC
	has_verdict offdata official/b WA
	[[ "$output" != *"not found"* ]]
	[ "${lines[-1]}" = "3 passed, 1 failed (official data: 1 passed, 1 failed; the collection's own tests: 2 passed, 0 failed)" ]
	# picked by name or pattern; --source judges it too (robustness tests left out)
	judge offdata 'official/*'
	[ "${#lines[@]}" -eq 3 ]
	judge --source "$FIX/problems/offdata.c" offdata
	has_verdict offdata official/b WA
	[[ "${lines[-1]}" == "2 passed, 1 failed (1 robustness test left out"*"official data: 1 passed, 1 failed;"* ]]
	# --failed reruns the official test that failed
	judge --failed offdata
	[ "${#lines[@]}" -eq 2 ]
	has_verdict offdata official/b WA
	# an official test without its .out is a judge error, and counted on the official side
	rm "$CUBEJUDGE_FIXTURE_OFFICIAL/b.out"
	judge offdata
	[ "$status" -eq 3 ]
	has_verdict offdata official/b JE
	[[ "${lines[-1]}" == *"(official data: 1 passed, 1 failed;"* ]]
}

@test "official data not found: said once, with where it was looked for; not an error" {
	unset CUBEJUDGE_FIXTURE_OFFICIAL
	judge offdata
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "offdata: its official data was not found in $FIX/no-such-official-data (judge.conf: official \$CUBEJUDGE_FIXTURE_OFFICIAL no-such-official-data): the collection's own tests only" ]
	[ "$(grep -c 'not found' <<<"$output")" -eq 1 ]
	[ "${lines[-1]}" = "2 passed, 0 failed" ]
	# the variable, set, is where it is looked for (a relative folder: from the root)
	CUBEJUDGE_FIXTURE_OFFICIAL=/nonexistent judge offdata
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" == "offdata: its official data was not found in /nonexistent "* ]]
	judge --list offdata
	[[ "$output" == *"    official data: not found in $FIX/no-such-official-data (official"* ]]
}

@test "official data: --list counts it, --validate checks it as judge tests, --verify leaves it out" {
	official_data
	judge --list -v offdata
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" =~ ^offdata\ +2\ tests\  ]]
	[[ "$output" == *"    official data: 2 tests in $CUBEJUDGE_FIXTURE_OFFICIAL (official"* ]]
	[[ "$output" == *$'\n    official/a\n    official/b'* ]]
	judge --validate offdata
	[ "$status" -eq 0 ]
	[[ "$output" =~ official/a\ +valid\ +judge\ test ]]
	[[ "$output" =~ official/b\ +valid\ +judge\ test ]]
	# an official input the validator rejects is a mismatch, as for any judge test
	printf 'x\n' >"$CUBEJUDGE_FIXTURE_OFFICIAL/c.in" && : >"$CUBEJUDGE_FIXTURE_OFFICIAL/c.out"
	judge --validate offdata
	[ "$status" -eq 1 ]
	[[ "$output" =~ official/c\ +MISMATCH ]]
	# --verify: the collection's own tests only, wherever it runs
	judge --verify offdata
	[ "$status" -eq 0 ]
	[[ "$output" =~ accepted/offdata.c\ +ok\ +AC\ 1\  ]]
}

@test "judge.conf's official line: \$VARIABLE names or folders, nothing else" {
	tmp_root
	for bad in 'official' 'official $1x' 'official $A-B'; do
		printf 'time 1\n%s\n' "$bad" >"$TMP_ROOT/testdata/offdata/judge.conf"
		JUDGE_ROOT="$TMP_ROOT" judge --list offdata
		[ "$status" -eq 3 ] || { echo "$bad: $output"; false; }
		[[ "$output" == *"judge.conf:2: '$bad': official needs one or more places"* ]]
	done
}

@test "each limit's origin: --list says whose it is and its source; TLE and MLE notes say it too" {
	judge --list offdata
	[[ "$output" == *"    time 1 s: HDU's limit (example.org/offdata, Time Limit 1000 MS)"* ]]
	[[ "$output" == *"    memory 64 MiB: HDU's limit, not verified (the judge's usual limit)"* ]]
	[[ "$output" == *"    output 64 MiB: our own limit, not HDU's"* ]]
	judge --list ac
	[[ "$output" == *"    time 2 s, memory 256 MiB, output 64 MiB: our own limit (no online judge named)"* ]]
	[[ "$output" == *"    stack 256 MiB: our own limit (set to the memory limit)"* ]]
	tmp_root
	printf 'online_judge UVa\ntime 0.25 judge example.org/tle\n' >"$TMP_ROOT/testdata/tle_busy/judge.conf"
	printf 'online_judge UVa\nmemory 64 own UVa publishes none\n' \
		>"$TMP_ROOT/testdata/mle_bigmalloc/judge.conf"
	JUDGE_ROOT="$TMP_ROOT" judge tle_busy mle_bigmalloc
	has_verdict tle_busy 1 TLE
	[[ "$output" =~ tle_busy\ +1\ +TLE\ .*\;\ 0.25\ s\ is\ UVa\'s\ limit\)$'\n' ]]
	has_verdict mle_bigmalloc 1 MLE
	[[ "$output" == *"; 64 MiB is our own limit, not UVa's)"* ]]
	judge tle_busy
	[[ "$output" == *"; 0.25 s is our own limit)"* ]]
}

@test "a limit's origin: own, judge SOURCE or unverified WHY, and judge needs online_judge" {
	tmp_root
	for bad in 'time 1 judge' 'time 1 unverified' 'time 1 theirs x' 'memory 8 judge x'; do
		printf '%s\n' "$bad" >"$TMP_ROOT/testdata/ac/judge.conf"
		JUDGE_ROOT="$TMP_ROOT" judge --list ac
		[ "$status" -eq 3 ] || { echo "$bad: $output"; false; }
	done
	[[ "$output" == *"a limit is marked 'judge' or 'unverified' but no online_judge line"* ]]
	printf 'time 1 own\nmemory 8 own ours\nonline_judge X\noutput 8 judge x y\n' \
		>"$TMP_ROOT/testdata/ac/judge.conf"
	JUDGE_ROOT="$TMP_ROOT" judge --list ac
	[ "$status" -eq 0 ]
}

# teardown: the official data some tests put under /usr/local goes, whatever the outcome.
teardown() { [[ -z "${USR_DATA:-}" ]] || rm -rf "$USR_DATA"; }

@test "--sandbox: official data inside a system folder is out of reach, compiling and running" {
	[ "$(id -u)" = 0 ] || skip "needs root (to put data under /usr/local)"
	need_namespaces
	USR_DATA=$(mktemp -d /usr/local/cubejudge-test.XXXXXX)
	chmod 755 "$USR_DATA"
	official_data
	cp "$CUBEJUDGE_FIXTURE_OFFICIAL"/* "$USR_DATA/"
	export CUBEJUDGE_FIXTURE_OFFICIAL="$USR_DATA"
	# the answer to b (which the fixture gets wrong) taken at compile time, then at run time
	printf '%s\n' '#include <stdio.h>' \
		"__asm__(\".section .rodata\\n.global b_out\\nb_out:\\n.incbin \\\"$USR_DATA/b.out\\\"\\n.byte 0\\n.text\\n\");" \
		'extern const char b_out[];' 'int main(void) { fputs(b_out, stdout); return 0; }' \
		>"$BATS_TEST_TMPDIR/incbin.c"
	judge --sandbox --source "$BATS_TEST_TMPDIR/incbin.c" offdata official/b
	[ "$status" -eq 1 ]
	has_verdict offdata '(compile)' CE
	[[ "$output" == *"file not found"* ]]
	judge --source "$BATS_TEST_TMPDIR/incbin.c" offdata official/b # (the default mode: found)
	has_verdict offdata official/b AC
	printf '%s\n' '#include <stdio.h>' "int main(void) { FILE *f = fopen(\"$USR_DATA/b.out\", \"r\");" \
		'int c; while (f && (c = getc(f)) != EOF) putchar(c); return 0; }' >"$BATS_TEST_TMPDIR/peek.c"
	judge --sandbox --source "$BATS_TEST_TMPDIR/peek.c" offdata official/b
	has_verdict offdata official/b WA
}

@test "--sandbox: testdata, tests and solutions linked into a system folder are out of reach, every problem's" {
	[ "$(id -u)" = 0 ] || skip "needs root (to put data under /usr/local)"
	need_namespaces
	local d="$BATS_TEST_TMPDIR/linked" t
	USR_DATA=$(mktemp -d /usr/local/cubejudge-test.XXXXXX)
	chmod 755 "$USR_DATA"
	mkdir -p "$USR_DATA/p" "$USR_DATA/files" "$d/problems" "$d/testdata/q"
	# (each test's input names a file; the program prints its first line, or "hidden")
	printf '%s\n' '/* secret3 */' '#include <stdio.h>' \
		'int main(void) { char path[4096], line[256] = "hidden\n"; FILE *f;' \
		'if (scanf("%4095s", path) == 1 && (f = fopen(path, "r"))) fgets(line, sizeof line, f);' \
		'fputs(line, stdout); return 0; }' >"$USR_DATA/q.c"
	chmod 644 "$USR_DATA/q.c"
	cp "$USR_DATA/q.c" "$d/problems/p.c"
	ln -s "$USR_DATA/q.c" "$d/problems/q.c"
	echo "$USR_DATA/p/1.out" >"$USR_DATA/p/1.in"
	echo secret1 >"$USR_DATA/p/1.out"
	echo "$USR_DATA/files/2.out" >"$USR_DATA/p/4.in" # (another problem's: q's)
	echo secret2 >"$USR_DATA/p/4.out"
	ln -s "$USR_DATA/p" "$d/testdata/p"
	echo secret2 >"$USR_DATA/files/2.out"
	echo "$USR_DATA/files/2.out" >"$d/testdata/q/2.in"
	ln -s "$USR_DATA/files/2.out" "$d/testdata/q/2.out"
	echo "$USR_DATA/q.c" >"$d/testdata/q/3.in"
	echo '/* secret3 */' >"$d/testdata/q/3.out"
	echo "official $USR_DATA/files/2.out" >"$d/testdata/q/judge.conf" # (a file, not a folder)
	chmod -R a+rX "$USR_DATA" "$d"
	JUDGE_ROOT="$d" judge p q # (the default mode: all within reach)
	for t in 'p 1' 'p 4' 'q 2' 'q 3'; do has_verdict ${t% *} ${t#* } AC; done
	JUDGE_ROOT="$d" judge --sandbox p q
	for t in 'p 1' 'p 4' 'q 2' 'q 3'; do has_verdict ${t% *} ${t#* } WA; done
	JUDGE_ROOT="$d" judge --sandbox p # (judging p alone: q's files too)
	has_verdict p 4 WA
	SANDBOX_FOR=1 CONF_NAME=q JUDGE_ROOT="$d" judge --sandbox p # (the judge's own names)
	has_verdict p 1 WA
}
