// skewb, wrong_answer: clockwise and counter-clockwise swapped.
// The mistake: the move tables were written looking at each turning corner from the centre
// of the puzzle (or with the cycles read backwards), so every "R" here is the WCA R'.  The
// distances are right, the sequences turn the wrong way and do not solve the puzzle.  Skewb
// notations disagree on which corners turn and which way (speedsolving.com threads "Skewb
// Notation", 2010, and "Skewb discussion and help": "a multitude of notation systems");
// WCA Regulation 12h fixes R U L B clockwise seen from the corner.  Caught on any case of
// distance >= 1; stress mode at SIZE 1.
// The rest is a correct meet in the middle: a BFS ball of radius BALL around solved, then a
// BFS from the case's position (faces renamed 0..5 from the UFR corner, which no WCA move
// turns) until it touches the ball; God's number GOD = BALL + (layers searched).  Reads only
// well-formed input: T, then T lines of six 5-letter words.
#include <algorithm>
#include <array>
#include <cstdio>
#include <iostream>
#include <map>
#include <queue>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>
using namespace std;
#define BALL 6   // ball radius
#define GOD 11   // God's number
#define STEP 1
#define BFIRST 0
typedef array<char, 30> S;                 // sticker faces 0..5 (U R F D L B), net order
struct H {
	size_t operator()(const S &s) const {
		size_t h = 0;
		for (char c : s) h = h * 7 + c;
		return h;
	}
};
const int GO[4][30] = {   // R U L B clockwise: sticker i goes to GO[.][i]
	{0, 1, 14, 3, 4, 15, 6, 17, 18, 19, 10, 11, 12, 13, 23, 25, 16, 29, 26, 28, 20, 21, 22, 2, 24,
	 5, 8, 27, 9, 7},
	{25, 27, 29, 26, 4, 5, 6, 18, 8, 9, 10, 7, 12, 13, 14, 15, 16, 17, 11, 19, 0, 1, 2, 3, 24,
	 20, 23, 21, 28, 22},
	{0, 1, 2, 29, 4, 5, 6, 7, 3, 9, 20, 23, 12, 24, 22, 10, 13, 11, 14, 19, 15, 21, 18, 17, 16,
	 25, 26, 27, 28, 8},
	{0, 9, 2, 3, 4, 5, 6, 7, 8, 13, 10, 11, 12, 1, 14, 20, 21, 17, 23, 24, 25, 28, 22, 29, 27,
	 15, 26, 19, 16, 18}};
const int CORNER[8][3] = {{4, 6, 12}, {1, 21, 27}, {19, 9, 28}, {16, 24, 13},
	{3, 11, 22}, {2, 26, 7}, {17, 14, 8}, {18, 29, 23}};
const char *NAME[8] = {"R", "R'", "U", "U'", "L", "L'", "B", "B'"};
S turn(const S &s, int m) {
	S t = s;
	for (int r = 0; r < 1 + m % 2; r++) {   // X' = X twice
		S u;
		for (int i = 0; i < 30; i++) u[GO[m / 2][i]] = t[i];
		t = u;
	}
	return t;
}
unordered_map<S, int, H> ball;             // distance to solved, up to BALL

// colours -> faces: U R F from corner UFR, each opposite = the colour never on a corner with it
bool normalise(const string &col, S &s) {
	map<char, int> cnt, face;
	for (char c : col) cnt[c]++;
	if (cnt.size() != 6) return false;
	for (auto &p : cnt) if (p.second != 5) return false;
	char base[3] = {col[4], col[6], col[12]};
	for (int k = 0; k < 3; k++) {
		set<char> with;
		for (auto &c : CORNER) for (int a = 0; a < 3; a++) if (col[c[a]] == base[k])
			for (int b = 0; b < 3; b++) with.insert(col[c[b]]);
		vector<char> opp;
		for (auto &p : cnt) if (!with.count(p.first)) opp.push_back(p.first);
		if (opp.size() != 1 || face.count(base[k]) || face.count(opp[0])) return false;
		face[base[k]] = k, face[opp[0]] = k + 3;
	}
	for (int i = 0; i < 30; i++) s[i] = (char)face[col[i]];
	return true;
}

int main() {
	S solved;
	for (int i = 0; i < 30; i++) solved[i] = (char)(i / 5);
	vector<S> layer{solved};
	ball[solved] = 0;
	for (int d = 1; d <= BALL; d++) {
		vector<S> next;
		for (auto &s : layer) for (int m = BFIRST; m < 8; m += STEP) {
			S t = turn(s, m);
			if (!ball.count(t)) ball[t] = d, next.push_back(t);
		}
		layer = next;
	}
	int T;
	cin >> T;
	while (T--) {
		string col, w;
		for (int f = 0; f < 6; f++) cin >> w, col += w;
		S s;
		if (col.size() != 30 || !normalise(col, s)) { puts("-1"); continue; }
		unordered_map<S, pair<S, int>, H> from;   // BFS from the case: parent and move
		from[s] = {s, -1};
		vector<S> cur{s};
		bool met = ball.count(s);
		S meet = s;
		for (int k = 1; k <= GOD - BALL && !met; k++) {
			vector<S> next;
			for (auto &x : cur) for (int m = 0; m < 8 && !met; m += STEP) {
				S t = turn(x, m);
				if (from.count(t)) continue;
				from[t] = {x, m}, next.push_back(t);
				if (ball.count(t)) met = true, meet = t;
			}
			cur = next;
		}
		if (!met) { puts("-1"); continue; }
		vector<int> path;
		for (S x = meet; from[x].second >= 0; x = from[x].first)
			path.push_back(from[x].second);
		reverse(path.begin(), path.end());
		for (S x = meet; ball[x] > 0;)            // then down the ball
			for (int m = 0; m < 8; m += STEP) {
				S t = turn(x, m);
				if (ball.count(t) && ball[t] == ball[x] - 1) {
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
