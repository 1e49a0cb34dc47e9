/*
 * hdu2953.c -- HDU 2953 "Rubiks Cube" (IDI Open 2009, problem H)
 *
 * Source:   IDI Open 2009 (NTNU), problem H; HDU 2953,
 *           http://acm.hdu.edu.cn/showproblem.php?pid=2953 (limits 1 s, 32 MiB).
 * Problem:  a 2x2x2 cube is drawn as a net; print the fewest quarter turns (a face turned
 *           90 degrees either way; a half turn counts 2: the quarter-turn metric, QTM)
 *           that leave every face one colour, in any orientation of the whole cube.
 * Input:    T (0 < T <= 100), then T nets: two rows of the top face, two rows of the four
 *           side faces (front, right, back, left; two letters each, space-separated), two
 *           rows of the bottom face, then an empty line.  The top face is drawn above the
 *           FIRST side block, the bottom face below it; every face as seen from outside,
 *           side faces with their top row toward the top face.  Stickers are numbered in
 *           reading order (U = up/top, F = front, R = right, B = back, L = left, D = down):
 *
 *               0  1                                 U0 U1
 *               2  3                                 U2 U3
 *               4  5 |  6  7 |  8  9 | 10 11         F0 F1 R0 R1 B0 B1 L0 L1
 *              12 13 | 14 15 | 16 17 | 18 19         F2 F3 R2 R3 B2 B3 L2 L3
 *              20 21                                 D0 D1
 *              22 23                                 D2 D3
 *
 *           so that e.g. stickers 3, 6, 5 (U3, R0, F1) are the three faces of the corner
 *           URF.  The statement's colours are G R O B Y W; here a sticker is any printable
 *           non-blank ASCII character (any six colours, four of each); every other byte
 *           separates, so CRLF, tabs, trailing spaces and missing empty lines are all fine.
 *           Bytes >= 128 separate too (so a UTF-8 no-break space is harmless; a non-ASCII
 *           colour is not a sticker).  A cube is simply the next 24 stickers: lines are not
 *           used, since a face may be split over lines and empty lines may be missing.  So a
 *           net with an extra sticker gives its last sticker to the next cube, a net with one
 *           missing takes the next cube's first, and every later cube is shifted by as much
 *           (answers from there on are for the shifted nets, mostly -1); the last cube, if
 *           short, is cut off by EOF.  A wrong letter that keeps the count affects only its
 *           own cube.  T: blanks, an optional sign, digits (the byte after them may be a
 *           sticker); a T above 2^31 - 1 counts as 2^31 - 1; a negative, missing or
 *           non-numeric T means no cubes.
 * Output:   one line per cube: its QTM distance, or -1 if the net is not a legal cube:
 *           not six colours four times each; a corner with a repeated or impossible colour
 *           set or with mirrored colour order; a piece appearing twice (and so another
 *           missing) although every colour count is right (e.g. URF over UBR and DBL over
 *           DLF: the colours of URF + DBL equal those of UBR + DLF); or corner twists not
 *           summing to 0 mod 3.  Input ends after T cubes or at EOF; a cube cut off by EOF
 *           prints nothing.
 * Flags:    none: judge mode, exactly as submitted.
 *           --solve: the same input; per cube its distance, then an optimal sequence for the
 *           cube held as drawn, in standard notation (U R F D L B clockwise seen from that
 *           face, X' counter-clockwise, X2 a half turn, counted 2), e.g. "3 R U' F"; "0"
 *           if solved, -1 if illegal.  Only U, R, F turn (DBL stays put, see Approach).
 *           Builds the whole table (the BFS to depth 14), so ~0.1 s more than judge mode.
 *           --census: the positions at each distance, QTM and HTM; reads nothing.
 *           --help: this usage on stdout.  Anything else: usage on stderr, exit 2.
 *           Any mode: exit 1 if stdout cannot be written.
 * Approach: (1) facelets -> cubies: the piece in slot DBL names the colours of D, B, L;
 *           the colour never sharing a corner with a colour is its opposite, giving U, F, R.
 *           Every slot's three colours then name a piece and its twist.  (2) Turning a face
 *           equals turning the opposite face the other way plus a whole-cube rotation, so
 *           only U, R, F are turned and DBL never moves: this removes whole-cube
 *           orientation.  (3) cubies -> coordinates: permutation of the other 7 corners,
 *           0..5039, and their twists, 0..728: 7! * 3^6 = 3,674,160 positions, all
 *           reachable.  (4) move tables on each coordinate.  (5) a BFS from solved fills
 *           a 4-bit distance table up to depth 8 (159,120 positions, 4%).  (6) a cube in
 *           the table is a look-up.  A cube beyond it (distance 9..14) is 8 + r away for the
 *           least r at which r moves reach the table, since a shortest path enters the
 *           table at distance exactly 8: a depth-first search over move sequences (no face
 *           twice running, a half turn costs 2) finds r <= 6.  A quarter turn is a 4-cycle,
 *           an odd permutation, so distance parity = permutation parity and only every
 *           other r is tried.  This meet-the-table step replaces the last six BFS levels
 *           (3.5M positions, nearly all the work).  --census runs the BFS to the end,
 *           finding each large level backward (an unseen position with a neighbour on the
 *           current level) in the rows of the right parity; --solve does the same, then
 *           walks down the table: from distance d, a quarter turn to a position at d - 1.
 * Time:     BFS 44,971 * 6 table steps once (the positions of levels 0..7 are expanded);
 *           per cube at most 1,337 search nodes (calls of reaches_table; the most over all
 *           3,515,040 positions beyond the table, at distance 13; 825 on average at 14).
 * Memory:   distance table 3,674,160 nibbles = 1.8 MB; BFS queue 44,971 of its 512K ints
 *           touched; move tables 100 KB.
 * Measured: make bench (median of 5 runs, CPU / peak RSS): 10-random100 (100 random cubes,
 *           the official data's size) 15-19 ms / 3.3-3.6 MiB on the idle 2-core machine,
 *           17-33 ms under load; 04-deepest (100 cubes at distance 13-14) 15-19 ms /
 *           3.4-3.6 MiB, 17-35 ms under load.
 * Verified: --census equals OEIS A079762 (QTM: 1 6 27 120 534 2256 8969 33058 114149
 *           360508 930588 1350852 782536 90280 276; God's number 14) and OEIS A079761
 *           (HTM: 1 9 54 321 1847 9992 50136 227536 870072 1887748 623800 2644; God's
 *           number 11), both totalling 3,674,160; official IDI Open 2009 data (100 cubes,
 *           answers 0..14); tests/oracles/hdu2953_bfs.c (BFS over relabelled 24-sticker
 *           strings, moves from 3-D geometry) on all testdata; every --solve sequence on the
 *           testdata replayed on the net by that oracle's move model (hdu2953_bfs --replay):
 *           it solves the cube and costs the oracle's distance.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* ---------- facelets -> cubies ---------- */
