#!/usr/bin/env bats
# Every problem is AC on all of its testdata under every judge profile ("AC here" = "AC there";
# the default run judges HEAVY_TESTS, tests/helpers.bash, under the strict profile only).

load helpers

setup_file() { need_build all; }

# all_ac PROFILE: judge every problem under PROFILE (on its light tests but under strict); all
# judged tests AC, and at least one test each.
all_ac() {
	local picked=() src
	if [[ "$1" != strict ]]; then # (every problem named, HEAVY_TESTS left out)
		for src in "$ROOT"/problems/*.c; do
			src=$(basename "$src" .c)
			light_tests "$src"
			picked+=("$src" "${LIGHT[@]}")
		done
	fi
	NO_COLOR=1 run "$ROOT/judge.sh" --profile "$1" "${picked[@]}"
	echo "$output"
	[ "$status" -eq 0 ]
	# (where the official HDU 2953 data is found, it is judged too, and the summary says so)
	[[ "${lines[-1]}" =~ ^[1-9][0-9]*\ passed,\ 0\ failed(\ \(official\ data:\ [0-9]+\ passed,\ 0\ failed\;\ the\ collection\'s\ own\ tests:\ [0-9]+\ passed,\ 0\ failed\))?$ ]]
	for src in "$ROOT"/problems/*.c; do
		name=$(basename "$src" .c)
		re="(^|"$'\n'")$name +[^ ]+ +AC "
		[[ "$output" =~ $re ]] || { echo "no AC test for $name"; false; }
	done
}

@test "every problem AC under profile strict (gcc -std=c99 -pedantic -Werror)" { all_ac strict; }
@test "every problem AC under profile uva (gcc -ansi, UVa's ANSI C)" { all_ac uva; }
@test "every problem AC under profile hdu (gcc default dialect)" { all_ac hdu; }
@test "every problem AC under profile clang" { all_ac clang; }
@test "every problem AC under profile sanitize (ASan + UBSan)" { all_ac sanitize; }

@test "HEAVY_TESTS and STRESS_CAPS (tests/helpers.bash) name what exists, and leave tests light" {
	local entry name max
	for entry in $HEAVY_TESTS; do
		name="${entry%%/*}"
		[ -f "$ROOT/testdata/$entry.in" ] || { echo "no test $entry"; false; }
		# (light_tests names testdata/*.in: official data, named otherwise, would drop out)
		! grep -q '^official' "$ROOT/testdata/$name/judge.conf" ||
			{ echo "$name: official data and heavy tests"; false; }
		SLOW=0 light_tests "$name" # (no light test at all would mean every test)
		[ "${#LIGHT[@]}" -gt 0 ] || { echo "$name: every test heavy"; false; }
		[[ " ${LIGHT[*]} " != *" ${entry#*/}.in "* ]] ||
			{ echo "$entry: not left out by light_tests"; false; }
	done
	for entry in $STRESS_CAPS; do
		name="${entry%%/*}"
		[ -f "$ROOT/problems/$name.c" ] || { echo "$entry: no problem $name"; false; }
		max=$(awk '$1 == "stress_max_size" { print $2 }' "$ROOT/testdata/$name/judge.conf")
		SLOW=0 stress_cap "$name"
		[[ "$CAP" == "${entry#*/}" && "$CAP" =~ ^[0-9]+$ ]] && [ "$CAP" -lt "$max" ] ||
			{ echo "$entry: not a size below $max as stress_cap reads it ($CAP)"; false; }
	done
}

# the collection's own five; a problem a user adds is judged by the generic tests above and below
COLLECTION="hdu2953 lanqiao2017_cube skewb uva12445 uva197"

@test "the collection's five problems are all there (a user's added problem is welcome beside them)" {
	for name in $COLLECTION; do
		[ -f "$ROOT/problems/$name.c" ] || { echo "missing problems/$name.c"; false; }
		[ -d "$ROOT/testdata/$name" ] || { echo "missing testdata/$name"; false; }
	done
}

