#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that libexile keeps no hidden state between calls.

Two threads that share no match may call the library at once. So it must:
  1. call none of the C library's functions that POSIX lets keep state
     between calls (XSH 2.9.1, Thread-Safety: strtok, rand, localtime, ...),
     read from its dynamic imports (nm -D --undefined-only);
  2. own no writable data: none of its symbols lies in .data, .bss or a
     thread-local section (objdump -t), but for the ones the toolchain's
     start files bring. Skipped in a sanitizer build, whose instrumentation
     adds writable data of its own.

usage: check-reentrant.py --lib libexile.so [--nm nm] [--objdump objdump] [--sanitize VALUE]
"""

import argparse
import re
import subprocess
import sys

# POSIX XSH 2.9.1: the functions that need not be thread-safe, and a few
# more of the C library that keep state (random(), the ecvt family, tmpnam).
STATEFUL = set('''
    asctime basename catgets crypt ctermid ctime dbm_clearerr dbm_close dbm_delete dbm_error
    dbm_fetch dbm_firstkey dbm_nextkey dbm_open dbm_store dirname dlerror drand48 ecvt encrypt
    endgrent endpwent endutxent erand48 fcvt ftw gcvt getc_unlocked getchar_unlocked getdate
    getenv getgrent getgrgid getgrnam gethostent getlogin getnetbyaddr getnetbyname getnetent
    getopt getprotobyname getprotobynumber getprotoent getpwent getpwnam getpwuid getservbyname
    getservbyport getservent getutxent getutxid getutxline gmtime hcreate hdestroy hsearch
    inet_ntoa initstate jrand48 l64a lcong48 lgamma lgammaf lgammal localeconv localtime lrand48
    mblen mbrlen mbrtowc mbsrtowcs mbtowc mrand48 nftw nl_langinfo nrand48 ptsname putc_unlocked
    putchar_unlocked putenv pututxline rand random readdir seed48 setenv setgrent setkey
    setlocale setpwent setstate setutxent srand srand48 srandom strerror strsignal strtok
    system tmpnam ttyname unsetenv wcrtomb wcsrtombs wcstombs wctomb
'''.split())

# What the start files of a shared library own (crtstuff.c).
START_FILES = {'completed.0', 'completed.1', '__dso_handle', '__TMC_END__', '__bss_start', '_edata', '_end'}


def imports(nm, lib):
    out = subprocess.run([nm, '-D', '--undefined-only', lib], check=True, capture_output=True, text=True).stdout
    names = set()
    for line in out.splitlines():
        fields = line.split()
        if fields:
            names.add(fields[-1].split('@')[0])
    return names


def writable_data(objdump, lib):
    out = subprocess.run([objdump, '-t', lib], check=True, capture_output=True, text=True).stdout
    found = []
    for line in out.splitlines():
        m = re.match(r'^[0-9a-fA-F]+\s.{7}\s(\S+)\s+[0-9a-fA-F]+\s+(\S+)$', line)
        if m and m.group(1) in ('.data', '.bss', '.tdata', '.tbss') and m.group(2) not in START_FILES:
            found.append(f'{m.group(2)} ({m.group(1)})')
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--lib', required=True)
    ap.add_argument('--nm', default='nm')
    ap.add_argument('--objdump', default='')
    ap.add_argument('--sanitize', default='none')
    args = ap.parse_args()
    if not args.lib:
        print('no shared library in this build: skipped')
        return 77
    problems = [f'calls {name}(), which keeps state between calls' for name in sorted(imports(args.nm, args.lib) & STATEFUL)]
    if args.objdump and args.sanitize in ('', 'none'):
        problems += [f'owns writable data: {what}' for what in writable_data(args.objdump, args.lib)]
    for p in problems:
        print(f'libexile {p}', file=sys.stderr)
    if problems:
        return 1
    print('no stateful C library call, no writable data')
    return 0


if __name__ == '__main__':
    sys.exit(main())
