"""A PEP 517 build backend for the package exile, with the standard library only.

Why our own: pip builds a package in an isolated environment into which it
first installs the backend named in pyproject.toml. setuptools or
meson-python would be fetched from the package index, which a machine
without one (or a fresh virtual environment) cannot reach; a backend that
lives in the tree (backend-path) and needs nothing builds anywhere.

The package is pure Python; the one thing the build adds is
exile/_libpath.py, the path of the libexile.so.0 it was built against, so
that the installed package finds that library under any prefix. That path
is, in order: $EXILE_LIBRARY; the library of the checkout's build/ (the
README's set-up); libexile.so.0 in pkg-config's libdir of `exile`. When
none exists the package looks where the system's loader looks, and says
which library it missed.
"""
import base64
import hashlib
import io
import os
import re
import subprocess
import tarfile
import zipfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # examples/python
CHECKOUT = os.path.dirname(os.path.dirname(HERE))
NAME = 'exile'
SUMMARY = 'The rules of the card game Exile: The Faraday Doctrine, from libexile through ctypes'


def _version():
    """The library's version: from the project() line of the checkout, or
    the PKG-INFO of an unpacked sdist."""
    try:
        with open(os.path.join(HERE, 'PKG-INFO'), encoding='utf-8') as f:
            return re.search(r'^Version: (\S+)$', f.read(), re.M).group(1)
    except (OSError, AttributeError):
        pass
    try:
        with open(os.path.join(CHECKOUT, 'meson.build'), encoding='utf-8') as f:
            found = re.search(r"version:\s*'([0-9.]+)'", f.read())
        if found:
            return found.group(1)
    except OSError:
        pass
    return '0.0.0'


def _pkg_config_libdir():
    try:
        out = subprocess.run(['pkg-config', '--variable=libdir', 'exile'], capture_output=True, text=True,
                             check=False)
    except OSError:
        return None
    return out.stdout.strip() if out.returncode == 0 and out.stdout.strip() else None


def library_path():
    """The libexile.so.0 to record, or None (see the module's text)."""
    candidates = [os.environ.get('EXILE_LIBRARY'), os.path.join(CHECKOUT, 'build', 'libexile.so.0')]
    libdir = _pkg_config_libdir()
    if libdir:
        candidates.append(os.path.join(libdir, 'libexile.so.0'))
    for path in candidates:
        if path and os.path.isfile(path):
            return os.path.abspath(path)
    return None


def _metadata():
    return ('Metadata-Version: 2.1\nName: %s\nVersion: %s\nSummary: %s\nLicense: MIT\n'
            'Requires-Python: >=3.9\nProvides-Extra: rl\nRequires-Dist: numpy; extra == "rl"\n'
            % (NAME, _version(), SUMMARY))


def _sources():
    """(path in the archive, bytes) for each file of the package."""
    package = os.path.join(HERE, NAME)
    for root, dirs, files in os.walk(package):
        dirs[:] = sorted(d for d in dirs if d != '__pycache__')
        for name in sorted(files):
            if name.endswith('.py') and name != '_libpath.py':
                path = os.path.join(root, name)
                with open(path, 'rb') as f:
                    yield os.path.relpath(path, HERE).replace(os.sep, '/'), f.read()
    recorded = library_path()
    yield NAME + '/_libpath.py', ('"""Written by the build: the libexile it was built against."""\n'
                                  'LIBRARY = %r\n' % recorded).encode()


def _record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b'=').decode()
    return '%s,sha256=%s,%d' % (path, digest, len(data))


def _dist_info(files):
    """The .dist-info files of a wheel holding @files."""
    info = '%s-%s.dist-info' % (NAME, _version())
    meta = [(info + '/METADATA', _metadata().encode()),
            (info + '/WHEEL',
             b'Wheel-Version: 1.0\nGenerator: exile_build\nRoot-Is-Purelib: true\nTag: py3-none-any\n')]
    record = [_record_line(p, d) for p, d in files + meta] + [info + '/RECORD,,']
    return meta + [(info + '/RECORD', ('\n'.join(record) + '\n').encode())]


def _write_wheel(directory, files):
    name = '%s-%s-py3-none-any.whl' % (NAME, _version())
    with zipfile.ZipFile(os.path.join(directory, name), 'w', zipfile.ZIP_DEFLATED) as whl:
        for path, data in files + _dist_info(files):
            whl.writestr(zipfile.ZipInfo(path, (1980, 1, 1, 0, 0, 0)), data)
    return name


# ---- the hooks of PEP 517 and PEP 660 ----------------------------------------

def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def get_requires_for_build_editable(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    info = '%s-%s.dist-info' % (NAME, _version())
    os.makedirs(os.path.join(metadata_directory, info), exist_ok=True)
    with open(os.path.join(metadata_directory, info, 'METADATA'), 'w', encoding='utf-8') as f:
        f.write(_metadata())
    return info


prepare_metadata_for_build_editable = prepare_metadata_for_build_wheel


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    return _write_wheel(wheel_directory, list(_sources()))


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    """A wheel holding a .pth that puts this folder on sys.path, and the
    recorded library beside the sources (exile/_libpath.py)."""
    files = [p for p in _sources() if p[0] == NAME + '/_libpath.py']
    with open(os.path.join(HERE, NAME, '_libpath.py'), 'wb') as f:
        f.write(files[0][1])
    return _write_wheel(wheel_directory, [(NAME + '.pth', (HERE + '\n').encode())])


def build_sdist(sdist_directory, config_settings=None):
    base = '%s-%s' % (NAME, _version())
    name = base + '.tar.gz'
    with tarfile.open(os.path.join(sdist_directory, name), 'w:gz') as tar:
        for path in ['pyproject.toml', 'build_backend/exile_build.py'] + [p for p, _ in _sources()
                                                                          if not p.endswith('_libpath.py')]:
            tar.add(os.path.join(HERE, path), arcname=base + '/' + path)
        pkg_info = _metadata().encode()
        entry = tarfile.TarInfo(base + '/PKG-INFO')
        entry.size = len(pkg_info)
        tar.addfile(entry, io.BytesIO(pkg_info))
    return name
