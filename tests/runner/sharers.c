/* sharers N MIB: touch MIB MiB, fork N children that read it all (its pages shared, never
 * copied) and sleep 0.3 s. About MIB MiB of real memory; the plain RSS sum is (N + 1) x MIB. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int n = argc > 2 ? atoi(argv[1]) : 1, i;
	size_t bytes = (size_t)(argc > 2 ? atoi(argv[2]) : 40) << 20, k;
	char *p = malloc(bytes);
	struct timespec nap = { 0, 300000000L };
	if (!p)
		return 1;
	memset(p, 1, bytes);
	for (i = 0; i < n; i++)
		if (fork() == 0) {
			volatile long sum = 0;
			for (k = 0; k < bytes; k += 4096)
				sum += p[k];
			nanosleep(&nap, NULL);
			_exit(0);
		}
	while (wait(NULL) > 0)
		;
	puts("ok");
	return 0;
}
