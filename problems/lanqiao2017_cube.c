/*
 * lanqiao2017_cube.c -- Lanqiao Cup 2017 (8th, provincial) "cube states" (a recoloured 2x2x2)
 *
 * Source:   8th Lanqiao Cup (2017), provincial round, fill-in-the-blank problem "Mofang zhuangtai"
 *           ("cube states"); the statement is quoted in the seed document.
 * Problem:  a 2x2x2 cube has its six faces repainted (several faces may share a colour).  Count
 *           the colour patterns it can show after scrambling, two patterns being the same state
 *           when a whole-cube rotation turns one into the other.  Contest colouring: U yellow,
 *           R green, F orange, D orange, L green, B yellow.
 * Input:    any number of lines (LF or CRLF), each six letters colouring faces U R F D L B
 *           (case ignored; blanks between them optional -- space, tab, CR, VT, FF; so a lone CR
 *           is a blank, not a line end); blank lines are skipped.  Input with no non-blank line
 *           at all (e.g. </dev/null) means the contest colouring YGOOGY.
 * Output:   one count per colouring line; a non-blank line that is not exactly six letters gets
 *           "error: expected 6 colour letters for faces U R F D L B".
 * Flags:    none: judge mode, as above.
 *           --census: after each count, "patterns N" (colour patterns, rotations not
 *             identified), then the Burnside terms, one line per kind of rotation:
 *             "fixed by R rotations with corner cycles L: F each".
 *           --help: usage on stdout.  Any other argument: usage on stderr, exit 2, stdin not
 *             read.  Exit status 0; 1 if stdin or stdout fails; 3 if the rotation group came out
 *             wrong (cannot happen).
 *
 * Approach: a colour pattern is what each slot shows: a colour triple read clockwise from its
 *           U/D facelet (code 0..215 = 6^3).  The 8 pieces fall into classes of equal-looking
 *           pieces (same triple up to cyclic shift; mirror triples differ); a piece of one
 *           colour all round shows 1 code, any other piece 3.  The reachable patterns X: the
 *           slots hold the right multiset of classes and, unless some piece is of one colour
 *           (it hides its twist), the twists (relative to each class's first piece) sum to the
 *           solved cube's mod 3: face turns keep the total twist 0 mod 3, and every corner
 *           permutation with every twist assignment of total 0 is reachable (8! 3^7
 *           positions, the 2x2x2 group; the whole-cube rotations are among them).
 *           States = orbits of the 24 rotations on X.  Burnside's lemma: their number is
 *           (1/24) x sum over rotations g of Fix(g), the patterns g leaves unchanged.  g puts
 *           into slot i the piece of slot s(i), twisted by d(i); along a cycle of s the code of
 *           one slot then fixes the others, and once round the cycle the twist T = sum of d
 *           must leave it unchanged: T = 0, or a piece of one colour.  So a fixed pattern is a
 *           class for each cycle (a cycle of length k takes k pieces of its class) and a code
 *           for each cycle: 3 choices for a many-coloured class on a cycle with T = 0, 1 for
 *           a one-colour class, none otherwise.  Fix(g) sums these products over the ways of
 *           sharing the classes' pieces out among the cycles: cycles of one kind (same length,
 *           same T) are alike, so a recursion over the kinds and the classes chooses how many
 *           cycles of the kind each class takes, binom(m, c) ways for c of m.
 *           With no one-colour piece the twist rule keeps exactly a third of them: the twist
 *           sum is sum k_j t_j + const over the cycles' free twists t_j, and as the lengths k_j
 *           add up to 8 one of them is not a multiple of 3, so every total mod 3 is hit
 *           equally often.  Corner cycles of the rotations: identity 1^8; 6 quarter turns
 *           about face axes 4+4; 3 half turns about face axes and 6 about edge axes 2+2+2+2;
 *           8 thirds about corner diagonals 3+3+1+1, with T != 0 at their two fixed corners.
 *           Rotations: closure of y = U D' and x = R L' on Kociemba's corner moves.
 *           Corner slots (Kociemba's numbering), both layers seen from above, and each slot's
 *           facelets clockwise from its U/D facelet:
 *                  top layer            bottom layer
 *               2 ULB ---- 3 UBR     6 DBL ---- 7 DRB      0 URF: U R F   4 DFR: D F R
 *                 |   back   |         |   back   |        1 UFL: U F L   5 DLF: D L F
 *                 |  front   |         |  front   |        2 ULB: U L B   6 DBL: D B L
 *               1 UFL ---- 0 URF     5 DLF ---- 4 DFR      3 UBR: U B R   7 DRB: D R B
 *           A piece's twist t (0..2) = which of its slot's facelets shows the piece's U/D
 *           sticker (Kociemba's corner orientation).
 * Time:     per colouring and rotation, a recursion over at most 2 kinds of cycle x 8
 *           classes x 9 counts: a few hundred steps, whatever the colouring.  No pattern is
 *           enumerated (the former method visited up to 11,022,480 of them, 0.3 s).
 * Memory:   O(1): a few KiB of tables.
 * Measured: `make bench` (shared 2-core machine, medians of 5, over several runs): any one
 *           colouring (01-sample, the contest; 10-six-colours) 3-9 ms, all 203 face partitions
 *           (12-all-partitions) 4-10 ms, 280 lines (40-repeated) 4-10 ms, peak RSS 1.2-1.5 MiB:
 *           all of it is starting the process (3 ms on a quiet machine, 5-7 ms under load).
 * Verified: tests/oracles/lanqiao2017_cube_bfs (24-sticker 3-D geometry, BFS over rotation
 *           classes with the 24 det+1 signed permutation matrices) gives the expected output of
 *           testdata 12-all-partitions: all 203 colourings up to renaming of colours (Bell(6)
 *           partitions of the faces), hence every input.  tests/oracles/lanqiao2017_cube_enum
 *           (this program's former method: enumerate the patterns with the DBL piece home, keep
 *           each orbit's least) agrees on all 203, and on the pattern counts.  Contest
 *           colouring: 229,878 states (5,511,240 patterns), as the seed claims.  Six colours:
 *           3,674,160 = 8! 3^7 / 24, the number of 2x2x2 positions.  One colour: 1.
 */
