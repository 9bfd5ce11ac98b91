#!/usr/bin/env python3
"""The Doxygen main page links the pages a reader starts from: the guide
to the game and the pages beside it are links, not names of files.

    check-main-page.py HTML_DIR
"""
import sys
from pathlib import Path

html = Path(sys.argv[1])
index = (html / 'index.html').read_text()
missing = [p for p in ('guide', 'cards', 'notation', 'rulings', 'status', 'coverage', 'threads', 'NEWS')
           if 'href="md_doc_%s.html"' % p not in index or not (html / ('md_doc_%s.html' % p)).is_file()]
if missing:
    sys.exit('the main page does not link: ' + ', '.join('doc/%s.md' % p for p in missing))
print('the main page links the guide and the pages beside it')