@test "every program: --help is usage on stdout (exit 0); an unknown argument is usage on stderr, exit 2, stdin unread" {
	for name in $COLLECTION; do
		bin="$ROOT/build/strict/$name"
		run "$bin" --help
		[ "$status" -eq 0 ] || { echo "$name --help: exit $status"; false; }
		[[ "$output" == *[Uu]sage* ]] || { echo "$name --help: $output"; false; }
		# the exit statuses are documented there, in the names all five share
		[[ "$output" == *"Exit status: 0 done; 1 stdout cannot be written; 2 bad arguments (stdin unread)"* ]] ||
			{ echo "$name --help: no exit statuses"; false; }
		help="$output"
		# stdin is a pipe that never ends: a program that reads it would hang (timeout: 124)
		stdin_unread bash -c '"$@" 2>&1 >/dev/null' _ "$bin" --cencus
		[ "$status" -eq 2 ] || { echo "$name --cencus: exit $status"; false; }
		[ "$output" = "$help" ] || { echo "$name: usage on stderr differs from --help"; false; }
		run bash -c 'timeout 10 "$1" --cencus 2>/dev/null </dev/null' _ "$bin"
		[ -z "$output" ] || { echo "$name --cencus wrote to stdout: $output"; false; }
	done
}

@test "every collection file opens with the header template: its fields in order, at most 40 lines, a Source URL, Flags pointing to --help, no measured figure" {
	want="Source Problem Input Output Flags Approach Time Memory Verified"
	local name f end
	for name in $COLLECTION; do
		f="$ROOT/problems/$name.c"
		got=$(awk 'NR > 1 && /^ \*\// { exit } match($0, /^ \* [A-Z][a-z]+:/) {
			f = substr($0, 4, RLENGTH - 4); printf "%s%s", sep, f; sep = " " }
			match($0, /   Memory:/) { printf " Memory" }' "$f")
		[ "$got" = "$want" ] || { echo "$name: fields '$got'"; false; }
		end=$(awk 'NR > 1 && /^ \*\// { print NR; exit }' "$f")
		[ "$end" -le 40 ] || { echo "$name: a header of $end lines"; false; }
		head -n "$end" "$f" >"$BATS_TEST_TMPDIR/header"
		grep -Eq '^ \* Source: +https?://[^ ]+' "$BATS_TEST_TMPDIR/header" ||
			{ echo "$name: the Source field opens with no URL"; false; }
		# the flags are listed once, by usage(): the header names them and points there
		run awk '/^ \* Flags:/ { on = 1 } on && /^ \* [A-Z][a-z]+:/ && !/Flags:/ { exit }
			on { sub(/^ \* +/, ""); printf "%s ", $0 }' "$BATS_TEST_TMPDIR/header"
		[[ "$output" =~ ^Flags:\ +none\ in\ judge\ mode\;\ .*see\ --help\.\ $ ]] ||
			{ echo "$name: Flags does not point to --help: $output"; false; }
		# timings drift with the machine: make bench writes them into the README, not here
		run grep -Ein 'measured|[0-9] ?ms\b' "$BATS_TEST_TMPDIR/header"
		[ -z "$output" ] || { echo "$name: a measured figure in the header: $output"; false; }
	done
}

