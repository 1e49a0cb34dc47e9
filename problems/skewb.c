/*
 * skewb.c -- optimal Skewb solver in WCA notation, with the puzzle's state-space census
 *
 * Source:   https://www.worldcubeassociation.org/regulations/#12h (the notation) and
 *           https://www.jaapsch.net/puzzles/skewb.htm (the facts); set after a blog post.
 * Problem:  a Skewb is given as its six faces; print the fewest WCA moves that solve it and one
 *           such sequence, or -1 when the stickers are no reachable Skewb position.
 * Input:    T, then T lines of six 5-letter words, faces U R F D L B; each word is the face's
 *           centre, then its corners top-left, top-right, bottom-left, bottom-right as drawn
 *           here (sticker number 5 * face + k):
 *                           U: 1   2          U's top edge touches B
 *                                0
 *                              3   4
 *                 L: 21  22  F: 11  12  R: 6   7   B: 26  27
 *                      20        10         5        25
 *                    23  24     13  14      8   9     28  29
 *                           D: 16  17          D's top edge touches F
 *                                15
 *                              18  19
 *           Colours: six distinct uppercase letters, five of each.  CR and LF each end a line;
 *           blanks are space, tab, VT, FF; blank lines are skipped.  T is the first non-blank
 *           line (read_count: its rules).  A judge's input: T, then exactly T case lines.
 * Output:   per case "n m1 m2 ... mn": the fewest moves, then an optimal sequence ("0" if
 *           solved); or "-1": no Skewb position, or a malformed line (read_case).  Input that
 *           ends early ends the output.  Notation (WCA 12h): hold U on top, F front-left; R, U,
 *           L, B turn the half at corner DRB, ULB, DLF, DLB by 120 degrees clockwise looking at
 *           that corner, X' the other way; each counts 1.  No move turns corner UFR, so it fixes
 *           the frame: solved is U, R, F in UFR's colours and D, L, B in their opposites.
 * Flags:    none in judge mode; --explain, --census, --scramble, --random, --help and the exit
 *           statuses: see --help.
 * Approach: stickers -> cubies (validated: verify says why a state is illegal) -> coordinates
 *           (centres 6!/2 = 360 x corners 4!/2 x 3^6 = 8,748: 3,149,280 positions) -> move
 *           tables -> one BFS distance table -> an optimal sequence, one step closer at a time.
 * Time:     the BFS O(3,149,280 x 8), once, layers only as deep as a case needs; O(11 x 8) a case.
 * Memory:   distance table 3,149,280 bytes; move tables (360 + 8,748) x 8 shorts = 145,728 bytes.
 * Verified: --census equals Jaap Scherphuis' table (1 8 48 ... 90, God's number 11) and the BFS
 *           of tests/oracles/skewb_bfs.c (30-sticker strings, moves from 3-D rotations), which
 *           also gives every expected output, the twisty-Skewb facts of --census, and replays
 *           every --scramble and --random sequence (tests/skewb.bats).
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

/* ---- Exit statuses and the write check ---- */

/* exit statuses, the same names in all five programs; usage() lists those a program uses */
enum {
	EXIT_OK = 0,        /* done */
	EXIT_WRITE = 1,     /* stdout could not be written */
	EXIT_USAGE = 2,     /* bad arguments: usage on stderr, stdin unread */
	EXIT_INPUT = 3,     /* stdin could not be read, or a flag's input was refused */
	EXIT_BUG = 4,       /* a self-check failed: cannot happen */
	EXIT_MEMORY = 5     /* an allocation failed */
};
static const char PROGRAM[] = "skewb";

/* EXIT_OK if all output reached stdout; else EXIT_WRITE, with a message on stderr */
static int flushed(void)
{
	if (fflush(stdout) == 0 && !ferror(stdout))
		return EXIT_OK;
	fprintf(stderr, "%s: cannot write the output\n", PROGRAM);
	return EXIT_WRITE;
}

/* ---- Facelets ---- */
enum { U, R, F, D, L, B };                 /* faces in input order */
#define N_FACE 6
#define N_STICKER 30                       /* 6 faces * (centre + 4 corners) */
#define N_SLOT 8                           /* corner slots */
/* stickers of corner slot s, clockwise seen from outside, U/D sticker first */
static const int CORNER_FACELET[N_SLOT][3] = {
	{4, 6, 12}, {1, 21, 27}, {19, 9, 28}, {16, 24, 13},   /* UFR ULB DRB DLF */
	{3, 11, 22}, {2, 26, 7}, {17, 14, 8}, {18, 29, 23}    /* ULF URB DRF DLB */
};

/* ---- Cubies ---- */
/* Corner slots, two tetrads (corners no two of which share an edge): fixed tetrad 0 UFR (never
 * moves), 1 ULB, 2 DRB, 3 DLF; free tetrad 4 ULF, 5 URB, 6 DRF, 7 DLB.  R, U, L each twist one
 * fixed-tetrad corner in place and 3-cycle the free tetrad; B twists DLB in place and 3-cycles
 * slots 1, 2, 3.  Every turn 3-cycles three centres.  Twist of a corner = 0, 1, 2: which of its
 * slot's stickers (clockwise from the U/D one) shows the piece's U/D colour. */
typedef struct {
	int centre[N_FACE];   /* centre piece (its home face) at each face */
	int corner[N_SLOT];   /* corner piece at each slot */
	int twist[N_SLOT];    /* its twist 0..2 */
} Cubies;
/* clockwise turn per axis R U L B: centre and corner 3-cycles a -> b -> c -> a
 * (the piece at a moves to b), and the corner twisted in place */
