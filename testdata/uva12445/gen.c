/*
 * gen.c -- stress-mode generator for uva12445 (UVa 12445 "Happy 12").
 *
 * Usage:  gen SEED SIZE      (SEED: 0..2^64-1; SIZE: 0..1000000)
 * Prints one judge input holding ONE case: the line "1", then the 12 tokens of the
 * solved configuration 1 2 ... 12 after SIZE random moves, one line, single spaces, LF.
 * SIZE is the scramble length: each move is drawn uniformly from the six (L L' R R' W W',
 * the statement's lists new[i] = old[src[i]], as in tests/oracles/uva12445_bfs.c) except
 * the inverse of the move before it, so no move is undone at once.  The case's distance
 * is therefore at most SIZE, and SIZE 0 prints the solved configuration (distance 0).
 * Every output is within the statement's constraints (a permutation of 1..12; God's
 * number is 19, so SIZE above 19 reaches the deepest positions too).
 * Same SEED and SIZE, same bytes: the PRNG is splitmix64 (Steele, Lea and Flood,
 * "Fast splittable pseudorandom number generators", OOPSLA 2014), not rand(), whose
 * sequence differs between C libraries; a move is (next value) % 6 or % 5.
 * Exit status 0; 2 for bad arguments (usage on stderr).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#define N_SLOTS 12
#define N_MOVES 6  /* L L' R R' W W'; move m ^ 1 undoes move m */
#define MAX_SIZE 1000000UL

static const int src[N_MOVES][N_SLOTS] = {
	{ 1, 2, 3, 4, 5, 11, 6, 7, 8, 9, 10, 0 },  /* L : left ring clockwise */
	{ 11, 0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 5 },  /* L' */
	{ 0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 5 },  /* R : right ring clockwise */
	{ 0, 1, 2, 3, 4, 11, 5, 6, 7, 8, 9, 10 },  /* R' */
	{ 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0 },  /* W : whole puzzle clockwise */
	{ 11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 },  /* W' */
};

static unsigned long long rng; /* splitmix64 state */

/* next splitmix64 value */
static unsigned long long next(void) {
	unsigned long long z = (rng += 0x9E3779B97F4A7C15ULL);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

/* 1 and *v if s is a decimal number (digits only) of at most max, else 0 */
static int parse(const char *s, unsigned long long max, unsigned long long *v) {
	char *end;
	if (*s < '0' || *s > '9') return 0;
	errno = 0;
	*v = strtoull(s, &end, 10);
	return *end == '\0' && errno == 0 && *v <= max;
}

int main(int argc, char **argv) {
	unsigned long long seed, size, k;
	int tok[N_SLOTS], old[N_SLOTS], i, m, last = -1;
	if (argc != 3 || !parse(argv[1], ~0ULL, &seed) || !parse(argv[2], MAX_SIZE, &size)) {
		fputs("usage: gen SEED SIZE   (one uva12445 case: SIZE random moves from solved)\n",
			stderr);
		return 2;
	}
	rng = seed;
	for (i = 0; i < N_SLOTS; i++) tok[i] = i + 1;
	for (k = 0; k < size; k++) {
		if (last < 0) m = (int)(next() % N_MOVES);
		else {
			m = (int)(next() % (N_MOVES - 1)); /* one of the five others, in order */
			if (m >= (last ^ 1)) m++;
		}
		for (i = 0; i < N_SLOTS; i++) old[i] = tok[i];
		for (i = 0; i < N_SLOTS; i++) tok[i] = old[src[m][i]];
		last = m;
	}
	printf("1\n");
	for (i = 0; i < N_SLOTS; i++) printf("%d%c", tok[i], i + 1 < N_SLOTS ? ' ' : '\n');
	return 0;
}