#include <stdio.h>
#include <string.h>

enum { U, R, F, D, L, B };            /* faces, in input order */
enum { URF, UFL, ULB, UBR, DFR, DLF, DBL, DRB };
enum { EXIT_OK, EXIT_READ, EXIT_USAGE, EXIT_GROUP };
#define N_FACE 6
#define N_SLOT 8                      /* corner slots = pieces */
#define N_CODE 216                    /* colour triples, 6^3 */
#define N_ROT 24                      /* rotations: 8 corners to DBL x 3 twists */

/* ---- state encoding: facelets -> pieces -> slot codes ------------------------------------- */

static const int corner_face[N_SLOT][3] = {   /* clockwise from the U/D facelet */
	{U, R, F}, {U, F, L}, {U, L, B}, {U, B, R},
	{D, F, R}, {D, L, F}, {D, B, L}, {D, R, B}
};

static unsigned char turn_code[N_CODE][3];    /* code seen after twisting t */

/* colour triple (a, b, c), colours 0..5 -> code 0..215 */
static int code_of(int a, int b, int c) { return (a * 6 + b) * 6 + c; }

/* fill turn_code: twist t moves facelet k's sticker to facelet k + t */
static void init_codes(void)
{
	int c, t, k, tri[3], out[3];
	for (c = 0; c < N_CODE; c++) {
		tri[0] = c / 36;
		tri[1] = c / 6 % 6;
		tri[2] = c % 6;
		for (t = 0; t < 3; t++) {
			for (k = 0; k < 3; k++) out[(k + t) % 3] = tri[k];
			turn_code[c][t] = (unsigned char)code_of(out[0], out[1], out[2]);
		}
	}
}

/* ---- move tables: corner moves and the 24 whole-cube rotations ---------------------------- */