@test "the five programs share one dialect: banners, function braces, exit statuses, flushed(), usage(), a fence before the flags" {
	local name f block first="" usage_fn first_usage="" bad
	for name in $COLLECTION; do
		f="$ROOT/problems/$name.c"
		# section banners: /* ---- Name ---- */, one style
		bad=$(grep -nE '^/\* *[-=]{3,}' "$f" | grep -vE '^[0-9]+:/\* ---- [^-= ].* ---- \*/$' || true)
		[ -z "$bad" ] || { echo "$name: other banners: $bad"; false; }
		# a function's opening brace on a line of its own
		bad=$(grep -nE '^(static )?[a-z][a-z _*]*[ *][a-z_0-9]+\([^;]*\) *\{' "$f" || true)
		[ -z "$bad" ] || { echo "$name: braces on the signature line: $bad"; false; }
		# judge mode first, then the fence, then the flags' code
		grep -qE '^/\* ---- Flags: .* \(judge mode needs none of this\) ---- \*/$' "$f" ||
			{ echo "$name: no fence before the flags"; false; }
		grep -q "^static const char PROGRAM\[\] = \"$name\";$" "$f" || { echo "$name: PROGRAM"; false; }
		# the exit statuses and flushed(), copied exactly (each file is a standalone submission)
		block=$(sed -n '/^\/\* exit statuses, the same names in all five programs/,/^}/p' "$f" |
			grep -v '^static const char PROGRAM')
		usage_fn=$(sed -n '/^\/\* prints USAGE on f \*\/$/,/^}/p' "$f")
		[ -n "$block" ] && [ -n "$usage_fn" ] || { echo "$name: no exit enum, flushed() or usage()"; false; }
		if [ -z "$first" ]; then
			first="$block" first_usage="$usage_fn"
			continue
		fi
		[ "$block" = "$first" ] || { echo "$name: exit statuses or flushed() differ"; false; }
		[ "$usage_fn" = "$first_usage" ] || { echo "$name: usage() differs"; false; }
	done
}

@test "one indentation style (tabs) and lines within 100 columns, in the programs, tools and the judge" {
	for f in $COLLECTION "$ROOT"/tools/*.[ch] "$ROOT"/tools/*/*.[ch] "$ROOT/judge.sh" "$ROOT"/judge/*.sh; do
		[[ "$f" == */* ]] || f="$ROOT/problems/$f.c"
		# (judge.sh's --help text is a here-document, laid out with spaces on purpose)
		run awk '/<<.EOF.$/ { doc = 1 } doc && /^EOF$/ { doc = 0 } !doc && /^ {2,}[^ *]/ { print FNR ": " $0 }' "$f"
		[ -z "$output" ] || { echo "$f: space-indented lines:"; echo "$output" | head -5; false; }
		# characters, not bytes (the comparator's comments show its visible blanks: · → ␍)
		run bash -c 'expand -t 8 "$1" | LC_ALL=C.UTF-8 grep -nE "^.{101,}" | sed "s|^|$1:|"' _ "$f"
		[ -z "$output" ] || { echo "$output" | head -5; false; }
	done
}

@test "every collection file is C89 as UVa's ANSI C needs (gcc -std=c89 -pedantic, long long allowed), no unused macro" {
	for name in $COLLECTION; do
		src="$ROOT/problems/$name.c"
		gcc -std=c89 -pedantic -Wall -Wextra -Wno-long-long -Wunused-macros -Werror -fsyntax-only "$src" ||
			{ echo "not C89: $src"; false; }
	done
}

@test "every collection program runs with no input at all (empty stdin) without crashing, under ASan and UBSan" {
	for name in $COLLECTION; do
		need_build "build/sanitize/$name"
		run "$BUILD/sanitize/$name" </dev/null
		[ "$status" -eq 0 ] || { echo "$name: exit $status: $output"; false; }
	done
}

@test "every collection program: stdout that cannot be written is exit 1 with a message, never a silent 0" {
	[ -w /dev/full ] || skip "no /dev/full here"
	for name in $COLLECTION; do
		run bash -c '"$1" <"$2" >/dev/full' _ "$ROOT/build/strict/$name" "$ROOT/testdata/$name/01-sample.in"
		[ "$status" -eq 1 ] || { echo "$name: exit $status"; false; }
		[[ "$output" == *"$name: cannot write the output"* ]]
		run bash -c '"$1" --help >/dev/full' _ "$ROOT/build/strict/$name"
		[ "$status" -eq 1 ] || { echo "$name --help: exit $status"; false; }
	done
}

