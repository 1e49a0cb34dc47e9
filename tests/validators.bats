#!/usr/bin/env bats
# validators.bats -- the input validators testdata/NAME/validator.c (exit 42 valid, 43 invalid
# with "line N: rule" on stderr): each rule from both sides on small inputs; the hdu2953
# validator against the solver (cubes with two stickers exchanged, the oracle's mutants) and
# on the official data; large inputs made by programs other than ours (the oracles, awk);
# ./judge.sh --validate on the collection and on fixtures; --stress with a generator that
# prints an invalid input. The small inputs run under ASan and UBSan.

load helpers

BIN="$BUILD/validator"       # the validators as make builds them (strict profile) ...
SAN="$BUILD/validator-san"   # ... and under ASan and UBSan
PROBLEMS=(hdu2953 uva12445 skewb lanqiao2017_cube uva197)
# The official IDI Open 2009 data, as tests/hdu2953.bats finds it: skipped when absent, a
# failure when required (HDU2953_DATA_REQUIRED=1, as .ci/run sets it wherever the data is).
OFFICIAL="${HDU2953_DATA:-$ROOT/../shared/data/hdu2953}"
SOLVED='OOOO RRGGBBWW RRGGBBWW YYYY' # a solved cube, 24 stickers in net order
export ASAN_OPTIONS=detect_leaks=0

setup_file() {
	local name targets=(tools oracles build/strict/hdu2953)
	for name in "${PROBLEMS[@]}"; do
		targets+=("build/validator/$name" "build/validator-san/$name")
	done
	need_build "${targets[@]}"
}

# verdict NAME INPUT: run NAME's validator (the sanitized build) on INPUT, printf %b escapes.
verdict() {
	printf '%b' "$2" >"$BATS_TEST_TMPDIR/in"
	run "$SAN/$1" <"$BATS_TEST_TMPDIR/in"
}

# valid NAME INPUT: accepted, silently.
valid() {
	verdict "$1" "$2"
	[[ "$status" -eq 42 && -z "$output" ]] || { echo "not valid: $status $output"; false; }
}

# invalid NAME INPUT LINE WORDS: rejected, with one line "line LINE: ..." holding WORDS.
invalid() {
	verdict "$1" "$2"
	[[ "$status" -eq 43 && "${#lines[@]}" -eq 1 && "$output" == "line $3: "*"$4"* ]] ||
		{ echo "not rejected at line $3 for '$4': $status $output"; false; }
}

# net STICKERS: the six lines and the empty line of a cube, from its 24 stickers in net order
# (blanks ignored), as the statement writes a cube.
net() {
	local s="${1// /}"
	printf '%s\n%s\n%s %s %s %s\n%s %s %s %s\n%s\n%s\n\n' "${s:0:2}" "${s:2:2}" "${s:4:2}" \
		"${s:6:2}" "${s:8:2}" "${s:10:2}" "${s:12:2}" "${s:14:2}" "${s:16:2}" "${s:18:2}" \
		"${s:20:2}" "${s:22:2}"
}

# nets: net for each line of stdin, in one process (the bulk tests make thousands).
nets() {
	awk '{ s = $0; gsub(/ /, "", s); printf "%s\n%s\n%s %s %s %s\n%s %s %s %s\n%s\n%s\n\n",
		substr(s, 1, 2), substr(s, 3, 2), substr(s, 5, 2), substr(s, 7, 2), substr(s, 9, 2),
		substr(s, 11, 2), substr(s, 13, 2), substr(s, 15, 2), substr(s, 17, 2),
		substr(s, 19, 2), substr(s, 21, 2), substr(s, 23, 2) }'
}

# moved STICKERS TO FROM...: STICKERS with sticker TO[k] taken from FROM[k] (positions 0..23,
# "3 6 5" "6 5 3" rotates three stickers).
moved() {
	local s="${1// /}" to from out k
	read -ra to <<<"$2"
	read -ra from <<<"$3"
	out="$s"
	for k in "${!to[@]}"; do out="${out:0:to[k]}${s:from[k]:1}${out:to[k]+1}"; done
	printf '%s\n' "$out"
}

