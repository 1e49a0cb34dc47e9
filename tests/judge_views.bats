#!/usr/bin/env bats
# judge_views.bats -- what judge.sh shows and leaves behind: every view (stderr, case, diff,
# compile command, file and test names) safe for a terminal whatever a program prints, test
# patterns never expanded against the caller's folder, nothing left in TMPDIR when the reader
# of the judge's output stops early.

load helpers

setup_file() { need_build tools; }

JUDGE_TIMEOUT=120

@test "test patterns match the problem's tests only, never files in the caller's folder" {
	local dir pat rc
	mkdir -p "$BATS_TEST_TMPDIR/empty" "$BATS_TEST_TMPDIR/full"
	touch "$BATS_TEST_TMPDIR/full/01-zzz" "$BATS_TEST_TMPDIR/full/02-moves.in" \
		"$BATS_TEST_TMPDIR/full/zz-only-here"
	for pat in '0*' '0[12]-*' '*sample*' 'zz*'; do
		for dir in empty full; do
			rc=0
			(cd "$BATS_TEST_TMPDIR/$dir" && NO_COLOR=1 timeout 60 "$ROOT/judge.sh" --list \
				hdu2953 "$pat") >"$BATS_TEST_TMPDIR/$dir.out" 2>&1 || rc=$?
			echo "exit $rc" >>"$BATS_TEST_TMPDIR/$dir.out"
		done
		diff "$BATS_TEST_TMPDIR/empty.out" "$BATS_TEST_TMPDIR/full.out"
	done
	# and each judged test is the problem's own: 0* picks 01-sample, 02-moves, ...
	cd "$BATS_TEST_TMPDIR/full"
	NO_COLOR=1 run timeout 120 "$ROOT/judge.sh" hdu2953 '0[12]-*'
	[ "$status" -eq 0 ]
	has_verdict hdu2953 01-sample AC
	has_verdict hdu2953 02-moves AC
	[[ "$output" == *"2 passed, 0 failed"* ]]
}

@test "a reader that stops early (| head -1) leaves nothing in TMPDIR, --keep or not" {
	local tmp="$BATS_TEST_TMPDIR/tmp" keep
	mkdir -p "$tmp"
	for keep in --keep ''; do
		TMPDIR="$tmp" timeout 120 "$ROOT/judge.sh" $keep hdu2953 01-sample 02-moves 2>/dev/null |
			head -n 1 >"$BATS_TEST_TMPDIR/first"
		grep -q '^hdu2953 .*01-sample' "$BATS_TEST_TMPDIR/first"
		sleep 0.5 # (the judge ends after head)
		[ -z "$(ls -A "$tmp")" ] || { ls -A "$tmp"; false; }
	done
}
