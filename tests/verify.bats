#!/usr/bin/env bats
# verify.bats -- the collection's testdata against the mistaken solutions: every file in
# tests/submissions/NAME/FOLDER/ gets its folder's verdict (./judge.sh --verify), the
# collection's own program AC everywhere.

load helpers

setup_file() { need_build tools; }

JUDGE_ROOT="$ROOT" # the collection itself

# verify NAME: --verify NAME passes, and names every submission of NAME.
verify() {
	judge --verify "$1"
	echo "$output"
	[ "$status" -eq 0 ]
	local sub
	for sub in "$SUBMISSIONS/$1"/*/*; do
		[[ "$output" =~ $1\ +${sub#"$SUBMISSIONS/$1/"}\ +ok ]] || { echo "no ok line for $sub"; false; }
	done
	[[ "$output" =~ $1\ +accepted/$1.c\ +ok ]]
}

@test "verify hdu2953: each submission gets its folder's verdict on the judge tests" { verify hdu2953; }
@test "verify lanqiao2017_cube: each submission gets its folder's verdict" { verify lanqiao2017_cube; }
@test "verify skewb: each submission gets its folder's verdict" { verify skewb; }
@test "verify uva12445: each submission gets its folder's verdict" { verify uva12445; }
@test "verify uva197: each submission gets its folder's verdict" { verify uva197; }