static const int CENTRE_CYCLE[4][3] = {{R, B, D}, {U, L, B}, {D, L, F}, {D, B, L}};
static const int CORNER_CYCLE[4][3] = {{6, 5, 7}, {4, 7, 5}, {6, 7, 4}, {2, 1, 3}};
static const int CORNER_AXIS[4] = {2, 1, 3, 7};        /* DRB ULB DLF DLB */
#define N_MOVE 8                                       /* move = 2 * axis + prime */
static const char *MOVE_NAME[N_MOVE] = {"R", "R'", "U", "U'", "L", "L'", "B", "B'"};

/* solved cubies */
static void cubies_solved(Cubies *c)
{
	int i;
	for (i = 0; i < N_FACE; i++) c->centre[i] = i;
	for (i = 0; i < N_SLOT; i++) {
		c->corner[i] = i;
		c->twist[i] = 0;
	}
}

/* one clockwise turn about axis 0..3 (R U L B): the pieces on the axis' cycles move on, each
 * cycled corner's twist + 2, the corner in place's + 1 */
static void turn(Cubies *c, int axis)
{
	const int *cc = CENTRE_CYCLE[axis], *kc = CORNER_CYCLE[axis];
	int centre = c->centre[cc[2]], corner = c->corner[kc[2]], twist = c->twist[kc[2]];
	c->centre[cc[2]] = c->centre[cc[1]];
	c->centre[cc[1]] = c->centre[cc[0]];
	c->centre[cc[0]] = centre;
	c->corner[kc[2]] = c->corner[kc[1]];
	c->twist[kc[2]] = (c->twist[kc[1]] + 2) % 3;
	c->corner[kc[1]] = c->corner[kc[0]];
	c->twist[kc[1]] = (c->twist[kc[0]] + 2) % 3;
	c->corner[kc[0]] = corner;
	c->twist[kc[0]] = (twist + 2) % 3;
	c->twist[CORNER_AXIS[axis]] = (c->twist[CORNER_AXIS[axis]] + 1) % 3;
}

/* move 0..7 = 2 * axis + prime; a prime is two clockwise turns */
static void move(Cubies *c, int m)
{
	turn(c, m / 2);
	if (m & 1) turn(c, m / 2);
}

/* ---- Coordinates ---- */
/* centre 0..359 (even permutations); corner = free-tetrad permutation 0..11 * 729 + the
 * twists of slots 1, 2, 4, 5, 6, 7 (slot 3's twist and the fixed tetrad's permutation follow
 * from the twist sums: see verify) */
#define N_CENTRE 360                      /* 6!/2 even centre permutations */
#define N_FREE 12                         /* 4!/2 even free-tetrad permutations */
#define N_TWIST 729                       /* 3^6: twists of slots 1,2,4,5,6,7 */
#define N_CORNER (N_FREE * N_TWIST)       /* 8748 corner states */
#define N_POS ((long)N_CENTRE * N_CORNER)  /* 3,149,280 positions */
static const int TWIST_SLOT[6] = {1, 2, 4, 5, 6, 7};
static int fixed_sum_of[N_FREE];          /* fixed-tetrad twist sum per free permutation */

/* parity (0 even, 1 odd) of a permutation of 0..n-1 */
static int parity(const int *p, int n)
{
	int i, j, s = 0;
	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++)
			s ^= p[i] > p[j];
	return s;
}

/* permutation of 0..n-1 -> its lexicographic rank 0..n!-1 */
static long lex_rank(const int *p, int n)
{
	long r = 0;
	int i, j, smaller;
	for (i = 0; i < n; i++) {
		for (smaller = 0, j = i + 1; j < n; j++) smaller += p[j] < p[i];
		r = r * (n - i) + smaller;
	}
	return r;
}

/* inverse of lex_rank (n <= 8) */
static void lex_unrank(long r, int *p, int n)
{
	int i, j, used[8] = {0}, digit[8];
	for (i = n - 1; i >= 0; i--) {
		digit[i] = (int)(r % (n - i));
		r /= n - i;
	}
	for (i = 0; i < n; i++) {
		for (j = 0; used[j] || digit[i]--; j++)   /* the digit[i]-th unused value */
			;
		p[i] = j;
		used[j] = 1;
	}
}

/* even permutation of 0..n-1 -> 0..n!/2-1 (lexicographic rank / 2) */
static int perm_rank(const int *p, int n)
{
	return (int)(lex_rank(p, n) / 2);
}

/* inverse of perm_rank: ranks 2r and 2r+1 differ by swapping the last two */
static void perm_unrank(int r, int *p, int n)
{
	int t;
	lex_unrank(2L * r, p, n);
	if (parity(p, n)) {
		t = p[n - 1];
		p[n - 1] = p[n - 2];
		p[n - 2] = t;
	}
}

/* centre coordinate 0..359 */
static int centre_coord(const Cubies *c)
{
	return perm_rank(c->centre, N_FACE);
}

/* free-tetrad permutation coordinate 0..11 */
static int free_coord(const Cubies *c)
{
	int p[4], i;
	for (i = 0; i < 4; i++) p[i] = c->corner[4 + i] - 4;
	return perm_rank(p, 4);
}

/* corner coordinate 0..8747 = free perm * 729 + base-3 twists of TWIST_SLOT */
static int corner_coord(const Cubies *c)
{
	int i, t = 0;
	for (i = 0; i < 6; i++) t = 3 * t + c->twist[TWIST_SLOT[i]];
	return free_coord(c) * N_TWIST + t;
}

