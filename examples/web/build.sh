#!/usr/bin/env bash
# Builds the web page: libexile, libexile-bots (lib/bots/) and exile_web.c
# compiled to WebAssembly with emscripten, and the page's static files, into
# build-web/ (or the directory given, relative to the source root).
#
#   usage: examples/web/build.sh [OUTPUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-build-web}
mkdir -p "$out/gen"

# Debian's emscripten runs its JavaScript tools with the system node, which
# does not look in Debian's module directory by itself.
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}

# The card tables, generated as meson generates them (lib/cards/meson.build).
python3 lib/cards/gen_cards.py --ids "$out/gen/card_ids.h" --data "$out/gen/cards_data.c" \
    --doc "$out/gen/cards.md" lib/cards/box1.cards lib/cards/box2.cards

# <exile/version.h> from the project version, as include/exile/meson.build writes it.
version=$(sed -n "s/^  version: '\([0-9.]*\)',$/\1/p" meson.build)
IFS=. read -r major minor patch <<<"$version"
mkdir -p "$out/gen/include/exile"
sed -e "s/@EXILE_VERSION_MAJOR@/$major/" -e "s/@EXILE_VERSION_MINOR@/$minor/" \
    -e "s/@EXILE_VERSION_PATCH@/$patch/" -e "s/@EXILE_VERSION@/$version/" \
    include/exile/version.h.in >"$out/gen/include/exile/version.h"

# The engine's sources are the ones lib/meson.build lists.
mapfile -t lib_sources < <(sed -n "s/^  '\([a-z_]*\/[a-z0-9_]*\.c\)',$/lib\/\1/p" lib/meson.build)
# The bots' sources are the ones lib/bots/meson.build lists.
mapfile -t bot_sources < <(sed -n "s/^  '\([a-z_]*\.c\)',$/lib\/bots\/\1/p" lib/bots/meson.build)

exports=_web_new,_web_load,_web_quiet_event,_web_bot_step,_web_apply,_web_get,_web_prompt,_web_cards,_web_state,_malloc,_free
emcc -std=c11 -O2 -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Werror \
    -DEXILE_BUILDING -I"$out/gen/include" -Iinclude -I"$out/gen" -Ilib -Ilib/cards -Ilib/state -Ilib/rules -Ilib/text -Ilib/engine -Ilib/api \
    "${lib_sources[@]}" "$out/gen/cards_data.c" "${bot_sources[@]}" examples/web/exile_web.c \
    -sEXPORTED_FUNCTIONS="$exports" -sEXPORTED_RUNTIME_METHODS=ccall,cwrap,UTF8ToString \
    -sALLOW_MEMORY_GROWTH=1 -sMODULARIZE=1 -sEXPORT_NAME=createExile -sENVIRONMENT=web \
    -o "$out/exile.js"

cp examples/web/index.html examples/web/style.css examples/web/board.js examples/web/online.js examples/web/app.js "$out/"
echo "built $out/index.html"
