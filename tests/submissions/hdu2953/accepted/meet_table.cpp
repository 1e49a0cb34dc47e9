// meet_table.cpp -- HDU 2953, accepted: meet in the middle, as in the seed document's write-up.
// A table of every position within 8 quarter turns of solved (159,120), then per cube a
// breadth-first search from it, level by level, until a level meets the table: the answer is
// that level plus the least table distance on it (a shortest path of length D > 8 passes a
// position 8 from solved at level D - 8, and no earlier level can meet the table).  The
// write-up's table stops at 7; one level more (3.5x the table) makes the search from a
// cube at distance 14 end at level 6 instead of 7 (a quarter of the positions).  Colours
// are renamed on the DBL corner, which U, R, F turns never move: its stickers are D, B, L,
// and each one's opposite is the colour never on a corner with it.  Positions are 24
// stickers in base 6 (6^24 < 2^64), in hash tables.  Reads well-formed input only.
#include <cstdio>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>
using namespace std;
typedef unsigned long long u64;

// U, R, F clockwise as sticker 4-cycles of the net (top above the first side block)
const int CYCLES[3][3][4] = {{{0, 1, 3, 2}, {4, 10, 8, 6}, {5, 11, 9, 7}},
	{{6, 7, 15, 14}, {5, 1, 16, 21}, {13, 3, 8, 23}},
	{{4, 5, 13, 12}, {2, 6, 21, 19}, {3, 14, 20, 11}}};
const int CORNERS[8][3] = {{3, 6, 5}, {2, 4, 11}, {0, 10, 9}, {1, 8, 7},
	{21, 13, 14}, {20, 19, 12}, {23, 15, 16}, {22, 17, 18}};
const int TABLE_DEPTH = 8;
int perm[6][24];   // the 6 quarter turns: sticker i goes to perm[m][i]

u64 pack(const int *s)
{
	u64 k = 0;
	for (int i = 23; i >= 0; i--) k = k * 6 + s[i];
	return k;
}

void unpack(u64 k, int *s)
{
	for (int i = 0; i < 24; i++) { s[i] = int(k % 6); k /= 6; }
}

u64 move(u64 k, int m)
{
	int s[24], t[24];
	unpack(k, s);
	for (int i = 0; i < 24; i++) t[perm[m][i]] = s[i];
	return pack(t);
}

int main()
{
	for (int f = 0; f < 3; f++) {   // clockwise; counter-clockwise = its inverse
		for (int i = 0; i < 24; i++) perm[f][i] = i;
		for (auto &c : CYCLES[f])
			for (int i = 0; i < 4; i++) perm[f][c[i]] = c[(i + 1) % 4];
		for (int i = 0; i < 24; i++) perm[f + 3][perm[f][i]] = i;
	}
	// faces 0..5 = U F R B L D; solved stickers in net order
	const int solved[24] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4,
	                        1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 5, 5};
	unordered_map<u64, int> table;
	vector<u64> level{pack(solved)};
	table[level[0]] = 0;
	for (int d = 1; d <= TABLE_DEPTH; d++) {
		vector<u64> next;
		for (u64 k : level)
			for (int m = 0; m < 6; m++) {
				u64 n = move(k, m);
				if (table.emplace(n, d).second) next.push_back(n);
			}
		level.swap(next);
	}
	int T;
	if (scanf("%d", &T) != 1) return 0;
	while (T-- > 0) {
		char c[24];
		for (auto &x : c)
			if (scanf(" %c", &x) != 1) return 0;
		int name[256], s[24];
		const int home[3] = {5, 3, 4}, opposite[3] = {0, 1, 2};   // DBL = D B L; U F R
		for (int k = 0; k < 3; k++) {
			unsigned char x = c[CORNERS[7][k]];
			bool near[256] = {};
			for (auto &corner : CORNERS) {
				bool has = false;
				for (int j : corner) has |= c[j] == (char)x;
				if (has)
					for (int j : corner) near[(unsigned char)c[j]] = true;
			}
			name[x] = home[k];
			for (char y : c)
				if (!near[(unsigned char)y]) name[(unsigned char)y] = opposite[k];
		}
		for (int i = 0; i < 24; i++) s[i] = name[(unsigned char)c[i]];
		u64 start = pack(s);
		unordered_set<u64> seen{start};
		vector<u64> frontier{start};
		for (int d = 0;; d++) {
			int best = -1;
			for (u64 k : frontier) {
				auto it = table.find(k);
				if (it != table.end() && (best < 0 || it->second < best))
					best = it->second;
			}
			if (best >= 0) { printf("%d\n", d + best); break; }
			vector<u64> next;
			for (u64 k : frontier)
				for (int m = 0; m < 6; m++) {
					u64 n = move(k, m);
					if (seen.insert(n).second) next.push_back(n);
				}
			frontier.swap(next);
		}
	}
	return 0;
}