/* cubies of centre coordinate 0..359 and corner coordinate 0..8747 */
static void cubies_of(int centre, int corner, Cubies *c)
{
	int p[4], i, k, t = corner % N_TWIST, f = corner / N_TWIST;
	perm_unrank(centre, c->centre, N_FACE);
	perm_unrank(f, p, 4);
	c->corner[0] = 0;
	c->twist[0] = 0;
	for (i = 0; i < 4; i++) c->corner[4 + i] = 4 + p[i];
	for (i = 5; i >= 0; i--) {
		c->twist[TWIST_SLOT[i]] = t % 3;
		t /= 3;
	}
	c->twist[3] = (6 + fixed_sum_of[f] - c->twist[1] - c->twist[2]) % 3;
	k = (c->twist[4] + c->twist[5] + c->twist[6] + c->twist[7]) % 3;
	for (i = 0; i < 3; i++) c->corner[1 + (i + k) % 3] = 1 + (i + 2 * k) % 3;
}

/* fixed_sum_of[f]: the number of R, U, L turns, mod 3, that make free permutation f, which
 * the fixed tetrad's twist sum must equal (verify).  It is well defined: the map A4 -> Z3
 * sending each clockwise R, U, L 3-cycle of the free tetrad to 1 is a homomorphism (A4 modulo
 * the Klein four-group; B leaves the free tetrad alone).  Filled by closure from the identity. */
static void init_fixed_sums(void)
{
	int f, g, a, changed = 1;
	Cubies c;
	for (f = 0; f < N_FREE; f++) fixed_sum_of[f] = -1;
	fixed_sum_of[0] = 0;
	while (changed) {
		changed = 0;
		for (f = 0; f < N_FREE; f++)
			for (a = 0; a < 3 && fixed_sum_of[f] >= 0; a++) {
				cubies_solved(&c);
				perm_unrank(f, c.corner + 4, 4);
				for (g = 4; g < N_SLOT; g++) c.corner[g] += 4;
				turn(&c, a);
				g = free_coord(&c);
				if (fixed_sum_of[g] < 0) {
					fixed_sum_of[g] = (fixed_sum_of[f] + 1) % 3;
					changed = 1;
				}
			}
	}
}

/* ---- Move tables ---- */
static unsigned short centre_move[N_CENTRE][N_MOVE];   /* centre coord x move */
static unsigned short corner_move[N_CORNER][N_MOVE];   /* corner coord x move */

/* fill both move tables by going through cubies (the other coordinate 0) */
static void init_moves(void)
{
	int i, m;
	Cubies c, moved;
	for (i = 0; i < N_CENTRE; i++) {
		cubies_of(i, 0, &c);
		for (m = 0; m < N_MOVE; m++) {
			moved = c;
			move(&moved, m);
			centre_move[i][m] = (unsigned short)centre_coord(&moved);
		}
	}
	for (i = 0; i < N_CORNER; i++) {
		cubies_of(0, i, &c);
		for (m = 0; m < N_MOVE; m++) {
			moved = c;
			move(&moved, m);
			corner_move[i][m] = (unsigned short)corner_coord(&moved);
		}
	}
}

/* ---- Distance table ---- */
#define UNSEEN 255
static unsigned char dist[N_POS];     /* moves to solved, index corner * 360 + centre */

/* position index after move m */
static long step(long i, int m)
{
	return (long)corner_move[i / N_CENTRE][m] * N_CENTRE + centre_move[i % N_CENTRE][m];
}

/* BFS forward step: every unseen neighbour of position (corner k, centre c) joins layer
 * d + 1; returns how many did.  Branch-free: each probe keeps the smaller distance. */
static long bfs_forward(int k, int c, int d, int first, int stride)
{
	long added = 0;
	int m;
	unsigned char *q;
	for (m = first; m < N_MOVE; m += stride) {
		q = dist + (long)corner_move[k][m] * N_CENTRE + centre_move[c][m];
		added += *q == UNSEEN;
		*q = *q < d + 1 ? *q : (unsigned char)(d + 1);
	}
	return added;
}

/* BFS backward step: has the unseen position (k, c) a neighbour in layer d?  (The inverse
 * of move m is m ^ 1.) */
static int bfs_backward(int k, int c, int d, int first, int stride)
{
	int m, found = 0;
	for (m = first; m < N_MOVE; m += stride)
		found |= dist[(long)corner_move[k][m ^ 1] * N_CENTRE + centre_move[c][m ^ 1]] == d;
	return found;
}

/* The BFS from solved (index 0) with moves first, first + stride, ..: layers 0..depth of dist
 * are complete (their distances final), count[d] their sizes.  Judge mode searches only as
 * deep as its cases need (reach); the other modes search it all (bfs). */
#define N_DEPTH 32   /* distances 0..31, beyond either metric's God's number (11, 15) */
static struct {
	int first, stride, depth;
	long seen, count[N_DEPTH];
} search;

/* a new search: only solved is seen */
static void bfs_start(int first, int stride)
{
	memset(dist, UNSEEN, sizeof dist);
	dist[0] = 0;
	search.first = first;
	search.stride = stride;
	search.depth = 0;
	search.seen = 1;
	search.count[0] = 1;
}

/* the next layer, d + 1, of the search; 0 when layer d was empty (the search is over).  It is
 * found forward from layer d, or backward (each unseen position looks for a neighbour in
 * layer d) once fewer positions are unseen than in layer d.  Positions sharing a corner
 * coordinate form one 360-byte block whose neighbours lie in 8 other blocks, so the work
 * stays in cache. */
static int bfs_layer(void)
{
	int d = search.depth, k, c;
	int backward = N_POS - search.seen < search.count[d]; /* both ways: 8 probes each */
	unsigned char *block, *end, *p, want = (unsigned char)(backward ? UNSEEN : d);
	long next = 0;
	if (search.count[d] == 0) return 0;
	for (k = 0; k < N_CORNER; k++) {
		block = dist + (long)k * N_CENTRE;
		end = block + N_CENTRE;
		for (p = block; (p = memchr(p, want, (size_t)(end - p))) != NULL; p++) {
			c = (int)(p - block);
			if (!backward)
				next += bfs_forward(k, c, d, search.first, search.stride);
			else if (bfs_backward(k, c, d, search.first, search.stride)) {
				*p = (unsigned char)(d + 1);
				next++;
			}
		}
	}
	search.count[d + 1] = next;
	search.seen += next;
	search.depth = d + 1;
	return 1;
}

