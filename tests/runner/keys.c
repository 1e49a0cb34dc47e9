/*
 * keys.c -- the kernel's keyrings, which namespaces do not separate.
 *   keys launch CMD ARG...  join a fresh session keyring, put the key "user cubejudge-test" in
 *                           it, then exec CMD (the caller's keyring that a runner inherits)
 *   keys                    print one line: "session: K keys, marker DESC|absent; add_key: ok|
 *                           refused (ERRNO); /proc/keys: marker listed|absent". Exits 0.
 * Used to check that --sandbox keeps the program out of its caller's keyrings.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#define KEYCTL_JOIN 1
#define KEYCTL_DESCRIBE 6
#define KEYCTL_READ 11
#define SESSION (-3)
#define MARKER "cubejudge-test"

static int launch(char **argv)
{
	const char *payload = "not a secret";
	if (syscall(SYS_keyctl, KEYCTL_JOIN, (char *)NULL) < 0 ||
	    syscall(SYS_add_key, "user", MARKER, payload, strlen(payload), SESSION) < 0) {
		perror("keys launch");
		return 2;
	}
	execvp(argv[0], argv);
	perror("keys launch: exec");
	return 2;
}

int main(int argc, char **argv)
{
	int ids[64], found = 0;
	char desc[256], line[512];
	long n, i, d;
	FILE *f;
	if (argc > 2 && strcmp(argv[1], "launch") == 0)
		return launch(argv + 2);
	n = syscall(SYS_keyctl, KEYCTL_READ, SESSION, ids, sizeof ids);
	if (n < 0)
		printf("session: refused (%s)", strerror(errno));
	else {
		for (i = 0; i < n / (long)sizeof *ids && i < 64; i++) {
			memset(desc, 0, sizeof desc);
			d = syscall(SYS_keyctl, KEYCTL_DESCRIBE, ids[i], desc, sizeof desc - 1);
			if (d > 0 && strstr(desc, MARKER))
				found = 1;
		}
		printf("session: %ld keys, marker %s", n / (long)sizeof *ids,
		       found ? "found" : "absent");
	}
	if (syscall(SYS_add_key, "user", "cubejudge-left", "x", (size_t)1, SESSION) < 0)
		printf("; add_key: refused (%s)", strerror(errno));
	else
		printf("; add_key: ok");
	found = 0;
	if ((f = fopen("/proc/keys", "r"))) {
		while (fgets(line, sizeof line, f))
			if (strstr(line, MARKER))
				found = 1;
		fclose(f);
	}
	printf("; /proc/keys: marker %s\n", found ? "listed" : "absent");
	return 0;
}