#define N_STICKER 24   /* 6 faces x 4 */
#define N_CORNER 8
enum { U, R, F, D, L, B };                      /* faces; opposite face = (f + 3) % 6 */
enum { URF, UFL, ULB, UBR, DFR, DLF, DRB, DBL }; /* corner slots; DBL never moves */

/* stickers of each corner slot, clockwise seen from outside, U/D sticker first */
static const int CORNER_FACELET[N_CORNER][3] = {
	{3, 6, 5}, {2, 4, 11}, {0, 10, 9}, {1, 8, 7},
	{21, 13, 14}, {20, 19, 12}, {23, 15, 16}, {22, 17, 18}};
/* faces of those stickers when solved: the colours of piece j */
static const int CORNER_FACE[N_CORNER][3] = {
	{U, R, F}, {U, F, L}, {U, L, B}, {U, B, R},
	{D, F, R}, {D, L, F}, {D, R, B}, {D, B, L}};

typedef struct {
	unsigned char cp[N_CORNER];   /* cp[i] = piece in slot i */
	unsigned char co[N_CORNER];   /* co[i] = twist, 0..2: which of slot i's stickers (in the
	                                 order below) shows the piece's U/D colour */
} Cubie;

/* the U, R, F quarter turns (clockwise), as "slot i receives the piece from slot cp[i]" */
static const Cubie BASIC_MOVE[3] = {
	{{UBR, URF, UFL, ULB, DFR, DLF, DRB, DBL}, {0, 0, 0, 0, 0, 0, 0, 0}},   /* U */
	{{DFR, UFL, ULB, URF, DRB, DLF, UBR, DBL}, {2, 0, 0, 1, 1, 0, 2, 0}},   /* R */
	{{UFL, DLF, ULB, UBR, URF, DFR, DRB, DBL}, {1, 2, 0, 0, 2, 1, 0, 0}}};  /* F */