/* the whole search; fills dist and count[d] (positions at distance d); returns the largest
 * distance */
static int bfs(int first, int stride, long *count)
{
	int d;
	bfs_start(first, stride);
	while (bfs_layer()) {}
	for (d = 0; d <= search.depth; d++) count[d] = search.count[d];
	return search.depth - 1;
}

/* search on until position i has its distance; 0 if the search ends without it */
static int reach(long i)
{
	while (dist[i] == UNSEEN)
		if (!bfs_layer()) return 0;
	return 1;
}

/* ---- Search: walk down the distance table ---- */

/* an optimal WCA move sequence for position i into moves[]; returns its length */
static int solution(long i, int *moves)
{
	int n = 0, m;
	long j;
	while (dist[i] > 0)
		for (m = 0; m < N_MOVE; m++) {
			j = step(i, m);
			if (dist[j] + 1 == dist[i]) {
				moves[n++] = m;
				i = j;
				break;
			}
		}
	return n;
}

/* print the distance of position i and an optimal WCA move sequence (judge mode's line) */
static void print_solution(long i)
{
	int moves[N_DEPTH], n = solution(i, moves), k;
	printf("%d", n);
	for (k = 0; k < n; k++) printf(" %s", MOVE_NAME[moves[k]]);
	putchar('\n');
}

/* position index of cubies: corner coordinate * 360 + centre coordinate */
static long position(const Cubies *c)
{
	return (long)corner_coord(c) * N_CENTRE + centre_coord(c);
}

/* ---- Input: stickers -> validated cubies ---- */
enum { OK, BAD_FORMAT, BAD_COLOURS, BAD_CORNERS, ODD_CENTRES, BAD_TETRAD,
	ODD_FREE, ODD_FIXED, TWISTED, UNREACHED };
static const char *REASON[] = {"ok", "malformed line", "not six colours five times each",
	"corner colours impossible, mirrored or repeated", "centres in an odd permutation",
	"a corner in the wrong tetrad", "free tetrad in an odd permutation",
	"fixed tetrad in an odd permutation", "twisted corner(s)",
	"not reached from solved (cannot happen: the checks above leave only reachable ones)"};

/* the one rule for lines and blanks (header, "Input"): CR and LF each end a
 * line, so CRLF is a line end followed by an empty line, which is skipped */
static int is_line_end(int ch)
{
	return ch == '\n' || ch == '\r' || ch == EOF;
}

static int is_blank(int ch)
{
	return ch == ' ' || ch == '\t' || ch == '\v' || ch == '\f';
}

#define MAX_T 1000000000L /* a larger T counts as this: more cases than any input */

/* T: the first non-blank line must be one decimal number (digits only, no sign), blanks
 * around it allowed; returns it (clamped to MAX_T), or -1 (no cases) if that line is anything
 * else */
static long read_count(void)
{
	long t = 0;
	int ch, d, digits = 0;
	do ch = getchar(); while (ch != EOF && (is_blank(ch) || is_line_end(ch)));
	for (; ch >= '0' && ch <= '9'; ch = getchar(), digits++) {
		d = ch - '0';
		t = t > (MAX_T - d) / 10 ? MAX_T : 10 * t + d;
	}
	while (is_blank(ch)) ch = getchar();
	return digits > 0 && is_line_end(ch) ? t : -1;
}

enum { CASE_BAD = -1, CASE_EOF = 0, CASE_OK = 1 };

/* reads the next non-blank line into col[30]: CASE_OK if it is six words of exactly five
 * letters A-Z; CASE_BAD if it is anything else (any other byte, NUL included, or another
 * shape); CASE_EOF at the end of input */
static int read_case(char *col)
{
	int ch, words = 0, len = 0, bad = 0, any = 0;
	for (;;) {
		ch = getchar();
		if (is_line_end(ch) || is_blank(ch)) {
			if (len) {                         /* a word ends */
				bad |= len != 5;
				words++;
				len = 0;
			}
			if (is_blank(ch)) continue;
			if (any) return bad || words != 6 ? CASE_BAD : CASE_OK;
			if (ch == EOF) return CASE_EOF;
			continue;
		}
		any = 1;
		if (words >= 6 || len >= 5 || ch < 'A' || ch > 'Z') bad = 1;
		else col[5 * words + len++] = (char)ch;
	}
}

/* corner piece p, twist t read at slot s from sticker faces; -1 if no piece */
static int identify_corner(const int *face, int s, int *t)
{
	const int *fl = CORNER_FACELET[s];
	int p, k;
	for (p = 0; p < N_SLOT; p++)
		for (k = 0; k < 3; k++)
			if (face[fl[k]] == CORNER_FACELET[p][0] / 5 &&
			    face[fl[(k + 1) % 3]] == CORNER_FACELET[p][1] / 5 &&
			    face[fl[(k + 2) % 3]] == CORNER_FACELET[p][2] / 5) {
				*t = k;
				return p;
			}
	return -1;
}

