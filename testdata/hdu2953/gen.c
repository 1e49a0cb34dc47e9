/*
 * gen.c -- random legal input for hdu2953 (stress mode): `gen SEED SIZE`
 *
 * Prints one input holding ONE cube, in the statement's exact format (T = 1, six lines, an
 * empty line), the same bytes for the same SEED and SIZE on every machine.
 * SIZE: the length of a random scramble from solved, in quarter turns of the six faces
 *       (U R F D L B, clockwise or counter-clockwise, 12 moves), no move undoing the one
 *       before it.  On the 2x2x2 a turn is undone not only by the same face turned back
 *       (U U') but also by the opposite face turned the other way (U D' is a whole-cube
 *       rotation), so both are excluded.  The cube's QTM distance is then at most SIZE and
 *       of SIZE's parity (a quarter turn is an odd permutation of the corners); SIZE 0 is
 *       solved, 1 and 2 are at distance exactly 1 and 2.  SIZE 0..1000.
 * Colours: the statement's six letters G R O B Y W on the six faces in a random arrangement
 *       (any of 720, mirror-image schemes included: the official data has 15 different
 *       opposite-colour pairings in 100 cubes, so a solution must not assume one); then the
 *       whole cube is drawn in one of its 24 orientations, uniformly.
 * Model: stickers in net order (top above the FIRST side block, as in the statement):
 *
 *               0  1
 *               2  3
 *               4  5 |  6  7 |  8  9 | 10 11       U; F R B L; D
 *              12 13 | 14 15 | 16 17 | 18 19
 *              20 21
 *              22 23
 *
 *       U, R, F clockwise and the whole-cube rotations x (as R) and y (as U) are written as
 *       sticker 4-cycles; D = x2 U x2, L = y2 R y2, B = y2 F y2; the 24 orientations are the
 *       closure of x and y.  tests/hdu2953.bats checks every output is legal and has the
 *       oracle's distance bounds.
 * PRNG: splitmix64 (Steele, Lea, Flood 2014): state += 0x9E3779B97F4A7C15, then two
 *       xor-shift-multiply rounds; the seed is the initial state.  Not rand(), whose
 *       sequence differs between C libraries.
 * C99, libc only.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N_STICKER 24
#define N_FACE 6
#define N_ROT 24        /* orientations of a cube: 6 faces up x 4 turns */
#define MAX_SIZE 1000

enum { U, R, F, D, L, B };   /* opposite face = (f + 3) % 6 */

typedef struct { int to[N_STICKER]; } Perm;   /* sticker i goes to position to[i] */

static unsigned long long rng_state;

