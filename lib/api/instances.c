/*
 * Card instances: which card each one is. Instances are laid out from the
 * loadouts at setup (ex_assign_instances) and never change card, so this
 * is public knowledge (include/exile/describe.h).
 * SPDX-License-Identifier: MIT
 */
#include "match.h"

_Static_assert(EXILE_INSTANCE_COUNT == EX_INSTANCES, "the public instance count is the engine's");

int exile_match_instance_card(const exile_match *m, int instance)
{
    if (!m || instance < 0 || instance >= EX_INSTANCES)
        return -2;
    return m->st.def[instance];
}
