/* tests/hostile/include_zero.c -- includes /dev/zero: the compiler reads zeros without end and
 * grows past 1 GiB. It must be stopped at its memory limit, and the CE must say so. */
#include "/dev/zero"
