/* recurse DEPTH: recurse DEPTH calls deep, about 96 bytes of stack each (500,000: ~46 MB). */
#include <stdio.h>
#include <stdlib.h>

/* Depth n, with a frame the compiler cannot drop (not a tail call, a live array). */
static long down(long n)
{
	volatile char pad[64];
	pad[n % 64] = (char)n;
	if (n == 0)
		return 0;
	return down(n - 1) + pad[n % 64];
}

int main(int argc, char **argv)
{
	long depth = argc > 1 ? atol(argv[1]) : 500000;
	printf("%ld\n", down(depth) >= 0 ? depth : -1L);
	return 0;
}