/* a := a followed by move m */
static void cubie_move(Cubie *a, const Cubie *m)
{
	Cubie c;
	int i;
	for (i = 0; i < N_CORNER; i++) {
		c.cp[i] = a->cp[m->cp[i]];
		c.co[i] = (unsigned char)((a->co[m->cp[i]] + m->co[i]) % 3);
	}
	*a = c;
}

/* the colour (0..5) not adjacent to colour c, i.e. its opposite; -1 if not unique */
static int opposite(int adj[6][6], int c)
{
	int x, o = -1;
	for (x = 0; x < 6; x++)
		if (x != c && !adj[c][x]) {
			if (o >= 0) return -1;
			o = x;
		}
	return o;
}

/* stickers (any bytes) -> cubies with DBL solved; 0 if not a legal cube */
static int facelets_to_cubie(const unsigned char *st, Cubie *cc)
{
	int col[N_STICKER], seen[256], count[6], adj[6][6], face_col[6];
	int ncol = 0, i, j, k, o, twist = 0, used = 0;
	memset(seen, -1, sizeof seen);
	memset(count, 0, sizeof count);
	memset(adj, 0, sizeof adj);
	for (i = 0; i < N_STICKER; i++) {               /* six colours, four of each */
		if (seen[st[i]] < 0) {
			if (ncol == 6) return 0;
			seen[st[i]] = ncol++;
		}
		col[i] = seen[st[i]];
		if (++count[col[i]] > 4) return 0;
	}
	for (i = 0; i < N_CORNER; i++)                  /* three distinct colours per corner */
		for (j = 0; j < 3; j++)
			for (k = 0; k < 3; k++) {
				int a = col[CORNER_FACELET[i][j]], b = col[CORNER_FACELET[i][k]];
				if (j != k && a == b) return 0;
				adj[a][b] = 1;
			}
	for (k = 0; k < 3; k++)                         /* DBL names D, B, L */
		face_col[CORNER_FACE[DBL][k]] = col[CORNER_FACELET[DBL][k]];
	for (k = 0; k < 3; k++) {                       /* ... and their opposites U, F, R */
		int f = CORNER_FACE[DBL][k];
		if ((face_col[(f + 3) % 6] = opposite(adj, face_col[f])) < 0) return 0;
	}
	for (i = 0; i < N_CORNER; i++) {                /* slot i: which piece, which twist */
		const int *fl = CORNER_FACELET[i];
		for (j = 0; j < N_CORNER; j++)
			for (o = 0; o < 3; o++)
				if (col[fl[o]] == face_col[CORNER_FACE[j][0]] &&
				    col[fl[(o + 1) % 3]] == face_col[CORNER_FACE[j][1]] &&
				    col[fl[(o + 2) % 3]] == face_col[CORNER_FACE[j][2]])
					goto found;
		return 0;                                   /* impossible set or mirrored */
	found:
		if (used >> j & 1) return 0;                /* the same piece twice: needed, as
		                                               right colour counts do not exclude
		                                               it (two pieces twice, two missing) */
		used |= 1 << j;
		cc->cp[i] = (unsigned char)j;
		cc->co[i] = (unsigned char)o;
		twist += o;
	}
	return twist % 3 == 0;
}

/* ---------- cubies -> coordinates ---------- */
#define N_PERM 5040            /* 7!: corners URF..DRB, DBL fixed */
#define N_TWIST 729            /* 3^6: twists of URF..DLF; DRB's follows, DBL's is 0 */
#define N_POS (N_PERM * N_TWIST) /* 3,674,160 positions */

/* corner permutation coordinate, 0..5039: sum over i of i! * #{j < i : cp[j] > cp[i]} */
static int perm_coord(const Cubie *c)
{
	int i, j, x = 0;
	for (i = 6; i > 0; i--) {
		int s = 0;
		for (j = i - 1; j >= 0; j--) s += c->cp[j] > c->cp[i];
		x = (x + s) * i;
	}
	return x;
}

/* inverse of perm_coord; also returns the permutation parity (0 even, 1 odd) */
static int set_perm(Cubie *c, int x)
{
	int digit[7], i, j, k, left = 0x7f, parity = 0;
	for (i = 1; i < 7; i++) {
		digit[i] = x % (i + 1);
		x /= i + 1;
		parity ^= digit[i] & 1;
	}
	for (i = 6; i >= 0; i--) {                      /* digit[i] larger unused pieces precede */
		k = i > 0 ? digit[i] : 0;
		for (j = 6; j >= 0; j--)
			if (left >> j & 1 && k-- == 0) break;
		c->cp[i] = (unsigned char)j;
		left &= ~(1 << j);
	}
	c->cp[DBL] = DBL;
	return parity;
}

