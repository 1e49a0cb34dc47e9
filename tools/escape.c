/*
 * escape.c -- make text safe to show on a terminal, line by line (the judge's views of a
 * program's output, stderr, compile log, file and test names all pass through it).
 *
 * Usage:  escape [--cut COLUMNS] [--prefix TEXT] [--head N | --tail N] [--whole WHERE]
 *                < IN > OUT
 * Valid UTF-8 text (accents, CJK) stays as it is; tabs are kept. Everything that could move the
 * cursor, change colours or start a terminal command is written out instead: ESC as \e, CR as
 * \r, NUL as \0, the other C0 controls and DEL as \xNN, the C1 controls (U+0080-U+009F: CSI,
 * OSC, ST ...) as \u00NN, the bidirectional overrides and isolates (which reorder what follows
 * them) as \u202e ..., and each byte that is not part of valid UTF-8 (a raw 0x9b is a CSI on
 * some terminals) as \xNN. With --cut, each line shows at most COLUMNS characters (an escape
 * counts as its length); a cut line ends in "... N more bytes" (of the line, not shown; "... N
 * more bytes in WHERE" with --whole). Each line is preceded by TEXT.
 * Nothing is left out without saying so: --head N shows the first N lines, then, when there are
 * more, a line "... K more lines in WHERE"; --tail N the last N lines, after a line "... K
 * earlier lines in WHERE" (" in WHERE" only with --whole; a final line without its newline
 * counts as a line).
 * Memory: with --cut, a line's first 4 x COLUMNS + 4 bytes only (the rest of it is skipped, so
 * a 64 MiB line costs nothing), N such lines for --tail; without it, whole lines.
 * Exit status: 0, or 2 on a usage error, 1 when the output cannot be written.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The length of the valid UTF-8 sequence at s (n bytes left), or 0 if it is not one. */