# cubes FILE: the cubes of an hdu2953 input as 24-sticker strings, one a line (as the solver
# reads them: after T, the next 24 non-blank characters make a cube).
cubes() {
	awk 'NR > 1 { gsub(/[ \t\r]/, ""); s = s $0 }
		END { for (i = 1; i + 23 <= length(s); i += 24) print substr(s, i, 24) }' "$1"
}

# agreement NETS: for each 24-sticker net on stdin, the validator's verdict on it alone (42 or
# 43) and the solver's answer, as "VERDICT ANSWER" lines; both must agree (valid exactly when
# the answer is not -1). Prints the counts of each pair.
agreement() {
	local dir="$BATS_TEST_TMPDIR/nets" f n s
	mkdir -p "$dir"
	cat >"$dir/all"
	n=$(wc -l <"$dir/all")
	{ echo "$n"; nets <"$dir/all"; } >"$dir/solver.in"
	"$BUILD/strict/hdu2953" <"$dir/solver.in" >"$dir/answers"
	# one input of one cube each (lines 2-8 of each 7 in solver.in), written by one awk
	awk -v dir="$dir" 'NR > 1 { f = dir "/" int((NR - 2) / 7 + 1) ".in"
		if ((NR - 2) % 7 == 0) { close(g); g = f; print 1 >g } print >g }' "$dir/solver.in"
	for ((f = 1; f <= n; f++)); do
		s=0
		"$BIN/hdu2953" <"$dir/$f.in" 2>/dev/null || s=$?
		echo "$s"
	done | paste -d ' ' - "$dir/answers" >"$dir/pairs"
	awk '{ legal = $2 != -1; if (($1 == 42) != legal) { print "DISAGREE " NR ": " $0; bad = 1 }
		c[$1 " " (legal ? "legal" : "-1")]++ }
		END { for (k in c) print c[k], k; exit bad }' "$dir/pairs"
}

# ---- hdu2953: the statement's format, exactly as the example

@test "hdu2953 validator: T is 1..100, digits only, without leading zero" {
	valid hdu2953 "1\n$(net "$SOLVED")\n\n"
	valid hdu2953 "100\n$(for _ in $(seq 100); do net "$SOLVED"; done)\n\n"
	invalid hdu2953 "101\n$(for _ in $(seq 101); do net "$SOLVED"; done)\n\n" 1 '1..100'
	invalid hdu2953 "0\n" 1 'T must be'
	invalid hdu2953 "01\n$(net "$SOLVED")\n\n" 1 'no leading zero'
	invalid hdu2953 "+1\n$(net "$SOLVED")\n\n" 1 'T must be'
	invalid hdu2953 " 1\n$(net "$SOLVED")\n\n" 1 'T must be'
	invalid hdu2953 "1 \n$(net "$SOLVED")\n\n" 1 'T must be'
	invalid hdu2953 "" 1 'the file ends where T should be'
}

@test "hdu2953 validator: six lines as the example draws them, then an empty line; LF only" {
	local cube
	cube="$(net "$SOLVED")"
	valid hdu2953 "2\n$cube\n\n$cube\n\n"
	invalid hdu2953 "1\r\n$cube\n\n" 1 'CR'
	invalid hdu2953 "1\n${cube/RR GG/RR GG\\r}\n\n" 4 'CR'
	invalid hdu2953 "1\n$cube\n" 8 'the file ends where the empty line after cube 1 should be'
	invalid hdu2953 "1\n$cube" 7 'no LF'
	invalid hdu2953 "1\n$cube\n\n\n" 9 'input after the T = 1 cubes'
	invalid hdu2953 "1\n$cube\n\n$cube\n\n" 9 'input after the T = 1 cubes'
	invalid hdu2953 "2\n$cube\n\n" 9 'the file ends where cube 2, top face should be'
	invalid hdu2953 "1\n${cube/OO/OO }\n\n" 2 'top face: two colours and nothing else'
	invalid hdu2953 "1\n${cube/RR GG/RR  GG}\n\n" 4 'side faces: four blocks'
	invalid hdu2953 "1\n${cube/RR GG/RR\\tGG}\n\n" 4 'side faces: four blocks'
	invalid hdu2953 "1\n${cube/RR GG/RRGG}\n\n" 4 'side faces: four blocks'
	invalid hdu2953 "1\n${cube/YY/Y}\n\n" 6 'bottom face: two colours'
	invalid hdu2953 "1\n$cube\n \n" 8 'the empty line after cube 1 is not empty'
}

