/*
 * no_rotations.c -- Lanqiao 2017 "cube states", WRONG: colour patterns counted without
 * identifying rotations.
 *
 * The statement counts two patterns as one state when a whole-cube rotation turns one into the
 * other; the seed write-up notes that the answers found online disagree, and this is one way
 * to get a wrong one: count every pattern the recoloured cube can show (5,511,240 for the
 * contest colouring instead of 229,878).  Right only for one colour (1 = 1).
 * Caught by every judge test (none holds only one-colour lines); stress: SIZE 0.
 */
#include <stdio.h>
#include <string.h>

/* corner slots URF UFL ULB UBR DFR DLF DBL DRB, faces U R F D L B = 0..5, clockwise from U/D */
static const int CORNER[8][3] = {
	{0, 1, 2}, {0, 2, 4}, {0, 4, 5}, {0, 5, 1}, {3, 2, 1}, {3, 4, 2}, {3, 5, 4}, {3, 1, 5}};

/* colour patterns the recoloured cube can show: pieces of one look permuted among the slots
   (8! / product of class sizes!), 3 twists each for pieces of more than one colour, a third of
   the twists kept when no piece is of one colour (the twist sum is fixed) */
static double patterns(const char *col)
{
	char cls[8][4];
	int size[8] = {0}, n = 0, i, j, k, free = 0, one_colour = 0;
	double count = 40320; /* 8! */
	for (i = 0; i < 8; i++) {
		char t[4], r[3][4];
		for (k = 0; k < 3; k++) t[k] = col[CORNER[i][k]];
		t[3] = 0;
		for (k = 0; k < 3; k++) { /* the three cyclic shifts, smallest = class name */
			r[k][0] = t[k]; r[k][1] = t[(k + 1) % 3]; r[k][2] = t[(k + 2) % 3]; r[k][3] = 0;
		}
		for (k = 1; k < 3; k++) if (strcmp(r[k], r[0]) < 0) strcpy(r[0], r[k]);
		for (j = 0; j < n && strcmp(cls[j], r[0]); j++) ;
		if (j == n) strcpy(cls[n++], r[0]);
		size[j]++;
		if (t[0] == t[1] && t[1] == t[2]) one_colour = 1;
		else free++;
	}
	for (j = 0; j < n; j++) for (k = 2; k <= size[j]; k++) count /= k;
	for (k = 0; k < free; k++) count *= 3;
	return one_colour ? count : count / 3;
}

int main(void)
{
	char line[64];
	int any = 0;
	while (fgets(line, sizeof line, stdin)) {
		if (line[0] == '\n') continue;
		any = 1;
		printf("%.0f\n", patterns(line));
	}
	if (!any) printf("%.0f\n", patterns("YGOOGY"));
	return 0;
}
