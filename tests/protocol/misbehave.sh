#!/bin/sh
# SPDX-License-Identifier: MIT
#
# A program that speaks the bot protocol (doc/engine-protocol.md) until its
# first decision, and then misbehaves as MODE says: crash (it kills itself
# with SIGSEGV), hang (it never answers), illegal (it answers an action not
# offered), garbage (it answers what the protocol does not know), exit (it
# exits without answering), or silent (it never answers the greeting).
#
# usage: misbehave.sh MODE
mode=$1
while IFS= read -r line; do
    case $line in
    "exile-bot "*)
        [ "$mode" = silent ] && exec sleep 60
        echo "id name misbehave $mode"
        echo ready
        ;;
    go*)
        case $mode in
        crash) kill -SEGV $$ ;;
        hang) exec sleep 60 ;;
        illegal) echo "action attack face-up: Nothing At All" ;;
        garbage) echo "I resign" ;;
        exit) exit 0 ;;
        esac
        ;;
    esac
done
