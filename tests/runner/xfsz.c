/* xfsz BYTES: write BYTES bytes to stdout, then raise SIGXFSZ itself (no limit reached). */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 2;
	while (n-- > 0)
		putchar('x');
	fflush(stdout);
	raise(SIGXFSZ);
	return 0;
}
