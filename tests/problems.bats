#!/usr/bin/env bats
# Every problem is AC on all of its testdata under every judge profile (issue: "AC here" = "AC there").

load helpers

setup_file() { need_build all; }

# all_ac PROFILE: judge every problem under PROFILE; all tests AC, and at least one test each.
all_ac() {
	NO_COLOR=1 run "$ROOT/judge.sh" --profile "$1"
	echo "$output"
	[ "$status" -eq 0 ]
	[[ "${lines[-1]}" =~ ^[1-9][0-9]*\ passed,\ 0\ failed$ ]]
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
		help="$output"
		# stdin is a pipe that never ends: a program that reads it would hang (timeout: 124)
		run bash -c 'exec 3< <(exec sleep 30 2>/dev/null); timeout 10 "$1" --cencus <&3 2>&1 >/dev/null
			rc=$?; kill $! 2>/dev/null; exit $rc' _ "$bin"
		[ "$status" -eq 2 ] || { echo "$name --cencus: exit $status"; false; }
		[ "$output" = "$help" ] || { echo "$name: usage on stderr differs from --help"; false; }
		run bash -c 'timeout 10 "$1" --cencus 2>/dev/null </dev/null' _ "$bin"
		[ -z "$output" ] || { echo "$name --cencus wrote to stdout: $output"; false; }
	done
}

@test "every collection file opens with the header template's fields, in order" {
	want="Source Problem Input Output Flags Approach Time Memory Measured Verified"
	for name in $COLLECTION; do
		got=$(awk 'NR > 1 && /^ \*\// { exit } match($0, /^ \* [A-Z][a-z]+:/) {
			f = substr($0, 4, RLENGTH - 4); printf "%s%s", sep, f; sep = " " }
			match($0, /   Memory:/) { printf " Memory" }' "$ROOT/problems/$name.c")
		[ "$got" = "$want" ] || { echo "$name: fields '$got'"; false; }
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

@test "every collection file is C89 as UVa's ANSI C needs (gcc -std=c89 -pedantic, long long allowed)" {
	for name in $COLLECTION; do
		src="$ROOT/problems/$name.c"
		gcc -std=c89 -pedantic -Wall -Wextra -Wno-long-long -Werror -fsyntax-only "$src" ||
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
	run bats -f "five problems|header template|indentation|--help is usage" "$tmp/tests/problems.bats"
	echo "$output"
	[ "$status" -eq 0 ]
}