/* corner twist coordinate, 0..728: twists of URF..DLF in base 3 */
static int twist_coord(const Cubie *c)
{
	int i, x = 0;
	for (i = DLF; i >= URF; i--) x = 3 * x + c->co[i];
	return x;
}

/* inverse of twist_coord; DRB gets the twist that makes the sum 0 mod 3 */
static void set_twist(Cubie *c, int x)
{
	int i, s = 0;
	for (i = URF; i <= DLF; i++) {
		c->co[i] = (unsigned char)(x % 3);
		s += x % 3;
		x /= 3;
	}
	c->co[DRB] = (unsigned char)((3 - s % 3) % 3);
	c->co[DBL] = 0;
}

/* ---------- move tables ---------- */
#define N_MOVE 9               /* U U2 U' R R2 R' F F2 F': move 3*face + power - 1 */
static const int QTM_MOVES[] = {0, 2, 3, 5, 6, 8};
static const int HTM_MOVES[] = {0, 1, 2, 3, 4, 5, 6, 7, 8};

static unsigned short perm_move[N_MOVE][N_PERM];  /* perm coordinate after move m */
static unsigned short twist_move[N_MOVE][N_TWIST];   /* twist coordinate after move m */
static unsigned char perm_parity[N_PERM];   /* 0 even, 1 odd = QTM distance mod 2 */

/* fills perm_move, twist_move (via cubie moves on decoded coordinates) and perm_parity */
static void build_move_tables(void)
{
	Cubie c;
	int x, f, p;
	for (x = 0; x < N_PERM; x++) {
		perm_parity[x] = (unsigned char)set_perm(&c, x);
		memset(c.co, 0, sizeof c.co);
		for (f = 0; f < 3; f++) {
			for (p = 0; p < 3; p++) {
				cubie_move(&c, &BASIC_MOVE[f]);
				perm_move[3 * f + p][x] = (unsigned short)perm_coord(&c);
			}
			cubie_move(&c, &BASIC_MOVE[f]);      /* 4th turn restores c */
		}
	}
	for (x = 0; x < N_TWIST; x++) {
		set_twist(&c, x);
		set_perm(&c, 0);
		for (f = 0; f < 3; f++) {
			for (p = 0; p < 3; p++) {
				cubie_move(&c, &BASIC_MOVE[f]);
				twist_move[3 * f + p][x] = (unsigned short)twist_coord(&c);
			}
			cubie_move(&c, &BASIC_MOVE[f]);
		}
	}
}

/* ---------- distance table ---------- */
#define UNSEEN 15              /* nibble of a position beyond the table; levels stay < 15 */
#define TABLE_DEPTH 8          /* BFS depth for queries: 159,120 positions; beyond: 9..14 */
#define Q_CAP 524288           /* BFS queue; levels past it are found backward (census) */
static unsigned char dist_tab[(N_POS + 1) / 2];   /* 4 bits per position perm*729+twist */
static int bfs_queue[Q_CAP];                      /* positions, in BFS order */

/* distance nibble of position i; SET writes d over an UNSEEN nibble (15 = all ones) */
#define GET(i) (dist_tab[(i) >> 1] >> (((i) & 1) << 2) & 15)
#define SET(i, d) (dist_tab[(i) >> 1] &= (unsigned char)~((UNSEEN ^ (d)) << (((i) & 1) << 2)))

/* BFS from solved with the nm moves mv[] up to distance max_depth (<= 14); cnt[d] = number
 * of positions at distance d; returns the last non-empty level.  A level that fits the
 * queue is expanded forward; a larger one is found backward: an unseen position with a
 * neighbour on the current level.  parity: every move is odd, so only rows whose
 * permutation parity is that of the new level can hold it. */
