"""Nothing of the headers is copied by hand: exile/_constants.py is what
gen_constants.py writes from them, and the ctypes structs have the members
of the C structs, in order, and the library's sizes."""
import ctypes
import os
import pathlib
import sys
import unittest

import exile
from exile import _library

HERE = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(HERE))
import gen_constants  # noqa: E402 - beside the package, not inside it

INCLUDE = os.environ.get('EXILE_INCLUDE_DIR')

# ctypes struct -> its C struct; a member named like a Python keyword ends in '_'.
STRUCTS = {
    _library.CLoadout: 'exile_loadout',
    _library.CAllocator: 'exile_allocator',
    _library.CEvent: 'exile_event',
    _library.CMatchOptions: 'exile_match_options',
    _library.CPicksOptions: 'exile_picks_options',
}


@unittest.skipUnless(INCLUDE, 'EXILE_INCLUDE_DIR (include/exile of the sources) not set')
class Headers(unittest.TestCase):

    def test_constants_are_generated_from_the_headers(self):
        written = (HERE / 'exile' / '_constants.py').read_text(encoding='utf-8')
        self.assertEqual(written, gen_constants.generate(INCLUDE),
                         'the headers changed: python3 examples/python/gen_constants.py include/exile '
                         '> examples/python/exile/_constants.py')

    def test_every_enum_is_copied(self):
        source = gen_constants.read_headers(INCLUDE)
        self.assertEqual(set(gen_constants.c_enums(source)), {c for c, *_ in gen_constants.ENUMS})

    def test_struct_members(self):
        source = gen_constants.read_headers(INCLUDE)
        for struct, c_name in STRUCTS.items():
            ours = [name.rstrip('_') for name, *_ in struct._fields_]
            self.assertEqual(ours, gen_constants.c_struct_members(source, c_name), c_name)

    def test_struct_sizes(self):
        lib = exile.library()
        self.assertEqual(ctypes.sizeof(_library.CMatchOptions),
                         lib.exile_match_options_size(exile.MATCH_OPTIONS_VERSION))
        self.assertEqual(ctypes.sizeof(_library.CLoadout), lib.exile_loadout_size(exile.LOADOUT_VERSION))

    def test_a_grown_header_is_seen(self):
        """The generator reads what a header adds: a new enumerator and macro."""
        source = 'typedef enum exile_zone { EXILE_ZONE_NONE = 0, EXILE_ZONE_NEW = 1u << 4 } exile_zone;\n' \
                 '#define EXILE_NEW_LIMIT (-3)\n'
        self.assertEqual(gen_constants.c_enums(source), {'exile_zone': [('EXILE_ZONE_NONE', 0),
                                                                        ('EXILE_ZONE_NEW', 16)]})
        self.assertEqual(gen_constants.c_macros(source), {'EXILE_NEW_LIMIT': -3})


if __name__ == '__main__':
    unittest.main()
