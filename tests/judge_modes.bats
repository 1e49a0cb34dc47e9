#!/usr/bin/env bats
# judge.sh's modes and options: choosing tests, --failed, the failing-case view, --time-scale and
# how far over a TLE went, the compare modes and C++ checkers; --source, --verify and
# --stress on the fixture problem aplusb; options, messages, --list and --bench
# as a newcomer expects them. Fixtures: tests/fixtures.

load helpers

setup_file() { need_build tools; }

SUBS="$FIX/tests/submissions/aplusb"
JUDGE_TIMEOUT=120

# ---- choose the tests

@test "NAME TEST judges only that test; with .in, as a pattern, and several" {
	judge floats 3-rel-in
	[ "$status" -eq 0 ]
	[ "${lines[-1]}" = "1 passed, 0 failed" ]
	judge floats 3-rel-in.in '1-*'
	has_verdict floats 1-abs-in AC
	has_verdict floats 3-rel-in AC
	[ "${lines[-1]}" = "2 passed, 0 failed" ]
	judge floats '?-*-out' ac 1
	has_verdict floats 2-abs-out WA
	has_verdict floats 4-rel-out WA
	has_verdict ac 1 AC
	[ "${lines[-1]}" = "1 passed, 2 failed" ]
}

@test "an unknown test names the problem's tests and exits 2" {
	judge floats 7-nosuch
	[ "$status" -eq 2 ]
	[[ "$output" == *"no test '7-nosuch' in testdata/floats (its tests: 1-abs-in 2-abs-out 3-rel-in 4-rel-out 5-words 6-word-case)"* ]]
}

@test "--failed judges only what failed in the previous run of the same profile" {
	rm -f "$ROOT"/build/judge/last/failed.clang.*
	judge --profile clang --failed floats
	[ "$status" -eq 2 ]
	[[ "$output" == *"no previous run of profile clang"* ]]
	judge --profile clang floats ac
	[ "$status" -eq 1 ]
	judge --profile clang --failed
	[ "$status" -eq 1 ]
	has_verdict floats 2-abs-out WA
	has_verdict floats 4-rel-out WA
	has_verdict floats 6-word-case WA
	[ "${lines[-1]}" = "0 passed, 3 failed" ]
	judge --profile clang --failed floats 2-abs-out
	[ "${lines[-1]}" = "0 passed, 1 failed" ]
}

@test "--failed keeps a --source file's failures apart from the collection's own program's" {
	rm -f "$ROOT"/build/judge/last/failed.hdu.*
	judge --profile hdu --source "$SUBS/wrong_answer/int32.c" aplusb
	[ "$status" -eq 1 ]
	judge --profile hdu aplusb
	[ "$status" -eq 0 ]
	judge --profile hdu --failed
	# the collection's program failed nothing
	[ "${lines[-1]}" = "0 passed, 0 failed (--failed: the last run failed none of these, so none was rerun)" ]
	judge --profile hdu --source "$SUBS/wrong_answer/int32.c" --failed aplusb
	[ "$status" -eq 1 ]
	[[ "${lines[-1]}" == "0 passed, "[1-9]*" failed"* ]]
	judge --profile hdu --source "$SUBS/accepted/plain.cpp" --failed aplusb
	[ "$status" -eq 2 ]
	[[ "$output" == *"no previous run of profile hdu with --source"* ]]
}

# ---- the failing case

@test "a multi-case WA names its first wrong case; -v shows its input, both outputs and a one-case file" {
	judge cases_wa 1
	[ "$status" -eq 1 ]
	has_verdict cases_wa 1 WA
	[[ "$output" == *"(case 3/5)"* ]]
	judge -v cases_wa 1
	[[ "$output" == *"case 3 of 5, input in build/judge/last/cases_wa/1.case3.in"* ]]
	[[ "$output" == *"expected:"$'\n'"      10"$'\n'"    received:"$'\n'"      11"* ]]
	one="$ROOT/build/judge/last/cases_wa/1.case3.in"
	[ "$(cat "$one")" = "$(printf '1\n7 3')" ]
	gcc -o "$BATS_TEST_TMPDIR/cases_wa" "$FIX/problems/cases_wa.c"
	[ "$("$BATS_TEST_TMPDIR/cases_wa" <"$one")" = 11 ]
}

