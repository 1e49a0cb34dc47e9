// skewb, accepted: a contestant's meet in the middle with STL hash maps (C++17).
// Modelled on the source blog's approach (a BFS over whole puzzle states kept in a std::map,
// path read back through parent links), made fast enough: one BFS ball of radius 6 around
// solved (71,625 states) built once, then per case a BFS from the case's position until it
// touches the ball; God's number 11 = 6 + 5, so a position that 5 layers do not bring to the
// ball is no Skewb position.  States are 30-sticker strings (faces renamed 0..5 from the
// UFR corner, which WCA moves never turn).  Reads only well-formed input: T, then T cases of
// six 5-letter words.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <map>
#include <queue>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;

// where each sticker goes under R, U, L, B (clockwise); the primes are these applied twice
const int GO[4][30] = {
	{0, 1, 23, 3, 4, 25, 6, 29, 26, 28, 10, 11, 12, 13, 2, 5, 16, 7, 8, 9, 20, 21, 22, 14, 24,
	 15, 18, 27, 19, 17},
	{20, 21, 22, 23, 4, 5, 6, 11, 8, 9, 10, 18, 12, 13, 14, 15, 16, 17, 7, 19, 25, 27, 29, 26,
	 24, 0, 3, 1, 28, 2},
	{0, 1, 2, 8, 4, 5, 6, 7, 29, 9, 15, 17, 12, 16, 18, 20, 24, 23, 22, 19, 10, 21, 14, 11, 13,
	 25, 26, 27, 28, 3},
	{0, 13, 2, 3, 4, 5, 6, 7, 8, 1, 10, 11, 12, 9, 14, 25, 28, 17, 29, 27, 15, 16, 22, 18, 19,
	 20, 26, 24, 21, 23},
};
// the 8 corners' stickers (UFR first)
const int CORNER[8][3] = {{4, 6, 12}, {1, 21, 27}, {19, 9, 28}, {16, 24, 13},
	{3, 11, 22}, {2, 26, 7}, {17, 14, 8}, {18, 29, 23}};
const char *NAME[8] = {"R", "R'", "U", "U'", "L", "L'", "B", "B'"};

typedef array<char, 30> State;               // face 0..5 of each sticker
struct Hash {
	size_t operator()(const State &s) const {
		uint64_t h = 0;
		for (char c : s) h = h * 6 + c;       // 6^24 fits: the first 6 stickers wrap, fine
		return h ^ (h >> 29);
	}
};
int go[8][30];                               // all 8 moves, primes composed at start

State turn(const State &s, int m) {
	State t;
	for (int i = 0; i < 30; i++) t[go[m][i]] = s[i];
	return t;
}

unordered_map<State, int, Hash> ball;        // distance to solved, up to 6

// colours -> faces 0..5 (U R F from the UFR corner, D L B their opposites); false if impossible
bool normalise(const string &col, State &s) {
	map<char, int> cnt;
	for (char c : col) cnt[c]++;
	if (cnt.size() != 6) return false;
	for (auto &p : cnt) if (p.second != 5) return false;
	char base[3] = {col[4], col[6], col[12]};
	map<char, int> face;
	for (int k = 0; k < 3; k++) {
		set<char> with;                   // colours sharing a corner with base[k]
		for (auto &c : CORNER)
			for (int a = 0; a < 3; a++) if (col[c[a]] == base[k])
				for (int b = 0; b < 3; b++) with.insert(col[c[b]]);
		vector<char> opp;
		for (auto &p : cnt) if (!with.count(p.first)) opp.push_back(p.first);
		if (opp.size() != 1 || face.count(base[k]) || face.count(opp[0])) return false;
		face[base[k]] = k;
		face[opp[0]] = k + 3;
	}
	for (int i = 0; i < 30; i++) s[i] = (char)face[col[i]];
	return true;
}

int main() {
	for (int m = 0; m < 8; m++)
		for (int i = 0; i < 30; i++)
			go[m][i] = m % 2 ? GO[m / 2][GO[m / 2][i]] : GO[m / 2][i];
	State solved;
	for (int i = 0; i < 30; i++) solved[i] = (char)(i / 5);
	vector<State> layer{solved};
	ball.reserve(1 << 17);
	ball[solved] = 0;
	for (int d = 1; d <= 6; d++) {
		vector<State> next;
		for (auto &s : layer)
			for (int m = 0; m < 8; m++) {
				State t = turn(s, m);
				if (!ball.count(t)) { ball[t] = d; next.push_back(t); }
			}
		layer = next;
	}
	int T;
	cin >> T;
	while (T--) {
		string col, w;
		for (int f = 0; f < 6; f++) { cin >> w; col += w; }
		State s;
		if (col.size() != 30 || !normalise(col, s)) { puts("-1"); continue; }
		// BFS from s, 5 layers at most, each new state checked against the ball at once
		unordered_map<State, pair<State, int>, Hash> from;   // parent and move
		from.reserve(1 << 15);
		from[s] = {s, -1};
		vector<State> cur{s};
		bool met = ball.count(s);
		State meet = s;
		for (int k = 1; k <= 5 && !met; k++) {
			vector<State> next;
			for (auto &x : cur) {
				for (int m = 0; m < 8 && !met; m++) {
					State t = turn(x, m);
					if (from.count(t)) continue;
					from[t] = {x, m};
					next.push_back(t);
					if (ball.count(t)) { met = true; meet = t; }
				}
				if (met) break;
			}
			cur = next;
		}
		if (!met) { puts("-1"); continue; }
		vector<int> path;
		for (State x = meet; from[x].second >= 0; x = from[x].first)
			path.push_back(from[x].second);
		reverse(path.begin(), path.end());
		for (State x = meet; ball[x] > 0;)        // then down the ball
			for (int m = 0; m < 8; m++) {
				State t = turn(x, m);
				auto it = ball.find(t);
				if (it != ball.end() && it->second == ball[x] - 1) {
					path.push_back(m);
					x = t;
					break;
				}
			}
		printf("%d", (int)path.size());
		for (int m : path) printf(" %s", NAME[m]);
		printf("\n");
	}
}
