/*
 * test-json: the JSON reader and writer of the protocol (json.h), on the
 * messages the server writes and on texts it never writes.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>
#include <string.h>

#include "json.h"

static int failures;

static void expect(int ok, const char *what)
{
    if (!ok) {
        printf("FAIL: %s\n", what);
        failures++;
    }
}

int main(void)
{
    char buf[256], out[64];
    long long n;
    json_writer w;

    /* What the writer writes, the reader reads back, escapes included. */
    json_begin(&w, buf, sizeof buf, "decide");
    json_int(&w, "n", -12);
    json_uint(&w, "seed", 18446744073709551615ull);
    json_str(&w, "prompt", "a \"quoted\" \\ line\nand\ta \x01 control");
    json_array(&w, "actions");
    json_item(&w, "end");
    json_item(&w, "block: Snare Mesh");
    json_array_end(&w);
    json_array(&w, "none");
    json_array_end(&w);
    expect(json_end(&w) > 0, "a message fits");
    expect(json_get_str(buf, "type", out, sizeof out) == 0 && strcmp(out, "decide") == 0, "type");
    expect(json_get_int(buf, "n", &n) == 0 && n == -12, "a negative integer");
    expect(json_get_str(buf, "prompt", out, sizeof out) == 0 &&
               strcmp(out, "a \"quoted\" \\ line\nand\ta \x01 control") == 0,
           "escapes read back");
    expect(json_array_len(buf, "actions") == 2, "an array's length");
    expect(json_array_len(buf, "none") == 0, "an empty array");
    expect(json_get_item(buf, "actions", 1, out, sizeof out) == 0 && strcmp(out, "block: Snare Mesh") == 0,
           "an item");
    expect(json_get_item(buf, "actions", 2, out, sizeof out) != 0, "no item past the end");
    expect(json_get_item(buf, "none", 0, out, sizeof out) != 0, "no item in an empty array");

    /* A buffer too small: nothing is written, the end says so. */
    json_begin(&w, buf, 16, "event");
    json_str(&w, "text", "longer than sixteen bytes");
    expect(json_end(&w) == 0, "an overflow is reported");

    /* Texts the server never writes: skipped where not asked, refused where asked. */
    const char *other = "{\"a\":{\"b\":[1,2.5e3,true,null,{\"c\":\"d\"}]},\"s\":\"\\u00e9\\ud83d\\ude00\",\"x\":1.5}";
    expect(json_get_str(other, "s", out, sizeof out) == 0 && strcmp(out, "\xc3\xa9\xf0\x9f\x98\x80") == 0,
           "\\u escapes and a surrogate pair as UTF-8");
    expect(json_get_int(other, "x", &n) != 0, "a fraction is no integer");
    expect(json_get_int(other, "a", &n) != 0, "an object is no integer");
    expect(json_get_str("{\"s\":\"\\ud83d\"}", "s", out, sizeof out) != 0, "a lone surrogate is refused");
    expect(json_get_str("{\"s\":\"open", "s", out, sizeof out) != 0, "an open string is refused");
    expect(json_get_str("{\"a\":[1,,2],\"s\":\"x\"}", "s", out, sizeof out) != 0, "a malformed array stops the read");
    expect(json_get_str("{\"s\":\"0123456789abcdef\"}", "s", out, 8) != 0, "a string too long for its room");
    expect(json_array_len("[1]", "a") == -1 && json_get_str("", "a", out, sizeof out) != 0, "no object");

    if (failures == 0)
        printf("ok: json\n");
    return failures != 0;
}