@test "hdu2953 validator: the colours are G R O B Y W, each four times" {
	local cube
	cube="$(net "$SOLVED")"
	valid hdu2953 "1\n$(net "$(tr ORGBWY GROBYW <<<"$SOLVED")")\n\n"
	invalid hdu2953 "1\n${cube/OO/oO}\n\n" 2 "'o' is not a colour"
	invalid hdu2953 "1\n${cube/OO/XO}\n\n" 2 "'X' is not a colour"
	invalid hdu2953 "1\n${cube/OO/RO}\n\n" 2 'colour R appears 5 times, not 4'
}

@test "hdu2953 validator: every one of the 720 colour schemes of a solved cube is a real cube" {
	local perms="$BATS_TEST_TMPDIR/perms" file n=0
	# the permutations of GROBYW (awk), each painted on the solved net's faces O R G B W Y
	awk 'function p(s, rest,   i) { if (rest == "") { print s; return }
		for (i = 1; i <= length(rest); i++)
			p(s substr(rest, i, 1), substr(rest, 1, i - 1) substr(rest, i + 1)) }
		BEGIN { p("", "GROBYW") }' >"$perms"
	[ "$(sort -u "$perms" | wc -l)" -eq 720 ]
	split -l 100 "$perms" "$BATS_TEST_TMPDIR/schemes."
	for file in "$BATS_TEST_TMPDIR"/schemes.*; do
		# each scheme painted on the solved net (O R G B W Y -> the scheme's letters)
		{ wc -l <"$file"
		  awk -v solved="$SOLVED" '{ s = solved
			for (i = 1; i <= length(s); i++) { k = index("ORGBWY", substr(s, i, 1))
				if (k) s = substr(s, 1, i - 1) substr($0, k, 1) substr(s, i + 1) }
			print s }' "$file" | nets
		} >"$file.in"
		run "$BIN/hdu2953" <"$file.in"
		[ "$status" -eq 42 ] || { echo "$file: $output"; false; }
		n=$((n + $(wc -l <"$file")))
	done
	[ "$n" -eq 720 ]
}

@test "hdu2953 validator: corners are real, each once, twists summing to 0 mod 3" {
	# corner stickers (the solver's header: U3 R0 F1 = 3 6 5 is URF), clockwise from U/D:
	# URF 3 6 5, UFL 2 4 11, UBR 1 8 7, DLF 20 19 12, DBL 22 17 18
	one() { printf '1\n%s' "$(net "$(moved "$SOLVED" "$1" "$2")")"; } # (then \n\n)
	valid hdu2953 "$(one '' '')\n\n"
	# URF twisted one way, UFL the other: a real position
	valid hdu2953 "$(one '3 6 5 2 4 11' '5 3 6 4 11 2')\n\n"
	# URF and UFL exchanged, each keeping its twist: a real position (any permutation is)
	valid hdu2953 "$(one '3 6 5 2 4 11' '2 4 11 3 6 5')\n\n"
	invalid hdu2953 "$(one '3 6 5' '5 3 6')\n\n" 2 'cube 1: the corner twists sum to'
	invalid hdu2953 "$(one '5 7' '7 5')\n\n" 2 'corner URF shows one colour twice (OGG)'
	# URF's two side stickers exchanged: the mirror image of a corner
	invalid hdu2953 "$(one '6 5' '5 6')\n\n" 2 'not the eight corners of any colour scheme'
	# URF over UBR and DBL over DLF: every corner real and the counts right, but two twice
	invalid hdu2953 "$(one '1 8 7 20 19 12' '3 6 5 22 17 18')\n\n" 2 \
		'not the eight corners of any colour scheme'
}

