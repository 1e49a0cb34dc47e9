/*
 * validator.c -- input validator for skewb, Kattis' convention: one test input on stdin;
 * exit 42 if it is within the problem's contract, else exit 43 with one line on stderr naming
 * the line and the rule it breaks.
 *
 * The contract is problems/skewb.c's header ("Input"): what a judge may send is T, then
 * exactly T case lines, each six words of five letters A-Z -- any letters: a net that is no
 * Skewb position is answered -1, which is part of the problem, so it is valid input.  The
 * bytes and lines as the header reads them, every one of them a judge may use:
 *   line ends   LF, CRLF or a lone CR, mixed as they come; the last line may lack one;
 *   blanks      space, tab, \v and \f, anywhere around and between the tokens (at least one
 *               between two words); blank lines anywhere;
 *   T           the first non-blank line: digits only (no sign), T >= 1 (a test holds a
 *               case), then exactly T non-blank case lines and nothing but blank lines;
 *   no other byte (lower case, digits in a case, NUL, bytes >= 128).
 * (Line numbers in messages count CRLF as one line end.)
 *
 * reject and shown (and read_all, where a validator reads its input whole) are the same in
 * every testdata/NAME/validator.c, copied on purpose: each validator is one standalone
 * file, as Kattis' problem format takes it.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { VALID = 42, INVALID = 43 };
enum { N_WORD = 6, WORD_LEN = 5 };

static const char *input;  /* the whole of stdin */
static size_t input_len, pos;
static long line_no;       /* the line read last */

static void reject(const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "line %ld: ", line_no);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(INVALID);
}

/* shown: a byte as a message shows it: 'x' if printable, else its code. */
static const char *shown(unsigned char c)
{
	static char text[16];
	if (c > ' ' && c < 127) sprintf(text, "'%c'", c);
	else sprintf(text, "byte %d", c);
	return text;
}

static int is_blank(int c) { return c == ' ' || c == '\t' || c == '\v' || c == '\f'; }

static void read_all(void)
{
	size_t cap = 1 << 16, n;
	char *buf = malloc(cap);
	while (buf && (n = fread(buf + input_len, 1, cap - input_len, stdin)) > 0) {
		input_len += n;
		if (input_len == cap) buf = realloc(buf, cap *= 2);
	}
	if (!buf || ferror(stdin)) {
		fputs("validator: cannot read stdin\n", stderr);
		exit(1);
	}
	input = buf;
}

/* next_line: the next line, without its line end, in *len; NULL at the end of the input.
 * A line ends at LF, at CR, or at CRLF (one end); the last may have none. */
static const char *next_line(size_t *len)
{
	const char *start = input + pos;
	if (pos == input_len) return NULL;
	line_no++;
	while (pos < input_len && input[pos] != '\n' && input[pos] != '\r') pos++;
	*len = (size_t)(input + pos - start);
	if (pos < input_len && input[pos++] == '\r' && pos < input_len && input[pos] == '\n')
		pos++;
	return start;
}

/* check_bytes: every byte a letter A-Z, a digit (DIGITS) or a blank; 1 if it is all blanks. */
static int check_bytes(const char *s, size_t len, int digits)
{
	size_t i;
	int blank = 1;
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];
		if (is_blank(c)) continue;
		blank = 0;
		if (digits ? (c < '0' || c > '9') : (c < 'A' || c > 'Z'))
			reject("%s is not allowed here (%s and blanks only)", shown(c),
			       digits ? "T: digits" : "a case: letters A-Z");
	}
	return blank;
}

/* read_t: T from the line's digits (blanks around them).  The header reads a T above 10^9
 * as 10^9, but no input holds that many case lines. */
static long read_t(const char *s, size_t len)
{
	size_t i = 0;
	long t = 0;
	while (i < len && is_blank((unsigned char)s[i])) i++;
	for (; i < len && s[i] >= '0' && s[i] <= '9'; i++)
		if ((t = t * 10 + (s[i] - '0')) > 1000000000L) t = 1000000001L;
	while (i < len && is_blank((unsigned char)s[i])) i++;
	if (i != len) reject("T must be one whole number (digits, blanks around it)");
	if (t < 1) reject("T must be at least 1");
	if (t > 1000000000L) reject("T is above 10^9");
	return t;
}

/* check_case: six words of five letters, blanks around and between them. */
static void check_case(const char *s, size_t len, long k)
{
	size_t i = 0, start;
	int w;
	for (w = 0;; w++) {
		while (i < len && is_blank((unsigned char)s[i])) i++;
		if (i == len) break;
		start = i;
		while (i < len && !is_blank((unsigned char)s[i])) i++;
		if (w == N_WORD) reject("case %ld: more than six words", k);
		if (i - start != WORD_LEN)
			reject("case %ld: word %d has %lu letters, not 5", k, w + 1,
			       (unsigned long)(i - start));
	}
	if (w != N_WORD) reject("case %ld: %d words, not six", k, w);
}

int main(void)
{
	const char *line;
	size_t len;
	long t = -1, cases = 0;
	read_all();
	while ((line = next_line(&len)) != NULL) {
		if (check_bytes(line, len, t < 0)) continue;
		if (t < 0) {
			t = read_t(line, len);
		} else {
			if (++cases > t) reject("a case line after the T = %ld cases", t);
			check_case(line, len, cases);
		}
	}
	if (t < 0) {
		if (line_no == 0) line_no = 1;
		reject("no T: the input has no non-blank line");
	}
	if (cases < t) reject("T is %ld, but %ld case lines follow", t, cases);
	return VALID;
}
