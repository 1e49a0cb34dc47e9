/*
 * gen.c -- random-input generator for UVa 197 "Cube" (stress mode of judge.sh)
 *
 * Usage:  gen SEED SIZE     SEED: 0..4294967295; SIZE: 0..24
 * Prints one legal case: one line of 27 chars 'a'/'.', the cells of piece a (cell index
 * 9*plane + 3*row + col, as in the statement) in some orientation and position.
 *   SIZE 0      the statement's first sample line, aa.a..a....................
 *   SIZE s > 0  an orientation drawn uniformly from the first s of piece a's 24 orientations,
 *               then a translate drawn uniformly from those that stay inside the cube (6 for
 *               every orientation: a fills a 3x2x1 box).  Orientation k is the k-th distinct
 *               image of a (as in adcaccaacddgbfgffedggbfebee) met while closing the set of
 *               rotations under two quarter turns, the identity first; so SIZE 1 is a as in
 *               that string, SIZE 24 any of the 144 placements.
 * The same SEED and SIZE always give the same bytes: the generator is xorshift32 (Marsaglia,
 * "Xorshift RNGs", 2003: x ^= x << 13; x ^= x >> 17; x ^= x << 5), seeded with
 * SEED * 2654435761 + 1 (never 0) and run 8 steps before use; not rand().
 * Bad arguments: usage on stderr, exit 2.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N_CELL 27
#define N_ROT 24    /* rotations of the cube; piece a has as many orientations */
#define A_CELLS 4

static unsigned long state; /* xorshift32 state, kept to 32 bits */

/* next 32-bit pseudo-random number */
static unsigned long next(void)
{
	state ^= (state << 13) & 0xFFFFFFFFUL;
	state ^= state >> 17;
	state ^= (state << 5) & 0xFFFFFFFFUL;
	return state;
}

/* a uniform number 0..n-1 (n small: the bias of the modulo is below 1e-8) */
static int below(int n) { return (int)(next() % (unsigned long)n); }

/* quarter turns of a point (x, y, z), 0..2 each, about the z and the x axis of the cube */
static void turn_z(int *p) { int t = p[0]; p[0] = 2 - p[1]; p[1] = t; }
static void turn_x(int *p) { int t = p[1]; p[1] = 2 - p[2]; p[2] = t; }

static int orient[N_ROT][A_CELLS][3]; /* a's orientations, shifted to the origin */
static int n_orient;

/* moves the shape s (A_CELLS points) to touch the planes x = 0, y = 0, z = 0 */
static void to_origin(int s[A_CELLS][3])
{
	int i, k, m;
	for (k = 0; k < 3; k++) {
		for (m = 2, i = 0; i < A_CELLS; i++) if (s[i][k] < m) m = s[i][k];
		for (i = 0; i < A_CELLS; i++) s[i][k] -= m;
	}
}

/* 1 if shapes s and t (at the origin) are the same cell set */
static int same(int s[A_CELLS][3], int t[A_CELLS][3])
{
	int i, j, found;
	for (i = 0; i < A_CELLS; i++) {
		for (found = 0, j = 0; j < A_CELLS && !found; j++)
			found = s[i][0] == t[j][0] && s[i][1] == t[j][1] && s[i][2] == t[j][2];
		if (!found) return 0;
	}
	return 1;
}

/* adds shape s (at the origin) to orient[] unless it is there already */
static void add(int s[A_CELLS][3])
{
	int k;
	for (k = 0; k < n_orient; k++) if (same(orient[k], s)) return;
	memcpy(orient[n_orient++], s, sizeof orient[0]);
}

/* orient[]: closure of piece a's cells under the two quarter turns, breadth first */
static void make_orientations(void)
{
	static const char assembly[] = "adcaccaacddgbfgffedggbfebee";
	int s[A_CELLS][3], i, n = 0, k, g;
	for (i = 0; i < N_CELL; i++)
		if (assembly[i] == 'a') {
			s[n][0] = i % 3;
			s[n][1] = i / 3 % 3;
			s[n++][2] = i / 9;
		}
	add(s);
	for (k = 0; k < n_orient; k++)
		for (g = 0; g < 2; g++) {
			memcpy(s, orient[k], sizeof s);
			for (i = 0; i < A_CELLS; i++) /* points stay in 0..2 */
				if (g) turn_x(s[i]);
				else turn_z(s[i]);
			to_origin(s);
			add(s);
		}
}

int main(int argc, char **argv)
{
	char line[N_CELL + 1], *end;
	unsigned long seed;
	long size;
	int o, i, k, n, dx, dy, dz, ext[3], shift[N_CELL][3];
	if (argc != 3) goto usage;
	seed = strtoul(argv[1], &end, 10);
	if (*argv[1] == '\0' || *argv[1] == '-' || *end || seed > 0xFFFFFFFFUL) goto usage;
	size = strtol(argv[2], &end, 10);
	if (*argv[2] == '\0' || *end || size < 0 || size > N_ROT) goto usage;
	if (size == 0) {
		puts("aa.a..a....................");
		return 0;
	}
	state = (seed * 2654435761UL + 1) & 0xFFFFFFFFUL;
	if (state == 0) state = 1;
	for (i = 0; i < 8; i++) next(); /* near seeds start near each other: mix first */
	make_orientations();
	if (n_orient != N_ROT) return 3; /* cannot happen */
	o = below((int)size);
	for (k = 0; k < 3; k++) /* extent of the shape along each axis, then its translates */
		for (ext[k] = 0, i = 0; i < A_CELLS; i++)
			if (orient[o][i][k] > ext[k]) ext[k] = orient[o][i][k];
	for (n = 0, dz = 0; dz + ext[2] <= 2; dz++)
		for (dy = 0; dy + ext[1] <= 2; dy++)
			for (dx = 0; dx + ext[0] <= 2; dx++, n++) {
				shift[n][0] = dx;
				shift[n][1] = dy;
				shift[n][2] = dz;
			}
	k = below(n);
	memset(line, '.', N_CELL);
	line[N_CELL] = '\0';
	for (i = 0; i < A_CELLS; i++)
		line[9 * (orient[o][i][2] + shift[k][2]) + 3 * (orient[o][i][1] + shift[k][1])
		     + orient[o][i][0] + shift[k][0]] = 'a';
	puts(line);
	return 0;
usage:
	fprintf(stderr, "usage: gen SEED SIZE   (SEED 0..4294967295, SIZE 0..24)\n");
	return 2;
}