@test "a file that cannot be split into cases falls back to the line view" {
	judge -v cases_wa 2-short
	has_verdict cases_wa 2-short WA
	[[ "$output" == *"cannot be cut out of this input alone"*"; the line view:)"* ]]
	[[ "$output" == *"expected"*"received"* ]]
	# an RE has no line view: the note announces none
	printf '#include <stdio.h>\nint main(void) { puts("1"); return 3; }\n' >"$BATS_TEST_TMPDIR/re.c"
	JUDGE_ROOT="$ROOT" judge -v --source "$BATS_TEST_TMPDIR/re.c" lanqiao2017_cube 01-sample
	has_verdict lanqiao2017_cube 01-sample RE
	[[ "$output" == *"cannot be cut out of this input alone: "*[0-9]")"$'\n'* ]]
}

@test "blocks output: the first wrong block is the case" {
	judge -v cases_blocks
	has_verdict cases_blocks 1 WA
	[[ "$output" == *"(case 3/4)"* ]]
	[[ "$output" == *"case 3 of 4"*"      6"* ]]
}

@test "-v diff: expected and received side by side with line numbers, up to --diff-lines" {
	judge -v --diff-lines 1 cases_wa 1
	[[ "$output" =~ 3\ +10\ +\|\ 11 ]]
	[[ ! "$output" =~ 5\ +12\ +\|\ 13 ]]
	judge -v cases_wa 1
	[[ "$output" =~ 5\ +12\ +\|\ 13 ]]
}

# ---- time

@test "--time-scale: a 0.75 s program under a 0.5 s limit is AC at 2 and TLE at 1" {
	judge --time-scale 2 slow 1-right
	[ "$status" -eq 0 ]
	[[ "${lines[-1]}" == "1 passed, 0 failed (time limits x2)" ]]
	judge slow 1-right
	has_verdict slow 1-right TLE
}

@test "--time-scale refuses a non-positive or non-numeric factor" {
	for f in 0 -1 abc 1e3 ''; do
		judge --time-scale "$f" ac
		[ "$status" -eq 2 ] || { echo "factor '$f': $output"; false; }
	done
}

@test "a TLE says how far over it was: finished right, finished wrong, still running" {
	judge slow tle_busy
	[[ "$output" =~ slow\ +1-right\ +TLE\ +500\ ms.*\(finished\ at\ 7[0-9][0-9]\ ms,\ answer\ right(\;\ .*)?\) ]]
	[[ "$output" =~ slow\ +2-wrong\ +TLE\ +500\ ms.*\(finished\ at\ 7[0-9][0-9]\ ms,\ answer\ wrong(\;\ .*)?\) ]]
	[[ "$output" =~ tle_busy\ +1\ +TLE\ +250\ ms.*\(still\ running\ at\ [5-9][0-9][0-9]\ ms(\;\ .*)?\) ]]
}

# ---- compare modes and checkers

@test "compare float: just inside ABS and REL is AC, just outside WA; words exactly" {
	judge floats
	has_verdict floats 1-abs-in AC
	has_verdict floats 2-abs-out WA
	has_verdict floats 3-rel-in AC
	has_verdict floats 4-rel-out WA
	has_verdict floats 5-words AC
	has_verdict floats 6-word-case WA
}

@test "compare tokens-nocase: letter case ignored, the words not" {
	judge nocase
	has_verdict nocase 1 AC
	has_verdict nocase 2-wa WA
}

@test "a C++ checker using testlib.h from the problem's folder" {
	judge -v chk_cpp
	has_verdict chk_cpp 1 AC
	has_verdict chk_cpp 2-wa WA
	[[ "$output" == *"expected 5, found 4"* ]]
}

@test "a checker including testlib.h that is nowhere: said so, not a compiler dump; TESTLIB_DIR finds it" {
	tmp_root
	mkdir -p "$BATS_TEST_TMPDIR/testlib"
	mv "$TMP_ROOT/testdata/chk_cpp/testlib.h" "$BATS_TEST_TMPDIR/testlib/"
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" chk_cpp
	[ "$status" -eq 3 ]
	[[ "$output" == *"checker.cpp includes testlib.h, found neither in testdata/chk_cpp nor in \$TESTLIB_DIR"* ]]
	TESTLIB_DIR="$BATS_TEST_TMPDIR/testlib" NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" chk_cpp
	has_verdict chk_cpp 1 AC
}

