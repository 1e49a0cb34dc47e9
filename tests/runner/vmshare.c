/* vmshare MIB: touch MIB MiB, then start a helper with clone(CLONE_VM) -- what vfork and
 * posix_spawn make: another process in the same address space -- that lives 0.3 s. About MIB
 * MiB of real memory, one address space; the plain RSS sum of the two is 2 x MIB. */
#define _GNU_SOURCE
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>

static int helper(void *arg)
{
	struct timespec nap = { 0, 300000000L };
	(void)arg;
	nanosleep(&nap, NULL);
	return 0;
}

int main(int argc, char **argv)
{
	size_t bytes = (size_t)(argc > 1 ? atoi(argv[1]) : 20) << 20;
	size_t stack_size = 1 << 16;
	char *p = malloc(bytes), *stack = malloc(stack_size);
	if (!p || !stack)
		return 1;
	memset(p, 1, bytes);
	if (clone(helper, stack + stack_size, CLONE_VM | SIGCHLD, NULL) < 0)
		return 1;
	while (wait(NULL) > 0)
		;
	return p[bytes / 2] == 1 ? 0 : 1;
}
