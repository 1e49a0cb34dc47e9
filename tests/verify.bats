#!/usr/bin/env bats
# verify.bats -- the collection's testdata against the mistaken solutions: every file in
# tests/submissions/NAME/FOLDER/ gets its folder's verdict (./judge.sh --verify), the
# collection's own program AC everywhere.  A time_limit_exceeded submission spends its whole time
# limit on each test it is slow on: by default it is verified on one test it must be TLE on (the
# others on every test but HEAVY_TESTS, tests/helpers.bash); SLOW=1 verifies them on every test.

load helpers

setup_file() { need_build tools; }

# sub_root NAME FOLDER...: JUDGE_ROOT, a root of the collection's problem NAME (linked, not
# copied) whose submissions are only those of FOLDER...
sub_root() {
	local name="$1" folder
	shift
	JUDGE_ROOT="$BATS_TEST_TMPDIR/root"
	mkdir -p "$JUDGE_ROOT/problems" "$JUDGE_ROOT/testdata" "$JUDGE_ROOT/tests/submissions/$name"
	ln -s "$ROOT/problems/$name.c" "$JUDGE_ROOT/problems/"
	ln -s "$ROOT/testdata/$name" "$JUDGE_ROOT/testdata/"
	for folder; do
		ln -s "$SUBMISSIONS/$name/$folder" "$JUDGE_ROOT/tests/submissions/$name/"
	done
}

# verify NAME [TEST...]: --verify NAME (on TEST... only, if given) in JUDGE_ROOT passes, and names
# every submission there.
verify() {
	judge --verify "$@"
	echo "$output"
	[ "$status" -eq 0 ]
	local sub dir="$JUDGE_ROOT/tests/submissions/$1"
	for sub in "$dir"/*/*; do
		[[ "$output" =~ $1\ +${sub#"$dir/"}\ +ok ]] || { echo "no ok line for $sub"; false; }
	done
	[[ "$output" =~ $1\ +accepted/$1.c\ +ok ]]
}

# verify_fast NAME TLE_TEST: every submission of NAME but the time_limit_exceeded ones on every
# judge test but HEAVY_TESTS; those on TLE_TEST, where they must be TLE.
verify_fast() {
	local folders=() f
	for f in "$SUBMISSIONS/$1"/*/; do
		f=$(basename "$f")
		[[ "$f" == time_limit_exceeded ]] || folders+=("$f")
	done
	sub_root "$1" "${folders[@]}"
	light_tests "$1"
	verify "$1" "${LIGHT[@]}"
	[[ -d "$SUBMISSIONS/$1/time_limit_exceeded" ]] || return 0
	rm -r "$JUDGE_ROOT"
	sub_root "$1" time_limit_exceeded
	verify "$1" "$2"
	[[ "$output" =~ $1\ +time_limit_exceeded/[^\ ]+\ +ok\ +TLE\ 1\ \(expected\ TLE\) ]]
}

# verify_slow NAME TLE_TEST: the time_limit_exceeded submissions of NAME on every judge test.
verify_slow() {
	slow_or_skip "up to its time limit on each judge test; the default run verifies it on $2"
	sub_root "$1" time_limit_exceeded
	verify "$1"
}

@test "verify hdu2953: each submission gets its folder's verdict on the judge tests" {
	verify_fast hdu2953 04-deepest
}
@test "verify lanqiao2017_cube: each submission gets its folder's verdict" {
	verify_fast lanqiao2017_cube -
}
@test "verify skewb: each submission gets its folder's verdict" { verify_fast skewb 03-antipodes; }
@test "verify uva12445: each submission gets its folder's verdict (its heaviest two: SLOW=1)" {
	verify_fast uva12445 05-god100
}
@test "verify uva197: each submission gets its folder's verdict" {
	verify_fast uva197 12-random100
}

@test "verify hdu2953: the slow submission on every judge test" { verify_slow hdu2953 04-deepest; }
@test "verify skewb: the slow submission on every judge test" { verify_slow skewb 03-antipodes; }
@test "verify uva12445: the slow submission on every judge test" { verify_slow uva12445 05-god100; }
@test "verify uva197: the slow submission on every judge test" { verify_slow uva197 12-random100; }