@test "a missing checker.c is named as such" {
	tmp_root
	rm "$TMP_ROOT/testdata/chk/checker.c"
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" chk
	[ "$status" -eq 3 ]
	[[ "$output" == *"testdata/chk/checker.c not found"* ]]
	[[ "$output" != *"No such file"* ]]
}

# ---- --source and --verify

@test "--source: a correct C++ file is AC on every judge test; robustness tests left out, counted" {
	judge --source "$SUBS/accepted/plain.cpp" aplusb
	[ "$status" -eq 0 ]
	has_verdict aplusb 1-sample AC
	has_verdict aplusb 2-big AC
	[[ "$output" != *9-garbage* ]]
	[ "${lines[-1]}" = "2 passed, 0 failed (1 robustness test left out: outside the problem's constraints; --all-tests adds them)" ]
	judge --source "$SUBS/accepted/plain.cpp" --all-tests aplusb
	has_verdict aplusb 9-garbage WA
}

@test "--source under every profile, -v shows the compile command" {
	for p in strict uva hdu clang sanitize; do
		judge --profile "$p" -v --source "$SUBS/accepted/plain.cpp" aplusb
		[ "$status" -eq 0 ] || { echo "profile $p: $output"; false; }
	done
	judge --profile uva -v --source "$SUBS/accepted/plain.cpp" aplusb
	[[ "$output" == *'$ g++ -O2 -pipe -std=c++11 -DONLINE_JUDGE -o '*'plain.cpp -lm -lcrypt'* ]]
	judge --profile uva -v --source "$SUBS/wrong_answer/int32.c" aplusb
	[[ "$output" == *'$ gcc -O2 -pipe -ansi -DONLINE_JUDGE -o '*'int32.c -lm -lcrypt'* ]]
	# the command is quoted as a shell reads it: a pasted line names the same file, also when
	# the name holds quotes, blanks, a backslash, controls or a byte that is not UTF-8; it is
	# plain ASCII, so no locale's multibyte characters can swallow a backslash (Big5: a5 5c)
	local file words
	mkdir -p "$BATS_TEST_TMPDIR/my dir"
	for file in "my dir/it's \"int32\" \\ \$HOME *.c" $'a\nb\tc\e[2J\xff\302\233\\\'.c' \
		"日'\$(echo INJECTED >&2)日'.c"; do
		file="$BATS_TEST_TMPDIR/$file"
		cp "$SUBS/wrong_answer/int32.c" "$file"
		judge -v --source "$file" aplusb
		[ -z "$(printf '%s' "${lines[0]}" | LC_ALL=C tr -d ' -~')" ]
		eval "words=(${lines[0]#*\$ })"
		[ "${words[-2]}" = "$file" ] || { echo "${lines[0]}"; false; }
	done
}