static int bfs(const int *mv, int nm, int parity, int max_depth, long *cnt)
{
	long head = 0, tail = 0, end, i, j, n;
	int d, m, p, t, queued = 1, row[N_MOVE];
	memset(dist_tab, 0xff, sizeof dist_tab);
	SET(0, 0);                                  /* solved: perm 0, twist 0 */
	bfs_queue[tail++] = 0;
	cnt[0] = 1;
	for (d = 0; d < max_depth && cnt[d] > 0; d++) {
		n = 0;
		if (queued) {
			queued = d + 1 < max_depth;         /* the last level is not expanded */
			for (end = tail; head < end; head++) {
				i = bfs_queue[head];
				p = (int)(i / N_TWIST);
				t = (int)(i % N_TWIST);
				for (m = 0; m < nm; m++) {
					j = (long)perm_move[mv[m]][p] * N_TWIST
					    + twist_move[mv[m]][t];
					if (GET(j) != UNSEEN) continue;
					SET(j, d + 1);
					n++;
					if (queued && tail < Q_CAP) bfs_queue[tail++] = (int)j;
					else queued = 0;
				}
			}
		} else {
			for (p = 0; p < N_PERM; p++) {
				if (parity && perm_parity[p] != ((d + 1) & 1)) continue;
				for (m = 0; m < nm; m++) row[m] = perm_move[mv[m]][p];
				for (t = 0; t < N_TWIST; t++) {
					i = (long)p * N_TWIST + t;
					if (GET(i) != UNSEEN) continue;
					for (m = 0; m < nm; m++) {
						j = (long)row[m] * N_TWIST + twist_move[mv[m]][t];
						if (GET(j) == d) {
							SET(i, d + 1);
							n++;
							break;
						}
					}
				}
			}
		}
		cnt[d + 1] = n;
	}
	return cnt[d] > 0 ? d : d - 1;
}

/* ---------- search beyond the table ---------- */
/* 1 if moves of total cost r (a face never turned twice running; a half turn costs 2)
 * lead from position (p, t) to a position of the table */
static int reaches_table(int p, int t, int r, int last_face)
{
	int f, k;
	if (r == 0) return GET((long)p * N_TWIST + t) != UNSEEN;
	for (f = 0; f < 3; f++) {
		if (f == last_face) continue;
		for (k = 0; k < 3; k++) {                   /* quarter, half, inverse quarter */
			int m = 3 * f + k, cost = k == 1 ? 2 : 1;
			if (cost <= r &&
			    reaches_table(perm_move[m][p], twist_move[m][t], r - cost, f))
				return 1;
		}
	}
	return 0;
}

/* QTM distance of position (p, t).  In the table: a look-up.  Beyond it, distance =
 * TABLE_DEPTH + r for the least r at which the ball around (p, t) meets the table (a
 * shortest path enters the table on its last level); r has the parity of the distance
 * minus TABLE_DEPTH, and the distance the parity of p. */
static int qtm_distance(int p, int t)
{
	int d = GET((long)p * N_TWIST + t), r;
	if (d != UNSEEN) return d;
	/* no cap from God's number: the parser admits only legal positions, every legal
	 * position is reachable, so some r succeeds (--census: r <= 6 always) */
	for (r = 2 - ((perm_parity[p] + TABLE_DEPTH) & 1);; r += 2)
		if (reaches_table(p, t, r, -1)) return TABLE_DEPTH + r;
}

/* ---------- input / output ---------- */
/* T: blanks, optional sign, digits (the byte after them is left for read_cube); above
 * T_CAP counts as T_CAP; negative or no digits: 0 */
#define T_CAP 2147483647L
static long read_t(void)
{
	long t = 0;
	int c, neg = 0, digits = 0;
	do c = getchar(); while (c != EOF && isspace(c));
	if (c == '+' || c == '-') {
		neg = c == '-';
		c = getchar();
	}
	for (; c != EOF && isdigit(c); c = getchar(), digits++)
		t = t > (T_CAP - (c - '0')) / 10 ? T_CAP : 10 * t + (c - '0');
	if (c != EOF) ungetc(c, stdin);
	return digits && !neg ? t : 0;
}

/* next 24 stickers (printable non-blank ASCII; all else separates) into st; 0 if EOF comes
 * first */
static int read_cube(unsigned char *st)
{
	int n = 0, c;
	while (n < N_STICKER && (c = getchar()) != EOF)
		if (c < 128 && isgraph(c)) st[n++] = (unsigned char)c;
	return n == N_STICKER;
}

/* QTM distance of the net st, -1 if illegal */
static int solve(const unsigned char *st)
{
	Cubie c;
	if (!facelets_to_cubie(st, &c)) return -1;
	return qtm_distance(perm_coord(&c), twist_coord(&c));
}