/* The rules every Skewb position obeys, checked on cubies; OK or the broken rule.  Centres
 * move in 3-cycles only: all 6!/2 = 360 even permutations occur; the free tetrad likewise,
 * 4!/2 = 12; the fixed tetrad holds B^k, k = 0..2.  A clockwise turn adds 1 to the turned
 * corner's twist and 2 to each of the three cycled ones, so  sum of fixed twists ==
 * fixed_sum_of[free permutation]  and  sum of free twists == k  (mod 3).  So for each free
 * permutation the 7 twists obey one rule, 3^6 = 729 ways, and they fix k: 360 * 12 * 729 =
 * 3,149,280 positions (Jaap Scherphuis' count; the BFS reaches every one).  With piece UFR at
 * UFR untwisted there are 6! * 7! * 3^7 = 7,936,185,600 assemblies, so 1 in 2520 is solvable
 * (--census counts the ones this accepts). */
static int verify(const Cubies *c)
{
	int i, k, free_sum = 0, fixed_sum = 0;
	if (parity(c->centre, N_FACE)) return ODD_CENTRES;
	if (c->corner[0] != 0 || c->twist[0] != 0) return BAD_TETRAD;
	for (i = 1; i < 4; i++)
		if (c->corner[i] > 3) return BAD_TETRAD;
	if (parity(c->corner + 4, 4)) return ODD_FREE;
	k = (c->corner[1] + 2) % 3; /* slot 1 holds piece 1, 2, 3 for B^0, B^1, B^2 */
	for (i = 0; i < 3; i++)
		if (c->corner[1 + (i + k) % 3] != 1 + (i + 2 * k) % 3) return ODD_FIXED;
	for (i = 1; i < 4; i++) fixed_sum += c->twist[i];
	for (i = 4; i < N_SLOT; i++) free_sum += c->twist[i];
	if (free_sum % 3 != k || fixed_sum % 3 != fixed_sum_of[free_coord(c)]) return TWISTED;
	return OK;
}

/* 30 colour letters -> cubies; OK or the reason it is no Skewb position.  The parser is the
 * boundary: colour counts, corner colour sets and their clockwise order here, then verify. */