/* Kociemba's cubie moves: slot i receives the piece from slot cp[i] and adds co[i] to its
 * twist.  Only U, D, R, L are needed, to build rotations. */
static const int mv_cp[4][N_SLOT] = {
	{UBR, URF, UFL, ULB, DFR, DLF, DBL, DRB},  /* U */
	{URF, UFL, ULB, UBR, DLF, DBL, DRB, DFR},  /* D */
	{DFR, UFL, ULB, URF, DRB, DLF, DBL, UBR},  /* R */
	{URF, ULB, DBL, UBR, DFR, UFL, DLF, DRB}   /* L */
};
static const int mv_co[4][N_SLOT] = {
	{0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0},
	{2, 0, 0, 1, 1, 0, 0, 2}, {0, 1, 2, 0, 0, 2, 1, 0}
};

static int rot_cp[N_ROT][N_SLOT], rot_co[N_ROT][N_SLOT];  /* [0] = identity */

/* (a then b) as a cubie move: out = a * b in Kociemba's notation */
static void compose(const int *acp, const int *aco, const int *bcp, const int *bco, int *ocp,
	int *oco)
{
	int i;
	for (i = 0; i < N_SLOT; i++) {
		ocp[i] = acp[bcp[i]];
		oco[i] = (aco[bcp[i]] + bco[i]) % 3;
	}
}

/* gen = a * b^3 for moves a, b (0..3 = U D R L; b^3 = b'): y = U D', x = R L' */
static void turn_pair(int a, int b, int *gcp, int *gco)
{
	int cp1[N_SLOT], co1[N_SLOT], cp2[N_SLOT], co2[N_SLOT];
	compose(mv_cp[a], mv_co[a], mv_cp[b], mv_co[b], cp1, co1);
	compose(cp1, co1, mv_cp[b], mv_co[b], cp2, co2);
	compose(cp2, co2, mv_cp[b], mv_co[b], gcp, gco);
}

/* all 24 rotations: closure of {y, x} from the identity; 0 if not 24 */
static int init_rotations(void)
{
	int gen_cp[2][N_SLOT], gen_co[2][N_SLOT], ncp[N_SLOT], nco[N_SLOT];
	int n = 1, i, j, g, k;
	for (i = 0; i < N_SLOT; i++) {
		rot_cp[0][i] = i;
		rot_co[0][i] = 0;
	}
	turn_pair(0, 1, gen_cp[0], gen_co[0]);
	turn_pair(2, 3, gen_cp[1], gen_co[1]);
	for (i = 0; i < n; i++)
		for (g = 0; g < 2; g++) {
			compose(rot_cp[i], rot_co[i], gen_cp[g], gen_co[g], ncp, nco);
			for (j = 0; j < n; j++) {
				for (k = 0; k < N_SLOT; k++)
					if (rot_cp[j][k] != ncp[k] || rot_co[j][k] != nco[k]) break;
				if (k == N_SLOT) break;
			}
			if (j < n) continue;
			if (n == N_ROT) return 0;
			memcpy(rot_cp[n], ncp, sizeof ncp);
			memcpy(rot_co[n++], nco, sizeof nco);
		}
	return n == N_ROT;
}

/* ---- counting: Burnside's lemma over the 24 rotations ------------------------------------- */

static int n_class, class_code[N_SLOT], class_left[N_SLOT], class_sym[N_SLOT];
static int n_kind, kind_len[N_SLOT], kind_turned[N_SLOT], kind_size[N_SLOT];
static unsigned long binom[N_SLOT + 1][N_SLOT + 1];   /* Pascal's triangle */

/* fills binom[n][k] = n! / (k! (n-k)!) for n <= 8 */
static void init_binomials(void)
{
	int n, k;
	for (n = 0; n <= N_SLOT; n++)
		for (binom[n][0] = 1, k = 1; k <= n; k++)
			binom[n][k] = binom[n - 1][k - 1] + (k < n ? binom[n - 1][k] : 0);
}

/* sorts the 8 pieces of the colouring face_col[] into classes; returns 1 if none is of one
 * colour (then the twist rule applies) */
