/*
 * test-messages: the protocol's messages on jansson (message.h): what the
 * writer writes the reader reads back, and the reader refuses what is
 * not a message of the protocol: too long, not JSON, a key twice, an
 * unknown type, a member missing, unknown or of the wrong type.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "message.h"

static int failures;

static void expect(int ok, const char *what)
{
    if (!ok) {
        printf("FAIL: %s\n", what);
        failures++;
    }
}

/* Whether text is refused, with a reason that holds the words given. */
static void refused(const char *text, const char *words)
{
    char why[256];
    json_t *msg = msg_parse(text, strlen(text), why, sizeof why);
    if (msg || !strstr(why, words)) {
        printf("FAIL: %s: %s (wanted a refusal saying '%s')\n", text, msg ? "taken" : why, words);
        failures++;
    }
    json_decref(msg);
}

int main(void)
{
    char buf[512], out[64], why[256];
    long long n;
    msg_writer w;

    /* What the writer writes, the reader reads back, escapes included. */
    msg_begin(&w, buf, sizeof buf, "decide");
    msg_int(&w, "n", 12);
    msg_int(&w, "seat", 1);
    msg_str(&w, "prompt", "a \"quoted\" \\ line\nand\ta \x01 control");
    msg_int(&w, "ms", 999);
    msg_list(&w, "actions");
    msg_item(&w, "end");
    msg_item(&w, "block: Snare Mesh");
    msg_list_end(&w);
    size_t len = msg_end(&w);
    expect(len > 0 && strncmp(buf, "{\"type\":\"decide\",\"n\":12,", 24) == 0, "compact, in the order written");
    json_t *msg = msg_parse(buf, len, why, sizeof why);
    expect(msg != NULL, "a decide is a message");
    expect(msg && strcmp(msg_type(msg), "decide") == 0, "its type");
    expect(msg && msg_get_int(msg, "n", &n) == 0 && n == 12, "an integer");
    expect(msg && msg_get_str(msg, "prompt", out, sizeof out) == 0 &&
               strcmp(out, "a \"quoted\" \\ line\nand\ta \x01 control") == 0,
           "a string with escapes");
    expect(msg && msg_list_len(msg, "actions") == 2, "an array's length");
    expect(msg && msg_get_item(msg, "actions", 1, out, sizeof out) == 0 && strcmp(out, "block: Snare Mesh") == 0,
           "an array's item");
    expect(msg && msg_get_item(msg, "actions", 2, out, sizeof out) != 0, "no item past the end");
    expect(msg && msg_get_str(msg, "prompt", out, 4) != 0, "a string too long for its room");
    json_decref(msg);

    /* A message that does not fit its room is not written at all. */
    msg_begin(&w, buf, 16, "error");
    msg_str(&w, "text", "longer than sixteen bytes");
    expect(msg_end(&w) == 0, "a message too long is dropped");
    /* Nor one whose text is not UTF-8. */
    msg_begin(&w, buf, sizeof buf, "error");
    msg_str(&w, "text", "\xff\xfe");
    expect(msg_end(&w) == 0, "a text not UTF-8 is not written");

    refused("{\"type\":\"pong\",\"type\":\"pong\"}", "duplicate");
    refused("{\"type\":\"error\",\"text\":\"a\",\"text\":\"b\"}", "duplicate");
    refused("{\"type\":\"pong\"", "not JSON");
    refused("{\"type\":\"pong\"} {}", "not JSON");
    refused("[\"pong\"]", "not a JSON object");
    refused("{\"text\":\"no type\"}", "without a string");
    refused("{\"type\":7}", "without a string");
    refused("{\"type\":\"hint\"}", "no message of the protocol");
    refused("{\"type\":\"error\"}", "lacks its member \"text\"");
    refused("{\"type\":\"error\",\"text\":3}", "is not a string");
    refused("{\"type\":\"view\",\"n\":\"0\",\"notation\":\"x\"}", "is not an integer");
    refused("{\"type\":\"view\",\"n\":1.5,\"notation\":\"x\"}", "is not an integer");
    refused("{\"type\":\"decide\",\"n\":0,\"seat\":0,\"prompt\":\"\",\"ms\":1,\"actions\":[\"a\",2]}",
            "not an array of strings");
    refused("{\"type\":\"pong\",\"extra\":true}", "has no member \"extra\"");
    refused("{\"type\":\"view\",\"n\":99999999999999999999,\"notation\":\"x\"}", "not JSON");
    refused("{\"type\":\"error\",\"text\":\"a\\u0000b\"}", "not JSON");

    /* The size cap comes before the parse. */
    char *big = malloc(MESSAGE_MAX + 2);
    if (big) {
        memset(big, ' ', MESSAGE_MAX + 1);
        memcpy(big, "{\"type\":\"pong\"}", 15);
        big[MESSAGE_MAX + 1] = '\0';
        refused(big, "longer than");
        big[MESSAGE_MAX] = '\0';
        msg = msg_parse(big, MESSAGE_MAX, why, sizeof why);
        expect(msg != NULL, "a message of the longest size, spaces after it");
        json_decref(msg);
        free(big);
    }
    if (failures == 0)
        printf("messages: all passed\n");
    return failures != 0;
}