static int parse_position(const char *col, Cubies *c)
{
	int count[26] = {0}, face_of[26], other[3], face[N_STICKER], used[N_SLOT];
	int i, n, a, p;
	static const int ASSIGN[6][3] = {
		{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
	for (i = 0; i < N_STICKER; i++) count[col[i] - 'A']++;
	for (i = 0; i < 26; i++)     /* five of each: then the 30 stickers are six colours */
		if (count[i] != 0 && count[i] != 5) return BAD_COLOURS;
	for (i = 0; i < 26; i++) face_of[i] = -1;
	face_of[col[4] - 'A'] = U;   /* corner UFR names U, R, F */
	face_of[col[6] - 'A'] = R;
	face_of[col[12] - 'A'] = F;
	for (i = n = 0; i < 26; i++)
		if (count[i] && face_of[i] < 0) {
			if (n == 3) return BAD_CORNERS;
			other[n++] = i;
		}
	if (n != 3) return BAD_CORNERS; /* UFR shows a colour twice */
	/* D, L, B take the other three colours: the assignment whose corners fit */
	for (a = 0; a < 6; a++) {
		for (i = 0; i < 3; i++) face_of[other[ASSIGN[a][i]]] = D + i;
		for (i = 0; i < N_STICKER; i++) face[i] = face_of[col[i] - 'A'];
		memset(used, 0, sizeof used);
		for (i = 0; i < N_SLOT; i++) {
			p = identify_corner(face, i, &c->twist[i]);
			if (p < 0 || used[p]++) break;
			c->corner[i] = p;
		}
		if (i == N_SLOT) break;
	}
	if (a == 6) return BAD_CORNERS;
	for (i = 0; i < N_FACE; i++) c->centre[i] = face[5 * i];
	return verify(c);
}

/* ---- Flags: --census, --scramble, --random, --help (judge mode needs none of this) ---- */

/* Twisty Skewb centre turns: rows R U L B (CENTRE_CYCLE) and a fifth, the half at DRF, which
 * WCA notation never turns but the source's frame does.  QUARTER: quarter turns a centre gains
 * along a->b, b->c, c->a, counted clockwise seen from outside the target face, from that
 * face's net "up" to where the moved centre's old "up" now points (from the 3D rotation by
 * -120 degrees about the corner, as in the oracle). */
static const int TWISTY_CYCLE[5][3] = {{R, B, D}, {U, L, B}, {D, L, F}, {D, B, L}, {R, D, F}};
static const int QUARTER[5][3] = {{1, 3, 0}, {0, 1, 3}, {2, 1, 1}, {3, 1, 0}, {2, 1, 1}};
#define N_ORIENT 4096                     /* 4^6 centre orientations */
#define N_TWISTY (720L * N_ORIENT)        /* 6! centre permutations x orientations */
#define N_ASSEMBLY_TWIST 2187             /* 3^7 twists of the corners but UFR */

/* p[0..n) := the next permutation in lexicographic order; 0 if p was the last */
static int next_permutation(int *p, int n)
{
	int i = n - 2, j = n - 1, lo, hi, x;
	while (i >= 0 && p[i] > p[i + 1]) i--;
	if (i < 0) return 0;
	while (p[j] < p[i]) j--;
	x = p[i];
	p[i] = p[j];
	p[j] = x;
	for (lo = i + 1, hi = n - 1; lo < hi; lo++, hi--) {   /* the tail, ascending */
		x = p[lo];
		p[lo] = p[hi];
		p[hi] = x;
	}
	return 1;
}

/* legal assemblies among all 7! * 3^7 with piece UFR at UFR (by verify) */
static long count_corner_assemblies(void)
{
	long n = 0;
	int p[7], t, i, x;
	Cubies c;
	cubies_solved(&c);
	for (i = 0; i < 7; i++) p[i] = i;
	do {
		for (i = 0; i < 7; i++) c.corner[1 + i] = 1 + p[i];
		for (t = 0; t < N_ASSEMBLY_TWIST; t++) {
			for (x = t, i = 1; i < N_SLOT; i++) {
				c.twist[i] = x % 3;
				x /= 3;
			}
			n += verify(&c) == OK;
		}
	} while (next_permutation(p, 7));
	return n;
}

/* twisty Skewb: the index (lexicographic permutation rank * 4096 + orientations, centre U's
 * first) of the centres perm[], orient[] after a clockwise turn of half h (TWISTY_CYCLE[h]) */
static long twisty_turn(const int *perm, const int *orient, int h)
{
	const int *cyc = TWISTY_CYCLE[h], *qu = QUARTER[h];
	int np[N_FACE], no[N_FACE], i, x, y;
	long t;
	memcpy(np, perm, sizeof np);
	memcpy(no, orient, sizeof no);
	for (i = 0; i < 3; i++) {
		x = cyc[i];
		y = cyc[(i + 1) % 3];
		np[y] = perm[x];
		no[y] = (orient[x] + qu[i]) % 4;
	}
	t = lex_rank(np, N_FACE);
	for (i = 0; i < N_FACE; i++) t = t * 4 + no[i];
	return t;
}

/* twisty Skewb: BFS over centre permutation (720) x orientations (4^6) with the clockwise
 * turns of the halves axis[0..3] (rows of TWISTY_CYCLE), reusing dist[] as visited flags;
 * prints the theorem for that frame */
static void twisty_census(const int *axis, const char *frame)
{
	long total = 0, inplace = 0, quarter = 0, s, t;
	int d, a, i, o, changed = 1, perm[N_FACE], orient[N_FACE];
	memset(dist, UNSEEN, N_TWISTY);
	dist[0] = 0;                  /* identity: perm index 0, orientations 0 */
	for (d = 0; changed; d++) {
		changed = 0;
		for (s = 0; s < N_TWISTY; s++) {
			if (dist[s] != d) continue;
			lex_unrank(s / N_ORIENT, perm, N_FACE);
			for (o = (int)(s % N_ORIENT), i = N_FACE - 1; i >= 0; i--, o >>= 2)
				orient[i] = o & 3;
			for (a = 0; a < 4; a++) {
				t = twisty_turn(perm, orient, axis[a]);
				if (dist[t] == UNSEEN) {
					dist[t] = (unsigned char)(d + 1);
					changed = 1;
				}
			}
		}
	}
	for (s = 0; s < N_TWISTY; s++) {
		if (dist[s] == UNSEEN) continue;
		total++;
		if (s >= N_ORIENT) continue;  /* every centre in place: permutation rank 0 */
		inplace++;
		for (i = 0; i < N_FACE && !(s >> (2 * i) & 1); i++)   /* an odd quarter count */
			;
		quarter += i < N_FACE;
	}
	printf("twisty Skewb centres, %s: %ld reachable (permutation x orientation), "
		"%ld with every centre in place, %ld of these with a centre turned 90 degrees\n",
		frame, total, inplace, quarter);
}

/* n/d in lowest terms */
static void reduce(long *n, long *d)
{
	long a = *n, b = *d, t;
	while (b) {
		t = a % b;
		a = b;
		b = t;
	}
	*n /= a;
	*d /= a;
}

/* --census: distance tables in both metrics, the reassembly odds, and the twisty-Skewb
 * centre theorem in two frames.  The source (the blog post this problem was set after)
 * counts 6,298,560 positions because it turns the four D corners: they belong two to each
 * tetrad, so no corner stays put and only the U centre fixes the frame; each position then
 * also appears turned 180 degrees about U-D (an even permutation of everything, so
 * reachable), never 90 degrees (an odd 4-cycle of side centres).  Its clockwise-only God's
 * number (16) is for that doubled model too; ours is 15. */
static void census(void)
{
	static const int WCA[4] = {0, 1, 2, 3};
	static const int SOURCE[4] = {4, 0, 2, 3};   /* DRF DRB DLF DLB */
	long wca[N_DEPTH], cw[N_DEPTH], total = 0, centres = 0, corners, n1, d1, n2, d2;
	int gw, gc, d, p[N_FACE], r;
	gw = bfs(0, 1, wca);
	gc = bfs(1, 2, cw);             /* primes from solved = clockwise to solved */
	for (d = 0; d <= gw; d++) total += wca[d];
	printf("positions: %ld\ndistance WCA clockwise-only\n", total);
	for (d = 0; d <= gc || d <= gw; d++)
		printf("%d %ld %ld\n", d, d <= gw ? wca[d] : 0L, d <= gc ? cw[d] : 0L);
	printf("God's number: WCA %d, clockwise-only %d\n", gw, gc);
	for (r = 0; r < N_CENTRE; r++) {     /* all 720 centre arrangements: 2r and 2r+1 */
		perm_unrank(r, p, N_FACE);
		centres += !parity(p, N_FACE);
		d = p[5];
		p[5] = p[4];
		p[4] = d;
		centres += !parity(p, N_FACE);
	}
	corners = count_corner_assemblies();
	/* the solvable fraction (centres / 720) x (corners / 7! 3^7) in lowest terms: each factor
	 * reduced, then each numerator against the other factor's denominator, so that neither
	 * product below has a common factor left (nor overflows) */
	n1 = centres;
	d1 = 720;
	n2 = corners;
	d2 = 5040L * N_ASSEMBLY_TWIST;
	reduce(&n1, &d1);
	reduce(&n2, &d2);
	reduce(&n1, &d2);
	reduce(&n2, &d1);
	printf("reassembly (UFR piece fixed at UFR): centres %ld/720 x corners %ld/11022480 %s %ld "
		"positions; solvable fraction %ld/%ld\n",
		centres, corners, centres * corners == total ? "=" : "!=", total, n1 * n2, d1 * d2);
	twisty_census(WCA, "UFR fixed, R U L B turn");
	twisty_census(SOURCE, "U centre fixed, DRF DRB DLF DLB turn (source)");
}

static const char WCA_COLOUR[N_FACE] = {'W', 'R', 'G', 'Y', 'O', 'B'};   /* U R F D L B */

/* --scramble: print the net of cubies c as a judge-mode case line in the WCA colours
 * (parse_position backwards: piece p at slot s with twist t shows p's k-th colour on s's
 * sticker k + t) */
static void print_net(const Cubies *c)
{
	int face[N_STICKER], f, s, k;
	for (f = 0; f < N_FACE; f++) face[5 * f] = c->centre[f];
	for (s = 0; s < N_SLOT; s++)
		for (k = 0; k < 3; k++)
			face[CORNER_FACELET[s][(k + c->twist[s]) % 3]] =
				CORNER_FACELET[c->corner[s]][k] / 5;
	for (f = 0; f < N_STICKER; f++) {
		if (f > 0 && f % 5 == 0) putchar(' ');
		putchar(WCA_COLOUR[face[f]]);
	}
	putchar('\n');
}

#define TOKEN_SHOWN 16   /* bytes of a bad token quoted in its error line (then "...") */
enum { SCRAMBLE_EOF, SCRAMBLE_BLANK, SCRAMBLE_OK, SCRAMBLE_BAD };

/* --scramble: read one line of stdin as WCA moves applied to c (lines and blanks as in judge
 * mode); SCRAMBLE_BAD leaves the first token that is no move, printable, in tok */
static int read_scramble(Cubies *c, char *tok)
{
	int ch, m, any = 0, bad = 0;
	long len;
	for (;;) {
		do ch = getchar(); while (is_blank(ch));
		if (is_line_end(ch) && !any)
			return ch == EOF ? SCRAMBLE_EOF : SCRAMBLE_BLANK;
		if (is_line_end(ch))
			return bad ? SCRAMBLE_BAD : SCRAMBLE_OK;
		any = 1;
		for (len = 0; !is_blank(ch) && !is_line_end(ch); ch = getchar(), len++)
			if (!bad && len < TOKEN_SHOWN)
				tok[len] = (char)(ch > ' ' && ch < 127 ? ch : '?');
		if (!bad) {
			if (len <= TOKEN_SHOWN) tok[len] = '\0';
			else strcpy(tok + TOKEN_SHOWN, "...");
			for (m = 0; m < N_MOVE && (len > 2 || strcmp(tok, MOVE_NAME[m])); m++)
				continue;
			if (m < N_MOVE) move(c, m);
			else bad = 1;
		}
		if (is_line_end(ch)) return bad ? SCRAMBLE_BAD : SCRAMBLE_OK;
	}
}

/* --scramble: per non-blank line, the net and an optimal solution, or one error line;
 * returns 1 if any line was bad, else 0 */
static int scramble_lines(void)
{
	Cubies c;
	char tok[TOKEN_SHOWN + 4];
	int r, errors = 0;
	long k = 0;
	for (;;) {
		cubies_solved(&c);
		r = read_scramble(&c, tok);
		if (r == SCRAMBLE_EOF) return errors;
		if (r == SCRAMBLE_BLANK) continue;
		k++;
		if (r == SCRAMBLE_BAD) {
			printf("error: scramble %ld: \"%s\" is no move "
				"(moves: R R' U U' L L' B B')\n", k, tok);
			errors = 1;
		} else {
			print_net(&c);
			print_solution(position(&c));
		}
	}
}

/* --random: SplitMix64 (G. Steele, D. Lea, C. Flood, "Fast splittable pseudorandom number
 * generators", OOPSLA 2014; Java's SplittableRandom): the state steps by 2^64 / golden
 * ratio, the output is the state mixed by two xor-shift-multiply rounds.  The same in any
 * libc, unlike rand(). */
static unsigned long long rng_state;
static unsigned long long rng_next(void)
{
	unsigned long long z = rng_state += 0x9E3779B97F4A7C15ULL;
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

/* uniform 0..n-1: draws at or above the largest multiple of n are drawn again */
static long rng_below(long n)
{
	unsigned long long top = (unsigned long long)-1 / (unsigned long long)n
		* (unsigned long long)n, x;
	do x = rng_next(); while (x >= top);
	return (long)(x % (unsigned long long)n);
}

/* --random: n random-state scrambles, each the inverse of an optimal solution of a uniform
 * position at least min_dist moves from solved */
static void random_scrambles(long n, int min_dist)
{
	int moves[N_DEPTH], len, k;
	long i;
	for (; n > 0; n--) {
		do i = rng_below(N_POS); while (dist[i] < min_dist);
		len = solution(i, moves);
		for (k = len - 1; k >= 0; k--)   /* the inverse: moves reversed, each undone */
			printf(k == len - 1 ? "%s" : " %s", MOVE_NAME[moves[k] ^ 1]);
		putchar('\n');
	}
}

enum { JUDGE, EXPLAIN, CENSUS, SCRAMBLE, RANDOM, HELP };   /* modes */
static const char *const MODE_FLAG[] = {"", "--explain", "--census", "--scramble", "--random",
	"--help"};
#define MAX_N 1000000000L          /* --random N at most 10^9 */
#define MAX_SEED 4294967295UL      /* --seed S at most 2^32 - 1 (fits every unsigned long) */
#define DEFAULT_MIN 7              /* --min D: as official scramblers, distance 7 or more */

/* the usage text, a line each (C89 compilers need not take a string over 509 bytes) */
static const char *const USAGE[] = {
	"usage: skewb [--explain | --census | --scramble | --help]",
	"       skewb --random N [--seed S] [--min D]",
	"Optimal Skewb solver in WCA notation: R U L B turn the half at corner DRB ULB DLF",
	"DLB clockwise (seen from that corner), X' counter-clockwise; each turn counts 1.",
	"  (none)      judge mode: reads T, then T lines of six 5-letter faces U R F D L B",
	"              (centre, then corners TL TR BL BR of the net); prints per case the",
	"              fewest moves and an optimal sequence (\"3 R' U' L\", \"0\" if solved),",
	"              or -1 if the stickers are no reachable Skewb position",
	"  --explain   judge mode, and on stderr the reason for each -1",
	"  --census    positions at each distance (WCA, clockwise-only), reassembly odds,",
	"              the twisty-Skewb centre theorem; reads nothing",
	"  --scramble  reads WCA move sequences, one a line (\"R U' L B'\"); for each prints",
	"              the net it gives from solved (W R G Y O B on U R F D L B: a judge-mode",
	"              case line) and an optimal solution, or \"error: ...\" for a bad move",
	"  --random N  N random-state scrambles: uniform positions, redrawn while under D",
	"              moves from solved (--min D, default 7), printed as the inverse of an",
	"              optimal solution; --seed S (0..4294967295) repeats a run (default:",
	"              the clock, shown on stderr)",
	"  --help      this text",
	"Exit status: 0 done; 1 stdout cannot be written; 2 bad arguments (stdin unread);",
	"3 --scramble met a bad move (after all its lines)."
};

/* prints USAGE on f */
static void usage(FILE *f)
{
	size_t i;
	for (i = 0; i < sizeof USAGE / sizeof USAGE[0]; i++)
		fprintf(f, "%s\n", USAGE[i]);
}

/* the decimal number s into *v: 1 if s is digits only, at least one, of value 0..max */
static int parse_number(const char *s, unsigned long max, unsigned long *v)
{
	*v = 0;
	if (*s == '\0') return 0;
	for (; *s >= '0' && *s <= '9'; s++) {
		if (*v > (max - (unsigned long)(*s - '0')) / 10) return 0;
		*v = 10 * *v + (unsigned long)(*s - '0');
	}
	return *s == '\0';
}

/* the mode a flag names, or JUDGE */
static int mode_of(const char *a)
{
	int m;
	for (m = HELP; m > JUDGE && strcmp(a, MODE_FLAG[m]); m--)
		;
	return m;
}

/* the mode the arguments ask for, and --random's settings; -1 if they are no valid line */
static int parse_args(int argc, char **argv, long *n, unsigned long *seed, int *seeded,
	int *min_dist)
{
	int i, m, mode = JUDGE, mins = 0;
	unsigned long v, max;
	*n = 0;
	*seed = 0;
	*seeded = 0;
	*min_dist = DEFAULT_MIN;
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		m = mode_of(a);
		if (m != JUDGE && mode != JUDGE) return -1;   /* one mode at most */
		if (m != JUDGE) mode = m;
		if (m != JUDGE && m != RANDOM) continue;
		if (m == RANDOM) max = MAX_N;                 /* the flags with a number */
		else if (!strcmp(a, "--seed") && !*seeded) {
			*seeded = 1;
			max = MAX_SEED;
		} else if (!strcmp(a, "--min") && !mins) {
			mins = 1;
			max = N_DEPTH;
		} else return -1;
		if (++i == argc || !parse_number(argv[i], max, &v)) return -1;
		if (m == RANDOM) *n = (long)v;
		else if (!strcmp(a, "--seed")) *seed = v;
		else *min_dist = (int)v;
	}
	return (*seeded || mins) && mode != RANDOM ? -1 : mode;
}

/* ---- main ---- */

int main(int argc, char **argv)
{
	long count[N_DEPTH], T, n;
	char col[N_STICKER];
	unsigned long seed;
	int r, why, seeded, min_dist, gods = 0, bad;
	int mode = parse_args(argc, argv, &n, &seed, &seeded, &min_dist);
	Cubies c;
	if (mode < 0) {
		usage(stderr);
		return EXIT_USAGE;
	}
	if (mode == HELP) {
		usage(stdout);
		return flushed();
	}
	init_fixed_sums();
	init_moves();
	if (mode == CENSUS) {
		census();
		return flushed();
	}
	if (mode == SCRAMBLE || mode == RANDOM) gods = bfs(0, 1, count);
	if (mode == SCRAMBLE) {
		bad = scramble_lines();
		r = flushed();
		return r == EXIT_OK && bad ? EXIT_INPUT : r;
	}
	if (mode == RANDOM) {
		if (min_dist > gods) {
			fprintf(stderr, "%s: --min %d: no position is that far from solved "
				"(God's number is %d)\n", PROGRAM, min_dist, gods);
			return EXIT_USAGE;
		}
		if (!seeded) {
			seed = (unsigned long)time(NULL) & MAX_SEED;
			fprintf(stderr, "seed %lu\n", seed);
		}
		rng_state = seed;
		random_scrambles(n, min_dist);
		return flushed();
	}
	bfs_start(0, 1);                  /* judge mode, with or without --explain */
	T = read_count();
	while (T-- > 0 && (r = read_case(col)) != CASE_EOF) {
		why = r == CASE_BAD ? BAD_FORMAT : parse_position(col, &c);
		if (why == OK && !reach(position(&c))) why = UNREACHED;
		if (why != OK) {
			puts("-1");
			if (mode == EXPLAIN) fprintf(stderr, "-1: %s\n", REASON[why]);
		} else print_solution(position(&c));
	}
	return flushed();
}