static int make_classes(const int face_col[N_FACE])
{
	int i, k, t, code, constrained = 1;
	n_class = 0;
	for (i = 0; i < N_SLOT; i++) {
		code = code_of(face_col[corner_face[i][0]], face_col[corner_face[i][1]],
		               face_col[corner_face[i][2]]);
		for (k = 0; k < n_class; k++) {
			for (t = 0; t < 3 && turn_code[class_code[k]][t] != code; t++)
				;
			if (t < 3) break;
		}
		if (k == n_class) {
			class_code[n_class] = code;
			class_left[n_class] = 0;
			class_sym[n_class++] = turn_code[code][1] == code; /* one colour */
		}
		class_left[k]++;
		if (class_sym[k]) constrained = 0;
	}
	return constrained;
}

/* the cycles of rotation g's slot map, as kinds: kind_size[] cycles of length kind_len[]
 * whose twist once round is 0 (kind_turned[] = 0) or not */
static void make_cycles(int g)
{
	int seen[N_SLOT] = {0}, s, i, k, len, twist;
	n_kind = 0;
	for (s = 0; s < N_SLOT; s++) {
		if (seen[s]) continue;
		for (len = twist = 0, i = s; !seen[i]; i = rot_cp[g][i], len++) {
			seen[i] = 1;
			twist += rot_co[g][i];
		}
		for (k = 0; k < n_kind; k++)
			if (kind_len[k] == len && kind_turned[k] == (twist % 3 != 0)) break;
		if (k == n_kind) {
			kind_len[n_kind] = len;
			kind_turned[n_kind] = twist % 3 != 0;
			kind_size[n_kind++] = 0;
		}
		kind_size[k]++;
	}
}

/* patterns fixed by the current rotation, given classes k.. for the m cycles of kind i that
 * have none yet, then all cycles of the kinds after i: the sum, over the ways to give each
 * cycle a class, of the product of the codes each cycle can show.  Cycles of one kind are
 * alike, so class k takes c of the m (binom(m, c) ways, codes^c).  The lengths add up to 8,
 * the pieces there are, so once every cycle has a class every piece is used. */
static unsigned long share_out(int i, int k, int m)
{
	unsigned long n = 0, ways = 1;
	int c, codes;
	if (i == n_kind) return 1;
	if (k == n_class) return m ? 0 : share_out(i + 1, 0, i + 1 < n_kind ? kind_size[i + 1] : 0);
	codes = class_sym[k] ? 1 : kind_turned[i] ? 0 : 3;
	for (c = 0; c <= m && c * kind_len[i] <= class_left[k] && ways; c++, ways *= codes) {
		class_left[k] -= c * kind_len[i];
		n += binom[m][c] * ways * share_out(i, k + 1, m - c);
		class_left[k] += c * kind_len[i];
	}
	return n;
}

static unsigned long fixed_by[N_ROT];   /* Fix(g) of the last colouring counted */

/* number of states of the cube whose faces U..B have colours face_col[] (0..5); fills
 * fixed_by[].  Each Fix(g) <= 8! 3^8 and their sum = 24 x states <= 24 x 8! 3^7 < 2^32. */
static unsigned long count_states(const int face_col[N_FACE])
{
	int g, constrained = make_classes(face_col);
	unsigned long sum = 0;
	for (g = 0; g < N_ROT; g++) {
		make_cycles(g);
		fixed_by[g] = share_out(0, 0, kind_size[0]) / (constrained ? 3 : 1); /* a third */
		sum += fixed_by[g];
	}
	return sum / N_ROT;
}

/* ---- I/O: parser, answers, flags and main ------------------------------------------------- */

/* prints the Burnside terms of the last colouring counted: per kind of rotation (corner
 * cycles, longest first), the number of such rotations and the patterns each fixes */
