#!/usr/bin/env python3
"""The layer check fails where it should: on a synthetic listing of nm, an
upward call is reported with its name, calls down and within a layer are
not, and an object of a folder that is no layer, or with no symbol read,
is a problem too."""
import importlib.util
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location('check_layers', os.path.join(here, 'check-layers.py'))
check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check)

LAYERS = ['cards', 'state', 'rules', 'engine']

LISTING = """
lib/libexile_internal.a.p/meson-generated_.._cards_cards_data.c.o:
00000000 D ex_cards

lib/libexile_internal.a.p/state_zones.c.o:
         U ex_cards
         U ex_counters_return
         U ex_emit
00000000 T ex_move

lib/libexile_internal.a.p/state_events.c.o:
00000000 T ex_emit

lib/libexile_internal.a.p/rules_attach.c.o:
         U ex_move
         U memset
00000000 T ex_counters_return

lib/libexile_internal.a.p/engine_steps.c.o:
         U ex_counters_return
00000000 T ex_run
"""


def expect(what, ok):
    print(('ok: ' if ok else 'FAILED: ') + what)
    return ok


def main():
    table = check.parse_nm(LISTING)
    good = expect('objects are named by their sources',
                  list(table) == ['cards/cards_data.c', 'state/zones.c', 'state/events.c', 'rules/attach.c',
                                  'engine/steps.c'])
    problems, arrows = check.upward_arrows(table, LAYERS)
    good &= expect('the one upward call is reported, with its name',
                   arrows == [('state/zones.c', 'state', 'rules/attach.c', 'rules', ['ex_counters_return'])])
    good &= expect('a table below, a call within a layer and calls down are no problem', problems == [])

    problems, arrows = check.upward_arrows(table, ['cards', 'state', 'engine'])
    good &= expect('a folder that is no layer is a problem',
                   problems == ['rules/attach.c: its folder rules/ is no layer of the layers file'])

    table['state/rng.c'] = (set(), {'ex_emit'})
    problems, _ = check.upward_arrows(table, LAYERS)
    good &= expect('an object with no symbol read is a problem', problems == ['state/rng.c: nm read no symbol it defines'])
    return 0 if good else 1


if __name__ == '__main__':
    sys.exit(main())
