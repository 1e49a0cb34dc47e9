/*
 * gen.c -- random-input generator for lanqiao2017_cube (stress mode of judge.sh)
 *
 * Usage:  gen SEED SIZE     SEED: 0..4294967295; SIZE: 0..6
 * Prints one legal case: one line of six upper-case letters, the colours of faces U R F D L B.
 *   SIZE 0      the contest colouring, YGOOGY
 *   SIZE k > 0  a colouring with exactly k distinct colours: the faces in a random order, the
 *               first k of them one colour each, every other face one of those k at random;
 *               the k letters drawn at random from A..Z without repeats.  So every partition
 *               of the faces into k colours, under any letters, can come out.
 * The same SEED and SIZE always give the same bytes: the generator is xorshift32 (Marsaglia,
 * "Xorshift RNGs", 2003: x ^= x << 13; x ^= x >> 17; x ^= x << 5), seeded with
 * SEED * 2654435761 + 1 (never 0) and run 8 steps before use; not rand().
 * Bad arguments: usage on stderr, exit 2.
 */
#include <stdio.h>
#include <stdlib.h>

#define N_FACE 6
#define N_LETTER 26

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

/* a[0..n) in a uniformly random order (Fisher-Yates) */
static void shuffle(char *a, int n)
{
	int i, j;
	char t;
	for (i = n - 1; i > 0; i--) {
		j = below(i + 1);
		t = a[i];
		a[i] = a[j];
		a[j] = t;
	}
}

int main(int argc, char **argv)
{
	char face[N_FACE] = {0, 1, 2, 3, 4, 5}, letter[N_LETTER + 1], line[N_FACE + 1], *end;
	unsigned long seed;
	long size;
	int i;
	if (argc != 3) goto usage;
	seed = strtoul(argv[1], &end, 10);
	if (*argv[1] == '\0' || *argv[1] == '-' || *end || seed > 0xFFFFFFFFUL) goto usage;
	size = strtol(argv[2], &end, 10);
	if (*argv[2] == '\0' || *end || size < 0 || size > N_FACE) goto usage;
	if (size == 0) {
		puts("YGOOGY");
		return 0;
	}
	state = (seed * 2654435761UL + 1) & 0xFFFFFFFFUL;
	if (state == 0) state = 1;
	for (i = 0; i < 8; i++) next(); /* near seeds start near each other: mix first */
	for (i = 0; i < N_LETTER; i++) letter[i] = (char)('A' + i);
	shuffle(face, N_FACE);
	shuffle(letter, N_LETTER);
	for (i = 0; i < N_FACE; i++) /* face[i] gets colour i if i < size, else a random one */
		line[(int)face[i]] = letter[i < size ? i : below((int)size)];
	line[N_FACE] = '\0';
	puts(line);
	return 0;
usage:
	fprintf(stderr, "usage: gen SEED SIZE   (SEED 0..4294967295, SIZE 0..6)\n");
	return 2;
}