@test "--source: a wrong file is WA; a C++ compile error is CE with the message; warnings shown, not fatal" {
	judge --source "$SUBS/wrong_answer/int32.c" aplusb
	[ "$status" -eq 1 ]
	has_verdict aplusb 2-big WA
	printf 'int main() { return undeclared_thing; }\n' >"$BATS_TEST_TMPDIR/bad.cpp"
	judge --source "$BATS_TEST_TMPDIR/bad.cpp" aplusb
	[ "$status" -eq 1 ]
	[[ "$output" =~ aplusb\ +\(compile\)\ +CE\ +\(2\ tests\ not\ run ]]
	[[ "$output" == *undeclared_thing* ]]
	printf '#include <stdio.h>\nint main(void) { long long t, a, b; int unused; if (scanf("%%lld", &t) != 1) return 0;\nwhile (t-- > 0 && scanf("%%lld %%lld", &a, &b) == 2) printf("%%lld\\n", a + b); return 0; }\n' \
		>"$BATS_TEST_TMPDIR/warn.c"
	judge --source "$BATS_TEST_TMPDIR/warn.c" aplusb
	[ "$status" -eq 0 ]
	[[ "$output" == *"compiled with warnings"*unused* ]]
	judge --werror --source "$BATS_TEST_TMPDIR/warn.c" aplusb
	[ "$status" -eq 1 ]
	[[ "$output" =~ \(compile\)\ +CE ]]
}

@test "--source errors: unknown extension, missing file or not a file, no testdata, no or two problems: exit 2" {
	printf 'x\n' >"$BATS_TEST_TMPDIR/mine.py"
	judge --source "$BATS_TEST_TMPDIR/mine.py" aplusb
	[ "$status" -eq 2 ]
	[[ "$output" == *"unknown language"* ]]
	judge --source "$BATS_TEST_TMPDIR/nosuch.c" aplusb
	[ "$status" -eq 2 ]
	[[ "$output" == *"no such file"* ]]
	mkdir "$BATS_TEST_TMPDIR/dir.c"
	judge --source "$BATS_TEST_TMPDIR/dir.c" aplusb
	[ "$status" -eq 2 ]
	[[ "$output" == *"is not a regular file"* ]]
	judge --source "$SUBS/accepted/plain.cpp" nosuchproblem
	[ "$status" -eq 2 ]
	judge --source "$SUBS/accepted/plain.cpp"
	[ "$status" -eq 2 ]
	judge --source "$SUBS/accepted/plain.cpp" aplusb ac
	[ "$status" -eq 2 ]
}

@test "--verify: each submission gets its folder's verdict; accepted ones show their slowest test" {
	judge --verify aplusb
	[ "$status" -eq 0 ]
	[[ "$output" =~ aplusb\ +accepted/aplusb.c\ +ok ]]
	[[ "$output" =~ aplusb\ +accepted/plain.cpp\ +ok ]]
	[[ "$output" =~ aplusb\ +wrong_answer/int32.c\ +ok ]]
	[[ "$output" =~ aplusb\ +wrong_answer/first_only.c\ +ok ]]
	[[ "$output" =~ aplusb\ +time_limit_exceeded/count_up.c\ +ok ]]
	[[ "$output" =~ aplusb\ +run_time_error/div_zero.c\ +ok ]]
	[[ "$output" =~ slowest\ test\ [12]-[a-z]+:\ [0-9]+\ ms,\ [0-9]+%\ of\ the\ 1\ s\ limit ]]
	[[ "${lines[-1]}" == "6 submissions as expected, 0 surprises (1 robustness test left out"* ]]
}

@test "--verify: a submission in the wrong folder is a surprise (exit 1)" {
	tmp_root
	cp "$SUBS/wrong_answer/int32.c" "$TMP_ROOT/tests/submissions/aplusb/accepted/"
	cp "$SUBS/accepted/plain.cpp" "$TMP_ROOT/tests/submissions/aplusb/run_time_error/"
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" --verify aplusb
	[ "$status" -eq 1 ]
	[[ "$output" =~ accepted/int32.c\ +SURPRISE ]]
	[[ "$output" =~ run_time_error/plain.cpp\ +SURPRISE ]]
	[[ "${lines[-1]}" == "6 submissions as expected, 2 surprises"* ]]
}

# ---- --stress

@test "--stress finds the smallest failing input of a wrong file and saves it" {
	judge --stress --source "$SUBS/wrong_answer/int32.c" aplusb --seed 7 -n 3
	[ "$status" -eq 1 ]
	[[ "$output" == *"stress aplusb: WA at size 10"* ]]
	dir="$ROOT/build/stress/aplusb"
	[ -s "$dir/fail.in" ] && [ -s "$dir/fail.expected" ] && [ -s "$dir/fail.got" ]
	gcc -o "$BATS_TEST_TMPDIR/ref" "$FIX/problems/aplusb.c"
	gcc -o "$BATS_TEST_TMPDIR/mine" "$SUBS/wrong_answer/int32.c"
	[ "$("$BATS_TEST_TMPDIR/ref" <"$dir/fail.in")" = "$(cat "$dir/fail.expected")" ]
	[ "$("$BATS_TEST_TMPDIR/mine" <"$dir/fail.in")" != "$(cat "$dir/fail.expected")" ]
}

@test "--stress: a right file shows no difference; the run is reproducible from its seed" {
	judge --stress --source "$SUBS/accepted/plain.cpp" aplusb --seed 7 -n 2
	[ "$status" -eq 0 ]
	[ "${lines[-1]}" = "stress aplusb: 26 inputs, sizes 0..12, 2 inputs each, no difference (seed 7)" ]
	judge --stress --source "$SUBS/wrong_answer/int32.c" aplusb --seed 7 -n 3
	first="$output"
	judge --stress --source "$SUBS/wrong_answer/int32.c" aplusb --seed 7 -n 3
	[ "$output" = "$first" ]
}

@test "--stress: a time budget stops the run early and says so" {
	# (sizes 0..1 only: every size is reached within the budget even on a loaded machine)
	judge --stress --source "$SUBS/accepted/plain.cpp" aplusb --seed 1 -n 100000 --seconds 1 \
		--max-size 1
	[ "$status" -eq 0 ]
	[[ "${lines[-1]}" == *"no difference, stopped on time after 1 s (seed 1)" ]]
}

@test "--stress goes in rounds: every size gets an input before any gets a second" {
	# (sizes 0..1 and 1 s: both sizes are reached within the budget even on a loaded machine,
	# a dozen inputs and more)
	judge --stress --source "$SUBS/accepted/plain.cpp" aplusb --seed 1 -n 100000 --seconds 1 \
		--max-size 1
	[ "$status" -eq 0 ]
	# stopped within a round: the size it reached has one input more than the other
	[[ "${lines[-1]}" =~ ^"stress aplusb: "([0-9]+)" inputs, sizes 0..1, "([0-9]+)"-"([0-9]+)" inputs each" ]] ||
		[[ "${lines[-1]}" =~ ^"stress aplusb: "([0-9]+)" input"s?", sizes 0..1, "([0-9]+)" input"s?" each" ]]
	n="${BASH_REMATCH[1]}" low="${BASH_REMATCH[2]}"
	((n >= 2 * low && n < 2 * (low + 1)))
	# --min-size: from that size up
	judge --stress --source "$SUBS/accepted/plain.cpp" aplusb --seed 1 -n 1 --min-size 10
	[ "$status" -eq 0 ]
	[ "${lines[-1]}" = "stress aplusb: 3 inputs, sizes 10..12, 1 input each, no difference (seed 1)" ]
	judge --stress --source "$SUBS/accepted/plain.cpp" aplusb --min-size 13
	[ "$status" -eq 2 ]
	[[ "$output" == *"--min-size 13 is above the largest size, 12"* ]]
	judge --stress --source "$SUBS/accepted/plain.cpp" aplusb --min-size 3 --max-size 4 -n 1
	[ "${lines[-1]}" = "stress aplusb: 2 inputs, sizes 3..4, 1 input each, no difference (seed ${lines[-1]##*seed }" ]
}

@test "--stress: a failure found in a round is followed by a look for a smaller one" {
	cat >"$BATS_TEST_TMPDIR/odd.c" <<'C'
#include <stdio.h>
int main(void) /* wrong (0) wherever the sum is odd */
{
	long long t, a, b;
	if (scanf("%lld", &t) != 1) return 0;
	while (t-- > 0 && scanf("%lld %lld", &a, &b) == 2) printf("%lld\n", (a + b) % 2 ? 0 : a + b);
	return 0;
}
C
	# seed 3: round 1 is right at size 1 and wrong at size 2; round 4 is wrong at size 1
	judge --stress --source "$BATS_TEST_TMPDIR/odd.c" aplusb --seed 3 -n 1
	[ "$status" -eq 1 ]
	[[ "${lines[0]}" == "stress aplusb: WA at size 2 (gen 3002028 2), after 3 inputs; seed 3" ]]
	judge --stress --source "$BATS_TEST_TMPDIR/odd.c" aplusb --seed 3 -n 4
	[ "$status" -eq 1 ]
	[[ "${lines[0]}" == "stress aplusb: WA at size 1 (gen 3001022 1), after 9 inputs; seed 3" ]]
}

@test "--stress: a budget that does not reach every size is no clean bill (exit 4)" {
	# a right answer after a quarter of a second of wall time (no CPU: the machine is shared)
	cat >"$BATS_TEST_TMPDIR/slow.c" <<'C'
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <time.h>
int main(void)
{
	struct timespec nap = { 0, 250000000L };
	long long t, a, b;
	nanosleep(&nap, NULL);
	if (scanf("%lld", &t) != 1) return 0;
	while (t-- > 0 && scanf("%lld %lld", &a, &b) == 2) printf("%lld\n", a + b);
	return 0;
}
C
	judge --stress --source "$BATS_TEST_TMPDIR/slow.c" aplusb --seed 1 --seconds 1
	[ "$status" -eq 4 ]
	[[ "${lines[-1]}" =~ ^"stress aplusb: "[0-9]+" input"s?", ".*"no difference there; NOT a clean bill: the 1 s budget did not reach sizes "[0-9]+"..12 (more --seconds, or --min-size "[0-9]+"; seed 1)"$ ]]
	[[ "${lines[-1]}" != *"sizes 0..12,"* ]]
}

@test "--stress: a new run removes the previous run's fail.* files" {
	judge --stress --source "$SUBS/wrong_answer/int32.c" aplusb --seed 7 -n 1
	[ "$status" -eq 1 ]
	dir="$ROOT/build/stress/aplusb"
	[ -f "$dir/fail.in" ] && [ -f "$dir/fail.expected" ] && [ -f "$dir/fail.got" ]
	judge --stress --source "$SUBS/accepted/plain.cpp" aplusb --seed 7 -n 1
	[ "$status" -eq 0 ]
	[ ! -e "$dir/fail.in" ] && [ ! -e "$dir/fail.expected" ] && [ ! -e "$dir/fail.got" ]
}

@test "--stress errors: no generator, a broken generator, a broken reference are exit 3" {
	judge --stress --source "$SUBS/accepted/plain.cpp" ac
	[ "$status" -eq 3 ]
	[[ "$output" == *"no generator (testdata/ac/gen.c)"* ]]
	tmp_root
	printf 'int main(void) { return 0; }\n' >"$TMP_ROOT/testdata/aplusb/gen.c"
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" --stress --source "$SUBS/accepted/plain.cpp" aplusb
	[ "$status" -eq 3 ]
	[[ "$output" == *"the generator failed"* ]]
	cp "$FIX/testdata/aplusb/gen.c" "$TMP_ROOT/testdata/aplusb/gen.c"
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" --stress --source "$SUBS/accepted/plain.cpp" \
		--ref "$SUBS/run_time_error/div_zero.c" aplusb
	[ "$status" -eq 3 ]
	[[ "$output" == *"the reference failed"*"not $SUBS/accepted/plain.cpp"* ]]
	judge --stress aplusb
	[ "$status" -eq 2 ]
}

# ---- options, messages, --list, --bench

@test "combined short flags work; conflicting modes are refused (exit 2)" {
	judge -vl floats
	[ "$status" -eq 0 ]
	[[ "$output" == *"    5-words"* ]]
	judge -kv ac
	[ "$status" -eq 0 ]
	[[ "${lines[-1]}" == "outputs kept in $ROOT/build/judge/last/strict" ]]
	judge --list --bench ac
	[ "$status" -eq 2 ]
	[[ "$output" == *"--list and --bench cannot be combined"* ]]
	judge -lb ac
	[ "$status" -eq 2 ]
	judge --verify --stress ac
	[ "$status" -eq 2 ]
}

@test "--keep: outputs and the binary in build/judge/last/PROFILE/NAME, as --help says" {
	judge --keep ac
	[ "$(cat "$ROOT/build/judge/last/strict/ac/1.out")" = 3 ]
	[ -x "$ROOT/build/judge/last/strict/ac/ac" ]
	run "$ROOT/judge.sh" --help
	[[ "$output" == *"build/judge/last/PROFILE/NAME/"* ]]
}

@test "a problem without testdata: --list, --bench and judging report it and go on with the others" {
	tmp_root
	cp "$FIX/problems/ac.c" "$TMP_ROOT/problems/nodata.c"
	for mode in --list --bench ''; do
		NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" $mode ac nodata floats
		[ "$status" -ne 0 ] && [ "$status" -ne 2 ]
		[[ "$output" == *nodata*"testdata/nodata"* ]] || { echo "mode $mode: $output"; false; }
		[[ "$output" =~ (^|$'\n')floats\  ]] || { echo "mode $mode: $output"; false; }
	done
}

@test "--bench: a header row, seconds and MiB on both sides, looser targets flagged; sanitize refused" {
	tmp_root
	printf 'time 1\nmemory 64\nbench 1.in 5 256\n' >"$TMP_ROOT/testdata/ac/judge.conf"
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" --bench ac
	[[ "${lines[0]}" =~ ^problem\ +test\ +ver\ +CPU\ s\ +target\ +RSS\ MiB\ +target\ +result ]]
	[[ "$output" =~ ac\ +1\ +AC\ +[0-9]+\.[0-9]{3}\ +5\ +[0-9.]+\ +256\ +ok\ +\(target\ looser\ than\ the\ limits\ 1\ s\ /\ 64\ MiB\) ]]
	judge --bench --profile sanitize ac
	[ "$status" -eq 2 ]
	[[ "$output" == *"sanitize"* ]]
}

@test "messages: singular and plural; a bad judge.conf line makes the summary say judge error" {
	judge ce
	[[ "$output" =~ \(1\ test\ not\ run ]]
	tmp_root
	cp "$FIX/testdata/ac/1.in" "$TMP_ROOT/testdata/ce/2.in"; cp "$FIX/testdata/ac/1.out" "$TMP_ROOT/testdata/ce/2.out"
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" ce
	[[ "$output" =~ \(2\ tests\ not\ run ]]
	printf 'time fast\n' >"$TMP_ROOT/testdata/ac/judge.conf"
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" ac
	[ "$status" -eq 3 ]
	[[ "$output" == *"testdata/ac/judge.conf:1: 'time fast': time must be a positive number of seconds"* ]]
	[[ "${lines[-1]}" == "0 passed, 1 failed (judge error: see above)" ]]
}

@test "checker mode: the CPU and peak RSS shown are the program's, not the checker's" {
	tmp_root
	cat >"$TMP_ROOT/problems/chk.c" <<-'C'
		#include <stdio.h>
		#include <string.h>
		static char big[24 << 20];
		int main(void) { memset(big, 1, sizeof big); puts("1 2"); return big[5] - 1; }
	C
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" chk 1
	has_verdict chk 1 AC
	rss=$(awk '$1 == "chk" && $2 == 1 { print $6 }' <<<"$output")
	[ "$rss" -gt 24000 ]
}

@test "--failed after a CE reruns the tests that were not run; --failed goes with judging only" {
	tmp_root
	printf 'int main(void) { return 0 }\n' >"$BATS_TEST_TMPDIR/broken.c"
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" -p hdu --source "$BATS_TEST_TMPDIR/broken.c" ac
	[ "$status" -eq 1 ]
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" -p hdu --source "$BATS_TEST_TMPDIR/broken.c" \
		--failed ac
	[ "$status" -eq 1 ]
	[ "${lines[-1]}" = "0 passed, 4 failed" ]
	for mode in --list --bench --verify; do
		judge "$mode" --failed ac
		[ "$status" -eq 2 ] || { echo "$mode: $output"; false; }
		[[ "$output" == *"--failed reruns judged tests"* ]]
	done
}

@test "large limits stay exact integers (mawk); limits past the runner's range and an infinite tolerance are judge.conf errors" {
	tmp_root
	printf 'output 2048\ntime 3600\n' >"$TMP_ROOT/testdata/ac/judge.conf"
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" ac 1
	[ "$status" -eq 0 ]
	NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" --time-scale 1000000 ac 1
	[ "$status" -eq 0 ]
	for bad in 'time 3000000' 'memory 3000000' 'compare float 1e400 0'; do
		printf '%s\n' "$bad" >"$TMP_ROOT/testdata/ac/judge.conf"
		NO_COLOR=1 run "$ROOT/judge.sh" --root "$TMP_ROOT" ac 1
		[ "$status" -eq 3 ] || { echo "$bad: $output"; false; }
		[[ "$output" == *"judge.conf:1: '$bad'"* ]]
	done
}

@test "a TMPDIR that cannot be used is a judge error (exit 3), not a failed test" {
	TMPDIR=/nonexistent NO_COLOR=1 run "$ROOT/judge.sh" --root "$FIX" ac 1
	[ "$status" -eq 3 ]
	[[ "$output" == *"cannot make a temporary folder in /nonexistent"* ]]
}
