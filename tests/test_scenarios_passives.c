/* Placeholder while the scenarios of this file are written. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "scenario.h"

static void loads(void **state)
{
    (void)state;
    exile_match *m = scenario_load("exile-notation 1\n"
                                   "seat 0 EXL-01 GR-01 GR-03 GR-05 GR-07 MEM-01 MEM-02 MEM-03\n"
                                   "seat 1 EXL-02 GR-02 GR-04 GR-06 GR-08 MEM-04 MEM-05 MEM-06\n");
    assert_int_equal(exile_match_to_act(m), 0);
    exile_match_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = { cmocka_unit_test(loads) };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
