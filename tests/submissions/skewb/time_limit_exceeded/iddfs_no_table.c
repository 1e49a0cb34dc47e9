/* skewb, time_limit_exceeded: plain iterative deepening on the stickers, no pruning table.
 *
 * The mistake: searching the move tree without a distance (pruning) table, as is enough
 * for small puzzles in many contest write-ups (and what the 2x2x2 source posts start
 * from).  It is right: it tries depth 0, 1, 2, ... with no turn of the same corner twice
 * running (two such turns are one or none), and a net whose faces are one colour each is
 * solved.  But depth d costs 8 * 6^(d-1) nodes: about 13 million at 9, 480 million at
 * God's number 11 (and for every illegal position, which only the full depth 11 rejects),
 * so the deep and the illegal tests exceed the limit while the shallow ones are AC.
 * Reads only well-formed input.
 */
#include <stdio.h>
#include <string.h>

static const int GO[4][30] = {   /* R U L B clockwise: sticker i goes to GO[.][i] */
	{0, 1, 23, 3, 4, 25, 6, 29, 26, 28, 10, 11, 12, 13, 2, 5, 16, 7, 8, 9, 20, 21, 22, 14, 24,
	 15, 18, 27, 19, 17},
	{20, 21, 22, 23, 4, 5, 6, 11, 8, 9, 10, 18, 12, 13, 14, 15, 16, 17, 7, 19, 25, 27, 29, 26,
	 24, 0, 3, 1, 28, 2},
	{0, 1, 2, 8, 4, 5, 6, 7, 29, 9, 15, 17, 12, 16, 18, 20, 24, 23, 22, 19, 10, 21, 14, 11, 13,
	 25, 26, 27, 28, 3},
	{0, 13, 2, 3, 4, 5, 6, 7, 8, 1, 10, 11, 12, 9, 14, 25, 28, 17, 29, 27, 15, 16, 22, 18, 19,
	 20, 26, 24, 21, 23}};
static const char *NAME[8] = {"R", "R'", "U", "U'", "L", "L'", "B", "B'"};
static int path[12];

static int solved(const char *s)
{
	int i;
	for (i = 0; i < 30; i++) if (s[i] != s[i / 5 * 5]) return 0;
	return 1;
}

/* a solution of exactly `left` more moves, no corner turned twice running */
static int dfs(const char *s, int depth, int left, int last)
{
	char t[30], u[30];
	int m, i, r;
	if (left == 0) return solved(s);
	for (m = 0; m < 8; m++) {
		if (m / 2 == last) continue;
		memcpy(t, s, 30);
		for (r = 0; r < 1 + m % 2; r++) {
			for (i = 0; i < 30; i++) u[GO[m / 2][i]] = t[i];
			memcpy(t, u, 30);
		}
		path[depth] = m;
		if (dfs(t, depth + 1, left - 1, m / 2)) return 1;
	}
	return 0;
}

int main(void)
{
	int T, f, d, k, count[26], colours;
	char w[8], s[30];
	if (scanf("%d", &T) != 1) return 0;
	while (T-- > 0) {
		for (f = 0; f < 6; f++) {
			if (scanf("%7s", w) != 1) return 0;
			memcpy(s + 5 * f, w, 5);
		}
		memset(count, 0, sizeof count);
		for (k = 0; k < 30; k++) count[s[k] - 'A']++;
		for (colours = k = 0; k < 26; k++) colours += count[k] == 5;
		for (d = 0; colours == 6 && d <= 11 && !dfs(s, 0, d, -1); d++) continue;
		if (colours != 6 || d > 11) { puts("-1"); continue; }
		printf("%d", d);
		for (k = 0; k < d; k++) printf(" %s", NAME[path[k]]);
		printf("\n");
	}
	return 0;
}