@test "hdu2953 validator: two stickers exchanged: invalid exactly when the solver answers -1" {
	local data="$ROOT/testdata/hdu2953"
	# every exchange of two different colours in a solved cube and in six random cubes
	run --separate-stderr agreement < <({ echo "${SOLVED// /}"; cubes "$data/10-random100.in" |
		head -n 6; } | awk '{ for (i = 1; i <= 24; i++) for (j = i + 1; j <= 24; j++) {
			a = substr($0, i, 1); b = substr($0, j, 1); if (a == b) continue
			print substr($0, 1, i - 1) b substr($0, i + 1, j - i - 1) a substr($0, j + 1) } }')
	echo "$output"
	[ "$status" -eq 0 ]
	# 7 cubes x (276 pairs - 6 x 6 of one colour)
	[ "$(awk '{ n += $1 } END { print n }' <<<"$output")" -eq 1680 ]
}

@test "hdu2953 validator: agrees with the solver on the oracle's mutants, legal and not" {
	# hdu2953_bfs --gen-mutants: corners twisted, exchanged, mirrored, stickers recoloured,
	# mirror-image schemes; their letters renamed to G R O B Y W (legality keeps to renaming)
	"$BUILD/oracles/hdu2953_bfs" --gen-mutants 300 11 >"$BATS_TEST_TMPDIR/mutants.in"
	run --separate-stderr agreement < <(cubes "$BATS_TEST_TMPDIR/mutants.in" | awk '{
		out = ""; n = 0; delete name
		for (i = 1; i <= 24; i++) { c = substr($0, i, 1)
			if (!(c in name)) name[c] = substr("GROBYW", ++n, 1)
			out = out name[c] }
		if (n <= 6) print out }')
	echo "$output"
	[ "$status" -eq 0 ]
	[[ "$output" == *" 42 legal"* && "$output" == *" 43 -1"* ]]
}

@test "hdu2953 validator: the official IDI Open 2009 data is valid" {
	if [[ ! -f "$OFFICIAL/rubiks.in" ]]; then
		[[ "${HDU2953_DATA_REQUIRED:-0}" != 1 ]] || { echo "no data at $OFFICIAL"; false; }
		skip "official data not found at $OFFICIAL (set HDU2953_DATA to its folder)"
	fi
	run "$BIN/hdu2953" <"$OFFICIAL/rubiks.in"
	[ "$status" -eq 42 ]
	run "$BIN/hdu2953" <"$OFFICIAL/sample.in"
	[ "$status" -eq 42 ]
}

@test "hdu2953 validator: 100 random cubes from the oracle are valid" {
	"$BUILD/oracles/hdu2953_bfs" --gen-random 100 5 >"$BATS_TEST_TMPDIR/random.in"
	run "$BIN/hdu2953" <"$BATS_TEST_TMPDIR/random.in"
	[ "$status" -eq 42 ]
}

# ---- uva12445: T, then T permutations of 1..12

