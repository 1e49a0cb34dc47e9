/* spin [MS [segv|exit3|xcpu]]: burn MS ms of CPU (forever without MS), then exit 0, crash,
 * exit 3 or raise SIGXCPU itself. */
#define _GNU_SOURCE
#include <signal.h>
#include <stdlib.h>
#include <time.h>

/* CPU time of this process so far, ms. */
static long cpu_ms(void)
{
	struct timespec t;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

int main(int argc, char **argv)
{
	long ms = argc > 1 ? atol(argv[1]) : -1;
	volatile unsigned long x = 0;
	int i;
	while (ms < 0 || cpu_ms() < ms)
		for (i = 0; i < 100000; i++)
			x++;
	if (argc > 2 && argv[2][0] == 's')
		raise(SIGSEGV);
	if (argc > 2 && argv[2][0] == 'x')
		raise(SIGXCPU);
	return argc > 2 && argv[2][0] == 'e' ? 3 : 0;
}