/* ---------- flags: --solve, --census, --help (judge mode needs none of this) ---------- */
static const char *const USAGE[] = {   /* lines, as C89 caps a string at 509 bytes */
	"usage: hdu2953 [--solve | --census | --help] < input",
	"  HDU 2953 \"Rubiks Cube\": fewest quarter turns (QTM, a half turn counts 2) that solve",
	"  each 2x2x2 cube of the input: T, then T nets as in the statement (top face above the",
	"  first of the four side blocks front, right, back, left; bottom face below it).",
	"  (none)    judge mode: one line per cube, its distance, or -1 if it is not a legal cube",
	"  --solve   per cube the distance, then an optimal sequence for the cube held as drawn:",
	"            U R F D L B clockwise seen from that face, X' counter-clockwise, X2 a half",
	"            turn (counts 2), e.g. \"3 R U' F\" (only U, R, F turn); -1 if not legal",
	"  --census  positions at each distance, QTM and HTM (reads no input)",
	"  --help    this text"};

/* prints USAGE to f */
static void usage(FILE *f)
{
	size_t i;
	for (i = 0; i < sizeof USAGE / sizeof USAGE[0]; i++) fprintf(f, "%s\n", USAGE[i]);
}

enum { EXIT_OK = 0, EXIT_WRITE = 1, EXIT_USAGE = 2 }; /* exit status of main */

/* --census: "NAME d count" per distance, then "NAME total N" and "NAME max D" */
static void census(const char *name, const int *mv, int nm, int parity)
{
	long cnt[16], total = 0;
	int d, max = bfs(mv, nm, parity, 14, cnt);
	for (d = 0; d <= max; d++) {
		printf("%s %d %ld\n", name, d, cnt[d]);
		total += cnt[d];
	}
	printf("%s total %ld\n%s max %d\n", name, total, name, max);
}

/* --solve, one cube: "-1", or its distance and an optimal sequence, read off the whole
 * distance table (bfs to depth 14): from distance d some quarter turn leads to d - 1; two
 * equal quarter turns in a row are printed as one half turn (an optimal sequence never turns
 * a face three times running, nor one way and straight back) */
static void print_solution(const unsigned char *st)
{
	static const char FACE_NAME[] = "URF", *SUFFIX[] = {"", "2", "'"};
	Cubie c;
	int seq[14], n = 0, d, i, k, p, t;
	if (!facelets_to_cubie(st, &c)) {
		puts("-1");
		return;
	}
	p = perm_coord(&c);
	t = twist_coord(&c);
	for (d = GET((long)p * N_TWIST + t); n < d; n++)
		for (k = 0; k < 6; k++) {
			int m = QTM_MOVES[k], q = perm_move[m][p], u = twist_move[m][t];
			if (GET((long)q * N_TWIST + u) == d - n - 1) {
				seq[n] = m;
				p = q;
				t = u;
				break;
			}
		}
	printf("%d", d);
	for (i = 0; i < n; i++) {
		int half = i + 1 < n && seq[i + 1] == seq[i];
		printf(" %c%s", FACE_NAME[seq[i] / 3], SUFFIX[half ? 1 : seq[i] % 3]);
		i += half;
	}
	putchar('\n');
}

/* flushed STATUS: STATUS, or EXIT_WRITE (with a message) when stdout could not be written. */
static int flushed(int status)
{
	if (fflush(stdout) == 0 && !ferror(stdout)) return status;
	fputs("hdu2953: cannot write the output\n", stderr);
	return EXIT_WRITE;
}

int main(int argc, char **argv)
{
	unsigned char st[N_STICKER];
	long cnt[16], t;
	int solving = 0;
	if (argc > 2 || (argc == 2 && strcmp(argv[1], "--solve") != 0 &&
	                 strcmp(argv[1], "--census") != 0 && strcmp(argv[1], "--help") != 0)) {
		usage(stderr);
		return EXIT_USAGE;
	}
	if (argc == 2 && strcmp(argv[1], "--help") == 0) {
		usage(stdout);
		return flushed(EXIT_OK);
	}
	build_move_tables();
	if (argc == 2 && strcmp(argv[1], "--census") == 0) {
		census("QTM", QTM_MOVES, 6, 1);
		census("HTM", HTM_MOVES, 9, 0);
		return flushed(EXIT_OK);
	}
	solving = argc == 2;                            /* --solve */
	if ((t = read_t()) <= 0) return flushed(EXIT_OK);
	bfs(QTM_MOVES, 6, 1, solving ? 14 : TABLE_DEPTH, cnt);
	for (; t > 0 && read_cube(st); t--)
		if (solving) print_solution(st);
		else printf("%d\n", solve(st));
	return flushed(EXIT_OK);
}