@test "uva12445 validator: T >= 1, then T lines of a permutation of 1..12, one space apart, LF" {
	local id='1 2 3 4 5 6 7 8 9 10 11 12'
	valid uva12445 "1\n$id\n"
	valid uva12445 "2\n$id\n12 11 10 9 8 7 6 5 4 3 2 1\n"
	invalid uva12445 "0\n" 1 'T must be'
	invalid uva12445 "01\n$id\n" 1 'no leading zero'
	invalid uva12445 " 1\n$id\n" 1 'T must be'
	invalid uva12445 "1\r\n$id\r\n" 1 'CR'
	invalid uva12445 "1\n$id" 2 'no LF'
	invalid uva12445 "2\n$id\n" 3 'the file ends where case 2 should be'
	invalid uva12445 "1\n$id\n$id\n" 3 'input after the T = 1 cases'
	invalid uva12445 "1\n$id\n\n" 3 'input after'
	invalid uva12445 "1\n${id/2/1}\n" 2 'case 1: 1 appears twice'
	invalid uva12445 "1\n${id/12/13}\n" 2 'case 1: token 12 is not a number 1..12'
	invalid uva12445 "1\n${id/1 /01 }\n" 2 'token 1 is not a number 1..12 without leading zero'
	invalid uva12445 "1\n${id/1 /0 }\n" 2 'token 1 is not a number'
	invalid uva12445 "1\n${id/ 2/  2}\n" 2 'token 2 is not a number'
	invalid uva12445 "1\n${id/ 2/\\t2}\n" 2 'one space apart'
	invalid uva12445 "1\n$id \n" 2 'one space apart, nothing else'
	invalid uva12445 "1\n${id% 12}\n" 2 'one space apart'
	invalid uva12445 "1\n${id% 12}\n12\n" 2 'one space apart'
}

@test "uva12445 validator: 100000 random permutations from the oracle are valid" {
	{ echo 100000; "$BUILD/oracles/uva12445_bfs" --random 100000 3; } >"$BATS_TEST_TMPDIR/in"
	run "$BIN/uva12445" <"$BATS_TEST_TMPDIR/in"
	[ "$status" -eq 42 ]
}

# ---- skewb: its header's contract

@test "skewb validator: T, then exactly T lines of six five-letter words A-Z (any net)" {
	local c='WWWWW RRRRR GGGGG YYYYY OOOOO BBBBB' bad='AAAAA AAAAA AAAAA AAAAA AAAAA AAAAA'
	valid skewb "1\n$c\n"
	valid skewb "2\n$c\n$bad\n" # an impossible net is answered -1: valid input
	invalid skewb "0\n" 1 'T must be at least 1'
	invalid skewb "" 1 'no T'
	invalid skewb " \n\t\n" 2 'no T'
	invalid skewb "+1\n$c\n" 1 "'+' is not allowed here"
	invalid skewb "1 2\n$c\n" 1 'T must be one whole number'
	invalid skewb "1000000001\n$c\n" 1 'T is above 10^9'
	invalid skewb "2\n$c\n" 2 'T is 2, but 1 case lines follow'
	invalid skewb "1\n$c\n$c\n" 3 'a case line after the T = 1 cases'
	invalid skewb "1\n${c/WWWWW/WWWWWW}\n" 2 'word 1 has 6 letters, not 5'
	invalid skewb "1\n${c/WWWWW/WWWW}\n" 2 'word 1 has 4 letters, not 5'
	invalid skewb "1\n${c% BBBBB}\n" 2 '5 words, not six'
	invalid skewb "1\n$c BBBBB\n" 2 'more than six words'
	invalid skewb "1\n${c/WWWWW/wwwww}\n" 2 "'w' is not allowed here"
	invalid skewb "1\n${c/WWWWW/WWWW1}\n" 2 "'1' is not allowed here"
	invalid skewb "1\n${c/WWWWW/WW\\0WW}\n" 2 'byte 0 is not allowed here'
	invalid skewb "1\n${c/WWWWW/WW\\0303WW}\n" 2 'byte 195 is not allowed here'
}

@test "skewb validator: LF, CRLF and CR line ends, blanks and blank lines anywhere, leading zeros" {
	local c='WWWWW RRRRR GGGGG YYYYY OOOOO BBBBB'
	valid skewb "1\r\n$c\r\n"
	valid skewb "1\r$c\r"
	valid skewb "2\n$c\r\n$c\r"
	valid skewb "1\n$c"                    # no line end after the last line
	valid skewb "\n \n\t 02 \v\f\n\n$c\n\r\n${c// /\\t\\v }\n\n \n"
	valid skewb "1\n  ${c// /   }  \n"
	# line numbers count CRLF as one line end
	invalid skewb "1\r\n\r\n${c/WWWWW/WWWW}\r\n" 3 'word 1 has 4 letters'
}