@test "a problem added as the README says (problems/NAME.c, testdata/NAME/) keeps these tests green" {
	tmp="$BATS_TEST_TMPDIR/clone"
	mkdir -p "$tmp"
	(cd "$ROOT" && git ls-files -z | xargs -0 cp --parents -t "$tmp")
	# a user's own style: C99, four-space indentation, no header template, no --help
	printf '#include <stdio.h>\nint main(void) {\n    for (long a, b; scanf("%%ld %%ld", &a, &b) == 2;)\n        printf("%%ld\\n", a + b);\n    return 0;\n}\n' \
		>"$tmp/problems/aplusb.c"
	mkdir "$tmp/testdata/aplusb"
	printf '1 2\n3 4\n' >"$tmp/testdata/aplusb/1.in"
	printf '3\n7\n' >"$tmp/testdata/aplusb/1.out"
	mkdir -p "$tmp/build" && cp "$ROOT"/build/runner "$ROOT"/build/compare "$ROOT"/build/cases "$tmp/build/"
	NO_COLOR=1 run "$tmp/judge.sh" --profile hdu aplusb
	[ "$status" -eq 0 ]
	cp -r "$ROOT/build/strict" "$tmp/build/" # (copied after the sources: newer, not rebuilt)
	run bats -f "five problems|header template|one dialect|indentation|--help is usage" "$tmp/tests/problems.bats"
	echo "$output"
	[ "$status" -eq 0 ]
}

@test "make bench's table: tools/bench-table.sh rewrites the README's lines between the bench markers, and only them" {
	local readme="$BATS_TEST_TMPDIR/README.md" bench="$BATS_TEST_TMPDIR/bench.txt"
	printf '# x\nbefore\n<!-- bench:begin -->\nold figures\n<!-- bench:end -->\nafter\n' >"$readme"
	# ./judge.sh --bench's lines: a header, one line per bench test, a JE line, the summary
	cat >"$bench" <<-'B'
	problem            test                     ver     CPU s   target   RSS MiB   target   result
	hdu2953            10-random100             AC      0.015     0.04       3.5        8   ok
	uva197             02-orient24              WA      0.009    0.008       1.4        4   MISS
	skewb              -                        JE   no testdata/skewb/*.in
	1 targets met, 1 missed
	B
	"$ROOT/tools/bench-table.sh" "$bench" "$readme"
	run cat "$readme"
	[ "${lines[0]}" = "# x" ] && [ "${lines[1]}" = before ] && [ "${lines[2]}" = "<!-- bench:begin -->" ]
	[[ "$output" == *"| hdu2953 | 10-random100 | AC | 0.015 | 0.04 | 3.5 | 8 | ok |"* ]]
	[[ "$output" == *"| uva197 | 02-orient24 | WA | 0.009 | 0.008 | 1.4 | 4 | MISS |"* ]]
	[[ "$output" != *"old figures"* && "$output" != *JE* && "$output" != *"targets met"* ]]
	[ "${lines[-2]}" = "<!-- bench:end -->" ] && [ "${lines[-1]}" = after ]
	# twice: the same table (nothing accumulates)
	cp "$readme" "$BATS_TEST_TMPDIR/once"
	"$ROOT/tools/bench-table.sh" "$bench" "$readme"
	cmp "$readme" "$BATS_TEST_TMPDIR/once"
	# no markers, or no bench lines: an error, the README untouched
	printf 'no markers\n' >"$readme"
	run "$ROOT/tools/bench-table.sh" "$bench" "$readme"
	[ "$status" -eq 1 ] && [ "$(cat "$readme")" = "no markers" ]
	cp "$BATS_TEST_TMPDIR/once" "$readme"
	printf 'nothing\n' >"$bench"
	run "$ROOT/tools/bench-table.sh" "$bench" "$readme"
	[ "$status" -eq 1 ]
	cmp "$readme" "$BATS_TEST_TMPDIR/once"
	# the project's README has the markers, and make bench calls the script
	[ "$(grep -cxF '<!-- bench:begin -->' "$ROOT/README.md")" -eq 1 ]
	grep -q 'tools/bench-table.sh' "$ROOT/Makefile"
}
