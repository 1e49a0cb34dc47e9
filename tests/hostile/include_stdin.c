/* tests/hostile/include_stdin.c -- includes the compiler's stdin: a judge that compiles with
 * its own stdin waits on it (on a terminal: forever). The compiler's stdin is /dev/null. */
#include "/dev/stdin"