@test "skewb validator: 100000 awk-made cases, every line end and blank, are valid" {
	awk 'BEGIN { srand(7); n = 100000; end[0] = "\n"; end[1] = "\r\n"; end[2] = "\r"
		blank[0] = " "; blank[1] = "\t"; blank[2] = "\v"; blank[3] = "\f"
		printf "%d%s", n, end[int(rand() * 3)]
		for (i = 0; i < n; i++) {
			if (rand() < 0.1) printf "%s%s", blank[int(rand() * 4)], end[int(rand() * 3)]
			for (w = 0; w < 6; w++) {
				printf "%s", (w ? blank[int(rand() * 4)] : "")
				for (k = 0; k < 5; k++) printf "%c", 65 + int(rand() * 26)
			}
			printf "%s", end[int(rand() * 3)]
		} }' >"$BATS_TEST_TMPDIR/in"
	run "$BIN/skewb" <"$BATS_TEST_TMPDIR/in"
	[ "$status" -eq 42 ]
}

# ---- lanqiao2017_cube: empty (the contest), or lines of six letters

@test "lanqiao2017_cube validator: no input, or lines of six letters A-Z, each ended by LF" {
	valid lanqiao2017_cube ""
	valid lanqiao2017_cube "YGOOGY\n"
	valid lanqiao2017_cube "AAAAAA\nABCDEF\nZZZZZY\n"
	invalid lanqiao2017_cube "\n" 1 '0 letter(s), not six'
	invalid lanqiao2017_cube "YGOOG\n" 1 '5 letter(s), not six'
	invalid lanqiao2017_cube "YGOOGYY\n" 1 'more than six letters'
	invalid lanqiao2017_cube "YGOOGY" 1 'no LF'
	invalid lanqiao2017_cube "YGOOGY\nYGOOGY" 2 'no LF'
	invalid lanqiao2017_cube "YGOOGY\r\n" 1 'byte 13'
	invalid lanqiao2017_cube "YGOOGY\n\n" 2 '0 letter(s)'
	invalid lanqiao2017_cube "Y GOOGY\n" 1 'byte 32'
	invalid lanqiao2017_cube "ygoogy\n" 1 "'y'"
	invalid lanqiao2017_cube "YGOOG1\n" 1 "'1'"
}

@test "lanqiao2017_cube validator: 100000 awk-made colourings are valid" {
	awk 'BEGIN { srand(3); for (i = 0; i < 100000; i++) {
		for (k = 0; k < 6; k++) printf "%c", 65 + int(rand() * 26); printf "\n" } }' \
		>"$BATS_TEST_TMPDIR/in"
	run "$BIN/lanqiao2017_cube" <"$BATS_TEST_TMPDIR/in"
	[ "$status" -eq 42 ]
}

# ---- uva197: lines of 27 cells, piece a in any position

@test "uva197 validator: lines of 27 'a' and '.', ended by LF; at least one" {
	local a='aa.a..a....................'
	valid uva197 "$a\n"
	valid uva197 "$a\n.........a..a..aa..........\n"
	invalid uva197 "" 1 'no test case'
	invalid uva197 "$a" 1 'no LF'
	invalid uva197 "$a\r\n" 1 'byte 13'
	invalid uva197 "$a \n" 1 'byte 32'
	invalid uva197 "$a\n\n" 2 'an empty line'
	invalid uva197 "${a%.}\n" 1 '26 cells, not 27'
	invalid uva197 "$a.\n" 1 'more than 27 cells'
	invalid uva197 "${a/a/b}\n" 1 "'b'"
	invalid uva197 "${a/a/A}\n" 1 "'A'"
}

