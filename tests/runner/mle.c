/* mle MIB: allocate and touch MIB MiB in one malloc, crashing if it is refused (no check). */
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
	size_t n = (size_t)(argc > 1 ? atol(argv[1]) : 512) << 20;
	char *p = malloc(n);
	memset(p, 1, n); /* a NULL p crashes here: an allocation refused under the cap */
	return p[n / 2] == 1 ? 0 : 1;
}