static int utf8_length(const unsigned char *s, size_t n)
{
	int len, i;
	unsigned long cp;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		len = 2, cp = s[0] & 0x1f;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		len = 3, cp = s[0] & 0x0f;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		len = 4, cp = s[0] & 0x07;
	else
		return 0;
	if (n < (size_t)len)
		return 0;
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	/* no overlong forms, no surrogates, nothing past U+10FFFF */
	if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
	    (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	return len;
}

/* Write the form of the character at s (len bytes) into out; its column count. */
static int shown(const unsigned char *s, int len, char *out)
{
	if (len == 0)
		return sprintf(out, "\\x%02x", s[0]);
	if (len == 2 && s[0] == 0xc2 && s[1] <= 0x9f)
		return sprintf(out, "\\u00%02x", s[1]);
	/* the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069)
	 * reorder the text shown after them ("Trojan Source"): written out too */
	if (len == 3 && s[0] == 0xe2 && ((s[1] == 0x80 && s[2] >= 0xaa && s[2] <= 0xae) ||
					 (s[1] == 0x81 && s[2] >= 0xa6 && s[2] <= 0xa9)))
		return sprintf(out, "\\u%04x", 0x2000 | (s[1] & 0x3f) << 6 | (s[2] & 0x3f));
	if (len > 1) {
		memcpy(out, s, (size_t)len);
		out[len] = '\0';
		return 1;
	}
	switch (s[0]) {
	case 0x1b: return sprintf(out, "\\e");
	case '\r': return sprintf(out, "\\r");
	case '\0': return sprintf(out, "\\0");
	case '\t': return sprintf(out, "\t");
	}
	if (s[0] < 0x20 || s[0] == 0x7f)
		return sprintf(out, "\\x%02x", s[0]);
	out[0] = (char)s[0], out[1] = '\0';
	return 1;
}

/* A line as read: its first bytes (all of them without --cut) and how many more it had. */
struct line {
	unsigned char *s;
	size_t n, size;
	long long skipped;
};

/* Read one line into L (grown as needed), without its newline, keeping at most KEEP bytes of
 * it (all when KEEP is 0) and counting the rest in L->skipped. Returns 0 at the end of the
 * input, else 1. */
static int read_line(struct line *l, size_t keep)
{
	int c;
	l->n = 0, l->skipped = 0;
	while ((c = getchar()) != EOF && c != '\n') {
		if (keep > 0 && l->n == keep) {
			l->skipped++;
			continue;
		}
		if (l->n == l->size) {
			l->size = l->size ? 2 * l->size : 256;
			if (!(l->s = realloc(l->s, l->size))) {
				fputs("escape: out of memory\n", stderr);
				exit(1);
			}
		}
		l->s[l->n++] = (unsigned char)c;
	}
	return !(c == EOF && l->n == 0 && l->skipped == 0);
}

/* The characters of S (N bytes) as shown, up to CUT columns (0: all); the bytes shown. */
static size_t put_chars(const unsigned char *s, size_t n, long cut)
{
	char form[8];
	long columns = 0;
	size_t i = 0;
	int len, width;

	while (i < n) {
		len = utf8_length(s + i, n - i);
		width = shown(s + i, len, form);
		if (cut > 0 && columns + width > cut)
			break;
		fputs(form, stdout);
		columns += width;
		i += len ? (size_t)len : 1;
	}
	return i;
}

/* One line (without its newline): prefix, characters up to the cut, then, when cut (or bytes
 * past the kept ones were skipped), "... N more bytes", and " in WHOLE" when there is one. */
static void put_line(const struct line *l, const char *prefix, long cut, const char *whole)
{
	size_t i;
	long long more;

	fputs(prefix, stdout);
	i = put_chars(l->s, l->n, cut);
	more = (long long)(l->n - i) + l->skipped;
	if (more > 0) {
		printf("... %lld more byte%s", more, more == 1 ? "" : "s");
		if (whole) {
			fputs(" in ", stdout);
			put_chars((const unsigned char *)whole, strlen(whole), 0);
		}
	}
	putchar('\n');
}

/* The marker line of K lines left out ("more" or "earlier"), escaped as any text is. */
static void put_marker(long long k, const char *which, const char *whole, const char *prefix)
{
	static char text[4200];
	struct line l = { (unsigned char *)text, 0, 0, 0 };
	l.n = (size_t)snprintf(text, sizeof text, "... %lld %s line%s%s%.4000s", k, which,
			       k == 1 ? "" : "s", whole ? " in " : "", whole ? whole : "");
	put_line(&l, prefix, 0, NULL);
}

/* The lines still unread (a last one without its newline counts). */
static long long count_rest(void)
{
	char buf[65536];
	size_t n, i;
	long long lines = 0;
	int last = '\n';
	while ((n = fread(buf, 1, sizeof buf, stdin)) > 0) {
		for (i = 0; i < n; i++)
			lines += buf[i] == '\n';
		last = buf[n - 1];
	}
	return lines + (last != '\n');
}

/* --tail N: the last N lines, kept in a ring of N + 1 (the last read, at the end of the input,
 * takes a slot of its own), after the marker of those before them. */
static void put_tail(long n, long cut, const char *prefix, const char *whole, size_t keep)
{
	struct line *ring = calloc((size_t)n + 1, sizeof *ring);
	long long total = 0, i;
	if (!ring) {
		fputs("escape: out of memory\n", stderr);
		exit(1);
	}
	while (read_line(&ring[total % (n + 1)], keep))
		total++;
	if (total > n)
		put_marker(total - n, "earlier", whole, prefix);
	for (i = total > n ? total - n : 0; i < total; i++)
		put_line(&ring[i % (n + 1)], prefix, cut, whole);
	for (i = 0; i <= n; i++)
		free(ring[i].s);
	free(ring);
}

/* Option O's number V into *X: 1 when it is a whole number from 1 to 10^9, else 0. */
static int number(const char *v, long *x)
{
	char *end;
	*x = strtol(v, &end, 10);
	return *x > 0 && *x <= 1000000000L && !*end;
}

int main(int argc, char **argv)
{
	const char *prefix = "", *whole = NULL;
	long cut = 0, head = 0, tail = 0, shown_lines = 0;
	long long more;
	struct line l = { NULL, 0, 0, 0 };
	size_t keep;
	int i;

	for (i = 1; i + 1 < argc; i += 2)
		if (!strcmp(argv[i], "--prefix"))
			prefix = argv[i + 1];
		else if (!strcmp(argv[i], "--whole"))
			whole = argv[i + 1];
		else if (!(!strcmp(argv[i], "--cut") && number(argv[i + 1], &cut)) &&
			 !(!strcmp(argv[i], "--head") && number(argv[i + 1], &head)) &&
			 !(!strcmp(argv[i], "--tail") && number(argv[i + 1], &tail)))
			break;
	if (i != argc || (head && tail)) {
		fputs("usage: escape [--cut COLUMNS] [--prefix TEXT] [--head N | --tail N] "
		      "[--whole WHERE] < IN > OUT\n", stderr);
		return 2;
	}
	keep = cut > 0 ? 4 * (size_t)cut + 4 : 0;
	if (tail) {
		put_tail(tail, cut, prefix, whole, keep);
	} else {
		while ((!head || shown_lines < head) && read_line(&l, keep)) {
			put_line(&l, prefix, cut, whole);
			shown_lines++;
		}
		if (head && shown_lines == head && (more = count_rest()) > 0)
			put_marker(more, "more", whole, prefix);
	}
	free(l.s);
	return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}