/* splitmix64: the next 64 random bits */
static unsigned long long next64(void)
{
	unsigned long long z = (rng_state += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

/* uniform-enough integer in 0..n-1 (n small: the bias is below 2^-50) */
static int below(int n)
{
	return (int)((next64() >> 11) % (unsigned long long)n);
}

/* the permutation made of three sticker 4-cycles c[k][0] -> c[k][1] -> ... -> c[k][0] */
static Perm from_cycles(const int c[][4], int ncycle)
{
	Perm p;
	int i, k;
	for (i = 0; i < N_STICKER; i++) p.to[i] = i;
	for (k = 0; k < ncycle; k++)
		for (i = 0; i < 4; i++) p.to[c[k][i]] = c[k][(i + 1) % 4];
	return p;
}

/* a then b */
static Perm then(Perm a, Perm b)
{
	Perm p;
	int i;
	for (i = 0; i < N_STICKER; i++) p.to[i] = b.to[a.to[i]];
	return p;
}

/* s := s after p */
static void apply(char *s, const Perm *p)
{
	char t[N_STICKER];
	int i;
	for (i = 0; i < N_STICKER; i++) t[p->to[i]] = s[i];
	memcpy(s, t, sizeof t);
}

static const int U_CYC[3][4] = {{0, 1, 3, 2}, {4, 10, 8, 6}, {5, 11, 9, 7}};
static const int R_CYC[3][4] = {{6, 7, 15, 14}, {5, 1, 16, 21}, {13, 3, 8, 23}};
static const int F_CYC[3][4] = {{4, 5, 13, 12}, {2, 6, 21, 19}, {3, 14, 20, 11}};
/* x: R plus the L layer carried along; y: U plus the D layer */
static const int X_CYC[6][4] = {{6, 7, 15, 14}, {5, 1, 16, 21}, {13, 3, 8, 23},
	{10, 18, 19, 11}, {4, 0, 17, 20}, {12, 2, 9, 22}};
static const int Y_CYC[6][4] = {{0, 1, 3, 2}, {4, 10, 8, 6}, {5, 11, 9, 7},
	{20, 22, 23, 21}, {12, 18, 16, 14}, {13, 19, 17, 15}};

static Perm TURN[N_FACE][2];   /* [face][0] clockwise, [1] counter-clockwise */
static Perm ROT[N_ROT];

/* fills TURN and ROT */
static void build_model(void)
{
	Perm x = from_cycles(X_CYC, 6), y = from_cycles(Y_CYC, 6), x2, y2, c;
	int f, i, n = 1, k, j;
	x2 = then(x, x);
	y2 = then(y, y);
	TURN[U][0] = from_cycles(U_CYC, 3);
	TURN[R][0] = from_cycles(R_CYC, 3);
	TURN[F][0] = from_cycles(F_CYC, 3);
	TURN[D][0] = then(then(x2, TURN[U][0]), x2);
	TURN[L][0] = then(then(y2, TURN[R][0]), y2);
	TURN[B][0] = then(then(y2, TURN[F][0]), y2);
	for (f = 0; f < N_FACE; f++)   /* counter-clockwise = three clockwise */
		TURN[f][1] = then(then(TURN[f][0], TURN[f][0]), TURN[f][0]);
	for (i = 0; i < N_STICKER; i++) ROT[0].to[i] = i;
	for (k = 0; k < n; k++)
		for (j = 0; j < 2; j++) {
			int seen = 0;
			c = then(ROT[k], j ? y : x);
			for (i = 0; i < n; i++) seen |= !memcmp(&ROT[i], &c, sizeof c);
			if (!seen && n < N_ROT) ROT[n++] = c;
		}
	if (n != N_ROT) {
		fprintf(stderr, "gen: %d orientations, not %d\n", n, N_ROT);
		exit(3);
	}
}

int main(int argc, char **argv)
{
	static const char AFTER[N_STICKER] = {     /* what follows each sticker in the net */
		0, '\n', 0, '\n', 0, ' ', 0, ' ', 0, ' ', 0, '\n',
		0, ' ', 0, ' ', 0, ' ', 0, '\n', 0, '\n', 0, '\n'};
	static const int SIDE[4] = {F, R, B, L};   /* the side blocks, left to right */
	char colour[] = "GROBYW", s[N_STICKER], *end, tmp;
	long size;
	int i, j, f, dir, prev_f = -1, prev_dir = 0;
	if (argc != 3 || (size = strtol(argv[2], &end, 10), *end) || size < 0 || size > MAX_SIZE) {
		fprintf(stderr, "usage: gen SEED SIZE   (SIZE: scramble length, 0..%d)\n",
		        MAX_SIZE);
		return 2;
	}
	rng_state = strtoull(argv[1], NULL, 10);
	build_model();
	for (i = 5; i > 0; i--) {                       /* colours: a random arrangement */
		j = below(i + 1);
		tmp = colour[i];
		colour[i] = colour[j];
		colour[j] = tmp;
	}
	for (i = 0; i < N_STICKER; i++)                 /* solved, face by face */
		s[i] = colour[i < 4 ? U : i >= 20 ? D : SIDE[(i - 4) % 8 / 2]];
	for (i = 0; i < size; i++) {                    /* the scramble */
		do {
			f = below(N_FACE);
			dir = below(2);
		} while (prev_f >= 0 && dir != prev_dir && (f == prev_f || f == (prev_f + 3) % 6));
		apply(s, &TURN[f][dir]);
		prev_f = f;
		prev_dir = dir;
	}
	apply(s, &ROT[below(N_ROT)]);                   /* a random orientation */
	printf("1\n");
	for (i = 0; i < N_STICKER; i++) {
		putchar(s[i]);
		if (AFTER[i]) putchar(AFTER[i]);
	}
	putchar('\n');
	return 0;
}