@test "uva197 validator: piece a's cells: four, a row of three and one beside an end" {
	# the L in every plane and either way round; the mirror image (11-mirror) too
	valid uva197 'aa..a..a...................\n'
	valid uva197 '..........a..a.aa..........\n'
	valid uva197 '...................aa..a..a\n'
	valid uva197 'a........a........aa.......\n'
	valid uva197 'aaa..a.....................\n'
	invalid uva197 'aa.a.......................\n' 1 '3 cells of piece a, not 4'
	invalid uva197 'aa.a..aa...................\n' 1 '5 cells of piece a, not 4'
	invalid uva197 'aaa...........a............\n' 1 'not piece a'  # diagonal to an end
	invalid uva197 'aaa.a......................\n' 1 'not piece a'  # T
	invalid uva197 'aa..aa.....................\n' 1 'not piece a'  # S
	invalid uva197 'aa.aa......................\n' 1 'not piece a'  # square
	invalid uva197 'aaa.......a................\n' 1 'not piece a'  # behind the middle
	invalid uva197 'a.a.....a.................a\n' 1 'not piece a'  # scattered
}

@test "uva197 validator: exactly the 144 placements of piece a (24 orientations x 6 translates)" {
	# every set of four cells, through the validator's own shape test (its main renamed)
	cat >"$BATS_TEST_TMPDIR/all.c" <<-'EOF'
		#define main validator_main
		#include "validator.c"
		#undef main
		int main(void)
		{
			int c[4], n = 0;
			for (c[0] = 0; c[0] < 27; c[0]++)
			for (c[1] = c[0] + 1; c[1] < 27; c[1]++)
			for (c[2] = c[1] + 1; c[2] < 27; c[2]++)
			for (c[3] = c[2] + 1; c[3] < 27; c[3]++) {
				char s[28] = "...........................";
				int i;
				if (!is_piece_a(c)) continue;
				for (i = 0; i < 4; i++) s[c[i]] = 'a';
				puts(s);
				n++;
			}
			return n == 0;
		}
	EOF
	gcc -std=c99 -O2 -Wall -I "$ROOT/testdata/uva197" -o "$BATS_TEST_TMPDIR/all" \
		"$BATS_TEST_TMPDIR/all.c"
	"$BATS_TEST_TMPDIR/all" | sort >"$BATS_TEST_TMPDIR/accepted"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/accepted")" -eq 144 ]
	# the oracle's placements: every orientation at every offset that fits
	local k
	for k in $(seq 0 23); do "$BUILD/oracles/uva197_enum" --gen translate "$k"; done |
		sort -u >"$BATS_TEST_TMPDIR/oracle"
	cmp "$BATS_TEST_TMPDIR/accepted" "$BATS_TEST_TMPDIR/oracle"
}

@test "uva197 validator: 100000 random drawings from the oracle are valid" {
	"$BUILD/oracles/uva197_enum" --gen random 100000 9 >"$BATS_TEST_TMPDIR/in"
	run "$BIN/uva197" <"$BATS_TEST_TMPDIR/in"
	[ "$status" -eq 42 ]
}

# ---- judge.sh --validate and --stress

@test "--validate: the collection's split is proven (judge tests valid, robustness tests not)" {
	JUDGE_ROOT="$ROOT" judge --validate
	echo "$output"
	[ "$status" -eq 0 ]
	[[ "$output" != *MISMATCH* ]]
	[[ "${lines[-1]}" =~ ^[0-9]+\ tests\ as\ declared,\ 0\ mismatched$ ]]
	[[ "$output" =~ (^|$'\n')hdu2953\ +20-crlf\ +invalid\ +robustness\ test:\ line\ 1:\ a\ CR ]]
	[[ "$output" =~ (^|$'\n')skewb\ +26-cr-only\ +valid\ +judge\ test ]]
	# one line per test of each problem
	local name n
	for name in "${PROBLEMS[@]}"; do
		n=$(find "$ROOT/testdata/$name" -maxdepth 1 -name '*.in' | wc -l)
		# and the official data's, where it is found (judge.conf's official line: as here)
		[[ "$name" != hdu2953 || ! -f "$OFFICIAL/rubiks.in" ]] ||
			n=$((n + $(find "$OFFICIAL" -maxdepth 1 -name '*.in' | wc -l)))
		[ "$(grep -c "^$name " <<<"$output")" -eq "$n" ]
	done
	if [[ -f "$OFFICIAL/rubiks.in" ]]; then
		[[ "$output" =~ (^|$'\n')hdu2953\ +official/rubiks\ +valid\ +judge\ test ]]
	fi
}

