/* optcache MIB [MS]: try an optional MIB MiB cache, accept that it is refused (NULL), print
 * "42", spend MS ms of CPU (default 0), then crash on a NULL pointer whatever the cache did: a
 * plain crash, RE under any limit. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int main(int argc, char **argv)
{
	size_t bytes = (size_t)(argc > 1 ? atoi(argv[1]) : 48) << 20;
	clock_t spend = (clock_t)(argc > 2 ? atoi(argv[2]) : 0) * (CLOCKS_PER_SEC / 1000);
	char *cache = malloc(bytes);
	volatile int *null = NULL;
	if (cache)
		memset(cache, 1, bytes);
	printf("42\n");
	fflush(stdout);
	while (clock() < spend)
		continue;
	return *null;
}