static void print_terms(void)
{
	char kind[N_ROT][2 * N_SLOT], *p;
	int g, h, j, k, len, n;
	for (g = 0; g < N_ROT; g++) { /* e.g. "3+3+1+1" */
		make_cycles(g);
		for (p = kind[g], len = N_SLOT; len > 0; len--)
			for (j = 0; j < n_kind; j++)
				for (k = 0; kind_len[j] == len && k < kind_size[j]; k++)
					p += sprintf(p, "%s%d", p == kind[g] ? "" : "+", len);
	}
	for (g = 0; g < N_ROT; g++) {
		for (h = 0; h < g && strcmp(kind[h], kind[g]); h++)
			;
		if (h < g) continue; /* kind printed already */
		for (n = 0, k = g; k < N_ROT; k++) n += strcmp(kind[k], kind[g]) == 0;
		printf("fixed by %d rotation%s with corner cycles %s: %lu each\n", n,
		       n > 1 ? "s" : "", kind[g], fixed_by[g]);
	}
}

/* prints the answer for face colour letters (6 letters, any case) */
static void answer(const char *letters, int census)
{
	int face_col[N_FACE], j, k = 0, i;
	char seen[N_FACE];
	unsigned long states;
	for (i = 0; i < N_FACE; i++) {          /* colours renamed by first use */
		for (j = 0; j < k && seen[j] != letters[i]; j++)
			;
		if (j == k) seen[k++] = letters[i];
		face_col[i] = j;
	}
	states = count_states(face_col);
	printf("%lu\n", states);
	if (census) {
		printf("patterns %lu\n", fixed_by[0]);  /* the identity fixes every pattern */
		print_terms();
	}
}

/* blank byte within a line (newline ends the line) */
static int is_blank(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* the usage text, on f */
static void usage(FILE *f)
{
	fprintf(f, "usage: lanqiao2017_cube [--census | --help] < colourings\n"
	        "Lanqiao Cup 2017 \"cube states\": the states of a recoloured 2x2x2 cube after\n"
	        "scrambling, two states the same when a whole-cube rotation turns one into the\n"
	        "other.  Reads lines of six colour letters for faces U R F D L B (case and blanks\n"
	        "ignored); no line at all means the contest colouring YGOOGY.  Prints one count\n"
	        "a line, or an error line for a line that is not six letters.\n");
	fprintf(f, "  (no flag)  judge mode, as above\n"
	        "  --census   also the number of colour patterns and the Burnside terms\n"
	        "  --help     this text\n");
}

/* read colouring lines from stdin, answer each (format: see header) */
/* flushed STATUS: STATUS, or EXIT_READ (with a message) when stdout could not be written. */
static int flushed(int status)
{
	if (fflush(stdout) == 0 && !ferror(stdout)) return status;
	fputs("lanqiao2017_cube: cannot write the output\n", stderr);
	return EXIT_READ;
}

int main(int argc, char **argv)
{
	char letters[N_FACE];
	int c, n = 0, bad = 0, any_line = 0, census = 0;
	if (argc == 2 && strcmp(argv[1], "--help") == 0) {
		usage(stdout);
		return flushed(EXIT_OK);
	}
	if (argc == 2 && strcmp(argv[1], "--census") == 0) census = 1;
	else if (argc != 1) {
		usage(stderr);
		return EXIT_USAGE;
	}
	init_codes();
	init_binomials();
	if (!init_rotations()) return EXIT_GROUP; /* cannot happen */
	for (;;) {
		c = getchar();
		if (c != '\n' && c != EOF) {
			if (is_blank(c)) continue;
			if (c >= 'a' && c <= 'z') c -= 'a' - 'A';
			if (c >= 'A' && c <= 'Z' && n < N_FACE) letters[n++] = (char)c;
			else bad = 1;
			continue;
		}
		if (n || bad) {
			any_line = 1;
			if (bad || n != N_FACE)
				printf("error: expected 6 colour letters for faces U R F D L B\n");
			else
				answer(letters, census);
		}
		n = 0;
		bad = 0;
		if (c == EOF) break;
	}
	if (ferror(stdin)) {
		fprintf(stderr, "lanqiao2017_cube: cannot read stdin\n");
		return flushed(EXIT_READ);
	}
	if (!any_line) answer("YGOOGY", census);
	return flushed(EXIT_OK);
}