@test "--validate: a test on the wrong side of judge.conf's split is a MISMATCH (exit 1)" {
	tmp_root
	sed -i 's/^robustness .*/robustness 2-*/' "$TMP_ROOT/testdata/aplusb/judge.conf"
	JUDGE_ROOT="$TMP_ROOT" judge --validate aplusb
	echo "$output"
	[ "$status" -eq 1 ]
	[[ "$output" =~ aplusb\ +1-sample\ +valid\ +judge\ test ]]
	[[ "$output" =~ aplusb\ +2-big\ +MISMATCH\ +a\ robustness\ test,\ but\ valid ]]
	[[ "$output" == *"9-garbage"*"MISMATCH  a judge test, but invalid: line 2: not an integer"* ]]
	[ "${lines[-1]}" = "1 test as declared, 2 mismatched" ]
	JUDGE_ROOT="$TMP_ROOT" judge --validate aplusb 1-sample
	[ "$status" -eq 0 ]
	[ "${lines[-1]}" = "1 test as declared, 0 mismatched" ]
}

@test "--validate: no validator, or a broken one, is a judge error (exit 3); not with --source" {
	judge --validate ac
	[ "$status" -eq 3 ]
	[[ "$output" == *"testdata/ac/validator.c not found"* ]]
	tmp_root
	printf 'int main(void) { return 0; }\n' >"$TMP_ROOT/testdata/aplusb/validator.c"
	JUDGE_ROOT="$TMP_ROOT" judge --validate aplusb
	[ "$status" -eq 3 ]
	[[ "$output" == *"1-sample"*"JE"*"the validator failed: OK"* ]]
	printf 'int main(void) { return *(volatile int *)0; }\n' \
		>"$TMP_ROOT/testdata/aplusb/validator.c"
	JUDGE_ROOT="$TMP_ROOT" judge --validate aplusb
	[ "$status" -eq 3 ]
	[[ "$output" == *"the validator failed: RE"* ]]
	judge --validate --source "$FIX/problems/aplusb.c" aplusb
	[ "$status" -eq 2 ]
	[[ "$output" == *"--validate checks testdata, not --source"* ]]
	judge --validate --stress aplusb
	[ "$status" -eq 2 ]
}

@test "--stress: a generator that prints an invalid input is a judge error (exit 3) naming it" {
	tmp_root
	cat >"$TMP_ROOT/testdata/aplusb/gen.c" <<-'EOF'
		/* a broken generator: from size 3 on, a number with leading zeros */
		#include <stdio.h>
		#include <stdlib.h>
		int main(int argc, char **argv)
		{
			int size = argc == 3 ? atoi(argv[2]) : 0;
			printf("1\n%0*d 2\n", size < 3 ? 1 : size, 1);
			return 0;
		}
	EOF
	local sub="$FIX/tests/submissions/aplusb/accepted/plain.cpp"
	JUDGE_ROOT="$TMP_ROOT" judge --stress --source "$sub" aplusb --seed 7 -n 2
	echo "$output"
	[ "$status" -eq 3 ]
	local said='stress aplusb: the generator printed an invalid input at size 3, seed ([0-9]+)'
	[[ "$output" =~ $said\ \(gen\ ([0-9]+)\ 3\) ]]
	[ "${BASH_REMATCH[1]}" = "${BASH_REMATCH[2]}" ]
	said='line 2: not an integer (digits, no leading zero)'
	[[ "$output" == *"$said"*"the generator is broken, not $sub"* ]]
	[ "$(cat "$BUILD/stress/aplusb/fail.in")" = "$(printf '1\n001 2')" ]
	rm "$TMP_ROOT/testdata/aplusb/validator.c"
	JUDGE_ROOT="$TMP_ROOT" judge --stress --source "$sub" aplusb --seed 7 -n 2
	[ "$status" -eq 3 ]
	[[ "$output" == *"validator.c not found"*"no validator to check the generated inputs"* ]]
}
